#include "auctionedit.h"
#include "querypoints.h"

#include "annotationedit.h"
#include "bridgeauction.h"
#include "rules.h"

#include <algorithm>

namespace kib::entry {

namespace {

bool isBridge(const CardRecord &r, QString *why)
{
    if (r.game() != Game::Bridge || r.seats().count() != 4)
        return fail(why, QStringLiteral("only bridge auctions can be entered"));
    return true;
}

bool referenced(const CardRecord &r, Note::Section section, int number)
{
    if (section == Note::Section::Auction) {
        for (const Call &c : r.auction().calls)
            if (annotations::noteRefsOf(c).contains(number))
                return true;
        return false;
    }
    for (const Trick &t : r.play().tricks)
        for (const PlayedCard &pc : t.cards)
            if (annotations::noteRefsOf(pc).contains(number))
                return true;
    return false;
}

// Removes the notes among 'numbers' that nothing refers to any more.
void dropOrphanNotes(CardRecord &r, Note::Section section, const QList<int> &numbers)
{
    r.notes().removeIf([&](const Note &n) {
        return n.section == section && numbers.contains(n.number) && !referenced(r, section, n.number);
    });
}

// A note goes after the notes of its section with lower numbers: PBN and
// RBN write a section's notes together, in list order.
void insertNote(CardRecord &r, const Note &note)
{
    QList<Note> &notes = r.notes();
    qsizetype at = notes.size();
    for (qsizetype i = 0; i < notes.size(); ++i) {
        const Note &n = notes.at(i);
        const bool later = n.section == note.section ? n.number > note.number
                                                     : note.section == Note::Section::Auction;
        if (later) {
            at = i;
            break;
        }
    }
    notes.insert(at, note);
}

int freeNoteNumber(const CardRecord &r, Note::Section section)
{
    int n = 1;
    for (bool taken = true; taken; ++n) {
        taken = false;
        for (const Note &x : r.notes())
            taken = taken || (x.section == section && x.number == n);
        if (!taken)
            return n;
    }
    return n;
}

bool insufficient(const QList<Call> &before, const Call &call)
{
    if (call.kind != Call::Kind::Bid)
        return false;
    for (auto it = before.crbegin(); it != before.crend(); ++it)
        if (it->kind == Call::Kind::Bid)
            return call.bidRank() <= it->bidRank();
    return false;
}

} // namespace

void truncateAfter(CardRecord &r, int calls, int cards, QList<int> *moved)
{
    Auction &a = r.auction();
    Play &p = r.play();
    calls = qBound(0, calls, int(a.calls.size()));
    if (calls < a.calls.size())
        cards = 0;
    cards = qBound(0, cards, p.cardCount());
    const bool callsGo = calls < a.calls.size();
    const bool cardsGo = cards < p.cardCount();
    if (!callsGo && !cardsGo)
        return;
    p.claim.reset();

    QList<int> callNotes, cardNotes;
    for (int i = calls; i < a.calls.size(); ++i)
        callNotes += annotations::noteRefsOf(a.calls.at(i));
    a.calls.resize(calls);
    a.queryPoints.removeIf([calls](int q) { return q > calls; });

    int kept = 0;
    for (qsizetype t = 0; t < p.tricks.size(); ++t) {
        Trick &trick = p.tricks[t];
        for (qsizetype k = 0; k < trick.cards.size(); ++k, ++kept)
            if (kept >= cards)
                cardNotes += annotations::noteRefsOf(trick.cards.at(k));
    }
    int left = cards;
    for (qsizetype t = 0; t < p.tricks.size(); ++t) {
        Trick &trick = p.tricks[t];
        if (left >= trick.cards.size()) {
            left -= int(trick.cards.size());
            continue;
        }
        if (left == 0) {
            p.tricks.resize(t);
            break;
        }
        trick.cards.resize(left);
        trick.winner = NoSeat;
        p.tricks.resize(t + 1);
        break;
    }
    p.queryPoints.removeIf([cards](int q) { return q > cards; });

    // Commentary is never dropped: what stood on a call or card that went
    // moves to the nearest step kept (the last card kept, else the last call
    // kept), so the closing words of a board survive any edit of its play.
    const bool playGoes = callsGo;
    QList<Commentary> &comments = r.comments();
    for (int i = 0; i < comments.size(); ++i) {
        Anchor &a = comments[i].anchor;
        if (a.kind == Anchor::Kind::Card && (playGoes || a.index >= cards)) {
            if (playGoes)
                a = Anchor{Anchor::Kind::Call, calls - 1};
            else
                a.index = cards - 1;
        } else if (a.kind == Anchor::Kind::Call && a.index >= calls) {
            a.index = calls - 1;
        } else {
            continue;
        }
        if (moved)
            moved->append(i);
    }
    dropOrphanNotes(r, Note::Section::Auction, callNotes);
    dropOrphanNotes(r, Note::Section::Play, cardNotes);
}

void syncContract(CardRecord &r, bool wasComplete)
{
    const Auction &a = r.auction();
    if (bridge::isComplete(a.calls)) {
        Seat declarer = NoSeat;
        const Contract c = bridge::finalContract(a, r.seats(), &declarer);
        if (!(c == r.contract()) || declarer != r.declarer())
            r.setResult(std::nullopt);
        r.setContract(c);
        r.setDeclarer(declarer);
        r.play().leader = c.isBid() ? rules::openingLeader(Game::Bridge, r.seats(), declarer, r.dealer()) : NoSeat;
    } else if (wasComplete) {
        r.setContract(Contract());
        r.setDeclarer(NoSeat);
        r.setResult(std::nullopt);
        r.play().leader = NoSeat;
    }
}

bool enterCall(CardRecord &r, int position, const Call &call, bool irregular, QString *why)
{
    if (!isBridge(r, why))
        return false;
    Auction &a = r.auction();
    if (position < 0 || position > a.calls.size())
        return fail(why, QStringLiteral("no such place in the auction"));
    if (call.kind != Call::Kind::Pass && call.kind != Call::Kind::Double && call.kind != Call::Kind::Redouble
        && !(call.kind == Call::Kind::Bid && call.bidRank() >= 0))
        return fail(why, QStringLiteral("%1 is not a bridge call").arg(call.toString()));
    const Seat first = a.first != NoSeat ? a.first : r.dealer();
    if (first == NoSeat)
        return fail(why, QStringLiteral("the dealer is not known: who calls first?"));

    const QList<Call> before = a.calls.mid(0, position);
    Call c = call;
    annotations::clearAnnotation(c);
    if (irregular && insufficient(before, c))
        annotations::setIrregularity(c, QStringLiteral("I"));
    QString code, text;
    if (!bridge::isLegal(before, c, &code, &text)) {
        if (code == u"auction.insufficient")
            text += QStringLiteral(" (mark it as an irregular bid to enter it)");
        return fail(why, text);
    }
    const bool wasComplete = bridge::isComplete(a.calls);
    // what follows goes, the whole play with it (a new auction, a new play)
    QList<int> moved;
    truncateAfter(r, position, 0, &moved);
    r.play().claim.reset();
    r.play().queryPoints.clear();
    a.first = first;
    a.calls.append(c);
    // commentary on what was replaced: on the call that replaces it
    for (int i : std::as_const(moved))
        r.comments()[i].anchor = Anchor{Anchor::Kind::Call, position};
    syncContract(r, wasComplete);
    return true;
}

bool removeLastCall(CardRecord &r, QString *why)
{
    if (!isBridge(r, why))
        return false;
    Auction &a = r.auction();
    if (a.calls.isEmpty())
        return fail(why, QStringLiteral("the auction has no call to remove"));
    if (r.play().cardCount() > 0 || r.play().claim)
        return fail(why, QStringLiteral("cards have been played: remove them first"));
    const bool wasComplete = bridge::isComplete(a.calls);
    truncateAfter(r, int(a.calls.size()) - 1, 0);
    syncContract(r, wasComplete);
    return true;
}

bool isAlerted(const CardRecord &r, int index)
{
    return index >= 0 && index < r.auction().calls.size() && annotations::isAlerted(r.auction().calls.at(index));
}

QString alertExplanation(const CardRecord &r, int index)
{
    if (index < 0 || index >= r.auction().calls.size())
        return {};
    const Call &c = r.auction().calls.at(index);
    QStringList parts;
    if (!annotations::alertTextOf(c).isEmpty())
        parts.append(annotations::alertTextOf(c));
    for (int n : annotations::noteRefsOf(c))
        if (const Note *note = r.note(Note::Section::Auction, n))
            parts.append(note->text);
    return parts.join(QStringLiteral("; "));
}

bool removeAlert(CardRecord &r, int index, QString *why)
{
    if (index < 0 || index >= r.auction().calls.size())
        return fail(why, QStringLiteral("no such call"));
    Call &c = r.auction().calls[index];
    if (!annotations::isAlerted(c))
        return fail(why, QStringLiteral("%1 is not alerted").arg(c.toString()));
    const QList<int> refs = annotations::noteRefsOf(c);
    annotations::clearAlert(c);
    dropOrphanNotes(r, Note::Section::Auction, refs);
    return true;
}

bool alertCall(CardRecord &r, int index, const QString &explanation, QString *why)
{
    if (index < 0 || index >= r.auction().calls.size())
        return fail(why, QStringLiteral("no call to alert"));
    if (isAlerted(r, index))
        removeAlert(r, index);
    const QString text = explanation.simplified();
    const int number = freeNoteNumber(r, Note::Section::Auction);
    insertNote(r, Note{Note::Section::Auction, number, text.isEmpty() ? QStringLiteral("Alert") : text});
    annotations::setNoteRefs(r.auction().calls[index], {number});
    return true;
}

bool setCallQuery(CardRecord &r, int position, bool on, QString *why)
{
    return setQueryPoint(r.auction().queryPoints, position, int(r.auction().calls.size()), on, QStringLiteral("auction"), QStringLiteral("your call?"), why);
}

} // namespace kib::entry
