#include "hiddenhandactions.h"
#include "suitstyle.h"

#include "document.h"

#include "model/cardrecord.h"
#include "model/tagrules.h"

#include <QAction>
#include <QMenu>

namespace kib {

HiddenHandActions::HiddenHandActions(QObject *parent) : QObject(parent)
{
    for (int s = 0; s < MaxSeats; ++s) {
        auto *a = new QAction(this);
        a->setCheckable(true);
        a->setObjectName(QStringLiteral("hideSeat%1").arg(s));
        // triggered, not toggled: only the user's clicks make commands
        connect(a, &QAction::triggered, this, [this, s](bool checked) { toggle(s, checked); });
        m_actions.append(a);
    }
    update();
}

void HiddenHandActions::setDocument(Document *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &Document::currentIndexChanged, this, &HiddenHandActions::update);
        connect(document, &Document::recordReplaced, this, &HiddenHandActions::update);
    }
    update();
}

void HiddenHandActions::populateMenu(QMenu *menu) const
{
    for (QAction *a : m_actions)
        menu->addAction(a);
}

void HiddenHandActions::update()
{
    const RecordPtr record = m_document ? m_document->currentRecord() : RecordPtr();
    const auto *card = dynamic_cast<const CardRecord *>(record.get());
    for (int s = 0; s < m_actions.size(); ++s) {
        QAction *a = m_actions.at(s);
        const bool has = card && s < card->seats().count() && s < card->deal().hands.size();
        a->setVisible(has || (!card && s < 4));
        a->setEnabled(has && !m_document->isLoading());
        const QString name = card ? style::seatName(card->seats(), s) : style::seatName(SeatLayout(Game::Bridge, 4), s);
        a->setText(tr("Hide %1 in &Quiz").arg(name));
        a->setToolTip(tr("Hide %1's hand until the reader asks to see it").arg(name));
        a->setChecked(has && card->deal().hands.at(s).hidden);
    }
}

void HiddenHandActions::toggle(int seat, bool hide)
{
    const RecordPtr record = m_document ? m_document->currentRecord() : RecordPtr();
    const auto *card = dynamic_cast<const CardRecord *>(record.get());
    if (!card || seat >= card->deal().hands.size()) {
        update();
        return;
    }
    const QString name = style::seatName(card->seats(), seat);
    m_document->editCurrentRecord(hide ? tr("Hide %1").arg(name) : tr("Show %1").arg(name), [seat, hide](Record &r) {
        auto &c = static_cast<CardRecord &>(r);
        if (c.deal().hands.at(seat).hidden == hide)
            return false;
        TagRules::setHandHidden(c, seat, hide);
        return true;
    });
    update();
}

} // namespace kib
