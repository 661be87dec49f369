#include "pcnwriter.h"
#include "parsers/jsontext.h"

#include "pcnfields.h"

#include <QSet>

namespace kib::pcn {

namespace {

const QStringList kReservedProperties = {
    QStringLiteral("bottomside"), QStringLiteral("event"),    QStringLiteral("finished_at"), QStringLiteral("href"),
    QStringLiteral("indexes"),    QStringLiteral("location"), QStringLiteral("moves"),       QStringLiteral("name"),
    QStringLiteral("round"),      QStringLiteral("setup"),    QStringLiteral("started_on"),  QStringLiteral("state"),
    QStringLiteral("topside"),    QStringLiteral("startpos"),
};

using jsontext::quoted;

QByteArray stringOrNull(const QString &text)
{
    return text.isNull() ? QByteArray("null") : quoted(text);
}

QByteArray boolOrNull(std::optional<bool> b)
{
    return !b ? QByteArray("null") : *b ? QByteArray("true") : QByteArray("false");
}

QByteArray pieceList(const QStringList &pieces)
{
    if (pieces.isEmpty())
        return "[]";
    QByteArrayList items;
    for (const QString &p : pieces)
        items.append(quoted(p));
    return "[" + items.join(", ") + "]";
}

QByteArray moveText(const BoardMove &move)
{
    if (move.isEmpty())
        return "[]"; // a pass
    QByteArrayList items;
    const bool lone = move.size() == 1 && move.first().toHand.isNull();
    for (const BoardAction &a : move) {
        items.append(a.source ? QByteArray::number(*a.source) : QByteArray("null"));
        items.append(QByteArray::number(a.destination));
        items.append(quoted(a.piece));
        if (!lone)
            items.append(stringOrNull(a.toHand));
    }
    return "[ " + items.join(", ") + " ]";
}

// Builds an object member by member, indented.
class ObjectWriter
{
public:
    explicit ObjectWriter(int indent) : m_indent(indent) {}
    void add(const char *key, const QByteArray &value) { add(quoted(QLatin1String(key)), value); }
    void add(const QByteArray &quotedKey, const QByteArray &value)
    {
        m_members.append(QByteArray(m_indent + 2, ' ') + quotedKey + ": " + value);
    }
    QByteArray finish() const
    {
        if (m_members.isEmpty())
            return "{}";
        return "{\n" + m_members.join(",\n") + "\n" + QByteArray(m_indent, ' ') + "}";
    }

private:
    int m_indent;
    QByteArrayList m_members;
};

QByteArray playerText(const BoardPlayer &p, int indent)
{
    if (p.isEmpty())
        return "null";
    ObjectWriter o(indent);
    o.add("elo", p.elo ? QByteArray::number(*p.elo) : QByteArray("null"));
    o.add("is_requesting_a_draw", p.requestingDraw ? "true" : "false");
    o.add("name", stringOrNull(p.name));
    return o.finish();
}

QByteArray squaresText(const BoardRecord &r, int indent)
{
    if (r.squares().isEmpty())
        return "[]";
    const int cols = qMax(1, r.columns());
    const QByteArray pad(indent + 2, ' ');
    QByteArrayList lines;
    QByteArrayList row;
    for (int i = 0; i < r.squares().size(); ++i) {
        row.append(stringOrNull(r.squares().at(i)));
        if (row.size() == cols || i + 1 == r.squares().size()) {
            lines.append(pad + row.join(", "));
            row.clear();
        }
    }
    return "[\n" + lines.join(",\n") + "\n" + QByteArray(indent, ' ') + "]";
}

QByteArray movesText(const BoardRecord &r, int indent)
{
    if (r.moves().isEmpty())
        return "[]";
    const QByteArray pad(indent + 2, ' ');
    QByteArrayList lines;
    for (const BoardMove &m : r.moves())
        lines.append(pad + moveText(m));
    return "[\n" + lines.join(",\n") + "\n" + QByteArray(indent, ' ') + "]";
}

} // namespace

QByteArray writeResource(const BoardRecord &r, int indent, Diagnostics *warnings, int recordNumber)
{
    auto warn = [&](const QString &code, const QString &message) {
        if (warnings)
            warnings->append(Diagnostic::warning(code, message, 0, 0, recordNumber));
    };
    // the tags PCN has properties for, and the others
    QHash<QString, QString> props;
    QList<const Tag *> extra;
    QSet<QString> seen;
    for (const Tag &t : r.tags()) {
        if (seen.contains(t.name)) {
            warn(QStringLiteral("pcn.write.duplicate-tag"),
                 QStringLiteral("a second %1 tag cannot be written: PCN names each property once").arg(t.name));
            continue;
        }
        seen.insert(t.name);
        const QString property = propertyForTag(t.name);
        if (!property.isNull())
            props.insert(property, t.value);
        else if (kReservedProperties.contains(t.name))
            warn(QStringLiteral("pcn.write.reserved-tag"),
                 QStringLiteral("the tag %1 has the name of a PCN property and cannot be written").arg(t.name));
        else
            extra.append(&t);
    }
    auto prop = [&](const char *key) { return stringOrNull(props.value(QLatin1String(key))); };

    ObjectWriter o(indent);
    o.add("bottomside", playerText(r.player(BoardSide::Bottom), indent + 2));
    o.add("event", prop("event"));
    o.add("finished_at", stringOrNull(r.finishedAt()));
    o.add("href", prop("href"));
    QByteArrayList dims;
    for (int d : r.indexes())
        dims.append(QByteArray::number(d));
    o.add("indexes", "[" + dims.join(", ") + "]");
    o.add("location", prop("location"));
    o.add("moves", movesText(r, indent + 2));
    o.add("name", prop("name"));
    QByteArray round = "null";
    if (props.contains(QStringLiteral("round"))) {
        bool ok = false;
        const qint64 n = props.value(QStringLiteral("round")).toLongLong(&ok);
        if (ok && n >= 1) {
            round = QByteArray::number(n);
        } else {
            round = quoted(props.value(QStringLiteral("round")));
            warn(QStringLiteral("pcn.write.round"),
                 QStringLiteral("the round \"%1\" is not a whole number of 1 or more: written as a string")
                     .arg(props.value(QStringLiteral("round"))));
        }
    }
    o.add("round", round);

    ObjectWriter setup(indent + 2);
    setup.add("bottomside_in_hand_pieces", pieceList(r.inHand(BoardSide::Bottom)));
    setup.add("is_topside_moves_first", r.topsideMovesFirst() ? "true" : "false");
    setup.add("squares", squaresText(r, indent + 4));
    setup.add("topside_in_hand_pieces", pieceList(r.inHand(BoardSide::Top)));
    o.add("setup", setup.finish());

    o.add("started_on", prop("started_on"));
    ObjectWriter state(indent + 2);
    state.add("is_in_check", boolOrNull(r.inCheck()));
    state.add("is_topside_better", boolOrNull(r.topsideBetter()));
    o.add("state", state.finish());
    o.add("topside", playerText(r.player(BoardSide::Top), indent + 2));
    for (const Tag *t : extra)
        o.add(quoted(t->name), quoted(t->value));
    return o.finish();
}

QStringList pcnCannotHold(const Record &record)
{
    QStringList out;
    const auto *board = dynamic_cast<const BoardRecord *>(&record);
    if (!board)
        return {QStringLiteral("PCN holds games of chess variants, not %1").arg(gameId(record.game()))};
    if (!record.comments().isEmpty())
        out << (record.comments().size() == 1
                    ? QStringLiteral("PCN has no commentary: 1 comment is lost (Kibitzer JSON keeps it)")
                    : QStringLiteral("PCN has no commentary: %1 comments are lost (Kibitzer JSON keeps them)")
                          .arg(record.comments().size()));
    if (!record.notes().isEmpty())
        out << QStringLiteral("PCN has no notes: %1 notes are lost").arg(record.notes().size());
    for (const Tag &t : record.tags())
        if (t.isTable())
            out << QStringLiteral("the table of tag %1 is lost").arg(t.name);
    const BoardVariant guess = guessBoardVariant(board->indexes(), board->squares());
    if (guess != board->variant())
        out << QStringLiteral("PCN does not name the variant: %1 reads back as %2")
                   .arg(boardVariantName(board->variant()), boardVariantName(guess));
    if (board->squares().size() != board->squareCount())
        out << QStringLiteral("the setup has %1 squares where the shape makes %2")
                   .arg(board->squares().size())
                   .arg(board->squareCount());
    return out;
}

WriteResult writePcn(const Collection &collection)
{
    WriteResult result;
    QByteArrayList objects;
    const bool many = collection.size() != 1;
    for (int i = 0; i < collection.size(); ++i) {
        const Record &record = *collection.records().at(i);
        const auto *board = dynamic_cast<const BoardRecord *>(&record);
        if (!board) {
            result.warnings.append(Diagnostic::error(
                QStringLiteral("pcn.write.not-a-board"),
                QStringLiteral("PCN holds games of chess variants, not %1").arg(gameId(record.game())), 0, 0, i + 1));
            continue;
        }
        for (const QString &loss : pcnCannotHold(record))
            result.warnings.append(Diagnostic::warning(QStringLiteral("pcn.write.lost"), loss, 0, 0, i + 1));
        const int indent = many ? 2 : 0;
        objects.append(QByteArray(indent, ' ') + writeResource(*board, indent, &result.warnings, i + 1));
    }
    if (!many && objects.size() == 1)
        result.data = objects.first() + "\n";
    else
        result.data = "[\n" + objects.join(",\n") + (objects.isEmpty() ? "]\n" : "\n]\n");
    return result;
}

} // namespace kib::pcn
