#pragma once

#include <QString>

namespace kib {

// The games Kibitzer knows. Bridge, pinochle and preferans are trick-taking
// card games sharing one model (CardRecord); the chess family (PCN) has a
// record of its own behind the same Record interface.
enum class Game {
    Bridge,
    Pinochle,
    Preferans,
    Chess,
};

enum class GameFamily {
    TrickTaking,
    Board,
};

QString gameId(Game game);                       // "bridge", "pinochle", ...
bool gameFromId(const QString &id, Game *game);  // inverse of gameId()
GameFamily gameFamily(Game game);

} // namespace kib
