#include "rbncontract.h"

#include <QVarLengthArray>

#include <string>

namespace kib::rbn {

namespace {

Seat seatOf(QByteArrayView f)
{
    return f.size() == 1 ? bridgeSeatFromLetter(uchar(f[0])) : NoSeat;
}

// Colon-separated fields with the offset of each (on the stack: a C or R
// line has a few).
QVarLengthArray<QPair<QByteArrayView, int>, 4> fieldsOf(QByteArrayView v)
{
    QVarLengthArray<QPair<QByteArrayView, int>, 4> out;
    qsizetype from = 0;
    for (;;) {
        const qsizetype at = v.indexOf(':', from);
        if (at < 0) {
            out.append({v.sliced(from), int(from)});
            return out;
        }
        out.append({v.sliced(from, at - from), int(from)});
        from = at + 1;
    }
}

char16_t unitOf(char c)
{
    return char16_t(uchar(c));
}

char16_t unitOf(QChar c)
{
    return c.unicode();
}

// digits, with a fraction after one '.' where allowed (bytes or UTF-16)
template<typename View>
bool isNumberIn(View s, bool allowFraction)
{
    if (s.isEmpty())
        return false;
    bool dot = false, digitsBefore = false, digitsAfter = false;
    for (const auto ch : s) {
        const char16_t c = unitOf(ch);
        if (c >= u'0' && c <= u'9') {
            (dot ? digitsAfter : digitsBefore) = true;
        } else if (c == u'.' && allowFraction && !dot) {
            dot = true;
        } else {
            return false;
        }
    }
    return digitsBefore && (!dot || digitsAfter);
}

bool isNumber(QByteArrayView s, bool allowFraction)
{
    return isNumberIn(s, allowFraction);
}

// "NS " and the value, '-' before it when 'negative' (the string made at
// its size, in one go)
Score score(const QString &name, bool negative, QByteArrayView value)
{
    QString v;
    v.reserve(4 + value.size());
    v += QLatin1StringView("NS ");
    if (negative)
        v += u'-';
    v += QLatin1StringView(value);
    return Score{name, v};
}

// "NS 620" -> "620", "NS -300" -> "-300": the first score of that name of
// that form, a view of its value (ASCII: digits, '.', '-'); empty when none.
QStringView nsNumber(const QList<Score> &scores, QLatin1StringView name, bool allowFraction)
{
    for (const Score &s : scores) {
        if (s.name != name || !s.value.startsWith(QLatin1StringView("NS ")))
            continue;
        const QStringView v = QStringView(s.value).sliced(3);
        const QStringView digits = v.startsWith(u'-') ? v.sliced(1) : v;
        if (isNumberIn(digits, allowFraction))
            return v;
    }
    return {};
}

// an ASCII view's characters appended as bytes
void putAscii(std::string &out, QStringView v)
{
    for (const QChar c : v)
        out += char(c.unicode());
}

} // namespace

ParsedContract parseContract(QByteArrayView data, Problems *problems)
{
    ParsedContract out;
    const QByteArray upper = data.toByteArray().toUpper();
    const auto f = fieldsOf(upper);
    const QByteArrayView s = f[0].first;
    qsizetype pos = 0;
    Contract &c = out.contract;
    if (!s.isEmpty() && s[0] >= '0' && s[0] <= '9') {
        c.level = s[0] - '0';
        if (c.level < 1 || c.level > 7)
            report(problems, 0, "rbn.contract.level", QStringLiteral("%1 is not a level (1-7)").arg(c.level));
        pos = 1;
    }
    const char strain = pos < s.size() ? s[pos] : 0;
    const int si = strain ? QByteArrayView("CDHSN").indexOf(strain) : -1;
    if (si < 0) {
        report(problems, int(pos), "rbn.contract.strain", QStringLiteral("the contract needs a strain C D H S or N"));
        return out;
    }
    c.kind = Contract::Kind::Bid;
    c.strain = Strain(si);
    ++pos;
    if (pos < s.size() && (s[pos] == 'X' || s[pos] == 'R'))
        c.risk = s[pos++] == 'X' ? 1 : 2;
    if (pos < s.size()) {
        const QByteArrayView goal = s.sliced(pos);
        const bool ok = goal == "M" || (isNumber(goal, false) && goal.toInt() >= 1 && goal.toInt() <= 13);
        if (!ok)
            report(problems, int(pos), "rbn.contract.goal",
                   QStringLiteral("\"%1\" is not a goal (1-13 tricks or M)").arg(QString::fromLatin1(goal)));
        out.keepData = true;
    }
    if (f.size() < 2 || f[1].first.isEmpty()) {
        report(problems, int(data.size()), "rbn.contract.declarer", QStringLiteral("C names no declarer"), true);
    } else {
        out.declarer = seatOf(f[1].first);
        if (out.declarer == NoSeat)
            report(problems, f[1].second, "rbn.contract.declarer",
                   QStringLiteral("\"%1\" is not a seat (N E S W)").arg(QString::fromLatin1(f[1].first)));
    }
    if (f.size() > 2 && !f[2].first.isEmpty()) {
        out.leader = seatOf(f[2].first);
        if (out.leader == NoSeat)
            report(problems, f[2].second, "rbn.contract.leader",
                   QStringLiteral("\"%1\" is not a seat (N E S W)").arg(QString::fromLatin1(f[2].first)));
    }
    if (f.size() > 3)
        out.keepData = true;
    return out;
}

QByteArray formatContract(const Contract &c, Seat declarer, Seat leader)
{
    std::string out;
    appendContract(out, c, declarer, leader);
    return out.empty() ? QByteArray() : QByteArray(out.data(), qsizetype(out.size()));
}

void appendContract(std::string &out, const Contract &c, Seat declarer, Seat leader)
{
    if (!c.isBid() || c.strain > Strain::NoTrump || c.risk < 0 || c.risk > 2 || c.level < 0 || c.level > 7)
        return;
    if (c.level > 0)
        out += char('0' + c.level);
    out += "CDHSN"[int(c.strain)];
    if (c.risk)
        out += c.risk == 1 ? 'X' : 'R';
    out += ':';
    if (declarer >= 0 && declarer < 4)
        out += "NESW"[declarer];
    if (leader >= 0 && leader < 4) {
        out += ':';
        out += "NESW"[leader];
    }
}

ParsedResult parseResult(QByteArrayView data, Problems *problems)
{
    ParsedResult out;
    // (the fields read in place, not from an upper-case copy: only 'P' has
    // a case; a message quotes the text upper-cased, as it was read)
    const auto upper = [](QByteArrayView v) { return QString::fromLatin1(v.toByteArray().toUpper()); };
    const auto f = fieldsOf(data);
    const QByteArrayView r = f[0].first;
    qsizetype pos = 0;
    if (r.startsWith('P') || r.startsWith('p')) {
        out.passedOut = true;
        pos = 1;
    } else {
        while (pos < r.size() && r[pos] >= '0' && r[pos] <= '9')
            ++pos;
        if (pos > 0) {
            const int tricks = r.first(pos).toInt();
            if (tricks > 13)
                report(problems, 0, "rbn.result.tricks", QStringLiteral("%1 is more tricks than a deal has").arg(tricks));
            out.tricks = tricks;
        }
    }
    if (pos < r.size()) {
        const char sign = r[pos];
        const QByteArrayView digits = r.sliced(pos + 1);
        if ((sign == '+' || sign == '-') && isNumber(digits, false))
            out.scores.append(score(QStringLiteral("Score"), sign == '-', digits));
        else
            report(problems, int(pos), "rbn.result.syntax",
                   QStringLiteral("the raw score must be a sign and a number, not \"%1\"").arg(upper(r.sliced(pos))));
    }
    if (f.size() > 1 && !f[1].first.isEmpty()) {
        const QByteArrayView e = f[1].first;
        if (e == "=") {
            out.scores.append(score(QStringLiteral("ScoreIMP"), false, "0"));
        } else if ((e[0] == '+' || e[0] == '-') && isNumber(e.sliced(1), true)) {
            out.scores.append(score(QStringLiteral("ScoreIMP"), e[0] == '-', e.sliced(1)));
        } else if (isNumber(e, true)) {
            out.scores.append(score(QStringLiteral("ScorePercentage"), false, e));
        } else {
            report(problems, f[1].second, "rbn.result.syntax",
                   QStringLiteral("the effective score must be =, a signed number of IMPs or a percentage, not \"%1\"")
                       .arg(upper(e)));
        }
    }
    if (f.size() > 2)
        out.keepData = true;
    return out;
}

QByteArray formatResult(std::optional<int> tricks, bool passedOut, const QList<Score> &scores)
{
    // (written into a std::string, the scores' numbers read in place)
    std::string out;
    if (passedOut)
        out += 'P';
    else if (tricks && *tricks >= 0)
        out += std::to_string(*tricks);
    const QStringView raw = nsNumber(scores, QLatin1StringView("Score"), false);
    if (!raw.isEmpty()) {
        if (!raw.startsWith(u'-'))
            out += '+';
        putAscii(out, raw);
    }
    const QStringView imp = nsNumber(scores, QLatin1StringView("ScoreIMP"), true);
    if (imp == u"0") {
        out += ":=";
    } else if (!imp.isEmpty()) {
        out += ':';
        if (!imp.startsWith(u'-'))
            out += '+';
        putAscii(out, imp);
    } else {
        // a negative percentage has no spelling
        const QStringView percentage = nsNumber(scores, QLatin1StringView("ScorePercentage"), true);
        if (!percentage.isEmpty() && !percentage.startsWith(u'-')) {
            out += ':';
            putAscii(out, percentage);
        }
    }
    return out.empty() ? QByteArray() : QByteArray(out.data(), qsizetype(out.size()));
}

} // namespace kib::rbn
