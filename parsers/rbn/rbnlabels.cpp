#include "rbnlabels.h"

#include "rbncontract.h"
#include "rbndate.h"

#include <algorithm>
#include <charconv>
#include <cstring>

namespace kib::rbn {

namespace {

const char *validChars(char label)
{
    switch (label) {
    case 'D': return "0123456789CG:?";
    case 'H': return "23456789AEJKNQSTWx:.;?";
    case 'A': return "0123456789ABCDEHNPRSWXYZ:!?*^";
    case 'C': return "0123456789CDEHMNRSWX:";
    case 'P': return "0123456789ACDHJKQSTY:;+-~.!?*^";
    case 'R': return "0123456789P:+-=.";
    case 'M': return "0123456789ABCD:+=!?";
    default: return nullptr; // T L E F S K N B I and notes: all characters
    }
}

// The value of the first tag named 'name' (a QString, or a QLatin1StringView
// of a name written here), empty when there is none.
template<typename Name>
QString value(const Tags &tags, const Name &name)
{
    for (const Tag &t : tags)
        if (t.name == name)
            return t.value;
    return {};
}

QString value(const Tags &tags, const char *name)
{
    return value(tags, QLatin1StringView(name));
}

void add(Tags *tags, const QString &name, const QString &v)
{
    if (v.isEmpty())
        return;
    Tag t;
    t.name = name;
    t.value = v;
    tags->append(t);
}

// The first field and the rest after the first separator colon. In T L E S
// a doubled colon is a colon of the text; the rest keeps its doubling undone.
void splitFirst(const QString &v, bool doubled, QString *first, QString *rest)
{
    // (the separator found first, then the fields taken whole: the first
    // holds v's own text when nothing is left after it)
    const qsizetype n = v.size();
    qsizetype i = 0;
    bool doubledBefore = false;
    for (; i < n; ++i) {
        if (v[i] != u':')
            continue;
        if (doubled && i + 1 < n && v[i + 1] == u':') {
            doubledBefore = true;
            ++i;
            continue;
        }
        break;
    }
    *first = i == n ? v : v.left(i);
    if (doubledBefore)
        first->replace(QStringLiteral("::"), QStringLiteral(":"));
    rest->clear();
    if (i < n) {
        *rest = v.mid(i + 1);
        if (doubled)
            rest->replace(QStringLiteral("::"), QStringLiteral(":"));
    }
}

QString doubleColons(QString s)
{
    return s.replace(u':', QStringLiteral("::"));
}

// At most 'n' colon-separated fields, the last holding the rest.
QStringList fields(const QString &v, int n)
{
    QStringList out;
    qsizetype from = 0;
    while (out.size() < n - 1) {
        const qsizetype at = v.indexOf(u':', from);
        if (at < 0)
            break;
        out.append(v.mid(from, at - from));
        from = at + 1;
    }
    out.append(v.mid(from));
    while (out.size() < n)
        out.append(QString());
    return out;
}

QString joinFields(QStringList f)
{
    while (!f.isEmpty() && f.last().isEmpty())
        f.removeLast();
    return f.join(u':');
}

// F abbreviations and the PBN Scoring values they stand for.
constexpr const char *kScoring[][2] = {
    {"I", "IMP"}, {"M", "MP"}, {"B", "BAM"}, {"R", "Rubber"},
    {"C", "Chicago"}, {"A", "Cavendish"}, {"N", "Instant"},
};

QString scoringFromRbn(const QString &s)
{
    for (const auto &m : kScoring)
        if (s == QLatin1String(m[0]))
            return QString::fromLatin1(m[1]);
    return s;
}

QString scoringToRbn(const QString &s)
{
    for (const auto &m : kScoring)
        if (s == QLatin1String(m[1]))
            return QString::fromLatin1(m[0]);
    return s;
}

QString pairField(const QString &first, const QString &second)
{
    return second.isEmpty() ? first : first + u'+' + second;
}

bool allDigits(const QString &s)
{
    return !s.isEmpty() && std::all_of(s.begin(), s.end(), [](QChar c) { return c.isDigit(); });
}

Tags decodeNames(const QString &v)
{
    Tags t;
    const QStringList f = fields(v, 4);
    const qsizetype p1 = f[0].indexOf(u'+'), p2 = f[1].indexOf(u'+');
    add(&t, QStringLiteral("North"), p1 < 0 ? f[0] : f[0].left(p1));
    add(&t, QStringLiteral("South"), p1 < 0 ? QString() : f[0].mid(p1 + 1));
    add(&t, QStringLiteral("West"), p2 < 0 ? f[1] : f[1].left(p2));
    add(&t, QStringLiteral("East"), p2 < 0 ? QString() : f[1].mid(p2 + 1));
    if (f[2] == u"C")
        add(&t, QStringLiteral("Room"), QStringLiteral("Closed"));
    else if (f[2] == u"O")
        add(&t, QStringLiteral("Room"), QStringLiteral("Open"));
    else if (allDigits(f[2]))
        add(&t, QStringLiteral("Table"), f[2]);
    else
        add(&t, QStringLiteral("Room"), f[2]);
    add(&t, QStringLiteral("TableInfo"), f[3]);
    return t;
}

QString encodeNames(const Tags &t)
{
    QString room = value(t, "Room");
    if (room == u"Closed")
        room = QStringLiteral("C");
    else if (room == u"Open")
        room = QStringLiteral("O");
    else if (room.isEmpty())
        room = value(t, "Table");
    return joinFields({pairField(value(t, "North"), value(t, "South")),
                       pairField(value(t, "West"), value(t, "East")), room, value(t, "TableInfo")});
}

} // namespace

int labelIndex(char c)
{
    return kLabelPlaces.order[uchar(c)];
}

bool isLabel(char c)
{
    return labelIndex(c) >= 0;
}

bool isHeaderLabel(char c)
{
    return headerSlot(c) >= 0;
}

int maxLineLength(char label)
{
    switch (label) {
    case 'D': return 20;
    case 'F': case 'M': return 56;
    case 'K': return 84;
    case 'B': case 'C': case 'R': return 24;
    case 'H': return 72;
    case 'I': return 504;
    default: return 128; // T L E S N A P and notes
    }
}

const bool *allowedChars(char label)
{
    // one table of 256 flags per label, built once
    static const auto tables = [] {
        std::array<std::array<bool, 256>, 128> t{};
        for (int l = 0; l < 128; ++l) {
            const char *set = validChars(char(l));
            for (int ch = 0; ch < 256; ++ch) {
                const char x = char(ch);
                if (!set) {
                    t[l][ch] = x != '\n';
                    continue;
                }
                const char up = (x >= 'a' && x <= 'z') ? char(x - 32) : x;
                const char low = (x >= 'A' && x <= 'Z') ? char(x + 32) : x;
                t[l][ch] = x != 0 && (std::strchr(set, x) || std::strchr(set, up) || std::strchr(set, low));
            }
        }
        return t;
    }();
    return uchar(label) < 128 ? tables[uchar(label)].data() : nullptr;
}

bool allowsChar(char label, char c)
{
    const bool *allowed = allowedChars(label);
    return allowed && allowed[uchar(c)];
}

bool convertsCase(char label)
{
    return label == 'D' || label == 'H' || label == 'C' || label == 'R' || label == 'M';
}

bool isRepeating(char label)
{
    return isHeaderLabel(label) || label == 'H';
}

const QStringList &tagNames(char label)
{
    static const QStringList d = {"Date", "Time", "UTCDate", "UTCTime", "RbnDate"};
    static const QStringList t = {"Title", "Annotator"};
    static const QStringList l = {"Site", "Venue"};
    static const QStringList e = {"Event", "EventDetail"};
    static const QStringList f = {"Scoring", "ScoringDetail"};
    static const QStringList s = {"Stage", "Round"};
    static const QStringList k = {"HomeTeam", "VisitTeam", "HomeCarryover", "VisitCarryover"};
    static const QStringList n = {"North", "South", "West", "East", "Room", "Table", "TableInfo"};
    static const QStringList b = {"Board", "Section"};
    static const QStringList none;
    switch (label) {
    case 'D': return d;
    case 'T': return t;
    case 'L': return l;
    case 'E': return e;
    case 'F': return f;
    case 'S': return s;
    case 'K': return k;
    case 'N': return n;
    case 'B': return b;
    default: return none;
    }
}

char labelOfTag(const QString &name)
{
    for (const char *p = kHeaderLabels; *p; ++p)
        if (tagNames(*p).contains(name))
            return *p;
    return 0;
}

Tags decodeHeader(char label, const QString &v, Problems *problems)
{
    Tags t;
    QString first, rest;
    switch (label) {
    case 'D':
        return decodeDate(v.toUpper(), problems);
    case 'T': case 'L': case 'E': case 'S': {
        const QStringList &names = tagNames(label);
        splitFirst(v, true, &first, &rest);
        add(&t, names[0], first);
        add(&t, names[1], rest);
        return t;
    }
    case 'F':
        splitFirst(v, false, &first, &rest);
        add(&t, QStringLiteral("Scoring"), scoringFromRbn(first));
        add(&t, QStringLiteral("ScoringDetail"), rest);
        return t;
    case 'K': {
        const QStringList f = fields(v, 4);
        add(&t, QStringLiteral("HomeTeam"), f[0]);
        add(&t, QStringLiteral("VisitTeam"), f[1]);
        add(&t, QStringLiteral("HomeCarryover"), f[2]);
        add(&t, QStringLiteral("VisitCarryover"), f[3]);
        return t;
    }
    case 'N':
        return decodeNames(v);
    case 'B':
        splitFirst(v, false, &first, &rest);
        add(&t, QStringLiteral("Board"), first);
        add(&t, QStringLiteral("Section"), rest);
        return t;
    default:
        return t;
    }
}

QString encodeHeader(char label, const Tags &t)
{
    switch (label) {
    case 'D':
        return encodeDate(t);
    case 'T': case 'L': case 'E': case 'S': {
        const QStringList &names = tagNames(label);
        QString out = doubleColons(value(t, names[0]));
        const QString second = value(t, names[1]);
        if (!second.isEmpty())
            out += u':' + doubleColons(second);
        return out;
    }
    case 'F': {
        QString out = scoringToRbn(value(t, "Scoring"));
        const QString detail = value(t, "ScoringDetail");
        return detail.isEmpty() ? out : out + u':' + detail;
    }
    case 'K':
        return joinFields({value(t, "HomeTeam"), value(t, "VisitTeam"), value(t, "HomeCarryover"),
                           value(t, "VisitCarryover")});
    case 'N':
        return encodeNames(t);
    case 'B': {
        const QString section = value(t, "Section");
        return section.isEmpty() ? value(t, "Board") : value(t, "Board") + u':' + section;
    }
    default:
        return {};
    }
}

bool sameValues(const Tags &a, const Tags &b)
{
    if (a.size() != b.size())
        return false;
    bool inOrder = true; // the usual case: both decoded from a label
    for (qsizetype i = 0; i < a.size() && inOrder; ++i)
        inOrder = sameText(a[i].name, b[i].name) && sameText(a[i].value, b[i].value);
    if (inOrder)
        return true;
    // (the names the same, one by one, and none twice: then the pairs are
    // the same only one by one, and a value differs; the usual case, a
    // label's value changed)
    bool sameNames = true;
    for (qsizetype i = 0; i < a.size() && sameNames; ++i) {
        sameNames = sameText(a[i].name, b[i].name);
        for (qsizetype k = 0; k < i && sameNames; ++k)
            sameNames = !sameText(a[k].name, a[i].name);
    }
    if (sameNames)
        return false;
    QList<QPair<QString, QString>> x, y;
    for (const Tag &t : a)
        x.append({t.name, t.value});
    for (const Tag &t : b)
        y.append({t.name, t.value});
    std::sort(x.begin(), x.end());
    std::sort(y.begin(), y.end());
    return x == y;
}

namespace {

// R's data for a record (formatResult()) and the scores it spells and reads
// back (parseResult() of it), which depend on nothing else. The last answer
// is kept on each thread: a record's tags ask for the scores with the same
// result and scores, the writer then for R's data, and the tags of the
// record as it reads back for the scores again. The scores are worked out
// only when asked.
struct ResultMemo
{
    std::optional<int> result;
    bool passed = false;
    bool valid = false;
    bool heldValid = false;
    QList<Score> scores, held;
    QByteArray formatted;

