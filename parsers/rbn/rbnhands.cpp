#include "rbnhands.h"

#include "rbnhandmasks.h"
#include "rbnlabels.h"

#include <QVarLengthArray>
#include <QtAlgorithms>

#include <array>

namespace kib::rbn {

namespace {

constexpr char kSeats[] = "NESW";
constexpr char kWritePriority[] = {3, 0, 1, 2}; // W N E S

int seatOf(char c)
{
    switch (c) {
    case 'N': case 'n': return 0;
    case 'E': case 'e': return 1;
    case 'S': case 's': return 2;
    case 'W': case 'w': return 3;
    default: return -1;
    }
}

// A character's rank (2 .. A, x, ?), -1 for a character that is none.
const std::array<int, 256> &rankTable()
{
    static const auto table = [] {
        std::array<int, 256> t;
        t.fill(-1);
        for (int r = 2; r <= 9; ++r)
            t['0' + r] = r;
        const char *letters = "TJQKA";
        for (int i = 0; i < 5; ++i) {
            t[uchar(letters[i])] = RankTen + i;
            t[uchar(letters[i] + 32)] = RankTen + i;
        }
        t['x'] = t['X'] = RankLow;
        t['?'] = RankUnknown;
        return t;
    }();
    return table;
}

bool rankOf(char c, Rank *rank)
{
    const int r = rankTable()[uchar(c)];
    if (r < 0)
        return false;
    *rank = Rank(r);
    return true;
}

// Suit by suit (S H D C), high rank first, x and ? last: the model's order.
bool inOrder(const Cards &cards)
{
    for (qsizetype i = 1; i < cards.size(); ++i) {
        const Card a = cards[i - 1], b = cards[i];
        if (a.suit() > b.suit() || (a.suit() == b.suit() && a.rank() < b.rank()))
            return false;
    }
    return true;
}

QString seatName(int seat)
{
    static const char *names[] = {"North", "East", "South", "West"};
    return QString::fromLatin1(names[seat]);
}

struct Field
{
    bool hidden = false;
    QByteArrayView text;
    int offset = 0;
};

bool isFull(const Cards &cards)
{
    if (cards.size() != 13)
        return false;
    for (Card c : cards)
        if (c.rank() == RankUnknown)
            return false;
    return true;
}

// The hand's dotted text (S.H.D.C, high rank first, x and ? last)
// appended to 'out': the cards copied and sorted only when they are not in
// that order already, the text made in a buffer on the stack.
using HandsText = QVarLengthArray<char, 256>;

void appendHandText(HandsText *out, const Hand &hand)
{
    if (!hand.known)
        return;
    if (hand.cards.isEmpty()) {
        out->append("...", 3);
        return;
    }
    Cards copy;
    const Cards *sorted = &hand.cards;
    if (!inOrder(hand.cards)) {
        // (an ordered list is what the stable sort leaves as it is)
        copy = hand.cards;
        sortCards(copy);
        sorted = &copy;
    }
    // (one pass: the cards are in suit order, a dot before each suit after
    // the first; a card of no suit is left out; written straight into the
    // line's buffer)
    static constexpr char kLetters[] = "?x23456789TJQKA";
    const qsizetype start = out->size();
    int suit = 0;
    for (Card c : *sorted) {
        const int s = int(c.suit());
        if (s >= SuitCount)
            continue;
        for (; suit < s; ++suit)
            out->append('.');
        out->append(c.rank() <= RankAce ? kLetters[c.rank()] : '?');
    }
    for (; suit < SuitCount - 1; ++suit)
        out->append('.');
    if (hand.cards.size() < 13)
        while (out->size() > start && out->back() == '.')
            out->removeLast();
}

// Each suit's named ranks as bits and its x cards counted, over the hands:
// false at a ? card (a rank not known leaves the rest of the deck unknown).
bool namedAndLow(const Cards *const *hands, qsizetype count, std::array<quint32, SuitCount> *named,
                 std::array<int, SuitCount> *low)
{
    named->fill(0);
    low->fill(0);
    for (qsizetype h = 0; h < count; ++h) {
        for (Card c : *hands[h]) {
            const int s = int(c.suit());
            if (s < 0 || s >= SuitCount)
                continue;
            if (c.rank() == RankUnknown)
                return false;
            if (c.rank() == RankLow)
                ++(*low)[s];
            else
                (*named)[s] |= 1u << c.rank();
        }
    }
    return true;
}

constexpr quint32 kRanks = ((1u << (RankAce + 1)) - 1) & ~3u; // 2 .. A

// The ranks of one suit the rest of the deck holds, as bits: the highest
// ranks no hand names, the x cards taking the lowest ones; false when the x
// cards outnumber the ranks left.
bool restRanks(quint32 named, int low, quint32 *rest)
{
    const int free = 13 - qPopulationCount(named & kRanks);
    if (low > free)
        return false;
    int keep = free - low;
    *rest = 0;
    for (int r = RankAce; r >= 2 && keep > 0; --r)
        if (!(named >> r & 1u)) {
            *rest |= 1u << r;
            --keep;
        }
    return true;
}

// Whether 'fourth', sorted, is restOfDeck() of the three hands (the
// writer's test of a full deal), by bits: no list made for the rest, no
// copy of the fourth sorted. The rest holds each suit's highest free ranks
// (the x cards taking the lowest), each once, so the fourth is it when its
// cards are valid, none twice, and each suit's ranks are the rest's.
bool fourthIsRest(const Cards *const *three, const Cards &fourth)
{
    std::array<quint32, SuitCount> named, own{};
    std::array<int, SuitCount> low;
    if (!namedAndLow(three, 3, &named, &low))
        return false;
    for (Card c : fourth) {
        const int s = int(c.suit());
        if (s >= SuitCount || c.rank() < 2 || c.rank() > RankAce || (own[s] >> c.rank() & 1u))
            return false;
        own[s] |= 1u << c.rank();
    }
    for (int s = 0; s < SuitCount; ++s) {
        quint32 rest = 0;
        if (!restRanks(named[s], low[s], &rest) || rest != own[s])
            return false;
    }
    return true;
}

// parseHands()'s hands when each is ranks and dots only, at most four
// suits, no card given twice, no suit beyond 13 cards, no hand beyond 13
// cards (nothing to report): one pass a hand into a buffer on the stack, the
// hand's list made once. False, with 'deal' as it was and 'usedAt' all -1,
// otherwise: the careful loop reads the hands then.
bool readPlainHands(const Field *fields, qsizetype count, int first, Deal *deal, std::array<int, 52> *usedAt)
{
    const std::array<int, 256> &ranks = rankTable();
    Card cards[4][13];
    int sizes[4] = {};
    bool ordered[4] = {true, true, true, true};
    std::array<int, SuitCount> perSuit{};
    for (qsizetype i = 0; i < count; ++i) {
        const char *p = fields[i].text.data();
        const qsizetype n = fields[i].text.size();
        int suit = 0, size = 0, previous = 256;
        for (qsizetype k = 0; k < n; ++k) {
            const char c = p[k];
            if (c == '.') {
                if (++suit >= SuitCount) {
                    usedAt->fill(-1);
                    return false;
                }
                previous = 256;
                continue;
            }
            const int r = ranks[uchar(c)];
            if (r < 0 || size == 13 || ++perSuit[suit] == 14) {
                usedAt->fill(-1);
                return false;
            }
            if (r >= 2) { // (a valid card: 2 .. A)
                int &at = (*usedAt)[suit * 13 + (RankAce - r)];
                if (at >= 0) {
                    usedAt->fill(-1);
                    return false;
                }
                at = fields[i].offset + int(k);
            }
            // (inOrder(): in a suit, no rank above the one before)
            if (r > previous)
                ordered[i] = false;
            previous = r;
            cards[i][size++] = Card(Suit(suit), Rank(r));
        }
        sizes[i] = size;
    }
    for (qsizetype i = 0; i < count; ++i) {
        Hand &hand = deal->hands[(first + int(i)) % 4];
        hand.hidden = fields[i].hidden;
        if (fields[i].text.isEmpty())
            continue;
        hand.known = true;
        hand.cards = Cards(cards[i], cards[i] + sizes[i]);
        if (!ordered[i])
            sortCards(hand.cards);
    }
    return true;
}


} // namespace

bool restOfDeck(const QList<Cards> &three, Cards *rest)
{
    rest->clear();
    rest->reserve(13);
    // one pass over the three hands, then each suit's rest from high to low
    QVarLengthArray<const Cards *, 4> hands;
    for (const Cards &hand : three)
        hands.append(&hand);
    std::array<quint32, SuitCount> named;
    std::array<int, SuitCount> low;
    if (!namedAndLow(hands.constData(), hands.size(), &named, &low))
        return false;
    for (int s = 0; s < SuitCount; ++s) {
        quint32 bits = 0;
        if (!restRanks(named[s], low[s], &bits))
            return false;
        for (int r = RankAce; r >= 2; --r)
            if (bits >> r & 1u)
                rest->append(Card(Suit(s), Rank(r)));
    }
    return true;
}

void parseHands(QByteArrayView v, Deal *deal, Problems *problems)
{
    *deal = Deal(4);
    if (v.isEmpty())
        return;
    const int first = seatOf(v[0]);
    if (first < 0) {
        report(problems, 0, "rbn.deal.seat",
               QStringLiteral("H must start with the seat of its first hand (N, E, S or W), not '%1'").arg(QLatin1Char(v[0])));
        return;
    }
    if (readCommonHands(v, first, deal))
        return;
    QVarLengthArray<Field, 8> fieldList;
    for (qsizetype pos = 1; pos < v.size();) {
        const char sep = v[pos];
        if (sep != ':' && sep != ';') {
            report(problems, int(pos), "rbn.deal.syntax",
                   QStringLiteral("a hand must start with ':' or ';', not '%1'").arg(QLatin1Char(sep)));
            ++pos;
            continue;
        }
        qsizetype end = pos + 1;
        while (end < v.size() && v[end] != ':' && v[end] != ';')
            ++end;
        fieldList.append(Field{sep == ';', v.sliced(pos + 1, end - pos - 1), int(pos) + 1});
        pos = end;
    }
    if (fieldList.size() > 4) {
        report(problems, fieldList[4].offset - 1, "rbn.deal.too-many-hands", QStringLiteral("H gives more than four hands"));
        fieldList.resize(4);
    }
    std::array<int, 52> usedAt;
    usedAt.fill(-1);
    std::array<int, SuitCount> perSuit{};
    const bool plain = readPlainHands(fieldList.constData(), fieldList.size(), first, deal, &usedAt);
    for (int i = 0; i < fieldList.size() && !plain; ++i) {
        const Field &f = fieldList[i];
        const int seat = (first + i) % 4;
        Hand &hand = deal->hands[seat];
        hand.hidden = f.hidden;
        if (f.text.isEmpty())
            continue;
        hand.known = true;
        hand.cards.reserve(f.text.size()); // (at most a card a character)
        int suit = 0;
        for (qsizetype k = 0; k < f.text.size(); ++k) {
            const char c = f.text[k];
            const int at = f.offset + int(k);
            if (c == '.') {
                if (++suit >= SuitCount) {
                    report(problems, at, "rbn.deal.syntax", QStringLiteral("a hand has more than four suits"));
                    break;
                }
                continue;
            }
            Rank rank;
            if (!rankOf(c, &rank)) {
                if (allowsChar('H', c)) // other characters are reported with the line
                    report(problems, at, "rbn.deal.syntax", QStringLiteral("'%1' is not a rank").arg(QLatin1Char(c)));
                continue;
            }
            const Card card(Suit(suit), rank);
            if (card.isValid()) {
                const int idx = card.index();
                if (usedAt[idx] >= 0) {
                    report(problems, at, "rbn.deal.duplicate-card",
                           QStringLiteral("%1 is given twice").arg(card.toString()));
                    continue;
                }
                usedAt[idx] = at;
            }
            if (++perSuit[suit] == 14)
                report(problems, at, "rbn.deal.suit-too-long",
                       QStringLiteral("the deal holds more than 13 %1").arg(QStringList{"spades", "hearts", "diamonds", "clubs"}[suit]));
            hand.cards.append(card);
        }
        if (hand.cards.size() > 13)
            report(problems, f.offset, "rbn.deal.hand-too-large",
                   QStringLiteral("the hand of %1 holds %2 cards").arg(seatName(seat)).arg(hand.cards.size()));
        if (!inOrder(hand.cards))
            sortCards(hand.cards);
    }
    // Three full hands and an empty fourth: the fourth has the rest.
    if (fieldList.size() == 4 && fieldList[3].text.isEmpty()) {
        // (three hands of 13 named cards each, no x or ?: the rest are the
        // 13 cards none of them named, in the model's order as restOfDeck()
        // gives them, read from the cards seen)
        bool named = true;
        for (int i = 0; i < 3 && named; ++i) {
            const Cards &cards = deal->hands[(first + i) % 4].cards;
            named = cards.size() == 13;
            for (qsizetype k = 0; k < cards.size() && named; ++k)
                named = cards[k].isValid();
        }
        if (named) {
            Hand &fourth = deal->hands[(first + 3) % 4];
            fourth.known = true;
            fourth.cards.reserve(13);
            for (int idx = 0; idx < 52; ++idx)
                if (usedAt[idx] < 0)
                    fourth.cards.append(Card(Suit(idx / 13), Rank(RankAce - idx % 13)));
            return;
        }
        QList<Cards> three;
        three.reserve(3);
        for (int i = 0; i < 3; ++i)
            three.append(deal->hands[(first + i) % 4].cards);
        if (isFull(three[0]) && isFull(three[1]) && isFull(three[2])) {
            Cards rest;
            Hand &fourth = deal->hands[(first + 3) % 4];
            if (restOfDeck(three, &rest) && rest.size() == 13) {
                fourth.known = true;
                fourth.cards = rest;
            } else {
                report(problems, fieldList[3].offset - 1, "rbn.deal.rest-unknown",
                       QStringLiteral("the fourth hand cannot be worked out from the other three"), true);
            }
        }
    }
}

QByteArray formatHands(const Deal &deal)
{
    if (deal.hands.size() != 4)
        return {};
    bool any = false;
    for (const Hand &h : deal.hands)
        any = any || h.known || h.hidden;
    if (!any)
        return {};
    int start = -1;
    for (int pass = 0; pass < 4 && start < 0; ++pass) {
        for (int seat : kWritePriority) {
            const Hand &h = deal.hands[seat];
            const bool fits = pass == 0   ? h.known && !h.hidden && !h.cards.isEmpty()
                              : pass == 1 ? h.known && !h.cards.isEmpty()
                              : pass == 2 ? h.known
                                          : h.hidden;
            if (fits) {
                start = seat;
                break;
            }
        }
    }
    const Hand *four[4];
    for (int i = 0; i < 4; ++i)
        four[i] = &deal.hands[(start + i) % 4];
    QByteArray masked;
    if (formatCommonHands(four, start, &masked))
        return masked;
    bool full = isFull(four[0]->cards) && isFull(four[1]->cards) && isFull(four[2]->cards) && four[3]->known
                && four[0]->known && four[1]->known && four[2]->known;
    if (full) {
        // (restOfDeck() of the three equal to the fourth sorted)
        const Cards *three[3] = {&four[0]->cards, &four[1]->cards, &four[2]->cards};
        full = fourthIsRest(three, four[3]->cards);
    }
    // (each part written into the line as it comes: ':' or ';', then the
    // hand; parts that are a bare ':' at the end are cut off again)
    // (in a buffer on the stack, made a QByteArray once at the end)
    HandsText out;
    out.append(kSeats[start]);
    qsizetype partAt[4];
    for (int i = 0; i < 4; ++i) {
        partAt[i] = out.size();
        out.append(four[i]->hidden ? ';' : ':');
        if (!(full && i == 3))
            appendHandText(&out, *four[i]);
    }
    if (!full)
        for (int i = 3; i >= 0 && out.size() == partAt[i] + 1 && out.back() == ':'; --i)
            out.resize(partAt[i]);
    return QByteArray(out.constData(), out.size());
}

} // namespace kib::rbn
