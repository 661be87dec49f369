#include "ddtable.h"

#include <QRegularExpression>

namespace kib::dd {

namespace {

const Strain columns[StrainCount] = {Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds,
                                     Strain::Clubs};
// DoubleDummyTricks lists the declarers N S E W.
const Seat pbnSeatOrder[4] = {North, South, East, West};
const char seatLetters[4] = {'N', 'E', 'S', 'W'};

} // namespace

Strain strainAt(int column)
{
    return columns[qBound(0, column, StrainCount - 1)];
}

int columnOf(Strain strain)
{
    for (int i = 0; i < StrainCount; ++i)
        if (columns[i] == strain)
            return i;
    return -1;
}

QString strainLabel(int column)
{
    return strainToString(strainAt(column));
}

int DdTable::tricks(Seat declarer, Strain strain) const
{
    const int c = columnOf(strain);
    if (declarer < 0 || declarer > 3 || c < 0)
        return -1;
    return m_tricks[declarer * StrainCount + c];
}

void DdTable::setTricks(Seat declarer, Strain strain, int tricks)
{
    const int c = columnOf(strain);
    if (declarer < 0 || declarer > 3 || c < 0)
        return;
    m_tricks[declarer * StrainCount + c] = tricks;
}

bool DdTable::isComplete() const
{
    for (int t : m_tricks)
        if (t < 0)
            return false;
    return true;
}

bool DdTable::isEmpty() const
{
    for (int t : m_tricks)
        if (t >= 0)
            return false;
    return true;
}

QString DdTable::toDoubleDummyTricks() const
{
    QString out;
    for (Seat s : pbnSeatOrder)
        for (int c = 0; c < StrainCount; ++c) {
            const int t = m_tricks[s * StrainCount + c];
            out.append(t < 0 ? QLatin1Char('-') : QChar(QLatin1Char("0123456789abcd"[qBound(0, t, 13)])));
        }
    return out;
}

std::optional<DdTable> DdTable::fromDoubleDummyTricks(QStringView text)
{
    text = text.trimmed();
    if (text.size() != 20)
        return std::nullopt;
    DdTable table;
    for (int i = 0; i < 20; ++i) {
        const QChar ch = text.at(i).toLower();
        int t = -1;
        if (ch >= u'0' && ch <= u'9')
            t = ch.unicode() - u'0';
        else if (ch >= u'a' && ch <= u'd')
            t = 10 + ch.unicode() - u'a';
        else if (ch != u'-')
            return std::nullopt;
        table.m_tricks[pbnSeatOrder[i / StrainCount] * StrainCount + i % StrainCount] = t;
    }
    return table;
}

QString DdTable::toText() const
{
    QStringList lines;
    for (Seat s = 0; s < 4; ++s) {
        QString line = QString(QLatin1Char(seatLetters[s])) + QLatin1Char(':');
        for (int c = 0; c < StrainCount; ++c) {
            const int t = m_tricks[s * StrainCount + c];
            line += QStringLiteral(" %1 %2").arg(strainLabel(c), t < 0 ? QStringLiteral("?") : QString::number(t));
        }
        lines.append(line);
    }
    return lines.join(QLatin1Char('\n'));
}

QStringList DdTable::differences(const DdTable &other) const
{
    QStringList out;
    for (Seat s = 0; s < 4; ++s)
        for (int c = 0; c < StrainCount; ++c) {
            const int a = m_tricks[s * StrainCount + c], b = other.m_tricks[s * StrainCount + c];
            if (a >= 0 && b >= 0 && a != b)
                out.append(QStringLiteral("%1 in %2: %3, not %4")
                               .arg(QLatin1Char(seatLetters[s]))
                               .arg(strainLabel(c))
                               .arg(a)
                               .arg(b));
        }
    return out;
}

QString ParResult::scoreText() const
{
    if (score < 0)
        return QStringLiteral("EW %1").arg(-score);
    return QStringLiteral("NS %1").arg(score);
}

std::optional<int> parseOptimumScore(QStringView text)
{
    static const QRegularExpression re(QStringLiteral("^\\s*(NS|EW)\\s+([+-]?\\d+)"),
                                       QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(text.toString());
    if (!m.hasMatch())
        return std::nullopt;
    bool ok = false;
    const int v = m.captured(2).toInt(&ok);
    if (!ok)
        return std::nullopt;
    return m.captured(1).compare(u"NS", Qt::CaseInsensitive) == 0 ? v : -v;
}

} // namespace kib::dd
