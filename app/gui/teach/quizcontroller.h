#pragma once

#include "model/call.h"
#include "model/card.h"
#include "model/seats.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

class QAction;
class QDockWidget;
class QMenu;
class QToolButton;

namespace kib {

class CardRecord;
class Document;
class MainWindow;
class QuizPanel;

// View ▸ Quiz (docs/printing.md, "A quiz the student answers"): the replay
// goes to each "your call?" / "your play?" point; a call chosen in the
// bidding box (BiddingBox::callChosen, whether clicked or typed) or a card
// clicked on the table is the answer. The panel says whether it is the
// recorded one and shows the explanation; the hidden hands are revealed,
// the recorded answer is shown, and Next Problem moves on. Right answers
// are counted per file. While the quiz is on, calls and cards answer and
// never change the record.
class QuizController : public QObject
{
    Q_OBJECT

public:
    explicit QuizController(MainWindow *window);

    void setDocument(Document *document);
    void populateViewMenu(QMenu *view);

    bool isActive() const;
    void setActive(bool on);
    QAction *quizAction() const { return m_action; }
    QuizPanel *panel() const { return m_panel; }
    QDockWidget *dock() const { return m_dock; }
    // Shown in the status bar while the file holds quiz records and the
    // quiz is off.
    QToolButton *offerButton() const { return m_offer; }

    // Answers at the current step; false when there is no question there.
    bool answerCall(const Call &call);
    bool answerCard(Seat seat, Card card);
    // Goes to the next unanswered question (this record, then the next
    // records); false at the end of the quiz.
    bool nextProblem();

    int answered() const;
    int right() const;

Q_SIGNALS:
    void message(const QString &text);

private:
    struct Tally
    {
        QSet<QPair<int, int>> answered; // (record index, step)
        int right = 0;
    };
    const CardRecord *record() const;
    bool goToQuestion(int index, int fromStep);
    void judge(bool right, const QString &recorded, const QString &given);
    void showQuestion();
    void updateOffer();
    QString explanationAfter(const CardRecord &record, int step) const;
    QString tallyText() const;

    MainWindow *m_window;
    QPointer<Document> m_document;
    QAction *m_action;
    QDockWidget *m_dock;
    QuizPanel *m_panel;
    QToolButton *m_offer;
    int m_offerLooked = 0;     // the document's first records looked at for quiz points
    bool m_offerFound = false; // one of them has some
    QHash<const Document *, Tally> m_tallies;
};

} // namespace kib
