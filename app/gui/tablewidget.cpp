#include "tablewidget.h"

#include "document.h"
#include "gamecontract.h"
#include "tablefacts.h"
#include "replaycontroller.h"
#include "suitstyle.h"
#include "tablelayout.h"
#include "viewsettings.h"

#include "model/bridgeauction.h"
#include "model/rules.h"

#include <QAbstractTextDocumentLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QTextDocument>

namespace kib {

namespace {

// Cards played from a hand: the dealt hand less what it still holds.
Cards playedFrom(const Cards &dealt, const Cards &held)
{
    Cards rest = held;
    Cards out;
    for (Card c : dealt) {
        const qsizetype i = rest.indexOf(c);
        if (i >= 0)
            rest.removeAt(i);
        else
            out.append(c);
    }
    return out;
}

bool auctionOver(const CardRecord &record, const TableState &state)
{
    const Auction &a = record.auction();
    if (state.phase == TableState::Phase::Play)
        return true;
    if (a.calls.isEmpty())
        return true; // no auction in the record: the contract is simply given
    return state.callsMade >= a.calls.size();
}

} // namespace

TableWidget::TableWidget(QWidget *parent)
    : QWidget(parent), m_trick(new TrickView(this)), m_query(new QFrame(this)), m_queryLabel(new QLabel(m_query)),
      m_answer(new QPushButton(tr("Show answer"), m_query))
{
    setAutoFillBackground(false);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(320, 240);
    m_query->setObjectName(QStringLiteral("queryBanner"));
    m_query->setStyleSheet(QStringLiteral(
        "#queryBanner { background: rgba(255, 213, 79, 235); border-radius: 8px; }"
        "#queryBanner QLabel { color: #2b2200; font-weight: bold; }"));
    auto *ql = new QHBoxLayout(m_query);
    ql->setContentsMargins(10, 6, 8, 6);
    ql->addWidget(m_queryLabel, 1);
    ql->addWidget(m_answer);
    m_answer->setToolTip(tr("Show the call or card the record gives here (Ctrl+Return)"));
    m_query->hide();
    connect(m_answer, &QPushButton::clicked, this, &TableWidget::showAnswerRequested);
    connect(&ViewSettings::instance(), &ViewSettings::changed, this, &TableWidget::refresh);
}

void TableWidget::setDocument(Document *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document->cursor(), &ReplayCursor::stepChanged, this, &TableWidget::refresh);
        connect(document, &Document::revealedChanged, this, &TableWidget::refresh);
        connect(document, &Document::currentIndexChanged, this, &TableWidget::refresh);
    }
    refresh();
}

QSize TableWidget::minimumSizeHint() const
{
    return QSize(420, 320);
}

QSize TableWidget::sizeHint() const
{
    return QSize(760, 560);
}

void TableWidget::ensureViews(int seats, int piles)
{
    while (m_hands.size() > seats)
        delete m_hands.takeLast();
    while (m_hands.size() < seats) {
        auto *h = new HandView(this);
        connect(h, &HandView::revealRequested, this, [this](Seat seat, int) {
            if (m_document)
                m_document->reveal(seat);
        });
        connect(h, &HandView::cardClicked, this, &TableWidget::cardClicked);
        h->show();
        m_hands.append(h);
    }
    while (m_piles.size() > piles)
        delete m_piles.takeLast();
    while (m_piles.size() < piles) {
        auto *h = new HandView(this);
        connect(h, &HandView::revealRequested, this, [this](Seat, int pile) {
            if (m_document && m_document->cursor()->cardRecord())
                m_document->reveal(int(m_document->cursor()->cardRecord()->deal().hands.size()) + pile);
        });
        h->show();
        m_piles.append(h);
    }
}

