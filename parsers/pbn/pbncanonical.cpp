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

Tag *findTag(Tags &tags, QLatin1StringView name)
{
    if (name.isEmpty())
        return findTag(tags, QStringView());
    const char16_t first = char16_t(uchar(name.front().toLatin1()));
    for (Tag &t : tags)
        if (t.name.size() == name.size() && t.name.at(0).unicode() == first && t.name == name)
            return &t;
    return nullptr;
}

// Sets a tag's value, building a string only when the value changes.
void setTag(Tags &tags, const QString &name, QStringView value)
{
    if (Tag *t = findTag(tags, name)) {
        if (t->value != value) {
            t->value = value.toString();
            t->inherited = false;
        }
        return;
    }
    Tag t;
    t.name = name;
    t.value = value.toString();
    tags.append(std::move(t));
}

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

void PbnCanonical::syncTags(const CardRecord &r, Tags &tags, bool fillMandatory, Seat dealWrittenFrom)
{
    char16_t buffer[2 + 4 * 56];
    if (r.dealer() != NoSeat)
        setTag(tags, QStringLiteral("Dealer"), letterView(r.dealer()));
    if (r.vulnerability() != Vulnerability::Unknown)
        setTag(tags, QStringLiteral("Vulnerable"), vulnerabilityToString(r.vulnerability()));
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
    const bool dealLeftOut = anyKnown && !dealAsWritten && !findTag(tags, QLatin1StringView("Deal"))
                             && !dealFitsPbn(r.deal());
    if (anyKnown && !dealAsWritten && !dealLeftOut) {
        Seat first = r.dealer();
        if (first == NoSeat) {
            const Tag *t = findTag(tags, QLatin1StringView("Deal"));
            first = t && !t->value.isEmpty() ? seatOf(t->value.at(0)) : NoSeat;
            // no dealer and no Deal tag (a deal read from RBN's "H W:..."):
            // from the first hand given in the order W N E S, as RBN writes
            // such a deal (and as PBN's examples do)
            for (const Seat s : {West, North, East, South})
                if (first == NoSeat && s < r.deal().hands.size() && r.deal().hands.at(s).known)
                    first = s;
            if (first == NoSeat)
                first = North;
        }
        const int n = PbnDeal::encodeTo(buffer, r.deal(), first);
        if (n >= 0)
            setTag(tags, QStringLiteral("Deal"), QStringView(buffer, n));
        else
            setTag(tags, QStringLiteral("Deal"), PbnDeal::encode(r.deal(), first));
    }
    int hidden = 0;
    for (Seat s = 0; s < r.deal().hands.size() && s < 4; ++s)
        if (r.deal().hands.at(s).hidden)
            buffer[hidden++] = letterView(s).at(0).unicode();
    if (hidden) {
        setTag(tags, QStringLiteral("Hidden"), QStringView(buffer, hidden));
    } else if (Tag *t = findTag(tags, QLatin1StringView("Hidden"))) {
        bool valid = !t->value.isEmpty();
        for (QChar c : t->value)
            valid = valid && seatOf(c) != NoSeat;
        if (valid)
            tags.removeAt(t - tags.data());
    }
    if (r.declarer() != NoSeat) {
        const Tag *t = findTag(tags, QLatin1StringView("Declarer"));
        const bool caret = t && t->value.size() == 2 && t->value.at(0) == u'^' && seatOf(t->value.at(1)) == r.declarer();
        buffer[0] = u'^';
        buffer[1] = letterView(r.declarer()).at(0).unicode();
        setTag(tags, QStringLiteral("Declarer"), caret ? QStringView(buffer, 2) : QStringView(buffer + 1, 1));
    }
    if (r.contract().kind != Contract::Kind::Unknown)
        setTag(tags, QStringLiteral("Contract"), QStringView(buffer, contractTo(buffer, r.contract())));
    if (r.result()) {
        const Tag *t = findTag(tags, QLatin1StringView("Result"));
        int n = 0;
        if (t && t->value.startsWith(u'^'))
            buffer[n++] = u'^';
        const int v = *r.result();
        if (v >= 0 && v < 100) {
            if (v >= 10)
                buffer[n++] = char16_t(u'0' + v / 10);
            buffer[n++] = char16_t(u'0' + v % 10);
            setTag(tags, QStringLiteral("Result"), QStringView(buffer, n));
        } else {
            setTag(tags, QStringLiteral("Result"), QStringView(buffer, n).toString() + QString::number(v));
        }
    }
    // (a "your call?" or "your play?" point alone needs the section too)
    if (!r.auction().calls.isEmpty() || !r.auction().queryPoints.isEmpty()
        || findTag(tags, QLatin1StringView("Auction"))) {
        if (r.auction().first != NoSeat)
            setTag(tags, QStringLiteral("Auction"), letterView(r.auction().first));
    }
    if (dealLeftOut) {
        if (const Tag *t = findTag(tags, QLatin1StringView("Play")))
            tags.removeAt(t - tags.data());
    } else if (!r.play().tricks.isEmpty() || !r.play().queryPoints.isEmpty() || findTag(tags, QLatin1StringView("Play"))) {
        if (r.play().leader != NoSeat)
            setTag(tags, QStringLiteral("Play"), letterView(r.play().leader));
    }
    for (const Score &s : r.scores())
        setTag(tags, s.name, s.value);
    if (fillMandatory) {
        for (const QString &name : PbnTags::mandatory())
            if (!findTag(tags, name))
                setTag(tags, name, u"?");
    }
}

void PbnCanonical::sortTags(Tags &tags, QList<Commentary> &comments)
{
    const qsizetype n = tags.size();
    QVarLengthArray<int, 64> order(n);
    if (n < 2 || !PbnTags::exportOrder(tags, order.data()))
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
