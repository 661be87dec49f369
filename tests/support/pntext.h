#pragma once

// Shared by the PN tests: a small Complete hand to build variants from,
// and helpers to read PN text and the samples.

#include "model/cardrecord.h"
#include "parsers/pn/pnplugin.h"

#include <QFile>
#include <QStringList>

namespace pntest {

// One Complete hand: four players, single deck (the teaching sample's
// hand with every answer given).
inline QByteArray baseHand()
{
    return QByteArrayLiteral("Presenter Kibitzer tests\n"
                             "DateTime 2024-01-02 03:04:05\n"
                             "\n"
                             "Deal 1\n"
                             "GameScores 0 0\n"
                             "Dealer Seat4\n"
                             "Hand1 CTTQJ DAQ SKJ HATK9\n"
                             "Hand2 CAK9 DTJJ SAQ HATKQ\n"
                             "Hand3 CAJ DAK99 SATKQJ HJ\n"
                             "Hand4 CKQ9 DTKQ ST99 HQJ9\n"
                             "Bids1 Pass 20 21 Pass\n"
                             "Bids2 - Pass\n"
                             "Contract Seat3 21 Spades\n"
                             "Meld1 C D S H 0\n"
                             "Meld2 C DJ SQ HKQ 6\n"
                             "Meld3 C D SATKQJ H 15\n"
                             "Meld4 CKQ DKQ S99 H 6\n"
                             "Trick1 CA C9 CJ C9 Seat3 1\n"
                             "Trick2 DA DQ DQ DJ Seat3 1\n"
                             "Trick3 D9 DK DA DJ Seat1 2\n"
                             "Trick4 HA HQ HJ H9 Seat1 1\n"
                             "Trick5 H9 HK SJ HJ Seat3 1\n"
                             "Trick6 D9 DT SJ DT Seat1 2\n"
                             "Trick7 CQ CK CJ CQ Seat2 1\n"
                             "Trick8 CA SQ CK CT Seat3 3\n"
                             "Trick9 DK S9 SK SA Seat2 3\n"
                             "Trick10 HA SK HQ HK Seat3 3\n"
                             "Trick11 ST S9 CT SQ Seat3 2\n"
                             "Trick12 SA ST HT HT Seat3 5\n"
                             "MeldScores 15 12\n"
                             "PlayScores 21 4\n"
                             "HandScores 36 16\n");
}

// 'text' with the line 'from' (without its end) replaced by 'to' (several
// lines, or none when empty). Empty when 'from' is not a line of it.
inline QByteArray replaced(const QByteArray &text, const QByteArray &from, const QByteArray &to)
{
    QList<QByteArray> lines = text.split('\n');
    const qsizetype i = lines.indexOf(from);
    if (i < 0)
        return {};
    if (to.isEmpty())
        lines.removeAt(i);
    else
        lines[i] = to;
    return lines.join('\n');
}

inline kib::ReadResult readPn(const QByteArray &text)
{
    return kib::PnPlugin().read(text);
}

inline QByteArray sample(const QString &name)
{
    QFile f(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

inline const kib::CardRecord *record(const kib::ReadResult &r, int i = 0)
{
    if (i < 0 || i >= r.collection.size())
        return nullptr;
    return dynamic_cast<const kib::CardRecord *>(r.collection.records().at(i).get());
}

inline QStringList codes(const kib::Diagnostics &ds, bool errorsOnly = true)
{
    QStringList out;
    for (const kib::Diagnostic &d : ds)
        if (!errorsOnly || d.isError())
            out.append(d.code);
    return out;
}

inline QString describe(const kib::Diagnostics &ds)
{
    QStringList out;
    for (const kib::Diagnostic &d : ds)
        out.append(d.format(QStringLiteral("test.pn")));
    return out.join(QLatin1Char('\n'));
}

// Cards from their names, space separated ("CA DT"): the test's own text.
inline kib::Cards cardsOf(const QString &text)
{
    kib::Cards out;
    for (const QString &t : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        kib::Card c;
        if (!kib::Card::fromString(t, &c))
            qFatal("bad card %s", qPrintable(t));
        out.append(c);
    }
    return out;
}

} // namespace pntest
