#include "pbnstreamwriter.h"

#include "pbnwriter.h"

#include "parsers/signatureline.h"

namespace kib {

void PbnStreamWriter::begin(const QList<Commentary> &fileComments)
{
    QByteArray head("% PBN 2.1\r\n% EXPORT\r\n");
    for (const Commentary &c : fileComments) {
        if (c.anchor.kind == Anchor::Kind::End)
            m_tail.append(c);
        else if (!PbnWriter::isSignature(c))
            PbnWriter::writeFileComment(head, c);
        else if (const QString rest = signatureRest(c); !rest.isEmpty())
            // a signature that also describes the file: the description stays
            PbnWriter::writeFileComment(head, Commentary{c.anchor, Commentary::Style::Percent, QLatin1Char(' ') + rest});
    }
    if (const Diagnostic changed =
            signatureChange(fileComments, m_sourceFormat, {QStringLiteral("% PBN 2.1"), QStringLiteral("% EXPORT")},
                            QStringLiteral("pbn.write.signature"));
        !changed.code.isEmpty())
        m_warnings.append(changed);
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
