#include "findboardsdialog.h"

#include "document.h"
#include "findboardsjob.h"
#include "findboardsmodel.h"

#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace kib {

namespace {

constexpr int kSliceMs = 4; // the most a slice of work here takes

// The record at 'index' to look at: the one kept when it is built, else
// built from its place in the file and not kept.
RecordPtr lookAt(const Document &document, int index)
{
    const Collection &c = document.collection();
    if (!c.isBuilt(index) && c.source())
        if (const int s = c.sourceIndexOf(index); s >= 0)
            if (RecordPtr r = c.source()->build(s))
                return r;
    return c.record(index);
}

} // namespace

FindBoardsDialog::FindBoardsDialog(QWidget *parent)
    : QDialog(parent), m_query(new QLineEdit(this)), m_findButton(new QPushButton(tr("&Find"), this)),
      m_status(new QLabel(this)), m_progress(new QProgressBar(this)), m_results(new QTableView(this)),
      m_model(new FindBoardsModel(this)), m_timer(new QTimer(this))
{
    setWindowTitle(tr("Find Boards"));
    m_query->setPlaceholderText(tr("hcp(N) >= 15 and shape(S) = any 5+5+xx, player ~ smith, contract = 4S, squeeze"));
    m_query->setToolTip(tr("Conditions joined by and, or, not and parentheses (see kibitzer-cli search in docs/cli.md)"));
    m_query->setClearButtonEnabled(true);
    m_findButton->setDefault(true);
    auto *row = new QHBoxLayout;
    row->addWidget(m_query, 1);
    row->addWidget(m_findButton);
    // (a table: rows of one height, so hundreds of thousands of rows
    // arriving cost no layout of them all, as a tree's would)
    m_results->setModel(m_model);
    m_results->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_results->setShowGrid(false);
    m_results->setWordWrap(false);
    m_results->verticalHeader()->hide();
    m_results->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_results->verticalHeader()->setDefaultSectionSize(m_results->fontMetrics().height() + 4);
    m_results->horizontalHeader()->setStretchLastSection(true);
    m_results->horizontalHeader()->setHighlightSections(false);
    m_progress->setRange(0, 1);
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(8);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(m_status);
    layout->addWidget(m_progress);
    layout->addWidget(m_results, 1);
    layout->addWidget(buttons);
    resize(640, 420);

    m_timer->setInterval(0);
    connect(m_timer, &QTimer::timeout, this, &FindBoardsDialog::slice);
    connect(m_findButton, &QPushButton::clicked, this, [this]() { find(m_query->text()); });
    connect(m_query, &QLineEdit::returnPressed, this, [this]() { find(m_query->text()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_results, &QTableView::activated, this, [this](const QModelIndex &index) {
        if (const int record = m_model->indexAt(index.row()); record >= 0)
            Q_EMIT recordChosen(record);
    });
}

FindBoardsDialog::~FindBoardsDialog()
{
    stop();
}

void FindBoardsDialog::setDocument(Document *document)
{
    if (m_document == document)
        return;
    stop();
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_model->setDocument(document);
    m_current = RecordQuery();
    m_status->clear();
    if (!document)
        return;
    // records that arrive while the file loads are listed as they come; an
    // edit is looked at again; one that rearranges records starts again
    connect(document, &Document::recordsAppended, this, &FindBoardsDialog::appended);
    connect(document, &Document::recordReplaced, this, &FindBoardsDialog::replaced);
    connect(document, &Document::recordsRearranged, this, [this]() {
        if (m_current.isValid())
            find(m_current.text());
    });
    connect(document, &Document::loadingFinished, this, [this]() {
        if (m_mode == Mode::Waiting)
            start();
        else if (m_mode == Mode::Bytes && !m_timer->isActive())
            m_timer->start(); // (what is found and waits for no record now)
        settle();
    });
}

bool FindBoardsDialog::find(const QString &query)
{
    stop();
    m_model->clear();
    m_finishedSent = false;
    QString problem;
    m_current = RecordQuery::parse(query, &problem);
    if (!m_current.isValid()) {
        m_status->setText(tr("The query: %1").arg(problem));
        return false;
    }
    if (m_document)
        start();
    settle();
    return true;
}

QList<int> FindBoardsDialog::found() const
{
    return m_model->found();
}

bool FindBoardsDialog::isSearching() const
{
    switch (m_mode) {
    case Mode::Idle: return false;
    case Mode::Waiting: return true;
    case Mode::Bytes:
        return m_job || (m_document && m_mapped < m_document->recordCount()) || m_touchedDone < m_touched.size()
               || !m_pending.empty();
    case Mode::Records: return m_document && m_next < m_document->recordCount();
    }
    return false;
}

void FindBoardsDialog::hideEvent(QHideEvent *event)
{
    // closing the dialog stops the search (Find starts it again)
    if (isSearching()) {
        stop();
        m_status->setText(tr("%n record(s) found before the search was stopped", nullptr, int(m_model->rowCount())));
    }
    QDialog::hideEvent(event);
}

void FindBoardsDialog::stop()
{
    if (m_job)
        m_job->cancel();
    m_job = nullptr;
    m_timer->stop();
    m_mode = Mode::Idle;
    m_spanToIndex.clear();
    m_touched.clear();
    m_touchedDone = 0;
    m_pending.clear();
    m_lastSpanArrived = -1;
    m_spanCount = 0;
    m_inOrder = true;
    m_mapped = 0;
    m_spansDone = 0;
    m_next = 0;
}

void FindBoardsDialog::start()
{
    const Document &d = *m_document;
    const QList<RecordSpan> &spans = d.originalSpans();
    if (d.formatId() != u"pbn" || d.originalData().isEmpty() || spans.isEmpty()) {
        // (a file that loads gets its bytes and spans soon: wait for them)
        if (d.isLoading() && spans.isEmpty()) {
            m_mode = Mode::Waiting;
            return;
        }
        startRecords();
        return;
    }
    m_mode = Mode::Bytes;
    // (grown as records are looked up: a million spans' map filled at once
    // took up to 17 ms of page faults here)
    m_spanCount = int(spans.size());
    m_spanToIndex.clear();
    m_spanToIndex.reserve(spans.size());
    m_job = FindBoardsJob::start(d.originalData(), spans, m_current);
    connect(m_job, &FindBoardsJob::found, this, &FindBoardsDialog::spansFound);
    connect(m_job, &FindBoardsJob::progress, this, [this](int done) {
        m_spansDone = done;
        updateStatus();
    });
    connect(m_job, &FindBoardsJob::finished, this, &FindBoardsDialog::jobFinished);
    // (which record each span is: found in slices, a million records take
    // tens of milliseconds)
    m_timer->start();
}

void FindBoardsDialog::startRecords()
{
    m_mode = Mode::Records;
    m_next = 0;
    m_model->clear();
    m_timer->start();
}

void FindBoardsDialog::appended()
{
    switch (m_mode) {
    case Mode::Idle: return;
    case Mode::Waiting:
        if (!m_document->originalSpans().isEmpty())
            start();
        return;
    case Mode::Records:
        if (!m_timer->isActive())
            m_timer->start();
        return;
    case Mode::Bytes: break;
    }
    // (their spans are looked up in slices: mapSome())
    if (!m_timer->isActive())
        m_timer->start();
}

bool FindBoardsDialog::mapSome(const QElapsedTimer &clock)
{
    // a record as read is found from its span's bytes; any other is
    // matched here
    const Document &d = *m_document;
    const int count = d.recordCount();
    while (m_mapped < count) {
        const int end = std::min(count, m_mapped + 4096);
        for (int i = m_mapped; i < end; ++i) {
            const int span = d.untouchedSpan(i);
            if (span >= 0 && span < m_spanCount) {
                if (span >= m_spanToIndex.size())
                    m_spanToIndex.resize(span + 1, -1);
                m_spanToIndex[span] = i;
                m_inOrder = m_inOrder && span > m_lastSpanArrived;
                m_lastSpanArrived = std::max(m_lastSpanArrived, span);
            } else {
                m_touched.append(i);
            }
        }
        m_mapped = end;
        if (clock.elapsed() >= kSliceMs)
            break;
    }
    return m_mapped >= count;
}

void FindBoardsDialog::replaced(int index)
{
    // an edit (or its undo): the record itself says whether it is found
    if (m_mode != Mode::Bytes && m_mode != Mode::Records)
        return;
    if (m_mode == Mode::Records && index >= m_next)
        return; // (not matched yet)
    m_model->remove(index);
    if (const RecordPtr r = m_document->record(index); r && m_current.matches(*r))
        m_model->add(index);
    settle();
}

void FindBoardsDialog::spansFound(const QList<int> &spans)
{
    m_pending.insert(m_pending.end(), spans.begin(), spans.end());
    if (!m_timer->isActive())
        m_timer->start(); // (listed in the next slice)
    updateStatus();
}

bool FindBoardsDialog::resolvePending(const QElapsedTimer &clock)
{
    // the spans found whose records have arrived (all of them once the file
    // is loaded: a span with none has no record), a slice's worth
    const bool loading = m_document->isLoading();
    QList<int> indexes;
    const bool allMapped = !loading && m_mapped >= m_document->recordCount();
    // (spans before the last one mapped are all mapped while records come
    // in file order; else only once every record is)
    const auto resolvable = [&] {
        return !m_pending.empty() && (allMapped || (m_inOrder && m_pending.front() <= m_lastSpanArrived));
    };
    for (int n = 0; resolvable(); ++n) {
        if (n % 4096 == 4095 && clock.elapsed() >= kSliceMs)
            break;
        const int span = m_pending.front();
        m_pending.pop_front();
        const int index = m_spanToIndex.value(span, -1);
        if (index >= 0 && m_document->untouchedSpan(index) == span)
            indexes.append(index);
    }
    if (!indexes.isEmpty()) {
        std::sort(indexes.begin(), indexes.end()); // (records moved: any order)
        m_model->add(indexes);
    }
    return resolvable();
}

void FindBoardsDialog::jobFinished(bool taken)
{
    m_job = nullptr;
    if (!taken) { // ('#' chains: only reading every record follows them)
        m_spanToIndex.clear();
        m_touched.clear();
        m_pending.clear();
        startRecords();
        return;
    }
    m_spansDone = m_spanCount;
    settle();
}

void FindBoardsDialog::slice()
{
    if (!m_document || !m_current.isValid()) {
        m_timer->stop();
        return;
    }
    QElapsedTimer clock;
    clock.start();
    QList<int> found;
    if (m_mode == Mode::Records) {
        const int count = m_document->recordCount();
        while (m_next < count && clock.elapsed() < kSliceMs) {
            const int index = m_next++;
            if (const RecordPtr record = lookAt(*m_document, index); record && m_current.matches(*record))
                found.append(index);
        }
        if (m_next >= count)
            m_timer->stop();
    } else if (m_mode == Mode::Bytes) {
        const bool mapped = mapSome(clock);
        const bool waiting = resolvePending(clock);
        while (m_touchedDone < m_touched.size() && clock.elapsed() < kSliceMs) {
            const int index = m_touched.at(m_touchedDone++);
            if (const RecordPtr record = m_document->record(index); record && m_current.matches(*record))
                found.append(index);
        }
        if (mapped && !waiting && m_touchedDone >= m_touched.size())
            m_timer->stop();
    } else {
        m_timer->stop();
    }
    m_model->add(found);
    settle();
}

void FindBoardsDialog::settle()
{
    if (!m_finishedSent && m_current.isValid() && m_document && !isSearching() && !m_document->isLoading()) {
        m_finishedSent = true;
        Q_EMIT searchFinished(m_model->rowCount());
    }
    updateStatus();
}

void FindBoardsDialog::updateStatus()
{
    if (!m_current.isValid())
        return;
    const int found = m_model->rowCount();
    int done = 0;
    int total = 0;
    if (m_mode == Mode::Bytes) {
        done = m_spansDone + m_touchedDone + m_mapped;
        total = m_spanCount + int(m_touched.size()) + (m_document ? m_document->recordCount() : 0);
    } else if (m_mode == Mode::Records && m_document) {
        done = m_next;
        total = m_document->recordCount();
    }
    m_progress->setRange(0, std::max(1, total));
    m_progress->setValue(std::min(done, std::max(1, total)));
    if (!isSearching()) {
        m_progress->setValue(m_progress->maximum());
        m_status->setText(tr("%n record(s) found", nullptr, found));
    } else {
        m_status->setText(tr("%1 found in %2 of %3 records...").arg(found).arg(done).arg(total));
    }
}

} // namespace kib
