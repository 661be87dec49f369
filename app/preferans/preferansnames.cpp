#include "preferansnames.h"

#include <QCoreApplication>

namespace kib::style {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("kib::style", text); // the context lupdate gives the namespace
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
        return tr("Passed out");
    if (!contract.isBid())
        return {};
    return contract.withoutTalon ? tr("Game %1").arg(preferansLevelName(contract.level))
                                 : preferansLevelName(contract.level);
}

QString kontraText(int risk)
{
    static const char *const names[] = {
        QT_TRANSLATE_NOOP("kib::style", "kontra"), QT_TRANSLATE_NOOP("kib::style", "rekontra"),
        QT_TRANSLATE_NOOP("kib::style", "subkontra"), QT_TRANSLATE_NOOP("kib::style", "mortkontra")};
    return risk >= 1 && risk <= 4 ? tr(names[risk - 1]) : QString();
}

} // namespace kib::style
