#include "linsplit.h"

namespace kib::lin {

bool isHeaderKey(const QString &key)
{
    return key == u"vg" || key == u"rs" || key == u"pw" || key == u"mp" || key == u"bn";
}

bool isEightNames(const QString &value)
{
    return value.count(QLatin1Char(',')) >= 7;
}

static bool realDeal(const Token &t)
{
    return t.key == u"md" && !t.value.startsWith(QLatin1Char('0'));
}

Layout group(const QList<Token> &tokens)
{
    Layout out;
    int start = -1;        // the current board's first token, -1: none
    bool hasDeal = false;  // the current board has an md
    bool acting = false;   // its auction or play has begun
    bool hasQx = false;    // it has a qx (a second one ends a placeholder board)
    const auto close = [&](int end) {
        if (start >= 0)
            out.boards.append(BoardTokens{start, end, hasDeal});
        start = -1;
        hasDeal = acting = hasQx = false;
    };
    for (int i = 0; i < tokens.size(); ++i) {
        const Token &t = tokens.at(i);
        const bool header = isHeaderKey(t.key) || (t.key == u"pn" && isEightNames(t.value));
        if (start < 0) {
            if (header || t.key == u"pg") {
                out.header.append(i);
                continue;
            }
            start = i;
        } else if (!hasDeal && t.key == u"qx" && hasQx) {
            close(i); // BBO's placeholder: qx|o3|pn|,,,|pg|| for a board not played
            start = i;
        } else if (hasDeal) {
            bool next = header || t.key == u"qx" || t.key == u"mn" || realDeal(t);
            if (t.key == u"pn" && !header) {
                next = true;
                if (acting) {
                    // a late name update: more calls or cards follow before any md or qx
                    for (int j = i + 1; j < tokens.size(); ++j) {
                        const QString &k = tokens.at(j).key;
                        if (k == u"mb" || k == u"pc") {
                            next = false;
                            break;
                        }
                        if (k == u"md" || k == u"qx" || k == u"pn" || k == u"mn" || isHeaderKey(k))
                            break;
                    }
                }
            }
            if (next) {
                close(i);
                if (header) {
                    out.header.append(i);
                    continue;
                }
                start = i;
            }
        }
        if (realDeal(t))
            hasDeal = true;
        else if (t.key == u"qx")
            hasQx = true;
        else if (t.key == u"mb" || t.key == u"pc")
            acting = true;
    }
    close(int(tokens.size()));
    return out;
}

} // namespace kib::lin
