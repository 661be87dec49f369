#pragma once

#include "parsers/notationplugin.h"

namespace kib::pn {

// One word of a line's value and where it stands (1-based column).
struct PnToken
{
    QString text;
    int column = 0;
};

// One line of a PN annotation: "Label value ...".
struct PnLine
{
    int line = 0;            // 1-based line in the file
    QString text;            // the whole line, without its end
    QString label;           // "Hand3", "Kitty", "BidSystem2"
    QString base;            // the label without its number: "Hand"
    int number = 0;          // the trailing number; 0 when there is none
    QString value;           // everything after the label and its space
    int valueColumn = 0;     // column of the value's first character
    QList<PnToken> tokens;   // the value split at spaces
    QString labelError;      // why the label is not well formed (empty: it is)
};

// Lines between blank lines.
struct PnSection
{
    QList<PnLine> lines;
    int blankBefore = 0;     // blank lines before it (0 at the start of the span)
};

// The layout of PN text: one expression per line, sections separated by a
// blank line, games by two (three newlines).
class PnLexer
{
public:
    // One span per Hand Section; a section without hand lines (a Game
    // Section, or table lines between hands) goes with the section after it.
    static QList<RecordSpan> split(QByteArrayView data);
    // Whether the span at 'offset' starts a game: the file starts there, or
    // two or more blank lines stand before it.
    static bool startsGame(QByteArrayView data, qsizetype offset);
    // The sections of a span whose first byte is on line 'firstLine'.
    static QList<PnSection> sections(QByteArrayView span, int firstLine);
    // Splits one line into label, number and value.
    static PnLine line(const QString &text, int lineNumber);
    // Whether a label (without number) belongs to a Hand Section.
    static bool isHandLabel(QStringView base);
};

} // namespace kib::pn
