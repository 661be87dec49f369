#pragma once

#include "jsonvaluereader.h"

#include "model/boardrecord.h"

namespace kib::json {

// The members of a chess-variant record (game "chess") beyond the common
// ones every record has (tags, notes, comments): the variant, the board's
// shape, the setup, the players, the moves and the final state
// (docs/json-model.md, "Chess variants"). Members holding their default are
// left out, except "variant" and "indexes", which are always written.
void writeBoard(const BoardRecord &record, QJsonObject *out);

// Reads those members into a BoardRecord, reporting through the record's
// reader.
class JsonBoardReader : public JsonValueReader
{
public:
    explicit JsonBoardReader(JsonValueReader &record) : JsonValueReader(record) {}
    void read(const QJsonObject &o, BoardRecord *record);
    // The member names read() takes.
    static const QStringList &keys();

private:
    bool readPiece(const QJsonValue &v, QString *piece);
    bool readPieces(const QJsonValue &v, QStringList *pieces);
    bool readIndex(const QJsonValue &v, int *index);
    void readSetup(const QJsonValue &v, BoardRecord *record);
    void readPlayer(const QJsonValue &v, BoardPlayer *player);
    void readMoves(const QJsonValue &v, QList<BoardMove> *moves);
    void readAction(const QJsonValue &v, BoardAction *action);
    void readState(const QJsonValue &v, BoardRecord *record);
    void readFlag(const QJsonObject &o, const char *key, std::optional<bool> *flag);

    bool m_shapeKnown = true; // "indexes" absent (8 x 8) or read
};

} // namespace kib::json
