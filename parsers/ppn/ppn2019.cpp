#include "ppn2019.h"

#include "ppnbids.h"
#include "ppnbracket.h"
#include "ppncards.h"
#include "ppndealreader.h"
#include "ppnplay.h"

#include <QRegularExpression>

namespace kib::ppn {

namespace {

bool isDealLine(QByteArrayView data, const Item &item)
{
    static const QRegularExpression deal(QStringLiteral("^\\d+\\.\\s"));
    return item.kind == Item::Kind::Text
           && QString::fromUtf8(data.sliced(item.begin, qMin<qsizetype>(item.end - item.begin, 16))).contains(deal);
}

QList<Token> tokens(QByteArrayView data, const Item &item)
{
    QList<Token> out;
    for (qsizetype i = item.begin; i < item.end;) {
        while (i < item.end && (data[i] == ' ' || data[i] == '\t'))
            ++i;
        const qsizetype b = i;
        while (i < item.end && data[i] != ' ' && data[i] != '\t')
            ++i;
        if (i > b)
            out.append(Token{QString::fromUtf8(data.sliced(b, i - b)), b, {}});
    }
    return out;
}

Token synthetic(const QString &text, qsizetype offset)
{
    return Token{text, offset, {}};
}

// Turns a 2019 deal line into the current layout's fields.
class Converter
{
public:
    Converter(const QList<Token> &t, Report *report) : m_t(t), m_report(report) {}

    bool convert(DealFields *f)
    {
        const int n = int(m_t.size());
        if (n != 4 && n != 11)
            m_report->error("ppn.fields",
                            QStringLiteral("a deal line of the 2019 layout has 11 fields (4 when passed out), this one "
                                           "has %1")
                                .arg(n),
                            m_t.value(0).offset);
        if (n < 4)
            return false;
        f->offset = m_t.at(0).offset;
        f->id = m_t.at(0);
        if (f->id.text.endsWith(u'.'))
            f->id.text.chop(1);
        const Seat dealer = seatOfPlayer(m_t.at(1).text);
        if (dealer == NoSeat) {
            m_report->error("ppn.order", QStringLiteral("\"%1\" is not the dealer (1, 2 or 3)").arg(m_t.at(1).text),
                            m_t.at(1).offset);
            f->order = synthetic(QStringLiteral("123"), m_t.at(1).offset);
        } else {
            f->order = synthetic(dealOrderText(dealer), m_t.at(1).offset);
        }
        m_order = dealOrderOf(dealer == NoSeat ? 2 : dealer);
        f->cards = m_t.at(2);
        f->bids = m_t.at(3).split(u',');
        f->passedOut = n == 4;
        f->incomplete = n > 4 && n < 11;
        if (n < 11)
            return true;
        m_main = winner(f->bids);
        if (m_main != NoSeat)
            f->main = synthetic(QString::number(m_main + 1), m_t.at(3).offset);
        f->discards = m_t.at(4);
        f->contract = m_t.at(5);
        f->accepted = accepted(m_t.at(6));
        f->kontra = kontra(m_t.at(7));
        f->value = m_t.at(8);
        f->starts = synthetic(QString::number(m_order.first() + 1), m_t.at(9).offset);
        f->throwsField = m_t.at(9);
        for (const Token &t : m_t.at(9).split(u',')) {
            if (t.text.size() < 3 || t.text.size() > 4) {
                m_report->error("ppn.throws.syntax",
                                QStringLiteral("\"%1\" is not a throw: two or three cards, then M, L or R").arg(t.text),
                                t.offset);
                continue;
            }
            Token w = t.mid(t.text.size() - 1);
            w.text = relative(w.text);
            f->throws.append(Throw{t.mid(0, t.text.size() - 1), w, Token{}});
        }
        const QList<Token> items = m_t.at(10).split(u',');
        for (int k = 0; k < items.size(); ++k)
            f->summary.append(summary(items.at(k), m_order.value(k, NoSeat)));
        return true;
    }

private:
    Seat winner(const QList<Token> &bids)
    {
        QList<Bid> highest;
        for (const Token &t : bids) {
            Bid b;
            if (!parseBid(t.text, &b))
                return NoSeat; // the deal reader reports it
            highest.append(b);
        }
        const DecodedAuction a = decodeBids(highest, m_order);
        if (a.winner == NoSeat)
            m_report->error("ppn2019.main",
                            QStringLiteral("the bids give no main player, and the 2019 layout names none"),
                            bids.first().offset);
        return a.winner;
    }

