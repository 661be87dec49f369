#include "recordlistmodel.h"

#include "elide.h"

#include "document.h"
#include "gamecontract.h"
#include "suitstyle.h"

#include "model/cardrecord.h"

namespace kib {

RecordListModel::RecordListModel(QObject *parent) : QAbstractTableModel(parent) {}

void RecordListModel::setDocument(Document *document)
{
    if (document == m_document)
        return;
    beginResetModel();
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_rows = document ? document->recordCount() : 0;
    if (document) {
        connect(document, &Document::recordsAppended, this, &RecordListModel::appended);
        connect(document, &Document::recordsAboutToBeRearranged, this, [this]() { beginResetModel(); });
        connect(document, &Document::recordsRearranged, this, [this]() {
            m_rows = m_document ? m_document->recordCount() : 0;
            endResetModel();
        });
        connect(document, &Document::recordReplaced, this, [this](int row) {
            if (row >= 0 && row < m_rows)
                Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        });
        connect(document, &QObject::destroyed, this, [this]() {
            beginResetModel();
            m_rows = 0;
            endResetModel();
        });
    }
    endResetModel();
}

void RecordListModel::appended(int first, int last)
{
    if (first != m_rows || last < first) {
        beginResetModel();
        m_rows = m_document ? m_document->recordCount() : 0;
        endResetModel();
        return;
    }
    beginInsertRows(QModelIndex(), first, last);
    m_rows = last + 1;
    endInsertRows();
}

int RecordListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int RecordListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

static QString players(const RecordSummary &s)
{
    auto pair = [](const QString &x, const QString &y) {
        if (x.isEmpty() && y.isEmpty())
            return QString();
        if (x == y || y.isEmpty())
            return x;
        if (x.isEmpty())
            return y;
        return x + QStringLiteral(" – ") + y;
    };
    const QString ns = pair(s.north, s.south);
    const QString ew = pair(s.east, s.west);
    if (ns.isEmpty() || ew.isEmpty())
        return ns + ew;
    return ns + QStringLiteral(" v ") + ew;
}

static QString players(const Record &record)
{
    const auto *card = dynamic_cast<const CardRecord *>(&record);
    QStringList names;
    if (card) {
        for (Seat s = 0; s < card->seats().count(); ++s) {
            const QString n = style::playerName(*card, s);
            if (!n.isEmpty())
                names.append(n);
        }
    } else {
        for (const char *t : {"White", "Black", "Sente", "Gote", "Red"}) {
            const QString n = record.tag(QLatin1String(t));
            if (!n.isEmpty())
                names.append(n);
        }
    }
    return names.join(QStringLiteral(", "));
}

QString RecordListModel::cellText(const RecordSummary &s, int column)
{
    switch (column) {
    case Board: return s.board;
    case Event: return style::textWithSymbols(s.event).trimmed();
    case Players: return players(s);
    case Contract:
        return s.contract.kind != Contract::Kind::Unknown ? style::contractText(s.contract) : s.contractTag;
    case Declarer: return s.declarer != NoSeat ? SeatLayout(Game::Bridge, 4).letter(s.declarer) : s.declarerTag;
    case Result: return s.result ? QString::number(*s.result) : s.resultTag;
    case GameColumn: return gameId(s.game);
    }
    return QString();
}

QString RecordListModel::cellText(const Record &record, int column)
{
    // a bridge record reads as its summary, built or not
    if (RecordSummary::describes(record))
        return cellText(RecordSummary::of(record), column);
    const auto *card = dynamic_cast<const CardRecord *>(&record);
    switch (column) {
    case Board: return RecordSummary::boardLabel(record);
    case Event: return style::textWithSymbols(RecordSummary::eventLabel(record)).trimmed();
    case Players: return players(record);
    case Contract:
        if (card && card->contract().kind != Contract::Kind::Unknown) {
            const QString named = style::gameContractText(*card); // preferans: "♥ Hearts (4)"
            return named.isEmpty() ? style::contractText(card->contract()) : named;
        }
        return record.tag(QStringLiteral("Contract"));
    case Declarer:
        if (card && card->declarer() != NoSeat)
            return card->seats().letter(card->declarer());
        return record.tag(QStringLiteral("Declarer"));
    case Result:
        if (card && card->result())
            return QString::number(*card->result());
        return record.tag(QStringLiteral("Result"));
    case GameColumn: return gameId(record.game());
    }
    return QString();
}

// A row as the list reads it: the summary of a record read and let go
// (large files; not built for the list: sorting and filtering ask every
// row), or the record.
struct RecordListModel::Row
{
    std::optional<RecordSummary> summary;
    RecordPtr record;
    const CardRecord *card = nullptr;
    kib::Contract contract;
};

bool RecordListModel::rowAt(int row, Row *out) const
{
    if (!m_document || row < 0 || row >= m_rows)
        return false;
    const Collection &records = m_document->collection();
    if (!records.isBuilt(row))
        out->summary = records.summary(row);
    else if (!(out->record = records.record(row)))
        return false;
    else if (RecordSummary::describes(*out->record))
        out->summary = RecordSummary::of(*out->record);
    out->card = out->record ? dynamic_cast<const CardRecord *>(out->record.get()) : nullptr;
    out->contract = out->summary ? out->summary->contract : out->card ? out->card->contract() : kib::Contract();
    return true;
}

QString RecordListModel::text(const Row &r, int column)
{
    return r.summary ? cellText(*r.summary, column) : cellText(*r.record, column);
}

qint64 RecordListModel::number(const Row &r, int row, int column)
{
    bool ok = false;
    const int n = text(r, column).toInt(&ok);
    if (ok)
        return n;
    // (a board that is no number after every number, in file order)
    return column == Board ? (qint64(1) << 40) + row : -1;
}

QString RecordListModel::sortString(const Row &r, int column)
{
    if (column == Contract && r.contract.isBid())
        return QStringLiteral("%1%2%3").arg(r.contract.level).arg(int(r.contract.strain)).arg(r.contract.risk);
    return text(r, column).toLower();
}

QString RecordListModel::filterString(const Row &r, int column)
{
    QString t = text(r, column);
    if (column == Contract && (r.summary || r.card))
        t += QLatin1Char(' ') + r.contract.toString(); // "4S" as well as "4♠"
    if (column == Board)
        t = QStringLiteral("board ") + t; // "board 5" as well as "5"
    return t;
}

qint64 RecordListModel::sortNumber(int row, int column) const
{
    Row r;
    return rowAt(row, &r) ? number(r, row, column) : -1;
}

QString RecordListModel::sortText(int row, int column) const
{
    Row r;
    return rowAt(row, &r) ? sortString(r, column) : QString();
}

bool RecordListModel::rowContains(int row, const QString &pattern) const
{
    Row r;
    if (!rowAt(row, &r))
        return false;
    for (int c = 0; c < ColumnCount; ++c)
        if (filterString(r, c).contains(pattern, Qt::CaseInsensitive))
            return true;
    return false;
}

QVariant RecordListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_document)
        return QVariant();
    Row r;
    if (!rowAt(index.row(), &r))
        return QVariant();
    switch (role) {
    case Qt::DisplayRole:
        return elideText(text(r, index.column()));
    case Qt::ToolTipRole:
        if (index.column() == Players || index.column() == Event)
            return elideText(text(r, index.column()), 1000);
        return QVariant();
    case Qt::TextAlignmentRole:
        if (index.column() == Board || index.column() == Result)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant();
    case SortRole:
        if (sortsByNumber(index.column()))
            return number(r, index.row(), index.column());
        return sortString(r, index.column());
    case FilterRole:
        return filterString(r, index.column());
    case IndexRole:
        return index.row();
    }
    return QVariant();
}

QVariant RecordListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole && m_document && section >= 0 && section < m_rows)
            return m_document->recordNumber(section);
        return QVariant();
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return QVariant();
    switch (section) {
    case Board: return role == Qt::DisplayRole ? tr("Board") : tr("Board number");
    case Event: return tr("Event");
    case Players: return role == Qt::DisplayRole ? tr("Players") : tr("North–South v East–West");
    case Contract: return tr("Contract");
    case Declarer: return role == Qt::DisplayRole ? tr("Decl") : tr("Declarer");
    case Result: return role == Qt::DisplayRole ? tr("Tricks") : tr("Tricks taken by declarer");
    case GameColumn: return tr("Game");
    }
    return QVariant();
}

} // namespace kib
