#pragma once

#include <QByteArray>
#include <QString>

namespace kib {

// Text handling for PBN: the file's character set (UTF-8 or ISO-8859-1),
// string escapes, and the suit escapes programs put into notes and
// commentary. Everything works on bytes; QStrings are made only for the
// text values a record keeps.
class PbnText
{
public:
    // Bytes to text, as UTF-8 or as ISO-8859-1.
    static QString decode(const char *data, qsizetype size, bool latin1);
    // The content of a string token (without its quotes): \" and \\ are
    // escapes, any other backslash stands for itself.
    static QString decodeString(const char *data, qsizetype size, bool latin1);
    // Commentary text: line ends (CRLF, CR) become '\n'.
    static QString decodeComment(const char *data, qsizetype size, bool latin1);

    // A string token for a value: quotes and backslashes escaped.
    static void appendString(QByteArray &out, const QString &value);

    // Whether text uses escapes outside the standard: Bridge Composer's \n
    // line breaks, BBO's !S !H !D !C suit marks (the standard's \S \H \D \C
    // are no escape, in commentary or in a note; 'inString' is kept for callers).
    static bool hasProgramEscapes(const QString &text, bool inString);
    // The same for the bytes of a comment, before decodeComment() or
    // decode(): the escapes are ASCII, and each ASCII byte is a character of
    // the text, next to the same neighbours (a byte that is not ASCII
    // decodes, UTF-8 or ISO-8859-1, to none that is; a CR or CRLF becomes
    // one '\n', which is no part of an escape), so the answer is the text's.
    static bool hasProgramEscapes(const char *data, qsizetype size);
    // BBO's suit marks !S !H !D !C written as the standard's \S \H \D \C
    // (the writer's text for commentary and notes: what LIN and BBO's PBN
    // files spell so reads back without pbn.text.escapes); whether there are any.
    static QString withStandardSuits(const QString &text);
    static bool hasBboSuits(const QString &text);
    // Text for people: \S \H \D \C and !S !H !D !C become suit symbols, \n a
    // line break. The viewer calls this on notes and commentary.
    static QString toDisplay(const QString &text);
};

} // namespace kib
