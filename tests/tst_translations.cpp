// The translations (issue 19): with German, Russian or Serbian installed,
// no visible string of the main window (menus, actions, dock titles,
// labels, buttons, tooltips, headers, what the table paints, the status bar)
// is left as its English source. Each row builds the window twice, in
// English and in the language, on the same file at the same step, and
// compares the strings place by place; what came from the file (tags,
// commentary, player names) and a short allow-list of names that are the
// same in every language are left out of the comparison.
#include "document.h"
#include "edit/entrycontroller.h"
#include "edit/gameentry.h"
#include "handview.h"
#include "mainwindow.h"
#include "refusaltext.h"
#include "scoresheetview.h"
#include "suitstyle.h"
#include "tablewidget.h"
#include "translator.h"
#include "trickview.h"
#include "viewsettings.h"

#include "model/boardrecord.h"
#include "model/boardrules.h"
#include "model/bridgeauction.h"
#include "model/cardrecord.h"
#include "model/pinochleedit.h"
#include "model/preferansedit.h"
#include "model/tablestate.h"
#include "model/record.h"
#include "parsers/fileio.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTest>
#include <QTextDocument>
#include <QTemporaryDir>
#include <QToolBar>

#include <algorithm>
#include <functional>
#include <memory>

using namespace kib;

