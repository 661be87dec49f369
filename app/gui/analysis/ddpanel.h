#pragma once

#include "analysis/ddtable.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QTableWidget;

namespace kib {

class TrickGraph;

// The Double dummy dock's content: the table of the 20 numbers as hand
// records print it (declarers N S E W down, NT S H D C across), the par
// score and contracts, where the numbers come from (DDS, or the file with
// what DDS says of them), a busy bar while DDS works, and the graph of the
// tricks the declarer's side can still take through the play.
class DdPanel : public QWidget
{
    Q_OBJECT

public:
    explicit DdPanel(QWidget *parent = nullptr);

    // Nothing to show, and why ("not a bridge deal", "West's hand is not given").
    void showReason(const QString &reason);
    // The numbers shown, where they come from, and a line under them.
    void showTable(const dd::DdTable &table, const QString &source);
    // DDS's numbers over the file's: beside those it finds otherwise, in
    // the cells the file leaves empty.
    void markDifferences(const dd::DdTable &solved);
    void showPar(const QString &par);
    void showNote(const QString &note, bool warning);
    void setBusy(bool busy);

    // What is shown, for tests and accessibility.
    QString cellText(Seat declarer, Strain strain) const;
    QString parText() const;
    QString noteText() const;
    QString sourceText() const;
    bool isBusy() const;
    TrickGraph *graph() const { return m_graph; }

private:
    QTableWidget *m_table;
    QLabel *m_source;
    QLabel *m_par;
    QLabel *m_note;
    QProgressBar *m_busy;
    TrickGraph *m_graph;
};

} // namespace kib
