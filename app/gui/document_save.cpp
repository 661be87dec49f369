// Document: saving (in the file's own notation, keeping the bytes of the
// untouched records, or in another), what a notation would lose, and
// records recovered from an autosave.
#include "document.h"

#include "parsers/registry.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QUndoStack>

namespace kib {

namespace {

QByteArray fingerprint(const RecordPtr &record)
{
    const NotationPlugin *json = Registry::builtin().byId(QStringLiteral("json"));
    Collection one;
    one.append(record);
    return json->write(one).data;
}

} // namespace

SavedFile Document::save()
{
    if (m_path.isEmpty() || m_formatId.isEmpty()) {
        SavedFile out;
        out.error = tr("%1 has no file or notation yet: use Save As").arg(displayName());
        return out;
    }
    return saveAs(m_path, m_formatId);
}

SavedFile Document::saveAs(const QString &path, const QString &formatId)
{
    SavedFile out;
    const NotationPlugin *plugin = Registry::builtin().byId(formatId);
    if (!plugin || !plugin->canWrite()) {
        out.error = tr("no notation with id '%1' can be written").arg(formatId);
        return out;
    }
    if (m_loading) {
        out.error = tr("%1 is still being read").arg(displayName());
        return out;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (formatId == m_formatId && !m_data.isEmpty() && !m_spans.isEmpty()) {
        OriginalFile original{m_data, m_spans, {}};
        for (int i = 0; i < recordCount(); ++i)
            original.recordSpans << untouchedSpan(i);
        // record by record: the untouched records' bytes copied, never built
        out = writeFileStreaming(absolute, m_collection, *plugin, original, m_diagnostics);
    } else {
        out = writeFile(absolute, m_collection, *plugin, m_diagnostics);
    }
    if (!out.ok())
        return out;
    // A record held unbuilt but written anew (it read otherwise where it
    // now stands) is kept as the model has it, not as the new bytes read.
    for (int i : std::as_const(out.writtenRecords))
        record(i);
    // The saved file is what later saves keep the bytes of.
    QFile written(absolute);
    adoptFile(written.open(QIODevice::ReadOnly) ? written.readAll() : QByteArray(), formatId, true);
    setSaved(absolute, formatId);
    Q_EMIT saved();
    return out;
}

Diagnostics Document::lossesIn(const QString &formatId) const
{
    Diagnostics out;
    const NotationPlugin *plugin = Registry::builtin().byId(formatId);
    if (!plugin)
        return out;
    const bool own = formatId == m_formatId && !m_data.isEmpty();
    // Only the records written anew can lose anything: those kept byte for
    // byte hold what they held.
    Collection written;
    QList<int> numbers;
    for (int i = 0; i < recordCount(); ++i) {
        if (own && isUntouched(i))
            continue;
        written.append(record(i));
        numbers << i + 1;
    }
    QSet<QPair<int, QString>> named;
    const auto lose = [&](const Diagnostic &d) {
        if (!named.contains({d.record, d.message})) {
            named.insert({d.record, d.message});
            out.append(d);
        }
    };
    for (int i = 0; i < written.size(); ++i)
        for (const QString &what : plugin->cannotHold(*written.records().at(i)))
            lose(Diagnostic::warning(QStringLiteral("convert.lost"), what, 0, 0, numbers.at(i)));
    if (written.isEmpty())
        return out;
    const WriteResult w = plugin->write(written);
    for (Diagnostic d : w.warnings) {
        if (d.record > 0 && d.record <= numbers.size())
            d.record = numbers.at(d.record - 1);
        lose(d);
    }
    return out;
}

QList<const NotationPlugin *> Document::writableFormats() const
{
    QList<Game> games;
    for (int i = 0; i < recordCount(); ++i) {
        // (a record not built is a bridge deal: its summary says so)
        const Game g = m_collection.isBuilt(i) ? m_collection.record(i)->game() : m_collection.summary(i).game;
        if (!games.contains(g))
            games << g;
    }
    QList<const NotationPlugin *> out;
    for (const NotationPlugin *p : Registry::builtin().plugins()) {
        if (!p->canWrite())
            continue;
        bool holds = true;
        for (Game g : games)
            holds = holds && p->games().contains(g);
        if (holds)
            out << p;
    }
    return out;
}

void Document::setRecovered(Collection collection, const QString &path, const QString &formatId)
{
    setCollection(std::move(collection));
    m_path = path;
    m_formatId = formatId;
    m_collection.setSourceFormat(formatId);
    QFile file(path);
    if (!formatId.isEmpty() && file.open(QIODevice::ReadOnly))
        adoptFile(file.readAll(), formatId, false);
    m_undo->resetClean(); // modified (cleanChanged) until saved
    Q_EMIT saved();
}

// Makes 'data' the file whose bytes saves keep. After a save its records are
// the document's, in order; for a recovered autosave, each record equal to
// one of the file's is matched with it.
void Document::adoptFile(const QByteArray &data, const QString &formatId, bool inOrder)
{
    const NotationPlugin *plugin = Registry::builtin().byId(formatId);
    const int n = recordCount();
    if (inOrder && plugin && n > 0 && !data.isEmpty()) {
        const QList<RecordSpan> spans = plugin->split(data);
        if (spans.size() == n) {
            // record i is span i of the saved bytes: records held unbuilt
            // stay so, built from the new bytes when asked for
            Collection rebased;
            rebased.setSource(plugin->recordSource(data, spans));
            rebased.reserve(n, true);
            for (int i = 0; i < n; ++i) {
                if (m_collection.isBuilt(i))
                    rebased.appendFrom(m_collection.record(i), i);
                else
                    rebased.appendUnbuilt(i, m_collection.summary(i));
            }
            rebased.fileComments() = m_collection.fileComments();
            rebased.setSourceFormat(m_collection.sourceFormat());
            m_collection = std::move(rebased);
            m_data = data;
            m_spans = spans;
            m_originals = QList<RecordPtr>(n);
            m_recordSpans = QList<int>(n, -1);
            for (int i = 0; i < n; ++i) {
                if (m_collection.isBuilt(i))
                    m_originals[i] = m_collection.record(i);
                m_recordSpans[i] = i;
                m_recordNumbers[i] = i + 1;
            }
            return;
        }
    }
    m_collection.dropSource(); // (its bytes are the old file's)
    m_data.clear();
    m_spans.clear();
    m_originals.clear();
    m_recordSpans = QList<int>(n, -1);
    if (!plugin || data.isEmpty())
        return;
    const QList<RecordSpan> spans = plugin->split(data);
    if (inOrder) {
        if (spans.size() != n)
            return;
        m_data = data;
        m_spans = spans;
        m_originals = m_collection.records();
        for (int i = 0; i < n; ++i) {
            m_recordSpans[i] = i;
            m_recordNumbers[i] = i + 1;
        }
        return;
    }
    QHash<QByteArray, QList<int>> bySpan;
    RecordPtr previous;
    for (int s = 0; s < spans.size(); ++s) {
        const ReadResult r = plugin->readRecord(data, spans.at(s), s + 1, previous.get());
        if (r.collection.size() != 1) {
            previous = r.collection.isEmpty() ? previous : r.collection.records().last();
            continue;
        }
        previous = r.collection.records().first();
        bySpan[fingerprint(previous)] << s;
    }
    m_data = data;
    m_spans = spans;
    m_originals = QList<RecordPtr>(spans.size());
    for (int i = 0; i < n; ++i) {
        auto it = bySpan.find(fingerprint(record(i)));
        if (it == bySpan.end() || it->isEmpty())
            continue;
        const int s = it->takeFirst();
        m_recordSpans[i] = s;
        m_originals[s] = record(i);
    }
}

} // namespace kib
