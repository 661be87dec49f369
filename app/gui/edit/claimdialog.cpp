#include "claimdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace kib {

ClaimDialog::ClaimDialog(int least, int most, const QString &side, QWidget *parent)
    : QDialog(parent), m_spin(new QSpinBox)
{
    setWindowTitle(tr("Claim"));
    m_spin->setRange(least, most);
    m_spin->setValue(most);
    m_spin->setObjectName(QStringLiteral("claimTricks"));
    auto *form = new QFormLayout(this);
    form->addRow(new QLabel(tr("The play ends with a claim: how many tricks does %1 take in all?").arg(side)));
    form->addRow(tr("Tricks for %1 (%2 to %3):").arg(side).arg(least).arg(most), m_spin);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_spin->setFocus();
    m_spin->selectAll();
}

int ClaimDialog::tricks() const
{
    return m_spin->value();
}

void ClaimDialog::setTricks(int tricks)
{
    m_spin->setValue(tricks);
    m_spin->selectAll();
}

} // namespace kib
