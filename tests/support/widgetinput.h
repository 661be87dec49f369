#pragma once

// Input as a user gives it, for the editor's widget tests.

#include <QCoreApplication>
#include <QLineEdit>
#include <QTest>

namespace kib::edittest {

// Types 'text' over whatever the line edit holds (select all, delete, type).
inline void typeOver(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

// Clicks a widget that must be there and enabled, then lets deferred
// deletions run (the editors rebuild their card buttons after a click).
inline void clickEnabled(QWidget *w)
{
    QVERIFY(w);
    QVERIFY(w->isEnabled());
    QTest::mouseClick(w, Qt::LeftButton);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

} // namespace kib::edittest
