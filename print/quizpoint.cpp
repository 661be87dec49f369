#include "quizpoint.h"

#include "model/commentarymarkup.h"

#include "pagetext.h"

namespace kib::print {

QuizPoint QuizPoint::of(const Record &record)
{
    QuizPoint q;
    const auto *card = dynamic_cast<const CardRecord *>(&record);
    if (!card)
        return q;
    if (!card->auction().queryPoints.isEmpty()) {
        q.kind = Kind::Call;
        q.position = card->auction().queryPoints.first();
        q.step = q.position;
    } else if (!card->play().queryPoints.isEmpty()) {
        q.kind = Kind::Play;
        q.position = card->play().queryPoints.first();
        q.step = card->playStartStep() + q.position;
    } else {
        q.step = card->stepCount();
    }
    return q;
}

bool QuizPoint::isQuiz(const Record &record)
{
    const auto *card = dynamic_cast<const CardRecord *>(&record);
    if (!card)
        return false;
    if (!card->auction().queryPoints.isEmpty() || !card->play().queryPoints.isEmpty())
        return true;
    for (const Hand &h : card->deal().hands)
        if (h.hidden)
            return true;
    return false;
}

namespace {

QString commentary(const Record &record, bool before)
{
    const QuizPoint q = QuizPoint::of(record);
    // with no query point, the text before the first call asks
    const int limit = q.kind == QuizPoint::Kind::None ? 0 : q.step;
    QStringList parts;
    for (const Commentary &c : record.comments()) {
        if (c.style == Commentary::Style::Percent)
            continue;
        const bool isBefore = record.stepOf(c.anchor) <= limit && c.anchor.kind != Anchor::Kind::End;
        if (isBefore == before)
            parts.append(words::symbols(commentaryPlainText(c.text).trimmed()));
    }
    return parts.join(QLatin1Char('\n'));
}

} // namespace

QString QuizPoint::question(const Record &record)
{
    return commentary(record, true);
}

QString QuizPoint::explanation(const Record &record)
{
    return commentary(record, false);
}

} // namespace kib::print
