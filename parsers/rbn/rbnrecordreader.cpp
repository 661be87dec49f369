#include "rbnrecordreader.h"

#include "rbnauction.h"
#include "rbncarry.h"
#include "rbncontract.h"
#include "rbnextras.h"
#include "rbnhands.h"
#include "rbnlabels.h"
#include "rbnmakes.h"
#include "rbnplay.h"

#include "model/bridgeauction.h"

#include <algorithm>
#include <cstring>

namespace kib::rbn {

namespace {

Tag tag(const char *name, const QString &value)
{
    Tag t;
    t.name = QString::fromLatin1(name);
    t.value = value;
    return t;
}

int labelAt(char c)
{
    return kLabelPlaces.order[uchar(c)];
}

int anchorOrder(Anchor::Kind k)
{
    switch (k) {
    case Anchor::Kind::Record: return 0;
    case Anchor::Kind::Tag: return 1;
    case Anchor::Kind::Call: return 2;
    case Anchor::Kind::Card: return 3;
    case Anchor::Kind::End: return 4;
    }
    return 4;
}

QString labelName(char label)
{
    return label >= '0' && label <= '9' ? QStringLiteral("note %1").arg(QLatin1Char(label))
                                        : QStringLiteral("%1 label").arg(QLatin1Char(label));
}

} // namespace

RecordReader::RecordReader(Repetition *repetition, bool latin1, int recordNumber, Diagnostics *diagnostics)
    : m_repetition(repetition), m_latin1(latin1), m_record(recordNumber), m_diagnostics(diagnostics)
{
}

QString RecordReader::text(const QByteArray &bytes) const
{
    return toText(bytes, m_latin1);
}

void RecordReader::diagnose(const Item &item, int offset, const QString &code, const QString &message, bool warning,
                            int omitted)
{
    if (!m_gate.admit(m_diagnostics, m_record, code, omitted))
        return;
    const int column = item.column + offset;
    const QString text = RepeatGate::withOmitted(message, omitted);
    Diagnostic d = warning ? Diagnostic::warning(code, text, item.line, column, m_record)
                           : Diagnostic::error(code, text, item.line, column, m_record);
    // (the departures from RBN 3.2 among the warnings: errors in strict mode)
    if (warning && code == QLatin1StringView("rbn.label.order"))
        d.rule = QStringLiteral("RBN 3.2: the I (item) line comes last in a record");
    else if (warning && code == QLatin1StringView("rbn.label.repeated"))
        d.rule = QStringLiteral("RBN 3.2: each label stands at most once in a record");
    else if (warning && code == QLatin1StringView("rbn.contract.declarer"))
        d.rule = QStringLiteral("RBN 3.2: the C (contract) line ends with the declarer");
    m_diagnostics->append(std::move(d));
}

void RecordReader::diagnose(const Item &item, const Problems &problems)
{
    for (const Problem &p : problems)
        diagnose(item, p.offset, p.code, p.message, p.warning, p.omitted);
}

void RecordReader::checkLine(const Item &item)
{
    const char label = item.kind == Item::Kind::ItemLine ? 'I' : item.label;
    const int max = maxLineLength(label);
    if (item.length > max) {
        const int start = item.kind == Item::Kind::ItemLine ? 0 : -2;
        diagnose(item, start + max, QStringLiteral("rbn.line.too-long"),
                 QStringLiteral("the %1 line is %2 characters long; the standard allows %3")
                     .arg(labelName(label)).arg(item.length).arg(max));
    }
    if (item.kind == Item::Kind::ItemLine || item.kind == Item::Kind::Note)
        return;
    int bad = 0;
    const bool *allowed = allowedChars(label);
    const char *value = item.value.constData();
    const int size = int(item.value.size());
    for (int i = 0; i < size && bad < 3; ++i) {
        // (the allowed run skipped in a tight loop: most lines have none other)
        if (allowed) {
            // (four bytes a step first: their entries, each 0 or 1, and-ed
            // for one branch; then byte by byte to the one not allowed)
            while (i + 4 <= size
                   && (allowed[uchar(value[i])] & allowed[uchar(value[i + 1])] & allowed[uchar(value[i + 2])]
                       & allowed[uchar(value[i + 3])]))
                i += 4;
            while (i < size && allowed[uchar(value[i])])
                ++i;
            if (i == size)
                break;
        }
        const char c = value[i];
        ++bad;
        const QString shown = c == ' ' ? QStringLiteral("a space") : QStringLiteral("'%1'").arg(QLatin1Char(c));
        diagnose(item, i, QStringLiteral("rbn.char.invalid"),
                 QStringLiteral("%1 is not allowed in the %2").arg(shown, labelName(label)));
    }
}

bool RecordReader::takeCarried(const Item &item)
{
    // (what the line's bytes hold, read once for the same bytes: the rows
    // of a table repeat from record to record)
    const CarriedLine &line = carriedLine(item.value, m_latin1);
    if (!m_carried.isEmpty() && m_place == Place::Header && m_after == 9 + int(m_carried.size()) - 1) {
        // a table's columns or row, after its tag
        if (line.kind == CarriedLine::Kind::Columns) {
            endRows();
            m_carried.last().columns = line.cells;
            // (the rows that follow made at once, empty, and each row read
            // written into its place: a % line after the columns that
            // starts with '|' is most likely one; endRows() drops those
            // that were not)
            qsizetype rows = 0;
            for (const Item *next = &item + 1; next != m_end && next->kind == Item::Kind::Percent
                                               && next->value.startsWith('|');
                 ++next)
                ++rows;
            if (rows > 0) {
                m_rows = &m_carried.last().rows.edit();
                m_rowsMade = m_rows->size();
                m_rows->resize(m_rowsMade + rows);
            }
            return true;
        }
        if (line.kind == CarriedLine::Kind::Row) {
            if (!m_rows) {
                m_carried.last().rows.edit().append(line.cells);
            } else {
                if (m_rowsMade < m_rows->size())
                    m_rows->data()[m_rowsMade] = line.cells;
                else
                    m_rows->append(line.cells); // (a row past those looked for: after free text)
                ++m_rowsMade;
            }
            return true;
        }
    }
    if (line.kind != CarriedLine::Kind::Tag)
        return false;
    const Tag &carried = line.tag;
    const QStringView name(carried.name);
    const bool marks = name == QStringView(u"RbnMarks");
    if (marks || name == QStringView(u"RbnNote")) {
        // what calls, plays and notes hold beyond RBN's spelling (rbnextras.h)
        Note note;
        int position = 0;
        if (marks ? !parseMarkExtras(carried.value, &m_callExtras, &m_cardExtras)
                  : !parseNoteExtra(carried.value, &note, &position))
            diagnose(item, 0, QStringLiteral("rbn.carried.syntax"),
                     QStringLiteral("the %1 line cannot be read: it is left out").arg(carried.name), true);
        else if (!marks)
            m_extraNotes.append({position, note});
        return true;
    }
    endRows();
    m_carried.append(carried);
    m_place = Place::Header;
    m_after = 9 + int(m_carried.size()) - 1;
    return true;
}

void RecordReader::endRows()
{
    if (m_rows)
        m_rows->resize(m_rowsMade); // (the empty rows made for lines that were none)
    m_rows = nullptr;
}

void RecordReader::take(const Item &item)
{
    switch (item.kind) {
    case Item::Kind::Unknown:
        diagnose(item, -2, QStringLiteral("rbn.label.unknown"),
                 QStringLiteral("'%1' is not an RBN label").arg(QLatin1Char(item.label)));
        return;
    case Item::Kind::Percent:
        if (takeCarried(item))
            return;
        m_pending.append({Commentary{{}, Commentary::Style::Percent, text(item.value)}, m_place, m_after});
        return;
    case Item::Kind::Text: {
        if (!item.terminated)
            diagnose(item, -1, QStringLiteral("rbn.text.unterminated"),
                     QStringLiteral("the free text that starts here has no closing '}' at the end of a line"));
        QString t = text(item.value);
        t.replace(u'|', u'\n');
        m_pending.append({Commentary{{}, Commentary::Style::Brace, t}, m_place, m_after});
        return;
    }
    case Item::Kind::Note: {
        checkLine(item);
        const Note::Section section = m_sawPlay ? Note::Section::Play : Note::Section::Auction;
        m_notes.append(Note{section, item.label - '0', text(item.value)});
        m_noteItems.append({section, &item});
        m_place = m_sawPlay ? Place::Play : Place::Auction;
        return;
    }
    case Item::Kind::ItemLine:
        checkLine(item);
        if (!m_itemItem) {
            m_itemItem = &item;
            m_itemList = text(item.value);
        } else {
            m_itemList += u'\n' + text(item.value);
        }
        m_place = Place::End;
        return;
    case Item::Kind::Label:
        break;
    }
    m_sawLabel = true;
    const int index = labelAt(item.label);
    if (m_labels[index] || (item.label == 'I' && m_itemItem)) {
        diagnose(item, -2, QStringLiteral("rbn.label.repeated"),
                 QStringLiteral("a second %1 in the record is ignored").arg(labelName(item.label)), true);
        return;
    }
    if (m_itemItem || m_labels[labelAt('I')])
        diagnose(item, -2, QStringLiteral("rbn.label.order"), QStringLiteral("the I label must come last"), true);
    checkLine(item);
    m_labels[index] = &item;
    if (const int slot = headerSlot(item.label); slot >= 0) {
        m_place = Place::Header;
        m_after = slot;
    } else {
        switch (item.label) {
        case 'H': m_place = Place::Deal; break;
        case 'A': m_place = Place::Auction; m_sawPlay = false; break;
        case 'C': m_place = Place::Contract; break;
        case 'P': m_place = Place::Play; m_sawPlay = true; break;
        default: m_place = Place::End; break; // R M I
        }
        if (item.label == 'I') {
            m_itemItem = &item;
            m_itemList = text(item.value);
        }
    }
}

std::shared_ptr<CardRecord> RecordReader::read(const QList<Item> &items, QList<Commentary> *percentOnly,
                                               QList<Commentary> *fileHead)
{
    qsizetype first = 0;
    if (fileHead) {
        // % lines at the head of a file belong to the file
        while (first < items.size() && items[first].kind == Item::Kind::Percent) {
            Tag probe;
            if (parseCarriedTag(text(items[first].value), &probe))
                break;
            fileHead->append(Commentary{{}, Commentary::Style::Percent, text(items[first].value)});
            ++first;
        }
    }
    bool onlyPercent = true;
    for (qsizetype i = first; i < items.size() && onlyPercent; ++i) {
        if (items[i].kind != Item::Kind::Percent) {
            onlyPercent = false;
            break;
        }
        Tag probe; // (made only for a % line)
        onlyPercent = !parseCarriedTag(text(items[i].value), &probe);
    }
    if (onlyPercent) {
        for (qsizetype i = first; i < items.size(); ++i)
            percentOnly->append(Commentary{{}, Commentary::Style::Percent, text(items[i].value)});
        return nullptr;
    }
    auto record = std::make_shared<CardRecord>(Game::Bridge, 4);
    record->setSourceLine(items[first].line);
    // (room for the carried tags made once: each % line that starts with
    // '[' most likely holds one)
    // (and for the commentary and the notes: a % line that holds no tag,
    // a {} text, a note line; one allocation each, not one a growth)
    qsizetype carried = 0, comments = 0, notes = 0;
    for (qsizetype i = first; i < items.size(); ++i) {
        const Item &item = items[i];
        const bool percent = item.kind == Item::Kind::Percent;
        carried += percent && item.value.startsWith('[');
        comments += percent || item.kind == Item::Kind::Text;
        notes += item.kind == Item::Kind::Note;
    }
    m_carried.reserve(carried);
    if (comments > 0)
        m_pending.reserve(comments);
    if (notes > 0)
        m_notes.reserve(notes);
    m_end = items.constData() + items.size();
    for (qsizetype i = first; i < items.size(); ++i)
        take(items[i]);
    finish(*record);
    return record;
}

void RecordReader::buildTags(CardRecord &record, std::array<int, 9> *labelEnd)
{
    Tags &tags = record.tags();
    tags.reserve(16 + m_carried.size());
    for (int l = 0; l < 9; ++l) {
        const char label = kHeaderLabels[l];
        const Item *item = m_labels[labelAt(label)];
        const Tags expected = m_repetition->expected(label);
        Tags value = expected;
        m_repeatsPrevious = m_repeatsPrevious || (!item && !expected.isEmpty());
        m_leavesOut = m_leavesOut || !item;
        if (item) {
            Problems problems;
            value = item->null ? Tags() : headerValue(label, item->value, &problems);
            diagnose(*item, problems);
        }
        // what repetition gives is the record's own value: RBN repeats
        // values, not a mark (the writer repeats whatever equals the record
        // before), so nothing is marked Tag::inherited
        // (read through a const list: 'value' shares its data with the
        // repetition's, which a non-const loop would copy)
        for (const Tag &t : std::as_const(value)) {
            tags.append(t);
            if (t.inherited)
                tags.last().inherited = false;
        }
        m_repetition->set(label, value);
        (*labelEnd)[l] = int(tags.size());
    }
    m_repetition->endRecord();
    // (the carried tags are the record's now: moved, not copied, in one
    // append, not one a tag)
    endRows();
    m_carriedAt = tags.size();
    m_carriedCount = m_carried.size();
    tags.append(std::move(m_carried));
    m_carried.clear();
}

void RecordReader::finish(CardRecord &record)
{
    std::array<int, 9> labelEnd{};
    buildTags(record, &labelEnd);
    const int headerTags = labelEnd[8];

    // H repeats like the header labels
    const Item *h = m_labels[labelAt('H')];
    Deal deal = m_repetition->expectedDeal();
    m_repeatsPrevious = m_repeatsPrevious || (!h && deal != Deal());
    m_leavesOut = m_leavesOut || !h;
    if (h) {
        Problems problems;
        parseHands(h->value, &deal, &problems);
        diagnose(*h, problems);
    }
    m_repetition->setDeal(deal);
    record.deal() = deal;

    if (const Item *a = m_labels[labelAt('A')]) {
        Problems problems;
        const ParsedAuction pa = parseAuction(a->value, &problems);
        Auction auction = pa.auction;
        for (auto it = m_callExtras.cbegin(); it != m_callExtras.cend(); ++it)
            if (it.key() < auction.calls.size())
                applyMarkExtras(it.value(), &auction.calls[it.key()]);
        checkAuction(pa, auction, &problems);
        diagnose(*a, problems);
        record.setDealer(pa.dealer);
        record.setVulnerability(pa.vulnerability);
        record.auction() = auction;
        if (pa.lowerCase)
            record.tags().append(tag("RbnAuction", text(a->value)));
    }
    buildPlay(record);
    if (const Item *m = m_labels[labelAt('M')]) {
        const QByteArray upper = m->value.toUpper();
        int perHand = 13;
        const QList<Hand> &hands = record.deal().hands;
        if (hands.size() == 4 && hands[0].known && hands[1].known && hands[2].known && hands[3].known
            && hands[0].cards.size() == hands[1].cards.size() && hands[1].cards.size() == hands[2].cards.size()
            && hands[2].cards.size() == hands[3].cards.size() && !hands[0].cards.isEmpty())
            perHand = int(hands[0].cards.size());
        Makes makes;
        Problems problems;
        parseMakes(upper, perHand, &makes, &problems);
        diagnose(*m, problems);
        if (!upper.isEmpty())
            record.tags().append(tag("RbnMakes", text(upper)));
    }
    if (m_itemItem && !m_itemList.isEmpty())
        record.tags().append(tag("RbnItems", m_itemList));

    // (a list of one or none is in order: not sorted, since begin() on a
    // list that never held anything allocates a block to detach)
    // (the writer's notes come in order: sorted only when they are not,
    // since the sort takes a buffer)
    const auto bySection = [](const Note &a, const Note &b) { return a.section < b.section; };
    if (m_notes.size() > 1 && !std::is_sorted(m_notes.cbegin(), m_notes.cend(), bySection))
        std::stable_sort(m_notes.begin(), m_notes.end(), bySection);
    if (m_extraNotes.size() > 1)
        std::stable_sort(m_extraNotes.begin(), m_extraNotes.end(),
                         [](const QPair<int, Note> &a, const QPair<int, Note> &b) { return a.first < b.first; });
    for (const auto &[position, note] : std::as_const(m_extraNotes))
        m_notes.insert(qBound(0, position, int(m_notes.size())), note);
    record.notes() = m_notes;
    checkNoteRefs(record, m_labels[labelAt('A')], m_labels[labelAt('P')]);
    resolveAnchors(record, labelEnd, headerTags);
}

// The trump suit when C does not give the contract: a complete auction's
// final contract, or a Contract tag carried over from PBN ("4S", or an end
// position's trump alone, "S").
bool RecordReader::trumpOutsideC(const CardRecord &record, Suit *trump) const
{
    const Auction &auction = record.auction();
    if (bridge::isComplete(auction.calls) && auction.first != NoSeat) {
        Seat declarer = NoSeat;
        const Contract reached = bridge::finalContract(auction, record.seats(), &declarer);
        if (reached.isBid()) {
            *trump = reached.trump();
            return true;
        }
    }
    // (the carried tags, which buildTags() moved into the record)
    for (qsizetype i = m_carriedAt; i < m_carriedAt + m_carriedCount; ++i) {
        const Tag &t = record.tags()[i];
        if (t.name != QLatin1StringView("Contract"))
            continue;
        Contract c;
        Strain strain;
        if (Contract::fromString(t.value, &c) && c.isBid()) {
            *trump = c.trump();
            return true;
        }
        if (strainFromString(t.value, &strain)) {
            *trump = strainSuit(strain);
            return true;
        }
    }
    return false;
}

void RecordReader::buildPlay(CardRecord &record)
{
    const Item *c = m_labels[labelAt('C')];
    const Item *p = m_labels[labelAt('P')];
    const Item *r = m_labels[labelAt('R')];
    Seat statedLeader = NoSeat;
    if (c) {
        Problems problems;
        const ParsedContract pc = parseContract(c->value, &problems);
        diagnose(*c, problems);
        record.setContract(pc.contract);
        record.setDeclarer(pc.declarer);
        statedLeader = pc.leader;
        if (pc.keepData)
            record.tags().append(tag("RbnContract", text(c->value.toUpper())));
        // the contract the auction reached, when it is complete
        const Auction &auction = record.auction();
        if (pc.contract.isBid() && pc.contract.level > 0 && bridge::isComplete(auction.calls)
            && auction.first != NoSeat) {
            Seat byAuction = NoSeat;
            const Contract reached = bridge::finalContract(auction, record.seats(), &byAuction);
            // (PBN's irregular declarer, carried as %[Declarer "^S"]: declarer
            // and dummy swapped, so the auction's declarer is the partner)
            const auto swapped = [&] {
                return byAuction == record.seats().next(pc.declarer, 2)
                       && record.tag(QStringLiteral("Declarer")) == QLatin1Char('^') + record.seats().letter(pc.declarer);
            };
            if (!(reached == pc.contract) || (pc.declarer != NoSeat && byAuction != pc.declarer && !swapped()))
                diagnose(*c, 0, QStringLiteral("rbn.contract.auction"),
                         QStringLiteral("the auction ends in %1 by %2, not in this contract")
                             .arg(reached.toString(), record.seats().letter(byAuction)), true);
        }
    }
    Seat leader = statedLeader;
    if (leader == NoSeat && p && record.declarer() != NoSeat)
        leader = record.seats().next(record.declarer());
    if (p) {
        PlayContext ctx;
        ctx.deal = &record.deal();
        ctx.leader = leader;
        ctx.trumpKnown = record.contract().isBid();
        ctx.trump = record.contract().trump();
        if (!ctx.trumpKnown) // the contract known elsewhere: the auction, or PBN's Contract carried over
            ctx.trumpKnown = trumpOutsideC(record, &ctx.trump);
        ctx.extras = &m_cardExtras;
        Problems problems;
        ParsedPlay pp = parsePlay(p->value, ctx, &problems);
        diagnose(*p, problems);
        record.play() = std::move(pp.play);
        if (pp.keepData)
            record.tags().append(tag("RbnPlay", text(p->value)));
    } else {
        record.play().leader = leader;
    }
    if (r) {
        Problems problems;
        const ParsedResult pr = parseResult(r->value, &problems);
        diagnose(*r, problems);
        record.setResult(pr.tricks);
        record.scores() = pr.scores;
        if (pr.passedOut) {
            if (record.contract().isBid())
                diagnose(*r, 0, QStringLiteral("rbn.result.passed-out"),
                         QStringLiteral("R says the deal was passed out, but C gives a contract"), true);
            else
                record.setContract(Contract{Contract::Kind::PassedOut});
        }
        if (pr.keepData)
            record.tags().append(tag("RbnResult", text(r->value.toUpper())));
    }
}

void RecordReader::resolveAnchors(CardRecord &record, const std::array<int, 9> &labelEnd, int headerTags)
{
    if (m_pending.isEmpty())
        return; // (nothing to place: begin() would allocate a block to detach)
    const int calls = int(record.auction().calls.size());
    const int cards = record.play().cardCount();
    for (Pending &p : m_pending) {
        Anchor &a = p.comment.anchor;
        switch (p.place) {
        case Place::Start: a = {Anchor::Kind::Record, -1}; break;
        case Place::Header: {
            const int last = p.after >= 9 ? headerTags + (p.after - 9) : labelEnd[p.after] - 1;
            a = last >= 0 ? Anchor{Anchor::Kind::Tag, last} : Anchor{Anchor::Kind::Record, -1};
            break;
        }
        case Place::Deal: a = {Anchor::Kind::Call, -1}; break;
        case Place::Auction: a = {Anchor::Kind::Call, calls - 1}; break;
        case Place::Contract: a = {Anchor::Kind::Card, -1}; break;
        case Place::Play: a = {Anchor::Kind::Card, cards - 1}; break;
        case Place::End: a = {Anchor::Kind::End, -1}; break;
        }
    }
    // in the order the writer puts them: by place, then as written (the
    // writer's own come so: sorted only when they do not, since the sort
    // takes a buffer)
    const auto byPlace = [](const Pending &x, const Pending &y) {
        const Anchor &a = x.comment.anchor, &b = y.comment.anchor;
        if (anchorOrder(a.kind) != anchorOrder(b.kind))
            return anchorOrder(a.kind) < anchorOrder(b.kind);
        return a.index < b.index;
    };
    if (!std::is_sorted(m_pending.cbegin(), m_pending.cend(), byPlace))
        std::stable_sort(m_pending.begin(), m_pending.end(), byPlace);
    QList<Commentary> &comments = record.comments();
    comments.reserve(comments.size() + m_pending.size());
    for (Pending &p : m_pending)
        comments.append(std::move(p.comment));
    m_pending.clear();
}

} // namespace kib::rbn
