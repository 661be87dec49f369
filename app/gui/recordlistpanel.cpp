#include "recordlistpanel.h"

#include "document.h"
#include "recordfilterproxy.h"
#include "recordlistmodel.h"

#include <QComboBox>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QTableView>
#include <QVBoxLayout>

namespace kib {

RecordListPanel::RecordListPanel(QWidget *parent)
    : QWidget(parent),
      m_files(new QComboBox(this)),
      m_filter(new QLineEdit(this)),
      m_view(new QTableView(this)),
      m_model(new RecordListModel(this)),
      m_proxy(new RecordFilterProxy(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_files->setToolTip(tr("Open files"));
    m_files->hide();
    layout->addWidget(m_files);
    m_filter->setPlaceholderText(tr("Filter: board, event, player, contract…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setToolTip(tr("Shows the records where any column contains this text (Ctrl+F)"));
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);

    m_proxy->setSourceModel(m_model);

    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // file order until the user sorts
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->horizontalHeader()->setSectionsMovable(true);
    m_view->horizontalHeader()->setHighlightSections(false);
    const int ch = m_view->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    m_view->setColumnWidth(RecordListModel::Board, ch * 6);
    m_view->setColumnWidth(RecordListModel::Event, ch * 14);
    m_view->setColumnWidth(RecordListModel::Players, ch * 22);
    m_view->setColumnWidth(RecordListModel::Contract, ch * 7);
    m_view->setColumnWidth(RecordListModel::Declarer, ch * 5);
    m_view->setColumnWidth(RecordListModel::Result, ch * 6);
    m_view->setColumnWidth(RecordListModel::GameColumn, ch * 8);
    m_view->setToolTip(tr("Records of the file: Up/Down for the previous and next record"));

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &RecordFilterProxy::setFilterTextSoon);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &RecordListPanel::currentRowChanged);
    connect(m_files, &QComboBox::activated, this, &RecordListPanel::documentSelected);
}

void RecordListPanel::setDocuments(const QList<Document *> &documents, Document *current)
{
    QSignalBlocker block(m_files);
    m_files->clear();
    for (Document *d : documents)
        m_files->addItem(d->displayName(), d->filePath());
    m_files->setCurrentIndex(int(documents.indexOf(current)));
    m_files->setVisible(documents.size() > 1);
    setDocument(current);
}

void RecordListPanel::setDocument(Document *document)
{
    m_model->setDocument(document);
    if (document)
        selectRecord(document->currentIndex());
}

QAbstractProxyModel *RecordListPanel::proxy() const
{
    return m_proxy;
}

Document *RecordListPanel::document() const
{
    return m_model->document();
}

void RecordListPanel::selectRecord(int index)
{
    const QModelIndex proxyIndex = m_proxy->mapFromSource(m_model->index(index, 0));
    m_syncing = true;
    if (proxyIndex.isValid()) {
        m_view->selectionModel()->setCurrentIndex(proxyIndex, QItemSelectionModel::ClearAndSelect
                                                                  | QItemSelectionModel::Rows);
        m_view->scrollTo(proxyIndex);
    } else {
        m_view->selectionModel()->clearSelection();
    }
    m_syncing = false;
}

int RecordListPanel::neighbour(int index, int delta) const
{
    const QModelIndex proxyIndex = m_proxy->mapFromSource(m_model->index(index, 0));
    int row = proxyIndex.isValid() ? proxyIndex.row() + delta : (delta > 0 ? 0 : m_proxy->rowCount() - 1);
    if (row < 0 || row >= m_proxy->rowCount())
        return -1;
    return m_proxy->mapToSource(m_proxy->index(row, 0)).row();
}

void RecordListPanel::currentRowChanged()
{
    if (m_syncing)
        return;
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    if (!current.isValid())
        return;
    Q_EMIT recordActivated(m_proxy->mapToSource(current).row());
}

QByteArray RecordListPanel::saveHeaderState() const
{
    return m_view->horizontalHeader()->saveState();
}

void RecordListPanel::restoreHeaderState(const QByteArray &state)
{
    if (!state.isEmpty())
        m_view->horizontalHeader()->restoreState(state);
}

} // namespace kib
