#include "jsoncodec.h"
#include "parsers/jsontext.h"

#include <QJsonArray>

#include <cmath>
#include <limits>

namespace kib::json {

namespace {

template<typename Enum, size_t N>
bool fromName(QStringView name, const char *const (&names)[N], Enum *out)
{
    for (size_t i = 0; i < N; ++i) {
        if (name == QLatin1String(names[i])) {
            *out = Enum(i);
            return true;
        }
    }
    return false;
}

template<typename Enum, size_t N>
QString toName(Enum value, const char *const (&names)[N])
{
    const size_t i = size_t(value);
    return i < N ? QString::fromLatin1(names[i]) : QString();
}

const char *const kCallKinds[] = {"pass", "double", "redouble", "bid", "other", "unknown"};
const char *const kContractKinds[] = {"unknown", "passed", "bid"};
const char *const kPlayedKinds[] = {"card", "unknown", "pseudo"};
const char *const kAnchorKinds[] = {"record", "tag", "call", "card", "end"};
const char *const kStyles[] = {"brace", "semicolon", "percent", "plain"};
const char *const kSections[] = {"auction", "play"};

FieldError typeError(const QString &key, const QJsonValue &value, const char *expected)
{
    return FieldError{key, QStringLiteral("expected %1, found %2").arg(QLatin1String(expected), typeName(value)), "json.type"};
}

DecodeResult readString(const QJsonObject &o, const QString &key, QString *out)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return {};
    if (!v.isString())
        return typeError(key, v, "a string");
    *out = v.toString();
    return {};
}

DecodeResult readInt(const QJsonObject &o, const QString &key, int *out)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return {};
    if (!toInt(v, out))
        return typeError(key, v, "a whole number");
    return {};
}

DecodeResult readBool(const QJsonObject &o, const QString &key, bool *out)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return {};
    if (!v.isBool())
        return typeError(key, v, "true or false");
    *out = v.toBool();
    return {};
}

DecodeResult readIntList(const QJsonObject &o, const QString &key, QList<int> *out)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return {};
    if (!v.isArray())
        return typeError(key, v, "an array of whole numbers");
    const QJsonArray a = v.toArray();
    out->clear();
    for (const QJsonValue &x : a) {
        int n;
        if (!toInt(x, &n))
            return FieldError{key, QStringLiteral("expected an array of whole numbers, found %1 in it").arg(typeName(x)),
                              "json.type"};
        out->append(n);
    }
    return {};
}

QJsonArray intList(const QList<int> &list)
{
    QJsonArray a;
    for (int n : list)
        a.append(n);
    return a;
}

DecodeResult readStrain(const QJsonObject &o, const QString &key, Strain *out)
{
    QString s;
    if (!o.contains(key))
        return {};
    if (auto e = readString(o, key, &s))
        return e;
    if (!strainFromString(s, out))
        return FieldError{key, QStringLiteral("\"%1\" is not a strain (C D H S NT Betl)").arg(s)};
    return {};
}

bool samePlayed(const PlayedCard &a, const PlayedCard &b)
{
    return a.kind == b.kind && a.card == b.card && a.pseudo == b.pseudo;
}

} // namespace

bool toInt(const QJsonValue &value, int *out)
{
    if (!value.isDouble())
        return false;
    const double d = value.toDouble();
    if (!std::isfinite(d) || std::trunc(d) != d || d < std::numeric_limits<int>::min()
        || d > std::numeric_limits<int>::max())
        return false;
    *out = int(d);
    return true;
}

QString typeName(const QJsonValue &value)
{
    return jsontext::typeName(value);
}

QString cardToJson(Card card)
{
    return card.toString();
}

bool cardFromJson(QStringView text, Card *card)
{
    if (text.size() < 2 || text.size() > 3)
        return false;
    Suit suit = Suit::None;
    if (text.front() != u'?' && !suitFromLetter(text.front(), &suit))
        return false;
    Rank rank;
    const QStringView rest = text.mid(1);
    if (rest == u"10")
        rank = RankTen;
    else if (rest.size() != 1 || !rankFromLetter(rest.front(), &rank))
        return false;
    *card = Card(suit, rank);
    return true;
}

QString callKindName(Call::Kind kind) { return toName(kind, kCallKinds); }
bool callKindFromName(QStringView name, Call::Kind *kind) { return fromName(name, kCallKinds, kind); }
QString contractKindName(Contract::Kind kind) { return toName(kind, kContractKinds); }
bool contractKindFromName(QStringView name, Contract::Kind *kind) { return fromName(name, kContractKinds, kind); }
QString playedKindName(PlayedCard::Kind kind) { return toName(kind, kPlayedKinds); }
bool playedKindFromName(QStringView name, PlayedCard::Kind *kind) { return fromName(name, kPlayedKinds, kind); }
QString anchorKindName(Anchor::Kind kind) { return toName(kind, kAnchorKinds); }
bool anchorKindFromName(QStringView name, Anchor::Kind *kind) { return fromName(name, kAnchorKinds, kind); }
QString styleName(Commentary::Style style) { return toName(style, kStyles); }
bool styleFromName(QStringView name, Commentary::Style *style) { return fromName(name, kStyles, style); }
QString sectionName(Note::Section section) { return toName(section, kSections); }
bool sectionFromName(QStringView name, Note::Section *section) { return fromName(name, kSections, section); }

