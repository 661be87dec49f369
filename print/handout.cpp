#include "handout.h"

#include "fullrecord.h"
#include "pagetext.h"
#include "recordblock.h"

#include <QPagedPaintDevice>
#include <QPainter>

#include <QCoreApplication>

namespace kib::print {

namespace {

int clampPerPage(int n)
{
    if (n >= 6)
        return 6;
    if (n >= 4)
        return 4;
    if (n >= 2)
        return 2;
    return 1;
}

// Columns and rows of a page holding n records.
QSize grid(int n)
{
    switch (n) {
    case 2: return {1, 2};
    case 4: return {2, 2};
    case 6: return {2, 3};
    default: return {1, 1};
    }
}

} // namespace

Handout::Handout(const PrintJob &job) : m_job(job)
{
    m_job.options.perPage = clampPerPage(m_job.options.perPage);
    if (m_job.selected.isEmpty())
        for (int i = 0; i < m_job.records.size(); ++i)
            m_job.selected.append(i);
}

QPageLayout Handout::pageLayout() const
{
    const qreal m = m_job.options.marginMm;
    return QPageLayout(QPageSize(m_job.options.paper == Paper::Letter ? QPageSize::Letter : QPageSize::A4),
                       QPageLayout::Portrait, QMarginsF(m, m, m, m), QPageLayout::Millimeter);
}

QList<QList<Handout::Cell>> Handout::plan() const
{
    using Mode = RecordBlock::Mode;
    QList<QList<Cell>> pages;
    const PrintOptions &o = m_job.options;
    auto chunked = [&](int mode, int perPage) {
        QList<Cell> page;
        for (int index : m_job.selected) {
            page.append({index, mode});
            if (page.size() == perPage) {
                pages.append(page);
                page.clear();
            }
        }
        if (!page.isEmpty())
            pages.append(page);
    };
    switch (o.layout) {
    case Layout::HandRecord:
        chunked(int(Mode::Record), o.perPage);
        break;
    case Layout::Quiz:
        if (o.answers == Answers::Overleaf) {
            for (int index : m_job.selected) {
                pages.append({{index, int(Mode::Problem)}});
                pages.append({{index, int(Mode::Answer)}});
            }
        } else {
            chunked(int(Mode::Problem), o.perPage);
            chunked(int(Mode::Answer), o.perPage);
        }
        break;
    case Layout::Full:
        chunked(-1, 1); // -1: the full record, flowing over as many pages as it needs
        break;
    }
    return pages;
}

int Handout::paint(QPagedPaintDevice *device, QString *error, bool keepLayout) const
{
    if (!keepLayout)
        device->setPageLayout(pageLayout());
    QPainter painter;
    if (!painter.begin(device)) {
        if (error)
            *error = QStringLiteral("cannot start painting the pages");
        return -1;
    }
    const int pages = paint(painter, device);
    painter.end();
    return pages;
}

int Handout::paint(QPainter &painter, QPagedPaintDevice *device) const
{
    // one unit is one point, whatever the device's resolution
    const qreal dpi = device->logicalDpiX();
    const qreal scale = dpi / 72.0;
    painter.scale(scale, scale);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    PageText text(painter, 1.0 / scale, m_job.options.fourColour);
    const QRectF page(0, 0, device->width() / scale, device->height() / scale);

    int pageNo = 0;
    auto header = [&]() -> QRectF {
        ++pageNo;
        text.setFont(7.5);
        const qreal lh = text.lineHeight();
        text.draw(QPointF(page.left(), page.top() + text.ascent()), m_job.title, QColor(0x55, 0x55, 0x55));
        const QString no = QCoreApplication::translate("kib::print", "page %1").arg(pageNo);
        text.draw(QPointF(page.right() - text.width(no), page.top() + text.ascent()), no, QColor(0x55, 0x55, 0x55));
        painter.save();
        painter.setPen(QPen(QColor(0x2e, 0x6b, 0x3a), 0.8));
        painter.drawLine(QPointF(page.left(), page.top() + lh * 1.2), QPointF(page.right(), page.top() + lh * 1.2));
        painter.restore();
        return page.adjusted(0, lh * 2, 0, 0);
    };
    auto newPage = [&]() -> QRectF {
        device->newPage();
        return header();
    };

    const QList<QList<Cell>> pages = plan();
    for (int n = 0; n < pages.size(); ++n) {
        QRectF body = n == 0 ? header() : newPage();
        const QList<Cell> &cells = pages.at(n);
        if (cells.size() == 1 && cells.first().mode == -1) {
            FullRecord full(m_job, cells.first().index);
            full.paint(text, body, newPage);
            continue;
        }
        const int perPage = m_job.options.layout == Layout::Quiz && m_job.options.answers == Answers::Overleaf
                                ? 1 : m_job.options.perPage;
        const QSize g = grid(perPage);
        const qreal gap = 14;
        const qreal cw = (body.width() - gap * (g.width() - 1)) / g.width();
        const qreal ch = (body.height() - gap * (g.height() - 1)) / g.height();
        for (int i = 0; i < cells.size(); ++i) {
            const int col = i % g.width();
            const int row = i / g.width();
            const QRectF cell(body.left() + col * (cw + gap), body.top() + row * (ch + gap), cw, ch);
            painter.save();
            painter.setClipRect(cell.adjusted(-2, -2, 2, 2));
            RecordBlock(m_job, cells.at(i).index, RecordBlock::Mode(cells.at(i).mode)).paint(text, cell);
            painter.restore();
            if (row > 0 && col == 0) {
                painter.save();
                painter.setPen(QPen(QColor(0xbb, 0xbb, 0xbb), 0.5, Qt::DashLine));
                painter.drawLine(QPointF(body.left(), cell.top() - gap / 2), QPointF(body.right(), cell.top() - gap / 2));
                painter.restore();
            }
        }
    }
    return pageNo;
}

} // namespace kib::print
