#include "typedentry.h"

#include "biddingbox.h"
#include "entrycontroller.h"

#include "document.h"
#include "handview.h"
#include "suitstyle.h"
#include "tablewidget.h"

#include "model/bridgeauction.h"
#include "model/playedit.h"
#include "model/rules.h"
#include "model/tablestate.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace kib {

bool isTextField(const QWidget *w)
{
    if (!w)
        return false;
    if (qobject_cast<const QLineEdit *>(w) || qobject_cast<const QAbstractSpinBox *>(w))
        return true;
    if (qobject_cast<const QComboBox *>(w))
        return true; // (a choice: its arrows and letters choose)
    if (const auto *t = qobject_cast<const QTextEdit *>(w))
        return !t->isReadOnly();
    if (const auto *t = qobject_cast<const QPlainTextEdit *>(w))
        return !t->isReadOnly();
    return false;
}

namespace {

Suit suitOf(QChar c)
{
    switch (c.toLower().unicode()) {
    case 's': return Suit::Spades;
    case 'h': return Suit::Hearts;
    case 'd': return Suit::Diamonds;
    case 'c': return Suit::Clubs;
    default: return Suit::None;
    }
}

Rank rankOf(QChar c)
{
    switch (c.toLower().unicode()) {
    case 'a': return RankAce;
    case 'k': return RankKing;
    case 'q': return RankQueen;
    case 'j': return RankJack;
    case 't': return RankTen;
    default: break;
    }
    if (c >= QLatin1Char('2') && c <= QLatin1Char('9'))
        return Rank(c.unicode() - '0');
    return RankUnknown;
}

bool strainOf(QChar c, Strain *strain)
{
    switch (c.toLower().unicode()) {
    case 'c': *strain = Strain::Clubs; return true;
    case 'd': *strain = Strain::Diamonds; return true;
    case 'h': *strain = Strain::Hearts; return true;
    case 's': *strain = Strain::Spades; return true;
    case 'n': *strain = Strain::NoTrump; return true;
    default: return false;
    }
}

} // namespace

TypedEntry::TypedEntry(QMainWindow *window, EntryController *entry, TableWidget *table)
    : QObject(window), m_window(window), m_entry(entry), m_table(table)
{
    qApp->installEventFilter(this);
}

TypedEntry::Mode TypedEntry::mode() const
{
    const CardRecord *r = m_entry->bridgeRecord();
    if (!r)
        return Mode::None;
    const int calls = m_entry->callPosition();
    if (calls >= 0 && !bridge::isComplete(r->auction().calls.mid(0, calls)))
        return Mode::Auction;
    if (m_entry->cardPosition() >= 0)
        return Mode::Play;
    return Mode::None;
}

void TypedEntry::setPending(const QString &text, const QString &hint)
{
    m_pending = text;
    Q_EMIT message(hint);
}

bool TypedEntry::enterCall(const Call &call)
{
    setPending(QString(), QString());
    QAbstractButton *b = m_entry->biddingBox()->callButton(call);
    if (!b)
        return false;
    if (!b->isEnabled()) {
        Q_EMIT message(tr("%1 cannot be entered: %2").arg(style::callText(call), b->toolTip()));
        return true;
    }
    b->click(); // the bidding box's own path
    return true;
}

bool TypedEntry::enterCard(Card card)
{
    setPending(QString(), QString());
    const CardRecord *r = m_entry->bridgeRecord();
    const int position = m_entry->cardPosition();
    const Seat seat = r && position >= 0 ? entry::seatToPlay(*r, position) : NoSeat;
    HandView *hand = seat != NoSeat ? m_table->handView(seat) : nullptr;
    if (!hand) {
        Q_EMIT message(tr("Who plays next is not known"));
        return true;
    }
    Q_EMIT hand->cardClicked(seat, card); // as a click on the card
    return true;
}

