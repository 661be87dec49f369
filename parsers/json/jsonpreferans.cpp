#include "jsonpreferans.h"

#include "jsonwriter.h"

namespace kib::json {

namespace {

const char *const kRoles[] = {"none", "follower", "main"};

QString roleName(PreferansScore::Role role)
{
    const int i = int(role);
    return i >= 0 && i < 3 ? QString::fromLatin1(kRoles[i]) : QString();
}

bool roleFromName(QStringView name, PreferansScore::Role *role)
{
    for (int i = 0; i < 3; ++i) {
        if (name == QLatin1String(kRoles[i])) {
            *role = PreferansScore::Role(i);
            return true;
        }
    }
    return false;
}

} // namespace

QJsonObject writePreferans(const PreferansDeal &deal, JsonWriter &writer)
{
    QJsonObject o;
    if (deal.number != 0)
        o.insert(QStringLiteral("number"), deal.number);
    if (!deal.followers.isEmpty()) {
        QJsonArray followers;
        for (int i = 0; i < deal.followers.size(); ++i)
            followers.append(writer.seat(deal.followers.at(i), QStringLiteral("preferans.followers[%1]").arg(i)));
        o.insert(QStringLiteral("followers"), followers);
    }
    if (deal.kontraBy != NoSeat)
        o.insert(QStringLiteral("kontraBy"), writer.seat(deal.kontraBy, QStringLiteral("preferans.kontraBy")));
    if (deal.invitation)
        o.insert(QStringLiteral("invitation"), true);
    if (deal.refa)
        o.insert(QStringLiteral("refa"), true);
    if (deal.value)
        o.insert(QStringLiteral("value"), *deal.value);
    if (!deal.summary.isEmpty()) {
        QJsonArray summary;
        for (const PreferansScore &s : deal.summary) {
            QJsonObject line;
            if (s.role != PreferansScore::Role::None)
                line.insert(QStringLiteral("role"), roleName(s.role));
            if (s.tricks != 0)
                line.insert(QStringLiteral("tricks"), s.tricks);
            if (s.left)
                line.insert(QStringLiteral("left"), *s.left);
            if (s.right)
                line.insert(QStringLiteral("right"), *s.right);
            if (s.middle)
                line.insert(QStringLiteral("middle"), *s.middle);
            summary.append(line);
        }
        o.insert(QStringLiteral("summary"), summary);
    }
    return o;
}

void JsonPreferansReader::read(const QJsonValue &value, PreferansDeal *deal)
{
    QJsonObject o;
    if (!readObject(value, &o))
        return;
    checkKeys(o, {"number", "followers", "kontraBy", "invitation", "refa", "value", "summary"});
    field(o, "number", [&](const QJsonValue &v) { readInt(v, &deal->number); });
    field(o, "followers", [&](const QJsonValue &v) {
        QJsonArray a;
        if (!readArray(v, &a, "an array of seats"))
            return;
        for (int i = 0; i < a.size(); ++i) {
            Scope s(*this, i);
            Seat seat = NoSeat;
            readSeat(a.at(i), &seat);
            deal->followers.append(seat);
        }
    });
    field(o, "kontraBy", [&](const QJsonValue &v) { readSeat(v, &deal->kontraBy); });
    field(o, "invitation", [&](const QJsonValue &v) { readBool(v, &deal->invitation); });
    field(o, "refa", [&](const QJsonValue &v) { readBool(v, &deal->refa); });
    field(o, "value", [&](const QJsonValue &v) {
        int n;
        if (!v.isNull() && readInt(v, &n))
            deal->value = n;
    });
    field(o, "summary", [&](const QJsonValue &v) {
        QJsonArray a;
        if (!readArray(v, &a, "an array, one line per player"))
            return;
        for (int i = 0; i < a.size(); ++i) {
            Scope s(*this, i);
            QJsonObject line;
            PreferansScore score;
            if (readObject(a.at(i), &line)) {
                checkKeys(line, {"role", "tricks", "left", "right", "middle"});
                field(line, "role", [&](const QJsonValue &x) {
                    QString name;
                    if (readString(x, &name) && !roleFromName(name, &score.role))
                        error("json.value", QStringLiteral("\"%1\" is not a role (none, follower, main)").arg(name));
                });
                field(line, "tricks", [&](const QJsonValue &x) { readInt(x, &score.tricks); });
                const auto optional = [&](const char *key, std::optional<int> *out) {
                    field(line, key, [&](const QJsonValue &x) {
                        int n;
                        if (!x.isNull() && readInt(x, &n))
                            *out = n;
                    });
                };
                optional("left", &score.left);
                optional("right", &score.right);
                optional("middle", &score.middle);
            }
            deal->summary.append(score);
        }
    });
}

} // namespace kib::json
