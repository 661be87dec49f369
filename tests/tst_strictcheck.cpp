// The Diagnostics panel's "Strict check" action (issue 14): a file read with
// warnings for its real-world spellings shows them as warnings; checked, the
// panel lists the departures from the standard as errors with their rule,
// and the View menu offers the same action.
#include "diagnosticspanel.h"
#include "document.h"
#include "mainwindow.h"

#include <QAction>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTest>

using namespace kib;

class TestStrictCheck : public QObject
{
    Q_OBJECT

private:
    static QString fixture(const char *name)
    {
        return QFINDTESTDATA(QStringLiteral("data/realworld/") + QLatin1String(name));
    }
    static QTreeWidgetItem *itemWithCode(const DiagnosticsPanel &panel, const QString &code)
    {
        for (int i = 0; i < panel.topLevelItemCount(); ++i)
            if (panel.topLevelItem(i)->text(4) == code)
                return panel.topLevelItem(i);
        return nullptr;
    }

private Q_SLOTS:
    void panelAction()
    {
        Document doc;
        QString error;
        QVERIFY2(doc.openNow(fixture("pbn_date_iso.pbn"), &error), qPrintable(error));
        QCOMPARE(errorCount(doc.diagnostics()), 0);
        DiagnosticsPanel panel;
        QSignalSpy counts(&panel, &DiagnosticsPanel::countChanged);
        panel.setDocument(&doc);
        QCOMPARE(panel.errorCount(), 0);
        QTreeWidgetItem *item = itemWithCode(panel, QStringLiteral("pbn.date.nonstandard"));
        QVERIFY(item);
        QCOMPARE(item->text(0), QStringLiteral("warning"));
        QVERIFY(!item->text(3).contains(QLatin1String("strict:")));

        QAction *strict = panel.strictAction();
        QVERIFY(strict->isCheckable());
        QCOMPARE(strict->text(), QStringLiteral("Strict check"));
        QVERIFY(panel.actions().contains(strict)); // in the panel's context menu
        QCOMPARE(panel.contextMenuPolicy(), Qt::ActionsContextMenu);
        counts.clear();
        strict->trigger();
        QVERIFY(panel.isStrict());
        item = itemWithCode(panel, QStringLiteral("pbn.date.nonstandard"));
        QVERIFY(item);
        QCOMPARE(item->text(0), QStringLiteral("error"));
        QVERIFY2(item->text(3).contains(QLatin1String("(strict: PBN 2.1 section 3.4.3")), qPrintable(item->text(3)));
        QVERIFY(panel.errorCount() >= 1);
        QCOMPARE(panel.count(), int(doc.diagnostics().size()));
        QVERIFY(!counts.isEmpty());
        QCOMPARE(counts.last().at(0).toInt(), panel.errorCount());

        // unchecked: back to the default judgement
        strict->trigger();
        QCOMPARE(panel.errorCount(), 0);
        QCOMPARE(itemWithCode(panel, QStringLiteral("pbn.date.nonstandard"))->text(0), QStringLiteral("warning"));
    }

    void viewMenuOffersIt()
    {
        MainWindow window(nullptr, false);
        QAction *strict = window.diagnosticsPanel()->strictAction();
        bool inMenu = false;
        for (QAction *menu : window.menuBar()->actions())
            if (menu->menu() && menu->menu()->actions().contains(strict))
                inMenu = true;
        QVERIFY(inMenu);
    }
};

QTEST_MAIN(TestStrictCheck)
#include "tst_strictcheck.moc"
