#include "cardrecord.h"

namespace kib {

QString vulnerabilityToString(Vulnerability v)
{
    switch (v) {
    case Vulnerability::Unknown: return {};
    case Vulnerability::None: return QStringLiteral("None");
    case Vulnerability::NS: return QStringLiteral("NS");
    case Vulnerability::EW: return QStringLiteral("EW");
    case Vulnerability::All: return QStringLiteral("All");
    }
    return {};
}

bool vulnerabilityFromString(QStringView text, Vulnerability *v)
{
    const QString t = text.trimmed().toString().toLower();
    if (t.isEmpty()) *v = Vulnerability::Unknown;
    else if (t == u"none" || t == u"love" || t == u"-" || t == u"0") *v = Vulnerability::None;
    else if (t == u"ns") *v = Vulnerability::NS;
    else if (t == u"ew") *v = Vulnerability::EW;
    else if (t == u"all" || t == u"both") *v = Vulnerability::All;
    else return false;
    return true;
}

static DeckKind defaultDeck(Game game)
{
    switch (game) {
    case Game::Pinochle: return DeckKind::Pinochle48;
    case Game::Preferans: return DeckKind::Preferans32;
    default: return DeckKind::Bridge52;
    }
}

CardRecord::CardRecord(Game game, int seats)
    : m_game(game), m_seats(game, seats), m_deck(defaultDeck(game)), m_deal(seats)
{
}

std::unique_ptr<Record> CardRecord::clone() const
{
    return std::make_unique<CardRecord>(*this);
}

void CardRecord::setSeatCount(int count)
{
    m_seats = SeatLayout(m_game, count);
    m_deal.hands.resize(count);
}

int CardRecord::stepCount() const
{
    return playStartStep() + m_play.cardCount();
}

QString CardRecord::stepLabel(int step) const
{
    if (step <= 0)
        return QStringLiteral("Deal");
    const int calls = int(m_auction.calls.size());
    if (step <= calls) {
        const Seat s = m_auction.seatOf(step - 1, m_seats);
        return QStringLiteral("%1 %2").arg(m_seats.letter(s), m_auction.calls.at(step - 1).toString());
    }
    const QList<ExchangeStep> exchange = exchangeSteps();
    if (step <= calls + exchange.size())
        return exchangeStepName(exchange.at(step - calls - 1));
    const PlayedCard *pc = m_play.cardAt(step - calls - int(exchange.size()) - 1);
    if (!pc)
        return {};
    const QString card = pc->kind == PlayedCard::Kind::Card ? pc->card.toString()
                         : pc->kind == PlayedCard::Kind::Pseudo ? QString(pc->pseudo)
                                                                 : QStringLiteral("-");
    return QStringLiteral("%1 %2").arg(m_seats.letter(pc->seat), card);
}

int CardRecord::stepOf(const Anchor &anchor) const
{
    switch (anchor.kind) {
    case Anchor::Kind::Record:
    case Anchor::Kind::Tag:
        return 0;
    case Anchor::Kind::Call:
        return qBound(0, anchor.index + 1, auctionSteps());
    case Anchor::Kind::Card:
        return qBound(auctionSteps(), stepOfCard(anchor.index), stepCount());
    case Anchor::Kind::End:
        return stepCount();
    }
    return 0;
}

QList<Note> CardRecord::notesAt(int step) const
{
    QList<Note> out;
    const int calls = auctionSteps();
    const Annotation *a = nullptr;
    Note::Section section = Note::Section::Auction;
    if (step >= 1 && step <= calls) {
        a = &m_auction.calls.at(step - 1).annotation.get();
    } else if (step > playStartStep()) {
        if (const PlayedCard *pc = m_play.cardAt(step - playStartStep() - 1)) {
            a = &pc->annotation.get();
            section = Note::Section::Play;
        }
    }
    if (!a)
        return out;
    for (int n : a->noteRefs)
        if (const Note *note = Record::note(section, n))
            out.append(*note);
    return out;
}

bool CardRecord::operator==(const CardRecord &o) const
{
    return sameBase(o) && m_game == o.m_game && m_seats.count() == o.m_seats.count() && m_deck == o.m_deck
           && m_dealer == o.m_dealer && m_vulnerability == o.m_vulnerability && m_deal == o.m_deal
           && m_auction == o.m_auction && m_contract == o.m_contract && m_declarer == o.m_declarer
           && m_play == o.m_play && m_result == o.m_result && m_scores == o.m_scores
           && m_preferans == o.m_preferans
           && m_pinochle == o.m_pinochle;
}

} // namespace kib
