#pragma once

#include <QMainWindow>
#include <QPointer>

class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QStackedWidget;
class QToolButton;

namespace kib {

class PinochlePanel;
class PrintController;
class QuizController;
class ScoreSheetView;

class Actions;
class AnalysisController;
class DdPanel;
class AuctionView;
class DiagnosticsPanel;
class Document;
class EditController;
class FindBoardsDialog;
class FileController;
class EntryController;
class NotesPanel;
class PasteController;
class RecordEditPanels;
class RecordHeader;
class RecordListPanel;
class ReplayBar;
class ReplayController;
class SourceView;
class TableWidget;
class PlayerAids;
class StatusNotice;
class TypedEntry;
class WindowFit;

// The viewer's window: the record list on the left, the header and the
// card table in the middle, the auction and the notes on the right, the
// diagnostics and the record's source below, replay controls at the
// bottom. Several files may be open; one is shown at a time.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // 'persistent': restore and save the window layout (off for screenshots).
    explicit MainWindow(QWidget *parent = nullptr, bool persistent = true);
    ~MainWindow() override;

    // Opens files and directories (every readable file in them). In the
    // background unless 'now'. Returns the documents opened.
    QList<Document *> openPaths(const QStringList &paths, bool now = false);
    Document *openFile(const QString &path, bool now = false);
    // Adds a document made elsewhere (tests); the window takes it.
    void addDocument(Document *document);
    // Files in the paths that a plug-in can read (directories expanded).
    static QStringList expandPaths(const QStringList &paths);

    QList<Document *> documents() const { return m_documents; }
    Document *currentDocument() const { return m_current; }
    void setCurrentDocument(Document *document);

    // Shows the record with this index (0-based) or file number (1-based).
    void goToRecord(int index);
    void goToRecordNumber(int number);
    // Record 'number' (1-based; 0: leave) at 'step' (-1: leave; a large
    // number: the end), now or as soon as that record has been read.
    void setStartPosition(int number, int step);
    // Edit ▸ Find Boards over the current file (made when first shown).
    void showFindBoards();
    FindBoardsDialog *findBoardsDialog() const { return m_findBoards; }

    Actions *actions() const { return m_actions; }
    EditController *editor() const { return m_editor; }
    RecordEditPanels *editPanels() const { return m_editPanels; }
    FileController *files() const { return m_files; }
    EntryController *entry() const { return m_entry; }
    PasteController *paster() const { return m_paste; }
    ReplayController *replay() const { return m_replay; }
    TableWidget *table() const { return m_table; }
    AuctionView *auctionView() const { return m_auction; }
    NotesPanel *notesPanel() const { return m_notes; }
    RecordHeader *header() const { return m_header; }
    RecordListPanel *recordList() const { return m_records; }
    DiagnosticsPanel *diagnosticsPanel() const { return m_diagnostics; }
    SourceView *sourceView() const { return m_source; }
    ReplayBar *replayBar() const { return m_replayBar; }
    PrintController *printing() const { return m_print; }
    QuizController *quiz() const { return m_quiz; }
    AnalysisController *analysis() const { return m_analysis; }
    DdPanel *doubleDummyPanel() const { return m_ddPanel; }
    TypedEntry *typedEntry() const { return m_typed; }
    StatusNotice *statusNotice() const { return m_notice; }
    PlayerAids *playerAids() const { return m_aids; }
    WindowFit *windowFit() const { return m_fit; }
    // The status bar's text (what the file holds, or the last message).
    QString statusText() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createDocks();
    void createMenus();
    void connectActions();
    void defaultLayout();
    void updateActions();
    void updateTitle();
    void applyStartPosition();
    void showOpenDialog();
    void closeCurrentFile();
    void addRecent(const QString &path);
    void rebuildRecentMenu();
    void diagnosticActivated(int record, int line);
    void loadingStarted();
    void loadingProgress(qint64 done, qint64 total);
    void loadingFinished(bool cancelled, const QString &error);
    void saveLayout();
    void showStage();
    // A file that cannot be opened (not a notation, empty, unreadable): its
    // document goes and the message is shown.
    void refuseFile(Document *document, const QString &message);

    bool m_persistent;
    Actions *m_actions;
    EditController *m_editor;
    RecordEditPanels *m_editPanels;
    FileController *m_files;
    EntryController *m_entry = nullptr;
    PasteController *m_paste = nullptr;
    ReplayController *m_replay;
    TableWidget *m_table;
    RecordHeader *m_header;
    RecordListPanel *m_records;
    AuctionView *m_auction;
    NotesPanel *m_notes;
    DiagnosticsPanel *m_diagnostics;
    SourceView *m_source;
    ReplayBar *m_replayBar;
    QStackedWidget *m_stage;
    QWidget *m_board = nullptr; // the chess-variant board, when built in
    QDockWidget *m_recordsDock = nullptr;
    QDockWidget *m_auctionDock = nullptr;
    QDockWidget *m_notesDock = nullptr;
    QDockWidget *m_diagnosticsDock = nullptr;
    QDockWidget *m_sourceDock = nullptr;
    // game panels, shown while the current record is of their game
    PinochlePanel *m_pinochle = nullptr;
    ScoreSheetView *m_scoreSheet = nullptr;
    FindBoardsDialog *m_findBoards = nullptr;
    QDockWidget *m_pinochleDock = nullptr;
    QDockWidget *m_scoreSheetDock = nullptr;
    // double-dummy analysis (app/gui/analysis)
    DdPanel *m_ddPanel = nullptr;
    QDockWidget *m_ddDock = nullptr;
    AnalysisController *m_analysis = nullptr;
    bool m_hidAuctionForBoard = false; // the auction dock was hidden for a board record
    QMenu *m_recentMenu = nullptr;
    TypedEntry *m_typed = nullptr;
    StatusNotice *m_notice = nullptr;
    PlayerAids *m_aids = nullptr;
    WindowFit *m_fit = nullptr;
    QLabel *m_status;
    QProgressBar *m_progress;
    QToolButton *m_cancel;
    QList<Document *> m_documents;
    QPointer<Document> m_current;
    QByteArray m_defaultState;
    int m_startRecord = 0;
    int m_startStep = -1;
    PrintController *m_print = nullptr; // printing and diagrams (teach/)
    QuizController *m_quiz = nullptr;   // Quiz mode (teach/)
};

} // namespace kib
