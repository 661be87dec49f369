// Carried % lines (parsers/rbn/rbncarry.h): the writer's bytes for a tag
// and its table are the string lines' bytes, and the reader takes the same
// bytes once: a table row that repeats from record to record is one list,
// kept apart by the file's character set and read as a row only right after
// its table's tag.
#include "support/rbnsupport.h"

#include "parsers/rbn/rbncarry.h"
#include "parsers/rbn/rbnnarrow.h"
#include "parsers/rbn/rbnlexer.h"

#include <QTest>

#include <algorithm>

using namespace kib;
using namespace kib::test;

namespace {

const QByteArray kHands = "H N:AKQJ.AKQ.AKQ.AKQ:T98.JT98.JT9.JT9:765.765.8765.876:\n";

// formatCarried()'s lines framed as the writer frames a % line
QByteArray framed(const QStringList &lines, bool braced)
{
    QByteArray out;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0 && !braced)
            out += '\n';
        out += braced ? "%{" + lines[i].toUtf8() + '}' : '%' + lines[i].toUtf8();
    }
    return out;
}

// the table tag's rows of each record read from 'text'
QList<QList<QStringList>> rowsOf(const ReadResult &r, const QString &table)
{
    QList<QList<QStringList>> out;
    for (int i = 0; i < r.collection.size(); ++i)
        for (const Tag &t : recordAt(r, i)->tags())
            if (t.name == table)
                out.append(t.rows.get());
    return out;
}

} // namespace

class TestRbnCarry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bytes_data();
    void bytes();
    void everyCharacter_data();
    void everyCharacter();
    void plainQuoted();
    void rowsShared_data();
    void rowsShared();
    void charsetKept_data();
    void charsetKept();
    void rowOnlyAfterTable_data();
    void rowOnlyAfterTable();
    void memo_data();
    void memo();
};

void TestRbnCarry::bytes_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QStringList>("columns");
    QTest::addColumn<QList<QStringList>>("rows");
    QTest::newRow("plain tag") << QStringLiteral("dealer 1.2") << QStringList() << QList<QStringList>();
    QTest::newRow("empty tag") << QString() << QStringList() << QList<QStringList>();
    QTest::newRow("escapes") << QStringLiteral("say \"hi\"\\ \n\r end") << QStringList() << QList<QStringList>();
    QTest::newRow("Latin-1 and beyond") << QStringLiteral("Ren\u00e9e \u20ac \U0001F600 \"q\"") << QStringList()
                                        << QList<QStringList>();
    QTest::newRow("a lone surrogate") << QString(QChar(0xD800)) + QStringLiteral("x\"") << QStringList()
                                      << QList<QStringList>();
    QTest::newRow("table") << QStringLiteral("Declarer;Denomination\\2R;Result\\1R")
                           << QStringList{"Declarer", "Denomination\\2R", "Result\\1R"}
                           << QList<QStringList>{{"N", "NT", "6"}, {"S", "", "7"}, {}};
    QTest::newRow("table cells with escapes and accents")
        << QStringLiteral("A;B") << QStringList{"A", "B\\8L"}
        << QList<QStringList>{{"\u00e9t\u00e9", "a\"b"}, {"x\\y\n", "\u20ac"}, {"plain", "\U0001F600\r"}};
    QTest::newRow("ASCII table cells with escapes")
        << QStringLiteral("A;B") << QStringList{"A\"", "B\\8L"}
        << QList<QStringList>{{"a\"b", "x\\y\n"}, {"\r", "\"\"\\"}, {"", "\x7f~"}};
    QTest::newRow("rows, no columns") << QStringLiteral("x") << QStringList() << QList<QStringList>{{"1"}, {"2", "3"}};
    // (the writer makes room for a table's lines as they come: rows past the
    // room made for the tag, cells that need twice their length, another
    // character than ASCII once the array has grown)
    QList<QStringList> many;
    for (int i = 0; i < 60; ++i)
        many.append({QString::number(i), QString(i, u'a'), QStringLiteral("NT")});
    QTest::newRow("a long table") << QStringLiteral("A;B;C") << QStringList{"A", "B", "C"} << many;
    QList<QStringList> quotes;
    for (int i = 0; i < 20; ++i)
        quotes.append({QString(10 * i, u'"'), QString(i, u'\\'), QString(3 * i, u'\n')});
    QTest::newRow("long cells all escapes") << QString(300, u'"') << QStringList{QString(200, u'\\')} << quotes;
    QList<QStringList> late = many;
    late.append({QStringLiteral("x"), QStringLiteral("caf\u00e9")});
    QTest::newRow("not ASCII after the room has grown") << QStringLiteral("A;B") << QStringList{"A", "B"} << late;
    QTest::newRow("one long cell") << QStringLiteral("x") << QStringList() << QList<QStringList>{{QString(5000, u'z')}};
}

