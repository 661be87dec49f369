#include "rbnstreamwriter.h"

#include "rbnfidelity.h"
#include "rbnheadersplit.h"
#include "rbnoneblock.h"
#include "rbnreader.h"

#include "parsers/signatureline.h"

namespace kib {

RbnStreamWriter::RbnStreamWriter(rbn::Form form, QIODevice *out)
    : RecordWriter(out), m_form(form), m_writer(form)
{
}

void RbnStreamWriter::begin(const QList<Commentary> &fileComments)
{
    m_writer.begin(fileComments);
    const QString id = m_form == rbn::Form::Lines ? QStringLiteral("rbn") : QStringLiteral("rbx");
    if (const Diagnostic changed = signatureChange(fileComments, m_sourceFormat, m_writer.signature(),
                                                   id + QStringLiteral(".write.signature"));
        !changed.code.isEmpty())
        m_warnings.append(changed);
    if (!m_writer.fileCommentsLoss().isEmpty())
        m_warnings.append(Diagnostic::warning(QStringLiteral("rbn.write.lost"), m_writer.fileCommentsLoss()));
}

QStringList RbnStreamWriter::losses(const Record &record, const NotationPlugin &)
{
    return findLosses(record);
}

QStringList RbnStreamWriter::findLosses(const Record &record)
{
    m_pendingFor = &record;
    m_pending = m_writer.record(record);
    m_pendingLosses.clear();
    // the record before (as it reads back) and its bytes, then this one's
    std::optional<QStringList> faithful;
    // (in a buffer kept from record to record: no allocation for each)
    QByteArray &both = m_both;
    both.resize(0);
    both += m_backBytes;
    const qsizetype at = both.size();
    both += m_pending;
    // (the list's room kept from record to record)
    QList<RecordSpan> &blocks = m_spans;
    rbn::recordBlocks(QByteArrayView(m_pending), m_form, &blocks);
    RecordPtr back;
    std::optional<ReadResult> last; // the last block, read after m_back
    bool lastLookedBack = false;
    // one block, the whole of the record's bytes but the blank line after
    // it (the first record's last block: % lines of the file's may stand
    // before it)
    if (!blocks.isEmpty() && (!m_back || (blocks.size() == 1 && blocks[0].offset == 0))) {
        RecordSpan span = blocks.back();
        span.offset += at;
        // (the record before's header as the writer split it, when its
        // read-back's tags give the same split, as they do in another
        // order, inherited or not: not split again)
        const bool sameTags = m_back && rbn::sameHeaderValues(m_back->tags(), m_backTags, m_backFirst);
        last = rbn::readOne(QByteArrayView(both), span, 1, m_back.get(), m_form, &lastLookedBack,
                            sameTags ? &m_backHeader : nullptr);
        const ReadResult &r = *last;
        if (r.collection.size() == 1 && !hasError(r.diagnostics)) {
            back = r.collection.records().first();
            // (the first record's bytes begin with the file's % lines: it
            // is written alone, after a record of its own)
            if (r.collection.fileComments().isEmpty() && m_back)
                faithful = rbn::lossesIfFaithful(record, *back, m_form);
        }
    }
    if (m_readsBack)
        proveInPlace(QByteArrayView(both), at, blocks,
                     last && m_back.get() == m_proofBack.get() ? &*last : nullptr, lastLookedBack);
    m_pendingLosses = faithful ? *std::move(faithful) : rbn::cannotHold(record, m_form);
    if (!m_pending.isEmpty()) {
        m_back = back;
        m_backBytes = m_pending;
        m_backHeader = m_writer.lastHeader();
        m_backTags = m_writer.lastTags();
        m_backFirst = m_writer.lastFirstOfNames();
    }
    return m_pendingLosses;
}

bool RbnStreamWriter::hasError(const Diagnostics &diagnostics)
{
    for (const Diagnostic &d : diagnostics)
        if (d.isError())
            return true;
    return false;
}

bool RbnStreamWriter::readBlock(QByteArrayView data, const RecordSpan &span, const ReadResult *done, bool lookedBack)
{
    ReadResult own;
    if (!done) {
        own = rbn::readOne(data, span, 1, m_proofBack.get(), m_form, &lookedBack);
        done = &own;
    }
    ++m_blocks;
    // what the read saw beyond the span and the record before, or an error
    if (lookedBack || done->collection.size() > 1 || hasError(done->diagnostics))
        return false;
    if (done->collection.size() == 1) {
        m_proofBack = done->collection.records().first();
        ++m_blockRecords;
    }
    return true;
}

void RbnStreamWriter::proveInPlace(QByteArrayView both, qsizetype at, const QList<RecordSpan> &blocks,
                                   const ReadResult *last, bool lastLookedBack)
{
    // The file's split is the records' splits one after the other when each
    // record's bytes end in a blank line (RBN) or a line break (RBX): the
    // split's state is back at its start there. No byte-order mark (the
    // file's split would skip it).
    const QByteArrayView mine = both.sliced(at);
    if (blocks.isEmpty() || !mine.endsWith(m_form == rbn::Form::Lines ? QByteArrayView("\n\n") : QByteArrayView("\n"))
        || (m_blocks == 0 && mine.startsWith("\xEF\xBB\xBF"))) {
        m_readsBack = false;
        return;
    }
    const int before = m_blockRecords;
    for (qsizetype i = 0; i < blocks.size() && m_readsBack; ++i) {
        RecordSpan span = blocks[i];
        span.offset += at;
        const bool isLast = i + 1 == blocks.size();
        m_readsBack = readBlock(both, span, isLast ? last : nullptr, isLast && last && lastLookedBack);
    }
    // each record's bytes read back as one record
    m_readsBack = m_readsBack && m_blockRecords == before + 1;
}

bool RbnStreamWriter::readsBackInPlace() const
{
    // (a file of one block is read whole, not span by span)
    return m_readsBack && m_finished && recordsWritten() > 0 && m_blockRecords == recordsWritten() && m_blocks > 1;
}

void RbnStreamWriter::write(const RecordPtr &record)
{
    const int number = next();
    if (m_pendingFor != record.get())
        findLosses(*record);
    m_pendingFor = nullptr;
    put(m_pending);
    m_pending.clear();
    const QStringList *known = knownLosses(record.get());
    for (const QString &what : known ? *known : m_pendingLosses)
        m_warnings.append(Diagnostic::warning(QStringLiteral("rbn.write.lost"), what, 0, 0, number));
}

void RbnStreamWriter::finish()
{
    const QByteArray end = m_writer.end();
    put(end);
    // what stands after the last record: blocks of % lines, no record
    if (m_readsBack && !end.isEmpty()) {
        const int before = m_blockRecords;
        for (const RecordSpan &span : rbn::splitBlocks(QByteArrayView(end), m_form))
            m_readsBack = m_readsBack && readBlock(QByteArrayView(end), span, nullptr, false);
        m_readsBack = m_readsBack && m_blockRecords == before;
    }
    m_finished = true;
}

} // namespace kib
