// Test rows for the conversion tests (tst_convertall, tst_writerreadback):
// every file below a folder that reads as a notation, with each plug-in a
// test writes it in.
#pragma once

#include "corpus.h"

#include "parsers/fileio.h"
#include "parsers/registry.h"

#include <QDir>
#include <QDirIterator>
#include <QTest>

#include <functional>

namespace kib::test {

// Whether 'plugin' writes records of every game 'collection' holds.
inline bool writesAll(const NotationPlugin &plugin, const Collection &collection)
{
    if (!plugin.canWrite())
        return false;
    for (const RecordPtr &r : collection.records())
        if (!plugin.games().contains(r->game()))
            return false;
    return true;
}

// Whether a test converts the file read to the plug-in's notation.
using ConversionWanted = std::function<bool(const LoadedFile &, const NotationPlugin &)>;

// One row (path, target) for each file below 'folder' that reads and each
// plug-in 'wanted' takes for it, named "label/relative path -> id"; the
// caller adds the two columns, once.
inline void addConversionRows(const QString &folder, const QString &label, const ConversionWanted &wanted)
{
    QStringList files;
    QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    files.sort();
    for (const QString &path : files) {
        const LoadedFile in = readFile(path);
        if (!in.ok())
            continue; // not a notation (README, MANIFEST, the DDS lists)
        const QString name = QDir(folder).relativeFilePath(path);
        for (const NotationPlugin *p : Registry::builtin().plugins())
            if (wanted(in, *p))
                QTest::newRow(qPrintable(QStringLiteral("%1/%2 -> %3").arg(label, name, p->id()))) << path << p->id();
    }
}

// The columns (path, target), then the rows of the project's own files:
// the samples and the test fixtures.
inline void addOwnConversionRows(const ConversionWanted &wanted)
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("target");
    addConversionRows(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples"), QStringLiteral("samples"), wanted);
    addConversionRows(QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data"), QStringLiteral("data"), wanted);
}

// The columns, then the rows of the corpus's files (the caller skips first
// when there is none: KIB_REQUIRE_CORPUS).
inline void addCorpusConversionRows(const ConversionWanted &wanted)
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("target");
    addConversionRows(corpusRoot(), QStringLiteral("corpus"), wanted);
}

} // namespace kib::test
