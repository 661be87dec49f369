#pragma once

#include "model/collection.h"
#include "model/diagnostic.h"

#include <QByteArray>
#include <QStringList>

#include <memory>

namespace kib {

class RecordSource;

// A record's place in a file: byte offset and length, and its first line.
struct RecordSpan
{
    qsizetype offset = 0;
    qsizetype length = 0;
    int line = 1;   // 1-based line of the span's first byte
};

struct ReadResult
{
    Collection collection;
    Diagnostics diagnostics;
    // Set by readRecord() when the record read can be read again from its
    // span alone (readRecord() with no 'previous' gives an equal record), so
    // a reader may let it go and build it again when it is asked for.
    bool standsAlone = false;
};

struct WriteResult
{
    QByteArray data;
    // What the target cannot hold (lost on writing), one warning each;
    // Diagnostic::record names the record concerned.
    Diagnostics warnings;
};

// One notation, read and/or written. Implementations are stateless: every
// call stands alone, so one instance serves any number of files and threads.
class NotationPlugin
{
public:
    enum Capability {
        CanRead = 0x1,
        CanWrite = 0x2,
    };
    Q_DECLARE_FLAGS(Capabilities, Capability)

    virtual ~NotationPlugin();

    virtual QString id() const = 0;               // "json", "pbn", "rbn" ...
    virtual QString displayName() const = 0;      // "Portable Bridge Notation"
    virtual QStringList extensions() const = 0;   // without dot, first preferred: {"pbn"}
    virtual Capabilities capabilities() const = 0;
    virtual QList<Game> games() const = 0;        // games its records can hold

    // How sure the plug-in is that 'head' (the file's first bytes, up to 64
    // KiB) is its notation: 0 (no) to 100 (certain). The file name helps but
    // must not decide alone.
    virtual int sniff(QByteArrayView head, const QString &fileName) const = 0;

    // Splits a file into record spans without parsing records (fast: files of
    // hundreds of thousands of records). The default gives the whole file.
    virtual QList<RecordSpan> split(QByteArrayView data) const;

    // Reads a whole file: every readable record, plus diagnostics. Never
    // throws; bad input gives diagnostics, and reading goes on.
    virtual ReadResult read(const QByteArray &data) const = 0;

    // Reads and checks a whole file as read() does (the same diagnostics),
    // but may keep records unbuilt (Collection::appendUnbuilt()): those that
    // stand alone, which the collection builds again from the file's bytes
    // when they are asked for. For large files: memory is then about the
    // file's bytes and a summary a record. The default is read().
    virtual ReadResult readLazily(const QByteArray &data) const { return read(data); }

    // Reads one span of a split file on demand, as record 'recordNumber'
    // (1-based, for diagnostics). 'previous' is the record before it, for
    // notations whose records inherit from the one before (PBN '#', RBN
    // repetition); null for the first. The default reads the span's bytes as
    // a file of their own and moves line numbers to the span's place.
    virtual ReadResult readRecord(QByteArrayView data, const RecordSpan &span, int recordNumber,
                                  const Record *previous) const;

    // Whether the record in 'span' takes what it does not say from the
    // record before it in ways its tags do not mark (Tag::inherited marks
    // PBN's '#'): RBN's repetition of left-out labels. Its bytes copied after
    // another record would read differently. The default: never.
    virtual bool repeatsPrevious(QByteArrayView data, const RecordSpan &span) const;

    // Whether the file's first record can be read from its first bytes
    // alone: a split of a head of the file gives, for a span another follows,
    // the span the whole file's split gives, and readRecord() reads the first
    // of them as the whole file's read reads it (the viewer shows a large
    // file's first record so before the file is read). The default: no.
    virtual bool readsFirstFromHead() const { return false; }

    // What builds the records a lazy read kept unbuilt (readLazily(),
    // LazyReading) again from the file's bytes and its spans: the default
    // reads each span with readRecord(), with no record before it
    // (SpanRecordSource); a notation whose readRecord() must look before the
    // span gives one that knows the file.
    virtual std::shared_ptr<const RecordSource> recordSource(const QByteArray &data,
                                                             const QList<RecordSpan> &spans) const;

    // Writes a collection. warnings list what the notation cannot hold.
    virtual WriteResult write(const Collection &collection) const;

    // What writing this record in this notation would lose (empty: nothing).
    virtual QStringList cannotHold(const Record &record) const;

    bool canRead() const { return capabilities() & CanRead; }
    bool canWrite() const { return capabilities() & CanWrite; }
    // "Portable Bridge Notation (*.pbn)" for file dialogs.
    QString fileFilter() const;
};

Q_DECLARE_OPERATORS_FOR_FLAGS(NotationPlugin::Capabilities)

} // namespace kib
