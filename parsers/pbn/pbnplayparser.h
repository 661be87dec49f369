#pragma once

#include "pbnannotations.h"
#include "pbnrecordinfo.h"

#include "model/play.h"

#include <QVarLengthArray>

namespace kib {

// The play section: cards in the columns of the seat named by the Play tag,
// four to a trick whatever the lines, with '-' for a card unknown or not
// played, '^R' and '^L', annotations, '*' and '+'. finish() rebuilds the
// order in which the cards were played: each trick from its leader (the
// winner of the trick before, or the player of a ^L lead out of turn).
class PbnPlayParser
{
public:
    explicit PbnPlayParser(PbnReport &report) : m_report(report) {}

    void start(Seat tagSeat);
    void word(const PbnToken &word);
    // A row PbnLexer::cardRow() found (four words of two bytes, the first
    // at 'column' of 'line', three bytes apart): when each is a card that
    // word() would take in its common case, takes the four and returns true;
    // false, and nothing done, otherwise (the row is then read by tokens).
    bool cardRow(const char *row, int line, int column);
    // The slot (card in file order) that commentary written now follows.
    int anchor() const { return int(m_slots.size()) - 1; }
    // Rebuilds the play with the contract's trump (Suit::None: no trump).
    void finish(Suit trump);

    Play &play() { return m_play; }
    bool hasStar() const { return m_ended; }
    bool hasCards() const { return !m_slots.isEmpty(); }
    // After finish(): the flat play index of a slot's card (a slot dropped
    // as a trailing unknown card maps to the last card; -1 if none).
    int indexOfSlot(int slot) const;
    using Position = PbnRecordInfo::Place;
    Position startPosition() const { return m_start; }

private:
    struct Slot
    {
        Card card;
        bool known = false;        // a card (else '-', '+' or a token that is no card)
        bool query = false;        // '+'
        bool suffixFromNag = false;
        char irregularity = 0;     // 'R', 'L' or 0
        int annotation = -1;       // index in m_annotations, -1 for none
        int line = 0;
        int column = 0;
    };
    // word() past its common case, a card and nothing else (kept out of
    // line: the common case then needs no stack frame of its size)
    void pieces(const PbnToken &word);
    void token(const PbnAnnotations::Piece &piece, int line);
    void addSlot(const Slot &slot);
    // A trick's four slots (from its first) all known cards, none annotated
    // or marked: finish() makes them on a short way.
    static bool plainTrick(const Slot *row);

    PbnReport &m_report;
    Play m_play;
    Seat m_tagSeat = NoSeat;
    // (on the parser, not the heap: a game's 52 cards fit)
    QVarLengthArray<Slot, 56> m_slots;
    QVarLengthArray<Annotation, 2> m_annotations; // of the slots that have one
    QVarLengthArray<int, 56> m_slotIndex; // slot -> flat play index
    QList<Position> m_positions;   // flat play index -> position
public:
    // After finish(): every card's position, flat play index order (taken
    // after finish(); as the auction parser's, a list with room may be put
    // in its place before, see PbnRecordReader::Scratch).
    QList<Position> &positions() { return m_positions; }
private:
    bool m_ended = false;
    bool m_anyQuery = false;       // a '+' among the slots
    bool m_anyLead = false;        // a ^L among the slots
    bool m_reportedAfterEnd = false;
    char m_pending = 0;            // ^R or ^L waiting for its card
    Position m_pendingAt{0, 0};
    Position m_start{0, 0};
};

} // namespace kib
