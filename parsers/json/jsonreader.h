#pragma once

#include "jsonvaluereader.h"

#include "model/cardrecord.h"

namespace kib::json {

// Turns Kibitzer JSON values back into the model (docs/json-model.md). A
// record with an error is left out whole, after every problem in it has
// been reported; unknown members only give warnings (a newer Kibitzer may
// have written them).
class JsonReader : public JsonValueReader
{
public:
    // The value read starts at byte 'start' of 'file', on line 'line';
    // 'recordNumber' (1-based, 0 for the document) goes into diagnostics.
    JsonReader(QByteArrayView file, qsizetype start, int line, int recordNumber);

    // The top-level object: checks "format" and "version", reads the file
    // comments and hands back the "records" array. False when this is not a
    // Kibitzer JSON document or has no records array (nothing more to read).
    bool readDocument(const QJsonObject &top, QJsonArray *records, QList<Commentary> *comments);
    // One record (a CardRecord, or a BoardRecord for "chess"), or null when
    // it holds an error.
    RecordPtr readRecord(const QJsonValue &value);

private:
    RecordPtr readCardRecord(const QJsonObject &o, Game game);
    RecordPtr readBoardRecord(const QJsonObject &o);
    // What every record has: "tags", "notes", "comments".
    void readCommon(const QJsonObject &o, Record *record);
    void readTags(const QJsonValue &v, Tags *tags);
    void readHands(const QJsonValue &v, Deal *deal);
    void readPiles(const QJsonValue &v, Deal *deal);
    void readAuction(const QJsonValue &v, Auction *auction);
    void readPlay(const QJsonValue &v, Play *play);
    void readTrick(const QJsonValue &v, Trick *trick);
    void readNotes(const QJsonValue &v, QList<Note> *notes);
    void readComments(const QJsonValue &v, QList<Commentary> *comments);
};

} // namespace kib::json