namespace {

// Names and abbreviations that every language writes as English does.
const QStringList allowed = {
    QStringLiteral("Kibitzer"), QStringLiteral("PBN"), QStringLiteral("RBN"), QStringLiteral("LIN"),
    QStringLiteral("PN"),       QStringLiteral("PPN"), QStringLiteral("PCN"), QStringLiteral("JSON"),
    QStringLiteral("PDF"),      QStringLiteral("SVG"), QStringLiteral("PNG"), QStringLiteral("DDS"),
};

// Words that are the same in English and in a language, and right there:
// a short list per language, each with its reason. Russian and Serbian
// write every word of the window in Cyrillic, so they need none.
QStringList allowedIn(const QString &language)
{
    if (language == u"de")
        return {
            // German bridge players play "Boards" (Boardnummer, Boards je Seite)
            QStringLiteral("Board"),
            // the seats: Nord, Ost, Süd, West; Südwest and Nordwest (the
            // six-seat layouts) are "SW" and "NW" for short
            QStringLiteral("West"), QStringLiteral("SW"), QStringLiteral("NW"),
            // German bridge's own words for these: the revoke ("Revoke",
            // as in the German Turnierbridge-Regeln) and the claim
            // ("Claim", as German tournament players say it)
            QStringLiteral("Revoke"), QStringLiteral("Claim"),
            // "Quiz" is German too (the Quizsendung)
            QStringLiteral("Quiz"),
            // the two cards dealt aside in preferans: "Talon" in German
            // (Préférence, Schnapsen)
            QStringLiteral("Talon"),
            // the chess variants by the names German uses for them (the
            // titles of their German Wikipedia articles)
            QStringLiteral("Shogi"), QStringLiteral("Xiangqi"), QStringLiteral("Janggi"), QStringLiteral("Makruk"),
            // the sides of shogi and janggi, by their Japanese and Korean
            // names in German as in English
            QStringLiteral("Sente"), QStringLiteral("Gote"), QStringLiteral("Cho"), QStringLiteral("Han"),
        };
    return {};
}

QString sample(const char *name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + QLatin1String(name);
}

struct Shown {
    QString where;
    QString text;
};

QString plain(QString text)
{
    if (Qt::mightBeRichText(text)) {
        QTextDocument d;
        d.setHtml(text);
        text = d.toPlainText();
    }
    text.remove(QRegularExpression(QStringLiteral("\t.*$"))); // "Open…\tCtrl+O"
    text.remove(QLatin1Char('&'));
    return text.simplified();
}

void add(QList<Shown> *out, const QString &where, const QString &text)
{
    out->append({where, plain(text)});
}

// Every string the window shows, in a fixed order.
QList<Shown> shownStrings(MainWindow *window)
{
    QList<Shown> out;
    add(&out, QStringLiteral("window title"), window->windowTitle());
    // the menus, walked from the menu bar, and every action they hold
    std::function<void(QMenu *, const QString &)> walk = [&](QMenu *menu, const QString &path) {
        add(&out, path + QStringLiteral(" (menu)"), menu->title());
        if (menu->objectName() == u"languageMenu")
            return; // each language in its own words, whatever the language
        Q_EMIT menu->aboutToShow(); // menus filled on demand
        for (QAction *a : menu->actions()) {
            if (a->isSeparator())
                continue;
            if (a->menu()) {
                walk(a->menu(), path + QStringLiteral(" > ") + plain(a->text()));
                continue;
            }
            const QString here = path + QStringLiteral(" > ") + plain(a->text());
            add(&out, here, a->text());
            add(&out, here + QStringLiteral(" (tooltip)"), a->toolTip());
            add(&out, here + QStringLiteral(" (status tip)"), a->statusTip());
        }
    };
    for (QAction *a : window->menuBar()->actions())
        if (a->menu())
            walk(a->menu(), plain(a->text()));
    for (QToolBar *bar : window->findChildren<QToolBar *>()) {
        add(&out, QStringLiteral("toolbar"), bar->windowTitle());
        for (QAction *a : bar->actions()) {
            add(&out, QStringLiteral("toolbar action"), a->text());
            add(&out, QStringLiteral("toolbar tooltip"), a->toolTip());
        }
    }
    for (QDockWidget *d : window->findChildren<QDockWidget *>())
        add(&out, QStringLiteral("dock"), d->windowTitle());
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(window))
            continue;
        // a scroll bar holds no string, and comes and goes with the length
        // of the text it scrolls (longer in German than in English)
        if (qobject_cast<QScrollBar *>(w) || w->objectName().startsWith(QLatin1String("qt_scrollarea_")))
            continue;
        const QString where = QString::fromLatin1(w->metaObject()->className()) + QLatin1Char(' ') + w->objectName();
        add(&out, where + QStringLiteral(" (tooltip)"), w->toolTip());
        if (auto *l = qobject_cast<QLabel *>(w))
            add(&out, where, l->text());
        else if (auto *b = qobject_cast<QAbstractButton *>(w))
            add(&out, where, b->text());
        else if (auto *g = qobject_cast<QGroupBox *>(w))
            add(&out, where, g->title());
        else if (auto *t = qobject_cast<QTabBar *>(w))
            for (int i = 0; i < t->count(); ++i)
                add(&out, where + QStringLiteral(" tab"), t->tabText(i));
        else if (auto *v = qobject_cast<QAbstractItemView *>(w); v && v->model())
            for (int c = 0; c < v->model()->columnCount(); ++c)
                add(&out, where + QStringLiteral(" header"), v->model()->headerData(c, Qt::Horizontal).toString());
    }
    // what the table paints rather than holds in a label: its boxes, the
    // captions of the hands and piles, the trick's
    for (TableWidget *t : window->findChildren<TableWidget *>()) {
        if (!t->isVisibleTo(window))
            continue;
        add(&out, QStringLiteral("table contract box"), t->contractText());
        add(&out, QStringLiteral("table tricks box"), t->tricksText());
        add(&out, QStringLiteral("table facts"), t->factsText());
        add(&out, QStringLiteral("table query"), t->queryText());
    }
    for (HandView *h : window->findChildren<HandView *>()) {
        if (!h->isVisibleTo(window))
            continue;
        add(&out, QStringLiteral("hand title"), h->content().title);
        add(&out, QStringLiteral("hand role"), h->content().role);
        add(&out, QStringLiteral("hand points"), h->content().points);
    }
    for (TrickView *v : window->findChildren<TrickView *>()) {
        if (!v->isVisibleTo(window))
            continue;
        add(&out, QStringLiteral("trick caption"), v->content().caption);
        for (const QString &name : v->content().names)
            add(&out, QStringLiteral("trick seat"), name);
    }
    add(&out, QStringLiteral("status bar"), window->statusBar()->currentMessage());
    return out;
}

