#include "scoreblock.h"

#include "model/cardrecord.h"
#include "model/scoresheet.h"

#include <QCoreApplication>

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
    for (int i = 0; i < heads.size(); ++i)
        text.draw(QPointF(area.left() + i * cw, y + base), heads.at(i));
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
