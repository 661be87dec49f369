#pragma once

#include <QByteArray>
#include <QString>

#include <utility>
#include <vector>

// A small JSON reader that keeps what QJsonDocument drops: the order of
// an object's members and where each value stands in the file (for
// diagnostics with a line and column); and a writer with a fixed layout.
namespace kib::ppn::json {

struct Value
{
    enum class Type : quint8 { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    bool boolean = false;
    double number = 0;
    QString string;              // for String; the number as written for Number
    std::vector<Value> items;    // Array
    std::vector<std::pair<QString, Value>> members; // Object, in file order
    qsizetype offset = -1;       // the value's first byte
    qsizetype keyOffset = -1;    // for an object member: its key's first byte

    // Defined where Value is complete (clang instantiates the members'
    // destructors here otherwise, while Value is still incomplete).
    Value();
    Value(const Value &);
    Value(Value &&) noexcept;
    Value &operator=(const Value &);
    Value &operator=(Value &&) noexcept;
    ~Value();

    bool isObject() const { return type == Type::Object; }
    // The first member with this key, null when there is none.
    const Value *member(QStringView key) const;
    // An integral number as int; false for anything else.
    bool toInt(int *out) const;
};

struct ParseError
{
    QString message;
    qsizetype offset = -1;
};

// Parses one JSON value filling the whole of 'data' (white space around it
// allowed). False, with the error's place, for anything else.
bool parse(QByteArrayView data, Value *out, ParseError *error);

// A JSON string literal, quoted and escaped.
QByteArray quote(const QString &text);

} // namespace kib::ppn::json
