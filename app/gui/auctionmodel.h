#pragma once

#include "model/seats.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace kib {

class CardRecord;
class Document;

// The auction of the current record as a grid: one column per seat (bridge:
// West North East South), calls row by row from the seat that called
// first. Only the calls made up to the current step are shown; the last one
// is the current call; at a "your call?" point the next cell shows "?".
class AuctionModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role {
        CallIndexRole = Qt::UserRole + 1, // index into Auction::calls, -1 for none
        CurrentRole,                      // the last call made
        AlertRole,                        // alerted call
        NoteRole,                         // note numbers referenced (QList<int> as QVariantList)
        QueryRole,                        // the "?" cell of a question
    };

    explicit AuctionModel(QObject *parent = nullptr);

    void setDocument(Document *document);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The seat shown in a column, and the column of a seat.
    Seat seatOfColumn(int column) const;
    int columnOfSeat(Seat seat) const;
    // The cell of call i, invalid when it is not shown.
    QModelIndex indexOfCall(int call) const;
    int callsShown() const { return m_shown; }
    // The calls shown as text, row by row ("" for empty cells): for tests.
    QStringList rowTexts() const;

public Q_SLOTS:
    void refresh();

private:
    const CardRecord *record() const;
    int position(int call) const; // linear cell of call i

    QPointer<Document> m_document;
    int m_seats = 4;
    int m_shown = 0;      // calls made so far
    bool m_query = false; // a question after the last call shown
    int m_rows = 0;
};

} // namespace kib
