#include "ddpanel.h"

#include "trickgraph.h"
#include "suitstyle.h"

#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace kib {

namespace {

// rows as hand records print them
const Seat rowSeats[4] = {North, South, East, West};

int rowOf(Seat s)
{
    for (int i = 0; i < 4; ++i)
        if (rowSeats[i] == s)
            return i;
    return -1;
}

} // namespace

DdPanel::DdPanel(QWidget *parent)
    : QWidget(parent),
      m_table(new QTableWidget(4, dd::StrainCount)),
      m_source(new QLabel),
      m_par(new QLabel),
      m_note(new QLabel),
      m_busy(new QProgressBar),
      m_graph(new TrickGraph)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(4);
    m_busy->setRange(0, 0); // a busy indicator, not a measure
    m_busy->setMaximumHeight(8);
    m_busy->setTextVisible(false);
    m_busy->setToolTip(tr("DDS is solving this deal"));
    m_busy->hide();
    layout->addWidget(m_busy);

    QStringList columns;
    for (int c = 0; c < dd::StrainCount; ++c) {
        const Strain s = dd::strainAt(c);
        columns.append(s == Strain::NoTrump ? tr("NT") : suitSymbol(strainSuit(s)));
    }
    m_table->setHorizontalHeaderLabels(columns);
    m_table->setVerticalHeaderLabels({tr("N"), tr("S"), tr("E"), tr("W")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // exactly the four rows: the dock shares its column with the auction
    // and the notes, and a table squeezed below its rows would overlap the
    // lines under it
    const int row = fontMetrics().height() + 6;
    m_table->verticalHeader()->setDefaultSectionSize(row);
    m_table->horizontalHeader()->setFixedHeight(row);
    m_table->setFixedHeight(5 * row + 2 * m_table->frameWidth());
    m_table->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    for (int c = 0; c < dd::StrainCount; ++c) {
        const Strain s = dd::strainAt(c);
        if (s != Strain::NoTrump)
            m_table->horizontalHeaderItem(c)->setForeground(style::suitColor(strainSuit(s), false));
        for (int r = 0; r < 4; ++r) {
            auto *item = new QTableWidgetItem;
            item->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(r, c, item);
        }
    }
    m_table->setToolTip(tr("Tricks each declarer takes in each strain, double dummy"));
    layout->addWidget(m_table);
    m_source->setWordWrap(true);
    m_par->setWordWrap(true);
    m_note->setWordWrap(true);
    m_par->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_par);
    layout->addWidget(m_source);
    layout->addWidget(m_note);
    auto *graphTitle = new QLabel(tr("Tricks declarer can still take:"));
    layout->addWidget(graphTitle);
    layout->addWidget(m_graph);
    layout->addStretch(1);
}

void DdPanel::showReason(const QString &reason)
{
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < dd::StrainCount; ++c) {
            m_table->item(r, c)->setText(QString());
            m_table->item(r, c)->setToolTip(QString());
            m_table->item(r, c)->setBackground(QBrush());
        }
    m_source->setText(QString());
    m_par->setText(QString());
    showNote(reason, false);
    m_graph->setValues({}, -1);
}

void DdPanel::showTable(const dd::DdTable &table, const QString &source)
{
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < dd::StrainCount; ++c) {
            const int t = table.tricks(rowSeats[r], dd::strainAt(c));
            QTableWidgetItem *item = m_table->item(r, c);
            item->setText(t < 0 ? QStringLiteral("\u2013") : QString::number(t));
            item->setToolTip(QString());
            item->setBackground(QBrush());
            QFont f = item->font();
            f.setBold(t >= 7);
            item->setFont(f);
        }
    m_source->setText(source);
}

void DdPanel::markDifferences(const dd::DdTable &solved)
{
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < dd::StrainCount; ++c) {
            const int t = solved.tricks(rowSeats[r], dd::strainAt(c));
            QTableWidgetItem *item = m_table->item(r, c);
            bool ok = false;
            const int shown = item->text().toInt(&ok);
            if (t < 0 || (ok && shown == t))
                continue;
            if (!ok) { // the file does not give this one
                item->setText(QString::number(t));
                item->setToolTip(tr("Not in the file; DDS finds %1").arg(t));
                continue;
            }
            item->setText(QStringLiteral("%1 (%2)").arg(shown).arg(t));
            item->setBackground(QColor(0xff, 0xcd, 0xd2));
            item->setToolTip(tr("The file says %1; DDS finds %2").arg(shown).arg(t));
        }
}

void DdPanel::showPar(const QString &par)
{
    m_par->setText(par);
}

void DdPanel::showNote(const QString &note, bool warning)
{
    m_note->setText(note);
    m_note->setStyleSheet(warning ? QStringLiteral("color: #b71c1c;") : QString());
}

void DdPanel::setBusy(bool busy)
{
    m_busy->setVisible(busy);
}

QString DdPanel::cellText(Seat declarer, Strain strain) const
{
    const int r = rowOf(declarer), c = dd::columnOf(strain);
    return r < 0 || c < 0 ? QString() : m_table->item(r, c)->text();
}

QString DdPanel::parText() const
{
    return m_par->text();
}

QString DdPanel::noteText() const
{
    return m_note->text();
}

QString DdPanel::sourceText() const
{
    return m_source->text();
}

bool DdPanel::isBusy() const
{
    return !m_busy->isHidden();
}

} // namespace kib
