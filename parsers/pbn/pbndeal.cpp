#include "pbndeal.h"

#include <QVarLengthArray>

#include <bit>

namespace kib {

static Seat seatFromLetter(QChar c)
{
    return bridgeSeatFromLetter(c.unicode());
}

static bool rankOf(QChar c, Rank *rank)
{
    const char16_t u = c.unicode() >= 'a' ? char16_t(c.unicode() & ~0x20) : c.unicode();
    if (u >= '2' && u <= '9') {
        *rank = Rank(u - '0');
        return true;
    }
    switch (u) {
    case 'T': *rank = RankTen; return true;
    case 'J': *rank = RankJack; return true;
    case 'Q': *rank = RankQueen; return true;
    case 'K': *rank = RankKing; return true;
    case 'A': *rank = RankAce; return true;
    default: return false;
    }
}

PbnDeal::Decoded PbnDeal::decode(QStringView value, Deal *deal)
{
    Decoded d;
    *deal = Deal(4);
    auto fail = [&](const char *code, const QString &message) {
        d.code = QString::fromLatin1(code);
        d.message = message;
        *deal = Deal(4);
        return d;
    };
    if (value.size() < 2 || value.at(1) != u':')
        return fail("pbn.deal.malformed", QStringLiteral("the deal \"%1\" does not start with a side and ':'")
                                              .arg(value.toString()));
    d.first = seatFromLetter(value.at(0));
    if (d.first == NoSeat)
        return fail("pbn.deal.bad-side", QStringLiteral("'%1' in the deal is not a side (N, E, S or W)")
                                             .arg(value.at(0)));
    qsizetype pos = 2;
    bool exportForm = value.at(0) == QLatin1Char("NESW"[d.first]); // (upper case ranks, ace first)
    for (int h = 0; h < 4; ++h) {
        if (h > 0) {
            if (pos >= value.size() || value.at(pos) != u' ')
                return fail("pbn.deal.malformed",
                            QStringLiteral("the deal does not hold four hands separated by one space"));
            ++pos;
        }
        qsizetype end = pos;
        while (end < value.size() && value.at(end) != u' ')
            ++end;
        const QStringView text = value.mid(pos, end - pos);
        pos = end;
        Hand &hand = deal->hands[(d.first + h) % 4];
        if (text == u"-")
            continue;
        if (text.isEmpty() || text.count(u'.') != 3)
            return fail("pbn.deal.malformed",
                        QStringLiteral("the hand \"%1\" in the deal does not have four suits").arg(text.toString()));
        // (the cards gathered on the stack, then put in the hand with one
        // allocation)
        QVarLengthArray<Card, 16> cards;
        int suit = 0;
        for (QChar c : text) {
            if (c == u'.') {
                ++suit;
                continue;
            }
            Rank rank;
            if (!rankOf(c, &rank))
                return fail("pbn.deal.bad-rank",
                            QStringLiteral("'%1' in the deal is not a rank (bad rank)").arg(c));
            exportForm = exportForm && c.unicode() < 'a';
            cards.append(Card(Suit(suit), rank));
        }
        if (cards.isEmpty()) {
            ++d.emptyHands; // "..." : Bridge Composer's way of leaving a hand out
            continue;
        }
        hand.known = true;
        bool sorted = true;
        for (qsizetype i = 1; i < cards.size() && sorted; ++i)
            sorted = cards[i - 1].index() < cards[i].index();
        hand.cards = Cards(cards.begin(), cards.end());
        exportForm = exportForm && sorted;
        if (!sorted)
            sortCards(hand.cards);
    }
    if (pos != value.size())
        return fail("pbn.deal.malformed", QStringLiteral("the deal holds more than four hands"));
    d.ok = true;
    d.exportForm = exportForm && d.emptyHands == 0;
    return d;
}

int PbnDeal::encodeTo(char16_t *buffer, const Deal &deal, Seat first)
{
    if (first < 0 || first > 3)
        first = North;
    static const char ranks[] = "AKQJT98765432";
    int n = 0;
    buffer[n++] = char16_t("NESW"[first]);
    buffer[n++] = u':';
    for (int h = 0; h < 4; ++h) {
        if (h)
            buffer[n++] = u' ';
        const Seat s = (first + h) % 4;
        if (s >= deal.hands.size() || !deal.hands.at(s).known) {
            buffer[n++] = u'-';
            continue;
        }
        quint64 mask = 0;
        for (Card c : deal.hands.at(s).cards) {
            if (!c.isValid() || (mask & (quint64(1) << c.index())))
                return -1; // not a card of the deck, or a card twice
            mask |= quint64(1) << c.index();
        }
        for (int suit = 0; suit < 4; ++suit) {
            if (suit)
                buffer[n++] = u'.';
            // the suit's cards, ace first: one step per card held
            for (quint32 bits = quint32(mask >> (suit * 13)) & 0x1fff; bits; bits &= bits - 1)
                buffer[n++] = char16_t(ranks[std::countr_zero(bits)]);
        }
    }
    return n;
}

QString PbnDeal::encode(const Deal &deal, Seat first)
{
    char16_t buffer[2 + 4 * 56];
    const int n = encodeTo(buffer, deal, first);
    if (n >= 0)
        return QString::fromUtf16(buffer, n);
    if (first < 0 || first > 3)
        first = North;
    QString out = QLatin1Char("NESW"[first]) + QStringLiteral(":");
    for (int h = 0; h < 4; ++h) {
        const Seat s = (first + h) % 4;
        if (h)
            out += QLatin1Char(' ');
        out += s < deal.hands.size() && deal.hands.at(s).known ? cardsToDotted(deal.hands.at(s).cards)
                                                               : QStringLiteral("-");
    }
    return out;
}

} // namespace kib
