#include "document.h"

#include "parsers/registry.h"
#include "parsers/spanrecordsource.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFileInfo>
#include <QUndoStack>

namespace kib {

Document::Document(QObject *parent)
    : QObject(parent), m_cursor(new ReplayCursor(this)), m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

Document::~Document()
{
    if (m_loader)
        m_loader->cancel();
}

QString Document::displayName() const
{
    return m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
}

void Document::open(const QString &path)
{
    m_path = path;
    if (!m_loader) {
        m_loader = new FileLoader(this);
        connect(m_loader, &FileLoader::opened, this, &Document::opened);
        connect(m_loader, &FileLoader::batchRead, this, &Document::append);
        connect(m_loader, &FileLoader::progress, this, &Document::loadingProgress);
        connect(m_loader, &FileLoader::finished, this, [this](bool cancelled, const QString &error) {
            m_loading = false;
            if (!error.isEmpty()) {
                m_diagnostics.append(Diagnostic::error(QStringLiteral("file.unreadable"), error));
                Q_EMIT diagnosticsChanged();
            }
            Q_EMIT loadingFinished(cancelled, error);
        });
    }
    m_loading = true;
    Q_EMIT loadingStarted();
    m_loader->start(path);
}

bool Document::openNow(const QString &path, QString *error)
{
    m_path = path;
    m_loading = true;
    Q_EMIT loadingStarted();
    LoadSink sink;
    sink.opened = [this](const QString &id, const QByteArray &data, const QList<RecordSpan> &spans) {
        opened(id, data, spans);
    };
    sink.batch = [this](const LoadedBatch &b) { append(b); };
    const QString message = FileLoader::readNow(path, Registry::builtin(), sink);
    m_loading = false;
    if (!message.isEmpty()) {
        m_diagnostics.append(Diagnostic::error(QStringLiteral("file.unreadable"), message));
        Q_EMIT diagnosticsChanged();
    }
    Q_EMIT loadingFinished(false, message);
    if (error)
        *error = message;
    return message.isEmpty();
}

bool Document::waitForLoaded(int msecs)
{
    QDeadlineTimer deadline(msecs);
    while (m_loading && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return !m_loading;
}

void Document::cancelLoading()
{
    if (m_loader)
        m_loader->cancel();
}

void Document::setCollection(Collection collection, const Diagnostics &diagnostics)
{
    m_collection = Collection{};
    m_collection.fileComments() = collection.fileComments();
    m_collection.setSourceFormat(collection.sourceFormat());
    m_formatId = collection.sourceFormat();
    m_recordNumbers.clear();
    m_recordSpans.clear();
    m_originals.clear();
    m_diagnostics.clear();
    m_undo->clear();
    m_current = -1;
    LoadedBatch batch;
    int n = 0;
    for (const RecordPtr &r : collection.records()) {
        batch.records.append(r);
        batch.recordNumbers.append(++n);
        batch.spans.append(-1);
    }
    batch.diagnostics = diagnostics;
    append(batch);
    if (diagnostics.isEmpty())
        Q_EMIT diagnosticsChanged();
}

void Document::appendRecords(const QList<RecordPtr> &records)
{
    LoadedBatch batch;
    int n = m_recordNumbers.isEmpty() ? 0 : m_recordNumbers.last();
    for (const RecordPtr &r : records) {
        batch.records.append(r);
        batch.recordNumbers.append(++n);
        batch.spans.append(-1);
    }
    append(batch);
}

void Document::opened(const QString &formatId, const QByteArray &data, const QList<RecordSpan> &spans)
{
    m_formatId = formatId;
    m_collection.setSourceFormat(formatId);
    m_data = data;
    m_spans = spans;
    // one record a span at most: no list grows (and copies itself) on the
    // window's thread while a million records arrive
    m_collection.reserve(int(spans.size()), true);
    m_recordNumbers.reserve(spans.size());
    m_recordSpans.reserve(spans.size());
    // (the built-in plug-ins live as long as the program)
    const NotationPlugin *plugin = Registry::builtin().byId(formatId);
    m_collection.setSource(plugin ? plugin->recordSource(data, spans)
                                  : std::make_shared<SpanRecordSource>(nullptr, data, spans));
}

void Document::append(const LoadedBatch &batch)
{
    if (batch.dropsFirst) {
        // the record shown from the head of a large file, let go
        Q_EMIT recordsAboutToBeRearranged();
        if (!m_collection.isEmpty()) {
            m_collection.take(0);
            m_recordNumbers.removeFirst();
            m_recordSpans.removeFirst();
        }
        m_current = -1;
        Q_EMIT recordsRearranged();
        Q_EMIT currentIndexChanged(-1);
        m_collection.fileComments().clear();
        m_diagnostics.clear();
        Q_EMIT diagnosticsChanged();
        return;
    }
    if (batch.replacesDiagnostics) {
        m_collection.fileComments() = batch.fileComments;
        m_diagnostics = batch.diagnostics;
        Q_EMIT diagnosticsChanged();
        return;
    }
    m_collection.fileComments().append(batch.fileComments);
    if (!batch.records.isEmpty()) {
        const int first = m_collection.size();
        for (int i = 0; i < batch.records.size(); ++i) {
            const int span = batch.spans.value(i, -1);
            if (batch.records.at(i))
                m_collection.appendFrom(batch.records.at(i), span);
            else if (span >= 0)
                m_collection.appendUnbuilt(span, batch.summaries.value(i));
            else
                continue;
            m_recordNumbers.append(batch.recordNumbers.value(i, first + i + 1));
            m_recordSpans.append(span);
        }
        Q_EMIT recordsAppended(first, m_collection.size() - 1);
        if (m_current < 0)
            setCurrentIndex(0);
    }
    if (!batch.diagnostics.isEmpty()) {
        m_diagnostics.append(batch.diagnostics);
        Q_EMIT diagnosticsChanged();
    }
}

RecordPtr Document::record(int index) const
{
    return m_collection.record(index);
}

int Document::recordNumber(int index) const
{
    // (a record added in the editor has no number in the file: its place)
    const int number = m_recordNumbers.value(index, 0);
    return number > 0 ? number : index + 1;
}

int Document::indexOfRecordNumber(int number) const
{
    // numbers grow with the index (until records are moved or inserted):
    // search for the first not below 'number', then for the number itself
    const auto it = std::lower_bound(m_recordNumbers.cbegin(), m_recordNumbers.cend(), number);
    if (it != m_recordNumbers.cend() && *it == number)
        return int(it - m_recordNumbers.cbegin());
    if (const qsizetype exact = m_recordNumbers.indexOf(number); exact >= 0)
        return int(exact);
    if (it == m_recordNumbers.cend())
        return m_recordNumbers.isEmpty() ? -1 : int(m_recordNumbers.size()) - 1;
    return int(it - m_recordNumbers.cbegin());
}

QString Document::sourceText(int index, int *firstLine) const
{
    const int span = m_recordSpans.value(index, -1);
    if (span < 0 || span >= m_spans.size()) {
        if (firstLine)
            *firstLine = 1;
        return QString();
    }
    const RecordSpan &s = m_spans.at(span);
    if (firstLine)
        *firstLine = s.line;
    const QByteArray bytes = m_data.mid(s.offset, s.length);
    QString text = QString::fromUtf8(bytes);
    if (text.contains(QChar::ReplacementCharacter))
        text = QString::fromLatin1(bytes);
    return text;
}

void Document::setCurrentIndex(int index)
{
    if (index < -1 || index >= m_collection.size() || index == m_current)
        return;
    m_current = index;
    m_revealed.clear();
    m_cursor->setRecord(record(index));
    Q_EMIT revealedChanged();
    Q_EMIT currentIndexChanged(index);
}

bool Document::hasHiddenHands() const
{
    const CardRecord *r = m_cursor->cardRecord();
    if (!r)
        return false;
    for (const Hand &h : r->deal().hands)
        if (h.hidden)
            return true;
    for (const Pile &p : r->deal().piles)
        if (p.hidden)
            return true;
    return false;
}

bool Document::isHidden(Seat seat) const
{
    const CardRecord *r = m_cursor->cardRecord();
    if (!r || seat < 0 || seat >= r->deal().hands.size())
        return false;
    return r->deal().hands.at(seat).hidden && !m_revealed.contains(seat);
}

void Document::reveal(Seat seat)
{
    if (m_revealed.contains(seat))
        return;
    m_revealed.insert(seat);
    Q_EMIT revealedChanged();
}

void Document::revealAll()
{
    const CardRecord *r = m_cursor->cardRecord();
    if (!r)
        return;
    // piles are revealed with the hands: seat numbers past the hands
    for (Seat s = 0; s < r->deal().hands.size() + r->deal().piles.size(); ++s)
        m_revealed.insert(s);
    Q_EMIT revealedChanged();
}

void Document::hideAgain()
{
    if (m_revealed.isEmpty())
        return;
    m_revealed.clear();
    Q_EMIT revealedChanged();
}

} // namespace kib
