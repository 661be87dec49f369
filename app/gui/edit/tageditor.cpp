#include "tageditor.h"

#include "elide.h"
#include "refusaltext.h"

#include "document.h"

#include "model/tagrules.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace kib {

namespace {

constexpr int InvalidRole = Qt::UserRole + 1;
constexpr int FullValueRole = Qt::UserRole + 2;

QColor invalidColour()
{
    return QColor(255, 205, 205);
}

void markLine(QLineEdit *line, bool ok)
{
    line->setStyleSheet(ok ? QString() : QStringLiteral("background-color: #ffcdcd"));
}

// The value cells' editor: checks while the user types, commits through
// the tag editor (which pushes the command or marks the cell).
class ValueDelegate : public QStyledItemDelegate
{
public:
    explicit ValueDelegate(TagEditor *editor) : QStyledItemDelegate(editor), m_editor(editor) {}

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &index) const override
    {
        auto *line = new QLineEdit(parent);
        line->setFrame(false);
        const QString name = index.siblingAtColumn(0).data().toString();
        TagEditor *editor = m_editor;
        connect(line, &QLineEdit::textEdited, line,
                [editor, name, line](const QString &text) { markLine(line, editor->showCheck(name, text)); });
        return line;
    }

    void setEditorData(QWidget *widget, const QModelIndex &index) const override
    {
        const QVariant full = index.data(FullValueRole);
        static_cast<QLineEdit *>(widget)->setText(full.isValid() ? full.toString() : index.data().toString());
    }

    void setModelData(QWidget *widget, QAbstractItemModel *, const QModelIndex &index) const override
    {
        // after the view has closed the editor: the commit rebuilds the cells
        const QString name = index.siblingAtColumn(0).data().toString();
        const QString text = static_cast<QLineEdit *>(widget)->text();
        QMetaObject::invokeMethod(
            m_editor, [editor = m_editor, name, text]() { editor->commitValue(name, text); }, Qt::QueuedConnection);
    }

private:
    TagEditor *m_editor;
};

} // namespace

TagEditor::TagEditor(QWidget *parent)
    : QWidget(parent),
      m_table(new QTableWidget(0, 2)),
      m_message(new QLabel),
      m_newName(new QLineEdit),
      m_newValue(new QLineEdit),
      m_add(new QPushButton(tr("&Add Tag"))),
      m_remove(new QPushButton(tr("&Remove Tag")))
{
    m_table->setObjectName(QStringLiteral("tagTable"));
    m_table->setHorizontalHeaderLabels({tr("Tag"), tr("Value")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed);
    m_table->setItemDelegateForColumn(1, new ValueDelegate(this));
    // room for the fifteen mandatory tags' first half at least: eight rows
    // (the dock scrolls when it is shorter), beside a horizontal scroll bar
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height()
                              + 8 * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth()
                              + m_table->horizontalScrollBar()->sizeHint().height());
    m_message->setObjectName(QStringLiteral("tagMessage"));
    m_message->setWordWrap(true);
    m_newName->setPlaceholderText(tr("New tag"));
    m_newValue->setPlaceholderText(tr("Value"));
    m_newName->setObjectName(QStringLiteral("newTagName"));
    m_newValue->setObjectName(QStringLiteral("newTagValue"));
    m_add->setToolTip(tr("Add the new tag to the record"));
    m_remove->setToolTip(tr("Remove the selected tag (mandatory tags stay: set them to \"?\")"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_message);
    auto *add = new QHBoxLayout;
    add->addWidget(m_newName, 1);
    add->addWidget(m_newValue, 2);
    add->addWidget(m_add);
    layout->addLayout(add);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_remove);
    layout->addLayout(buttons);

    connect(m_newName, &QLineEdit::textEdited, this, &TagEditor::checkNewTag);
    connect(m_newValue, &QLineEdit::textEdited, this, &TagEditor::checkNewTag);
    connect(m_newValue, &QLineEdit::returnPressed, this, &TagEditor::addTag);
    connect(m_add, &QPushButton::clicked, this, &TagEditor::addTag);
    connect(m_remove, &QPushButton::clicked, this, &TagEditor::removeTag);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &TagEditor::updateButtons);
    refresh();
}

