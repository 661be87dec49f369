#include "bridgescore.h"

#include "cardrecord.h"

namespace kib::bridge {

int highCardPoints(const Cards &cards)
{
    int points = 0;
    for (const Card &c : cards) {
        switch (c.rank()) {
        case RankAce: points += 4; break;
        case RankKing: points += 3; break;
        case RankQueen: points += 2; break;
        case RankJack: points += 1; break;
        default: break;
        }
    }
    return points;
}

std::optional<int> duplicateScore(const Contract &contract, bool vulnerable, int tricks)
{
    if (contract.kind == Contract::Kind::PassedOut)
        return 0;
    if (!contract.isBid() || contract.level < 1 || contract.level > 7 || tricks < 0 || tricks > 13
        || contract.strain == Strain::Misere)
        return std::nullopt;
    const int risk = qBound(0, contract.risk, 2);
    const int needed = contract.level + 6;
    if (tricks < needed) {
        const int down = needed - tricks;
        if (risk == 0)
            return -down * (vulnerable ? 100 : 50);
        int penalty = 0;
        for (int i = 1; i <= down; ++i) {
            if (vulnerable)
                penalty += i == 1 ? 200 : 300;
            else
                penalty += i == 1 ? 100 : (i <= 3 ? 200 : 300);
        }
        return -penalty * (risk == 2 ? 2 : 1);
    }
    const bool minor = contract.strain == Strain::Clubs || contract.strain == Strain::Diamonds;
    const int perTrick = minor ? 20 : 30;
    int trickScore = contract.level * perTrick + (contract.strain == Strain::NoTrump ? 10 : 0);
    trickScore *= risk == 2 ? 4 : (risk == 1 ? 2 : 1);
    int score = trickScore;
    score += trickScore >= 100 ? (vulnerable ? 500 : 300) : 50;
    if (contract.level == 6)
        score += vulnerable ? 750 : 500;
    else if (contract.level == 7)
        score += vulnerable ? 1500 : 1000;
    if (risk > 0)
        score += risk == 2 ? 100 : 50;
    const int over = tricks - needed;
    if (risk == 0)
        score += over * perTrick;
    else
        score += over * (vulnerable ? 200 : 100) * (risk == 2 ? 2 : 1);
    return score;
}

std::optional<bool> declarerVulnerable(const CardRecord &record)
{
    const Seat d = record.declarer();
    if (d == NoSeat || d > 3)
        return std::nullopt;
    const bool northSouth = d == 0 || d == 2; // North 0, East 1, South 2, West 3
    switch (record.vulnerability()) {
    case Vulnerability::None: return false;
    case Vulnerability::All: return true;
    case Vulnerability::NS: return northSouth;
    case Vulnerability::EW: return !northSouth;
    case Vulnerability::Unknown: break;
    }
    return std::nullopt;
}

ResultScore scoreOf(const CardRecord &record)
{
    ResultScore out;
    if (record.game() != Game::Bridge || record.seats().count() != 4)
        return out;
    if (record.contract().kind == Contract::Kind::PassedOut) {
        out.known = true;
        return out;
    }
    const std::optional<bool> vul = declarerVulnerable(record);
    if (!vul || !record.result())
        return out;
    const std::optional<int> s = duplicateScore(record.contract(), *vul, *record.result());
    if (!s)
        return out;
    out.known = true;
    out.declarerScore = *s;
    const Seat d = record.declarer();
    out.northSouth = (d == 0 || d == 2) ? *s : -*s;
    return out;
}

} // namespace kib::bridge
