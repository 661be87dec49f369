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

// `path` relative to the corpus, or absolute: a file or folder in the corpus.
inline QString corpusResolve(const QString &path)
{
    if (path.isEmpty())
        return corpusRoot();
    return QDir::isAbsolutePath(path) ? path : corpusPath(path);
}

// Whether `path` is in the corpus. An absolute path outside the corpus
// counts as there: it is the test's own, and a missing one must fail.
inline bool corpusHas(const QString &path = QString())
{
    const QString resolved = corpusResolve(path);
    if (QDir::isAbsolutePath(path) && !QDir::cleanPath(path).startsWith(QDir::cleanPath(corpusRoot()) + QLatin1Char('/')))
        return true;
    return QFileInfo::exists(resolved);
}

inline QByteArray corpusMissingMessage(const QString &path)
{
    return QStringLiteral("corpus not found: %1 is missing; these cases read real files from "
                          "../shared/corpus (set KIBITZER_CORPUS to its folder to run them)")
        .arg(QDir::toNativeSeparators(corpusResolve(path)))
        .toUtf8();
}

} // namespace kib::test

// Skips the current test function (or, from initTestCase(), the whole class;
// from a _data() function, the test function it feeds) when the corpus file
// or folder `relative` (relative to the corpus, or an absolute path in it)
// is absent; fails instead where KIBITZER_REQUIRE_CORPUS
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
