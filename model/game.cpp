#include "game.h"

namespace kib {

QString gameId(Game game)
{
    switch (game) {
    case Game::Bridge: return QStringLiteral("bridge");
    case Game::Pinochle: return QStringLiteral("pinochle");
    case Game::Preferans: return QStringLiteral("preferans");
    case Game::Chess: return QStringLiteral("chess");
    }
    return {};
}

bool gameFromId(const QString &id, Game *game)
{
    for (Game g : {Game::Bridge, Game::Pinochle, Game::Preferans, Game::Chess}) {
        if (gameId(g) == id) {
            *game = g;
            return true;
        }
    }
    return false;
}

GameFamily gameFamily(Game game)
{
    return game == Game::Chess ? GameFamily::Board : GameFamily::TrickTaking;
}

} // namespace kib
