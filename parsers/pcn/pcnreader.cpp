#include "pcnreader.h"

#include "pcnfields.h"
#include "pcnjson.h"
#include "pcnmovereader.h"
#include "pcnreadcontext.h"

#include "model/boardrecord.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonObject>

namespace kib::pcn {

namespace {

const QStringList kResourceKeys = {
    QStringLiteral("bottomside"), QStringLiteral("event"),  QStringLiteral("finished_at"), QStringLiteral("href"),
    QStringLiteral("indexes"),    QStringLiteral("location"), QStringLiteral("moves"),     QStringLiteral("name"),
    QStringLiteral("round"),      QStringLiteral("setup"),  QStringLiteral("started_on"),  QStringLiteral("state"),
    QStringLiteral("topside"),
};
// Top-level properties of the earlier (2020) layout.
const QStringList kLegacyKeys = {
    QStringLiteral("startpos"),          QStringLiteral("is_in_check"),
    QStringLiteral("is_topside_better"), QStringLiteral("is_topside_moves_first"),
    QStringLiteral("bottomside_in_hand_pieces"), QStringLiteral("topside_in_hand_pieces"),
};
const QStringList kSetupKeys = {QStringLiteral("bottomside_in_hand_pieces"), QStringLiteral("is_topside_moves_first"),
                                QStringLiteral("squares"), QStringLiteral("topside_in_hand_pieces")};
const QStringList kStateKeys = {QStringLiteral("is_in_check"), QStringLiteral("is_topside_better")};
const QStringList kPlayerKeys = {QStringLiteral("elo"), QStringLiteral("is_requesting_a_draw"), QStringLiteral("name")};

// Reads one resource object into a BoardRecord.
class ResourceReader
{
public:
    ResourceReader(const ReadContext &context, const QString &path) : m_c(context), m_path(path) {}

    std::shared_ptr<BoardRecord> read(const QJsonObject &resource);

private:
    QString at(const QString &key) const { return childPath(m_path, key); }
    void unknownKeys(const QString &path, const QStringList &known, const QString &what) const;
    std::optional<bool> readBool(const QJsonValue &v, const QString &path) const;
    QList<int> readIndexes(const QJsonObject &resource, const QJsonObject &setup, int squareCount);
    QStringList readSquares(const QJsonValue &v, const QString &path, int expected) const;
    QStringList readHand(const QJsonValue &v, const QString &path) const;
    BoardPlayer readPlayer(const QJsonValue &v, const QString &path) const;
    void readTags(const QJsonObject &resource, BoardRecord *record) const;

