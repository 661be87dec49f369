#pragma once

#include <QDialog>

class QSpinBox;

namespace kib {

// Asks how many tricks the declaring side claims in all, between the
// tricks it has won and those the defenders have not.
class ClaimDialog : public QDialog
{
    Q_OBJECT

public:
    // 'side': the declaring side's seat letters ("NS").
    ClaimDialog(int least, int most, const QString &side, QWidget *parent = nullptr);

    int tricks() const;
    void setTricks(int tricks);
    QSpinBox *spinBox() const { return m_spin; }

private:
    QSpinBox *m_spin;
};

} // namespace kib
