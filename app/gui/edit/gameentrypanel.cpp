#include "gameentrypanel.h"
#include "gamecontract.h"
#include "suitstyle.h"

#include "entrycontroller.h"
#include "gameentry.h"

#include "document.h"

#include "model/cardrecord.h"
#include "model/pinochleedit.h"
#include "model/preferansedit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kib {

GameEntryPanel::GameEntryPanel(GameEntry *entry, QWidget *parent)
    : QWidget(parent),
      m_entry(entry),
      m_status(new QLabel),
      m_message(new QLabel),
      m_dealBox(new QGroupBox(tr("Deal"))),
      m_dealEdit(new QLineEdit),
      m_callBox(new QGroupBox(tr("Calls"))),
      m_prefCalls(new QWidget),
      m_pinCalls(new QWidget),
      m_bidSpin(new QSpinBox),
      m_minimumSpin(new QSpinBox),
      m_contractBox(new QGroupBox(tr("Contract"))),
      m_trumpRow(new QWidget),
      m_prefContract(new QWidget),
      m_contract(new QComboBox),
      m_kontra(new QComboBox),
      m_kontraSeat(new QComboBox),
      m_exchangeBox(new QGroupBox(tr("Exchange: click cards of a hand to select them"))),
      m_selection(new QLabel),
      m_passTo(new QComboBox)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_status->setObjectName(QStringLiteral("gamestatus"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b00000"));
    layout->addWidget(m_status);

    // deal
    auto *dealLayout = new QHBoxLayout(m_dealBox);
    m_dealEdit->setObjectName(QStringLiteral("dealcards"));
    m_dealEdit->setPlaceholderText(tr("32 cards: 1-8 9 A-W (PPN)"));
    m_dealEdit->setMaxLength(32);
    m_setDeal = makeButton(tr("Set Deal"), QStringLiteral("setdeal"));
    m_kitty = makeButton(tr("Kitty: the Cards Left"), QStringLiteral("kitty"));
    m_kitty->setToolTip(tr("The kitty holds the cards of the deck no hand holds"));
    dealLayout->addWidget(m_dealEdit, 1);
    dealLayout->addWidget(m_setDeal);
    dealLayout->addWidget(m_kitty);
    m_refa = makeButton(tr("Refa"), QStringLiteral("refa"));
    m_refa->setCheckable(true);
    m_refa->setToolTip(tr("The deal is played under a refa: its value is doubled"));
    dealLayout->addWidget(m_refa);
    connect(m_refa, &QPushButton::clicked, this, [this](bool on) {
        if (!m_entry->setRefa(on))
            refresh(); // refused: the button shows the record again
    });
    connect(m_setDeal, &QPushButton::clicked, this, [this]() { m_entry->setPreferansDeal(m_dealEdit->text()); });
    connect(m_dealEdit, &QLineEdit::returnPressed, m_setDeal, &QPushButton::click);
    connect(m_kitty, &QPushButton::clicked, m_entry, &GameEntry::setKittyFromRest);
    layout->addWidget(m_dealBox);

    // calls
    auto *callLayout = new QVBoxLayout(m_callBox);
    callLayout->addWidget(m_prefCalls);
    new QGridLayout(m_prefCalls);
    auto *pin = new QHBoxLayout(m_pinCalls);
    pin->setContentsMargins(0, 0, 0, 0);
    m_bidSpin->setObjectName(QStringLiteral("bidpoints"));
    m_bidSpin->setRange(1, 9990);
    m_bidSpin->setValue(20);
    m_minimumSpin->setObjectName(QStringLiteral("minimumbid"));
    m_minimumSpin->setRange(1, 9990);
    m_minimumSpin->setValue(1);
    m_minimumSpin->setPrefix(tr("from "));
    m_minimumSpin->setToolTip(tr("The lowest bid the table allows"));
    QPushButton *bid = makeButton(tr("Bid"), QStringLiteral("bid"));
    QPushButton *pass = makeButton(tr("Pass"), QStringLiteral("pass"));
    pin->addWidget(m_bidSpin);
    pin->addWidget(bid);
    pin->addWidget(pass);
    pin->addWidget(m_minimumSpin);
    connect(bid, &QPushButton::clicked, this, [this]() { m_entry->bidPinochle(m_bidSpin->value(), m_minimumSpin->value()); });
    connect(pass, &QPushButton::clicked, this, [this]() { m_entry->bidPinochle(0); });
    callLayout->addWidget(m_pinCalls);
    layout->addWidget(m_callBox);

    // contract
    auto *contractLayout = new QVBoxLayout(m_contractBox);
    auto *trumps = new QHBoxLayout(m_trumpRow);
    trumps->setContentsMargins(0, 0, 0, 0);
    for (Suit s : {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs}) {
        QPushButton *b = makeButton(suitSymbol(s), QStringLiteral("trump-") + suitLetter(s));
        b->setToolTip(tr("Trump %1").arg(suitSymbol(s)));
        connect(b, &QPushButton::clicked, this, [this, s]() { m_entry->setTrump(s); });
        trumps->addWidget(b);
    }
    QPushButton *noTrump = makeButton(tr("No Trump"), QStringLiteral("notrump"));
    connect(noTrump, &QPushButton::clicked, this, [this]() { m_entry->setTrump(Suit::None); });
    trumps->addWidget(noTrump);
    contractLayout->addWidget(m_trumpRow);

    auto *pref = new QGridLayout(m_prefContract);
    pref->setContentsMargins(0, 0, 0, 0);
    m_contract->setObjectName(QStringLiteral("contractlevel"));
    for (int level = 2; level <= 8; ++level) {
        Contract c{Contract::Kind::Bid, level};
        preferans::strainOfLevel(level, &c.strain);
        m_contract->addItem(QStringLiteral("%1 (%2)").arg(style::preferansContractName(c)).arg(level), level);
    }
    QPushButton *setContract = makeButton(tr("Set Contract"), QStringLiteral("contract"));
    connect(setContract, &QPushButton::clicked, this,
            [this]() { m_entry->setPreferansContract(m_contract->currentData().toInt()); });
    pref->addWidget(m_contract, 0, 0, 1, 3);
    pref->addWidget(setContract, 0, 3);
    for (int s = 0; s < 3; ++s) {
        auto *box = new QCheckBox;
        box->setObjectName(QStringLiteral("follower-%1").arg(s + 1));
        m_followers.append(box);
        pref->addWidget(box, 1, s);
    }
    QPushButton *follow = makeButton(tr("Set Followers"), QStringLiteral("followers"));
    connect(follow, &QPushButton::clicked, this, [this]() {
        QList<Seat> seats;
        for (int s = 0; s < m_followers.size(); ++s)
            if (m_followers.at(s)->isEnabled() && m_followers.at(s)->isChecked())
                seats.append(s);
        m_entry->setFollowers(seats);
    });
    pref->addWidget(follow, 1, 3);
    m_kontra->setObjectName(QStringLiteral("kontralevel"));
    m_kontra->addItem(tr("No kontra"), 0);
    m_kontra->addItem(tr("Invitation"), -1);
    for (int risk = 1; risk <= 4; ++risk)
        m_kontra->addItem(style::kontraText(risk), risk);
    m_kontraSeat->setObjectName(QStringLiteral("kontraseat"));
    QPushButton *kontra = makeButton(tr("Set Kontra"), QStringLiteral("kontra"));
    connect(kontra, &QPushButton::clicked, this, [this]() {
        const int risk = m_kontra->currentData().toInt();
        const Seat by = risk == 0 ? NoSeat : m_kontraSeat->currentIndex();
        m_entry->setKontra(risk < 0 ? 0 : risk, by, risk < 0);
    });
    pref->addWidget(m_kontra, 2, 0, 1, 2);
    pref->addWidget(m_kontraSeat, 2, 2);
    pref->addWidget(kontra, 2, 3);
    contractLayout->addWidget(m_prefContract);
    layout->addWidget(m_contractBox);

    // exchange
    auto *ex = new QGridLayout(m_exchangeBox);
    m_selection->setObjectName(QStringLiteral("selection"));
    m_selection->setWordWrap(true);
    m_talon = makeButton(tr("Take Talon"), QStringLiteral("talon"));
    QPushButton *discard = makeButton(tr("Discard"), QStringLiteral("discard"));
    m_pass = makeButton(tr("Pass Cards"), QStringLiteral("passcards"));
    QPushButton *meld = makeButton(tr("Declare Meld"), QStringLiteral("meld"));
    meld->setToolTip(tr("The selected cards are the meld of their hand; with none selected, the next seat "
                        "without meld declares none"));
    QPushButton *clear = makeButton(tr("Clear Selection"), QStringLiteral("clearselection"));
    connect(m_talon, &QPushButton::clicked, m_entry, &GameEntry::takeTalon);
    connect(discard, &QPushButton::clicked, m_entry, &GameEntry::discardSelection);
    m_passTo->setObjectName(QStringLiteral("passto"));
    m_passTo->setToolTip(tr("Who receives the cards passed: the partner across the table, or another seat"));
    connect(m_pass, &QPushButton::clicked, this, [this]() {
        const int to = m_passTo->currentData().toInt();
        m_entry->passSelection(to < 0 ? NoSeat : Seat(to));
    });
    connect(meld, &QPushButton::clicked, m_entry, &GameEntry::declareMeld);
    connect(clear, &QPushButton::clicked, m_entry, &GameEntry::clearSelection);
    ex->addWidget(m_selection, 0, 0, 1, 3);
    ex->addWidget(m_talon, 1, 0);
    ex->addWidget(discard, 1, 1);
    ex->addWidget(m_pass, 1, 2);
    ex->addWidget(meld, 2, 0);
    ex->addWidget(clear, 2, 1);
    ex->addWidget(m_passTo, 2, 2);
    layout->addWidget(m_exchangeBox);

    layout->addWidget(new QLabel(tr("Play: click a card of the hand to play")));
    layout->addWidget(m_message);
    layout->addStretch(1);

    connect(m_entry, &GameEntry::stateChanged, this, &GameEntryPanel::refresh);
    connect(m_entry, &GameEntry::message, m_message, &QLabel::setText);
    refresh();
}

QPushButton *GameEntryPanel::makeButton(const QString &text, const QString &name)
{
    auto *b = new QPushButton(text);
    b->setObjectName(name);
    b->setAutoDefault(false);
    b->setFocusPolicy(Qt::TabFocus);
    return b;
}

QAbstractButton *GameEntryPanel::button(const QString &name) const
{
    return findChild<QAbstractButton *>(name);
}

QCheckBox *GameEntryPanel::followerBox(int seat) const
{
    return m_followers.value(seat);
}

QString GameEntryPanel::statusText() const
{
    return m_status->text();
}

QString GameEntryPanel::selectionText() const
{
    return m_selection->text();
}

void GameEntryPanel::rebuildCalls()
{
    auto *grid = static_cast<QGridLayout *>(m_prefCalls->layout());
    qDeleteAll(m_callButtons);
    m_callButtons.clear();
    const QList<Call> legal = m_entry->legalPreferansCalls();
    for (const Call &call : legal) {
        const QString text = call.kind == Call::Kind::Pass ? tr("Pass") : style::preferansCallText(call.toString());
        QPushButton *b = makeButton(text, QStringLiteral("call-") + (call.kind == Call::Kind::Pass ? QStringLiteral("Pass") : call.toString()));
        b->setToolTip(GameEntry::preferansCallAction(call));
        connect(b, &QPushButton::clicked, this, [this, call]() { m_entry->bidPreferans(call); });
        const int i = int(m_callButtons.size());
        grid->addWidget(b, i / 4, i % 4);
        m_callButtons.append(b);
    }
}

void GameEntryPanel::refresh()
{
    const CardRecord *r = m_entry->record();
    const bool pref = m_entry->isPreferans();
    const bool pin = m_entry->isPinochle();
    m_status->setText(m_entry->stageText());
    m_setDeal->setVisible(pref);
    m_dealEdit->setVisible(pref);
    m_kitty->setVisible(pin);
    m_refa->setVisible(pref);
    m_refa->setChecked(pref && r->preferans().refa);
    m_prefCalls->setVisible(pref);
    m_pinCalls->setVisible(pin);
    m_trumpRow->setVisible(pin);
    m_prefContract->setVisible(pref);
    m_talon->setVisible(pref);
    m_pass->setVisible(pin && r && r->seats().count() > 3);
    m_passTo->setVisible(pin && r && r->seats().count() > 3);
    if (pin && m_passTo->count() != r->seats().count() + 1) {
        m_passTo->clear();
        m_passTo->addItem(tr("to the partner across"), -1);
        for (Seat s = 0; s < r->seats().count(); ++s)
            m_passTo->addItem(tr("to %1").arg(style::seatName(r->seats(), s)), s);
    }
    rebuildCalls();
    if (pin) {
        const pinochle::AuctionState st = pinochle::auctionState(*r);
        m_pinCalls->setEnabled(!st.complete);
        if (!st.complete && st.high > 0 && m_bidSpin->value() <= st.high)
            m_bidSpin->setValue(st.high + 1);
        m_trumpRow->setEnabled(st.complete && st.highSeat != NoSeat && !r->contract().isBid());
    }
    if (pref) {
        for (int s = 0; s < m_followers.size(); ++s) {
            m_followers.at(s)->setText(style::seatName(r->seats(), s));
            m_followers.at(s)->setEnabled(s < r->seats().count() && s != r->declarer());
        }
        if (m_kontraSeat->count() != r->seats().count()) {
            m_kontraSeat->clear();
            for (Seat s = 0; s < r->seats().count(); ++s)
                m_kontraSeat->addItem(style::seatName(r->seats(), s));
        }
        m_prefContract->setEnabled(r->declarer() != NoSeat || preferans::auctionState(*r).game);
    }
    const bool selecting = m_entry->isSelecting();
    m_exchangeBox->setEnabled(r && (selecting || pref));
    if (!r || m_entry->selection().isEmpty())
        m_selection->setText(selecting ? tr("Nothing selected") : QString());
    else
        m_selection->setText(tr("%1: %2").arg(style::seatName(r->seats(), m_entry->selectionSeat()),
                                              GameEntry::cardsText(m_entry->selection())));
    if (m_entry->lastMessage().isEmpty())
        m_message->clear();
}

} // namespace kib
