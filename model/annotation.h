#pragma once

#include <QList>
#include <QString>

namespace kib {

// What a notation may attach to a call or a played card.
struct Annotation
{
    QString suffix;        // "!", "?", "!!", "??", "!?", "?!"; RBN also "*"
    QList<int> nags;       // Numeric Annotation Glyphs ($n)
    QList<int> noteRefs;   // note references: PBN =n=, RBN ^n
    QString irregularity;  // PBN ^I ^S ^R ^L: the letter(s) after '^'
    bool alert = false;    // alerted call (explanation usually in a note)
    QString alertText;     // inline explanation where a notation has one (LIN, JSON)

    bool isEmpty() const
    {
        return suffix.isEmpty() && nags.isEmpty() && noteRefs.isEmpty() && irregularity.isEmpty() && !alert
               && alertText.isEmpty();
    }
    friend bool operator==(const Annotation &, const Annotation &) = default;
};

} // namespace kib
