#include "conditions.h"

#include "model/tagvalues.h"

#include <QRegularExpression>

namespace kib::Conditions {

namespace {

template<typename T>
bool compare(const T &a, const T &b, QueryNode::Op op)
{
    switch (op) {
    case QueryNode::Op::Equal: return a == b;
    case QueryNode::Op::NotEqual: return a != b;
    case QueryNode::Op::Less: return a < b;
    case QueryNode::Op::LessEqual: return a <= b;
    case QueryNode::Op::Greater: return a > b;
    case QueryNode::Op::GreaterEqual: return a >= b;
    case QueryNode::Op::Contains: return a == b;
    }
    return false;
}

} // namespace

bool compareText(const QString &have, const QString &want, QueryNode::Op op)
{
    if (op == QueryNode::Op::Contains)
        return have.contains(want, Qt::CaseInsensitive);
    const int c = have.compare(want, Qt::CaseInsensitive);
    return compare(c, 0, op);
}

bool compareNumber(std::optional<int> have, const QString &want, QueryNode::Op op)
{
    bool ok = false;
    const int w = want.toInt(&ok);
    return have && ok && compare(*have, w, op);
}

std::optional<QString> meaningful(const QString &value)
{
    const QString v = value.trimmed();
    if (v.isEmpty() || v == u"?" || v == u"#")
        return std::nullopt;
    return v;
}

bool board(const std::optional<QString> &v, const QString &want, QueryNode::Op op)
{
    if (!v)
        return false;
    bool a = false, b = false;
    const int have = v->toInt(&a), w = want.toInt(&b);
    if (b && op != QueryNode::Op::Contains)
        return a && compare(have, w, op);
    return compareText(*v, want, op);
}

std::optional<int> score(const std::optional<QString> &v)
{
    if (!v)
        return std::nullopt;
    static const QRegularExpression re(QStringLiteral("^(NS|EW)?\\s*(-?\\d+)"), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(*v);
    if (!m.hasMatch())
        return std::nullopt;
    const int n = m.captured(2).toInt();
    return m.captured(1).compare(u"EW", Qt::CaseInsensitive) == 0 ? -n : n;
}

bool contract(const Contract &c, const QString &want, QueryNode::Op op)
{
    const QString s = c.toString();
    return !s.isEmpty() && compareText(s, want, op);
}

bool level(const Contract &c, const QString &want, QueryNode::Op op)
{
    return c.isBid() && compareNumber(c.level, want, op);
}

bool strain(const Contract &c, const QString &want, QueryNode::Op op)
{
    if (!c.isBid())
        return false;
    Strain w;
    if (!strainFromString(want, &w))
        return false;
    return op == QueryNode::Op::NotEqual ? c.strain != w : c.strain == w;
}

bool seat(Seat s, const SeatLayout &layout, const QString &want, QueryNode::Op op)
{
    return s != NoSeat && compareText(layout.letter(s), want, op);
}

bool pbnContract(QByteArrayView v, Contract *c)
{
    *c = Contract();
    if (v.isEmpty())
        return true; // no tag, or "": not stated
    if (v.size() == 4 && QLatin1StringView(v).compare(QLatin1StringView("pass"), Qt::CaseInsensitive) == 0) {
        c->kind = Contract::Kind::PassedOut;
        return true;
    }
    // only "1S", "3NT", "4HX", "6CXX" as written: anything else (a trump
    // alone, "3N", lower case, a value the reader reports) is left to it
    if (v.size() < 2 || v.at(0) < '1' || v.at(0) > '7')
        return false;
    c->kind = Contract::Kind::Bid;
    c->level = v.at(0) - '0';
    qsizetype at = 2;
    switch (v.at(1)) {
    case 'C': c->strain = Strain::Clubs; break;
    case 'D': c->strain = Strain::Diamonds; break;
    case 'H': c->strain = Strain::Hearts; break;
    case 'S': c->strain = Strain::Spades; break;
    case 'N':
        if (v.size() < 3 || v.at(2) != 'T')
            return false;
        c->strain = Strain::NoTrump;
        at = 3;
        break;
    default: return false;
    }
    const QByteArrayView risk = v.sliced(at);
    if (risk != QByteArrayView("") && risk != QByteArrayView("X") && risk != QByteArrayView("XX"))
        return false;
    c->risk = int(risk.size());
    return true;
}

bool pbnSeat(QByteArrayView v, bool caretAllowed, Seat *s)
{
    // the reader's seatOf(): one letter, either case (after '^' for a
    // declarer); anything else is no seat, with an error
    if (caretAllowed && v.startsWith('^'))
        v = v.sliced(1);
    *s = v.size() == 1 ? bridgeSeatFromLetter(char16_t(v.at(0))) : NoSeat;
    return true;
}

bool pbnResult(QByteArrayView v, Seat declarer, std::optional<int> *tricks)
{
    *tricks = std::nullopt;
    if (v.isEmpty())
        return true;
    const TagValues::ResultValue rv = TagValues::result(QString::fromLatin1(v), 13);
    if (!rv.check.ok)
        return true;
    const int t = rv.declarerTricks(declarer, 13);
    if (t >= 0 && (rv.plain >= 0 || declarer != NoSeat))
        *tricks = t;
    return true;
}

} // namespace kib::Conditions
