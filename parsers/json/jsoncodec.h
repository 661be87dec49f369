#pragma once

#include "model/call.h"
#include "model/commentary.h"
#include "model/contract.h"
#include "model/play.h"

#include <QJsonObject>
#include <QJsonValue>

#include <optional>

// The small encodings of Kibitzer JSON shared by the writer and the reader:
// names of enumerations, cards, calls, contracts and played cards. The
// writer uses the decoders to check that its compact spelling reads back
// as the same value, and falls back to an explicit form when it does not.
namespace kib::json {

// A value the decoder refused: 'key' is the member of the object concerned
// (empty: the value itself).
struct FieldError
{
    QString key;
    QString message;
    const char *code = "json.value"; // or "json.type", "json.missing"  (diagnostic codes)
};
using DecodeResult = std::optional<FieldError>; // empty: decoded

// A whole number that fits an int (JSON numbers are doubles).
bool toInt(const QJsonValue &value, int *out);
QString typeName(const QJsonValue &value); // "a string", "an array" ...

// Cards: "SA", "HT", "C2"; partial "Sx", "S?", "??". Reading also takes
// "S10" and lower case.
QString cardToJson(Card card);
bool cardFromJson(QStringView text, Card *card);

QString callKindName(Call::Kind kind);            // pass double redouble bid other unknown
bool callKindFromName(QStringView name, Call::Kind *kind);
QString contractKindName(Contract::Kind kind);    // unknown passed bid
bool contractKindFromName(QStringView name, Contract::Kind *kind);
QString playedKindName(PlayedCard::Kind kind);    // card unknown pseudo
bool playedKindFromName(QStringView name, PlayedCard::Kind *kind);
QString anchorKindName(Anchor::Kind kind);        // record tag call card end
bool anchorKindFromName(QStringView name, Anchor::Kind *kind);
QString styleName(Commentary::Style style);       // brace semicolon percent plain
bool styleFromName(QStringView name, Commentary::Style *style);
QString sectionName(Note::Section section);       // auction play
bool sectionFromName(QStringView name, Note::Section *section);

// An annotation's members, added to 'object' when set: "suffix", "nags",
// "notes" (note references), "irregularity", "alert", "explanation".
void encodeAnnotation(const Annotation &annotation, QJsonObject *object);
// Reads those members of 'object' (others are left alone).
DecodeResult decodeAnnotation(const QJsonObject &object, Annotation *annotation);
// The member names encodeAnnotation() uses.
const QStringList &annotationKeys();

// A call's own members ("call", and "kind", "level", "strain", "text" where
// the spelling alone does not say it all); annotations aside.
QJsonObject encodeCall(const Call &call);
DecodeResult decodeCall(const QJsonObject &object, Call *call);

// Bridge: the PBN spelling when it reads back exactly; otherwise, and for
// the other games, an object {kind, level, strain, risk, withoutTalon}.
QJsonValue encodeContract(const Contract &contract, bool bridge);
DecodeResult decodeContract(const QJsonValue &value, Contract *contract);

// A played card without its seat and annotation: "SA", "-" (unknown), the
// pseudo play's character, or {kind, card, pseudo} when none of those fits.
QJsonValue encodePlayedCard(const PlayedCard &card);
DecodeResult decodePlayedCard(const QJsonValue &value, PlayedCard *card);

} // namespace kib::json