void TestRbnCarry::bytes()
{
    QFETCH(QString, value);
    QFETCH(QStringList, columns);
    QFETCH(QList<QStringList>, rows);
    Tag tag;
    tag.name = QStringLiteral("Some_Tag1");
    tag.value = value;
    tag.columns = columns;
    tag.rows = rows;
    for (const bool braced : {false, true}) {
        QByteArray out = "before";
        rbn::appendCarried(&out, tag, braced);
        QCOMPARE(out, "before" + framed(rbn::formatCarried(tag), braced));
        QByteArray fresh; // (no room at all to begin with)
        rbn::appendCarried(&fresh, tag, braced);
        QCOMPARE(fresh, framed(rbn::formatCarried(tag), braced));
        QByteArray utf8 = "x";
        rbn::appendUtf8(&utf8, value);
        QCOMPARE(utf8, "x" + value.toUtf8());
        // written at a place in room that holds other bytes (the writer's
        // record buffer): the same bytes up to the end returned, a line
        // break first when asked, the bytes before left alone; with room to
        // spare (no growth) and with too little
        for (const bool lineBreak : {false, true}) {
            for (const qsizetype spare : {qsizetype(0), qsizetype(3), qsizetype(20000)}) {
                QByteArray room = "keep" + QByteArray(spare, '#');
                const qsizetype end = rbn::appendCarriedAt(&room, 4, tag, braced, lineBreak);
                QVERIFY(end <= room.size());
                QCOMPARE(room.left(end),
                         "keep" + QByteArray(lineBreak ? "\n" : "") + framed(rbn::formatCarried(tag), braced));
            }
        }
    }
}

// Every character below 0x82 in a tag's name, value and cells, and names
// around the eight units narrowed at a time: the bytes must be those of
// formatCarried() (the fast path quotes capitals, digits and small letters
// by two compares, the other characters by a look-up; a name or value not
// ASCII goes the general way).
void TestRbnCarry::everyCharacter_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QString all;
    for (char16_t c = 0; c < 0x82; ++c)
        all += QChar(c);
    QTest::newRow("every character in the value") << QStringLiteral("T") << all;
    QString reversed = all;
    std::reverse(reversed.begin(), reversed.end());
    QTest::newRow("every character, reversed") << QStringLiteral("Tag") << reversed;
    for (const int n : {1, 7, 8, 9, 15, 16, 17, 24}) {
        const QString name(n, u'N');
        QTest::addRow("name of %d", n) << name << QStringLiteral("v");
        for (const int at : {0, n / 2, n - 1}) {
            QString other = name;
            other[at] = QChar(u'\u00e9');
            QTest::addRow("name of %d, not ASCII at %d", n, at) << other << QStringLiteral("v");
        }
    }
    QTest::newRow("the table's cells") << QStringLiteral("Table") << QString();
}

void TestRbnCarry::everyCharacter()
{
    QFETCH(QString, name);
    QFETCH(QString, value);
    Tag tag;
    tag.name = name;
    tag.value = value;
    if (name == u"Table") {
        for (char16_t c = 0; c < 0x82; ++c) {
            tag.columns.edit().append(QString(QChar(c)));
            tag.rows.edit().append({QString(QChar(c)), QString(2, QChar(c)), QStringLiteral("N") + QChar(c)});
        }
    }
    for (const bool braced : {false, true}) {
        QByteArray out = "before";
        rbn::appendCarried(&out, tag, braced);
        QCOMPARE(out, "before" + framed(rbn::formatCarried(tag), braced));
    }
}

