#include "querynode.h"

#include "conditions.h"
#include "spanfacts.h"

#include "model/cardrecord.h"

#include <optional>

namespace kib {

namespace {

struct FieldInfo
{
    const char *name;
    bool argument;
};

// Every field a condition may name (docs/cli.md lists what each means).
constexpr FieldInfo kFields[] = {
    {"player", false}, {"north", false},    {"east", false},     {"south", false},  {"west", false},
    {"event", false},  {"site", false},     {"date", false},     {"board", false},  {"contract", false},
    {"level", false},  {"strain", false},   {"declarer", false}, {"dealer", false}, {"result", false},
    {"score", false},  {"game", false},     {"text", false},     {"tag", true},     {"hcp", true},
    {"spades", true},  {"hearts", true},    {"diamonds", true},  {"clubs", true},   {"shape", true},
};

const Tag *findTag(const Record &r, QStringView name)
{
    for (const Tag &t : r.tags())
        if (t.name.compare(name, Qt::CaseInsensitive) == 0)
            return &t;
    return nullptr;
}

// A tag's value when it says something ("", "?" and "#" do not).
std::optional<QString> tagValue(const Record &r, QStringView name)
{
    const Tag *t = findTag(r, name);
    return t ? Conditions::meaningful(t->value) : std::nullopt;
}

using Conditions::compareNumber;
using Conditions::compareText;

// The seats named by a seat argument: "N", "S", "NS", "EW" (bridge letters,
// or the record's own seat letters).
QList<Seat> seatsOf(const QString &arg, const SeatLayout *layout)
{
    QList<Seat> out;
    for (QChar c : arg) {
        Seat s = layout ? layout->fromLetter(QStringView(&c, 1)) : NoSeat;
        if (s == NoSeat) {
            switch (c.toUpper().unicode()) {
            case 'N': s = North; break;
            case 'E': s = East; break;
            case 'S': s = South; break;
            case 'W': s = West; break;
            default: return {};
            }
        }
        out.append(s);
    }
    return out;
}

const Hand *handOf(const CardRecord &r, Seat s)
{
    if (s < 0 || s >= r.deal().hands.size())
        return nullptr;
    const Hand &h = r.deal().hands.at(s);
    return h.known && !h.cards.isEmpty() ? &h : nullptr;
}

int hcp(const Hand &h)
{
    int points = 0;
    for (Card c : h.cards)
        if (c.rank() >= RankJack && c.rank() <= RankAce)
            points += c.rank() - RankTen;
    return points;
}

int length(const Hand &h, Suit suit)
{
    int n = 0;
    for (Card c : h.cards)
        n += c.suit() == suit;
    return n;
}

// A shape pattern: four places in the order spades hearts diamonds clubs,
// each a digit (exactly), a digit and '+' (at least) or 'x' (any); "any"
// before it lets the suits come in any order.
struct Shape
{
    bool anyOrder = false;
    int min[4] = {0, 0, 0, 0};
    int max[4] = {13, 13, 13, 13};
};

std::optional<Shape> parseShape(const QString &text)
{
    Shape s;
    QString p = text.trimmed();
    if (p.startsWith(QLatin1String("any "), Qt::CaseInsensitive)) {
        s.anyOrder = true;
        p = p.mid(4).trimmed();
    }
    int place = 0;
    for (int i = 0; i < p.size(); ++i) {
        const QChar c = p.at(i);
        if (place >= 4)
            return std::nullopt;
        if (c == u'x' || c == u'X') {
            ++place;
        } else if (c.isDigit()) {
            s.min[place] = c.digitValue();
            if (i + 1 < p.size() && p.at(i + 1) == u'+')
                ++i;
            else
                s.max[place] = c.digitValue();
            ++place;
        } else if (c != u'-') {
            return std::nullopt;
        }
    }
    if (place != 4)
        return std::nullopt;
    return s;
}

bool fits(const Shape &shape, const int lengths[4])
{
    int order[4] = {0, 1, 2, 3};
    do {
        bool ok = true;
        for (int i = 0; i < 4 && ok; ++i)
            ok = lengths[order[i]] >= shape.min[i] && lengths[order[i]] <= shape.max[i];
        if (ok)
            return true;
    } while (shape.anyOrder && std::next_permutation(order, order + 4));
    return false;
}

bool textMatches(const Record &r, const QString &want)
{
    for (const Commentary &c : r.comments())
        if (c.text.contains(want, Qt::CaseInsensitive))
            return true;
    for (const Note &n : r.notes())
        if (n.text.contains(want, Qt::CaseInsensitive))
            return true;
    return false;
}

} // namespace

bool QueryNode::knownField(const QString &field, bool *takesArgument)
{
    for (const FieldInfo &f : kFields)
        if (field == QLatin1String(f.name)) {
            *takesArgument = f.argument;
            return true;
        }
    return false;
}

QString QueryNode::check() const
{
    bool numeric = false;
    for (const char *f : {"level", "result", "score", "hcp", "spades", "hearts", "diamonds", "clubs"})
        numeric = numeric || field == QLatin1String(f);
    if (numeric) {
        bool ok = false;
        value.toInt(&ok);
        if (!ok)
            return QStringLiteral("%1 takes a number, not '%2'").arg(field, value);
        if (op == Op::Contains)
            return QStringLiteral("%1 is a number: compare it with = != < <= > >=").arg(field);
    }
    if (field == u"shape") {
        if (!parseShape(value))
            return QStringLiteral("'%1' is not a shape: four places, spades to clubs, each a digit, a digit and '+' "
                                  "or 'x' (5+5+xx, 4333), 'any' before it for any order")
                .arg(value);
        if (op != Op::Equal && op != Op::NotEqual)
            return QStringLiteral("shape takes = or !=");
    }
    const bool seatArgument = field == u"hcp" || field == u"spades" || field == u"hearts" || field == u"diamonds"
                              || field == u"clubs" || field == u"shape";
    if (seatArgument && (seatsOf(argument, nullptr).isEmpty() || (field != u"hcp" && argument.size() != 1)))
        return QStringLiteral("%1(%2): a seat is N, E, S or W%3").arg(field, argument,
                                                                      field == u"hcp" ? QStringLiteral(" (or NS, EW)")
                                                                                      : QString());
    return {};
}

bool QueryNode::matches(const Record &r) const
{
    switch (kind) {
    case Kind::And:
        for (const auto &c : children)
            if (!c->matches(r))
                return false;
        return true;
    case Kind::Or:
        for (const auto &c : children)
            if (c->matches(r))
                return true;
        return false;
    case Kind::Not: return !children.first()->matches(r);
    case Kind::Condition: break;
    }
    const auto *card = dynamic_cast<const CardRecord *>(&r);
    if (field == u"text")
        return textMatches(r, value);
    if (field == u"player") {
        for (const char *seat : {"North", "East", "South", "West"})
            if (const auto v = tagValue(r, QString::fromLatin1(seat)); v && compareText(*v, value, op))
                return true;
        return false;
    }
    for (const char *tag : {"north", "east", "south", "west", "event", "site", "date"})
        if (field == QLatin1String(tag)) {
            const auto v = tagValue(r, field);
            return v && compareText(*v, value, op);
        }
    if (field == u"tag") {
        const auto v = tagValue(r, argument);
        return v && compareText(*v, value, op);
    }
    if (field == u"game")
        return compareText(gameId(r.game()), value, op);
    if (field == u"board")
        return Conditions::board(tagValue(r, u"Board"), value, op);
    if (field == u"score")
        return compareNumber(Conditions::score(tagValue(r, u"Score")), value, op);
    if (!card)
        return false;
    if (field == u"contract")
        return Conditions::contract(card->contract(), value, op);
    if (field == u"level")
        return Conditions::level(card->contract(), value, op);
    if (field == u"strain")
        return Conditions::strain(card->contract(), value, op);
    if (field == u"declarer" || field == u"dealer")
        return Conditions::seat(field == u"declarer" ? card->declarer() : card->dealer(), card->seats(), value, op);
    if (field == u"result")
        return compareNumber(card->result(), value, op);
    const QList<Seat> seats = seatsOf(argument, &card->seats());
    if (seats.isEmpty())
        return false;
    if (field == u"hcp") {
        int total = 0;
        for (Seat s : seats) {
            const Hand *h = handOf(*card, s);
            if (!h)
                return false;
            total += hcp(*h);
        }
        return compareNumber(total, value, op);
    }
    const Hand *h = handOf(*card, seats.first());
    if (!h)
        return false;
    for (const auto &[name, suit] : {std::pair{"spades", Suit::Spades}, std::pair{"hearts", Suit::Hearts},
                                     std::pair{"diamonds", Suit::Diamonds}, std::pair{"clubs", Suit::Clubs}})
        if (field == QLatin1String(name))
            return compareNumber(length(*h, suit), value, op);
    if (field == u"shape") {
        const std::optional<Shape> shape = parseShape(value);
        const int lengths[4] = {length(*h, Suit::Spades), length(*h, Suit::Hearts), length(*h, Suit::Diamonds),
                                length(*h, Suit::Clubs)};
        return shape && (fits(*shape, lengths) != (op == Op::NotEqual));
    }
    return false;
}

namespace {

// A word whose every place in a record's text is a place of the same bytes
// in the file: printable ASCII, none of PBN's quoting, escape, comment or
// inheritance characters, no space (the reader may change spacing).
bool plainWord(const QString &word)
{
    if (word.isEmpty())
        return false;
    for (QChar c : word) {
        const char16_t u = c.unicode();
        if (u <= 0x20 || u >= 0x7F || u == '"' || u == '\\' || u == '#' || u == '{' || u == '}' || u == '['
            || u == ']' || u == ';' || u == '%')
            return false;
    }
    return true;
}

} // namespace

QueryNode::Judgement QueryNode::prejudge(const SpanFacts &facts) const
{
    switch (kind) {
    case Kind::And: {
        Judgement all = Judgement::Yes;
        for (const auto &c : children) {
            const Judgement j = c->prejudge(facts);
            if (j == Judgement::No)
                return Judgement::No;
            if (j == Judgement::Maybe)
                all = Judgement::Maybe;
        }
        return all;
    }
    case Kind::Or: {
        Judgement any = Judgement::No;
        for (const auto &c : children) {
            const Judgement j = c->prejudge(facts);
            if (j == Judgement::Yes)
                return Judgement::Yes;
            if (j == Judgement::Maybe)
                any = Judgement::Maybe;
        }
        return any;
    }
    case Kind::Not:
        switch (children.first()->prejudge(facts)) {
        case Judgement::No: return Judgement::Yes;
        case Judgement::Yes: return Judgement::No;
        case Judgement::Maybe: return Judgement::Maybe;
        }
        return Judgement::Maybe;
    case Kind::Condition: break;
    }
    const auto verdict = [](bool yes) { return yes ? Judgement::Yes : Judgement::No; };
    // A word a tag value, comment or note must contain: absent from the
    // bytes, it is absent from the record. (Qt's caseless comparison folds
    // U+017F to 's' and U+212A to 'k': with those letters, ASCII bytes only.)
    static const char *const textFields[] = {"text", "player", "north", "east", "south", "west", "event", "site", "date"};
    bool textField = false;
    for (const char *f : textFields)
        textField = textField || field == QLatin1String(f);
    if (field == u"tag")
        for (const char *t : {"event", "site", "date", "north", "east", "south", "west"})
            textField = textField || argument.compare(QLatin1String(t), Qt::CaseInsensitive) == 0;
    if (textField) {
        if (!facts.textInBytes || (op != Op::Contains && op != Op::Equal) || !plainWord(value))
            return Judgement::Maybe;
        const QByteArray word = value.toLower().toLatin1();
        if (!facts.ascii && (word.contains('s') || word.contains('k')))
            return Judgement::Maybe;
        return SpanFacts::containsCaseless(facts.bytes, word) ? Judgement::Maybe : Judgement::No;
    }
    if (const std::optional<bool> yes = prejudgeTag(facts))
        return verdict(*yes);
    const bool handField = field == u"hcp" || field == u"spades" || field == u"hearts" || field == u"diamonds"
                           || field == u"clubs" || field == u"shape";
    if (!handField || !facts.handsKnown)
        return Judgement::Maybe;
    const QList<Seat> seats = seatsOf(argument, nullptr);
    if (seats.isEmpty())
        return Judgement::Maybe;
    if (field == u"hcp") {
        int total = 0;
        for (Seat s : seats)
            total += facts.hcp[s];
        return verdict(compareNumber(total, value, op));
    }
    if (field == u"shape") {
        const std::optional<Shape> shape = parseShape(value);
        return verdict(shape && (fits(*shape, facts.length[seats.first()]) != (op == Op::NotEqual)));
    }
    const int suit = field == u"spades" ? 0 : field == u"hearts" ? 1 : field == u"diamonds" ? 2 : 3;
    return verdict(compareNumber(facts.length[seats.first()][suit], value, op));
}

std::optional<bool> QueryNode::prejudgeTag(const SpanFacts &facts) const
{
    using T = SpanFacts::Tag;
    const auto known = [&](T t) { return facts.textInBytes && facts.tagKnown[t]; };
    const auto text = [&](T t) -> std::optional<QString> {
        return facts.tagValue[t].isNull() ? std::nullopt : Conditions::meaningful(QString::fromLatin1(facts.tagValue[t]));
    };
    if (field == u"board")
        return known(T::Board) ? std::optional(Conditions::board(text(T::Board), value, op)) : std::nullopt;
    if (field == u"score")
        return known(T::Score) ? std::optional(compareNumber(Conditions::score(text(T::Score)), value, op)) : std::nullopt;
    Contract c;
    if (field == u"contract" || field == u"level" || field == u"strain") {
        if (!known(T::Contract) || !Conditions::pbnContract(facts.tagValue[T::Contract], &c))
            return std::nullopt;
        return field == u"contract" ? Conditions::contract(c, value, op)
               : field == u"level"  ? Conditions::level(c, value, op)
                                    : Conditions::strain(c, value, op);
    }
    Seat s = NoSeat;
    if (field == u"declarer" || field == u"dealer") {
        const T t = field == u"declarer" ? T::Declarer : T::Dealer;
        if (!known(t) || !Conditions::pbnSeat(facts.tagValue[t], t == T::Declarer, &s))
            return std::nullopt;
        return Conditions::seat(s, SeatLayout(), value, op);
    }
    if (field == u"result") {
        // (the reader counts a result against the deal's 13 cards a hand)
        std::optional<int> tricks;
        if (!facts.handsKnown || !known(T::Result) || !known(T::Declarer)
            || !Conditions::pbnSeat(facts.tagValue[T::Declarer], true, &s)
            || !Conditions::pbnResult(facts.tagValue[T::Result], s, &tricks))
            return std::nullopt;
        return compareNumber(tricks, value, op);
    }
    return std::nullopt;
}

} // namespace kib
