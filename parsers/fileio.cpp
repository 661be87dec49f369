#include "fileio.h"

#include "firsterror.h"
#include "lazyread.h"
#include "lin/linlink.h"
#include "preservingstream.h"
#include "readbacktolerance.h"
#include "recordsink.h"
#include "recordwriter.h"
#include "model/hugepages.h"
#include "model/repeatgate.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSet>

#include <algorithm>

namespace kib {

const NotationPlugin *detectNotation(const QByteArray &data, const QString &path, const Registry &registry,
                                     QString *error)
{
    bool blank = true;
    for (const char c : data)
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n') {
            blank = false;
            break;
        }
    if (blank) {
        if (error)
            *error = data.isEmpty() ? QStringLiteral("%1 is empty").arg(path)
                                    : QStringLiteral("%1 is empty (only blank lines)").arg(path);
        return nullptr;
    }
    const NotationPlugin *plugin = registry.detect(QByteArrayView(data).first(qMin<qsizetype>(data.size(), 64 * 1024)), path);
    if (!plugin && error)
        *error = QStringLiteral("%1: not a notation Kibitzer knows").arg(path);
    return plugin;
}

QByteArray readWhole(QFile &file)
{
    const qint64 size = file.size() - file.pos();
    if (size <= 0 || size >= (qint64(1) << 40))
        return file.readAll();
    QByteArray data(size, Qt::Uninitialized);
    // (the read() into a fresh buffer otherwise faults it in a 4 KB page at a
    // time, which on a virtual machine costs more CPU than reading the file:
    // 0.45 s of system time for a 100 MB file, 0.05 to 0.18 s advised; a
    // file under 16 MB is read before the advice would pay)
    if (size >= 16 * 1024 * 1024)
        adviseHugePages(data.constData(), size);
    const qint64 got = file.read(data.data(), size);
    data.truncate(std::max<qint64>(got, 0));
    if (got == size)
        data += file.readAll(); // (a file that grew meanwhile)
    return data;
}

FileBytes loadFile(const QString &path, const QString &formatId, const Registry &registry)
{
    FileBytes out;
    if (lin::isHandViewerLink(path)) {
        // a BBO hand viewer link stands for the LIN it holds
        QString error;
        out.data = lin::linFromLink(path, &error);
        out.plugin = registry.byId(QStringLiteral("lin"));
        if (!error.isEmpty() || !out.plugin) {
            out.error = error.isEmpty() ? QStringLiteral("LIN cannot be read in this build") : error;
            out.plugin = nullptr;
        }
        return out;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.error = QStringLiteral("cannot open %1: %2").arg(path, file.errorString());
        return out;
    }
    out.data = readWhole(file);
    const QByteArray &data = out.data;
    if (file.error() != QFileDevice::NoError) {
        out.error = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return out;
    }
    if (!formatId.isEmpty()) {
        out.plugin = registry.byId(formatId);
        if (!out.plugin || !out.plugin->canRead()) {
            out.error = QStringLiteral("no notation with id '%1' can be read").arg(formatId);
            out.plugin = nullptr;
            return out;
        }
    } else {
        out.plugin = detectNotation(data, path, registry, &out.error);
        if (!out.plugin)
            return out;
    }
    return out;
}

LoadedFile readFile(const QString &path, const QString &formatId, const Registry &registry, ReadKeep keep)
{
    LoadedFile out;
    FileBytes file = loadFile(path, formatId, registry);
    out.plugin = file.plugin;
    out.error = file.error;
    if (!file.ok())
        return out;
    const auto *streaming = dynamic_cast<const RecordStreaming *>(out.plugin);
    const auto *lazy = dynamic_cast<const LazyReading *>(out.plugin);
    if (keep == ReadKeep::Counted && streaming && streaming->readsEachItself() && (!lazy || !lazy->countsLazily())) {
        RecordCounter counter;
        out.result.diagnostics = streaming->readEach(file.data, counter);
        out.records = counter.count();
    } else {
        out.result = keep == ReadKeep::Built ? out.plugin->read(file.data) : out.plugin->readLazily(file.data);
        out.records = out.result.collection.size();
    }
    capRepeats(&out.result.diagnostics); // whatever a reader lists, at most repeatLimit + 1 of a kind a record
    out.result.collection.setSourceFormat(out.plugin->id());
    return out;
}

