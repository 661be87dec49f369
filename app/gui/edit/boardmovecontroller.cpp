#include "boardmovecontroller.h"
#include "refusaltext.h"

#include "boardmovepicker.h"
#include "document.h"

#include "model/boardnotation.h"
#include "model/boardrules.h"

#include <QMessageBox>

namespace kib {

BoardMoveController::BoardMoveController(QWidget *window, BoardMovePicker *picker)
    : QObject(window), m_window(window), m_picker(picker)
{
    connect(m_picker, &BoardMovePicker::moveChosen, this, &BoardMoveController::enterMove);
    connect(m_picker, &BoardMovePicker::refused, this, &BoardMoveController::refuse);
}

void BoardMoveController::setDocument(Document *document)
{
    m_document = document;
    m_picker->setEnabled(document != nullptr);
}

bool BoardMoveController::refuse(const QString &why)
{
    m_message = style::refusalText(why); // the model's reasons in the user's language
    Q_EMIT message(m_message);
    return false;
}

bool BoardMoveController::enterMove(const BoardMove &move)
{
    Document *d = m_document;
    const auto record = d ? std::dynamic_pointer_cast<const BoardRecord>(d->currentRecord()) : nullptr;
    if (!record)
        return refuse(tr("There is no board to enter a move on"));
    ReplayCursor *cursor = d->cursor();
    const int step = cursor->step();
    const BoardState &before = cursor->boardState();
    const int after = int(record->moves().size()) - step;
    if (after > 0) {
        // the move the record has next: only step forward
        const BoardMove &next = record->moves().at(step);
        if (next == move || (boardRulesKnown(record->variant()) && matchLegalBoardMove(*record, before, next) == move)) {
            cursor->setStep(step + 1);
            m_message.clear();
            return true;
        }
        const QString question = after == 1 ? tr("This move replaces the move that followed. Replace it?")
                                            : tr("This move replaces the %1 moves that followed. Replace them?").arg(after);
        const bool yes = m_confirm ? m_confirm(question)
                                   : QMessageBox::question(m_window, tr("Enter Move"), question) == QMessageBox::Yes;
        if (!yes)
            return refuse(tr("The move was not entered"));
    }
    const QString text = tr("Move %1").arg(boardMoveNotation(*record, before, move));
    const bool done = d->editCurrentRecord(
        text,
        [&](Record &rec) {
            auto *b = dynamic_cast<BoardRecord *>(&rec);
            if (!b)
                return false;
            b->moves().resize(step);
            b->moves().append(move);
            return true;
        },
        step + 1);
    if (!done)
        return refuse(tr("The record cannot be edited now"));
    m_message.clear();
    return true;
}

} // namespace kib
