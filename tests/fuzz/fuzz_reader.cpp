// A libFuzzer target for one reading plug-in, named by the executable
// (fuzz_<id>: fuzz_pbn, fuzz_ppn-2019 ...; compiled once, linked ten times): the
// input is read, the records are written and read back, and the file is
// split and each span read on its own as the viewer does. Any crash, leak,
// sanitizer finding or diagnostic placed outside the input aborts. Built
// only by scripts/fuzz (clang, -fsanitize=fuzzer,address,undefined).
#include "fuzzcheck.h"

#include <cstdio>
#include <cstdlib>

namespace {

const kib::NotationPlugin *g_reader = nullptr;
QByteArray g_id;

const kib::NotationPlugin *plugin()
{
    return g_reader;
}

void check(const kib::Diagnostics &diagnostics, QByteArrayView input, const char *stage)
{
    const QString problem = kib::fuzz::diagnosticsProblem(diagnostics, input);
    if (problem.isEmpty())
        return;
    std::fprintf(stderr, "%s: %s: %s\n", g_id.constData(), stage, qPrintable(problem));
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    // fuzz_<id>, or KIB_FUZZ_PLUGIN=<id> for a renamed copy.
    g_id = qgetenv("KIB_FUZZ_PLUGIN");
    if (g_id.isEmpty() && *argc > 0) {
        const QByteArray name = QByteArray((*argv)[0]).split('/').last();
        if (name.startsWith("fuzz_"))
            g_id = name.mid(5);
    }
    g_reader = kib::Registry::builtin().byId(QString::fromUtf8(g_id));
    if (!g_reader || !g_reader->canRead()) {
        std::fprintf(stderr, "no reading plug-in \"%s\": name the executable fuzz_<id>\n", g_id.constData());
        std::abort();
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const kib::NotationPlugin *reader = plugin();
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));

    const kib::ReadResult first = reader->read(input);
    check(first.diagnostics, input, "read");

    // The viewer's way: spans, each read on its own after the one before.
    const QList<kib::RecordSpan> spans = reader->split(input);
    kib::RecordPtr previous;
    int number = 0;
    for (const kib::RecordSpan &span : spans) {
        if (span.offset < 0 || span.length < 0 || span.offset + span.length > input.size()) {
            std::fprintf(stderr, "%s: split: a span outside the input\n", g_id.constData());
            std::abort();
        }
        kib::ReadResult one = reader->readRecord(input, span, ++number, previous.get());
        check(one.diagnostics, input, "readRecord");
        if (!one.collection.isEmpty())
            previous = one.collection.record(one.collection.size() - 1);
    }

    if (const kib::NotationPlugin *writer = kib::fuzz::writerFor(reader)) {
        const kib::WriteResult written = writer->write(first.collection);
        const kib::ReadResult again = writer->read(written.data);
        check(again.diagnostics, written.data, "read of the written text");
    }
    return 0;
}
