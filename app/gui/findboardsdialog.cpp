#include "findboardsdialog.h"

#include "document.h"

#include "model/cardrecord.h"

#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kib {

namespace {

QString tagOf(const Record &r, const char *name)
{
    for (const Tag &t : r.tags())
        if (t.name == QLatin1String(name))
            return t.value.trimmed() == u"?" ? QString() : t.value.trimmed();
    return {};
}

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
      m_status(new QLabel(this)), m_progress(new QProgressBar(this)), m_results(new QTreeWidget(this)),
      m_timer(new QTimer(this))
{
    setWindowTitle(tr("Find Boards"));
    m_query->setPlaceholderText(tr("hcp(N) >= 15 and shape(S) = any 5+5+xx, player ~ smith, contract = 4S, squeeze"));
    m_query->setToolTip(tr("Conditions joined by and, or, not and parentheses (see kibitzer-cli search in docs/cli.md)"));
    m_query->setClearButtonEnabled(true);
    m_findButton->setDefault(true);
    auto *row = new QHBoxLayout;
    row->addWidget(m_query, 1);
    row->addWidget(m_findButton);
    m_results->setColumnCount(5);
    m_results->setHeaderLabels({tr("#"), tr("Board"), tr("Contract"), tr("Tricks"), tr("Event")});
    m_results->setRootIsDecorated(false);
    m_results->setUniformRowHeights(true);
    m_results->header()->setStretchLastSection(true);
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
    connect(m_results, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        Q_EMIT recordChosen(item->data(0, Qt::UserRole).toInt());
    });
}

void FindBoardsDialog::setDocument(Document *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_timer->stop();
    m_results->clear();
    m_found.clear();
    m_current = RecordQuery();
    m_status->clear();
    if (!document)
        return;
    // records that arrive while the file loads are searched as they come;
    // an edit that rearranges records starts the search again
    connect(document, &Document::recordsAppended, this, [this]() {
        if (m_current.isValid() && !m_timer->isActive())
            m_timer->start();
    });
    connect(document, &Document::recordsRearranged, this, [this]() {
        if (m_current.isValid())
            find(m_current.text());
    });
}

bool FindBoardsDialog::find(const QString &query)
{
    m_timer->stop();
    ++m_generation;
    m_results->clear();
    m_found.clear();
    m_next = 0;
    QString problem;
    m_current = RecordQuery::parse(query, &problem);
    if (!m_current.isValid()) {
        m_status->setText(tr("The query: %1").arg(problem));
        return false;
    }
    if (m_document)
        m_timer->start();
    updateStatus();
    return true;
}

bool FindBoardsDialog::isSearching() const
{
    return m_timer->isActive();
}

void FindBoardsDialog::slice()
{
    if (!m_document || !m_current.isValid()) {
        m_timer->stop();
        return;
    }
    // a slice of about 30 ms, then the event loop again
    QElapsedTimer clock;
    clock.start();
    const int count = m_document->recordCount();
    QList<QTreeWidgetItem *> items;
    while (m_next < count && clock.elapsed() < 30) {
        const int index = m_next++;
        const RecordPtr record = lookAt(*m_document, index);
        if (!record || !m_current.matches(*record))
            continue;
        m_found.append(index);
        auto *item = new QTreeWidgetItem;
        item->setData(0, Qt::UserRole, index);
        item->setText(0, QString::number(m_document->recordNumber(index)));
        item->setText(1, tagOf(*record, "Board"));
        if (const auto *c = dynamic_cast<const CardRecord *>(record.get())) {
            QString contract = c->contract().toString();
            if (c->contract().isBid() && c->declarer() != NoSeat)
                contract += QLatin1Char(' ') + c->seats().letter(c->declarer());
            item->setText(2, contract);
            if (c->result())
                item->setText(3, QString::number(*c->result()));
        }
        item->setText(4, tagOf(*record, "Event"));
        items.append(item);
    }
    m_results->addTopLevelItems(items);
    if (m_next >= count) {
        m_timer->stop();
        if (!m_document->isLoading())
            Q_EMIT searchFinished(int(m_found.size()));
    }
    updateStatus();
}

void FindBoardsDialog::updateStatus()
{
    const int count = m_document ? m_document->recordCount() : 0;
    m_progress->setRange(0, qMax(1, count));
    m_progress->setValue(qMin(m_next, count));
    const bool done = !m_timer->isActive();
    m_status->setText(done ? tr("%n record(s) found", nullptr, int(m_found.size()))
                           : tr("%1 found in %2 of %3 records...").arg(m_found.size()).arg(m_next).arg(count));
}

} // namespace kib
