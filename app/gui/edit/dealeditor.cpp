#include "dealeditor.h"
#include "gamecontract.h"
#include "suitstyle.h"

#include "document.h"

#include "model/cardrecord.h"
#include "model/dealentry.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSet>
#include <QVBoxLayout>

namespace kib {

namespace {

QPushButton *cardButton(Card card, const QString &objectName)
{
    auto *b = new QPushButton(suitSymbol(card.suit()) + rankLetter(card.rank()));
    b->setObjectName(objectName);
    b->setFlat(true);
    b->setFocusPolicy(Qt::NoFocus);
    b->setFixedWidth(b->fontMetrics().horizontalAdvance(QStringLiteral("♠10")) + 10);
    if (card.suit() == Suit::Hearts || card.suit() == Suit::Diamonds)
        b->setStyleSheet(QStringLiteral("color: #c00000"));
    return b;
}

void clearLayout(QLayout *layout)
{
    while (QLayoutItem *item = layout->takeAt(0)) {
        if (QWidget *w = item->widget()) {
            w->hide();
            w->deleteLater(); // a button may be the sender of the click being handled
        }
        delete item;
    }
}

} // namespace

DealEditor::DealEditor(Document *document, int index, QWidget *parent)
    : QDialog(parent),
      m_document(document),
      m_index(index >= 0 || !document ? index : document->currentIndex()),
      m_seatGroup(new QButtonGroup(this)),
      m_deckLayout(new QGridLayout),
      m_leftoverLabel(new QLabel),
      m_message(new QLabel),
      m_giveRest(new QPushButton(tr("&Give the Rest"))),
      m_rotate(new QPushButton(tr("R&otate"))),
      m_confirm([this](const QString &question) {
          return QMessageBox::question(this, tr("Edit Deal"), question) == QMessageBox::Yes;
      })
{
    setWindowTitle(tr("Edit Deal"));
    m_record = std::dynamic_pointer_cast<const CardRecord>(document ? document->record(m_index) : RecordPtr());
    const int seats = m_record ? m_record->seats().count() : 0;
    m_seatCount = seats;
    if (m_record) {
        m_deck = m_record->deck();
        m_hands = m_record->deal().hands;
        m_hands.resize(seats);
        m_sizes = QList<int>(seats, DealEntry::handSize(*m_record));
        m_pileNames = DealEntry::pileNames(*m_record);
        for (const QString &name : std::as_const(m_pileNames)) {
            // a pile is a place like a hand: known when it holds cards
            const Pile *p = std::as_const(m_record->deal()).pile(name);
            Hand h;
            h.cards = p ? p->cards : Cards();
            h.known = !h.cards.isEmpty();
            m_hands.append(h);
            m_sizes.append(DealEntry::pileSize(*m_record, name));
        }
    }
    const int rows = int(m_hands.size());

    auto *layout = new QVBoxLayout(this);
    auto *grid = new QGridLayout;
    for (int s = 0; s < rows; ++s) {
        SeatRow row;
        row.seat = new QRadioButton(rowName(s));
        row.seat->setToolTip(s < seats ? tr("Cards clicked in the deck go to this hand")
                                       : tr("Cards clicked in the deck go to this pile"));
        m_seatGroup->addButton(row.seat, s);
        row.edit = new QLineEdit;
        row.edit->setObjectName(s < seats ? QStringLiteral("hand%1").arg(s)
                                          : QStringLiteral("pile:") + m_pileNames.at(s - seats));
        row.edit->setPlaceholderText(tr("spades.hearts.diamonds.clubs, - for unknown"));
        row.unknown = new QCheckBox(tr("Unknown"));
        row.unknown->setToolTip(tr("The record does not give this hand"));
        row.status = new QLabel;
        row.status->setMinimumWidth(row.status->fontMetrics().horizontalAdvance(QStringLiteral("partial: 12 of 13")));
        // one line whatever it says (a long error must not push the rows
        // below down while typing); the whole text is its tooltip
        row.status->setWordWrap(false);
        row.status->setFixedHeight(row.edit->sizeHint().height());
        if (s >= seats)
            row.unknown->setToolTip(tr("The record does not give this pile"));
        row.cards = new QHBoxLayout;
        row.cards->setSpacing(0);
        grid->addWidget(row.seat, 2 * s, 0);
        grid->addWidget(row.edit, 2 * s, 1);
        grid->addWidget(row.unknown, 2 * s, 2);
        grid->addWidget(row.status, 2 * s, 3);
        auto *cards = new QHBoxLayout;
        cards->addLayout(row.cards);
        cards->addStretch(1);
        grid->addLayout(cards, 2 * s + 1, 1, 1, 3);
        connect(row.edit, &QLineEdit::textEdited, this, [this, s](const QString &text) { handEdited(s, text); });
        connect(row.unknown, &QCheckBox::clicked, this, [this, s](bool on) { unknownToggled(s, on); });
        connect(row.edit, &QLineEdit::textEdited, row.seat, [b = row.seat]() { b->setChecked(true); });
        m_rows.append(row);
    }
    // The rows keep their places while cards come and go: each row of card
    // buttons has the room of a full hand from the start (typing a hand
    // must not push the next seat's line away under the cursor).
    {
        // (a red card's style sheet makes its button taller than a black one's)
        QPushButton *probe = cardButton(Card(Suit::Spades, RankTen), QString());
        QPushButton *red = cardButton(Card(Suit::Hearts, RankTen), QString());
        probe->ensurePolished();
        red->ensurePolished();
        const QSize one = probe->sizeHint().expandedTo(red->sizeHint()).expandedTo(QSize(probe->width(), 0));
        const int width = probe->maximumWidth() < QWIDGETSIZE_MAX ? probe->maximumWidth() : one.width();
        delete probe;
        delete red;
        int most = 0;
        for (int size : std::as_const(m_sizes))
            most = qMax(most, size);
        for (int s = 0; s < rows; ++s) {
            grid->setRowMinimumHeight(2 * s + 1, one.height());
            // a strut keeps the row from counting as empty (the grid leaves
            // out the spacing of an empty row, and puts it back with the
            // first card)
            auto *strut = new QWidget;
            strut->setFixedSize(0, one.height());
            grid->addWidget(strut, 2 * s + 1, 0);
        }
        grid->setColumnMinimumWidth(1, qMax(1, most) * width);
    }
    layout->addLayout(grid);

    auto *deck = new QGroupBox(tr("Cards left"));
    auto *deckBox = new QVBoxLayout(deck);
    deckBox->addWidget(m_leftoverLabel);
    m_deckLayout->setSpacing(0);
    deckBox->addLayout(m_deckLayout);
    layout->addWidget(deck);
    layout->addStretch(1); // (space the deck gives up goes below, not between the rows)

    auto *tools = new QHBoxLayout;
    m_giveRest->setToolTip(tr("Give the cards left to the one hand that is still short"));
    m_rotate->setToolTip(tr("Turn the deal one seat clockwise"));
    tools->addWidget(m_giveRest);
    tools->addWidget(m_rotate);
    tools->addStretch(1);
    layout->addLayout(tools);
    m_message->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("dealMessage"));
    layout->addWidget(m_message);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &DealEditor::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &DealEditor::reject);
    connect(m_giveRest, &QPushButton::clicked, this, &DealEditor::giveRest);
    connect(m_rotate, &QPushButton::clicked, this, &DealEditor::rotate);

    for (int s = 0; s < rows; ++s)
        setHandText(s);
    if (rows > 0)
        m_rows.first().seat->setChecked(true);
    update();
}

