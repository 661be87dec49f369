#pragma once

#include "search/recordquery.h"

#include "parsers/notationplugin.h"

#include <QObject>

#include <atomic>
#include <memory>

class QThread;

namespace kib {

// One Find Boards search of a PBN file's bytes on a thread of its own
// (SpanSearch): the spans found are posted to the window's thread in
// batches, a few milliseconds' worth at a time, in file order, with the
// spans done. cancel() stops it soon and silences it; the job deletes
// itself once its thread has ended (never before, so nothing the thread
// posts finds it gone).
class FindBoardsJob : public QObject
{
    Q_OBJECT

public:
    // Starts at once; 'data' is shared, not copied.
    static FindBoardsJob *start(const QByteArray &data, const QList<RecordSpan> &spans, const RecordQuery &query);
    void cancel();

Q_SIGNALS:
    void found(const QList<int> &spans);
    void progress(int spansDone);
    // taken false: the file is one SpanSearch does not take (a '#' chain)
    void finished(bool taken);

private:
    FindBoardsJob() = default;
    void post(std::function<void()> fn);

    std::shared_ptr<std::atomic_bool> m_cancel = std::make_shared<std::atomic_bool>(false);
    QThread *m_thread = nullptr;
};

} // namespace kib
