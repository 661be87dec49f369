#pragma once

#include "model/call.h"
#include "model/card.h"
#include "model/seats.h"

#include <QObject>
#include <QPointer>

#include <functional>

namespace kib {

class CardRecord;
class Document;
class TableWidget;

// Pinochle and preferans entry (docs/editor.md, "Pinochle and preferans
// entry"): the operations of model/pinochleedit.h and model/preferansedit.h
// on the current record, each one command on the document's undo stack
// (through editCardRecord), always at the end of the record; and the card
// clicks on the table, which select cards while the record is at a discard,
// pass or meld, and play them otherwise. Refusals are reported with the
// model's reason (the message() signal) and push nothing.
class GameEntry : public QObject
{
    Q_OBJECT

public:
    explicit GameEntry(TableWidget *table, QObject *parent = nullptr);

    void setDocument(Document *document);
    Document *document() const { return m_document; }
    // The current record when it is a pinochle hand or a preferans deal.
    const CardRecord *record() const;
    bool isPinochle() const;
    bool isPreferans() const;

    // Card clicks select (discard, pass, meld) rather than play.
    bool isSelecting() const;
    const Cards &selection() const { return m_selection; }
    Seat selectionSeat() const { return m_selectionSeat; }
    void clearSelection();
    // What the record waits for: "Seat1 to bid", "Select the discard" ...
    QString stageText() const;

    // Deal: preferans from PPN's 32-character card string; pinochle's
    // kitty as the cards no hand holds.
    bool setPreferansDeal(const QString &codes);
    bool setKittyFromRest();
    // Calls: a preferans call from the legal list; a pinochle bid (0: pass).
    bool bidPreferans(const Call &call);
    bool bidPinochle(int points, int minimum = 1);
    QList<Call> legalPreferansCalls() const;
    // a preferans call as the undo stack and the call buttons name it ("Bid mine 7" in the language)
    static QString preferansCallAction(const Call &call);
    // Contract: pinochle's trump (Suit::None: no trump); preferans' level.
    bool setTrump(Suit trump);
    bool setPreferansContract(int level);
    bool setFollowers(const QList<Seat> &followers);
    bool setKontra(int risk, Seat by, bool invitation);
    // Preferans: the deal played under a refa (its value doubled) or not.
    bool setRefa(bool refa);
    // Exchange with the selected cards.
    bool takeTalon();
    bool discardSelection();
    bool passSelection(Seat to); // NoSeat: the partner across the table
    bool declareMeld(); // the selection's seat, or the next seat without meld when none is selected
    // Play: the seat's card (the last trick of a preferans deal also scores it).
    bool playCard(Seat seat, Card card);
    // A card clicked on the table: selects or plays.
    void cardClicked(Seat seat, Card card);

    QString lastMessage() const { return m_message; }
    static QString cardsText(const Cards &cards);

Q_SIGNALS:
    void stateChanged();
    void message(const QString &text);

private:
    bool run(const QString &text, const std::function<QString(CardRecord &)> &op);
    bool refuse(const QString &why);
    void refresh();
    void showSelection(); // outlined in the table's hands

    QPointer<TableWidget> m_table;
    QPointer<Document> m_document;
    Cards m_selection;
    Seat m_selectionSeat = NoSeat;
    QString m_message;
};

} // namespace kib
