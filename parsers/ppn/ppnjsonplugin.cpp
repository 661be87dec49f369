#include "ppnjsonplugin.h"

#include "ppnbracket.h"
#include "ppndealreader.h"
#include "ppndealwriter.h"
#include "ppnjsonform.h"

#include "model/cardrecord.h"

#include <QRegularExpression>

namespace kib {

namespace {

using ppn::json::Value;

struct JsonDeal
{
    const Value *deal = nullptr;
    Tags tags;        // the game's info section, on its first deal
    bool first = false;
};

Tags infoTags(const Value &info, ppn::Report *report)
{
    Tags tags;
    if (!info.isObject()) {
        report->error("ppn.json.type", QStringLiteral("\"info\" is an object of tag values"), info.offset);
        return tags;
    }
    for (const auto &m : info.members) {
        Tag t;
        t.name = m.first;
        if (m.second.type == Value::Type::String || m.second.type == Value::Type::Number)
            t.value = m.second.string;
        else
            report->error("ppn.json.type", QStringLiteral("tag %1's value is a string").arg(m.first), m.second.offset);
        tags.append(t);
    }
    return tags;
}

// A game object {"info": {...}, "deals": [...]}, or a lone deal.
void collect(const Value &v, QList<JsonDeal> *out, ppn::Report *report)
{
    if (ppn::isJsonDeal(v)) {
        out->append(JsonDeal{&v, {}, false});
        return;
    }
    const Value *deals = v.isObject() ? v.member(u"deals") : nullptr;
    if (!deals || deals->type != Value::Type::Array) {
        report->error("ppn.json.format",
                      QStringLiteral("neither a PPN deal (with \"dealOrder\" and \"cards\") nor a game with "
                                     "\"deals\""),
                      v.offset);
        return;
    }
    Tags tags;
    if (const Value *info = v.member(u"info"))
        tags = infoTags(*info, report);
    bool first = true;
    for (const Value &d : deals->items) {
        if (!ppn::isJsonDeal(d)) {
            report->error("ppn.json.format", QStringLiteral("not a PPN deal"), d.offset);
            continue;
        }
        out->append(JsonDeal{&d, first ? tags : Tags{}, first});
        first = false;
    }
}

bool ownTags(const Record &record)
{
    for (const Tag &t : record.tags())
        if (!t.inherited)
            return true;
    return false;
}

} // namespace

int PpnJsonPlugin::sniff(QByteArrayView head, const QString &) const
{
    qsizetype i = head.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (i < head.size() && QByteArrayView(" \t\r\n").contains(head[i]))
        ++i;
    if (i >= head.size() || (head[i] != '{' && head[i] != '['))
        return 0;
    static const QRegularExpression kibitzer(QStringLiteral("\"format\"\\s*:\\s*\"kibitzer\""));
    const QString text = QString::fromUtf8(head.first(qMin<qsizetype>(head.size(), 16384)));
    if (text.contains(kibitzer))
        return 0;
    if (text.contains(QLatin1String("\"dealOrder\"")))
        return 90;
    return text.contains(QLatin1String("\"deals\"")) && text.contains(QLatin1String("\"info\"")) ? 60 : 0;
}

ReadResult PpnJsonPlugin::read(const QByteArray &data) const
{
    ReadResult out;
    out.collection.setSourceFormat(id());
    const ppn::Locator locator(data);
    ppn::json::Value doc;
    ppn::json::ParseError error;
    if (!ppn::json::parse(data, &doc, &error)) {
        out.diagnostics.append(Diagnostic::error(QStringLiteral("ppn.json.syntax"), error.message,
                                                 locator.line(error.offset), locator.column(error.offset)));
        return out;
    }
    ppn::Report top(locator, 0);
    QList<JsonDeal> deals;
    if (doc.type == Value::Type::Array) {
        for (const Value &v : doc.items)
            collect(v, &deals, &top);
    } else {
        collect(doc, &deals, &top);
    }
    out.diagnostics += top.takeDiagnostics();
    const Record *previous = nullptr;
    for (const JsonDeal &d : deals) {
        const int number = out.collection.size() + 1;
        ppn::Report report(locator, number);
        ppn::DealReader reader(locator, number);
        std::shared_ptr<CardRecord> record = reader.read(ppn::jsonDealFields(*d.deal, &report));
        // a game's info section is checked; a deal without one (the
        // specification's JSON has none) inherits, or has no tags
        if (!d.tags.isEmpty() || (!d.first && previous))
            ppn::giveTags(record.get(), d.tags, d.first ? nullptr : previous, &report, d.deal->offset);
        Diagnostics diagnostics = report.takeDiagnostics() + reader.takeDiagnostics();
        std::stable_sort(diagnostics.begin(), diagnostics.end(), [](const Diagnostic &a, const Diagnostic &b) {
            return a.line != b.line ? a.line < b.line : a.column < b.column;
        });
        out.diagnostics += diagnostics;
        out.collection.append(record);
        previous = record.get();
    }
    return out;
}

WriteResult PpnJsonPlugin::write(const Collection &collection) const
{
    WriteResult out;
    // the deals by game: a record with tags of its own starts a game
    QList<QList<ppn::DealText>> games;
    QList<Tags> gameTags;
    bool anyTags = false;
    for (int i = 0; i < collection.size(); ++i) {
        const auto *r = dynamic_cast<const CardRecord *>(collection.records().at(i).get());
        if (!r || r->game() != Game::Preferans) {
            out.warnings.append(Diagnostic::warning(QStringLiteral("ppn.write"),
                                                    QStringLiteral("PPN holds preferans deals only: record left out"),
                                                    0, 0, i + 1));
            continue;
        }
        for (const QString &loss : ppn::ppnLosses(*r))
            out.warnings.append(Diagnostic::warning(QStringLiteral("ppn.write.lost"), loss, 0, 0, i + 1));
        ppn::DealText deal;
        if (!ppn::dealText(*r, i + 1, &deal, &out.warnings))
            continue;
        if (games.isEmpty() || ownTags(*r)) {
            games.append(QList<ppn::DealText>{});
            gameTags.append(ownTags(*r) ? r->tags() : Tags{});
            anyTags = anyTags || !gameTags.last().isEmpty();
        }
        games.last().append(deal);
    }
    QByteArray text;
    if (!anyTags && games.size() <= 1) {
        // deals only: one object, or an array of them
        const QList<ppn::DealText> deals = games.value(0);
        if (deals.size() == 1) {
            text = ppn::jsonDeal(deals.first(), 0);
        } else {
            text = "[";
            for (int i = 0; i < deals.size(); ++i)
                text += (i ? ",\n  " : "\n  ") + ppn::jsonDeal(deals.at(i), 2);
            text += deals.isEmpty() ? "]" : "\n]";
        }
        out.data = text + '\n';
        return out;
    }
    // games with their info sections: one object, or an array of them
    const bool many = games.size() > 1;
    const int base = many ? 2 : 0;
    const QByteArray pad(base, ' ');
    QList<QByteArray> objects;
    for (int g = 0; g < games.size(); ++g) {
        QByteArray o = "{\n";
        if (!gameTags.at(g).isEmpty())
            o += pad + "  \"info\": " + ppn::jsonInfo(gameTags.at(g), base + 2) + ",\n";
        o += pad + "  \"deals\": [";
        for (int i = 0; i < games.at(g).size(); ++i)
            o += (i ? ",\n" : "\n") + pad + "    " + ppn::jsonDeal(games.at(g).at(i), base + 4);
        o += "\n" + pad + "  ]\n";
        objects.append(o + pad + "}");
    }
    if (many) {
        text = "[";
        for (int i = 0; i < objects.size(); ++i)
            text += (i ? ",\n  " : "\n  ") + objects.at(i);
        text += "\n]";
    } else {
        text = objects.first();
    }
    out.data = text + '\n';
    return out;
}

QStringList PpnJsonPlugin::cannotHold(const Record &record) const
{
    return ppn::ppnLosses(record);
}

} // namespace kib
