#include "jsonwriter.h"

#include "jsonboard.h"
#include "jsoncodec.h"
#include "jsonpinochle.h"
#include "jsonpreferans.h"

namespace kib::json {

QJsonObject JsonWriter::write(const CardRecord &r)
{
    m_seats = &r.seats();
    QJsonObject o;
    o.insert(QStringLiteral("game"), gameId(r.game()));
    o.insert(QStringLiteral("seats"), r.seats().count());
    o.insert(QStringLiteral("deck"), r.deck().id());
    writeCommon(r, &o);
    if (r.dealer() != NoSeat)
        o.insert(QStringLiteral("dealer"), seat(r.dealer(), QStringLiteral("dealer")));
    if (r.vulnerability() != Vulnerability::Unknown)
        o.insert(QStringLiteral("vulnerable"), vulnerabilityToString(r.vulnerability()));
    writeDeal(r, &o);
    if (r.auction() != Auction{})
        o.insert(QStringLiteral("auction"), auction(r.auction()));
    if (r.contract() != Contract{})
        o.insert(QStringLiteral("contract"), encodeContract(r.contract(), r.game() == Game::Bridge));
    if (r.declarer() != NoSeat)
        o.insert(QStringLiteral("declarer"), seat(r.declarer(), QStringLiteral("declarer")));
    if (r.play() != Play{})
        o.insert(QStringLiteral("play"), play(r.play()));
    if (r.result())
        o.insert(QStringLiteral("result"), *r.result());
    if (!r.scores().isEmpty()) {
        QJsonArray scores;
        for (const Score &s : r.scores())
            scores.append(QJsonArray{s.name, s.value});
        o.insert(QStringLiteral("scores"), scores);
    }
    if (!r.preferans().isEmpty())
        o.insert(QStringLiteral("preferans"), writePreferans(r.preferans(), *this));
    if (!r.pinochle().isEmpty())
        o.insert(QStringLiteral("pinochle"), writePinochle(r.pinochle(), *this));
    m_seats = nullptr;
    return o;
}

QJsonObject JsonWriter::write(const BoardRecord &r)
{
    QJsonObject o;
    o.insert(QStringLiteral("game"), gameId(r.game()));
    writeCommon(r, &o);
    writeBoard(r, &o);
    const int squares = r.squareCount();
    if (squares == 0)
        m_warnings.append(Diagnostic::warning(QStringLiteral("json.write.board"),
                                              QStringLiteral("indexes: the board's shape is broken; the record will "
                                                             "not read back"),
                                              0, 0, m_recordNumber));
    else if (!r.squares().isEmpty() && r.squares().size() != squares)
        m_warnings.append(Diagnostic::warning(QStringLiteral("json.write.board"),
                                              QStringLiteral("setup.squares: %1 squares on a board of %2; the record "
                                                             "will not read back")
                                                  .arg(r.squares().size())
                                                  .arg(squares),
                                              0, 0, m_recordNumber));
    return o;
}

void JsonWriter::writeCommon(const Record &r, QJsonObject *o) const
{
    if (!r.tags().isEmpty())
        o->insert(QStringLiteral("tags"), tags(r.tags()));
    if (!r.notes().isEmpty()) {
        QJsonArray notes;
        for (const Note &n : r.notes())
            notes.append(QJsonObject{{QStringLiteral("section"), sectionName(n.section)},
                                     {QStringLiteral("number"), n.number},
                                     {QStringLiteral("text"), n.text}});
        o->insert(QStringLiteral("notes"), notes);
    }
    if (!r.comments().isEmpty())
        o->insert(QStringLiteral("comments"), writeComments(r.comments()));
}

QJsonArray JsonWriter::writeComments(const QList<Commentary> &comments)
{
    QJsonArray out;
    for (const Commentary &c : comments) {
        QJsonObject anchor{{QStringLiteral("kind"), anchorKindName(c.anchor.kind)}};
        const bool indexed = c.anchor.kind == Anchor::Kind::Tag || c.anchor.kind == Anchor::Kind::Call
                             || c.anchor.kind == Anchor::Kind::Card;
        if (indexed || c.anchor.index != -1)
            anchor.insert(QStringLiteral("index"), c.anchor.index);
        out.append(QJsonObject{{QStringLiteral("anchor"), anchor},
                               {QStringLiteral("style"), styleName(c.style)},
                               {QStringLiteral("text"), c.text}});
    }
    return out;
}

QJsonValue JsonWriter::seat(Seat s, const QString &field)
{
    if (s == NoSeat)
        return QJsonValue::Null;
    const QString letter = m_seats->letter(s);
    if (letter.isEmpty()) {
        m_warnings.append(Diagnostic::warning(QStringLiteral("json.write.seat"),
                                              QStringLiteral("%1: seat %2 is not a seat of this table; written as null")
                                                  .arg(field)
                                                  .arg(s),
                                              0, 0, m_recordNumber));
        return QJsonValue::Null;
    }
    return letter;
}

QJsonArray JsonWriter::tags(const Tags &tags) const
{
    QJsonArray out;
    for (const Tag &t : tags) {
        QJsonArray pair{t.name, t.value};
        QJsonObject extra;
        if (!t.columns.isEmpty())
            extra.insert(QStringLiteral("columns"), QJsonArray::fromStringList(t.columns));
        if (!t.rows.isEmpty()) {
            QJsonArray rows;
            for (const QStringList &row : t.rows)
                rows.append(QJsonArray::fromStringList(row));
            extra.insert(QStringLiteral("rows"), rows);
        }
        if (t.inherited)
            extra.insert(QStringLiteral("inherited"), true);
        if (!extra.isEmpty())
            pair.append(extra);
        out.append(pair);
    }
    return out;
}

void JsonWriter::writeDeal(const CardRecord &r, QJsonObject *out)
{
    const Deal &deal = r.deal();
    QJsonObject hands;
    QJsonArray hidden;
    for (Seat s = 0; s < deal.hands.size(); ++s) {
        const Hand &h = deal.hands.at(s);
        const QString letter = m_seats->letter(s);
        if (letter.isEmpty()) {
            if (h != Hand{})
                m_warnings.append(Diagnostic::warning(QStringLiteral("json.write.hand"),
                                                      QStringLiteral("hands: a hand beyond the table's %1 seats is not written")
                                                          .arg(m_seats->count()),
                                                      0, 0, m_recordNumber));
            continue;
        }
        if (h.known)
            hands.insert(letter, cards(h.cards));
        else if (!h.cards.isEmpty())
            m_warnings.append(Diagnostic::warning(QStringLiteral("json.write.hand"),
                                                  QStringLiteral("hands.%1: the hand is marked unknown; its %2 cards "
                                                                 "are not written")
                                                      .arg(letter)
                                                      .arg(h.cards.size()),
                                                  0, 0, m_recordNumber));
        if (h.hidden)
            hidden.append(letter);
    }
    if (!hands.isEmpty())
        out->insert(QStringLiteral("hands"), hands);
    if (!hidden.isEmpty())
        out->insert(QStringLiteral("hidden"), hidden);
    if (!deal.piles.isEmpty()) {
        QJsonArray piles;
        for (const Pile &p : deal.piles) {
            QJsonObject pile{{QStringLiteral("name"), p.name}};
            if (!p.cards.isEmpty())
                pile.insert(QStringLiteral("cards"), cards(p.cards));
            if (p.hidden)
                pile.insert(QStringLiteral("hidden"), true);
            piles.append(pile);
        }
        out->insert(QStringLiteral("piles"), piles);
    }
}

QJsonObject JsonWriter::auction(const Auction &a)
{
    QJsonObject o;
    if (a.first != NoSeat)
        o.insert(QStringLiteral("first"), seat(a.first, QStringLiteral("auction.first")));
    if (!a.calls.isEmpty()) {
        QJsonArray calls;
        for (const Call &c : a.calls) {
            QJsonObject call = encodeCall(c);
            encodeAnnotation(c.annotation.get(), &call);
            calls.append(call);
        }
        o.insert(QStringLiteral("calls"), calls);
    }
    if (!a.queryPoints.isEmpty())
        o.insert(QStringLiteral("queries"), ints(a.queryPoints));
    return o;
}

QJsonObject JsonWriter::play(const Play &p)
{
    QJsonObject o;
    if (p.leader != NoSeat)
        o.insert(QStringLiteral("leader"), seat(p.leader, QStringLiteral("play.leader")));
    if (!p.tricks.isEmpty()) {
        QJsonArray tricks;
        for (int i = 0; i < p.tricks.size(); ++i)
            tricks.append(trick(p.tricks.at(i), i));
        o.insert(QStringLiteral("tricks"), tricks);
    }
    if (p.claim) {
        QJsonObject claim;
        if (p.claim->tricks != -1)
            claim.insert(QStringLiteral("tricks"), p.claim->tricks);
        if (!p.claim->text.isEmpty())
            claim.insert(QStringLiteral("text"), p.claim->text);
        o.insert(QStringLiteral("claim"), claim);
    }
    if (!p.queryPoints.isEmpty())
        o.insert(QStringLiteral("queries"), ints(p.queryPoints));
    return o;
}

QJsonObject JsonWriter::trick(const Trick &t, int index)
{
    // The field names below are for warnings only: made when a seat is not
    // one of the table's (most tricks need none of them).
    const auto where = [index]() { return QStringLiteral("play.tricks[%1]").arg(index); };
    const auto seatOf = [this](Seat s, const auto &field) -> QJsonValue {
        if (s != NoSeat) {
            QString letter = m_seats->letter(s);
            if (!letter.isEmpty())
                return letter;
        }
        return seat(s, field());
    };
    QJsonObject o;
    if (t.leader != NoSeat)
        o.insert(QStringLiteral("leader"), seatOf(t.leader, [&]() { return where() + QStringLiteral(".leader"); }));
    QJsonArray cards;
    QJsonObject annotations;
    bool clockwise = true;
    for (int i = 0; i < t.cards.size(); ++i) {
        const PlayedCard &pc = t.cards.at(i);
        cards.append(encodePlayedCard(pc));
        const Seat expected = t.leader == NoSeat ? NoSeat : m_seats->next(t.leader, i);
        clockwise = clockwise && pc.seat == expected;
        if (!pc.annotation.isEmpty()) {
            QJsonObject a;
            encodeAnnotation(pc.annotation.get(), &a);
            annotations.insert(QString::number(i), a);
        }
    }
    o.insert(QStringLiteral("cards"), cards);
    if (!clockwise) {
        QJsonArray seats;
        for (int i = 0; i < t.cards.size(); ++i)
            seats.append(seatOf(t.cards.at(i).seat,
                                [&]() { return where() + QStringLiteral(".seats[%1]").arg(i); }));
        o.insert(QStringLiteral("seats"), seats);
    }
    if (t.winner != NoSeat)
        o.insert(QStringLiteral("winner"), seatOf(t.winner, [&]() { return where() + QStringLiteral(".winner"); }));
    if (!annotations.isEmpty())
        o.insert(QStringLiteral("annotations"), annotations);
    return o;
}

QJsonArray JsonWriter::cards(const Cards &cards)
{
    QJsonArray out;
    for (Card c : cards)
        out.append(cardToJson(c));
    return out;
}

QJsonArray JsonWriter::ints(const QList<int> &list)
{
    QJsonArray out;
    for (int n : list)
        out.append(n);
    return out;
}

} // namespace kib::json
