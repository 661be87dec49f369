#include "pnstreamwriter.h"

namespace kib {

void PnStreamWriter::write(const RecordPtr &record)
{
    const int number = next();
    for (const QString &loss : pn::PnWriter::cannotHold(*record))
        m_warnings.append(Diagnostic::warning(QStringLiteral("pn.write.lost"), loss, 0, 0, number));
    const auto *r = dynamic_cast<const CardRecord *>(record.get());
    if (!r || r->game() != Game::Pinochle)
        return;
    const auto *previous = static_cast<const CardRecord *>(m_previous.get());
    const bool startsGame = !previous || r->pinochle().game != previous->pinochle().game;
    QString text;
    if (previous)
        text = startsGame ? QStringLiteral("\n\n") : QStringLiteral("\n");
    text += m_writer.record(*r, startsGame);
    put(text.toUtf8());
    m_previous = record;
}

} // namespace kib