TagEditor::~TagEditor()
{
    // the table announces its selection going while the widget goes
    disconnect(m_table, nullptr, this, nullptr);
}

void TagEditor::setDocument(Document *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &Document::currentIndexChanged, this, &TagEditor::refresh);
        connect(document, &Document::recordReplaced, this, &TagEditor::refresh);
    }
    refresh();
}

QString TagEditor::invalidMessage(int row) const
{
    const QTableWidgetItem *item = m_table->item(row, 1);
    return item ? item->data(InvalidRole).toString() : QString();
}

void TagEditor::refresh()
{
    const RecordPtr record = m_document ? m_document->currentRecord() : RecordPtr();
    // values refused belong to the record they were typed for
    const int index = m_document ? m_document->currentIndex() : -1;
    if (index != m_shownIndex)
        m_invalid.clear();
    m_shownIndex = index;
    // the record's tags in file order, then the mandatory tags it lacks
    // (unknown: "?" as the standard writes them)
    Tags tags = record ? record->tags() : Tags();
    const int real = int(tags.size());
    if (record && record->game() == Game::Bridge)
        for (const QString &name : TagRules::mandatory())
            if (!record->hasTag(name))
                tags.append(Tag{name, QStringLiteral("?"), {}, {}, false});
    bool sameNames = m_table->rowCount() == tags.size();
    for (int i = 0; sameNames && i < tags.size(); ++i)
        sameNames = m_table->item(i, 0) && m_table->item(i, 0)->text() == tags.at(i).name;
    const QSignalBlocker block(m_table);
    if (!sameNames) {
        m_table->clearContents();
        m_table->setRowCount(int(tags.size()));
    }
    for (int i = 0; i < tags.size(); ++i) {
        const Tag &t = tags.at(i);
        const bool missing = i >= real;
        if (!sameNames) {
            auto *name = new QTableWidgetItem(t.name);
            name->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
            m_table->setItem(i, 0, name);
            m_table->setItem(i, 1, new QTableWidgetItem);
        }
        QTableWidgetItem *value = m_table->item(i, 1);
        const bool editable = missing ? !TagRules::isEntryOwned(t.name) : TagRules::isEditable(*record, i);
        value->setFlags(editable ? Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable
                                 : Qt::ItemIsSelectable | Qt::ItemIsEnabled);
        QString text = t.isTable() ? tr("(table of %n rows)", nullptr, int(t.rows.size())) : t.value;
        QString invalid;
        if (m_invalid.contains(t.name)) {
            text = m_invalid.value(t.name);
            invalid = TagRules::check(*record, t.name, text).message;
        }
        // (a long value shown cut; the editor starts from the whole value)
        value->setData(Qt::DisplayRole, elideText(text));
        value->setData(FullValueRole, text);
        value->setData(InvalidRole, invalid);
        value->setBackground(invalid.isEmpty() ? QBrush() : QBrush(invalidColour()));
        value->setForeground(missing && invalid.isEmpty() ? QBrush(Qt::gray) : QBrush());
        value->setToolTip(!invalid.isEmpty() ? style::refusalText(invalid)
                          : text.size() > 160 ? elideText(text, 1000)
                          : missing         ? tr("Mandatory, not in the record: written as \"?\" (unknown)")
                          : t.isTable()     ? tr("A table: kept as read")
                          : !editable       ? tr("%1 is set by its own editor").arg(t.name)
                                            : QString());
    }
    updateButtons();
}

bool TagEditor::showCheck(const QString &name, const QString &value)
{
    const RecordPtr record = m_document ? m_document->currentRecord() : RecordPtr();
    if (!record)
        return false;
    const TagRules::Check c = TagRules::check(*record, name, value);
    showMessage(c.ok ? QString() : c.message, !c.ok);
    return c.ok;
}

