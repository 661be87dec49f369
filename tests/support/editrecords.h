#pragma once

// A bridge record read from PBN for the editor's tests, and the PBN round
// trip an edited record must survive.

#include "parsers/pbn/pbncanonical.h"
#include "parsers/pbn/pbnplugin.h"

#include "model/cardrecord.h"

#include <memory>

namespace kib::edittest {

// Board 7, dealer N, N-S vulnerable, 4S by North making 11; the first two
// tricks of the play. Play columns are E S W N (the Play tag's seat first):
//   trick 1: E CQ, S CA, W C4, N C2 (South wins)
//   trick 2: S S6, W S3, N SA, E S9 (North wins)
inline const char kBoard7[] =
    "[Event \"Club Pairs\"]\n"
    "[Site \"Test Room\"]\n"
    "[Date \"2024.05.17\"]\n"
    "[Board \"7\"]\n"
    "[West \"Walter\"]\n"
    "[North \"Nora\"]\n"
    "[East \"Ethan\"]\n"
    "[South \"Sofia\"]\n"
    "[Dealer \"N\"]\n"
    "[Vulnerable \"NS\"]\n"
    "[Deal \"N:AK52.K73.AQ4.962 QJ9.AJ84.KT95.Q3 T876.Q65.J3.AKJ8 43.T92.8762.T754\"]\n"
    "[Scoring \"MP\"]\n"
    "[Declarer \"N\"]\n"
    "[Contract \"4S\"]\n"
    "[Result \"11\"]\n"
    "[Room \"Open\"]\n"
    "[Auction \"N\"]\n"
    "1NT Pass 2C Pass\n"
    "2S Pass 4S Pass\n"
    "Pass Pass\n"
    "{South knows of the fit}\n"
    "[Play \"E\"]\n"
    "CQ CA C4 C2\n"
    "S9 S6 S3 SA\n"
    "*\n";

// The tags of board 7 alone: no auction, no play (tags that would
// contradict an auction can be changed freely).
inline std::shared_ptr<CardRecord> board7(bool withPlay = true)
{
    QByteArray text(kBoard7);
    if (!withPlay)
        text.truncate(text.indexOf("[Auction"));
    const ReadResult r = PbnPlugin().read(text);
    if (r.collection.size() != 1 || !r.diagnostics.isEmpty())
        return nullptr;
    return std::dynamic_pointer_cast<CardRecord>(r.collection.records().at(0));
}

// Board 7's tags without its deal: every hand unknown.
inline std::shared_ptr<CardRecord> board7WithoutDeal()
{
    QByteArray text(kBoard7);
    text.truncate(text.indexOf("[Auction"));
    const qsizetype deal = text.indexOf("[Deal ");
    text.remove(deal, text.indexOf('\n', deal) - deal + 1);
    const ReadResult r = PbnPlugin().read(text);
    if (r.collection.size() != 1 || !r.diagnostics.isEmpty())
        return nullptr;
    return std::dynamic_pointer_cast<CardRecord>(r.collection.records().at(0));
}

// What the PBN reader makes of a record the writer wrote: model-owned tags
// from the model, tags and commentary in export order.
inline CardRecord canonical(const CardRecord &record)
{
    CardRecord c = record;
    PbnCanonical::syncTags(c, c.tags(), false);
    PbnCanonical::sortTags(c.tags(), c.comments());
    PbnCanonical::sortComments(c.tags(), c.comments());
    return c;
}

// Writes the record as PBN and reads it back: no diagnostics, and the same
// record as the canonical form of the one written.
inline bool roundTrips(const CardRecord &record, QString *why)
{
    Collection c;
    c.append(std::make_shared<CardRecord>(record));
    const PbnPlugin plugin;
    const WriteResult written = plugin.write(c);
    const ReadResult back = plugin.read(written.data);
    if (back.collection.size() != 1) {
        *why = QStringLiteral("read back %1 records").arg(back.collection.size());
        return false;
    }
    if (!back.diagnostics.isEmpty()) {
        *why = QStringLiteral("diagnostics: %1 in\n%2")
                   .arg(back.diagnostics.first().message, QString::fromUtf8(written.data));
        return false;
    }
    const auto *r = dynamic_cast<const CardRecord *>(back.collection.records().at(0).get());
    const CardRecord expected = canonical(record);
    if (!r || !(*r == expected)) {
        QStringList parts;
        if (r) {
            if (r->tags() != expected.tags()) parts << QStringLiteral("tags");
            if (r->comments() != expected.comments()) parts << QStringLiteral("comments");
            if (r->dealer() != expected.dealer()) parts << QStringLiteral("dealer");
            if (r->deal() != expected.deal()) parts << QStringLiteral("deal");
            if (r->contract() != expected.contract()) parts << QStringLiteral("contract");
            if (r->declarer() != expected.declarer()) parts << QStringLiteral("declarer");
            if (r->result() != expected.result()) parts << QStringLiteral("result");
            if (r->auction() != expected.auction()) parts << QStringLiteral("auction");
            if (r->play() != expected.play()) parts << QStringLiteral("play");
        }
        *why = QStringLiteral("read back differs in %1:\n%2")
                   .arg(parts.join(QLatin1Char(' ')), QString::fromUtf8(written.data));
        return false;
    }
    return true;
}

} // namespace kib::edittest
