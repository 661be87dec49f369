#pragma once

#include "cardrecord.h"

#include <memory>

namespace kib {

// Random bridge deals that a seed reproduces: the same seed gives the same
// four hands on every machine and build (a SplitMix64 generator and a
// Fisher-Yates shuffle of the 52 cards, no library distribution whose
// output may differ between implementations).
namespace shuffle {

// The four hands (North, East, South, West) of 13 cards dealt from 'seed'.
QList<Hand> dealFromSeed(quint64 seed);

// A seed from the system's random source.
quint64 randomSeed();

// A new bridge record after 'previous' (as newBridgeRecord() makes it) with
// the hands dealt from 'seed' and the PBN Generator tag naming the seed
// ("Kibitzer shuffle, seed 123"), so that the deal can be made again.
std::shared_ptr<CardRecord> shuffledBridgeRecord(const Record *previous, quint64 seed);

// The seed named by a Generator tag written by shuffledBridgeRecord(); false
// when the value names none.
bool seedFromGenerator(const QString &value, quint64 *seed);

} // namespace shuffle
} // namespace kib
