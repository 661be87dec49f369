#include "ppnbracket.h"

#include "ppndealreader.h"

namespace kib::ppn {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

qsizetype lineEnd(QByteArrayView data, qsizetype pos, qsizetype limit)
{
    while (pos < limit && data[pos] != '\n')
        ++pos;
    return pos;
}

// The end of the line that 'pos' stands on, its '\n' included.
qsizetype afterLine(QByteArrayView data, qsizetype pos)
{
    const qsizetype end = lineEnd(data, pos, data.size());
    return end < data.size() ? end + 1 : end;
}

int countLines(QByteArrayView data, qsizetype from, qsizetype to)
{
    int n = 0;
    for (qsizetype i = from; i < to; ++i)
        if (data[i] == '\n')
            ++n;
    return n;
}

} // namespace

bool nextItem(QByteArrayView data, qsizetype *pos, qsizetype limit, Item *item)
{
    qsizetype p = *pos;
    limit = qMin(limit, data.size());
    while (p < limit && isSpace(data[p]))
        ++p;
    if (p >= limit) {
        *pos = p;
        return false;
    }
    Item it;
    it.begin = p;
    if (data[p] != '[') {
        it.kind = Item::Kind::Text;
        it.end = lineEnd(data, p, limit);
        while (it.end > p && isSpace(data[it.end - 1]))
            --it.end;
        *pos = lineEnd(data, p, limit);
        *item = it;
        return true;
    }
    qsizetype q = p + 1;
    while (q < limit && (data[q] == ' ' || data[q] == '\t'))
        ++q;
    it.kind = q < limit && data[q] >= '0' && data[q] <= '9' ? Item::Kind::Deal : Item::Kind::Tag;
    bool quoted = false;
    for (; q < limit && data[q] != '\n'; ++q) {
        const char c = data[q];
        if (quoted && c == '\\') {
            ++q;
        } else if (c == '"' && it.kind == Item::Kind::Tag) {
            quoted = !quoted;
        } else if (c == ']' && !quoted) {
            it.end = q + 1;
            *pos = it.end;
            *item = it;
            return true;
        }
    }
    it.closed = false;
    it.end = q;
    while (it.end > p && isSpace(data[it.end - 1]))
        --it.end;
    *pos = q;
    *item = it;
    return true;
}

bool parseTag(QByteArrayView data, const Item &item, Tag *tag, QString *problem)
{
    const QByteArrayView inner = data.sliced(item.begin + 1, item.end - item.begin - (item.closed ? 2 : 1));
    qsizetype i = 0;
    while (i < inner.size() && isSpace(inner[i]))
        ++i;
    const qsizetype nameStart = i;
    while (i < inner.size() && !isSpace(inner[i]) && inner[i] != '"')
        ++i;
    Tag t;
    t.name = QString::fromUtf8(inner.sliced(nameStart, i - nameStart));
    if (t.name.isEmpty() || !t.name.at(0).isLetter()) {
        *problem = QStringLiteral("a tag pair starts with the tag's name");
        return false;
    }
    while (i < inner.size() && isSpace(inner[i]))
        ++i;
    if (i < inner.size() && inner[i] == '"') {
        QByteArray value;
        ++i;
        bool closed = false;
        for (; i < inner.size(); ++i) {
            if (inner[i] == '\\' && i + 1 < inner.size()) {
                value.append(inner[++i]);
            } else if (inner[i] == '"') {
                closed = true;
                ++i;
                break;
            } else {
                value.append(inner[i]);
            }
        }
        t.value = QString::fromUtf8(value);
        while (i < inner.size() && isSpace(inner[i]))
            ++i;
        if (!closed || i < inner.size()) {
            *problem = closed ? QStringLiteral("text after the quoted value of tag %1").arg(t.name)
                              : QStringLiteral("the quoted value of tag %1 is not closed").arg(t.name);
            *tag = t;
            return false;
        }
    } else {
        t.value = QString::fromUtf8(inner.sliced(i)).trimmed();
    }
    *tag = t;
    return true;
}

QList<RecordSpan> splitBracketed(QByteArrayView data)
{
    QList<RecordSpan> spans;
    qsizetype start = 0, pos = 0;
    int line = 1;
    Item item;
    bool trailing = false;
    while (nextItem(data, &pos, data.size(), &item)) {
        if (item.kind != Item::Kind::Deal) {
            trailing = true;
            continue;
        }
        const qsizetype end = afterLine(data, item.end > 0 ? item.end - 1 : 0);
        spans.append(RecordSpan{start, end - start, line});
        line += countLines(data, start, end);
        start = pos = end;
        trailing = false;
    }
    if (trailing) {
        if (spans.isEmpty())
            spans.append(RecordSpan{0, data.size(), 1});
        else
            spans.last().length = data.size() - spans.last().offset;
    }
    return spans;
}

const QStringList &requiredTags()
{
    static const QStringList tags = {QStringLiteral("Bula"),    QStringLiteral("Refe"),    QStringLiteral("Player1"),
                                     QStringLiteral("Player2"), QStringLiteral("Player3"), QStringLiteral("Result1"),
                                     QStringLiteral("Result2"), QStringLiteral("Result3")};
    return tags;
}

