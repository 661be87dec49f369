#include "entrycontroller.h"
#include "refusaltext.h"

#include "biddingbox.h"
#include "claimdialog.h"
#include "gameentry.h"
#include "gameentrypanel.h"

#include "actions.h"
#include "document.h"
#include "tablewidget.h"

#include "model/auctionedit.h"
#include "model/playedit.h"
#include "model/rules.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QStackedWidget>

namespace kib {

EntryController::EntryController(QMainWindow *window, TableWidget *table)
    : QObject(window),
      m_window(window),
      m_box(nullptr),
      m_games(new GameEntry(table, this)),
      m_gamePanel(new GameEntryPanel(m_games)),
      m_dock(new QDockWidget(tr("Bidding Box"), window))
{
    auto make = [window](const QString &text, const QKeySequence &key, const QString &tip, bool checkable = false) {
        return Actions::make(window, text, key, tip, checkable);
    };
    undoLastCall = make(tr("Undo Last &Call"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backspace),
                        tr("Remove the last call of the auction"));
    yourCall = make(tr("Your Call&?"), QKeySequence(), tr("Mark or unmark a \u201cyour call?\u201d question here"),
                    true);
    alertThisCall = make(tr("&Alert This Call"), QKeySequence(),
                         tr("Alert the call shown, with the explanation typed in the bidding box"), true);
    revoke = make(tr("&Revoke"), QKeySequence(),
                  tr("Accept the next card even though it does not follow suit (marked as a revoke)"), true);
    claimTricks = make(tr("Clai&m\u2026"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K),
                       tr("The declaring side claims tricks: the play ends here"));
    yourPlay = make(tr("Your &Play?"), QKeySequence(), tr("Mark or unmark a \u201cyour play?\u201d question here"),
                    true);
    undoLastCard = make(tr("Undo Last Car&d"), QKeySequence(Qt::CTRL | Qt::Key_Backspace),
                        tr("Remove the last card played (and the claim after it)"));

    m_box = new BiddingBox(this);
    m_dock->setObjectName(QStringLiteral("biddingbox"));
    auto *pages = new QStackedWidget; // the bridge box, or the pinochle/preferans panel
    pages->addWidget(m_box);
    pages->addWidget(m_gamePanel);
    m_dock->setWidget(pages);
    connect(m_games, &GameEntry::stateChanged, this, [this, pages]() {
        pages->setCurrentWidget(m_games->record() ? static_cast<QWidget *>(m_gamePanel) : m_box);
    });
    connect(m_games, &GameEntry::message, this, &EntryController::message);
    m_dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable
                        | QDockWidget::DockWidgetFloatable);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide(); // shown from View or Edit ▸ Auction/Play (Alt+8)
    m_dock->toggleViewAction()->setShortcut(QKeySequence(Qt::ALT | Qt::Key_8));
    Actions::describe(m_dock->toggleViewAction(), tr("Show or hide the bidding box"));

    connect(undoLastCall, &QAction::triggered, this, &EntryController::removeLastCall);
    connect(yourCall, &QAction::triggered, this, &EntryController::setCallQuery);
    connect(alertThisCall, &QAction::triggered, this,
            [this](bool on) { setCurrentCallAlert(on, m_box->explanation()); });
    connect(claimTricks, &QAction::triggered, this, &EntryController::claimWithDialog);
    connect(yourPlay, &QAction::triggered, this, &EntryController::setPlayQuery);
    connect(undoLastCard, &QAction::triggered, this, &EntryController::removeLastCard);
    connect(table, &TableWidget::cardClicked, this, &EntryController::playCard);
    connect(this, &EntryController::stateChanged, m_box, &BiddingBox::refresh);
    refresh();
}

void EntryController::setDocument(Document *document)
{
    if (m_document) {
        disconnect(m_document, nullptr, this, nullptr);
        disconnect(m_document->cursor(), nullptr, this, nullptr);
    }
    m_document = document;
    m_games->setDocument(document);
    if (document) {
        connect(document, &Document::currentIndexChanged, this, &EntryController::refresh);
        connect(document, &Document::recordReplaced, this, &EntryController::refresh);
        connect(document, &Document::loadingFinished, this, &EntryController::refresh);
        connect(document->cursor(), &ReplayCursor::stepChanged, this, &EntryController::refresh);
        connect(document->cursor(), &ReplayCursor::recordChanged, this, &EntryController::refresh);
    }
    refresh();
}

void EntryController::populateMenu(QMenu *menu) const
{
    menu->addAction(undoLastCall);
    menu->addAction(alertThisCall);
    menu->addAction(yourCall);
    menu->addSeparator();
    menu->addAction(revoke);
    menu->addAction(claimTricks);
    menu->addAction(yourPlay);
    menu->addAction(undoLastCard);
    menu->addSeparator();
    menu->addAction(m_dock->toggleViewAction());
}

