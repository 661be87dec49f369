#include "pbntagdecoder.h"

#include "pbnpassedmemo.h"

#include "pbndeal.h"
#include "pbndecoders.h"
#include "pbntags.h"
#include "pbntolerance.h"

#include <algorithm>

namespace kib {

namespace {

using Place = PbnRecordInfo::Place;

Seat seatOf(QStringView s)
{
    return s.size() == 1 ? bridgeSeatFromLetter(s.at(0).unicode()) : NoSeat;
}

// QString::toInt(): one to four ASCII digits read at once (the entries of
// an OptimumResultTable), anything else by toInt() itself
int smallNumber(const QString &s, bool *ok)
{
    const qsizetype n = s.size();
    if (n >= 1 && n <= 4) {
        int v = 0;
        qsizetype i = 0;
        for (; i < n; ++i) {
            const char16_t c = s.at(i).unicode();
            if (c < '0' || c > '9')
                break;
            v = v * 10 + (c - '0');
        }
        if (i == n) {
            *ok = true;
            return v;
        }
    }
    return s.toInt(ok);
}

bool same(QStringView v, QLatin1StringView lower)
{
    if (v.size() != lower.size())
        return false;
    // (ASCII compared here; anything else as Qt folds its case: 'ſ' is 's')
    for (qsizetype i = 0; i < v.size(); ++i) {
        const char16_t c = v.at(i).unicode();
        if (c >= 0x80)
            return v.compare(lower, Qt::CaseInsensitive) == 0;
        if ((c >= 'A' && c <= 'Z' ? c + 32 : c) != char16_t(lower.at(i).unicode()))
            return false;
    }
    return true;
}

// PbnDecoders::column(spec).name, without building it
QStringView columnName(QStringView spec)
{
    QStringView s = spec;
    if (s.startsWith(u'+') || s.startsWith(u'-'))
        s = s.mid(1);
    const qsizetype slash = s.lastIndexOf(u'\\');
    if (slash < 0)
        return s;
    QStringView w = s.mid(slash + 1);
    if (w.endsWith(u'L') || w.endsWith(u'R'))
        w.chop(1);
    bool ok = false;
    [[maybe_unused]] const int width = w.toInt(&ok);
    return ok ? s.left(slash) : s;
}

// (compared without case and without building strings: one of these runs for
// every game)
bool vulnerabilityOf(QStringView v, Vulnerability *out)
{
    if (same(v, QLatin1StringView("none")) || same(v, QLatin1StringView("love")) || v == u"-") *out = Vulnerability::None;
    else if (same(v, QLatin1StringView("ns"))) *out = Vulnerability::NS;
    else if (same(v, QLatin1StringView("ew"))) *out = Vulnerability::EW;
    else if (same(v, QLatin1StringView("all")) || same(v, QLatin1StringView("both"))) *out = Vulnerability::All;
    else return false;
    return true;
}

bool strainOf(QStringView s, Strain *strain)
{
    if (s.size() == 1) {
        switch (s.at(0).unicode()) {
        case 'C': case 'c': *strain = Strain::Clubs; return true;
        case 'D': case 'd': *strain = Strain::Diamonds; return true;
        case 'H': case 'h': *strain = Strain::Hearts; return true;
        case 'S': case 's': *strain = Strain::Spades; return true;
        default: return false;
        }
    }
    if (s.size() == 2 && same(s, QLatin1StringView("nt"))) {
        *strain = Strain::NoTrump;
        return true;
    }
    return false;
}

// The tag values that passed their checks on this thread (see PbnPassedMemo).
PbnPassedMemo<QString, 512> &passedValues()
{
    thread_local PbnPassedMemo<QString, 512> memo; // (scores vary: room for a few hundred)
    return memo;
}

} // namespace

void PbnTagDecoder::decode(CardRecord &r, const PbnRecordInfo::Places &places, PbnRecordInfo &info, PbnReport &report,
                           PbnTags::KnownList *knownList)
{
    const Tags &tags = r.tags();
    int resultTag = -1;
    int hiddenTag = -1;
    // (a list the reader filled as it read the tags is taken as it is)
    const bool given = knownList && knownList->size() == tags.size();
    if (knownList && !given)
        knownList->resize(tags.size());
    for (int i = 0; i < tags.size(); ++i) {
        const Tag &tag = tags.at(i);
        const Place at = places.value(i);
        const QString &v = tag.value;
        const PbnTags::Known *known = given ? knownList->at(i) : PbnTags::find(tag.name);
        Q_ASSERT(!given || known == PbnTags::find(tag.name));
        if (knownList && !given)
            (*knownList)[i] = known;
        using Id = PbnTags::Known::Id;
        const Id id = known ? known->id : Id::Other;
        if (known && (known->flags & PbnTags::Known::NoInheritance) && v.size() == 1 && v.at(0) == u'#')
            continue; // reported when read
        const QString &name = tag.name;
        if (id == Id::Dealer) {
            if (v.isEmpty())
                continue;
            const Seat s = seatOf(v);
            if (s == NoSeat)
                report.error(QStringLiteral("pbn.dealer.bad-side"),
                             QStringLiteral("Dealer \"%1\" is not a side: N, E, S or W (bad side)").arg(v), at.line,
                             at.column);
            r.setDealer(s);
        } else if (id == Id::Vulnerable) {
            Vulnerability vul = Vulnerability::Unknown;
            if (!v.isEmpty() && !vulnerabilityOf(v, &vul))
                report.error(QStringLiteral("pbn.vulnerable.bad-value"),
                             QStringLiteral("Vulnerable \"%1\" is not None, NS, EW or All (wrong tag value)").arg(v),
                             at.line, at.column);
            r.setVulnerability(vul);
        } else if (id == Id::Deal) {
            if (v.isEmpty()) {
                report.warning(QStringLiteral("pbn.deal.empty-tag"), QStringLiteral("[Deal \"\"] gives no cards"),
                               at.line, at.column);
                continue;
            }
            Deal deal;
            const PbnDeal::Decoded d = PbnDeal::decode(v, &deal);
            if (!d.ok) {
                report.error(d.code, d.message, at.line, at.column);
                continue;
            }
            if (d.emptyHands > 0 && d.emptyHands < 4)
                report.warning(QStringLiteral("pbn.deal.empty-hand"),
                               QStringLiteral("a hand written \"...\" (no cards) is read as a hand not given (\"-\")"),
                               at.line, at.column);
            int largest = 0;
            bool any = false;
            for (const Hand &h : deal.hands) {
                any = any || h.known;
                largest = qMax(largest, int(h.cards.size()));
            }
            if (!any) {
                if (d.emptyHands == 4)
                    report.warning(QStringLiteral("pbn.deal.empty-tag"),
                                   QStringLiteral("the deal gives no cards (four hands \"...\")"), at.line, at.column);
                else
                    report.error(QStringLiteral("pbn.deal.empty"), QStringLiteral("the deal gives no cards (bad deal)"),
                                 at.line, at.column);
                continue;
            }
            info.handSize = largest;
            info.dealExportFrom = d.exportForm ? d.first : NoSeat;
            r.deal() = std::move(deal);
            info.dealMasks = true;
            std::copy_n(d.held, 4, info.dealHeld);
            info.dealTwice = d.twice;
        } else if (id == Id::Hidden) {
            hiddenTag = i;
        } else if (id == Id::Declarer) {
            if (v.isEmpty())
                continue;
            const bool caret = v.startsWith(u'^');
            const Seat s = seatOf(caret ? QStringView(v).mid(1) : QStringView(v));
            if (s == NoSeat) {
                report.error(QStringLiteral("pbn.declarer.bad-value"),
                             QStringLiteral("Declarer \"%1\" is not a side: N, E, S, W or ^ and a side (bad tag value)")
                                 .arg(v),
                             at.line, at.column);
                continue;
            }
            info.declarerCaret = caret;
            info.declarerValid = true;
            r.setDeclarer(s);
        } else if (id == Id::Contract) {
            contract(r, v, at, info, report);
        } else if (id == Id::Result) {
            resultTag = i;
        } else if (known && (known->flags & PbnTags::Known::Score)) {
            if (!v.isEmpty() && v != QLatin1StringView("?")) {
                // (a score the game before had, shared by the value cache, passed already)
                const quint32 check = 0x100 + quint32(PbnDecoders::scoreKind(name));
                if (!passedValues().passed(check, v)) {
                    const PbnDecoders::Check c = PbnDecoders::score(v, PbnDecoders::scoreKind(name), false, name);
                    if (!c.ok)
                        report.error(c.code, c.message, at.line, at.column);
                    else if (c.code.isEmpty())
                        passedValues().remember(check, v);
                }
            }
            r.scores().append(Score{name, v});
        } else if (tag.isTable()) {
            table(tag, at, report);
        } else if (id != Id::Other) {
            other(tag, id, at, report);
        }
    }
    if (hiddenTag >= 0) {
        const QString &v = tags.at(hiddenTag).value;
        const Place at = places.value(hiddenTag);
        bool ok = true;
        for (QChar c : v)
            ok = ok && seatOf(QStringView(&c, 1)) != NoSeat;
        if (!ok) {
            report.error(QStringLiteral("pbn.hidden.bad-value"),
                         QStringLiteral("Hidden \"%1\" holds a letter that is not a side N, E, S or W").arg(v),
                         at.line, at.column);
        } else {
            for (QChar c : v)
                r.deal().hands[seatOf(QStringView(&c, 1))].hidden = true;
        }
    }
    if (resultTag >= 0)
        result(r, tags.at(resultTag).value, places.value(resultTag), info, report);
    // (knownList, when given, is now parallel to the tags: filled above)
    PbnTolerance::checkRecord(r, places, report, knownList);
}

void PbnTagDecoder::contract(CardRecord &r, const QString &v, Place at, PbnRecordInfo &info, PbnReport &report)
{
    if (v.isEmpty())
        return;
    Strain strain;
    if (strainOf(v, &strain)) {
        // an end position: the Contract tag gives only the trump
        info.endPosition = true;
        info.endPositionTrump = strainSuit(strain);
        info.contractValid = true;
        return;
    }
    if (v.compare(u"pass", Qt::CaseInsensitive) == 0) {
        Contract c;
        c.kind = Contract::Kind::PassedOut;
        r.setContract(c);
        info.contractValid = true;
        return;
    }
    auto bad = [&](const char *code, const QString &why) {
        report.error(QString::fromLatin1(code), QStringLiteral("Contract \"%1\": %2").arg(v, why), at.line, at.column);
    };
    if (v.at(0) < u'1' || v.at(0) > u'7') {
        bad("pbn.contract.bad-value", QStringLiteral("not Pass or a level 1 to 7 with a denomination (bad tag value)"));
        return;
    }
    Contract c;
    c.kind = Contract::Kind::Bid;
    c.level = v.at(0).unicode() - '0';
    QStringView rest = QStringView(v).mid(1);
    qsizetype len = 0;
    bool spelledN = false;
    if (rest.size() >= 2 && rest.left(2).compare(u"NT", Qt::CaseInsensitive) == 0) {
        c.strain = Strain::NoTrump;
        len = 2;
    } else if (!rest.isEmpty() && rest.at(0).toUpper() == u'N') {
        c.strain = Strain::NoTrump;
        len = 1;
        spelledN = true;
    } else if (!rest.isEmpty() && strainOf(rest.left(1), &c.strain)) {
        len = 1;
    } else {
        bad("pbn.contract.bad-trump", QStringLiteral("no denomination C, D, H, S or NT (bad trump)"));
        return;
    }
    const QStringView risk = rest.mid(len);
    if (risk.isEmpty() || same(risk, QLatin1StringView("x")) || same(risk, QLatin1StringView("xx"))) {
        c.risk = int(risk.size());
    } else if (spelledN) {
        bad("pbn.contract.bad-trump", QStringLiteral("'N%1' is not a denomination (bad trump)").arg(rest.mid(1)));
        return;
    } else {
        bad("pbn.contract.bad-value",
            QStringLiteral("\"%1\" after the denomination is not X or XX (bad tag value)").arg(rest.mid(len)));
        return;
    }
    if (spelledN)
        report.warning(QStringLiteral("pbn.contract.trump-spelling"),
                       QStringLiteral("Contract \"%1\": PBN writes no trump NT, not N (read as %2)").arg(v, c.toString()),
                       at.line, at.column);
    r.setContract(c);
    info.contractValid = true;
}

void PbnTagDecoder::result(CardRecord &r, const QString &v, Place at, PbnRecordInfo &info, PbnReport &report)
{
    if (v.isEmpty())
        return;
    const PbnDecoders::ResultValue rv = PbnDecoders::result(v, info.handSize);
    if (!rv.check.ok) {
        report.error(rv.check.code, rv.check.message, at.line, at.column);
        return;
    }
    info.resultGiven = true;
    info.resultCaret = rv.caret;
    info.resultNS = rv.ns;
    info.resultEW = rv.ew;
    info.resultPlain = rv.plain;
    const int tricks = rv.declarerTricks(r.declarer(), info.handSize);
    if (tricks >= 0 && (rv.plain >= 0 || r.declarer() != NoSeat))
        r.setResult(tricks);
}

void PbnTagDecoder::table(const Tag &tag, Place at, PbnReport &report)
{
    // What the columns say: whether each has a name, and where the
    // OptimumResultTable's are; worked out once while a file's tables keep
    // their columns (shared from game to game: PbnRecordReader::tableColumns()).
    struct Columns
    {
        QStringList held;
        bool named = true;
        int cd = -1, cs = -1, cr = -1;
    };
    thread_local Columns last;
    const QStringList &columns = tag.columns.get();
    if (columns.capacity() <= 0 || columns.constData() != last.held.constData() || columns.size() != last.held.size()) {
        Columns now;
        for (int i = 0; i < columns.size(); ++i) {
            const QStringView n = columnName(columns.at(i));
            now.named = now.named && !n.isEmpty();
            if (n == QLatin1StringView("Declarer")) now.cd = i;
            else if (n == QLatin1StringView("Denomination")) now.cs = i;
            else if (n == QLatin1StringView("Result")) now.cr = i;
        }
        if (columns.capacity() > 0)
            now.held = columns;
        last = std::move(now);
    }
    if (!last.named) {
        report.error(QStringLiteral("pbn.table.malformed"),
                     QStringLiteral("%1: a column without a name in \"%2\"").arg(tag.name, tag.value), at.line,
                     at.column);
        return;
    }
    for (const QStringList &row : tag.rows) {
        if (row.size() != columns.size()) {
            report.error(QStringLiteral("pbn.table.malformed"),
                         QStringLiteral("%1: a row of %2 entries in a table of %3 columns")
                             .arg(tag.name)
                             .arg(row.size())
                             .arg(columns.size()),
                         at.line, at.column);
            return;
        }
    }
    if (tag.name != QLatin1StringView("OptimumResultTable"))
        return;
    const int cd = last.cd, cs = last.cs, cr = last.cr;
    // (rows shared from game to game by the value cache, PbnValueCache::row(),
    // passed already: each checked once for the columns' places; a file's
    // tables have a few hundred rows between them)
    thread_local PbnPassedMemo<QStringList, 1024> passedRows;
    const quint32 check = quint32(cd + 1) | quint32(cs + 1) << 8 | quint32(cr + 1) << 16;
    for (const QStringList &row : tag.rows) {
        if (passedRows.passed(check, row))
            continue;
        Strain s;
        bool ok = true;
        int tricks = 0;
        if (cr >= 0)
            tricks = smallNumber(row.at(cr), &ok);
        if ((cd >= 0 && seatOf(row.at(cd)) == NoSeat) || (cs >= 0 && !strainOf(row.at(cs), &s))
            || (cr >= 0 && (!ok || tricks < 0 || tricks > 13))) {
            report.error(QStringLiteral("pbn.table.bad-value"),
                         QStringLiteral("OptimumResultTable: the row \"%1\" is not a side, a denomination and "
                                        "0 to 13 tricks")
                             .arg(row.join(QLatin1Char(' '))),
                         at.line, at.column);
            return;
        }
        passedRows.remember(check, row);
    }
}

void PbnTagDecoder::other(const Tag &tag, PbnTags::Known::Id id, Place at, PbnReport &report)
{
    using Id = PbnTags::Known::Id;
    const QString &name = tag.name;
    const QString &v = tag.value;
    PbnDecoders::Check c;
    const bool given = !v.isEmpty() && v != QLatin1StringView("?");
    // (a date, time, round ... a game before had, shared by the value cache, passed already)
    const quint32 check = 0x200 + quint32(id);
    if (passedValues().passed(check, v))
        return;
    switch (id) {
    case Id::Date:
        if (given)
            c = PbnDecoders::date(v, name);
        break;
    case Id::Time:
        if (given)
            c = PbnDecoders::time(v, name);
        break;
    case Id::Round:
        if (given)
            c = PbnDecoders::round(v);
        break;
    case Id::OptimumScore:
        if (given)
            c = PbnDecoders::score(v, PbnDecoders::ScoreKind::Integer, true, name);
        if (!c.ok)
            c.code = QStringLiteral("pbn.optimumscore.") + c.code.section(QLatin1Char('.'), 2);
        break;
    case Id::DoubleDummyTricks:
        if (!PbnDecoders::doubleDummyTricks(v)) {
            c.warning = true;
            c.code = QStringLiteral("pbn.doubledummytricks.bad-value");
            c.message = QStringLiteral("DoubleDummyTricks \"%1\" is not 20 hexadecimal digits of 0 to 13 tricks").arg(v);
        }
        break;
    default:
        return; // (no check for the other tags: nothing to report or to remember)
    }
    if (!c.code.isEmpty())
        report.add(!c.ok, c.code, c.message, at.line, at.column);
    else
        passedValues().remember(check, v);
}

} // namespace kib
