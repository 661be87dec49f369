#include "recordsummary.h"

#include "cardrecord.h"

#include <QSet>


namespace kib {

namespace {

// A tag's text as a label: trimmed; null when that is blank, ? or #, or
// longer than 'maxSize' (-1: any length). (Looked at trimmed in place: a
// text with no space at either end, most of them, is taken as it is, one
// atomic count, not copied to be trimmed and copied again.)
QString labelOf(const QString &text, int maxSize)
{
    const QStringView v = QStringView(text).trimmed();
    if (v.isEmpty() || v == u"?" || v == u"#" || (maxSize >= 0 && v.size() > maxSize))
        return QString();
    return v.size() == text.size() ? text : v.toString();
}

QString firstSet(const Record &record, std::initializer_list<const char *> names, int maxSize)
{
    for (const char *name : names) {
        QString v = labelOf(record.tag(QLatin1String(name)), maxSize);
        if (!v.isNull())
            return v;
    }
    return QString();
}

// The same text shared by every summary that holds it: a large file repeats
// its event and players from board to board, and a summary is kept for each
// (issue 18: 1,000,000 boards in the viewer). The pool is the thread's own
// and bounded, so it costs nothing to share and stays small.
QString shared(const QString &text, int which)
{
    if (text.isEmpty())
        return QString();
    thread_local QSet<QString> pool;
    // (the very text asked for last for the same field, as the reader's
    // value cache shares a file's names from game to game: its answer again,
    // no hashing; the text is held, so the same data means the same text)
    thread_local struct { QString text, answer; } lastOf[5];
    auto &last = lastOf[which];
    if (text.constData() == last.text.constData() && text.size() == last.text.size())
        return last.answer;
    QString answer = text;
    const auto it = pool.constFind(text);
    if (it != pool.cend()) {
        answer = *it;
    } else {
        if (pool.size() >= 4096)
            pool.clear();
        pool.insert(text);
    }
    if (text.capacity() > 0) // (not raw data, which has no room: held, it stays)
        last = {text, answer};
    return answer;
}

} // namespace

bool RecordSummary::describes(const Record &record)
{
    return record.game() == Game::Bridge && dynamic_cast<const CardRecord *>(&record);
}

QString RecordSummary::boardLabel(const Record &record)
{
    return firstSet(record, {"Board", "Deal", "Game"}, 12);
}

QString RecordSummary::eventLabel(const Record &record)
{
    return firstSet(record, {"Event", "Site", "Location", "Date"}, -1);
}

RecordSummary RecordSummary::of(const Record &record)
{
    // One pass over the tags (the first of each name counts, as in
    // Record::tag()): a summary is made for every game of a large file.
    enum Slot { Board, Deal, GameTag, Event, Site, Location, Date, North, East, South, West, ContractTag,
                DeclarerTag, ResultTag, SlotCount };
    // The one name a tag can be, told by its length and one or two letters
    // (the summary's names differ there), then compared in full.
    struct Name
    {
        const char *text;
        Slot slot;
    };
    static constexpr Name deal{"Deal", Deal}, game{"Game", GameTag}, site{"Site", Site}, date{"Date", Date},
        east{"East", East}, west{"West", West}, board{"Board", Board}, event{"Event", Event}, north{"North", North},
        south{"South", South}, result{"Result", ResultTag}, location{"Location", Location},
        contract{"Contract", ContractTag}, declarer{"Declarer", DeclarerTag};
    const QString *found[SlotCount] = {};
    for (const Tag &t : record.tags()) {
        const qsizetype size = t.name.size();
        if (size < 4)
            continue;
        const char16_t *u = reinterpret_cast<const char16_t *>(t.name.constData());
        const Name *n = nullptr;
        switch (size * 128 + (u[0] < 128 ? u[0] : 0)) {
        case 4 * 128 + 'D': n = u[2] == u'a' ? &deal : &date; break;
        case 4 * 128 + 'G': n = &game; break;
        case 4 * 128 + 'S': n = &site; break;
        case 4 * 128 + 'E': n = &east; break;
        case 4 * 128 + 'W': n = &west; break;
        case 5 * 128 + 'B': n = &board; break;
        case 5 * 128 + 'E': n = &event; break;
        case 5 * 128 + 'N': n = &north; break;
        case 5 * 128 + 'S': n = &south; break;
        case 6 * 128 + 'R': n = &result; break;
        case 8 * 128 + 'L': n = &location; break;
        case 8 * 128 + 'C': n = &contract; break;
        case 8 * 128 + 'D': n = &declarer; break;
        default: continue;
        }
        qsizetype i = 1;
        while (i < size && u[i] == char16_t(n->text[i]))
            ++i;
        if (i == size && !found[n->slot])
            found[n->slot] = &t.value;
    }
    // (the tag's own text, not a copy: shared() and the summary's fields
    // take theirs, and a copy here would be two more atomic counts a field)
    static const QString none;
    auto value = [&](int i) -> const QString & { return found[i] ? *found[i] : none; };
    auto firstSet = [&](std::initializer_list<int> slots, int maxSize) -> QString {
        for (int i : slots) {
            if (!found[i])
                continue;
            QString v = labelOf(*found[i], maxSize);
            if (!v.isNull())
                return v;
        }
        return QString();
    };

    RecordSummary s;
    s.game = record.game();
    s.board = firstSet({Board, Deal, GameTag}, 12);
    s.event = shared(firstSet({Event, Site, Location, Date}, -1), 0);
    s.north = shared(value(North), 1);
    s.east = shared(value(East), 2);
    s.south = shared(value(South), 3);
    s.west = shared(value(West), 4);
    const auto *card = dynamic_cast<const CardRecord *>(&record);
    if (card && card->contract().kind != Contract::Kind::Unknown)
        s.contract = card->contract();
    else
        s.contractTag = value(ContractTag);
    if (card && card->declarer() != NoSeat)
        s.declarer = card->declarer();
    else
        s.declarerTag = value(DeclarerTag);
    if (card && card->result())
        s.result = *card->result();
    else
        s.resultTag = value(ResultTag);
    return s;
}

} // namespace kib
