#include "ppndealwriter.h"

#include "ppnbids.h"
#include "ppncards.h"
#include "ppnplay.h"

#include "model/rules.h"

namespace kib::ppn {

namespace {

void warn(Diagnostics *warnings, int record, const QString &message)
{
    warnings->append(Diagnostic::warning(QStringLiteral("ppn.write"), message, 0, 0, record));
}

bool encodeAll(const Cards &cards, int count, QString *out)
{
    if (cards.size() != count)
        return false;
    *out = encodeCards(cards);
    return out->size() == count;
}

QList<PreferansScore> computedSummary(const CardRecord &r)
{
    QList<PreferansScore> out(3);
    for (const Trick &t : r.play().tricks)
        if (t.winner >= 0 && t.winner < 3)
            ++out[t.winner].tricks;
    for (Seat s = 0; s < 3; ++s) {
        if (s == r.declarer())
            out[s].role = PreferansScore::Role::Main;
        else if (r.preferans().followers.contains(s))
            out[s].role = PreferansScore::Role::Follower;
        else
            out[s].tricks = 0;
    }
    return out;
}

QString kontraText(const CardRecord &r)
{
    const Contract &c = r.contract();
    const PreferansDeal &p = r.preferans();
    if (c.risk == 0 && !p.invitation)
        return QStringLiteral("0");
    Seat by = p.kontraBy;
    if (by == NoSeat)
        by = p.followers.isEmpty() ? (qMax(0, r.declarer()) + 1) % 3 : p.followers.first();
    return QString(preferans::kontraLetter(c.risk, p.invitation)) + QString::number(by + 1);
}

bool playText(const CardRecord &r, int recordNumber, DealText *d, Diagnostics *warnings)
{
    for (const Trick &t : r.play().tricks) {
        ThrowText th;
        th.leader = t.leader + 1;
        for (const PlayedCard &pc : t.cards) {
            const QChar c = pc.kind == PlayedCard::Kind::Card ? encodeCard(pc.card) : QChar();
            if (c.isNull()) {
                warn(warnings, recordNumber, QStringLiteral("a played card that is not known cannot be written"));
                return false;
            }
            th.cards += c;
        }
        // a winner the record does not know (a file with errors, read
        // anyway) is not made up: it is written as unknown
        if (t.winner == NoSeat)
            warn(warnings, recordNumber,
                 QStringLiteral("the winner of trick %1 is not known: written as ?").arg(d->throws.size() + 1));
        th.winner = t.winner == NoSeat ? 0 : t.winner + 1;
        d->throws.append(th);
    }
    return true;
}

} // namespace

QString DealText::dealOrder() const
{
    QString out;
    for (Seat s : order)
        out += QChar(u'1' + s);
    return out;
}

QString DealText::cards() const
{
    QString out;
    for (Seat s : order)
        out += hands.value(s);
    return out + talon;
}

bool dealText(const CardRecord &r, int recordNumber, DealText *out, Diagnostics *warnings)
{
    DealText d;
    if (r.game() != Game::Preferans || r.seats().count() != 3) {
        warn(warnings, recordNumber, QStringLiteral("PPN holds preferans deals of three players only"));
        return false;
    }
    d.id = r.preferans().number > 0 ? r.preferans().number : recordNumber;
    d.dealer = r.dealer() != NoSeat ? r.dealer() : 2;
    d.order = dealOrderOf(d.dealer);
    for (Seat s = 0; s < 3; ++s) {
        QString hand;
        if (!encodeAll(r.deal().hands.value(s).cards, 10, &hand)) {
            warn(warnings, recordNumber,
                 QStringLiteral("PPN needs the whole deal: player %1's hand is not ten known cards").arg(s + 1));
            return false;
        }
        d.hands.append(hand);
    }
    const Pile *talon = r.deal().pile(QStringLiteral("talon"));
    if (!talon || !encodeAll(talon->cards, 2, &d.talon)) {
        warn(warnings, recordNumber, QStringLiteral("PPN needs the whole deal: the talon is not two known cards"));
        return false;
    }
    int unknown = 0;
    const QList<Bid> bids = highestBids(r.auction(), 3, &unknown);
    if (unknown > 0)
        warn(warnings, recordNumber, QStringLiteral("%1 calls are not preferans bids and are left out").arg(unknown));
    for (Seat s : d.order)
        d.bids.append(bidText(bids.at(s)));
    const Contract &c = r.contract();
    d.passedOut = !c.isBid();
    if (d.passedOut) {
        if (!r.play().tricks.isEmpty())
            warn(warnings, recordNumber, QStringLiteral("the deal has no contract: written as passed out, without its play"));
        *out = d;
        return true;
    }
    Seat main = r.declarer();
    if (main < 0 || main > 2) {
        QList<Bid> inOrder;
        for (Seat s : d.order)
            inOrder.append(bids.at(s));
        main = decodeBids(inOrder, d.order).winner;
        if (main == NoSeat) {
            warn(warnings, recordNumber, QStringLiteral("the deal has no main player: player 1 is written"));
            main = 0;
        }
    }
    d.main = main + 1;
    const Pile *discard = r.deal().pile(QStringLiteral("discard"));
    if (c.withoutTalon || !discard || !encodeAll(discard->cards, 2, &d.discards))
        d.discards = QStringLiteral("XX");
    d.contract = (c.withoutTalon ? QStringLiteral("G") : QString()) + QString::number(c.level);
    const QList<Seat> &followers = r.preferans().followers;
    d.accepted = followers.isEmpty() ? 0 : followers.size() == 1 ? followers.first() + 1 : 8;
    d.kontra = kontraText(r);
    d.refa = r.preferans().refa;
    d.value = r.preferans().value.value_or(preferans::contractValue(c, d.refa));
    d.starts = (r.play().leader != NoSeat ? r.play().leader : d.order.first()) + 1;
    if (!playText(r, recordNumber, &d, warnings))
        return false;
    const QList<PreferansScore> summary =
        r.preferans().summary.size() == 3 ? r.preferans().summary : computedSummary(r);
    for (Seat s : d.order)
        d.summary.append(summary.at(s));
    *out = d;
    return true;
}

QString bracketedDeal(const DealText &d)
{
    QStringList f{QString::number(d.id), d.dealOrder(), d.cards(), d.bids.join(u',')};
    if (!d.passedOut) {
        QStringList throws, summary;
        for (const ThrowText &t : d.throws)
            throws.append(t.cards + (t.winner > 0 ? QString::number(t.winner) : QStringLiteral("?")));
        for (const PreferansScore &s : d.summary)
            summary.append(summaryText(s));
        f << QString::number(d.main) << d.discards << d.contract << QString::number(d.accepted) << d.kontra
          << (d.refa ? QStringLiteral("1") : QStringLiteral("0")) << QString::number(d.value)
          << QString::number(d.starts) << (throws.isEmpty() ? QStringLiteral("0") : throws.join(u','))
          << summary.join(u',');
    }
    return QStringLiteral("[%1]").arg(f.join(u' '));
}

QString bracketedTag(const QString &name, const QString &value)
{
    bool bare = !value.isEmpty();
    for (QChar c : value)
        if (c.isSpace() || c == u'"' || c == u']' || c == u'[' || c == u'\\')
            bare = false;
    if (bare)
        return QStringLiteral("[%1 %2]").arg(name, value);
    QString quoted = value;
    quoted.replace(u'\\', QStringLiteral("\\\\")).replace(u'"', QStringLiteral("\\\""));
    return QStringLiteral("[%1 \"%2\"]").arg(name, quoted);
}

QStringList ppnLosses(const Record &record)
{
    QStringList out;
    const auto *r = dynamic_cast<const CardRecord *>(&record);
    if (!r || r->game() != Game::Preferans) {
        out.append(QStringLiteral("PPN cannot hold a %1 record").arg(gameId(record.game())));
        return out;
    }
    if (!record.comments().isEmpty())
        out.append(QStringLiteral("PPN has no commentary: %1 comments are lost").arg(record.comments().size()));
    if (!record.notes().isEmpty())
        out.append(QStringLiteral("PPN has no notes: %1 notes are lost").arg(record.notes().size()));
    bool annotated = false;
    for (const Call &c : r->auction().calls)
        annotated = annotated || !c.annotation.isEmpty();
    for (const Trick &t : r->play().tricks)
        for (const PlayedCard &pc : t.cards)
            annotated = annotated || !pc.annotation.isEmpty();
    if (annotated)
        out.append(QStringLiteral("PPN has no annotations of calls or cards"));
    for (const Hand &h : r->deal().hands)
        if (h.hidden)
            out.append(QStringLiteral("PPN cannot hide a hand"));
    if (r->play().claim || !r->play().queryPoints.isEmpty() || !r->auction().queryPoints.isEmpty())
        out.append(QStringLiteral("PPN has no claims and no quiz points"));
    if (!r->scores().isEmpty())
        out.append(QStringLiteral("PPN keeps the summary, not other scores"));
    out.removeDuplicates();
    return out;
}

} // namespace kib::ppn
