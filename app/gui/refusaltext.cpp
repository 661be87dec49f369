#include "refusaltext.h"

#include "model/boardnames.h"

#include "model/boardvariant.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace kib::style {

namespace {

// The model's forms, word for word (model/bridgeauction.cpp, auctionedit.cpp,
// playedit.cpp, boardrules.cpp); tst_translations checks some of them as the
// model writes them.
const char *const kForms[] = {
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
};

struct Form
{
    const char *source;
    QRegularExpression pattern;
    QList<int> numbers; // the %n of each captured value, in order
};

const QList<Form> &forms()
{
    static const QList<Form> all = [] {
        QList<Form> out;
        static const QRegularExpression marker(QStringLiteral("%(\\d)"));
        for (const char *source : kForms) {
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
            out.append(Form{source, QRegularExpression(pattern), numbers});
        }
        return out;
    }();
    return all;
}

// A value as the user reads it: the sides of a board game in the language.
QString value(const QString &v)
{
    for (int i = 0; i <= int(BoardVariant::Janggi); ++i)
        for (BoardSide s : {BoardSide::Bottom, BoardSide::Top})
            if (v == kib::sideName(BoardVariant(i), s))
                return boardtext::sideName(BoardVariant(i), s);
    return v;
}

} // namespace

QString refusalText(const QString &english)
{
    for (const Form &f : forms()) {
        const QRegularExpressionMatch m = f.pattern.match(english);
        if (!m.hasMatch())
            continue;
        QString out = QCoreApplication::translate("kib::Refusal", f.source);
        // fill each %n with its value (the translation may put them in another order)
        for (int n = 1; n <= 9; ++n) {
            const int i = int(f.numbers.indexOf(n));
            if (i >= 0)
                out.replace(QStringLiteral("%") + QString::number(n), value(m.captured(i + 1)));
        }
        return out;
    }
    return english;
}

} // namespace kib::style