// plainQuoted() says a character is itself in a quoted value only for an
// ASCII character that has no escape
void TestRbnCarry::plainQuoted()
{
    int plain = 0;
    for (int c = 0; c <= 0xffff; ++c) {
        const bool p = rbn::plainQuoted(char16_t(c));
        const bool itself = c >= 0x20 && c < 0x80 && c != '"' && c != '\\';
        QVERIFY2(!p || itself, qPrintable(QString::number(c, 16)));
        plain += p;
    }
    // (all but a blank and '!' of those)
    QCOMPARE(plain, 0x80 - 0x20 - 4);
    for (const char16_t c : {u'A', u'Z', u'a', u'z', u'0', u'9', u'#', u'[', u']', char16_t(0x7f)})
        QVERIFY(rbn::plainQuoted(c));
}

// The same rows in record after record read as one list each (the reader
// takes the same bytes once), in a UTF-8 file, a Latin-1 one, and RBX.
void TestRbnCarry::rowsShared_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("notation");
    const QByteArray table = "%[OptimumResultTable \"Declarer;Denomination\\\\2R;Result\\\\1R\"]\n"
                             "%:\"Declarer\" \"Denomination\\\\2R\" \"Result\\\\1R\"\n"
                             "%|\"N\" \"NT\" \"6\"\n%|\"S\" \"S\" \"10\"\n%|\"E\" \"\xc3\xa9\" \"7\"\n";
    QByteArray utf8, latin1;
    for (int b = 1; b <= 3; ++b) {
        utf8 += "B " + QByteArray::number(b) + '\n' + kHands + table + "A NZ:P\n\n";
        latin1 += "B " + QByteArray::number(b) + '\n' + kHands + table + "{caf\xe9}\nA NZ:P\n\n";
    }
    QTest::newRow("UTF-8") << utf8 << QByteArray("rbn");
    QTest::newRow("Latin-1") << latin1 << QByteArray("rbn");
    QByteArray rbx = "%{RBX}\n";
    for (int b = 1; b <= 3; ++b)
        rbx += "B{" + QByteArray::number(b) + "}%{[T \"x\"]}%{:\"c\" \"d\"}%{|\"1\" \"\xc3\xa9\"}%{|\"2\" \"\"}A{NZ:P}\n";
    QTest::newRow("RBX") << rbx << QByteArray("rbx");
}

void TestRbnCarry::rowsShared()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, notation);
    const ReadResult r = readText(text, notation.constData());
    QCOMPARE(diagnosticsOf(r), QStringList());
    QCOMPARE(r.collection.size(), 3);
    const QString name = notation == "rbx" ? QStringLiteral("T") : QStringLiteral("OptimumResultTable");
    const QList<QList<QStringList>> rows = rowsOf(r, name);
    QCOMPARE(rows.size(), 3);
    QVERIFY(rows[0].size() >= 2);
    for (int record = 1; record < 3; ++record) {
        QCOMPARE(rows[record], rows[0]);
        for (qsizetype i = 0; i < rows[0].size(); ++i)
            QVERIFY2(rows[record][i].isSharedWith(rows[0][i]), qPrintable(rows[0][i].join(u' ')));
    }
}

// The same bytes are other text in a Latin-1 file than in a UTF-8 one: a
// row, a table's columns or a tag's value read in one is not taken for the
// other's.
void TestRbnCarry::charsetKept_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("utf8");
    QTest::addColumn<QString>("latin1");
    QTest::newRow("row") << QByteArray("%|\"\xc3\xa9t\xc3\xa9\"") << QStringLiteral("row")
                         << QStringLiteral("\u00e9t\u00e9") << QStringLiteral("\u00c3\u00a9t\u00c3\u00a9");
    QTest::newRow("columns") << QByteArray("%:\"Caf\xc3\xa9\"") << QStringLiteral("columns")
                             << QStringLiteral("Caf\u00e9") << QStringLiteral("Caf\u00c3\u00a9");
    QTest::newRow("tag") << QByteArray("%[Nom \"Ren\xc3\xa9\x65\"]") << QStringLiteral("tag")
                         << QStringLiteral("Ren\u00e9\x65") << QStringLiteral("Ren\u00c3\u00a9\x65");
}