void TagEditor::commitValue(const QString &name, const QString &value)
{
    const RecordPtr record = m_document ? m_document->currentRecord() : RecordPtr();
    if (!record)
        return;
    const TagRules::Check c = TagRules::check(*record, name, value);
    if (!c.ok) {
        m_invalid.insert(name, value);
        showMessage(c.message, true);
        refresh();
        return;
    }
    m_invalid.remove(name);
    showMessage(QString(), false);
    const QString v = TagRules::normalized(name, value);
    const QString current = record->hasTag(name) ? record->tag(name) : QStringLiteral("?");
    if (current == v) {
        refresh();
        return;
    }
    const QString shown = v.isEmpty() ? tr("empty") : v;
    m_document->editCurrentRecord(tr("Set %1 to %2").arg(name, shown),
                                  [name, v](Record &r) { return TagRules::apply(r, name, v); });
    refresh();
}

void TagEditor::showMessage(const QString &text, bool error)
{
    m_message->setText(style::refusalText(text)); // the model's reasons in the user's language
    m_message->setStyleSheet(error ? QStringLiteral("color: #b00020") : QString());
}

void TagEditor::checkNewTag()
{
    const RecordPtr record = m_document ? m_document->currentRecord() : RecordPtr();
    if (!record)
        return;
    const QString name = m_newName->text().trimmed();
    TagRules::Check c;
    if (!name.isEmpty())
        c = TagRules::checkName(*record, name);
    if (c.ok && !name.isEmpty())
        c = TagRules::check(*record, name, m_newValue->text());
    showMessage(c.ok ? QString() : c.message, !c.ok);
    markLine(m_newName, name.isEmpty() || TagRules::checkName(*record, name).ok);
    markLine(m_newValue, c.ok || !TagRules::checkName(*record, name).ok);
    updateButtons();
}

void TagEditor::addTag()
{
    const RecordPtr record = m_document ? m_document->currentRecord() : RecordPtr();
    if (!record)
        return;
    const QString name = m_newName->text().trimmed();
    const QString value = m_newValue->text();
    TagRules::Check c = TagRules::checkName(*record, name);
    if (c.ok)
        c = TagRules::check(*record, name, value);
    if (!c.ok) {
        showMessage(c.message, true);
        return;
    }
    if (m_document->editCurrentRecord(tr("Add Tag %1").arg(name),
                                      [name, value](Record &r) { return TagRules::apply(r, name, value); })) {
        m_newName->clear();
        m_newValue->clear();
        showMessage(QString(), false);
        refresh();
        m_table->selectRow(m_table->rowCount() - 1);
    }
}

void TagEditor::removeTag()
{
    const RecordPtr record = m_document ? m_document->currentRecord() : RecordPtr();
    const QTableWidgetItem *item = m_table->item(m_table->currentRow(), 0);
    if (!record || !item)
        return;
    const QString name = item->text();
    QString why;
    const bool removed = m_document->editCurrentRecord(
        tr("Remove Tag %1").arg(name), [name, &why](Record &r) { return TagRules::remove(r, name, &why); });
    showMessage(removed ? QString() : why, !removed);
    if (removed)
        m_invalid.remove(name);
    refresh();
}

void TagEditor::updateButtons()
{
    const RecordPtr record = m_document ? m_document->currentRecord() : RecordPtr();
    const QTableWidgetItem *item = m_table->item(m_table->currentRow(), 0);
    const bool rowOk = record && item && !m_table->selectedItems().isEmpty() && record->hasTag(item->text());
    bool removable = rowOk;
    if (rowOk && record->game() == Game::Bridge)
        removable = !TagRules::isMandatory(item->text()) && !TagRules::isEntryOwned(item->text());
    m_remove->setEnabled(removable);
    m_add->setEnabled(record && !m_newName->text().trimmed().isEmpty());
    m_newName->setEnabled(bool(record));
    m_newValue->setEnabled(bool(record));
}

} // namespace kib
