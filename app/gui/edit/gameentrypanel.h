#pragma once

#include <QWidget>

class QAbstractButton;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace kib {

class GameEntry;

// The Bidding Box dock's page for pinochle and preferans (the dock
// switches to it when the current record is one): the deal (preferans'
// card string, pinochle's kitty), the game's legal calls, the contract
// (trump; preferans' level, followers and kontra), the exchange with the
// cards selected on the table (Take Talon, Discard, Pass Cards, Declare
// Meld) and what the record waits for. Every change goes through GameEntry.
class GameEntryPanel : public QWidget
{
    Q_OBJECT

public:
    explicit GameEntryPanel(GameEntry *entry, QWidget *parent = nullptr);

    GameEntry *entry() const { return m_entry; }
    // A button by its object name ("call-2", "call-Pass", "bid", "pass",
    // "trump-S", "notrump", "setdeal", "kitty", "talon", "discard",
    // "passcards", "meld", "clearselection", "contract", "followers",
    // "kontra", "refa"); null when there is none.
    QAbstractButton *button(const QString &name) const;
    QLineEdit *dealEdit() const { return m_dealEdit; }
    QSpinBox *bidSpin() const { return m_bidSpin; }
    QSpinBox *minimumSpin() const { return m_minimumSpin; }
    QComboBox *contractCombo() const { return m_contract; }
    QCheckBox *followerBox(int seat) const;
    QComboBox *kontraCombo() const { return m_kontra; }
    QComboBox *kontraSeatCombo() const { return m_kontraSeat; }
    // Who receives the cards passed: "Across" (the partner) or a seat.
    QComboBox *passToCombo() const { return m_passTo; }
    QString statusText() const;
    QString selectionText() const;

public Q_SLOTS:
    void refresh();

private:
    QPushButton *makeButton(const QString &text, const QString &name);
    void rebuildCalls();

    GameEntry *m_entry;
    QLabel *m_status;
    QLabel *m_message;
    QGroupBox *m_dealBox;
    QLineEdit *m_dealEdit;
    QPushButton *m_setDeal;
    QPushButton *m_kitty;
    QPushButton *m_refa;
    QGroupBox *m_callBox;
    QWidget *m_prefCalls;
    QHBoxLayout *m_prefCallsLayout = nullptr;
    QList<QPushButton *> m_callButtons;
    QWidget *m_pinCalls;
    QSpinBox *m_bidSpin;
    QSpinBox *m_minimumSpin;
    QGroupBox *m_contractBox;
    QWidget *m_trumpRow;
    QWidget *m_prefContract;
    QComboBox *m_contract;
    QList<QCheckBox *> m_followers;
    QComboBox *m_kontra;
    QComboBox *m_kontraSeat;
    QGroupBox *m_exchangeBox;
    QLabel *m_selection;
    QPushButton *m_talon;
    QPushButton *m_pass;
    QComboBox *m_passTo;
};

} // namespace kib
