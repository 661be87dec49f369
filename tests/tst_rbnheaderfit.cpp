// fitHeader()'s answers told from the characters alone (B's board and
// section, D's dates and times: the labels whose values change from record
// to record) must be the general answer's: the label's candidates encoded,
// decoded and compared, the first that does not come back dropped until
// what is left does. The general answer is worked out here as fitFound()
// works it out, and each row's tags are fitted both ways.
#include "parsers/rbn/rbnheadersplit.h"
#include "parsers/rbn/rbnlabels.h"

#include <QTest>

#include <cstring>

using namespace kib;

class TestRbnHeaderFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fit_data();
    void fit();
    void headerNames_data();
    void headerNames();
    void memoAnswers();
    void sameTextWords_data();
    void sameTextWords();
};

namespace {

// "Name=Value" specs, '|' between them, as tags.
Tags tagsOf(const QString &specs)
{
    Tags out;
    for (const QString &s : specs.split(u'|', Qt::SkipEmptyParts)) {
        Tag t;
        const qsizetype eq = s.indexOf(u'=');
        t.name = s.left(eq);
        t.value = s.mid(eq + 1);
        out.append(t);
    }
    return out;
}

QStringList specsOf(const Tags &tags)
{
    QStringList out;
    for (const Tag &t : tags)
        out.append(t.name + u'=' + t.value);
    return out;
}

// The general answer: the first tag of each of the label's names, encoded
// and decoded until what is left reads back.
Tags generalFit(char label, const Tags &tags)
{
    Tags fit;
    for (const QString &name : rbn::tagNames(label))
        for (const Tag &t : tags)
            if (t.name == name && !t.isTable()) {
                fit.append(t);
                break;
            }
    while (!fit.isEmpty()) {
        QString data = rbn::encodeHeader(label, fit);
        while (data.endsWith(u' ') || data.endsWith(u'\t'))
            data.chop(1);
        const bool fits = !data.contains(u'\n') && !data.contains(u'\r')
                          && data.toUtf8().size() + 2 <= rbn::maxLineLength(label);
        const Tags back = fits ? rbn::decodeHeader(label, data, nullptr) : Tags();
        if (fits && rbn::sameValues(back, fit))
            break;
        qsizetype drop = fit.size() - 1;
        for (qsizetype i = 0; i < fit.size(); ++i) {
            const bool found = std::any_of(back.begin(), back.end(), [&](const Tag &b) {
                return b.name == fit[i].name && b.value == fit[i].value;
            });
            if (!found) {
                drop = i;
                break;
            }
        }
        fit.removeAt(drop);
    }
    return fit;
}

} // namespace

