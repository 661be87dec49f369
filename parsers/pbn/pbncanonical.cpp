#include "pbncanonical.h"

#include "pbndeal.h"
#include "pbntags.h"

#include <QVarLengthArray>

#include <algorithm>
#include <cstring>
#include <limits>

namespace kib {

namespace {

// (the length and the first letter tell most names apart, and cost no call:
// the whole name is compared only where they agree)
Tag *findTag(Tags &tags, QStringView name)
{
    if (name.isEmpty()) {
        for (Tag &t : tags)
            if (t.name.isEmpty())
                return &t;
        return nullptr;
    }
    const char16_t first = name.front().unicode();
    for (Tag &t : tags)
        if (t.name.size() == name.size() && t.name.at(0).unicode() == first && t.name == name)
            return &t;
    return nullptr;
}

// Where the tags syncTags() looks up stand: the first tag of each name the
// plug-in knows, by the name's index in its table, found in one pass over
// the tags (a dozen scans of the tags a game before); other names by a scan.
// The names are looked up here unless the caller did ('known').
class TagSpots
{
public:
    TagSpots(Tags &tags, PbnTags::KnownList *known)
        : m_tags(tags), m_known(known && known->size() == tags.size() ? known : nullptr)
    {
        build();
    }

    Tag *find(const PbnTags::Known *known, QStringView name)
    {
        if (!known)
            return findTag(m_tags, name);
        const int i = m_at[known->index];
        return i >= 0 ? m_tags.data() + i : nullptr;
    }

    // Sets a tag's value, building a string only when the value changes.
    void set(const PbnTags::Known *known, const QString &name, QStringView value)
    {
        if (Tag *t = find(known, name)) {
            if (t->value != value) {
                t->value = value.toString();
                t->inherited = false;
            }
            return;
        }
        Tag t;
        t.name = name;
        t.value = value.toString();
        m_tags.append(std::move(t));
        if (m_known)
            m_known->append(known);
        if (known)
            m_at[known->index] = int(m_tags.size()) - 1;
    }
    void set(const QString &name, QStringView value) { set(PbnTags::find(name), name, value); }

    void remove(const Tag *t)
    {
        const qsizetype i = t - m_tags.constData();
        m_tags.removeAt(i);
        if (m_known)
            m_known->remove(i);
        build(); // (rare: the places after it move)
    }

private:
    void build()
    {
        std::fill(std::begin(m_at), std::end(m_at), -1);
        for (qsizetype i = 0; i < m_tags.size(); ++i)
            if (const PbnTags::Known *k = m_known ? m_known->at(i) : PbnTags::find(m_tags.at(i).name);
                k && m_at[k->index] < 0)
                m_at[k->index] = int(i);
    }

    Tags &m_tags;
    PbnTags::KnownList *const m_known;
    int m_at[PbnTags::KnownCount];
};

// The names syncTags() sets, each with its entry in the table of known names.
struct SyncNames
{
    struct Name
    {
        QString name;
        const PbnTags::Known *known;
        explicit Name(const QString &n)
            : name(n), known(PbnTags::find(n))
        {
        }
    };
    Name dealer{QStringLiteral("Dealer")}, vulnerable{QStringLiteral("Vulnerable")}, deal{QStringLiteral("Deal")},
        hidden{QStringLiteral("Hidden")}, declarer{QStringLiteral("Declarer")}, contract{QStringLiteral("Contract")},
        result{QStringLiteral("Result")}, auction{QStringLiteral("Auction")}, play{QStringLiteral("Play")};

