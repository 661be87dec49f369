// A helper for tst_editsave's crash test: opens a file in a Document and
// saves it over and over through Document::save() (the editor's path:
// fileio's atomic, read-back save), changing one record before each save.
// Prints "saving N" before save N and "saved N" after it, so the test can
// kill it with SIGKILL in the middle of a save.
//
//   kib_savecrash FILE ROUNDS [LABEL]   (record k gets Event "LABEL N")
#include "document.h"

#include <QApplication>
#include <QTextStream>

#include <cstdio>

using namespace kib;

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (argc < 3) {
        std::fprintf(stderr, "usage: kib_savecrash FILE ROUNDS\n");
        return 2;
    }
    const QString path = QString::fromLocal8Bit(argv[1]);
    const int rounds = QString::fromLocal8Bit(argv[2]).toInt();
    const QString label = argc > 3 ? QString::fromLocal8Bit(argv[3]) : QStringLiteral("Round");
    Document document;
    QString error;
    if (!document.openNow(path, &error) || document.recordCount() == 0) {
        std::fprintf(stderr, "cannot open %s: %s\n", argv[1], qPrintable(error));
        return 1;
    }
    for (int round = 1; round <= rounds; ++round) {
        const int index = (round * 7) % document.recordCount();
        document.editRecord(index, QStringLiteral("Edit"), [&](Record &r) {
            r.setTag(QStringLiteral("Event"), QStringLiteral("%1 %2").arg(label).arg(round));
            return true;
        });
        std::printf("saving %d\n", round);
        std::fflush(stdout);
        const SavedFile saved = document.save();
        if (!saved.ok()) {
            std::fprintf(stderr, "save %d failed: %s\n", round, qPrintable(saved.error));
            return 1;
        }
        std::printf("saved %d\n", round);
        std::fflush(stdout);
    }
    return 0;
}
