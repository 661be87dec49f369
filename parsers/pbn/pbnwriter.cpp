#include "pbnwriter.h"
#include "parsers/signatureline.h"

#include "pbnannotations.h"
#include "pbncanonical.h"
#include "pbnlexer.h"
#include "pbndecoders.h"
#include "pbntags.h"
#include "pbntext.h"

#include "model/bridgeauction.h"

#include <QSet>

#include <utility>

namespace kib {

namespace {

const Tag *findTag(const Tags &tags, QStringView name)
{
    for (const Tag &t : tags)
        if (t.name == name)
            return &t;
    return nullptr;
}

// Any notation's signature line: the writer's own header replaces them.
bool isVersionLine(const Commentary &c)
{
    return !signatureNotation(c).isEmpty();
}

// A table element as a section token, or as a string when it cannot be one.
QByteArray element(const QString &text)
{
    bool plain = !text.isEmpty();
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if (u < 33 || u > 126 || u == '[' || u == ']' || u == '{' || u == '}' || u == ';' || u == '"' || u == '%')
            plain = false;
    }
    if (plain)
        return text.toLatin1();
    QByteArray out;
    PbnText::appendString(out, text);
    return out;
}

// Commentary outside the games, each on lines of its own.
void appendFileComment(QByteArray &out, const Commentary &c)
{
    if (c.style == Commentary::Style::Percent) {
        for (const QString &line : c.text.split(QLatin1Char('\n')))
            out.append("%" + line.toUtf8() + "\r\n");
    } else if (c.style == Commentary::Style::Semicolon || c.text.contains(QLatin1Char('}'))) {
        for (const QString &line : c.text.split(QLatin1Char('\n')))
            out.append(";" + line.toUtf8() + "\r\n");
    } else {
        out.append("{" + c.text.toUtf8().replace("\n", "\r\n") + "}\r\n");
    }
}

QString cleanValue(const QString &v)
{
    QString out = v;
    for (QChar &c : out)
        if (c == u'\n' || c == u'\r' || c == u'\t')
            c = u' ';
    return out;
}

int handSize(const CardRecord &r)
{
    int n = 0;
    for (const Hand &h : r.deal().hands)
        if (h.known)
            n = qMax(n, int(h.cards.size()));
    return n > 0 ? n : 13;
}

} // namespace

PbnWriter::PbnWriter(const CardRecord &record, const Tags *previousTags, int recordNumber, Diagnostics *warnings)
    : m_record(record), m_previous(previousTags), m_number(recordNumber), m_warnings(warnings)
{
}

void PbnWriter::newLine()
{
    if (m_out->size() - m_lineStart > PbnLexer::MaxLineText && !m_reportedLong) {
        m_reportedLong = true;
        m_warnings->append(Diagnostic::warning(QStringLiteral("pbn.write.long-line"),
                                               QStringLiteral("a value or comment line longer than PBN's 255 "
                                                              "characters a line, kept whole"),
                                               0, 0, m_number));
    }
    m_out->append("\r\n");
    m_lineStart = m_out->size();
}

void PbnWriter::endLine()
{
    if (!atLineStart())
        newLine();
}

void PbnWriter::token(const QByteArray &text)
{
    if (!atLineStart())
        m_out->append(' ');
    m_out->append(text);
}

void PbnWriter::writeComments(const QList<const Commentary *> &list, bool inlineText)
{
    for (const Commentary *c : list) {
        // (BBO's suit marks in commentary as the standard's; a % line is a
        // program's directive, written as it is)
        const QString text =
            c->style == Commentary::Style::Percent ? c->text : PbnText::withStandardSuits(c->text);
        switch (c->style) {
        case Commentary::Style::Percent:
            endLine();
            for (const QString &line : text.split(QLatin1Char('\n'))) {
                m_out->append('%');
                m_out->append(line.toUtf8());
                newLine();
            }
            break;
        case Commentary::Style::Semicolon:
            if (!inlineText)
                endLine();
            for (const QString &line : text.split(QLatin1Char('\n'))) {
                token(";" + line.toUtf8());
                newLine();
            }
            break;
        case Commentary::Style::Brace:
        case Commentary::Style::Plain:
            if (text.contains(QLatin1Char('}'))) {
                // cannot stand in braces: one ';' comment a line
                endLine();
                for (const QString &line : text.split(QLatin1Char('\n'))) {
                    m_out->append(";" + line.toUtf8());
                    newLine();
                }
                break;
            }
            if (!inlineText)
                endLine();
            {
                const qsizetype from = m_out->size();
                token("{" + text.toUtf8().replace("\n", "\r\n") + "}");
                wrapComment(from); // (m_lineStart: where its last line starts)
            }
            if (!inlineText)
                newLine();
            break;
        }
    }
}