void TestRbnHeaderFit::fit_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("tags");
    QTest::addColumn<QStringList>("kept");

    const QString x20(20, u'x');
    QTest::newRow("board") << "B" << "Board=16" << QStringList{"Board=16"};
    QTest::newRow("board, section") << "B" << "Section=A|Board=16" << QStringList{"Board=16", "Section=A"};
    QTest::newRow("board with a colon") << "B" << "Board=1:2" << QStringList();
    QTest::newRow("board, blank after") << "B" << "Board=16 " << QStringList();
    QTest::newRow("board, blank before") << "B" << "Board= 16" << QStringList{"Board= 16"};
    QTest::newRow("board, tab after") << "B" << "Board=16\t" << QStringList();
    QTest::newRow("board empty") << "B" << "Board=" << QStringList();
    QTest::newRow("board, 22 characters") << "B" << "Board=xx" + x20 << QStringList{"Board=xx" + x20};
    QTest::newRow("board, 23 characters") << "B" << "Board=xxx" + x20 << QStringList();
    QTest::newRow("board not ASCII") << "B" << QString("Board=\u00e47") << QStringList{QString("Board=\u00e47")};
    QTest::newRow("board, line break") << "B" << "Board=1\n2" << QStringList();
    QTest::newRow("section with a colon") << "B" << "Board=7|Section=A:B" << QStringList{"Board=7", "Section=A:B"};
    QTest::newRow("section, blank after") << "B" << "Board=7|Section=A " << QStringList{"Board=7"};
    QTest::newRow("section empty") << "B" << "Board=7|Section=" << QStringList{"Board=7"};
    QTest::newRow("section, 24 in all") << "B" << "Board=7|Section=" + x20 << QStringList{"Board=7", "Section=" + x20};
    QTest::newRow("section, 25 in all") << "B" << "Board=7|Section=x" + x20 << QStringList{"Section=x" + x20};
    QTest::newRow("section alone") << "B" << "Section=S" << QStringList{"Section=S"};
    QTest::newRow("board, then a second") << "B" << "Board=3|Board=4" << QStringList{"Board=3"};

    QTest::newRow("date, time and UTC")
        << "D" << "Date=2024.06.03|Time=02:21:00|UTCDate=2024.06.03|UTCTime=00:21:00"
        << QStringList{"Date=2024.06.03", "Time=02:21:00"};
    QTest::newRow("UTC first") << "D" << "UTCTime=00:21:05|UTCDate=2024.06.03|Time=02:21:05|Date=2024.06.03"
                               << QStringList{"Date=2024.06.03", "Time=02:21:05"};
    QTest::newRow("date") << "D" << "Date=2024.06.03" << QStringList{"Date=2024.06.03"};
    QTest::newRow("time") << "D" << "Time=23:59:59" << QStringList{"Time=23:59:59"};
    QTest::newRow("time 24") << "D" << "Time=24:00:00" << QStringList{"Time=24:00:00"};
    QTest::newRow("time 25") << "D" << "Time=25:00:00" << QStringList();
    QTest::newRow("minute 60") << "D" << "Time=02:60:00" << QStringList();
    QTest::newRow("second 60") << "D" << "Time=02:00:60" << QStringList();
    QTest::newRow("UTC alone") << "D" << "UTCDate=2024.06.03|UTCTime=00:21:00"
                               << QStringList{"UTCDate=2024.06.03", "UTCTime=00:21:00"};
    QTest::newRow("UTC date, local time") << "D" << "UTCDate=2024.06.03|Time=02:21:00" << QStringList{"Time=02:21:00"};
    QTest::newRow("month 13") << "D" << "Date=2024.13.03|Time=02:21:00" << QStringList();
    QTest::newRow("month 00") << "D" << "Date=2024.00.03" << QStringList();
    QTest::newRow("day 32") << "D" << "Date=2024.06.32" << QStringList();
    QTest::newRow("day 00") << "D" << "Date=2024.06.00" << QStringList();
    QTest::newRow("day 31") << "D" << "Date=2024.06.31" << QStringList{"Date=2024.06.31"};
    QTest::newRow("unknown month") << "D" << "Date=2024.??.03" << QStringList{"Date=2024.??.03"};
    QTest::newRow("unknown day") << "D" << "Date=2024.06.??|Time=02:00:00"
                                 << QStringList{"Date=2024.06.??", "Time=02:00:00"};
    QTest::newRow("dashes") << "D" << "Date=2024-06-03|Time=02:21:00" << QStringList{"Time=02:21:00"};
    QTest::newRow("short time") << "D" << "Date=2024.06.03|Time=02:21" << QStringList();
    QTest::newRow("date empty") << "D" << "Date=|Time=02:21:00" << QStringList{"Time=02:21:00"};
    QTest::newRow("bad UTC after a date") << "D" << "Date=2024.06.03|UTCTime=garbage" << QStringList{"Date=2024.06.03"};
    QTest::newRow("with RbnDate") << "D" << "Date=2024.06.03|RbnDate=20240603C" << QStringList{"Date=2024.06.03", "RbnDate=20240603C"};
    QTest::newRow("not ASCII digits") << "D" << QString("Date=2024.06.0\u0663") << QStringList();
}

void TestRbnHeaderFit::fit()
{
    QFETCH(QString, label);
    QFETCH(QString, tags);
    QFETCH(QStringList, kept);
    const char l = label.at(0).toLatin1();
    const Tags given = tagsOf(tags);
    QCOMPARE(specsOf(generalFit(l, given)), kept); // (the table's own check)
    for (int round = 0; round < 2; ++round) { // (the second time, any memo holds them)
        rbn::HeaderIndices indices;
        const Tags fit = rbn::fitHeader(l, given, {}, &indices);
        QCOMPARE(specsOf(fit), kept);
        QCOMPARE(indices.size(), fit.size());
        for (qsizetype i = 0; i < fit.size(); ++i) {
            QCOMPARE(given[indices[i]].name, fit[i].name);
            QCOMPARE(given[indices[i]].value, fit[i].value);
        }
        const rbn::HeaderSplit split = rbn::splitHeader(given);
        QCOMPARE(specsOf(split.values[std::strchr(rbn::kHeaderLabels, l) - rbn::kHeaderLabels]), kept);
    }
}

// splitHeader()'s candidates ('first'): a tag is one only when its name is
// one of the header labels' names, exactly (the names are found by their
// first and last characters and length, then compared in words), asked
// once or again.
void TestRbnHeaderFit::headerNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("header");

    for (const char *p = rbn::kHeaderLabels; *p; ++p)
        for (const QString &n : rbn::tagNames(*p))
            QTest::newRow(qPrintable(n)) << n << true;
    const QStringList others = {
        "",           "E",           "Eve",           "Evxnt",          "Evenx",          "xvent",
        "event",      "EVENT",       "Events",        "Even",           "Stagf",          "Soutg",
        "Scorinh",    "Sectioo",     "VisitCarryoveR", "VisitCarryovex", "visitCarryover", "VisitCarryovers",
        "HomeTeaM",   "TableInfO",   "TableInfoo",    "UTCDatf",        "UTCTimd",        "RbnDatE",
        "Date\u00e9", "\u00c9vent", "Generator",     "DoubleDummyTricks", "OptimumResultTable", "ScoringDetaiL",
        "AnnotatoR",  "Titl\u0065x"};
    for (const QString &n : others)
        QTest::newRow(qPrintable(QStringLiteral("not: ") + n)) << n << false;
}