void TableWidget::refresh()
{
    const CardRecord *record = m_document ? m_document->cursor()->cardRecord() : nullptr;
    if (!record) {
        ensureViews(0, 0);
        m_trick->hide();
        m_query->hide();
        m_contractHtml.clear();
        m_contractText.clear();
        m_tricksHtml.clear();
        m_tricksText.clear();
        if (!m_document || m_document->recordCount() == 0)
            m_message = m_document && m_document->isLoading() ? tr("Reading…") : tr("Open a file to see its deals");
        else
            m_message = tr("This record is not a card game: its board view comes with the chess issue");
        update();
        return;
    }
    m_message.clear();
    m_trick->show();
    if (m_document->currentIndex() != m_rotationRecord) {
        m_rotationRecord = m_document->currentIndex();
        m_userRotation = 0;
    }
    // the one hand a quiz shows sits at the bottom, as if it were the reader's
    int autoRotation = 0;
    if (record->seats().count() == 4) {
        Seat shown = NoSeat;
        int hidden = 0;
        for (Seat s = 0; s < 4; ++s) {
            const Hand h = record->deal().hands.value(s);
            if (h.hidden)
                ++hidden;
            else if (h.known)
                shown = s;
        }
        if (hidden == 3 && shown != NoSeat)
            autoRotation = (South - shown + 4) % 4;
    }
    const int rotation = record->seats().count() == 4 ? (autoRotation + m_userRotation) % 4 : 0;
    m_rotation = rotation;
    ensureViews(record->seats().count(), int(record->deal().piles.size()));
    updateContents(*record, m_document->cursor()->tableState());
    relayout();
    update();
}

