#include "pbnstreamwriter.h"

#include "pbnwriter.h"

namespace kib {

void PbnStreamWriter::begin(const QList<Commentary> &fileComments)
{
    QByteArray head("% PBN 2.1\r\n% EXPORT\r\n");
    for (const Commentary &c : fileComments) {
        if (c.anchor.kind == Anchor::Kind::End)
            m_tail.append(c);
        else if (!PbnWriter::isSignature(c))
            PbnWriter::writeFileComment(head, c);
    }
    put(head);
}

void PbnStreamWriter::write(const RecordPtr &record)
{
    const int number = next();
    for (const QString &why : PbnWriter::cannotHold(*record))
        m_warnings.append(Diagnostic::warning(QStringLiteral("pbn.write.cannot-hold"), why, 0, 0, number));
    const auto *card = dynamic_cast<const CardRecord *>(record.get());
    if (!card || card->game() != Game::Bridge)
        return;
    m_buffer.clear();
    m_buffer.append("\r\n");
    m_previous = PbnWriter::writeGame(m_buffer, *card, m_havePrevious ? &m_previous : nullptr, number, &m_warnings);
    m_havePrevious = true;
    put(m_buffer);
}

void PbnStreamWriter::finish()
{
    if (m_tail.isEmpty())
        return;
    QByteArray tail("\r\n");
    for (const Commentary &c : m_tail)
        PbnWriter::writeFileComment(tail, c);
    put(tail);
}

} // namespace kib
