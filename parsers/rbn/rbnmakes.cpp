#include "rbnmakes.h"

namespace kib::rbn {

namespace {

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'D')
        return c - 'A' + 10;
    if (c >= 'a' && c <= 'd')
        return c - 'a' + 10;
    return -1;
}

struct Reader
{
    QByteArrayView data;
    qsizetype pos = 0;
    int limit = 13;
    Problems *problems = nullptr;
    bool ok = true;

    bool atEnd() const { return pos >= data.size() || data[pos] == ':'; }
    char peek() const { return pos < data.size() ? data[pos] : 0; }

    // One make: a digit, or '?' when 'unknownAllowed'.
    bool make(int *out, bool unknownAllowed)
    {
        const char c = peek();
        if (c == '?' && unknownAllowed) {
            *out = -1;
            ++pos;
            return true;
        }
        const int v = hexValue(c);
        if (v < 0)
            return false;
        if (v > limit) {
            report(problems, int(pos), "rbn.makes.range",
                   QStringLiteral("%1 is more tricks than a hand of %2 cards can make").arg(v).arg(limit));
            ok = false;
        }
        *out = v;
        ++pos;
        return true;
    }

    // Parts 1 and 2: makes, possibly ending in '?'.
    void list(QList<int> *out, bool *open)
    {
        int v;
        while (!atEnd()) {
            if (peek() == '?') {
                *open = true;
                ++pos;
                if (!atEnd())
                    fail("'?' must end the list");
                return;
            }
            if (!make(&v, false))
                return fail("a make must be a hexadecimal digit 0-D");
            out->append(v);
        }
    }

    // Up to five makes, '?' for an unknown one.
    void strains(std::array<int, 5> *out)
    {
        for (int i = 0; i < 5 && !atEnd() && peek() != '+' && peek() != '=' && peek() != '!'; ++i) {
            int v;
            if (!make(&v, true))
                return fail("a make must be a hexadecimal digit 0-D or ?");
            (*out)[i] = v;
        }
    }

    void fail(const char *why)
    {
        report(problems, int(pos), "rbn.makes.syntax", QString::fromLatin1(why));
        ok = false;
        while (!atEnd())
            ++pos;
    }
};

std::array<int, 5> complement(const std::array<int, 5> &of)
{
    std::array<int, 5> out;
    for (int i = 0; i < 5; ++i)
        out[i] = of[i] < 0 ? -1 : 13 - of[i];
    return out;
}

} // namespace

bool parseMakes(QByteArrayView data, int cardsPerHand, Makes *makes, Problems *problems)
{
    *makes = Makes();
    Reader r{data, 0, cardsPerHand, problems};
    auto nextPart = [&]() {
        if (r.pos < data.size() && data[r.pos] == ':') {
            ++r.pos;
            return true;
        }
        return false;
    };
    r.list(&makes->contract, &makes->contractOpen);
    if (nextPart()) {
        r.list(&makes->leads, &makes->leadsOpen);
        if (nextPart()) {
            auto &n = makes->bySeat[0], &e = makes->bySeat[1], &s = makes->bySeat[2], &w = makes->bySeat[3];
            r.strains(&n);
            if (r.peek() == '=') {
                s = n;
                ++r.pos;
            } else if (r.peek() == '+') {
                ++r.pos;
                r.strains(&s);
            }
            if (!r.atEnd())
                r.fail("North-South makes are five digits, then + and South's or =");
            if (nextPart()) {
                const bool full = cardsPerHand == 13;
                if (r.peek() == '!') {
                    if (!full)
                        report(problems, int(r.pos), "rbn.makes.shortcut", QStringLiteral("'!' needs a full deal"));
                    w = complement(n);
                    ++r.pos;
                } else {
                    r.strains(&w);
                }
                if (r.peek() == '=') {
                    e = w;
                    ++r.pos;
                } else if (r.peek() == '!') {
                    if (!full)
                        report(problems, int(r.pos), "rbn.makes.shortcut", QStringLiteral("'!' needs a full deal"));
                    e = complement(s);
                    ++r.pos;
                } else if (r.peek() == '+') {
                    ++r.pos;
                    r.strains(&e);
                }
                if (!r.atEnd())
                    r.fail("West-East makes are five digits or !, then + and East's, = or !");
                if (r.pos < data.size())
                    report(problems, int(r.pos), "rbn.makes.syntax", QStringLiteral("M has four parts at most"));
            }
        }
    }
    return r.ok;
}

QList<ListItem> parseItems(const QString &data)
{
    QList<ListItem> out;
    const QStringList entries = data.contains(u'\n') ? data.split(u'\n') : data.split(u':');
    for (const QString &e : entries) {
        ListItem it;
        const qsizetype eq = e.indexOf(u'=');
        it.hasValue = eq >= 0;
        it.item = eq < 0 ? e : e.left(eq);
        it.value = eq < 0 ? QString() : e.mid(eq + 1);
        out.append(it);
    }
    return out;
}

} // namespace kib::rbn