// The lines of the comment written from 'from' on that pass PBN's limit are
// broken after the comment's last space before it: the space stays at the
// line's end, so the text reads back with a line break added and nothing
// taken away (Bridge Composer wraps its commentary so). A line with no such
// space is kept whole, and newLine() says so. m_lineStart is then where the
// comment's last line starts.
void PbnWriter::wrapComment(qsizetype from)
{
    QByteArray &out = *m_out;
    qsizetype lineStart = m_lineStart;
    qsizetype searchFrom = from - lineStart; // (the comment's first line: from where it starts)
    for (;;) {
        qsizetype end = out.indexOf('\n', lineStart + searchFrom);
        if (end < 0)
            end = out.size();
        const qsizetype at = breakAfter(QByteArrayView(out).sliced(lineStart, end - lineStart), searchFrom);
        if (at >= 0) {
            out.insert(lineStart + at + 1, "\r\n");
            if (!std::exchange(m_reportedBroken, true))
                m_warnings->append(Diagnostic::warning(QStringLiteral("pbn.write.broken-line"), brokenCommentary(), 0, 0,
                                                       m_number));
            lineStart += at + 3;
        } else if (end == out.size()) {
            break;
        } else {
            lineStart = end + 1;
        }
        searchFrom = 0;
    }
    m_lineStart = lineStart;
}

qsizetype PbnWriter::breakAfter(QByteArrayView line, qsizetype from)
{
    if (line.size() <= PbnLexer::MaxLineText)
        return -1;
    qsizetype space = -1;
    for (qsizetype i = from; i < line.size(); ++i) {
        const char c = line[i];
        if (c == ' ') {
            if (i < PbnLexer::MaxLineText)
                space = i;
        } else if (c != '\r' && i >= PbnLexer::MaxLineText) {
            return space;
        }
    }
    return -1;
}

void PbnWriter::annotation(const Annotation &a, bool card)
{
    for (int n : a.noteRefs)
        if (const int written = noteNumber(n, card))
            token("=" + QByteArray::number(written) + "=");
    QList<int> nags = a.nags;
    if (const int s = PbnAnnotations::nagOfSuffix(a.suffix, card))
        nags.append(s);
    std::sort(nags.begin(), nags.end());
    for (int n : nags)
        token("$" + QByteArray::number(n));
}

void PbnWriter::writeTag(int index)
{
    const Tag &tag = m_tags.at(index);
    QString value = tag.value;
    const bool hasComments = !m_tagComments.at(index).isEmpty();
    // What the reader makes of the tag, which sees only the game before:
    // a tag of that game that is inherited runs on (as a '##' chain does)
    // into a game without the tag, and a plain value after it is inherited
    // too; "?" stops it (as it drops a mandatory tag).
    const Tag *before = m_previous ? findTag(*m_previous, tag.name) : nullptr;
    const bool canInherit = !PbnTags::forbidsInheritance(tag.name);
    const bool chain = canInherit && before && before->inherited;
    Tag got = tag;
    bool kept = true;
    if (tag.inherited && canInherit) {
        if (chain && before->value == tag.value && !hasComments && !tag.isTable()
            && tag.name != QLatin1StringView("Auction") && tag.name != QLatin1StringView("Play")) {
            m_readBack.append(got);
            return; // carried over from the game before
        }
        // '#' repeats the value of the game before, '##' sets a new one
        value = before && before->value == tag.value ? QStringLiteral("#") : QStringLiteral("##") + tag.value;
    } else {
        got.inherited = chain;
        kept = !(tag.value == QLatin1StringView("?") && (chain || PbnTags::mandatoryIndex(tag.name) >= 0));
        if (chain && (!kept || got.inherited != tag.inherited) && m_present.contains(tag.name))
            m_inheritanceLost.append(tag.name);
    }
    if (kept)
        m_readBack.append(got);
    endLine();
    const QByteArray name = tag.name.toUtf8();
    QByteArray line = "[" + name + " ";
    PbnText::appendString(line, cleanValue(value));
    line += "]";
    // (a value just too long for the line: the space before it is no token,
    // and PBN's own verifier files leave it out)
    if (line.size() == PbnLexer::MaxLineText + 1)
        line.remove(name.size() + 1, 1);
    m_out->append(line);
    newLine();
    writeComments(m_tagComments.at(index), false);
    if (tag.name == QLatin1StringView("Auction"))
        writeAuction();
    else if (tag.name == QLatin1StringView("Play"))
        writePlay();
    else if (tag.isTable())
        writeTable(tag);
}

