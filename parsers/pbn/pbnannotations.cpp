#include "pbnannotations.h"

#include <algorithm>

namespace kib {

namespace {

bool isTokenChar(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// The value of the ASCII digits [from, to), as QByteArrayView::toInt() reads
// them (0 when they do not fit an int), without its general conversion:
// nine digits or fewer always fit (a note reference or a NAG has one to three).
int digitsValue(const char *from, const char *to)
{
    if (to - from > 9)
        return QByteArrayView(from, to - from).toInt();
    int n = 0;
    for (; from < to; ++from)
        n = n * 10 + (*from - '0');
    return n;
}

const char *const glyphs[6] = {"!", "?", "!!", "??", "!?", "?!"};

} // namespace

PbnAnnotations::Pieces PbnAnnotations::split(const PbnToken &word)
{
    Pieces out;
    const char *p = word.text;
    const char *end = p + word.size;
    while (p < end) {
        Piece piece{Piece::Kind::Bad, p, 1, 0, word.column + int(p - word.text)};
        const char c = *p;
        if (isTokenChar(c)) {
            const char *q = p;
            while (q < end && isTokenChar(*q))
                ++q;
            piece.kind = Piece::Kind::Token;
            piece.size = q - p;
        } else if (c == '!' || c == '?') {
            piece.kind = Piece::Kind::Suffix;
            piece.size = p + 1 < end && (p[1] == '!' || p[1] == '?') ? 2 : 1;
        } else if (c == '=') {
            piece.kind = Piece::Kind::NoteRef;
            const char *q = p + 1;
            while (q < end && isDigit(*q))
                ++q;
            if (q < end && *q == '=' && q > p + 1) {
                piece.number = digitsValue(p + 1, q);
                piece.size = q + 1 - p;
            } else {
                // malformed: up to the next '=' (or the end of the word)
                while (q < end && *q != '=')
                    ++q;
                piece.number = -1;
                piece.size = (q < end ? q + 1 : q) - p;
            }
        } else if (c == '$') {
            piece.kind = Piece::Kind::Nag;
            const char *q = p + 1;
            while (q < end && isDigit(*q))
                ++q;
            if (q == p + 1) {
                piece.number = -1;
                while (q < end && isTokenChar(*q))
                    ++q;
            } else {
                piece.number = q - p - 1 > 6 ? 1000000 : digitsValue(p + 1, q);
            }
            piece.size = q - p;
        } else if (c == '^') {
            piece.kind = Piece::Kind::Irregularity;
            piece.size = p + 1 < end && isTokenChar(p[1]) ? 2 : 1;
        } else if (c == '*') {
            piece.kind = Piece::Kind::Star;
        } else if (c == '+') {
            piece.kind = Piece::Kind::Plus;
        } else if (c == '_') {
            const char *q = p;
            while (q < end && *q == '_')
                ++q;
            piece.kind = Piece::Kind::Blank;
            piece.size = q - p;
        }
        out.append(piece);
        p += piece.size;
    }
    return out;
}

QString PbnAnnotations::suffixOfNag(int nag, bool card)
{
    const int i = nag - (card ? 7 : 1);
    return i >= 0 && i < 6 ? QString::fromLatin1(glyphs[i]) : QString();
}

int PbnAnnotations::nagOfSuffix(const QString &suffix, bool card)
{
    for (int i = 0; i < 6; ++i)
        if (suffix == QLatin1String(glyphs[i]))
            return i + (card ? 7 : 1);
    return 0;
}

void PbnAnnotations::apply(const Piece &piece, Annotation &a, bool *suffixFromNag, bool card, int line,
                           PbnReport &report)
{
    const QLatin1StringView what = card ? QLatin1StringView("card") : QLatin1StringView("call");
    const QLatin1StringView text(piece.text, piece.size);
    switch (piece.kind) {
    case Piece::Kind::Suffix: {
        if (!a.suffix.isEmpty()) {
            if (*suffixFromNag)
                report.error(QStringLiteral("pbn.annotation.double-nag"),
                             QStringLiteral("the suffix %1 after a NAG that means %2: a %3 has at most one of "
                                            "them (double nag)").arg(text, a.suffix, what),
                             line, piece.column);
            else
                report.error(QStringLiteral("pbn.annotation.double-suffix"),
                             QStringLiteral("a second suffix %1 after the %2 (double suffix)").arg(text, what), line,
                             piece.column);
            return;
        }
        a.suffix = text.toString();
        *suffixFromNag = false;
        return;
    }
    case Piece::Kind::Nag: {
        if (piece.number < 0) {
            report.error(QStringLiteral("pbn.nag.bad-number"),
                         QStringLiteral("%1 is not a NAG: '$' needs a number (bad number)").arg(text), line,
                         piece.column);
            return;
        }
        const int n = piece.number;
        const bool callOnly = (n >= 1 && n <= 6) || n == 13;
        const bool cardOnly = (n >= 7 && n <= 12) || n == 14;
        if (n > 255 || (card && callOnly) || (!card && cardOnly)) {
            report.error(QStringLiteral("pbn.nag.bad"),
                         n > 255 ? QStringLiteral("$%1 is not a NAG: NAGs go from 0 to 255 (bad nag)").arg(n)
                                 : QStringLiteral("$%1 is a NAG for %2, not for a %3 (bad nag)")
                                       .arg(n)
                                       .arg(card ? QStringLiteral("calls") : QStringLiteral("cards"), what),
                         line, piece.column);
            a.nags.append(n);
            return;
        }
        const QString glyph = suffixOfNag(n, card);
        if (!glyph.isEmpty()) {
            if (!a.suffix.isEmpty()) {
                report.error(QStringLiteral("pbn.annotation.double-nag"),
                             QStringLiteral("$%1 after the suffix %2: a %3 has at most one of them (double nag)")
                                 .arg(n)
                                 .arg(a.suffix, what),
                             line, piece.column);
                a.nags.append(n);
                return;
            }
            a.suffix = glyph;
            *suffixFromNag = true;
            return;
        }
        a.nags.append(n);
        return;
    }
    case Piece::Kind::NoteRef: {
        if (piece.number < 1 || piece.number > 32) {
            report.error(QStringLiteral("pbn.note.bad-ref"),
                         QStringLiteral("%1 is not a note reference: =n= with n from 1 to 32 (bad note)").arg(text),
                         line, piece.column);
            return;
        }
        if (!a.noteRefs.isEmpty()) {
            report.error(QStringLiteral("pbn.note.double-ref"),
                         QStringLiteral("a second note reference %1 after the %2 (double note)").arg(text, what),
                         line, piece.column);
        }
        // (the first made at its size: one allocation, not the list's growth)
        if (a.noteRefs.isEmpty())
            a.noteRefs = QList<int>{piece.number};
        else
            a.noteRefs.append(piece.number);
        return;
    }
    default:
        return;
    }
}

void PbnAnnotations::finish(Annotation &a)
{
    // (begin() of an empty list would allocate it: nothing to sort then)
    if (a.nags.size() > 1)
        std::sort(a.nags.begin(), a.nags.end());
}

} // namespace kib
