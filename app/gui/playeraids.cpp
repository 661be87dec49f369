#include "playeraids.h"

#include "actions.h"
#include "document.h"
#include "edit/filecontroller.h"
#include "mainwindow.h"
#include "viewsettings.h"

#include "model/shuffle.h"

#include <QAction>
#include <QInputDialog>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>

namespace kib {

PlayerAids::PlayerAids(MainWindow *window) : QObject(window), m_window(window)
{
    ViewSettings &vs = ViewSettings::instance();
    showPoints = Actions::make(window, tr("High-Card &Points"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P),
                               tr("Show each hand's high-card points and each pair's"), true);
    showPoints->setChecked(vs.showPoints());
    connect(showPoints, &QAction::toggled, &vs, &ViewSettings::setShowPoints);
    connect(&vs, &ViewSettings::changed, showPoints, [this, &vs]() { showPoints->setChecked(vs.showPoints()); });

    shuffleDeal = Actions::make(window, tr("&Shuffle…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_N),
                                tr("Add a bridge deal dealt at random; its seed deals it again"));
    connect(shuffleDeal, &QAction::triggered, this, [this]() {
        quint64 seed = 0;
        if (m_askSeed(&seed))
            shuffle(seed);
    });
    m_askSeed = [window](quint64 *seed) {
        bool ok = false;
        const QString text = QInputDialog::getText(
            window, tr("Shuffle"),
            tr("Seed of the deal (the same seed deals the same hands; keep it to deal them again):"),
            QLineEdit::Normal, QString::number(kib::shuffle::randomSeed()), &ok);
        if (!ok)
            return false;
        *seed = text.trimmed().toULongLong(&ok);
        return ok;
    };
}

void PlayerAids::populate(QMenu *view, QMenuBar *bar)
{
    view->insertAction(view->actions().value(0), showPoints);
    QMenu *deal = new QMenu(tr("&Deal"), bar);
    deal->addAction(shuffleDeal);
    // after View
    QAction *before = nullptr;
    const QList<QAction *> menus = bar->actions();
    for (int i = 0; i < menus.size(); ++i)
        if (menus.at(i)->menu() == view)
            before = menus.value(i + 1);
    bar->insertMenu(before, deal);
}

void PlayerAids::shuffle(quint64 seed)
{
    Document *d = m_window->currentDocument();
    if (!d || d->isLoading())
        d = m_window->files()->newDocument();
    const int at = d->currentIndex() + 1;
    const RecordPtr previous = d->currentRecord();
    d->insertRecord(at, kib::shuffle::shuffledBridgeRecord(previous.get(), seed), tr("Shuffle Deal"));
    d->setCurrentIndex(at);
    m_window->statusBar()->showMessage(tr("Shuffled a new deal: seed %1").arg(seed), 15000);
}

} // namespace kib
