#pragma once

#include "model/commentary.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace kib {

class Document;
class Record;

// The Comments dock: the commentary at the current replay step (anchored
// as the readers anchor it: after the call or card of the step, after the
// Deal tag at the deal) or, in the other scope, the commentary of the
// whole record (before its first tag). Add, edit or delete one: one
// command each ("Add Comment", "Edit Comment", "Delete Comment").
class CommentEditor : public QWidget
{
    Q_OBJECT

public:
    enum class Scope { Step, Record };

    explicit CommentEditor(QWidget *parent = nullptr);

    void setDocument(Document *document);
    void setScope(Scope scope);
    Scope scope() const;

    QComboBox *scopeBox() const { return m_scope; }
    QListWidget *list() const { return m_list; }
    QPlainTextEdit *textEdit() const { return m_text; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *saveButton() const { return m_save; }
    QPushButton *deleteButton() const { return m_delete; }

    // Where a comment written at 'step' of this record is anchored.
    static Anchor anchorAt(const Record &record, int step);
    // Where in the record's commentary a new comment with this anchor goes:
    // after what is said at the same place or earlier.
    static int insertionIndex(const Record &record, const Anchor &anchor);

public Q_SLOTS:
    void refresh();

private:
    void addComment();
    void saveComment();
    void deleteComment();
    void selectionChanged();
    int selectedComment() const; // index in the record's comments, -1 if none
    void updateButtons();

    QPointer<Document> m_document;
    QComboBox *m_scope;
    QLabel *m_where;
    QListWidget *m_list;
    QPlainTextEdit *m_text;
    QPushButton *m_add;
    QPushButton *m_save;
    QPushButton *m_delete;
    int m_selected = -1;   // the comment selected (index in the record's comments)
    int m_shownIndex = -1; // the record it belongs to
};

} // namespace kib
