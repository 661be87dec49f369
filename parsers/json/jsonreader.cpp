#include "jsonreader.h"

#include "jsonboard.h"
#include "jsonpinochle.h"
#include "jsonpreferans.h"

namespace kib::json {

namespace {

constexpr int FormatVersion = 1;

int maxSeats(Game game)
{
    return game == Game::Bridge ? 4 : 6;
}

int defaultSeats(Game game)
{
    return game == Game::Preferans ? 3 : 4;
}

} // namespace

JsonReader::JsonReader(QByteArrayView file, qsizetype start, int line, int recordNumber)
    : JsonValueReader(file, start, line, recordNumber)
{
}

// ---- the document

bool JsonReader::readDocument(const QJsonObject &top, QJsonArray *records, QList<Commentary> *comments)
{
    const QJsonValue format = top.value(QStringLiteral("format"));
    if (format != QJsonValue(QStringLiteral("kibitzer"))) {
        Scope s(*this, QStringLiteral("format"));
        error("json.format", format.isUndefined()
                                 ? QStringLiteral("not a Kibitzer JSON file: \"format\": \"kibitzer\" is missing")
                                 : QStringLiteral("not a Kibitzer JSON file: the format is not \"kibitzer\""));
        return false;
    }
    checkKeys(top, {"format", "version", "comments", "records"});
    const QJsonValue version = top.value(QStringLiteral("version"));
    {
        Scope s(*this, QStringLiteral("version"));
        int v = 0;
        if (version.isUndefined()) {
            warning("json.version", QStringLiteral("missing; version %1 assumed").arg(FormatVersion));
        } else if (!toInt(version, &v) || v < 1) {
            const QString found = version.isDouble() ? QString::number(version.toDouble()) : typeName(version);
            error("json.version", QStringLiteral("expected a version number (1), found %1").arg(found));
        } else if (v > FormatVersion) {
            warning("json.version", QStringLiteral("written for version %1 of the format; this Kibitzer reads "
                                                   "version %2 and ignores what it does not know")
                                        .arg(v)
                                        .arg(FormatVersion));
        }
    }
    field(top, "comments", [&](const QJsonValue &v) { readComments(v, comments); });
    const QJsonValue recordsValue = top.value(QStringLiteral("records"));
    Scope s(*this, QStringLiteral("records"));
    if (recordsValue.isUndefined()) {
        error("json.missing", QStringLiteral("missing: the document has no \"records\" array"));
        return false;
    }
    return readArray(recordsValue, records);
}

// ---- a record

RecordPtr JsonReader::readRecord(const QJsonValue &value)
{
    resetFailed();
    if (!value.isObject()) {
        error("json.type", QStringLiteral("a record must be an object, found %1").arg(typeName(value)));
        return {};
    }
    const QJsonObject o = value.toObject();
    Game game = Game::Bridge;
    {
        Scope s(*this, QStringLiteral("game"));
        const QJsonValue v = o.value(QStringLiteral("game"));
        QString id;
        if (v.isUndefined()) {
            error("json.missing", QStringLiteral("missing: every record names its game"));
            return {};
        }
        if (!readString(v, &id))
            return {};
        if (!gameFromId(id, &game)) {
            error("json.value",
                  QStringLiteral("\"%1\" is not a game of this format (bridge, pinochle, preferans, chess)").arg(id));
            return {};
        }
    }
    return game == Game::Chess ? readBoardRecord(o) : readCardRecord(o, game);
}

RecordPtr JsonReader::readBoardRecord(const QJsonObject &o)
{
    checkKeys(o, {"game", "tags", "notes", "comments"}, JsonBoardReader::keys());
    auto r = std::make_shared<BoardRecord>();
    readCommon(o, r.get());
    JsonBoardReader(*this).read(o, r.get());
    if (failed())
        return {};
    r->setSourceLine(line());
    return r;
}

RecordPtr JsonReader::readCardRecord(const QJsonObject &o, Game game)
{
    checkKeys(o, {"game", "seats", "deck", "tags", "dealer", "vulnerable", "hands", "hidden", "piles", "auction",
                  "contract", "declarer", "play", "result", "scores", "notes", "comments", "preferans", "pinochle"});
    int seats = defaultSeats(game);
    field(o, "seats", [&](const QJsonValue &v) {
        if (readInt(v, &seats) && (seats < 1 || seats > maxSeats(game))) {
            error("json.value", QStringLiteral("a %1 table has 1 to %2 seats, not %3")
                                    .arg(gameId(game))
                                    .arg(maxSeats(game))
                                    .arg(seats));
        }
    });
    if (failed())
        return {};

    auto r = std::make_shared<CardRecord>(game, seats);
    setSeats(&r->seats());
    field(o, "deck", [&](const QJsonValue &v) {
        QString id;
        DeckKind kind;
        if (!readString(v, &id))
            return;
        if (!Deck::fromId(id, &kind))
            error("json.value", QStringLiteral("\"%1\" is not a deck (bridge52 pinochle48 pinochle80 preferans32)").arg(id));
        else
            r->setDeck(kind);
    });
    readCommon(o, r.get());
    field(o, "dealer", [&](const QJsonValue &v) {
        Seat s;
        if (readSeat(v, &s))
            r->setDealer(s);
    });
    field(o, "vulnerable", [&](const QJsonValue &v) {
        QString text;
        Vulnerability vul;
        if (!readString(v, &text))
            return;
        if (!vulnerabilityFromString(text, &vul))
            error("json.value", QStringLiteral("\"%1\" is not a vulnerability (None NS EW All)").arg(text));
        else
            r->setVulnerability(vul);
    });
    field(o, "hands", [&](const QJsonValue &v) { readHands(v, &r->deal()); });
    field(o, "hidden", [&](const QJsonValue &v) {
        QJsonArray a;
        if (!readArray(v, &a, "an array of seats"))
            return;
        for (int i = 0; i < a.size(); ++i) {
            Scope s(*this, i);
            Seat seat;
            if (readSeat(a.at(i), &seat) && seat != NoSeat)
                r->deal().hands[seat].hidden = true;
        }
    });
    field(o, "piles", [&](const QJsonValue &v) { readPiles(v, &r->deal()); });
    field(o, "auction", [&](const QJsonValue &v) { readAuction(v, &r->auction()); });
    field(o, "contract", [&](const QJsonValue &v) {
        Contract c;
        if (auto e = decodeContract(v, &c))
            report(*e);
        else
            r->setContract(c);
    });
    field(o, "declarer", [&](const QJsonValue &v) {
        Seat s;
        if (readSeat(v, &s))
            r->setDeclarer(s);
    });
    field(o, "play", [&](const QJsonValue &v) { readPlay(v, &r->play()); });
    field(o, "result", [&](const QJsonValue &v) {
        int n;
        if (!v.isNull() && readInt(v, &n))
            r->setResult(n);
    });
    field(o, "scores", [&](const QJsonValue &v) {
        QJsonArray a;
        if (!readArray(v, &a, "an array of [name, value] pairs"))
            return;
        for (int i = 0; i < a.size(); ++i) {
            Scope s(*this, i);
            Score score;
            if (readPair(a.at(i), &score.name, &score.value, nullptr))
                r->scores().append(score);
        }
    });
    field(o, "preferans", [&](const QJsonValue &v) { JsonPreferansReader(*this).read(v, &r->preferans()); });
    field(o, "pinochle", [&](const QJsonValue &v) { JsonPinochleReader(*this).read(v, &r->pinochle()); });

    setSeats(nullptr);
    if (failed())
        return {};
    r->setSourceLine(line());
    return r;
}

void JsonReader::readCommon(const QJsonObject &o, Record *r)
{
    field(o, "tags", [&](const QJsonValue &v) { readTags(v, &r->tags()); });
    field(o, "notes", [&](const QJsonValue &v) { readNotes(v, &r->notes()); });
    field(o, "comments", [&](const QJsonValue &v) { readComments(v, &r->comments()); });
}

void JsonReader::readTags(const QJsonValue &v, Tags *tags)
{
    QJsonArray a;
    if (!readArray(v, &a, "an array of [name, value] pairs"))
        return;
    for (int i = 0; i < a.size(); ++i) {
        Scope s(*this, i);
        Tag tag;
        QJsonValue extraValue;
        if (!readPair(a.at(i), &tag.name, &tag.value, &extraValue))
            continue;
        if (!extraValue.isUndefined()) {
            Scope e(*this, 2);
            QJsonObject extra;
            if (!readObject(extraValue, &extra))
                continue;
            checkKeys(extra, {"columns", "rows", "inherited"});
            field(extra, "columns", [&](const QJsonValue &x) {
                QStringList columns;
                readStrings(x, &columns);
                tag.columns = columns;
            });
            field(extra, "rows", [&](const QJsonValue &x) {
                QJsonArray rows;
                if (!readArray(x, &rows, "an array of rows"))
                    return;
                for (int row = 0; row < rows.size(); ++row) {
                    Scope r(*this, row);
                    QStringList cells;
                    readStrings(rows.at(row), &cells);
                    tag.rows.edit().append(cells);
                }
            });
            field(extra, "inherited", [&](const QJsonValue &x) { readBool(x, &tag.inherited); });
        }
        tags->append(tag);
    }
}

void JsonReader::readHands(const QJsonValue &v, Deal *deal)
{
    QJsonObject hands;
    if (!readObject(v, &hands))
        return;
    QList<bool> given(seats()->count(), false);
    for (auto it = hands.begin(); it != hands.end(); ++it) {
        Scope s(*this, it.key());
        const Seat seat = seats()->fromLetter(it.key());
        if (seat == NoSeat) {
            badSeat(it.key());
            continue;
        }
        if (given[seat]) {
            error("json.value", QStringLiteral("the hand of %1 is given twice").arg(seats()->letter(seat)));
            continue;
        }
        given[seat] = true;
        if (it.value().isNull())
            continue; // an unknown hand, as if absent
        Hand &hand = deal->hands[seat];
        if (readCards(it.value(), &hand.cards))
            hand.known = true;
    }
}

void JsonReader::readPiles(const QJsonValue &v, Deal *deal)
{
    forEachObject(v, "an array of piles", [&](const QJsonObject &o, int) {
        checkKeys(o, {"name", "cards", "hidden"});
        Pile pile;
        field(o, "name", [&](const QJsonValue &x) { readString(x, &pile.name); });
        field(o, "cards", [&](const QJsonValue &x) { readCards(x, &pile.cards); });
        field(o, "hidden", [&](const QJsonValue &x) { readBool(x, &pile.hidden); });
        deal->piles.append(pile);
    });
}

void JsonReader::readAuction(const QJsonValue &v, Auction *auction)
{
    QJsonObject o;
    if (!readObject(v, &o))
        return;
    checkKeys(o, {"first", "calls", "queries"});
    field(o, "first", [&](const QJsonValue &x) { readSeat(x, &auction->first); });
    field(o, "calls", [&](const QJsonValue &x) {
        QJsonArray calls;
        if (!readArray(x, &calls, "an array of calls"))
            return;
        for (int i = 0; i < calls.size(); ++i) {
            Scope s(*this, i);
            QJsonObject c;
            if (!readObject(calls.at(i), &c))
                continue;
            checkKeys(c, {"call", "kind", "level", "strain", "text"}, annotationKeys());
            Call call;
            if (auto e = decodeCall(c, &call))
                report(*e);
            else if (Annotation an; auto a = decodeAnnotation(c, &an))
                report(*a);
            else
                call.annotation = an;
            auction->calls.append(call);
        }
    });
    field(o, "queries", [&](const QJsonValue &x) { readInts(x, &auction->queryPoints); });
}

void JsonReader::readPlay(const QJsonValue &v, Play *play)
{
    QJsonObject o;
    if (!readObject(v, &o))
        return;
    checkKeys(o, {"leader", "tricks", "claim", "queries"});
    field(o, "leader", [&](const QJsonValue &x) { readSeat(x, &play->leader); });
    field(o, "tricks", [&](const QJsonValue &x) {
        QJsonArray tricks;
        if (!readArray(x, &tricks, "an array of tricks"))
            return;
        for (int i = 0; i < tricks.size(); ++i) {
            Scope s(*this, i);
            Trick trick;
            readTrick(tricks.at(i), &trick);
            play->tricks.append(trick);
        }
    });
    field(o, "claim", [&](const QJsonValue &x) {
        QJsonObject c;
        if (!readObject(x, &c))
            return;
        checkKeys(c, {"tricks", "text"});
        Claim claim;
        field(c, "tricks", [&](const QJsonValue &y) { readInt(y, &claim.tricks); });
        field(c, "text", [&](const QJsonValue &y) { readString(y, &claim.text); });
        play->claim = claim;
    });
    field(o, "queries", [&](const QJsonValue &x) { readInts(x, &play->queryPoints); });
}

void JsonReader::readTrick(const QJsonValue &v, Trick *trick)
{
    QJsonObject o;
    if (!readObject(v, &o))
        return;
    checkKeys(o, {"leader", "cards", "winner", "seats", "annotations"});
    field(o, "leader", [&](const QJsonValue &x) { readSeat(x, &trick->leader); });
    field(o, "winner", [&](const QJsonValue &x) { readSeat(x, &trick->winner); });
    field(o, "cards", [&](const QJsonValue &x) {
        QJsonArray cards;
        if (!readArray(x, &cards, "an array of cards"))
            return;
        for (int i = 0; i < cards.size(); ++i) {
            Scope s(*this, i);
            PlayedCard pc;
            if (auto e = decodePlayedCard(cards.at(i), &pc))
                report(*e);
            pc.seat = trick->leader == NoSeat ? NoSeat : seats()->next(trick->leader, i);
            trick->cards.append(pc);
        }
    });
    field(o, "seats", [&](const QJsonValue &x) {
        QJsonArray seats;
        if (!readArray(x, &seats, "an array of seats"))
            return;
        if (seats.size() != trick->cards.size()) {
            error("json.value", QStringLiteral("%1 seats for %2 cards").arg(seats.size()).arg(trick->cards.size()));
            return;
        }
        for (int i = 0; i < seats.size(); ++i) {
            Scope s(*this, i);
            readSeat(seats.at(i), &trick->cards[i].seat);
        }
    });
    field(o, "annotations", [&](const QJsonValue &x) {
        QJsonObject annotations;
        if (!readObject(x, &annotations))
            return;
        for (auto it = annotations.begin(); it != annotations.end(); ++it) {
            Scope s(*this, it.key());
            bool isNumber = false;
            const int position = it.key().toInt(&isNumber);
            QJsonObject a;
            if (!isNumber || position < 0 || position >= trick->cards.size() || it.key() != QString::number(position)) {
                error("json.value", QStringLiteral("not the position of a card of the trick (0 to %1)")
                                        .arg(trick->cards.size() - 1));
            } else if (readObject(it.value(), &a)) {
                checkKeys(a, {}, annotationKeys());
                Annotation an;
                if (auto e = decodeAnnotation(a, &an))
                    report(*e);
                else
                    trick->cards[position].annotation = an;
            }
        }
    });
}

void JsonReader::readNotes(const QJsonValue &v, QList<Note> *notes)
{
    forEachObject(v, "an array of notes", [&](const QJsonObject &o, int) {
        checkKeys(o, {"section", "number", "text"});
        Note note;
        field(o, "section", [&](const QJsonValue &x) {
            QString name;
            if (readString(x, &name) && !sectionFromName(name, &note.section))
                error("json.value", QStringLiteral("\"%1\" is not a section (auction, play)").arg(name));
        });
        field(o, "number", [&](const QJsonValue &x) { readInt(x, &note.number); });
        field(o, "text", [&](const QJsonValue &x) { readString(x, &note.text); });
        notes->append(note);
    });
}

void JsonReader::readComments(const QJsonValue &v, QList<Commentary> *comments)
{
    forEachObject(v, "an array of comments", [&](const QJsonObject &o, int) {
        checkKeys(o, {"anchor", "style", "text"});
        const int errorsBefore = errorCount(diagnostics());
        Commentary c;
        field(o, "anchor", [&](const QJsonValue &x) {
            QJsonObject anchor;
            if (!readObject(x, &anchor))
                return;
            checkKeys(anchor, {"kind", "index"});
            field(anchor, "kind", [&](const QJsonValue &y) {
                QString name;
                if (readString(y, &name) && !anchorKindFromName(name, &c.anchor.kind))
                    error("json.value", QStringLiteral("\"%1\" is not an anchor (record, tag, call, card, end)").arg(name));
            });
            field(anchor, "index", [&](const QJsonValue &y) { readInt(y, &c.anchor.index); });
        });
        field(o, "style", [&](const QJsonValue &x) {
            QString name;
            if (readString(x, &name) && !styleFromName(name, &c.style))
                error("json.value", QStringLiteral("\"%1\" is not a comment style (brace, semicolon, percent, plain)").arg(name));
        });
        field(o, "text", [&](const QJsonValue &x) { readString(x, &c.text); });
        // file comments go on without the bad entry; a record is dropped anyway
        if (errorCount(diagnostics()) == errorsBefore)
            comments->append(c);
    });
}

} // namespace kib::json
