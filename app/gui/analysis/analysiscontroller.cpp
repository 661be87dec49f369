#include "analysiscontroller.h"

#include "ddpanel.h"
#include "document.h"
#include "tablewidget.h"
#include "trickgraph.h"

#include "analysis/ddposition.h"
#include "analysis/recordedanalysis.h"
#include "model/cardrecord.h"

namespace kib {

namespace {

QString vulText(Vulnerability v)
{
    switch (v) {
    case Vulnerability::None: return QObject::tr("none vulnerable");
    case Vulnerability::NS: return QObject::tr("N-S vulnerable");
    case Vulnerability::EW: return QObject::tr("E-W vulnerable");
    case Vulnerability::All: return QObject::tr("both vulnerable");
    default: return QObject::tr("vulnerability not given: none assumed");
    }
}

} // namespace

AnalysisController::AnalysisController(TableWidget *table, DdPanel *panel, QObject *parent)
    : QObject(parent), m_table(table), m_panel(panel), m_service(new dd::AnalysisService(this))
{
    connect(m_service, &dd::AnalysisService::tableReady, this, &AnalysisController::tableReady);
    connect(m_service, &dd::AnalysisService::stepReady, this, &AnalysisController::stepReady);
    connect(m_service, &dd::AnalysisService::busyChanged, m_panel, &DdPanel::setBusy);
    m_panel->showReason(tr("No deal shown."));
}

AnalysisController::~AnalysisController() = default;

void AnalysisController::setDocument(Document *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &Document::currentIndexChanged, this, &AnalysisController::update);
        connect(document, &Document::recordReplaced, this, &AnalysisController::update);
        connect(document, &Document::revealedChanged, this, &AnalysisController::update);
        connect(document->cursor(), &ReplayCursor::stepChanged, this, &AnalysisController::updatePlay);
        connect(document->cursor(), &ReplayCursor::recordChanged, this, &AnalysisController::update);
    }
    update();
}

bool AnalysisController::waitForIdle(int msecs)
{
    return m_service->waitForIdle(msecs);
}

void AnalysisController::clearMarks()
{
    for (int s = 0; s < m_table->handCount(); ++s)
        if (HandView *v = m_table->handView(s))
            v->setCardMarks({});
}

void AnalysisController::update()
{
    m_service->cancel(); // what the last record asked for is not wanted now
    m_deal.clear();
    m_keys.clear();
    m_playFor.clear();
    clearMarks();
    const RecordPtr rec = m_document ? m_document->currentRecord() : RecordPtr();
    const auto *r = dynamic_cast<const CardRecord *>(rec.get());
    if (!r || r->game() != Game::Bridge) {
        m_panel->showReason(rec ? tr("Double-dummy analysis is for bridge deals.") : tr("No deal shown."));
        return;
    }
    for (Seat s = 0; s < 4; ++s)
        if (m_document->isHidden(s)) {
            m_panel->showReason(tr("Hidden hands: reveal them (Hands menu) to see the analysis."));
            return;
        }
    QString why;
    m_deal = dd::dealPbn(*r, &why);
    if (m_deal.isEmpty()) {
        m_panel->showReason(tr("Cannot analyse this deal: %1.").arg(why));
        return;
    }
    updateTable();
    updatePlay();
}