void giveTags(Record *record, const Tags &own, const Record *previous, Report *report, qsizetype offset)
{
    if (own.isEmpty() && previous) {
        Tags tags = previous->tags();
        for (Tag &t : tags)
            t.inherited = true;
        record->tags() = tags;
        return;
    }
    record->tags() = own;
    QStringList missing;
    for (const QString &name : requiredTags())
        if (!record->hasTag(name))
            missing.append(name);
    if (!missing.isEmpty())
        report->warning("ppn.tags.missing",
                        QStringLiteral("the info section lacks the required tag%1 %2")
                            .arg(missing.size() > 1 ? QStringLiteral("s") : QString(), missing.join(u", ")),
                        offset);
}

bool dealFields(QByteArrayView data, const Item &item, DealFields *f, Report *report)
{
    QList<Token> tokens;
    const qsizetype stop = item.closed ? item.end - 1 : item.end;
    for (qsizetype i = item.begin + 1; i < stop;) {
        while (i < stop && isSpace(data[i]))
            ++i;
        const qsizetype b = i;
        while (i < stop && !isSpace(data[i]))
            ++i;
        if (i > b)
            tokens.append(Token{QString::fromUtf8(data.sliced(b, i - b)), b, {}});
    }
    f->offset = item.begin;
    const int n = int(tokens.size());
    if (n != 4 && n != 13 && n != 14)
        report->error("ppn.fields",
                      QStringLiteral("a deal record has 14 fields (4 when passed out), this one has %1").arg(n),
                      item.begin);
    if (n < 4)
        return false;
    if (n == 13)
        report->warning("ppn.fields.thirteen",
                        QStringLiteral("the deal record has 13 fields: read as the published example writes them, "
                                       "without the refa"),
                        item.begin);
    f->id = tokens.at(0);
    f->order = tokens.at(1);
    f->cards = tokens.at(2);
    f->bids = tokens.at(3).split(u',');
    f->passedOut = n == 4;
    f->incomplete = n > 4 && n < 13;
    if (n < 13)
        return true;
    const int shift = n == 13 ? -1 : 0;
    f->main = tokens.at(4);
    f->discards = tokens.at(5);
    f->contract = tokens.at(6);
    f->accepted = tokens.at(7);
    f->kontra = tokens.at(8);
    if (n != 13)
        f->refa = tokens.at(9);
    f->value = tokens.at(10 + shift);
    f->starts = tokens.at(11 + shift);
    f->throwsField = tokens.at(12 + shift);
    f->summary = tokens.at(13 + shift).split(u',');
    if (f->throwsField.text == u"0" || f->throwsField.text == u"-")
        return true;
    for (const Token &t : f->throwsField.split(u',')) {
        if (t.text.size() < 3 || t.text.size() > 4) {
            report->error("ppn.throws.syntax",
                          QStringLiteral("\"%1\" is not a throw: two or three cards, then the trick's winner").arg(t.text),
                          t.offset);
            continue;
        }
        f->throws.append(Throw{t.mid(0, t.text.size() - 1), t.mid(t.text.size() - 1), Token{}});
    }
    return true;
}

ReadResult readBracketedSpan(QByteArrayView data, const RecordSpan &span, int recordNumber, const Record *previous)
{
    ReadResult out;
    const Locator locator(data, span.offset, span.line, qMin(data.size(), span.offset + span.length));
    Report report(locator, recordNumber);
    Tags own;
    std::shared_ptr<CardRecord> record;
    qsizetype pos = span.offset, firstTag = -1;
    const qsizetype limit = qMin(data.size(), span.offset + span.length);
    Item item;
    while (nextItem(data, &pos, limit, &item)) {
        if (item.kind == Item::Kind::Text) {
            report.error("ppn.syntax", QStringLiteral("text outside the brackets"), item.begin);
            continue;
        }
        if (!item.closed)
            report.error("ppn.syntax", QStringLiteral("the bracket opened here is not closed on its line"), item.begin);
        if (item.kind == Item::Kind::Tag) {
            Tag tag;
            QString problem;
            if (!parseTag(data, item, &tag, &problem))
                report.error("ppn.tag", problem, item.begin);
            else if (tag.value.contains(u' ')
                     && !data.sliced(item.begin, item.end - item.begin).contains('"'))
                report.warning("ppn.tag.unquoted",
                               QStringLiteral("the value of tag %1 holds spaces and has no quotes: read as \"%2\"")
                                   .arg(tag.name, tag.value),
                               item.begin);
            if (record)
                report.warning("ppn.tags.trailing",
                               QStringLiteral("tag %1 stands after the last deal: no deal uses it").arg(tag.name),
                               item.begin);
            else if (!tag.name.isEmpty())
                own.append(tag);
            if (firstTag < 0)
                firstTag = item.begin;
            continue;
        }
        if (record) {
            report.error("ppn.syntax", QStringLiteral("a second deal in the same record span"), item.begin);
            continue;
        }
        DealFields fields;
        if (!dealFields(data, item, &fields, &report))
            continue;
        DealReader reader(locator, recordNumber);
        record = reader.read(fields);
        out.diagnostics += reader.takeDiagnostics();
        giveTags(record.get(), own, previous, &report, firstTag >= 0 ? firstTag : item.begin);
    }
    if (!record && !own.isEmpty())
        report.warning("ppn.tags.trailing", QStringLiteral("an info section without any deal after it"), firstTag);
    // in the order of the text they point at
    out.diagnostics += report.takeDiagnostics();
    std::stable_sort(out.diagnostics.begin(), out.diagnostics.end(), [](const Diagnostic &a, const Diagnostic &b) {
        return a.line != b.line ? a.line < b.line : a.column < b.column;
    });
    if (record)
        out.collection.append(record);
    return out;
}

} // namespace kib::ppn
