// Strict conformance (issue 14, section 2): the forms real exports write are
// read to their meaning with a warning naming the interpretation (no error),
// and strict mode makes each an error that quotes the specification's rule.
#include "parsers/fileio.h"
#include "parsers/registry.h"

#include "model/record.h"

#include "support/corpus.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

using namespace kib;

namespace {

QByteArray fixture(const QString &name)
{
    QFile f(QFINDTESTDATA(QStringLiteral("data/realworld/") + name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("fixture %s is missing", qPrintable(name));
    return f.readAll();
}

QByteArray sample(const QString &name)
{
    QFile f(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("sample %s is missing", qPrintable(name));
    return f.readAll();
}

// 'text' with its first line starting with 'from' replaced by 'to' (or removed, when 'to' is null).
QByteArray withLine(QByteArray text, const QByteArray &from, const QByteArray &to)
{
    const qsizetype at = text.startsWith(from) ? 0 : text.indexOf("\n" + from) + 1;
    if (at <= 0 && !text.startsWith(from))
        qFatal("no line %s", from.constData());
    const qsizetype end = text.indexOf('\n', at);
    text.replace(at, end + 1 - at, to.isNull() ? QByteArray() : to + '\n');
    return text;
}

// The first lines starting with 'a' and 'b' change places.
QByteArray swapped(const QByteArray &text, const QByteArray &a, const QByteArray &b)
{
    QList<QByteArray> lines = text.split('\n');
    qsizetype i = -1, j = -1;
    for (qsizetype k = 0; k < lines.size(); ++k) {
        if (i < 0 && lines.at(k).startsWith(a))
            i = k;
        if (j < 0 && lines.at(k).startsWith(b))
            j = k;
    }
    if (i < 0 || j < 0)
        qFatal("no lines %s and %s", a.constData(), b.constData());
    lines.swapItemsAt(i, j);
    return lines.join('\n');
}

// The first line starting with 'line' moved to stand before the first one starting with 'before'.
QByteArray movedBefore(const QByteArray &text, const QByteArray &line, const QByteArray &before)
{
    QList<QByteArray> lines = text.split('\n');
    qsizetype from = -1, to = -1;
    for (qsizetype k = 0; k < lines.size(); ++k) {
        if (from < 0 && lines.at(k).startsWith(line))
            from = k;
        if (to < 0 && lines.at(k).startsWith(before))
            to = k;
    }
    if (from < 0 || to < 0 || to > from)
        qFatal("no lines %s after %s", line.constData(), before.constData());
    const QByteArray moved = lines.takeAt(from);
    lines.insert(to, moved);
    return lines.join('\n');
}

QString describe(const Diagnostics &d)
{
    QStringList out;
    for (const Diagnostic &x : d)
        out.append(x.format(QStringLiteral("input")));
    return out.join(QLatin1Char('\n'));
}

const Diagnostic *find(const Diagnostics &d, const QString &code)
{
    for (const Diagnostic &x : d)
        if (x.code == code)
            return &x;
    return nullptr;
}

ReadResult readAs(const QString &format, const QByteArray &text)
{
    const NotationPlugin *p = Registry::builtin().byId(format);
    if (!p)
        qFatal("no notation %s", qPrintable(format));
    return p->read(text);
}

} // namespace

class TestStrictMode : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void forms_data();
    void forms();
    void meanings_data();
    void meanings();
    void departuresOnly();
    void corpusSoundGames();
};

void TestStrictMode::forms_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("interpretation"); // in the default message
    QTest::addColumn<QString>("rule");           // in the strict message

    const QString pbnDate = QStringLiteral("PBN 2.1 section 3.4.3");
    auto pbn = [&](const char *row, const char *file, const char *code, const char *reading, const QString &rule) {
        QTest::newRow(row) << QStringLiteral("pbn") << fixture(QString::fromLatin1(file)) << QString::fromLatin1(code)
                           << QString::fromUtf8(reading) << rule;
    };
    pbn("date 2021-04-03", "pbn_date_iso.pbn", "pbn.date.nonstandard", "read as 2021.04.03", pbnDate);
    pbn("date 2021-04-03 05:06", "pbn_date_iso_time.pbn", "pbn.date.nonstandard", "read as 2021.04.03, time 05:06:00",
        pbnDate);
    pbn("date 2-Aug-2023", "pbn_date_named_month.pbn", "pbn.date.nonstandard", "read as 2023.08.02", pbnDate);
    pbn("date 20151006", "pbn_date_compact.pbn", "pbn.date.nonstandard", "read as 2015.10.06", pbnDate);
    pbn("a time alone as the date", "pbn_date_time_alone.pbn", "pbn.date.nonstandard",
        "read as no date, time 14:30:00", pbnDate);
    pbn("date 2015.09.?", "pbn_date_unknown_day.pbn", "pbn.date.nonstandard", "read as 2015.09.??", pbnDate);
    pbn("time 5:06", "pbn_time_short.pbn", "pbn.time.nonstandard", "read as 05:06:00",
        QStringLiteral("PBN 2.1 section 4.5.1"));
    pbn("spaces around a value", "pbn_value_spaces.pbn", "pbn.tag.spaces", "read as \"None\"",
        QStringLiteral("PBN 2.1 section 3.4"));
    pbn("unquoted value", "pbn_value_unquoted.pbn", "pbn.tag.unquoted", "read as \"7\"",
        QStringLiteral("PBN 2.1 section 3.3: a tag value is a string token"));
    pbn("value in another case", "pbn_value_case.pbn", "pbn.tag.value-case", "read as \"None\"",
        QStringLiteral("PBN 2.1 section 3.11"));
    pbn("tag name in another case", "pbn_name_case.pbn", "pbn.tag.name-case", "read as Vulnerable",
        QStringLiteral("PBN 2.1 section 3.3: tag names are case sensitive"));
    pbn("Scoring outside the list", "pbn_scoring_unknown.pbn", "pbn.scoring.unknown", "kept as written",
        QStringLiteral("PBN 2.1 section 3.4.12"));
    pbn("comment inside a table", "pbn_table_comment.pbn", "pbn.table.comment", "kept after the tag",
        QStringLiteral("PBN 2.1 section 5.1: commentary after a section element is forbidden"));
    pbn("'+' with '*' in the play", "pbn_play_plus_star.pbn", "pbn.play.draft-plus",
        "read as the card to be played next", QStringLiteral("PBN 2.1 section 3.6"));
    pbn("Vulnerable against ScoreRubberHistory", "pbn_rubber_history.pbn", "pbn.scorerubberhistory.vulnerable",
        "NS a and EW no game won, but Vulnerable is None", QStringLiteral("PBN 2.1 section 4.2.6"));

    // PN, from the project's own sample game
    const QByteArray pn = sample(QStringLiteral("pinochle_4hand_single_deck_game.pn"));
    const QString pnOrder = QStringLiteral("Hand Sections are sequentially ordered collections of lines");
    QTest::newRow("PN: no blank line before the first hand")
        << QStringLiteral("pn") << QByteArray(pn).replace("goes to 100.\n\nDeal 1", "goes to 100.\nDeal 1")
        << QStringLiteral("pn.section.blank") << QStringLiteral("a blank line separates")
        << QStringLiteral("use a blank line between a Game Section and the first Hand Section");
    QTest::newRow("PN: Contract before Bids") << QStringLiteral("pn") << movedBefore(pn, "Contract ", "Bids1 ")
                                              << QStringLiteral("pn.line.sequence")
                                              << QStringLiteral("Bids1 stands after Contract") << pnOrder;
    QTest::newRow("PN: HandScores before MeldScores") << QStringLiteral("pn")
                                                      << swapped(pn, "MeldScores ", "HandScores ")
                                                      << QStringLiteral("pn.line.sequence")
                                                      << QStringLiteral("stands after HandScores") << pnOrder;
    QTest::newRow("PN: Hand2 before Hand1") << QStringLiteral("pn") << swapped(pn, "Hand1 ", "Hand2 ")
                                            << QStringLiteral("pn.line.sequence")
                                            << QStringLiteral("Hand1 stands after Hand2") << pnOrder;

    // PPN
    const QByteArray ppn = sample(QStringLiteral("preferans_kontra_sans.ppn"));
    const QString ppnRequired = QStringLiteral("required tags are Bula, Refe, Player{1|2|3} and Result{1|2|3}");
    for (const char *tag : {"Bula", "Refe", "Player2", "Result3"})
        QTest::newRow(qPrintable(QStringLiteral("PPN: no %1").arg(QLatin1String(tag))))
            << QStringLiteral("ppn") << withLine(ppn, QByteArray("[") + tag + ' ', QByteArray())
            << QStringLiteral("ppn.tags.missing") << QString::fromLatin1(tag) << ppnRequired;
    QTest::newRow("PPN: spaces and no quotes")
        << QStringLiteral("ppn") << withLine(ppn, "[Location ", "[Location Kragujevac Club]")
        << QStringLiteral("ppn.tag.unquoted") << QStringLiteral("read as \"Kragujevac Club\"")
        << QStringLiteral("wrapped in double-quotes if it contains spaces");

    // PCN
    const QByteArray pcn = sample(QStringLiteral("chess_castling_en_passant_promotion.pcn"));
    QVERIFY(pcn.contains("\"elo\": 1650") && pcn.contains("\"round\": 3,"));
    QTest::newRow("PCN: round 0") << QStringLiteral("pcn")
                                  << QByteArray(pcn).replace("\"round\": 3,", "\"round\": 0,")
                                  << QStringLiteral("pcn.round.invalid") << QStringLiteral("1 or more")
                                  << QStringLiteral("MUST be greater than or equal to 1");
    QTest::newRow("PCN: round \"3\"") << QStringLiteral("pcn")
                                      << QByteArray(pcn).replace("\"round\": 3,", "\"round\": \"3\",")
                                      << QStringLiteral("pcn.round.invalid") << QStringLiteral("whole number")
                                      << QStringLiteral("an unsigned integer");
    QTest::newRow("PCN: negative elo") << QStringLiteral("pcn") << QByteArray(pcn).replace("\"elo\": 1650", "\"elo\": -5")
                                       << QStringLiteral("pcn.player.elo") << QStringLiteral("0 or more")
                                       << QStringLiteral("MUST be greater than or equal to 0");
}

void TestStrictMode::forms()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, text);
    QFETCH(QString, code);
    QFETCH(QString, interpretation);
    QFETCH(QString, rule);

    const ReadResult r = readAs(format, text);
    QVERIFY2(errorCount(r.diagnostics) == 0, qPrintable(describe(r.diagnostics)));
    QVERIFY(r.collection.size() > 0);
    const Diagnostic *w = find(r.diagnostics, code);
    QVERIFY2(w, qPrintable(describe(r.diagnostics)));
    QVERIFY(!w->isError());
    QVERIFY2(w->message.contains(interpretation), qPrintable(w->message));
    QVERIFY2(w->departsFromStandard() && w->rule.contains(rule), qPrintable(w->rule));
    QVERIFY(!w->message.contains(w->rule)); // the rule is shown in strict mode

    const Diagnostics strictly = strict(r.diagnostics);
    const Diagnostic *e = find(strictly, code);
    QVERIFY(e);
    QVERIFY(e->isError());
    QVERIFY2(e->message.startsWith(w->message) && e->message.contains(QStringLiteral("strict: ") + w->rule),
             qPrintable(e->message));
    QCOMPARE(e->line, w->line);
    QCOMPARE(e->record, w->record);
}

