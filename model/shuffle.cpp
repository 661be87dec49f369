#include "shuffle.h"

#include "newrecord.h"

#include <QRandomGenerator>

#include <utility>

namespace kib::shuffle {

namespace {

const QString generatorPrefix = QStringLiteral("Kibitzer shuffle, seed ");

quint64 splitMix(quint64 &state)
{
    quint64 z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// A number below 'bound', without the bias of a plain modulo.
quint64 below(quint64 &state, quint64 bound)
{
    const quint64 limit = ~quint64(0) - (~quint64(0) % bound);
    for (;;) {
        const quint64 r = splitMix(state);
        if (r < limit)
            return r % bound;
    }
}

} // namespace

QList<Hand> dealFromSeed(quint64 seed)
{
    Cards deck;
    deck.reserve(52);
    for (int s = 0; s < SuitCount; ++s)
        for (int r = RankAce; r >= 2; --r)
            deck.append(Card(Suit(s), Rank(r)));
    quint64 state = seed;
    for (int i = int(deck.size()) - 1; i > 0; --i)
        std::swap(deck[i], deck[int(below(state, quint64(i) + 1))]);
    QList<Hand> hands(4);
    for (int s = 0; s < 4; ++s) {
        hands[s].known = true;
        hands[s].cards = deck.mid(s * 13, 13);
        sortCards(hands[s].cards);
    }
    return hands;
}

quint64 randomSeed()
{
    // (small enough to read out and type again)
    return quint64(QRandomGenerator::system()->bounded(1, 1000000000));
}

std::shared_ptr<CardRecord> shuffledBridgeRecord(const Record *previous, quint64 seed)
{
    std::shared_ptr<CardRecord> r = newBridgeRecord(previous);
    r->deal().hands = dealFromSeed(seed);
    r->setTag(QStringLiteral("Generator"), generatorPrefix + QString::number(seed));
    return r;
}

bool seedFromGenerator(const QString &value, quint64 *seed)
{
    if (!value.startsWith(generatorPrefix))
        return false;
    bool ok = false;
    const quint64 s = value.mid(generatorPrefix.size()).trimmed().toULongLong(&ok);
    if (ok && seed)
        *seed = s;
    return ok;
}

} // namespace kib::shuffle