const CardRecord *EntryController::bridgeRecord() const
{
    if (!m_document || m_document->isLoading())
        return nullptr;
    const CardRecord *r = m_document->cursor()->cardRecord();
    return r && r->game() == Game::Bridge && r->seats().count() == 4 ? r : nullptr;
}

int EntryController::callPosition() const
{
    const CardRecord *r = bridgeRecord();
    const int step = m_document ? m_document->cursor()->step() : 0;
    return r && step <= r->auctionSteps() ? step : -1;
}

int EntryController::cardPosition() const
{
    const CardRecord *r = bridgeRecord();
    const int step = m_document ? m_document->cursor()->step() : 0;
    return r && step >= r->playStartStep() && entry::canEnterPlay(*r) ? step - r->playStartStep() : -1;
}

int EntryController::currentCall() const
{
    const CardRecord *r = bridgeRecord();
    const int step = m_document ? m_document->cursor()->step() : 0;
    return r && step >= 1 && step <= r->auctionSteps() ? step - 1 : -1;
}

QString EntryController::callText(const Call &call)
{
    switch (call.kind) {
    case Call::Kind::Pass: return tr("Pass");
    case Call::Kind::Double: return tr("Double");
    case Call::Kind::Redouble: return tr("Redouble");
    default: return tr("Bid %1").arg(call.toString());
    }
}

QString EntryController::cardText(Card card)
{
    return suitSymbol(card.suit()) + rankLetter(card.rank());
}

bool EntryController::refuse(const QString &why)
{
    m_message = style::refusalText(why); // the model's reasons in the user's language
    Q_EMIT message(m_message);
    return false;
}

bool EntryController::edit(const QString &text, const std::function<bool(CardRecord &, QString *)> &change,
                           int stepAfter)
{
    Document *d = m_document;
    if (!d || !bridgeRecord())
        return refuse(tr("There is no bridge deal to edit"));
    QString why;
    const bool done = d->editCurrentRecord(
        text,
        [&](Record &record) {
            auto *r = dynamic_cast<CardRecord *>(&record);
            return r && change(*r, &why);
        },
        stepAfter);
    if (!done) {
        refresh(); // checkable actions go back to what the record says
        return refuse(why.isEmpty() ? tr("The record cannot be edited now") : why);
    }
    m_message.clear();
    return true;
}

bool EntryController::enterCall(const Call &call, bool irregular, bool alert, const QString &explanation)
{
    if (m_quizMode)
        return false; // the quiz takes the call as an answer
    const CardRecord *r = bridgeRecord();
    const int pos = callPosition();
    if (!r || pos < 0)
        return refuse(tr("Step back into the auction to enter a call"));
    const QList<Call> &calls = r->auction().calls;
    // the call the record has next: only step forward
    if (pos < calls.size() && calls.at(pos).sameCall(call) && !alert && !irregular) {
        m_document->cursor()->setStep(pos + 1);
        return true;
    }
    QString text = callText(call);
    if (alert)
        text = tr("%1 (Alerted)").arg(text);
    return edit(
        text,
        [=](CardRecord &rec, QString *why) {
            return entry::enterCall(rec, pos, call, irregular, why)
                   && (!alert || entry::alertCall(rec, pos, explanation, why));
        },
        pos + 1);
}

bool EntryController::removeLastCall()
{
    const CardRecord *r = bridgeRecord();
    if (!r || r->auction().calls.isEmpty())
        return refuse(tr("There is no call to remove"));
    const int n = int(r->auction().calls.size());
    return edit(tr("Remove Call %1").arg(r->auction().calls.last().toString()), &entry::removeLastCall, n - 1);
}

bool EntryController::setCurrentCallAlert(bool on, const QString &explanation)
{
    const CardRecord *r = bridgeRecord();
    const int i = currentCall();
    if (!r || i < 0)
        return refuse(tr("Step to a call to alert it"));
    const QString name = r->auction().calls.at(i).toString();
    if (on)
        return edit(tr("Alert %1").arg(name),
                    [=](CardRecord &rec, QString *why) { return entry::alertCall(rec, i, explanation, why); }, -1);
    return edit(tr("Remove Alert from %1").arg(name),
                [=](CardRecord &rec, QString *why) { return entry::removeAlert(rec, i, why); }, -1);
}

bool EntryController::setCallQuery(bool on)
{
    const int pos = callPosition();
    if (pos < 0)
        return refuse(tr("Step into the auction to ask \u201cyour call?\u201d"));
    return edit(on ? tr("Mark Your Call") : tr("Unmark Your Call"),
                [=](CardRecord &rec, QString *why) { return entry::setCallQuery(rec, pos, on, why); }, -1);
}