// ---- annotations

const QStringList &annotationKeys()
{
    static const QStringList keys = {QStringLiteral("suffix"), QStringLiteral("nags"), QStringLiteral("notes"),
                                     QStringLiteral("irregularity"), QStringLiteral("alert"),
                                     QStringLiteral("explanation")};
    return keys;
}

void encodeAnnotation(const Annotation &a, QJsonObject *o)
{
    if (!a.suffix.isEmpty())
        o->insert(QStringLiteral("suffix"), a.suffix);
    if (!a.nags.isEmpty())
        o->insert(QStringLiteral("nags"), intList(a.nags));
    if (!a.noteRefs.isEmpty())
        o->insert(QStringLiteral("notes"), intList(a.noteRefs));
    if (!a.irregularity.isEmpty())
        o->insert(QStringLiteral("irregularity"), a.irregularity);
    if (a.alert)
        o->insert(QStringLiteral("alert"), true);
    if (!a.alertText.isEmpty())
        o->insert(QStringLiteral("explanation"), a.alertText);
}

DecodeResult decodeAnnotation(const QJsonObject &o, Annotation *a)
{
    Annotation r;
    if (auto e = readString(o, QStringLiteral("suffix"), &r.suffix))
        return e;
    if (auto e = readIntList(o, QStringLiteral("nags"), &r.nags))
        return e;
    if (auto e = readIntList(o, QStringLiteral("notes"), &r.noteRefs))
        return e;
    if (auto e = readString(o, QStringLiteral("irregularity"), &r.irregularity))
        return e;
    if (auto e = readBool(o, QStringLiteral("alert"), &r.alert))
        return e;
    if (auto e = readString(o, QStringLiteral("explanation"), &r.alertText))
        return e;
    *a = r;
    return {};
}

// ---- calls

QJsonObject encodeCall(const Call &call)
{
    const bool textKind = call.kind == Call::Kind::Other || call.kind == Call::Kind::Unknown;
    QJsonObject o;
    o.insert(QStringLiteral("call"), call.toString());
    if (textKind)
        o.insert(QStringLiteral("kind"), callKindName(call.kind));
    Call back;
    if (!decodeCall(o, &back) && back.sameCall(call))
        return o;
    o.insert(QStringLiteral("text"), call.text);
    if (!decodeCall(o, &back) && back.sameCall(call))
        return o;
    // a call the spelling cannot carry (a bid beyond 7, a bridge call with
    // text, a level on a pass): every member
    o.insert(QStringLiteral("kind"), callKindName(call.kind));
    o.insert(QStringLiteral("level"), call.level);
    o.insert(QStringLiteral("strain"), strainToString(call.strain));
    return o;
}

DecodeResult decodeCall(const QJsonObject &o, Call *call)
{
    const QString callKey = QStringLiteral("call");
    const QJsonValue spellingValue = o.value(callKey);
    if (spellingValue.isUndefined())
        return FieldError{callKey, QStringLiteral("missing"), "json.missing"};
    if (!spellingValue.isString())
        return typeError(callKey, spellingValue, "a string");
    const QString spelling = spellingValue.toString();

    Call c;
    const QString kindKey = QStringLiteral("kind");
    if (!o.contains(kindKey)) {
        if (!Call::fromString(spelling, &c))
            return FieldError{callKey, QStringLiteral("\"%1\" is not a bridge call (calls of other games need "
                                                      "\"kind\": \"other\")").arg(spelling)};
    } else {
        QString kindName;
        if (auto e = readString(o, kindKey, &kindName))
            return e;
        Call::Kind kind;
        if (!callKindFromName(kindName, &kind))
            return FieldError{kindKey, QStringLiteral("\"%1\" is not a kind of call").arg(kindName)};
        if (kind == Call::Kind::Other || kind == Call::Kind::Unknown) {
            c.kind = kind;
            c.text = spelling;
        } else {
            Call parsed;
            if (Call::fromString(spelling, &parsed) && parsed.kind == kind)
                c = parsed;
            else if (kind != Call::Kind::Bid || !o.contains(QStringLiteral("level")) || !o.contains(QStringLiteral("strain")))
                return FieldError{callKey, QStringLiteral("\"%1\" is not a %2").arg(spelling, kindName)};
            else
                c.kind = kind;
        }
    }
    if (auto e = readInt(o, QStringLiteral("level"), &c.level))
        return e;
    if (auto e = readStrain(o, QStringLiteral("strain"), &c.strain))
        return e;
    if (auto e = readString(o, QStringLiteral("text"), &c.text))
        return e;
    c.annotation = call->annotation;
    *call = c;
    return {};
}

// ---- contracts

