#include "rbnwriter.h"
#include "parsers/signatureline.h"

#include "rbnauction.h"
#include "rbncarry.h"
#include "rbncontract.h"
#include "rbnextras.h"
#include "rbnhands.h"
#include "rbnlabels.h"
#include "rbnnarrow.h"
#include "rbnplay.h"

#include "parsers/asciiscan.h"

#include <climits>
#include <optional>

namespace kib::rbn {

namespace {

const char *const kRawNames[4] = {"RbnAuction", "RbnContract", "RbnPlay", "RbnResult"};

bool hasNotes(const CardRecord &r, Note::Section section)
{
    for (const Note &n : r.notes())
        if (n.section == section)
            return true;
    return false;
}

} // namespace

Writer::Writer(Form form) : m_form(form) {}

QString Writer::fileComment(const Commentary &c) const
{
    const QString t = c.text.trimmed();
    if (m_form == Form::Lines && t == u"RBX")
        return QStringLiteral(" RBN");
    if (m_form == Form::OneLine && t == u"RBN")
        return QStringLiteral("RBX");
    return c.text;
}

void Writer::begin(const QList<Commentary> &fileComments)
{
    m_out.clear();
    m_signature.clear();
    m_fileCommentsLoss.clear();
    m_repetition = Repetition();
    m_head.clear();
    m_tail.clear();
    bool signature = false;
    for (const Commentary &c : fileComments) {
        if (m_form == Form::OneLine && c.text.contains(u'}'))
            m_fileCommentsLoss = QStringLiteral("a '}' in the file's comments (RBX's braces have no escape: "
                                                "written as ')')");
        if (c.anchor.kind == Anchor::Kind::End) {
            m_tail.append(Line{Line::Kind::Percent, 0, fileComment(c), false});
            continue;
        }
        const QString notation = signatureNotation(c);
        if (!notation.isEmpty() && notation != u"rbn") {
            // another notation's signature ("% PBN 2.1", "% EXPORT"); what
            // else the line says stays
            if (const QString rest = signatureRest(c); !rest.isEmpty())
                m_head.append(Line{Line::Kind::Percent, 0, QLatin1Char(' ') + rest, false});
            continue;
        }
        signature = signature || notation == u"rbn";
        m_head.append(Line{Line::Kind::Percent, 0, fileComment(c), false});
        if (notation == u"rbn")
            m_signature.append(QStringLiteral("% ") + fileComment(c).trimmed());
    }
    if (!signature) {
        m_head.prepend(Line{Line::Kind::Percent, 0, m_form == Form::Lines ? QStringLiteral(" RBN") : QStringLiteral("RBX"), false});
        m_signature.append(m_form == Form::Lines ? QStringLiteral("% RBN") : QStringLiteral("% RBX"));
    }
}

QByteArray Writer::record(const Record &record)
{
    const auto *card = dynamic_cast<const CardRecord *>(&record);
    if (!card || card->game() != Game::Bridge || card->seats().count() != 4)
        return {};
    m_lines.clear();
    if (!m_head.isEmpty()) {
        m_lines = m_head;
        m_head.clear();
    }
    writeRecord(*card);
    flushRecord();
    // (a copy at its size: the record's bytes are written into the room
    // the records before left, not grown from nothing each time)
    return QByteArray(m_text.data(), qsizetype(m_text.size()));
}

QByteArray Writer::end()
{
    m_out.clear();
    for (const QList<Line> *rest : {&m_head, &m_tail}) {
        if (rest->isEmpty())
            continue;
        m_lines = *rest;
        for (const Line &l : m_lines)
            m_out += m_form == Form::Lines ? '%' + l.value.toUtf8() + '\n'
                                           : "%{" + l.value.toUtf8().replace('}', ')') + '}';
        if (m_form == Form::OneLine)
            m_out += '\n';
    }
    return std::exchange(m_out, QByteArray());
}

QByteArray Writer::write(const Collection &collection, QList<int> *skipped)
{
    // the whole file is the streamed form's pieces, one after the other
    begin(collection.fileComments());
    QByteArray out;
    int number = 0;
    for (const RecordPtr &rec : collection.records()) {
        ++number;
        const QByteArray bytes = record(*rec);
        if (bytes.isEmpty() && skipped)
            skipped->append(number);
        out += bytes;
    }
    out += end();
    return out;
}

void Writer::writeRecord(const CardRecord &r)
{
    const qsizetype start = m_lines.size(); // after the file's head lines
    m_carriedEnd = 0; // (m_carried's room kept from record to record)
    m_labelBytes.clear(); // (and its)
    m_placedTags.fill(-1, r.tags().size());
    for (QString &s : m_raw)
        s.clear();
    m_makes.clear();
    m_items.clear();
    comments(r, Anchor::Kind::Record, INT_MIN, INT_MAX);
    header(r);
    deal(r);
    auction(r);
    contractAndPlay(r);
    comments(r, Anchor::Kind::End, INT_MIN, INT_MAX);
    // A record that repeats everything (or holds only % lines) still needs
    // a line of its own, or it would vanish: write a label again, which
    // reads as the repeated value, or a bare B when every label is null.
    bool own = false;
    for (qsizetype i = start; i < m_lines.size(); ++i)
        own = own || m_lines[i].kind != Line::Kind::Percent;
    if (!own) {
        // (the split header() made of these tags)
        const std::array<Tags, 9> &values = m_lastHeader;
        int l = values[8].isEmpty() ? 0 : 8; // B, else the first label with a value
        while (l < 9 && values[l].isEmpty())
            ++l;
        const Line line{Line::Kind::Label, l < 9 ? kHeaderLabels[l] : 'B',
                        l < 9 ? encodeHeader(kHeaderLabels[l], values[l]) : QString(), l == 9};
        qsizetype at = start; // after the record's leading % lines
        for (const Commentary &c : r.comments())
            at += c.anchor.kind == Anchor::Kind::Record;
        m_lines.insert(at, line);
    }
}

void Writer::header(const CardRecord &r)
{
    const Tags &tags = r.tags();
    HeaderSplit split = splitHeader(tags);
    m_lastHeader = std::move(split.values); // (the label's values below)
    m_lastTags = tags;
    m_lastFirst = split.first;
    // (the split's own list and the writer's, written through their data:
    // no test whether they are shared at each tag)
    bool *const used = split.taken.data();
    int *const placed = m_placedTags.data();
    for (int l = 0; l < 9; ++l)
        for (qsizetype i : std::as_const(split.indices[l]))
            placed[i] = l;
    for (qsizetype i = 0; i < tags.size(); ++i) {
        if (used[i])
            continue;
        const QString &name = tags[i].name;
        // (the names below all begin "Rbn" and have 7 to 11 characters)
        const bool rbn = name.size() >= 7 && name.size() <= 11 && name[0] == u'R' && name[1] == u'b' && name[2] == u'n';
        for (int k = 0; k < 4 && rbn; ++k)
            if (name == QLatin1String(kRawNames[k]) && m_raw[k].isEmpty() && !tags[i].isTable()) {
                m_raw[k] = tags[i].value;
                used[i] = true;
            }
        if (!used[i] && rbn && name == u"RbnMakes" && m_makes.isEmpty() && !tags[i].isTable()) {
            m_makes = tags[i].value;
            used[i] = true;
        } else if (!used[i] && rbn && name == u"RbnItems" && m_items.isEmpty() && !tags[i].isTable()) {
            m_items = tags[i].value;
            used[i] = true;
        } else if (!used[i] && mirrorsModelFast(tags[i], r)) {
            used[i] = true;
        }
    }
    bool forced[9] = {};
    bool tagComments = false; // (most records have none: no look for them after each label and tag)
    for (const Commentary &c : r.comments()) {
        tagComments = tagComments || c.anchor.kind == Anchor::Kind::Tag;
        if (c.anchor.kind == Anchor::Kind::Tag && c.anchor.index >= 0 && c.anchor.index < tags.size()
            && placed[c.anchor.index] >= 0)
            forced[placed[c.anchor.index]] = true;
    }
    auto commentsAt = [&](auto placed) {
        if (!tagComments)
            return;
        for (const Commentary &c : r.comments())
            if (c.anchor.kind == Anchor::Kind::Tag && placed(c.anchor.index))
                m_lines.append(Line{c.style == Commentary::Style::Percent ? Line::Kind::Percent : Line::Kind::Text, 0,
                                    c.text, false});
    };
    for (int l = 0; l < 9; ++l) {
        const char lab = kHeaderLabels[l];
        const Tags &value = m_lastHeader[l];
        // (sameValues()'s answer when this record's value is empty, told
        // without the call: most labels of most records are)
        const Tags &expected = m_repetition.expected(lab);
        if (!(value.isEmpty() ? expected.isEmpty() : sameValues(value, expected)) || forced[l])
            label(lab, value.isEmpty() ? QString() : encodeHeader(lab, value));
        m_repetition.set(lab, value);
        commentsAt([&](int i) { return i >= 0 && i < tags.size() && placed[i] == l; });
    }
    m_repetition.endRecord();
    int carried = 0;
    for (qsizetype i = 0; i < tags.size(); ++i) {
        if (used[i])
            continue;
        carry(tags[i]);
        placed[i] = 100 + carried++;
        commentsAt([&](int at) { return at == i; });
    }
    // what calls, plays and notes hold beyond RBN's spelling
    Tag extra;
    extra.name = QStringLiteral("RbnMarks");
    extra.value = formatMarkExtras(r);
    if (!extra.value.isEmpty())
        carry(extra);
    // (the notes that stand on no note line of their own, onNoteLine(), as
    // RbnNote values; which do is kept for notes(): asked once a note)
    extra.name = QStringLiteral("RbnNote");
    const QList<Note> &notes = r.notes();
    m_noteHolds.resize(notes.size());
    const quint32 referenced = notes.isEmpty() ? 0 : referencedNotes(r);
    for (qsizetype i = 0; i < notes.size(); ++i) {
        m_noteHolds[i] = onNoteLine(notes[i], referenced);
        if (!m_noteHolds[i]) {
            extra.value = formatNoteExtra(notes[i], int(i));
            carry(extra);
        }
    }
    commentsAt([&](int i) { return i < 0 || i >= tags.size() || placed[i] < 0; });
}

void Writer::deal(const CardRecord &r)
{
    const QByteArray hands = formatHands(r.deal());
    bool before = false;
    for (const Commentary &c : r.comments())
        before = before || (c.anchor.kind == Anchor::Kind::Call && c.anchor.index < 0);
    const Deal &expected = m_repetition.expectedDeal();
    if (!(r.deal() == expected) || (before && !hands.isEmpty())) {
        if (!hands.isEmpty())
            label('H', hands);
        else if (!formatHands(expected).isEmpty())
            label('H', QString());
    }
    m_repetition.setDeal(r.deal());
    comments(r, Anchor::Kind::Call, INT_MIN, -1);
}

void Writer::auction(const CardRecord &r)
{
    const Auction &a = r.auction();
    if (!a.calls.isEmpty() || !a.queryPoints.isEmpty() || r.dealer() != NoSeat
        || r.vulnerability() != Vulnerability::Unknown || !m_raw[0].isEmpty()) {
        // (the data written into the record's label bytes, not a list of its own)
        const size_t from = m_labelBytes.size();
        appendAuction(m_labelBytes, r.dealer(), r.vulnerability(), a);
        if (!m_raw[0].isEmpty()) {
            const QByteArray raw = m_raw[0].toUtf8();
            const ParsedAuction pa = parseAuction(raw, nullptr);
            if (pa.dealer == r.dealer() && pa.vulnerability == r.vulnerability() && pa.auction == a)
                replaceLabelBytes(from, raw);
        }
        labelBytes('A', from);
    }
    notes(r, Note::Section::Auction);
    comments(r, Anchor::Kind::Call, 0, INT_MAX);
}

void Writer::contractAndPlay(const CardRecord &r)
{
    const Play &play = r.play();
    const bool pPresent = !play.tricks.isEmpty() || !play.queryPoints.isEmpty() || hasNotes(r, Note::Section::Play)
                          || !m_raw[2].isEmpty();
    const Seat declarer = r.declarer();
    const Seat lho = declarer >= 0 && declarer < 4 ? (declarer + 1) % 4 : NoSeat;
    Seat leaderField = NoSeat;
    if (play.leader != NoSeat && (lho == NoSeat || play.leader != lho || !pPresent))
        leaderField = play.leader;
    const bool contractLine = r.contract().isBid();
    if (contractLine) {
        const size_t from = m_labelBytes.size();
        appendContract(m_labelBytes, r.contract(), declarer, leaderField);
        if (!m_raw[1].isEmpty()) {
            const QByteArray raw = m_raw[1].toUtf8();
            const ParsedContract pc = parseContract(raw, nullptr);
            const Seat implied = pc.leader != NoSeat ? pc.leader : pPresent ? lho : NoSeat;
            if (pc.contract == r.contract() && pc.declarer == declarer && implied == play.leader)
                replaceLabelBytes(from, raw);
        }
        labelBytes('C', from);
    }
    comments(r, Anchor::Kind::Card, INT_MIN, -1);
    if (pPresent) {
        const size_t from = m_labelBytes.size();
        appendPlay(m_labelBytes, play);
        if (!m_raw[2].isEmpty()) {
            PlayContext ctx;
            ctx.deal = &r.deal();
            ctx.leader = contractLine ? (leaderField != NoSeat ? leaderField : lho) : NoSeat;
            ctx.trumpKnown = contractLine;
            ctx.trump = r.contract().trump();
            const QByteArray raw = m_raw[2].toUtf8();
            if (parsePlay(raw, ctx, nullptr).play == play)
                replaceLabelBytes(from, raw);
        }
        labelBytes('P', from);
    }
    notes(r, Note::Section::Play);
    comments(r, Anchor::Kind::Card, 0, INT_MAX);

    const bool passed = r.contract().kind == Contract::Kind::PassedOut;
    QByteArray result = formattedResult(r.result(), passed, r.scores());
    if (!m_raw[3].isEmpty()) {
        const ParsedResult pr = parseResult(m_raw[3].toUtf8(), nullptr);
        if (pr.tricks == r.result() && pr.scores == r.scores() && pr.passedOut == passed)
            result = m_raw[3].toUtf8();
    }
    if (!result.isEmpty())
        label('R', result);
    if (!m_makes.isEmpty())
        label('M', m_makes);
    if (!m_items.isEmpty())
        m_lines.append(Line{Line::Kind::Items, 'I', m_items, false});
}

void Writer::comments(const CardRecord &r, Anchor::Kind kind, int from, int to)
{
    for (const Commentary &c : r.comments())
        if (c.anchor.kind == kind && (kind == Anchor::Kind::Record || kind == Anchor::Kind::End
                                      || (c.anchor.index >= from && c.anchor.index <= to)))
            m_lines.append(Line{c.style == Commentary::Style::Percent ? Line::Kind::Percent : Line::Kind::Text, 0,
                                c.text, false});
}

void Writer::label(char label, const QString &value)
{
    m_lines.append(Line{Line::Kind::Label, label, value, value.isEmpty()});
}

void Writer::label(char label, const QByteArray &value)
{
    const size_t from = m_labelBytes.size();
    m_labelBytes.append(value.constData(), size_t(value.size()));
    labelBytes(label, from);
}

void Writer::labelBytes(char label, size_t from)
{
    // (kept as bytes: flushRecord() writes each as its Latin-1 character
    // in UTF-8, as the string it stood for was)
    Line line{Line::Kind::Label, label, QString(), from == m_labelBytes.size()};
    line.from = qsizetype(from);
    line.to = qsizetype(m_labelBytes.size());
    m_lines.append(std::move(line));
}

void Writer::replaceLabelBytes(size_t from, const QByteArray &bytes)
{
    m_labelBytes.resize(from);
    m_labelBytes.append(bytes.constData(), size_t(bytes.size()));
}

void Writer::carry(const Tag &original)
{
    // (its lines written as bytes now, into the record's carried bytes:
    // m_carried is room, its bytes up to m_carriedEnd)
    const bool braced = m_form == Form::OneLine;
    // (RBX: a '}' would end the braces the line stands in, as ')' it does not)
    std::optional<Tag> closed;
    if (braced && hasCloseBrace(original))
        closed = withoutCloseBraces(original);
    const Tag &tag = closed ? *closed : original;
    if (const Line *last = m_lines.isEmpty() ? nullptr : &std::as_const(m_lines).last();
        last && last->kind == Line::Kind::Percent && last->from >= 0 && last->to == m_carriedEnd) {
        // a tag carried right after another: its lines join the other's
        // line, with the line break flushRecord() would put between them
        // (none in RBX), rather than a line each (most of a record's
        // carried tags come one after the other)
        m_carriedEnd = appendCarriedAt(&m_carried, m_carriedEnd, tag, braced, !braced);
        m_lines.last().to = m_carriedEnd;
        return;
    }
    Line line{Line::Kind::Percent, 0, QString(), false};
    line.from = m_carriedEnd;
    m_carriedEnd = appendCarriedAt(&m_carried, m_carriedEnd, tag, braced, false);
    line.to = m_carriedEnd;
    m_lines.append(std::move(line));
}

void Writer::notes(const CardRecord &r, Note::Section section)
{
    // (m_noteHolds: header() asked onNoteLine() of each)
    const QList<Note> &all = r.notes();
    for (qsizetype i = 0; i < all.size(); ++i)
        if (const Note &n = all[i]; n.section == section && m_noteHolds[i])
            m_lines.append(Line{Line::Kind::Note, char('0' + n.number), n.text, n.text.isEmpty()});
}

namespace {

// QString::toUtf8()'s bytes of 's' appended to 'out' (appendUtf8()'s).
void putUtf8(std::string &out, QStringView s)
{
    const auto *u = reinterpret_cast<const char16_t *>(s.data());
    const qsizetype n = s.size();
    const size_t at = out.size();
    out.resize(at + size_t(n));
    const qsizetype i = narrowAscii(u, n, out.data() + at);
    if (i < n) {
        out.resize(at + size_t(i));
        // (from the first other character on, as toUtf8() encodes it)
        const QByteArray rest = s.sliced(i).toUtf8();
        out.append(rest.constData(), size_t(rest.size()));
    }
}

// Each byte as the Latin-1 character it stands for, in UTF-8
// (QString::fromLatin1(), then toUtf8()).
void putLatin1(std::string &out, const char *d, qsizetype n)
{
    // (the ASCII run at the start copied whole: most data is all of it)
    qsizetype i = skipAscii(d, d + n) - d;
    out.append(d, size_t(i));
    for (; i < n; ++i) {
        const char c = d[i];
        const uchar b = uchar(c);
        if (b < 0x80) {
            out += c;
        } else {
            out += char(0xc0 | (b >> 6));
            out += char(0x80 | (b & 0x3f));
        }
    }
}

} // namespace

void Writer::flushRecord()
{
    const bool lines = m_form == Form::Lines;
    // (each line written in order straight into the record's bytes, a
    // string whose room is kept from record to record: its text encoded in
    // place, no UTF-8 copy of each line)
    std::string &out = m_text;
    out.clear();
    const auto value = [&](const Line &l) {
        if (l.kind == Line::Kind::Label && l.from >= 0)
            putLatin1(out, m_labelBytes.data() + l.from, l.to - l.from);
        else
            putUtf8(out, l.value);
    };
    // (RBX's data stands in braces, which nothing can escape: a '}' of the
    // text is written as ')', a change the fidelity check names)
    const auto closeBraces = [&](size_t from) {
        for (size_t c = from; c < out.size(); ++c)
            if (out[c] == '}')
                out[c] = ')';
    };
    const auto braced = [&](const Line &l) {
        out += '{';
        const size_t at = out.size();
        value(l);
        closeBraces(at);
        out += '}';
    };
    for (const Line &l : m_lines) {
        switch (l.kind) {
        case Line::Kind::Label:
        case Line::Kind::Note:
            out += l.label;
            if (!lines) {
                braced(l);
            } else if (!l.null) {
                out += ' ';
                value(l);
            }
            break;
        case Line::Kind::Text: {
            out += '{';
            const size_t at = out.size();
            putUtf8(out, l.value);
            for (size_t c = at; c < out.size(); ++c)
                if (out[c] == '\n')
                    out[c] = '|';
            if (!lines)
                closeBraces(at);
            out += '}';
            break;
        }
        case Line::Kind::Percent:
            if (l.from >= 0) {
                out.append(m_carried.constData() + l.from, size_t(l.to - l.from));
                break;
            }
            out += '%';
            if (lines)
                putUtf8(out, l.value);
            else
                braced(l);
            break;
        case Line::Kind::Items: {
            const QList<QByteArray> items = l.value.toUtf8().split('\n');
            for (qsizetype i = 0; i < items.size(); ++i) {
                const QByteArray item = lines ? (i == 0 ? QByteArray("I ") : QByteArray()) + items[i]
                                                    + (i + 1 < items.size() ? "\n" : "")
                                              : "I{" + items[i] + '}';
                out.append(item.constData(), size_t(item.size()));
            }
            break;
        }
        }
        if (lines)
            out += '\n';
    }
    out += '\n';
    m_lines.clear();
}

} // namespace kib::rbn
