#include "pbntags.h"

#include "pbnbytescan.h"

#include "model/tagrules.h"

#include <QVarLengthArray>

#include <algorithm>
#include <cstring>
#include <numeric>
#include <string>
#include <type_traits>

namespace kib {

const QStringList &PbnTags::mandatory()
{
    return TagRules::mandatory();
}

namespace {

struct KnownTable
{
    static constexpr int Size = 256;
    static constexpr int TextSize = 2048;
    QList<PbnTags::Known> entries;
    int slots[Size];
    // The names' text, one after another: a record's tag names share it, so
    // that a name is found from where its text is, without hashing.
    char16_t text[TextSize];
    qsizetype used = 0;
    qint16 entryAt[TextSize]; // the entry whose name starts there, -1 if none
    // The names as bytes, zero-padded, for find() from a file's bytes: a
    // name compared eight bytes at a time (the longest has 18 letters).
    static constexpr int ByteNameSize = PbnTags::NameBytes;
    struct ByteName
    {
        char bytes[ByteNameSize];
        qsizetype size;
    };
    ByteName byteNames[PbnTags::KnownCount];

    // From the length and three letters: the names of the table differ
    // there nearly always (a collision costs one more comparison), and the
    // lookup runs for every tag of every game, several times.
    template<typename Char>
    static quint32 hashOf(const Char *p, qsizetype n)
    {
        if (n <= 0)
            return 0;
        const quint32 h = quint32(n) * 0x9E3779B1u ^ quint32(p[0]) * 0x85EBCA77u ^ quint32(p[n - 1]) * 0xC2B2AE3Du
                          ^ quint32(p[n / 2]) * 0x27D4EB2Fu;
        return h ^ (h >> 15);
    }

