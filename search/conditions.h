#pragma once

#include "querynode.h"

#include "model/contract.h"
#include "model/seats.h"

#include <QByteArrayView>
#include <QString>

#include <optional>

namespace kib {

// How a condition compares what a record has with the value asked for: one
// place for QueryNode::matches() (the record read) and QueryNode::prejudge()
// (the record's bytes), so that both answer alike.
namespace Conditions {

bool compareText(const QString &have, const QString &want, QueryNode::Op op);
bool compareNumber(std::optional<int> have, const QString &want, QueryNode::Op op);

// A tag's value when it says something ("", "?" and "#" do not).
std::optional<QString> meaningful(const QString &value);

// field "board": the Board tag's meaningful value.
bool board(const std::optional<QString> &value, const QString &want, QueryNode::Op op);
// The score from North-South's side ("NS 620", "EW 100": -100, "620") of a
// Score tag's meaningful value.
std::optional<int> score(const std::optional<QString> &value);
// fields "contract", "level", "strain".
bool contract(const Contract &c, const QString &want, QueryNode::Op op);
bool level(const Contract &c, const QString &want, QueryNode::Op op);
bool strain(const Contract &c, const QString &want, QueryNode::Op op);
// fields "declarer", "dealer": the seat's letter in the record's layout.
bool seat(Seat s, const SeatLayout &layout, const QString &want, QueryNode::Op op);

// What a PBN game's record holds from a plain tag value as the bytes give it
// (SpanFacts::tagValue; null: no such tag), as the PBN reader decodes it;
// false when this is not certain (then the game is read).
bool pbnContract(QByteArrayView value, Contract *contract);
bool pbnSeat(QByteArrayView value, bool caretAllowed, Seat *seat);
// The declarer's tricks (Result tag), given the declarer and a deal of 13
// cards a hand.
bool pbnResult(QByteArrayView value, Seat declarer, std::optional<int> *tricks);

} // namespace Conditions

} // namespace kib