void PbnWriter::writeAuction()
{
    const Auction &a = m_record.auction();
    writeComments(m_callComments.value(0), false);
    endLine();
    int inRow = 0;
    for (int i = 0; i < a.calls.size(); ++i) {
        const Call &c = a.calls.at(i);
        // a "your call?" point inside the auction (a quiz with its answer
        // after it), as the reader takes it: '+' before the answer
        if (a.queryPoints.contains(i))
            token("+");
        if (c.kind == Call::Kind::Unknown && c.annotation->irregularity == QLatin1StringView("S")) {
            token("^S");
        } else {
            if (c.annotation->irregularity.contains(QLatin1Char('I')))
                token("^I");
            QByteArray text;
            switch (c.kind) {
            case Call::Kind::Pass: text = "Pass"; break;
            case Call::Kind::Double: text = "X"; break;
            case Call::Kind::Redouble: text = "XX"; break;
            case Call::Kind::Bid: text = c.toString().toLatin1(); break;
            default: text = c.text.isEmpty() ? QByteArray("-") : c.text.toUtf8(); break;
            }
            token(text);
        }
        annotation(c.annotation.get(), false);
        writeComments(m_callComments.value(i + 1), true);
        if (++inRow == 4) {
            inRow = 0;
            endLine();
        }
    }
    if (a.queryPoints.contains(int(a.calls.size())))
        token("+");
    else if (!bridge::isComplete(a.calls))
        token("*");
    endLine();
    writeNotes(Note::Section::Auction);
}

void PbnWriter::writePlay()
{
    const Play &play = m_record.play();
    const Seat col0 = play.leader == NoSeat ? North : play.leader;
    writeComments(m_cardComments.value(0), false);
    endLine();
    const int total = play.cardCount();
    const bool query = play.queryPoints.contains(total);
    int flat = 0;
    for (int t = 0; t < play.tricks.size(); ++t) {
        const Trick &trick = play.tricks.at(t);
        const bool lastTrick = t == play.tricks.size() - 1;
        Seat next = NoSeat; // who plays next, for '+'
        if (lastTrick && query && trick.cards.size() < 4 && !trick.cards.isEmpty())
            next = (trick.cards.last().seat + 1) % 4;
        for (int col = 0; col < 4; ++col) {
            const Seat seat = (col0 + col) % 4;
            int k = -1;
            for (int j = 0; j < trick.cards.size(); ++j)
                if (trick.cards.at(j).seat == seat) {
                    k = j;
                    break;
                }
            if (k < 0) {
                token(seat == next ? "+" : "-");
                continue;
            }
            const PlayedCard &pc = trick.cards.at(k);
            if (pc.annotation->irregularity == QLatin1StringView("R"))
                token("^R");
            else if (pc.annotation->irregularity == QLatin1StringView("L"))
                token("^L");
            token(pc.kind == PlayedCard::Kind::Card && pc.card.isValid() ? pc.card.toString().toLatin1()
                                                                        : QByteArray("-"));
            annotation(pc.annotation.get(), true);
            writeComments(m_cardComments.value(flat + k + 1), true);
        }
        flat += int(trick.cards.size());
        endLine();
    }
    const bool lastFull = !play.tricks.isEmpty() && play.tricks.last().cards.size() == 4;
    if (query && (play.tricks.isEmpty() || lastFull)) {
        // '+' at the next leader's column of a new line
        const Seat leader = play.tricks.isEmpty() ? col0 : play.tricks.last().winner;
        const int col = leader == NoSeat ? 0 : (leader - col0 + 4) % 4;
        for (int i = 0; i < col; ++i)
            token("-");
        token("+");
        endLine();
    } else if (!query && (play.tricks.size() < handSize(m_record) || !lastFull)) {
        token("*");
        endLine();
    }
    writeNotes(Note::Section::Play);
}

