#include "jsonvaluereader.h"

namespace kib::json {

JsonValueReader::Scope::Scope(JsonValueReader &reader, const QString &key) : m_reader(reader)
{
    m_reader.m_state->path.append(PathPart{key, -1});
}

JsonValueReader::Scope::Scope(JsonValueReader &reader, int index) : m_reader(reader)
{
    m_reader.m_state->path.append(PathPart{QString(), index});
}

JsonValueReader::Scope::~Scope()
{
    m_reader.m_state->path.removeLast();
}

JsonValueReader::JsonValueReader(QByteArrayView file, qsizetype start, int line, int recordNumber)
    : m_state(std::make_shared<State>())
{
    m_state->file = file;
    m_state->start = start;
    m_state->line = line;
    m_state->recordNumber = recordNumber;
}

void JsonValueReader::report(Diagnostic::Severity severity, const char *code, const QString &message)
{
    State &st = *m_state;
    if (severity == Diagnostic::Severity::Error)
        st.failed = true;
    if (!st.gate.admit(&st.diagnostics, st.recordNumber, code))
        return;
    if (!st.lines)
        st.lines.emplace(st.file, st.start, st.line, valueEndFrom(st.file, st.start));
    const qsizetype offset = locate(st.file, st.start, st.path);
    const LineIndex::Position pos = st.lines->position(offset);
    const QString where = pathToString(st.path);
    Diagnostic d;
    d.severity = severity;
    d.code = QString::fromLatin1(code);
    d.message = where.isEmpty() ? message : QStringLiteral("%1: %2").arg(where, message);
    d.line = pos.line;
    d.column = pos.column;
    d.record = st.recordNumber;
    // (the departures from the format as docs/json-model.md gives it: errors in strict mode)
    if (severity == Diagnostic::Severity::Warning && d.code == QLatin1StringView("json.unknown-field"))
        d.rule = QStringLiteral("Kibitzer JSON 1 (docs/json-model.md): an object holds the members the format "
                                "defines");
    else if (severity == Diagnostic::Severity::Warning && d.code == QLatin1StringView("json.version"))
        d.rule = QStringLiteral("Kibitzer JSON 1 (docs/json-model.md): \"version\" is 1");
    st.diagnostics.append(d);
}

void JsonValueReader::report(const FieldError &e)
{
    if (e.key.isEmpty()) {
        error(e.code, e.message);
    } else {
        Scope s(*this, e.key);
        error(e.code, e.message);
    }
}

void JsonValueReader::checkKeys(const QJsonObject &o, std::initializer_list<const char *> known, const QStringList &more)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = it.key();
        bool ok = more.contains(key);
        for (const char *k : known)
            ok = ok || key == QLatin1String(k);
        if (!ok) {
            Scope s(*this, key);
            warning("json.unknown-field", QStringLiteral("unknown member, ignored"));
        }
    }
}

// ---- values

bool JsonValueReader::readString(const QJsonValue &v, QString *out)
{
    if (!v.isString()) {
        error("json.type", QStringLiteral("expected a string, found %1").arg(typeName(v)));
        return false;
    }
    *out = v.toString();
    return true;
}

bool JsonValueReader::readInt(const QJsonValue &v, int *out)
{
    if (!toInt(v, out)) {
        error("json.type", QStringLiteral("expected a whole number, found %1").arg(typeName(v)));
        return false;
    }
    return true;
}

bool JsonValueReader::readBool(const QJsonValue &v, bool *out)
{
    if (!v.isBool()) {
        error("json.type", QStringLiteral("expected true or false, found %1").arg(typeName(v)));
        return false;
    }
    *out = v.toBool();
    return true;
}

bool JsonValueReader::readArray(const QJsonValue &v, QJsonArray *out, const char *what)
{
    if (!v.isArray()) {
        error("json.type", QStringLiteral("expected %1, found %2").arg(QLatin1String(what), typeName(v)));
        return false;
    }
    *out = v.toArray();
    return true;
}

bool JsonValueReader::readObject(const QJsonValue &v, QJsonObject *out)
{
    if (!v.isObject()) {
        error("json.type", QStringLiteral("expected an object, found %1").arg(typeName(v)));
        return false;
    }
    *out = v.toObject();
    return true;
}

bool JsonValueReader::readStrings(const QJsonValue &v, QStringList *out)
{
    QJsonArray a;
    if (!readArray(v, &a, "an array of strings"))
        return false;
    bool ok = true;
    out->clear();
    for (int i = 0; i < a.size(); ++i) {
        Scope s(*this, i);
        QString text;
        ok = readString(a.at(i), &text) && ok;
        out->append(text);
    }
    return ok;
}

bool JsonValueReader::readInts(const QJsonValue &v, QList<int> *out)
{
    QJsonArray a;
    if (!readArray(v, &a, "an array of whole numbers"))
        return false;
    bool ok = true;
    out->clear();
    for (int i = 0; i < a.size(); ++i) {
        Scope s(*this, i);
        int n = 0;
        ok = readInt(a.at(i), &n) && ok;
        out->append(n);
    }
    return ok;
}

bool JsonValueReader::readSeat(const QJsonValue &v, Seat *out)
{
    if (v.isNull()) {
        *out = NoSeat;
        return true;
    }
    QString letter;
    if (!readString(v, &letter))
        return false;
    const Seat seat = seats()->fromLetter(letter);
    if (seat == NoSeat) {
        badSeat(letter);
        return false;
    }
    *out = seat;
    return true;
}

void JsonValueReader::badSeat(const QString &letter)
{
    QStringList letters;
    for (Seat s = 0; s < seats()->count(); ++s)
        letters.append(seats()->letter(s));
    error("json.value", QStringLiteral("\"%1\" is not a seat of this table (%2)").arg(letter, letters.join(QLatin1Char(' '))));
}

bool JsonValueReader::readCards(const QJsonValue &v, Cards *out)
{
    QJsonArray a;
    if (!readArray(v, &a, "an array of cards"))
        return false;
    bool ok = true;
    out->clear();
    out->reserve(a.size());
    for (int i = 0; i < a.size(); ++i) {
        Scope s(*this, i);
        QString text;
        Card card;
        if (!readString(a.at(i), &text)) {
            ok = false;
        } else if (!cardFromJson(text, &card)) {
            error("json.value", QStringLiteral("\"%1\" is not a card").arg(text));
            ok = false;
        }
        out->append(card);
    }
    return ok;
}

// [name, value] or [name, value, extra]
bool JsonValueReader::readPair(const QJsonValue &v, QString *name, QString *value, QJsonValue *extra)
{
    QJsonArray a;
    if (!readArray(v, &a, "a [name, value] array"))
        return false;
    if (a.size() < 2 || a.size() > (extra ? 3 : 2)) {
        error("json.value", extra ? QStringLiteral("expected [name, value] or [name, value, {...}], found %1 elements")
                                        .arg(a.size())
                                  : QStringLiteral("expected [name, value], found %1 elements").arg(a.size()));
        return false;
    }
    bool ok;
    {
        Scope s(*this, 0);
        ok = readString(a.at(0), name);
    }
    {
        Scope s(*this, 1);
        ok = readString(a.at(1), value) && ok;
    }
    if (extra)
        *extra = a.size() > 2 ? a.at(2) : QJsonValue(QJsonValue::Undefined);
    return ok;
}

} // namespace kib::json
