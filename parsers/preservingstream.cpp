#include "preservingstream.h"

#include "json/jsonplugin.h"
#include "preservingcheck.h"
#include "recordwriter.h"
#include "textform.h"

#include <QBuffer>
#include <QSet>

namespace kib {

namespace {

// How far back a written record's context may reach through records that
// inherit from the one before (PBN '##' chains); beyond it, writePreserving().
constexpr int kMaxChain = 32;

using namespace preserving;

} // namespace

PreservingStream::PreservingStream(const NotationPlugin &plugin, const Collection &collection,
                                   const OriginalFile &original, const QSet<QString> &tolerated)
    : m_plugin(plugin), m_collection(collection), m_original(original), m_tolerated(tolerated)
{
}

bool PreservingStream::fail(const QString &why)
{
    m_whyNot = why;
    return false;
}

// Whether the model's record takes values from the one before (PBN '#').
// A record held unbuilt stands alone (it would not be held so otherwise).
bool PreservingStream::inherits(int index) const
{
    if (!m_collection.isBuilt(index))
        return false;
    const RecordPtr r = m_collection.record(index);
    for (const Tag &t : r->tags())
        if (t.inherited)
            return true;
    return false;
}

bool PreservingStream::plan()
{
    m_n = m_collection.size();
    const QList<RecordSpan> &spans = m_original.spans;
    const QByteArray &data = m_original.data;
    if (m_original.isEmpty() || m_n == 0 || m_original.recordSpans.size() != m_n)
        return fail(QStringLiteral("no original file to keep bytes of"));
    if (m_n >= 2 && spans.size() < 2)
        return fail(QStringLiteral("the original has no separator between records to keep"));
    if (spans.size() >= 2)
        m_separator = data.mid(spanEnd(spans.at(0)), spans.at(1).offset - spanEnd(spans.at(0)));

    // The records that may keep their bytes: each original span at most once
    // (as writePreserving() decides it).
    m_copyFrom = QList<int>(m_n, -1);
    QSet<int> seen;
    for (int i = 0; i < m_n; ++i) {
        const int s = m_original.recordSpans.at(i);
        if (s < 0 || s >= spans.size() || seen.contains(s))
            continue;
        const RecordSpan &span = spans.at(s);
        if (span.offset < 0 || spanEnd(span) > data.size())
            continue;
        seen.insert(s);
        m_copyFrom[i] = s;
    }
    m_untouched = m_copyFrom;
    // An inheriting record keeps its bytes only after its original
    // predecessor (asked only where the predecessor is another).
    for (int i = 0; i < m_n; ++i) {
        const int s = m_copyFrom.at(i);
        if (s >= 0 && (i == 0 ? s != 0 : m_untouched.at(i - 1) != s - 1)
            && (inherits(i) || m_plugin.repeatsPrevious(data, spans.at(s))))
            m_copyFrom[i] = -1;
    }

    for (int round = 0; round < 8; ++round) {
        for (int i = 0; i < m_n; ++i)
            if (m_copyFrom.at(i) < 0 && !m_texts.contains(i) && !writeRecord(i))
                return false;
        QList<int> failed;
        for (int i = 0; i < m_n; ++i) {
            const int s = m_copyFrom.at(i);
            // a copied record where it stood, after what stood before it,
            // reads as it did
            if (s >= 0 && (i == 0 ? s == 0 : m_copyFrom.at(i - 1) >= 0 && m_copyFrom.at(i - 1) == s - 1))
                continue;
            bool same = false;
            if (!check(i, &same))
                return false;
            if (!same)
                failed << i;
        }
        if (failed.isEmpty())
            return true;
        bool changed = false;
        for (int i : failed) {
            const int target = m_copyFrom.at(i) >= 0 ? i : i - 1;
            if (target >= 0 && m_copyFrom.at(target) >= 0) {
                m_copyFrom[target] = -1;
                changed = true;
            }
        }
        if (!changed)
            return fail(QStringLiteral("record %1 does not read back as written").arg(failed.first() + 1));
    }
    return fail(QStringLiteral("the records to write did not settle"));
}

// Writes record 'index' as the plug-in's write() of the whole collection
// would: after the records before it that it may take something from, and
// before a record (a copy of itself), unless it is the last.
bool PreservingStream::writeRecord(int index)
{
    // two records back (RBN's N alternates with K set: it repeats the names
    // of the record two before), and on while they inherit
    int first = qMax(0, index - 2);
    if (index > 0) {
        while (first > 0 && inherits(first)) {
            --first;
            if (index - first > kMaxChain)
                return fail(QStringLiteral("record %1 inherits through a long chain").arg(index + 1));
        }
    }
    const bool follower = index + 1 < m_n;
    const int count = index - first + 1 + (follower ? 1 : 0);
    QByteArray bytes;
    {
        QBuffer device(&bytes);
        device.open(QIODevice::WriteOnly);
        const std::unique_ptr<RecordWriter> writer = recordWriterFor(m_plugin, &device);
        writer->setSourceFormat(m_collection.sourceFormat());
        writer->begin(m_collection.fileComments());
        for (int k = first; k <= index; ++k) {
            const RecordPtr r = m_collection.record(k);
            if (!r)
                return fail(QStringLiteral("record %1 cannot be built").arg(k + 1));
            writer->write(r);
        }
        if (follower)
            writer->write(m_collection.record(index));
        writer->finish();
        if (writer->failed())
            return fail(QStringLiteral("record %1 could not be written").arg(index + 1));
        for (Diagnostic d : writer->warnings()) {
            if (d.isError())
                return fail(d.message);
            if (d.record == index - first + 1) {
                d.record = index + 1;
                m_warnings.append(d);
            } else if (d.record <= 0) {
                bool known = false;
                for (const Diagnostic &w : std::as_const(m_warnings))
                    known = known || (w.record == d.record && w.code == d.code && w.message == d.message);
                if (!known)
                    m_warnings.append(d);
            }
        }
    }
    const QList<RecordSpan> spans = m_plugin.split(bytes);
    if (spans.size() != count)
        return fail(QStringLiteral("record %1 is written as %2 records").arg(index + 1).arg(spans.size() - count + 1));
    const ReadResult back = m_plugin.read(bytes);
    if (back.collection.size() != count)
        return fail(QStringLiteral("record %1 does not read back as one record").arg(index + 1));
    const RecordSpan &span = spans.at(index - first);
    Written w;
    w.text = TextForm::of(m_original.data).convert(QByteArrayView(bytes).sliced(span.offset, span.length));
    w.reading = back.collection.record(index - first);
    w.fingerprint = fingerprint(w.reading);
    m_texts.insert(index, std::move(w));
    return true;
}

QByteArrayView PreservingStream::piece(int index) const
{
    const int s = m_copyFrom.at(index);
    if (s >= 0) {
        const RecordSpan &span = m_original.spans.at(s);
        return QByteArrayView(m_original.data).sliced(span.offset, span.length);
    }
    return QByteArrayView(m_texts.value(index).text);
}

// What stands between record 'index' and the next, as writePreserving()
// assembles it: the original's bytes between two records still side by
// side, else the separator after the original's first record.
QByteArrayView PreservingStream::separatorAfter(int index) const
{
    const int s = m_copyFrom.at(index);
    const QList<RecordSpan> &spans = m_original.spans;
    if (s >= 0 && s + 1 < spans.size() && m_copyFrom.at(index + 1) == s + 1)
        return QByteArrayView(m_original.data)
            .sliced(spanEnd(spans.at(s)), spans.at(s + 1).offset - spanEnd(spans.at(s)));
    return QByteArrayView(m_separator);
}

RecordPtr PreservingStream::expected(int index) const
{
    return m_copyFrom.at(index) >= 0 ? m_collection.record(index) : m_texts.value(index).reading;
}

QByteArray PreservingStream::expectedFingerprint(int index) const
{
    if (m_copyFrom.at(index) < 0)
        return m_texts.value(index).fingerprint;
    auto it = m_modelFingerprints.find(index);
    if (it == m_modelFingerprints.end())
        it = m_modelFingerprints.insert(index, fingerprint(m_collection.record(index)));
    return *it;
}

// Reads record 'index' back where it now stands: its bytes between those of
// its neighbours (two before it, one after) after the original's header (which must split as those
// records), read after the record before it as that one reads. 'same':
// whether it reads as expected (the model for a copied record, the plain
// write's reading for a written one). False: the file cannot be settled here.
bool PreservingStream::check(int index, bool *same)
{
    const QList<RecordSpan> &spans = m_original.spans;
    const QByteArray &data = m_original.data;
    const int a = qMax(0, index - 2); // (what RBN's N repeats is two records back)
    const int b = qMin(m_n - 1, index + 1);
    QByteArray window = data.left(spans.first().offset);
    QList<RecordSpan> placed;
    for (int k = a; k <= b; ++k) {
        const QByteArrayView bytes = piece(k);
        placed.append(RecordSpan{window.size(), bytes.size(), 0});
        window.append(bytes);
        if (k < b)
            window.append(separatorAfter(k));
    }
    if (b == m_n - 1)
        window.append(QByteArrayView(data).sliced(spanEnd(spans.last())));
    const QList<RecordSpan> found = m_plugin.split(window);
    if (found.size() != placed.size())
        return fail(QStringLiteral("record %1 does not split as one record where it stands").arg(index + 1));
    for (int k = 0; k < found.size(); ++k) {
        // (the window's first record, when it is not the one read back, may
        // lose lines before it to the header: a PBN file's leading '%' lines
        // are the file's own; it need only end where it ends)
        const bool whole = k > 0 || a == index;
        if ((whole && found.at(k).offset != placed.at(k).offset)
            || spanEnd(found.at(k)) != spanEnd(placed.at(k)))
            return fail(QStringLiteral("record %1's neighbourhood splits otherwise").arg(index + 1));
    }
    const RecordPtr previous = index > 0 ? expected(index - 1) : RecordPtr();
    const ReadResult back = m_plugin.readRecord(window, found.at(index - a), index + 1, previous.get());
    if (hasError(back.diagnostics, m_tolerated) || back.collection.size() != 1)
        return fail(QStringLiteral("record %1 does not read back without errors").arg(index + 1));
    *same = fingerprint(back.collection.record(0)) == expectedFingerprint(index);
    return true;
}

bool PreservingStream::writtenReadAsModel() const
{
    for (auto it = m_texts.cbegin(); it != m_texts.cend(); ++it)
        if (it->fingerprint != fingerprint(m_collection.record(it.key())))
            return false;
    return true;
}

bool PreservingStream::write(QIODevice *out) const
{
    const QList<RecordSpan> &spans = m_original.spans;
    const QByteArray &data = m_original.data;
    const auto put = [out](QByteArrayView bytes) {
        return bytes.isEmpty() || out->write(bytes.data(), bytes.size()) == bytes.size();
    };
    bool ok = put(QByteArrayView(data).first(spans.first().offset));
    for (int i = 0; ok && i < m_n; ++i) {
        ok = put(piece(i));
        if (ok && i + 1 < m_n)
            ok = put(separatorAfter(i));
    }
    return ok && put(QByteArrayView(data).sliced(spanEnd(spans.last())));
}

} // namespace kib
