#include "streamedconvert.h"

#include "firsterror.h"
#include "readbacktolerance.h"
#include "recordsink.h"

#include <QSaveFile>
#include <QSet>
#include <QTemporaryFile>

#include <algorithm>
#include <optional>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

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
    // (records prepared on the reading threads, when nothing looks at them
    // here)
    PrepareRecord preparer() const override { return m_onRecord ? PrepareRecord{} : m_writer.preparer(); }
    // (convert's hook writes each record and reads it back: the records
    // read on other threads would only wait for it. The 100 MB real-world-
    // shaped file to RBN: 4.9 s wall and 7.4 s of CPU on two threads, 3.6 s
    // and 3.5 s on one)
    bool readInParallel() const override { return !m_onRecord; }
    void prepared(std::shared_ptr<PreparedRecord> record) override
    {
        ++m_count;
        m_writer.writePrepared(*record);
        record.reset(); // (whatever the writer does not keep)
    }
    int count() const { return m_count; }

private:
    RecordWriter &m_writer;
    std::function<void(const Record &, int)> m_onRecord;
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

// The bytes written so far through a file's descriptor, when it was opened
// for reading too (QSaveFile opens its temporary file so on POSIX systems:
// the read-back then needs no copy of the file): mapped, else read.
class WrittenBytes
{
public:
    // Whether 'descriptor' can read what was written through it.
    static bool readable(int descriptor)
    {
#ifdef Q_OS_UNIX
        if (descriptor < 0)
            return false;
        const int flags = ::fcntl(descriptor, F_GETFL);
        return flags != -1 && (flags & O_ACCMODE) == O_RDWR;
#else
        Q_UNUSED(descriptor);
        return false;
#endif
    }
    WrittenBytes(int descriptor, qint64 size)
    {
#ifdef Q_OS_UNIX
        if (size <= 0)
            return;
        void *mapped = ::mmap(nullptr, size_t(size), PROT_READ, MAP_SHARED, descriptor, 0);
        if (mapped != MAP_FAILED) {
            m_mapped = mapped;
            m_size = size_t(size);
            m_bytes = QByteArray::fromRawData(static_cast<const char *>(mapped), size);
            return;
        }
        m_bytes.resize(size);
        qint64 done = 0;
        while (done < size) {
            const ssize_t n = ::pread(descriptor, m_bytes.data() + done, size_t(size - done), done);
            if (n <= 0)
                break;
            done += n;
        }
        m_bytes.truncate(done);
#else
        Q_UNUSED(descriptor);
        Q_UNUSED(size);
#endif
    }
    ~WrittenBytes()
    {
        m_bytes = QByteArray();
#ifdef Q_OS_UNIX
        if (m_mapped)
            ::munmap(m_mapped, m_size);
#endif
    }
    WrittenBytes(const WrittenBytes &) = delete;
    WrittenBytes &operator=(const WrittenBytes &) = delete;
    const QByteArray &bytes() const { return m_bytes; }

private:
    QByteArray m_bytes;
    void *m_mapped = nullptr;
    size_t m_size = 0;
};