    KnownTable()
    {
        std::fill(std::begin(slots), std::end(slots), -1);
        std::fill(std::begin(entryAt), std::end(entryAt), qint16(-1));
        using K = PbnTags::Known;
        auto add = [&](const char16_t *name, quint8 flags, int mandatory = -1) {
            K k;
            // (the table's own text, not copied: the records' tag names share
            // it without counting references)
            const qsizetype n = qsizetype(std::char_traits<char16_t>::length(name));
            Q_ASSERT(used + n <= TextSize);
            std::copy(name, name + n, text + used);
            entryAt[used] = qint16(entries.size());
            k.name = QString::fromRawData(reinterpret_cast<const QChar *>(text + used), n);
            Q_ASSERT(n < ByteNameSize && entries.size() < PbnTags::KnownCount);
            ByteName &b = byteNames[entries.size()];
            std::fill(std::begin(b.bytes), std::end(b.bytes), '\0');
            for (qsizetype i = 0; i < n; ++i)
                b.bytes[i] = char(name[i]); // (every name is ASCII)
            b.size = n;
            k.bytes = b.bytes;
            used += n;
            k.flags = flags;
            k.mandatory = mandatory;
            using Id = K::Id;
            static const QList<QPair<QString, Id>> ids = {
                {QStringLiteral("Dealer"), Id::Dealer},     {QStringLiteral("Vulnerable"), Id::Vulnerable},
                {QStringLiteral("Deal"), Id::Deal},         {QStringLiteral("Hidden"), Id::Hidden},
                {QStringLiteral("Declarer"), Id::Declarer}, {QStringLiteral("Contract"), Id::Contract},
                {QStringLiteral("Result"), Id::Result},     {QStringLiteral("Auction"), Id::Auction},
                {QStringLiteral("Play"), Id::Play},         {QStringLiteral("Note"), Id::Note},
                {QStringLiteral("Date"), Id::Date},         {QStringLiteral("EventDate"), Id::Date},
                {QStringLiteral("UTCDate"), Id::Date},      {QStringLiteral("Time"), Id::Time},
                {QStringLiteral("UTCTime"), Id::Time},      {QStringLiteral("Round"), Id::Round},
                {QStringLiteral("OptimumScore"), Id::OptimumScore},
                {QStringLiteral("DoubleDummyTricks"), Id::DoubleDummyTricks},
            };
            for (const auto &[n, id] : ids)
                if (n == k.name)
                    k.id = id;
            // (the values read to a form: decoded ones, Board, Scoring, the scores)
            if ((k.id != Id::Other && k.id != Id::Note) || k.name == QLatin1StringView("Board")
                || k.name == QLatin1StringView("Scoring") || (flags & K::Score))
                k.flags |= K::OwnForm;
            Q_ASSERT(entries.size() < PbnTags::KnownCount);
            k.index = quint8(entries.size());
            entries.append(k);
            quint32 h = hashOf(k.name.utf16(), k.name.size()) % Size;
            while (slots[h] >= 0)
                h = (h + 1) % Size;
            slots[h] = int(entries.size()) - 1;
        };
        const QStringList &m = PbnTags::mandatory();
        for (int i = 0; i < m.size(); ++i) {
            quint8 f = K::Standard;
            if (m.at(i) == QLatin1StringView("Dealer") || m.at(i) == QLatin1StringView("Vulnerable") || m.at(i) == QLatin1StringView("Deal") || m.at(i) == QLatin1StringView("Declarer")
                || m.at(i) == QLatin1StringView("Contract"))
                f |= K::NoInheritance;
            add(reinterpret_cast<const char16_t *>(m.at(i).utf16()), f, i);
        }
        for (const char16_t *n : {u"Auction", u"Play", u"Note"})
            add(n, K::Standard | K::NoInheritance);
        for (const char16_t *n : {u"ActionTable", u"AuctionTimeTable", u"InstantScoreTable", u"OptimumPlayTable",
                                  u"OptimumResultTable", u"PlayTimeTable", u"ScoreTable", u"TotalScoreTable"})
            add(n, K::Standard | K::Table);
        for (const char16_t *n : {u"Score", u"ScoreIMP", u"ScoreMP", u"ScorePercentage", u"ScoreRubber"})
            add(n, K::Standard | K::Score);
        for (const char16_t *n :
             {u"Competition", u"DealId", u"Description", u"FrenchMP", u"Generator", u"Hidden", u"Room",
              u"Termination", u"ScoreRubberHistory", u"OptimumScore", u"BidSystemEW", u"BidSystemNS", u"PairEW",
              u"PairNS", u"WestNA", u"NorthNA", u"EastNA", u"SouthNA", u"WestType", u"NorthType", u"EastType",
              u"SouthType", u"EventDate", u"EventSponsor", u"HomeTeam", u"Round", u"Section", u"Stage", u"Table",
              u"VisitTeam", u"Time", u"UTCDate", u"UTCTime", u"TimeControl", u"TimeCall", u"TimeCard", u"Annotator",
              u"AnnotatorNA", u"Application", u"Mode"})
            add(n, K::Standard);
        for (const char16_t *n : {u"DoubleDummyTricks", u"ParContract", u"ParScore", u"BCFlags", u"Ability",
                                  u"Minimax", u"TimeTable", u"Club", u"ContractDD", u"LeadDD"})
            add(n, K::Extension);
    }

    // The entry named by these bytes: eight bytes at a time against the
    // zero-padded names, the last eight (or four) read where they end, so
    // that nothing past the name is read.
    const PbnTags::Known *findBytes(const char *p, qsizetype n) const
    {
        if (n <= 0 || n >= ByteNameSize)
            return nullptr;
        quint32 h = hashOf(reinterpret_cast<const unsigned char *>(p), n) % Size;
        while (slots[h] >= 0) {
            const int e = slots[h];
            const ByteName &b = byteNames[e];
            if (b.size == n && pbnscan::sameNameBytes(p, b.bytes, n))
                return &entries.data()[e];
            h = (h + 1) % Size;
        }
        return nullptr;
    }

