#include "statusnotice.h"

#include "document.h"

#include "model/replaycursor.h"

#include <QLabel>
#include <QUndoStack>

namespace kib {

StatusNotice::StatusNotice(QLabel *label, QObject *parent) : QObject(parent), m_label(label) {}

QString StatusNotice::records(int count)
{
    if (count == 0)
        return tr("no records");
    return count == 1 ? tr("1 record") : tr("%1 records").arg(count);
}

QString StatusNotice::summary(const Document *document)
{
    return document ? tr("%1: %2").arg(document->displayName(), records(document->recordCount())) : QString();
}

void StatusNotice::setDocument(Document *document)
{
    if (m_document) {
        disconnect(m_document, nullptr, this, nullptr);
        disconnect(m_document->cursor(), nullptr, this, nullptr);
        disconnect(m_document->undoStack(), nullptr, this, nullptr);
    }
    m_document = document;
    clear();
    if (!document)
        return;
    connect(document->undoStack(), &QUndoStack::indexChanged, this, &StatusNotice::clear);
    connect(document->cursor(), &ReplayCursor::stepChanged, this, &StatusNotice::clear);
    connect(document, &Document::currentIndexChanged, this, &StatusNotice::clear);
}

void StatusNotice::show(const QString &text)
{
    if (text.isEmpty()) {
        clear();
        return;
    }
    if (m_text.isEmpty())
        m_before = m_label->text();
    m_text = text;
    m_label->setText(text);
}

void StatusNotice::clear()
{
    if (m_text.isEmpty())
        return;
    // (the label says something else now: leave that)
    if (m_label->text() == m_text) {
        QString summary = m_before;
        if (m_document && !m_document->isLoading())
            summary = StatusNotice::summary(m_document);
        m_label->setText(summary);
    }
    m_text.clear();
    m_before.clear();
}

} // namespace kib
