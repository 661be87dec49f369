#include "pnlexer.h"

namespace kib::pn {

namespace {

bool isBlank(QByteArrayView line)
{
    for (char c : line)
        if (c != ' ' && c != '\t' && c != '\r')
            return false;
    return true;
}

// The label of a raw line without its number: "Hand3 ..." -> "Hand".
QByteArrayView rawBase(QByteArrayView line)
{
    if (line.startsWith("\xEF\xBB\xBF"))
        line = line.sliced(3);
    qsizetype end = line.indexOf(' ');
    if (end < 0)
        end = line.size();
    QByteArrayView label = line.first(end);
    while (!label.isEmpty() && label.back() >= '0' && label.back() <= '9')
        label.chop(1);
    return label;
}

struct RawSection
{
    qsizetype begin = 0;
    qsizetype end = 0;
    int line = 1;
    int blankBefore = 0;
    bool hasHand = false;
};

} // namespace

bool PnLexer::isHandLabel(QStringView base)
{
    static const QStringList hand = {
        QStringLiteral("Deal"),       QStringLiteral("GameScores"), QStringLiteral("Dealer"),
        QStringLiteral("Hand"),       QStringLiteral("Bids"),       QStringLiteral("Contract"),
        QStringLiteral("Pass"),       QStringLiteral("Kitty"),      QStringLiteral("Discard"),
        QStringLiteral("Meld"),       QStringLiteral("Trick"),      QStringLiteral("MeldScores"),
        QStringLiteral("PlayScores"), QStringLiteral("Adjustments"), QStringLiteral("HandScores"),
        QStringLiteral("FinalScores"), QStringLiteral("Winner"),
    };
    return hand.contains(base.toString());
}

QList<RecordSpan> PnLexer::split(QByteArrayView data)
{
    QList<RawSection> raw;
    bool open = false;
    int blankRun = 0;
    int lineNo = 1;
    qsizetype pos = 0;
    while (pos < data.size()) {
        qsizetype eol = data.indexOf('\n', pos);
        const qsizetype next = eol < 0 ? data.size() : eol + 1;
        if (eol < 0)
            eol = data.size();
        const QByteArrayView line = data.sliced(pos, eol - pos);
        if (isBlank(line)) {
            open = false;
            ++blankRun;
        } else {
            if (!open) {
                RawSection s;
                s.begin = pos;
                s.line = lineNo;
                s.blankBefore = raw.isEmpty() ? 0 : blankRun;
                raw.append(s);
                open = true;
                blankRun = 0;
            }
            raw.last().end = next;
            if (isHandLabel(QString::fromUtf8(rawBase(line))))
                raw.last().hasHand = true;
        }
        pos = next;
        ++lineNo;
    }

    QList<RecordSpan> spans;
    auto add = [&](const RawSection &from, const RawSection &to) {
        spans.append(RecordSpan{from.begin, to.end - from.begin, from.line});
    };
    const RawSection *pending = nullptr;
    const RawSection *pendingLast = nullptr;
    for (const RawSection &s : raw) {
        if (pending && s.blankBefore >= 2) {
            add(*pending, *pendingLast);
            pending = pendingLast = nullptr;
        }
        if (!s.hasHand) {
            if (!pending)
                pending = &s;
            pendingLast = &s;
            continue;
        }
        add(pending ? *pending : s, s);
        pending = pendingLast = nullptr;
    }
    if (pending)
        add(*pending, *pendingLast);
    return spans;
}

bool PnLexer::startsGame(QByteArrayView data, qsizetype offset)
{
    offset = qBound<qsizetype>(0, offset, data.size());
    // blank lines between the last line with text and 'offset'
    int newlines = 0;
    for (qsizetype i = offset - 1; i >= 0; --i) {
        const char c = data.at(i);
        if (c == '\n')
            ++newlines;
        else if (c != ' ' && c != '\t' && c != '\r')
            return newlines - 1 >= 2;
    }
    return true; // nothing but blank lines before it
}

PnLine PnLexer::line(const QString &text, int lineNumber)
{
    PnLine l;
    l.line = lineNumber;
    l.text = text;
    const qsizetype space = text.indexOf(QLatin1Char(' '));
    l.label = space < 0 ? text : text.left(space);
    if (space >= 0) {
        l.value = text.mid(space + 1);
        l.valueColumn = int(space) + 2;
        qsizetype i = space + 1;
        while (i < text.size()) {
            while (i < text.size() && text.at(i) == QLatin1Char(' '))
                ++i;
            if (i >= text.size())
                break;
            qsizetype end = text.indexOf(QLatin1Char(' '), i);
            if (end < 0)
                end = text.size();
            l.tokens.append(PnToken{text.mid(i, end - i), int(i) + 1});
            i = end;
        }
    }
    // label: one or more words, each starting with an upper-case letter,
    // then an optional number
    qsizetype digits = l.label.size();
    while (digits > 0 && l.label.at(digits - 1).isDigit())
        --digits;
    l.base = l.label.left(digits);
    const QString number = l.label.mid(digits);
    if (!number.isEmpty()) {
        l.number = number.size() > 3 ? -1 : number.toInt();
        if (number.startsWith(QLatin1Char('0')) || l.number <= 0)
            l.labelError = QStringLiteral("the number of \"%1\" must be a positive number without leading zeros")
                               .arg(l.label);
    }
    if (l.label.isEmpty()) {
        l.labelError = QStringLiteral("a line must start with its label");
    } else if (!l.base.isEmpty() && !l.base.at(0).isUpper()) {
        l.labelError = QStringLiteral("the label \"%1\" must start with an upper-case letter").arg(l.label);
    } else if (l.base.isEmpty()) {
        l.labelError = QStringLiteral("\"%1\" is not a label: a label is a word").arg(l.label);
    } else {
        for (QChar c : l.base) {
            if (!(c.isLetter() && c.unicode() < 128)) {
                l.labelError = QStringLiteral("the label \"%1\" may only hold letters and a trailing number")
                                   .arg(l.label);
                break;
            }
        }
    }
    return l;
}

QList<PnSection> PnLexer::sections(QByteArrayView span, int firstLine)
{
    QList<PnSection> out;
    QString text = QString::fromUtf8(span);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const QStringList lines = text.split(QLatin1Char('\n'));
    int blank = 0;
    bool open = false;
    for (int i = 0; i < lines.size(); ++i) {
        QString l = lines.at(i);
        if (l.endsWith(QLatin1Char('\r')))
            l.chop(1);
        if (l.trimmed().isEmpty()) {
            open = false;
            ++blank;
            continue;
        }
        if (!open) {
            PnSection s;
            s.blankBefore = out.isEmpty() ? 0 : blank;
            out.append(s);
            open = true;
            blank = 0;
        }
        out.last().lines.append(line(l, firstLine + i));
    }
    return out;
}

} // namespace kib::pn
