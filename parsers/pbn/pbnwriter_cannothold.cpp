// What a record holds that PBN cannot (PbnWriter::cannotHold): kept apart
// from the writer itself, which it does not share state with.
#include "pbnwriter.h"

#include "pbnannotations.h"
#include "pbncanonical.h"
#include "pbndecoders.h"
#include "pbnlexer.h"
#include "pbntags.h"
#include "pbntext.h"

#include "model/bridgeauction.h"

#include <QSet>

#include <algorithm>

namespace kib {

QString PbnWriter::brokenCommentary()
{
    return QStringLiteral("commentary lines longer than PBN's 255 characters (broken after a space: they read back "
                          "with line breaks there)");
}

QStringList PbnWriter::cannotHold(const Record &record)
{
    QStringList out;
    const auto *r = dynamic_cast<const CardRecord *>(&record);
    if (!r || record.game() != Game::Bridge) {
        out.append(QStringLiteral("PBN holds bridge deals only: a %1 record cannot be written")
                       .arg(gameId(record.game())));
        return out;
    }
    if (r->seats().count() != 4)
        out.append(QStringLiteral("a table of %1 seats").arg(r->seats().count()));
    bool partial = false;
    for (const Hand &h : r->deal().hands)
        for (Card c : h.cards)
            partial = partial || c.isPartial();
    const bool dealLeftOut = !PbnCanonical::dealFitsPbn(r->deal()) && !r->hasTag(QStringLiteral("Deal"));
    const bool withPlay = !r->play().tricks.isEmpty() || !r->play().queryPoints.isEmpty();
    const QString leftOut = !dealLeftOut ? QString()
                            : withPlay   ? QStringLiteral(": the deal (Deal \"?\") and the play are left out")
                                         : QStringLiteral(": the deal is left out (Deal \"?\")");
    if (partial)
        out.append(QStringLiteral("cards of unknown rank in the deal") + leftOut);
    else if (!PbnCanonical::dealFitsPbn(r->deal()))
        out.append(QStringLiteral("hands of unequal length in the deal (PBN's hands hold one number of cards)")
                   + leftOut);
    if (!r->deal().piles.isEmpty())
        out.append(QStringLiteral("cards outside the hands (%1)").arg(r->deal().piles.first().name));
    bool alert = false, other = false;
    for (const Call &c : r->auction().calls) {
        alert = alert || c.annotation->alert || !c.annotation->alertText.isEmpty();
        other = other || c.kind == Call::Kind::Other
                || (c.kind == Call::Kind::Unknown && c.annotation->irregularity != QLatin1StringView("S"));
    }
    if (alert)
        out.append(QStringLiteral("alerts and their explanations (PBN explains calls with notes)"));
    if (other)
        out.append(QStringLiteral("calls that are not bridge calls"));
    for (int q : r->play().queryPoints)
        if (q != r->play().cardCount()) {
            out.append(QStringLiteral("a \"your play?\" point inside the play"));
            break;
        }
    // a query point alone is written in a section of its own, which needs the seat
    if (r->auction().calls.isEmpty() && !r->auction().queryPoints.isEmpty() && r->auction().first == NoSeat
        && r->tag(QStringLiteral("Auction")).isEmpty())
        out.append(QStringLiteral("a \"your call?\" point with no call and no seat to call"));
    if (r->play().tricks.isEmpty() && !r->play().queryPoints.isEmpty() && r->play().leader == NoSeat
        && r->tag(QStringLiteral("Play")).isEmpty())
        out.append(QStringLiteral("a \"your play?\" point with no card played and no leader"));
    for (const Commentary &c : r->comments())
        if (c.anchor.kind == Anchor::Kind::End) {
            out.append(QStringLiteral("commentary at the end of the game (PBN reads it as on the last tag, "
                                      "call or card before it)"));
            break;
        }
    // (a brace comment longer than a line is broken after a space: see
    // PbnWriter::wrapComment(); the writer names one that stood inline too)
    for (const Commentary &c : r->comments()) {
        // (a UTF-16 unit is at most three bytes of UTF-8: most comments are
        // told short without their lines made)
        if ((c.style != Commentary::Style::Brace && c.style != Commentary::Style::Plain)
            || c.text.size() * 3 + 2 <= PbnLexer::MaxLineText || c.text.contains(QLatin1Char('}')))
            continue;
        // (as the writer writes it on a line of its own, in braces)
        const QByteArray written = '{' + PbnText::withStandardSuits(c.text).toUtf8() + '}';
        bool broken = false;
        for (const QByteArray &line : written.split('\n'))
            broken = broken || breakAfter(line, 0) >= 0;
        if (broken) {
            out.append(brokenCommentary());
            break;
        }
    }
    const bool bboSuits =
        std::any_of(r->comments().begin(), r->comments().end(),
                    [](const Commentary &c) {
                        return c.style != Commentary::Style::Percent && PbnText::hasBboSuits(c.text);
                    })
        || std::any_of(r->notes().begin(), r->notes().end(), [](const Note &n) { return PbnText::hasBboSuits(n.text); });
    if (bboSuits)
        out.append(QStringLiteral("BBO's suit marks !S !H !D !C (written as the standard's \\S \\H \\D \\C)"));
    for (const Tag &t : r->tags())
        if (t.inherited && PbnTags::forbidsInheritance(t.name)) {
            out.append(QStringLiteral("%1 marked as repeated from the game before (PBN may not inherit it)")
                           .arg(t.name));
            break;
        }
    bool pseudo = false, columns = false;
    for (const Trick &t : r->play().tricks) {
        QList<Seat> seen;
        for (const PlayedCard &pc : t.cards) {
            pseudo = pseudo || pc.kind == PlayedCard::Kind::Pseudo;
            alert = alert || pc.annotation->alert || !pc.annotation->alertText.isEmpty();
            columns = columns || pc.seat < 0 || pc.seat > 3 || seen.contains(pc.seat);
            seen.append(pc.seat);
        }
    }
    if (pseudo)
        out.append(QStringLiteral("pseudo plays"));
    if (columns)
        out.append(QStringLiteral("tricks in which a seat plays twice or no seat is known"));
    if (r->play().claim)
        out.append(QStringLiteral("the claim (PBN keeps only the Result)"));
    if (playLeftOut(*r))
        out.append(QStringLiteral("the play, which PBN holds only with a declarer and a contract (the record has "
                                  "none: left out)"));
    if (resultLeftOut(*r))
        out.append(QStringLiteral("the result %1, which PBN gives as the declarer's tricks (the record has no "
                                  "declarer: written as unknown)").arg(*r->result()));
    if (r->contract().isBid() && (r->contract().level < 1 || r->contract().level > 7))
        out.append(QStringLiteral("a contract of trumps with no level (PBN's Contract needs a level 1 to 7: it is "
                                  "written as unknown)"));
    // notes numbered outside 1 to 32 take free numbers; past 32 notes in a
    // section there are none
    for (const Note::Section section : {Note::Section::Auction, Note::Section::Play}) {
        QSet<int> numbers;
        for (const Note &n : r->notes())
            if (n.section == section)
                numbers.insert(n.number);
        if (numbers.size() > 32) {
            out.append(QStringLiteral("%1 notes past the 32nd (PBN numbers notes 1 to 32)")
                           .arg(section == Note::Section::Play ? QStringLiteral("play") : QStringLiteral("auction")));
            break;
        }
    }
    for (const Note &n : r->notes())
        if (standsAsCommentary(*r, n)) {
            out.append(QStringLiteral("notes no call or card refers to, such as RBN's general note 0 (written as "
                                      "commentary after the auction or the play)"));
            break;
        }
    for (const Note &n : r->notes())
        if (n.text.contains(QLatin1Char('\n'))) {
            out.append(QStringLiteral("line breaks in note %1 (a PBN note is one line)").arg(n.number));
            break;
        }
    for (const Tag &t : r->tags()) {
        if (!PbnTags::isValidName(t.name))
            out.append(QStringLiteral("the tag \"%1\" (not a PBN tag name)").arg(t.name));
        else if (t.value.contains(QLatin1Char('\n')) || t.value.contains(QLatin1Char('\t')))
            out.append(QStringLiteral("line breaks and tabs in the value of %1").arg(t.name));
    }
    return out;
}

} // namespace kib
