#include "preservingwriter.h"

#include "json/jsonplugin.h"
#include "preservingcheck.h"
#include "textform.h"

#include <QSet>

namespace kib {

namespace {

using namespace preserving;

// The pieces a result is assembled from.
class Assembler
{
public:
    Assembler(const OriginalFile &original, const QByteArray &written, const QList<RecordSpan> &writtenSpans)
        : m_original(original), m_written(written), m_writtenSpans(writtenSpans), m_form(TextForm::of(original.data))
    {
        const QList<RecordSpan> &spans = original.spans;
        // between two records: what the original has after its first record,
        // else what the writer puts there
        if (spans.size() >= 2)
            m_separator = original.data.mid(spanEnd(spans.at(0)), spans.at(1).offset - spanEnd(spans.at(0)));
        else if (writtenSpans.size() >= 2)
            m_separator = converted(written.mid(spanEnd(writtenSpans.at(0)),
                                                writtenSpans.at(1).offset - spanEnd(writtenSpans.at(0))));
        else
            m_separator = m_form.crlf() ? QByteArray("\r\n") : QByteArray("\n");
    }

    QByteArray assemble(const QList<int> &copyFrom) const
    {
        const QList<RecordSpan> &spans = m_original.spans;
        const QByteArray &data = m_original.data;
        const int n = int(copyFrom.size());
        QByteArray out = data.left(spans.first().offset);
        for (int i = 0; i < n; ++i) {
            const int s = copyFrom.at(i);
            if (s >= 0) {
                const RecordSpan &span = spans.at(s);
                out.append(data.mid(span.offset, span.length));
            } else {
                const RecordSpan &span = m_writtenSpans.at(i);
                out.append(converted(m_written.mid(span.offset, span.length)));
            }
            if (i + 1 == n) {
                // the original's ending: what follows its last record
                out.append(data.mid(spanEnd(spans.last())));
            } else if (s >= 0 && s + 1 < spans.size() && copyFrom.at(i + 1) == s + 1) {
                // two records still side by side as in the original
                out.append(data.mid(spanEnd(spans.at(s)), spans.at(s + 1).offset - spanEnd(spans.at(s))));
            } else {
                out.append(m_separator);
            }
        }
        return out;
    }

private:
    // A written record in the file's own line ends and encoding, so that a
    // diff shows only what changed.
    QByteArray converted(QByteArrayView text) const { return m_form.convert(text); }

    const OriginalFile &m_original;
    const QByteArray &m_written;
    const QList<RecordSpan> &m_writtenSpans;
    TextForm m_form;
    QByteArray m_separator;
};

} // namespace

PreservedWrite writePreserving(const NotationPlugin &plugin, const Collection &collection,
                               const OriginalFile &original, const QSet<QString> &tolerated)
{
    PreservedWrite out;
    WriteResult full = plugin.write(collection);
    out.data = full.data;
    out.warnings = full.warnings;
    const int n = collection.size();
    if (hasError(full.warnings) || original.isEmpty() || n == 0 || original.recordSpans.size() != n)
        return out;

    // The records that may keep their bytes: each original span at most once.
    QList<int> copyFrom(n, -1);
    QSet<int> seen;
    for (int i = 0; i < n; ++i) {
        const int s = original.recordSpans.at(i);
        if (s < 0 || s >= original.spans.size() || seen.contains(s))
            continue;
        const RecordSpan &span = original.spans.at(s);
        if (span.offset < 0 || spanEnd(span) > original.data.size())
            continue;
        seen.insert(s);
        copyFrom[i] = s;
    }
    const QList<int> untouched = copyFrom;
    const QList<RecordSpan> writtenSpans = plugin.split(full.data);
    if (writtenSpans.size() != n)
        return out;

    // A record that inherits from the one before it keeps its bytes only
    // after its original predecessor, unchanged (its bytes kept, or written
    // anew when its own predecessor changed: it holds the same values). The
    // first record may be marked too (a PBN '##' chain starts there).
    for (int i = 0; i < n; ++i) {
        const int s = copyFrom.at(i);
        if (s >= 0
            && (inheritsFromPrevious(*collection.records().at(i))
                || plugin.repeatsPrevious(original.data, original.spans.at(s)))
            && (i == 0 ? s != 0 : untouched.at(i - 1) != s - 1))
            copyFrom[i] = -1;
    }

    const Assembler assembler(original, full.data, writtenSpans);
    if (!copyFrom.contains(-1)) {
        // every record kept: when the bytes are the file's, they read as it did
        const QByteArray data = assembler.assemble(copyFrom);
        if (data == original.data) {
            out.data = data;
            out.copiedRecords = n;
            out.kept = QList<bool>(n, true);
            out.preserved = true;
            return out;
        }
    }
    // What each record must read back as (Kibitzer JSON), made when needed:
    // the model for a kept record, the plain write's reading for a written one.
    QList<QByteArray> asModel(n);
    QList<QByteArray> asWritten(n);
    ReadResult plainBack;
    bool plainRead = false;
    // Each round succeeds, gives up, or writes more records than the last.
    for (int round = 0; round < 8; ++round) {
        const QByteArray data = assembler.assemble(copyFrom);
        const ReadResult back = plugin.read(data);
        if (hasError(back.diagnostics, tolerated) || back.collection.size() != n)
            return out;
        QList<int> failed;
        for (int i = 0; i < n; ++i) {
            QByteArray *expected = nullptr;
            if (copyFrom.at(i) >= 0) {
                expected = &asModel[i];
                if (expected->isNull())
                    *expected = fingerprint(collection.records().at(i));
            } else {
                expected = &asWritten[i];
                if (expected->isNull()) {
                    if (!plainRead) {
                        plainBack = plugin.read(full.data);
                        plainRead = true;
                    }
                    if (plainBack.collection.size() != n)
                        return out;
                    *expected = fingerprint(plainBack.collection.records().at(i));
                }
            }
            if (fingerprint(back.collection.records().at(i)) != *expected)
                failed << i;
        }
        if (failed.isEmpty()) {
            out.data = data;
            out.copiedRecords = int(n - copyFrom.count(-1));
            for (int s : copyFrom)
                out.kept << (s >= 0);
            out.preserved = true;
            return out;
        }
        // A kept record that reads otherwise is written instead; a written
        // one that does is read in another context: its predecessor is
        // written too.
        bool changed = false;
        for (int i : failed) {
            const int target = copyFrom.at(i) >= 0 ? i : i - 1;
            if (target >= 0 && copyFrom.at(target) >= 0) {
                copyFrom[target] = -1;
                changed = true;
            }
        }
        if (!changed)
            return out;
    }
    return out;
}

} // namespace kib