void TestRbnCarry::charsetKept()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, name);
    QFETCH(QString, utf8);
    QFETCH(QString, latin1);
    const QByteArray record = "B 1\n" + kHands + "%[T \"x\"]\n%:\"c\"\n" + line + "\nA NZ:P\n\n";
    // (UTF-8 first, then Latin-1 with the same bytes, then UTF-8 again)
    for (const bool isLatin1 : {false, true, false}) {
        const ReadResult r = readText(isLatin1 ? record + "{\xe9}\n\n" : record);
        const CardRecord *rec = recordAt(r, 0);
        QVERIFY(rec);
        const QString expected = isLatin1 ? latin1 : utf8;
        QString got;
        for (const Tag &t : rec->tags()) {
            if (name == u"tag" && t.name == u"Nom")
                got = t.value;
            else if (name == u"row" && t.name == u"T" && !t.rows.isEmpty())
                got = t.rows.first().value(0);
            else if (name == u"columns" && t.name == u"T")
                got = t.columns.value(0);
        }
        QCOMPARE(got, expected);
    }
}

// A row is a row right after a carried tag (or its other lines, or a
// comment after them: it goes to the last tag); before any carried tag or
// after a label the same bytes are a % comment, however often they were a
// row before. Lines too long to keep read as well.
void TestRbnCarry::rowOnlyAfterTable_data()
{
    QTest::addColumn<QByteArray>("lines");
    QTest::addColumn<QString>("rows");
    QTest::addColumn<QStringList>("comments");
    const QByteArray longCell(200, 'x');
    QTest::newRow("after the table") << QByteArray("%[T \"x\"]\n%:\"c\"\n%|\"1\"\n%|\"1\"\nA NZ:P\n") << "T=2"
                                     << QStringList();
    QTest::newRow("after another tag") << QByteArray("%[T \"x\"]\n%:\"c\"\n%|\"1\"\n%[U \"y\"]\n%|\"1\"\nA NZ:P\n")
                                       << "T=1 U=1" << QStringList();
    QTest::newRow("after a comment") << QByteArray("%[T \"x\"]\n%|\"1\"\n{note}\n%|\"1\"\nA NZ:P\n") << "T=2"
                                     << QStringList{"note"};
    QTest::newRow("before any tag") << QByteArray("%|\"1\"\n%[T \"x\"]\n%|\"1\"\nA NZ:P\n") << "T=1"
                                    << QStringList{"|\"1\""};
    QTest::newRow("after a label") << QByteArray("%[T \"x\"]\n%|\"1\"\nA NZ:P\n%|\"1\"\n%:\"c\"\n") << "T=1"
                                   << QStringList{"|\"1\"", ":\"c\""};
    QTest::newRow("not a list") << QByteArray("%[T \"x\"]\n%|\"1\n%| 1\nA NZ:P\n") << "T=0"
                                << QStringList{"|\"1", "| 1"};
    QTest::newRow("a long row") << QByteArray("%[T \"x\"]\n%|\"" + longCell + "\"\n%|\"" + longCell + "\"\nA NZ:P\n")
                                << "T=2" << QStringList();
}

void TestRbnCarry::rowOnlyAfterTable()
{
    QFETCH(QByteArray, lines);
    QFETCH(QString, rows);
    QFETCH(QStringList, comments);
    // (each read twice: the second takes what the first read)
    for (int pass = 0; pass < 2; ++pass) {
        const ReadResult r = readText("B 1\n" + kHands + lines + "\n");
        const CardRecord *rec = recordAt(r, 0);
        QVERIFY(rec);
        QStringList got;
        for (const Tag &t : rec->tags())
            if (t.name == u"T" || t.name == u"U")
                got.append(t.name + u'=' + QString::number(t.rows.size()));
        QCOMPARE(got.join(u' '), rows);
        QStringList texts;
        for (const Commentary &c : rec->comments())
            texts.append(c.text);
        QCOMPARE(texts, comments);
    }
}

