#include "rbnreader.h"

#include "rbnlabels.h"
#include "rbnrecordreader.h"

#include "parsers/recordsink.h"

#include "model/cardrecord.h"

namespace kib::rbn {

namespace {

QByteArrayView skipBom(QByteArrayView head)
{
    return head.startsWith("\xEF\xBB\xBF") ? head.sliced(3) : head;
}

int sniffLines(QByteArrayView head)
{
    if (head.startsWith("%RBN") || head.startsWith("% RBN"))
        return 100;
    int lines = 0, labels = 0, core = 0, other = 0;
    bool inText = false;
    for (qsizetype pos = 0; pos < head.size() && lines < 60;) {
        qsizetype end = head.indexOf('\n', pos);
        if (end < 0)
            end = head.size();
        QByteArrayView line = head.sliced(pos, end - pos);
        pos = end + 1;
        while (!line.isEmpty() && (line.back() == '\r' || line.back() == ' '))
            line.chop(1);
        if (line.isEmpty())
            continue;
        ++lines;
        if (inText) {
            inText = !line.endsWith('}');
            continue;
        }
        const char c = line[0];
        if (c == '[')
            return 0; // PBN
        if (c == '{') {
            inText = !line.endsWith('}');
        } else if (c == '%') {
            // extraneous text
        } else if ((line.size() == 1 || line[1] == ' ') && (isLabel(c) || (c >= '0' && c <= '9'))) {
            ++labels;
            core += c == 'H' || c == 'A' || c == 'P' || c == 'C';
        } else {
            ++other;
        }
    }
    if (labels >= 2 && core >= 1 && other * 10 <= lines)
        return other == 0 ? 70 : 50;
    return 0;
}

int sniffOneLine(QByteArrayView head)
{
    if (head.startsWith("%{RBX}"))
        return 100;
    qsizetype end = head.indexOf('\n');
    QByteArrayView line = end < 0 ? head : head.first(end);
    while (!line.isEmpty() && (line.back() == '\r' || line.back() == ' '))
        line.chop(1);
    int labelled = 0;
    for (qsizetype pos = 0; pos < line.size();) {
        char label = 0;
        if (line[pos] != '{')
            label = line[pos++];
        if (pos >= line.size() || line[pos] != '{')
            return 0;
        const qsizetype close = line.indexOf('}', pos);
        if (close < 0 || line.sliced(pos + 1, close - pos - 1).contains('{'))
            return 0;
        if (label && !isLabel(label) && label != '%' && !(label >= '0' && label <= '9'))
            return 0;
        labelled += isLabel(label);
        pos = close + 1;
    }
    return labelled >= 2 ? 70 : 0;
}

// N of the record two before 'span', when K makes N alternate.
bool namesTwoBefore(QByteArrayView data, const RecordSpan &span, Form form, bool latin1, Tags *names)
{
    RecordSpan at = span;
    int back = 0;
    for (int step = 0; step < 16; ++step) {
        at = blockBefore(data, at, form);
        if (at.length == 0)
            return false;
        const QList<Item> items = lexBlock(data.sliced(at.offset, at.length), at.line, form);
        bool record = false, hasN = false;
        for (const Item &it : items) {
            record = record || it.kind != Item::Kind::Percent;
            if (it.kind == Item::Kind::Label && it.label == 'N' && !hasN) {
                hasN = true;
                *names = it.null ? Tags() : decodeHeader('N', toText(it.value, latin1), nullptr);
            }
        }
        if (!record)
            continue; // a block of % lines
        ++back;
        if (back % 2 == 0 && hasN)
            return true;
    }
    return false;
}

} // namespace

int sniff(QByteArrayView head, Form form)
{
    head = skipBom(head);
    return form == Form::Lines ? sniffLines(head) : sniffOneLine(head);
}

namespace {

// Keeps what readEach() hands on: readAll().
class Collect : public RecordSink
{
public:
    explicit Collect(Collection &into) : m_into(into) {}
    void fileComments(const QList<Commentary> &comments) override { m_into.fileComments() += comments; }
    void record(const RecordPtr &record) override { m_into.append(record); }

private:
    Collection &m_into;
};

// The blocks [from, size) after the last record that hold % lines only
// (found from the end), and their lines as the file's closing commentary:
// 'from' is 0 when no block holds a record.
qsizetype tailComments(QByteArrayView data, const QList<RecordSpan> &spans, Form form, bool latin1,
                       QList<Commentary> *tail)
{
    Repetition scratch; // (a block of % lines only reads the same whatever came before)
    Diagnostics none;
    qsizetype from = spans.size();
    for (; from > 0; --from) {
        const RecordSpan &span = spans.at(from - 1);
        RecordReader probe(&scratch, latin1, 1, &none);
        QList<Commentary> percent;
        if (probe.read(lexBlock(data.sliced(span.offset, span.length), span.line, form), &percent, nullptr))
            break;
        *tail = percent + *tail;
    }
    for (Commentary &c : *tail)
        c.anchor = Anchor{Anchor::Kind::End, -1};
    return from;
}

} // namespace

ReadResult readAll(QByteArrayView data, Form form)
{
    ReadResult out;
    Collect collect(out.collection);
    out.diagnostics = readEach(data, form, collect);
    return out;
}

Diagnostics readEach(QByteArrayView data, Form form, RecordSink &sink)
{
    Diagnostics diagnostics;
    data = skipBom(data);
    const bool latin1 = looksLatin1(data);
    const QList<RecordSpan> spans = splitBlocks(data, form);
    QList<Commentary> tail;
    qsizetype end = tailComments(data, spans, form, latin1, &tail);
    if (end == 0) {
        end = spans.size(); // no record: every block is the file's head, read as it comes
        tail.clear();
    }
    Repetition repetition;
    QList<Commentary> head;    // % lines before the first record
    QList<Commentary> between; // blocks of % lines after a record
    int records = 0;
    for (qsizetype i = 0; i < end; ++i) {
        const RecordSpan &span = spans.at(i);
        const QList<Item> items = lexBlock(data.sliced(span.offset, span.length), span.line, form);
        RecordReader reader(&repetition, latin1, records + 1, &diagnostics);
        QList<Commentary> percent;
        auto record = reader.read(items, &percent, records == 0 ? &head : nullptr);
        if (!record) {
            (records == 0 ? head : between) += percent;
            continue;
        }
        if (++records == 1)
            sink.fileComments(head + tail);
        // % blocks between records stand before the next record
        for (qsizetype k = between.size() - 1; k >= 0; --k)
            record->comments().prepend(between[k]);
        between.clear();
        sink.record(record);
    }
    if (records == 0)
        sink.fileComments(head);
    return diagnostics;
}

ReadResult readOne(QByteArrayView data, const RecordSpan &span, int recordNumber, const Record *previous, Form form,
                   bool *lookedBack, const std::array<Tags, 9> *previousHeader)
{
    ReadResult out;
    const QByteArrayView bytes = data.sliced(span.offset, span.length);
    const bool latin1 = looksLatin1(bytes);
    Repetition repetition;
    if (const auto *prev = dynamic_cast<const CardRecord *>(previous)) {
        std::array<Tags, 9> found;
        if (!previousHeader)
            found = splitHeader(prev->tags()).values;
        const std::array<Tags, 9> &header = previousHeader ? *previousHeader : found;
        Tags two;
        const bool alternating = !header[6].isEmpty(); // K
        const bool haveTwo = alternating && namesTwoBefore(data, span, form, latin1, &two);
        if (lookedBack)
            *lookedBack = alternating;
        repetition.seed(header, prev->deal(), haveTwo ? &two : nullptr); // (split once)
    }
    const QList<Item> items = lexBlock(bytes, span.line, form);
    RecordReader reader(&repetition, latin1, recordNumber, &out.diagnostics);
    QList<Commentary> percent;
    auto record = reader.read(items, &percent, previous ? nullptr : &out.collection.fileComments());
    out.collection.fileComments() += percent;
    if (record)
        out.collection.append(record);
    // (with no record before it, what a left-out label would repeat is not
    // known: the record is taken to need one)
    out.standsAlone = record && !(previous ? reader.repeatsPrevious() : reader.leavesOutRepeated());
    return out;
}

} // namespace kib::rbn
