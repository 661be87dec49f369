#pragma once

#include <QString>

namespace kib {

// Which of the PBN reader's warnings depart from the standard, and the rule
// of PBN 2.1 (or 1.0) each departs from: PbnReport puts the rule on the
// diagnostic (Diagnostic::rule), and strict mode makes it an error. A code
// not listed here is no departure (an interpretation, or a tag name the
// standard allows programs to add).
class PbnRules
{
public:
    static QString forCode(QStringView code);
};

} // namespace kib
