#pragma once

#include "model/card.h"

#include <array>

namespace kib::rbn {

// The bytes RBN's plays are made of, by byte: a suit letter (S H D C), a
// rank (2 to 9, T J Q K A) and a mark's first byte (! ? * ^). No other byte
// is a suit or a rank (the upper case of a Latin-1 letter is no ASCII one).
// 'anyCase': lower-case letters too (the writer writes upper case, which the
// plain way reads; the general way reads either and keeps what was written).
struct CardLetters
{
    std::array<quint8, 256> suit{}; // 1 + the suit, 0: none
    std::array<quint8, 256> rank{}; // the rank 2 .. A, 0: none (x X ? neither)
    std::array<bool, 256> mark{};   // a mark's first byte
    explicit constexpr CardLetters(bool anyCase)
    {
        for (char c : {'!', '?', '*', '^'})
            mark[quint8(c)] = true;
        const char suits[] = "SHDC";
        for (int s = 0; s < 4; ++s) {
            suit[quint8(suits[s])] = quint8(1 + s);
            if (anyCase)
                suit[quint8(suits[s] + 32)] = quint8(1 + s);
        }
        for (int r = 2; r <= 9; ++r)
            rank[quint8('0' + r)] = quint8(r);
        const char letters[] = "TJQKA";
        for (int i = 0; i < 5; ++i) {
            rank[quint8(letters[i])] = quint8(RankTen + i);
            if (anyCase)
                rank[quint8(letters[i] + 32)] = quint8(RankTen + i);
        }
    }
};

inline constexpr CardLetters kUpperCaseLetters{false};
inline constexpr CardLetters kAnyCaseLetters{true};

} // namespace kib::rbn
