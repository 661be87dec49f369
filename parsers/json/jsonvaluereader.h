#pragma once

#include "jsoncodec.h"
#include "jsonscanner.h"

#include "model/diagnostic.h"
#include "model/repeatgate.h"
#include "parsers/lineindex.h"
#include "model/seats.h"

#include <QJsonArray>
#include <QJsonObject>

#include <memory>
#include <optional>

namespace kib::json {

// Typed access to JSON values for JsonReader: each read checks the type,
// and every problem becomes a diagnostic that names the field being read
// ("auction.calls[2].call") and points at its line and column in the file.
class JsonValueReader
{
public:
    const Diagnostics &diagnostics() const { return m_state->diagnostics; }

protected:
    // The value read starts at byte 'start' of 'file', on line 'line';
    // 'recordNumber' (1-based, 0 for the document) goes into diagnostics.
    JsonValueReader(QByteArrayView file, qsizetype start, int line, int recordNumber);
    // A reader for a part of the same value: it shares the parent's place,
    // field path, seats and diagnostics.
    explicit JsonValueReader(JsonValueReader &parent) : m_state(parent.m_state) {}

    // Steps into a member or an element for as long as it lives.
    class Scope
    {
    public:
        Scope(JsonValueReader &reader, const QString &key);
        Scope(JsonValueReader &reader, int index);
        ~Scope();
        Scope(const Scope &) = delete;
        Scope &operator=(const Scope &) = delete;

    private:
        JsonValueReader &m_reader;
    };

    void report(Diagnostic::Severity severity, const char *code, const QString &message);
    void error(const char *code, const QString &message) { report(Diagnostic::Severity::Error, code, message); }
    void warning(const char *code, const QString &message) { report(Diagnostic::Severity::Warning, code, message); }
    void report(const FieldError &e);
    // Warns about members not in 'known' or 'more'.
    void checkKeys(const QJsonObject &o, std::initializer_list<const char *> known, const QStringList &more = {});
    // Calls read(value) inside a Scope for 'key' when the object has it.
    template<typename F>
    void field(const QJsonObject &o, const char *key, F read)
    {
        const QString name = QString::fromLatin1(key);
        const QJsonValue v = o.value(name);
        if (v.isUndefined())
            return;
        Scope s(*this, name);
        read(v);
    }

    // Calls read(object, index) inside a Scope for each element of an array
    // of objects ('what' names the array for the error when it is not one);
    // an element that is not an object is reported and skipped.
    template<typename F>
    void forEachObject(const QJsonValue &v, const char *what, F read)
    {
        QJsonArray a;
        if (!readArray(v, &a, what))
            return;
        for (int i = 0; i < a.size(); ++i) {
            Scope s(*this, i);
            QJsonObject o;
            if (readObject(a.at(i), &o))
                read(o, i);
        }
    }

    // Each reports at the current field and returns false on a bad value.
    bool readString(const QJsonValue &v, QString *out);
    bool readInt(const QJsonValue &v, int *out);
    bool readBool(const QJsonValue &v, bool *out);
    bool readArray(const QJsonValue &v, QJsonArray *out, const char *what = "an array");
    bool readObject(const QJsonValue &v, QJsonObject *out);
    bool readStrings(const QJsonValue &v, QStringList *out);
    bool readInts(const QJsonValue &v, QList<int> *out);
    // A seat letter of m_seats, or null for no seat.
    bool readSeat(const QJsonValue &v, Seat *out);
    void badSeat(const QString &letter);
    bool readCards(const QJsonValue &v, Cards *out);
    // [name, value], or [name, value, extra] when 'extra' is given.
    bool readPair(const QJsonValue &v, QString *name, QString *value, QJsonValue *extra);

    bool failed() const { return m_state->failed; }
    void resetFailed() { m_state->failed = false; }
    int line() const { return m_state->line; }
    // The table whose seat letters readSeat() takes; set while reading a record.
    const SeatLayout *seats() const { return m_state->seats; }
    void setSeats(const SeatLayout *seats) { m_state->seats = seats; }

private:
    struct State
    {
        QByteArrayView file;
        qsizetype start = 0;
        int line = 1;
        int recordNumber = 0;
        Path path;
        const SeatLayout *seats = nullptr;
        bool failed = false;
        Diagnostics diagnostics;
        RepeatGate gate;
        std::optional<LineIndex> lines; // built at the first diagnostic
    };
    std::shared_ptr<State> m_state;
};

} // namespace kib::json
