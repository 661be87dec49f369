#include "tagrules.h"

#include "cardrecord.h"

namespace kib {

namespace {

TagRules::Check fail(const QString &message)
{
    TagRules::Check c;
    c.ok = false;
    c.code = QStringLiteral("tag.bad-value");
    c.message = message;
    return c;
}

bool isBridge(const Record &record)
{
    return record.game() == Game::Bridge && dynamic_cast<const CardRecord *>(&record);
}

bool isUnknown(const QString &value)
{
    return value.isEmpty() || value == u"?";
}

Seat seatOf(QStringView s)
{
    return s.size() == 1 ? bridgeSeatFromLetter(s.at(0).unicode()) : NoSeat;
}

// The standard's spellings only (the model's own reader also takes "0").
bool vulnerableOf(const QString &value, Vulnerability *v)
{
    static const QStringList names = {QStringLiteral("none"), QStringLiteral("love"), QStringLiteral("-"),
                                      QStringLiteral("ns"),   QStringLiteral("ew"),   QStringLiteral("all"),
                                      QStringLiteral("both")};
    return names.contains(value.toLower()) && vulnerabilityFromString(value, v);
}

// A bridge contract as PBN writes it: Pass, or level 1..7, C D H S NT, X or XX.
bool contractOf(const QString &value, Contract *c)
{
    const QString u = value.toUpper();
    if (u == u"PASS") {
        *c = Contract{};
        c->kind = Contract::Kind::PassedOut;
        return true;
    }
    if (u.size() < 2 || u.at(0) < u'1' || u.at(0) > u'7')
        return false;
    qsizetype len = u.mid(1).startsWith(u"NT") ? 2 : 1;
    const QString strain = u.mid(1, len);
    if (strain == u"N" || !Contract::fromString(u, c) || !c->isBid() || c->strain == Strain::Misere)
        return false;
    const QString risk = u.mid(1 + len);
    return risk.isEmpty() || risk == u"X" || risk == u"XX";
}

bool isScoreTag(QStringView name)
{
    return name == u"Score" || name == u"ScoreIMP" || name == u"ScoreMP" || name == u"ScorePercentage"
           || name == u"ScoreRubber";
}

bool isDateTag(QStringView name)
{
    return name == u"Date" || name == u"EventDate" || name == u"UTCDate";
}

bool isTimeTag(QStringView name)
{
    return name == u"Time" || name == u"UTCTime";
}

} // namespace

const QStringList &TagRules::mandatory()
{
    static const QStringList names = {
        QStringLiteral("Event"),    QStringLiteral("Site"),       QStringLiteral("Date"),
        QStringLiteral("Board"),    QStringLiteral("West"),       QStringLiteral("North"),
        QStringLiteral("East"),     QStringLiteral("South"),      QStringLiteral("Dealer"),
        QStringLiteral("Vulnerable"), QStringLiteral("Deal"),     QStringLiteral("Scoring"),
        QStringLiteral("Declarer"), QStringLiteral("Contract"),   QStringLiteral("Result"),
    };
    return names;
}

bool TagRules::isMandatory(QStringView name)
{
    for (const QString &m : mandatory())
        if (m == name)
            return true;
    return false;
}

bool TagRules::isEntryOwned(QStringView name)
{
    return name == u"Deal" || name == u"Auction" || name == u"Play";
}

bool TagRules::isModelOwned(QStringView name)
{
    return name == u"Dealer" || name == u"Vulnerable" || name == u"Declarer" || name == u"Contract"
           || name == u"Result" || name == u"Hidden" || isScoreTag(name) || isEntryOwned(name);
}

bool TagRules::isEditable(const Record &record, int tagIndex)
{
    if (tagIndex < 0 || tagIndex >= record.tags().size())
        return false;
    const Tag &t = record.tags().at(tagIndex);
    return !t.isTable() && !(isBridge(record) && isEntryOwned(t.name));
}

TagRules::Check TagRules::checkName(const Record &record, const QString &name)
{
    if (name.isEmpty())
        return fail(QStringLiteral("A tag needs a name"));
    if (!(name.at(0) >= u'A' && name.at(0) <= u'Z'))
        return fail(QStringLiteral("\"%1\": a tag name begins with an upper-case letter").arg(name));
    for (QChar c : name) {
        const char16_t u = c.unicode();
        if (!((u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z') || (u >= '0' && u <= '9') || u == '_'))
            return fail(QStringLiteral("\"%1\": a tag name holds only letters, digits and '_' (not '%2')")
                            .arg(name, c));
    }
    if (record.hasTag(name))
        return fail(QStringLiteral("The record has a %1 tag already: edit its value").arg(name));
    if (isBridge(record) && isEntryOwned(name))
        return fail(QStringLiteral("%1 is entered with its own editor, not as a tag").arg(name));
    return {};
}

TagRules::Check TagRules::check(const Record &record, const QString &name, const QString &value)
{
    if (value.contains(u'\n') || value.contains(u'\r'))
        return fail(QStringLiteral("%1: a tag value is one line").arg(name));
    if (!isBridge(record))
        return {};
    if (name == u"Deal")
        return fail(QStringLiteral("The deal is edited with Edit ▸ Edit Deal…"));
    if (name == u"Auction" || name == u"Play")
        return fail(QStringLiteral("The %1 tag follows the %2 entered").arg(name, name == u"Play" ? u"play" : u"auction"));
    if (isUnknown(value))
        return {};
    if (isDateTag(name)) {
        Check c = TagValues::date(value, name);
        if (c.warning)
            return fail(c.message);
        return c;
    }
    if (isTimeTag(name))
        return TagValues::time(value, name);
    if (name == u"Round")
        return TagValues::round(value);
    if (name == u"Board") {
        bool ok = false;
        const int n = value.toInt(&ok);
        if (!ok || n < 1 || value.startsWith(u'+'))
            return fail(QStringLiteral("Board \"%1\" is not a positive number").arg(value));
        return {};
    }
    if (name == u"Dealer") {
        if (seatOf(value) == NoSeat)
            return fail(QStringLiteral("Dealer \"%1\" is not a seat: N, E, S or W").arg(value));
        return {};
    }
    if (name == u"Declarer") {
        const QStringView v = value.startsWith(u'^') ? QStringView(value).mid(1) : QStringView(value);
        if (seatOf(v) == NoSeat)
            return fail(QStringLiteral("Declarer \"%1\" is not a seat N, E, S or W (or ^ and a seat when "
                                       "declarer and dummy were swapped)")
                            .arg(value));
        return {};
    }
    if (name == u"Vulnerable") {
        Vulnerability v;
        if (!vulnerableOf(value, &v))
            return fail(QStringLiteral("Vulnerable \"%1\" is not None, NS, EW or All (or Love, -, Both)").arg(value));
        return {};
    }
    if (name == u"Contract") {
        Contract c;
        if (!contractOf(value, &c))
            return fail(QStringLiteral("Contract \"%1\" is not Pass or a level 1 to 7, a denomination C, D, H, S "
                                       "or NT, and X or XX when doubled (e.g. 4HX)")
                            .arg(value));
        return {};
    }
    if (name == u"Result")
        return TagValues::result(value, 13).check;
    if (name == u"Hidden") {
        QString seen;
        for (QChar c : value) {
            if (seatOf(QStringView(&c, 1)) == NoSeat)
                return fail(QStringLiteral("Hidden \"%1\": '%2' is not a seat N, E, S or W").arg(value, c));
            if (seen.contains(c.toUpper()))
                return fail(QStringLiteral("Hidden \"%1\" names %2 twice").arg(value, c));
            seen += c.toUpper();
        }
        return {};
    }
    if (name == u"Scoring") {
        for (const QString &field : value.split(u';')) {
            if (field.isEmpty())
                return fail(QStringLiteral("Scoring \"%1\" has an empty field between ';'").arg(value));
            for (QChar c : field)
                if (!c.isLetterOrNumber() && c != u'_' && c != u'-')
                    return fail(QStringLiteral("Scoring \"%1\": a field is a word such as MP, IMP or Butler, "
                                               "fields separated by ';'")
                                    .arg(value));
        }
        return {};
    }
    if (isScoreTag(name))
        return TagValues::score(value, TagValues::scoreKind(name), false, name);
    if (name == u"OptimumScore")
        return TagValues::score(value, TagValues::ScoreKind::Integer, true, name);
    return {};
}

QString TagRules::normalized(const QString &name, const QString &value)
{
    if (isUnknown(value))
        return value;
    if (name == u"Dealer" || name == u"Declarer" || name == u"Hidden")
        return value.toUpper();
    if (name == u"Vulnerable") {
        Vulnerability v;
        return vulnerableOf(value, &v) ? vulnerabilityToString(v) : value;
    }
    if (name == u"Contract") {
        Contract c;
        return contractOf(value, &c) ? c.toString() : value;
    }
    return value;
}

void TagRules::applyToModel(CardRecord &r, const QString &name, const QString &value)
{
    const bool unknown = isUnknown(value);
    if (name == u"Dealer") {
        r.setDealer(unknown ? NoSeat : seatOf(value));
    } else if (name == u"Vulnerable") {
        Vulnerability v = Vulnerability::Unknown;
        if (!unknown)
            vulnerableOf(value, &v);
        r.setVulnerability(v);
    } else if (name == u"Declarer") {
        r.setDeclarer(unknown ? NoSeat : seatOf(value.startsWith(u'^') ? QStringView(value).mid(1) : value));
        // a result written by side gives the declarer's tricks through the declarer
        if (r.hasTag(QStringLiteral("Result")))
            applyToModel(r, QStringLiteral("Result"), r.tag(QStringLiteral("Result")));
    } else if (name == u"Contract") {
        Contract c;
        if (!unknown)
            contractOf(value, &c);
        r.setContract(c);
    } else if (name == u"Result") {
        std::optional<int> tricks;
        if (!unknown) {
            const TagValues::ResultValue rv = TagValues::result(value, 13);
            const int t = rv.declarerTricks(r.declarer(), 13);
            if (t >= 0)
                tricks = t;
        }
        r.setResult(tricks);
    } else if (name == u"Hidden") {
        for (Seat s = 0; s < r.deal().hands.size(); ++s)
            r.deal().hands[s].hidden = value.contains(r.seats().letter(s), Qt::CaseInsensitive);
    } else if (isScoreTag(name)) {
        for (Score &s : r.scores()) {
            if (s.name == name) {
                s.value = value;
                return;
            }
        }
        r.scores().append(Score{name, value});
    }
}

bool TagRules::apply(Record &record, const QString &name, const QString &value, QString *error)
{
    const Check c = check(record, name, value);
    if (!c.ok) {
        if (error)
            *error = c.message;
        return false;
    }
    const QString v = normalized(name, value);
    const bool bridge = isBridge(record);
    // a mandatory tag that is unknown is no tag at all: the PBN reader drops
    // it and the writer writes it back as "?"
    if (bridge && v == u"?" && isMandatory(name))
        record.removeTag(name);
    else
        record.setTag(name, v);
    if (!bridge)
        return true;
    auto &r = static_cast<CardRecord &>(record);
    applyToModel(r, name, v);
    if (name == u"Contract" && r.contract().kind == Contract::Kind::PassedOut) {
        // all passed: no declarer and no result, both written empty
        for (const QString &t : {QStringLiteral("Declarer"), QStringLiteral("Result")}) {
            r.setTag(t, QString());
            applyToModel(r, t, QString());
        }
    }
    return true;
}

void TagRules::setHandHidden(CardRecord &record, Seat seat, bool hidden)
{
    if (seat < 0 || seat >= record.deal().hands.size())
        return;
    record.deal().hands[seat].hidden = hidden;
    if (!isBridge(record))
        return;
    QString letters;
    for (Seat s = 0; s < record.deal().hands.size(); ++s)
        if (record.deal().hands.at(s).hidden)
            letters += record.seats().letter(s);
    if (!letters.isEmpty())
        record.setTag(QStringLiteral("Hidden"), letters);
    else
        record.removeTag(QStringLiteral("Hidden"));
}

bool TagRules::remove(Record &record, const QString &name, QString *error)
{
    auto refuse = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!record.hasTag(name))
        return refuse(QStringLiteral("The record has no %1 tag").arg(name));
    const bool bridge = isBridge(record);
    if (bridge && isMandatory(name))
        return refuse(QStringLiteral("%1 is a mandatory tag: set it to \"?\" when unknown, or empty when it does "
                                     "not apply")
                          .arg(name));
    if (bridge && isEntryOwned(name))
        return refuse(QStringLiteral("The %1 tag goes with its section: it is not removed as a tag").arg(name));
    record.removeTag(name);
    if (bridge) {
        auto &r = static_cast<CardRecord &>(record);
        if (name == u"Hidden")
            applyToModel(r, name, QString());
        else if (isScoreTag(name))
            r.scores().removeIf([&name](const Score &s) { return s.name == name; });
    }
    return true;
}

} // namespace kib