void AnalysisController::updateTable()
{
    const RecordPtr rec = m_document->currentRecord();
    const auto *r = static_cast<const CardRecord *>(rec.get());
    const dd::RecordedAnalysis recorded = dd::RecordedAnalysis::of(*r);
    const auto solved = m_service->cachedTable(m_deal, r->dealer(), r->vulnerability());
    const QString setting = r->dealer() >= 0 && r->dealer() < 4
                                ? tr("dealer %1, %2").arg(r->seats().letter(r->dealer()), vulText(r->vulnerability()))
                                : vulText(r->vulnerability());
    if (recorded.hasTable())
        m_panel->showTable(recorded.table, tr("From the file (%1).").arg(recorded.tableSource));
    else if (solved && solved->ok)
        m_panel->showTable(solved->table, tr("Solved by DDS."));
    else
        m_panel->showTable(dd::DdTable(), QString());
    QString par;
    if (solved && solved->ok && solved->par.valid && m_deal.size() == 69)
        par = tr("Par %1: %2 (%3)").arg(solved->par.scoreText(), solved->par.contracts.join(QStringLiteral(", ")), setting);
    else if (recorded.optimumScore)
        par = tr("Par %1 (from the file)").arg(recorded.optimumScoreText)
              + (recorded.parContract.isEmpty() ? QString() : QStringLiteral(": ") + recorded.parContract);
    m_panel->showPar(par);
    if (!solved) {
        m_panel->showNote(tr("DDS is solving the deal\u2026"), false);
        m_service->requestTable(m_deal, r->dealer(), r->vulnerability());
        return;
    }
    if (!solved->ok) {
        m_panel->showNote(tr("DDS could not solve the deal: %1").arg(solved->error), true);
        return;
    }
    if (recorded.isEmpty()) {
        m_panel->showNote(QString(), false);
        return;
    }
    const QStringList diff = dd::disagreements(recorded, solved->table, m_deal.size() == 69 ? solved->par : dd::ParResult());
    m_panel->markDifferences(solved->table);
    if (diff.isEmpty()) {
        m_panel->showNote(tr("DDS agrees with the file."), false);
    } else {
        m_panel->showNote(tr("DDS disagrees with the file: %1.").arg(diff.join(QStringLiteral("; "))), true);
    }
}

void AnalysisController::tableReady(const QByteArray &deal)
{
    if (m_document && deal == m_deal)
        updateTable();
}

void AnalysisController::updatePlay()
{
    if (!m_document || m_deal.isEmpty())
        return;
    const RecordPtr rec = m_document->currentRecord();
    const auto *r = dynamic_cast<const CardRecord *>(rec.get());
    if (!r)
        return;
    if (m_playFor != m_deal) {
        // every position of the play, the current one first
        m_playFor = m_deal;
        m_keys.clear();
        m_firstPlayStep = r->playStartStep();
        QList<dd::Position> positions;
        for (int step = m_firstPlayStep; step <= r->stepCount(); ++step) {
            dd::Position pos;
            if (!dd::positionAt(*r, step, &pos, nullptr)) {
                m_keys.append(QByteArray());
                continue;
            }
            m_keys.append(pos.key());
            positions.append(pos);
        }
        const int current = m_document->currentStep() - m_firstPlayStep;
        if (current >= 0 && current < m_keys.size() && !m_keys.at(current).isEmpty()) {
            dd::Position now;
            if (dd::positionAt(*r, m_document->currentStep(), &now, nullptr))
                m_service->requestPositions({now});
        }
        if (!positions.isEmpty())
            m_service->requestPositions(positions);
    }
    clearMarks();
    // the graph: after k cards, the position's value; after the last card
    // of a finished play, the tricks taken
    QList<int> values;
    for (const QByteArray &key : m_keys) {
        const auto v = key.isEmpty() ? std::nullopt : m_service->cachedStep(key);
        values.append(v && v->valid ? v->best : -1);
    }
    if (!values.isEmpty() && values.last() < 0 && r->play().cardCount() == 52 && r->result())
        values.last() = *r->result();
    const int current = m_document->currentStep() - m_firstPlayStep;
    m_panel->graph()->setValues(values, current);
    if (current < 0 || current >= m_keys.size() || m_keys.at(current).isEmpty())
        return;
    const auto v = m_service->cachedStep(m_keys.at(current));
    if (!v || !v->valid)
        return;
    HandView *view = m_table->handView(v->toPlay);
    if (!view)
        return;
    QList<HandView::CardMark> marks;
    for (const dd::CardValue &cv : v->cards)
        marks.append({cv.card, QString::number(cv.tricks), cv.costs});
    view->setCardMarks(marks);
}

void AnalysisController::stepReady(const QByteArray &)
{
    updatePlay();
}

} // namespace kib