// What the interpreted values become in the model.
void TestStrictMode::meanings_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("tag");
    QTest::addColumn<QString>("value"); // empty: the game has no such tag

    QTest::newRow("ISO date") << "pbn_date_iso.pbn" << "Date" << "2021.04.03";
    QTest::newRow("ISO date and time: the date") << "pbn_date_iso_time.pbn" << "Date" << "2021.04.03";
    QTest::newRow("ISO date and time: the time") << "pbn_date_iso_time.pbn" << "Time" << "05:06:00";
    QTest::newRow("named month") << "pbn_date_named_month.pbn" << "Date" << "2023.08.02";
    QTest::newRow("compact") << "pbn_date_compact.pbn" << "Date" << "2015.10.06";
    QTest::newRow("time alone: no date") << "pbn_date_time_alone.pbn" << "Date" << "";
    QTest::newRow("time alone: the time") << "pbn_date_time_alone.pbn" << "Time" << "14:30:00";
    QTest::newRow("unknown day") << "pbn_date_unknown_day.pbn" << "Date" << "2015.09.??";
    QTest::newRow("short time") << "pbn_time_short.pbn" << "Time" << "05:06:00";
    QTest::newRow("spaces") << "pbn_value_spaces.pbn" << "Vulnerable" << "None";
    QTest::newRow("unquoted") << "pbn_value_unquoted.pbn" << "Board" << "7";
    QTest::newRow("case") << "pbn_value_case.pbn" << "Vulnerable" << "None";
    QTest::newRow("name case") << "pbn_name_case.pbn" << "Vulnerable" << "None";
}

