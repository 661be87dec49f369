#include "scoreblock.h"

#include "model/cardrecord.h"
#include "model/scoresheet.h"

#include <QCoreApplication>
#include <QFontMetricsF>

namespace kib::print {

qreal ScoreBlock::paint(PageText &text, const QList<RecordPtr> &records, int index, const QRectF &area)
{
    const ScoreSheet sheet = scoreSheetAt(records, index);
    if (sheet.players.size() != 3)
        return area.top();
    const auto *card = dynamic_cast<const CardRecord *>(records.at(index).get());
    const qreal lh = text.lineHeight();
    const qreal base = text.ascent();
    qreal y = area.top();
    if (y + lh * 5 > area.bottom())
        return y;
    QPainter &p = text.painter();
    const QFont normal = p.font();
    QFont bold = normal;
    bold.setBold(true);
    p.setFont(bold);
    text.draw(QPointF(area.left(), y + base),
              QCoreApplication::translate("kib::print", "Score sheet after %n deal(s)", nullptr, sheet.deals));
    y += lh * 1.1;
    const QStringList heads = {QCoreApplication::translate("kib::print", "Player"),
                               QCoreApplication::translate("kib::print", "Bula", "preferans: the pool of points"),
                               QCoreApplication::translate("kib::print", "Soups left", "preferans: whists written against the left neighbour"),
                               QCoreApplication::translate("kib::print", "Soups right", "preferans: whists written against the right neighbour"),
                               QCoreApplication::translate("kib::print", "Refe open", "preferans: rounds of all-pass still to be played"),
                               QCoreApplication::translate("kib::print", "Result")};
    const qreal cw = area.width() / heads.size();
    // a heading wider than its column ("Открытые рефы") goes on two lines, broken at a space
    const QFontMetricsF fm(bold, p.device());
    QList<QStringList> lines;
    for (const QString &h : heads) {
        lines.append({h});
        if (fm.horizontalAdvance(h) < cw * 0.94 || !h.contains(QLatin1Char(' ')))
            continue;
        int cut = -1;
        for (int i = 0; i < h.size(); ++i) // the space nearest the middle
            if (h.at(i) == QLatin1Char(' ') && (cut < 0 || qAbs(i - h.size() / 2) < qAbs(cut - h.size() / 2)))
                cut = i;
        lines.last() = QStringList{h.left(cut), h.mid(cut + 1)};
    }
    int rows = 1;
    for (const QStringList &l : lines)
        rows = qMax(rows, int(l.size()));
    if (y + lh * (3.4 + rows) > area.bottom())
        return y;
    for (int i = 0; i < lines.size(); ++i)
        for (int r = 0; r < lines.at(i).size(); ++r)
            text.draw(QPointF(area.left() + i * cw, y + base + r * lh), lines.at(i).at(r));
    y += lh * (rows - 1);
    p.setFont(normal);
    p.save();
    p.setPen(QPen(QColor(0x88, 0x88, 0x88), 0.5));
    p.drawLine(QPointF(area.left(), y + lh * 1.05), QPointF(area.right(), y + lh * 1.05));
    p.restore();
    y += lh * 1.15;
    for (Seat s = 0; s < 3; ++s) {
        const PlayerPaper &pp = sheet.players.at(s);
        const QString name = card ? words::seat(card->seats(), s) : QCoreApplication::translate("kib::print", "Player %1").arg(s + 1);
        const QStringList cells = {name,
                                   QString::number(pp.bulaTotal()),
                                   QString::number(pp.leftTotal()),
                                   QString::number(pp.rightTotal()),
                                   QString::number(sheet.openRefe(s)),
                                   QString::number(sheet.result(s), 'f', 1)};
        for (int i = 0; i < cells.size(); ++i)
            text.draw(QPointF(area.left() + i * cw, y + base), cells.at(i));
        y += lh;
    }
    return y + lh * 0.3;
}

} // namespace kib::print