// The written file read back in the memory of a record: the plug-in's own
// readEach() when it has one (LIN's reads a part at a time: its
// readRecord() reads all that stands before a span again for each span, a
// read-back whose time grew with the square of the file); else its spans
// one by one (readRecord(), each record after the one before); a file of one
// span whole.
Diagnostics readBack(const NotationPlugin &plugin, const QByteArray &data, RecordCounter &counter)
{
    const auto *streaming = dynamic_cast<const RecordStreaming *>(&plugin);
    if (!streaming || streaming->readsEachItself())
        return readRecordByRecord(plugin, data, counter);
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

// Convert's own losses and the writer's warnings (not its errors) gathered
// as they come, each (record, message) once, as writeFile() reports them:
// the own in record order, then the writer's not named by the own of the
// same record nor already taken (found among those of the same record while
// the writer's come in record order, else through a set).
class Losses
{
public:
    explicit Losses(StreamedConvert &out) : m_own(out.lost), m_added(out.writerWarnings) {}

    // convert's own losses of record 'number' (the next, in order)
    void addOwn(const QStringList &losses, int number)
    {
        const qsizetype first = m_own.size();
        for (const QString &what : losses) {
            const quint32 id = m_own.intern(what);
            bool named = false;
            for (qsizetype i = first; i < m_own.size() && !named; ++i)
                named = m_own.messageId(i) == id;
            if (!named)
                m_own.appendWarning(QStringLiteral("convert.lost"), id, number);
        }
    }
    // the writer's warnings so far, taken from it (its first error kept)
    void drain(RecordWriter &writer)
    {
        for (const Diagnostic &d : writer.warnings())
            addWriters(d);
        writer.clearWarnings();
    }
    const std::optional<Diagnostic> &firstError() const { return m_firstError; }

private:
    bool namedByOwn(const Diagnostic &d) const
    {
        qsizetype lo = 0;
        qsizetype hi = m_own.size();
        while (lo < hi) {
            const qsizetype mid = (lo + hi) / 2;
            if (m_own.record(mid) < d.record)
                lo = mid + 1;
            else
                hi = mid;
        }
        for (qsizetype i = lo; i < m_own.size() && m_own.record(i) == d.record; ++i)
            if (m_own.message(i) == d.message)
                return true;
        return false;
    }
    void addWriters(const Diagnostic &d)
    {
        if (d.isError()) {
            if (!m_firstError)
                m_firstError = d;
            return;
        }
        if (namedByOwn(d))
            return;
        const quint32 id = m_added.intern(d.message);
        const qsizetype last = m_added.size() - 1;
        if (!m_unordered && (last < 0 || m_added.record(last) <= d.record)) {
            for (qsizetype i = last; i >= 0 && m_added.record(i) == d.record; --i)
                if (m_added.messageId(i) == id)
                    return;
        } else {
            if (!m_unordered) {
                m_unordered = true;
                for (qsizetype i = 0; i < m_added.size(); ++i)
                    m_named.insert({m_added.record(i), m_added.messageId(i)});
            }
            if (m_named.contains({d.record, id}))
                return;
            m_named.insert({d.record, id});
        }
        m_added.append(d);
    }

    CompactDiagnostics &m_own;
    CompactDiagnostics &m_added;
    std::optional<Diagnostic> m_firstError;
    bool m_unordered = false;
    QSet<QPair<int, quint32>> m_named; // (only once the writer's come out of order)
};

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
    // The read-back reads the saved file's own temporary when its descriptor
    // reads (the file is written once); else a copy is written beside it.
    const bool readsOwn = WrittenBytes::readable(file.handle());
    QTemporaryFile copy;
    if (!readsOwn && !copy.open()) {
        saved.error = QStringLiteral("cannot write a temporary copy of %1: %2").arg(path, copy.errorString());
        return out;
    }
    std::optional<Tee> tee;
    if (!readsOwn)
        tee.emplace(&file, &copy);
    const std::unique_ptr<RecordWriter> writer =
        recordWriterFor(plugin, readsOwn ? static_cast<QIODevice *>(&file) : &*tee);
    RecordWriter *w = writer.get();
    // Each loss once, though cannotHold() and the writer may both name it
    // (as writeFile() reports them): first convert's own, record by record
    // (each record's kept once), then the writer's not named already (taken
    // from the writer as they come: Losses).
    Losses losses(out);
    out.read = pipe(reader, input, *writer, [&](const Record &record, int number) {
        losses.drain(*w);
        const QStringList lost = w->losses(record, plugin);
        losses.addOwn(lost, number);
        w->setKnownLosses(&record, lost); // (the writer may need the same answer)
    });
    input = QByteArray(); // (the input's memory let go before the read-back)
    if (firstError(out.read.diagnostics) && !force) {
        file.cancelWriting();
        out.refused = true;
        out.lost.clear();
        out.writerWarnings.clear();
        return out;
    }
    losses.drain(*writer);
    if (const std::optional<Diagnostic> &e = losses.firstError()) {
        saved.error = QStringLiteral("%1 could not write the records: %2").arg(plugin.displayName(), e->message);
        file.cancelWriting();
        return out;
    }
    if (writer->failed() || !(readsOwn ? file.flush() : copy.flush())) {
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
        std::optional<WrittenBytes> own; // (outlives 'written', which may point into it)
        QByteArray written;
        if (readsOwn) {
            own.emplace(file.handle(), file.pos());
            written = own->bytes();
        } else if (copy.size() > 0) {
            uchar *mapped = copy.map(0, copy.size());
            written = mapped ? QByteArray::fromRawData(reinterpret_cast<const char *>(mapped), copy.size())
                             : (copy.seek(0), copy.readAll());
        }
        RecordCounter counter;
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