void TestStrictMode::meanings()
{
    QFETCH(QString, file);
    QFETCH(QString, tag);
    QFETCH(QString, value);
    const ReadResult r = readAs(QStringLiteral("pbn"), fixture(file));
    QCOMPARE(r.collection.size(), 1);
    const RecordPtr record = r.collection.records().first();
    QCOMPARE(record->hasTag(tag), !value.isEmpty());
    QCOMPARE(record->tag(tag), value);
}

// Strict mode touches only the departures: a game's own faults were errors
// already, and warnings that are no departure stay warnings.
void TestStrictMode::departuresOnly()
{
    Diagnostics d;
    d.append(Diagnostic::error(QStringLiteral("pbn.deal.duplicate-card"), QStringLiteral("SA twice"), 3, 1, 1));
    d.append(Diagnostic::warning(QStringLiteral("pbn.tag.unknown"), QStringLiteral("a new tag"), 4, 1, 1));
    d.append(Diagnostic::warning(QStringLiteral("pbn.tag.unquoted"), QStringLiteral("no quotes"), 5, 1, 1)
                 .withRule(QStringLiteral("PBN 2.1 section 3.3")));
    const Diagnostics s = strict(d);
    QCOMPARE(s.size(), 3);
    QCOMPARE(s.at(0), d.at(0));
    QCOMPARE(s.at(1), d.at(1));
    QVERIFY(s.at(2).isError());
    QCOMPARE(s.at(2).message, QStringLiteral("no quotes (strict: PBN 2.1 section 3.3)"));
    QCOMPARE(s.at(2).format(QStringLiteral("f.pbn")),
             QStringLiteral("f.pbn:5:1: error: no quotes (strict: PBN 2.1 section 3.3) [pbn.tag.unquoted] (record 1)"));

    // the PBN reader itself: a new tag name is no departure, a tab is one
    const ReadResult r = readAs(QStringLiteral("pbn"), "[Event \"a\"]\n[Student \"W\"]\n[Site\t\"b\"]\n");
    const Diagnostic *unknown = find(r.diagnostics, QStringLiteral("pbn.tag.unknown"));
    const Diagnostic *tab = find(r.diagnostics, QStringLiteral("pbn.syntax.tab"));
    QVERIFY(unknown && tab);
    QVERIFY(!unknown->departsFromStandard());
    QVERIFY(tab->departsFromStandard());
}

