#include "newgameactions.h"

#include "actions.h"
#include "model/boardnames.h"
#include "document.h"

#include "model/newgamerecord.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QMenu>

namespace kib {

NewGameActions::NewGameActions(QWidget *window)
    : QObject(window), m_window(window), m_boardMenu(new QMenu(tr("New &Board Game"), window))
{
    newPinochle = new QAction(tr("New &Pinochle Hand…"), window);
    Actions::describe(newPinochle, tr("Add a pinochle hand after the current record: 3, 4 or 6 players, single or double deck"));
    newPreferans = new QAction(tr("New P&referans Deal"), window);
    Actions::describe(newPreferans, tr("Add a preferans deal (three players, 32 cards, shuffled) after the current record"));
    connect(newPinochle, &QAction::triggered, this, &NewGameActions::askPinochle);
    connect(newPreferans, &QAction::triggered, this, &NewGameActions::addPreferans);
    for (BoardVariant v : {BoardVariant::Chess, BoardVariant::Shogi, BoardVariant::Xiangqi, BoardVariant::Janggi,
                           BoardVariant::Makruk}) {
        auto *a = new QAction(boardtext::variantName(v), window);
        Actions::describe(a, tr("Add a game of %1 from its starting position").arg(boardtext::variantName(v)));
        connect(a, &QAction::triggered, this, [this, v]() { addBoard(v); });
        m_boardMenu->addAction(a);
        newBoard.append(a);
    }
    updateActions();
}

void NewGameActions::setDocument(Document *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &Document::currentIndexChanged, this, &NewGameActions::updateActions);
        connect(document, &Document::loadingFinished, this, &NewGameActions::updateActions);
    }
    updateActions();
}

void NewGameActions::populateMenu(QMenu *menu) const
{
    menu->addAction(newPinochle);
    menu->addAction(newPreferans);
    menu->addMenu(m_boardMenu);
}

bool NewGameActions::add(const std::shared_ptr<Record> &record, const QString &text)
{
    Document *d = m_document;
    if (!d || d->isLoading() || !record)
        return false;
    d->insertRecord(d->currentIndex() + 1, record, text);
    return true;
}

bool NewGameActions::addPinochle(int seats, bool doubleDeck)
{
    const RecordPtr previous = m_document ? m_document->currentRecord() : RecordPtr();
    return add(newPinochleRecord(seats, doubleDeck, previous.get()), tr("New Pinochle Hand"));
}

bool NewGameActions::addPreferans()
{
    const RecordPtr previous = m_document ? m_document->currentRecord() : RecordPtr();
    return add(newPreferansRecord(previous.get()), tr("New Preferans Deal"));
}

bool NewGameActions::addBoard(BoardVariant variant)
{
    const RecordPtr previous = m_document ? m_document->currentRecord() : RecordPtr();
    return add(newBoardRecord(variant, previous.get()), tr("New %1 Game").arg(boardtext::variantName(variant)));
}

void NewGameActions::askPinochle()
{
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("New Pinochle Hand"));
    auto *players = new QComboBox(&dialog);
    players->addItem(tr("3 players"), 3);
    players->addItem(tr("4 players (two teams)"), 4);
    players->addItem(tr("6 players (two teams)"), 6);
    players->setCurrentIndex(1);
    auto *deck = new QComboBox(&dialog);
    deck->addItem(tr("Single deck (48 cards)"), false);
    deck->addItem(tr("Double deck (80 cards)"), true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *form = new QFormLayout(&dialog);
    form->addRow(tr("&Players:"), players);
    form->addRow(tr("&Deck:"), deck);
    form->addRow(buttons);
    if (dialog.exec() == QDialog::Accepted)
        addPinochle(players->currentData().toInt(), deck->currentData().toBool());
}

void NewGameActions::updateActions()
{
    const bool editable = m_document && !m_document->isLoading();
    newPinochle->setEnabled(editable);
    newPreferans->setEnabled(editable);
    for (QAction *a : newBoard)
        a->setEnabled(editable);
}

} // namespace kib