// What the file itself says: never translated.
QStringList fileStrings(MainWindow *window)
{
    QStringList out;
    Document *doc = window->currentDocument();
    if (doc) // the window title and Open Recent name the file
        out << doc->filePath() << QFileInfo(doc->filePath()).fileName();
    const RecordPtr r = doc ? doc->currentRecord() : RecordPtr();
    if (!r)
        return out;
    for (const Tag &t : r->tags())
        if (!t.value.trimmed().isEmpty())
            out << plain(t.value);
    for (const Commentary &c : r->comments())
        out << plain(c.text);
    // the longest first, so that a name is not cut by a shorter one
    std::sort(out.begin(), out.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    return out;
}

// The words a person reads in 'text' once the file's own strings and the
// allowed names are taken out (empty when nothing is left but symbols,
// numbers and punctuation).
QString words(QString text, const QStringList &fromFile, const QString &language)
{
    for (const QString &s : fromFile)
        text.replace(s, QStringLiteral(" "));
    for (const QString &s : allowed + allowedIn(language))
        text.replace(QRegularExpression(QStringLiteral("\\b%1\\b").arg(s)), QStringLiteral(" "));
    // a hand as card symbols, suit by suit ("KQJ82.743.A62.94"): the ranks
    // A K Q J T are the same in every language, as the suit symbols are
    static const QRegularExpression hand(QStringLiteral("(?<![\\p{L}\\d])[AKQJT2-9x-]*(\\.[AKQJT2-9x-]*){3}(?![\\p{L}\\d])"));
    text.replace(hand, QStringLiteral(" "));
    static const QRegularExpression twoLetters(QStringLiteral("\\p{L}\\p{L}"));
    return twoLetters.match(text).hasMatch() ? text.simplified() : QString();
}

// A deal of a sample cut back to the first card of a trick, and a card of
// the next seat's hand the model refuses there with a reason holding
// 'reason' (English); false when no trick of the deal gives one.
bool cutToRefusal(const CardRecord &full, const QString &reason, CardRecord *cut, Seat *seat, Card *card)
{
    const bool pref = full.game() == Game::Preferans;
    for (int t = 0; t < full.play().tricks.size(); ++t) {
        CardRecord r = full;
        QList<Trick> &tricks = r.play().tricks;
        tricks = tricks.mid(0, t + 1);
        tricks.last().cards = tricks.last().cards.mid(0, 1);
        tricks.last().winner = NoSeat;
        if (pref) {
            r.preferans().summary.clear();
            r.setResult(std::nullopt);
        } else {
            r.pinochle().tricks.resize(t);
            r.pinochle().tricks.append(TrickScore{});
        }
        const Seat next = pref ? preferans::nextToPlay(r) : pinochle::nextToPlay(r);
        for (Card c : tableStateAt(r, r.stepCount()).held.value(next)) {
            CardRecord copy = r;
            if ((pref ? preferans::appendCard(copy, c) : pinochle::appendCard(copy, c)).contains(reason)) {
                *cut = r;
                *seat = next;
                *card = c;
                return true;
            }
        }
    }
    return false;
}

std::unique_ptr<MainWindow> openWindow(const QString &file, int step)
{
    auto window = std::make_unique<MainWindow>(nullptr, false);
    window->resize(1280, 800);
    if (!file.isEmpty()) {
        const QList<Document *> docs = window->openPaths({file}, true);
        if (docs.isEmpty())
            return nullptr;
        window->setCurrentDocument(docs.first());
        docs.first()->waitForLoaded();
        window->setStartPosition(1, step);
    }
    window->show();
    QCoreApplication::processEvents();
    return window;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ViewSettings::instance().setPersistent(false);
        // the settings (the language chosen, recent files) of this test only
        QVERIFY(m_settings.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
    }

    void cleanup() { Translator::install(QStringLiteral("en")); }

    // Each language loads from the resources, and only known ones do.
    void languagesInstall()
    {
        QCOMPARE(Translator::languages().size(), 4);
        for (const Translator::Language &l : Translator::languages()) {
            QVERIFY2(Translator::install(l.code), qPrintable(l.code));
            QCOMPARE(Translator::current(), l.code);
        }
        QVERIFY(Translator::install(QStringLiteral("de")));
        QCOMPARE(QCoreApplication::translate("kib::Seat", "North"), QStringLiteral("Nord"));
        QVERIFY(!Translator::install(QStringLiteral("xx")));
        QCOMPARE(Translator::current(), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("kib::Seat", "North"), QStringLiteral("North"));
        QCOMPARE(Translator::resolve(QStringLiteral("ru")), QStringLiteral("ru"));
        // an unknown choice falls back on the system's languages, then English
        const QString fallback = Translator::resolve(QStringLiteral("xx"));
        QVERIFY(fallback == u"en" || fallback == u"de" || fallback == u"ru" || fallback == u"sr");
    }

    // The choice is kept in the settings; "" goes back to the system's.
    void choiceIsRemembered()
    {
        Translator::setChosen(QStringLiteral("sr"));
        QCOMPARE(Translator::chosen(), QStringLiteral("sr"));
        QCOMPARE(Translator::resolve(Translator::chosen()), QStringLiteral("sr"));
        Translator::setChosen(QString());
        QCOMPARE(Translator::chosen(), QString());
    }

    // View ▸ Language lists the system's choice and every language.
    void languageMenu()
    {
        auto window = openWindow(QString(), 0);
        QVERIFY(window);
        auto *menu = window->findChild<QMenu *>(QStringLiteral("languageMenu"));
        QVERIFY(menu);
        QStringList names;
        for (QAction *a : menu->actions())
            if (!a->isSeparator())
                names << a->text();
        QCOMPARE(names.size(), 5);
        QVERIFY(names.contains(QStringLiteral("Deutsch")));
        QVERIFY(names.contains(QStringLiteral("Русский")));
        QVERIFY(names.contains(QStringLiteral("Српски")));
    }

    // What the model says in English, shown in the language: the score
    // sheet's contract names ("plays Sans") and kontras, and the model's
    // reasons for refusing an edit (an insufficient bid, a board move).
    void modelWordsShownTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("plays");   // in the score sheet's line for a deal in sans
        QTest::addColumn<QString>("bid");     // "1C is insufficient after 1H"
        QTest::addColumn<QString>("move");    // "The ♗ on f1 cannot go to c4."
        QTest::addColumn<QString>("kontraWord");
        QTest::addRow("de") << "de" << "spielt Ohne Trumpf" << "1C ist nach 1H ungenügend"
                            << "♗ auf f1 kann nicht nach c4 ziehen." << "Rekontra";
        QTest::addRow("ru") << "ru" << "играет Без козыря" << "1C недостаточна после 1H"
                            << "♗ с f1 не может пойти на c4." << "реконтра";
        QTest::addRow("sr") << "sr" << "игра Сан" << "1C је недовољна после 1H" << "♗ са f1 не може на c4."
                            << "реконтра";
    }

    void modelWordsShownTranslated()
    {
        QFETCH(QString, language);
        QFETCH(QString, plays);
        QFETCH(QString, bid);
        QFETCH(QString, move);
        QFETCH(QString, kontraWord);
        // the model's own English
        const LoadedFile f = readFile(sample("preferans_kontra_sans.ppn"));
        QVERIFY2(f.ok(), qPrintable(f.error));
        // the deal played in sans, and the one with a rekontra
        QVERIFY(Translator::install(QStringLiteral("en")));
        std::shared_ptr<const CardRecord> sans, kontra;
        for (const RecordPtr &r : f.result.collection.records()) {
            const auto d = std::dynamic_pointer_cast<const CardRecord>(r);
            if (d && !sans && ScoreSheetView::describe(*d).contains(QLatin1String("plays Sans")))
                sans = d;
            if (d && !kontra && d->contract().risk == 2)
                kontra = d;
        }
        QVERIFY(sans && kontra);
        Call one, heart;
        QVERIFY(Call::fromString(u"1C", &one) && Call::fromString(u"1H", &heart));
        QString insufficient;
        QVERIFY(!bridge::isLegal(QList<Call>{heart}, one, nullptr, &insufficient));
        QCOMPARE(insufficient, QStringLiteral("1C is insufficient after 1H"));
        const LoadedFile chess = readFile(sample("chess_castling_en_passant_promotion.pcn"));
        QVERIFY2(chess.ok(), qPrintable(chess.error));
        const auto board = std::dynamic_pointer_cast<const BoardRecord>(chess.result.collection.records().first());
        QVERIFY(board);
        const QString blocked = boardMoveRefusal(*board, initialBoardState(*board), 61, 34);
        QCOMPARE(blocked, QStringLiteral("The ♗ on f1 cannot go to c4."));

        QVERIFY(Translator::install(QStringLiteral("en")));
        QVERIFY2(ScoreSheetView::describe(*kontra).contains(QLatin1String("; rekontra started by")),
                 qPrintable(ScoreSheetView::describe(*kontra)));
        QCOMPARE(style::refusalText(insufficient), insufficient);

        QVERIFY(Translator::install(language));
        const QString translated = ScoreSheetView::describe(*sans);
        QVERIFY2(translated.contains(plays), qPrintable(translated));
        QVERIFY2(!translated.contains(QLatin1String("Sans")), qPrintable(translated));
        const QString rekontra = ScoreSheetView::describe(*kontra);
        QVERIFY2(rekontra.contains(kontraWord) && !rekontra.contains(QLatin1String("rekontra")), qPrintable(rekontra));
        QCOMPARE(style::refusalText(insufficient), bid);
        QCOMPARE(style::refusalText(blocked), move);
        // a sentence of no known form stays as it is
        QCOMPARE(style::refusalText(QStringLiteral("no such thing")), QStringLiteral("no such thing"));
    }

    // The preferans and pinochle refusals the entry panel shows (the
    // model's English reasons) in the language, through the entry
    // controller on the sample deals: an illegal preferans call, a card
    // that does not follow suit, a meld after the play has started, a card
    // the seat does not hold. 'word' is in the translation, 'kept' (a call,
    // a suit, a card) in both.
    void gameRefusalsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("kept");
        struct Row { const char *action, *de, *ru, *sr, *kept; };
        const Row rows[] = {
            {"preferans bid", "Spieler", "игрок", "играч", "5"},
            {"preferans follow", "bedienen", "в масть", "на боју", ""},
            {"pinochle follow", "bedienen", "в масть", "на боју", ""},
            {"pinochle meld", "Ausspielen", "розыгрыш", "одигравање", ""},
            {"pinochle card not held", "", "", "", ""}, // the seat named as the table names it (below)
        };
        for (const Row &r : rows) {
            QTest::addRow("de %s", r.action) << "de" << r.action << QString::fromUtf8(r.de) << QString::fromUtf8(r.kept);
            QTest::addRow("ru %s", r.action) << "ru" << r.action << QString::fromUtf8(r.ru) << QString::fromUtf8(r.kept);
            QTest::addRow("sr %s", r.action) << "sr" << r.action << QString::fromUtf8(r.sr) << QString::fromUtf8(r.kept);
        }
    }

    void gameRefusalsTranslated()
    {
        QFETCH(QString, language);
        QFETCH(QString, action);
        QFETCH(QString, word);
        QFETCH(QString, kept);
        const bool pref = action.startsWith(QLatin1String("preferans"));
        const LoadedFile f = readFile(sample(pref ? "preferans_failed_betl_invitation.ppn" : "pinochle_4hand_single_deck_game.pn"));
        QVERIFY2(f.ok(), qPrintable(f.error));
        const auto full = std::dynamic_pointer_cast<const CardRecord>(f.result.collection.records().at(pref ? 1 : 0));
        QVERIFY(full && full->play().tricks.size() > 1);
        CardRecord cut = *full;
        Seat seat = NoSeat;
        Card card;
        if (action == u"preferans bid") {
            QList<Cards> hands;
            for (const Hand &h : full->deal().hands)
                hands.append(h.cards);
            QCOMPARE(preferans::setDeal(cut, hands, std::as_const(full->deal()).pile(QStringLiteral("talon"))->cards), QString());
        } else if (action.endsWith(QLatin1String("follow")) || action == u"pinochle meld") {
            QVERIFY(cutToRefusal(*full, QStringLiteral("must follow"), &cut, &seat, &card));
            if (action == u"pinochle meld")
                cut.pinochle().melds.clear();
        } else {
            // a card of another seat's hand, at the start of the play
            QVERIFY(cutToRefusal(*full, QStringLiteral("must follow"), &cut, &seat, &card));
            const Seat other = cut.seats().next(seat);
            card = tableStateAt(cut, cut.stepCount()).held.value(other).first();
            kept = style::cardText(card); // "♠10", as the model's "ST" is shown
        }
        auto attempt = [&](const QString &lang) {
            Translator::install(lang);
            MainWindow window(nullptr, false);
            auto *doc = new Document;
            Collection records;
            records.append(std::make_shared<CardRecord>(cut));
            doc->setCollection(std::move(records));
            window.addDocument(doc);
            GameEntry *entry = window.entry()->gameEntry();
            bool done = true;
            if (action == u"preferans bid")
                done = entry->bidPreferans(Call::other(QStringLiteral("5")));
            else if (action == u"pinochle meld")
                done = entry->declareMeld();
            else
                done = entry->playCard(seat, card);
            return done ? QString() : entry->lastMessage();
        };
        const QString english = attempt(QStringLiteral("en"));
        const QString translated = attempt(language);
        if (word.isEmpty()) // pinochle's Seat1 .. named as its table names them, "Nord", "Север"
            word = style::seatName(cut.seats(), seat); // the seat that tried to play the card
        QVERIFY2(!english.isEmpty() && !translated.isEmpty(), qPrintable(english + u'|' + translated));
        QVERIFY2(translated != english, qPrintable(translated));
        QVERIFY2(translated.contains(word), qPrintable(translated));
        // the led suit (the card's own when it follows), the call, the card: kept
        if (kept.isEmpty() && card.isValid())
            for (Suit s : {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs})
                if (english.contains(suitSymbol(s)))
                    kept = suitSymbol(s);
        QVERIFY2(kept.isEmpty() || (english.contains(kept) && translated.contains(kept)),
                 qPrintable(kept + u'|' + english + u'|' + translated));
        // no English word of the model's is left
        for (const char *en : {"player", "Seat", "must", "follow", "cannot", "hold", "play"})
            QVERIFY2(!translated.contains(QLatin1String(en)), qPrintable(translated));
    }

    void nothingLeftInEnglish_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("step");
        for (const char *lang : {"de", "ru", "sr"}) {
            const QString l = QString::fromLatin1(lang);
            QTest::addRow("%s empty window", lang) << l << QString() << 0;
            QTest::addRow("%s bridge deal", lang) << l << sample("bridge_club_pairs.pbn") << 0;
            QTest::addRow("%s bridge play", lang) << l << sample("bridge_club_pairs.pbn") << 20;
            QTest::addRow("%s rbn teaching", lang) << l << sample("rbn_teaching.rbn") << 6;
            QTest::addRow("%s preferans", lang) << l << sample("preferans_kontra_sans.ppn") << 14;
            QTest::addRow("%s pinochle", lang) << l << sample("pinochle_3hand_kitty_discard.pn") << 6;
            QTest::addRow("%s chess", lang) << l << sample("chess_castling_en_passant_promotion.pcn") << 5;
            QTest::addRow("%s shogi", lang) << l << sample("shogi_drop_after_capture.pcn") << 3;
            QTest::addRow("%s janggi", lang) << l << sample("janggi_cannon_raid.pcn") << 11; // the end: the game state
        }
    }

    void nothingLeftInEnglish()
    {
        QFETCH(QString, language);
        QFETCH(QString, file);
        QFETCH(int, step);

        QVERIFY(Translator::install(QStringLiteral("en")));
        auto english = openWindow(file, step);
        QVERIFY(english);
        const QList<Shown> source = shownStrings(english.get());
        const QStringList fromFile = fileStrings(english.get());
        english.reset();

        QVERIFY(Translator::install(language));
        auto translated = openWindow(file, step);
        QVERIFY(translated);
        const QList<Shown> shown = shownStrings(translated.get());
        QCOMPARE(shown.size(), source.size());

        QStringList untranslated;
        int checked = 0;
        for (qsizetype i = 0; i < source.size(); ++i) {
            const QString en = words(source.at(i).text, fromFile, language);
            if (en.isEmpty())
                continue;
            ++checked;
            if (words(shown.at(i).text, fromFile, language) == en)
                untranslated << source.at(i).where + QStringLiteral(": \"") + source.at(i).text + u'"';
        }
        untranslated.removeDuplicates();
        QVERIFY2(untranslated.isEmpty(), qPrintable(QStringLiteral("%1 of %2 strings left in English:\n  ")
                                                        .arg(untranslated.size())
                                                        .arg(checked)
                                                    + untranslated.join(QStringLiteral("\n  "))));
        // the window did show strings to compare (menus alone hold over a hundred)
        QVERIFY2(checked > 100, qPrintable(QString::number(checked)));
    }

private:
    QTemporaryDir m_settings;
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