    // M L R relative to the main player: the main player, the one before
    // in the deal order (on the left), the one after (on the right).
    QString relative(const QString &letter) const
    {
        if (m_main == NoSeat)
            return letter;
        if (letter == u"M")
            return QString::number(m_main + 1);
        if (letter == u"L")
            return QString::number((m_main + 2) % 3 + 1);
        if (letter == u"R")
            return QString::number((m_main + 1) % 3 + 1);
        return letter;
    }

    Token accepted(Token t)
    {
        if (t.text == u"B" || t.text == u"LR" || t.text == u"RL")
            t.text = QStringLiteral("8");
        else if (t.text == u"L" || t.text == u"R")
            t.text = relative(t.text);
        m_followers.clear();
        if (t.text == u"8") {
            for (Seat s = 0; s < 3; ++s)
                if (s != m_main)
                    m_followers.append(s);
        } else if (seatOfPlayer(t.text) != NoSeat) {
            m_followers.append(seatOfPlayer(t.text));
        }
        return t;
    }

    // The 2019 layout does not say who started a kontra: the follower,
    // the first after the main player when both follow.
    Token kontra(Token t)
    {
        if (t.text.size() != 1 || t.text == u"0")
            return t;
        Seat by = m_followers.isEmpty() ? NoSeat : m_followers.first();
        if (m_followers.size() > 1 && m_main != NoSeat)
            by = (m_main + 1) % 3;
        if (by != NoSeat)
            t.text += QString::number(by + 1);
        return t;
    }

    Token summary(Token t, Seat seat)
    {
        if (t.text == u"0")
            return t;
        const QList<QStringView> parts = QStringView(t.text).split(u':');
        if (parts.size() != 4)
            return t; // not of the layout: the deal reader reports it
        PreferansScore s;
        s.role = seat == m_main ? PreferansScore::Role::Main : PreferansScore::Role::Follower;
        bool ok[4];
        s.tricks = parts.at(0).toInt(&ok[0]);
        const int left = parts.at(1).toInt(&ok[1]);
        const int middle = parts.at(2).toInt(&ok[2]);
        const int right = parts.at(3).toInt(&ok[3]);
        if (!ok[0] || !ok[1] || !ok[2] || !ok[3])
            return t;
        if (left)
            s.left = left;
        if (middle)
            s.middle = middle;
        if (right)
            s.right = right;
        t.text = summaryText(s);
        return t;
    }

