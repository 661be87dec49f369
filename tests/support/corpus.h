// The shared corpus of real files from other programs (../shared/corpus
// beside the project, or $KIBITZER_CORPUS). It is not part of the project:
// a clone with nothing beside it has none, and the tests that read it skip
// with one line saying what was skipped and how to run it. CI sets
// KIBITZER_REQUIRE_CORPUS=1, and then a missing corpus fails instead.
#pragma once

#include <QDir>
#include <QFileInfo>
#include <QString>
#include <QTest>

namespace kib::test {

// The corpus folder: $KIBITZER_CORPUS when set, else the build's default.
inline QString corpusRoot()
{
    const QString env = qEnvironmentVariable("KIBITZER_CORPUS");
    return env.isEmpty() ? QStringLiteral(KIBITZER_CORPUS_DIR) : env;
}

// The absolute path of a file or folder in the corpus ("pbn/x.pbn").
inline QString corpusPath(const QString &relative)
{
    return corpusRoot() + QLatin1Char('/') + relative;
}

inline bool corpusRequired()
{
    const QByteArray v = qgetenv("KIBITZER_REQUIRE_CORPUS");
    return !v.isEmpty() && v != "0";
}

// Whether `relative` (a file or a folder) is in the corpus.
inline bool corpusHas(const QString &relative = QString())
{
    return QFileInfo::exists(relative.isEmpty() ? corpusRoot() : corpusPath(relative));
}

inline QByteArray corpusMissingMessage(const QString &relative)
{
    return QStringLiteral("corpus not found: %1 is missing; these cases read real files from "
                          "../shared/corpus (set KIBITZER_CORPUS to its folder to run them)")
        .arg(QDir::toNativeSeparators(corpusPath(relative)))
        .toUtf8();
}

} // namespace kib::test

// Skips the current test function (or, from initTestCase(), the whole class;
// from a _data() function, the test function it feeds) when the corpus file
// or folder `relative` is absent; fails instead where KIBITZER_REQUIRE_CORPUS
// is set (CI, where the corpus must be read).
#define KIB_REQUIRE_CORPUS(relative)                                                              \
    do {                                                                                          \
        if (!kib::test::corpusHas(relative)) {                                                    \
            const QByteArray kibCorpusMsg = kib::test::corpusMissingMessage(relative);            \
            if (kib::test::corpusRequired())                                                      \
                QFAIL(kibCorpusMsg.constData());                                                  \
            QSKIP(kibCorpusMsg.constData());                                                      \
        }                                                                                         \
    } while (false)