// Every sound game of the real files reads with no error in default mode
// (the PBN Verifier's files of faulty games are the only ones with errors).
void TestStrictMode::corpusSoundGames()
{
    KIB_REQUIRE_CORPUS("pbn");
    QStringList withErrors;
    int files = 0;
    QDirIterator it(kib::test::corpusRoot(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString name = it.fileName();
        // The files whose games are not sound, each for its own fault: the
        // Verifier's faulty games; the PPN README's example (illustrative and
        // inconsistent, as the MANIFEST and specs/README.md say); a lesson whose
        // contracts redouble an auction that ends doubled (games 12 and 14);
        // bidding notes with prose inside the auctions ("relay", "or"); an
        // rpbridge.net game whose Declarer East contradicts its auction (North).
        static const QStringList unsound = {
            QStringLiteral("opening_lead_lesson.pbn"), QStringLiteral("precision_auctions_notes.pbn"),
            QStringLiteral("rpbridge_example4.pbn")};
        if (name.endsWith(QLatin1String(".md")) || name.startsWith(QLatin1String("errors_"))
            || name.startsWith(QLatin1String("prefko_readme_example")) || unsound.contains(name)
            || path.contains(QLatin1String("/dds/")))
            continue;
        const LoadedFile file = readFile(path);
        if (!file.ok())
            continue; // not a notation Kibitzer reads (LIN before its reader lands)
        ++files;
        for (const Diagnostic &d : file.result.diagnostics)
            if (d.isError())
                withErrors.append(d.format(path));
    }
    QVERIFY(files > 20);
    QVERIFY2(withErrors.isEmpty(), qPrintable(withErrors.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestStrictMode)
#include "tst_strictmode.moc"
