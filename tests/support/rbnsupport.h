#pragma once

// Helpers for the RBN tests: read text with the registry's plug-ins and
// spell what came out in short strings that a test can compare with values
// worked out by hand.

#include "model/cardrecord.h"
#include "parsers/registry.h"

#include <QStringList>

namespace kib::test {

inline const NotationPlugin &plugin(const char *id)
{
    return *Registry::builtin().byId(QString::fromLatin1(id));
}

inline ReadResult readText(const QByteArray &text, const char *id = "rbn")
{
    return plugin(id).read(text);
}

inline const CardRecord *recordAt(const ReadResult &r, int i)
{
    if (i < 0 || i >= r.collection.size())
        return nullptr;
    return dynamic_cast<const CardRecord *>(r.collection.records().at(i).get());
}

// "Name=Value", inherited tags marked with a trailing " (inherited)".
inline QStringList tagList(const Record &r)
{
    QStringList out;
    for (const Tag &t : r.tags())
        out.append(t.name + u'=' + t.value + (t.inherited ? QStringLiteral(" (inherited)") : QString()));
    return out;
}

// N E S W: the dotted hand, '-' when not known.
inline QStringList handsOf(const CardRecord &r)
{
    QStringList out;
    for (const Hand &h : r.deal().hands)
        out.append(h.known ? cardsToDotted(h.cards) : QStringLiteral("-"));
    return out;
}

inline QString hiddenOf(const CardRecord &r)
{
    QString out;
    for (Seat s = 0; s < r.deal().hands.size(); ++s)
        if (r.deal().hands.at(s).hidden)
            out += r.seats().letter(s);
    return out;
}

inline QString marks(const Annotation &a)
{
    QString out = a.suffix;
    for (int n : a.noteRefs)
        out += QStringLiteral("^%1").arg(n);
    return out;
}

// "1S P 2S P 4S P P P" with marks after the calls.
inline QString callsOf(const Auction &a)
{
    QStringList out;
    for (const Call &c : a.calls)
        out.append((c.kind == Call::Kind::Pass ? QStringLiteral("P") : c.toString()) + marks(c.annotation.get()));
    return out.join(u' ');
}

// "E:CK S:C9 W:C7 N:C2 >E | ..." ; a pseudo play shows its character and,
// when resolved, the card: "W:-(S6)".
inline QString playOf(const CardRecord &r)
{
    QStringList tricks;
    for (const Trick &t : r.play().tricks) {
        QStringList cards;
        for (const PlayedCard &pc : t.cards) {
            QString s = r.seats().letter(pc.seat) + u':';
            if (pc.kind == PlayedCard::Kind::Pseudo)
                s += pc.pseudo + (pc.card.isValid() ? u'(' + pc.card.toString() + u')' : QString());
            else
                s += pc.card.toString();
            cards.append(s + marks(pc.annotation.get()));
        }
        if (t.winner != NoSeat)
            cards.append(u'>' + r.seats().letter(t.winner));
        tricks.append(cards.join(u' '));
    }
    return tricks.join(QStringLiteral(" | "));
}

inline QStringList scoresOf(const CardRecord &r)
{
    QStringList out;
    for (const Score &s : r.scores())
        out.append(s.name + u'=' + s.value);
    return out;
}

// "code line:column rN" for each diagnostic.
inline QStringList diagnosticsOf(const ReadResult &r)
{
    QStringList out;
    for (const Diagnostic &d : r.diagnostics)
        out.append(QStringLiteral("%1 %2:%3 r%4").arg(d.code).arg(d.line).arg(d.column).arg(d.record));
    return out;
}

inline int errorsIn(const ReadResult &r)
{
    return errorCount(r.diagnostics);
}

} // namespace kib::test
