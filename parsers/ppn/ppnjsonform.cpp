#include "ppnjsonform.h"

#include "ppncards.h"
#include "ppnplay.h"

namespace kib::ppn {

namespace {

using json::Value;

const QStringList &dealKeys()
{
    static const QStringList keys = {"id",       "dealOrder", "cards", "bids",  "main",   "discarded", "contract",
                                     "accepted", "kontra",    "refa",  "value", "starts", "throws",    "summary"};
    return keys;
}

class FieldReader
{
public:
    FieldReader(const Value &deal, Report *report) : m_deal(deal), m_report(report) {}

    DealFields read()
    {
        DealFields f;
        f.offset = m_deal.offset;
        for (const auto &m : m_deal.members)
            if (!dealKeys().contains(m.first))
                m_report->warning("ppn.json.key", QStringLiteral("\"%1\" is not a field of a PPN deal").arg(m.first),
                                  m.second.keyOffset);
        f.id = scalar("id");
        f.order = scalar("dealOrder");
        if (!parseDealOrder(f.order.text, &m_order))
            m_order = {0, 1, 2};
        f.cards = cards();
        f.bids = perPlayer("bids");
        bool played = false;
        for (const char *key : {"main", "discarded", "contract", "accepted", "kontra", "refa", "value", "starts",
                                "throws", "summary"})
            played = played || m_deal.member(QString::fromLatin1(key));
        f.passedOut = !played;
        if (!played)
            return f;
        f.main = scalar("main");
        f.discards = scalar("discarded");
        f.contract = scalar("contract");
        f.accepted = scalar("accepted");
        f.kontra = scalar("kontra");
        f.refa = scalar("refa");
        f.value = scalar("value");
        f.starts = scalar("starts");
        throws(&f);
        f.summary = summary();
        return f;
    }

private:
    // A number, string or boolean as the bracketed form spells it.
    Token token(const Value &v, const QString &what)
    {
        switch (v.type) {
        case Value::Type::String: return Token{v.string, v.offset + 1, {}};
        case Value::Type::Number: return Token{v.string, v.offset, {}};
        case Value::Type::Bool: return Token{v.boolean ? QStringLiteral("1") : QStringLiteral("0"), v.offset, {}};
        default:
            m_report->error("ppn.json.type", QStringLiteral("%1 is a number or a string").arg(what), v.offset);
            return Token{QString(), v.offset, {}};
        }
    }
    Token scalar(const char *key)
    {
        const Value *v = m_deal.member(QString::fromLatin1(key));
        return v ? token(*v, QStringLiteral("\"%1\"").arg(QLatin1String(key))) : Token{};
    }

    Token cards()
    {
        const Value *v = m_deal.member(u"cards");
        if (!v)
            return {};
        if (!v->isObject())
            return token(*v, QStringLiteral("\"cards\""));
        Token out;
        out.offset = v->offset;
        QStringList names;
        for (Seat s : m_order)
            names.append(QStringLiteral("p%1").arg(s + 1));
        names.append(QStringLiteral("t"));
        for (const QString &name : names) {
            const Value *part = v->member(name);
            if (!part || part->type != Value::Type::String) {
                m_report->error("ppn.json.cards", QStringLiteral("\"cards\" has no string \"%1\"").arg(name),
                                part ? part->offset : v->offset);
                continue;
            }
            for (qsizetype i = 0; i < part->string.size(); ++i)
                out.offsets.append(part->offset + 1 + i);
            out.text += part->string;
        }
        if (!out.offsets.isEmpty())
            out.offset = out.offsets.first();
        return out;
    }

