// The plug-in registry: lookup, content sniffing ahead of extensions, file
// dialog filters, and the built-in list. The PPN sniffers' cheap tests
// before their regular expressions (issue 18, fifteenth round) must answer
// as the expressions alone do.
#include "model/cardrecord.h"
#include "parsers/registry.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace kib;

namespace {

// A plug-in that recognises files starting with a given signature.
class FakePlugin : public NotationPlugin
{
public:
    FakePlugin(QString id, QStringList exts, QByteArray signature, Capabilities caps = CanRead | CanWrite)
        : m_id(std::move(id)), m_exts(std::move(exts)), m_signature(std::move(signature)), m_caps(caps)
    {
    }
    QString id() const override { return m_id; }
    QString displayName() const override { return m_id.toUpper() + QStringLiteral(" notation"); }
    QStringList extensions() const override { return m_exts; }
    Capabilities capabilities() const override { return m_caps; }
    QList<Game> games() const override { return {Game::Preferans}; }
    int sniff(QByteArrayView head, const QString &) const override
    {
        return head.startsWith(m_signature) ? 80 : 0;
    }
    ReadResult read(const QByteArray &) const override { return {}; }

private:
    QString m_id;
    QStringList m_exts;
    QByteArray m_signature;
    Capabilities m_caps;
};

} // namespace

class TestRegistry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void lookup();
    void detect_data();
    void detect();
    void writing();
    void filters();
    void builtinIsExplicitAndConsistent();
    void defaultSplitAndReadRecord();
    void ppnSniffers_data();
    void ppnSniffers();

private:
    Registry m_registry;
};

void TestRegistry::initTestCase()
{
    // Two notations that both call themselves PPN, told apart by content.
    m_registry.add(std::make_unique<FakePlugin>(QStringLiteral("ppn"), QStringList{"ppn"}, "[Bula"));
    m_registry.add(std::make_unique<FakePlugin>(QStringLiteral("ppn2019"), QStringList{"ppn", "txt"}, "[\"Bula"));
    m_registry.add(std::make_unique<FakePlugin>(QStringLiteral("readonly"), QStringList{"ro"}, "RO",
                                                NotationPlugin::CanRead));
}

void TestRegistry::lookup()
{
    QCOMPARE(m_registry.plugins().size(), 3);
    QCOMPARE(m_registry.byId(QStringLiteral("PPN"))->id(), QStringLiteral("ppn"));
    QCOMPARE(m_registry.byId(QStringLiteral("nope")), nullptr);
    QCOMPARE(m_registry.byExtension(QStringLiteral(".PPN"))->id(), QStringLiteral("ppn"));
    QCOMPARE(m_registry.byExtension(QStringLiteral("txt"))->id(), QStringLiteral("ppn2019"));
    QCOMPARE(m_registry.byExtension(QStringLiteral("pbn")), nullptr);
}

void TestRegistry::detect_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    QTest::newRow("content decides, same extension") << QByteArray("[\"Bula\" \"100\"]") << "game.ppn" << "ppn2019";
    QTest::newRow("content decides, other layout") << QByteArray("[Bula 100]") << "game.ppn" << "ppn";
    QTest::newRow("content beats a wrong extension") << QByteArray("[Bula 100]") << "game.txt" << "ppn";
    QTest::newRow("extension alone is not enough") << QByteArray("hello") << "game.ppn" << "";
    QTest::newRow("no extension") << QByteArray("RO data") << "noext" << "readonly";
}

void TestRegistry::detect()
{
    QFETCH(QByteArray, head);
    QFETCH(QString, file);
    QFETCH(QString, expected);
    const NotationPlugin *p = m_registry.detect(head, file);
    QCOMPARE(p ? p->id() : QString(), expected);
}

void TestRegistry::ppnSniffers_data()
{
    QTest::addColumn<QByteArray>("head");
    const QByteArray cards = "1234567891234567891234567891234A";
    const QByteArray pbn = "[Event \"e\"]\n[Deal \"N:K.K8764.AJ5.8763 J98743.T32.T942. AT6.QJ9.Q76.KQJ4 "
                           "Q52.A5.K83.AT952\"]\n[Auction \"N\"]\n1NT Pass\n";
    QTest::newRow("PBN") << pbn;
    QTest::newRow("bracketed deal") << QByteArray("[12 123 " + cards + "]\n");
    QTest::newRow("bracketed deal, spaces") << QByteArray("  \n\t[ \t12  123 " + cards + " ]\n");
    QTest::newRow("bracketed deal after PBN") << QByteArray(pbn + "[7 321 " + cards + "\n");
    QTest::newRow("bracketed deal, a line break inside") << QByteArray("[\n12 123 " + cards + "]\n");
    QTest::newRow("bracketed deal, no-break space") << QByteArray("[\xc2\xa0" "12 123 " + cards + "]\n");
    QTest::newRow("bracket and a number, no deal") << QByteArray("[12 x]\n[ 3]\n");
    QTest::newRow("Bula") << QByteArray("[Bula 100]\n");
    QTest::newRow("Refe, after PBN") << QByteArray(pbn + "  [Refe x]\n");
    QTest::newRow("Bula quoted") << QByteArray("[\"Bula\" \"100\"]\n");
    QTest::newRow("Bul") << QByteArray("[Bul");
    QTest::newRow("a bracket at the end") << QByteArray(pbn + "[");
    QTest::newRow("a bracket and spaces at the end") << QByteArray(pbn + "[  \n");
    QTest::newRow("2019 deal") << QByteArray("1. 1 " + cards + " 6S\n");
    QTest::newRow("2019 deal, blank lines and spaces") << QByteArray(pbn + "\n\n  \t 12.\t2 " + cards + "\n");
    QTest::newRow("2019 deal at the end") << QByteArray("3.  3 " + cards);
    QTest::newRow("2019 deal, no-break space") << QByteArray("3.\xc2\xa0" "3 " + cards);
    QTest::newRow("a number and a dot, no deal") << QByteArray("12. 4 ABC\n1.\n");
    QTest::newRow("a dot in a deal's value") << QByteArray(pbn + "T942. AT6\n");
    QTest::newRow("a number and a dot at the end") << QByteArray("12.");
    QTest::newRow("deal past 16 KB") << QByteArray(QByteArray(16384, ' ') + "1. 1 " + cards + "\n");
    QTest::newRow("deal across 16 KB") << QByteArray(QByteArray(16380, ' ') + "\n1. 1 " + cards + "\n");
    QTest::newRow("blank lines") << QByteArray(QByteArray(8000, '\n') + "1. 1 " + cards + "\n");
    QTest::newRow("empty") << QByteArray();
}

