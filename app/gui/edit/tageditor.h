#pragma once

#include <QHash>
#include <QPointer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace kib {

class Document;

// The Tags dock: the current record's tags in file order, name and value.
// A value is checked while it is typed (model/tagrules.h); a valid value
// is applied as one command ("Set Contract to 4H"), an invalid one stays
// in its cell, marked, with the reason under the table, and never reaches
// the record. Add Tag and Remove Tag below (mandatory tags cannot go).
class TagEditor : public QWidget
{
    Q_OBJECT

public:
    explicit TagEditor(QWidget *parent = nullptr);
    ~TagEditor() override;

    void setDocument(Document *document);

    QTableWidget *table() const { return m_table; }
    QLabel *messageLabel() const { return m_message; }
    QLineEdit *newNameEdit() const { return m_newName; }
    QLineEdit *newValueEdit() const { return m_newValue; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }
    // The message of a value cell marked invalid, empty when it is not.
    QString invalidMessage(int row) const;

    // Used by the value cells' editor (tageditor.cpp).
    bool showCheck(const QString &name, const QString &value);
    void commitValue(const QString &name, const QString &value);

public Q_SLOTS:
    void refresh();

private:
    void showMessage(const QString &text, bool error);
    void checkNewTag();
    void addTag();
    void removeTag();
    void updateButtons();

    QPointer<Document> m_document;
    QTableWidget *m_table;
    QLabel *m_message;
    QLineEdit *m_newName;
    QLineEdit *m_newValue;
    QPushButton *m_add;
    QPushButton *m_remove;
    int m_shownIndex = -1;               // the record the table shows
    QHash<QString, QString> m_invalid;   // tag name -> value typed but refused
};

} // namespace kib