QLineEdit *DealEditor::handEdit(int seat) const
{
    return seat >= 0 && seat < m_rows.size() ? m_rows.at(seat).edit : nullptr;
}

QCheckBox *DealEditor::unknownBox(int seat) const
{
    return seat >= 0 && seat < m_rows.size() ? m_rows.at(seat).unknown : nullptr;
}

QRadioButton *DealEditor::seatButton(int seat) const
{
    return seat >= 0 && seat < m_rows.size() ? m_rows.at(seat).seat : nullptr;
}

QLabel *DealEditor::statusLabel(int seat) const
{
    return seat >= 0 && seat < m_rows.size() ? m_rows.at(seat).status : nullptr;
}

QPushButton *DealEditor::deckButton(Card card) const
{
    for (int i = 0; i < m_deckLayout->count(); ++i)
        if (auto *b = qobject_cast<QPushButton *>(m_deckLayout->itemAt(i)->widget()))
            if (b->objectName() == QStringLiteral("deck:") + card.toString())
                return b;
    return nullptr;
}

QPushButton *DealEditor::handButton(int seat, Card card) const
{
    if (seat < 0 || seat >= m_rows.size())
        return nullptr;
    QHBoxLayout *row = m_rows.at(seat).cards;
    for (int i = 0; i < row->count(); ++i)
        if (auto *b = qobject_cast<QPushButton *>(row->itemAt(i)->widget()))
            if (b->objectName() == QStringLiteral("hand%1:%2").arg(seat).arg(card.toString()))
                return b;
    return nullptr;
}

