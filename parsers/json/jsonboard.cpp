#include "jsonboard.h"

#include <cmath>

namespace kib::json {

namespace {

// Integers up to 2^53 are exact as JSON numbers (doubles).
constexpr qint64 kExactLimit = qint64(1) << 53;
// More squares than any board Kibitzer shows (BoardRecord::squareCount()).
constexpr qint64 kMaxSquares = qint64(1) << 20;

const char *const kSideKeys[2] = {"bottomside", "topside"};
const char *const kHandKeys[2] = {"bottomside_in_hand_pieces", "topside_in_hand_pieces"};

// A piece name, or null for none (an empty square, nothing to hand). An
// empty name is not the same as none, and is written as "".
QJsonValue piece(const QString &name)
{
    return name.isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue(name);
}

QJsonArray pieces(const QStringList &names)
{
    QJsonArray out;
    for (const QString &name : names)
        out.append(piece(name));
    return out;
}

QJsonObject player(const BoardPlayer &p)
{
    QJsonObject o;
    if (!p.name.isNull())
        o.insert(QStringLiteral("name"), p.name);
    if (p.elo) {
        // beyond what a double holds exactly: the digits, as a string
        if (*p.elo > -kExactLimit && *p.elo < kExactLimit)
            o.insert(QStringLiteral("elo"), double(*p.elo));
        else
            o.insert(QStringLiteral("elo"), QString::number(*p.elo));
    }
    if (p.requestingDraw)
        o.insert(QStringLiteral("is_requesting_a_draw"), true);
    return o;
}

QJsonArray action(const BoardAction &a)
{
    return QJsonArray{a.source ? QJsonValue(*a.source) : QJsonValue(QJsonValue::Null), a.destination, piece(a.piece),
                      piece(a.toHand)};
}

} // namespace

void writeBoard(const BoardRecord &r, QJsonObject *o)
{
    o->insert(QStringLiteral("variant"), boardVariantId(r.variant()));
    QJsonArray indexes;
    for (int n : r.indexes())
        indexes.append(n);
    o->insert(QStringLiteral("indexes"), indexes);

    QJsonObject setup;
    if (!r.squares().isEmpty())
        setup.insert(QStringLiteral("squares"), pieces(r.squares()));
    for (BoardSide side : {BoardSide::Bottom, BoardSide::Top})
        if (!r.inHand(side).isEmpty())
            setup.insert(QString::fromLatin1(kHandKeys[sideIndex(side)]), pieces(r.inHand(side)));
    if (r.topsideMovesFirst())
        setup.insert(QStringLiteral("is_topside_moves_first"), true);
    if (!setup.isEmpty())
        o->insert(QStringLiteral("setup"), setup);

    for (BoardSide side : {BoardSide::Bottom, BoardSide::Top})
        if (!r.player(side).isEmpty())
            o->insert(QString::fromLatin1(kSideKeys[sideIndex(side)]), player(r.player(side)));

    if (!r.moves().isEmpty()) {
        QJsonArray moves;
        for (const BoardMove &m : r.moves()) {
            QJsonArray move;
            for (const BoardAction &a : m)
                move.append(action(a));
            moves.append(move);
        }
        o->insert(QStringLiteral("moves"), moves);
    }
    if (!r.finishedAt().isNull())
        o->insert(QStringLiteral("finished_at"), r.finishedAt());
    QJsonObject state;
    if (r.inCheck())
        state.insert(QStringLiteral("is_in_check"), *r.inCheck());
    if (r.topsideBetter())
        state.insert(QStringLiteral("is_topside_better"), *r.topsideBetter());
    if (!state.isEmpty())
        o->insert(QStringLiteral("state"), state);
}

// ---- reading

const QStringList &JsonBoardReader::keys()
{
    static const QStringList k{QStringLiteral("variant"),    QStringLiteral("indexes"),     QStringLiteral("setup"),
                               QStringLiteral("bottomside"), QStringLiteral("topside"),     QStringLiteral("moves"),
                               QStringLiteral("finished_at"), QStringLiteral("state")};
    return k;
}

void JsonBoardReader::read(const QJsonObject &o, BoardRecord *r)
{
    field(o, "variant", [&](const QJsonValue &v) {
        QString id;
        BoardVariant variant;
        if (!readString(v, &id))
            return;
        if (!boardVariantFromId(id, &variant)) {
            error("json.value", QStringLiteral("\"%1\" is not a variant (chess, makruk, shogi, xiangqi, janggi, "
                                               "generic)")
                                    .arg(id));
            return;
        }
        r->setVariant(variant);
    });
    field(o, "indexes", [&](const QJsonValue &v) {
        QList<int> indexes;
        if (!readInts(v, &indexes)) {
            m_shapeKnown = false;
            return;
        }
        if (indexes.isEmpty()) {
            m_shapeKnown = false;
            error("json.value", QStringLiteral("a board has at least one dimension, as in [8, 8]"));
            return;
        }
        qint64 squares = 1;
        for (int i = 0; i < indexes.size(); ++i) {
            if (indexes.at(i) < 1) {
                m_shapeKnown = false;
                Scope s(*this, i);
                error("json.value", QStringLiteral("a board's size is at least 1, not %1").arg(indexes.at(i)));
                return;
            }
            squares = qMin(squares * indexes.at(i), kMaxSquares + 1);
        }
        if (squares > kMaxSquares) {
            m_shapeKnown = false;
            error("json.value", QStringLiteral("a board of more than %1 squares").arg(kMaxSquares));
            return;
        }
        r->setIndexes(indexes);
    });
    field(o, "setup", [&](const QJsonValue &v) { readSetup(v, r); });
    for (BoardSide side : {BoardSide::Bottom, BoardSide::Top})
        field(o, kSideKeys[sideIndex(side)], [&](const QJsonValue &v) { readPlayer(v, &r->player(side)); });
    field(o, "moves", [&](const QJsonValue &v) { readMoves(v, &r->moves()); });
    field(o, "finished_at", [&](const QJsonValue &v) {
        QString at;
        if (!v.isNull() && readString(v, &at))
            r->setFinishedAt(at);
    });
    field(o, "state", [&](const QJsonValue &v) { readState(v, r); });
    // as PCN: the variant follows from the shape and the setup
    if (!o.contains(QStringLiteral("variant")))
        r->setVariant(guessBoardVariant(r->indexes(), r->squares()));
}

bool JsonBoardReader::readPiece(const QJsonValue &v, QString *piece)
{
    if (v.isNull()) {
        *piece = QString();
        return true;
    }
    if (!v.isString()) {
        error("json.type", QStringLiteral("expected a piece name or null, found %1").arg(typeName(v)));
        return false;
    }
    *piece = v.toString();
    if (piece->isNull())
        *piece = QString(0, QChar()); // "" is a name, null is none: keep them apart
    return true;
}

bool JsonBoardReader::readPieces(const QJsonValue &v, QStringList *pieces)
{
    QJsonArray a;
    if (!readArray(v, &a, "an array of piece names"))
        return false;
    bool ok = true;
    pieces->clear();
    for (int i = 0; i < a.size(); ++i) {
        Scope s(*this, i);
        QString name;
        ok = readPiece(a.at(i), &name) && ok;
        pieces->append(name);
    }
    return ok;
}

bool JsonBoardReader::readIndex(const QJsonValue &v, int *index)
{
    if (!readInt(v, index))
        return false;
    if (*index < 0) {
        error("json.value", QStringLiteral("a square index is 0 or more, not %1").arg(*index));
        return false;
    }
    return true;
}

void JsonBoardReader::readSetup(const QJsonValue &v, BoardRecord *r)
{
    QJsonObject o;
    if (!readObject(v, &o))
        return;
    checkKeys(o, {"squares", "bottomside_in_hand_pieces", "topside_in_hand_pieces", "is_topside_moves_first"});
    field(o, "squares", [&](const QJsonValue &x) {
        QStringList squares;
        if (!readPieces(x, &squares))
            return;
        // (against a shape that could not be read, there is nothing to say)
        if (m_shapeKnown && squares.size() != r->squareCount()) {
            error("json.value", QStringLiteral("%1 squares where \"indexes\" make a board of %2")
                                    .arg(squares.size())
                                    .arg(r->squareCount()));
            return;
        }
        r->setSquares(squares);
    });
    for (BoardSide side : {BoardSide::Bottom, BoardSide::Top}) {
        field(o, kHandKeys[sideIndex(side)], [&](const QJsonValue &x) {
            QStringList hand;
            if (readPieces(x, &hand))
                r->setInHand(side, hand);
        });
    }
    field(o, "is_topside_moves_first", [&](const QJsonValue &x) {
        bool top = false;
        if (readBool(x, &top))
            r->setTopsideMovesFirst(top);
    });
}

void JsonBoardReader::readPlayer(const QJsonValue &v, BoardPlayer *p)
{
    if (v.isNull())
        return; // not known, as if absent
    QJsonObject o;
    if (!readObject(v, &o))
        return;
    checkKeys(o, {"name", "elo", "is_requesting_a_draw"});
    field(o, "name", [&](const QJsonValue &x) {
        if (x.isNull())
            return;
        if (readString(x, &p->name) && p->name.isNull())
            p->name = QString(0, QChar());
    });
    field(o, "elo", [&](const QJsonValue &x) {
        if (x.isNull())
            return;
        if (x.isDouble()) {
            const double d = x.toDouble();
            if (std::trunc(d) == d && std::abs(d) < double(kExactLimit)) {
                p->elo = qint64(d);
                return;
            }
        } else if (x.isString()) {
            bool ok = false;
            const qint64 n = x.toString().toLongLong(&ok);
            if (ok && QString::number(n) == x.toString()) {
                p->elo = n;
                return;
            }
        }
        error("json.type", QStringLiteral("expected a whole number, found %1").arg(typeName(x)));
    });
    field(o, "is_requesting_a_draw", [&](const QJsonValue &x) { readBool(x, &p->requestingDraw); });
}

void JsonBoardReader::readMoves(const QJsonValue &v, QList<BoardMove> *moves)
{
    QJsonArray a;
    if (!readArray(v, &a, "an array of moves"))
        return;
    moves->reserve(a.size());
    for (int i = 0; i < a.size(); ++i) {
        Scope s(*this, i);
        QJsonArray actions;
        BoardMove move;
        if (readArray(a.at(i), &actions, "a move: an array of actions")) {
            for (int j = 0; j < actions.size(); ++j) {
                Scope t(*this, j);
                BoardAction action;
                readAction(actions.at(j), &action);
                move.append(action);
            }
        }
        moves->append(move);
    }
}

// [source or null, destination, piece, piece to hand or null]; the last may
// be left out (null).
void JsonBoardReader::readAction(const QJsonValue &v, BoardAction *action)
{
    QJsonArray a;
    if (!readArray(v, &a, "an action: [source, destination, piece, piece to hand]"))
        return;
    if (a.size() < 3 || a.size() > 4) {
        error("json.value", QStringLiteral("expected [source, destination, piece, piece to hand], found %1 elements")
                                .arg(a.size()));
        return;
    }
    {
        Scope s(*this, 0);
        int source = 0;
        if (!a.at(0).isNull() && readIndex(a.at(0), &source))
            action->source = source;
    }
    {
        Scope s(*this, 1);
        readIndex(a.at(1), &action->destination);
    }
    {
        Scope s(*this, 2);
        readPiece(a.at(2), &action->piece);
    }
    if (a.size() > 3) {
        Scope s(*this, 3);
        readPiece(a.at(3), &action->toHand);
    }
}

void JsonBoardReader::readState(const QJsonValue &v, BoardRecord *r)
{
    QJsonObject o;
    if (!readObject(v, &o))
        return;
    checkKeys(o, {"is_in_check", "is_topside_better"});
    std::optional<bool> check, better;
    readFlag(o, "is_in_check", &check);
    readFlag(o, "is_topside_better", &better);
    r->setInCheck(check);
    r->setTopsideBetter(better);
}

// true, false, or null (not stated; the same as leaving it out)
void JsonBoardReader::readFlag(const QJsonObject &o, const char *key, std::optional<bool> *flag)
{
    field(o, key, [&](const QJsonValue &x) {
        bool b = false;
        if (!x.isNull() && readBool(x, &b))
            *flag = b;
    });
}

} // namespace kib::json
