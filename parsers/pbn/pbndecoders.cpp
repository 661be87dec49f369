#include "pbndecoders.h"

namespace kib {

namespace {

Seat seatOf(QChar c)
{
    return bridgeSeatFromLetter(c.unicode());
}

} // namespace

std::optional<PbnDecoders::DoubleDummyTable> PbnDecoders::doubleDummyTricks(QStringView value)
{
    if (value.size() != 20)
        return std::nullopt;
    DoubleDummyTable t;
    static const Seat seats[4] = {North, South, East, West};
    static const Strain strains[5] = {Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds,
                                      Strain::Clubs};
    for (int i = 0; i < 20; ++i) {
        // (an ASCII hex digit read at once; anything else as toInt() reads it)
        const char16_t ch = value.at(i).unicode();
        bool ok = true;
        int n;
        if (ch >= '0' && ch <= '9')
            n = ch - '0';
        else if (ch >= 'a' && ch <= 'f')
            n = ch - 'a' + 10;
        else if (ch >= 'A' && ch <= 'F')
            n = ch - 'A' + 10;
        else
            n = QString(value.at(i)).toInt(&ok, 16);
        if (!ok || n > 13)
            return std::nullopt;
        t.tricks[seats[i / 5]][int(strains[i % 5])] = n;
    }
    return t;
}

std::optional<PbnDecoders::DoubleDummyTable> PbnDecoders::doubleDummyTricks(const Record &record)
{
    if (record.hasTag(QStringLiteral("DoubleDummyTricks")))
        if (auto t = doubleDummyTricks(record.tag(QStringLiteral("DoubleDummyTricks"))))
            return t;
    for (const Tag &tag : record.tags()) {
        if (tag.name != u"OptimumResultTable")
            continue;
        int cd = -1, cs = -1, cr = -1;
        for (int i = 0; i < tag.columns.size(); ++i) {
            const QString name = column(tag.columns.at(i)).name;
            if (name == u"Declarer") cd = i;
            else if (name == u"Denomination") cs = i;
            else if (name == u"Result") cr = i;
        }
        if (cd < 0 || cs < 0 || cr < 0)
            return std::nullopt;
        DoubleDummyTable t;
        int found = 0;
        for (const QStringList &row : tag.rows) {
            if (row.size() <= std::max({cd, cs, cr}))
                return std::nullopt;
            const Seat s = row.at(cd).size() == 1 ? seatOf(row.at(cd).at(0)) : NoSeat;
            Strain strain;
            bool ok = false;
            const int n = row.at(cr).toInt(&ok);
            if (s == NoSeat || !strainFromString(row.at(cs), &strain) || strain == Strain::Misere || !ok)
                return std::nullopt;
            t.tricks[s][int(strain)] = n;
            ++found;
        }
        if (found == 20)
            return t;
    }
    return std::nullopt;
}

std::optional<int> PbnDecoders::optimumScoreNS(const Record &record)
{
    for (const char *name : {"OptimumScore", "ParScore"}) {
        const QString tag = QString::fromLatin1(name);
        if (!record.hasTag(tag))
            continue;
        const QString v = record.tag(tag).trimmed();
        const QStringList parts = v.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        bool ok = false;
        if (parts.size() == 1) {
            const int n = parts.at(0).toInt(&ok);
            if (ok)
                return n; // ParScore is written from North-South's side
        } else if (parts.size() >= 2) {
            const int n = parts.at(1).toInt(&ok);
            if (ok && parts.at(0).compare(u"NS", Qt::CaseInsensitive) == 0)
                return n;
            if (ok && parts.at(0).compare(u"EW", Qt::CaseInsensitive) == 0)
                return -n;
        }
    }
    return std::nullopt;
}

QList<PbnDecoders::ParContract> PbnDecoders::parContracts(QStringView value)
{
    QList<ParContract> out;
    QString v = value.toString();
    v.replace(QLatin1Char(';'), QLatin1Char(','));
    for (const QString &item : v.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList parts = item.simplified().replace(QLatin1Char(':'), QLatin1Char(' '))
                                      .split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (parts.size() != 2)
            continue;
        ParContract p;
        p.side = parts.at(0).toUpper();
        if (!Contract::fromString(parts.at(1), &p.contract) || !p.contract.isBid())
            continue;
        out.append(p);
    }
    return out;
}

PbnDecoders::Column PbnDecoders::column(QStringView spec)
{
    Column c;
    QStringView s = spec;
    if (s.startsWith(u'+') || s.startsWith(u'-')) {
        c.order = s.at(0);
        s = s.mid(1);
    }
    const qsizetype slash = s.lastIndexOf(u'\\');
    if (slash < 0) {
        c.name = s.toString();
        return c;
    }
    QStringView w = s.mid(slash + 1);
    if (w.endsWith(u'L') || w.endsWith(u'R')) {
        c.align = w.back();
        w.chop(1);
    }
    bool ok = false;
    c.width = w.toInt(&ok);
    if (!ok) {
        c.width = 0;
        c.align = QChar();
        c.name = s.toString();
        return c;
    }
    c.name = s.left(slash).toString();
    return c;
}

} // namespace kib
