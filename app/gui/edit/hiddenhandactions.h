#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QMenu;

namespace kib {

class Document;

// The Hands menu's checkable "Hide North in Quiz" ... one per seat of the
// current record: each toggle is one command ("Hide North", "Show North")
// that sets Hand::hidden (and the record's Hidden tag) through the undo stack.
class HiddenHandActions : public QObject
{
    Q_OBJECT

public:
    static constexpr int MaxSeats = 6;

    explicit HiddenHandActions(QObject *parent = nullptr);

    void setDocument(Document *document);
    void populateMenu(QMenu *menu) const;
    // The action of a seat (visible while the current record has that seat).
    QAction *action(int seat) const { return m_actions.value(seat); }

public Q_SLOTS:
    void update();

private:
    void toggle(int seat, bool hide);

    QPointer<Document> m_document;
    QList<QAction *> m_actions;
};

} // namespace kib
