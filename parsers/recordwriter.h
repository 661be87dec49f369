#pragma once

#include "model/collection.h"
#include "model/diagnostic.h"
#include "notationplugin.h"
#include "preparedrecord.h"

#include <QIODevice>

#include <memory>
#include <utility>

namespace kib {

// Writes a file record by record to a QIODevice, so that a file of any
// number of records is written in the memory of one record: begin() once
// (the file's header and what stands outside the records), write() once a
// record in order, finish() once (what closes the file). Gives exactly the
// bytes and the warnings NotationPlugin::write() gives for the same records.
// Made by recordWriterFor().
class RecordWriter
{
public:
    explicit RecordWriter(QIODevice *out) : m_out(out) {}
    virtual ~RecordWriter();
    RecordWriter(const RecordWriter &) = delete;
    RecordWriter &operator=(const RecordWriter &) = delete;

    // The file's commentary, all of it (Collection::fileComments(): what
    // stands before the first record and after the last).
    virtual void begin(const QList<Commentary> &fileComments) = 0;
    // The next record (numbered from 1 in warnings). Not kept, unless the
    // notation needs it for the next (what that one inherits).
    virtual void write(const RecordPtr &record) = 0;
    virtual void finish() = 0;

    // A writer that can do a record's work ahead of time, on the thread that
    // read it, gives how (a reader on several threads then calls it there:
    // RecordSink::preparer()); writePrepared() then takes the result in
    // place of write(record), in file order. Empty: the writer prepares
    // nothing (the default), and writePrepared() is never called.
    virtual PrepareRecord preparer() const { return {}; }
    virtual void writePrepared(const PreparedRecord &record) { Q_UNUSED(record); }

    // The id of the notation the records were read in
    // (Collection::sourceFormat()), given before begin(): a writer says when
    // it changes the file's signature line, as write() does.
    void setSourceFormat(const QString &id) { m_sourceFormat = id; }

    // What the notation cannot hold, as write()'s WriteResult::warnings.
    const Diagnostics &warnings() const { return m_warnings; }
    // Whether the device refused a write.
    bool failed() const { return m_failed; }
    int recordsWritten() const { return m_count; }
    // What writing 'record' next would lose: what plugin.cannotHold(record)
    // says, asked just before write(record) (convert does). A writer that
    // can tell more cheaply (RBN reads back what it is about to write, in
    // its place) overrides it.
    virtual QStringList losses(const Record &record, const NotationPlugin &plugin) { return plugin.cannotHold(record); }
    // Whether the writer proved, as it wrote, that the whole file reads back
    // through its plug-in's split() and readRecord() with no error and as
    // recordsWritten() records (asked after finish()): convert then need not
    // read the written file again. The default proves nothing.
    virtual bool readsBackInPlace() const { return false; }
    // The warnings, handed over (the writer keeps none after).
    Diagnostics takeWarnings() { return std::exchange(m_warnings, Diagnostics()); }
    // The warnings dropped, once read through warnings(): their room kept
    // for the next record's (convert drains them record by record).
    void clearWarnings() { m_warnings.clear(); }
    // What the plug-in's cannotHold() says of 'record', when the caller
    // already asked (convert does), handed over just before write(record):
    // a writer that needs the same answer takes it instead of finding it
    // again. Holds for that one record object only.
    void setKnownLosses(const Record *record, const QStringList &losses)
    {
        m_knownFor = record;
        m_known = losses;
    }

protected:
    void put(QByteArrayView bytes);
    // The number of the record being written (after write() counted it).
    int next() { return ++m_count; }
    // The losses handed over by setKnownLosses() for 'record', if any.
    const QStringList *knownLosses(const Record *record) const { return record && record == m_knownFor ? &m_known : nullptr; }

    QIODevice *m_out;
    Diagnostics m_warnings;
    QString m_sourceFormat;

private:
    int m_count = 0;
    bool m_failed = false;
    const Record *m_knownFor = nullptr;
    QStringList m_known;
};



class RecordSink;

// What a notation plug-in offers for files of any size, beside
// NotationPlugin: a plug-in that can read or write record by record derives
// from this too (class PbnPlugin : public NotationPlugin, public
// RecordStreaming) and overrides what it can. Callers go through
// readRecordByRecord() and recordWriterFor(), which give the defaults for a
// plug-in that does not derive from it (a new notation gets them with
// nothing to do).
class RecordStreaming
{
public:
    virtual ~RecordStreaming();

    // Reads a whole file as NotationPlugin::read() does (the same records,
    // the same diagnostics in the same order) but hands each record to
    // 'sink' as it is read and keeps none: the file's commentary first,
    // then the records in order. The default reads the whole file with
    // read() and hands its records on.
    virtual Diagnostics readEach(const QByteArray &data, RecordSink &sink) const;
    // Whether readEach() is the plug-in's own, record by record (not the
    // default's whole-file read()).
    virtual bool readsEachItself() const { return false; }
    // A writer that writes to 'out' one record at a time: the same bytes
    // and warnings as NotationPlugin::write(). The default keeps the records
    // and calls write() at the end (CollectingRecordWriter).
    virtual std::unique_ptr<RecordWriter> recordWriter(QIODevice *out) const;
};

// The plug-in's own readEach(), or the default.
Diagnostics readRecordByRecord(const NotationPlugin &plugin, const QByteArray &data, RecordSink &sink);
// The plug-in's own record writer, or the default.
std::unique_ptr<RecordWriter> recordWriterFor(const NotationPlugin &plugin, QIODevice *out);

// The default for a notation with no writer of its own: keeps the records
// and writes them through NotationPlugin::write() at finish() (the same
// bytes, but the whole file's records in memory).
class CollectingRecordWriter : public RecordWriter
{
public:
    CollectingRecordWriter(const NotationPlugin &plugin, QIODevice *out) : RecordWriter(out), m_plugin(plugin) {}
    void begin(const QList<Commentary> &fileComments) override;
    void write(const RecordPtr &record) override;
    void finish() override;

private:
    const NotationPlugin &m_plugin;
    Collection m_records;
};

} // namespace kib

namespace kib {

// Writes 'collection' through recordWriterFor(plugin) into memory, record by
// record (for tests, and for callers that want write()'s result shape).
WriteResult writeRecordByRecord(const NotationPlugin &plugin, const Collection &collection);

} // namespace kib