bool EntryController::playCard(Seat seat, Card card)
{
    if (m_quizMode)
        return false; // the quiz takes the card as an answer
    const CardRecord *r = bridgeRecord();
    if (!r)
        return false; // another game's cards: clicks only look
    const int pos = cardPosition();
    if (pos < 0) {
        QString why;
        if (!entry::canEnterPlay(*r, &why))
            return refuse(why);
        return refuse(tr("Step to the play to enter cards"));
    }
    // the card the record has next: only step forward
    const PlayedCard *next = r->play().cardAt(pos);
    if (next && next->kind == PlayedCard::Kind::Card && next->card == card && !revoke->isChecked()) {
        m_document->cursor()->setStep(r->stepOfCard(pos));
        return true;
    }
    const TableState &state = m_document->cursor()->tableState();
    Suit led = Suit::None;
    if (!state.onTable.isEmpty() && state.onTable.size() < 4 && state.onTable.first().kind == PlayedCard::Kind::Card)
        led = state.onTable.first().card.suit();
    const bool follows = seat < 0 || seat >= state.held.size() || rules::followsSuit(state.held.at(seat), led, card);
    const bool marked = revoke->isChecked();
    QString text = tr("Play %1").arg(cardText(card));
    if (marked && !follows)
        text = tr("%1 (Revoke)").arg(text);
    const bool done = edit(
        text, [=](CardRecord &rec, QString *why) { return entry::enterCard(rec, pos, card, marked, why); },
        r->stepOfCard(pos));
    if (done)
        revoke->setChecked(false);
    return done;
}

bool EntryController::removeLastCard()
{
    const CardRecord *r = bridgeRecord();
    if (!r || r->play().cardCount() == 0)
        return refuse(tr("No card has been played"));
    const int n = r->play().cardCount();
    const PlayedCard *last = r->play().cardAt(n - 1);
    const QString name = last && last->kind == PlayedCard::Kind::Card ? cardText(last->card) : QStringLiteral("-");
    return edit(tr("Remove Card %1").arg(name), &entry::removeLastCard, r->stepOfCard(n - 2));
}

bool EntryController::claim(int tricks)
{
    const CardRecord *r = bridgeRecord();
    const int pos = cardPosition();
    if (!r || pos < 0) {
        QString why;
        return refuse(r && !entry::canEnterPlay(*r, &why) ? why : tr("Step to the play to claim"));
    }
    return edit(tricks == 1 ? tr("Claim 1 Trick") : tr("Claim %1 Tricks").arg(tricks),
                [=](CardRecord &rec, QString *why) { return entry::claimTricks(rec, pos, tricks, why); },
                r->stepOfCard(pos - 1));
}

void EntryController::claimWithDialog()
{
    const CardRecord *r = bridgeRecord();
    const int pos = cardPosition();
    if (!r || pos < 0) {
        claim(-1); // says why
        return;
    }
    int least = 0, most = 13;
    entry::claimRange(*r, pos, &least, &most);
    const Seat declarer = r->declarer();
    const QString side = r->seats().letter(declarer) + r->seats().letter(r->seats().next(declarer, 2));
    ClaimDialog dialog(least, most, side, m_window);
    if (r->play().claim && r->play().claim->tricks >= least && r->play().claim->tricks <= most)
        dialog.setTricks(r->play().claim->tricks);
    if (dialog.exec() == QDialog::Accepted)
        claim(dialog.tricks());
}

bool EntryController::setPlayQuery(bool on)
{
    const int pos = cardPosition();
    if (pos < 0)
        return refuse(tr("Step into the play to ask \u201cyour play?\u201d"));
    return edit(on ? tr("Mark Your Play") : tr("Unmark Your Play"),
                [=](CardRecord &rec, QString *why) { return entry::setPlayQuery(rec, pos, on, why); }, -1);
}

void EntryController::refresh()
{
    const CardRecord *r = bridgeRecord();
    const int callPos = callPosition();
    const int cardPos = cardPosition();
    const int call = currentCall();
    const bool editable = r != nullptr;
    undoLastCall->setEnabled(editable && !r->auction().calls.isEmpty() && r->play().cardCount() == 0
                             && !r->play().claim);
    yourCall->setEnabled(callPos >= 0);
    yourCall->setChecked(callPos >= 0 && r->auction().queryPoints.contains(callPos));
    alertThisCall->setEnabled(call >= 0);
    alertThisCall->setChecked(call >= 0 && entry::isAlerted(*r, call));
    revoke->setEnabled(cardPos >= 0);
    if (cardPos < 0)
        revoke->setChecked(false);
    claimTricks->setEnabled(cardPos >= 0 && cardPos < 52);
    yourPlay->setEnabled(cardPos >= 0);
    yourPlay->setChecked(cardPos >= 0 && r->play().queryPoints.contains(cardPos));
    undoLastCard->setEnabled(editable && r->play().cardCount() > 0);
    Q_EMIT stateChanged();
}

} // namespace kib
