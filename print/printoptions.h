#pragma once

#include "model/record.h"

#include <QList>
#include <QString>

namespace kib::print {

// What a handout shows (docs/printing.md).
enum class Layout {
    HandRecord, // 1, 2, 4 or 6 boards a page: hands, board, dealer, vulnerability, DD table, par
    Quiz,       // each problem as the student sees it; the answers apart
    Full,       // one record with every step, notes and commentary
};
enum class Paper { A4, Letter };
// Where a quiz handout puts the answers.
enum class Answers {
    AtEnd,     // gathered on pages of their own after the problems
    Overleaf,  // one page per problem, its answer on the next page
};

struct PrintOptions
{
    Layout layout = Layout::HandRecord;
    int perPage = 1;              // hand records: 1, 2, 4 or 6
    Paper paper = Paper::A4;
    qreal marginMm = 15;
    Answers answers = Answers::AtEnd;
    bool hiddenAsBacks = false;   // quiz: hidden hands drawn as card backs, else left blank
    bool showAuction = true;      // hand records: the auction
    bool showPlay = false;        // hand records: the play, trick by trick
    bool showCommentary = false;  // hand records: the commentary
    int chessStep = -1;           // chess variants: the board after this move (-1: the last)
    bool fourColour = false;      // suits in four colours
};

// What to print: the records of a file (all of them, for a preferans score
// sheet that adds up the deals before), which of them (0-based indexes, in
// order), and a title for the page headers (usually the file name).
struct PrintJob
{
    QList<RecordPtr> records;
    QList<int> selected;
    QString title;
    PrintOptions options;
};

// The layout's id as the command line spells it: record, quiz, full.
QString layoutId(Layout layout);
bool layoutFromId(const QString &id, Layout *layout);

// "1-8,12" (1-based, ranges inclusive, in the order given) to 0-based
// indexes below 'count'. False, with the reason, for anything else.
bool parseRecordRanges(const QString &text, int count, QList<int> *indexes, QString *error);

} // namespace kib::print
