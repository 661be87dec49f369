#pragma once

#include "pbnrecordinfo.h"
#include "pbnreport.h"
#include "pbntags.h"

#include "model/cardrecord.h"

namespace kib {

// The forms real exports write that the standard does not allow, read to
// their meaning with a warning that names the interpretation (and carries
// the standard's rule: an error in strict mode). See docs/diagnostics.md.
class PbnTolerance
{
public:
    using Place = PbnRecordInfo::Place;

    // A tag value as read, before it is kept: spaces around a value with a
    // defined form ("None "), a Vulnerable in another case ("none"), a date
    // or time in another spelling ("2021-04-03 05:06", "2-Aug-2023",
    // "20151006", "2015.09.?", a time alone). Returns the time of day a date
    // value also held ("05:06:00"), for the game's Time tag; empty if none.
    static QString normalize(const PbnTags::Known &known, QString &value, PbnReport &report, Place at);
    // Whether normalize() may change the value or report on it: false for
    // most values (a tag without a form of its own, or no spaces around a
    // value that is not a Vulnerable, a date or a time), which the reader
    // then need not pass to it (this runs for every tag).
    static bool mayNormalize(const PbnTags::Known &known, const QString &value)
    {
        using Id = PbnTags::Known::Id;
        if (value.isEmpty() || !(known.flags & PbnTags::Known::OwnForm))
            return false;
        if (known.id == Id::Vulnerable || known.id == Id::Time || known.id == Id::Date)
            return true;
        return value.front().isSpace() || value.back().isSpace();
    }

    // The date in a spelling real files use, as YYYY.MM.DD (empty when it
    // holds no date or is not understood); *time gets a time of day it also
    // holds, as HH:MM:SS. 'understood' tells whether the value was read.
    static QString readDate(QStringView value, QString *time, bool *understood);
    static QString readTime(QStringView value); // HH:MM[:SS] as HH:MM:SS, empty if not a time

    // Checks on a decoded game: Scoring fields outside the standard's list,
    // a ScoreRubberHistory whose games won contradict Vulnerable. 'known',
    // when given, is PbnTags::find() of each tag's name (parallel to the tags).
    static void checkRecord(const CardRecord &record, const PbnRecordInfo::Places &places, PbnReport &report,
                            const PbnTags::KnownList *known = nullptr);
};

} // namespace kib
