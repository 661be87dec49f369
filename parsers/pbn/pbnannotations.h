#pragma once

#include "pbnlexer.h"
#include "pbnreport.h"

#include "model/annotation.h"

#include <QVarLengthArray>

namespace kib {

// The pieces of the auction and play sections and the annotations that
// follow a call or a card: suffixes (! ? !! ?? !? ?!), note references
// =n=, NAGs $n and the irregularities ^I ^S ^R ^L. Suffixes are kept in
// Annotation::suffix; a NAG that means a suffix ($1..$6 for calls, $7..$12
// for cards) is read as that suffix, and the writer turns suffixes back
// into NAGs, as the export format wants.
class PbnAnnotations
{
public:
    struct Piece
    {
        enum class Kind : quint8 {
            Token,        // call or card token: letters, digits, '-'
            Suffix,       // one suffix (text: its one or two characters)
            NoteRef,      // =n= (number: n, or -1 when malformed)
            Nag,          // $n (number: n, or -1 when no digits)
            Irregularity, // ^X (text: the letter, empty when missing)
            Star,         // *
            Plus,         // +
            Blank,        // _____ (Bridge Composer's answer blank)
            Bad,          // a character that belongs to nothing
        };
        Kind kind;
        const char *text;
        qsizetype size;
        int number = 0;
        int column;
    };

    // Splits a word of the auction or play section into pieces.
    using Pieces = QVarLengthArray<Piece, 6>;
    static Pieces split(const PbnToken &word);

    // Adds an annotation piece (Suffix, NoteRef or Nag) to 'a', reporting
    // double suffixes, double NAGs, bad NAGs and bad note references.
    // 'card': the annotation follows a played card (NAGs $7..$12, $14).
    // 'suffixFromNag' remembers, per call or card, whether its suffix came
    // from a NAG (so that "$3 !" is a double NAG, "! !" a double suffix).
    static void apply(const Piece &piece, Annotation &a, bool *suffixFromNag, bool card, int line,
                      PbnReport &report);
    // Sorts the NAGs (export order).
    static void finish(Annotation &a);

    // The suffix for a NAG ($1 "!" ... $6 "?!"; cards $7 ... $12), empty for
    // other NAGs; and back.
    static QString suffixOfNag(int nag, bool card);
    static int nagOfSuffix(const QString &suffix, bool card);
};

} // namespace kib