    static const SyncNames &get()
    {
        static const SyncNames names;
        return names;
    }
};

QStringView letterView(Seat s)
{
    static const char16_t letters[] = u"NESW";
    return s >= 0 && s < 4 ? QStringView(letters + s, 1) : QStringView();
}

// "3NTXX", "Pass" into 'buffer'; its length.
int contractTo(char16_t *b, const Contract &c)
{
    if (c.kind == Contract::Kind::PassedOut) {
        std::copy_n(u"Pass", 4, b);
        return 4;
    }
    if (c.level < 1 || c.level > 7) {
        // an ending's trumps with no level (RBN's level 0): PBN cannot say
        // it, and writes the contract unknown (cannotHold() names it)
        b[0] = u'?';
        return 1;
    }
    int n = 0;
    b[n++] = char16_t(u'0' + c.level);
    static const char16_t *const strains[] = {u"C", u"D", u"H", u"S", u"NT", u"Betl"};
    for (const char16_t *p = strains[qBound(0, int(c.strain), 5)]; *p; ++p)
        b[n++] = *p;
    for (int i = 0; i < c.risk && i < 2; ++i)
        b[n++] = u'X';
    return n;
}

Seat seatOf(QChar c)
{
    return bridgeSeatFromLetter(c.unicode());
}

} // namespace

bool PbnCanonical::dealFitsPbn(const Deal &deal)
{
    int size = -1;
    for (const Hand &h : deal.hands) {
        if (!h.known)
            continue;
        for (const Card c : h.cards)
            if (c.isPartial())
                return false;
        if (size >= 0 && int(h.cards.size()) != size)
            return false;
        size = int(h.cards.size());
    }
    return true;
}

// The export form of a deal from 'to' into 'buffer' (room for 2 + 4 * 56
// characters), from 'value', the same deal's export form from 'from': the
// same hands in another order; its length, or -1 when 'value' is not four
// hands after "<from>:".
static int rotatedDeal(char16_t *buffer, QStringView value, Seat from, Seat to)
{
    const qsizetype size = value.size();
    if (from < 0 || from > 3 || to < 0 || to > 3 || size < 2 || size > 2 + 4 * 56
        || value.at(0) != QLatin1Char("NESW"[from]) || value.at(1) != u':')
        return -1;
    const char16_t *const v = value.utf16();
    qsizetype start[5];
    int hands = 0;
    start[hands++] = 2;
    for (qsizetype i = 2; i < size; ++i) {
        if (v[i] != u' ')
            continue;
        if (hands == 4)
            return -1;
        start[hands++] = i + 1;
    }
    if (hands != 4)
        return -1;
    start[4] = size + 1;
    int n = 0;
    buffer[n++] = char16_t("NESW"[to]);
    buffer[n++] = u':';
    for (int h = 0; h < 4; ++h) {
        if (h)
            buffer[n++] = u' ';
        const int k = (to - from + 4 + h) % 4; // (the hand of seat to + h, in 'value')
        const qsizetype length = start[k + 1] - 1 - start[k];
        std::copy_n(v + start[k], length, buffer + n);
        n += int(length);
    }
    return n;
}

void PbnCanonical::syncTags(const CardRecord &r, Tags &tags, bool fillMandatory, Seat dealWrittenFrom,
                            PbnTags::KnownList *known)
{
    const SyncNames &names = SyncNames::get();
    TagSpots spots(tags, known);
    char16_t buffer[2 + 4 * 56];
    if (r.dealer() != NoSeat)
        spots.set(names.dealer.known, names.dealer.name, letterView(r.dealer()));
    if (r.vulnerability() != Vulnerability::Unknown)
        spots.set(names.vulnerable.known, names.vulnerable.name, vulnerabilityToString(r.vulnerability()));
    bool anyKnown = false;
    for (const Hand &h : r.deal().hands)
        anyKnown = anyKnown || h.known;
    // (a deal read in export form from the seat the export starts from is
    // the tag's text already: not spelled again)
    const bool dealAsWritten =
        dealWrittenFrom != NoSeat && (r.dealer() == dealWrittenFrom || r.dealer() == NoSeat);
    // (a deal PBN cannot hold is spelled only over a Deal tag the record
    // has: a forced conversion writes what was read; else it is left out,
    // and the play with it, which PBN cannot hold without a deal)
    // (a reader always has its Deal tag: the deal is not looked through)
    const Tag *const dealTag = spots.find(names.deal.known, names.deal.name);
    const bool dealLeftOut = anyKnown && !dealAsWritten && !dealTag && !dealFitsPbn(r.deal());
    if (anyKnown && !dealAsWritten && !dealLeftOut) {
        Seat first = r.dealer();
        if (first == NoSeat) {
            first = dealTag && !dealTag->value.isEmpty() ? seatOf(dealTag->value.at(0)) : NoSeat;
            // no dealer and no Deal tag (a deal read from RBN's "H W:..."):
            // from the first hand given in the order W N E S, as RBN writes
            // such a deal (and as PBN's examples do)
            for (const Seat s : {West, North, East, South})
                if (first == NoSeat && s < r.deal().hands.size() && r.deal().hands.at(s).known)
                    first = s;
            if (first == NoSeat)
                first = North;
        }
        // (a deal read in export form from another seat: its hands turned
        // round, not spelled from the cards)
        int n = dealWrittenFrom != NoSeat && dealTag ? rotatedDeal(buffer, dealTag->value, dealWrittenFrom, first) : -1;
        if (n < 0)
            n = PbnDeal::encodeTo(buffer, r.deal(), first);
        if (n >= 0)
            spots.set(names.deal.known, names.deal.name, QStringView(buffer, n));
        else
            spots.set(names.deal.known, names.deal.name, PbnDeal::encode(r.deal(), first));
    }
    int hidden = 0;
    for (Seat s = 0; s < r.deal().hands.size() && s < 4; ++s)
        if (r.deal().hands.at(s).hidden)
            buffer[hidden++] = letterView(s).at(0).unicode();
    if (hidden) {
        spots.set(names.hidden.known, names.hidden.name, QStringView(buffer, hidden));
    } else if (const Tag *t = spots.find(names.hidden.known, names.hidden.name)) {
        bool valid = !t->value.isEmpty();
        for (QChar c : t->value)
            valid = valid && seatOf(c) != NoSeat;
        if (valid)
            spots.remove(t);
    }
    if (r.declarer() != NoSeat) {
        const Tag *t = spots.find(names.declarer.known, names.declarer.name);
        const bool caret = t && t->value.size() == 2 && t->value.at(0) == u'^' && seatOf(t->value.at(1)) == r.declarer();
        buffer[0] = u'^';
        buffer[1] = letterView(r.declarer()).at(0).unicode();
        spots.set(names.declarer.known, names.declarer.name,
                  caret ? QStringView(buffer, 2) : QStringView(buffer + 1, 1));
    }
    if (r.contract().kind != Contract::Kind::Unknown)
        spots.set(names.contract.known, names.contract.name, QStringView(buffer, contractTo(buffer, r.contract())));
    if (r.result()) {
        const Tag *t = spots.find(names.result.known, names.result.name);
        int n = 0;
        if (t && t->value.startsWith(u'^'))
            buffer[n++] = u'^';
        const int v = *r.result();
        if (v >= 0 && v < 100) {
            if (v >= 10)
                buffer[n++] = char16_t(u'0' + v / 10);
            buffer[n++] = char16_t(u'0' + v % 10);
            spots.set(names.result.known, names.result.name, QStringView(buffer, n));
        } else {
            spots.set(names.result.known, names.result.name, QStringView(buffer, n).toString() + QString::number(v));
        }
    }
    // (a "your call?" or "your play?" point alone needs the section too)
    if (!r.auction().calls.isEmpty() || !r.auction().queryPoints.isEmpty()
        || spots.find(names.auction.known, names.auction.name)) {
        if (r.auction().first != NoSeat)
            spots.set(names.auction.known, names.auction.name, letterView(r.auction().first));
    }
    if (dealLeftOut) {
        if (const Tag *t = spots.find(names.play.known, names.play.name))
            spots.remove(t);
    } else if (!r.play().tricks.isEmpty() || !r.play().queryPoints.isEmpty()
               || spots.find(names.play.known, names.play.name)) {
        if (r.play().leader != NoSeat)
            spots.set(names.play.known, names.play.name, letterView(r.play().leader));
    }
    for (const Score &s : r.scores())
        spots.set(s.name, s.value);
    if (fillMandatory) {
        for (const QString &name : PbnTags::mandatory())
            if (!spots.find(PbnTags::find(name), name))
                spots.set(name, u"?");
    }
}

void PbnCanonical::sortTags(Tags &tags, QList<Commentary> &comments, PbnTags::KnownList *known)
{
    const qsizetype n = tags.size();
    if (known && known->size() != n)
        known = nullptr;
    QVarLengthArray<int, 64> order(n);
    if (n < 2 || !PbnTags::exportOrder(tags, order.data(), known ? known->constData() : nullptr))
        return; // (in export order already: most records)
    QVarLengthArray<int, 64> newIndex(n);
    for (qsizetype i = 0; i < n; ++i)
        newIndex[order[i]] = int(i);
    // Each tag moved to its place as bytes, through a buffer: Tag is
    // relocatable (Q_RELOCATABLE_TYPE), so no tag is built, assigned or
    // destroyed, and the list keeps its storage.
    static_assert(QTypeInfo<Tag>::isRelocatable);
    Tag *const d = tags.data();
    QVarLengthArray<char, 64 * sizeof(Tag)> moved(n * qsizetype(sizeof(Tag)));
    for (qsizetype i = 0; i < n; ++i)
        std::memcpy(moved.data() + i * sizeof(Tag), static_cast<const void *>(d + order[i]), sizeof(Tag));
    std::memcpy(static_cast<void *>(d), moved.constData(), n * sizeof(Tag));
    if (known) {
        const PbnTags::KnownList was = *known;
        for (qsizetype i = 0; i < n; ++i)
            (*known)[i] = was[order[i]];
    }
    for (Commentary &c : comments)
        if (c.anchor.kind == Anchor::Kind::Tag && c.anchor.index >= 0 && c.anchor.index < n)
            c.anchor.index = newIndex[c.anchor.index];
}

int PbnCanonical::sectionTagIndex(const Tags &tags, const QString &name)
{
    for (int i = 0; i < tags.size(); ++i)
        if (tags.at(i).name == name)
            return i;
    const int wanted = name == QLatin1StringView("Auction") ? 2 : 3;
    int before = -1;
    for (int i = 0; i < tags.size(); ++i)
        if (PbnTags::group(tags.at(i)) < wanted)
            before = i;
    return before;
}

static qint64 keyOf(const Anchor &a, int auctionTag, int playTag)
{
    constexpr qint64 step = qint64(1) << 32;
    switch (a.kind) {
    case Anchor::Kind::Record:
        return 0;
    case Anchor::Kind::Tag:
        return (qint64(a.index) + 1) * step;
    case Anchor::Kind::Call:
        return (qint64(auctionTag) + 1) * step + 2 + a.index;
    case Anchor::Kind::Card:
        return (qint64(playTag) + 1) * step + 2 + a.index;
    case Anchor::Kind::End:
        break;
    }
    return std::numeric_limits<qint64>::max();
}

qint64 PbnCanonical::anchorKey(const Tags &tags, const Anchor &a)
{
    return keyOf(a, sectionTagIndex(tags, QStringLiteral("Auction")), sectionTagIndex(tags, QStringLiteral("Play")));
}

void PbnCanonical::sortComments(const Tags &tags, QList<Commentary> &comments)
{
    if (comments.size() < 2)
        return;
    const int auction = sectionTagIndex(tags, QStringLiteral("Auction"));
    const int play = sectionTagIndex(tags, QStringLiteral("Play"));
    // insertion sort: stable, and commentary lists are short
    for (qsizetype i = 1; i < comments.size(); ++i) {
        const qint64 k = keyOf(comments.at(i).anchor, auction, play);
        qsizetype j = i;
        while (j > 0 && keyOf(comments.at(j - 1).anchor, auction, play) > k)
            --j;
        if (j != i)
            comments.move(i, j);
    }
}

} // namespace kib
