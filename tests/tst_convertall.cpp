// Every sample, and every corpus file, converted to every notation that can
// hold its games and back (issue 21): the records and the file's comments
// come back as they were, or the conversion report (what kibitzer-cli
// convert prints: cannotHold() and the writer's warnings, on either leg)
// names the record or the file that changed. Records are compared as
// Kibitzer JSON, which holds the whole model.
#include "support/conversionrows.h"
#include "support/corpus.h"

#include "parsers/fileio.h"
#include "parsers/registry.h"
#include "parsers/signatureline.h"

#include <QTemporaryDir>
#include <QTest>

using namespace kib;

class TestConvertAll : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void samples_data();
    void samples() { roundTrip(); }
    void corpus_data();
    void corpus() { roundTrip(); }

private:
    void roundTrip();
};

namespace {

bool holdsAll(const NotationPlugin &p, const Collection &c)
{
    return p.canRead() && !c.isEmpty() && test::writesAll(p, c);
}

// The notation the way back goes to: the source's, or when it cannot be
// written (PPN's 2019 layout), today's notation of its family.
const NotationPlugin *backTo(const NotationPlugin *source)
{
    if (source->canWrite())
        return source;
    if (source->id().startsWith(u"ppn"))
        return Registry::builtin().byId(QStringLiteral("ppn"));
    return nullptr;
}

// (a source its notation cannot write back is left out: LIN's own round
// trips are tst_lincorpus's)
bool wanted(const LoadedFile &in, const NotationPlugin &p)
{
    const NotationPlugin *home = backTo(in.plugin);
    return home && &p != in.plugin && &p != home && holdsAll(p, in.result.collection);
}

QByteArray asJson(const Record &record)
{
    Collection one;
    one.append(RecordPtr(record.clone()));
    return Registry::builtin().byId(QStringLiteral("json"))->write(one).data;
}

// The file's comments, of its signature lines ("% PBN 2.1") only what
// they say besides the signature ("% RBN Kibitzer sample: ..."), which a
// writer keeps as a comment of its own.
QStringList comments(const Collection &c)
{
    QStringList out;
    for (const Commentary &k : c.fileComments()) {
        if (signatureNotation(k).isEmpty() || k.anchor.kind == Anchor::Kind::End)
            out.append(k.text.trimmed());
        else if (const QString rest = signatureRest(k); !rest.isEmpty())
            out.append(rest);
    }
    return out;
}

QString describe(const Diagnostics &ds)
{
    QStringList out;
    for (const Diagnostic &d : ds)
        out.append(QStringLiteral("  [%1] record %2: %3").arg(d.code).arg(d.record).arg(d.message));
    return out.join(u'\n');
}

} // namespace

void TestConvertAll::samples_data()
{
    test::addOwnConversionRows(wanted);
}

void TestConvertAll::corpus_data()
{
    KIB_REQUIRE_CORPUS(QString());
    test::addCorpusConversionRows(wanted);
}

void TestConvertAll::roundTrip()
{
    QFETCH(QString, path);
    QFETCH(QString, target);
    const LoadedFile in = readFile(path);
    QVERIFY(in.ok());
    const NotationPlugin *there = Registry::builtin().byId(target);
    const NotationPlugin *back = backTo(in.plugin);
    QVERIFY(there && back);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());

    // there: a forced conversion when the source has errors, as convert --force
    const QString mid = dir.filePath(QStringLiteral("there.") + there->extensions().first());
    const SavedFile out = writeFile(mid, in.result.collection, *there, in.result.diagnostics);
    QVERIFY2(out.ok(), qPrintable(out.error));
    const LoadedFile between = readFile(mid, there->id());
    QVERIFY(between.ok());
    QCOMPARE(between.result.collection.size(), in.result.collection.size());

    // and back: the same forced conversion, of the records the source's
    // errors are in (the notation between may not see them: Kibitzer JSON
    // keeps a PBN Round "&" as text)
    const QString end = dir.filePath(QStringLiteral("back.") + back->extensions().first());
    const SavedFile home =
        writeFile(end, between.result.collection, *back, in.result.diagnostics + between.result.diagnostics);
    QVERIFY2(home.ok(), qPrintable(home.error));
    const LoadedFile last = readFile(end, back->id());
    QVERIFY(last.ok());
    QCOMPARE(last.result.collection.size(), in.result.collection.size());

    const Diagnostics report = out.warnings + home.warnings;
    const auto named = [&](int record) {
        for (const Diagnostic &d : report)
            if (d.record == record)
                return true;
        return false;
    };
    QStringList unnamed;
    for (int i = 0; i < in.result.collection.size(); ++i) {
        const QByteArray before = asJson(*in.result.collection.records().at(i));
        const QByteArray after = asJson(*last.result.collection.records().at(i));
        if (before != after && !named(i + 1))
            unnamed.append(QStringLiteral("record %1 changed:\n%2\n---\n%3")
                               .arg(i + 1)
                               .arg(QString::fromUtf8(before), QString::fromUtf8(after)));
    }
    // the file's own comments: lost only with a word for the file (a
    // writer's *.write.lost), signature lines changed or added only with a
    // *.write.signature warning
    const auto namedForFile = [&](const QString &suffix) {
        for (const Diagnostic &d : report)
            if (d.record == 0 && d.code.endsWith(suffix))
                return true;
        return false;
    };
    if (comments(in.result.collection) != comments(last.result.collection) && !namedForFile(QStringLiteral(".lost")))
        unnamed.append(QStringLiteral("the file's comments changed: %1 -> %2")
                           .arg(comments(in.result.collection).join(u'|'), comments(last.result.collection).join(u'|')));
    const QStringList signaturesBefore = signatureLines(in.result.collection.fileComments());
    const QStringList signaturesAfter = signatureLines(last.result.collection.fileComments());
    if (signaturesBefore != signaturesAfter && !namedForFile(QStringLiteral(".write.signature"))
        && !namedForFile(QStringLiteral(".lost")))
        unnamed.append(QStringLiteral("the file's signature lines changed: %1 -> %2")
                           .arg(signaturesBefore.join(u'|'), signaturesAfter.join(u'|')));
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(u'\n') + QStringLiteral("\nreport:\n") + describe(report)));
}

QTEST_MAIN(TestConvertAll)
#include "tst_convertall.moc"
