#pragma once

#include "model/call.h"

#include <QWidget>

class QAbstractButton;
class QLabel;
class QLineEdit;
class QPushButton;

namespace kib {

class EntryController;

// The bidding box dock: the 35 bids, Pass, X and XX as buttons, enabled
// when legal for the seat to act at the replay's step (every bid while
// "Irregular (insufficient) bid" is on); "Alert" and an explanation for
// the next call; "Alert This Call", "Your Call?" and "Undo Last Call"; and
// below, the play's Revoke, Claim…, Your Play? and Undo Last Card. Every
// change goes through the EntryController.
class BiddingBox : public QWidget
{
    Q_OBJECT

public:
    explicit BiddingBox(EntryController *entry, QWidget *parent = nullptr);

    // The button of a bridge call (Pass, X, XX or a bid), null for others.
    QAbstractButton *callButton(const Call &call) const;
    QAbstractButton *irregularButton() const;
    QAbstractButton *alertButton() const;
    QLineEdit *explanationEdit() const { return m_explanation; }
    // The tool buttons of the EntryController's actions, by action.
    QAbstractButton *actionButton(const QAction *action) const;
    QString explanation() const;
    // "North to call", "the auction is over" ...
    QString statusText() const;

public Q_SLOTS:
    void refresh();
    // A call chosen (a button, or typed): announced with callChosen(), then
    // entered through the EntryController (which a quiz holds back).
    void chooseCall(const kib::Call &call);

Q_SIGNALS:
    void callChosen(const kib::Call &call);

private:

    EntryController *m_entry;
    QList<QPair<Call, QPushButton *>> m_calls;
    QPushButton *m_irregular;
    QPushButton *m_alert;
    QLineEdit *m_explanation;
    QLabel *m_status;
    QList<QAbstractButton *> m_actionButtons;
};

} // namespace kib
