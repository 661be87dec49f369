// Saving from the editor (issue 6): undo back to the opened file saves it
// byte for byte, an edit rewrites only its record, a deal entered from
// nothing saves as PBN and RBN, closing a modified file asks, autosave
// copies are written and recovered, and a save killed half-way leaves the
// old file or the complete new one.
#include "support/corpus.h"
#include "support/filebytes.h"
#include "support/generateddeals.h"
#include "support/guirecords.h"

#include "actions.h"
#include "document.h"
#include "edit/autosaver.h"
#include "support/autosavehome.h"
#include "edit/editcontroller.h"
#include "edit/filecontroller.h"
#include "mainwindow.h"

#include "model/newrecord.h"
#include "parsers/fileio.h"
#include "parsers/registry.h"

#include <QAction>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace kib;
using namespace kib::test;

namespace {

// The tests' own file of 200 generated deals, and corpus files by their
// path relative to the corpus.
const QString generatedDeals = QStringLiteral("generated_200.pbn");

// A corpus file, or the generated deals, copied into 'dir' (saving
// overwrites it).
QString copyOf(const QTemporaryDir &dir, const QString &relative)
{
    const QString target = dir.filePath(QFileInfo(relative).fileName());
    QFile::remove(target);
    if (relative == generatedDeals)
        writeBytesTo(target, generatedDealsPbn(200));
    else
        QFile::copy(corpusPath(relative), target);
    QFile(target).setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    return target;
}

bool setEvent(Document &d, int index, const QString &event)
{
    return d.editRecord(index, QStringLiteral("Event"), [event](Record &r) {
        r.setTag(QStringLiteral("Event"), event);
        return true;
    });
}

QByteArray spanBytes(const QByteArray &data, const RecordSpan &s)
{
    return data.mid(s.offset, s.length);
}

// The answers a test gives to FileController's questions, and the questions.
struct Answers
{
    QList<QMessageBox::StandardButton> queue;
    QStringList asked;
    QString saveTo;       // the file "chosen" in Save As
    QString filter;       // and its filter (empty: the one offered)

    void install(FileController *files)
    {
        files->setAsker([this](QMessageBox::Icon, const QString &, const QString &text, const QString &,
                               QMessageBox::StandardButtons, QMessageBox::StandardButton) {
            asked << text;
            return queue.isEmpty() ? QMessageBox::Cancel : queue.takeFirst();
        });
        files->setFileChooser([this](const QString &, const QString &, const QStringList &, QString *chosen) {
            if (!filter.isEmpty())
                *chosen = filter;
            return saveTo;
        });
    }
};

} // namespace

class TestEditSave : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void undoAllSavesBytes_data();
    void undoAllSavesBytes();
    void oneEditOneRecord();
    void newDealSavesAsPbnAndRbn();
    void formatsOffered();
    void closeAsks();
    void windowCloseAsks();
    void newFileSaveAs();
    void lossesAsked();
    void autosaveAndRecover();
    void killedSaveLeavesWholeFile();

private:
    QTemporaryDir m_home;
    QTemporaryDir m_dir;
};

void TestEditSave::initTestCase()
{
    QVERIFY(kib::test::useOwnAutosaveHome(m_home, QStringLiteral("tst_editsave")));
    QVERIFY(m_dir.isValid());
}

void TestEditSave::undoAllSavesBytes_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("dealer") << generatedDeals;
    QTest::newRow("## inheritance") << QStringLiteral("pbn/tournament/christy170a_hash_inherit.pbn");
    QTest::newRow("latin-1") << QStringLiteral("pbn/tournament/bridgecomposer_latin1.pbn");
    QTest::newRow("tables") << QStringLiteral("pbn/tournament/ruter71_tables.pbn");
    QTest::newRow("rbn") << QStringLiteral("rbn/florida_belles.rbn");
}

