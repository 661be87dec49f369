// The inputs of the mutation replay (tst_fuzzreplay): seeds for each reading
// plug-in (the samples, the shared corpus when it is there, and the samples
// written in the notation), notation tokens to insert, and the large inputs:
// a 10 MB line in each notation and the slow shapes of issue 21.
#pragma once

#include "../fuzz/fuzzcheck.h"
#include "corpus.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>

namespace kib::test {

struct Seed
{
    QString name;
    QByteArray data;
};

inline QByteArray readBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline QString samplesDir()
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples");
}

// Seeds are cut to 64 KiB: the mutations are about shapes, not sizes.
constexpr qsizetype seedLimit = 64 * 1024;

// The files of `dir` (recursively) that `plugin` is the registry's choice for.
inline void addDetected(QList<Seed> &seeds, const NotationPlugin *plugin, const QString &dir, const QString &label)
{
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    QStringList paths;
    while (it.hasNext())
        paths.append(it.next());
    paths.sort();
    for (const QString &path : paths) {
        const QByteArray data = readBytes(path);
        if (Registry::builtin().detect(data.left(64 * 1024), path) == plugin)
            seeds.append({label + QDir(dir).relativeFilePath(path), data.left(seedLimit)});
    }
}

// Seeds for a reading plug-in: the samples and corpus files it reads, and
// every sample of a game it holds written by it (or by its writer).
inline QList<Seed> seedsFor(const NotationPlugin *plugin, bool withCorpus)
{
    QList<Seed> seeds;
    addDetected(seeds, plugin, samplesDir(), QStringLiteral("samples/"));
    if (withCorpus)
        addDetected(seeds, plugin, corpusRoot(), QStringLiteral("corpus/"));
    const NotationPlugin *writer = fuzz::writerFor(plugin);
    if (!writer)
        return seeds;
    QDirIterator it(samplesDir(), QDir::Files);
    QStringList paths;
    while (it.hasNext())
        paths.append(it.next());
    paths.sort();
    for (const QString &path : paths) {
        const QByteArray data = readBytes(path);
        const NotationPlugin *source = Registry::builtin().detect(data.left(64 * 1024), path);
        if (!source || source == writer)
            continue;
        ReadResult read = source->read(data);
        if (read.collection.isEmpty() || !writer->games().contains(read.collection.record(0)->game()))
            continue;
        const WriteResult written = writer->write(read.collection);
        if (!written.data.isEmpty())
            seeds.append({QStringLiteral("written/") + QFileInfo(path).fileName(), written.data.left(seedLimit)});
    }
    return seeds;
}

// Pieces of each notation for the "insert a token" mutation (the seeds'
// words are added to them).
inline QList<QByteArray> tokensFor(const QString &id)
{
    if (id == QLatin1String("pbn"))
        return {"[", "]", "\"", "[Deal \"N:", "[Auction \"N\"]\n", "[Play \"W\"]\n", "[Note \"1:x\"]\n", "{", "}",
                ";", "\n%", "=1=", "$12", "^I", "^S", "*", "-", "#", "##", "AP", "Pass", "7NT", "XX", "\n\n",
                "[Contract \"4SXX\"]", "[Result \"13\"]", "[Declarer \"^N\"]", "AKQJT98765432", ".", "+",
                "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\n", "\\", "[Event \"##\"]"};
    if (id == QLatin1String("rbn") || id == QLatin1String("rbx"))
        return {"\nA SZ:1NP3NA\n", "\nH W:KQJ82.743.A62.94;76.QT86.QJ9.AT72;T943.952.T5.KJ83;\n", "\nP ", "\nC 3N:S\n",
                "\nR ", "\nE\n", "\nS\n", "\nB\n", "{", "}", ":", ";", "^", "!", "?", "=", "A", "X", "R", "P",
                "1N", "7C", "\n1 ", "\n\n", "%", "AKQJT98765432", "Y", "*", "+", "D{", "A{", "H{"};
    if (id == QLatin1String("pn"))
        return {"\nDeal 2\n", "\nHand1 ", "\nBids1 ", "\nPlay1 ", "\nMeld1 ", "\nNote ", "\nContract ", "\nGameScores ",
                "\nHandScores ", "\nMeldScores ", "Seat1", "Pass", "?", "!", "CATKQJ9", "\n\n", "Notation PN 1.0\n",
                "\nDealer Seat9\n", "\nKitty ", "\nTrump H\n"};
    if (id.startsWith(QLatin1String("ppn")) && id != QLatin1String("ppn-json"))
        return {"[", "]", "\"", "[Bula 40]", "[Refe 3]", "P,P,P", "UKLE5DO8N1BC923AQ4MGW67JHRFPVIST", " ", ",",
                "1.", " M ", " L ", " R ", ":", "\n\n", "[Player1 ", "[Result1 -76]", "M3", "QI"};
    // Kibitzer JSON, PPN's JSON form, PCN: JSON.
    return {"{", "}", "[", "]", "\"", ":", ",", "null", "true", "1e309", "-0", "\"\\u0000\"", "\"\\ud800\"",
            "\"game\": \"bridge\"", "\"records\": []", "\"hands\"", "[[]]", "9999999999999999999", "\"moves\": [",
            "[52, 36, \"x\"]", "\"deals\": [", "{\"id\": 1}", "\"\\", "\"\\u12"};
}

