// A hidden hand's faces are never drawn: the table is rendered to images
// and compared. Two deals that differ only in a hidden hand give the same
// pixels where that hand sits; once revealed they differ, and differ from
// the hidden picture.

#include "support/guirecords.h"

#include "document.h"
#include "handview.h"
#include "tablewidget.h"
#include "viewsettings.h"

#include <QStandardPaths>
#include <QTest>

using namespace kib;
using namespace kib::guitest;

class TestHiddenHand : public QObject
{
    Q_OBJECT

private:
    // The table for 'north' (North hidden, the other hands unknown), as an
    // image, and where North's hand lies in it.
    static QImage render(const QString &north, bool reveal, QRect *handRect = nullptr)
    {
        Document doc;
        doc.setCollection(collectionOf({lonelyHidden(north)}));
        if (reveal)
            doc.reveal(North);
        TableWidget table;
        table.setDocument(&doc);
        table.resize(900, 620);
        table.show();
        QCoreApplication::processEvents();
        QImage image(table.size(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::black);
        table.render(&image);
        if (handRect)
            *handRect = table.handView(North)->geometry();
        return image;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ViewSettings::instance().setPersistent(false);
    }

    void facesNotDrawnUntilRevealed_data()
    {
        QTest::addColumn<bool>("images");
        QTest::newRow("card images") << true;
        QTest::newRow("suit rows") << false;
    }

    void facesNotDrawnUntilRevealed()
    {
        QFETCH(bool, images);
        ViewSettings::instance().reset();
        ViewSettings::instance().setCardStyle(images ? ViewSettings::CardStyle::Images : ViewSettings::CardStyle::Text);
        // two North hands of 13 cards with no card in common
        const QString a = QStringLiteral("AKQJ.AKQ.AKQ.AKQ");
        const QString b = QStringLiteral("432.5432.432.432");
        QRect rectA, rectB;
        const QImage hiddenA = render(a, false, &rectA);
        const QImage hiddenB = render(b, false, &rectB);
        QCOMPARE(rectA, rectB);
        QVERIFY(!rectA.isEmpty());
        // the whole table is the same picture: nothing of the cards shows
        QCOMPARE(hiddenA, hiddenB);

        QRect revealedRect;
        const QImage revealedA = render(a, true, &revealedRect);
        const QImage revealedB = render(b, true);
        QCOMPARE(revealedRect, rectA);
        const QImage handHidden = hiddenA.copy(rectA);
        const QImage handA = revealedA.copy(rectA);
        const QImage handB = revealedB.copy(rectA);
        QVERIFY(handA != handHidden); // revealing draws something else...
        QVERIFY(handA != handB);      // ...that depends on the cards
        // and the faces' red suits appear only once revealed
        auto redPixels = [](const QImage &img) {
            int n = 0;
            for (int y = 0; y < img.height(); ++y)
                for (int x = 0; x < img.width(); ++x) {
                    const QColor c = img.pixelColor(x, y);
                    n += c.red() > 170 && c.green() < 80 && c.blue() < 80;
                }
            return n;
        };
        const QRect body = rectA.adjusted(0, rectA.height() / 5, 0, 0); // below the title plate
        QCOMPARE(redPixels(hiddenA.copy(body)), 0);
        QVERIFY(redPixels(revealedA.copy(body)) > 20);
    }

    void backsCountTheCards()
    {
        Document doc;
        doc.setCollection(collectionOf({lonelyHidden(QStringLiteral("AKQJ.AKQ.AKQ.AKQ"))}));
        TableWidget table;
        table.setDocument(&doc);
        QCOMPARE(table.handView(North)->shownBacks(), 13);
        QVERIFY(table.handView(North)->shownFaces().isEmpty());
        doc.revealAll();
        QCOMPARE(table.handView(North)->shownBacks(), 0);
        QCOMPARE(table.handView(North)->shownFaces().size(), 13);
        doc.hideAgain();
        QCOMPARE(table.handView(North)->shownBacks(), 13);
    }
};

QTEST_MAIN(TestHiddenHand)
#include "tst_hiddenhand.moc"
