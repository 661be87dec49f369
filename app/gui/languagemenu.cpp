#include "languagemenu.h"

#include "translator.h"

#include <QActionGroup>
#include <QMenu>
#include <QMessageBox>

namespace kib {

LanguageMenu::LanguageMenu(QWidget *window)
    : QObject(window)
    , m_window(window)
    , m_group(new QActionGroup(this))
{
    m_group->setExclusive(true);
}

QMenu *LanguageMenu::populate(QMenu *menu)
{
    QMenu *sub = menu->addMenu(tr("&Language"));
    sub->setObjectName(QStringLiteral("languageMenu"));
    const QString chosen = Translator::chosen();
    QList<QPair<QString, QString>> entries = {{QString(), tr("System Language")}};
    for (const Translator::Language &l : Translator::languages())
        entries.append({l.code, l.nativeName});
    for (const auto &[code, name] : entries) {
        QAction *a = sub->addAction(name);
        a->setCheckable(true);
        a->setChecked(code == chosen);
        a->setData(code);
        m_group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = code] { choose(code); });
        if (code.isEmpty())
            sub->addSeparator();
    }
    return sub;
}

void LanguageMenu::choose(const QString &code)
{
    if (code == Translator::chosen())
        return;
    Translator::setChosen(code);
    QMessageBox::information(m_window, tr("Language"),
                             tr("Kibitzer will use the new language when it starts again."));
}

} // namespace kib
