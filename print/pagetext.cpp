#include "pagetext.h"

#include "model/preferanstext.h"

#include <QFontMetricsF>

#include <QCoreApplication>

namespace kib::print {

PageText::PageText(QPainter &painter, qreal fontScale, bool fourColour)
    : m_p(painter), m_fontScale(fontScale), m_four(fourColour)
{
}

QFont PageText::font(qreal points, bool bold, bool italic) const
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    f.setPointSizeF(points * m_fontScale);
    f.setBold(bold);
    f.setItalic(italic);
    return f;
}

void PageText::setFont(qreal points, bool bold, bool italic)
{
    m_p.setFont(font(points, bold, italic));
}

qreal PageText::lineHeight() const
{
    return QFontMetricsF(m_p.font(), m_p.device()).lineSpacing();
}

qreal PageText::ascent() const
{
    return QFontMetricsF(m_p.font(), m_p.device()).ascent();
}

qreal PageText::width(const QString &text) const
{
    return QFontMetricsF(m_p.font(), m_p.device()).horizontalAdvance(text);
}

QColor PageText::suitColour(Suit suit, bool fourColour)
{
    // the screen draws with these too (style::suitColor)
    switch (suit) {
    case Suit::Spades: return QColor(0x1a, 0x1a, 0x1a);
    case Suit::Hearts: return QColor(0xc6, 0x16, 0x1c);
    case Suit::Diamonds: return fourColour ? QColor(0x0b, 0x5c, 0xc9) : QColor(0xc6, 0x16, 0x1c);
    case Suit::Clubs: return fourColour ? QColor(0x13, 0x80, 0x2f) : QColor(0x1a, 0x1a, 0x1a);
    case Suit::None: break;
    }
    return QColor(0x55, 0x55, 0x55);
}

namespace {

bool symbolSuit(QChar c, Suit *suit)
{
    for (Suit s : {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs})
        if (suitSymbol(s) == QString(c)) {
            *suit = s;
            return true;
        }
    return false;
}

} // namespace

qreal PageText::draw(const QPointF &pos, const QString &text, const QColor &colour)
{
    // runs of plain text and single suit symbols, each in its colour; a
    // symbol run is kept with the text after it so that the PDF's words
    // stay whole ("♠AK52")
    const QFontMetricsF fm(m_p.font(), m_p.device());
    qreal x = pos.x();
    QString run;
    auto flush = [&]() {
        if (run.isEmpty())
            return;
        m_p.setPen(colour);
        m_p.drawText(QPointF(x, pos.y()), run);
        x += fm.horizontalAdvance(run);
        run.clear();
    };
    for (QChar c : text) {
        Suit s;
        if (symbolSuit(c, &s)) {
            flush();
            m_p.setPen(suitColour(s, m_four));
            m_p.drawText(QPointF(x, pos.y()), QString(c));
            x += fm.horizontalAdvance(c);
        } else {
            run.append(c);
        }
    }
    flush();
    return x - pos.x();
}

void PageText::drawCentred(qreal centreX, qreal baseline, const QString &text, const QColor &colour)
{
    draw(QPointF(centreX - width(text) / 2, baseline), text, colour);
}

QStringList PageText::wrap(const QString &text, qreal maxWidth) const
{
    QStringList lines;
    const QFontMetricsF fm(m_p.font(), m_p.device());
    for (const QString &para : text.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString &word : para.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const QString candidate = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (!line.isEmpty() && fm.horizontalAdvance(candidate) > maxWidth) {
                lines.append(line);
                line = word;
            } else {
                line = candidate;
            }
        }
        lines.append(line);
    }
    return lines;
}

qreal PageText::paragraph(qreal x, qreal y, qreal maxWidth, const QString &text, qreal bottom, bool *clipped,
                          const QColor &colour)
{
    const qreal h = lineHeight();
    const qreal a = ascent();
    for (const QString &line : wrap(text, maxWidth)) {
        if (y + h > bottom) {
            if (clipped)
                *clipped = true;
            return y;
        }
        draw(QPointF(x, y + a), line, colour);
        y += h;
    }
    return y;
}

qreal PageText::paragraphHeight(qreal maxWidth, const QString &text) const
{
    return wrap(text, maxWidth).size() * lineHeight();
}

