#include "commenteditor.h"

#include "document.h"
#include "suitstyle.h"

#include "model/cardrecord.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace kib {

CommentEditor::CommentEditor(QWidget *parent)
    : QWidget(parent),
      m_scope(new QComboBox),
      m_where(new QLabel),
      m_list(new QListWidget),
      m_text(new QPlainTextEdit),
      m_add(new QPushButton(tr("&Add"))),
      m_save(new QPushButton(tr("&Save"))),
      m_delete(new QPushButton(tr("&Delete")))
{
    m_scope->addItem(tr("At this step"));
    m_scope->addItem(tr("Whole record"));
    m_scope->setToolTip(tr("Commentary at the current step, or about the whole record"));
    m_list->setObjectName(QStringLiteral("commentList"));
    m_text->setObjectName(QStringLiteral("commentText"));
    m_text->setPlaceholderText(tr("Write a comment; Add makes a new one, Save changes the one selected"));
    m_text->setTabChangesFocus(true);
    m_add->setToolTip(tr("Add the text as a new comment here"));
    m_save->setToolTip(tr("Replace the selected comment by the text"));
    m_delete->setToolTip(tr("Delete the selected comment"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    auto *top = new QHBoxLayout;
    top->addWidget(m_scope);
    top->addWidget(m_where, 1);
    layout->addLayout(top);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_text, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_add);
    buttons->addWidget(m_save);
    buttons->addWidget(m_delete);
    layout->addLayout(buttons);

    connect(m_scope, &QComboBox::currentIndexChanged, this, &CommentEditor::refresh);
    connect(m_list, &QListWidget::itemSelectionChanged, this, &CommentEditor::selectionChanged);
    connect(m_text, &QPlainTextEdit::textChanged, this, &CommentEditor::updateButtons);
    connect(m_add, &QPushButton::clicked, this, &CommentEditor::addComment);
    connect(m_save, &QPushButton::clicked, this, &CommentEditor::saveComment);
    connect(m_delete, &QPushButton::clicked, this, &CommentEditor::deleteComment);
    refresh();
}

void CommentEditor::setDocument(Document *document)
{
    if (m_document) {
        disconnect(m_document, nullptr, this, nullptr);
        disconnect(m_document->cursor(), nullptr, this, nullptr);
    }
    m_document = document;
    if (document) {
        connect(document, &Document::currentIndexChanged, this, &CommentEditor::refresh);
        connect(document, &Document::recordReplaced, this, &CommentEditor::refresh);
        connect(document->cursor(), &ReplayCursor::stepChanged, this, &CommentEditor::refresh);
    }
    refresh();
}

void CommentEditor::setScope(Scope scope)
{
    m_scope->setCurrentIndex(scope == Scope::Record ? 1 : 0);
}

CommentEditor::Scope CommentEditor::scope() const
{
    return m_scope->currentIndex() == 1 ? Scope::Record : Scope::Step;
}

Anchor CommentEditor::anchorAt(const Record &record, int step)
{
    const auto *card = dynamic_cast<const CardRecord *>(&record);
    if (card && step >= 1 && step <= card->auctionSteps())
        return Anchor{Anchor::Kind::Call, step - 1};
    // talon, kitty, discard and meld steps stand between the calls and the
    // cards: commentary there goes before the lead (shown at the last of them)
    if (card && step > card->auctionSteps())
        return Anchor{Anchor::Kind::Card, qMax(-1, step - card->playStartStep() - 1)};
    // a board game's move: after that move (shown from its step on)
    if (!card && step > 0 && record.stepOf(Anchor{Anchor::Kind::Card, step - 1}) == step)
        return Anchor{Anchor::Kind::Card, step - 1};
    if (step > 0)
        return Anchor{Anchor::Kind::End, -1};
    // the deal: after the Deal tag (else after the last tag), as PBN writes it
    const Tags &tags = record.tags();
    for (int i = 0; i < tags.size(); ++i)
        if (tags.at(i).name == u"Deal")
            return Anchor{Anchor::Kind::Tag, i};
    return tags.isEmpty() ? Anchor{} : Anchor{Anchor::Kind::Tag, int(tags.size()) - 1};
}

int CommentEditor::insertionIndex(const Record &record, const Anchor &anchor)
{
    const QList<Commentary> &comments = record.comments();
    const int step = record.stepOf(anchor);
    int at = 0;
    for (int i = 0; i < comments.size(); ++i) {
        const Anchor &a = comments.at(i).anchor;
        if (a == anchor || (anchor.kind != Anchor::Kind::Record && a.kind != Anchor::Kind::End && record.stepOf(a) <= step)
            || a.kind == Anchor::Kind::Record)
            at = i + 1;
    }
    return at;
}

int CommentEditor::selectedComment() const
{
    const QList<QListWidgetItem *> items = m_list->selectedItems();
    return items.isEmpty() ? -1 : items.first()->data(Qt::UserRole).toInt();
}

void CommentEditor::refresh()
{
    const RecordPtr record = m_document ? m_document->currentRecord() : RecordPtr();
    // the comment selected stays selected while it is listed (commands
    // replace the record, and the replay passes other steps meanwhile)
    const int index = m_document ? m_document->currentIndex() : -1;
    if (index != m_shownIndex)
        m_selected = -1;
    m_shownIndex = index;
    const int keep = m_selected;
    const QSignalBlocker block(m_list);
    m_list->clear();
    if (!record) {
        m_where->clear();
        updateButtons();
        return;
    }
    const int step = m_document->currentStep();
    const bool whole = scope() == Scope::Record;
    m_where->setText(whole ? tr("Before the first tag") : style::stepText(*record, step));
    for (int i = 0; i < record->comments().size(); ++i) {
        const Commentary &c = record->comments().at(i);
        if (c.style == Commentary::Style::Percent)
            continue; // escapes and directives are not commentary
        const bool isRecord = c.anchor.kind == Anchor::Kind::Record;
        if (whole ? !isRecord : (isRecord || record->stepOf(c.anchor) != step))
            continue;
        auto *item = new QListWidgetItem(c.text.simplified(), m_list);
        item->setData(Qt::UserRole, i);
        item->setToolTip(c.text);
        if (i == keep)
            item->setSelected(true);
    }
    if (const QListWidgetItem *current = m_list->selectedItems().value(0))
        m_list->setCurrentItem(const_cast<QListWidgetItem *>(current));
    updateButtons();
}

void CommentEditor::selectionChanged()
{
    const RecordPtr record = m_document ? m_document->currentRecord() : RecordPtr();
    const int i = selectedComment();
    m_selected = i;
    if (record && i >= 0 && i < record->comments().size())
        m_text->setPlainText(record->comments().at(i).text);
    updateButtons();
}

void CommentEditor::addComment()
{
    const RecordPtr record = m_document ? m_document->currentRecord() : RecordPtr();
    const QString text = m_text->toPlainText().trimmed();
    if (!record || text.isEmpty())
        return;
    const Anchor anchor = scope() == Scope::Record ? Anchor{} : anchorAt(*record, m_document->currentStep());
    const int at = insertionIndex(*record, anchor);
    m_selected = at;
    m_document->editCurrentRecord(tr("Add Comment"), [anchor, at, text](Record &r) {
        Commentary c;
        c.anchor = anchor;
        c.style = Commentary::Style::Brace;
        c.text = text;
        r.comments().insert(at, c);
        return true;
    });
    refresh();
}

void CommentEditor::saveComment()
{
    const RecordPtr record = m_document ? m_document->currentRecord() : RecordPtr();
    const int i = selectedComment();
    const QString text = m_text->toPlainText().trimmed();
    if (!record || i < 0 || i >= record->comments().size() || text.isEmpty())
        return;
    m_selected = i;
    m_document->editCurrentRecord(tr("Edit Comment"), [i, text](Record &r) {
        if (r.comments().at(i).text == text)
            return false;
        r.comments()[i].text = text;
        return true;
    });
    refresh();
}

void CommentEditor::deleteComment()
{
    const RecordPtr record = m_document ? m_document->currentRecord() : RecordPtr();
    const int i = selectedComment();
    if (!record || i < 0 || i >= record->comments().size())
        return;
    m_selected = -1;
    m_document->editCurrentRecord(tr("Delete Comment"), [i](Record &r) {
        r.comments().removeAt(i);
        return true;
    });
    m_text->clear();
    refresh();
}

void CommentEditor::updateButtons()
{
    const bool have = m_document && m_document->currentRecord() && !m_document->isLoading();
    const bool text = !m_text->toPlainText().trimmed().isEmpty();
    const bool selected = selectedComment() >= 0;
    m_add->setEnabled(have && text);
    m_save->setEnabled(have && text && selected);
    m_delete->setEnabled(have && selected);
}

} // namespace kib
