#include "autosaver.h"

#include "document.h"

#include "parsers/fileio.h"
#include "parsers/preservingstream.h"
#include "parsers/registry.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>
#include <QUuid>

namespace kib {

namespace {

const QString dataSuffix = QStringLiteral(".json");
const QString copySuffix = QStringLiteral(".copy"); // a copy in the file's own notation
const QString metaSuffix = QStringLiteral(".meta");
const QString lockSuffix = QStringLiteral(".lock");

bool writeBytes(const QString &path, const QByteArray &data)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(data);
    return file.commit();
}

// The records in the notation the document was read (or last saved) in,
// written record by record to 'path' (untouched records' bytes copied, never
// built), when those bytes hold every record exactly: each record written
// anew reads back as it is. False, with nothing written, when not. A file
// with errors is copied as JSON (a recovery reads the copy only when it has
// none).
bool writeExactCopy(const Document &document, const QString &path)
{
    const NotationPlugin *plugin = Registry::builtin().byId(document.formatId());
    if (document.isLoading() || !plugin || !plugin->canWrite() || document.originalData().isEmpty()
        || document.originalSpans().isEmpty())
        return false;
    for (const Diagnostic &d : document.diagnostics())
        if (d.isError())
            return false;
    OriginalFile original{document.originalData(), document.originalSpans(), {}};
    for (int i = 0; i < document.recordCount(); ++i)
        original.recordSpans << document.untouchedSpan(i);
    const QSet<QString> noErrors;
    PreservingStream stream(*plugin, document.collection(), original, noErrors);
    if (!stream.plan() || !stream.writtenReadAsModel())
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    if (!stream.write(&file)) {
        file.cancelWriting();
        return false;
    }
    return file.commit();
}

} // namespace

AutoSaver::AutoSaver(QObject *parent) : QObject(parent), m_timer(new QTimer(this))
{
    m_timer->setInterval(60 * 1000);
    connect(m_timer, &QTimer::timeout, this, &AutoSaver::saveNow);
    m_timer->start();
}

AutoSaver::~AutoSaver() = default;

QString AutoSaver::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

void AutoSaver::setInterval(int msecs)
{
    m_timer->start(msecs);
}

int AutoSaver::interval() const
{
    return m_timer->interval();
}

QString AutoSaver::base(const Copy &copy) const
{
    return directory() + QLatin1Char('/') + copy.id;
}

void AutoSaver::addDocument(Document *document)
{
    if (m_copies.count(document))
        return;
    Copy &copy = m_copies[document];
    copy.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    copy.changed = document->isModified();
    connect(document->undoStack(), &QUndoStack::indexChanged, this, [this, document]() {
        auto it = m_copies.find(document);
        if (it != m_copies.end())
            it->second.changed = true;
    });
    // saved, or undone back to the file: the copy is not needed
    connect(document, &Document::modifiedChanged, this, [this, document](bool modified) {
        auto it = m_copies.find(document);
        if (it != m_copies.end() && !modified)
            remove(it->second);
    });
    connect(document, &QObject::destroyed, this, [this, document]() {
        auto it = m_copies.find(document);
        if (it == m_copies.end())
            return;
        remove(it->second);
        m_copies.erase(it);
    });
}

int AutoSaver::saveNow()
{
    int n = 0;
    for (auto &[document, copy] : m_copies) {
        if (!document->isModified() || !copy.changed || document->isLoading())
            continue;
        if (write(document, copy))
            ++n;
    }
    return n;
}

