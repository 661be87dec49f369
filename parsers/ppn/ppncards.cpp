#include "ppncards.h"

namespace kib::ppn {

namespace {

// The encoding's suits in their order, and its ranks from the seven up.
constexpr Suit kSuits[] = {Suit::Spades, Suit::Diamonds, Suit::Hearts, Suit::Clubs};
constexpr Rank kRanks[] = {7, 8, 9, RankTen, RankJack, RankQueen, RankKing, RankAce};
constexpr char kLetters[] = "12345678" "9ABCDEFG" "HIJKLMNO" "PQRSTUVW";

} // namespace

QChar encodeCard(Card card)
{
    for (int s = 0; s < 4; ++s) {
        if (kSuits[s] != card.suit())
            continue;
        for (int r = 0; r < 8; ++r)
            if (kRanks[r] == card.rank())
                return QLatin1Char(kLetters[s * 8 + r]);
    }
    return {};
}

bool decodeCard(QChar letter, Card *card)
{
    for (int i = 0; i < 32; ++i) {
        if (letter == QLatin1Char(kLetters[i])) {
            *card = Card(kSuits[i / 8], kRanks[i % 8]);
            return true;
        }
    }
    return false;
}

QString encodeCards(const Cards &cards)
{
    QString out;
    for (Card c : cards)
        out += encodeCard(c);
    return out;
}

bool parseDealOrder(QStringView text, QList<Seat> *order)
{
    if (text != u"123" && text != u"231" && text != u"312")
        return false;
    order->clear();
    for (QChar c : text)
        order->append(c.unicode() - '1');
    return true;
}

QList<Seat> dealOrderOf(Seat dealer)
{
    if (dealer < 0 || dealer > 2)
        return {0, 1, 2};
    return {(dealer + 1) % 3, (dealer + 2) % 3, dealer};
}

QString dealOrderText(Seat dealer)
{
    QString out;
    for (Seat s : dealOrderOf(dealer))
        out += QChar(u'1' + s);
    return out;
}

Seat seatOfPlayer(QStringView text)
{
    if (text.size() != 1 || text[0] < u'1' || text[0] > u'3')
        return NoSeat;
    return text[0].unicode() - '1';
}

} // namespace kib::ppn
