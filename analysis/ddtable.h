#pragma once

#include "model/contract.h"
#include "model/seats.h"

#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace kib::dd {

// The strains in the order hand records show them: NT S H D C.
constexpr int StrainCount = 5;
Strain strainAt(int column);       // 0 NT, 1 S, 2 H, 3 D, 4 C
int columnOf(Strain strain);       // the way back (-1 for Misere)
QString strainLabel(int column);   // "NT" "S" "H" "D" "C"

// The double-dummy table: for each declarer (N E S W) and strain, the
// tricks the declarer's side takes with best play by everyone. An entry
// may be unknown (a file that gives only some rows): -1.
class DdTable
{
public:
    DdTable() { m_tricks.fill(-1); }

    int tricks(Seat declarer, Strain strain) const;
    void setTricks(Seat declarer, Strain strain, int tricks);
    bool isKnown(Seat declarer, Strain strain) const { return tricks(declarer, strain) >= 0; }
    bool isComplete() const;
    bool isEmpty() const;

    // PBN DoubleDummyTricks: 20 hex digits, declarers N S E W, each NT S H D C.
    QString toDoubleDummyTricks() const;
    static std::optional<DdTable> fromDoubleDummyTricks(QStringView text);

    // "N: NT 9 S 8 ..." one line a declarer (messages, tests).
    QString toText() const;

    // The entries known in both that differ, as "S declares H: 9 here, 10 there".
    QStringList differences(const DdTable &other) const;

    friend bool operator==(const DdTable &, const DdTable &) = default;

private:
    std::array<int, 4 * StrainCount> m_tricks; // [seat * 5 + column]
};

// Par: the score with best bidding by both sides, and the contracts that
// give it. 'score' is from North-South's side (negative: East-West score).
struct ParResult
{
    bool valid = false;
    int score = 0;
    QStringList contracts;  // DDS's spelling: "4H-N", "4S*-EW-1", "3NT-NS+1"

    // "NS 620", "EW 110", "NS 0"
    QString scoreText() const;
    friend bool operator==(const ParResult &, const ParResult &) = default;
};

// PBN OptimumScore ("NS 620", "EW -110", "NS +90", "NS 100 EW -100") as a
// North-South score; nullopt when unreadable.
std::optional<int> parseOptimumScore(QStringView text);

} // namespace kib::dd
