#include "printdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kib {

PrintDialog::PrintDialog(const print::PrintOptions &o, int selectedCount, int recordCount, QWidget *parent)
    : QDialog(parent),
      m_current(new QRadioButton(tr("The &current record"))),
      m_selected(new QRadioButton(tr("The &selected records (%1)").arg(selectedCount))),
      m_all(new QRadioButton(tr("&All records of the file (%1)").arg(recordCount))),
      m_layout(new QComboBox),
      m_perPage(new QComboBox),
      m_paper(new QComboBox),
      m_margin(new QDoubleSpinBox),
      m_answers(new QComboBox),
      m_backs(new QCheckBox(tr("Hidden hands as card &backs (else left blank)"))),
      m_auction(new QCheckBox(tr("The a&uction"))),
      m_play(new QCheckBox(tr("The &play"))),
      m_commentary(new QCheckBox(tr("The co&mmentary"))),
      m_fourColour(new QCheckBox(tr("&Four-colour suits"))),
      m_move(new QSpinBox)
{
    setWindowTitle(tr("Print"));
    auto *layout = new QVBoxLayout(this);

    auto *which = new QGroupBox(tr("Records"));
    auto *whichLayout = new QVBoxLayout(which);
    for (QRadioButton *b : {m_current, m_selected, m_all})
        whichLayout->addWidget(b);
    m_selected->setEnabled(selectedCount > 1);
    m_current->setChecked(true);
    layout->addWidget(which);

    auto *form = new QFormLayout;
    m_layout->setObjectName(QStringLiteral("layout"));
    m_layout->addItem(tr("Hand record"), int(print::Layout::HandRecord));
    m_layout->addItem(tr("Quiz handout"), int(print::Layout::Quiz));
    m_layout->addItem(tr("Full record"), int(print::Layout::Full));
    m_layout->setCurrentIndex(m_layout->findData(int(o.layout)));
    form->addRow(tr("&Layout:"), m_layout);
    for (int n : {1, 2, 4, 6})
        m_perPage->addItem(QString::number(n), n);
    m_perPage->setCurrentIndex(qMax(0, m_perPage->findData(o.perPage)));
    form->addRow(tr("Boards a &page:"), m_perPage);
    m_answers->addItem(tr("Gathered at the end"), int(print::Answers::AtEnd));
    m_answers->addItem(tr("Overleaf, one problem a page"), int(print::Answers::Overleaf));
    m_answers->setCurrentIndex(m_answers->findData(int(o.answers)));
    form->addRow(tr("Quiz &answers:"), m_answers);
    m_paper->addItem(tr("A4"), int(print::Paper::A4));
    m_paper->addItem(tr("Letter"), int(print::Paper::Letter));
    m_paper->setCurrentIndex(m_paper->findData(int(o.paper)));
    form->addRow(tr("Pape&r:"), m_paper);
    m_margin->setRange(5, 40);
    m_margin->setSuffix(tr(" mm"));
    m_margin->setValue(o.marginMm);
    form->addRow(tr("Mar&gins:"), m_margin);
    m_move->setRange(-1, 9999);
    m_move->setSpecialValueText(tr("the last move"));
    m_move->setValue(o.chessStep);
    form->addRow(tr("Chess variants: board after move"), m_move);
    layout->addLayout(form);

    auto *show = new QGroupBox(tr("Hand records also show"));
    auto *showLayout = new QVBoxLayout(show);
    for (QCheckBox *c : {m_auction, m_play, m_commentary})
        showLayout->addWidget(c);
    m_auction->setChecked(o.showAuction);
    m_play->setChecked(o.showPlay);
    m_commentary->setChecked(o.showCommentary);
    layout->addWidget(show);
    m_backs->setChecked(o.hiddenAsBacks);
    m_fourColour->setChecked(o.fourColour);
    layout->addWidget(m_backs);
    layout->addWidget(m_fourColour);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_layout, &QComboBox::currentIndexChanged, this, &PrintDialog::updateEnabled);
    updateEnabled();
}

void PrintDialog::updateEnabled()
{
    const auto l = print::Layout(m_layout->currentData().toInt());
    m_perPage->setEnabled(l != print::Layout::Full);
    m_answers->setEnabled(l == print::Layout::Quiz);
    m_backs->setEnabled(l == print::Layout::Quiz);
    for (QCheckBox *c : {m_auction, m_play, m_commentary})
        c->setEnabled(l == print::Layout::HandRecord);
}

print::PrintOptions PrintDialog::options() const
{
    print::PrintOptions o;
    o.layout = print::Layout(m_layout->currentData().toInt());
    o.perPage = m_perPage->currentData().toInt();
    o.paper = print::Paper(m_paper->currentData().toInt());
    o.marginMm = m_margin->value();
    o.answers = print::Answers(m_answers->currentData().toInt());
    o.hiddenAsBacks = m_backs->isChecked();
    o.showAuction = m_auction->isChecked();
    o.showPlay = m_play->isChecked();
    o.showCommentary = m_commentary->isChecked();
    o.fourColour = m_fourColour->isChecked();
    o.chessStep = m_move->value();
    return o;
}

PrintDialog::Scope PrintDialog::scope() const
{
    if (m_all->isChecked())
        return Scope::All;
    if (m_selected->isChecked())
        return Scope::Selected;
    return Scope::Current;
}

void PrintDialog::setScope(Scope scope)
{
    (scope == Scope::All ? m_all : scope == Scope::Selected ? m_selected : m_current)->setChecked(true);
}

} // namespace kib
