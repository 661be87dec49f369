#include "viewerphases.h"

#include "document.h"
#include "mainwindow.h"
#include "recordfilterproxy.h"
#include "recordlistmodel.h"
#include "recordlistpanel.h"

#include <QAbstractProxyModel>
#include <QPixmap>
#include <QLineEdit>
#include <QScrollBar>
#include <QTableView>

#include <cstdio>

namespace kib::bench {

namespace {
// (column, descending) in turn; texts the generated file's boards hold
constexpr struct { int column; bool descending; } kSorts[] = {
    {RecordListModel::Board, true},   {RecordListModel::Contract, false}, {RecordListModel::Players, false},
    {RecordListModel::Result, true},  {RecordListModel::Declarer, false}, {RecordListModel::Board, false},
};
const char *const kFilters[] = {"4s", "3nt", "leufkens", "board 12", "x", ""};
} // namespace

ViewerPhase::ViewerPhase(kib::MainWindow *window, const QString &phase) : m_window(window), m_phase(phase)
{
    m_timer.setInterval(phase == u"scroll" ? 40 : 1500);
    connect(&m_timer, &QTimer::timeout, this, &ViewerPhase::step);
}

void ViewerPhase::start()
{
    if (m_phase != u"sort" && m_phase != u"filter" && m_phase != u"scroll")
        return;
    step();
    m_timer.start();
}

void ViewerPhase::step()
{
    RecordListPanel *list = m_window->recordList();
    Document *d = list->document();
    if (m_steps > 0 && (!d || !d->isLoading())) {
        m_timer.stop(); // (the file has loaded: the last one stays)
        return;
    }
    if (m_phase == u"sort") {
        const auto &s = kSorts[m_steps % std::size(kSorts)];
        list->view()->sortByColumn(s.column, s.descending ? Qt::DescendingOrder : Qt::AscendingOrder);
    } else if (m_phase == u"filter") {
        list->filterEdit()->setText(QString::fromLatin1(kFilters[m_steps % std::size(kFilters)]));
    } else if (m_phase == u"scroll") {
        QScrollBar *bar = list->view()->verticalScrollBar();
        m_random = m_random * 1103515245u + 12345u;
        bar->setValue(bar->maximum() > 0 ? int((m_random >> 8) % unsigned(bar->maximum() + 1)) : 0);
    }
    ++m_steps;
    // VIEWERBENCH_SHOT=FILE.png: the window as it is a moment after step
    // VIEWERBENCH_SHOT_STEP (2 if not set), the file still loading
    const QString shot = qEnvironmentVariable("VIEWERBENCH_SHOT");
    const int shotStep = qEnvironmentVariableIsSet("VIEWERBENCH_SHOT_STEP")
                             ? qEnvironmentVariableIntValue("VIEWERBENCH_SHOT_STEP")
                             : 2;
    if (m_steps == shotStep && !shot.isEmpty())
        QTimer::singleShot(700, m_window, [this, shot]() {
            if (m_window->recordList()->document()->isLoading())
                m_window->grab().save(shot);
        });
}

bool ViewerPhase::settled() const
{
    const RecordListPanel *list = m_window->recordList();
    const Document *d = list->document();
    if (!d)
        return true;
    if (m_phase == u"filter")
        return !list->filter()->isFiltering();
    return list->proxy()->rowCount() == d->recordCount();
}

void ViewerPhase::report() const
{
    if (m_steps > 0)
        std::fprintf(stderr, "while loading: %d %s steps\n", m_steps, qPrintable(m_phase));
}

} // namespace kib::bench
