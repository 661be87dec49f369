#pragma once

#include <QObject>

#include <functional>

class QAction;
class QMenu;
class QMenuBar;

namespace kib {

class MainWindow;

// What players expect on the table beyond the cards: View ▸ High-Card
// Points (each hand's points on its plate and each pair's in the contract
// box; the result's score is shown beside the tricks), and Deal ▸ Shuffle,
// a new bridge deal dealt at random from a seed that is shown (in the
// question, the status bar and the record's Generator tag), so that the
// same seed deals the same hands again.
class PlayerAids : public QObject
{
    Q_OBJECT

public:
    explicit PlayerAids(MainWindow *window);

    // View ▸ High-Card Points; the Deal menu after View.
    void populate(QMenu *view, QMenuBar *bar);

    // Adds a deal dealt from 'seed' after the current record (in a new
    // Untitled file when none is open): one command, "Shuffle Deal".
    void shuffle(quint64 seed);

    // How the seed is asked: a dialog offering a random one by default.
    // Returns false when cancelled.
    using SeedAsker = std::function<bool(quint64 *seed)>;
    void setSeedAsker(SeedAsker asker) { m_askSeed = std::move(asker); }

    QAction *showPoints;
    QAction *shuffleDeal;

private:
    MainWindow *m_window;
    SeedAsker m_askSeed;
};

} // namespace kib
