// Commentary with markup (Bridge Composer's <b>, <i>, <br> and entities):
// read into runs in the model, shown formatted in the notes panel and as
// plain text in print, and never changed in the record itself.

#include "model/commentarymarkup.h"
#include "model/replaycursor.h"

#include "document.h"
#include "notespanel.h"
#include "suitstyle.h"

#include "support/corpus.h"

#include "parsers/fileio.h"

#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

using namespace kib;

Q_DECLARE_METATYPE(QList<kib::MarkupRun>)

namespace {
MarkupRun run(const QString &text, bool bold = false, bool italic = false, bool underline = false)
{
    return MarkupRun{text, bold, italic, underline};
}

// Whether the character at 'at' of the panel's text is bold.
bool boldAt(const QTextDocument &doc, const QString &word)
{
    const QTextCursor found = doc.find(word);
    return !found.isNull() && found.charFormat().fontWeight() >= QFont::Bold;
}
} // namespace

class TestCommentaryMarkup : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runs_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<MarkupRun>>("runs");
        QTest::addColumn<QString>("plain");
        QTest::newRow("no markup") << "Open 1NT < 2C & more" << QList<MarkupRun>{run("Open 1NT < 2C & more")}
                                   << "Open 1NT < 2C & more";
        QTest::newRow("entities without tags stay") << "a &amp; b" << QList<MarkupRun>{run("a &amp; b")} << "a &amp; b";
        QTest::newRow("bold then plain") << "<b>1-1)</b> Open" << QList<MarkupRun>{run("1-1)", true), run(" Open")}
                                         << "1-1) Open";
        QTest::newRow("italic, upper case") << "<I>x</I>y" << QList<MarkupRun>{run("x", false, true), run("y")} << "xy";
        QTest::newRow("nested") << "<b>a<i>b</i></b>" << QList<MarkupRun>{run("a", true), run("b", true, true)} << "ab";
        QTest::newRow("line breaks") << "a<br>b<BR/>c" << QList<MarkupRun>{run("a\nb\nc")} << "a\nb\nc";
        QTest::newRow("entities with tags") << "<u>x &lt; y &amp;&amp; z</u>"
                                            << QList<MarkupRun>{run("x < y && z", false, false, true)} << "x < y && z";
        QTest::newRow("font and strong") << "<font color=\"#c00000\"><strong>Hot</strong></font>!"
                                         << QList<MarkupRun>{run("Hot", true), run("!")} << "Hot!";
        QTest::newRow("unbalanced") << "</b>a<b>b" << QList<MarkupRun>{run("a"), run("b", true)} << "ab";
        QTest::newRow("a lone less-than beside a tag") << "<b>1NT</b> < 2NT"
                                                       << QList<MarkupRun>{run("1NT", true), run(" < 2NT")} << "1NT < 2NT";
        QTest::newRow("unknown tags stay") << "<table>x</table>" << QList<MarkupRun>{run("<table>x</table>")}
                                           << "<table>x</table>";
    }

    void runs()
    {
        QFETCH(QString, text);
        QFETCH(QList<MarkupRun>, runs);
        QFETCH(QString, plain);
        QCOMPARE(commentaryRuns(text), runs);
        QCOMPARE(commentaryPlainText(text), plain);
    }

    // The notes panel shows the markup as formatting and the record keeps it.
    void notesPanel()
    {
        const QString path = QFINDTESTDATA("data/commentary_markup.pbn");
        QVERIFY(!path.isEmpty());
        Document doc;
        QString error;
        QVERIFY2(doc.openNow(path, &error), qPrintable(error));
        NotesPanel panel;
        panel.setDocument(&doc);
        doc.cursor()->setStep(0);
        const QString shown = panel.currentTexts().join(u'\n');
        QVERIFY2(shown.contains(QStringLiteral("Exercise One Open 1NT: 16 points & balanced, 1NT < 2\u2663.")),
                 qPrintable(shown));
        QVERIFY(!shown.contains(u'<' + QStringLiteral("b>")));
        QVERIFY(!panel.toPlainText().contains(QStringLiteral("<b>")));
        QVERIFY(panel.toPlainText().contains(QStringLiteral("16 points & balanced")));
        QVERIFY(boldAt(*panel.document(), QStringLiteral("Exercise")));
        QVERIFY(!boldAt(*panel.document(), QStringLiteral("balanced")));
        // the record itself is unchanged: what is saved is what was read
        bool kept = false;
        for (const Commentary &c : doc.currentRecord()->comments())
            kept = kept || c.text.contains(QStringLiteral("<b>Exercise One</b> <i>Open 1NT</i>"));
        QVERIFY(kept);
    }

    // A real export with markup: no tag of it is left in what is shown.
    void corpusQuiz()
    {
        KIB_REQUIRE_CORPUS("pbn");
        const QString path = kib::test::corpusPath("pbn/teaching/stayman_exercises_quiz.pbn");
        const LoadedFile file = readFile(path);
        QVERIFY(file.plugin);
        int withMarkup = 0;
        for (const RecordPtr &record : file.result.collection.records())
            for (const Commentary &c : record->comments()) {
                if (!hasCommentaryMarkup(c.text))
                    continue;
                ++withMarkup;
                const QString shown = style::commentaryText(c.text);
                QVERIFY2(!shown.contains(QStringLiteral("<b>")) && !shown.contains(QStringLiteral("</i>")),
                         qPrintable(shown));
            }
        QVERIFY(withMarkup > 10);
    }
};

QTEST_MAIN(TestCommentaryMarkup)
#include "tst_commentarymarkup.moc"
