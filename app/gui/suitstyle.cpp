#include "suitstyle.h"

#include "model/commentarymarkup.h"
#include "model/preferanstext.h"
#include "model/recordsummary.h"

#include "gamecontract.h"

#include "print/pagetext.h"

#include <QCoreApplication>

namespace kib::style {

QColor suitColor(Suit suit, bool fourColour)
{
    // one set of suit colours for the screen and the printed page
    return print::PageText::suitColour(suit, fourColour);
}

QColor suitColorOnDark(Suit suit, bool fourColour)
{
    switch (suit) {
    case Suit::Spades: return QColor(0xf2, 0xf2, 0xea);
    case Suit::Hearts: return QColor(0xff, 0x7b, 0x72);
    case Suit::Diamonds: return fourColour ? QColor(0x7c, 0xb8, 0xff) : QColor(0xff, 0x7b, 0x72);
    case Suit::Clubs: return fourColour ? QColor(0x8a, 0xe6, 0x8f) : QColor(0xf2, 0xf2, 0xea);
    case Suit::None: break;
    }
    return QColor(0xcc, 0xcc, 0xcc);
}

QString rankText(Rank rank)
{
    if (rank == RankTen)
        return QStringLiteral("10");
    return QString(rankLetter(rank));
}

QString cardText(Card card)
{
    return suitSymbol(card.suit()) + rankText(card.rank());
}

QString suitHtml(Suit suit, bool fourColour)
{
    return QStringLiteral("<span style=\"color:%1\">%2</span>")
        .arg(suitColor(suit, fourColour).name(), suitSymbol(suit));
}

QString strainText(Strain strain)
{
    switch (strain) {
    case Strain::NoTrump: return QCoreApplication::translate("kib::style", "NT", "no trump, as in 3NT");
    case Strain::Misere: return QCoreApplication::translate("kib::style", "Betl", "preferans misere contract");
    default: return suitSymbol(strainSuit(strain));
    }
}

QString strainHtml(Strain strain, bool fourColour)
{
    const Suit s = strainSuit(strain);
    if (s == Suit::None)
        return strainText(strain);
    return suitHtml(s, fourColour);
}

QString callText(const Call &call)
{
    if (call.kind == Call::Kind::Bid)
        return QString::number(call.level) + strainText(call.strain);
    if (call.kind == Call::Kind::Pass)
        return QCoreApplication::translate("kib::style", "Pass", "the call");
    if (call.kind == Call::Kind::Other) // a preferans call ("mine 7", "game hearts"), pinochle's numbers as they are
        return preferanstext::preferansCallText(call.toString());
    return call.toString();
}

QString callHtml(const Call &call, bool fourColour)
{
    if (call.kind == Call::Kind::Bid)
        return QString::number(call.level) + strainHtml(call.strain, fourColour);
    return callText(call).toHtmlEscaped();
}

static QString riskText(int risk)
{
    return risk == 1 ? QStringLiteral("X") : risk == 2 ? QStringLiteral("XX") : QString();
}

QString contractText(const Contract &c)
{
    if (c.kind != Contract::Kind::Bid)
        return c.kind == Contract::Kind::PassedOut ? QCoreApplication::translate("kib::style", "Passed out") : QString();
    return QString::number(c.level) + strainText(c.strain) + riskText(c.risk);
}

QString contractHtml(const Contract &c, bool fourColour, bool onDark)
{
    if (c.kind != Contract::Kind::Bid)
        return contractText(c);
    const Suit s = strainSuit(c.strain);
    QString strain = strainHtml(c.strain, fourColour);
    if (onDark && s != Suit::None)
        strain = QStringLiteral("<span style=\"color:%1\">%2</span>")
                     .arg(suitColorOnDark(s, fourColour).name(), suitSymbol(s));
    return QString::number(c.level) + strain + riskText(c.risk);
}

QString vulnerabilityText(Vulnerability v)
{
    switch (v) {
    case Vulnerability::Unknown: return QString();
    case Vulnerability::None: return QCoreApplication::translate("kib::style", "None", "vulnerability: nobody");
    case Vulnerability::NS: return QCoreApplication::translate("kib::style", "N-S", "vulnerability: North-South");
    case Vulnerability::EW: return QCoreApplication::translate("kib::style", "E-W", "vulnerability: East-West");
    case Vulnerability::All: return QCoreApplication::translate("kib::style", "All", "vulnerability: both sides");
    }
    return QString();
}

bool isVulnerable(Vulnerability v, const SeatLayout &seats, Seat seat)
{
    if (seats.count() != 4 || seat < 0)
        return false;
    const bool ns = seat == North || seat == South;
    switch (v) {
    case Vulnerability::All: return true;
    case Vulnerability::NS: return ns;
    case Vulnerability::EW: return !ns;
    default: return false;
    }
}

// Replaces suit escapes; 'escape' turns a run of plain text into output.
template<typename Escape, typename Symbol>
static QString convert(const QString &text, Escape escape, Symbol symbol)
{
    QString out;
    QString plain;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if ((c == u'\\' || c == u'!') && i + 1 < text.size()) {
            Suit suit;
            const QChar n = text.at(i + 1);
            // "!S" only when the letter stands alone or before a digit/space
            const bool standsAlone = i + 2 >= text.size() || !text.at(i + 2).isLetter();
            if (n.isUpper() || c == u'\\') {
                if (suitFromLetter(n, &suit) && (c == u'\\' || standsAlone)) {
                    out += escape(plain);
                    plain.clear();
                    out += symbol(suit);
                    ++i;
                    continue;
                }
            }
            if (c == u'\\' && n == u'n') { // a literal "\n" in BridgeComposer text
                plain += u'\n';
                ++i;
                continue;
            }
        }
        plain += c;
    }
    out += escape(plain);
    return out;
}

