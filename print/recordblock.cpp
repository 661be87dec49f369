#include "recordblock.h"

#include "boardblock.h"
#include "carddiagram.h"
#include "quizpoint.h"
#include "scoreblock.h"
#include "sequenceblock.h"

#include <QCoreApplication>

namespace kib::print {

RecordBlock::RecordBlock(const PrintJob &job, int index, Mode mode)
    : m_job(job), m_index(index), m_mode(mode), m_record(*job.records.at(index))
{
}

QString RecordBlock::title() const
{
    const QString number = words::boardNumber(m_record, m_index + 1);
    const QString noun = m_record.game() == Game::Bridge ? QCoreApplication::translate("kib::print", "Board %1").arg(number)
                       : m_record.game() == Game::Chess  ? QCoreApplication::translate("kib::print", "Game %1").arg(number)
                                                         : QCoreApplication::translate("kib::print", "Deal %1").arg(number);
    switch (m_mode) {
    case Mode::Record: return noun;
    case Mode::Problem: return QCoreApplication::translate("kib::print", "Problem: %1", "Problem: Board 3").arg(noun);
    case Mode::Answer: return QCoreApplication::translate("kib::print", "Answer: %1", "Answer: Board 3").arg(noun);
    }
    return QString();
}

QList<bool> RecordBlock::hiddenSeats() const
{
    QList<bool> out;
    const auto *card = dynamic_cast<const CardRecord *>(&m_record);
    if (!card)
        return out;
    for (const Hand &h : card->deal().hands)
        out.append(m_mode == Mode::Problem && h.hidden);
    return out;
}

void RecordBlock::paint(PageText &text, const QRectF &cell) const
{
    if (m_record.game() == Game::Chess)
        paintBoard(text, cell);
    else
        paintCards(text, cell);
}

void RecordBlock::paintCards(PageText &text, const QRectF &cell) const
{
    const auto &record = static_cast<const CardRecord &>(m_record);
    const PrintOptions &o = m_job.options;
    const QuizPoint q = QuizPoint::of(record);
    const bool problem = m_mode == Mode::Problem;
    const bool answer = m_mode == Mode::Answer;

    // sections below the table, in order
    const bool auction = !record.auction().calls.isEmpty() && (m_mode != Mode::Record || o.showAuction);
    const bool play = record.play().cardCount() > 0
                      && (m_mode == Mode::Record ? o.showPlay : (answer || q.kind == QuizPoint::Kind::Play));
    QString comment;
    if (problem)
        comment = QuizPoint::question(record);
    else if (answer)
        comment = QuizPoint::explanation(record);
    else if (o.showCommentary)
        comment = (QuizPoint::question(record) + QLatin1Char('\n') + QuizPoint::explanation(record)).trimmed();
    const bool preferans = record.game() == Game::Preferans;
    const bool below = auction || play || !comment.isEmpty() || preferans;

    // the font: the table takes about 60% of the cell with more below, all of it otherwise
    const int seats = record.seats().count();
    const int rows = seats == 3 ? 2 : seats == 6 ? 4 : 3;
    const qreal share = below ? 0.58 : 0.9;
    qreal pt = qBound<qreal>(5.5, cell.height() * share / (rows * CardDiagram::handLines() * 1.2 + 2), 11.5);
    text.setFont(pt);
    // narrow cells: the longest suit line must fit a third of the width
    const QList<Cards> hands = CardDiagram::dealtHands(record);
    qreal widest = 0;
    for (const Cards &h : hands)
        for (Suit s : {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs})
            widest = qMax(widest, text.width(words::suitLine(s, h)));
    if (widest > cell.width() / 3 * 0.92) {
        pt = qMax<qreal>(4.5, pt * cell.width() / 3 * 0.92 / widest);
        text.setFont(pt);
    }
    const qreal lh = text.lineHeight();

    // the title
    text.setFont(pt * 1.25, true);
    qreal y = cell.top();
    text.draw(QPointF(cell.left(), y + text.ascent()), title());
    y += text.lineHeight() * 1.1;
    text.setFont(pt);

    CardDiagram d;
    d.record = &record;
    d.hands = hands;
    d.hidden = hiddenSeats();
    d.backs = o.hiddenAsBacks;
    d.hidePiles = problem;
    if (record.dealer() != NoSeat)
        d.info.append(QCoreApplication::translate("kib::print", "Dealer: %1").arg(words::seat(record.seats(), record.dealer())));
    if (record.game() == Game::Bridge && record.vulnerability() != Vulnerability::Unknown)
        d.info.append(QCoreApplication::translate("kib::print", "Vul: %1").arg(words::vulnerability(record.vulnerability())));
    if (!problem) {
        const QString contract = words::contract(record);
        if (!contract.isEmpty())
            d.extra.append(contract);
        if (record.result())
            d.extra.append(QCoreApplication::translate("kib::print", "Tricks: %1").arg(*record.result()));
        const QString par = parLine(record);
        if (!par.isEmpty())
            d.extra.append(par);
    }
    d.showDoubleDummy = !problem;
    const qreal dh = CardDiagram::height(text, seats);
    d.paint(text, QRectF(cell.left(), y, cell.width(), qMin(dh, cell.bottom() - y)));
    y += dh;

    // the pinochle melds
    if (record.game() == Game::Pinochle && !record.pinochle().melds.isEmpty() && !problem) {
        QStringList melds;
        for (const Meld &m : record.pinochle().melds) {
            QStringList cs;
            for (const Card &c : m.cards)
                cs.append(suitSymbol(c.suit()) + words::rank(c.rank()));
            melds.append(QStringLiteral("%1: %2%3").arg(words::seat(record.seats(), m.seat), cs.join(QLatin1Char(' ')),
                                                         m.points.isGiven() ? QStringLiteral(" (%1)").arg(m.points.value) : QString()));
        }
        y = text.paragraph(cell.left(), y, cell.width(), QCoreApplication::translate("kib::print", "Melds — %1").arg(melds.join(QStringLiteral("; "))),
                           cell.bottom());
        y += lh * 0.3;
    }

    if (auction) {
        const int calls = problem && q.kind == QuizPoint::Kind::Call ? q.position : -1;
        y = SequenceBlock::auction(text, record, cell.left(), y, cell.width() * 0.7, cell.bottom(), calls,
                                   problem && q.kind == QuizPoint::Kind::Call);
        // the notes the calls refer to ("(1) Stayman ..."), but not on a problem page
        if (!problem)
            for (const QString &note : SequenceBlock::notes(record))
                y = text.paragraph(cell.left(), y, cell.width(), note, cell.bottom());
    }
    if (play) {
        const int cards = problem && q.kind == QuizPoint::Kind::Play ? q.position : -1;
        y = SequenceBlock::play(text, record, cell.left(), y, cell.width(), cell.bottom(), cards,
                                problem && q.kind == QuizPoint::Kind::Play);
        y += lh * 0.3;
    }
    if (!comment.isEmpty()) {
        text.setFont(pt, false, true);
        y = text.paragraph(cell.left(), y, cell.width(), comment, cell.bottom());
        text.setFont(pt);
        y += lh * 0.3;
    }
    if (preferans && !problem)
        ScoreBlock::paint(text, m_job.records, m_index, QRectF(cell.left(), y, cell.width(), cell.bottom() - y));
}

void RecordBlock::paintBoard(PageText &text, const QRectF &cell) const
{
    const qreal pt = qBound<qreal>(6, cell.height() / 60, 11);
    text.setFont(pt * 1.25, true);
    text.draw(QPointF(cell.left(), cell.top() + text.ascent()), title());
    const qreal top = cell.top() + text.lineHeight() * 1.2;
    text.setFont(pt);
    BoardBlock::paint(text, static_cast<const BoardRecord &>(m_record), m_job.options.chessStep,
                      QRectF(cell.left(), top, cell.width(), cell.bottom() - top));
}

} // namespace kib::print
