#include "pnrecordreader.h"

#include "pncontext.h"
#include "pnhandlines.h"
#include "pnlabels.h"
#include "pnsequence.h"
#include "pnvalidator.h"
#include "pnvalues.h"

#include "model/pinochlerules.h"

#include <QRegularExpression>
#include <QSet>

namespace kib::pn {

namespace {

QString groupName(PnGroup g)
{
    switch (g) {
    case PnGroup::Event: return QStringLiteral("event");
    case PnGroup::Table: return QStringLiteral("table");
    case PnGroup::Deal: return QStringLiteral("deal");
    case PnGroup::Auction: return QStringLiteral("auction");
    case PnGroup::Exchange: return QStringLiteral("exchange");
    case PnGroup::Meld: return QStringLiteral("meld");
    case PnGroup::Play: return QStringLiteral("play");
    case PnGroup::Results: return QStringLiteral("results");
    case PnGroup::Narrative: return QStringLiteral("narrative");
    }
    return {};
}

// Lines that may stand only once in a Hand Section (the numbered ones are
// checked where they are read).
bool isOnceOnly(const QString &label)
{
    static const QSet<QString> once = {
        QStringLiteral("Deal"),        QStringLiteral("GameScores"), QStringLiteral("Dealer"),
        QStringLiteral("Contract"),    QStringLiteral("Discard"),    QStringLiteral("MeldScores"),
        QStringLiteral("PlayScores"),  QStringLiteral("Adjustments"), QStringLiteral("HandScores"),
        QStringLiteral("FinalScores"), QStringLiteral("Winner"),
    };
    return once.contains(label) || label.startsWith(QLatin1String("Pass"));
}

} // namespace

PnRecordReader::PnRecordReader(int recordNumber, const CardRecord *previous, bool startsGame)
    : m_recordNumber(recordNumber), m_previous(previous), m_startsGame(startsGame || !previous)
{
}

int PnRecordReader::detectSeats(const QList<PnSection> &sections) const
{
    if (m_previous && !m_startsGame)
        return m_previous->seats().count();
    // the strongest evidence first: Hand# lines (one per player), then the
    // cards of a trick, the bids of a round, and any seat named
    static const QRegularExpression seatWord(QStringLiteral("^Seat([1-6])$"));
    int hands = 0, handLines = 0, trick = 0, round = 0, most = 0;
    for (const PnSection &s : sections) {
        for (const PnLine &l : s.lines) {
            if (l.base == u"Hand" && l.number <= 6) {
                hands = qMax(hands, l.number);
                ++handLines;
            }
            else if (l.base == u"Trick" && trick == 0)
                trick = int(l.tokens.size()) - 2;
            else if (l.base == u"Bids")
                round = qMax(round, int(l.tokens.size()));
            else if ((l.base == u"Pass" || l.base == u"Meld" || l.base == u"Seat") && l.number <= 6)
                most = qMax(most, l.number);
            if (l.base == u"Note" || l.base == u"Winner")
                continue;
            for (const PnToken &t : l.tokens) {
                const QRegularExpressionMatch m = seatWord.match(t.text);
                if (m.hasMatch())
                    most = qMax(most, m.captured(1).toInt());
            }
        }
    }
    if (handLines >= 3)
        most = hands; // a hand for each player: nothing else counts
    else if (trick >= 3 && trick <= 6)
        most = trick;
    else
        most = qMax(qMax(most, hands), qMin(round, 6));
    if (most <= 0)
        return m_previous ? m_previous->seats().count() : 4;
    return most <= 3 ? 3 : most == 4 ? 4 : 6;
}

std::shared_ptr<CardRecord> PnRecordReader::read(const QList<PnSection> &sections, int firstLine)
{
    const int seats = detectSeats(sections);
    auto record = std::make_shared<CardRecord>(Game::Pinochle, seats);
    record->setSourceLine(firstLine);
    if (m_previous) {
        record->tags() = m_previous->tags();
        for (Tag &t : record->tags())
            t.inherited = true;
        if (!m_startsGame)
            record->setDeck(m_previous->deck().kind());
    }
    PinochleHand &pn = record->pinochle();
    const int previousGame = m_previous ? qMax(1, m_previous->pinochle().game) : 0;
    pn.game = m_previous ? previousGame + (m_startsGame ? 1 : 0) : 1;

    PnContext ctx(record.get(), m_recordNumber);
    ctx.first = PnPos{firstLine, 1};
    PnHandLines hand(ctx);

    Anchor anchor{Anchor::Kind::Record, -1};
    bool handBegun = false;          // a hand line was read
    bool blankWarned = false;
    PnGroup group = PnGroup::Deal;   // the furthest group of hand lines so far
    QSet<QString> seenHere;          // once-only hand lines; tags of this Game Section
    int cardsPerTrick = seats;

    for (const PnSection &section : sections) {
        bool tagsInSection = false;
        PnSequence sequence; // the Line List's order within a group
        for (const PnLine &line : section.lines) {
            const PnPos at{line.line, 1};
            if (!line.labelError.isEmpty()) {
                ctx.error("pn.label.syntax", line.labelError, at);
                continue;
            }
            const PnLabel *info = pnLabel(line.base);
            if (!info) {
                ctx.error("pn.label.unknown", QStringLiteral("\"%1\" is not a line of PN 1.0").arg(line.label), at);
                continue;
            }
            if (info->number == PnLabel::Required && line.number == 0) {
                ctx.error("pn.label.number", QStringLiteral("%1 needs its number (%1%2)").arg(line.base).arg(1), at);
                continue;
            }
            if (info->number == PnLabel::None && line.number != 0) {
                ctx.error("pn.label.number", QStringLiteral("%1 takes no number").arg(line.base), at);
                continue;
            }
            if (line.tokens.isEmpty()) {
                ctx.error("pn.value.missing", QStringLiteral("%1 has no value").arg(line.label),
                          PnPos{line.line, int(line.label.size()) + 1});
                continue;
            }
            if (info->group == PnGroup::Narrative) {
                record->comments().append(Commentary{anchor, Commentary::Style::Plain, line.value.trimmed()});
                continue;
            }

            if (isTagLabel(line.base)) {
                const bool gameSection = m_startsGame && !handBegun;
                if (!gameSection && (info->group == PnGroup::Event || !info->multipleUse)) {
                    ctx.error("pn.line.misplaced",
                              info->group == PnGroup::Event
                                  ? QStringLiteral("%1: event lines may not be used after Hand lines begin").arg(line.label)
                                  : QStringLiteral("%1 may not change after Hand lines begin (only Team#, Seat#, "
                                                   "BidSystem# and Annotator may)")
                                        .arg(line.label),
                              at);
                    continue;
                }
                if (gameSection && !info->multipleUse && seenHere.contains(line.label)) {
                    ctx.error("pn.line.duplicate", QStringLiteral("%1 is declared twice in the Game Section").arg(line.label), at);
                    continue;
                }
                const QString value = line.value.trimmed();
                const PnPos valueAt{line.line, line.valueColumn};
                if (line.base == u"Notation" && value != u"PN 1.0") {
                    if (value.startsWith(QLatin1String("PN ")))
                        ctx.warning("pn.notation.version", QStringLiteral("this reader knows PN 1.0, not %1").arg(value), valueAt);
                    else {
                        ctx.error("pn.notation", QStringLiteral("Notation must be PN (\"PN 1.0\"), not \"%1\"").arg(value), valueAt);
                        continue;
                    }
                }
                if (line.base == u"DateTime" && pnMarkOf(value) == PnMark::Given && !isDateTime(value)) {
                    ctx.error("pn.value.syntax",
                              QStringLiteral("DateTime is \"yyyy-mm-dd hh:ii:ss\", not \"%1\"").arg(value), valueAt);
                    continue;
                }
                if ((line.base == u"Team" || line.base == u"BidSystem") && line.number > 6) {
                    ctx.error("pn.label.number", QStringLiteral("%1: there are at most six teams").arg(line.label), at);
                    continue;
                }
                if (line.base == u"Seat" && line.number > seats) {
                    ctx.error("pn.label.seat",
                              QStringLiteral("%1: there is no Seat%2 at a table of %3").arg(line.label).arg(line.number).arg(seats),
                              at);
                    continue;
                }
                QList<Seat> team;
                if (line.base == u"Team" && pnMarkOf(value) == PnMark::Given && !pinochle::parseTeam(value, seats, &team)) {
                    ctx.error("pn.value.syntax",
                              QStringLiteral("%1 lists seats of this table once each (\"Seat1 Seat3\"), not \"%2\"")
                                  .arg(line.label, value),
                              valueAt);
                    continue;
                }
                if (gameSection)
                    seenHere.insert(line.label);
                int index = -1;
                for (int i = 0; i < record->tags().size(); ++i)
                    if (record->tags().at(i).name == line.label)
                        index = i;
                if (index < 0) {
                    record->tags().append(Tag{line.label, value, {}, {}, false});
                    index = int(record->tags().size()) - 1;
                } else {
                    record->tags()[index].value = value;
                    record->tags()[index].inherited = false;
                }
                anchor = Anchor{Anchor::Kind::Tag, index};
                tagsInSection = tagsInSection || gameSection;
                continue;
            }

            // a hand line
            PnGroup g = info->group;
            if (line.base == u"Kitty" && line.number > 0)
                g = PnGroup::Auction;
            if (line.base == u"Hand" && hand.isRedeclaration(line))
                g = PnGroup::Exchange;
            if (line.base == u"Deal" && handBegun) {
                ctx.error("pn.line.order", QStringLiteral("Deal is the first line of a Hand Section"), at);
                continue;
            }
            if (g < group) {
                ctx.error("pn.line.order",
                          QStringLiteral("%1 is a %2 line: it stands before the %3 lines")
                              .arg(line.label, groupName(g), groupName(group)),
                          at);
                continue;
            }
            if (isOnceOnly(line.label) && seenHere.contains(line.label)) {
                ctx.error("pn.line.duplicate", QStringLiteral("%1 is declared twice").arg(line.label), at);
                continue;
            }
            if (!handBegun && m_startsGame && tagsInSection && !blankWarned) {
                ctx.warning("pn.section.blank",
                            QStringLiteral("a blank line separates the Game Section from the first Hand Section"), at);
                blankWarned = true;
            }
            if (!sequence.accepts(line, g))
                ctx.warning("pn.line.sequence",
                            QStringLiteral("%1 stands after %2: the Line List puts it before").arg(line.label,
                                                                                                   sequence.last),
                            at);
            handBegun = true;
            group = g;
            seenHere.insert(line.label);
            ctx.where.insert(line.label, PnPos{line.line, line.valueColumn});
            const int before = int(record->pinochle().tricks.size());
            hand.read(line);
            switch (g) {
            case PnGroup::Deal:
                anchor = Anchor{Anchor::Kind::Call, -1};
                break;
            case PnGroup::Auction: {
                int calls = 0;
                for (int n : ctx.roundSizes)
                    calls += n;
                if (line.base == u"Contract")
                    anchor = Anchor{Anchor::Kind::Card, -1};
                else if (line.base == u"Bids")
                    anchor = Anchor{Anchor::Kind::Call, calls - 1};
                break;
            }
            case PnGroup::Exchange:
            case PnGroup::Meld:
                anchor = Anchor{Anchor::Kind::Card, -1};
                break;
            case PnGroup::Play:
                if (record->pinochle().tricks.size() > before)
                    anchor = Anchor{Anchor::Kind::Card, int(record->pinochle().tricks.size()) * cardsPerTrick - 1};
                break;
            case PnGroup::Results:
                anchor = Anchor{Anchor::Kind::End, -1};
                break;
            default:
                break;
            }
        }
    }
    hand.finish();

    // the deck, from the cards: nines only in a single deck, a card more
    // than twice only in a double one, else by how many cards there are
    const Cards kitty = pinochle::kittyCards(record->deal());
    Cards all = kitty;
    int handSize = 0;
    for (const Hand &h : record->deal().hands) {
        all += h.cards;
        if (h.known)
            handSize = qMax(handSize, int(h.cards.size()));
    }
    bool nine = false;
    bool many = false;
    QHash<int, int> counts;
    for (Card c : all) {
        nine = nine || c.rank() == 9;
        if (c.isValid() && ++counts[c.index()] > 2)
            many = true;
    }
    const int tricks = int(record->play().tricks.size());
    if (nine)
        record->setDeck(DeckKind::Pinochle48);
    else if (many || handSize * seats + kitty.size() > 48 || tricks * seats > 48)
        record->setDeck(DeckKind::Pinochle80);
    else if (handSize > 0 || tricks > 0)
        record->setDeck(DeckKind::Pinochle48);

    if (!ctx.hasErrors()) {
        PnValidator validator(ctx, m_startsGame ? nullptr : m_previous);
        validator.run();
    }
    pn.status = ctx.hasErrors() ? PnStatus::Invalid
                : ctx.missingLines().isEmpty() ? PnStatus::Complete
                                               : PnStatus::Incomplete;
    if (pn.status == PnStatus::Incomplete) {
        pn.missing = ctx.missingLines();
        ctx.warning("pn.status.incomplete",
                    QStringLiteral("Incomplete: %1 left out").arg(ctx.missingLines().join(QStringLiteral(", "))), ctx.first);
    }
    m_diagnostics = ctx.diagnostics();
    return record;
}

} // namespace kib::pn
