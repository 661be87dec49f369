#pragma once

#include <QPointer>
#include <QTreeWidget>

class QAction;

namespace kib {

class Document;

// The diagnostics of the open file: severity, line, record, message and
// code. Activating one (click or Return) asks to show its record and line.
// "Strict check" (its context menu, and the View menu) lists them as strict
// mode judges them: every departure from the notation's specification an
// error, with the rule (docs/diagnostics.md).
class DiagnosticsPanel : public QTreeWidget
{
    Q_OBJECT

public:
    explicit DiagnosticsPanel(QWidget *parent = nullptr);

    void setDocument(Document *document);
    int errorCount() const { return m_errors; }
    int count() const { return topLevelItemCount(); }
    QAction *strictAction() const { return m_strict; }
    bool isStrict() const;

Q_SIGNALS:
    void diagnosticActivated(int record, int line);
    void countChanged(int errors, int warnings);

private:
    void rebuild();

    QPointer<Document> m_document;
    QAction *m_strict = nullptr;
    int m_errors = 0;
    int m_shown = 0;
};

} // namespace kib
