#include "notespanel.h"

#include "document.h"
#include "suitstyle.h"
#include "viewsettings.h"

#include "model/cardrecord.h"

#include <QKeyEvent>
#include <QRegularExpression>
#include <QScrollBar>

namespace kib {

NotesPanel::NotesPanel(QWidget *parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setToolTip(tr("Commentary and notes up to the current step; click a step to go there"));
    setPlaceholderText(tr("No commentary or notes so far"));
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == u"step")
            Q_EMIT stepRequested(url.path().toInt());
    });
    connect(&ViewSettings::instance(), &ViewSettings::changed, this, &NotesPanel::refresh);
}

bool NotesPanel::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        switch (key->key()) {
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_PageUp:
        case Qt::Key_PageDown:
        case Qt::Key_Home:
        case Qt::Key_End:
        case Qt::Key_Space:
            if (key->modifiers() == Qt::NoModifier) {
                event->ignore(); // leave them to the window's actions
                return false;
            }
            break;
        default:
            break;
        }
    }
    return QTextBrowser::event(event);
}

void NotesPanel::setDocument(Document *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document->cursor(), &ReplayCursor::stepChanged, this, &NotesPanel::refresh);
        connect(document, &Document::currentIndexChanged, this, &NotesPanel::refresh);
        // (an edit of the record shown: a comment added, changed or deleted)
        connect(document, &Document::recordReplaced, this, &NotesPanel::refresh);
    }
    refresh();
}

void NotesPanel::refresh()
{
    m_current.clear();
    const RecordPtr record = m_document ? m_document->currentRecord() : RecordPtr();
    if (!record) {
        clear();
        return;
    }
    const bool four = ViewSettings::instance().fourColour();
    const int step = m_document->cursor()->step();
    const auto *card = dynamic_cast<const CardRecord *>(record.get());

    struct Entry { int step; QString html; QString plain; bool note; };
    QList<Entry> entries;
    for (const Commentary &c : record->comments()) {
        if (c.style == Commentary::Style::Percent)
            continue;
        // BridgeComposer writes line breaks as "\n": make them real, and
        // keep no more than one blank line
        QString text = c.text;
        text.replace(QStringLiteral("\\n"), QStringLiteral("\n"));
        static const QRegularExpression blankLines(QStringLiteral("\n[ \t]*\n(\\s*\n)+"));
        text.replace(blankLines, QStringLiteral("\n\n"));
        text = text.trimmed();
        if (text.isEmpty())
            continue;
        entries.append({record->stepOf(c.anchor), style::commentaryHtml(text, four), style::commentaryText(text), false});
    }
    // notes, at the first step that refers to them
    QSet<int> seenAuction, seenPlay;
    if (card) {
        // explanations of alerted calls written beside the call (JSON, LIN)
        for (int i = 0; i < card->auction().calls.size(); ++i) {
            const Annotation &a = card->auction().calls.at(i).annotation.get();
            if (!a.alertText.isEmpty())
                entries.append({card->stepOfCall(i),
                                tr("<b>Alert:</b> %1").arg(style::commentaryHtml(a.alertText, four)),
                                tr("Alert: %1").arg(style::commentaryText(a.alertText)), true});
        }
        for (int i = 0; i < card->auction().calls.size(); ++i)
            for (int n : card->auction().calls.at(i).annotation->noteRefs)
                if (const Note *note = record->note(Note::Section::Auction, n); note && !seenAuction.contains(n)) {
                    seenAuction.insert(n);
                    entries.append({card->stepOfCall(i),
                                    QStringLiteral("<b>%1.</b> %2").arg(n).arg(style::commentaryHtml(note->text, four)),
                                    QStringLiteral("%1. %2").arg(n).arg(style::commentaryText(note->text)), true});
                }
        for (int j = 0; j < card->play().cardCount(); ++j)
            if (const PlayedCard *pc = card->play().cardAt(j))
                for (int n : pc->annotation->noteRefs)
                    if (const Note *note = record->note(Note::Section::Play, n); note && !seenPlay.contains(n)) {
                        seenPlay.insert(n);
                        entries.append({card->stepOfCard(j),
                                        QStringLiteral("<b>%1.</b> %2").arg(n).arg(style::commentaryHtml(note->text, four)),
                                        QStringLiteral("%1. %2").arg(n).arg(style::commentaryText(note->text)), true});
                    }
    }
    // notes nobody refers to belong to the whole record
    for (const Note &n : record->notes()) {
        const bool seen = n.section == Note::Section::Auction ? seenAuction.contains(n.number) : seenPlay.contains(n.number);
        if (!seen)
            entries.append({0, QStringLiteral("<b>%1.</b> %2").arg(n.number).arg(style::commentaryHtml(n.text, four)),
                            QStringLiteral("%1. %2").arg(n.number).arg(style::commentaryText(n.text)), true});
    }
    std::stable_sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) { return a.step < b.step; });

    QString html = QStringLiteral("<html><body style=\"margin:4px\">");
    bool any = false;
    for (const Entry &e : entries) {
        if (e.step > step)
            continue;
        any = true;
        const bool now = e.step == step;
        if (now)
            m_current << e.plain;
        const QString labelHtml = style::stepText(*record, e.step).toHtmlEscaped();
        html += QStringLiteral("<p style=\"margin:0 0 6px 0; white-space:pre-wrap; %1\">%2<a href=\"step:%3\" "
                               "style=\"color:#4d7a5c; text-decoration:none\">%4</a>  %5</p>")
                    .arg(now ? QStringLiteral("background-color:#fff1b8;") : QString(),
                         now ? QStringLiteral("<a name=\"current\"></a>") : QString())
                    .arg(e.step)
                    .arg(labelHtml, e.html);
    }
    html += QStringLiteral("</body></html>");
    if (!any) {
        clear();
        return;
    }
    setHtml(html);
    if (!m_current.isEmpty())
        scrollToAnchor(QStringLiteral("current"));
    else
        verticalScrollBar()->setValue(verticalScrollBar()->maximum());
}

} // namespace kib
