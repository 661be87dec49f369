#pragma once

#include <QList>
#include <QString>

namespace kib {

// The language of the viewer: German, Russian, Serbian (Cyrillic) or the
// English of the sources. It follows the system locale unless the user
// chose one (View ▸ Language, kept in QSettings under "language"); a choice
// takes effect when Kibitzer starts again. The translations are embedded
// (:/i18n/kibitzer_XX.qm, built from translations/*.ts); Qt's own strings
// (standard dialogs) come from Qt's qtbase_XX.qm where Debian installs them.
class Translator
{
public:
    struct Language {
        QString code;       // "en", "de", "ru", "sr"
        QString nativeName; // "Deutsch", as its speakers write it
    };

    // Every language the viewer speaks, English first.
    static QList<Language> languages();

    // The user's choice ("" when the system locale decides).
    static QString chosen();
    static void setChosen(const QString &code);

    // The language used for 'choice': the choice itself when it is one of
    // languages(), otherwise the first of the system's UI languages that
    // is, otherwise English.
    static QString resolve(const QString &choice);

    // Installs the translation of 'code' in the application, replacing any
    // installed before ("en" removes them). False when there is none.
    static bool install(const QString &code);

    // The code installed last ("en" before any).
    static QString current();
};

} // namespace kib
