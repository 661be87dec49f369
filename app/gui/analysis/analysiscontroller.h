#pragma once

#include "analysis/analysisservice.h"

#include <QObject>
#include <QPointer>

namespace kib {

class DdPanel;
class Document;
class TableWidget;

// Double-dummy analysis in the viewer: follows the current record and step
// of a document, shows the table and par in the panel (the file's numbers
// at once when it has them, DDS's when solved, and where they differ), the
// card values on the hand of the player to play at each play step (and at
// the end of the auction, the opening leader's: best leads), and the line
// of tricks the declarer's side can still take. DDS runs in the service's
// worker; nothing waits for it. Hands a quiz hides are not analysed until
// revealed.
class AnalysisController : public QObject
{
    Q_OBJECT

public:
    AnalysisController(TableWidget *table, DdPanel *panel, QObject *parent = nullptr);
    ~AnalysisController() override;

    void setDocument(Document *document);
    dd::AnalysisService *service() const { return m_service; }
    // Waits until DDS has finished what the current record asked (screenshots, tests).
    bool waitForIdle(int msecs = 60000);

private:
    void update();
    void updateTable();
    void updatePlay();
    void tableReady(const QByteArray &deal);
    void stepReady(const QByteArray &key);
    void clearMarks();

    QPointer<Document> m_document;
    TableWidget *m_table;
    DdPanel *m_panel;
    dd::AnalysisService *m_service;
    QByteArray m_deal;           // the current record's deal, empty when none
    QByteArray m_playFor;        // the record whose play positions were asked for
    QList<QByteArray> m_keys;    // position keys after k cards (empty: none)
    int m_firstPlayStep = 0;
};

} // namespace kib
