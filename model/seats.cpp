#include "seats.h"

namespace kib {

SeatLayout::SeatLayout(Game game, int count) : m_game(game), m_count(count) {}

QString SeatLayout::letter(Seat seat) const
{
    if (seat < 0 || seat >= m_count)
        return {};
    if (m_game == Game::Bridge || (m_game == Game::Pinochle && m_count == 4))
        return QString(QLatin1Char("NESW"[seat]));
    return QString::number(seat + 1);
}

QString SeatLayout::name(Seat seat) const
{
    if (seat < 0 || seat >= m_count)
        return {};
    static const QStringList four = {QStringLiteral("North"), QStringLiteral("East"), QStringLiteral("South"),
                                     QStringLiteral("West")};
    switch (m_game) {
    case Game::Bridge:
        return four.at(seat);
    case Game::Pinochle: {
        // PN 1.0 Seat# defaults.
        static const QStringList three = {QStringLiteral("North"), QStringLiteral("Southeast"),
                                          QStringLiteral("Southwest")};
        static const QStringList six = {QStringLiteral("North"), QStringLiteral("Northeast"),
                                        QStringLiteral("Southeast"), QStringLiteral("South"),
                                        QStringLiteral("Southwest"), QStringLiteral("Northwest")};
        if (m_count == 3)
            return three.at(seat);
        if (m_count == 6)
            return six.at(seat);
        return four.at(seat);
    }
    case Game::Preferans:
        return QStringLiteral("Player %1").arg(seat + 1);
    case Game::Chess:
        return seat == 0 ? QStringLiteral("First") : QStringLiteral("Second");
    }
    return {};
}

Seat SeatLayout::fromLetter(QStringView text) const
{
    for (Seat s = 0; s < m_count; ++s)
        if (text.compare(letter(s), Qt::CaseInsensitive) == 0)
            return s;
    return NoSeat;
}

Seat SeatLayout::next(Seat seat, int steps) const
{
    if (seat < 0 || m_count <= 0)
        return NoSeat;
    return ((seat + steps) % m_count + m_count) % m_count;
}

bool SeatLayout::sameSide(Seat a, Seat b) const
{
    if (a < 0 || b < 0)
        return false;
    if (m_count == 3)
        return a == b;
    return (a % 2) == (b % 2);
}

} // namespace kib