QJsonValue encodeContract(const Contract &c, bool bridge)
{
    if (bridge) {
        const QString s = c.toString();
        Contract back;
        if (!s.isEmpty() && Contract::fromString(s, &back) && back == c)
            return s;
    }
    QJsonObject o;
    if (c.kind != Contract::Kind::Bid)
        o.insert(QStringLiteral("kind"), contractKindName(c.kind));
    if (c.kind == Contract::Kind::Bid || c.level != 0)
        o.insert(QStringLiteral("level"), c.level);
    if (c.kind == Contract::Kind::Bid || c.strain != Strain::NoTrump)
        o.insert(QStringLiteral("strain"), strainToString(c.strain));
    if (c.risk != 0)
        o.insert(QStringLiteral("risk"), c.risk);
    if (c.withoutTalon)
        o.insert(QStringLiteral("withoutTalon"), true);
    return o;
}

DecodeResult decodeContract(const QJsonValue &value, Contract *contract)
{
    if (value.isString()) {
        if (!Contract::fromString(value.toString(), contract))
            return FieldError{QString(), QStringLiteral("\"%1\" is not a contract").arg(value.toString())};
        return {};
    }
    if (!value.isObject())
        return typeError(QString(), value, "a string or an object");
    const QJsonObject o = value.toObject();
    Contract c;
    c.kind = Contract::Kind::Bid;
    QString kindName;
    if (auto e = readString(o, QStringLiteral("kind"), &kindName))
        return e;
    if (!kindName.isEmpty() && !contractKindFromName(kindName, &c.kind))
        return FieldError{QStringLiteral("kind"), QStringLiteral("\"%1\" is not a kind of contract").arg(kindName)};
    if (auto e = readInt(o, QStringLiteral("level"), &c.level))
        return e;
    if (auto e = readStrain(o, QStringLiteral("strain"), &c.strain))
        return e;
    if (auto e = readInt(o, QStringLiteral("risk"), &c.risk))
        return e;
    if (auto e = readBool(o, QStringLiteral("withoutTalon"), &c.withoutTalon))
        return e;
    *contract = c;
    return {};
}

// ---- played cards

QJsonValue encodePlayedCard(const PlayedCard &pc)
{
    QJsonValue compact;
    switch (pc.kind) {
    case PlayedCard::Kind::Card: compact = cardToJson(pc.card); break;
    case PlayedCard::Kind::Unknown: compact = QStringLiteral("-"); break;
    case PlayedCard::Kind::Pseudo: compact = QString(pc.pseudo); break;
    }
    PlayedCard back;
    if (!decodePlayedCard(compact, &back) && samePlayed(back, pc))
        return compact;
    QJsonObject o;
    o.insert(QStringLiteral("kind"), playedKindName(pc.kind));
    if (pc.card != Card())
        o.insert(QStringLiteral("card"), cardToJson(pc.card));
    if (!pc.pseudo.isNull())
        o.insert(QStringLiteral("pseudo"), QString(pc.pseudo));
    return o;
}

DecodeResult decodePlayedCard(const QJsonValue &value, PlayedCard *card)
{
    PlayedCard pc;
    if (value.isString()) {
        const QString s = value.toString();
        if (s == u"-") {
            pc.kind = PlayedCard::Kind::Unknown;
        } else if (s.size() == 1 && !s.front().isLetterOrNumber() && !s.front().isSpace() && !s.front().isNull()
                   && s.front() != u'?') {
            pc.kind = PlayedCard::Kind::Pseudo;
            pc.pseudo = s.front();
        } else if (!cardFromJson(s, &pc.card)) {
            return FieldError{QString(), QStringLiteral("\"%1\" is not a card").arg(s)};
        }
    } else if (value.isObject()) {
        const QJsonObject o = value.toObject();
        QString kindName, cardText, pseudo;
        if (!o.contains(QStringLiteral("kind")))
            return FieldError{QStringLiteral("kind"), QStringLiteral("missing"), "json.missing"};
        if (auto e = readString(o, QStringLiteral("kind"), &kindName))
            return e;
        if (!playedKindFromName(kindName, &pc.kind))
            return FieldError{QStringLiteral("kind"), QStringLiteral("\"%1\" is not a kind of play").arg(kindName)};
        if (auto e = readString(o, QStringLiteral("card"), &cardText))
            return e;
        if (o.contains(QStringLiteral("card")) && !cardFromJson(cardText, &pc.card))
            return FieldError{QStringLiteral("card"), QStringLiteral("\"%1\" is not a card").arg(cardText)};
        if (auto e = readString(o, QStringLiteral("pseudo"), &pseudo))
            return e;
        if (o.contains(QStringLiteral("pseudo"))) {
            if (pseudo.size() != 1)
                return FieldError{QStringLiteral("pseudo"), QStringLiteral("expected one character")};
            pc.pseudo = pseudo.front();
        }
    } else {
        return typeError(QString(), value, "a string or an object");
    }
    pc.seat = card->seat;
    pc.annotation = card->annotation;
    *card = pc;
    return {};
}

} // namespace kib::json
