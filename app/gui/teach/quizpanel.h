#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace kib {

// The Quiz dock: the question, whether the answer was the recorded one,
// the explanation, the tally for the file and "Next Problem".
class QuizPanel : public QWidget
{
    Q_OBJECT

public:
    explicit QuizPanel(QWidget *parent = nullptr);

    void setQuestion(const QString &text);
    void setVerdict(const QString &text, bool right);
    void setExplanation(const QString &text);
    void setTally(const QString &text);

    QString question() const;
    QString verdict() const;
    QString explanation() const;
    QString tally() const;
    QPushButton *nextButton() const { return m_next; }

private:
    QLabel *m_question;
    QLabel *m_verdict;
    QLabel *m_explanation;
    QLabel *m_tally;
    QPushButton *m_next;
};

} // namespace kib
