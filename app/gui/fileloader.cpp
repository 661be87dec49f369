#include "fileloader.h"

#include "model/repeatgate.h"
#include "parsers/fileio.h"

#include "parsers/registry.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <optional>

namespace kib {

namespace {
// Records read first stay built (the first is shown at once).
constexpr int kKeptBuilt = 8;
// A file larger than this shows its first record before the whole file is
// read and split (a 776 MB file takes seconds to read): the record is read
// from the file's first kHeadBytes, when they hold it whole.
constexpr qint64 kPreviewFrom = 8 << 20;
constexpr qint64 kHeadBytes = 1 << 20;

// The first record of a large PBN file, read from its head. PBN's spans end
// where the next game's tags begin, so a span followed by another in the head
// is the span the whole file's split finds (checked when it is split).
struct FirstRecord
{
    ReadResult read;
    RecordSpan span;
    QString formatId;
};

std::optional<FirstRecord> readFirstOfHead(QFile &file, const QString &path, const Registry &registry)
{
    if (file.size() <= kPreviewFrom)
        return std::nullopt;
    const QByteArray head = file.read(kHeadBytes);
    file.seek(0);
    QString error;
    const NotationPlugin *plugin = detectNotation(head, path, registry, &error);
    if (!plugin || plugin->id() != u"pbn")
        return std::nullopt;
    const QList<RecordSpan> spans = plugin->split(head);
    if (spans.size() < 2)
        return std::nullopt;
    FirstRecord first{plugin->readRecord(head, spans.first(), 1, nullptr), spans.first(), plugin->id()};
    if (first.read.collection.size() != 1)
        return std::nullopt;
    capRepeats(&first.read.diagnostics);
    return first;
}

bool sameSpan(const RecordSpan &a, const RecordSpan &b)
{
    return a.offset == b.offset && a.length == b.length && a.line == b.line;
}
} // namespace

FileLoader::FileLoader(QObject *parent) : QObject(parent) {}

FileLoader::~FileLoader()
{
    cancel();
    wait();
    delete m_thread;
}

bool FileLoader::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

void FileLoader::cancel()
{
    m_cancel = true;
}

bool FileLoader::wait(int msecs)
{
    if (!m_thread)
        return true;
    return m_thread->wait(msecs < 0 ? QDeadlineTimer(QDeadlineTimer::Forever) : QDeadlineTimer(msecs));
}

void FileLoader::start(const QString &path)
{
    if (m_thread) {
        cancel();
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    m_cancel = false;
    const int generation = ++m_generation;
    // Results cross to this object's thread as queued calls; a call from an
    // older run (or after this object is gone) is dropped.
    auto post = [this, generation](auto fn) {
        QMetaObject::invokeMethod(
            this,
            [this, generation, fn]() {
                if (generation == m_generation)
                    fn();
            },
            Qt::QueuedConnection);
    };
    m_thread = QThread::create([this, path, post]() {
        LoadSink sink;
        sink.opened = [this, post](const QString &id, const QByteArray &data, const QList<RecordSpan> &spans) {
            post([this, id, data, spans]() { Q_EMIT opened(id, data, spans); });
        };
        sink.batch = [this, post](const LoadedBatch &b) { post([this, b]() { Q_EMIT batchRead(b); }); };
        sink.progress = [this, post](qint64 done, qint64 total) {
            post([this, done, total]() { Q_EMIT progress(done, total); });
        };
        const QString error = readNow(path, Registry::builtin(), sink, &m_cancel);
        const bool cancelled = m_cancel;
        post([this, cancelled, error]() { Q_EMIT finished(cancelled, error); });
    });
    m_thread->setObjectName(QStringLiteral("kibitzer-loader"));
    m_thread->start(QThread::LowPriority);
}

QString FileLoader::readNow(const QString &path, const Registry &registry, const LoadSink &sink,
                            const std::atomic_bool *cancel)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QCoreApplication::translate("kib::FileLoader", "cannot open %1: %2").arg(QFileInfo(path).fileName(), file.errorString());
    // the first record of a large file, on the table while the rest is read
    std::optional<FirstRecord> first;
    if (sink.batch)
        first = readFirstOfHead(file, path, registry);
    const auto retract = [&]() {
        if (!first)
            return;
        LoadedBatch dropped;
        dropped.dropsFirst = true;
        sink.batch(dropped);
        first.reset();
    };
    if (first) {
        LoadedBatch preview;
        preview.records.append(first->read.collection.records().constFirst());
        preview.summaries.append(RecordSummary());
        preview.recordNumbers.append(1);
        preview.spans.append(0);
        preview.diagnostics = first->read.diagnostics;
        preview.fileComments = first->read.collection.fileComments();
        sink.batch(preview);
    }
    const QByteArray data = file.readAll();
    file.close();
    // (detected as the CLI detects it, with its messages)
    QString error;
    const NotationPlugin *plugin = detectNotation(data, path, registry, &error);
    if (!plugin) {
        retract();
        return error;
    }

    const QList<RecordSpan> spans = plugin->split(data);
    if (first && (plugin->id() != first->formatId || spans.isEmpty() || !sameSpan(spans.first(), first->span)))
        retract(); // (not expected: the whole file's first record is another) read again
    if (sink.opened)
        sink.opened(plugin->id(), data, spans);

    LoadedBatch batch;
    QElapsedTimer sinceBatch;
    sinceBatch.start();
    bool firstBatch = true;
    int number = 0;
    RecordPtr previous;
    if (first) {
        number = 1;
        previous = first->read.collection.records().constFirst();
        firstBatch = false;
    }
    auto flush = [&]() {
        if (sink.batch && (!batch.records.isEmpty() || !batch.diagnostics.isEmpty() || !batch.fileComments.isEmpty()))
            sink.batch(batch);
        batch = LoadedBatch{};
        sinceBatch.restart();
    };
    for (int i = first ? 1 : 0; i < spans.size(); ++i) {
        if (cancel && *cancel)
            break;
        const RecordSpan &span = spans.at(i);
        ReadResult r = spans.size() == 1 && span.offset == 0 && span.length == data.size()
                           ? plugin->read(data)
                           : plugin->readRecord(data, span, number + 1, previous.get());
        capRepeats(&r.diagnostics);
        const bool letGo = r.standsAlone && r.collection.size() == 1 && number >= kKeptBuilt
                           && RecordSummary::describes(*r.collection.records().constFirst());
        for (const RecordPtr &rec : r.collection.records()) {
            ++number;
            batch.records.append(letGo ? RecordPtr() : rec);
            batch.summaries.append(letGo ? RecordSummary::of(*rec) : RecordSummary());
            batch.recordNumbers.append(number);
            batch.spans.append(i);
            previous = rec;
        }
        if (r.collection.records().isEmpty())
            ++number; // an unreadable record keeps its number
        batch.diagnostics.append(r.diagnostics);
        batch.fileComments.append(r.collection.fileComments());
        const bool firstRecord = firstBatch && !batch.records.isEmpty();
        if (firstRecord || sinceBatch.elapsed() > 150 || batch.records.size() >= 5000) {
            firstBatch = firstBatch && !firstRecord;
            flush();
            if (sink.progress)
                sink.progress(span.offset + span.length, data.size());
        }
    }
    flush();
    // The diagnostics and file commentary are those of the whole file read
    // at once, as the CLI reads it (the character set, a syntax error that
    // stops a JSON document, text before and after the records): the
    // records above come first, these replace what they reported.
    if (!(cancel && *cancel)) {
        const ReadResult whole = plugin->readLazily(data);
        batch.diagnostics = whole.diagnostics;
        batch.fileComments = whole.collection.fileComments();
        batch.replacesDiagnostics = true;
        if (sink.batch)
            sink.batch(batch);
        batch = LoadedBatch{};
    }
    if (sink.progress)
        sink.progress(data.size(), data.size());
    return QString();
}

} // namespace kib