void TestRbnHeaderFit::headerNames()
{
    QFETCH(QString, name);
    QFETCH(bool, header);
    // (its position: the header labels' names one after the other)
    int expected = -1, k = 0;
    for (const char *p = rbn::kHeaderLabels; *p; ++p)
        for (const QString &n : rbn::tagNames(*p)) {
            if (n == name)
                expected = k;
            ++k;
        }
    QCOMPARE(expected >= 0, header);
    Tags tags = tagsOf(QStringLiteral("Generator=x|Comment=y"));
    Tag t;
    t.name = name;
    t.value = QStringLiteral("1");
    tags.append(t);
    const rbn::FirstOfNames first = rbn::splitHeader(tags).first;
    for (int i = 0; i < rbn::kHeaderNames; ++i)
        QCOMPARE(first[i], i == expected ? qsizetype(2) : qsizetype(-1));
    // asked again (firstOfNames() keeps names it has seen by their data): a
    // copy of its own each time, let go after its split, between splits of
    // another name of the same length made afresh (each may take the
    // address the one before had) that is no header name
    for (int again = 0; again < 6; ++again) {
        const bool other = again % 2 == 1;
        tags.last().name = other ? QString(name.size(), QChar(u'\x01')) : QString(name.constData(), name.size());
        const rbn::FirstOfNames firstAgain = rbn::splitHeader(tags).first;
        for (int i = 0; i < rbn::kHeaderNames; ++i)
            QCOMPARE(firstAgain[i], i == expected && !other ? qsizetype(2) : qsizetype(-1));
    }
    // a table of that name is no candidate
    tags.last().columns = QStringList{QStringLiteral("c")};
    for (qsizetype f : rbn::splitHeader(tags).first)
        QCOMPARE(f, qsizetype(-1));
}

// A label's answer for tags it was given before is the tags themselves,
// every field (the memo hands out the answer it made when no tag kept has
// rows, else copies the tags again): asked over and over, with the same
// names and values, with and without rows, inherited or not.
void TestRbnHeaderFit::memoAnswers()
{
    const auto tagsWith = [](const QString &site, const QList<QStringList> &rows, bool inherited) {
        Tags tags = tagsOf(QStringLiteral("Event=Club|Venue=Hall|Generator=g"));
        Tag t;
        t.name = QStringLiteral("Site");
        t.value = site;
        t.rows = rows; // (rows without columns: no table, still a candidate)
        t.inherited = inherited;
        tags.insert(1, t);
        return tags;
    };
    const QList<QStringList> rows{{QStringLiteral("r")}};
    const int l = int(std::strchr(rbn::kHeaderLabels, 'L') - rbn::kHeaderLabels);
    for (int round = 0; round < 3; ++round) {
        for (const QString &site : {QStringLiteral("Town"), QStringLiteral("City"), QStringLiteral("Town")}) {
            for (const bool withRows : {false, true, false, false, true, true, false}) {
                const Tags tags = tagsWith(site, withRows ? rows : QList<QStringList>(), round == 1);
                const rbn::HeaderSplit split = rbn::splitHeader(tags);
                Tags expected{tags[1], tags[2]}; // Site, Venue
                expected[0].inherited = false;
                QCOMPARE(split.values[l], expected);
                QCOMPARE(split.indices[l].size(), 2);
                QCOMPARE(split.indices[l][0], 1);
                QCOMPARE(split.indices[l][1], 2);
            }
        }
    }
}

// sameText(): two strings equal as QString's == has it. Four to sixteen
// units are compared in overlapping words of eight bytes: every length from
// 0 to 40, the same string, a copy, and a copy with one unit changed at
// every place (in its low byte and in its high byte).
void TestRbnHeaderFit::sameTextWords_data()
{
    QTest::addColumn<int>("length");
    for (int n = 0; n <= 40; ++n)
        QTest::addRow("%d units", n) << n;
}

void TestRbnHeaderFit::sameTextWords()
{
    QFETCH(int, length);
    QString a;
    for (int i = 0; i < length; ++i)
        a += QChar(char16_t(u'a' + i % 26 + (i % 7 == 3 ? 0x100 : 0)));
    const QString copy(a.constData(), a.size());
    QVERIFY(rbn::sameText(a, a));
    QVERIFY(rbn::sameText(a, copy));
    QVERIFY(!rbn::sameText(a, a + u'x'));
    QVERIFY(!rbn::sameText(a + u'x', a));
    for (int i = 0; i < length; ++i) {
        for (const char16_t flip : {char16_t(0x0001), char16_t(0x0100)}) {
            QString b = copy;
            b[i] = QChar(char16_t(b[i].unicode() ^ flip));
            QCOMPARE(rbn::sameText(a, b), a == b);
            QCOMPARE(rbn::sameText(b, a), a == b);
            QVERIFY(!rbn::sameText(a, b));
        }
    }
}

QTEST_APPLESS_MAIN(TestRbnHeaderFit)
#include "tst_rbnheaderfit.moc"
