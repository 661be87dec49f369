#include "diagnosticspanel.h"

#include "document.h"

#include <QAction>
#include <QHeaderView>

namespace kib {

DiagnosticsPanel::DiagnosticsPanel(QWidget *parent) : QTreeWidget(parent)
{
    setColumnCount(5);
    setHeaderLabels({tr("Severity"), tr("Line"), tr("Record"), tr("Message"), tr("Code")});
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSortingEnabled(true);
    sortByColumn(1, Qt::AscendingOrder);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(3, QHeaderView::Stretch);
    setToolTip(tr("Problems found while reading the file: click one to see its record and line"));
    auto activate = [this](QTreeWidgetItem *item) {
        if (item)
            Q_EMIT diagnosticActivated(item->data(2, Qt::UserRole).toInt(), item->data(1, Qt::UserRole).toInt());
    };
    connect(this, &QTreeWidget::itemActivated, this, activate);
    connect(this, &QTreeWidget::itemClicked, this, activate);

    m_strict = new QAction(tr("Strict check"), this);
    m_strict->setObjectName(QStringLiteral("strictCheck"));
    m_strict->setCheckable(true);
    m_strict->setToolTip(tr("Judge the file by its notation's specification: every departure from it is an error"));
    addAction(m_strict);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_strict, &QAction::toggled, this, [this]() {
        clear();
        m_shown = 0;
        m_errors = 0;
        rebuild();
    });
}

bool DiagnosticsPanel::isStrict() const
{
    return m_strict->isChecked();
}

void DiagnosticsPanel::setDocument(Document *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    clear();
    m_errors = 0;
    m_shown = 0;
    if (document)
        connect(document, &Document::diagnosticsChanged, this, &DiagnosticsPanel::rebuild);
    rebuild();
}

void DiagnosticsPanel::rebuild()
{
    if (!m_document) {
        Q_EMIT countChanged(0, 0);
        return;
    }
    const Diagnostics &all = m_document->diagnostics();
    if (all.size() < m_shown) { // replaced: start again
        clear();
        m_shown = 0;
        m_errors = 0;
    }
    setSortingEnabled(false);
    for (qsizetype i = m_shown; i < all.size(); ++i) {
        const Diagnostic d = isStrict() ? strict(all.at(i)) : all.at(i);
        auto *item = new QTreeWidgetItem(this);
        item->setText(0, d.isError() ? tr("error") : tr("warning"));
        item->setForeground(0, d.isError() ? QColor(0xb7, 0x1c, 0x1c) : QColor(0xa0, 0x6a, 0x00));
        item->setData(1, Qt::DisplayRole, d.line > 0 ? QVariant(d.line) : QVariant());
        item->setData(1, Qt::UserRole, d.line);
        item->setData(2, Qt::DisplayRole, d.record > 0 ? QVariant(d.record) : QVariant());
        item->setData(2, Qt::UserRole, d.record);
        item->setText(3, d.message);
        item->setToolTip(3, d.format(m_document->displayName()));
        item->setText(4, d.code);
        if (d.isError())
            ++m_errors;
    }
    m_shown = int(all.size());
    setSortingEnabled(true);
    Q_EMIT countChanged(m_errors, m_shown - m_errors);
}

} // namespace kib
