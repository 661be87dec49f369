#pragma once

#include "handview.h"
#include "trickview.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QFrame;

namespace kib {

class CardRecord;
class Document;
struct TableState;

// The card table at the current step: the hands around the trick, the
// piles, and boxes with the contract (declarer, dummy) and the tricks won.
// It scales with its size; below a readable card size it falls back from
// card images to suit rows.
class TableWidget : public QWidget
{
    Q_OBJECT

public:
    explicit TableWidget(QWidget *parent = nullptr);

    void setDocument(Document *document);
    Document *document() const { return m_document; }

    int handCount() const { return int(m_hands.size()); }
    HandView *handView(Seat seat) const { return m_hands.value(seat); }
    int pileCount() const { return int(m_piles.size()); }
    HandView *pileView(int pile) const { return m_piles.value(pile); }
    TrickView *trickView() const { return m_trick; }
    // What the information boxes say, as plain text (tests, accessibility).
    QString contractText() const { return m_contractText; }
    QString tricksText() const { return m_tricksText; }
    // The pairs' high-card points and the result scored, a line each (what
    // the contract and tricks boxes show beside them).
    QString factsText() const { return m_factsText; }
    QString queryText() const;
    bool usesCardImages() const { return m_images; }
    // The table turned clockwise by this many seats (4 seats only): seat s
    // sits where seat s + rotation would. A quiz that shows one hand turns
    // it to the bottom by itself; rotate() turns one more seat.
    int rotation() const { return m_rotation; }
    Seat seatAtBottom() const;

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

public Q_SLOTS:
    void refresh();
    void rotate();

Q_SIGNALS:
    void showAnswerRequested();
    void cardClicked(kib::Seat seat, kib::Card card);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void ensureViews(int seats, int piles);
    void updateContents(const CardRecord &record, const TableState &state);
    void relayout();
    void paintBox(QPainter &p, const QRect &r, const QString &heading, const QString &html) const;

    QPointer<Document> m_document;
    QList<HandView *> m_hands;
    QList<HandView *> m_piles;
    TrickView *m_trick;
    QFrame *m_query;
    QLabel *m_queryLabel;
    QPushButton *m_answer;
    QRect m_contractRect;
    QRect m_tricksRect;
    QString m_contractHeading, m_contractHtml, m_contractText;
    QString m_tricksHeading, m_tricksHtml, m_tricksText;
    QString m_factsText;
    QString m_message;
    bool m_images = true;
    int m_rotation = 0;
    int m_userRotation = 0;
    int m_rotationRecord = -1;
    qreal m_unit = 12;
};

} // namespace kib
