#pragma once

#include <QByteArrayView>

namespace kib {

// What a record's source bytes tell before the record is read (issue 18,
// search): a cheap, conservative look that lets a query skip the records it
// certainly cannot match (RecordQuery::mayMatch()). Whatever is not certain
// is left unknown, and a record a query may match is read in full to
// confirm it, so a search finds exactly what a full read finds.
struct SpanFacts
{
    QByteArrayView bytes;
    // The record's tag values, commentary and notes are all written in
    // 'bytes' as they read (nothing taken from the record before): a word
    // absent from the bytes is absent from the record.
    bool textInBytes = false;
    bool ascii = false; // every byte of 'bytes' is ASCII
    // The record's four hands are certainly these (a full deal of 52 cards):
    // by seat North, East, South, West; suits spades, hearts, diamonds, clubs.
    bool handsKnown = false;
    int hcp[4] = {0, 0, 0, 0};
    int length[4][4] = {};

    // The tags a condition on the contract, declarer, dealer, result, score
    // or board reads (issue 18, fifth round): known when the record
    // certainly has no such tag (its name follows no '[' in the bytes) or
    // certainly this one: the only '[' with its name (any case) is
    // '[Name "value"]' at a line's start, outside a brace comment, its value
    // plain (letters, digits, '^', '-', single inner spaces). Only in a
    // game whose text is all in its bytes (textInBytes).
    enum Tag : quint8 { Board, Contract, Declarer, Dealer, Result, Score, TagCount };
    bool tagKnown[TagCount] = {};
    QByteArrayView tagValue[TagCount]; // (known: null when the tag is absent)

    // Whether some tag value of a PBN file begins with '#' ("#" or "##..."):
    // such a value starts a chain that goes on to every game after it that
    // has the tag, which only a read of every game follows; the facts of a
    // game hold only in a file without one.
    static bool pbnInherits(QByteArrayView file);
    // The facts of one PBN game's bytes (a span of PbnPlugin::split());
    // without 'tags', no tag is known (RecordQuery::asksTags()).
    static SpanFacts ofPbn(QByteArrayView span, bool tags = true);
    // Whether 'bytes' holds 'needle' (ASCII, any case; needle in lower case).
    static bool containsCaseless(QByteArrayView bytes, QByteArrayView lowerNeedle);
};

} // namespace kib
