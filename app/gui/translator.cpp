#include "translator.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace kib {

namespace {

const QString languageKey = QStringLiteral("language");

struct Installed {
    QTranslator *own = nullptr;
    QTranslator *qt = nullptr;
    QString code = QStringLiteral("en");
};

Installed &installed()
{
    static Installed i;
    return i;
}

void removeInstalled()
{
    Installed &i = installed();
    for (QTranslator **t : {&i.own, &i.qt}) {
        if (*t) {
            QCoreApplication::removeTranslator(*t);
            delete *t;
            *t = nullptr;
        }
    }
    i.code = QStringLiteral("en");
}

bool known(const QString &code)
{
    for (const Translator::Language &l : Translator::languages())
        if (l.code == code)
            return true;
    return false;
}

} // namespace

QList<Translator::Language> Translator::languages()
{
    // each language named in itself, so that anyone finds their own
    return {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("ru"), QStringLiteral("Русский")},
        {QStringLiteral("sr"), QStringLiteral("Српски")},
    };
}

QString Translator::chosen()
{
    return QSettings().value(languageKey).toString();
}

void Translator::setChosen(const QString &code)
{
    QSettings s;
    if (code.isEmpty())
        s.remove(languageKey);
    else
        s.setValue(languageKey, code);
}

QString Translator::resolve(const QString &choice)
{
    if (known(choice))
        return choice;
    for (const QString &ui : QLocale::system().uiLanguages()) {
        // "de-AT", "sr-Cyrl-RS", "ru_RU": the language is the first part
        const QString code = ui.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (known(code))
            return code;
    }
    return QStringLiteral("en");
}

bool Translator::install(const QString &code)
{
    removeInstalled();
    if (code == u"en" || !known(code))
        return code == u"en";
    auto *own = new QTranslator;
    if (!own->load(QStringLiteral(":/i18n/kibitzer_") + code)) {
        delete own;
        return false;
    }
    QCoreApplication::installTranslator(own);
    Installed &i = installed();
    i.own = own;
    i.code = code;
    auto *qt = new QTranslator;
    if (qt->load(QStringLiteral("qtbase_") + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        i.qt = qt;
    } else {
        delete qt;
    }
    return true;
}

QString Translator::current()
{
    return installed().code;
}

} // namespace kib
