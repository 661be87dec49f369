#pragma once

#include "model/record.h"
#include "model/scoresheet.h"

#include <QPointer>
#include <QWidget>

class QLabel;

namespace kib {

class CardRecord;
class ReplayCursor;
class ScoreSheetPaper;

// The score sheet of a preferans game as the replay moves through its
// deals, and a line on how the current deal is played: contract and
// value, main player, followers, kontra, refa, talon and discards. The
// current deal counts once the replay reaches its end. Over records of
// other games it says there is nothing to show.
class ScoreSheetView : public QWidget
{
    Q_OBJECT

public:
    explicit ScoreSheetView(QWidget *parent = nullptr);

    // The file's records, the current one and the cursor replaying it.
    void setRecords(const QList<RecordPtr> &records);
    void setCurrentIndex(int index);
    void setCursor(ReplayCursor *cursor);

    bool isApplicable() const { return m_applicable; }
    const ScoreSheet &sheet() const;
    QString dealText() const;

    // How a preferans deal is played, for people.
    static QString describe(const CardRecord &record);

Q_SIGNALS:
    // Whether the current record is a preferans deal (the view has a sheet).
    void applicableChanged(bool applicable);

private:
    void refresh();

    QList<RecordPtr> m_records;
    int m_current = -1;
    QPointer<ReplayCursor> m_cursor;
    bool m_applicable = false;
    QLabel *m_deal;
    ScoreSheetPaper *m_paper;
};

} // namespace kib
