#pragma once

#include "model/deal.h"
#include "model/deck.h"

#include <QDialog>
#include <QPointer>

#include <functional>

class QButtonGroup;
class QCheckBox;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace kib {

class CardRecord;
class Document;

// Edit ▸ Edit Deal…: the current record's hands, one line per seat. A
// hand is typed in PBN's dotted form ("AKQ2.JT9.876.543", "-" or empty
// for a hand not given) and checked at once; the deck panel shows the
// cards no hand holds, and clicking one gives it to the selected seat
// (clicking a card of a hand gives it back). "Unknown" per seat, partial
// hands allowed and marked, "give the rest" to the one hand still short,
// "Rotate" turns the deal a seat clockwise. OK applies the whole deal as
// one command "Edit Deal"; a play the new deal contradicts is named and
// the user asked first. Works over the record's seats and deck. The piles
// dealt with the hands (preferans' talon, pinochle's kitty) get lines of
// their own after the seats' (rows from the number of seats on, in the
// order of DealEntry::pileNames): they count in the cards left, and the
// rest can go to a pile when it is the only place short.
class DealEditor : public QDialog
{
    Q_OBJECT

public:
    // Edits record 'index' of the document (the current one by default).
    explicit DealEditor(Document *document, int index = -1, QWidget *parent = nullptr);

    // Asked before applying a deal that the recorded play contradicts;
    // QMessageBox by default (tests answer themselves).
    void setConfirmation(std::function<bool(const QString &)> confirm) { m_confirm = std::move(confirm); }

    // The seats' hands as edited (without the piles).
    QList<Hand> hands() const { return m_hands.mid(0, m_seatCount); }
    // The row of a pile for handEdit(), unknownBox() ...; -1 when none.
    int pileRow(const QString &name) const;
    // The cards of a pile as edited.
    Cards pileCards(const QString &name) const;
    // By row: a seat, or a pile from the number of seats on.
    QLineEdit *handEdit(int seat) const;
    QCheckBox *unknownBox(int seat) const;
    QRadioButton *seatButton(int seat) const;
    QLabel *statusLabel(int seat) const;
    // The deck panel's button of a card left over (first copy), the
    // button of a card in a seat's row; null when there is none.
    QPushButton *deckButton(Card card) const;
    QPushButton *handButton(int seat, Card card) const;
    QPushButton *giveRestButton() const { return m_giveRest; }
    QPushButton *rotateButton() const { return m_rotate; }
    QPushButton *okButton() const { return m_ok; }
    QLabel *leftoverLabel() const { return m_leftoverLabel; }

    void accept() override;

private:
    struct SeatRow
    {
        QRadioButton *seat;
        QLineEdit *edit;
        QCheckBox *unknown;
        QLabel *status;
        QHBoxLayout *cards;
        QString error;
    };

    void handEdited(int seat, const QString &text);
    void unknownToggled(int seat, bool unknown);
    void deckCardClicked(Card card);
    void handCardClicked(int seat, Card card);
    void giveRest();
    void rotate();
    void setHandText(int seat);
    void update();
    void rebuildDeck();
    void rebuildHandCards(int seat);
    int selectedSeat() const;
    QString rowName(int row) const;

    QPointer<Document> m_document;
    int m_index;
    std::shared_ptr<const CardRecord> m_record;
    Deck m_deck;
    int m_seatCount = 0;
    QStringList m_pileNames;
    QList<int> m_sizes; // cards per row when the deal is complete
    QList<Hand> m_hands;
    QList<SeatRow> m_rows;
    QButtonGroup *m_seatGroup;
    QGridLayout *m_deckLayout;
    QLabel *m_leftoverLabel;
    QLabel *m_message;
    QPushButton *m_giveRest;
    QPushButton *m_rotate;
    QPushButton *m_ok;
    std::function<bool(const QString &)> m_confirm;
};

} // namespace kib
