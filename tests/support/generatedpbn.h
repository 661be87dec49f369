#pragma once

// Shared by tst_parallelread and tst_loaderread: a generated PBN file with
// every kind of game that takes from the game before and errors sprinkled
// in, and line-by-line comparisons that name the first difference.

#include "model/diagnostic.h"

#include <QDirIterator>
#include <QRandomGenerator>
#include <QStringList>
#include <QTest>

namespace kib::test {

inline QString diagnosticText(const Diagnostic &d)
{
    return QStringLiteral("%1 [rule %2]").arg(d.format(QStringLiteral("f")), d.rule);
}

inline void compareLines(const QStringList &got, const QStringList &want, const char *what)
{
    for (int i = 0; i < qMin(got.size(), want.size()); ++i)
        if (got.at(i) != want.at(i))
            QFAIL(qPrintable(QStringLiteral("%1 %2 differs:\n  parallel: %3\n  serial:   %4")
                                 .arg(QLatin1String(what))
                                 .arg(i + 1)
                                 .arg(got.at(i).left(600), want.at(i).left(600))));
    QCOMPARE(got.size(), want.size());
}

inline QByteArray game(int board, const QByteArray &extra = QByteArray(), const char *deal = nullptr)
{
    QByteArray g = "[Event \"Club\"]\n[Site \"Here\"]\n[Date \"2026.11.21\"]\n[Board \"" + QByteArray::number(board)
                   + "\"]\n[West \"W\"]\n[North \"N\"]\n[East \"E\"]\n[South \"S\"]\n[Dealer \"N\"]\n"
                     "[Vulnerable \"None\"]\n[Deal \""
                   + QByteArray(deal ? deal : "N:AKQJ.T98.765.432 T987.654.432.AKQ 6543.AKQ.AKQ.765 2.J32.JT98.JT98")
                   + "\"]\n[Scoring \"\"]\n[Declarer \"N\"]\n[Contract \"1NT\"]\n[Result \"7\"]\n" + extra
                   + "[Auction \"N\"]\n1NT Pass Pass Pass\n";
    return g;
}

// A file of 'games' games with every kind of game that takes something from
// the game before, and errors, sprinkled at random (a fixed seed).
inline QByteArray generatedFile(int games, quint32 seed)
{
    QRandomGenerator rng(seed);
    QByteArray out = "% PBN 2.1\n% EXPORT\n{a file comment}\n\n";
    for (int i = 1; i <= games; ++i) {
        switch (rng.bounded(14)) {
        case 0: // '#': the Event of the game before
            out += game(i).replace("[Event \"Club\"]", "[Event \"#\"]");
            break;
        case 1: // '##': goes on to the games after
            out += game(i).replace("[Event \"Club\"]", "[Event \"##Cup " + QByteArray::number(i) + "\"]");
            break;
        case 2: // a game with no Board and no Deal: played on the board before
            out += "[Event \"Club\"]\n[Declarer \"S\"]\n[Contract \"2S\"]\n[Result \"8\"]\n"
                   "[Auction \"N\"]\nPass 2S Pass Pass Pass\n";
            break;
        case 3: // a card given twice
            out += game(i, {}, "N:AKQJ.T98.765.432 T987.654.432.AKQ 6543.AKQ.AKQ.765 A.J32.JT98.JT98");
            break;
        case 4: // an unknown tag and a bad date
            out += game(i, "[Mood \"fine\"]\n").replace("2026.11.21", "21/11/2026");
            break;
        case 5: // '#' with a tag that may not inherit
            out += game(i).replace("[Declarer \"N\"]", "[Declarer \"#\"]");
            break;
        case 6: // an insufficient bid in the auction
            out += game(i).replace("1NT Pass Pass Pass", "1NT 1S Pass Pass Pass");
            break;
        case 7: // a text that holds no game (a comment between games)
            out += "{between games " + QByteArray::number(i) + "}\n";
            break;
        case 8: // many of one error in one game (capped at 20 a record)
            out += game(i, QByteArray("[Board \"1\"]\n").repeated(30));
            break;
        default:
            out += game(i, "{comment " + QByteArray::number(i) + "}\n");
            break;
        }
        out += rng.bounded(5) == 0 ? "\r\n" : "\n";
    }
    out += "{trailer}\n";
    return out;
}

inline QStringList filesUnder(const QString &dir)
{
    QStringList out;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        out.append(it.next());
    out.sort();
    return out;
}

} // namespace kib::test
