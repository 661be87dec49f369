#include "pcnstreamwriter.h"

#include "pcnwriter.h"

namespace kib {

bool PcnStreamWriter::check(const Record &record, int number)
{
    if (!dynamic_cast<const BoardRecord *>(&record)) {
        m_warnings.append(Diagnostic::error(
            QStringLiteral("pcn.write.not-a-board"),
            QStringLiteral("PCN holds games of chess variants, not %1").arg(gameId(record.game())), 0, 0, number));
        return false;
    }
    for (const QString &loss : pcn::pcnCannotHold(record))
        m_warnings.append(Diagnostic::warning(QStringLiteral("pcn.write.lost"), loss, 0, 0, number));
    return true;
}

void PcnStreamWriter::object(const RecordPtr &record, int number)
{
    const auto &board = static_cast<const BoardRecord &>(*record);
    QByteArray text = m_objects++ > 0 ? QByteArray(",\n  ") : QByteArray("  ");
    text += pcn::writeResource(board, 2, &m_warnings, number);
    put(text);
}

void PcnStreamWriter::write(const RecordPtr &record)
{
    const int number = next();
    if (number == 2) {
        put("[\n");
        m_open = true;
        if (m_first)
            object(std::exchange(m_first, nullptr), 1);
    }
    if (!check(*record, number))
        return;
    if (number == 1)
        m_first = record;
    else
        object(record, number);
}

void PcnStreamWriter::finish()
{
    if (recordsWritten() == 1 && m_first) {
        put(pcn::writeResource(static_cast<const BoardRecord &>(*m_first), 0, &m_warnings, 1) + "\n");
        m_first = nullptr;
        return;
    }
    if (!m_open)
        put("[\n");
    put(m_objects > 0 ? "\n]\n" : "]\n");
}

} // namespace kib
