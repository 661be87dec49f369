#include "pinochlepanel.h"

#include "model/replaycursor.h"

#include <QTextBrowser>
#include <QVBoxLayout>

namespace kib {

PinochlePanel::PinochlePanel(QWidget *parent) : QWidget(parent), m_text(new QTextBrowser(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text);
    m_text->setOpenLinks(false);
    setToolTip(tr("Pinochle: teams, bids by round, exchange, meld and scores at this step"));
    refresh();
}

void PinochlePanel::setCursor(ReplayCursor *cursor)
{
    if (m_cursor)
        disconnect(m_cursor, nullptr, this, nullptr);
    m_cursor = cursor;
    if (cursor) {
        connect(cursor, &ReplayCursor::stepChanged, this, &PinochlePanel::refresh);
        connect(cursor, &ReplayCursor::recordChanged, this, &PinochlePanel::refresh);
    }
    refresh();
}

void PinochlePanel::refresh()
{
    const CardRecord *record = m_cursor ? m_cursor->cardRecord() : nullptr;
    m_summary = record ? PinochleSummary::at(*record, m_cursor->tableState()) : PinochleSummary();
    const bool applicable = !m_summary.isEmpty();
    m_html = applicable ? toHtml(m_summary) : tr("<i>Not a pinochle hand.</i>");
    m_text->setHtml(m_html);
    if (applicable != m_applicable) {
        m_applicable = applicable;
        Q_EMIT applicableChanged(applicable);
    }
}

QString PinochlePanel::toHtml(const PinochleSummary &s)
{
    auto esc = [](const QString &t) { return t.toHtmlEscaped(); };
    auto section = [&](const QString &heading, const QList<PinochleSummary::Line> &lines) {
        if (lines.isEmpty())
            return QString();
        QString out = QStringLiteral("<h4 style=\"margin:6px 0 2px 0\">%1</h4><table cellspacing=\"2\">").arg(esc(heading));
        for (const PinochleSummary::Line &l : lines)
            out += QStringLiteral("<tr><td style=\"color:#555\">%1</td><td>%2</td></tr>").arg(esc(l.label), esc(l.text));
        return out + QStringLiteral("</table>");
    };
    QString html = QStringLiteral("<div style=\"color:#555\">PN status: <b>%1</b></div>").arg(esc(s.status));
    html += section(tr("Teams"), s.teams);
    if (!s.bids.isEmpty()) {
        html += QStringLiteral("<h4 style=\"margin:6px 0 2px 0\">%1</h4><table border=\"0\" cellspacing=\"2\"><tr><td></td>")
                    .arg(tr("Bids"));
        for (const QString &seat : s.bidSeats)
            html += QStringLiteral("<th>%1</th>").arg(esc(seat));
        html += QStringLiteral("</tr>");
        for (int r = 0; r < s.bids.size(); ++r) {
            html += QStringLiteral("<tr><td style=\"color:#555\">%1</td>").arg(r + 1);
            for (const QString &call : s.bids.at(r))
                html += QStringLiteral("<td align=\"center\">%1</td>").arg(esc(call));
            html += QStringLiteral("</tr>");
        }
        html += QStringLiteral("</table>");
    }
    html += section(tr("Contract"), s.contract);
    html += section(tr("Exchange"), s.exchange);
    html += section(tr("Meld"), s.melds);
    html += section(tr("Counters taken"), s.counters);
    html += section(tr("Scores"), s.scores);
    return html;
}

} // namespace kib
