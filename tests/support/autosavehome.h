// The autosave tests' set-up: a home of the run's own, then Qt's test mode
// and the test's names, and the autosave folder emptied. In test mode the
// folder lies under ~/.qttest, which two runs of one test at the same time
// (two clones' tests) would share, each offering or removing the other's
// copies; a home of its own keeps each run's apart.
#pragma once

#include "edit/autosaver.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace kib::test {

// Call first in initTestCase(); 'home' lives as long as the test.
inline bool useOwnAutosaveHome(const QTemporaryDir &home, const QString &testName)
{
    if (!home.isValid())
        return false;
    qputenv("HOME", QFile::encodeName(home.path()));
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzerTest"));
    QCoreApplication::setApplicationName(testName);
    QDir(AutoSaver::directory()).removeRecursively();
    return true;
}

} // namespace kib::test
