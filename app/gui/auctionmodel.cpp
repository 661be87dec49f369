#include "auctionmodel.h"

#include "document.h"
#include "replaycontroller.h"
#include "suitstyle.h"
#include "viewsettings.h"

#include <QFont>

namespace kib {

AuctionModel::AuctionModel(QObject *parent) : QAbstractTableModel(parent)
{
    connect(&ViewSettings::instance(), &ViewSettings::changed, this, [this]() {
        if (m_rows > 0)
            Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, m_seats - 1));
    });
}

void AuctionModel::setDocument(Document *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document->cursor(), &ReplayCursor::stepChanged, this, &AuctionModel::refresh);
        connect(document, &Document::currentIndexChanged, this, &AuctionModel::refresh);
    }
    refresh();
}

const CardRecord *AuctionModel::record() const
{
    return m_document ? m_document->cursor()->cardRecord() : nullptr;
}

Seat AuctionModel::seatOfColumn(int column) const
{
    if (m_seats == 4)
        return (column + 3) % 4; // W N E S
    return column;
}

int AuctionModel::columnOfSeat(Seat seat) const
{
    if (seat < 0 || m_seats <= 0)
        return 0;
    if (m_seats == 4)
        return (seat + 1) % 4;
    return seat % qMax(1, m_seats);
}

int AuctionModel::position(int call) const
{
    const CardRecord *r = record();
    const Seat first = r && r->auction().first != NoSeat ? r->auction().first : (r ? r->dealer() : NoSeat);
    return columnOfSeat(first == NoSeat ? seatOfColumn(0) : first) + call;
}

void AuctionModel::refresh()
{
    beginResetModel();
    const CardRecord *r = record();
    // no columns for records without an auction (chess variants, none)
    m_seats = r ? qMax(1, r->seats().count()) : 0;
    m_shown = r ? m_document->cursor()->tableState().callsMade : 0;
    m_query = r && ReplayController::queryAt(*r, m_document->cursor()->step()) == ReplayController::Query::Call
              && m_document->cursor()->step() <= r->auctionSteps();
    const int cells = r ? position(m_shown + (m_query ? 1 : 0)) : 0;
    m_rows = r && (m_shown > 0 || m_query) ? (cells + m_seats - 1) / m_seats : 0;
    endResetModel();
}

int AuctionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int AuctionModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_seats;
}

QModelIndex AuctionModel::indexOfCall(int call) const
{
    if (call < 0 || call >= m_shown)
        return QModelIndex();
    const int p = position(call);
    return index(p / m_seats, p % m_seats);
}

QVariant AuctionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const CardRecord *r = record();
    if (!r)
        return QVariant();
    const int p = index.row() * m_seats + index.column();
    const int call = p - position(0);
    const bool isQuery = m_query && call == m_shown;
    if (role == QueryRole)
        return isQuery;
    if (isQuery) {
        switch (role) {
        case Qt::DisplayRole: return QStringLiteral("?");
        case Qt::ToolTipRole: return tr("Your call?");
        case CallIndexRole: return -1;
        default: return QVariant();
        }
    }
    if (call < 0 || call >= m_shown || call >= r->auction().calls.size())
        return role == CallIndexRole ? QVariant(-1) : QVariant();
    const Call &c = r->auction().calls.at(call);
    const bool four = ViewSettings::instance().fourColour();
    switch (role) {
    case Qt::DisplayRole:
        return style::callText(c) + c.annotation->suffix;
    case Qt::ForegroundRole:
        if (c.kind == Call::Kind::Bid && c.strain != Strain::NoTrump)
            return style::suitColor(strainSuit(c.strain), four);
        return QVariant();
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::ToolTipRole: {
        QStringList lines;
        lines << QStringLiteral("<b>%1</b> %2").arg(style::seatName(r->seats(), r->auction().seatOf(call, r->seats())),
                                                     style::callHtml(c, four));
        if (c.annotation->alert)
            lines << tr("Alerted");
        if (!c.annotation->alertText.isEmpty())
            lines << style::textToHtml(c.annotation->alertText, four);
        for (int n : c.annotation->noteRefs)
            if (const Note *note = r->note(Note::Section::Auction, n))
                lines << QStringLiteral("<b>%1</b> %2").arg(n).arg(style::textToHtml(note->text, four));
        if (!c.annotation->irregularity.isEmpty())
            lines << tr("Irregularity: %1").arg(c.annotation->irregularity);
        return lines.join(QStringLiteral("<br>"));
    }
    case CallIndexRole:
        return call;
    case CurrentRole:
        return call == m_shown - 1;
    case AlertRole:
        return c.annotation->alert || !c.annotation->alertText.isEmpty();
    case NoteRole: {
        QVariantList notes;
        for (int n : c.annotation->noteRefs)
            notes.append(n);
        return notes;
    }
    }
    return QVariant();
}

QVariant AuctionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const CardRecord *r = record();
    if (orientation != Qt::Horizontal || section < 0 || section >= m_seats || !r)
        return QVariant();
    const Seat seat = seatOfColumn(section);
    const SeatLayout &seats = r->seats();
    const bool vul = r->game() == Game::Bridge && style::isVulnerable(r->vulnerability(), seats, seat);
    switch (role) {
    case Qt::DisplayRole: {
        QString name = m_seats != 4 ? style::seatShort(seats, seat) : style::seatName(seats, seat);
        if (r->dealer() == seat)
            name += QStringLiteral(" \u2022"); // the dealer
        return name;
    }
    case Qt::ToolTipRole: {
        QString tip = style::seatName(seats, seat);
        if (vul)
            tip += tr(", vulnerable");
        if (r->dealer() == seat)
            tip += tr(", dealer");
        return tip;
    }
    case Qt::ForegroundRole:
        return vul ? QVariant(QColor(0xb7, 0x1c, 0x1c)) : QVariant();
    case Qt::FontRole:
        if (vul) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return QVariant();
    }
    return QVariant();
}

QStringList AuctionModel::rowTexts() const
{
    QStringList out;
    for (int row = 0; row < m_rows; ++row) {
        QStringList cells;
        for (int col = 0; col < m_seats; ++col)
            cells << data(index(row, col)).toString();
        out << cells.join(QLatin1Char('|'));
    }
    return out;
}

} // namespace kib
