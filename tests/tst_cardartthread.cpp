// The card faces of the interactive window are parsed and rendered off the
// window's thread (issue 18, fifth round): the first paint of the table never
// parses the 1.2 MB SVG deck there (150 to 820 ms before), a face not yet
// rendered is drawn plain (or from its face at another size) until its own is
// ready, the widget that drew it is then updated, and the ready face is the
// same, pixel for pixel, as the one rendered where it is painted.

#include "cardart.h"
#include "document.h"
#include "handview.h"
#include "mainwindow.h"
#include "tablewidget.h"

#include <QPainter>
#include <QPixmapCache>
#include <QtTest>

using namespace kib;

namespace {

// A widget that paints one card face filling it, counting its paints.
class FaceWidget : public QWidget
{
public:
    FaceWidget(Card card, bool fourColour) : m_card(card), m_fourColour(fourColour) {}
    int paints = 0;

protected:
    void paintEvent(QPaintEvent *) override
    {
        ++paints;
        QPainter p(this);
        CardArt::instance().paintFace(&p, QRectF(rect()), m_card, m_fourColour, true);
    }

private:
    Card m_card;
    bool m_fourColour;
};

QImage paintOnImage(const QSize &size, const std::function<void(QPainter *)> &paint, QColor fill = Qt::white)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(fill);
    QPainter p(&image);
    paint(&p);
    return image;
}

QImage grabbed(QWidget *w)
{
    return w->grab().toImage().convertToFormat(QImage::Format_RGB32);
}

Card card(const QString &text)
{
    Card c;
    Card::fromString(text, &c);
    return c;
}

} // namespace

class TestCardArtThread : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(CardArt::instance().hasDeck());
        CardArt::instance().setAsync(true);
    }

    // The window on a real deal: its first paints parse no SVG on the
    // window's thread; once the faces arrive, the hands show them.
    void windowNeverParsesOnItsThread()
    {
        MainWindow w(nullptr, false);
        w.resize(1280, 800);
        QVERIFY(w.openFile(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/bridge_club_pairs.pbn"), true));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents();
        QCOMPARE(w.table()->handView(North)->shownFaces().size(), 13);
        QVERIFY2(!CardArt::instance().hasParsedDeck(), "the deck was parsed on the window's thread");
        CardArt::instance().waitForFaces();
        QCoreApplication::processEvents();
        QVERIFY(!CardArt::instance().hasParsedDeck());
    }

    void faceArrivesAndMatches_data()
    {
        QTest::addColumn<QString>("cardText");
        QTest::addColumn<bool>("fourColour");
        QTest::addColumn<QSize>("size");
        QTest::newRow("ace of spades") << QStringLiteral("SA") << false << QSize(71, 101);
        QTest::newRow("queen of hearts") << QStringLiteral("HQ") << false << QSize(63, 90);
        QTest::newRow("seven of diamonds, four colours") << QStringLiteral("D7") << true << QSize(57, 81);
        QTest::newRow("two of clubs, four colours") << QStringLiteral("C2") << true << QSize(97, 139);
    }

    // First paint: the plain face (nothing rendered from the deck here), or
    // for the two-colour faces the window drew before, the face at its size
    // scaled; then the widget is updated and shows the deck's face, exactly as the
    // synchronous path draws it.
    void faceArrivesAndMatches()
    {
        QFETCH(QString, cardText);
        QFETCH(bool, fourColour);
        QFETCH(QSize, size);
        const Card c = card(cardText);
        QVERIFY(c.isValid());
        CardArt &art = CardArt::instance();
        QVERIFY(art.isAsync());
        const QRectF r(QPointF(0, 0), QSizeF(size));

        QPixmapCache::clear();
        FaceWidget w(c, fourColour);
        w.setFixedSize(size);
        art.holdFaces(true);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();
        const QImage first = grabbed(&w);
        art.holdFaces(false);
        const QColor back = w.palette().color(QPalette::Window);
        const QImage plain =
            paintOnImage(size, [&](QPainter *p) { art.paintPlainFace(p, r, c, fourColour); }, back);
        art.waitForFaces();
        const int paintsBefore = w.paints;
        QTRY_VERIFY(w.paints > paintsBefore); // updated when its face arrived
        const QImage ready = grabbed(&w);

        // the reference: rendered where painted, as before
        art.setAsync(false);
        QPixmapCache::clear();
        const QImage sync =
            paintOnImage(size, [&](QPainter *p) { art.paintFace(p, r, c, fourColour, true); }, back);
        art.setAsync(true);
        QPixmapCache::clear();

        if (fourColour) // never drawn before here: plain
            QCOMPARE(first, plain.convertToFormat(QImage::Format_RGB32));
        else // drawn by the window before, at its size: that face, scaled
            QVERIFY(first != plain.convertToFormat(QImage::Format_RGB32));
        QVERIFY2(first != ready, "the first paint already showed the deck's face");
        QCOMPARE(ready, sync.convertToFormat(QImage::Format_RGB32));
    }

    // Asked at another size, a face is drawn from the one already rendered
    // (scaled), not plain, until its own size arrives.
    void otherSizeScaledMeanwhile()
    {
        CardArt &art = CardArt::instance();
        const Card c = card(QStringLiteral("SK"));
        QPixmapCache::clear();
        const QSize small(40, 57), big(120, 171);
        paintOnImage(small, [&](QPainter *p) { art.paintFace(p, QRectF(QPointF(0, 0), QSizeF(small)), c, false, true); });
        art.waitForFaces();
        const QImage meanwhile =
            paintOnImage(big, [&](QPainter *p) { art.paintFace(p, QRectF(QPointF(0, 0), QSizeF(big)), c, false, true); });
        const QImage plain =
            paintOnImage(big, [&](QPainter *p) { art.paintPlainFace(p, QRectF(QPointF(0, 0), QSizeF(big)), c, false); });
        QVERIFY(meanwhile != plain);
        art.waitForFaces();
        const QImage ready =
            paintOnImage(big, [&](QPainter *p) { art.paintFace(p, QRectF(QPointF(0, 0), QSizeF(big)), c, false, true); });
        QVERIFY(ready != meanwhile);
    }
};

QTEST_MAIN(TestCardArtThread)
#include "tst_cardartthread.moc"
