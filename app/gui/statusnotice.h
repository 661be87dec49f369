#pragma once

#include <QObject>
#include <QPointer>

class QLabel;

namespace kib {

class Document;

// A refusal or a typed call shown in the status bar stays only until
// something else happens: the next change of the record (an edit, undo or
// redo), a move of the replay or another record clears it, and the label
// shows the file's summary again. So an old error never sits beside a later
// success.
class StatusNotice : public QObject
{
    Q_OBJECT

public:
    explicit StatusNotice(QLabel *label, QObject *parent = nullptr);

    void setDocument(Document *document);
    // Shows 'text' until the next change (empty: clears at once).
    void show(const QString &text);
    QString text() const { return m_text; }

    // "deals.pbn: 12 records", "Untitled: 1 record", "Untitled: no records".
    static QString summary(const Document *document);
    // "12 records", "1 record", "no records".
    static QString records(int count);

private:
    void clear();

    QLabel *m_label;
    QPointer<Document> m_document;
    QString m_text;
    QString m_before;
};

} // namespace kib
