#include "commandline.h"

#include <QCommandLineParser>
#include <QRegularExpression>

#include <climits>

namespace kib {

CommandLine CommandLine::parse(const QStringList &arguments)
{
    CommandLine c;
    QCommandLineParser p;
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help."));
    const QCommandLineOption version(QStringLiteral("version"), QStringLiteral("Show the version."));
    const QCommandLineOption record(QStringLiteral("record"), QStringLiteral("Show record N (1-based)."),
                                    QStringLiteral("N"));
    const QCommandLineOption step(QStringLiteral("step"), QStringLiteral("Go to step S (0 is the deal) or 'end'."),
                                  QStringLiteral("S"));
    const QCommandLineOption shot(QStringLiteral("screenshot"),
                                  QStringLiteral("Render the window to a PNG file and exit."), QStringLiteral("OUT.png"));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size for --screenshot (1280x800)."),
                                  QStringLiteral("WxH"));
    const QCommandLineOption cards(QStringLiteral("cards"), QStringLiteral("Card style: text or images."),
                                   QStringLiteral("STYLE"));
    const QCommandLineOption four(QStringLiteral("four-colour"), QStringLiteral("Four-colour suits."));
    const QCommandLineOption grey(QStringLiteral("grey-played"), QStringLiteral("Show played cards greyed."));
    const QCommandLineOption reveal(QStringLiteral("reveal"), QStringLiteral("Reveal hidden hands."));
    const QCommandLineOption allDocks(QStringLiteral("all-docks"), QStringLiteral("Open every dock (screenshots)."));
    const QCommandLineOption hold(QStringLiteral("hold"),
                                  QStringLiteral("Take up the piece on a board's SQUARE, its legal squares marked."),
                                  QStringLiteral("SQUARE"));
    p.addOptions({help, version, record, step, shot, size, cards, four, grey, reveal, allDocks, hold});
    p.addPositionalArgument(QStringLiteral("files"), QStringLiteral("Files or directories to open."));
    if (!p.parse(arguments)) {
        c.error = p.errorText();
        return c;
    }
    c.help = p.isSet(help);
    c.version = p.isSet(version);
    c.paths = p.positionalArguments();
    if (p.isSet(record)) {
        bool ok = false;
        c.record = p.value(record).toInt(&ok);
        if (!ok || c.record < 1)
            c.error = QStringLiteral("--record wants a record number from 1, not '%1'").arg(p.value(record));
    }
    if (p.isSet(step)) {
        const QString s = p.value(step).trimmed().toLower();
        bool ok = false;
        c.step = s == u"end" ? INT_MAX : s.toInt(&ok);
        if (s != u"end" && (!ok || c.step < 0))
            c.error = QStringLiteral("--step wants a step from 0 or 'end', not '%1'").arg(p.value(step));
    }
    c.screenshot = p.value(shot);
    c.hold = p.value(hold).trimmed();
    if (p.isSet(size)) {
        static const QRegularExpression re(QStringLiteral("^(\\d+)[xX](\\d+)$"));
        const auto m = re.match(p.value(size).trimmed());
        const int w = m.hasMatch() ? m.captured(1).toInt() : 0;
        const int h = m.hasMatch() ? m.captured(2).toInt() : 0;
        if (w < 200 || h < 150 || w > 10000 || h > 10000)
            c.error = QStringLiteral("--size wants WxH, at least 200x150, not '%1'").arg(p.value(size));
        else
            c.size = QSize(w, h);
    }
    if (p.isSet(cards)) {
        c.cards = p.value(cards).toLower();
        if (c.cards != u"text" && c.cards != u"images")
            c.error = QStringLiteral("--cards wants 'text' or 'images', not '%1'").arg(p.value(cards));
    }
    c.fourColour = p.isSet(four);
    c.greyPlayed = p.isSet(grey);
    c.reveal = p.isSet(reveal);
    c.allDocks = p.isSet(allDocks);
    if (c.error.isEmpty() && !c.screenshot.isEmpty() && c.paths.isEmpty())
        c.error = QStringLiteral("--screenshot needs a file to show");
    return c;
}

QString CommandLine::usage()
{
    return QStringLiteral(
        "Usage: kibitzer [FILE|DIR...] [--record N] [--step S|end]\n"
        "       kibitzer FILE --screenshot OUT.png [--record N] [--step S|end] [--size WxH]\n"
        "\n"
        "Opens files of card-game records (PBN, RBN, Kibitzer JSON ...) in the viewer.\n"
        "\n"
        "  --record N          show record N (1-based) of the first file\n"
        "  --step S            go to step S: 0 is the deal, then each call and card; 'end'\n"
        "  --screenshot OUT    render the window to OUT (PNG) without showing it, and exit\n"
        "  --size WxH          the window's size for --screenshot (default 1280x800)\n"
        "  --hold SQUARE       take up the piece on a board's square (\"e2\"), its legal squares marked\n"
        "  --cards STYLE       'images' (fanned cards) or 'text' (suit rows)\n"
        "  --four-colour       four-colour suits\n"
        "  --grey-played       keep played cards in the hands, greyed\n"
        "  --reveal            reveal hidden hands\n"
        "  --all-docks         open every dock (they become tabs where they do not fit)\n"
        "  --version, --help\n");
}

} // namespace kib
