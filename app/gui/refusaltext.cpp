#include "refusaltext.h"

#include "preferansnames.h"
#include "suitstyle.h"

#include "model/boardnames.h"
#include "model/boardvariant.h"
#include "model/card.h"
#include "model/preferansdeal.h"
#include "model/seats.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace kib::style {

namespace {

// The model's forms, word for word (model/preferansedit.cpp, pinochleedit.cpp,
// pinochlemeld.cpp, bridgeauction.cpp, auctionedit.cpp, playedit.cpp,
// boardrules.cpp); tst_translations checks some of them as the model writes
// them. The first form that matches wins (kSeatForms' before these): the games' forms ("player %1 does
// not hold %2") come before the bridge ones they would otherwise fall into
// ("%1 does not hold %2").
const char *const kForms[] = {
    // preferans (model/preferansedit.cpp); players are numbered 1 to 3
    QT_TRANSLATE_NOOP("kib::Refusal", "the card string has %1 characters, not 32"),
    QT_TRANSLATE_NOOP("kib::Refusal", "'%1' is not a card: the cards are 1-8, 9 and A-W"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the deal has no dealer"),
    QT_TRANSLATE_NOOP("kib::Refusal", "not a preferans deal of three players"),
    QT_TRANSLATE_NOOP("kib::Refusal", "a preferans deal has three hands"),
    QT_TRANSLATE_NOOP("kib::Refusal", "player %1 holds %2 cards, not 10"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the talon holds %1 cards, not 2"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 is not a card of the preferans deck"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the cards are not a permutation of the deck: %1 is dealt twice"),
    QT_TRANSLATE_NOOP("kib::Refusal", "call %1 (%2) does not follow the rules"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the auction is over"),
    QT_TRANSLATE_NOOP("kib::Refusal", "player %1 cannot say %2 now: %3"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the auction is not over"),
    QT_TRANSLATE_NOOP("kib::Refusal", "everybody passed: nobody takes the talon"),
    QT_TRANSLATE_NOOP("kib::Refusal", "a game is played without the talon"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the talon is taken"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the deal has no talon"),
    QT_TRANSLATE_NOOP("kib::Refusal", "nobody has taken the talon"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the discards are made"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the main player discards two cards"),
    QT_TRANSLATE_NOOP("kib::Refusal", "player %1 holds no %2"),
    QT_TRANSLATE_NOOP("kib::Refusal", "nobody has won the auction"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 is not a contract: 2 to 8"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the game named is %1"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the main player takes the talon first"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the main player discards before choosing the contract"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the auction was won at %1: the contract is at least that"),
    QT_TRANSLATE_NOOP("kib::Refusal", "there is no contract to follow"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the play has started"),
    QT_TRANSLATE_NOOP("kib::Refusal", "player %1 cannot follow"),
    QT_TRANSLATE_NOOP("kib::Refusal", "there is no contract"),
    QT_TRANSLATE_NOOP("kib::Refusal", "kontra goes from 1 (kontra) to 4 (mortkontra); an invitation is not a kontra"),
    QT_TRANSLATE_NOOP("kib::Refusal", "player %1 does not follow: only a follower starts a kontra or invites"),
    QT_TRANSLATE_NOOP("kib::Refusal", "nobody follows: there is no play"),
    QT_TRANSLATE_NOOP("kib::Refusal", "nobody is to play"),
    QT_TRANSLATE_NOOP("kib::Refusal", "player %1 does not hold %2"),
    QT_TRANSLATE_NOOP("kib::Refusal", "player %1 must follow %2"),
    QT_TRANSLATE_NOOP("kib::Refusal", "player %1 has no %2 and must trump"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the play is not over"),
    // pinochle (model/pinochleedit.cpp, pinochlemeld.cpp); the forms that name
    // a seat (PN's Seat1, Seat2 ...) are kSeatForms below
    QT_TRANSLATE_NOOP("kib::Refusal", "call %1 comes after the end of the auction"),
    QT_TRANSLATE_NOOP("kib::Refusal", "call %1: %2 does not exceed %3"),
    QT_TRANSLATE_NOOP("kib::Refusal", "call %1 is not known"),
    QT_TRANSLATE_NOOP("kib::Refusal", "a bid is a positive number"),
    QT_TRANSLATE_NOOP("kib::Refusal", "bids start at %1"),
    QT_TRANSLATE_NOOP("kib::Refusal", "every player passed: there is no contract"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the kitty is dealt before the auction"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the hands hold cards the deck does not"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the kitty holds cards the hands and the deck leave no room for"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the deal leaves %1 over: the kitty holds what the hands do not"),
    QT_TRANSLATE_NOOP("kib::Refusal", "cards are passed once the contract is made"),
    QT_TRANSLATE_NOOP("kib::Refusal", "cards pass from one seat to another"),
    QT_TRANSLATE_NOOP("kib::Refusal", "no cards to pass"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the meld or the play has started"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the declarer discards once the contract is made"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the discard is made"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the declarer discards as many cards as the kitty brought (%1)"),
    QT_TRANSLATE_NOOP("kib::Refusal", "meld is tabled once the contract is made"),
    QT_TRANSLATE_NOOP("kib::Refusal", "no such seat"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the hands are played out"),
    QT_TRANSLATE_NOOP("kib::Refusal", "Meld%1 gives %2 points: the cards are worth %3"),
    QT_TRANSLATE_NOOP("kib::Refusal", "Meld%1 tables %2, in no meld"),
    // the auction
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 comes after the auction has ended"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 is not a bid"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 is insufficient after %2 (mark it as an irregular bid to enter it)"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 is insufficient after %2"),
    QT_TRANSLATE_NOOP("kib::Refusal", "X with no bid to double"),
    QT_TRANSLATE_NOOP("kib::Refusal", "X of partner's bid %1"),
    QT_TRANSLATE_NOOP("kib::Refusal", "X of a bid already doubled"),
    QT_TRANSLATE_NOOP("kib::Refusal", "XX without a double to redouble"),
    QT_TRANSLATE_NOOP("kib::Refusal", "XX of partner's double"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 is not a bridge call"),
    QT_TRANSLATE_NOOP("kib::Refusal", "only bridge auctions can be entered"),
    QT_TRANSLATE_NOOP("kib::Refusal", "no such place in the auction"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the dealer is not known: who calls first?"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the auction has no call to remove"),
    QT_TRANSLATE_NOOP("kib::Refusal", "cards have been played: remove them first"),
    QT_TRANSLATE_NOOP("kib::Refusal", "no such call"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 is not alerted"),
    QT_TRANSLATE_NOOP("kib::Refusal", "no call to alert"),
    // the play
    QT_TRANSLATE_NOOP("kib::Refusal", "only the play of bridge deals can be entered"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the auction is not complete"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the deal was passed out: there is no play"),
    QT_TRANSLATE_NOOP("kib::Refusal", "no contract and declarer: finish the auction first"),
    QT_TRANSLATE_NOOP("kib::Refusal", "no such place in the play"),
    QT_TRANSLATE_NOOP("kib::Refusal", "all thirteen tricks have been played: there is nothing to claim"),
    QT_TRANSLATE_NOOP("kib::Refusal", "all thirteen tricks have been played"),
    QT_TRANSLATE_NOOP("kib::Refusal", "not a card"),
    QT_TRANSLATE_NOOP("kib::Refusal", "who plays next is not known (a trick before holds unknown cards)"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1's hand is not known"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 is %2's card, and it is %3's turn to play"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 does not hold %2"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 must follow suit to %2 (mark a revoke to play %3)"),
    QT_TRANSLATE_NOOP("kib::Refusal", "no card has been played"),
    QT_TRANSLATE_NOOP("kib::Refusal", "the declaring side can claim %1 to %2 tricks, not %3"),
    QT_TRANSLATE_NOOP("kib::Refusal", "there is no claim"),
    // board games
    QT_TRANSLATE_NOOP("kib::Refusal", "There is no piece on %1."),
    QT_TRANSLATE_NOOP("kib::Refusal", "It is %1's move: the %2 on %3 is not theirs."),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 %2 to %3 would leave %4's king in check."),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 may not drop a pawn on %2 to give mate."),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 cannot be dropped on %2."),
    QT_TRANSLATE_NOOP("kib::Refusal", "The %1 on %2 cannot go to %3."),
    // tags (model/tagrules.cpp, tagvalues.cpp), as the tag editor shows them;
    // last, being the loosest. The tag names and values are kept.
    QT_TRANSLATE_NOOP("kib::Refusal", "A tag needs a name"),
    QT_TRANSLATE_NOOP("kib::Refusal", "\"%1\": a tag name begins with an upper-case letter"),
    QT_TRANSLATE_NOOP("kib::Refusal", "\"%1\": a tag name holds only letters, digits and '_' (not '%2')"),
    QT_TRANSLATE_NOOP("kib::Refusal", "The record has a %1 tag already: edit its value"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 is entered with its own editor, not as a tag"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1: a tag value is one line"),
    QT_TRANSLATE_NOOP("kib::Refusal", "The deal is edited with Edit ▸ Edit Deal…"),
    QT_TRANSLATE_NOOP("kib::Refusal", "The %1 tag follows the play entered"),
    QT_TRANSLATE_NOOP("kib::Refusal", "The %1 tag follows the auction entered"),
    QT_TRANSLATE_NOOP("kib::Refusal", "Board \"%1\" is not a positive number"),
    QT_TRANSLATE_NOOP("kib::Refusal", "Dealer \"%1\" is not a seat: N, E, S or W"),
    QT_TRANSLATE_NOOP("kib::Refusal", "Declarer \"%1\" is not a seat N, E, S or W (or ^ and a seat when declarer and dummy were swapped)"),
    QT_TRANSLATE_NOOP("kib::Refusal", "Vulnerable \"%1\" is not None, NS, EW or All (or Love, -, Both)"),
    QT_TRANSLATE_NOOP("kib::Refusal", "Contract \"%1\" is not Pass or a level 1 to 7, a denomination C, D, H, S or NT, and X or XX when doubled (e.g. 4HX)"),
    QT_TRANSLATE_NOOP("kib::Refusal", "Hidden \"%1\": '%2' is not a seat N, E, S or W"),
    QT_TRANSLATE_NOOP("kib::Refusal", "Hidden \"%1\" names %2 twice"),
    QT_TRANSLATE_NOOP("kib::Refusal", "Scoring \"%1\" has an empty field between ';'"),
    QT_TRANSLATE_NOOP("kib::Refusal", "Scoring \"%1\": a field is a word such as MP, IMP or Butler, fields separated by ';'"),
    QT_TRANSLATE_NOOP("kib::Refusal", "The record has no %1 tag"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 is a mandatory tag: set it to \"?\" when unknown, or empty when it does not apply"),
    QT_TRANSLATE_NOOP("kib::Refusal", "The %1 tag goes with its section: it is not removed as a tag"),
    QT_TRANSLATE_NOOP("kib::Refusal", "Result \"%1\": %2"), // %2: one of the reasons below
    QT_TRANSLATE_NOOP("kib::Refusal", "a second number needs NS or EW"),
    QT_TRANSLATE_NOOP("kib::Refusal", "not a number of tricks"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 tricks is more than the deal has"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 is given twice"),
    QT_TRANSLATE_NOOP("kib::Refusal", "unexpected text after the number of tricks"),
    QT_TRANSLATE_NOOP("kib::Refusal", "NS and EW tricks add up to %1, not %2"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 \"%2\" has no number"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 \"%2\" needs NS or EW before its second score"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 \"%2\" needs NS or EW before the score"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 \"%2\" gives %3 twice"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 \"%2\" is not a number"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 \"%2\" is not a well-formed score"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 \"%2\" holds '%3' (bad date character)"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 \"%2\" is written YYYYMMDD, not YYYY.MM.DD"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 \"%2\" is not in the form YYYY.MM.DD (bad date format)"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 \"%2\" has no such month or day (bad date format)"),
    QT_TRANSLATE_NOOP("kib::Refusal", "%1 \"%2\" is not in the form HH:MM:SS"),
    QT_TRANSLATE_NOOP("kib::Refusal", "Round \"%1\" is not a round designation: no integer or name of letters, digits and '_' (parts separated by '.')"),
};

// Pinochle's forms that name a seat by PN's number, and the same sentence with
// the seat's name (%n at the same place), shown when the game's seats are known.
// They are matched before kForms (each holds "Seat", which no other form's
// message does).
struct SeatForm
{
    const char *source;
    const char *named;
    int seat; // the %n that is the seat's number
};

const SeatForm kSeatForms[] = {
    {QT_TRANSLATE_NOOP("kib::Refusal", "call %1: Seat%2 is in the auction"),
     QT_TRANSLATE_NOOP("kib::Refusal", "call %1: %2 is in the auction"), 2},
    {QT_TRANSLATE_NOOP("kib::Refusal", "call %1: Seat%2 is out of the auction"),
     QT_TRANSLATE_NOOP("kib::Refusal", "call %1: %2 is out of the auction"), 2},
    {QT_TRANSLATE_NOOP("kib::Refusal", "a bid of %1 does not exceed Seat%2's %3"),
     QT_TRANSLATE_NOOP("kib::Refusal", "a bid of %1 does not exceed the %3 of %2"), 2},
    {QT_TRANSLATE_NOOP("kib::Refusal", "Seat%1 does not hold %2"),
     QT_TRANSLATE_NOOP("kib::Refusal", "%1 does not hold %2"), 1},
    {QT_TRANSLATE_NOOP("kib::Refusal", "Seat%1 has tabled its meld"),
     QT_TRANSLATE_NOOP("kib::Refusal", "%1 has tabled their meld"), 1},
    {QT_TRANSLATE_NOOP("kib::Refusal", "Seat%1 must follow %2"),
     QT_TRANSLATE_NOOP("kib::Refusal", "%1 must follow %2"), 1},
    {QT_TRANSLATE_NOOP("kib::Refusal", "Seat%1 must beat the best %2 on the trick"),
     QT_TRANSLATE_NOOP("kib::Refusal", "%1 must beat the best %2 on the trick"), 1},
    {QT_TRANSLATE_NOOP("kib::Refusal", "Seat%1 has no %2 and must trump"),
     QT_TRANSLATE_NOOP("kib::Refusal", "%1 has no %2 and must trump"), 1},
    {QT_TRANSLATE_NOOP("kib::Refusal", "Seat%1 must beat the best trump on the trick"),
     QT_TRANSLATE_NOOP("kib::Refusal", "%1 must beat the best trump on the trick"), 1},
    {QT_TRANSLATE_NOOP("kib::Refusal", "Meld%1 tables %2, not in Seat%3's hand"),
     QT_TRANSLATE_NOOP("kib::Refusal", "Meld%1 tables %2, not in the hand of %3"), 3},
};

struct Form
{
    const char *source;
    QRegularExpression pattern;
    QList<int> numbers; // the %n of each captured value, in order
    const SeatForm *named = nullptr;
};

const QList<Form> &forms()
{
    static const QList<Form> all = [] {
        QList<Form> out;
        static const QRegularExpression marker(QStringLiteral("%(\\d)"));
        const auto add = [&out](const char *source, const SeatForm *named) {
            const QString text = QString::fromUtf8(source);
            QString pattern = QStringLiteral("^");
            QList<int> numbers;
            int at = 0;
            for (auto it = marker.globalMatch(text); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                pattern += QRegularExpression::escape(text.mid(at, m.capturedStart() - at)) + QStringLiteral("(.+?)");
                numbers.append(m.captured(1).toInt());
                at = int(m.capturedEnd());
            }
            pattern += QRegularExpression::escape(text.mid(at)) + QLatin1Char('$');
            out.append(Form{source, QRegularExpression(pattern), numbers, named});
        };
        for (const SeatForm &sf : kSeatForms)
            add(sf.source, &sf);
        for (const char *source : kForms)
            add(source, nullptr);
        return out;
    }();
    return all;
}

// The model's cards ("SA HT", Card::toString()) as the viewer writes them
// ("♠A ♥10"); false when v is not a list of cards.
bool cardsText(const QString &v, QString *out)
{
    QStringList shown;
    for (const QString &token : v.split(QLatin1Char(' '))) {
        Card c;
        if (token.size() != 2 || !QStringLiteral("SHDC").contains(token.at(0)) || !Card::fromString(token, &c)
            || !c.isValid())
            return false;
        shown.append(cardText(c));
    }
    *out = shown.join(QLatin1Char(' '));
    return true;
}

// A value as the user reads it: the sides of a board game in the language,
// the model's cards with suit symbols, preferans calls ("Pass, mine 7,
// game") in the language.
QString value(const QString &v)
{
    for (int i = 0; i <= int(BoardVariant::Janggi); ++i)
        for (BoardSide s : {BoardSide::Bottom, BoardSide::Top})
            if (v == kib::sideName(BoardVariant(i), s))
                return boardtext::sideName(BoardVariant(i), s);
    QString cards;
    if (cardsText(v, &cards))
        return cards;
    for (int level = 2; level <= 8; ++level) // a preferans contract ("Hearts")
        if (v == preferans::contractName(Contract{Contract::Kind::Bid, level}))
            return preferansLevelName(level);
    // a reason within a reason (the tag editor's 'Result "14": not a number of tricks')
    if (const QString inner = refusalText(v); inner != v)
        return inner;
    QStringList calls = v.split(QStringLiteral(", "));
    for (QString &call : calls)
        call = preferansCallText(call);
    return calls.join(QStringLiteral(", "));
}

QString refusalText(const QString &english, const SeatLayout *seats)
{
    for (const Form &f : forms()) {
        const QRegularExpressionMatch m = f.pattern.match(english);
        if (!m.hasMatch())
            continue;
        const bool named = seats && f.named;
        QString out = QCoreApplication::translate("kib::Refusal", named ? f.named->named : f.source);
        // fill each %n with its value (the translation may put them in another order)
        for (int n = 1; n <= 9; ++n) {
            const int i = int(f.numbers.indexOf(n));
            if (i < 0)
                continue;
            const QString v = m.captured(i + 1);
            bool number = false;
            const int seat = v.toInt(&number) - 1;
            out.replace(QStringLiteral("%") + QString::number(n),
                        named && n == f.named->seat && number && seat >= 0 && seat < seats->count()
                            ? seatName(*seats, seat)
                            : value(v));
        }
        return out;
    }
    return english;
}

} // namespace

QString refusalText(const QString &english)
{
    return refusalText(english, nullptr);
}

QString refusalText(const QString &english, const SeatLayout &seats)
{
    return refusalText(english, &seats);
}

} // namespace kib::style
