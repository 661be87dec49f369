#include "linsplit.h"

#include <algorithm>
#include <cstring>

namespace kib::lin {

bool isHeaderCode(quint32 code)
{
    return code == keyCode(u"vg") || code == keyCode(u"rs") || code == keyCode(u"pw") || code == keyCode(u"mp")
           || code == keyCode(u"bn");
}

// (a pn| of eight names, a vugraph match's header: seven commas or more)
constexpr int kEightNamesCommas = 7;

bool isEightNames(const QString &value)
{
    return value.count(QLatin1Char(',')) >= kEightNamesCommas;
}

static bool realDeal(const Token &t, quint32 code)
{
    return code == keyCode(u"md") && !t.value.startsWith(QLatin1Char('0'));
}

Layout group(const QList<Token> &tokens)
{
    Layout out;
    int start = -1;        // the current board's first token, -1: none
    bool hasDeal = false;  // the current board has an md
    bool acting = false;   // its auction or play has begun
    bool hasQx = false;    // it has a qx (a second one ends a placeholder board)
    int settled = -1; // the first board whose end looked ahead to the last token
    const auto close = [&](int end) {
        if (start >= 0)
            out.boards.append(BoardTokens{start, end, hasDeal});
        start = -1;
        hasDeal = acting = hasQx = false;
    };
    for (int i = 0; i < tokens.size(); ++i) {
        const Token &t = tokens.at(i);
        const quint32 code = keyCode(t.key);
        const bool header = isHeaderCode(code) || (code == keyCode(u"pn") && isEightNames(t.value));
        if (start < 0) {
            if (header || code == keyCode(u"pg")) {
                out.header.append(i);
                continue;
            }
            start = i;
        } else if (!hasDeal && code == keyCode(u"qx") && hasQx) {
            close(i); // BBO's placeholder: qx|o3|pn|,,,|pg|| for a board not played
            start = i;
        } else if (hasDeal) {
            bool next = header || code == keyCode(u"qx") || code == keyCode(u"mn") || realDeal(t, code);
            if (code == keyCode(u"pn") && !header) {
                next = true;
                if (acting) {
                    // a late name update: more calls or cards follow before any md or qx
                    int j = i + 1;
                    for (; j < tokens.size(); ++j) {
                        const quint32 k = keyCode(tokens.at(j).key);
                        if (k == keyCode(u"mb") || k == keyCode(u"pc")) {
                            next = false;
                            break;
                        }
                        if (k == keyCode(u"md") || k == keyCode(u"qx") || k == keyCode(u"pn") || k == keyCode(u"mn")
                            || isHeaderCode(k))
                            break;
                    }
                    if (j == tokens.size() && settled < 0)
                        settled = int(out.boards.size());
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
        if (realDeal(t, code))
            hasDeal = true;
        else if (code == keyCode(u"qx"))
            hasQx = true;
        else if (code == keyCode(u"mb") || code == keyCode(u"pc"))
            acting = true;
    }
    close(int(tokens.size()));
    out.settled = qMax(0, int(out.boards.size()) - 1);
    if (settled >= 0)
        out.settled = qMin(out.settled, settled);
    return out;
}

qsizetype firstHeaderOffset(QByteArrayView data)
{
    const char *p = data.data();
    const qsizetype n = data.size();
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
    bool inBoard = false; // a token other than the header's and pg met
    qsizetype i = data.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (i < n) {
        const auto *bar = static_cast<const char *>(memchr(p + i, '|', size_t(n - i)));
        if (!bar)
            return -1;
        const qsizetype b = bar - p;
        qsizetype k = i, e = b; // the key, trimmed
        while (k < e && space(p[k]))
            ++k;
        while (e > k && space(p[e - 1]))
            --e;
        if (k == e) {
            i = b + 1; // ("||": an empty key, as Text reads it)
            continue;
        }
        const qsizetype vStart = b + 1;
        const auto *close = vStart < n ? static_cast<const char *>(memchr(p + vStart, '|', size_t(n - vStart))) : nullptr;
        const qsizetype vEnd = close ? close - p : n;
        i = close ? vEnd + 1 : vEnd;
        if (e - k != 2) {
            inBoard = true;
            continue;
        }
        const char16_t key[2] = {char16_t(uchar(lower(p[k]))), char16_t(uchar(lower(p[k + 1])))};
        const quint32 code = keyCode(QStringView(key, 2));
        if (isHeaderCode(code) || (code == keyCode(u"pg") && !inBoard))
            return k;
        if (code == keyCode(u"pn") && std::count(p + vStart, p + vEnd, ',') >= kEightNamesCommas)
            return k;
        inBoard = true;
    }
    return -1;
}

} // namespace kib::lin