    // An object p1..p3 (or a string "a,b,c" in the deal order), in the deal order.
    QList<Token> perPlayer(const char *key)
    {
        const Value *v = m_deal.member(QString::fromLatin1(key));
        if (!v)
            return {};
        if (!v->isObject())
            return token(*v, QStringLiteral("\"%1\"").arg(QLatin1String(key))).split(u',');
        QList<Token> out;
        for (Seat s : m_order) {
            const QString name = QStringLiteral("p%1").arg(s + 1);
            const Value *item = v->member(name);
            if (!item) {
                m_report->error("ppn.json.missing", QStringLiteral("\"%1\" has no \"%2\"").arg(QLatin1String(key), name),
                                v->offset);
                out.append(Token{QString(), v->offset, {}});
            } else if (qstrcmp(key, "summary") == 0 && item->isObject()) {
                out.append(summaryItem(*item));
            } else if (qstrcmp(key, "summary") == 0 && item->type == Value::Type::Null) {
                out.append(Token{QStringLiteral("0"), item->offset, {}});
            } else {
                out.append(token(*item, QStringLiteral("\"%1\".\"%2\"").arg(QLatin1String(key), name)));
            }
        }
        return out;
    }

    Token summaryItem(const Value &item)
    {
        PreferansScore s;
        const Value *main = item.member(u"main");
        s.role = main && main->type == Value::Type::Bool && main->boolean ? PreferansScore::Role::Main
                                                                          : PreferansScore::Role::Follower;
        for (const auto &m : item.members) {
            int n = 0;
            if (m.first == u"main") {
                if (m.second.type != Value::Type::Bool)
                    m_report->error("ppn.json.type", QStringLiteral("\"main\" is true or false"), m.second.offset);
                continue;
            }
            std::optional<int> *column = m.first == u"left" ? &s.left : m.first == u"right" ? &s.right
                                         : m.first == u"middle"                              ? &s.middle
                                                                                             : nullptr;
            if (m.first != u"tricks" && !column) {
                m_report->warning("ppn.json.key", QStringLiteral("\"%1\" is not part of a summary").arg(m.first),
                                  m.second.keyOffset);
                continue;
            }
            if (!m.second.toInt(&n)) {
                m_report->error("ppn.json.type", QStringLiteral("\"%1\" is a whole number").arg(m.first), m.second.offset);
                continue;
            }
            if (column)
                *column = n;
            else
                s.tricks = n;
        }
        return Token{summaryText(s), item.offset, {}};
    }

    void throws(DealFields *f)
    {
        const Value *v = m_deal.member(u"throws");
        if (!v)
            return;
        f->throwsField = Token{QStringLiteral("[]"), v->offset, {}};
        if (v->type != Value::Type::Array) {
            m_report->error("ppn.json.type", QStringLiteral("\"throws\" is an array of tricks"), v->offset);
            return;
        }
        for (const Value &item : v->items) {
            if (item.type == Value::Type::String) {
                const Token t = token(item, QString());
                if (t.text.size() < 3 || t.text.size() > 4) {
                    m_report->error("ppn.throws.syntax",
                                    QStringLiteral("\"%1\" is not a throw: two or three cards, then the trick's winner")
                                        .arg(t.text),
                                    item.offset);
                    continue;
                }
                f->throws.append(Throw{t.mid(0, t.text.size() - 1), t.mid(t.text.size() - 1), Token{}});
                continue;
            }
            if (!item.isObject()) {
                m_report->error("ppn.json.type", QStringLiteral("a throw is an object"), item.offset);
                continue;
            }
            Throw th;
            const Value *cards = item.member(u"cards");
            const Value *winner = item.member(u"winner");
            if (!cards || !winner) {
                m_report->error("ppn.json.missing", QStringLiteral("a throw has \"cards\" and \"winner\""), item.offset);
                continue;
            }
            th.cards = token(*cards, QStringLiteral("\"cards\""));
            th.winner = token(*winner, QStringLiteral("\"winner\""));
            if (const Value *starts = item.member(u"starts"))
                th.leader = token(*starts, QStringLiteral("\"starts\""));
            f->throws.append(th);
        }
    }

    QList<Token> summary() { return perPlayer("summary"); }