static SavedFile save(const QString &path, const Collection &collection, const NotationPlugin &plugin,
                      const Diagnostics &inputDiagnostics, const OriginalFile *original)
{
    SavedFile out;
    if (!plugin.canWrite()) {
        out.error = QStringLiteral("%1 cannot be written").arg(plugin.displayName());
        return out;
    }
    // Each loss once, though cannotHold() and the writer may both name it.
    QSet<QPair<int, QString>> named;
    const auto lose = [&](const Diagnostic &d) {
        if (!named.contains({d.record, d.message})) {
            named.insert({d.record, d.message});
            out.warnings.append(d);
        }
    };
    for (int i = 0; i < collection.size(); ++i)
        for (const QString &what : plugin.cannotHold(*collection.records().at(i)))
            lose(Diagnostic::warning(QStringLiteral("convert.lost"), what, 0, 0, i + 1));
    // Errors the input already had (a forced conversion) may come back in
    // the read-back, in the records that had them; no other.
    const ReadBackTolerance tolerance(inputDiagnostics);
    const QSet<QString> &tolerated = tolerance.codes();
    WriteResult written;
    if (original) {
        PreservedWrite p = writePreserving(plugin, collection, *original, tolerated);
        written.data = std::move(p.data);
        written.warnings = std::move(p.warnings);
        out.keptRecords = p.copiedRecords;
        out.preserved = p.preserved;
    } else {
        written = plugin.write(collection);
    }
    for (const Diagnostic &d : written.warnings)
        if (!d.isError())
            lose(d);
    if (const Diagnostic *e = firstError(written.warnings)) {
        out.error = QStringLiteral("%1 could not write the records: %2").arg(plugin.displayName(), e->message);
        return out;
    }
    // The writer must never produce what its own reader rejects.
    const ReadResult back = plugin.read(written.data);
    if (const Diagnostic *e = tolerance.firstError(back.diagnostics)) {
        out.error = QStringLiteral("the written %1 does not read back (%2 at line %3); nothing was saved")
                        .arg(plugin.displayName(), e->message)
                        .arg(e->line);
        return out;
    }
    if (back.collection.size() != collection.size()) {
        out.error = QStringLiteral("the written %1 reads back as %2 records instead of %3; nothing was saved")
                        .arg(plugin.displayName())
                        .arg(back.collection.size())
                        .arg(collection.size());
        return out;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        out.error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        return out;
    }
    file.write(written.data);
    if (!file.commit()) {
        out.error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        return out;
    }
    return out;
}

SavedFile writeFile(const QString &path, const Collection &collection, const NotationPlugin &plugin,
                    const Diagnostics &inputDiagnostics)
{
    return save(path, collection, plugin, inputDiagnostics, nullptr);
}

SavedFile writeFilePreserving(const QString &path, const Collection &collection, const NotationPlugin &plugin,
                              const OriginalFile &original, const Diagnostics &inputDiagnostics)
{
    return save(path, collection, plugin, inputDiagnostics, &original);
}

SavedFile writeFileStreaming(const QString &path, const Collection &collection, const NotationPlugin &plugin,
                             const OriginalFile &original, const Diagnostics &inputDiagnostics)
{
    if (!plugin.canWrite())
        return save(path, collection, plugin, inputDiagnostics, &original);
    const ReadBackTolerance tolerance(inputDiagnostics);
    PreservingStream stream(plugin, collection, original, tolerance.codes());
    if (!stream.plan())
        return save(path, collection, plugin, inputDiagnostics, &original);
    SavedFile out;
    QSet<QPair<int, QString>> named;
    const auto lose = [&](const Diagnostic &d) {
        if (!named.contains({d.record, d.message})) {
            named.insert({d.record, d.message});
            out.warnings.append(d);
        }
    };
    const QList<int> written = stream.writtenRecords();
    for (int i : written)
        for (const QString &what : plugin.cannotHold(*collection.record(i)))
            lose(Diagnostic::warning(QStringLiteral("convert.lost"), what, 0, 0, i + 1));
    for (const Diagnostic &d : stream.warnings())
        lose(d);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        out.error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        return out;
    }
    if (!stream.write(&file) || !file.commit()) {
        file.cancelWriting();
        out.error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        return out;
    }
    out.keptRecords = stream.copiedRecords();
    out.preserved = true;
    out.streamed = true;
    out.writtenRecords = written;
    return out;
}

} // namespace kib
