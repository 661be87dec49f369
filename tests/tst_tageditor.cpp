// The Tags dock driven by the keyboard and the mouse: values typed into
// the table are checked while typing, valid ones become one command each,
// invalid ones stay marked in their cell and never reach the record; tags
// added and removed; undo all the way back gives the record read.

#include "support/editrecords.h"

#include "document.h"
#include "edit/tageditor.h"
#include "translator.h"

#include "model/tagrules.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace kib;

class TestTagEditor : public QObject
{
    Q_OBJECT

private:
    Document *m_doc = nullptr;
    TagEditor *m_editor = nullptr;
    RecordPtr m_original;

    const CardRecord &current() const { return static_cast<const CardRecord &>(*m_doc->currentRecord()); }

    int rowOf(const QString &name) const
    {
        for (int i = 0; i < m_editor->table()->rowCount(); ++i)
            if (m_editor->table()->item(i, 0)->text() == name)
                return i;
        return -1;
    }

    // Double-clicks the value cell, replaces its text by typing; Enter
    // commits unless 'commit' is false (the editor stays open).
    QLineEdit *typeValue(const QString &name, const QString &text, bool commit = true)
    {
        QTableWidget *t = m_editor->table();
        const int row = rowOf(name);
        if (row < 0)
            return nullptr;
        t->scrollToItem(t->item(row, 1));
        const QPoint at = t->visualItemRect(t->item(row, 1)).center();
        QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(t->viewport(), Qt::LeftButton, {}, at);
        QLineEdit *line = nullptr;
        for (QLineEdit *l : t->viewport()->findChildren<QLineEdit *>())
            if (l->isVisible())
                line = l;
        if (!line) {
            qWarning("no editor for %s", qPrintable(name));
            return nullptr;
        }
        QTest::keyClick(line, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(line, Qt::Key_Delete);
        QTest::keyClicks(line, text);
        if (commit) {
            pressEnter(line);
        }
        return line;
    }

    // The delegate commits after the editor has seen the key (queued).
    static void pressEnter(QLineEdit *line)
    {
        QTest::keyClick(line, Qt::Key_Return);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }

    void undoAll()
    {
        while (m_doc->undoStack()->canUndo())
            m_doc->undoStack()->undo();
    }

private Q_SLOTS:
    void init()
    {
        m_doc = new Document;
        const auto record = edittest::board7();
        QVERIFY(record);
        Collection c;
        c.append(record);
        m_doc->setCollection(c);
        m_original = m_doc->currentRecord();
        QCOMPARE(m_original, RecordPtr(record));
        m_doc->cursor()->setStep(5);
        m_editor = new TagEditor;
        m_editor->setDocument(m_doc);
        m_editor->resize(520, 700);
        m_editor->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_editor));
    }

    void cleanup()
    {
        delete m_editor;
        delete m_doc;
    }

    void showsTagsInFileOrder()
    {
        QTableWidget *t = m_editor->table();
        QCOMPARE(t->rowCount(), int(m_original->tags().size()));
        for (int i = 0; i < t->rowCount(); ++i) {
            QCOMPARE(t->item(i, 0)->text(), m_original->tags().at(i).name);
            QCOMPARE(t->item(i, 1)->text(), m_original->tags().at(i).value);
        }
        // the deal and the sections are not free text
        QVERIFY(!(t->item(rowOf(QStringLiteral("Deal")), 1)->flags() & Qt::ItemIsEditable));
        QVERIFY(!(t->item(rowOf(QStringLiteral("Auction")), 1)->flags() & Qt::ItemIsEditable));
        QVERIFY(t->item(rowOf(QStringLiteral("Contract")), 1)->flags() & Qt::ItemIsEditable);
    }

    void validValueIsOneCommand()
    {
        QVERIFY(typeValue(QStringLiteral("Contract"), QStringLiteral("4hx")));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(m_doc->undoStack()->text(0), QStringLiteral("Set Contract to 4HX"));
        QCOMPARE(current().contract().level, 4);
        QCOMPARE(current().contract().strain, Strain::Hearts);
        QCOMPARE(current().contract().risk, 1);
        QCOMPARE(current().tag(QStringLiteral("Contract")), QStringLiteral("4HX"));
        const int row = rowOf(QStringLiteral("Contract"));
        QCOMPARE(m_editor->table()->item(row, 1)->text(), QStringLiteral("4HX"));
        QVERIFY(m_editor->invalidMessage(row).isEmpty());
        QCOMPARE(m_doc->currentStep(), 5);

        QVERIFY(typeValue(QStringLiteral("Vulnerable"), QStringLiteral("Love")));
        QVERIFY(typeValue(QStringLiteral("Date"), QStringLiteral("2024.06.01")));
        QCOMPARE(m_doc->undoStack()->count(), 3);
        QCOMPARE(m_doc->undoStack()->text(1), QStringLiteral("Set Vulnerable to None"));
        QCOMPARE(m_doc->undoStack()->text(2), QStringLiteral("Set Date to 2024.06.01"));
        QCOMPARE(current().vulnerability(), Vulnerability::None);

        // undo one by one, back to the very record read, at the same step
        m_doc->undoStack()->undo();
        QCOMPARE(current().tag(QStringLiteral("Date")), QStringLiteral("2024.05.17"));
        QCOMPARE(m_editor->table()->item(rowOf(QStringLiteral("Date")), 1)->text(), QStringLiteral("2024.05.17"));
        undoAll();
        QCOMPARE(m_doc->currentRecord(), m_original);
        QCOMPARE(m_doc->currentStep(), 5);
        QVERIFY(!m_doc->isModified());
        m_doc->undoStack()->redo();
        QCOMPARE(current().contract().toString(), QStringLiteral("4HX"));
    }

    void invalidValueNeverReachesTheModel_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::newRow("Contract 8S") << QStringLiteral("Contract") << QStringLiteral("8S");
        QTest::newRow("Contract 4N") << QStringLiteral("Contract") << QStringLiteral("4N");
        QTest::newRow("Date") << QStringLiteral("Date") << QStringLiteral("2024/05/17");
        QTest::newRow("Board 0") << QStringLiteral("Board") << QStringLiteral("0");
        QTest::newRow("Dealer Q") << QStringLiteral("Dealer") << QStringLiteral("Q");
        QTest::newRow("Declarer ^") << QStringLiteral("Declarer") << QStringLiteral("^");
        QTest::newRow("Vulnerable") << QStringLiteral("Vulnerable") << QStringLiteral("Some");
        QTest::newRow("Result 14") << QStringLiteral("Result") << QStringLiteral("14");
        QTest::newRow("Scoring") << QStringLiteral("Scoring") << QStringLiteral("MP;;IMP");
    }

    void invalidValueNeverReachesTheModel()
    {
        QFETCH(QString, name);
        QFETCH(QString, value);
        // shown while typing, before the value is committed
        QLineEdit *line = typeValue(name, value, false);
        QVERIFY(line);
        QVERIFY(!m_editor->messageLabel()->text().isEmpty());
        QVERIFY(!line->styleSheet().isEmpty());
        pressEnter(line);
        QCOMPARE(m_doc->undoStack()->count(), 0);
        QCOMPARE(m_doc->currentRecord(), m_original);
        QVERIFY(static_cast<const CardRecord &>(*m_original) == *edittest::board7());
        const int row = rowOf(name);
        QCOMPARE(m_editor->table()->item(row, 1)->text(), value);
        QCOMPARE(m_editor->invalidMessage(row), TagRules::check(*m_original, name, value).message);
        QVERIFY(!m_editor->invalidMessage(row).isEmpty());
        QCOMPARE(m_editor->messageLabel()->text(), m_editor->invalidMessage(row));
        // a valid value then goes through and clears the mark
        QVERIFY(typeValue(name, QStringLiteral("?")));
        QVERIFY(m_editor->invalidMessage(rowOf(name)).isEmpty());
        QCOMPARE(m_doc->undoStack()->count(), 1);
    }

    // The model's reason (English) shown in the user's language, in the
    // message and in the value's tooltip, the tag's name and value kept;
    // a reason within a reason (Result's) translated too.
    void refusalShownInTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("word");
        QTest::newRow("de Board") << "de" << "Board" << "0" << QStringLiteral("keine positive Zahl");
        QTest::newRow("ru Board") << "ru" << "Board" << "0" << QStringLiteral("не положительное число");
        QTest::newRow("sr Board") << "sr" << "Board" << "0" << QStringLiteral("није позитиван број");
        QTest::newRow("de Result") << "de" << "Result" << "14" << QStringLiteral("14 Stiche sind mehr");
        QTest::newRow("ru Result") << "ru" << "Result" << "14" << QStringLiteral("взяток 14");
        QTest::newRow("sr Result") << "sr" << "Result" << "14" << QStringLiteral("штихова 14");
    }

    void refusalShownInTheLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, name);
        QFETCH(QString, value);
        QFETCH(QString, word);
        const QString english = TagRules::check(*m_original, name, value).message;
        QVERIFY(english.contains(u'"' + value + u'"'));
        QVERIFY(Translator::install(language));
        QLineEdit *line = typeValue(name, value, false);
        QVERIFY(line);
        const QString shown = m_editor->messageLabel()->text();
        Translator::install(QStringLiteral("en"));
        QVERIFY2(shown != english && shown.contains(word), qPrintable(shown));
        QVERIFY2(shown.startsWith(name) && shown.contains(value), qPrintable(shown));
        QVERIFY2(!shown.contains(QLatin1String("number")) && !shown.contains(QLatin1String("tricks")), qPrintable(shown));
    }

    void liveCheckFollowsTheText()
    {
        QLineEdit *line = typeValue(QStringLiteral("Board"), QStringLiteral("1x"), false);
        QVERIFY(line);
        QVERIFY(m_editor->messageLabel()->text().contains(QStringLiteral("not a positive number")));
        QTest::keyClick(line, Qt::Key_Backspace);
        QVERIFY(m_editor->messageLabel()->text().isEmpty());
        QTest::keyClicks(line, QStringLiteral("2"));
        pressEnter(line);
        QCOMPARE(m_doc->undoStack()->text(0), QStringLiteral("Set Board to 12"));
        QCOMPARE(current().tag(QStringLiteral("Board")), QStringLiteral("12"));
    }

    void addAndRemoveTags()
    {
        QLineEdit *name = m_editor->newNameEdit();
        QLineEdit *value = m_editor->newValueEdit();
        // names are checked as typed
        QTest::keyClicks(name, QStringLiteral("annotator"));
        QVERIFY(m_editor->messageLabel()->text().contains(QStringLiteral("upper-case")));
        QTest::mouseClick(m_editor->addButton(), Qt::LeftButton);
        QCOMPARE(m_doc->undoStack()->count(), 0);
        name->clear();
        QTest::keyClicks(name, QStringLiteral("Room"));
        QVERIFY(m_editor->messageLabel()->text().contains(QStringLiteral("already")));
        QTest::mouseClick(m_editor->addButton(), Qt::LeftButton);
        QCOMPARE(m_doc->undoStack()->count(), 0);
        name->clear();
        QTest::keyClicks(name, QStringLiteral("Annotator"));
        QVERIFY(m_editor->messageLabel()->text().isEmpty());
        QTest::keyClicks(value, QStringLiteral("Smith, J."));
        QTest::mouseClick(m_editor->addButton(), Qt::LeftButton);
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(m_doc->undoStack()->text(0), QStringLiteral("Add Tag Annotator"));
        QCOMPARE(current().tags().last().name, QStringLiteral("Annotator"));
        QCOMPARE(current().tag(QStringLiteral("Annotator")), QStringLiteral("Smith, J."));
        QCOMPARE(rowOf(QStringLiteral("Annotator")), int(current().tags().size()) - 1);
        QVERIFY(name->text().isEmpty());
        // a new tag's value is checked too: Enter in the value adds it
        QTest::keyClicks(name, QStringLiteral("EventDate"));
        QTest::keyClicks(value, QStringLiteral("May 2024"));
        QVERIFY(!m_editor->messageLabel()->text().isEmpty());
        QTest::keyClick(value, Qt::Key_Return);
        QCOMPARE(m_doc->undoStack()->count(), 1);
        value->clear();
        QTest::keyClicks(value, QStringLiteral("2024.05.??"));
        QTest::keyClick(value, Qt::Key_Return);
        QCOMPARE(m_doc->undoStack()->text(1), QStringLiteral("Add Tag EventDate"));

        // remove: a mandatory tag cannot go, an optional one can
        QTableWidget *t = m_editor->table();
        QTest::mouseClick(t->viewport(), Qt::LeftButton, {},
                          t->visualItemRect(t->item(rowOf(QStringLiteral("Event")), 0)).center());
        QVERIFY(!m_editor->removeButton()->isEnabled());
        QTest::mouseClick(t->viewport(), Qt::LeftButton, {},
                          t->visualItemRect(t->item(rowOf(QStringLiteral("Room")), 0)).center());
        QVERIFY(m_editor->removeButton()->isEnabled());
        QTest::mouseClick(m_editor->removeButton(), Qt::LeftButton);
        QCOMPARE(m_doc->undoStack()->count(), 3);
        QCOMPARE(m_doc->undoStack()->text(2), QStringLiteral("Remove Tag Room"));
        QVERIFY(!current().hasTag(QStringLiteral("Room")));
        QCOMPARE(rowOf(QStringLiteral("Room")), -1);

        QString why;
        QVERIFY2(edittest::roundTrips(current(), &why), qPrintable(why));
        undoAll();
        QCOMPARE(m_doc->currentRecord(), m_original);
        QCOMPARE(m_doc->currentStep(), 5);
        QVERIFY(rowOf(QStringLiteral("Room")) >= 0);
        QCOMPARE(rowOf(QStringLiteral("Annotator")), -1);
    }

    void unknownMandatoryTagStaysInTheTable()
    {
        // Board "?": the tag leaves the record, the table keeps a row for it
        QVERIFY(typeValue(QStringLiteral("Board"), QStringLiteral("?")));
        QCOMPARE(m_doc->undoStack()->text(0), QStringLiteral("Set Board to ?"));
        QVERIFY(!current().hasTag(QStringLiteral("Board")));
        const int row = rowOf(QStringLiteral("Board"));
        QCOMPARE(row, m_editor->table()->rowCount() - 1);
        QCOMPARE(m_editor->table()->item(row, 1)->text(), QStringLiteral("?"));
        QString why;
        QVERIFY2(edittest::roundTrips(current(), &why), qPrintable(why));
        // typing into that row gives the tag back
        QVERIFY(typeValue(QStringLiteral("Board"), QStringLiteral("8")));
        QCOMPARE(m_doc->undoStack()->count(), 2);
        QCOMPARE(current().tag(QStringLiteral("Board")), QStringLiteral("8"));
        undoAll();
        QCOMPARE(m_doc->currentRecord(), m_original);
    }
};

QTEST_MAIN(TestTagEditor)
#include "tst_tageditor.moc"
