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

QVariant RecordListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_document)
        return QVariant();
    // A record read and let go (large files) is shown from its summary, and
    // is not built for the list: sorting and filtering ask every row.
    const Collection &records = m_document->collection();
    const int row = index.row();
    std::optional<RecordSummary> summary;
    RecordPtr record;
    if (!records.isBuilt(row))
        summary = records.summary(row);
    else if (!(record = records.record(row)))
        return QVariant();
    else if (RecordSummary::describes(*record))
        summary = RecordSummary::of(*record);
    const auto text = [&](int column) { return summary ? cellText(*summary, column) : cellText(*record, column); };
    const auto *card = record ? dynamic_cast<const CardRecord *>(record.get()) : nullptr;
    const kib::Contract contract = summary ? summary->contract : card ? card->contract() : kib::Contract();
    switch (role) {
    case Qt::DisplayRole:
        return elideText(text(index.column()));
    case Qt::ToolTipRole:
        if (index.column() == Players || index.column() == Event)
            return elideText(text(index.column()), 1000);
        return QVariant();
    case Qt::TextAlignmentRole:
        if (index.column() == Board || index.column() == Result)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant();
    case SortRole: {
        const QString t = text(index.column());
        if (index.column() == Board || index.column() == Result) {
            bool ok = false;
            const int n = t.toInt(&ok);
            if (ok)
                return n;
            return index.column() == Board ? 1000000 + row : -1;
        }
        if (index.column() == Contract && contract.isBid())
            return QStringLiteral("%1%2%3").arg(contract.level).arg(int(contract.strain)).arg(contract.risk);
        return t.toLower();
    }
    case FilterRole: {
        QString t = text(index.column());
        if (index.column() == Contract && (summary || card))
            t += QLatin1Char(' ') + contract.toString(); // "4S" as well as "4♠"
        if (index.column() == Board)
            t = QStringLiteral("board ") + t; // "board 5" as well as "5"
        return t;
    }
    case IndexRole:
        return row;
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
