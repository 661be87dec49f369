#include "quizcontroller.h"

#include "quizpanel.h"

#include "actions.h"
#include "document.h"
#include "edit/biddingbox.h"
#include "edit/entrycontroller.h"
#include "mainwindow.h"
#include "replaycontroller.h"
#include "tablewidget.h"

#include "pagetext.h"
#include "quizpoint.h"

#include "model/cardrecord.h"
#include "model/replaycursor.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QPushButton>
#include <QStatusBar>
#include <QToolButton>

namespace kib {

QuizController::QuizController(MainWindow *window)
    : QObject(window),
      m_window(window),
      m_action(Actions::make(window, tr("&Quiz"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q),
                             tr("Answer the file's \"your call?\" and \"your play?\" questions"), true)),
      m_dock(new QDockWidget(tr("Quiz"), window)),
      m_panel(new QuizPanel),
      m_offer(new QToolButton)
{
    m_dock->setObjectName(QStringLiteral("quiz"));
    m_dock->setWidget(m_panel);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();
    connect(m_action, &QAction::toggled, this, &QuizController::setActive);
    connect(m_panel->nextButton(), &QPushButton::clicked, this, &QuizController::nextProblem);
    connect(window->entry()->biddingBox(), &BiddingBox::callChosen, this, &QuizController::answerCall);
    connect(window->table(), &TableWidget::cardClicked, this, &QuizController::answerCard);

    m_offer->setText(tr("Answer as a quiz"));
    m_offer->setToolTip(tr("This file holds quiz problems: answer them in Quiz mode (View ▸ Quiz)"));
    m_offer->setAutoRaise(true);
    m_offer->setObjectName(QStringLiteral("quizOffer"));
    m_offer->hide();
    connect(m_offer, &QToolButton::clicked, m_action, [this]() { m_action->setChecked(true); });
    window->statusBar()->addPermanentWidget(m_offer);
}

void QuizController::populateViewMenu(QMenu *view)
{
    view->addSeparator();
    view->addAction(m_action);
}

void QuizController::setDocument(Document *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_offerLooked = 0;
    m_offerFound = false;
    if (document) {
        connect(document, &Document::loadingFinished, this, &QuizController::updateOffer);
        connect(document, &Document::recordsAppended, this, &QuizController::updateOffer);
        connect(document, &Document::currentIndexChanged, this, [this](int index) {
            if (isActive() && m_document && !m_document->isLoading())
                goToQuestion(index, 0);
        });
        connect(document, &QObject::destroyed, this, [this, document]() { m_tallies.remove(document); });
    }
    updateOffer();
    if (isActive())
        showQuestion();
}

bool QuizController::isActive() const
{
    return m_action->isChecked();
}

void QuizController::setActive(bool on)
{
    if (m_action->isChecked() != on) {
        m_action->setChecked(on); // comes back here through toggled()
        return;
    }
    m_window->entry()->setQuizMode(on);
    m_dock->setVisible(on);
    updateOffer();
    if (!on) {
        Q_EMIT message(tr("Quiz off: %1").arg(tallyText()));
        return;
    }
    m_window->entry()->dock()->show();
    m_panel->setVerdict(QString(), true);
    m_panel->setExplanation(QString());
    m_panel->setTally(tallyText());
    if (m_document && m_document->currentIndex() >= 0)
        goToQuestion(m_document->currentIndex(), 0);
}

const CardRecord *QuizController::record() const
{
    return m_document ? m_document->cursor()->cardRecord() : nullptr;
}

int QuizController::answered() const
{
    return m_document ? int(m_tallies.value(m_document).answered.size()) : 0;
}

int QuizController::right() const
{
    return m_document ? m_tallies.value(m_document).right : 0;
}

QString QuizController::tallyText() const
{
    return tr("Right: %1 of %2").arg(right()).arg(answered());
}

bool QuizController::goToQuestion(int index, int fromStep)
{
    if (!m_document || index < 0 || index >= m_document->recordCount())
        return false;
    const auto *r = dynamic_cast<const CardRecord *>(m_document->record(index).get());
    if (!r)
        return false;
    const Tally tally = m_tallies.value(m_document);
    for (int step : ReplayController::querySteps(*r)) {
        if (step < fromStep || tally.answered.contains({index, step}))
            continue;
        if (m_document->currentIndex() != index)
            m_document->setCurrentIndex(index); // (comes back through currentIndexChanged)
        m_document->hideAgain();
        m_document->cursor()->setStep(step);
        showQuestion();
        return true;
    }
    return false;
}

void QuizController::showQuestion()
{
    const CardRecord *r = record();
    if (!r) {
        m_panel->setQuestion(tr("No card record to answer"));
        return;
    }
    const auto q = ReplayController::queryAt(*r, m_document->cursor()->step());
    if (q == ReplayController::Query::None) {
        m_panel->setQuestion(ReplayController::querySteps(*r).isEmpty() ? tr("This record asks nothing")
                                                                        : tr("Next Problem goes to the next question"));
        return;
    }
    const int step = m_document->cursor()->step();
    QStringList text;
    for (const Commentary &c : r->comments())
        if (c.style != Commentary::Style::Percent && r->stepOf(c.anchor) <= step && c.anchor.kind != Anchor::Kind::End)
            text.append(print::words::symbols(c.text.trimmed()));
    text.append(q == ReplayController::Query::Call ? tr("Your call? Choose it in the bidding box.")
                                                   : tr("Your play? Click the card."));
    m_panel->setQuestion(text.join(QLatin1Char('\n')));
    m_panel->setVerdict(QString(), true);
    m_panel->setExplanation(QString());
    m_panel->setTally(tallyText());
}

QString QuizController::explanationAfter(const CardRecord &r, int step) const
{
    int next = r.stepCount() + 1;
    for (int s : ReplayController::querySteps(r))
        if (s > step) {
            next = s;
            break;
        }
    QStringList out;
    for (const Commentary &c : r.comments()) {
        const int at = r.stepOf(c.anchor);
        if (c.style != Commentary::Style::Percent && ((at > step && at <= next) || c.anchor.kind == Anchor::Kind::End))
            out.append(print::words::symbols(c.text.trimmed()));
    }
    for (const Note &n : r.notesAt(step + 1))
        out.append(QStringLiteral("(%1) %2").arg(n.number).arg(print::words::symbols(n.text)));
    return out.join(QLatin1Char('\n'));
}

void QuizController::judge(bool ok, const QString &recorded, const QString &given)
{
    const int step = m_document->cursor()->step();
    const int index = m_document->currentIndex();
    Tally &tally = m_tallies[m_document];
    const bool counted = !tally.answered.contains({index, step});
    if (counted) {
        tally.answered.insert({index, step});
        if (ok)
            ++tally.right;
    }
    const CardRecord *r = record();
    m_panel->setVerdict(ok ? tr("Right: %1 is the recorded answer.").arg(recorded)
                           : tr("Not the recorded answer: you chose %1, the record has %2.").arg(given, recorded),
                        ok);
    m_panel->setExplanation(r ? explanationAfter(*r, step) : QString());
    m_panel->setTally(tallyText());
    // what was hidden, and the recorded answer on the table
    m_document->revealAll();
    m_document->cursor()->setStep(step + 1);
    Q_EMIT message(m_panel->verdict());
}

bool QuizController::answerCall(const Call &call)
{
    const CardRecord *r = record();
    if (!isActive() || !r)
        return false;
    const int step = m_document->cursor()->step();
    if (ReplayController::queryAt(*r, step) != ReplayController::Query::Call || step >= r->auctionSteps()) {
        Q_EMIT message(tr("No call is asked for here: Next Problem goes to the next question"));
        return false;
    }
    const Call &recorded = r->auction().calls.at(step);
    judge(recorded.sameCall(call), print::words::call(recorded), print::words::call(call));
    return true;
}

bool QuizController::answerCard(Seat seat, Card card)
{
    const CardRecord *r = record();
    if (!isActive() || !r)
        return false;
    const int step = m_document->cursor()->step();
    const PlayedCard *recorded = r->play().cardAt(step - r->playStartStep());
    if (ReplayController::queryAt(*r, step) != ReplayController::Query::Play) {
        Q_EMIT message(tr("No card is asked for here: Next Problem goes to the next question"));
        return false;
    }
    if (!recorded) {
        // the notation ends the play at the question (PBN '+', RBN "P Y"):
        // nothing to compare with, the explanation still helps
        m_panel->setVerdict(tr("The record gives no card here to compare with."), true);
        m_panel->setExplanation(explanationAfter(*r, step));
        m_document->revealAll();
        return true;
    }
    Q_UNUSED(seat)
    PlayedCard given;
    given.card = card;
    judge(recorded->kind == PlayedCard::Kind::Card && recorded->card == card, print::words::card(*recorded),
          print::words::card(given));
    return true;
}

bool QuizController::nextProblem()
{
    if (!m_document)
        return false;
    const int index = m_document->currentIndex();
    if (goToQuestion(index, m_document->cursor()->step()))
        return true;
    for (int i = index + 1; i < m_document->recordCount(); ++i)
        if (goToQuestion(i, 0))
            return true;
    m_panel->setQuestion(tr("The end of the quiz."));
    m_panel->setTally(tallyText());
    Q_EMIT message(tr("The end of the quiz: %1").arg(tallyText()));
    return false;
}

void QuizController::updateOffer()
{
    if (m_document) {
        // the file's first records decide, each looked at once as the file
        // loads (records are kept unbuilt when read, so they are built here)
        const Collection &c = m_document->collection();
        const int upTo = qMin(c.size(), 64);
        for (; m_offerLooked < upTo && !m_offerFound; ++m_offerLooked)
            if (const RecordPtr r = c.record(m_offerLooked))
                m_offerFound = print::QuizPoint::isQuiz(*r);
    }
    m_offer->setVisible(m_offerFound && !isActive());
}

} // namespace kib