QString textToHtml(const QString &text, bool fourColour)
{
    return convert(
        text,
        [](const QString &s) { return s.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")); },
        [fourColour](Suit s) { return suitHtml(s, fourColour); });
}

QString textWithSymbols(const QString &text)
{
    return convert(text, [](const QString &s) { return s; }, [](Suit s) { return suitSymbol(s); });
}

QString commentaryHtml(const QString &text, bool fourColour)
{
    QString out;
    for (const MarkupRun &run : commentaryRuns(text)) {
        QString html = textToHtml(run.text, fourColour);
        if (run.underline)
            html = QStringLiteral("<u>%1</u>").arg(html);
        if (run.italic)
            html = QStringLiteral("<i>%1</i>").arg(html);
        if (run.bold)
            html = QStringLiteral("<b>%1</b>").arg(html);
        out += html;
    }
    return out;
}

QString commentaryText(const QString &text)
{
    return textWithSymbols(commentaryPlainText(text));
}

} // namespace kib::style

namespace kib::style {

QString stepText(const Record &record, int step)
{
    const auto *card = dynamic_cast<const CardRecord *>(&record);
    if (!card)
        return record.stepLabel(step);
    if (step <= 0)
        return QCoreApplication::translate("kib::style", "Deal", "step 0 of a record");
    const int calls = card->auctionSteps();
    if (step <= calls) {
        const Seat s = card->auction().seatOf(step - 1, card->seats());
        return seatName(card->seats(), s) + QLatin1Char(' ') + callText(card->auction().calls.at(step - 1));
    }
    if (step <= card->playStartStep()) {
        const QString what = exchangeCaption(*card, tableStateAt(*card, step)); // the talon, the discard, the kitty ...
        return what.isEmpty() ? card->stepLabel(step) : what;
    }
    const PlayedCard *pc = card->play().cardAt(step - card->playStartStep() - 1);
    if (!pc)
        return QString();
    QString what;
    switch (pc->kind) {
    case PlayedCard::Kind::Card: what = cardText(pc->card); break;
    case PlayedCard::Kind::Unknown: what = QCoreApplication::translate("kib::style", "a card", "a card not known"); break;
    case PlayedCard::Kind::Pseudo: what = QString(pc->pseudo); break;
    }
    return seatName(card->seats(), pc->seat) + QLatin1Char(' ') + what;
}

} // namespace kib::style

namespace kib::style {

QString playerName(const CardRecord &record, Seat seat)
{
    const QString n = QString::number(seat + 1);
    for (const QString &tag : {record.seats().name(seat), QStringLiteral("Seat") + n, QStringLiteral("Player") + n,
                               QStringLiteral("Name") + n}) {
        const QString v = textWithSymbols(record.tag(tag)).trimmed();
        if (!v.isEmpty() && v != u"?" && v != u"#")
            return v;
    }
    return QString();
}

QString seatShort(const SeatLayout &seats, Seat seat)
{
    const QString name = seats.name(seat);
    static const QStringList compass = {QStringLiteral("North"), QStringLiteral("Northeast"), QStringLiteral("East"),
                                        QStringLiteral("Southeast"), QStringLiteral("South"), QStringLiteral("Southwest"),
                                        QStringLiteral("West"), QStringLiteral("Northwest")};
    static const char *const shortNames[] = {
        QT_TRANSLATE_NOOP("kib::Seat", "N"),  QT_TRANSLATE_NOOP("kib::Seat", "NE"), QT_TRANSLATE_NOOP("kib::Seat", "E"),
        QT_TRANSLATE_NOOP("kib::Seat", "SE"), QT_TRANSLATE_NOOP("kib::Seat", "S"),  QT_TRANSLATE_NOOP("kib::Seat", "SW"),
        QT_TRANSLATE_NOOP("kib::Seat", "W"),  QT_TRANSLATE_NOOP("kib::Seat", "NW")};
    const qsizetype i = compass.indexOf(name);
    if (i >= 0)
        return QCoreApplication::translate("kib::Seat", shortNames[i]);
    if (name.startsWith(QLatin1String("Player ")))
        return QCoreApplication::translate("kib::Seat", "P%1", "short for Player %1").arg(name.mid(7));
    return seats.letter(seat);
}

QString seatName(const SeatLayout &seats, Seat seat)
{
    // the model's names are the notations' (PBN's "North"); these are for people
    static const char *const names[] = {
        QT_TRANSLATE_NOOP("kib::Seat", "North"),     QT_TRANSLATE_NOOP("kib::Seat", "Northeast"),
        QT_TRANSLATE_NOOP("kib::Seat", "East"),      QT_TRANSLATE_NOOP("kib::Seat", "Southeast"),
        QT_TRANSLATE_NOOP("kib::Seat", "South"),     QT_TRANSLATE_NOOP("kib::Seat", "Southwest"),
        QT_TRANSLATE_NOOP("kib::Seat", "West"),      QT_TRANSLATE_NOOP("kib::Seat", "Northwest"),
        QT_TRANSLATE_NOOP("kib::Seat", "First"),     QT_TRANSLATE_NOOP("kib::Seat", "Second"),
    };
    const QString name = seats.name(seat);
    for (const char *n : names)
        if (name == QLatin1String(n))
            return QCoreApplication::translate("kib::Seat", n);
    if (name.startsWith(QLatin1String("Player ")))
        return QCoreApplication::translate("kib::Seat", "Player %1").arg(name.mid(7));
    return name;
}

QString boardText(const Record &record)
{
    return RecordSummary::boardLabel(record);
}

} // namespace kib::style
