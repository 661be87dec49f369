#pragma once

#include "model/card.h"
#include "model/call.h"
#include "model/seats.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace kib {

class BiddingBox;
class CardRecord;
class Document;
class GameEntry;
class GameEntryPanel;
class TableWidget;

// Auction and play entry (docs/editor.md, "Auction and play entry"): the
// bidding box dock, card clicks on the table, and the Edit ▸ Auction/Play
// actions. Each change is one command on the document's undo stack
// (through Document::editRecord) made by the pure functions of
// model/auctionedit.h and model/playedit.h; the replay then stands after
// the call or card entered. What cannot be done is refused with a message
// (the message() signal, shown in the status bar).
class EntryController : public QObject
{
    Q_OBJECT

public:
    EntryController(QMainWindow *window, TableWidget *table);

    void setDocument(Document *document);
    Document *document() const { return m_document; }
    BiddingBox *biddingBox() const { return m_box; }
    // Pinochle and preferans entry: the dock shows its panel for those records.
    GameEntry *gameEntry() const { return m_games; }
    GameEntryPanel *gamePanel() const { return m_gamePanel; }
    QDockWidget *dock() const { return m_dock; }
    // Fills the Edit ▸ Auction/Play submenu.
    void populateMenu(QMenu *menu) const;

    // The current record when it is a bridge deal, else null.
    const CardRecord *bridgeRecord() const;
    // Where a call or card entered now goes: the calls made (cards played)
    // at the replay's step; -1 when the replay is not in the auction (play).
    int callPosition() const;
    int cardPosition() const;
    // The index of the call shown at the replay's step, -1 if none.
    int currentCall() const;

    // The editing operations; false (and a message) when refused.
    bool enterCall(const Call &call, bool irregular, bool alert, const QString &explanation);
    bool removeLastCall();
    bool setCurrentCallAlert(bool on, const QString &explanation);
    bool setCallQuery(bool on);
    bool playCard(Seat seat, Card card);
    bool removeLastCard();
    bool claim(int tricks);
    bool setPlayQuery(bool on);
    // Asks for the tricks (ClaimDialog) and claims them.
    void claimWithDialog();

    QString lastMessage() const { return m_message; }
    // While a quiz asks (QuizController), a chosen call or a clicked card
    // answers it: enterCall() and playCard() leave the record alone.
    void setQuizMode(bool on) { m_quizMode = on; }
    bool quizMode() const { return m_quizMode; }

    QAction *undoLastCall;
    QAction *yourCall;
    QAction *alertThisCall;
    QAction *revoke;
    QAction *claimTricks;
    QAction *yourPlay;
    QAction *undoLastCard;

    // Menu and command texts: "Bid 1NT", "Pass", "Play ♠A".
    static QString callText(const Call &call);
    static QString cardText(Card card);

Q_SIGNALS:
    // The record, the step or the document changed: views re-read.
    void stateChanged();
    void message(const QString &text);

private:
    bool m_quizMode = false;
    void refresh();
    bool refuse(const QString &why);
    bool edit(const QString &text, const std::function<bool(CardRecord &, QString *)> &change, int stepAfter);

    QMainWindow *m_window;
    QPointer<Document> m_document;
    BiddingBox *m_box;
    GameEntry *m_games;
    GameEntryPanel *m_gamePanel;
    QDockWidget *m_dock;
    QString m_message;
};

} // namespace kib