void TestRegistry::ppnSniffers()
{
    QFETCH(QByteArray, head);
    // (the expressions as the sniffers have them, over the first 16 KB)
    const QString text = QString::fromUtf8(head.first(qMin<qsizetype>(head.size(), 16384)));
    const bool deal = text.contains(QRegularExpression(QStringLiteral("(^|\\n)\\s*\\[\\s*\\d+\\s+[123]{3}\\s+[1-9A-Z]{32}[\\s\\]]")));
    const bool info = text.contains(QRegularExpression(QStringLiteral("(^|\\n)\\s*\\[(Bula|Refe)\\s+[^\"\\s]")));
    const bool layout2019 = text.contains(QRegularExpression(QStringLiteral("(^|\\n)\\s*\\d+\\.\\s+[123]\\s+[1-9A-Z]{32}(\\s|$)")));
    const int ppn = deal ? 95 : layout2019 ? 0 : info ? 60 : 0;
    const Registry &r = Registry::builtin();
    QCOMPARE(r.byId(QStringLiteral("ppn"))->sniff(head, QString()), ppn);
    QCOMPARE(r.byId(QStringLiteral("ppn-2019"))->sniff(head, QString()), layout2019 ? 90 : 0);
}

void TestRegistry::writing()
{
    QCOMPARE(m_registry.forWriting(QStringLiteral("/tmp/x.ppn"))->id(), QStringLiteral("ppn"));
    QCOMPARE(m_registry.forWriting(QStringLiteral("x.ro")), nullptr); // read-only
    QCOMPARE(m_registry.forWriting(QStringLiteral("x")), nullptr);
    // the default write() of a plug-in that cannot write reports it
    const WriteResult r = m_registry.byId(QStringLiteral("readonly"))->write(Collection{});
    QCOMPARE(errorCount(r.warnings), 1);
}

void TestRegistry::filters()
{
    QCOMPARE(m_registry.readFilters(),
             QStringLiteral("All notations (*.ppn *.ppn *.txt *.ro);;PPN notation (*.ppn);;"
                            "PPN2019 notation (*.ppn *.txt);;READONLY notation (*.ro)"));
    QCOMPARE(m_registry.writeFilters(), QStringLiteral("PPN notation (*.ppn);;PPN2019 notation (*.ppn *.txt)"));
}

void TestRegistry::builtinIsExplicitAndConsistent()
{
    const Registry &r = Registry::builtin();
    QVERIFY(!r.plugins().isEmpty());
    QVERIFY(r.byId(QStringLiteral("json")));
    QSet<QString> ids;
    for (const NotationPlugin *p : r.plugins()) {
        QVERIFY2(!ids.contains(p->id()), qPrintable(p->id()));
        ids.insert(p->id());
        QVERIFY(!p->displayName().isEmpty());
        QVERIFY(!p->extensions().isEmpty());
        QVERIFY(!p->games().isEmpty());
        QVERIFY(p->canRead() || p->canWrite());
        // nobody claims an empty file
        QCOMPARE(p->sniff(QByteArrayView(), QString()), 0);
    }
    QCOMPARE(&Registry::builtin(), &r);
}

void TestRegistry::defaultSplitAndReadRecord()
{
    const NotationPlugin *p = m_registry.byId(QStringLiteral("ppn"));
    const QByteArray data("line1\nline2\n");
    const QList<RecordSpan> spans = p->split(data);
    QCOMPARE(spans.size(), 1);
    QCOMPARE(spans.first().offset, 0);
    QCOMPARE(spans.first().length, data.size());
    QCOMPARE(spans.first().line, 1);
    QVERIFY(p->cannotHold(*std::make_unique<CardRecord>(Game::Bridge, 4)).size() == 1);
}

QTEST_APPLESS_MAIN(TestRegistry)
#include "tst_registry.moc"
