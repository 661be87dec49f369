#include "quizpanel.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace kib {

QuizPanel::QuizPanel(QWidget *parent)
    : QWidget(parent),
      m_question(new QLabel),
      m_verdict(new QLabel),
      m_explanation(new QLabel),
      m_tally(new QLabel),
      m_next(new QPushButton(tr("&Next Problem")))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    for (QLabel *l : {m_question, m_verdict, m_explanation, m_tally}) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(l);
    }
    m_question->setObjectName(QStringLiteral("quizQuestion"));
    m_verdict->setObjectName(QStringLiteral("quizVerdict"));
    m_explanation->setObjectName(QStringLiteral("quizExplanation"));
    m_tally->setObjectName(QStringLiteral("quizTally"));
    m_next->setObjectName(QStringLiteral("quizNext"));
    m_next->setFocusPolicy(Qt::TabFocus);
    QFont bold = m_verdict->font();
    bold.setBold(true);
    m_verdict->setFont(bold);
    layout->addWidget(m_next);
    layout->addStretch(1);
}

void QuizPanel::setQuestion(const QString &text)
{
    m_question->setText(text);
}

void QuizPanel::setVerdict(const QString &text, bool right)
{
    m_verdict->setText(text);
    m_verdict->setStyleSheet(text.isEmpty() ? QString()
                             : right        ? QStringLiteral("color: #13802f")
                                            : QStringLiteral("color: #c6161c"));
}

void QuizPanel::setExplanation(const QString &text)
{
    m_explanation->setText(text);
}

void QuizPanel::setTally(const QString &text)
{
    m_tally->setText(text);
}

QString QuizPanel::question() const
{
    return m_question->text();
}

QString QuizPanel::verdict() const
{
    return m_verdict->text();
}

QString QuizPanel::explanation() const
{
    return m_explanation->text();
}

QString QuizPanel::tally() const
{
    return m_tally->text();
}

} // namespace kib