// The large inputs: a 10 MB line in each notation, and the slow shapes of
// issue 21 (../shared/fuzz/make_slow_inputs.py, made here without it).
struct LargeInput
{
    QString row;      // the data row's name
    QString plugin;   // the reading plug-in's id
};

inline QList<LargeInput> largeInputs()
{
    QList<LargeInput> out;
    for (const char *id : {"json", "pbn", "ppn", "ppn-2019", "ppn-json", "rbn", "rbx", "pcn", "pn"}) {
        // PPN's words on one line are issue 21's ppn-locator shape (in
        // both layouts: ppn::Locator scans from the start per diagnostic).
        const bool ppn = QByteArrayView(id) == "ppn" || QByteArrayView(id) == "ppn-2019";
        out.append({QStringLiteral("%1: a 10 MB line%2")
                        .arg(QLatin1String(id), ppn ? QStringLiteral(" (issue 21 ppn-locator)") : QString()),
                    QLatin1String(id)});
    }
    out.append({QStringLiteral("issue 21 json-locate: 10 MB"), QStringLiteral("json")});
    out.append({QStringLiteral("issue 21 ppn-locator: 10 MB"), QStringLiteral("ppn")});
    out.append({QStringLiteral("issue 21 ppn-lines: 10 MB"), QStringLiteral("ppn")});
    out.append({QStringLiteral("issue 21 rbx-allpass: 10 MB"), QStringLiteral("rbx")});
    return out;
}

inline QByteArray repeatTo(const QByteArray &piece, qsizetype size)
{
    QByteArray out;
    out.reserve(size + piece.size());
    while (out.size() < size)
        out.append(piece);
    return out;
}

// The bytes of a large input, `size` bytes or a little more.
inline QByteArray largeInput(const LargeInput &input, qsizetype size)
{
    const QString &row = input.row;
    if (row.contains(QLatin1String("json-locate"))) {
        const QByteArray head = "{\"format\": \"kibitzer\", \"version\": 1, \"records\": [{\"game\": \"bridge\", "
                                "\"hands\": {\"S\": [[]";
        QByteArray out = head + repeatTo(",[]", size - head.size());
        return out + "]}}]}\n";
    }
    if (row.contains(QLatin1String("ppn-locator")))
        return "[1 123 UKLE5DO8N1BC923AQ4MGW67JHRFPVIST P,P,P]" + repeatTo(" [Bula 40]", size) + "\n";
    if (row.contains(QLatin1String("ppn-lines")))
        return "[1 123 UKLE5DO8N1BC923AQ4MGW67JHRFPVIST P,P,P]\n" + repeatTo("[Bula 40]\n", size);
    if (row.contains(QLatin1String("rbx-allpass"))) {
        const QByteArray rbx = readBytes(samplesDir() + QStringLiteral("/rbn_teaching.rbx"));
        const QByteArray first = rbx.left(rbx.indexOf('\n') + 1);
        QByteArray second = first;
        second.replace("A{SZ:1NP3NA}", "A{SZ:1NP3NA" + QByteArray(size, 'A') + "}");
        return first + second;
    }
    // A 10 MB line of the notation's own words, after the first line of
    // its first sample.
    const NotationPlugin *plugin = Registry::builtin().byId(input.plugin);
    const QList<Seed> seeds = seedsFor(plugin, false);
    const QByteArray seed = seeds.isEmpty() ? QByteArray() : seeds.first().data;
    QByteArray words = seed.simplified();
    if (words.isEmpty())
        words = "x";
    const qsizetype cut = seed.indexOf('\n') + 1;
    return seed.left(cut) + repeatTo(words + ' ', size) + '\n' + seed.mid(cut);
}

} // namespace kib::test
