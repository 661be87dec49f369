#include "fileloader.h"
#include "loaderreadsink.h"

#include "parsers/fileio.h"
#include "parsers/lazyread.h"
#include "parsers/registry.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTimer>

#include <memory>
#include <optional>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace kib {

namespace {
// A file larger than this shows its first record before the whole file is
// read and split (a 776 MB file takes seconds to read): the record is read
// from the file's first kHeadBytes, when they hold it whole.
constexpr qint64 kPreviewFrom = 8 << 20;
constexpr qint64 kHeadBytes = 1 << 20;
// How much nicer than the window's thread the reading threads are.
constexpr int kReaderNice = 5;
constexpr qint64 kProgressMs = 100;

// The first record of a large file, read from its head when its plug-in
// reads so (NotationPlugin::readsFirstFromHead(): PBN, LIN): a span followed
// by another in the head is the span the whole file's split finds (checked
// when it is split).
struct FirstRecord
{
    RecordPtr record;
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
    if (!plugin || !plugin->readsFirstFromHead())
        return std::nullopt;
    const QList<RecordSpan> spans = plugin->split(head);
    if (spans.size() < 2)
        return std::nullopt;
    const ReadResult read = plugin->readRecord(head, spans.first(), 1, nullptr);
    if (read.collection.size() != 1)
        return std::nullopt;
    return FirstRecord{read.collection.records().constFirst(), spans.first(), plugin->id()};
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
    {
        const QMutexLocker lock(&m_queueMutex);
        m_queue.clear(); // (an older run's)
    }
    // Results cross to this object's thread through the queue; a call from
    // an older run is dropped.
    auto post = [this, generation](auto fn) {
        this->post([this, generation, fn]() {
            if (generation == m_generation)
                fn();
        });
    };
    m_thread = QThread::create([this, path, post]() {
#ifdef Q_OS_LINUX
        // The window's thread first: this thread, and the threads it starts
        // to read in parallel (they inherit it), yield the core to it. (Qt's
        // LowPriority changes nothing for Linux's default scheduler.)
        const id_t tid = id_t(syscall(SYS_gettid));
        setpriority(PRIO_PROCESS, tid, getpriority(PRIO_PROCESS, tid) + kReaderNice);
#endif
        LoadSink sink;
        sink.opened = [this, post](const QString &id, const QByteArray &data, const QList<RecordSpan> &spans) {
            post([this, id, data, spans]() { Q_EMIT opened(id, data, spans); });
        };
        sink.batch = [this, post](const LoadedBatch &b) { post([this, b]() { Q_EMIT batchRead(b); }); };
        // (progress at most every kProgressMs: each moves the status text
        // and the progress bar, which repaints at once)
        auto sinceProgress = std::make_shared<QElapsedTimer>();
        sink.progress = [this, post, sinceProgress](qint64 done, qint64 total) {
            if (sinceProgress->isValid() && sinceProgress->elapsed() < kProgressMs && done < total)
                return;
            sinceProgress->start();
            post([this, done, total]() { Q_EMIT progress(done, total); });
        };
        const QString error = readNow(path, Registry::builtin(), sink, &m_cancel);
        const bool cancelled = m_cancel;
        post([this, cancelled, error]() { Q_EMIT finished(cancelled, error); });
    });
    m_thread->setObjectName(QStringLiteral("kibitzer-loader"));
    m_thread->start(QThread::LowPriority);
}

void FileLoader::post(std::function<void()> fn)
{
    const QMutexLocker lock(&m_queueMutex);
    m_queue.push_back(std::move(fn));
    if (!m_drainPending) {
        m_drainPending = true;
        QMetaObject::invokeMethod(this, &FileLoader::drain, Qt::QueuedConnection);
    }
}

void FileLoader::drain()
{
    QElapsedTimer budget;
    budget.start();
    for (;;) {
        std::function<void()> fn;
        {
            const QMutexLocker lock(&m_queueMutex);
            if (m_queue.empty()) {
                m_drainPending = false;
                return;
            }
            if (budget.elapsed() >= drainBudgetMs) {
                // (a timer, not a posted call: the window's timers, input
                // and painting get their turn first)
                QTimer::singleShot(0, this, &FileLoader::drain);
                return;
            }
            fn = std::move(m_queue.front());
            m_queue.pop_front();
        }
        fn();
    }
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
        preview.records.append(first->record);
        preview.summaries.append(RecordSummary());
        preview.recordNumbers.append(1);
        preview.spans.append(0);
        // (its diagnostics and the file's commentary come with the read,
        // as validate reports them)
        sink.batch(preview);
    }
    const QByteArray data = readWhole(file);
    file.close();
    // (detected as the CLI detects it, with its messages)
    QString error;
    const NotationPlugin *plugin = detectNotation(data, path, registry, &error);
    if (!plugin) {
        retract();
        return error;
    }

    if (first && plugin->id() != first->formatId)
        retract(); // (not expected: the head was read as another notation)
    // the one read, as `kibitzer-cli validate` reads: records in batches as
    // they are read, the whole file's diagnostics at the end
    LoaderReadSink reader(plugin->id(), sink, cancel);
    if (first)
        reader.setShownFirst(first->span, first->record, retract);
    readLazilyInto(*plugin, data, reader);
    reader.finish();
    return QString();
}

} // namespace kib
