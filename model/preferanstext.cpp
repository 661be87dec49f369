#include "preferanstext.h"

#include <QCoreApplication>

namespace kib::preferanstext {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("kib::style", text); // the texts marked QT_TRANSLATE_NOOP below
}

const char *const contractNames[] = {
    QT_TRANSLATE_NOOP("kib::style", "Spades"), QT_TRANSLATE_NOOP("kib::style", "Diamonds"),
    QT_TRANSLATE_NOOP("kib::style", "Hearts"), QT_TRANSLATE_NOOP("kib::style", "Clubs"),
    QT_TRANSLATE_NOOP("kib::style", "Betl"),   QT_TRANSLATE_NOOP("kib::style", "Sans"),
    QT_TRANSLATE_NOOP("kib::style", "Preferans")};

} // namespace

QString preferansLevelName(int level)
{
    return level >= 2 && level <= 8 ? tr(contractNames[level - 2]) : QString::number(level);
}

QString preferansContractName(const Contract &contract)
{
    if (contract.kind == Contract::Kind::PassedOut)
        return QCoreApplication::translate("kib::style", "Passed out");
    if (!contract.isBid())
        return {};
    return contract.withoutTalon ? QCoreApplication::translate("kib::style", "Game %1").arg(preferansLevelName(contract.level))
                                 : preferansLevelName(contract.level);
}

QString preferansCallText(const QString &call)
{
    // the model's words (model/preferansedit.cpp), level 2 to 8 in order
    static const char *const games[] = {"spades", "diamonds", "hearts", "clubs", "betl", "sans", "preferans"};
    if (call == u"Pass")
        return QCoreApplication::translate("kib::style", "Pass", "a preferans call");
    if (call == u"game")
        return QCoreApplication::translate("kib::style", "game", "a preferans call: a game without the talon");
    if (call.startsWith(QLatin1String("mine "))) {
        bool ok = false;
        const int level = QStringView(call).mid(5).toInt(&ok);
        if (ok)
            return QCoreApplication::translate("kib::style", "mine %1", "a preferans call: holding the bid").arg(level);
    }
    for (int level = 2; level <= 8; ++level)
        if (call == QLatin1String("game ") + QLatin1String(games[level - 2]))
            return QCoreApplication::translate("kib::style", "Game %1").arg(preferansLevelName(level));
    return call;
}

QString kontraText(int risk)
{
    static const char *const names[] = {
        QT_TRANSLATE_NOOP("kib::style", "kontra"), QT_TRANSLATE_NOOP("kib::style", "rekontra"),
        QT_TRANSLATE_NOOP("kib::style", "subkontra"), QT_TRANSLATE_NOOP("kib::style", "mortkontra")};
    return risk >= 1 && risk <= 4 ? tr(names[risk - 1]) : QString();
}

} // namespace kib::preferanstext
