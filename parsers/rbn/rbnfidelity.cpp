#include "rbnfidelity.h"

#include "rbncarry.h"

#include "rbnhands.h"
#include "rbnlabels.h"
#include "rbnreader.h"
#include "rbnwriter.h"

#include "parsers/unalignedload.h"

#include <QVarLengthArray>

#include <algorithm>
#include <array>
#include <cstring>

namespace kib::rbn {

namespace {

using Pairs = QList<QPair<QString, QString>>;

// Tags as name/value pairs (tables with their rows), those that repeat the
// model aside.
Pairs tagPairs(const CardRecord &r)
{
    Pairs out;
    for (const Tag &t : r.tags()) {
        if (mirrorsModelFast(t, r))
            continue;
        QString v = t.value;
        if (t.isTable() || !t.rows.isEmpty()) {
            v += u'\x1f' + t.columns->join(u'\x1e');
            for (const QStringList &row : t.rows)
                v += u'\x1f' + row.join(u'\x1e');
        }
        out.append({t.name, v});
    }
    std::sort(out.begin(), out.end());
    return out;
}

// QStringList's and a table's equality, string by string with sameText()
// (rbnheadersplit.h): most of a table's entries are a letter or two.
// Two lists alike: of one size, sharing their data or alike element by element.
template<typename T, typename Same>
bool sameElements(const QList<T> &a, const QList<T> &b, Same same)
{
    if (a.size() != b.size())
        return false;
    if (a.constData() == b.constData())
        return true;
    for (qsizetype i = 0; i < a.size(); ++i)
        if (!same(a[i], b[i]))
            return false;
    return true;
}

// sameText() for a table's entries, most of them a letter or two: the
// units compared here, no call to memcmp() for so few; one or two as one
// load each. (The data read straight from the arrays, not through
// constData()'s test for a null string: a null string's size is 0, and
// then nothing is read.)
[[gnu::always_inline]] inline bool sameCell(const QString &a, const QString &b)
{
    const qsizetype n = a.size();
    if (n != b.size())
        return false;
    const char16_t *p = a.data_ptr().data(), *q = b.data_ptr().data();
    if (n <= 2)
        return n == 2 ? loadWord4(reinterpret_cast<const char *>(p)) == loadWord4(reinterpret_cast<const char *>(q))
                      : n == 0 || *p == *q;
    if (n > 8)
        return std::memcmp(p, q, size_t(n) * sizeof(char16_t)) == 0;
    for (qsizetype i = 0; i < n; ++i)
        if (p[i] != q[i])
            return false;
    return true;
}

// Deal's operator==, the cards of a hand compared as bytes (a Card is its
// suit and its rank, two bytes)
static_assert(sizeof(Card) == 2);
bool sameDeal(const Deal &a, const Deal &b)
{
    if (a.hands.size() != b.hands.size() || !(a.piles == b.piles))
        return false;
    for (qsizetype i = 0; i < a.hands.size(); ++i) {
        const Hand &x = a.hands[i], &y = b.hands[i];
        if (x.known != y.known || x.hidden != y.hidden || x.cards.size() != y.cards.size())
            return false;
        // (an empty list may have no data at all: memcmp() is not given null)
        if (!x.cards.isEmpty() && x.cards.constData() != y.cards.constData()
            && std::memcmp(x.cards.constData(), y.cards.constData(), size_t(x.cards.size()) * sizeof(Card)) != 0)
            return false;
    }
    return true;
}

// Lists found alike before, by their data: the PBN reader's rows and the
// read-back's are each one list for all the rows of the same bytes (the
// reader's row cache, the carried-line memo), so the same two lists come
// again record after record (the real-world-shaped file's tables: about
// 50,000 rows, a few hundred lists). A slot keeps both lists, copies
// sharing their data: while it holds them no other list can come to have
// that data's address. Each thread keeps its own; a slot taken by another
// pair only costs the comparison again. Only a "same" is kept: lists that
// differ are compared each time.
class SameListMemo
{
public:
    bool same(const QStringList &a, const QStringList &b)
    {
        if (a.size() != b.size())
            return false;
        const auto pa = quintptr(a.constData()), pb = quintptr(b.constData());
        if (pa == pb || a.isEmpty())
            return true;
        constexpr quint64 k = 0x9E3779B97F4A7C15u;
        Slot &slot = m_slots[(quint64(pa) ^ quint64(pb) * k) * k >> (64 - kBits)];
        if (quintptr(slot.a.constData()) == pa && quintptr(slot.b.constData()) == pb && slot.a.size() == a.size()
            && slot.b.size() == b.size())
            return true;
        if (!sameElements(a, b, sameCell))
            return false;
        slot.a = a;
        slot.b = b;
        return true;
    }

private:
    static constexpr int kBits = 10;
    struct Slot
    {
        QStringList a, b;
    };
    std::array<Slot, 1 << kBits> m_slots;
};

SameListMemo &sameListMemo()
{
    static thread_local SameListMemo memo;
    return memo;
}

bool sameRows(const QList<QStringList> &a, const QList<QStringList> &b)
{
    SameListMemo &memo = sameListMemo();
    return sameElements(a, b, [&memo](const QStringList &x, const QStringList &y) { return memo.same(x, y); });
}

// A tag's name's length, first and last letters and its value's length in
// one word: equal tags have equal keys, and most tags another one is tried
// against differ there (no string touched).
quint64 tagKey(const Tag &t)
{
    const qsizetype n = t.name.size();
    const quint64 ends = n ? quint64(t.name.front().unicode()) << 16 | t.name.back().unicode() : 0;
    return ends << 32 | quint64(quint16(n)) << 16 | quint16(t.value.size());
}

// Tag's equality for the loss check: name, value, a table's columns and
// rows (the boxes looked into only when either holds something)
bool sameTag(const Tag &p, const Tag &q)
{
    return sameText(p.name, q.name) && sameText(p.value, q.value)
           && ((p.columns.isEmpty() && q.columns.isEmpty()) || sameListMemo().same(p.columns.get(), q.columns.get()))
           && ((p.rows.isEmpty() && q.rows.isEmpty()) || sameRows(p.rows.get(), q.rows.get()));
}

// tagPairs(r) == tagPairs(b), when it can tell without making the pairs:
// the same tags (tables with their rows) in some order, none left out of
// either but those that repeat the model. False when not (the pairs then
// decide).
bool sameTagPairs(const CardRecord &r, const CardRecord &b)
{
    QVarLengthArray<const Tag *, 48> x, y;
    for (const Tag &t : r.tags())
        if (!mirrorsModelFast(t, r))
            x.append(&t);
    for (const Tag &t : b.tags())
        if (!mirrorsModelFast(t, b))
            y.append(&t);
    if (x.size() != y.size())
        return false;
    // The same tags in some order: each of 'x' matched with an equal one of
    // 'y' not matched before (equal tags are alike, so a match found first
    // is as good as any). The search starts after the last match: the
    // carried tags read back in the order they were written. A candidate
    // is compared by its key first (tagKey()).
    QVarLengthArray<quint64, 48> keys(y.size());
    for (qsizetype j = 0; j < y.size(); ++j)
        keys[j] = tagKey(*y[j]);
    QVarLengthArray<bool, 48> matched(y.size(), false);
    qsizetype from = 0;
    for (const Tag *t : x) {
        const quint64 key = tagKey(*t);
        qsizetype found = -1;
        for (qsizetype k = 0, j = from; k < y.size(); ++k, j = j + 1 == y.size() ? 0 : j + 1)
            if (keys[j] == key && !matched[j] && sameTag(*t, *y[j])) {
                found = j;
                break;
            }
        if (found < 0)
            return false;
        matched[found] = true;
        from = found + 1 == y.size() ? 0 : found + 1;
    }
    return true;
}

QString anchorKey(const CardRecord &r, const Anchor &a)
{
    switch (a.kind) {
    case Anchor::Kind::Record: return QStringLiteral("record");
    case Anchor::Kind::Tag:
        if (a.index >= 0 && a.index < r.tags().size())
            return QStringLiteral("tag ") + r.tags()[a.index].name + u'=' + r.tags()[a.index].value;
        return QStringLiteral("tag ?");
    case Anchor::Kind::Call: return QStringLiteral("call %1").arg(a.index);
    case Anchor::Kind::Card: return QStringLiteral("card %1").arg(a.index);
    case Anchor::Kind::End: return QStringLiteral("end");
    }
    return {};
}

QStringList commentKeys(const CardRecord &r)
{
    QStringList out;
    for (const Commentary &c : r.comments())
        out.append(anchorKey(r, c.anchor) + u'\x1f' + QString::number(int(c.style)) + u'\x1f' + c.text);
    return out;
}

// commentKeys(r) == commentKeys(b), without making the keys when each
// commentary matches part by part (the usual case); else the keys decide.
bool sameCommentKeys(const CardRecord &r, const CardRecord &b)
{
    const QList<Commentary> &x = r.comments(), &y = b.comments();
    if (x.size() != y.size())
        return false;
    const auto sameAnchor = [&](const Anchor &p, const Anchor &q) {
        if (p.kind != q.kind)
            return false;
        switch (p.kind) {
        case Anchor::Kind::Record:
        case Anchor::Kind::End: return true;
        case Anchor::Kind::Call:
        case Anchor::Kind::Card: return p.index == q.index;
        case Anchor::Kind::Tag: {
            const bool pIn = p.index >= 0 && p.index < r.tags().size();
            const bool qIn = q.index >= 0 && q.index < b.tags().size();
            if (!pIn || !qIn)
                return !pIn && !qIn;
            const Tag &s = r.tags()[p.index], &t = b.tags()[q.index];
            return s.name == t.name && s.value == t.value;
        }
        }
        return false;
    };
    for (qsizetype i = 0; i < x.size(); ++i)
        if (x[i].style != y[i].style || x[i].text != y[i].text || !sameAnchor(x[i].anchor, y[i].anchor))
            return commentKeys(r) == commentKeys(b);
    return true;
}

void add(QStringList *out, const QString &what)
{
    if (!out->contains(what))
        out->append(what);
}

// Which parts of the record a named gap already explains.
struct Explained
{
    bool comments = false, notes = false, deal = false, auction = false, play = false;
};

// Whether any text of the record has a '}', which RBX's braces cannot hold.
bool hasCloseBrace(const CardRecord &r)
{
    const auto in = [](const QString &text) { return text.contains(u'}'); };
    for (const Tag &t : r.tags())
        if (rbn::hasCloseBrace(t))
            return true;
    for (const Commentary &c : r.comments())
        if (in(c.text))
            return true;
    for (const Note &n : r.notes())
        if (in(n.text))
            return true;
    // (most calls and cards have no annotation: no text to look in)
    for (const Call &c : r.auction().calls)
        if (!c.annotation.isEmpty() && in(c.annotation->alertText))
            return true;
    for (const Trick &t : r.play().tricks)
        for (const PlayedCard &pc : t.cards)
            if (!pc.annotation.isEmpty() && in(pc.annotation->alertText))
                return true;
    return false;
}

// The gaps that have a name of their own.
void knownGaps(const CardRecord &r, Form form, QStringList *out, Explained *why)
{
    if (form == Form::OneLine && hasCloseBrace(r))
        add(out, QStringLiteral("a '}' in its text (RBX's braces have no escape: written as ')')"));
    for (const Pile &p : r.deal().piles) {
        add(out, QStringLiteral("cards outside the hands (%1)").arg(p.name));
        why->deal = true;
    }
    if (r.auction().first != NoSeat && r.dealer() != NoSeat && r.auction().first != r.dealer()) {
        add(out, QStringLiteral("an auction that does not start with the dealer"));
        why->auction = true;
    }
    for (const Trick &t : r.play().tricks)
        for (const PlayedCard &pc : t.cards) {
            if (pc.kind == PlayedCard::Kind::Unknown) {
                add(out, QStringLiteral("played cards that are not known (written as the pseudo play -)"));
                why->play = true;
            }
        }
    if (r.play().claim) {
        add(out, QStringLiteral("the claim"));
        why->play = true;
    }
    QStringList marked;
    for (const Tag &t : r.tags())
        if (t.inherited && !marked.contains(t.name))
            marked.append(t.name);
    if (!marked.isEmpty())
        add(out, QStringLiteral("the inherited marks of %1 (RBN repeats values: they are written as the "
                                "record's own)")
                     .arg(marked.join(QStringLiteral(", "))));
    const int calls = int(r.auction().calls.size());
    const int cards = r.play().cardCount();
    for (const Commentary &c : r.comments()) {
        const qsizetype before = out->size();
        if (c.style == Commentary::Style::Semicolon)
            add(out, QStringLiteral("the ; style of commentary (written as {text})"));
        if (c.anchor.kind == Anchor::Kind::Call && c.anchor.index >= 0 && c.anchor.index < calls - 1)
            add(out, QStringLiteral("the place of commentary inside the auction (it moves after the auction)"));
        if (c.anchor.kind == Anchor::Kind::Card && c.anchor.index >= 0 && c.anchor.index < cards - 1)
            add(out, QStringLiteral("the place of commentary inside the play (it moves after the play)"));
        if (c.anchor.kind == Anchor::Kind::Tag && c.anchor.index >= 0 && c.anchor.index < r.tags().size()
            && mirrorsModel(r.tags()[c.anchor.index], r))
            add(out, QStringLiteral("the place of commentary after the %1 tag (RBN spells it in a label)")
                         .arg(r.tags()[c.anchor.index].name));
        why->comments = why->comments || out->size() > before;
    }
    if (r.contract().isBid() && r.contract().strain == Strain::Misere)
        add(out, QStringLiteral("a misère contract"));
}

// What 'r' lost on its way to 'b', the same record written and read back;
// 'named' and 'why': what knownGaps() gives for 'r'.
QStringList compareRecords(const CardRecord &r, const CardRecord &b, const QStringList &named, const Explained &why)
{
    QStringList out = named;
    // (the pairs made only when the tags differ)
    const bool sameTags = sameTagPairs(r, b);
    const Pairs mine = sameTags ? Pairs() : tagPairs(r), theirs = sameTags ? Pairs() : tagPairs(b);
    bool tagsLost = false;
    for (const auto &p : mine == theirs ? Pairs() : mine) {
        if (theirs.contains(p))
            continue;
        const bool table = p.second.contains(u'\x1f');
        add(&out, QStringLiteral("%1 %2").arg(table ? QStringLiteral("table") : QStringLiteral("tag"), p.first));
        tagsLost = true;
    }
    if (!tagsLost && mine != theirs)
        add(&out, QStringLiteral("tags as they are (they read back with other values)"));
    // a deal with no dealer: RBN's H starts from the first hand in the
    // order W N E S, not from the seat a PBN Deal tag started from
    if (r.dealer() == NoSeat) {
        const QString deal = r.tag(QStringLiteral("Deal")).trimmed();
        const QByteArray hands = formatHands(r.deal());
        if (!deal.isEmpty() && !hands.isEmpty() && deal.at(0).toUpper() != QLatin1Char(hands.at(0)))
            add(&out, QStringLiteral("the seat the deal is given from (%1: with no dealer, RBN gives it from %2)")
                          .arg(deal.at(0).toUpper())
                          .arg(QLatin1Char(hands.at(0))));
    }
    // commentary anchored to a tag that is lost is counted there
    if (!why.comments && !tagsLost && !sameCommentKeys(r, b))
        add(&out, QStringLiteral("commentary as it stands"));
    if (r.notes() != b.notes() && !why.notes)
        add(&out, QStringLiteral("the notes as they are"));
    if (!sameDeal(r.deal(), b.deal()) && !why.deal)
        add(&out, QStringLiteral("the deal as it is"));
    if (!(r.auction() == b.auction()) && !why.auction)
        add(&out, QStringLiteral("the auction as it is"));
    if (!(r.play() == b.play()) && !why.play)
        add(&out, QStringLiteral("the play as it is"));
    if (r.dealer() != b.dealer() || r.vulnerability() != b.vulnerability())
        add(&out, QStringLiteral("the dealer or the vulnerability"));
    if (!(r.contract() == b.contract()) || r.declarer() != b.declarer())
        add(&out, QStringLiteral("the contract or declarer"));
    // a score R cannot spell travels as a tag (a PBN reader takes it back)
    bool scoresKept = r.scores().size() >= b.scores().size();
    for (const Score &s : r.scores()) {
        Tag asTag;
        asTag.name = s.name;
        asTag.value = s.value;
        scoresKept = scoresKept && (b.scores().contains(s) || b.tags().contains(asTag));
    }
    if (r.result() != b.result() || !scoresKept)
        add(&out, QStringLiteral("the result or a score"));
    return out;
}

QStringList compareRecords(const CardRecord &r, const CardRecord &b, Form form)
{
    QStringList named;
    Explained why;
    knownGaps(r, form, &named, &why);
    return compareRecords(r, b, named, why);
}

QString notBridge(const Record &record)
{
    const auto *r = dynamic_cast<const CardRecord *>(&record);
    if (!r || r->game() != Game::Bridge)
        return QStringLiteral("RBN holds bridge deals only, not a %1 record").arg(gameId(record.game()));
    if (r->seats().count() != 4)
        return QStringLiteral("RBN holds four hands only");
    return {};
}

} // namespace

QStringList cannotHold(const Record &record, Form form)
{
    if (const QString no = notBridge(record); !no.isEmpty())
        return {no};
    // Written after a record of commentary only (so that % lines at its
    // head are not taken for the file's), read back, compared.
    Collection c;
    auto lead = std::make_shared<CardRecord>(Game::Bridge, 4);
    lead->comments().append(Commentary{{}, Commentary::Style::Brace, QStringLiteral("-")});
    c.append(lead);
    c.append(std::shared_ptr<Record>(record.clone()));
    Writer writer(form);
    const ReadResult back = readAll(writer.write(c, nullptr), form);
    const auto *b = back.collection.size() == 2 ? dynamic_cast<const CardRecord *>(back.collection.records()[1].get()) : nullptr;
    if (!b)
        return {QStringLiteral("the record as a whole (it does not read back)")};
    return compareRecords(static_cast<const CardRecord &>(record), *b, form);
}

std::optional<QStringList> lossesIfFaithful(const Record &record, const Record &back, Form form)
{
    if (!notBridge(record).isEmpty())
        return std::nullopt;
    const auto *b = dynamic_cast<const CardRecord *>(&back);
    if (!b)
        return std::nullopt;
    const auto &r = static_cast<const CardRecord &>(record);
    // % lines stand in blocks of their own, which a record written alone
    // (after a record of commentary) reads back otherwise
    for (const Commentary &c : r.comments())
        if (c.style == Commentary::Style::Percent)
            return std::nullopt;
    QStringList named;
    Explained why;
    knownGaps(r, form, &named, &why);
    QStringList all = compareRecords(r, *b, named, why);
    if (all != named) {
        return std::nullopt;
    }
    return all;
}

QList<QStringList> lostInWriting(const Collection &collection, const QByteArray &written, Form form)
{
    QList<QStringList> out;
    const ReadResult back = readAll(written, form);
    int next = 0; // the written file holds the bridge records only
    for (const RecordPtr &rec : collection.records()) {
        if (const QString no = notBridge(*rec); !no.isEmpty()) {
            out.append({no});
            continue;
        }
        const auto *b = next < back.collection.size() ? dynamic_cast<const CardRecord *>(back.collection.records()[next].get())
                                                      : nullptr;
        ++next;
        out.append(b ? compareRecords(static_cast<const CardRecord &>(*rec), *b, form) : cannotHold(*rec, form));
    }
    return out;
}

} // namespace kib::rbn