void PbnWriter::writeTable(const Tag &tag)
{
    QList<PbnDecoders::Column> cols;
    for (const QString &c : tag.columns)
        cols.append(PbnDecoders::column(c));
    for (const QStringList &row : tag.rows) {
        endLine();
        for (int i = 0; i < row.size(); ++i) {
            QByteArray e = element(row.at(i));
            if (i < cols.size() && cols.at(i).width > e.size()) {
                const QByteArray pad(cols.at(i).width - e.size(), ' ');
                e = cols.at(i).align == u'R' ? pad + e : e + pad;
            }
            if (i > 0)
                m_out->append(' ');
            m_out->append(e);
        }
        while (m_out->endsWith(' ') && m_out->size() > m_lineStart)
            m_out->chop(1);
        newLine();
    }
}

bool PbnWriter::playLeftOut(const CardRecord &record)
{
    // (an end position's Contract "S", which PBN reads with no contract, is a
    // PBN record's, with its Play tag)
    return !record.play().tricks.isEmpty() && !record.hasTag(QStringLiteral("Play"))
           && (record.declarer() == NoSeat || record.contract().kind == Contract::Kind::Unknown);
}

bool PbnWriter::resultLeftOut(const CardRecord &record)
{
    return record.result() && !record.hasTag(QStringLiteral("Result"))
           && (record.declarer() == NoSeat || record.contract().kind == Contract::Kind::PassedOut);
}

bool PbnWriter::isReferenced(const CardRecord &record, const Note &note)
{
    if (note.section == Note::Section::Auction) {
        for (const Call &c : record.auction().calls)
            if (c.annotation->noteRefs.contains(note.number))
                return true;
        return false;
    }
    for (const Trick &t : record.play().tricks)
        for (const PlayedCard &pc : t.cards)
            if (pc.annotation->noteRefs.contains(note.number))
                return true;
    return false;
}

bool PbnWriter::standsAsCommentary(const CardRecord &record, const Note &note)
{
    const bool play = note.section == Note::Section::Play;
    const bool anchor = play ? record.play().cardCount() > 0 : !record.auction().calls.isEmpty();
    return anchor && !isReferenced(record, note);
}

void PbnWriter::numberNotes()
{
    for (const Note::Section section : {Note::Section::Auction, Note::Section::Play}) {
        const bool play = section == Note::Section::Play;
        // (play notes stand in the play section: none, none written)
        if (play && !findTag(m_tags, u"Play"))
            continue;
        QSet<int> used;
        for (const Note &n : m_record.notes())
            if (n.section == section && n.number >= 1 && n.number <= 32)
                used.insert(n.number);
        int next = 1;
        for (const Note &n : m_record.notes()) {
            if (n.section != section || (n.number >= 1 && n.number <= 32) || m_noteNumbers[play].contains(n.number)
                || m_noteComments.contains(&n))
                continue;
            while (next <= 32 && used.contains(next))
                ++next;
            const int written = next <= 32 ? next : 0;
            used.insert(written);
            m_noteNumbers[play].insert(n.number, written);
            if (written)
                m_warnings->append(Diagnostic::warning(
                    QStringLiteral("pbn.write.note-renumbered"),
                    QStringLiteral("%1 note %2 is written as note %3 (PBN numbers notes 1 to 32)")
                        .arg(play ? QStringLiteral("play") : QStringLiteral("auction"))
                        .arg(n.number)
                        .arg(written),
                    0, 0, m_number));
        }
    }
}

void PbnWriter::writeNotes(Note::Section section)
{
    for (const Note &n : m_record.notes()) {
        // (a note numbered outside PBN's 1 to 32, such as RBN's general note
        // 0, takes a free number: numberNotes(); 0 when none is left)
        if (n.section != section || m_noteComments.contains(&n))
            continue;
        const int number = noteNumber(n.number, section == Note::Section::Play);
        if (number == 0)
            continue;
        endLine();
        QByteArray line = "[Note ";
        PbnText::appendString(line, cleanValue(QString::number(number) + QLatin1Char(':')
                                               + PbnText::withStandardSuits(n.text)));
        m_out->append(line + "]");
        newLine();
    }
}

