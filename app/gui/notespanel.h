#pragma once

#include <QPointer>
#include <QTextBrowser>

namespace kib {

class Document;

// The record's commentary and notes as the replay reaches them: what
// applies at the current step on top (highlighted), then everything said
// so far in record order, each entry linked to its step. Suit escapes in
// the text show as coloured symbols.
class NotesPanel : public QTextBrowser
{
    Q_OBJECT

public:
    explicit NotesPanel(QWidget *parent = nullptr);

    void setDocument(Document *document);
    // The texts shown for the current step, plain (tests).
    QStringList currentTexts() const { return m_current; }

public Q_SLOTS:
    void refresh();

Q_SIGNALS:
    void stepRequested(int step);

protected:
    // The replay keys step even while the panel has the focus.
    bool event(QEvent *event) override;

private:
    QPointer<Document> m_document;
    QStringList m_current;
};

} // namespace kib