int DealEditor::selectedSeat() const
{
    return m_seatGroup->checkedId();
}

QString DealEditor::rowName(int row) const
{
    if (row < m_seatCount)
        return style::seatName(m_record->seats(), row);
    return style::pileName(m_pileNames.value(row - m_seatCount));
}

int DealEditor::pileRow(const QString &name) const
{
    const qsizetype i = m_pileNames.indexOf(name);
    return i < 0 ? -1 : m_seatCount + int(i);
}

Cards DealEditor::pileCards(const QString &name) const
{
    const int row = pileRow(name);
    return row >= 0 && m_hands.at(row).known ? m_hands.at(row).cards : Cards();
}

void DealEditor::handEdited(int seat, const QString &text)
{
    const DealEntry::Parsed p = DealEntry::parseHand(text, m_deck, m_sizes.value(seat));
    m_rows[seat].error = p.error;
    if (p.error.isEmpty()) {
        m_hands[seat].known = p.known;
        m_hands[seat].cards = p.cards;
    }
    update();
}

void DealEditor::unknownToggled(int seat, bool unknown)
{
    m_hands[seat].known = !unknown;
    if (unknown)
        m_hands[seat].cards.clear();
    m_rows[seat].error.clear();
    setHandText(seat);
    update();
}

void DealEditor::deckCardClicked(Card card)
{
    const int seat = selectedSeat();
    if (seat < 0 || seat >= m_hands.size())
        return;
    if (!m_rows.at(seat).error.isEmpty()) {
        m_message->setText(tr("Correct %1's line first").arg(rowName(seat)));
        return;
    }
    Hand &h = m_hands[seat];
    if (h.known && h.cards.size() >= m_sizes.value(seat)) {
        m_message->setText(tr("%1 is complete").arg(rowName(seat)));
        return;
    }
    h.known = true;
    h.cards.append(card);
    sortCards(h.cards);
    setHandText(seat);
    update();
}

void DealEditor::handCardClicked(int seat, Card card)
{
    Hand &h = m_hands[seat];
    const qsizetype i = h.cards.indexOf(card);
    if (i < 0)
        return;
    h.cards.removeAt(i);
    setHandText(seat);
    update();
}

void DealEditor::giveRest()
{
    const int target = DealEntry::restTarget(m_hands, m_deck, m_sizes);
    if (target < 0)
        return;
    Hand &h = m_hands[target];
    if (!h.known)
        h.cards.clear();
    h.known = true;
    h.cards += DealEntry::leftover(m_hands, m_deck);
    sortCards(h.cards);
    setHandText(target);
    update();
}

void DealEditor::rotate()
{
    // the hands turn; the piles stay
    const QList<Hand> turned = DealEntry::rotated(hands());
    std::copy(turned.cbegin(), turned.cend(), m_hands.begin());
    for (int s = 0; s < m_seatCount; ++s)
        setHandText(s);
    update();
}

void DealEditor::setHandText(int seat)
{
    SeatRow &row = m_rows[seat];
    row.error.clear();
    const Hand &h = m_hands.at(seat);
    row.edit->setText(h.known ? cardsToDotted(h.cards) : QStringLiteral("-"));
}

