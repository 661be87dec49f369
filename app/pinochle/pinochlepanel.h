#pragma once

#include "pinochlesummary.h"

#include <QPointer>
#include <QWidget>

class QTextBrowser;

namespace kib {

class ReplayCursor;

// The pinochle side of the table for the current step of the replay:
// teams, the bids by round, contract and trump, kitty, passes and discard,
// each seat's meld with its points, the counters each team has taken and,
// at the end, the hand's scores per team (PinochleSummary). Over records
// of other games it has nothing to show (applicableChanged(false)).
class PinochlePanel : public QWidget
{
    Q_OBJECT

public:
    explicit PinochlePanel(QWidget *parent = nullptr);

    void setCursor(ReplayCursor *cursor);
    bool isApplicable() const { return m_applicable; }
    const PinochleSummary &summary() const { return m_summary; }
    QString html() const { return m_html; }

    // The summary as the panel shows it.
    static QString toHtml(const PinochleSummary &summary);

public Q_SLOTS:
    void refresh();

Q_SIGNALS:
    void applicableChanged(bool applicable);

private:
    QPointer<ReplayCursor> m_cursor;
    QTextBrowser *m_text;
    PinochleSummary m_summary;
    QString m_html;
    bool m_applicable = false;
};

} // namespace kib