    const ReadContext &m_c;
    QString m_path;
};

void ResourceReader::unknownKeys(const QString &path, const QStringList &known, const QString &what) const
{
    for (const QString &key : m_c.json.keysOf(path))
        if (!known.contains(key))
            m_c.warning(QStringLiteral("pcn.property.unknown"),
                        QStringLiteral("\"%1\" is not a property of the %2 object: ignored").arg(key, what),
                        childPath(path, key));
}

std::optional<bool> ResourceReader::readBool(const QJsonValue &v, const QString &path) const
{
    if (v.isBool())
        return v.toBool();
    if (!v.isNull() && !v.isUndefined())
        m_c.warning(QStringLiteral("pcn.type"),
                    QStringLiteral("expected true, false or null, found %1: read as null").arg(jsonTypeName(v)), path);
    return std::nullopt;
}

// The largest board Kibitzer builds: 64 x 64, beyond every variant played
// (taikyoku shogi's 36 x 36 included).
constexpr qint64 kMaxSquares = 64 * 64;

QList<int> ResourceReader::readIndexes(const QJsonObject &resource, const QJsonObject &setup, int squareCount)
{
    QJsonValue v = resource.value(QStringLiteral("indexes"));
    QString path = at(QStringLiteral("indexes"));
    if (v.isUndefined() && setup.contains(QStringLiteral("indexes"))) {
        path = childPath(at(QStringLiteral("setup")), QStringLiteral("indexes"));
        v = setup.value(QStringLiteral("indexes"));
        m_c.warning(QStringLiteral("pcn.layout.setup-indexes"),
                    QStringLiteral("\"indexes\" stands inside \"setup\", as in an earlier draft of PCN: read as the "
                                   "board's shape"),
                    path);
    }
    QList<int> out;
    bool ok = v.isArray() && !v.toArray().isEmpty();
    for (const QJsonValue &d : v.toArray()) {
        const auto n = wholeNumber(d);
        if (!n || *n <= 0 || *n > 1024) {
            ok = false;
            break;
        }
        out.append(int(*n));
    }
    // fall back on the shape the setup's size suggests
    QList<int> guess{1, qMax(1, squareCount)};
    if (squareCount == 64) guess = {8, 8};
    else if (squareCount == 81) guess = {9, 9};
    else if (squareCount == 90) guess = {10, 9};
    const QString guessText = QStringLiteral("[%1, %2]").arg(guess.at(0)).arg(guess.at(1));
    if (v.isUndefined()) {
        m_c.error(QStringLiteral("pcn.indexes.missing"),
                  QStringLiteral("\"indexes\" (the board's shape) is missing: %1 is assumed from the setup's %2 "
                                 "squares")
                      .arg(guessText)
                      .arg(squareCount),
                  m_path);
        return guess;
    }
    if (!ok) {
        m_c.error(QStringLiteral("pcn.indexes.invalid"),
                  QStringLiteral("\"indexes\" must be an array of sizes such as [8, 8]: %1 is assumed").arg(guessText),
                  path);
        return guess;
    }
    qint64 product = 1;
    for (int d : out)
        product *= d;
    // (a cap, not just a sanity check: every square is built, replayed and
    // written, so a few bytes of "indexes" must not make megabytes of board)
    if (product > kMaxSquares) {
        m_c.error(QStringLiteral("pcn.indexes.invalid"),
                  QStringLiteral("\"indexes\" make a board of %1 squares, more than Kibitzer can show: %2 is assumed")
                      .arg(product)
                      .arg(guessText),
                  path);
        return guess;
    }
    return out;
}

QStringList ResourceReader::readSquares(const QJsonValue &v, const QString &path, int expected) const
{
    QStringList out;
    const QJsonArray squares = v.toArray();
    for (int i = 0; i < squares.size(); ++i) {
        const QJsonValue s = squares.at(i);
        const QString where = childPath(path, i);
        if (s.isString() && !s.toString().isEmpty()) {
            out.append(s.toString());
            continue;
        }
        if (s.isString())
            m_c.warning(QStringLiteral("pcn.square.empty-name"),
                        QStringLiteral("square %1 holds an empty name: read as an empty square (null)").arg(i), where);
        else if (!s.isNull())
            m_c.error(QStringLiteral("pcn.square.not-a-piece"),
                      QStringLiteral("square %1 holds %2, not a piece name or null: read as empty")
                          .arg(i)
                          .arg(jsonTypeName(s)),
                      where);
        out.append(QString());
    }
    if (out.size() != expected) {
        m_c.error(QStringLiteral("pcn.squares.count"),
                  QStringLiteral("the setup has %1 squares where \"indexes\" make %2: %3")
                      .arg(out.size())
                      .arg(expected)
                      .arg(out.size() < expected ? QStringLiteral("the missing ones are read as empty")
                                                 : QStringLiteral("the extra ones are ignored")),
                  path);
        out.resize(expected);
    }
    return out;
}

QStringList ResourceReader::readHand(const QJsonValue &v, const QString &path) const
{
    QStringList out;
    if (v.isUndefined() || v.isNull())
        return out;
    if (!v.isArray()) {
        m_c.error(QStringLiteral("pcn.hand.not-a-list"),
                  QStringLiteral("pieces in hand must be an array of piece names, not %1: read as none")
                      .arg(jsonTypeName(v)),
                  path);
        return out;
    }
    const QJsonArray pieces = v.toArray();
    for (int i = 0; i < pieces.size(); ++i) {
        const QJsonValue p = pieces.at(i);
        if (p.isString() && !p.toString().isEmpty()) {
            out.append(p.toString());
            continue;
        }
        m_c.error(QStringLiteral("pcn.hand.not-a-piece"),
                  QStringLiteral("piece in hand %1 is %2, not a piece name: ignored")
                      .arg(i + 1)
                      .arg(p.isString() ? QStringLiteral("an empty string") : jsonTypeName(p)),
                  childPath(path, i));
    }
    return out;
}

BoardPlayer ResourceReader::readPlayer(const QJsonValue &v, const QString &path) const
{
    BoardPlayer p;
    if (v.isUndefined() || v.isNull())
        return p;
    if (!v.isObject()) {
        m_c.warning(QStringLiteral("pcn.type"),
                    QStringLiteral("a player must be an object, not %1: ignored").arg(jsonTypeName(v)), path);
        return p;
    }
    unknownKeys(path, kPlayerKeys, QStringLiteral("player"));
    const QJsonObject o = v.toObject();
    const QJsonValue name = o.value(QStringLiteral("name"));
    if (name.isString())
        p.name = name.toString().isNull() ? QStringLiteral("") : name.toString();
    else if (!name.isNull() && !name.isUndefined())
        m_c.warning(QStringLiteral("pcn.type"), QStringLiteral("a player's name must be a string: ignored"),
                    childPath(path, QStringLiteral("name")));
    const QJsonValue elo = o.value(QStringLiteral("elo"));
    if (const auto n = wholeNumber(elo); n && *n >= 0)
        p.elo = *n;
    else if (!elo.isNull() && !elo.isUndefined())
        m_c.warning(QStringLiteral("pcn.player.elo"),
                    QStringLiteral("an Elo rating must be a whole number, 0 or more: ignored"),
                    childPath(path, QStringLiteral("elo")));
    p.requestingDraw =
        readBool(o.value(QStringLiteral("is_requesting_a_draw")), childPath(path, QStringLiteral("is_requesting_a_draw")))
            .value_or(false);
    return p;
}

void ResourceReader::readTags(const QJsonObject &resource, BoardRecord *record) const
{
    for (const TagField &f : kTagFields) {
        const QString key = QLatin1String(f.property);
        const QJsonValue v = resource.value(key);
        const QString path = at(key);
        if (v.isUndefined() || v.isNull())
            continue;
        QString value;
        if (key == u"round") {
            const auto n = wholeNumber(v);
            if (n)
                value = QString::number(*n);
            else if (v.isString())
                value = v.toString();
            if (!n || *n < 1)
                m_c.warning(QStringLiteral("pcn.round.invalid"),
                            QStringLiteral("\"round\" must be a whole number, 1 or more"), path);
            if (value.isEmpty())
                continue;
        } else if (v.isString()) {
            value = v.toString();
            if (key == u"started_on" && !QDate::fromString(value, Qt::ISODate).isValid())
                m_c.warning(QStringLiteral("pcn.date.invalid"),
                            QStringLiteral("\"started_on\" is not an ISO 8601 date such as 1997-07-16"), path);
        } else {
            m_c.warning(QStringLiteral("pcn.type"),
                        QStringLiteral("\"%1\" must be a string, not %2: ignored").arg(key, jsonTypeName(v)), path);
            continue;
        }
        record->setTag(QLatin1String(f.tag), value);
    }
    // Properties PCN does not define: strings are kept as tags, in file order.
    for (const QString &key : m_c.json.keysOf(m_path)) {
        if (kResourceKeys.contains(key) || kLegacyKeys.contains(key))
            continue;
        const QJsonValue v = resource.value(key);
        if (v.isString()) {
            record->tags().append(Tag{key, v.toString(), {}, {}, false});
        } else {
            m_c.warning(QStringLiteral("pcn.property.unknown"),
                        QStringLiteral("\"%1\" is not a PCN property and holds %2: ignored").arg(key, jsonTypeName(v)),
                        at(key));
        }
    }
}

std::shared_ptr<BoardRecord> ResourceReader::read(const QJsonObject &resource)
{
    QStringList legacy;
    for (const QString &key : m_c.json.keysOf(m_path))
        if (kLegacyKeys.contains(key))
            legacy.append(QLatin1Char('"') + key + QLatin1Char('"'));
    if (!legacy.isEmpty())
        m_c.warning(QStringLiteral("pcn.layout.2020"),
                    QStringLiteral("the earlier (2020) PCN layout: %1 at the top level, where PCN 1.0 has them in "
                                   "\"setup\" (startpos as its \"squares\") and \"state\"; read as such")
                        .arg(legacy.join(QStringLiteral(", "))),
                    at(legacy.first().mid(1, legacy.first().size() - 2)));
    const QString setupPath = at(QStringLiteral("setup"));
    const QJsonValue setupValue = resource.value(QStringLiteral("setup"));
    const QJsonObject setup = setupValue.toObject();
    if (!setupValue.isUndefined() && !setupValue.isNull() && !setupValue.isObject())
        m_c.error(QStringLiteral("pcn.setup.invalid"),
                  QStringLiteral("\"setup\" must be an object, not %1").arg(jsonTypeName(setupValue)), setupPath);
    else if (setupValue.isObject())
        unknownKeys(setupPath, kSetupKeys + QStringList{QStringLiteral("indexes")}, QStringLiteral("setup"));

    // the setup's properties, else their 2020 places at the top level
    auto setupValueOf = [&](const QString &key, QString *path) {
        if (setup.contains(key)) {
            *path = childPath(setupPath, key);
            return setup.value(key);
        }
        *path = at(key == u"squares" ? QStringLiteral("startpos") : key);
        return resource.value(key == u"squares" ? QStringLiteral("startpos") : key);
    };
    QString squaresPath;
    const QJsonValue squares = setupValueOf(QStringLiteral("squares"), &squaresPath);
    if (!squares.isArray()) {
        m_c.error(QStringLiteral("pcn.setup.missing"),
                  squares.isUndefined()
                      ? QStringLiteral("the game has no setup: \"setup\" with its \"squares\" is required")
                      : QStringLiteral("the setup's \"squares\" must be an array, not %1").arg(jsonTypeName(squares)),
                  squares.isUndefined() ? (setupValue.isObject() ? setupPath : m_path) : squaresPath);
        return nullptr;
    }

    auto record = std::make_shared<BoardRecord>();
    record->setSourceLine(m_c.json.positionOf(m_path).line);
    record->setIndexes(readIndexes(resource, setup, int(squares.toArray().size())));
    record->setSquares(readSquares(squares, squaresPath, record->squareCount()));
    record->setVariant(guessBoardVariant(record->indexes(), record->squares()));
    QString path;
    QJsonValue v = setupValueOf(QStringLiteral("bottomside_in_hand_pieces"), &path);
    record->setInHand(BoardSide::Bottom, readHand(v, path));
    v = setupValueOf(QStringLiteral("topside_in_hand_pieces"), &path);
    record->setInHand(BoardSide::Top, readHand(v, path));
    v = setupValueOf(QStringLiteral("is_topside_moves_first"), &path);
    record->setTopsideMovesFirst(readBool(v, path).value_or(false));

    readTags(resource, record.get());
    record->player(BoardSide::Bottom) = readPlayer(resource.value(QStringLiteral("bottomside")), at(QStringLiteral("bottomside")));
    record->player(BoardSide::Top) = readPlayer(resource.value(QStringLiteral("topside")), at(QStringLiteral("topside")));

    const QJsonValue finished = resource.value(QStringLiteral("finished_at"));
    if (finished.isString()) {
        record->setFinishedAt(finished.toString());
        if (!QDateTime::fromString(finished.toString(), Qt::ISODateWithMs).isValid())
            m_c.warning(QStringLiteral("pcn.finished-at.invalid"),
                        QStringLiteral("\"finished_at\" is not an ISO 8601 datetime such as 1994-11-05T13:15:30Z: "
                                       "the game is taken as finished"),
                        at(QStringLiteral("finished_at")));
    } else if (!finished.isNull() && !finished.isUndefined()) {
        m_c.warning(QStringLiteral("pcn.type"), QStringLiteral("\"finished_at\" must be a string: ignored"),
                    at(QStringLiteral("finished_at")));
    }

    const QString statePath = at(QStringLiteral("state"));
    const QJsonValue stateValue = resource.value(QStringLiteral("state"));
    if (stateValue.isObject())
        unknownKeys(statePath, kStateKeys, QStringLiteral("state"));
    else if (!stateValue.isNull() && !stateValue.isUndefined())
        m_c.warning(QStringLiteral("pcn.type"),
                    QStringLiteral("\"state\" must be an object, not %1: ignored").arg(jsonTypeName(stateValue)),
                    statePath);
    const QJsonObject state = stateValue.toObject();
    auto flag = [&](const QString &key) {
        if (state.contains(key))
            return readBool(state.value(key), childPath(statePath, key));
        return readBool(resource.value(key), at(key));
    };
    record->setInCheck(flag(QStringLiteral("is_in_check")));
    record->setTopsideBetter(flag(QStringLiteral("is_topside_better")));

    MoveReader moves(m_c);
    moves.readMoves(resource.value(QStringLiteral("moves")), at(QStringLiteral("moves")), record.get());
    moves.replay(*record, at(QStringLiteral("moves")));
    return record;
}

} // namespace

ReadResult readPcn(const QByteArray &data)
{
    ReadResult result;
    LocatedJson json;
    if (!json.parse(data)) {
        const TextPosition p = json.position(json.error().offset);
        result.diagnostics.append(
            Diagnostic::error(QStringLiteral("pcn.json.syntax"), json.error().message, p.line, p.column, 1));
        return result;
    }
    for (const JsonIssue &dup : json.duplicateKeys()) {
        const TextPosition p = json.position(dup.offset);
        result.diagnostics.append(
            Diagnostic::warning(QStringLiteral("pcn.json.duplicate-key"), dup.message, p.line, p.column, 1));
    }
    QList<QPair<QJsonValue, QString>> resources;
    if (json.root().isObject()) {
        resources.append({json.root(), QString()});
    } else if (json.root().isArray()) {
        const QJsonArray all = json.root().toArray();
        for (int i = 0; i < all.size(); ++i)
            resources.append({all.at(i), QString::number(i)});
    } else {
        const TextPosition p = json.positionOf(QString());
        result.diagnostics.append(Diagnostic::error(
            QStringLiteral("pcn.resource.not-an-object"),
            QStringLiteral("a PCN file holds a game object, not %1").arg(jsonTypeName(json.root())), p.line, p.column,
            1));
        return result;
    }
    for (int i = 0; i < resources.size(); ++i) {
        const ReadContext context{json, result.diagnostics, i + 1};
        if (!resources.at(i).first.isObject()) {
            context.error(QStringLiteral("pcn.resource.not-an-object"),
                          QStringLiteral("game %1 is %2, not an object").arg(i + 1).arg(jsonTypeName(resources.at(i).first)),
                          resources.at(i).second);
            continue;
        }
        ResourceReader reader(context, resources.at(i).second);
        if (auto record = reader.read(resources.at(i).first.toObject()))
            result.collection.append(record);
    }
    return result;
}

} // namespace kib::pcn
