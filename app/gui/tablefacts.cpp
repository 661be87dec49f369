#include "tablefacts.h"

#include "suitstyle.h"

#include "model/bridgescore.h"
#include "model/cardrecord.h"

#include <QCoreApplication>

namespace kib::tablefacts {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("kib::tablefacts", text); // the context lupdate gives the namespace
}

bool isBridge(const CardRecord &record)
{
    return record.game() == Game::Bridge && record.seats().count() == 4;
}

QString signedScore(int score)
{
    return score > 0 ? QStringLiteral("+%1").arg(score)
                     : (score < 0 ? QStringLiteral("\u2212%1").arg(-score) : QStringLiteral("0"));
}

} // namespace

QString handPoints(const CardRecord &record, Seat seat, bool hidden)
{
    if (!isBridge(record) || hidden || seat >= record.deal().hands.size())
        return {};
    const Hand &hand = record.deal().hands.at(seat);
    if (!hand.known || hand.cards.isEmpty())
        return {};
    return tr("%1 HCP").arg(bridge::highCardPoints(hand.cards));
}

QString pairPoints(const CardRecord &record, const std::function<bool(Seat)> &hidden)
{
    if (!isBridge(record) || record.deal().hands.size() < 4)
        return {};
    int pair[2] = {0, 0};
    for (Seat s = 0; s < 4; ++s) {
        const Hand &hand = record.deal().hands.at(s);
        if (!hand.known || hand.cards.isEmpty() || hidden(s))
            return {};
        pair[s % 2] += bridge::highCardPoints(hand.cards);
    }
    return tr("HCP: N-S %1 \u00b7 E-W %2").arg(pair[0]).arg(pair[1]);
}

QString resultScore(const CardRecord &record)
{
    if (!isBridge(record))
        return {};
    const bridge::ResultScore s = bridge::scoreOf(record);
    QStringList parts;
    if (s.known) {
        if (record.contract().kind == Contract::Kind::PassedOut) {
            parts << tr("Score: passed out, 0");
        } else {
            const bool vul = bridge::declarerVulnerable(record).value_or(false);
            const int need = record.contract().level + 6;
            const int tricks = *record.result();
            const QString made = tricks >= need ? (tricks == need ? QStringLiteral("=")
                                                                  : QStringLiteral("+%1").arg(tricks - need))
                                                : QStringLiteral("\u2212%1").arg(need - tricks);
            parts << tr("Score: N-S %1 (%2%3 by %4, %5)")
                         .arg(signedScore(s.northSouth), style::contractText(record.contract()), made,
                              style::seatName(record.seats(), record.declarer()),
                              vul ? tr("vulnerable") : tr("not vulnerable"));
        }
    }
    // the context the record gives: the score it states, IMPs, matchpoints
    for (const char *name : {"Score", "ScoreIMP", "ScoreMP", "ScorePercentage"}) {
        const QString tag = QString::fromLatin1(name);
        QString value;
        for (const Score &sc : record.scores())
            if (sc.name == tag)
                value = sc.value;
        if (value.isEmpty())
            value = record.tag(tag);
        if (value.isEmpty() || value == QLatin1String("?"))
            continue;
        if (tag == QLatin1String("Score") && s.known)
            continue; // the computed score says it
        parts << QStringLiteral("%1 %2").arg(tag == QLatin1String("Score") ? tr("Score:")
                                             : tag == QLatin1String("ScoreIMP") ? tr("IMPs:")
                                             : tag == QLatin1String("ScoreMP") ? tr("Matchpoints:")
                                                                                : tr("Percentage:"),
                                             value);
    }
    return parts.join(QLatin1Char('\n'));
}

} // namespace kib::tablefacts
