#include "sourceview.h"

#include "document.h"

#include <QFontDatabase>
#include <QTextBlock>

namespace kib {

SourceView::SourceView(QWidget *parent) : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setPlaceholderText(tr("The record's text in its file"));
    setToolTip(tr("The current record as written in the file"));
}

void SourceView::setDocument(Document *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document)
        connect(document, &Document::currentIndexChanged, this, &SourceView::refresh);
    refresh();
}

void SourceView::refresh()
{
    if (!m_document || m_document->currentIndex() < 0) {
        clear();
        return;
    }
    const QString text = m_document->sourceText(m_document->currentIndex(), &m_firstLine);
    QStringList lines = text.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    const int last = m_firstLine + int(lines.size());
    const int width = int(QString::number(last).size());
    QString out;
    for (int i = 0; i < lines.size(); ++i) {
        QString line = lines.at(i);
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        out += QStringLiteral("%1 \u2502 %2\n").arg(m_firstLine + i, width).arg(line);
    }
    setPlainText(out);
    setExtraSelections({});
}

void SourceView::highlightLine(int line)
{
    const int block = line - m_firstLine;
    if (block < 0 || block >= document()->blockCount()) {
        setExtraSelections({});
        return;
    }
    QTextCursor cursor(document()->findBlockByNumber(block));
    QTextEdit::ExtraSelection sel;
    sel.cursor = cursor;
    sel.format.setBackground(QColor(0xff, 0xe0, 0xe0));
    sel.format.setProperty(QTextFormat::FullWidthSelection, true);
    setExtraSelections({sel});
    setTextCursor(cursor);
    centerCursor();
}

} // namespace kib
