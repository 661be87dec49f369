#include "linread.h"

#include "linboard.h"

namespace kib::lin {

namespace {

// Reads boards [from, to) of the layout, each record handed to 'take';
// 'number': the records read before (counted on).
void readBoards(const Text &text, const Layout &layout, int from, int to, int &number, Diagnostics &out,
                const TakeAt &take)
{
    for (int i = from; i < to; ++i) {
        const BoardTokens &b = layout.boards.at(i);
        if (!b.hasDeal) {
            out.append(noDeal(text, b));
            continue;
        }
        BoardRead r = readBoard(text, layout, i, number + 1, number);
        ++number;
        out += r.diagnostics;
        take(std::move(r.record), text.tokens().at(b.first).keyOffset);
    }
}

TakeAt at(const Take &take)
{
    return [&take](const RecordPtr &record, qsizetype) { take(record); };
}

Diagnostic noBoard()
{
    return Diagnostic::error(QStringLiteral("lin.no-board"), QStringLiteral("no board (md) in the text"), 1, 1);
}

// An empty file (or one of blanks) is a file of no boards, as an empty PBN
// file is (what the LIN writer makes of no records); text with no board in
// it is not LIN.
bool onlyBlanks(QByteArrayView data)
{
    for (char c : data)
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n')
            return false;
    return true;
}

} // namespace

Diagnostic noDeal(const Text &text, const BoardTokens &board)
{
    return text.at(text.tokens().at(board.first).keyOffset, QStringLiteral("lin.board.no-deal"),
                   QStringLiteral("a board with no deal (md) left out"), true, 0);
}

Diagnostics readText(QByteArrayView data, const QString &how, const Take &take)
{
    Diagnostics out;
    Text text(data);
    out = text.diagnostics();
    if (how == u"encoded")
        out.prepend(Diagnostic::warning(QStringLiteral("lin.text.url-encoded"),
                                        QStringLiteral("LIN written URL-encoded (%7C for '|'): decoded"), 1, 1));
    else if (how == u"link")
        out.prepend(Diagnostic::warning(QStringLiteral("lin.link"),
                                        QStringLiteral("a hand viewer link: its LIN read (places are in the decoded text)"), 1, 1));
    else if (!how.isEmpty()) {
        out.append(Diagnostic::error(QStringLiteral("lin.link.empty"), how, 1, 1));
        return out;
    }
    const Layout layout = group(text.tokens());
    int number = 0;
    readBoards(text, layout, 0, int(layout.boards.size()), number, out, at(take));
    if (number == 0 && !onlyBlanks(data))
        out.append(noBoard());
    return out;
}

Diagnostics readInParts(QByteArrayView data, const Take &take, qsizetype part)
{
    return readInPartsAt(data, at(take), part);
}

Diagnostics readInPartsAt(QByteArrayView data, const TakeAt &take, qsizetype part)
{
    // Each part's boards are read once more tokens cannot change them
    // (Layout::settled); the header tokens before the first board not read
    // go on with it.
    Text text(data, Text::Stream{});
    Diagnostics boards;
    int number = 0;
    for (bool more = true; more;) {
        more = text.readMore(part);
        const QList<Token> &tokens = text.tokens();
        const Layout layout = group(tokens);
        const int done = more ? layout.settled : int(layout.boards.size());
        readBoards(text, layout, 0, done, number, boards, take);
        if (!more || done == 0)
            continue; // (a part that settles no board: read on)
        const int cut = layout.boards.at(done).first;
        QList<Token> kept;
        for (int h : layout.header)
            if (h < cut)
                kept.append(tokens.at(h));
        kept.append(tokens.sliced(cut));
        text.keepTokens(std::move(kept));
    }
    Diagnostics out = text.diagnostics();
    out += boards;
    if (number == 0 && !onlyBlanks(data))
        out.append(noBoard());
    return out;
}

} // namespace kib::lin
