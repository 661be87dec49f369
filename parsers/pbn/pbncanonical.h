#pragma once

#include "pbntags.h"

#include "model/cardrecord.h"

namespace kib {

// What the reader and the writer agree on, so that reading what was written
// gives the same model: the tags that the model owns take their export
// spelling from the model, tags stand in export order, and commentary is
// kept in the order the writer puts it out.
class PbnCanonical
{
public:
    // Sets Dealer, Vulnerable, Deal, Hidden, Declarer, Contract, Result,
    // Auction, Play and the score tags from the model where the model knows
    // them (a tag the model could not read keeps its text). With
    // 'fillMandatory', mandatory tags that are missing are added as "?".
    // 'dealWrittenFrom': the Deal tag already holds the record's deal in
    // export form from this seat (as read), so it is not spelled again when
    // the export starts from that seat.
    // A deal the model holds that PBN cannot (see dealFitsPbn()) is not
    // spelled into a Deal tag: one the record does not have already (as
    // read from PBN) is left out, and with 'fillMandatory' written as "?";
    // the play is left out with it (PBN has no play without a deal).
    // 'known', when given, holds PbnTags::find() of each tag's name, and is
    // kept so (a tag added or removed here is added or removed there).
    static void syncTags(const CardRecord &record, Tags &tags, bool fillMandatory, Seat dealWrittenFrom = NoSeat,
                         PbnTags::KnownList *known = nullptr);

    // Whether PBN's Deal tag can hold 'deal': no card of unknown rank, and
    // every hand given holds the same number of cards (3.4.11, 3.10).
    static bool dealFitsPbn(const Deal &deal);

    // Sorts tags into export order, moving Tag anchors with their tags
    // ('known', as for syncTags(), with them).
    static void sortTags(Tags &tags, QList<Commentary> &comments, PbnTags::KnownList *known = nullptr);

    // Where commentary with this anchor stands in the written record
    // ('tags' in export order): smaller keys come first.
    static qint64 anchorKey(const Tags &tags, const Anchor &anchor);
    // The index of the tag after which the auction (or play) section is
    // written: the Auction (Play) tag, else the last tag before it.
    static int sectionTagIndex(const Tags &tags, const QString &name);
    // Sorts commentary into the order the writer puts it out (stable).
    static void sortComments(const Tags &tags, QList<Commentary> &comments);
};

} // namespace kib
