#pragma once

#include "model/cardrecord.h"

#include <QHash>

namespace kib::rbn {

// What calls, plays and notes hold that RBN cannot spell, carried in two
// % lines the reader applies (docs/rbn.md):
//   %[RbnMarks "a3:^I a5:$1,$4 p12:^R,#12"]  per call (a) or card (p), by index:
//        ^X irregularity, $n NAG, ! alert, 'text alert text, s text suffix,
//        #n note references (all of them, in order, when one is over 9),
//        cu text / co text a call RBN cannot spell (Unknown / Other, such as
//        PBN's ^S), written as P in the A label
//   %[RbnNote "a12@9 text"]  a note a note line cannot hold (numbered
//        outside 0-9, with line breaks, over 128 characters, with blanks at
//        its end), and its place in the record's list of notes
// Texts are percent-encoded where they hold space , : % or '.

// The extra parts of one annotation (empty fields where RBN's own marks do).
struct MarkExtras
{
    QString irregularity;
    QList<int> nags;
    bool alert = false;
    QString alertText;
    bool hasSuffix = false;
    QString suffix;
    bool hasRefs = false;
    QList<int> noteRefs;
    bool hasCall = false;   // the call itself (an A placeholder stands for it)
    Call::Kind callKind = Call::Kind::Unknown;
    QString callText;
};

// Whether the label spells this annotation's suffix and note references.
bool labelHoldsSuffix(const Annotation &a);
bool labelHoldsRefs(const Annotation &a);

// The RbnMarks value for a record; empty when nothing needs carrying.
QString formatMarkExtras(const CardRecord &record);
// Per call and per flat card index; false when the value does not parse.
bool parseMarkExtras(const QString &value, QHash<int, MarkExtras> *calls, QHash<int, MarkExtras> *cards);
void applyMarkExtras(const MarkExtras &extras, Annotation *annotation);
void applyMarkExtras(const MarkExtras &extras, Call *call);

// Notes the note lines cannot hold, as RbnNote values.
bool noteLineHolds(const Note &note);
// The notes the record's calls and cards refer to (^1 to ^9): bit
// noteBit(section, n) for each.
quint32 referencedNotes(const CardRecord &record);
constexpr quint32 noteBit(Note::Section section, int n)
{
    return quint32(1) << ((section == Note::Section::Auction ? 0 : 10) + n);
}
// Whether note 'number' of 'section' needs no reference or has one: the
// general note 0, or one a call or card refers to ('referenced':
// referencedNotes() of the record). A reader warns of any other.
constexpr bool isReferenced(Note::Section section, int number, quint32 referenced)
{
    return number == 0 || (referenced & noteBit(section, number));
}
// Whether a note of the record stands on a note line of its own: one the
// line holds that isReferenced() (any other goes as an RbnNote).
bool onNoteLine(const Note &note, quint32 referenced);
QStringList formatNoteExtras(const QList<Note> &notes);
// One of them: the value for the note at 'place' in the record's notes.
QString formatNoteExtra(const Note &note, int place);
// Puts carried notes back at their places in 'notes'.
bool parseNoteExtra(const QString &value, Note *note, int *position);

} // namespace kib::rbn
