#include "jsonrecordtext.h"

#include "jsoncodec.h"
#include "jsonpinochle.h"
#include "jsonpreferans.h"
#include "jsontextwriter.h"
#include "jsonwriter.h"

#include "model/boardrecord.h"
#include "model/cardrecord.h"

#include <algorithm>
#include <cstring>

namespace kib::json {

namespace {

QByteArray quoted(QStringView text)
{
    QByteArray out;
    JsonTextWriter::appendString(out, text);
    return out;
}

void ints(const QList<int> &list, JsonTextWriter &w)
{
    w.beginArray();
    for (int n : list)
        w.number(n);
    w.end();
}

// An annotation as its own object (encodeAnnotation()'s members, sorted).
void annotation(const Annotation &a, JsonTextWriter &w)
{
    w.beginObject();
    if (a.alert) {
        w.key(QLatin1StringView("alert"));
        w.boolean(true);
    }
    if (!a.alertText.isEmpty()) {
        w.key(QLatin1StringView("explanation"));
        w.string(a.alertText);
    }
    if (!a.irregularity.isEmpty()) {
        w.key(QLatin1StringView("irregularity"));
        w.string(a.irregularity);
    }
    if (!a.nags.isEmpty()) {
        w.key(QLatin1StringView("nags"));
        ints(a.nags, w);
    }
    if (!a.noteRefs.isEmpty()) {
        w.key(QLatin1StringView("notes"));
        ints(a.noteRefs, w);
    }
    if (!a.suffix.isEmpty()) {
        w.key(QLatin1StringView("suffix"));
        w.string(a.suffix);
    }
    w.end();
}

JsonRecordText::CallMembers membersOf(const QJsonObject &call)
{
    return {call.value(QLatin1StringView("call")), call.value(QLatin1StringView("kind")),
            call.value(QLatin1StringView("level")), call.value(QLatin1StringView("strain")),
            call.value(QLatin1StringView("text"))};
}

// A call with its annotation: encodeCall()'s members and
// encodeAnnotation()'s in one object, in QJsonObject's order.
void annotatedCall(const JsonRecordText::CallMembers &call, const Annotation &a, JsonTextWriter &w)
{
    const auto member = [&](const char *name, const QJsonValue &value) {
        if (value.isUndefined())
            return;
        w.key(QLatin1StringView(name));
        w.value(value);
    };
    w.beginObject();
    if (a.alert) {
        w.key(QLatin1StringView("alert"));
        w.boolean(true);
    }
    member("call", call.call);
    if (!a.alertText.isEmpty()) {
        w.key(QLatin1StringView("explanation"));
        w.string(a.alertText);
    }
    if (!a.irregularity.isEmpty()) {
        w.key(QLatin1StringView("irregularity"));
        w.string(a.irregularity);
    }
    member("kind", call.kind);
    member("level", call.level);
    if (!a.nags.isEmpty()) {
        w.key(QLatin1StringView("nags"));
        ints(a.nags, w);
    }
    if (!a.noteRefs.isEmpty()) {
        w.key(QLatin1StringView("notes"));
        ints(a.noteRefs, w);
    }
    member("strain", call.strain);
    if (!a.suffix.isEmpty()) {
        w.key(QLatin1StringView("suffix"));
        w.string(a.suffix);
    }
    member("text", call.text);
    w.end();
}

} // namespace

void JsonRecordText::write(const Record &record, int recordNumber, QByteArray *out, int depth)
{
    m_warnings.clear();
    m_recordNumber = recordNumber;
    const qsizetype start = out->size();
    if (const auto *card = dynamic_cast<const CardRecord *>(&record)) {
        bool written;
        {
            JsonTextWriter w(out, depth);
            written = writeCard(*card, w);
        }
        if (written)
            return;
        out->truncate(start); // it warns: JsonWriter's object, and its warnings
        JsonWriter writer(recordNumber);
        JsonTextWriter(out, depth).value(writer.write(*card));
        m_warnings = writer.warnings();
        return;
    }
    JsonWriter writer(recordNumber);
    JsonTextWriter(out, depth).value(writer.write(static_cast<const BoardRecord &>(record)));
    m_warnings = writer.warnings();
}

bool JsonRecordText::seat(Seat s, JsonTextWriter &w) const
{
    if (s == NoSeat) {
        w.null();
        return true;
    }
    if (s < 0 || s >= m_letters.size() || m_letters.at(s).isEmpty())
        return false;
    w.raw(m_letters.at(s));
    return true;
}

bool JsonRecordText::writeCard(const CardRecord &r, JsonTextWriter &w)
{
    const SeatLayout &layout = r.seats();
    // (the seats' letters depend on the game and the number of seats only:
    // spelled again when those change, not for each record)
    if (layout.game() != m_lettersGame || layout.count() != m_seatLetters.size()) {
        m_lettersGame = layout.game();
        m_seatLetters.resize(layout.count());
        m_letters.resize(layout.count());
        m_seatsByLetter.clear();
        for (Seat s = 0; s < layout.count(); ++s) {
            m_seatLetters[s] = layout.letter(s);
            m_letters[s] = m_seatLetters[s].isEmpty() ? QByteArray() : quoted(m_seatLetters[s]);
            if (!m_seatLetters[s].isEmpty())
                m_seatsByLetter.append(s);
        }
        std::stable_sort(m_seatsByLetter.begin(), m_seatsByLetter.end(),
                         [this](Seat a, Seat b) { return m_seatLetters[a] < m_seatLetters[b]; });
    }
    m_layout = &layout;
    const auto letterOf = [this](Seat s) { return s < m_seatLetters.size() ? m_seatLetters[s] : QString(); };

    // the deal first: JsonWriter warns about hands it cannot write
    const Deal &deal = r.deal();
    QVarLengthArray<std::pair<QString, Seat>, 6> hands; // by letter, as QJsonObject sorts them
    QVarLengthArray<Seat, 6> hidden;
    for (Seat s = 0; s < deal.hands.size(); ++s) {
        const Hand &h = deal.hands.at(s);
        if (letterOf(s).isEmpty()) {
            if (h != Hand{})
                return false;
            continue;
        }
        if (!h.known && !h.cards.isEmpty())
            return false;
        if (h.hidden)
            hidden.append(s);
    }
    // (the known hands taken in their letters' order: a stable sort of them)
    for (const Seat s : std::as_const(m_seatsByLetter))
        if (s < deal.hands.size() && deal.hands.at(s).known)
            hands.append({m_seatLetters[s], s});
    for (qsizetype i = 0; i + 1 < hands.size(); ++i)
        if (hands.at(i).first == hands.at(i + 1).first)
            return false; // two seats of one letter: QJsonObject keeps one of them

    // the members in QJsonObject's order
    w.beginObject();
    if (r.auction() != Auction{}) {
        w.key(QLatin1StringView("auction"));
        if (!writeAuction(r.auction(), w))
            return false;
    }
    if (!r.comments().isEmpty()) {
        w.key(QLatin1StringView("comments"));
        writeComments(r.comments(), w);
    }
    if (r.contract() != Contract{}) {
        w.key(QLatin1StringView("contract"));
        w.value(encodeContract(r.contract(), r.game() == Game::Bridge));
    }
    if (r.dealer() != NoSeat) {
        w.key(QLatin1StringView("dealer"));
        if (!seat(r.dealer(), w))
            return false;
    }
    w.key(QLatin1StringView("deck"));
    w.string(r.deck().id());
    if (r.declarer() != NoSeat) {
        w.key(QLatin1StringView("declarer"));
        if (!seat(r.declarer(), w))
            return false;
    }
    w.key(QLatin1StringView("game"));
    w.string(gameId(r.game()));
    if (!hands.isEmpty()) {
        w.key(QLatin1StringView("hands"));
        w.beginObject();
        for (const auto &[letter, s] : hands) {
            w.key(QStringView(letter));
            cards(deal.hands.at(s).cards, w);
        }
        w.end();
    }
    if (!hidden.isEmpty()) {
        w.key(QLatin1StringView("hidden"));
        w.beginArray();
        for (Seat s : hidden)
            w.raw(m_letters.at(s));
        w.end();
    }
    if (!r.notes().isEmpty()) {
        w.key(QLatin1StringView("notes"));
        w.beginArray();
        for (const Note &n : r.notes()) {
            w.beginObject();
            w.key(QLatin1StringView("number"));
            w.number(n.number);
            w.key(QLatin1StringView("section"));
            w.string(sectionName(n.section));
            w.key(QLatin1StringView("text"));
            w.string(n.text);
            w.end();
        }
        w.end();
    }
    if (!deal.piles.isEmpty()) {
        w.key(QLatin1StringView("piles"));
        w.beginArray();
        for (const Pile &p : deal.piles) {
            w.beginObject();
            if (!p.cards.isEmpty()) {
                w.key(QLatin1StringView("cards"));
                cards(p.cards, w);
            }
            if (p.hidden) {
                w.key(QLatin1StringView("hidden"));
                w.boolean(true);
            }
            w.key(QLatin1StringView("name"));
            w.string(p.name);
            w.end();
        }
        w.end();
    }
    // pinochle and preferans (rare): JsonWriter's parts, printed by toJson()
    JsonWriter parts(m_recordNumber);
    parts.m_seats = &layout;
    if (!r.pinochle().isEmpty()) {
        w.key(QLatin1StringView("pinochle"));
        w.value(writePinochle(r.pinochle(), parts));
    }
    if (r.play() != Play{}) {
        w.key(QLatin1StringView("play"));
        if (!writePlay(r.play(), w))
            return false;
    }
    if (!r.preferans().isEmpty()) {
        w.key(QLatin1StringView("preferans"));
        w.value(writePreferans(r.preferans(), parts));
    }
    if (!parts.warnings().isEmpty())
        return false;
    if (r.result()) {
        w.key(QLatin1StringView("result"));
        w.number(*r.result());
    }
    if (!r.scores().isEmpty()) {
        w.key(QLatin1StringView("scores"));
        w.beginArray();
        for (const Score &s : r.scores()) {
            w.beginArray();
            w.string(s.name);
            w.string(s.value);
            w.end();
        }
        w.end();
    }
    w.key(QLatin1StringView("seats"));
    w.number(layout.count());
    if (!r.tags().isEmpty()) {
        w.key(QLatin1StringView("tags"));
        writeTags(r.tags(), w);
    }
    if (r.vulnerability() != Vulnerability::Unknown) {
        w.key(QLatin1StringView("vulnerable"));
        w.string(vulnerabilityToString(r.vulnerability()));
    }
    w.end();
    return true;
}

void JsonRecordText::writeComments(const QList<Commentary> &comments, JsonTextWriter &w)
{
    w.beginArray();
    for (const Commentary &c : comments) {
        w.beginObject();
        w.key(QLatin1StringView("anchor"));
        w.beginObject();
        const bool indexed = c.anchor.kind == Anchor::Kind::Tag || c.anchor.kind == Anchor::Kind::Call
                             || c.anchor.kind == Anchor::Kind::Card;
        if (indexed || c.anchor.index != -1) {
            w.key(QLatin1StringView("index"));
            w.number(c.anchor.index);
        }
        w.key(QLatin1StringView("kind"));
        w.string(anchorKindName(c.anchor.kind));
        w.end();
        w.key(QLatin1StringView("style"));
        w.string(styleName(c.style));
        w.key(QLatin1StringView("text"));
        w.string(c.text);
        w.end();
    }
    w.end();
}

bool JsonRecordText::writeAuction(const Auction &a, JsonTextWriter &w)
{
    w.beginObject();
    if (!a.calls.isEmpty()) {
        w.key(QLatin1StringView("calls"));
        w.beginArray();
        for (const Call &c : a.calls) {
            const quint64 callKey = quint64(quint32(c.level)) << 32 | quint64(c.kind) << 24 | quint64(c.strain) << 16;
            if (!c.text.isEmpty()) {
                annotatedCall(membersOf(encodeCall(c)), c.annotation.get(), w);
                continue;
            }
            if (!c.annotation.isEmpty()) {
                // encodeCall() of a call with no text, found once
                auto it = m_callMembers.constFind(callKey);
                if (it == m_callMembers.constEnd())
                    it = m_callMembers.insert(callKey, membersOf(encodeCall(c)));
                annotatedCall(*it, c.annotation.get(), w);
                continue;
            }
            // the same spelling for every such call: printed once
            const quint64 key = callKey | quint64(w.depth() & 0xffff);
            auto it = m_calls.constFind(key);
            if (it == m_calls.constEnd()) {
                QByteArray text;
                JsonTextWriter(&text, w.depth()).value(encodeCall(c));
                it = m_calls.insert(key, text);
            }
            w.raw(*it);
        }
        w.end();
    }
    if (a.first != NoSeat) {
        w.key(QLatin1StringView("first"));
        if (!seat(a.first, w))
            return false;
    }
    if (!a.queryPoints.isEmpty()) {
        w.key(QLatin1StringView("queries"));
        ints(a.queryPoints, w);
    }
    w.end();
    return true;
}

bool JsonRecordText::writePlay(const Play &p, JsonTextWriter &w)
{
    w.beginObject();
    if (p.claim) {
        w.key(QLatin1StringView("claim"));
        w.beginObject();
        if (!p.claim->text.isEmpty()) {
            w.key(QLatin1StringView("text"));
            w.string(p.claim->text);
        }
        if (p.claim->tricks != -1) {
            w.key(QLatin1StringView("tricks"));
            w.number(p.claim->tricks);
        }
        w.end();
    }
    if (p.leader != NoSeat) {
        w.key(QLatin1StringView("leader"));
        if (!seat(p.leader, w))
            return false;
    }
    if (!p.queryPoints.isEmpty()) {
        w.key(QLatin1StringView("queries"));
        ints(p.queryPoints, w);
    }
    if (!p.tricks.isEmpty()) {
        w.key(QLatin1StringView("tricks"));
        w.beginArray();
        for (const Trick &t : p.tricks)
            if (!writeTrick(t, w))
                return false;
        w.end();
    }
    w.end();
    return true;
}

bool JsonRecordText::writeTrick(const Trick &t, JsonTextWriter &w)
{
    bool clockwise = true;
    QVarLengthArray<int, 8> annotated;
    // the cards' texts for the printing from fragments (all kept, or none)
    QVarLengthArray<const JsonCardText::Text *, 8> texts;
    bool kept = !t.cards.isEmpty();
    for (int i = 0; i < t.cards.size(); ++i) {
        const PlayedCard &pc = t.cards.at(i);
        const Seat expected = t.leader == NoSeat ? NoSeat : m_layout->next(t.leader, i);
        clockwise = clockwise && pc.seat == expected;
        if (!pc.annotation.isEmpty())
            annotated.append(i);
        if (kept)
            kept = keptPlayedCard(pc, w.depth() + 2, texts);
    }
    if (kept && clockwise && annotated.isEmpty()) {
        const auto letter = [this](Seat s, bool *ok) -> QByteArrayView {
            if (s == NoSeat)
                return {};
            *ok = *ok && s >= 0 && s < m_letters.size() && !m_letters.at(s).isEmpty();
            return *ok ? QByteArrayView(m_letters.at(s)) : QByteArrayView();
        };
        bool ok = true;
        const QByteArrayView leader = letter(t.leader, &ok);
        const QByteArrayView winner = letter(t.winner, &ok);
        if (ok) {
            m_cardText.trick(texts.constData(), texts.size(), leader, winner, w);
            return true;
        }
    }
    w.beginObject();
    if (!annotated.isEmpty()) {
        // keys "0".."n" in QJsonObject's order: "10" before "2"
        std::sort(annotated.begin(), annotated.end(),
                  [](int a, int b) { return QString::number(a) < QString::number(b); });
        w.key(QLatin1StringView("annotations"));
        w.beginObject();
        for (int i : annotated) {
            w.key(QStringView(QString::number(i)));
            annotation(t.cards.at(i).annotation.get(), w);
        }
        w.end();
    }
    w.key(QLatin1StringView("cards"));
    w.beginArray();
    for (const PlayedCard &pc : t.cards) {
        const quint64 key = quint64(w.depth() & 0xffff) << 48 | quint64(pc.kind) << 40
                            | quint64(pc.pseudo.unicode()) << 16 | quint64(pc.card.suit()) << 8 | pc.card.rank();
        auto it = m_played.constFind(key);
        if (it == m_played.constEnd()) {
            QByteArray text;
            JsonTextWriter(&text, w.depth()).value(encodePlayedCard(pc));
            it = m_played.insert(key, text);
        }
        w.raw(*it);
    }
    w.end();
    if (t.leader != NoSeat) {
        w.key(QLatin1StringView("leader"));
        if (!seat(t.leader, w))
            return false;
    }
    if (!clockwise) {
        w.key(QLatin1StringView("seats"));
        w.beginArray();
        for (const PlayedCard &pc : t.cards)
            if (!seat(pc.seat, w))
                return false;
        w.end();
    }
    if (t.winner != NoSeat) {
        w.key(QLatin1StringView("winner"));
        if (!seat(t.winner, w))
            return false;
    }
    w.end();
    return true;
}

bool JsonRecordText::keptPlayedCard(const PlayedCard &pc, int depth,
                                    QVarLengthArray<const JsonCardText::Text *, 8> &texts)
{
    const int slot = JsonCardText::slot(pc.card);
    if (pc.kind != PlayedCard::Kind::Card || !pc.pseudo.isNull() || slot < 0)
        return false;
    JsonCardText::Text &text = m_cardText.playedCard(slot, depth);
    if (!text.size) {
        QByteArray printed;
        JsonTextWriter(&printed, depth).value(encodePlayedCard(pc));
        if (!JsonCardText::keep(text, printed))
            return false;
    }
    texts.append(&text);
    return true;
}

void JsonRecordText::cards(const Cards &cards, JsonTextWriter &w)
{
    QVarLengthArray<const JsonCardText::Text *, 64> texts;
    for (Card c : cards) {
        const int slot = JsonCardText::slot(c);
        if (slot < 0)
            break;
        JsonCardText::Text &text = m_cardText.handCard(slot);
        if (!text.size && !JsonCardText::keep(text, quoted(cardToJson(c))))
            break;
        texts.append(&text);
    }
    if (texts.size() == cards.size()) {
        m_cardText.cardArray(texts.constData(), texts.size(), w);
        return;
    }
    w.beginArray();
    for (Card c : cards) {
        const quint32 key = quint32(c.suit()) << 8 | c.rank();
        auto it = m_cards.constFind(key);
        if (it == m_cards.constEnd())
            it = m_cards.insert(key, quoted(cardToJson(c)));
        w.raw(*it);
    }
    w.end();
}

} // namespace kib::json
