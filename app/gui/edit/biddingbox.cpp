#include "biddingbox.h"
#include "refusaltext.h"

#include "entrycontroller.h"

#include "document.h"
#include "suitstyle.h"
#include "viewsettings.h"

#include "model/auctionedit.h"
#include "model/bridgeauction.h"

#include <QAction>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace kib {

namespace {

QString buttonName(const Call &call)
{
    return QStringLiteral("call-") + call.toString();
}

} // namespace

BiddingBox::BiddingBox(EntryController *entry, QWidget *parent)
    : QWidget(parent),
      m_entry(entry),
      m_irregular(new QPushButton(tr("Irregular (insufficient) bid"))),
      m_alert(new QPushButton(tr("Alert"))),
      m_explanation(new QLineEdit),
      m_status(new QLabel)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_status);

    auto *grid = new QGridLayout;
    grid->setSpacing(2);
    const Strain strains[] = {Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades, Strain::NoTrump};
    auto add = [this](const Call &call) {
        auto *b = new QPushButton(style::callText(call));
        b->setObjectName(buttonName(call));
        b->setToolTip(EntryController::callText(call));
        b->setAutoDefault(false);
        b->setFocusPolicy(Qt::TabFocus);
        b->setMinimumWidth(10);
        connect(b, &QPushButton::clicked, this, [this, call]() { chooseCall(call); });
        m_calls.append({call, b});
        return b;
    };
    for (int level = 1; level <= 7; ++level)
        for (int s = 0; s < 5; ++s)
            grid->addWidget(add(Call::bid(level, strains[s])), level - 1, s);
    grid->addWidget(add(Call::pass()), 7, 0, 1, 3);
    grid->addWidget(add(Call::dbl()), 7, 3);
    grid->addWidget(add(Call::redbl()), 7, 4);
    layout->addLayout(grid);

    m_irregular->setCheckable(true);
    m_irregular->setObjectName(QStringLiteral("irregular"));
    m_irregular->setToolTip(tr("Offer every bid: an insufficient bid is entered marked as irregular (^I)"));
    connect(m_irregular, &QPushButton::toggled, this, &BiddingBox::refresh);
    layout->addWidget(m_irregular);

    auto *alertRow = new QHBoxLayout;
    m_alert->setCheckable(true);
    m_alert->setObjectName(QStringLiteral("alert"));
    m_alert->setToolTip(tr("Alert the next call, with the explanation beside"));
    m_explanation->setObjectName(QStringLiteral("explanation"));
    m_explanation->setPlaceholderText(tr("Explanation"));
    m_explanation->setClearButtonEnabled(true);
    alertRow->addWidget(m_alert);
    alertRow->addWidget(m_explanation, 1);
    layout->addLayout(alertRow);

    auto tools = [this](const QList<QAction *> &actions) {
        auto *row = new QHBoxLayout;
        row->setSpacing(2);
        for (QAction *a : actions) {
            auto *b = new QToolButton;
            b->setDefaultAction(a);
            b->setToolButtonStyle(Qt::ToolButtonTextOnly);
            b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
            m_actionButtons.append(b);
            row->addWidget(b);
        }
        return row;
    };
    layout->addLayout(tools({m_entry->alertThisCall, m_entry->yourCall, m_entry->undoLastCall}));

    auto *play = new QGroupBox(tr("Play: click a card of the hand to play"));
    auto *playLayout = new QVBoxLayout(play);
    playLayout->setContentsMargins(4, 4, 4, 4);
    playLayout->addLayout(tools({m_entry->revoke, m_entry->claimTricks}));
    playLayout->addLayout(tools({m_entry->yourPlay, m_entry->undoLastCard}));
    layout->addWidget(play);
    layout->addStretch(1);
    refresh();
}

QAbstractButton *BiddingBox::callButton(const Call &call) const
{
    for (const auto &p : m_calls)
        if (p.first.sameCall(call))
            return p.second;
    return nullptr;
}

QAbstractButton *BiddingBox::irregularButton() const
{
    return m_irregular;
}

QAbstractButton *BiddingBox::alertButton() const
{
    return m_alert;
}

QAbstractButton *BiddingBox::actionButton(const QAction *action) const
{
    for (QAbstractButton *b : m_actionButtons)
        if (static_cast<QToolButton *>(b)->defaultAction() == action)
            return b;
    return nullptr;
}

QString BiddingBox::explanation() const
{
    return m_explanation->text();
}

QString BiddingBox::statusText() const
{
    return m_status->text();
}

void BiddingBox::chooseCall(const Call &call)
{
    Q_EMIT callChosen(call);
    if (m_entry->enterCall(call, m_irregular->isChecked(), m_alert->isChecked(), m_explanation->text())) {
        m_irregular->setChecked(false);
        m_alert->setChecked(false);
        m_explanation->clear();
    }
    refresh();
}

void BiddingBox::refresh()
{
    const CardRecord *r = m_entry->bridgeRecord();
    const int pos = m_entry->callPosition();
    QList<Call> before;
    if (r && pos >= 0)
        before = r->auction().calls.mid(0, pos);
    const bool open = r && pos >= 0 && !bridge::isComplete(before);
    const QList<Call> legal = open ? bridge::legalCalls(before) : QList<Call>();
    const bool irregular = m_irregular->isChecked();
    const bool four = ViewSettings::instance().fourColour();
    for (const auto &[call, button] : m_calls) {
        bool ok = false;
        for (const Call &c : legal)
            ok = ok || c.sameCall(call);
        const bool enabled = ok || (open && irregular && call.kind == Call::Kind::Bid);
        button->setEnabled(enabled);
        // a call that cannot be made says why on hover
        QString tip = EntryController::callText(call);
        if (!enabled) {
            QString why;
            if (open)
                bridge::isLegal(before, call, nullptr, &why);
            const bool insufficient = why.contains(QLatin1String("insufficient"));
            why = style::refusalText(why);
            if (open && call.kind == Call::Kind::Bid && insufficient)
                why += tr(" (Irregular enters it anyway)");
            if (open)
                tip += QStringLiteral(": ") + why;
        }
        button->setToolTip(tip);
        if (call.kind == Call::Kind::Bid && call.strain != Strain::NoTrump) {
            QPalette pal = button->palette();
            pal.setColor(QPalette::ButtonText, style::suitColor(strainSuit(call.strain), four));
            button->setPalette(pal);
        }
    }
    m_irregular->setEnabled(open);
    m_alert->setEnabled(open);
    m_explanation->setEnabled(open || m_entry->currentCall() >= 0);

    QString status;
    if (!r) {
        status = tr("No bridge deal");
    } else if (pos < 0) {
        status = tr("Step back into the auction to change it");
    } else if (!open) {
        status = r->contract().kind == Contract::Kind::PassedOut ? tr("Passed out")
                                                                  : tr("The auction is over: %1").arg(style::contractText(r->contract()));
    } else {
        const Seat first = r->auction().first != NoSeat ? r->auction().first : r->dealer();
        status = first == NoSeat ? tr("The dealer is not known")
                                 : tr("%1 to call").arg(style::seatName(r->seats(), r->seats().next(first, pos)));
    }
    m_status->setText(status);
    if (!open)
        for (const auto &[call, button] : m_calls)
            button->setToolTip(EntryController::callText(call) + QStringLiteral(": ") + status);
}

} // namespace kib
