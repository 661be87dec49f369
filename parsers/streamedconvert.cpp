#include "streamedconvert.h"

#include "firsterror.h"
#include "readbacktolerance.h"
#include "recordsink.h"

#include <QSaveFile>
#include <QSet>
#include <QTemporaryFile>

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
    Diagnostics lost;
    RecordWriter *w = writer.get();
    out.read = pipe(reader, input, *writer, [&](const Record &record, int number) {
        const QStringList losses = w->losses(record, plugin);
        for (const QString &what : losses)
            lost.append(Diagnostic::warning(QStringLiteral("convert.lost"), what, 0, 0, number));
        w->setKnownLosses(&record, losses); // (the writer may need the same answer)
    });
    input = QByteArray(); // (the input's memory let go before the read-back)
    if (firstError(out.read.diagnostics) && !force) {
        file.cancelWriting();
        out.refused = true;
        return out;
    }
    // Each loss once, though cannotHold() and the writer may both name it
    // (as writeFile() reports them).
    QSet<QPair<int, QString>> named;
    for (const Diagnostic &d : std::as_const(lost))
        if (!named.contains({d.record, d.message})) {
            named.insert({d.record, d.message});
            saved.warnings.append(d);
        }
    for (const Diagnostic &d : writer->warnings())
        if (!d.isError() && !named.contains({d.record, d.message})) {
            named.insert({d.record, d.message});
            saved.warnings.append(d);
        }
    if (const Diagnostic *e = firstError(writer->warnings())) {
        saved.error = QStringLiteral("%1 could not write the records: %2").arg(plugin.displayName(), e->message);
        file.cancelWriting();
        return out;
    }
    if (writer->failed() || !copy.flush()) {
        saved.error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        file.cancelWriting();
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