bool AutoSaver::write(Document *document, Copy &copy)
{
    if (!QDir().mkpath(directory()))
        return false;
    if (!copy.lock) {
        copy.lock = std::make_unique<QLockFile>(base(copy) + lockSuffix);
        copy.lock->setStaleLockTime(0);
        if (!copy.lock->tryLock(0)) {
            copy.lock.reset();
            return false;
        }
    }
    // in the file's own notation when that holds the records exactly (the
    // records not edited are copied, not built), else every record as JSON
    const bool exact = writeExactCopy(*document, base(copy) + copySuffix);
    WriteResult records;
    if (!exact) {
        const NotationPlugin *json = Registry::builtin().byId(QStringLiteral("json"));
        records = json->write(document->collection());
    }
    QJsonObject meta;
    if (exact)
        meta.insert(QStringLiteral("copy-format"), document->formatId());
    meta.insert(QStringLiteral("path"), document->filePath());
    meta.insert(QStringLiteral("format"), document->formatId());
    meta.insert(QStringLiteral("name"), document->displayName());
    meta.insert(QStringLiteral("written"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    meta.insert(QStringLiteral("records"), document->recordCount());
    if ((!exact && !writeBytes(base(copy) + dataSuffix, records.data))
        || !writeBytes(base(copy) + metaSuffix, QJsonDocument(meta).toJson()))
        return false;
    QFile::remove(base(copy) + (exact ? dataSuffix : copySuffix)); // (the other form, from an earlier copy)
    copy.changed = false;
    copy.onDisk = true;
    copy.exact = exact;
    return true;
}

QString AutoSaver::copyPath(Document *document) const
{
    const auto it = m_copies.find(document);
    if (it == m_copies.end() || !it->second.onDisk)
        return QString();
    return base(it->second) + (it->second.exact ? copySuffix : dataSuffix);
}

void AutoSaver::remove(Copy &copy)
{
    if (copy.onDisk) {
        QFile::remove(base(copy) + metaSuffix);
        QFile::remove(base(copy) + dataSuffix);
        QFile::remove(base(copy) + copySuffix);
        copy.onDisk = false;
    }
    copy.changed = true; // a later change writes a new copy
    if (copy.lock) {
        copy.lock->unlock();
        copy.lock.reset();
    }
}

void AutoSaver::removeAll()
{
    for (auto &[document, copy] : m_copies)
        remove(copy);
}

void AutoSaver::abandon()
{
    for (auto &[document, copy] : m_copies) {
        disconnect(document, nullptr, this, nullptr);
        disconnect(document->undoStack(), nullptr, this, nullptr);
        // a crashed process's lock names a process no longer running, so
        // it counts as free: ours is released
        copy.lock.reset();
    }
    m_copies.clear();
}

QList<AutoSaver::Leftover> AutoSaver::leftovers()
{
    QList<Leftover> out;
    const QDir dir(directory());
    const QStringList metas = dir.entryList({QLatin1Char('*') + metaSuffix}, QDir::Files, QDir::Time);
    for (const QString &name : metas) {
        Leftover l;
        const QString base = dir.filePath(name.chopped(metaSuffix.size()));
        l.metaPath = base + metaSuffix;
        l.dataPath = base + dataSuffix;
        l.lockPath = base + lockSuffix;
        // a copy whose lock is held belongs to a Kibitzer still running
        QLockFile lock(l.lockPath);
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue;
        lock.unlock();
        QFile meta(l.metaPath);
        if (!meta.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject o = QJsonDocument::fromJson(meta.readAll()).object();
        l.copyFormat = o.value(QStringLiteral("copy-format")).toString(QStringLiteral("json"));
        if (l.copyFormat != u"json")
            l.dataPath = base + copySuffix;
        if (!QFile::exists(l.dataPath))
            continue;
        l.originalPath = o.value(QStringLiteral("path")).toString();
        l.formatId = o.value(QStringLiteral("format")).toString();
        l.name = o.value(QStringLiteral("name")).toString();
        l.written = QDateTime::fromString(o.value(QStringLiteral("written")).toString(), Qt::ISODate);
        l.records = o.value(QStringLiteral("records")).toInt();
        out << l;
    }
    return out;
}

bool AutoSaver::read(const Leftover &leftover, Collection *records, QString *error)
{
    const LoadedFile file = readFile(leftover.dataPath,
                                     leftover.copyFormat.isEmpty() ? QStringLiteral("json") : leftover.copyFormat);
    if (!file.ok()) {
        if (error)
            *error = file.error;
        return false;
    }
    for (const Diagnostic &d : file.result.diagnostics) {
        if (d.isError()) {
            if (error)
                *error = d.message;
            return false;
        }
    }
    *records = file.result.collection;
    return true;
}

void AutoSaver::discard(const Leftover &leftover)
{
    QFile::remove(leftover.metaPath);
    QFile::remove(leftover.dataPath);
    QFile::remove(leftover.metaPath.chopped(metaSuffix.size()) + dataSuffix);
    QFile::remove(leftover.metaPath.chopped(metaSuffix.size()) + copySuffix);
    QFile::remove(leftover.lockPath);
}

} // namespace kib
