#include "helpmenu.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace kib {

namespace {

QString plainText(const QAction *action)
{
    QString text = action->text();
    text.remove(QLatin1Char('&'));
    if (text.endsWith(QStringLiteral("...")))
        text.chop(3);
    if (text.endsWith(QChar(0x2026)))
        text.chop(1);
    return text;
}

void collect(const QMenu *menu, const QString &path, QSet<const QAction *> &seen,
             QList<QPair<QString, QString>> &out)
{
    for (QAction *action : menu->actions()) {
        if (action->isSeparator())
            continue;
        if (QMenu *sub = action->menu()) {
            collect(sub, path + QStringLiteral(" ▸ ") + plainText(action), seen, out);
            continue;
        }
        if (seen.contains(action))
            continue;
        seen.insert(action);
        const QList<QKeySequence> keys = action->shortcuts();
        if (keys.isEmpty())
            continue;
        QStringList names;
        for (const QKeySequence &k : keys)
            names << k.toString(QKeySequence::NativeText);
        out.append({path + QStringLiteral(" ▸ ") + plainText(action), names.join(QStringLiteral(", "))});
    }
}

} // namespace

HelpMenu::HelpMenu(QMainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_userGuide(new QAction(tr("&User Guide"), window))
    , m_shortcuts(new QAction(tr("&Keyboard Shortcuts"), window))
{
    m_userGuide->setShortcut(QKeySequence::HelpContents);
    m_userGuide->setToolTip(tr("Read the user guide (%1)").arg(m_userGuide->shortcut().toString(QKeySequence::NativeText)));
    m_shortcuts->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    m_shortcuts->setToolTip(tr("List every keyboard shortcut (%1)").arg(m_shortcuts->shortcut().toString(QKeySequence::NativeText)));
    window->addAction(m_userGuide);
    window->addAction(m_shortcuts);
    connect(m_userGuide, &QAction::triggered, this, &HelpMenu::showUserGuide);
    connect(m_shortcuts, &QAction::triggered, this, &HelpMenu::showShortcuts);
}

void HelpMenu::populate(QMenu *menu)
{
    menu->addAction(m_userGuide);
    menu->addAction(m_shortcuts);
    menu->addSeparator();
}

QList<QPair<QString, QString>> HelpMenu::shortcutTable(const QMainWindow *window)
{
    QList<QPair<QString, QString>> out;
    QSet<const QAction *> seen;
    for (QAction *top : window->menuBar()->actions())
        if (QMenu *menu = top->menu())
            collect(menu, plainText(top), seen, out);
    // window-wide actions that are in no menu (the replay keys, for instance)
    for (const QAction *action : window->actions()) {
        if (seen.contains(action) || action->shortcuts().isEmpty() || action->text().isEmpty())
            continue;
        seen.insert(action);
        QStringList names;
        for (const QKeySequence &k : action->shortcuts())
            names << k.toString(QKeySequence::NativeText);
        out.append({plainText(action), names.join(QStringLiteral(", "))});
    }
    return out;
}

void HelpMenu::showShortcuts()
{
    const QList<QPair<QString, QString>> rows = shortcutTable(m_window);
    auto *dialog = new QDialog(m_window);
    dialog->setObjectName(QStringLiteral("shortcutsDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Keyboard Shortcuts"));
    auto *table = new QTableWidget(int(rows.size()), 2, dialog);
    table->setObjectName(QStringLiteral("shortcutsTable"));
    table->setHorizontalHeaderLabels({tr("Action"), tr("Shortcut")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (int i = 0; i < rows.size(); ++i) {
        table->setItem(i, 0, new QTableWidgetItem(rows.at(i).first));
        table->setItem(i, 1, new QTableWidgetItem(rows.at(i).second));
    }
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(table);
    layout->addWidget(buttons);
    dialog->resize(560, 520);
    dialog->show();
}

void HelpMenu::showUserGuide()
{
    auto *dialog = new QDialog(m_window);
    dialog->setObjectName(QStringLiteral("userGuide"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Kibitzer User Guide"));
    auto *browser = new QTextBrowser(dialog);
    browser->setObjectName(QStringLiteral("userGuideBrowser"));
    browser->setOpenExternalLinks(true);
    browser->setSearchPaths({QStringLiteral(":/docs")});
    browser->setSource(QUrl(QStringLiteral("qrc:/docs/index.md")), QTextDocument::MarkdownResource);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    dialog->resize(820, 680);
    dialog->show();
}

} // namespace kib
