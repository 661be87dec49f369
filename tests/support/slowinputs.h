// The shapes that made readers slower than linear (issue 21, found by
// mutation fuzzing), made in memory at any size: shared by
// tst_slowinputs and bench/slowinputsbench.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

namespace kib::test {

struct SlowInput
{
    const char *kind;   // as ../shared/fuzz/make_slow_inputs.py names it
    const char *format; // the plug-in that reads it
    QByteArray data;
    qsizetype repeats;  // the diagnostics of one kind the shape repeats
};

// One Kibitzer JSON record whose hands.S holds n empty arrays (n errors, each
// positioned in the record).
inline SlowInput jsonLocate(qsizetype n)
{
    QByteArray d = R"({"format": "kibitzer", "version": 1, "records": [{"game": "bridge", "hands": {"S": [)";
    d.reserve(d.size() + 3 * n + 16);
    for (qsizetype i = 0; i < n; ++i)
        d += i ? ",[]" : "[]";
    d += "]}}]}\n";
    return {"json-locate", "json", d, n};
}

// One PPN deal, then n tags on the same line (oneLine) or one a line.
inline SlowInput ppnTags(qsizetype n, bool oneLine)
{
    QByteArray d = "[1 123 UKLE5DO8N1BC923AQ4MGW67JHRFPVIST P,P,P]";
    d += oneLine ? "" : "\n";
    d.reserve(d.size() + 10 * n + 1);
    for (qsizetype i = 0; i < n; ++i)
        d += oneLine ? " [Bula 40]" : "[Bula 40]\n";
    if (oneLine)
        d += '\n';
    return {oneLine ? "ppn-locator" : "ppn-lines", "ppn", d, n};
}

// The first line of the RBX sample, then that line with n extra 'A' (all
// pass) in its auction (and a stray '}'): one rbn.auction.after-end per 'A'.
inline SlowInput rbxAllPass(const QString &sampleRbx, qsizetype n)
{
    QFile f(sampleRbx);
    if (!f.open(QIODevice::ReadOnly))
        return {"rbx-allpass", "rbx", {}, 0};
    const QByteArray first = f.readLine();
    QByteArray second = first;
    const QByteArray call = "A{SZ:1N^1P3NA";
    const qsizetype at = second.indexOf(call);
    if (at < 0)
        return {"rbx-allpass", "rbx", {}, 0};
    second.insert(at + call.size(), QByteArray(n, 'A') + '}'); // as the fuzzer's script makes it
    return {"rbx-allpass", "rbx", first + second, n};
}

} // namespace kib::test
