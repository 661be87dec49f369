#include "recordsummary.h"

#include "cardrecord.h"

namespace kib {

namespace {

QString firstSet(const Record &record, std::initializer_list<const char *> names, int maxSize)
{
    for (const char *name : names) {
        const QString v = record.tag(QLatin1String(name)).trimmed();
        if (!v.isEmpty() && v != u"?" && v != u"#" && (maxSize < 0 || v.size() <= maxSize))
            return v;
    }
    return QString();
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
    static const QString names[SlotCount] = {
        QStringLiteral("Board"), QStringLiteral("Deal"), QStringLiteral("Game"), QStringLiteral("Event"),
        QStringLiteral("Site"), QStringLiteral("Location"), QStringLiteral("Date"), QStringLiteral("North"),
        QStringLiteral("East"), QStringLiteral("South"), QStringLiteral("West"), QStringLiteral("Contract"),
        QStringLiteral("Declarer"), QStringLiteral("Result")};
    const QString *found[SlotCount] = {};
    for (const Tag &t : record.tags()) {
        for (int i = 0; i < SlotCount; ++i) {
            if (!found[i] && t.name.size() == names[i].size() && t.name == names[i]) {
                found[i] = &t.value;
                break;
            }
        }
    }
    auto value = [&](int i) { return found[i] ? *found[i] : QString(); };
    auto firstSet = [&](std::initializer_list<int> slots, int maxSize) {
        for (int i : slots) {
            if (!found[i])
                continue;
            const QString v = found[i]->trimmed();
            if (!v.isEmpty() && v != u"?" && v != u"#" && (maxSize < 0 || v.size() <= maxSize))
                return v;
        }
        return QString();
    };

    RecordSummary s;
    s.game = record.game();
    s.board = firstSet({Board, Deal, GameTag}, 12);
    s.event = firstSet({Event, Site, Location, Date}, -1);
    s.north = value(North);
    s.east = value(East);
    s.south = value(South);
    s.west = value(West);
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
