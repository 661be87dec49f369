#pragma once

#include "preservingwriter.h"

#include <QIODevice>
#include <QMap>

namespace kib {

// writePreserving() record by record, for files of any number of records:
// the same bytes, but an untouched record is never built, its bytes are
// copied from the original file, and only the records written anew (edited
// or new, or copied records that would read otherwise where they now
// stand) are written and read back.
//
//  - plan(): decides, for each record, to copy its bytes or write it (the
//    rules of writePreserving()), writes each record to be written with the
//    records before it that it may take something from (two, and on while
//    they inherit, until one stands alone) and a copy of itself after it (so it
//    is not the file's last record unless it is), in the plug-in's record
//    writer, and checks every record whose neighbourhood changed: the
//    written ones read back (its span alone, after the record before it) as
//    the plain write of the same records reads, the copied ones after a new
//    predecessor read back as the model. A record that fails is handled as
//    writePreserving() does (a copied one is written, a written one has its
//    predecessor written too). Returns false when the file is not one this
//    form can settle locally (no second record to learn the separator from,
//    a write with errors, a written record that splits or reads otherwise,
//    a chain of inheriting records longer than a few dozen records): the
//    caller then uses writePreserving(), which gives the same bytes when
//    there are some.
//  - write(): the bytes, to a device, a record at a time: the original's
//    header, each record's bytes (copied, or written in the file's own line
//    ends and encoding), the separators as writePreserving() puts them, the
//    original's ending.
//
// Builds only the records written anew and their neighbours (Collection::
// record()): a collection holding untouched records unbuilt keeps them so.
class PreservingStream
{
public:
    PreservingStream(const NotationPlugin &plugin, const Collection &collection, const OriginalFile &original,
                     const QSet<QString> &tolerated = {});

    bool plan();
    // False when the device refused a write.
    bool write(QIODevice *out) const;

    // After plan(): the records written anew (0-based, ascending), the
    // number copied, and the record writer's warnings for the written
    // records (numbered as in the collection). Why plan() gave up, if it did.
    QList<int> writtenRecords() const { return m_texts.keys(); }
    int copiedRecords() const { return m_n - int(m_texts.size()); }
    const Diagnostics &warnings() const { return m_warnings; }
    const QString &whyNot() const { return m_whyNot; }
    // After plan(): whether every record written anew reads back exactly as
    // the model has it (as Kibitzer JSON), so that the bytes hold the records
    // without loss (the autosave's copy in the file's own notation).
    bool writtenReadAsModel() const;

private:
    struct Written
    {
        QByteArray text;       // in the file's form
        RecordPtr reading;     // what the plain write of the records reads as
        QByteArray fingerprint;
    };
    bool fail(const QString &why);
    bool inherits(int index) const;
    bool writeRecord(int index);
    QByteArrayView piece(int index) const;
    QByteArrayView separatorAfter(int index) const;
    RecordPtr expected(int index) const;
    QByteArray expectedFingerprint(int index) const;
    bool check(int index, bool *ok);

    const NotationPlugin &m_plugin;
    const Collection &m_collection;
    const OriginalFile &m_original;
    const QSet<QString> &m_tolerated;
    int m_n = 0;
    QList<int> m_untouched;
    QList<int> m_copyFrom;
    QMap<int, Written> m_texts;
    mutable QMap<int, QByteArray> m_modelFingerprints;
    QByteArray m_separator;
    Diagnostics m_warnings;
    QString m_whyNot;
};

} // namespace kib
