#pragma once

#include <QLabel>
#include <QPointer>

namespace kib {

class Document;

// The record's header above the table: event, site and date; board,
// dealer, vulnerability and scoring; the players at each seat.
class RecordHeader : public QLabel
{
    Q_OBJECT

public:
    explicit RecordHeader(QWidget *parent = nullptr);

    void setDocument(Document *document);
    // The header as plain text (tests).
    QString plainText() const { return m_plain; }

public Q_SLOTS:
    void refresh();

private:
    QPointer<Document> m_document;
    QString m_plain;
};

} // namespace kib
