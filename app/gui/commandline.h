#pragma once

#include <QSize>
#include <QStringList>

namespace kib {

// kibitzer [FILE|DIR...] [--record N] [--step S|end] [--screenshot OUT.png]
//          [--size WxH] [--cards text|images] [--four-colour] [--grey-played]
//          [--reveal] [--all-docks]
struct CommandLine
{
    QStringList paths;
    int record = 0;          // 1-based record number in the first file; 0: the first
    int step = -1;           // -1: the deal; a large number for "end"
    QString screenshot;      // render to this PNG and exit
    QSize size{1280, 800};   // window size for the screenshot
    QString cards;           // "text" or "images"; empty: as remembered
    bool fourColour = false;
    bool greyPlayed = false;
    bool reveal = false;     // reveal hidden hands (screenshots)
    bool allDocks = false;   // every dock open (screenshots)
    QString hold;            // a chess-variant square whose piece is taken up ("e2"; screenshots)
    bool help = false;
    bool version = false;
    QString error;           // set when the arguments are wrong

    static CommandLine parse(const QStringList &arguments);
    static QString usage();
};

} // namespace kib
