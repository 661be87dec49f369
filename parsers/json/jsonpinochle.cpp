#include "jsonpinochle.h"

#include "jsonwriter.h"

namespace kib::json {

namespace {

const char *const kMarks[] = {"absent", "given", "withheld", "query"};
const char *const kStatuses[] = {"unknown", "invalid", "incomplete", "complete"};

template<size_t N>
QString nameOf(int i, const char *const (&names)[N])
{
    return i >= 0 && i < int(N) ? QString::fromLatin1(names[i]) : QString();
}

template<size_t N>
int indexOf(QStringView name, const char *const (&names)[N])
{
    for (size_t i = 0; i < N; ++i)
        if (name == QLatin1String(names[i]))
            return int(i);
    return -1;
}

QString markName(PnMark mark)
{
    return nameOf(int(mark), kMarks);
}

// Points: a number when given, "-" withheld, "?" a query; an object
// {mark, value} for anything else (a value kept beside a placeholder).
QJsonValue pointsValue(const Points &p)
{
    if (p.mark == PnMark::Given)
        return p.value;
    if (p.value == 0 && (p.mark == PnMark::Withheld || p.mark == PnMark::Query))
        return pnMarkText(p.mark);
    return QJsonObject{{QStringLiteral("mark"), markName(p.mark)}, {QStringLiteral("value"), p.value}};
}

void insertMark(QJsonObject *o, const char *key, PnMark mark, PnMark byDefault)
{
    if (mark != byDefault)
        o->insert(QString::fromLatin1(key), markName(mark));
}

void insertPoints(QJsonObject *o, const char *key, const Points &p)
{
    if (p != Points{})
        o->insert(QString::fromLatin1(key), pointsValue(p));
}

void insertCards(QJsonObject *o, const char *key, const Cards &cards)
{
    if (!cards.isEmpty())
        o->insert(QString::fromLatin1(key), JsonWriter::cards(cards));
}

} // namespace

QJsonObject writePinochle(const PinochleHand &h, JsonWriter &writer)
{
    QJsonObject o;
    if (h.game != 0)
        o.insert(QStringLiteral("game"), h.game);
    insertPoints(&o, "deal", h.deal);
    insertMark(&o, "dealer", h.dealer, PnMark::Absent);
    if (!h.hands.isEmpty()) {
        QJsonArray hands;
        for (PnMark m : h.hands)
            hands.append(markName(m));
        o.insert(QStringLiteral("hands"), hands);
    }
    insertMark(&o, "declarer", h.declarer, PnMark::Absent);
    insertMark(&o, "bid", h.bid, PnMark::Absent);
    insertMark(&o, "trump", h.trump, PnMark::Absent);
    if (!h.passes.isEmpty()) {
        QJsonArray passes;
        for (int i = 0; i < h.passes.size(); ++i) {
            const CardTransfer &t = h.passes.at(i);
            const QString where = QStringLiteral("pinochle.passes[%1].").arg(i);
            QJsonObject pass;
            if (t.from != NoSeat)
                pass.insert(QStringLiteral("from"), writer.seat(t.from, where + QStringLiteral("from")));
            if (t.to != NoSeat)
                pass.insert(QStringLiteral("to"), writer.seat(t.to, where + QStringLiteral("to")));
            insertMark(&pass, "mark", t.mark, PnMark::Given);
            insertCards(&pass, "cards", t.cards);
            passes.append(pass);
        }
        o.insert(QStringLiteral("passes"), passes);
    }
    if (h.discard != Discard{}) {
        QJsonObject discard;
        insertMark(&discard, "mark", h.discard.mark, PnMark::Absent);
        insertCards(&discard, "cards", h.discard.cards);
        insertPoints(&discard, "counters", h.discard.counters);
        o.insert(QStringLiteral("discard"), discard);
    }
    if (!h.exchanged.isEmpty()) {
        QJsonArray exchanged;
        for (const PnHand &hand : h.exchanged) {
            QJsonObject x;
            insertMark(&x, "mark", hand.mark, PnMark::Absent);
            insertCards(&x, "cards", hand.cards);
            exchanged.append(x);
        }
        o.insert(QStringLiteral("exchanged"), exchanged);
    }
    if (!h.melds.isEmpty()) {
        QJsonArray melds;
        for (int i = 0; i < h.melds.size(); ++i) {
            const Meld &m = h.melds.at(i);
            QJsonObject meld;
            if (m.seat != NoSeat)
                meld.insert(QStringLiteral("seat"), writer.seat(m.seat, QStringLiteral("pinochle.melds[%1].seat").arg(i)));
            insertMark(&meld, "mark", m.mark, PnMark::Given);
            insertCards(&meld, "cards", m.cards);
            insertPoints(&meld, "points", m.points);
            melds.append(meld);
        }
        o.insert(QStringLiteral("melds"), melds);
    }
    if (!h.tricks.isEmpty()) {
        QJsonArray tricks;
        for (const TrickScore &t : h.tricks) {
            QJsonObject trick;
            insertMark(&trick, "winner", t.winner, PnMark::Given);
            insertPoints(&trick, "counters", t.counters);
            tricks.append(trick);
        }
        o.insert(QStringLiteral("tricks"), tricks);
    }
    if (h.status != PnStatus::Unknown)
        o.insert(QStringLiteral("status"), nameOf(int(h.status), kStatuses));
    if (!h.missing.isEmpty())
        o.insert(QStringLiteral("missing"), QJsonArray::fromStringList(h.missing));
    return o;
}

// ---- reading

bool JsonPinochleReader::readMark(const QJsonValue &v, PnMark *mark)
{
    QString name;
    if (!readString(v, &name))
        return false;
    const int i = indexOf(name, kMarks);
    if (i < 0) {
        error("json.value", QStringLiteral("\"%1\" is not a mark (absent, given, withheld, query)").arg(name));
        return false;
    }
    *mark = PnMark(i);
    return true;
}

bool JsonPinochleReader::readPoints(const QJsonValue &v, Points *points)
{
    Points p;
    if (v.isNull()) {
        // absent
    } else if (v.isDouble()) {
        p.mark = PnMark::Given;
        if (!readInt(v, &p.value))
            return false;
    } else if (v.isString()) {
        if (v.toString() == u"-") {
            p.mark = PnMark::Withheld;
        } else if (v.toString() == u"?") {
            p.mark = PnMark::Query;
        } else {
            error("json.value", QStringLiteral("expected a number, \"-\" or \"?\", found \"%1\"").arg(v.toString()));
            return false;
        }
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        checkKeys(o, {"mark", "value"});
        markField(o, "mark", &p.mark);
        field(o, "value", [&](const QJsonValue &x) { readInt(x, &p.value); });
    } else {
        error("json.type", QStringLiteral("expected a number, \"-\" or \"?\", found %1").arg(typeName(v)));
        return false;
    }
    *points = p;
    return true;
}

void JsonPinochleReader::markField(const QJsonObject &o, const char *key, PnMark *mark)
{
    field(o, key, [&](const QJsonValue &v) { readMark(v, mark); });
}

void JsonPinochleReader::pointsField(const QJsonObject &o, const char *key, Points *points)
{
    field(o, key, [&](const QJsonValue &v) { readPoints(v, points); });
}

void JsonPinochleReader::cardsField(const QJsonObject &o, const char *key, Cards *cards)
{
    field(o, key, [&](const QJsonValue &v) { readCards(v, cards); });
}

void JsonPinochleReader::read(const QJsonValue &value, PinochleHand *h)
{
    QJsonObject o;
    if (!readObject(value, &o))
        return;
    checkKeys(o, {"game", "deal", "dealer", "hands", "declarer", "bid", "trump", "passes", "discard", "exchanged",
                  "melds", "tricks", "status", "missing"});
    field(o, "game", [&](const QJsonValue &v) { readInt(v, &h->game); });
    pointsField(o, "deal", &h->deal);
    markField(o, "dealer", &h->dealer);
    field(o, "hands", [&](const QJsonValue &v) {
        QJsonArray a;
        if (!readArray(v, &a, "an array of marks"))
            return;
        for (int i = 0; i < a.size(); ++i) {
            Scope s(*this, i);
            PnMark m = PnMark::Absent;
            readMark(a.at(i), &m);
            h->hands.append(m);
        }
    });
    markField(o, "declarer", &h->declarer);
    markField(o, "bid", &h->bid);
    markField(o, "trump", &h->trump);
    // arrays of objects: 'read' fills one element from its object
    const auto objects = [&](const char *key, auto read) {
        field(o, key, [&](const QJsonValue &v) {
            forEachObject(v, "an array of objects", [&](const QJsonObject &x, int) { read(x); });
        });
    };
    objects("passes", [&](const QJsonObject &x) {
        checkKeys(x, {"from", "to", "mark", "cards"});
        CardTransfer t;
        field(x, "from", [&](const QJsonValue &v) { readSeat(v, &t.from); });
        field(x, "to", [&](const QJsonValue &v) { readSeat(v, &t.to); });
        markField(x, "mark", &t.mark);
        cardsField(x, "cards", &t.cards);
        h->passes.append(t);
    });
    field(o, "discard", [&](const QJsonValue &v) {
        QJsonObject x;
        if (!readObject(v, &x))
            return;
        checkKeys(x, {"mark", "cards", "counters"});
        markField(x, "mark", &h->discard.mark);
        cardsField(x, "cards", &h->discard.cards);
        pointsField(x, "counters", &h->discard.counters);
    });
    objects("exchanged", [&](const QJsonObject &x) {
        checkKeys(x, {"mark", "cards"});
        PnHand hand;
        markField(x, "mark", &hand.mark);
        cardsField(x, "cards", &hand.cards);
        h->exchanged.append(hand);
    });
    objects("melds", [&](const QJsonObject &x) {
        checkKeys(x, {"seat", "mark", "cards", "points"});
        Meld m;
        field(x, "seat", [&](const QJsonValue &v) { readSeat(v, &m.seat); });
        markField(x, "mark", &m.mark);
        cardsField(x, "cards", &m.cards);
        pointsField(x, "points", &m.points);
        h->melds.append(m);
    });
    objects("tricks", [&](const QJsonObject &x) {
        checkKeys(x, {"winner", "counters"});
        TrickScore t;
        markField(x, "winner", &t.winner);
        pointsField(x, "counters", &t.counters);
        h->tricks.append(t);
    });
    field(o, "status", [&](const QJsonValue &v) {
        QString name;
        if (!readString(v, &name))
            return;
        const int i = indexOf(name, kStatuses);
        if (i < 0)
            error("json.value", QStringLiteral("\"%1\" is not a status (invalid, incomplete, complete)").arg(name));
        else
            h->status = PnStatus(i);
    });
    field(o, "missing", [&](const QJsonValue &v) { readStrings(v, &h->missing); });
}

} // namespace kib::json