void DealEditor::update()
{
    bool anyError = false;
    for (int s = 0; s < m_rows.size(); ++s) {
        SeatRow &row = m_rows[s];
        const Hand &h = m_hands.at(s);
        const Cards twice = DealEntry::duplicates(m_hands, m_deck, s);
        QString status;
        bool bad = true;
        if (!row.error.isEmpty()) {
            status = row.error;
        } else if (!twice.isEmpty()) {
            QStringList names;
            for (Card c : twice)
                names << c.toString();
            status = tr("%1 also in another hand").arg(names.join(QLatin1Char(' ')));
        } else {
            bad = false;
            if (!h.known)
                status = tr("unknown");
            else if (h.cards.size() < m_sizes.value(s))
                status = tr("partial: %1 of %2").arg(h.cards.size()).arg(m_sizes.value(s));
            else
                status = tr("%n cards", nullptr, int(h.cards.size()));
        }
        anyError = anyError || bad;
        row.status->setText(status);
        row.status->setToolTip(status);
        row.status->setStyleSheet(bad ? QStringLiteral("color: #b00020") : QString());
        row.edit->setStyleSheet(bad ? QStringLiteral("background-color: #ffcdcd") : QString());
        {
            const QSignalBlocker block(row.unknown);
            row.unknown->setChecked(row.error.isEmpty() && !h.known);
        }
        rebuildHandCards(s);
    }
    rebuildDeck();
    const int target = DealEntry::restTarget(m_hands, m_deck, m_sizes);
    m_giveRest->setEnabled(!anyError && target >= 0);
    m_giveRest->setText(target >= 0 ? tr("&Give the Rest to %1").arg(rowName(target)) : tr("&Give the Rest"));
    m_rotate->setEnabled(!anyError && !m_rows.isEmpty());
    m_ok->setEnabled(!anyError && m_record);
    if (!anyError) {
        // the model keeps any partial deal; PBN only one of equal hands
        QSet<qsizetype> sizes;
        for (const Hand &h : hands())
            if (h.known)
                sizes.insert(h.cards.size());
        m_message->setText(sizes.size() > 1 ? tr("Note: PBN keeps a partial deal only when the hands given hold "
                                                 "the same number of cards")
                                            : QString());
    }
}

void DealEditor::rebuildDeck()
{
    clearLayout(m_deckLayout);
    const Cards left = DealEntry::leftover(m_hands, m_deck);
    m_leftoverLabel->setText(left.size() == 1 ? tr("1 card not dealt") : tr("%1 cards not dealt").arg(left.size()));
    int column[SuitCount] = {};
    for (Card c : left) {
        auto *b = cardButton(c, QStringLiteral("deck:") + c.toString());
        b->setToolTip(tr("Give %1 to the selected hand").arg(c.toString()));
        connect(b, &QPushButton::clicked, this, [this, c]() { deckCardClicked(c); });
        const int suit = int(c.suit());
        m_deckLayout->addWidget(b, suit, column[suit]++);
    }
}

void DealEditor::rebuildHandCards(int seat)
{
    QHBoxLayout *row = m_rows.at(seat).cards;
    clearLayout(row);
    for (Card c : m_hands.at(seat).cards) {
        auto *b = cardButton(c, QStringLiteral("hand%1:%2").arg(seat).arg(c.toString()));
        b->setToolTip(tr("Put %1 back in the deck").arg(c.toString()));
        connect(b, &QPushButton::clicked, this, [this, seat, c]() { handCardClicked(seat, c); });
        row->addWidget(b);
    }
}

void DealEditor::accept()
{
    if (!m_document || !m_record)
        return;
    for (const SeatRow &row : m_rows)
        if (!row.error.isEmpty())
            return;
    if (DealEntry::hasDuplicates(m_hands, m_deck)) {
        m_message->setText(tr("A card is given twice: the deal cannot be applied"));
        return;
    }
    QList<Hand> hands = this->hands();
    for (Hand &h : hands)
        if (h.cards.isEmpty())
            h.known = false; // a hand without cards is a hand not given
    QList<Pile> piles;
    for (const QString &name : std::as_const(m_pileNames))
        piles.append(Pile{name, pileCards(name), false});
    const QStringList conflicts = DealEntry::playConflicts(*m_record, hands);
    if (!conflicts.isEmpty()
        && !m_confirm(tr("The play recorded no longer fits this deal:\n%1\n\nApply the deal anyway?")
                          .arg(conflicts.join(QLatin1Char('\n')))))
        return;
    m_document->editRecord(m_index, tr("Edit Deal"), [hands, piles](Record &r) {
        auto &c = static_cast<CardRecord &>(r);
        const Deal before = c.deal();
        c.deal().hands = hands;
        for (const Pile &p : piles) {
            if (!p.cards.isEmpty())
                c.deal().pile(p.name).cards = p.cards; // keeps the pile's place and hidden mark
            else
                c.deal().piles.removeIf([&p](const Pile &q) { return q.name == p.name; });
        }
        if (c.deal() == before)
            return false;
        // PN writes Hand# by its recorded mark: a hand given here is given
        if (c.game() == Game::Pinochle && c.pinochle().hands.size() == hands.size())
            for (qsizetype s = 0; s < hands.size(); ++s)
                c.pinochle().hands[s] = hands.at(s).known ? PnMark::Given : PnMark::Absent;
        return true;
    });
    QDialog::accept();
}

} // namespace kib
