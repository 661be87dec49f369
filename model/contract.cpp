#include "contract.h"

namespace kib {

QString strainToString(Strain strain)
{
    switch (strain) {
    case Strain::Clubs: return QStringLiteral("C");
    case Strain::Diamonds: return QStringLiteral("D");
    case Strain::Hearts: return QStringLiteral("H");
    case Strain::Spades: return QStringLiteral("S");
    case Strain::NoTrump: return QStringLiteral("NT");
    case Strain::Misere: return QStringLiteral("Betl");
    }
    return {};
}

bool strainFromString(QStringView text, Strain *strain)
{
    const QString t = text.toString().toUpper();
    if (t == u"C") *strain = Strain::Clubs;
    else if (t == u"D") *strain = Strain::Diamonds;
    else if (t == u"H") *strain = Strain::Hearts;
    else if (t == u"S") *strain = Strain::Spades;
    else if (t == u"NT" || t == u"N") *strain = Strain::NoTrump;
    else if (t == u"BETL") *strain = Strain::Misere;
    else return false;
    return true;
}

Suit strainSuit(Strain strain)
{
    switch (strain) {
    case Strain::Clubs: return Suit::Clubs;
    case Strain::Diamonds: return Suit::Diamonds;
    case Strain::Hearts: return Suit::Hearts;
    case Strain::Spades: return Suit::Spades;
    default: return Suit::None;
    }
}

Strain suitStrain(Suit suit)
{
    switch (suit) {
    case Suit::Clubs: return Strain::Clubs;
    case Suit::Diamonds: return Strain::Diamonds;
    case Suit::Hearts: return Strain::Hearts;
    case Suit::Spades: return Strain::Spades;
    case Suit::None: break;
    }
    return Strain::NoTrump;
}

QString Contract::toString() const
{
    switch (kind) {
    case Kind::Unknown: return {};
    case Kind::PassedOut: return QStringLiteral("Pass");
    case Kind::Bid: break;
    }
    QString s = QString::number(level) + strainToString(strain);
    if (risk == 1)
        s += QLatin1Char('X');
    else if (risk == 2)
        s += QStringLiteral("XX");
    return s;
}

bool Contract::fromString(QStringView text, Contract *contract)
{
    Contract c;
    const QString t = text.trimmed().toString().toUpper();
    if (t.isEmpty()) {
        *contract = c;
        return true;
    }
    if (t == u"PASS") {
        c.kind = Kind::PassedOut;
        *contract = c;
        return true;
    }
    if (t.size() < 2 || t[0] < u'1' || t[0] > u'7')
        return false;
    c.kind = Kind::Bid;
    c.level = t[0].unicode() - '0';
    int pos = 1;
    const int strainLen = t.mid(1, 2) == u"NT" ? 2 : 1;
    if (!strainFromString(QStringView(t).mid(pos, strainLen), &c.strain) || c.strain == Strain::Misere)
        return false;
    pos += strainLen;
    const QStringView risk = QStringView(t).mid(pos);
    if (risk.isEmpty())
        c.risk = 0;
    else if (risk == u"X")
        c.risk = 1;
    else if (risk == u"XX")
        c.risk = 2;
    else
        return false;
    *contract = c;
    return true;
}

} // namespace kib
