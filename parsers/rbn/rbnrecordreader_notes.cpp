// RecordReader's note references: each ^n of a call or a card has its note
// n after the A (or P) line, and each numbered note (1 to 9: note 0 is the
// general note, RBN 2.7) has a call or a card that refers to it.
#include "rbnrecordreader.h"

#include "rbnextras.h"

namespace kib::rbn {

namespace {

const char *noteSectionWord(Note::Section section)
{
    return section == Note::Section::Auction ? "auction" : "play";
}

// Where "^n" stands in 'line' (its caret), 0 when it does not (a reference
// from a carried %[RbnMarks] line).
int refOffset(const QByteArray &line, int n)
{
    const char want[2] = {'^', char('0' + n)};
    const qsizetype at = QByteArrayView(line).indexOf(QByteArrayView(want, 2));
    return at < 0 ? 0 : int(at);
}

} // namespace

void RecordReader::checkNoteRefs(const CardRecord &record, const Item *a, const Item *p)
{
    // (one walk of the calls and cards for what they refer to; a second,
    // for where, only when a note is missing)
    const quint32 referenced = referencedNotes(record);
    quint32 present = 0;
    for (const Note &n : record.notes())
        if (n.number >= 0 && n.number <= 9)
            present |= noteBit(n.section, n.number);
    if (referenced & ~present) {
        const auto missing = [&](const AnnotationBox &box, Note::Section section, const Item *line) {
            for (int n : box->noteRefs) {
                if (n < 0 || n > 9 || (present & noteBit(section, n)) || !line)
                    continue;
                diagnose(*line, refOffset(line->value, n), QStringLiteral("rbn.note.missing"),
                         QStringLiteral("^%1 refers to note %1 of the %2, and the record has none")
                             .arg(n)
                             .arg(QLatin1StringView(noteSectionWord(section))),
                         true);
            }
        };
        for (const Call &c : record.auction().calls)
            if (!c.annotation.isEmpty())
                missing(c.annotation, Note::Section::Auction, a);
        for (const Trick &t : record.play().tricks)
            for (const PlayedCard &pc : t.cards)
                if (!pc.annotation.isEmpty())
                    missing(pc.annotation, Note::Section::Play, p);
    }
    for (const NoteItem &n : std::as_const(m_noteItems)) {
        const int number = n.item->label - '0';
        if (isReferenced(n.section, number, referenced))
            continue;
        diagnose(*n.item, -2, QStringLiteral("rbn.note.unused"),
                 QStringLiteral("note %1 of the %2: no %3 refers to it (^%1); note 0 is the one that needs none")
                     .arg(number)
                     .arg(QLatin1StringView(noteSectionWord(n.section)))
                     .arg(n.section == Note::Section::Auction ? QStringLiteral("call") : QStringLiteral("card")),
                 true);
    }
}

} // namespace kib::rbn
