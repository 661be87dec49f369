#pragma once

#include <QPlainTextEdit>
#include <QPointer>

namespace kib {

class Document;

// The current record's text as it stands in its file, with line numbers;
// a diagnostic's line can be highlighted.
class SourceView : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit SourceView(QWidget *parent = nullptr);

    void setDocument(Document *document);
    // Highlights a line of the file (when it is part of the record shown).
    void highlightLine(int line);
    int firstLine() const { return m_firstLine; }

public Q_SLOTS:
    void refresh();

private:
    QPointer<Document> m_document;
    int m_firstLine = 1;
};

} // namespace kib
