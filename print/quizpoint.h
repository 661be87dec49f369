#pragma once

#include "model/cardrecord.h"

namespace kib::print {

// Where a record's problem stands: its first "your call?" or "your play?"
// point; a record with hidden hands and neither is a problem at the deal
// (every call and card shown, the hands hidden).
struct QuizPoint
{
    enum class Kind { None, Call, Play };
    Kind kind = Kind::None;
    int position = 0;   // calls made (Call) or cards played (Play) before the question
    int step = 0;       // the replay's step of the question

    static QuizPoint of(const Record &record);
    // Whether the record is a quiz at all: hidden hands or query points.
    static bool isQuiz(const Record &record);
    // The commentary up to the question (the problem's text) and after it
    // (the explanation), with suit escapes made symbols.
    static QString question(const Record &record);
    static QString explanation(const Record &record);
};

} // namespace kib::print
