#pragma once

#include "model/record.h"

#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace kib {

struct SpanFacts;

// One node of a parsed RecordQuery: "and", "or", "not", or a condition.
class QueryNode
{
public:
    enum class Kind : quint8 { And, Or, Not, Condition };
    enum class Op : quint8 { Equal, NotEqual, Less, LessEqual, Greater, GreaterEqual, Contains };

    Kind kind = Kind::Condition;
    QList<std::shared_ptr<const QueryNode>> children; // And, Or (two or more), Not (one)

    // A condition: 'field' (lower case: "player", "hcp", "text" ...), its
    // argument ("N" in hcp(N), the tag's name in tag(Event)), the operator
    // and the value as written.
    QString field;
    QString argument;
    Op op = Op::Contains;
    QString value;

    bool matches(const Record &record) const;

    // What a record's source bytes say about matches() before the record is
    // read: No only when matches() is certainly false for it, Yes only when
    // it is certainly true; otherwise Maybe (then the record is read and
    // matches() decides). "not", "and" and "or" of decided parts are decided.
    enum class Judgement : quint8 { No, Maybe, Yes };
    Judgement prejudge(const SpanFacts &facts) const;

    // The fields a condition may name; whether 'field' takes an argument.
    static bool knownField(const QString &field, bool *takesArgument);
    // A mistake in a condition that parsing can see (a seat that is not one,
    // a shape pattern that is not one, a number that is not one); empty: none.
    QString check() const;

private:
    // prejudge() of a condition on the contract, declarer, dealer, result,
    // score or board (SpanFacts::tagValue): whether it holds; nothing when
    // the bytes do not say for certain.
    std::optional<bool> prejudgeTag(const SpanFacts &facts) const;
};

} // namespace kib
