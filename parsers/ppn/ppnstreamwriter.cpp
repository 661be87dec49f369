#include "ppnstreamwriter.h"

#include "ppndealwriter.h"

#include "model/cardrecord.h"

namespace kib {

void PpnStreamWriter::write(const RecordPtr &record)
{
    const int number = next();
    const auto *r = dynamic_cast<const CardRecord *>(record.get());
    if (!r || r->game() != Game::Preferans) {
        m_warnings.append(Diagnostic::warning(QStringLiteral("ppn.write"),
                                              QStringLiteral("PPN holds preferans deals only: record left out"), 0,
                                              0, number));
        return;
    }
    for (const QString &loss : ppn::ppnLosses(*r))
        m_warnings.append(Diagnostic::warning(QStringLiteral("ppn.write.lost"), loss, 0, 0, number));
    ppn::DealText deal;
    if (!ppn::dealText(*r, number, &deal, &m_warnings))
        return;
    QString text;
    bool ownTags = false;
    for (const Tag &t : r->tags())
        ownTags = ownTags || !t.inherited;
    if (ownTags) {
        if (m_wrote)
            text += QLatin1Char('\n');
        for (const Tag &t : r->tags())
            text += ppn::bracketedTag(t.name, t.value) + QLatin1Char('\n');
        text += QLatin1Char('\n');
    }
    text += ppn::bracketedDeal(deal) + QLatin1Char('\n');
    put(text.toUtf8());
    m_wrote = true;
}

} // namespace kib