void TableWidget::updateContents(const CardRecord &record, const TableState &state)
{
    const ViewSettings &vs = ViewSettings::instance();
    const SeatLayout &seats = record.seats();
    const bool over = auctionOver(record, state);
    const bool contractKnown = over && record.contract().kind != Contract::Kind::Unknown;
    const Seat declarer = contractKnown && record.contract().isBid() ? record.declarer() : NoSeat;
    const bool finished = state.step >= record.stepCount();
    const int handSize = rules::handSize(record.game(), record.deck().kind(), seats.count());
    // a bridge deal still being entered shows whose turn it is at its end too
    const bool entryOpen = record.game() == Game::Bridge && state.step > 0
                           && (!bridge::isComplete(record.auction().calls) || (record.contract().isBid() && !record.play().claim
                                         && record.play().cardCount() < handSize * seats.count()));

    for (Seat s = 0; s < seats.count(); ++s) {
        const Hand hand = record.deal().hands.value(s);
        HandContent c;
        c.seat = s;
        c.game = record.game();
        c.capacity = qMax(handSize, int(hand.cards.size()));
        c.title = style::seatName(seats, s);
        c.player = style::playerName(record, s);
        if (declarer != NoSeat) {
            if (s == declarer)
                c.role = tr("Declarer");
            else if (record.game() == Game::Bridge && seats.count() == 4 && seats.sameSide(s, declarer))
                c.role = tr("Dummy");
        }
        c.held = state.held.value(s);
        c.played = playedFrom(hand.cards, c.held);
        c.capacity = qMax(c.capacity, int(c.held.size() + c.played.size())); // the talon or kitty taken
        c.known = hand.known || !hand.cards.isEmpty();
        c.hidden = m_document->isHidden(s);
        c.vulnerable = record.game() == Game::Bridge && style::isVulnerable(record.vulnerability(), seats, s);
        c.dealer = record.dealer() == s;
        c.toAct = (!finished || entryOpen) && state.toAct == s;
        if (vs.showPoints())
            c.points = tablefacts::handPoints(record, s, c.hidden);
        m_hands.at(s)->setContent(c);
    }
    const QList<Pile> &piles = record.deal().piles;
    for (int i = 0; i < piles.size(); ++i) {
        HandContent c;
        c.pile = i;
        c.game = record.game();
        c.capacity = qMax(2, int(piles.at(i).cards.size()));
        c.title = style::pileName(piles.at(i).name);
        c.held = style::pileCardsAt(record, state, piles.at(i));
        c.known = true;
        c.hidden = piles.at(i).hidden && !m_document->isRevealed(int(record.deal().hands.size()) + i);
        m_piles.at(i)->setContent(c);
    }

    // the centre
    TrickContent t;
    t.seats = seats.count();
    for (Seat s = 0; s < seats.count(); ++s)
        t.names.append(style::seatName(seats, s));
    t.cards = state.onTable;
    t.leader = state.trickLeader;
    t.winner = state.trickWinner;
    t.trickNumber = state.trick + 1;
    t.rotation = m_rotation;
    if (state.onTable.isEmpty()) {
        const Auction &a = record.auction();
        if (state.phase == TableState::Phase::Deal && a.calls.isEmpty() && record.play().isEmpty()) {
            t.caption = record.dealer() != NoSeat ? tr("Dealer: %1").arg(style::seatName(seats, record.dealer())) : QString();
        } else if (!over) {
            if (state.toAct != NoSeat)
                t.caption = tr("%1 to call").arg(style::seatName(seats, state.toAct));
        } else if (const QString e = style::exchangeCaption(record, state); !e.isEmpty()) {
            t.caption = e;
        } else if (record.contract().kind == Contract::Kind::PassedOut) {
            t.caption = record.game() == Game::Preferans ? style::gameContractText(record) : tr("Passed out");
        } else if (!record.play().isEmpty() && state.toAct != NoSeat) {
            t.caption = tr("%1 to lead").arg(style::seatName(seats, state.toAct));
        } else if (contractKnown) {
            const QString named = style::gameContractText(record);
            t.caption = named.isEmpty() ? style::contractText(record.contract()) : named;
            if (record.declarer() != NoSeat)
                t.caption += tr(" by %1").arg(style::seatName(seats, record.declarer()));
        }
    }
    m_trick->setContent(t);

    // information boxes
    const bool four = vs.fourColour();
    m_contractHeading = tr("Contract");
    if (contractKnown) {
        m_contractHtml = QStringLiteral("<span style=\"font-size:large; font-weight:bold\">%1</span>")
                             .arg(style::contractHtml(record.contract(), four, true));
        m_contractText = style::contractText(record.contract());
        if (const QString named = style::gameContractText(record); !named.isEmpty()) {
            m_contractHtml = QStringLiteral("<span style=\"font-size:large; font-weight:bold\">%1</span>")
                                 .arg(named.toHtmlEscaped());
            m_contractText = named;
        }
        if (record.declarer() != NoSeat && record.contract().isBid()) {
            m_contractHtml += tr(" by %1").arg(style::seatName(seats, record.declarer()));
            m_contractText += tr(" by %1").arg(style::seatName(seats, record.declarer()));
        }
        if (const QString f = style::followersText(record); !f.isEmpty()) {
            m_contractHtml += QStringLiteral("<br>") + f.toHtmlEscaped();
            m_contractText += QStringLiteral("; ") + f;
        }
    } else if (!over) {
        m_contractHtml = tr("<i>bidding…</i>");
        m_contractText = tr("bidding");
    } else {
        m_contractHtml = tr("<i>not given</i>");
        m_contractText.clear();
    }
    if (record.play().claim && finished) {
        const Claim &claim = *record.play().claim;
        const QString c = claim.tricks >= 0 ? tr("claim: %1 tricks").arg(claim.tricks)
                                            : tr("claim: %1").arg(claim.text.toHtmlEscaped());
        m_contractHtml += QStringLiteral("<br>") + c;
    }
    m_factsText.clear();
    if (vs.showPoints()) {
        const QString pairs = tablefacts::pairPoints(record, [this](Seat s) { return m_document->isHidden(s); });
        if (!pairs.isEmpty()) {
            m_contractHtml += QStringLiteral("<br><span style=\"font-size:small\">%1</span>").arg(pairs.toHtmlEscaped());
            m_factsText = pairs;
        }
    }
    m_tricksHeading = tr("Tricks");
    m_tricksHtml.clear();
    m_tricksText.clear();
    if (state.phase == TableState::Phase::Play || (over && !record.play().isEmpty())) {
        if (seats.count() == 4 || seats.count() == 6) {
            auto side = [&](Seat s) { return state.sideTricks(seats, s); };
            const QString a = seats.count() == 4 ? tr("N-S") : tr("Odd seats");
            const QString b = seats.count() == 4 ? tr("E-W") : tr("Even seats");
            m_tricksText = QStringLiteral("%1 %2, %3 %4").arg(a).arg(side(0)).arg(b).arg(side(1));
            m_tricksHtml = QStringLiteral("%1 <b style=\"font-size:large\">%2</b> &nbsp; %3 <b style=\"font-size:large\">%4</b>")
                               .arg(a).arg(side(0)).arg(b).arg(side(1));
        } else {
            QStringList parts, html;
            for (Seat s = 0; s < seats.count(); ++s) {
                parts << QStringLiteral("%1 %2").arg(style::seatShort(seats, s)).arg(state.tricksWon.value(s));
                html << QStringLiteral("%1 <b style=\"font-size:large\">%2</b>")
                            .arg(style::seatShort(seats, s))
                            .arg(state.tricksWon.value(s));
            }
            m_tricksText = parts.join(QStringLiteral(", "));
            m_tricksHtml = html.join(QStringLiteral(" &nbsp; "));
        }
        if (state.trick >= 0) {
            QString line = tr("Trick %1").arg(state.trick + 1);
            if (state.trickLeader != NoSeat)
                line += tr(", led by %1").arg(style::seatName(seats, state.trickLeader));
            if (state.trickWinner != NoSeat)
                line += tr(", won by %1").arg(style::seatName(seats, state.trickWinner));
            m_tricksHtml += QStringLiteral("<br><span style=\"font-size:small\">%1</span>").arg(line);
        }
        if (record.result() && finished)
            m_tricksHtml += QStringLiteral("<br>") + tr("result: %1").arg(*record.result());
    }
    if (finished) {
        const QString score = tablefacts::resultScore(record);
        if (!score.isEmpty()) {
            // (small, as the points: the box's room is the layout's)
            m_tricksHtml += (m_tricksHtml.isEmpty() ? QString() : QStringLiteral("<br>"))
                            + QStringLiteral("<span style=\"font-size:small\">%1</span>")
                                  .arg(score.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
            m_factsText += (m_factsText.isEmpty() ? QString() : QStringLiteral("\n")) + score;
        }
    }

    // a question to the reader
    const ReplayController::Query q = ReplayController::queryAt(record, state.step);
    if (q != ReplayController::Query::None && state.toAct != NoSeat) {
        const QString who = style::seatName(seats, state.toAct);
        m_queryLabel->setText(q == ReplayController::Query::Call ? tr("%1: your call?").arg(who)
                                                                 : tr("%1: your play?").arg(who));
        m_answer->setEnabled(state.step < record.stepCount());
        m_query->show();
        m_query->raise();
    } else if (q != ReplayController::Query::None) {
        m_queryLabel->setText(q == ReplayController::Query::Call ? tr("Your call?") : tr("Your play?"));
        m_answer->setEnabled(state.step < record.stepCount());
        m_query->show();
        m_query->raise();
    } else {
        m_query->hide();
    }
}

void TableWidget::rotate()
{
    m_userRotation = (m_userRotation + 1) % 4;
    refresh();
}

Seat TableWidget::seatAtBottom() const
{
    if (m_hands.size() != 4)
        return NoSeat;
    return (South - m_rotation + 4) % 4;
}

QString TableWidget::queryText() const
{
    return m_query->isHidden() ? QString() : m_queryLabel->text();
}

void TableWidget::resizeEvent(QResizeEvent *)
{
    relayout();
}

void TableWidget::relayout()
{
    if (m_hands.isEmpty())
        return;
    const ViewSettings &vs = ViewSettings::instance();
    const int seats = int(m_hands.size());
    const QRect area = rect().adjusted(10, 10, -10, -10);

    // hands at the sides may fan in two rows (card images, 3 and 4 seats)
    auto setRows = [&](int rows) {
        for (HandView *h : m_hands) {
            const TableLayout::Cell c = TableLayout::seatCell((h->content().seat + m_rotation) % seats, seats);
            h->setRows(seats != 6 && c.row == 1 ? rows : 1);
        }
    };
    auto items = [&](qreal s, bool images) {
        QList<TableLayout::Item> out;
        const HandView::Style hs = images ? HandView::Style::Images : HandView::Style::Text;
        for (HandView *h : m_hands) {
            h->setStyle(hs, vs.fourColour(), vs.playedCards() == ViewSettings::PlayedCards::Grey);
            out.append({h->sizeForScale(s), TableLayout::seatCell((h->content().seat + m_rotation) % seats, seats)});
        }
        const qreal trickCard = images ? s * 0.92 : s * 4.4;
        out.append({m_trick->sizeForScale(trickCard), TableLayout::trickCell(seats)});
        const qreal unit = images ? qMax<qreal>(11, s * 0.15) : qMax<qreal>(11, s * 0.78);
        const QSize box(qCeil(unit * 9), qCeil(unit * 3.6));
        out.append({box, TableLayout::contractCell(seats)});
        // (the result's score, under the tricks, needs three more lines)
        const QSize tricksBox(box.width(), m_factsText.contains(QLatin1String("Score")) ? qCeil(unit * 6.6) : box.height());
        out.append({tricksBox, TableLayout::tricksCell(seats)});
        for (HandView *p : m_piles) {
            p->setStyle(hs, vs.fourColour(), false);
            out.append({p->sizeForScale(images ? s * 0.8 : s), TableLayout::pileCell(seats)});
        }
        return out;
    };
    auto gap = [](bool images) { return [images](qreal s) { return qMax(6, qRound(images ? s * 0.08 : s * 0.6)); }; };

    bool images = vs.cardStyle() == ViewSettings::CardStyle::Images;
    qreal scale = 0;
    if (images) {
        // more rows only when they make the cards clearly larger
        int bestRows = 1;
        for (int rows : {1, 2, 4}) {
            setRows(rows);
            const qreal s = TableLayout::fit([&](qreal x) { return items(x, true); }, area.size(), gap(true), 40, 240);
            if (rows == 1 || s > scale * 1.12) {
                scale = s;
                bestRows = rows;
            }
        }
        setRows(bestRows);
        if (scale < 58) // too small to read: suit rows instead
            images = false;
    }
    if (!images)
        setRows(1);
    if (!images)
        scale = TableLayout::fit([&](qreal s) { return items(s, false); }, area.size(), gap(false), 8, 34);
    m_images = images;
    const QList<TableLayout::Item> laid = items(scale, images);
    const QList<QRect> rects = TableLayout::place(laid, area, gap(images)(scale));
    int i = 0;
    for (HandView *h : m_hands) {
        h->setScale(scale);
        h->setGeometry(rects.at(i++));
    }
    m_trick->setStyle(images ? TrickView::Style::Images : TrickView::Style::Text, vs.fourColour());
    m_trick->setScale(images ? scale * 0.92 : scale * 4.4);
    m_trick->setGeometry(rects.at(i++));
    m_contractRect = rects.at(i++);
    m_tricksRect = rects.at(i++);
    for (HandView *p : m_piles) {
        p->setScale(images ? scale * 0.8 : scale);
        p->setGeometry(rects.at(i++));
    }
    m_unit = images ? qMax<qreal>(11, scale * 0.15) : qMax<qreal>(11, scale * 0.78);
    // the question sits under the centre, over the table
    const QRect tr = m_trick->geometry();
    const QSize q = m_query->sizeHint();
    m_query->setGeometry(QRect(QPoint(tr.center().x() - q.width() / 2, tr.bottom() - q.height() - 4), q));
}

void TableWidget::paintBox(QPainter &p, const QRect &r, const QString &heading, const QString &html) const
{
    if (html.isEmpty())
        return;
    QTextDocument doc;
    QFont f = font();
    f.setPixelSize(qRound(m_unit));
    doc.setDefaultFont(f);
    doc.setDocumentMargin(0);
    doc.setHtml(QStringLiteral("<div style=\"color:#f4f4ec\"><span style=\"color:#b9d8c2; font-size:small\">%1</span><br>%2</div>")
                    .arg(heading.toHtmlEscaped(), html));
    doc.setTextWidth(r.width() - m_unit * 1.2);
    const QSizeF size = doc.size();
    const QRectF box(r.x(), r.y(), qMin<qreal>(r.width(), doc.idealWidth() + m_unit * 1.2), size.height() + m_unit * 0.9);
    QRectF placed = box;
    if (r.x() > width() / 2) // right-hand boxes hug the right edge
        placed.moveRight(r.right());
    QPainterPath path;
    path.addRoundedRect(placed, m_unit * 0.5, m_unit * 0.5);
    p.fillPath(path, QColor(0, 0, 0, 80));
    p.save();
    p.translate(placed.x() + m_unit * 0.6, placed.y() + m_unit * 0.45);
    QAbstractTextDocumentLayout::PaintContext ctx;
    ctx.palette.setColor(QPalette::Text, QColor(0xf4, 0xf4, 0xec));
    doc.documentLayout()->draw(&p, ctx);
    p.restore();
}

void TableWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect());
    QRadialGradient felt(r.center(), qMax(r.width(), r.height()) * 0.75);
    felt.setColorAt(0, QColor(0x2a, 0x7a, 0x4b));
    felt.setColorAt(0.7, QColor(0x1c, 0x5e, 0x38));
    felt.setColorAt(1, QColor(0x12, 0x45, 0x29));
    p.fillRect(r, felt);
    if (!m_message.isEmpty()) {
        QFont f = font();
        f.setPixelSize(qMax(13, height() / 28));
        p.setFont(f);
        p.setPen(QColor(255, 255, 255, 200));
        p.drawText(r.adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, m_message);
        return;
    }
    paintBox(p, m_contractRect, m_contractHeading, m_contractHtml);
    paintBox(p, m_tricksRect, m_tricksHeading, m_tricksHtml);
}

} // namespace kib