    const Value &m_deal;
    Report *m_report;
    QList<Seat> m_order{0, 1, 2};
};

QByteArray pad(int indent)
{
    return QByteArray(indent, ' ');
}

QByteArray perPlayer(const QStringList &bySeat, bool withTalon, const QString &talon)
{
    QByteArray out("{");
    for (int s = 0; s < bySeat.size(); ++s)
        out += (s ? ", " : "") + QByteArray("\"p") + QByteArray::number(s + 1) + "\": " + json::quote(bySeat.at(s));
    if (withTalon)
        out += ", \"t\": " + json::quote(talon);
    return out + "}";
}

QByteArray scoreJson(const PreferansScore &s)
{
    if (s.role == PreferansScore::Role::None)
        return "0";
    QByteArray out = "{\"main\": " + QByteArray(s.role == PreferansScore::Role::Main ? "true" : "false")
                     + ", \"tricks\": " + QByteArray::number(s.tricks);
    if (s.left)
        out += ", \"left\": " + QByteArray::number(*s.left);
    if (s.right)
        out += ", \"right\": " + QByteArray::number(*s.right);
    if (s.middle)
        out += ", \"middle\": " + QByteArray::number(*s.middle);
    return out + "}";
}

} // namespace

DealFields jsonDealFields(const json::Value &deal, Report *report)
{
    return FieldReader(deal, report).read();
}

bool isJsonDeal(const json::Value &value)
{
    return value.isObject() && (value.member(u"dealOrder") || value.member(u"cards"));
}

QByteArray jsonDeal(const DealText &d, int indent)
{
    const QByteArray in = pad(indent + 2);
    QList<QByteArray> lines;
    lines << "\"id\": " + QByteArray::number(d.id) << "\"dealOrder\": " + d.dealOrder().toLatin1()
          << "\"cards\": " + perPlayer(d.hands, true, d.talon);
    QStringList bids(3);
    for (int k = 0; k < 3; ++k)
        bids[d.order.at(k)] = d.bids.value(k);
    lines << "\"bids\": " + perPlayer(bids, false, {});
    if (!d.passedOut) {
        const bool game = d.contract.startsWith(u'G');
        lines << "\"main\": " + QByteArray::number(d.main) << "\"discarded\": " + json::quote(d.discards)
              << "\"contract\": " + (game ? json::quote(d.contract) : d.contract.toLatin1())
              << "\"accepted\": " + QByteArray::number(d.accepted) << "\"kontra\": " + json::quote(d.kontra)
              << "\"refa\": " + QByteArray(d.refa ? "true" : "false") << "\"value\": " + QByteArray::number(d.value)
              << "\"starts\": " + QByteArray::number(d.starts);
        QByteArray throws = "\"throws\": [";
        for (int i = 0; i < d.throws.size(); ++i) {
            const ThrowText &t = d.throws.at(i);
            throws += (i ? ",\n" : "\n") + in + "  {\"id\": " + QByteArray::number(i + 1) + ", \"starts\": "
                      + QByteArray::number(t.leader) + ", \"cards\": " + json::quote(t.cards)
                      + ", \"winner\": " + QByteArray::number(t.winner) + "}";
        }
        throws += d.throws.isEmpty() ? "]" : "\n" + in + "]";
        lines << throws;
        QList<PreferansScore> bySeat(3);
        for (int k = 0; k < 3 && k < d.summary.size(); ++k)
            bySeat[d.order.at(k)] = d.summary.at(k);
        QByteArray summary = "\"summary\": {";
        for (int s = 0; s < 3; ++s)
            summary += (s ? ",\n" : "\n") + in + "  \"p" + QByteArray::number(s + 1) + "\": " + scoreJson(bySeat.at(s));
        lines << summary + "\n" + in + "}";
    }
    QByteArray out = "{\n";
    for (int i = 0; i < lines.size(); ++i)
        out += in + lines.at(i) + (i + 1 < lines.size() ? ",\n" : "\n");
    return out + pad(indent) + "}";
}

QByteArray jsonInfo(const Tags &tags, int indent)
{
    QByteArray out = "{";
    for (int i = 0; i < tags.size(); ++i)
        out += (i ? ",\n" : "\n") + pad(indent + 2) + json::quote(tags.at(i).name) + ": " + json::quote(tags.at(i).value);
    return out + (tags.isEmpty() ? "}" : "\n" + pad(indent) + "}");
}

} // namespace kib::ppn
