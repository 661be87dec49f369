#pragma once

#include "pbnlexer.h"

#include "model/commentary.h"

namespace kib {

// A commentary token of the lexer ({...}, ';' to the line's end, a '%' line),
// read in a game (PbnRecordReader::comment()) and outside any game
// (PbnRecordReader::readFileText()).
inline bool isCommentToken(PbnToken::Kind k)
{
    return k == PbnToken::Kind::BraceComment || k == PbnToken::Kind::SemicolonComment
           || k == PbnToken::Kind::PercentLine;
}

inline Commentary::Style commentStyleOf(PbnToken::Kind kind)
{
    switch (kind) {
    case PbnToken::Kind::SemicolonComment: return Commentary::Style::Semicolon;
    case PbnToken::Kind::PercentLine: return Commentary::Style::Percent;
    default: return Commentary::Style::Brace;
    }
}

} // namespace kib
