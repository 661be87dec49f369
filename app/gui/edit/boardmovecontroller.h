#pragma once

#include "model/boardrecord.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QWidget;

namespace kib {

class BoardMovePicker;
class Document;

// Chess-variant moves entered on the board (docs/viewer.md, "Entering
// moves"): the move the board's picker chose becomes one command on the
// document's undo stack ("Move Nf3"), which puts it after the replay's step
// and drops the moves that followed (asking first), and the replay then
// stands after it. The move the record already has next only steps forward.
// Refusals (the picker's, or a declined replacement) are message()s for the
// status bar.
class BoardMoveController : public QObject
{
    Q_OBJECT

public:
    BoardMoveController(QWidget *window, BoardMovePicker *picker);

    void setDocument(Document *document);
    // Records 'move' at the replay's step; false (and a message) when not.
    bool enterMove(const BoardMove &move);
    // Asked before moves are dropped; a yes/no question box by default.
    using Confirm = std::function<bool(const QString &question)>;
    void setConfirm(Confirm confirm) { m_confirm = std::move(confirm); }
    QString lastMessage() const { return m_message; }

Q_SIGNALS:
    void message(const QString &text);

private:
    bool refuse(const QString &why);

    QWidget *m_window;
    BoardMovePicker *m_picker;
    QPointer<Document> m_document;
    Confirm m_confirm;
    QString m_message;
};

} // namespace kib
