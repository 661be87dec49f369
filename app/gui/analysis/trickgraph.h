#pragma once

#include <QWidget>

namespace kib {

// A small graph under the play: after each card (0 = before the lead), the
// tricks the declarer's side can still take in all with best play. A drop
// or a rise marks the card that gave a trick away (red dot); the current
// step is drawn as a vertical line.
class TrickGraph : public QWidget
{
    Q_OBJECT

public:
    explicit TrickGraph(QWidget *parent = nullptr);

    // values[k]: after k cards; -1 while not known.
    void setValues(const QList<int> &values, int current);
    const QList<int> &values() const { return m_values; }
    int current() const { return m_current; }
    // The card numbers (1-based) after which the value changed.
    QList<int> changes() const;

    QSize sizeHint() const override { return {220, 90}; }
    QSize minimumSizeHint() const override { return {120, 60}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<int> m_values;
    int m_current = -1;
};

} // namespace kib