// carriedLine() gives what the line's text holds, read afresh or found
// again among the lines read before: lines of one length that differ in a
// byte, more lines than the memo keeps (it starts again), lines too long to
// keep, lines that hold nothing carried; twice over, in two orders.
void TestRbnCarry::memo_data()
{
    QTest::addColumn<QByteArrayList>("lines");
    QTest::addColumn<bool>("latin1");
    QByteArrayList sameLength;
    for (const char *seat : {"N", "E", "S", "W"})
        for (const char *strain : {"NT", "S", "H", "D", "C"})
            for (int tricks = 0; tricks < 10; ++tricks)
                sameLength.append(QByteArray("|\"") + seat + "\" \"" + strain + "\" \"" + QByteArray::number(tricks) + '"');
    QTest::newRow("rows of one length") << sameLength << false;
    QByteArrayList many;
    for (int i = 0; i < 5000; ++i)
        many.append(i % 3 ? "[Tag" + QByteArray::number(i % 7) + " \"" + QByteArray::number(i) + "\"]"
                          : "|\"" + QByteArray::number(i) + "\" \"x\"");
    QTest::newRow("more lines than the memo keeps") << many << false;
    QByteArrayList mixed{"[Event \"\"]", ":\"Declarer\" \"Result\\\\1R\"", "|\"N\" \"6\"", "not carried",
                         "[Event \"\"] ", "[Ev ent \"x\"]", "|\"open", "[Name \"a\" \"b\"]", "",
                         "[Site \"Z\xfcrich\"]", "[Site \"Z\xc3\xbcrich\"]",
                         "[Long \"" + QByteArray(200, 'a') + "\"]", "[Long \"" + QByteArray(200, 'a') + "b\"]",
                         "|\"" + QByteArray(130, 'c') + "\""};
    QTest::newRow("tags, tables, neither, long") << mixed << false;
    // (the memo reads a line a word of eight bytes at a time, the last word
    // where the line ends, a shorter line in two halves or byte by byte:
    // every byte of each length told apart)
    QByteArrayList oneByte{"|\"\"", ":\"\"", "|\"\" \"\"", ":\"\" \"\""};
    for (int n = 1; n <= 30; ++n)
        for (int j = -1; j < n; ++j) {
            QByteArray cell(n, 'a');
            if (j >= 0)
                cell[j] = 'b';
            oneByte.append("|\"" + cell + '"');
            oneByte.append(":\"" + cell + '"');
        }
    QTest::newRow("a byte changed at every place") << oneByte << false;
    QTest::newRow("the same, Latin-1") << mixed << true;
    // (lines of the longest kept size and past it, read out of line, among
    // short lines read before: each answer the line's own, asked again)
    QByteArrayList edges;
    for (int n = 124; n <= 132; ++n) {
        edges.append("[Edge \"" + QByteArray(n - 9, 'e') + "\"]");
        edges.append("|\"" + QByteArray(n - 3, 'r') + '"');
        edges.append("[Event \"\"]");
    }
    QTest::newRow("around the longest line kept") << edges << false;
    QTest::newRow("the same, Latin-1 again") << edges << true;
}

void TestRbnCarry::memo()
{
    QFETCH(QByteArrayList, lines);
    QFETCH(bool, latin1);
    for (int pass = 0; pass < 3; ++pass) {
        for (qsizetype k = 0; k < lines.size(); ++k) {
            const QByteArray &bytes = lines[pass == 1 ? lines.size() - 1 - k : k];
            const QString text = rbn::toText(bytes, latin1);
            Tag tag, table;
            const bool isTag = rbn::parseCarriedTag(text, &tag);
            const bool isTable = !isTag && rbn::parseCarriedTableLine(text, &table);
            const auto kind = isTag     ? rbn::CarriedLine::Kind::Tag
                              : !isTable ? rbn::CarriedLine::Kind::None
                              : text.startsWith(u':') ? rbn::CarriedLine::Kind::Columns
                                                      : rbn::CarriedLine::Kind::Row;
            // (a copy of the bytes: the memo must not take the line by where it stands)
            const rbn::CarriedLine &got = rbn::carriedLine(QByteArray(bytes.constData(), bytes.size()), latin1);
            QCOMPARE(int(got.kind), int(kind));
            if (isTag) {
                QCOMPARE(got.tag.name, tag.name);
                QCOMPARE(got.tag.value, tag.value);
            }
            if (isTable)
                QCOMPARE(got.cells, text.startsWith(u':') ? table.columns.get() : table.rows.first());
        }
    }
}

QTEST_MAIN(TestRbnCarry)
#include "tst_rbncarry.moc"
