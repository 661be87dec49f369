#include "fullrecord.h"

#include "recordblock.h"

#include "model/boardnotation.h"
#include "model/cardrecord.h"
#include "model/commentarymarkup.h"

#include <QCoreApplication>

namespace kib::print {

FullRecord::FullRecord(const PrintJob &job, int index) : m_job(job), m_index(index)
{
    m_job.options.showAuction = true;
    m_job.options.showPlay = false;
    m_job.options.showCommentary = false;
}

QStringList FullRecord::stepLines() const
{
    const Record &r = *m_job.records.at(m_index);
    const auto *card = dynamic_cast<const CardRecord *>(&r);
    // a board game's labels in one pass (stepLabel() replays up to its step)
    const auto *board = dynamic_cast<const BoardRecord *>(&r);
    const QStringList boardLabels = board ? boardStepLabels(*board) : QStringList();
    QStringList out;
    for (int step = 0; step <= r.stepCount(); ++step) {
        QString label;
        if (step == 0) {
            label = r.game() == Game::Chess ? QCoreApplication::translate("kib::print", "Setup") : QCoreApplication::translate("kib::print", "Deal");
        } else if (card && step <= card->auctionSteps()) {
            label = words::seat(card->seats(), card->auction().seatOf(step - 1, card->seats())) + QLatin1Char(' ')
                    + words::call(card->auction().calls.at(step - 1));
        } else if (card && step > card->playStartStep()) {
            const int i = step - card->playStartStep() - 1;
            if (const PlayedCard *pc = card->play().cardAt(i)) {
                int trick = 0, pos = 0;
                card->play().locate(i, &trick, &pos);
                label = QCoreApplication::translate("kib::print", "Trick %1: %2 %3")
                            .arg(trick + 1)
                            .arg(words::seat(card->seats(), pc->seat), words::card(*pc));
            }
        } else if (card && step <= card->playStartStep()) {
            label = exchangeStepTitle(card->exchangeSteps().value(step - card->auctionSteps() - 1));
        } else {
            label = words::symbols(board ? boardLabels.value(step) : r.stepLabel(step));
        }
        QStringList extra;
        for (const Commentary &c : r.commentaryAt(step))
            if (c.style != Commentary::Style::Percent)
                extra.append(QStringLiteral("    ") + words::symbols(commentaryPlainText(c.text).trimmed()));
        for (const Note &n : r.notesAt(step))
            extra.append(QStringLiteral("    (%1) %2").arg(n.number).arg(words::symbols(commentaryPlainText(n.text))));
        if (card && card->auction().queryPoints.contains(step) && step <= card->auctionSteps())
            extra.append(QStringLiteral("    ") + QCoreApplication::translate("kib::print", "Your call?"));
        if (card && step >= card->playStartStep() && card->play().queryPoints.contains(step - card->playStartStep()))
            extra.append(QStringLiteral("    ") + QCoreApplication::translate("kib::print", "Your play?"));
        out.append(label);
        out.append(extra);
    }
    return out;
}

void FullRecord::paint(PageText &text, QRectF body, const std::function<QRectF()> &newPage) const
{
    const Record &r = *m_job.records.at(m_index);
    const qreal topHeight = r.game() == Game::Chess ? body.height() * 0.62 : body.height() * 0.55;
    RecordBlock(m_job, m_index, RecordBlock::Mode::Record).paint(text, QRectF(body.topLeft(), QSizeF(body.width(), topHeight)));
    qreal y = body.top() + topHeight + 6;
    text.setFont(9, true);
    text.draw(QPointF(body.left(), y + text.ascent()), QCoreApplication::translate("kib::print", "Step by step"));
    y += text.lineHeight() * 1.2;
    text.setFont(8.5);
    const QStringList lines = stepLines();
    // two columns of steps: the commentary lines are indented under their step
    const qreal colGap = 12;
    const qreal colW = (body.width() - colGap) / 2;
    int column = 0;
    qreal columnTop = y;
    qreal x = body.left();
    for (const QString &line : lines) {
        const qreal h = text.paragraphHeight(colW, line);
        if (y + h > body.bottom()) {
            if (column == 0) {
                column = 1;
                x = body.left() + colW + colGap;
                y = columnTop;
            } else {
                body = newPage();
                text.setFont(8.5);
                column = 0;
                x = body.left();
                y = body.top();
                columnTop = y;
            }
        }
        const bool sub = line.startsWith(QStringLiteral("    "));
        if (sub)
            text.setFont(8.5, false, true);
        y = text.paragraph(x + (sub ? 10 : 0), y, colW - (sub ? 10 : 0), line.trimmed(), body.bottom());
        if (sub)
            text.setFont(8.5);
    }
}

} // namespace kib::print
