#include "preferansdeal.h"

namespace kib::preferans {

int baseValue(int level, bool withoutTalon)
{
    return 2 * level + (withoutTalon ? 2 : 0);
}

int contractValue(const Contract &contract, bool refa)
{
    if (!contract.isBid())
        return 0;
    int value = baseValue(contract.level, contract.withoutTalon);
    for (int i = 0; i < contract.risk; ++i)
        value *= 2;
    return refa ? value * 2 : value;
}

bool strainOfLevel(int level, Strain *strain)
{
    switch (level) {
    case 2: *strain = Strain::Spades; return true;
    case 3: *strain = Strain::Diamonds; return true;
    case 4: *strain = Strain::Hearts; return true;
    case 5: *strain = Strain::Clubs; return true;
    case 6: *strain = Strain::Misere; return true;
    case 7:
    case 8: *strain = Strain::NoTrump; return true;
    default: return false;
    }
}

QChar kontraLetter(int risk, bool invitation)
{
    if (invitation)
        return QLatin1Char('I');
    static constexpr char letters[] = "0KRSM";
    return QLatin1Char(risk >= 0 && risk <= 4 ? letters[risk] : '?');
}

bool kontraFromLetter(QChar letter, int *risk, bool *invitation)
{
    *invitation = false;
    switch (letter.unicode()) {
    case '0': *risk = 0; return true;
    case 'I': *risk = 0; *invitation = true; return true;
    case 'K': *risk = 1; return true;
    case 'R': *risk = 2; return true;
    case 'S': *risk = 3; return true;
    case 'M': *risk = 4; return true;
    default: return false;
    }
}

QString contractName(const Contract &contract)
{
    if (contract.kind == Contract::Kind::PassedOut)
        return QStringLiteral("Passed out");
    if (!contract.isBid())
        return {};
    static const char *const names[] = {"Spades", "Diamonds", "Hearts", "Clubs", "Betl", "Sans", "Preferans"};
    const QString name = contract.level >= 2 && contract.level <= 8 ? QLatin1String(names[contract.level - 2])
                                                                     : QString::number(contract.level);
    return contract.withoutTalon ? QStringLiteral("Game ") + name : name;
}

QString kontraName(int risk)
{
    static const char *const names[] = {"kontra", "rekontra", "subkontra", "mortkontra"};
    return risk >= 1 && risk <= 4 ? QLatin1String(names[risk - 1]) : QString();
}

QString contractTitle(const Contract &contract)
{
    if (contract.kind == Contract::Kind::PassedOut)
        return QStringLiteral("Passed out: all passed");
    if (!contract.isBid())
        return {};
    static const char *const names[] = {"Spades", "Diamonds", "Hearts", "Clubs", "Betl", "Sans", "Preferans"};
    const bool known = contract.level >= 2 && contract.level <= 8;
    QString name = known ? QLatin1String(names[contract.level - 2]) : QString::number(contract.level);
    const Suit trump = contract.trump();
    if (known && contract.level <= 5 && trump != Suit::None)
        name = suitSymbol(trump) + QLatin1Char(' ') + name;
    QString out = contract.withoutTalon ? QStringLiteral("Game %1 (G%2), without the talon").arg(name).arg(contract.level)
                                        : QStringLiteral("%1 (%2)").arg(name).arg(contract.level);
    if (const QString k = kontraName(contract.risk); !k.isEmpty())
        out += QStringLiteral(", ") + k;
    return out;
}

} // namespace kib::preferans
