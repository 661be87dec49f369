#pragma once

#include <QList>
#include <QtGlobal>

namespace kib {

struct PbnToken
{
    enum class Kind : quint8 {
        End,
        LBracket,
        RBracket,
        String,            // text: between the quotes, escapes not decoded
        Word,              // any other run of printing characters
        BraceComment,      // text: between the braces
        SemicolonComment,  // text: after ';' to the end of the line
        PercentLine,       // text: after the '%' in column 1, to the end of the line
    };
    Kind kind = Kind::End;
    bool unterminated = false;  // a string without its closing quote, a '{' without '}'
    bool startsLine = false;    // first token of its line
    const char *text = nullptr;
    qsizetype size = 0;
    int line = 0;
    int column = 0;             // 1-based, in bytes
};

// Splits the bytes of one PBN record (or any part of a file) into tokens,
// with line and column. Works on the bytes in place: a token points into the
// input. Lines end with LF, CRLF or a lone CR.
class PbnLexer
{
public:
    // What the lexer noticed on the way; the reader turns these into
    // diagnostics.
    struct Issue
    {
        enum class Kind : quint8 {
            Tab,         // a tab between tokens (the first one of the input)
            TabInString, // a tab inside a string
            LongLine,    // a line of more than 255 characters with its line end
            BadCharacter // a control character (or, in ISO-8859-1, one of 127..159)
        };
        Kind kind;
        int line;
        int column;
    };

    // PBN's 255 characters a line (2.1 section 2.3), its end one of them:
    // the most a line holds before its end. The writer keeps to it too.
    static constexpr int MaxLineText = 254;

    PbnLexer(const char *begin, const char *end, int firstLine, bool latin1);

    PbnToken next();
    // Looks at the next token without taking it.
    const PbnToken &peek();

    // Right after a '[' (nothing peeked): a tag pair in its plain form, a
    // word for the name, spaces, a string of printing ASCII
    // characters and ']' at once, read as the bytes of its name and of its
    // string (without the quotes) and the ']' taken. False, and nothing
    // taken, for any other form: the caller reads the tokens one by one (no
    // issue can arise in the plain form). The name begins right after the
    // '[', on the line the lexer is at: no token is made (this runs for
    // every tag).
    struct PlainTag
    {
        const char *name;
        qsizetype nameSize;
        const char *value;
        qsizetype valueSize;
        bool guessed; // the name is the guess
    };
    // 'guess' (optional): the bytes of the name the caller expects, 'guessSize'
    // of them, readable to the next eight past them (PbnTags::Known::bytes):
    // a name that is those bytes is taken in a few loads, not byte by byte
    // (a file's games name their tags in the same order).
    bool plainTag(PlainTag *tag, const char *guess = nullptr, qsizetype guessSize = 0);

    // Between a table's rows (nothing peeked): when the next line that holds
    // anything is, within its first 16 bytes, exactly 'count' words of
    // printable ASCII other than the specials, separated by spaces, takes
    // those words (from the first one's first byte to the last one's last)
    // and leaves the line's end to next(). False, and nothing taken but the
    // blank lines and spaces before it (which next() passes over alike), for
    // any other line: next() reads it token by token.
    bool plainRow(int count, const char **from, const char **to);

    // In the play section, after a token that ends its line (atLineEnd()):
    // when the next line that holds anything is four words of two bytes,
    // each word followed by one space or tab (tabs once the game's first
    // has been reported) and the last by the line's end, its first byte,
    // for the caller to read; then takeCardRow() takes the four words and
    // leaves the line's end to next(). Null for any other line, and nothing
    // taken but the blank lines and spaces before it (which next() passes
    // over alike).
    const char *cardRow();
    void takeCardRow(const char *row)
    {
        m_pos = row + 11;
        m_lineHasToken = true;
    }
    bool atLineEnd() const { return !m_hasPeek && m_pos < m_end && (*m_pos == '\n' || *m_pos == '\r'); }
    // The 1-based column of a byte of the line the lexer is at.
    int columnOf(const char *at) const { return int(at - m_lineStart) + 1; }

    const QList<Issue> &issues() const { return m_issues; }
    int line() const { return m_line; }

private:
    PbnToken scan();
    PbnToken scanOther();
    void newLine(const char *at, int terminatorLength);
    // passes the spaces and line ends before a row (plainRow(), cardRow())
    const char *passToRow();
    void longLine();
    void issue(Issue::Kind kind, const char *at);
    bool isBad(unsigned char c) const;

    const char *m_pos;
    const char *m_end;
    const char *m_lineStart;
    const quint8 *m_classes; // a class for each byte (by the character set)
    int m_line;
    bool m_latin1;
    bool m_sawTab = false;
    bool m_lineHasToken = false;
    bool m_hasPeek = false;
    PbnToken m_peek;
    QList<Issue> m_issues;
};

} // namespace kib
