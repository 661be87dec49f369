#pragma once

// What the pinochle and preferans entry tests share: a window with an empty
// document and the entry dock, clicks on the entry panel's buttons and on
// the table's cards, and the check that one more command was pushed.

#include "document.h"
#include "edit/entrycontroller.h"
#include "edit/gameentry.h"
#include "edit/gameentrypanel.h"
#include "handview.h"
#include "mainwindow.h"
#include "tablewidget.h"
#include "viewsettings.h"

#include "parsers/registry.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QDockWidget>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

namespace kib::test {

class GameEntryTest : public QObject
{
protected:
    MainWindow *m_window = nullptr;
    Document *m_doc = nullptr;
    int m_base = 0;       // commands on the stack before the entry starts
    QStringList m_texts;  // the command texts pushed, in order

    GameEntryPanel *panel() const { return m_window->entry()->gamePanel(); }
    GameEntry *games() const { return m_window->entry()->gameEntry(); }
    QUndoStack *stack() const { return m_doc->undoStack(); }
    const CardRecord *record() const { return m_doc->cursor()->cardRecord(); }

    static void initSettings()
    {
        QStandardPaths::setTestModeEnabled(true);
        ViewSettings::instance().setPersistent(false);
        ViewSettings::instance().reset();
    }

    // A window showing a document (empty unless given), the entry dock
    // floating beside it.
    void openWindow(Collection records = Collection())
    {
        delete m_window;
        m_window = new MainWindow(nullptr, false);
        m_doc = new Document;
        m_doc->setCollection(std::move(records));
        m_window->addDocument(m_doc);
        m_window->resize(1400, 900);
        m_window->show();
        QDockWidget *dock = m_window->entry()->dock();
        dock->show();
        dock->setFloating(true);
        dock->resize(480, 640);
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
    }

    void click(const QString &name)
    {
        QCoreApplication::processEvents(); // the layout after the last change, as a user would see it
        QAbstractButton *b = panel()->button(name);
        QVERIFY2(b, qPrintable(name));
        QVERIFY2(b->isVisible() && b->isEnabled(), qPrintable(name));
        QTest::mouseClick(b, Qt::LeftButton);
    }
    void clickCard(Seat seat, Card card)
    {
        QCoreApplication::processEvents();
        HandView *h = m_window->table()->handView(seat);
        QVERIFY(h);
        const QRect r = h->cardRect(card);
        QVERIFY2(!r.isEmpty(), qPrintable(card.toString()));
        QTest::mouseClick(h, Qt::LeftButton, Qt::NoModifier, r.center());
    }
    // The document written in notation 'formatId' and read back: no loss
    // on writing, no error on reading, one record (its text in 'written').
    void writtenAndReadBack(const QString &formatId, ReadResult *back, QByteArray *written)
    {
        const NotationPlugin *plugin = Registry::builtin().byId(formatId);
        QVERIFY(plugin);
        const WriteResult w = plugin->write(m_doc->collection());
        QVERIFY(w.warnings.isEmpty());
        *written = w.data;
        *back = plugin->read(w.data);
        for (const Diagnostic &x : back->diagnostics)
            QVERIFY2(!x.isError(), qPrintable(x.message + QString::fromUtf8(w.data)));
        QCOMPARE(back->collection.size(), 1);
    }

    // One more command on the stack, named 'text', and the replay at its end.
    void pushed(const QString &text)
    {
        QVERIFY2(games()->lastMessage().isEmpty(), qPrintable(games()->lastMessage()));
        m_texts.append(text);
        QCOMPARE(stack()->count(), m_base + m_texts.size());
        QCOMPARE(stack()->index(), stack()->count());
        QCOMPARE(stack()->undoText(), text);
        QCOMPARE(m_doc->cursor()->step(), record()->stepCount()); // the last step
    }
};

} // namespace kib::test
