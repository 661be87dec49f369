#pragma once

#include "printoptions.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QRadioButton;
class QSpinBox;

namespace kib {

// File ▸ Print, Print Preview and Export PDF ask here first: which records
// (the current one, the selected ones, all), the layout (hand record, quiz
// handout, full record) and its options, the paper and the margins.
class PrintDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Scope { Current, Selected, All };

    PrintDialog(const print::PrintOptions &options, int selectedCount, int recordCount, QWidget *parent = nullptr);

    print::PrintOptions options() const;
    Scope scope() const;
    void setScope(Scope scope);

    QComboBox *layoutBox() const { return m_layout; }
    QComboBox *perPageBox() const { return m_perPage; }

private:
    void updateEnabled();

    QRadioButton *m_current;
    QRadioButton *m_selected;
    QRadioButton *m_all;
    QComboBox *m_layout;
    QComboBox *m_perPage;
    QComboBox *m_paper;
    QDoubleSpinBox *m_margin;
    QComboBox *m_answers;
    QCheckBox *m_backs;
    QCheckBox *m_auction;
    QCheckBox *m_play;
    QCheckBox *m_commentary;
    QCheckBox *m_fourColour;
    QSpinBox *m_move;
};

} // namespace kib