void TestEditSave::undoAllSavesBytes()
{
    QFETCH(QString, file);
    if (file != generatedDeals)
        KIB_REQUIRE_CORPUS(file);
    const QString path = copyOf(m_dir, file);
    const QByteArray original = readBytes(path);
    Document d;
    QVERIFY(d.openNow(path));
    const int n = d.recordCount();
    QVERIFY(n >= 1);
    // edits of every kind, then undo them all
    QVERIFY(setEvent(d, 0, QStringLiteral("Changed")));
    d.insertRecord(1, newBridgeRecord(d.record(0).get()), QStringLiteral("New Bridge Deal"));
    if (d.recordCount() >= 3) {
        d.moveRecord(0, 2);
        d.removeRecord(1);
        QVERIFY(setEvent(d, d.recordCount() - 1, QStringLiteral("Changed again")));
    }
    QVERIFY(d.isModified());
    while (d.undoStack()->canUndo())
        d.undoStack()->undo();
    QVERIFY(!d.isModified());
    QCOMPARE(d.recordCount(), n);
    for (int i = 0; i < n; ++i)
        QVERIFY(d.isUntouched(i));
    // the plain writer would not give the same bytes: the save keeps them
    const SavedFile saved = d.save();
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    QVERIFY(saved.preserved);
    QCOMPARE(saved.keptRecords, n);
    QCOMPARE(readBytes(path), original);
}

void TestEditSave::oneEditOneRecord()
{
    const QString path = copyOf(m_dir, generatedDeals);
    const QByteArray original = readBytes(path);
    const NotationPlugin *pbn = Registry::builtin().byId(QStringLiteral("pbn"));
    Document d;
    QVERIFY(d.openNow(path));
    QVERIFY(setEvent(d, 5, QStringLiteral("Edited once")));
    QVERIFY(d.isModified());
    QSignalSpy savedSpy(&d, &Document::saved);
    SavedFile saved = d.save();
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    QVERIFY(!d.isModified());
    QCOMPARE(savedSpy.count(), 1);
    QCOMPARE(saved.keptRecords, 199);
    const QByteArray first = readBytes(path);
    const QList<RecordSpan> before = pbn->split(original);
    QList<RecordSpan> after = pbn->split(first);
    QCOMPARE(after.size(), before.size());
    for (int i = 0; i < before.size(); ++i) {
        if (i == 5)
            QVERIFY(spanBytes(first, after.at(i)) != spanBytes(original, before.at(i)));
        else
            QCOMPARE(spanBytes(first, after.at(i)), spanBytes(original, before.at(i)));
    }
    QVERIFY(spanBytes(first, after.at(5)).contains("[Event \"Edited once\"]"));
    // a second edit and save: the first edit's bytes, now the file's, stay
    QVERIFY(setEvent(d, 9, QStringLiteral("Edited twice")));
    saved = d.save();
    QVERIFY(saved.ok());
    QCOMPARE(saved.keptRecords, 199);
    const QByteArray second = readBytes(path);
    const QList<RecordSpan> again = pbn->split(second);
    for (int i = 0; i < again.size(); ++i)
        if (i != 9)
            QCOMPARE(spanBytes(second, again.at(i)), spanBytes(first, after.at(i)));
    const LoadedFile back = readFile(path);
    QCOMPARE(errorCount(back.result.diagnostics), 0);
    QCOMPARE(back.result.collection.records().at(5)->tag(QStringLiteral("Event")), QStringLiteral("Edited once"));
    QCOMPARE(back.result.collection.records().at(9)->tag(QStringLiteral("Event")), QStringLiteral("Edited twice"));
}

