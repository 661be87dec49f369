#pragma once

#include "rbnfamilyplugin.h"

namespace kib {

// Richard Pavlicek's Richard's Bridge Notation 3.2: one label a line, a
// blank line after every record. See docs/rbn.md for how labels map onto
// the model.
class RbnPlugin : public RbnFamilyPlugin
{
public:
    RbnPlugin() : RbnFamilyPlugin(rbn::Form::Lines) {}

    QString id() const override { return QStringLiteral("rbn"); }
    QString displayName() const override { return QStringLiteral("Richard's Bridge Notation"); }
    QStringList extensions() const override { return {QStringLiteral("rbn")}; }
};

} // namespace kib