namespace words {

QString rank(Rank r)
{
    return r == RankTen ? QStringLiteral("10") : QString(rankLetter(r));
}

QString suitLine(Suit suit, const Cards &cards)
{
    QStringList ranks;
    for (const Card &c : cards)
        if (c.suit() == suit)
            ranks.append(rank(c.rank()));
    return suitSymbol(suit) + QLatin1Char(' ') + (ranks.isEmpty() ? QStringLiteral("—") : ranks.join(QLatin1Char(' ')));
}

QString call(const Call &c)
{
    if (c.kind == Call::Kind::Bid) {
        const QString strain = c.strain == Strain::NoTrump ? QCoreApplication::translate("kib::print", "NT", "no trump")
                             : strainSuit(c.strain) == Suit::None ? c.toString().mid(1)
                                                                  : suitSymbol(strainSuit(c.strain));
        return QString::number(c.level) + strain;
    }
    if (c.kind == Call::Kind::Other) // a preferans call ("mine 7", "game hearts"), pinochle's numbers as they are
        return preferanstext::preferansCallText(c.toString());
    return c.kind == Call::Kind::Pass ? QCoreApplication::translate("kib::print", "Pass", "the call") : c.toString();
}

QString contract(const CardRecord &record)
{
    const Contract &c = record.contract();
    if (c.kind == Contract::Kind::Unknown)
        return QString();
    if (c.kind == Contract::Kind::PassedOut)
        return QCoreApplication::translate("kib::print", "Passed out");
    QString text;
    if (c.isBid()) {
        const QString strain = c.strain == Strain::NoTrump ? QCoreApplication::translate("kib::print", "NT", "no trump")
                             : c.strain == Strain::Misere  ? QCoreApplication::translate("kib::print", "Betl", "preferans: misère")
                                                           : suitSymbol(strainSuit(c.strain));
        text = QString::number(c.level) + strain + QString(c.risk, QLatin1Char('X'));
    } else {
        text = c.toString();
    }
    if (record.declarer() != NoSeat)
        text = QCoreApplication::translate("kib::print", "%1 by %2", "4♠ by North").arg(text, seat(record.seats(), record.declarer()));
    return text;
}

QString seat(const SeatLayout &seats, Seat seat)
{
    // the model's names are the notations' ("North"); the viewer's
    // translations of them (context kib::Seat) are the ones people read
    const QString name = seats.name(seat);
    if (name.startsWith(QLatin1String("Player ")))
        return QCoreApplication::translate("kib::Seat", "Player %1").arg(name.mid(7));
    return QCoreApplication::translate("kib::Seat", name.toUtf8().constData());
}

QString vulnerability(Vulnerability v)
{
    switch (v) {
    case Vulnerability::None: return QCoreApplication::translate("kib::print", "None", "vulnerability");
    case Vulnerability::NS: return QCoreApplication::translate("kib::print", "N-S", "vulnerability");
    case Vulnerability::EW: return QCoreApplication::translate("kib::print", "E-W", "vulnerability");
    case Vulnerability::All: return QCoreApplication::translate("kib::print", "All", "vulnerability");
    case Vulnerability::Unknown: break;
    }
    return QString();
}

QString card(const PlayedCard &pc)
{
    switch (pc.kind) {
    case PlayedCard::Kind::Card: return suitSymbol(pc.card.suit()) + rank(pc.card.rank());
    case PlayedCard::Kind::Unknown: return QStringLiteral("-");
    case PlayedCard::Kind::Pseudo: return QString(pc.pseudo);
    }
    return QString();
}

QString symbols(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        Suit s;
        if ((c == u'\\' || c == u'!') && i + 1 < text.size() && QStringLiteral("SHDC").contains(text.at(i + 1))
            && suitFromLetter(text.at(i + 1), &s)) {
            out += suitSymbol(s);
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

QString boardNumber(const Record &record, int fallback)
{
    for (const char *name : {"Board", "Deal", "Game", "Round"}) {
        const QString v = record.tag(QString::fromLatin1(name)).trimmed();
        if (!v.isEmpty() && v != u"?" && v != u"#")
            return v;
    }
    return QString::number(fallback);
}

} // namespace words

} // namespace kib::print