bool TypedEntry::rankAlone(Rank rank)
{
    const CardRecord *r = m_entry->bridgeRecord();
    Document *d = m_entry->document();
    const int position = m_entry->cardPosition();
    const Seat seat = r && d && position >= 0 ? entry::seatToPlay(*r, position) : NoSeat;
    if (seat == NoSeat)
        return false;
    const TableState state = d->cursor()->tableState();
    const Cards held = state.held.value(seat);
    const Suit led = state.onTable.isEmpty() || state.onTable.size() >= 4 || !state.onTable.first().card.isValid()
                         ? Suit::None
                         : state.onTable.first().card.suit();
    Cards candidates;
    for (const Card &c : held)
        if (c.rank() == rank && rules::followsSuit(held, led, c))
            candidates.append(c);
    if (candidates.size() == 1)
        return enterCard(candidates.first());
    setPending(QString(), candidates.isEmpty()
                              ? tr("%1 holds no %2 it may play").arg(style::seatName(r->seats(), seat), style::rankText(rank))
                              : tr("Which %1? Type the suit first (s, h, d, c)").arg(style::rankText(rank)));
    return true;
}

bool TypedEntry::type(QChar c)
{
    const Mode m = mode();
    const QChar lower = c.toLower();
    if (m == Mode::Auction) {
        Strain strain;
        if (lower >= QLatin1Char('1') && lower <= QLatin1Char('7')) {
            setPending(QString(lower), tr("Bid %1…: type the strain (c d h s n)").arg(lower));
            return true;
        }
        if (m_pending.size() == 1 && m_pending.at(0).isDigit() && strainOf(lower, &strain))
            return enterCall(Call::bid(m_pending.at(0).digitValue(), strain));
        if (lower == QLatin1Char('p'))
            return enterCall(Call::pass());
        if (lower == QLatin1Char('x')) {
            if (m_pending == QLatin1String("x"))
                return enterCall(Call::redbl());
            setPending(QStringLiteral("x"), tr("X: Enter to double, x again to redouble"));
            return true;
        }
        if (lower == QLatin1Char('t') && m_pending.isEmpty())
            return true; // the "t" of a typed "nt"
        return false;
    }
    if (m == Mode::Play) {
        if (const Suit s = suitOf(lower); s != Suit::None && lower != QLatin1Char('t')) {
            m_suit = s;
            setPending(suitSymbol(s), tr("%1…: type the rank").arg(suitSymbol(s)));
            return true;
        }
        if (lower == QLatin1Char('1')) {
            setPending(m_pending + QLatin1Char('1'), tr("10…"));
            return true;
        }
        Rank rank = rankOf(lower);
        if (lower == QLatin1Char('0') && m_pending.endsWith(QLatin1Char('1')))
            rank = RankTen;
        if (rank == RankUnknown)
            return false;
        if (m_pending.startsWith(suitSymbol(m_suit)) && m_suit != Suit::None) {
            const Suit s = m_suit;
            m_suit = Suit::None;
            return enterCard(Card(s, rank));
        }
        return rankAlone(rank);
    }
    return false;
}

bool TypedEntry::enter()
{
    if (m_pending == QLatin1String("x") && mode() == Mode::Auction)
        return enterCall(Call::dbl());
    return false;
}

bool TypedEntry::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress)
        return false;
    auto *w = qobject_cast<QWidget *>(watched);
    if (!w || w->window() != m_window || isTextField(QApplication::focusWidget()))
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    const Qt::KeyboardModifiers mods = key->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier);
    if (mods != Qt::NoModifier)
        return false;
    switch (key->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        return enter();
    case Qt::Key_Backspace:
    case Qt::Key_Escape:
        if (m_pending.isEmpty())
            return false;
        m_suit = Suit::None;
        setPending(QString(), QString());
        return true;
    default:
        break;
    }
    const QString text = key->text();
    if (text.size() != 1 || !text.at(0).isLetterOrNumber())
        return false;
    return type(text.at(0));
}

} // namespace kib
