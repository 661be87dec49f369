#include "mainwindow.h"

#include "helpmenu.h"
#include "languagemenu.h"
#include "pinochlepanel.h"
#include "scoresheetrecords.h"
#include "scoresheetview.h"
#include "actions.h"
#include "analysis/analysiscontroller.h"
#include "analysis/ddpanel.h"
#include "auctionview.h"
#include "diagnosticspanel.h"
#include "document.h"
#include "edit/editcontroller.h"
#include "edit/recordeditpanels.h"
#include "edit/filecontroller.h"
#include "edit/entrycontroller.h"
#include "pastecontroller.h"
#include "edit/typedentry.h"
#include "notespanel.h"
#include "recordheader.h"
#include "recordlistpanel.h"
#include "replaybar.h"
#include "replaycontroller.h"
#include "sourceview.h"
#include "teach/printcontroller.h"
#include "teach/quizcontroller.h"
#include "tablewidget.h"
#include "viewsettings.h"
#include "playeraids.h"
#include "replaykeys.h"
#include "statusnotice.h"
#include "windowfit.h"

#ifdef KIBITZER_HAVE_BOARD
#include "boardpane.h"
#include "boardwidget.h"
#include "edit/boardmovecontroller.h"
#endif

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <utility>

namespace kib {

MainWindow::MainWindow(QWidget *parent, bool persistent)
    : QMainWindow(parent),
      m_persistent(persistent),
      m_actions(new Actions(this)),
      m_editor(new EditController(this)),
      m_editPanels(new RecordEditPanels(this)),
      m_files(new FileController(this)),
      m_replay(new ReplayController(this)),
      m_table(new TableWidget),
      m_header(new RecordHeader),
      m_records(new RecordListPanel),
      m_auction(new AuctionView),
      m_notes(new NotesPanel),
      m_diagnostics(new DiagnosticsPanel),
      m_source(new SourceView),
      m_replayBar(new ReplayBar),
      m_stage(new QStackedWidget),
      m_pinochle(new PinochlePanel),
      m_scoreSheet(new ScoreSheetView),
      m_status(new QLabel),
      m_progress(new QProgressBar),
      m_cancel(new QToolButton)
{
    setWindowTitle(tr("Kibitzer"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/kibitzer.svg")));
    setAcceptDrops(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_header);
    layout->addWidget(m_stage, 1);
    m_stage->addWidget(m_table);
#ifdef KIBITZER_HAVE_BOARD
    m_board = new BoardPane;
    m_stage->addWidget(m_board);
#endif
    setCentralWidget(central);

    createDocks();
    m_entry = new EntryController(this, m_table);
    m_paste = new PasteController(this);
    m_print = new PrintController(this);
    m_quiz = new QuizController(this);
    m_aids = new PlayerAids(this);
    createMenus();
    m_records->view()->addActions(m_editor->recordActions());
    m_records->view()->setContextMenuPolicy(Qt::ActionsContextMenu);
    connectActions();

    statusBar()->addWidget(m_status, 1);
    m_progress->setMaximumWidth(220);
    m_progress->setTextVisible(true);
    m_progress->setToolTip(tr("Reading the file"));
    m_progress->hide();
    statusBar()->addPermanentWidget(m_progress);
    m_cancel->setIcon(style()->standardIcon(QStyle::SP_BrowserStop));
    m_cancel->setToolTip(tr("Stop reading the file (the records read so far stay)"));
    m_cancel->setAutoRaise(true);
    m_cancel->hide();
    statusBar()->addPermanentWidget(m_cancel);

    m_notice = new StatusNotice(m_status, this);
    m_typed = new TypedEntry(this, m_entry, m_table);
    connect(m_entry, &EntryController::message, m_notice, &StatusNotice::show);
#ifdef KIBITZER_HAVE_BOARD
    // moves entered on the board (one undoable command each)
    auto *boardMoves = new BoardMoveController(this, static_cast<BoardPane *>(m_board)->board()->picker());
    connect(boardMoves, &BoardMoveController::message, m_notice, &StatusNotice::show);
#endif
    connect(m_typed, &TypedEntry::message, m_notice, &StatusNotice::show);
    new ReplayKeys(this, m_actions);
    m_fit = new WindowFit(this);
    m_fit->wrapDocks();

    defaultLayout();
    m_defaultState = saveState();
    if (m_persistent) {
        QSettings s;
        WindowFit::restoreGeometry(this, s.value(QStringLiteral("window/geometry")).toByteArray());
        restoreState(s.value(QStringLiteral("window/state")).toByteArray());
        m_records->restoreHeaderState(s.value(QStringLiteral("window/records")).toByteArray());
    }
    updateActions();
    updateTitle();
    // the keys start on the table, not in the record list's filter box
    m_table->setFocusPolicy(Qt::ClickFocus);
    m_table->setFocus();
}

MainWindow::~MainWindow()
{
    // documents go first, while the views that watch them still exist
    const QList<Document *> documents = std::exchange(m_documents, {});
    setCurrentDocument(nullptr);
    for (Document *d : documents) {
        disconnect(d, nullptr, this, nullptr);
        delete d;
    }
}

void MainWindow::createDocks()
{
    auto dock = [this](QDockWidget *&slot, const QString &title, const QString &name, QWidget *content,
                       Qt::DockWidgetArea area, QKeySequence key) {
        slot = new QDockWidget(title, this);
        slot->setObjectName(name);
        slot->setWidget(content);
        slot->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable
                          | QDockWidget::DockWidgetFloatable);
        addDockWidget(area, slot);
        QAction *toggle = slot->toggleViewAction();
        toggle->setShortcut(key);
        Actions::describe(toggle, tr("Show or hide the %1 panel").arg(title.toLower()));
    };
    dock(m_recordsDock, tr("Records"), QStringLiteral("records"), m_records, Qt::LeftDockWidgetArea,
         QKeySequence(Qt::ALT | Qt::Key_1));
    dock(m_auctionDock, tr("Auction"), QStringLiteral("auction"), m_auction, Qt::RightDockWidgetArea,
         QKeySequence(Qt::ALT | Qt::Key_2));
    dock(m_notesDock, tr("Notes"), QStringLiteral("notes"), m_notes, Qt::RightDockWidgetArea,
         QKeySequence(Qt::ALT | Qt::Key_3));
    dock(m_diagnosticsDock, tr("Diagnostics"), QStringLiteral("diagnostics"), m_diagnostics,
         Qt::BottomDockWidgetArea, QKeySequence(Qt::ALT | Qt::Key_4));
    dock(m_sourceDock, tr("Source"), QStringLiteral("source"), m_source, Qt::BottomDockWidgetArea,
         QKeySequence(Qt::ALT | Qt::Key_5));
    dock(m_pinochleDock, tr("Pinochle"), QStringLiteral("pinochle"), m_pinochle, Qt::RightDockWidgetArea,
         QKeySequence(Qt::ALT | Qt::Key_6));
    dock(m_scoreSheetDock, tr("Score sheet"), QStringLiteral("scoresheet"), m_scoreSheet, Qt::RightDockWidgetArea,
         QKeySequence(Qt::ALT | Qt::Key_7));
    m_ddPanel = new DdPanel;
    dock(m_ddDock, tr("Double dummy"), QStringLiteral("doubledummy"), m_ddPanel, Qt::RightDockWidgetArea,
         QKeySequence(Qt::ALT | Qt::Key_9));
    m_analysis = new AnalysisController(m_table, m_ddPanel, this);
    splitDockWidget(m_auctionDock, m_notesDock, Qt::Vertical);
    splitDockWidget(m_notesDock, m_ddDock, Qt::Vertical);
    tabifyDockWidget(m_diagnosticsDock, m_sourceDock);
    // a game's panel appears while a record of that game is shown
    m_pinochleDock->hide();
    m_scoreSheetDock->hide();
    connect(m_pinochle, &PinochlePanel::applicableChanged, m_pinochleDock, &QDockWidget::setVisible);
    connect(m_scoreSheet, &ScoreSheetView::applicableChanged, m_scoreSheetDock, &QDockWidget::setVisible);
}

void MainWindow::defaultLayout()
{
    m_diagnosticsDock->hide();
    m_sourceDock->hide();
    m_recordsDock->show();
    m_auctionDock->show();
    m_notesDock->show();
    resize(1180, 760);
    resizeDocks({m_recordsDock, m_auctionDock}, {230, 215}, Qt::Horizontal);
    m_ddDock->show();
    resizeDocks({m_auctionDock, m_notesDock, m_ddDock}, {200, 110, 330}, Qt::Vertical);
}

void MainWindow::createMenus()
{
    Actions *a = m_actions;
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(a->open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setToolTipsVisible(true);
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    file->addAction(a->closeFile);
    file->addSeparator();
    file->addAction(a->quit);
    m_files->populateMenu(file, a->closeFile);
    m_print->populateFileMenu(file, a->quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_editor->populateMenu(edit);
    edit->addAction(m_paste->paste);
    m_editPanels->populateEditMenu(edit);
    m_entry->populateMenu(edit->addMenu(tr("Auction/&Play")));
    m_print->populateEditMenu(edit);

    QMenu *replay = menuBar()->addMenu(tr("&Replay"));
    for (QAction *x : {a->start, a->previousTrick, a->previous, a->next, a->nextTrick, a->end})
        replay->addAction(x);
    replay->addSeparator();
    replay->addAction(a->play);
    replay->addAction(a->showAnswer);
    replay->addSeparator();
    replay->addAction(a->previousRecord);
    replay->addAction(a->nextRecord);
    replay->addAction(a->findRecord);
    replay->addAction(a->findBoards);

    QMenu *hands = menuBar()->addMenu(tr("&Hands"));
    hands->addAction(a->revealAll);
    hands->addAction(a->hideAgain);
    hands->addSeparator();
    for (QAction *x : a->revealSeat)
        hands->addAction(x);
    m_editPanels->populateHandsMenu(hands);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(a->cardImages);
    view->addAction(a->fourColour);
    view->addAction(a->greyPlayed);
    view->addAction(a->rotateTable);
    m_quiz->populateViewMenu(view);
    view->addSeparator();
    for (QDockWidget *d : {m_recordsDock, m_auctionDock, m_notesDock, m_diagnosticsDock, m_sourceDock,
                           m_pinochleDock, m_scoreSheetDock, m_ddDock, m_entry->dock()})
        view->addAction(d->toggleViewAction());
    view->addAction(m_diagnostics->strictAction());
    view->addSeparator();
    view->addAction(a->resetLayout);
    view->addAction(a->fullScreen);
    m_aids->populate(view, menuBar());
    (new LanguageMenu(this))->populate(view);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    (new HelpMenu(this))->populate(help);
    help->addAction(a->about);

    QToolBar *main = addToolBar(tr("Main"));
    main->setObjectName(QStringLiteral("mainToolBar"));
    main->addAction(a->open);
    main->addSeparator();
    main->addAction(a->previousRecord);
    main->addAction(a->nextRecord);
    main->addSeparator();
    main->addAction(a->revealAll);
    main->addAction(a->hideAgain);
    main->addSeparator();
    main->addAction(a->cardImages);
    main->addAction(a->fourColour);
    main->addAction(a->greyPlayed);
    main->setToolButtonStyle(Qt::ToolButtonFollowStyle);

    QToolBar *bar = new QToolBar(tr("Replay"), this);
    bar->setObjectName(QStringLiteral("replayToolBar"));
    addToolBar(Qt::BottomToolBarArea, bar);
    for (QAction *x : {a->start, a->previousTrick, a->previous, a->next, a->nextTrick, a->end, a->play, a->showAnswer})
        bar->addAction(x);
    bar->addWidget(m_replayBar);
}

void MainWindow::connectActions()
{
    Actions *a = m_actions;
    ReplayController *r = m_replay;
    connect(a->open, &QAction::triggered, this, &MainWindow::showOpenDialog);
    connect(a->closeFile, &QAction::triggered, this, &MainWindow::closeCurrentFile);
    connect(a->clearRecent, &QAction::triggered, this, []() { QSettings().remove(QStringLiteral("recentFiles")); });
    connect(a->quit, &QAction::triggered, this, &QWidget::close);
    connect(a->start, &QAction::triggered, r, &ReplayController::toStart);
    connect(a->previousTrick, &QAction::triggered, r, &ReplayController::previousTrick);
    connect(a->previous, &QAction::triggered, r, &ReplayController::previous);
    connect(a->next, &QAction::triggered, r, &ReplayController::next);
    connect(a->nextTrick, &QAction::triggered, r, &ReplayController::nextTrick);
    connect(a->end, &QAction::triggered, r, &ReplayController::toEnd);
    connect(a->play, &QAction::triggered, r, &ReplayController::setPlaying);
    connect(a->showAnswer, &QAction::triggered, r, &ReplayController::showAnswer);
    connect(r, &ReplayController::playingChanged, this, [a, this](bool on) {
        a->play->setChecked(on);
        a->play->setIcon(style()->standardIcon(on ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    });
    connect(r, &ReplayController::queryReached, this, [this]() {
        m_status->setText(tr("A question: think, then Show Answer (Ctrl+Return)"));
    });
    connect(m_table, &TableWidget::showAnswerRequested, r, &ReplayController::showAnswer);
    connect(m_print, &PrintController::message, m_status, &QLabel::setText);
    connect(m_quiz, &QuizController::message, m_status, &QLabel::setText);
    connect(a->previousRecord, &QAction::triggered, this, [this]() {
        if (m_current)
            goToRecord(m_records->neighbour(m_current->currentIndex(), -1));
    });
    connect(a->nextRecord, &QAction::triggered, this, [this]() {
        if (m_current)
            goToRecord(m_records->neighbour(m_current->currentIndex(), +1));
    });
    connect(a->findRecord, &QAction::triggered, this, [this]() {
        m_recordsDock->show();
        m_records->filterEdit()->setFocus();
        m_records->filterEdit()->selectAll();
    });
    connect(a->findBoards, &QAction::triggered, this, &MainWindow::showFindBoards);
    connect(a->revealAll, &QAction::triggered, this, [this]() {
        if (m_current)
            m_current->revealAll();
    });
    connect(a->hideAgain, &QAction::triggered, this, [this]() {
        if (m_current)
            m_current->hideAgain();
    });
    for (QAction *x : a->revealSeat)
        connect(x, &QAction::triggered, this, [this, x]() {
            if (m_current)
                m_current->reveal(x->data().toInt());
        });

    ViewSettings &vs = ViewSettings::instance();
    auto syncView = [a, &vs, this]() {
        a->cardImages->setChecked(vs.cardStyle() == ViewSettings::CardStyle::Images);
        a->fourColour->setChecked(vs.fourColour());
        a->greyPlayed->setChecked(vs.playedCards() == ViewSettings::PlayedCards::Grey);
        m_replay->setInterval(vs.autoplayInterval());
    };
    syncView();
    connect(&vs, &ViewSettings::changed, this, syncView);
    connect(a->cardImages, &QAction::toggled, &vs, [&vs](bool on) {
        vs.setCardStyle(on ? ViewSettings::CardStyle::Images : ViewSettings::CardStyle::Text);
    });
    connect(a->fourColour, &QAction::toggled, &vs, &ViewSettings::setFourColour);
    connect(a->greyPlayed, &QAction::toggled, &vs, [&vs](bool on) {
        vs.setPlayedCards(on ? ViewSettings::PlayedCards::Grey : ViewSettings::PlayedCards::Remove);
    });
    connect(a->rotateTable, &QAction::triggered, m_table, &TableWidget::rotate);
    connect(a->resetLayout, &QAction::triggered, this, [this]() {
        restoreState(m_defaultState);
        defaultLayout();
    });
    connect(a->fullScreen, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen : windowState() & ~Qt::WindowFullScreen);
    });
    connect(a->about, &QAction::triggered, this, [this]() {
        QMessageBox::about(this, tr("About Kibitzer"),
                           tr("<h3>Kibitzer %1</h3><p>A viewer and editor of card-game records: bridge (PBN, RBN), "
                              "pinochle and preferans.</p><p>Card faces: the \u201cNicu White\u201d deck; see "
                              "resources/cards/README.md.</p>")
                               .arg(QApplication::applicationVersion()));
    });

    connect(m_records, &RecordListPanel::recordActivated, this, &MainWindow::goToRecord);
    connect(m_records, &RecordListPanel::documentSelected, this, [this](int i) {
        setCurrentDocument(m_documents.value(i));
    });
    connect(m_auction, &AuctionView::callActivated, this, [this](int call) {
        if (m_current)
            m_current->cursor()->setStep(call + 1);
    });
    connect(m_notes, &NotesPanel::stepRequested, this, [this](int step) {
        if (m_current)
            m_current->cursor()->setStep(step);
    });
    connect(m_diagnostics, &DiagnosticsPanel::diagnosticActivated, this, &MainWindow::diagnosticActivated);
    connect(m_cancel, &QToolButton::clicked, this, [this]() {
        for (Document *d : m_documents)
            d->cancelLoading();
    });
}

void MainWindow::setCurrentDocument(Document *document)
{
    if (document == m_current && document)
        return;
    if (m_current)
        disconnect(m_current, nullptr, this, nullptr);
    m_current = document;
    m_records->setDocuments(m_documents, document);
    m_table->setDocument(document);
    m_header->setDocument(document);
    m_auction->setDocument(document);
    m_notes->setDocument(document);
    m_diagnostics->setDocument(document);
    m_source->setDocument(document);
    m_replayBar->setDocument(document);
    m_replay->setDocument(document);
    m_analysis->setDocument(document);
    m_editor->setDocument(document);
    m_editPanels->setDocument(document);
    m_files->setDocument(document);
    m_entry->setDocument(document);
    m_quiz->setDocument(document);
    m_notice->setDocument(document);
    m_pinochle->setCursor(document ? document->cursor() : nullptr);
    m_scoreSheet->setRecords(scoreSheetRecords(document));
    m_scoreSheet->setCurrentIndex(document ? document->currentIndex() : -1);
    m_scoreSheet->setCursor(document ? document->cursor() : nullptr);
#ifdef KIBITZER_HAVE_BOARD
    static_cast<BoardPane *>(m_board)->setReplayCursor(document ? document->cursor() : nullptr);
    findChild<BoardMoveController *>()->setDocument(document);
#endif
    showStage();
    if (document) {
        connect(document, &Document::currentIndexChanged, this, [this](int index) {
            m_scoreSheet->setCurrentIndex(index);
            showStage();
            m_records->selectRecord(index);
            updateTitle();
            updateActions();
        });
        connect(document->cursor(), &ReplayCursor::stepChanged, this, &MainWindow::updateActions);
        connect(document, &Document::revealedChanged, this, &MainWindow::updateActions);
        connect(document, &Document::recordsAppended, this, [this, document]() {
            m_scoreSheet->setRecords(scoreSheetRecords(document));
            m_scoreSheet->setCurrentIndex(document->currentIndex());
            applyStartPosition();
            updateTitle();
        });
        auto records = [this, document]() {
            m_scoreSheet->setRecords(scoreSheetRecords(document));
            m_scoreSheet->setCurrentIndex(document->currentIndex());
            m_records->selectRecord(document->currentIndex());
            updateTitle();
            updateActions();
        };
        connect(document, &Document::recordsRearranged, this, records);
        connect(document, &Document::recordReplaced, this, records);
        connect(document, &Document::modifiedChanged, this, &MainWindow::updateTitle);
        connect(document, &Document::saved, this, &MainWindow::updateTitle);
        connect(document, &Document::loadingStarted, this, &MainWindow::loadingStarted);
        connect(document, &Document::loadingProgress, this, &MainWindow::loadingProgress);
        connect(document, &Document::loadingFinished, this, &MainWindow::loadingFinished);
        connect(document, &Document::diagnosticsChanged, this, [this]() {
            if (m_current && errorCount(m_current->diagnostics()) > 0 && !m_diagnosticsDock->isVisible()) {
                m_diagnosticsDock->show();
                m_diagnosticsDock->raise();
            }
        });
        if (document->isLoading())
            loadingStarted();
        if (errorCount(document->diagnostics()) > 0) {
            m_diagnosticsDock->show();
            m_diagnosticsDock->raise();
        }
    }
    if (document && !document->isLoading())
        m_status->setText(StatusNotice::summary(document));
    updateTitle();
    updateActions();
}

void MainWindow::showStage()
{
    // card games on the table; chess variants on the board, when built in
    const bool board = m_board && m_current && m_current->cursor()->boardRecord();
    m_stage->setCurrentWidget(board ? m_board : static_cast<QWidget *>(m_table));
    // a board game has no auction: its moves are in the board pane's list
    if (board)
        m_auctionDock->hide();
    else if (m_current && m_auctionDock->isHidden() && m_hidAuctionForBoard)
        m_auctionDock->show();
    m_hidAuctionForBoard = board;
}

void MainWindow::goToRecord(int index)
{
    if (m_current && index >= 0 && index < m_current->recordCount())
        m_current->setCurrentIndex(index);
}

void MainWindow::goToRecordNumber(int number)
{
    if (m_current)
        goToRecord(m_current->indexOfRecordNumber(number));
}

void MainWindow::updateActions()
{
    Actions *a = m_actions;
    ReplayCursor *c = m_current ? m_current->cursor() : nullptr;
    const bool has = c && c->record();
    a->start->setEnabled(has && !c->atStart());
    a->previous->setEnabled(has && !c->atStart());
    a->previousTrick->setEnabled(has && !c->atStart());
    a->next->setEnabled(has && !c->atEnd());
    a->nextTrick->setEnabled(has && !c->atEnd());
    a->end->setEnabled(has && !c->atEnd());
    a->play->setEnabled(has && c->stepCount() > 0);
    a->showAnswer->setEnabled(has && m_replay->currentQuery() != ReplayController::Query::None && !c->atEnd());
    const int index = m_current ? m_current->currentIndex() : -1;
    a->previousRecord->setEnabled(m_current && m_records->neighbour(index, -1) >= 0);
    a->nextRecord->setEnabled(m_current && m_records->neighbour(index, +1) >= 0);
    a->closeFile->setEnabled(m_current);
    const CardRecord *r = has ? c->cardRecord() : nullptr;
    bool anyHidden = false;
    bool anyRevealed = false;
    for (int i = 0; i < a->revealSeat.size(); ++i) {
        QAction *x = a->revealSeat.at(i);
        const bool seat = r && i < r->seats().count();
        x->setVisible(seat);
        const bool hidden = seat && m_current->isHidden(i);
        anyHidden = anyHidden || hidden;
        anyRevealed = anyRevealed || (seat && r->deal().hands.value(i).hidden && m_current->isRevealed(i));
        x->setEnabled(hidden);
        if (seat)
            x->setText(tr("Reveal %1").arg(r->seats().name(i)));
    }
    a->revealAll->setEnabled(anyHidden || (m_current && m_current->hasHiddenHands()));
    a->hideAgain->setEnabled(anyRevealed || (m_current && m_current->hasHiddenHands()));
}

QString MainWindow::statusText() const
{
    return m_status->text();
}

void MainWindow::updateTitle()
{
    if (!m_current) {
        setWindowModified(false);
        setWindowTitle(tr("Kibitzer"));
        return;
    }
    // "[*]" shows as "*" while the document has unsaved changes
    setWindowModified(m_current->isModified());
    QString title = m_current->displayName() + QStringLiteral("[*]");
    if (m_current->currentIndex() >= 0)
        title += tr(" — record %1 of %2")
                     .arg(m_current->recordNumber(m_current->currentIndex()))
                     .arg(m_current->recordCount());
    setWindowTitle(title + tr(" — Kibitzer"));
}

void MainWindow::saveLayout()
{
    if (!m_persistent)
        return;
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    s.setValue(QStringLiteral("window/records"), m_records->saveHeaderState());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->maybeCloseAll()) {
        event->ignore();
        return;
    }
    saveLayout();
    for (Document *d : m_documents)
        d->cancelLoading();
    event->accept();
}

} // namespace kib
