#include "streamedconvert.h"

#include "firsterror.h"
#include "readbacktolerance.h"
#include "recordsink.h"

#include <QSaveFile>
#include <QSet>
#include <QTemporaryFile>

#include <algorithm>

namespace kib {

namespace {

// Hands what readEach() reads to a writer, with a hook per record.
class Pipe : public RecordSink
{
public:
    Pipe(RecordWriter &writer, std::function<void(const Record &, int)> onRecord)
        : m_writer(writer), m_onRecord(std::move(onRecord))
    {
    }
    void fileComments(const QList<Commentary> &comments) override { m_writer.begin(comments); }
    void record(const RecordPtr &record) override
    {
        ++m_count;
        if (m_onRecord)
            m_onRecord(*record, m_count);
        m_writer.write(record);
    }
    int count() const { return m_count; }

private:
    RecordWriter &m_writer;
    std::function<void(const Record &, int)> m_onRecord;
    int m_count = 0;
};

// Counts what readEach() reads, and keeps nothing.
class Counter : public RecordSink
{
public:
    void fileComments(const QList<Commentary> &) override {}
    void record(const RecordPtr &) override { ++m_count; }
    int count() const { return m_count; }

private:
    int m_count = 0;
};

// Writes to two devices: the file being saved and the copy read back.
class Tee : public QIODevice
{
public:
    Tee(QIODevice *a, QIODevice *b) : m_a(a), m_b(b) { open(QIODevice::WriteOnly); }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override
    {
        if (m_a->write(data, size) != size || m_b->write(data, size) != size)
            return -1;
        return size;
    }

private:
    QIODevice *m_a;
    QIODevice *m_b;
};

// The written file read back in the memory of a record: the plug-in's own
// readEach() when it has one; else its spans one by one (readRecord(), each
// record after the one before, as the viewer reads); a file of one span
// whole.
Diagnostics readBack(const NotationPlugin &plugin, const QByteArray &data, Counter &counter)
{
    const auto *streaming = dynamic_cast<const RecordStreaming *>(&plugin);
    if (streaming && streaming->readsEachItself())
        return streaming->readEach(data, counter);
    const QList<RecordSpan> spans = plugin.split(QByteArrayView(data));
    if (spans.size() <= 1)
        return readRecordByRecord(plugin, data, counter);
    Diagnostics out;
    RecordPtr previous;
    int number = 0;
    for (const RecordSpan &span : spans) {
        ReadResult r = plugin.readRecord(QByteArrayView(data), span, number + 1, previous.get());
        out.append(r.diagnostics);
        if (r.collection.records().isEmpty())
            ++number; // an unreadable record keeps its number (and is not counted)
        for (const RecordPtr &record : r.collection.records()) {
            ++number;
            counter.record(record);
            previous = record;
        }
    }
    return out;
}

// Whether warnings[from, to) has one with 'message'.
bool namedIn(const Diagnostics &warnings, qsizetype from, qsizetype to, const QString &message)
{
    for (qsizetype i = from; i < to; ++i)
        if (warnings.at(i).message == message)
            return true;
    return false;
}

// The writer's warnings (not its errors) added to convert's own losses
// ('warnings', in record order), each (record, message) once: convert's are
// found by their record; the writer's own, when in record order, among
// those of the same record, else through a set.
void addWriterWarnings(Diagnostics &warnings, const Diagnostics &written)
{
    const qsizetype own = warnings.size();
    bool ordered = true;
    for (qsizetype i = 1; i < written.size() && ordered; ++i)
        ordered = written.at(i - 1).record <= written.at(i).record;
    QSet<QPair<int, QString>> named; // (only when not in order)
    warnings.reserve(own + written.size());
    qsizetype group = own; // the first of the writer's warnings added for the current record
    for (const Diagnostic &d : written) {
        if (d.isError())
            continue;
        const auto begin = warnings.cbegin();
        const auto lower = std::lower_bound(begin, begin + own, d.record,
                                            [](const Diagnostic &x, int record) { return x.record < record; });
        qsizetype to = lower - begin;
        while (to < own && warnings.at(to).record == d.record)
            ++to;
        if (namedIn(warnings, lower - begin, to, d.message))
            continue;
        if (ordered) {
            if (group < warnings.size() && warnings.at(group).record != d.record)
                group = warnings.size();
            if (namedIn(warnings, group, warnings.size(), d.message))
                continue;
        } else if (named.contains({d.record, d.message})) {
            continue;
        } else {
            named.insert({d.record, d.message});
        }
        warnings.append(d);
    }
}

StreamedRead pipe(const NotationPlugin &reader, const QByteArray &input, RecordWriter &writer,
                  std::function<void(const Record &, int)> onRecord)
{
    StreamedRead out;
    writer.setSourceFormat(reader.id());
    Pipe p(writer, std::move(onRecord));
    out.diagnostics = readRecordByRecord(reader, input, p);
    writer.finish();
    out.records = p.count();
    return out;
}

} // namespace

StreamedRead pipeRecords(const NotationPlugin &reader, const QByteArray &input, RecordWriter &writer)
{
    return pipe(reader, input, writer, {});
}

StreamedConvert convertStreaming(const QString &path, QByteArray input, const NotationPlugin &reader,
                                 const NotationPlugin &plugin, bool force)
{
    StreamedConvert out;
    SavedFile &saved = out.saved;
    if (!plugin.canWrite()) {
        saved.error = QStringLiteral("%1 cannot be written").arg(plugin.displayName());
        return out;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        saved.error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        return out;
    }
    QTemporaryFile copy;
    if (!copy.open()) {
        saved.error = QStringLiteral("cannot write a temporary copy of %1: %2").arg(path, copy.errorString());
        return out;
    }
    Tee tee(&file, &copy);
    const std::unique_ptr<RecordWriter> writer = recordWriterFor(plugin, &tee);
    RecordWriter *w = writer.get();
    // Each loss once, though cannotHold() and the writer may both name it
    // (as writeFile() reports them): first convert's own, record by record
    // (each record's kept once), then the writer's not named already.
    Diagnostics &warnings = saved.warnings;
    out.read = pipe(reader, input, *writer, [&](const Record &record, int number) {
        const QStringList losses = w->losses(record, plugin);
        const qsizetype first = warnings.size();
        for (const QString &what : losses)
            if (!namedIn(warnings, first, warnings.size(), what))
                warnings.append(Diagnostic::warning(QStringLiteral("convert.lost"), what, 0, 0, number));
        w->setKnownLosses(&record, losses); // (the writer may need the same answer)
    });
    input = QByteArray(); // (the input's memory let go before the read-back)
    if (firstError(out.read.diagnostics) && !force) {
        file.cancelWriting();
        out.refused = true;
        warnings.clear();
        return out;
    }
    const Diagnostics written = writer->takeWarnings();
    addWriterWarnings(warnings, written);
    if (const Diagnostic *e = firstError(written)) {
        saved.error = QStringLiteral("%1 could not write the records: %2").arg(plugin.displayName(), e->message);
        file.cancelWriting();
        return out;
    }
    if (writer->failed() || !copy.flush()) {
        saved.error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        file.cancelWriting();
        return out;
    }
    // The writer proved it in place, record by record, as the file's reader
    // reads the file: no need to read it again.
    if (writer->readsBackInPlace()) {
        if (!file.commit())
            saved.error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        return out;
    }
    // The writer must never produce what its own reader rejects.
    // (errors the input had may come back, in the records that had them)
    const ReadBackTolerance tolerance(out.read.diagnostics);
    {
        QByteArray written;
        if (copy.size() > 0) {
            uchar *mapped = copy.map(0, copy.size());
            written = mapped ? QByteArray::fromRawData(reinterpret_cast<const char *>(mapped), copy.size())
                             : (copy.seek(0), copy.readAll());
        }
        Counter counter;
        const Diagnostics back = readBack(plugin, written, counter);
        if (const Diagnostic *e = tolerance.firstError(back)) {
            saved.error = QStringLiteral("the written %1 does not read back (%2 at line %3); nothing was saved")
                              .arg(plugin.displayName(), e->message)
                              .arg(e->line);
            file.cancelWriting();
            return out;
        }
        if (counter.count() != out.read.records) {
            saved.error = QStringLiteral("the written %1 reads back as %2 records instead of %3; nothing was saved")
                              .arg(plugin.displayName())
                              .arg(counter.count())
                              .arg(out.read.records);
            file.cancelWriting();
            return out;
        }
    }
    if (!file.commit())
        saved.error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
    return out;
}

} // namespace kib