    template<typename Char>
    const PbnTags::Known *find(const Char *p, qsizetype n) const
    {
        if constexpr (std::is_same_v<Char, char16_t>) {
            // (a name that shares the table's text)
            const quintptr offset = (quintptr(p) - quintptr(text)) / sizeof(char16_t);
            if (offset < quintptr(used) && entryAt[offset] >= 0) {
                const PbnTags::Known &k = entries.data()[entryAt[offset]];
                if (k.name.size() == n)
                    return &k;
            }
        }
        quint32 h = hashOf(p, n) % Size;
        while (slots[h] >= 0) {
            const PbnTags::Known &k = entries.data()[slots[h]];
            if (k.name.size() == n) {
                const char16_t *q = reinterpret_cast<const char16_t *>(k.name.constData());
                // (a record's tag names share the table's text: same text, same name)
                if constexpr (std::is_same_v<Char, char16_t>)
                    if (q == p)
                        return &k;
                qsizetype i = 0;
                while (i < n && q[i] == char16_t(p[i]))
                    ++i;
                if (i == n)
                    return &k;
            }
            h = (h + 1) % Size;
        }
        return nullptr;
    }
};

const KnownTable &known()
{
    static const KnownTable table;
    return table;
}

} // namespace

const PbnTags::Known *PbnTags::findIgnoringCase(QStringView name)
{
    for (const Known &k : known().entries)
        if (k.name.compare(name, Qt::CaseInsensitive) == 0)
            return &k;
    return nullptr;
}

const PbnTags::Known *PbnTags::find(QByteArrayView name)
{
    return known().findBytes(name.data(), name.size());
}

const PbnTags::Known *PbnTags::find(QStringView name)
{
    return known().find(name.utf16(), name.size());
}

int PbnTags::mandatoryIndex(QStringView name)
{
    const Known *k = find(name);
    return k ? k->mandatory : -1;
}

bool PbnTags::isTable(QStringView name)
{
    const Known *k = find(name);
    return k && (k->flags & Known::Table);
}

bool PbnTags::isStandard(QStringView name)
{
    const Known *k = find(name);
    return k && (k->flags & Known::Standard);
}

bool PbnTags::isCommonExtension(QStringView name)
{
    const Known *k = find(name);
    return k && (k->flags & Known::Extension);
}

bool PbnTags::forbidsInheritance(QStringView name)
{
    const Known *k = find(name);
    return k && (k->flags & Known::NoInheritance);
}

bool PbnTags::isScore(QStringView name)
{
    const Known *k = find(name);
    return k && (k->flags & Known::Score);
}

bool PbnTags::isValidName(QStringView name)
{
    if (name.isEmpty())
        return false;
    for (QChar c : name) {
        const char16_t u = c.unicode();
        if (!((u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z') || (u >= '0' && u <= '9') || u == '_'))
            return false;
    }
    return true;
}

int PbnTags::group(const Tag &tag)
{
    const Known *k = find(tag.name);
    if (k && k->mandatory >= 0)
        return 0;
    if (tag.name == QLatin1StringView("Auction"))
        return 2;
    if (tag.name == QLatin1StringView("Play"))
        return 3;
    if (tag.isTable())
        return 4;
    return 1;
}

bool PbnTags::exportLess(const Tag &a, const Tag &b)
{
    const int ga = group(a);
    const int gb = group(b);
    if (ga != gb)
        return ga < gb;
    if (ga == 0)
        return mandatoryIndex(a.name) < mandatoryIndex(b.name);
    return a.name < b.name;
}

QList<int> PbnTags::exportOrder(const Tags &tags)
{
    QList<int> order(tags.size());
    if (!exportOrder(tags, order.data()))
        std::iota(order.begin(), order.end(), 0);
    return order;
}

bool PbnTags::exportOrder(const Tags &tags, int *order, const Known *const *known)
{
    // (group, mandatory index) keys; names compared within groups 1 and 4
    const qsizetype n = tags.size();
    QVarLengthArray<int, 64> keys(n);
    for (qsizetype i = 0; i < n; ++i) {
        const Tag &t = tags.at(i);
        const Known *k = known ? known[i] : find(t.name);
        int g = 1;
        if (k && k->mandatory >= 0)
            g = 0;
        else if (k && k->id == Known::Id::Auction)
            g = 2;
        else if (k && k->id == Known::Id::Play)
            g = 3;
        else if (t.isTable())
            g = 4;
        keys[i] = g * 64 + (g == 0 ? k->mandatory : 0);
    }
    auto less = [&](int a, int b) {
        if (keys[a] != keys[b])
            return keys[a] < keys[b];
        const int g = keys[a] / 64;
        return (g == 1 || g == 4) && tags.at(a).name < tags.at(b).name;
    };
    qsizetype i = 1;
    while (i < n && !less(int(i), int(i - 1)))
        ++i;
    if (i >= n)
        return false;
    std::iota(order, order + n, 0);
    if (n > 64) {
        std::stable_sort(order, order + n, less);
        return true;
    }
    // (a record's few tags, nearly in order: an insertion sort, stable as
    // stable_sort is, from the first tag out of order, without a buffer)
    for (; i < n; ++i) {
        const int x = order[i];
        qsizetype j = i;
        for (; j > 0 && less(x, order[j - 1]); --j)
            order[j] = order[j - 1];
        order[j] = x;
    }
    return true;
}

} // namespace kib
