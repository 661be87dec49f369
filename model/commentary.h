#pragma once

#include <QList>
#include <QString>

namespace kib {

// Where a piece of commentary stands in its record.
struct Anchor
{
    enum class Kind : quint8 {
        Record,   // before the record's first tag (index unused)
        Tag,      // after tag 'index' (index into Record::tags())
        Call,     // after call 'index' of the auction; -1: before the first call
        Card,     // after card 'index' of the play (flat, 0-based); -1: before the lead
        End,      // after everything else in the record
    };
    Kind kind = Kind::Record;
    int index = -1;

    friend bool operator==(const Anchor &, const Anchor &) = default;
};

// Free commentary: PBN ';' and '{}' comments and '%' lines, RBN {text}.
struct Commentary
{
    enum class Style : quint8 {
        Brace,      // {text}
        Semicolon,  // ; text to end of line
        Percent,    // % line (escape / directive), kept verbatim
        Plain,      // free text of notations without comment syntax (PN Note, RBN {})
    };
    Anchor anchor;
    Style style = Style::Brace;
    QString text;

    friend bool operator==(const Commentary &, const Commentary &) = default;
};

// A numbered note referenced from calls or cards (PBN [Note "n:text"] with
// =n=, RBN numbered notes with ^n).
struct Note
{
    enum class Section : quint8 { Auction, Play };
    Section section = Section::Auction;
    int number = 0;
    QString text;

    friend bool operator==(const Note &, const Note &) = default;
};

} // namespace kib

Q_DECLARE_TYPEINFO(kib::Commentary, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(kib::Note, Q_RELOCATABLE_TYPE);
