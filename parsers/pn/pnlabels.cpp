#include "pnlabels.h"

#include "model/pinochlerules.h"

namespace kib::pn {

const QList<PnLabel> &pnLabels()
{
    using N = PnLabel::Number;
    static const QList<PnLabel> labels = {
        {"Notation", PnGroup::Event, N::None, false},
        {"Presenter", PnGroup::Event, N::None, false},
        {"Location", PnGroup::Event, N::None, false},
        {"Event", PnGroup::Event, N::None, false},
        {"Table", PnGroup::Table, N::None, false},
        {"DateTime", PnGroup::Table, N::None, false},
        {"TimeControl", PnGroup::Table, N::None, false},
        {"Team", PnGroup::Table, N::Required, true},
        {"Seat", PnGroup::Table, N::Required, true},
        {"BidSystem", PnGroup::Table, N::Required, true},
        {"Annotator", PnGroup::Table, N::None, true},
        {"Deal", PnGroup::Deal, N::None, false},
        {"GameScores", PnGroup::Deal, N::None, false},
        {"Dealer", PnGroup::Deal, N::None, false},
        {"Hand", PnGroup::Deal, N::Required, false},
        {"Bids", PnGroup::Auction, N::Required, false},
        {"Contract", PnGroup::Auction, N::None, false},
        {"Pass", PnGroup::Exchange, N::Required, false},
        {"Kitty", PnGroup::Exchange, N::Optional, false},
        {"Discard", PnGroup::Exchange, N::None, false},
        {"Meld", PnGroup::Meld, N::Required, false},
        {"Trick", PnGroup::Play, N::Required, false},
        {"MeldScores", PnGroup::Results, N::None, false},
        {"PlayScores", PnGroup::Results, N::None, false},
        {"Adjustments", PnGroup::Results, N::None, false},
        {"HandScores", PnGroup::Results, N::None, false},
        {"FinalScores", PnGroup::Results, N::None, false},
        {"Winner", PnGroup::Results, N::None, false},
        {"Note", PnGroup::Narrative, N::None, true},
    };
    return labels;
}

const PnLabel *pnLabel(QStringView base)
{
    for (const PnLabel &l : pnLabels())
        if (base == QLatin1String(l.base))
            return &l;
    return nullptr;
}

bool isTagLabel(QStringView base)
{
    const PnLabel *l = pnLabel(base);
    return l && (l->group == PnGroup::Event || l->group == PnGroup::Table);
}

int tagOrder(const QString &label)
{
    qsizetype digits = label.size();
    while (digits > 0 && label.at(digits - 1).isDigit())
        --digits;
    const QStringView base = QStringView(label).left(digits);
    const int number = label.mid(digits).toInt();
    const QList<PnLabel> &all = pnLabels();
    for (int i = 0; i < all.size(); ++i)
        if (base == QLatin1String(all.at(i).base) && isTagLabel(base))
            return i * 16 + number;
    return -1;
}

QString defaultValue(const QString &label, int seats)
{
    qsizetype digits = label.size();
    while (digits > 0 && label.at(digits - 1).isDigit())
        --digits;
    const QString base = label.left(digits);
    const int number = label.mid(digits).toInt();
    if (base == u"Notation")
        return QStringLiteral("PN 1.0");
    if (base == u"Location" || base == u"Event" || base == u"Table" || base == u"TimeControl"
        || base == u"Annotator" || base == u"Adjustments")
        return QStringLiteral("-");
    if (base == u"BidSystem" && number >= 1)
        return QStringLiteral("-");
    if (base == u"Seat" && number >= 1 && number <= seats)
        return SeatLayout(Game::Pinochle, seats).name(number - 1);
    if (base == u"Team" && number >= 1) {
        const QList<QList<Seat>> teams = pinochle::defaultTeams(seats);
        if (number > teams.size())
            return {};
        QStringList words;
        for (Seat s : teams.at(number - 1))
            words.append(QStringLiteral("Seat%1").arg(s + 1));
        return words.join(QLatin1Char(' '));
    }
    return {};
}

QString effectiveValue(const CardRecord &record, const QString &label)
{
    if (record.hasTag(label))
        return record.tag(label);
    return defaultValue(label, record.seats().count());
}

QString trumpName(Suit suit)
{
    switch (suit) {
    case Suit::Clubs: return QStringLiteral("Clubs");
    case Suit::Diamonds: return QStringLiteral("Diamonds");
    case Suit::Spades: return QStringLiteral("Spades");
    case Suit::Hearts: return QStringLiteral("Hearts");
    case Suit::None: break;
    }
    return {};
}

bool trumpFromName(QStringView name, Suit *suit)
{
    for (Suit s : {Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts}) {
        if (name == trumpName(s)) {
            *suit = s;
            return true;
        }
    }
    return false;
}

} // namespace kib::pn