Tags PbnWriter::run(QByteArray &out)
{
    m_out = &out;
    m_lineStart = out.size();
    m_tags = m_record.tags();
    m_tags.removeIf([](const Tag &t) { return t.name == QLatin1StringView("Note"); });
    PbnCanonical::syncTags(m_record, m_tags, true);
    for (const Note &n : m_record.notes())
        if (standsAsCommentary(m_record, n))
            m_noteComments.append(&n);
    if (playLeftOut(m_record))
        m_tags.removeIf([](const Tag &t) { return t.name == QLatin1StringView("Play"); });
    if (resultLeftOut(m_record))
        for (Tag &t : m_tags)
            if (t.name == QLatin1StringView("Result"))
                t.value = QStringLiteral("?");
    numberNotes();
    for (const Tag &t : m_record.tags())
        m_present.append(t.name);
    // an inherited tag of the game before that this game does not have: a
    // game without it would get it, "?" stops it
    if (m_previous)
        for (const Tag &p : *m_previous)
            if (p.inherited && !PbnTags::forbidsInheritance(p.name) && !findTag(m_tags, p.name)) {
                Tag stop;
                stop.name = p.name;
                stop.value = QStringLiteral("?");
                m_tags.append(std::move(stop));
            }
    m_comments = m_record.comments();
    PbnCanonical::sortTags(m_tags, m_comments);
    PbnCanonical::sortComments(m_tags, m_comments);

    const int calls = int(m_record.auction().calls.size());
    const int cards = m_record.play().cardCount();
    for (const Note *n : std::as_const(m_noteComments))
        m_comments.append(Commentary{n->section == Note::Section::Play ? Anchor{Anchor::Kind::Card, cards - 1}
                                                                       : Anchor{Anchor::Kind::Call, calls - 1},
                                     Commentary::Style::Brace, n->text});
    m_tagComments.resize(m_tags.size());
    m_callComments.resize(calls + 1);
    m_cardComments.resize(cards + 1);
    for (const Commentary &c : std::as_const(m_comments)) {
        const int i = c.anchor.index;
        switch (c.anchor.kind) {
        case Anchor::Kind::Record: m_recordComments.append(&c); break;
        case Anchor::Kind::Tag:
            if (i >= 0 && i < m_tags.size())
                m_tagComments[i].append(&c);
            else
                m_recordComments.append(&c);
            break;
        case Anchor::Kind::Call: m_callComments[qBound(0, i + 1, calls)].append(&c); break;
        case Anchor::Kind::Card: m_cardComments[qBound(0, i + 1, cards)].append(&c); break;
        case Anchor::Kind::End: m_endComments.append(&c); break;
        }
    }
    // commentary on calls or cards when there is no such section
    for (const char *name : {"Auction", "Play"}) {
        const QString section = QString::fromLatin1(name);
        if (findTag(m_tags, section))
            continue;
        auto &lists = section == QLatin1StringView("Auction") ? m_callComments : m_cardComments;
        const int at = PbnCanonical::sectionTagIndex(m_tags, section);
        for (const auto &list : lists)
            (at >= 0 ? m_tagComments[at] : m_recordComments) += list;
    }
    writeComments(m_recordComments, false);
    for (int i = 0; i < m_tags.size(); ++i)
        writeTag(i);
    writeComments(m_endComments, false);
    endLine();
    if (!m_inheritanceLost.isEmpty())
        m_warnings->append(Diagnostic::warning(
            QStringLiteral("pbn.write.inheritance"),
            QStringLiteral("%1 follows an inherited value of the game before: PBN reads it as inherited too "
                           "(a '##' chain runs on)")
                .arg(m_inheritanceLost.join(QStringLiteral(", "))),
            0, 0, m_number));
    return m_readBack;
}

Tags PbnWriter::writeGame(QByteArray &out, const CardRecord &record, const Tags *previousTags, int recordNumber,
                          Diagnostics *warnings)
{
    PbnWriter writer(record, previousTags, recordNumber, warnings);
    return writer.run(out);
}

void PbnWriter::writeFileComment(QByteArray &out, const Commentary &comment)
{
    appendFileComment(out, comment);
}

bool PbnWriter::isSignature(const Commentary &comment)
{
    return isVersionLine(comment);
}

} // namespace kib