void TestEditSave::newDealSavesAsPbnAndRbn()
{
    using namespace kib::guitest;
    Document d;
    d.setCollection(Collection{});
    QCOMPARE(d.recordCount(), 0);
    QVERIFY(!d.isModified());
    d.insertRecord(0, newBridgeRecord(nullptr), QStringLiteral("New Bridge Deal"));
    QCOMPARE(d.recordCount(), 1);
    // the deal, then each call, then each card: one edit each, as the editor
    const auto model = board7();
    QVERIFY(d.editRecord(0, QStringLiteral("Deal"), [&](Record &r) {
        auto &c = static_cast<CardRecord &>(r);
        c.setDealer(North);
        c.setVulnerability(Vulnerability::NS);
        c.setTag(QStringLiteral("Board"), QStringLiteral("7"));
        c.deal() = model->deal();
        c.auction().first = North;
        return true;
    }));
    for (const Call &call : model->auction().calls) {
        QVERIFY(d.editRecord(0, QStringLiteral("Call"), [&](Record &r) {
            auto &c = static_cast<CardRecord &>(r);
            c.auction().calls.append(call);
            if (c.auction().calls.size() == model->auction().calls.size()) {
                c.setContract(model->contract());
                c.setDeclarer(model->declarer());
            }
            return true;
        }));
    }
    for (int t = 0; t < 13; ++t) {
        for (int i = 0; i < 4; ++i) {
            QVERIFY(d.editRecord(0, QStringLiteral("Card"), [&](Record &r) {
                auto &c = static_cast<CardRecord &>(r);
                Play &p = c.play();
                if (p.tricks.isEmpty())
                    p.leader = kLeaders[0];
                if (i == 0) {
                    Trick trick;
                    trick.leader = kLeaders[t];
                    p.tricks.append(trick);
                }
                PlayedCard pc;
                pc.card = card(kPlay[t][i]);
                pc.seat = (kLeaders[t] + i) % 4;
                p.tricks.last().cards.append(pc);
                if (i == 3)
                    p.tricks.last().winner = kWinners[t];
                if (t == 12 && i == 3)
                    c.setResult(11);
                return true;
            }));
        }
    }
    QCOMPARE(d.undoStack()->count(), 1 + 1 + kCalls + 52);
    const auto entered = std::static_pointer_cast<CardRecord>(d.record(0));
    QCOMPARE(entered->play().cardCount(), 52);

    for (const QString &id : {QStringLiteral("pbn"), QStringLiteral("rbn")}) {
        const QString path = m_dir.filePath(QStringLiteral("entered.") + id);
        const SavedFile saved = d.saveAs(path, id);
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        QVERIFY(!d.isModified());
        QCOMPARE(d.filePath(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(d.formatId(), id);
        const LoadedFile back = readFile(path);
        QVERIFY(back.ok());
        QCOMPARE(back.plugin->id(), id);
        for (const Diagnostic &diag : back.result.diagnostics)
            QVERIFY2(!diag.isError(), qPrintable(diag.message));
        QCOMPARE(back.result.collection.size(), 1);
        const auto r = std::dynamic_pointer_cast<CardRecord>(back.result.collection.records().first());
        QVERIFY(r);
        QCOMPARE(r->deal(), model->deal());
        QCOMPARE(r->auction().calls.size(), qsizetype(kCalls));
        for (int i = 0; i < kCalls; ++i)
            QVERIFY(r->auction().calls.at(i).sameCall(model->auction().calls.at(i)));
        QCOMPARE(r->contract().level, 4);
        QCOMPARE(r->declarer(), North);
        QCOMPARE(r->play().cardCount(), 52);
        QCOMPARE(r->play().tricks.at(3).cards.at(1).card, card("SQ"));
        QCOMPARE(r->result(), std::optional<int>(11));
        QCOMPARE(r->vulnerability(), Vulnerability::NS);
    }
}

void TestEditSave::formatsOffered()
{
    Document d;
    d.setCollection(Collection{});
    d.insertRecord(0, newBridgeRecord(nullptr), QStringLiteral("New"));
    QStringList ids;
    for (const NotationPlugin *p : d.writableFormats()) {
        QVERIFY(p->canWrite());
        QVERIFY(p->games().contains(Game::Bridge));
        ids << p->id();
    }
    QVERIFY(ids.contains(QStringLiteral("pbn")));
    QVERIFY(ids.contains(QStringLiteral("rbn")));
    QVERIFY(ids.contains(QStringLiteral("json")));
    // bridge deals cannot go into the pinochle or preferans notations
    QVERIFY(!ids.contains(QStringLiteral("pn")));
    QVERIFY(!ids.contains(QStringLiteral("ppn")));
}

void TestEditSave::closeAsks()
{
    MainWindow w(nullptr, false);
    Answers answers;
    answers.install(w.files());
    const QString path = copyOf(m_dir, generatedDeals);
    const QByteArray original = readBytes(path);
    Document *d = w.openFile(path, true);
    QVERIFY(d);
    // unmodified: closes without a question
    w.actions()->closeFile->trigger();
    QVERIFY(answers.asked.isEmpty());
    QVERIFY(!w.documents().contains(d));

    d = w.openFile(path, true);
    QVERIFY(setEvent(*d, 0, QStringLiteral("Not saved")));
    QVERIFY(w.isWindowModified());
    // Cancel: the document stays
    answers.queue = {QMessageBox::Cancel};
    w.actions()->closeFile->trigger();
    QCOMPARE(answers.asked.size(), 1);
    QVERIFY(answers.asked.first().contains(QStringLiteral("generated_200.pbn")));
    QVERIFY(w.documents().contains(d));
    // Discard: it closes, the file unchanged
    answers.queue = {QMessageBox::Discard};
    w.actions()->closeFile->trigger();
    QCOMPARE(answers.asked.size(), 2);
    QVERIFY(!w.documents().contains(d));
    QCOMPARE(readBytes(path), original);
    // Save: it is saved, then closes
    d = w.openFile(path, true);
    QVERIFY(setEvent(*d, 0, QStringLiteral("Saved on close")));
    answers.queue = {QMessageBox::Save};
    w.actions()->closeFile->trigger();
    QCOMPARE(answers.asked.size(), 3);
    QVERIFY(!w.documents().contains(d));
    QCOMPARE(readFile(path).result.collection.records().at(0)->tag(QStringLiteral("Event")),
             QStringLiteral("Saved on close"));
}

void TestEditSave::windowCloseAsks()
{
    MainWindow w(nullptr, false);
    Answers answers;
    answers.install(w.files());
    Document *d = w.files()->newDocument();
    QCOMPARE(w.currentDocument(), d);
    QCOMPARE(d->displayName(), QStringLiteral("Untitled"));
    w.editor()->newBridge->trigger();
    QCOMPARE(d->recordCount(), 1);
    QVERIFY(d->isModified());
    w.show();
    answers.queue = {QMessageBox::Cancel};
    QVERIFY(!w.close());
    QCOMPARE(answers.asked.size(), 1);
    QVERIFY(w.isVisible());
    answers.queue = {QMessageBox::Discard};
    QVERIFY(w.close());
    QCOMPARE(answers.asked.size(), 2);
}

void TestEditSave::newFileSaveAs()
{
    MainWindow w(nullptr, false);
    Answers answers;
    answers.install(w.files());
    w.files()->newFile->trigger();
    Document *d = w.currentDocument();
    QVERIFY(d);
    QCOMPARE(d->recordCount(), 0);
    w.editor()->newBridge->trigger();
    w.editor()->newBridge->trigger();
    QCOMPARE(d->recordCount(), 2);
    QVERIFY(w.windowTitle().startsWith(QStringLiteral("Untitled")));
    // Save on a new file is Save As; no extension: the notation's is added
    answers.saveTo = m_dir.filePath(QStringLiteral("fresh"));
    w.files()->save->trigger();
    QVERIFY(!d->isModified());
    QCOMPARE(d->filePath(), m_dir.filePath(QStringLiteral("fresh.pbn")));
    QCOMPARE(d->formatId(), QStringLiteral("pbn"));
    QVERIFY(w.windowTitle().startsWith(QStringLiteral("fresh.pbn")));
    const LoadedFile back = readFile(d->filePath());
    QCOMPARE(errorCount(back.result.diagnostics), 0);
    QCOMPARE(back.result.collection.size(), 2);
    QCOMPARE(back.result.collection.records().at(1)->tag(QStringLiteral("Board")), QStringLiteral("2"));
    // Save As RBN through the filter chosen
    answers.saveTo = m_dir.filePath(QStringLiteral("fresh-copy"));
    answers.filter = Registry::builtin().byId(QStringLiteral("rbn"))->fileFilter();
    answers.queue = {QMessageBox::Save};
    w.files()->saveAs->trigger();
    // new deals hold nothing RBN cannot: nothing asked
    QVERIFY2(answers.asked.isEmpty(), qPrintable(answers.asked.join(u'\n')));
    QCOMPARE(d->filePath(), m_dir.filePath(QStringLiteral("fresh-copy.rbn")));
    QCOMPARE(readFile(d->filePath()).plugin->id(), QStringLiteral("rbn"));
    QCOMPARE(readFile(d->filePath()).result.collection.size(), 2);
    // a cancelled dialog saves nothing
    answers.saveTo.clear();
    QVERIFY(setEvent(*d, 0, QStringLiteral("x")));
    QVERIFY(!w.files()->saveDocumentAs(d));
    QVERIFY(d->isModified());
}

void TestEditSave::lossesAsked()
{
    // The standard's example game has commentary after its Result tag,
    // where RBN has no place for it.
    KIB_REQUIRE_CORPUS(QStringLiteral("pbn/tournament/schiphol.pbn"));
    const QString path = copyOf(m_dir, QStringLiteral("pbn/tournament/schiphol.pbn"));
    MainWindow w(nullptr, false);
    Answers answers;
    answers.install(w.files());
    Document *d = w.openFile(path, true);
    QVERIFY(d->recordCount() > 0);
    const Diagnostics losses = d->lossesIn(QStringLiteral("rbn"));
    QVERIFY(!losses.isEmpty());
    // the file's own notation loses nothing for untouched records
    QVERIFY(d->lossesIn(QStringLiteral("pbn")).isEmpty());
    const QString target = m_dir.filePath(QStringLiteral("lossy.rbn"));
    answers.queue = {QMessageBox::Cancel};
    QVERIFY(!w.files()->saveDocumentTo(d, target, QStringLiteral("rbn")));
    QCOMPARE(answers.asked.size(), 1);
    QVERIFY(answers.asked.first().contains(losses.first().message.left(20)));
    QVERIFY(!QFile::exists(target));
    QCOMPARE(d->filePath(), path);
    answers.queue = {QMessageBox::Save};
    QVERIFY(w.files()->saveDocumentTo(d, target, QStringLiteral("rbn")));
    QVERIFY(QFile::exists(target));
    QCOMPARE(d->formatId(), QStringLiteral("rbn"));
}

void TestEditSave::autosaveAndRecover()
{
    QDir(AutoSaver::directory()).removeRecursively();
    const QString path = copyOf(m_dir, generatedDeals);
    const QByteArray original = readBytes(path);
    QString copy;
    {
        MainWindow w(nullptr, false);
        AutoSaver *saver = w.files()->autoSaver();
        QCOMPARE(saver->interval(), 60 * 1000);
        saver->setInterval(50);
        Document *d = w.openFile(path, true);
        QTest::qWait(150);
        QVERIFY(saver->copyPath(d).isEmpty()); // nothing to keep while unmodified
        QVERIFY(setEvent(*d, 3, QStringLiteral("Autosaved")));
        QTRY_VERIFY(!saver->copyPath(d).isEmpty());
        copy = saver->copyPath(d);
        QVERIFY(copy.startsWith(AutoSaver::directory()));
        QVERIFY(QFile::exists(copy));
        // a copy of a running Kibitzer is not offered
        QVERIFY(AutoSaver::leftovers().isEmpty());
        // saving removes it
        QVERIFY(d->save().ok());
        QVERIFY(!QFile::exists(copy));
        QVERIFY(setEvent(*d, 4, QStringLiteral("Lost in a crash")));
        QTRY_VERIFY(!saver->copyPath(d).isEmpty());
        copy = saver->copyPath(d);
        // a crash: the copy stays behind
        saver->abandon();
    }
    QVERIFY(QFile::exists(copy));
    const QList<AutoSaver::Leftover> left = AutoSaver::leftovers();
    QCOMPARE(left.size(), 1);
    QCOMPARE(left.first().originalPath, path);
    QCOMPARE(left.first().formatId, QStringLiteral("pbn"));
    QCOMPARE(left.first().records, 200);

    MainWindow w(nullptr, false);
    Answers answers;
    answers.install(w.files());
    answers.queue = {QMessageBox::Yes};
    const QList<Document *> recovered = w.files()->offerRecovery();
    QCOMPARE(answers.asked.size(), 1);
    QCOMPARE(recovered.size(), 1);
    Document *d = recovered.first();
    QCOMPARE(w.currentDocument(), d);
    QVERIFY(d->isModified());
    QVERIFY(w.isWindowModified());
    QCOMPARE(d->filePath(), path);
    QCOMPARE(d->recordCount(), 200);
    QCOMPARE(d->record(3)->tag(QStringLiteral("Event")), QStringLiteral("Autosaved"));
    QCOMPARE(d->record(4)->tag(QStringLiteral("Event")), QStringLiteral("Lost in a crash"));
    QVERIFY(!QFile::exists(copy));
    QVERIFY(AutoSaver::leftovers().isEmpty());
    // records as in the file keep their bytes when the recovery is saved
    QVERIFY(d->isUntouched(3));
    QVERIFY(!d->isUntouched(4));
    const SavedFile saved = d->save();
    QVERIFY(saved.ok());
    QCOMPARE(saved.keptRecords, 199);
    QVERIFY(!d->isModified());
    const QByteArray now = readBytes(path);
    QVERIFY(now != original);
    QCOMPARE(readFile(path).result.collection.records().at(4)->tag(QStringLiteral("Event")),
             QStringLiteral("Lost in a crash"));
    // Discard deletes a leftover without opening it
    QVERIFY(writeBytesTo(AutoSaver::directory() + QStringLiteral("/x.json"), "{}"));
    QVERIFY(writeBytesTo(AutoSaver::directory() + QStringLiteral("/x.meta"), "{\"path\": \"\", \"records\": 0}"));
    answers.queue = {QMessageBox::Discard};
    QVERIFY(w.files()->offerRecovery().isEmpty());
    QVERIFY(!QFile::exists(AutoSaver::directory() + QStringLiteral("/x.json")));
}

void TestEditSave::killedSaveLeavesWholeFile()
{
    // A large file: the generated deals, ten times over, renumbered.
    const NotationPlugin *pbn = Registry::builtin().byId(QStringLiteral("pbn"));
    const Collection deals = readFile(copyOf(m_dir, generatedDeals)).result.collection;
    Collection big;
    for (int copy = 0; copy < 10; ++copy) {
        for (const RecordPtr &r : deals.records()) {
            RecordPtr c(r->clone());
            c->setTag(QStringLiteral("Board"), QString::number(big.size() + 1));
            big.append(c);
        }
    }
    const QString path = m_dir.filePath(QStringLiteral("big.pbn"));
    QVERIFY(writeFile(path, big, *pbn).ok());
    const int n = big.size();

    // How long one save takes here: the first helper runs a save through.
    auto startHelper = [&](QProcess &helper, const QString &label) {
        helper.start(QStringLiteral(KIBITZER_SAVE_HELPER), {path, QStringLiteral("1000"), label});
        return helper.waitForStarted();
    };
    // Reads the helper's output until 'what' shows; the milliseconds it took.
    auto waitFor = [](QProcess &helper, QByteArray &out, const char *what) {
        QElapsedTimer timer;
        timer.start();
        while (!out.contains(what) && helper.state() == QProcess::Running && timer.elapsed() < 120000) {
            helper.waitForReadyRead(10);
            out += helper.readAllStandardOutput();
        }
        return out.contains(what) ? timer.elapsed() : -1;
    };
    qint64 saveTime = 0;
    {
        QProcess helper;
        QVERIFY(startHelper(helper, QStringLiteral("Timing")));
        QByteArray out;
        QVERIFY(waitFor(helper, out, "saving 1") >= 0);
        saveTime = waitFor(helper, out, "saved 1");
        QVERIFY2(saveTime > 0, helper.readAllStandardError().constData());
        helper.kill();
        helper.waitForFinished();
    }
    // Killed at moments spread over a save: below 1, into the first save
    // (the file must be the old one or the first save's); from 1 on, into
    // the second, after the first has replaced the file.
    const QList<double> moments = {0.05, 0.3, 0.6, 0.8, 0.9, 0.97, 1.0, 1.3, 1.6, 1.8, 1.9, 1.97};
    int replaced = 0;
    for (int k = 0; k < moments.size(); ++k) {
        const double moment = moments.at(k);
        const QString label = QStringLiteral("Kill %1").arg(k);
        const QByteArray before = readBytes(path);
        QProcess helper;
        QVERIFY(startHelper(helper, label));
        QByteArray out;
        QVERIFY2(waitFor(helper, out, "saving 1") >= 0, helper.readAllStandardError().constData());
        if (moment >= 1.0)
            QVERIFY2(waitFor(helper, out, "saved 1") >= 0, helper.readAllStandardError().constData());
        QTest::qWait(int(saveTime * (moment >= 1.0 ? moment - 1.0 : moment)));
        helper.kill(); // SIGKILL
        QVERIFY(helper.waitForFinished());
        out += helper.readAllStandardOutput();
        const QByteArray after = readBytes(path);
        if (after == before)
            continue;
        ++replaced;
        // a new file: complete and readable, never a part of one
        const ReadResult back = pbn->read(after);
        QCOMPARE(errorCount(back.diagnostics), 0);
        QCOMPARE(back.collection.size(), n);
        QCOMPARE(back.collection.records().last()->tag(QStringLiteral("Board")), QString::number(n));
        QCOMPARE(back.collection.records().at(7)->tag(QStringLiteral("Event")), label + QStringLiteral(" 1"));
    }
    qInfo("a save takes %lld ms; %d of %d kills came after the file was replaced", saveTime, replaced,
          int(moments.size()));
    QVERIFY(replaced >= int(moments.size()) / 2); // every kill in a second save
}

QTEST_MAIN(TestEditSave)
#include "tst_editsave.moc"
