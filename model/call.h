#pragma once

#include "annotationbox.h"
#include "contract.h"

namespace kib {

struct Call
{
    enum class Kind : quint8 {
        Pass,
        Double,
        Redouble,
        Bid,      // bridge bid: level + strain
        Other,    // another game's call, spelled in text (pinochle "250", preferans "betl")
        Unknown,  // a call that was made but is not known ("?"); withheld ("-") in PN
    };
    Kind kind = Kind::Pass;
    int level = 0;
    Strain strain = Strain::NoTrump;
    QString text;          // for Other and Unknown: the notation's token
    AnnotationBox annotation; // null when empty: read with ->, write through edit()

    static Call pass() { return Call{}; }
    static Call dbl() { Call c; c.kind = Kind::Double; return c; }
    static Call redbl() { Call c; c.kind = Kind::Redouble; return c; }
    static Call bid(int level, Strain strain) { Call c; c.kind = Kind::Bid; c.level = level; c.strain = strain; return c; }
    static Call other(const QString &text) { Call c; c.kind = Kind::Other; c.text = text; return c; }

    // PBN call spelling: "Pass", "X", "XX", "1NT", "7C"; Other/Unknown give text.
    QString toString() const;
    // Reads a bridge call token (case-insensitive): Pass, P, X, XX, D, R, 1C..7NT, 1N.
    static bool fromString(QStringView text, Call *call);

    // Order of bridge bids: 1C=0 .. 7NT=34, -1 for anything else.
    int bidRank() const;

    // Same call, annotations aside.
    bool sameCall(const Call &other) const;
    friend bool operator==(const Call &, const Call &) = default;
};

} // namespace kib

Q_DECLARE_TYPEINFO(kib::Call, Q_RELOCATABLE_TYPE);