    void set(std::optional<int> r, bool p, const QList<Score> &s)
    {
        if (valid && result == r && passed == p && scores == s)
            return;
        formatted = formatResult(r, p, s);
        result = r;
        passed = p;
        scores = s;
        valid = true;
        heldValid = false;
    }
};

ResultMemo &resultMemo()
{
    static thread_local ResultMemo memo;
    return memo;
}

const QList<Score> &scoresHeld(std::optional<int> result, bool passed, const QList<Score> &scores)
{
    ResultMemo &memo = resultMemo();
    memo.set(result, passed, scores);
    if (!memo.heldValid) {
        memo.held = parseResult(memo.formatted, nullptr).scores;
        memo.heldValid = true;
    }
    return memo.held;
}

// v == QString::number(n), without the string made
bool isNumber(QStringView v, int n)
{
    char digits[16];
    const char *end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    if (v.size() != end - digits)
        return false;
    for (qsizetype i = 0; i < v.size(); ++i)
        if (v[i] != QLatin1Char(digits[i]))
            return false;
    return true;
}

// v == c.toString() for a contract that is known, without the string made
// (the level, the strain's letters, X or XX; "Pass" when passed out)
bool isContract(QStringView v, const Contract &c)
{
    if (c.kind == Contract::Kind::PassedOut)
        return v == u"Pass";
    char digits[16];
    const char *end = std::to_chars(digits, digits + sizeof digits, c.level).ptr;
    const qsizetype n = end - digits;
    const QString strain = strainToString(c.strain); // (a literal's string: nothing allocated)
    const QStringView risk = c.risk == 1 ? QStringView(u"X") : c.risk == 2 ? QStringView(u"XX") : QStringView();
    if (v.size() != n + strain.size() + risk.size())
        return false;
    for (qsizetype i = 0; i < n; ++i)
        if (v[i] != QLatin1Char(digits[i]))
            return false;
    return v.mid(n, strain.size()) == strain && v.mid(n + strain.size()) == risk;
}

// 'v' is 'name' (ASCII, of v's length: the caller's switch saw to that).
bool isName(const QString &v, const char *name)
{
    const auto *u = reinterpret_cast<const char16_t *>(v.constData());
    for (qsizetype i = 0; i < v.size(); ++i)
        if (u[i] != char16_t(uchar(name[i])))
            return false;
    return true;
}

} // namespace

QByteArray formattedResult(std::optional<int> result, bool passed, const QList<Score> &scores)
{
    ResultMemo &memo = resultMemo();
    memo.set(result, passed, scores);
    return memo.formatted;
}

bool mirrorsModel(const Tag &tag, const CardRecord &r)
{
    const QString &n = tag.name;
    const QString &v = tag.value;
    // (v == the seat's letter, "" for no seat, without a string made)
    const auto isLetter = [&v](Seat s) {
        return s >= 0 && s < 4 ? v.size() == 1 && v.front() == QLatin1Char("NESW"[s]) : v.isEmpty();
    };
    // (what the deal holds, worked out only for the tags that ask)
    const auto anyHand = [&] {
        for (const Hand &h : r.deal().hands)
            if (h.known)
                return true;
        return false;
    };
    const auto hiddenSeats = [&](bool *anyHidden) {
        QString hidden;
        for (const Hand &h : r.deal().hands)
            *anyHidden = *anyHidden || h.hidden;
        for (Seat s = 0; s < r.deal().hands.size() && s < 4; ++s)
            if (r.deal().hands[s].hidden)
                hidden += QLatin1Char("NESW"[s]);
        return hidden;
    };
    // (the names by their length, then their first letter: most tags have
    // none of them)
    switch (n.size()) {
    case 4:
        if (n.front() == u'D' && isName(n, "Deal"))
            return anyHand();
        if (n.front() == u'P' && isName(n, "Play"))
            return !r.play().tricks.isEmpty() && isLetter(r.play().leader);
        if (n.front() == u'N' && isName(n, "Note"))
            return true;
        break;
    case 6:
        if (n.front() == u'D' && isName(n, "Dealer"))
            return r.dealer() != NoSeat && isLetter(r.dealer());
        if (n.front() == u'H' && isName(n, "Hidden")) {
            bool anyHidden = false;
            const QString hidden = hiddenSeats(&anyHidden);
            return anyHidden && v == hidden;
        }
        if (n.front() == u'R' && isName(n, "Result"))
            return r.result().has_value() && isNumber(v, *r.result());
        break;
    case 7:
        if (n.front() == u'A' && isName(n, "Auction"))
            return !r.auction().calls.isEmpty() && isLetter(r.auction().first);
        break;
    case 8:
        if (n.front() == u'D' && isName(n, "Declarer"))
            return r.declarer() != NoSeat && isLetter(r.declarer());
        if (n.front() == u'C' && isName(n, "Contract"))
            return r.contract().kind != Contract::Kind::Unknown && isContract(v, r.contract());
        break;
    case 10:
        if (n.front() == u'V' && isName(n, "Vulnerable"))
            return r.vulnerability() != Vulnerability::Unknown && v == vulnerabilityToString(r.vulnerability());
        break;
    default:
        break;
    }
    // a score R spells and reads back as it is (only a score the record
    // holds can be one: most tags are not, and need no R spelled)
    // (the strings compared inline, their address first: most of the
    // record's tags are asked about when it holds scores)
    const auto same = [&](const Score &s) { return sameText(s.name, n) && sameText(s.value, v); };
    if (std::none_of(r.scores().begin(), r.scores().end(), same))
        return false;
    // (a score held of this name and value is one of the record's: the
    // look above found it there)
    const bool passed = r.contract().kind == Contract::Kind::PassedOut;
    const QList<Score> &held = scoresHeld(r.result(), passed, r.scores());
    return std::any_of(held.begin(), held.end(), same);
}

} // namespace kib::rbn
