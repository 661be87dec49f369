#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace kib {

class CardRecord;
class Document;

// Steps through the current record: the moves every view offers (step,
// trick, start, end) and autoplay, which stops at the end and at every
// "your call?" / "your play?" point.
class ReplayController : public QObject
{
    Q_OBJECT

public:
    enum class Query { None, Call, Play };

    explicit ReplayController(QObject *parent = nullptr);

    void setDocument(Document *document);
    Document *document() const { return m_document; }

    bool isPlaying() const { return m_timer.isActive(); }
    void setInterval(int ms);
    int interval() const { return m_timer.interval(); }

    // The question asked at a step of a record, if any: at a query point
    // the next call or card is the answer.
    static Query queryAt(const CardRecord &record, int step);
    Query currentQuery() const;
    // Steps at which autoplay stops for a question.
    static QList<int> querySteps(const CardRecord &record);

public Q_SLOTS:
    void setPlaying(bool on);
    void togglePlaying() { setPlaying(!isPlaying()); }
    void next();
    void previous();
    void nextTrick();
    void previousTrick();
    void toStart();
    void toEnd();
    // At a query point: shows the answer (the next step).
    void showAnswer();

Q_SIGNALS:
    void playingChanged(bool playing);
    void queryReached(int step);

private:
    void tick();

    QPointer<Document> m_document;
    QTimer m_timer;
};

} // namespace kib
