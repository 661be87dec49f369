#include "rbnstreamwriter.h"

#include "rbnfidelity.h"
#include "rbnreader.h"

#include "parsers/signatureline.h"

namespace kib {

RbnStreamWriter::RbnStreamWriter(rbn::Form form, const QString &displayName, QIODevice *out)
    : RecordWriter(out), m_form(form), m_name(displayName), m_writer(form)
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
    QByteArray both = m_backBytes;
    const qsizetype at = both.size();
    both += m_pending;
    const QList<RecordSpan> blocks = m_pending.isEmpty() ? QList<RecordSpan>{}
                                                         : rbn::splitBlocks(QByteArrayView(m_pending), m_form);
    RecordPtr back;
    // one block, the whole of the record's bytes but the blank line after
    // it (the first record's last block: % lines of the file's may stand
    // before it)
    if (!blocks.isEmpty() && (!m_back || (blocks.size() == 1 && blocks[0].offset == 0))) {
        RecordSpan span = blocks.back();
        span.offset += at;
        const ReadResult r = rbn::readOne(QByteArrayView(both), span, 1, m_back.get(), m_form);
        bool errors = false;
        for (const Diagnostic &d : r.diagnostics)
            errors = errors || d.isError();
        if (r.collection.size() == 1 && !errors) {
            back = r.collection.records().first();
            // (the first record's bytes begin with the file's % lines: it
            // is written alone, after a record of its own)
            if (r.collection.fileComments().isEmpty() && m_back)
                faithful = rbn::lossesIfFaithful(record, *back);
        }
    }
    m_pendingLosses = faithful ? *std::move(faithful) : rbn::cannotHold(record, m_form);
    if (!m_pending.isEmpty()) {
        m_back = back;
        m_backBytes = m_pending;
    }
    return m_pendingLosses;
}

const QString &RbnStreamWriter::lostMessage(const QString &what)
{
    auto it = m_messages.constFind(what);
    if (it == m_messages.constEnd())
        it = m_messages.insert(what, QStringLiteral("%1 cannot hold %2").arg(m_name, what));
    return *it;
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
        m_warnings.append(Diagnostic::warning(QStringLiteral("rbn.write.lost"), lostMessage(what), 0, 0, number));
}

void RbnStreamWriter::finish()
{
    put(m_writer.end());
}

} // namespace kib