    const QList<Token> &m_t;
    Report *m_report;
    QList<Seat> m_order{0, 1, 2};
    Seat m_main = NoSeat;
    QList<Seat> m_followers;
};

} // namespace

bool looksLike2019(QByteArrayView head)
{
    static const QRegularExpression deal(QStringLiteral("(^|\\n)\\s*\\d+\\.\\s+[123]\\s+[1-9A-Z]{32}(\\s|$)"));
    head = head.first(qMin<qsizetype>(head.size(), 16384));
    // (a deal line begins with a number, '.' and white space: text without
    // such a line, as a PBN file's lines begin with '[', '{' or calls, is
    // told at once, without the text made and searched; each line's start
    // is tried, white space passed as \s* does)
    bool may = false;
    for (qsizetype i = 0; !may && i < head.size();) {
        qsizetype j = i;
        while (j < head.size() && maySpace(head.at(j)))
            ++j;
        const qsizetype digits = j;
        while (j < head.size() && head.at(j) >= '0' && head.at(j) <= '9')
            ++j;
        may = j > digits && j + 1 < head.size() && head.at(j) == '.' && maySpace(head.at(j + 1));
        // (the lines the white space passed begin alike: the next line after it)
        const qsizetype lineEnd = head.indexOf('\n', digits);
        if (lineEnd < 0)
            break;
        i = lineEnd + 1;
    }
    return may && QString::fromUtf8(head).contains(deal);
}

QList<RecordSpan> split2019(QByteArrayView data)
{
    QList<RecordSpan> spans;
    qsizetype start = 0, pos = 0;
    int line = 1;
    Item item;
    bool trailing = false;
    while (nextItem(data, &pos, data.size(), &item)) {
        if (!isDealLine(data, item)) {
            trailing = true;
            continue;
        }
        qsizetype end = pos < data.size() ? pos + 1 : pos; // after the line's '\n'
        spans.append(RecordSpan{start, end - start, line});
        for (qsizetype i = start; i < end; ++i)
            if (data[i] == '\n')
                ++line;
        start = pos = end;
        trailing = false;
    }
    if (trailing) {
        if (spans.isEmpty())
            spans.append(RecordSpan{0, data.size(), 1});
        else
            spans.last().length = data.size() - spans.last().offset;
    }
    return spans;
}

ReadResult read2019Span(QByteArrayView data, const RecordSpan &span, int recordNumber, const Record *previous)
{
    ReadResult out;
    out.collection.setSourceFormat(QStringLiteral("ppn-2019"));
    const Locator locator(data, span.offset, span.line, qMin(data.size(), span.offset + span.length));
    Report report(locator, recordNumber);
    if (recordNumber == 1)
        out.diagnostics.append(Diagnostic::warning(
            QStringLiteral("ppn.layout.2019"),
            QStringLiteral("this is the earlier (2019) PPN layout: quoted tags, numbered deal lines, trick winners as "
                           "M L R; read into today's layout, who started a kontra and who leads are inferred"),
            1, 1, 0));
    Tags own;
    std::shared_ptr<CardRecord> record;
    qsizetype pos = span.offset, firstTag = -1;
    Item item;
    while (nextItem(data, &pos, span.offset + span.length, &item)) {
        if (item.kind == Item::Kind::Tag) {
            Tag tag;
            QString problem;
            if (!parseTag(data, item, &tag, &problem))
                report.error("ppn.tag", problem, item.begin);
            if (!tag.name.isEmpty() && !record)
                own.append(tag);
            if (firstTag < 0)
                firstTag = item.begin;
            continue;
        }
        if (!isDealLine(data, item) || record) {
            report.error("ppn.syntax", QStringLiteral("not a deal line of the 2019 layout"), item.begin);
            continue;
        }
        const QList<Token> t = tokens(data, item);
        DealFields fields;
        if (!Converter(t, &report).convert(&fields))
            continue;
        DealReader reader(locator, recordNumber);
        record = reader.read(fields);
        out.diagnostics += reader.takeDiagnostics();
        giveTags(record.get(), own, previous, &report, firstTag >= 0 ? firstTag : item.begin);
    }
    out.diagnostics += report.takeDiagnostics();
    std::stable_sort(out.diagnostics.begin(), out.diagnostics.end(), [](const Diagnostic &a, const Diagnostic &b) {
        return a.line != b.line ? a.line < b.line : a.column < b.column;
    });
    if (record)
        out.collection.append(record);
    return out;
}

ReadResult read2019(const QByteArray &data)
{
    ReadResult out;
    out.collection.setSourceFormat(QStringLiteral("ppn-2019"));
    const Record *previous = nullptr;
    for (const RecordSpan &span : split2019(data)) {
        ReadResult r = read2019Span(data, span, out.collection.size() + 1, previous);
        out.diagnostics += r.diagnostics;
        for (const RecordPtr &rec : r.collection.records())
            out.collection.append(rec);
        if (!out.collection.isEmpty())
            previous = out.collection.records().last().get();
    }
    return out;
}

} // namespace kib::ppn

namespace kib {

int Ppn2019Plugin::sniff(QByteArrayView head, const QString &) const
{
    return ppn::looksLike2019(head) ? 90 : 0;
}

} // namespace kib
