// The shapes that made readers slower than linear (issue 21), at about 10 MB
// each: prints each reader's rate beside a baseline measured in the same run
// on the same bytes (counting lines and UTF-8 code points byte by byte, as
// `wc -l -m` does), so that a slow machine does not look like a slow reader.
// Usage: slowinputsbench [MEGABYTES]   (default 10)
#include "../tests/support/slowinputs.h"

#include "parsers/registry.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdio>

using namespace kib;
using namespace kib::test;

namespace {

// wc -l -m: lines and code points, one pass.
double baselineMs(const QByteArray &data, qsizetype *lines)
{
    QElapsedTimer t;
    t.start();
    qsizetype n = 0, chars = 0;
    for (const char c : data) {
        n += c == '\n';
        chars += (uchar(c) & 0xC0) != 0x80;
    }
    *lines = n + chars; // printed, so the loop stays
    return double(t.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const double mb = argc > 1 ? QByteArray(argv[1]).toDouble() : 10.0;
    const qsizetype bytes = qsizetype(mb * 1e6);
    const QString rbx = QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/rbn_teaching.rbx");
    const QList<SlowInput> inputs{jsonLocate(bytes / 3), ppnTags(bytes / 10, true), ppnTags(bytes / 10, false),
                                  rbxAllPass(rbx, bytes)};
    std::printf("%-12s %8s %10s %10s %12s %12s %8s %10s\n", "shape", "MB", "read ms", "MB/s", "baseline ms",
                "baseline MB/s", "diags", "wc -l -m");
    for (const SlowInput &in : inputs) {
        const NotationPlugin *plugin = Registry::builtin().byId(QString::fromLatin1(in.format));
        qsizetype lines = 0;
        const double base = baselineMs(in.data, &lines);
        QElapsedTimer t;
        t.start();
        const ReadResult r = plugin->read(in.data);
        const double ms = double(t.nsecsElapsed()) / 1e6;
        const double size = double(in.data.size()) / 1e6;
        std::printf("%-12s %8.1f %10.0f %10.1f %12.1f %12.0f %8lld %10lld\n", in.kind, size, ms, size / (ms / 1000.0),
                    base, size / (qMax(base, 0.001) / 1000.0), qlonglong(r.diagnostics.size()), qlonglong(lines));
    }
    return 0;
}
