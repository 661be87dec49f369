#pragma once

#include "model/call.h"
#include "model/card.h"

#include <QObject>
#include <QPointer>

class QMainWindow;

namespace kib {

class EntryController;
class TableWidget;

// Calls and cards typed on the keyboard, wherever the focus is in the
// window except in a text field: `1n` `2s` … `7c` bid, `p` passes, `x`
// doubles (Enter, or `x` again to redouble), and in the play `sa`, `h7`
// (`t` or `10` for a ten) play a card, or the rank alone when it names one
// card of the hand to play (the suit led, or the only card of that rank).
// Backspace and Escape take back what is typed so far.
//
// A typed call presses the bidding box's button and a typed card emits the
// hand's HandView::cardClicked(), exactly as a click does: whatever listens
// to those (the entry, a quiz) sees no difference.
class TypedEntry : public QObject
{
    Q_OBJECT

public:
    TypedEntry(QMainWindow *window, EntryController *entry, TableWidget *table);

    // What has been typed and not yet entered ("2", "x", "♠").
    QString pending() const { return m_pending; }
    // Feeds one typed character (tests may call it; keys come through the
    // event filter). Returns whether it was taken.
    bool type(QChar c);
    bool enter();

Q_SIGNALS:
    // What is typed, or why it was refused: for the status bar.
    void message(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    enum class Mode { None, Auction, Play };
    Mode mode() const;
    bool enterCall(const Call &call);
    bool enterCard(Card card);
    bool rankAlone(Rank rank);
    void setPending(const QString &text, const QString &hint);

    QMainWindow *m_window;
    EntryController *m_entry;
    TableWidget *m_table;
    QString m_pending;
    Suit m_suit = Suit::None;
};

// A widget that keeps its own keys (a line edit, an editable text, a spin
// box, a combo box): the window's typed entry and replay keys leave it
// alone.
bool isTextField(const QWidget *widget);

} // namespace kib
