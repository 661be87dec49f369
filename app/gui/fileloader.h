#pragma once

#include "parsers/notationplugin.h"

#include <QMutex>
#include <QObject>
#include <QThread>

#include <atomic>
#include <deque>
#include <functional>

namespace kib {

class Registry;

// Records read so far, handed over in batches while a file is read.
struct LoadedBatch
{
    // A null record is one read and let go (it stands alone: the document
    // builds it again from its span when it is asked for); its summary is
    // in 'summaries' (empty for the others).
    QList<RecordPtr> records;
    QList<RecordSummary> summaries;
    QList<int> recordNumbers; // 1-based number of each record in its file
    QList<int> spans;         // index of the span each record was read from
    Diagnostics diagnostics;
    QList<Commentary> fileComments;
    // The last batch: the whole file's diagnostics and file commentary (as
    // NotationPlugin::readLazily() gives them, the CLI's), which replace
    // those the batches before reported.
    bool replacesDiagnostics = false;
    // The first record, shown early from the head of a large file (a batch
    // of that record alone, without diagnostics or file commentary, which
    // come with the file's read), was not the whole file's first, or the
    // whole file reads it otherwise: the document lets it go, before the
    // file's records come.
    bool dropsFirst = false;
};

// What a reader reports while it reads; every callback is optional.
struct LoadSink
{
    std::function<void(const QString &formatId, const QByteArray &data, const QList<RecordSpan> &spans)> opened;
    std::function<void(const LoadedBatch &batch)> batch;
    std::function<void(qint64 done, qint64 total)> progress;
};

// Reads a file with the plug-in the registry detects for it: splits it into
// record spans, then reads the spans one by one, reporting the records in
// batches (the first at once). Bridge records that stand alone are reported
// unbuilt, with their summary, past the first few (see LoadedBatch): a file
// of 100,000 deals then takes little more memory than its bytes. Runs in a worker thread (start) or in the
// calling thread (readNow); a run can be cancelled between records.
class FileLoader : public QObject
{
    Q_OBJECT

public:
    explicit FileLoader(QObject *parent = nullptr);
    ~FileLoader() override;

    void start(const QString &path);
    void cancel();
    bool isRunning() const;
    // How long drain() runs before it lets the event loop run.
    static constexpr int drainBudgetMs = 8;
    // Blocks until the running read ends (for tests).
    bool wait(int msecs = -1);

    // Reads 'path' in the calling thread. Returns an error message, or an
    // empty string on success (a file with bad records still succeeds).
    static QString readNow(const QString &path, const Registry &registry, const LoadSink &sink,
                           const std::atomic_bool *cancel = nullptr);

Q_SIGNALS:
    void opened(const QString &formatId, const QByteArray &data, const QList<kib::RecordSpan> &spans);
    void batchRead(const kib::LoadedBatch &batch);
    void progress(qint64 done, qint64 total);
    void finished(bool cancelled, const QString &error);

private:
    // What the reading thread reports waits in a queue, which this object's
    // thread empties a few milliseconds at a time (drain()): however far the
    // read runs ahead, the window's event loop keeps running between.
    void post(std::function<void()> fn);
    void drain();

    QThread *m_thread = nullptr;
    QMutex m_queueMutex;
    std::deque<std::function<void()>> m_queue;
    bool m_drainPending = false;
    std::atomic_bool m_cancel{false};
    int m_generation = 0;
};

} // namespace kib
