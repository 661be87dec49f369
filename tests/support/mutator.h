// Deterministic mutations of notation text, for the mutation replay
// (tst_fuzzreplay): byte flips, line deletions, swaps and duplications,
// truncations, inserted notation tokens, NUL bytes, invalid UTF-8, CR-only
// line ends, cut ranges, huge numbers, and stacks of these. The same seed
// gives the same inputs on every machine (std::mt19937_64 is specified).
#pragma once

#include <QByteArray>
#include <QList>

#include <random>

namespace kib::test {

class Mutator
{
public:
    enum Kind {
        FlipBits,
        RandomBytes,
        DeleteLine,
        SwapLines,
        DuplicateLine,
        Truncate,
        InsertToken,
        InsertNul,
        InvalidUtf8,
        CrOnlyLineEnds,
        CutRange,
        HugeNumber,
        Stack,
        KindCount
    };

    // `tokens`: pieces of the notation to insert (tag names, brackets,
    // calls, cards ...); words of the seeds are added to them.
    Mutator(quint64 seed, QList<QByteArray> tokens) : m_random(seed), m_tokens(std::move(tokens)) {}

    void learnTokens(const QByteArray &text)
    {
        for (const QByteArray &w : text.simplified().split(' '))
            if (!w.isEmpty() && w.size() <= 40 && m_tokens.size() < 4000)
                m_tokens.append(w);
    }

    static const char *kindName(int kind)
    {
        static const char *names[] = {"flip bits", "random bytes", "delete a line", "swap lines",
                                      "duplicate a line", "truncate", "insert a token", "insert NUL bytes",
                                      "invalid UTF-8", "CR-only line ends", "cut a range", "huge number",
                                      "a stack of mutations"};
        return kind >= 0 && kind < KindCount ? names[kind] : "?";
    }

    QByteArray mutate(QByteArray data, int kind)
    {
        switch (kind) {
        case FlipBits:
            for (int i = 0, n = 1 + below(4); i < n && !data.isEmpty(); ++i) {
                const int p = pos(data);
                data[p] = char(data.at(p) ^ (1 << below(8)));
            }
            break;
        case RandomBytes:
            for (int i = 0, n = 1 + below(4); i < n && !data.isEmpty(); ++i)
                data[pos(data)] = char(below(256));
            break;
        case DeleteLine: {
            QList<QByteArray> lines = data.split('\n');
            lines.removeAt(below(int(lines.size())));
            data = lines.join('\n');
            break;
        }
        case SwapLines: {
            QList<QByteArray> lines = data.split('\n');
            lines.swapItemsAt(below(int(lines.size())), below(int(lines.size())));
            data = lines.join('\n');
            break;
        }
        case DuplicateLine: {
            QList<QByteArray> lines = data.split('\n');
            const int i = below(int(lines.size()));
            const QByteArray line = lines.at(i);
            for (int k = 0, n = 1 + below(20); k < n; ++k)
                lines.insert(i, line);
            data = lines.join('\n');
            break;
        }
        case Truncate:
            data.truncate(below(int(data.size()) + 1));
            break;
        case InsertToken:
            for (int i = 0, n = 1 + below(3); i < n && !m_tokens.isEmpty(); ++i)
                data.insert(below(int(data.size()) + 1), m_tokens.at(below(int(m_tokens.size()))));
            break;
        case InsertNul:
            data.insert(below(int(data.size()) + 1), QByteArray(1 + below(3), '\0'));
            break;
        case InvalidUtf8: {
            static const QByteArray bad[] = {"\xff", "\xc3\x28", "\xe2\x82", "\xc0\xaf", "\xed\xa0\x80",
                                             "\xf4\x90\x80\x80", "\x80\x80", "\xef\xbb\xbf"};
            data.insert(below(int(data.size()) + 1), bad[below(8)]);
            break;
        }
        case CrOnlyLineEnds:
            data.replace("\r\n", "\n");
            data.replace('\n', '\r');
            break;
        case CutRange: {
            const int from = below(int(data.size()) + 1);
            data.remove(from, below(int(data.size()) - from + 1));
            break;
        }
        case HugeNumber: {
            static const QByteArray numbers[] = {"99999999999999999999", "-1", "0", "2147483648", "-2147483649",
                                                 "1e309", "4294967296", "65536"};
            data.insert(below(int(data.size()) + 1), numbers[below(8)]);
            break;
        }
        case Stack:
        default:
            for (int i = 0, n = 2 + below(3); i < n; ++i)
                data = mutate(std::move(data), below(Stack));
            break;
        }
        return data;
    }

    int below(int n) { return n <= 0 ? 0 : int(m_random() % quint64(n)); }

private:
    int pos(const QByteArray &data) { return below(int(data.size())); }

    std::mt19937_64 m_random;
    QList<QByteArray> m_tokens;
};

} // namespace kib::test
