#pragma once

// Shared by the PPN tests: small inline deals, the samples, and lookups.
#include "corpus.h"

#include "model/cardrecord.h"
#include "parsers/ppn/ppnjsonplugin.h"
#include "parsers/ppn/ppnplugin.h"

#include <QFile>
#include <QTest>

namespace ppntest {

using namespace kib;

// A hearts contract of player 2 under a refa, both others following, and
// its first trick only: player 2 A♥, player 3 J♥, player 1 7♥.
// Hands: 2 J♠ A♥ 8♥ Q♥ A♦ 8♣ 7♦ 8♠ 9♥ K♥; 3 A♠ Q♦ J♥ K♦ K♣ J♦ 10♦ 10♠ Q♠ Q♣;
// 1 7♥ 10♣ 9♦ K♠ 8♦ 10♥ 9♣ 7♣ A♣ J♣; talon 7♠ 9♠, discarded 7♦ 7♠.
inline const QByteArray kDeal =
    "[2 231 5OIMGQ92JN8ELFVDC46UHSB7AKRPWT13 2,P,P 2 91 4 8 0 1 16 2 OLH2 M6:-16,F2:L32,F2:R32]";

// A deal on line 4 of a file, after the required tags (two lines) and a
// blank line.
inline QByteArray inFile(const QByteArray &deal)
{
    return "[Bula 40] [Refe 2] [Player1 a] [Player2 b] [Player3 c]\n[Result1 0] [Result2 0] [Result3 0]\n\n" + deal
           + "\n";
}

// kDeal with 'from' replaced by 'to' (once; 'from' must occur).
inline QByteArray changed(const QByteArray &from, const QByteArray &to)
{
    QByteArray d = kDeal;
    const qsizetype at = d.indexOf(from);
    if (at < 0)
        qFatal("test deal has no \"%s\"", from.constData());
    return d.replace(at, from.size(), to);
}

inline ReadResult readPpn(const QByteArray &text)
{
    return PpnPlugin().read(text);
}

inline const CardRecord *card(const ReadResult &r, int i = 0)
{
    return i < r.collection.size() ? dynamic_cast<const CardRecord *>(r.collection.records().at(i).get()) : nullptr;
}

inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return f.readAll();
}

inline QString sample(const QString &name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + name;
}

inline QString corpus(const QString &name)
{
    return kib::test::corpusPath(QStringLiteral("ppn/") + name);
}

// "E line:column code" for each diagnostic (W for warnings), in order.
inline QStringList described(const Diagnostics &ds)
{
    QStringList out;
    for (const Diagnostic &d : ds)
        out.append(QStringLiteral("%1 %2:%3 %4")
                       .arg(d.isError() ? QLatin1Char('E') : QLatin1Char('W'))
                       .arg(d.line)
                       .arg(d.column)
                       .arg(d.code));
    return out;
}

inline QStringList codes(const Diagnostics &ds)
{
    QStringList out;
    for (const Diagnostic &d : ds)
        out.append(d.code);
    return out;
}

inline bool equal(const Collection &a, const Collection &b)
{
    if (a.size() != b.size())
        return false;
    for (int i = 0; i < a.size(); ++i) {
        auto *x = dynamic_cast<const CardRecord *>(a.records().at(i).get());
        auto *y = dynamic_cast<const CardRecord *>(b.records().at(i).get());
        if (!x || !y || !(*x == *y))
            return false;
    }
    return true;
}

} // namespace ppntest
