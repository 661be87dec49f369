#pragma once

// Helpers for the LIN tests: read text with the registry's plug-ins and
// spell what came out in short strings a test compares with values worked
// out by hand; facts() lists what a conversion must keep (deal, dealer,
// vulnerability, auction with alerts and explanations, play, claim,
// players, board, commentary text and place).

#include "model/cardrecord.h"
#include "parsers/registry.h"

#include <QFile>
#include <QStringList>

namespace kib::test {

inline const NotationPlugin &linPlugin(const char *id = "lin")
{
    return *Registry::builtin().byId(QString::fromLatin1(id));
}

inline ReadResult readLin(const QByteArray &text)
{
    return linPlugin().read(text);
}

inline QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline const CardRecord *cardRecord(const ReadResult &r, int i)
{
    if (i < 0 || i >= r.collection.size())
        return nullptr;
    return dynamic_cast<const CardRecord *>(r.collection.records().at(i).get());
}

// "1NT 2C! Pass": alerted calls marked with '!'.
inline QString linCalls(const CardRecord &r)
{
    QStringList out;
    for (const Call &c : r.auction().calls)
        out.append(c.toString() + (c.annotation->alert || c.annotation->suffix == u"!" ? QStringLiteral("!") : QString()));
    return out.join(u' ');
}

// "SK S3 SJ S6 | CA ..." with the seat before each card: "E:SK".
inline QString linCards(const CardRecord &r, bool seats = false)
{
    QStringList out;
    for (const Trick &t : r.play().tricks)
        for (const PlayedCard &pc : t.cards)
            out.append((seats ? r.seats().letter(pc.seat) + u':' : QString()) + pc.card.toString());
    return out.join(u' ');
}

// N E S W, dotted, '-' for a hand not given.
inline QString linHands(const CardRecord &r)
{
    QStringList out;
    for (const Hand &h : r.deal().hands)
        out.append(h.known ? cardsToDotted(h.cards) : QStringLiteral("-"));
    return out.join(u' ');
}

inline QString normalText(QString t)
{
    t.replace(QStringLiteral("♠"), QStringLiteral("!S"));
    t.replace(QStringLiteral("♥"), QStringLiteral("!H"));
    t.replace(QStringLiteral("♦"), QStringLiteral("!D"));
    t.replace(QStringLiteral("♣"), QStringLiteral("!C"));
    // (and PBN's standard spelling, which its writer gives BBO's marks)
    for (const char *suit : {"S", "H", "D", "C"})
        t.replace(QLatin1Char('\\') + QLatin1String(suit), QLatin1Char('!') + QLatin1String(suit));
    t.replace(QLatin1Char('|'), QLatin1Char('/'));
    return t.simplified();
}

// "text@step" for each piece of commentary (directives left out).
inline QStringList linComments(const CardRecord &r)
{
    QStringList out;
    for (const Commentary &c : r.comments())
        if (c.style != Commentary::Style::Percent)
            out.append(normalText(c.text) + u'@' + QString::number(r.stepOf(c.anchor)));
    return out;
}

// The explanations of each call: "2:Landy" (call index: note text).
inline QStringList linExplanations(const CardRecord &r)
{
    QStringList out;
    for (int i = 0; i < r.auction().calls.size(); ++i) {
        const Annotation &a = r.auction().calls.at(i).annotation.get();
        for (int n : a.noteRefs)
            if (const Note *note = r.note(Note::Section::Auction, n))
                out.append(QString::number(i) + u':' + normalText(note->text));
        if (a.noteRefs.isEmpty() && !a.alertText.isEmpty())
            out.append(QString::number(i) + u':' + normalText(a.alertText));
    }
    return out;
}

inline QStringList facts(const CardRecord &r)
{
    QStringList f;
    f << QStringLiteral("hands ") + linHands(r);
    f << QStringLiteral("dealer ") + r.seats().letter(r.dealer());
    f << QStringLiteral("vul ") + vulnerabilityToString(r.vulnerability());
    f << QStringLiteral("calls ") + linCalls(r);
    f << QStringLiteral("explained ") + linExplanations(r).join(u'|');
    f << QStringLiteral("play ") + linCards(r, true);
    f << QStringLiteral("claim ") + (r.play().claim ? QString::number(r.play().claim->tricks) : QStringLiteral("-"));
    for (const char *t : {"North", "East", "South", "West", "Board"})
        f << QString::fromLatin1(t) + u' ' + r.tag(QString::fromLatin1(t));
    f << QStringLiteral("comments ") + linComments(r).join(u'|');
    return f;
}

inline QStringList codesOf(const Diagnostics &d, bool errorsOnly = false)
{
    QStringList out;
    for (const Diagnostic &x : d)
        if (!errorsOnly || x.isError())
            out.append(x.code);
    return out;
}

} // namespace kib::test
