#include "play.h"

namespace kib {

int Play::cardCount() const
{
    int n = 0;
    for (const Trick &t : tricks)
        n += int(t.cards.size());
    return n;
}

bool Play::locate(int cardIndex, int *trick, int *position) const
{
    if (cardIndex < 0)
        return false;
    for (int t = 0; t < tricks.size(); ++t) {
        const int n = int(tricks.at(t).cards.size());
        if (cardIndex < n) {
            *trick = t;
            *position = cardIndex;
            return true;
        }
        cardIndex -= n;
    }
    return false;
}

const PlayedCard *Play::cardAt(int cardIndex) const
{
    int t, p;
    if (!locate(cardIndex, &t, &p))
        return nullptr;
    return &tricks.at(t).cards.at(p);
}

} // namespace kib
