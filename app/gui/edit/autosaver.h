#pragma once

#include "model/collection.h"

#include <QDateTime>
#include <unordered_map>
#include <QObject>

#include <memory>

class QLockFile;
class QTimer;

namespace kib {

class Document;

// Writes a copy of every modified document at an interval (a minute by
// default) to QStandardPaths::AppDataLocation/autosave: the records in the
// file's own notation when those bytes hold them exactly (written record by
// record, the untouched records' bytes copied and never built:
// writeExactCopy() in autosaver.cpp), else as Kibitzer JSON (lossless), and a
// small JSON sidecar naming the file and notation they belong to and the
// notation of the copy. A lock file marks the copies of a running
// Kibitzer; the copies are removed when the document is saved or closed,
// so those left over after a crash can be offered for recovery.
class AutoSaver : public QObject
{
    Q_OBJECT

public:
    explicit AutoSaver(QObject *parent = nullptr);
    // Releases the locks and leaves the copies (the documents, when closed
    // in order, have removed theirs).
    ~AutoSaver() override;

    static QString directory();

    void setInterval(int msecs);
    int interval() const;

    // Watches a document until it is destroyed (its copy is removed then).
    void addDocument(Document *document);
    // Writes the copies now: every modified document changed since its
    // last copy. Returns how many were written.
    int saveNow();
    // The copy of a document (empty when it has none on disk).
    QString copyPath(Document *document) const;
    // Removes every copy this saver wrote (all documents closed in order).
    void removeAll();
    // Forgets the documents and releases the locks, leaving the copies as a
    // crash would (tests).
    void abandon();

    // A copy left by a Kibitzer that is no longer running.
    struct Leftover
    {
        QString dataPath;
        QString metaPath;
        QString lockPath;
        QString originalPath;   // empty: an Untitled document
        QString formatId;       // the notation of the original file
        QString copyFormat;     // the notation of the copy ("json" when the sidecar names none)
        QString name;           // the document's name when it was written
        QDateTime written;
        int records = 0;
    };
    static QList<Leftover> leftovers();
    // Reads a leftover's records; false with 'error' set when it cannot.
    static bool read(const Leftover &leftover, Collection *records, QString *error);
    static void discard(const Leftover &leftover);

private:
    struct Copy
    {
        QString id;
        std::unique_ptr<QLockFile> lock;
        bool changed = false;   // changed since the last copy
        bool onDisk = false;
        bool exact = false;     // the copy is in the file's own notation
    };
    bool write(Document *document, Copy &copy);
    void remove(Copy &copy);
    QString base(const Copy &copy) const;

    QTimer *m_timer;
    std::unordered_map<Document *, Copy> m_copies;
};

} // namespace kib
