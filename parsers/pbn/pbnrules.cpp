#include "pbnrules.h"

#include <QHash>

namespace kib {

QString PbnRules::forCode(QStringView code)
{
    static const QHash<QString, QString> rules = {
        {QStringLiteral("pbn.syntax.tab"), QStringLiteral("PBN 2.1 section 2.3: tab characters are not permitted")},
        {QStringLiteral("pbn.string.bad-character"),
         QStringLiteral("PBN 2.1 section 2.3: tab characters may not appear inside of string data")},
        {QStringLiteral("pbn.line.too-long"),
         QStringLiteral("PBN 2.1 section 2.3: a text line is at most 255 characters")},
        {QStringLiteral("pbn.text.bad-character"),
         QStringLiteral("PBN 2.1 section 2.2: only the printing characters of ISO 8859-1")},
        {QStringLiteral("pbn.text.escapes"),
         QStringLiteral("PBN 2.1 section 3.8: a suit is written \\S, \\H, \\D or \\C; text has no other escapes")},
        {QStringLiteral("pbn.tag.unquoted"),
         QStringLiteral("PBN 2.1 section 3.3: a tag value is a string token, in quotes")},
        {QStringLiteral("pbn.tag.lower-case-name"),
         QStringLiteral("PBN 2.1 section 3.3: all tag names begin with an upper case letter")},
        {QStringLiteral("pbn.tag.name-case"), QStringLiteral("PBN 2.1 section 3.3: tag names are case sensitive")},
        {QStringLiteral("pbn.comment.in-tag"),
         QStringLiteral("PBN 2.1 section 3.3: a tag pair is four consecutive tokens")},
        {QStringLiteral("pbn.tag.spaces"),
         QStringLiteral("PBN 2.1 section 3.4: the tag value is exactly one of the values the standard gives")},
        {QStringLiteral("pbn.tag.value-case"),
         QStringLiteral("PBN 2.1 section 3.11: PBN is case sensitive; lower case only where its table allows it")},
        {QStringLiteral("pbn.date.nonstandard"),
         QStringLiteral("PBN 2.1 section 3.4.3: the Date tag value always uses the ten character format "
                        "\"YYYY.MM.DD\"")},
        {QStringLiteral("pbn.time.nonstandard"),
         QStringLiteral("PBN 2.1 section 4.5.1: the time is given as \"HH:MM:SS\"")},
        {QStringLiteral("pbn.scoring.unknown"),
         QStringLiteral("PBN 2.1 section 3.4.12: the Scoring fields are the standard's scoring systems and "
                        "modifiers (MP, IMP, BAM, Rubber, Chicago, Butler, Cross ...)")},
        {QStringLiteral("pbn.scorerubberhistory.vulnerable"),
         QStringLiteral("PBN 2.1 section 4.2.6: the games won must be consistent with the Vulnerable tag")},
        {QStringLiteral("pbn.table.comment"),
         QStringLiteral("PBN 2.1 section 5.1: commentary after a section element is forbidden")},
        {QStringLiteral("pbn.play.draft-plus"),
         QStringLiteral("PBN 2.1 section 3.6: '+' replaces the next card of a play to be continued; a play "
                        "section ends after 13 tricks or with '*'")},
        {QStringLiteral("pbn.call.spelling"),
         QStringLiteral("PBN 2.1 section 3.11: a pass is written \"Pass\" (or \"pass\" in import format)")},
        {QStringLiteral("pbn.call.trump-spelling"),
         QStringLiteral("PBN 2.1 section 3.5.1: no trump is written \"NT\"")},
        {QStringLiteral("pbn.contract.trump-spelling"),
         QStringLiteral("PBN 2.1 section 3.4.14: no trump is written \"NT\"")},
        {QStringLiteral("pbn.auction.answer-blank"),
         QStringLiteral("PBN 2.1 section 3.5: the next call to be made is written '+'")},
        {QStringLiteral("pbn.deal.empty-hand"),
         QStringLiteral("PBN 2.1 section 3.4.11: a hand with no cards given is written \"-\"")},
        {QStringLiteral("pbn.deal.shared"),
         QStringLiteral("PBN 2.1 section 3.4: the Deal tag is mandatory")},
        {QStringLiteral("pbn.note.missing"),
         QStringLiteral("PBN 2.1 section 3.5.4: a note reference refers to a Note tag of its section")},
        {QStringLiteral("pbn.file.leading-text"),
         QStringLiteral("PBN 2.1 section 3.1: a file holds games, commentary and '%' lines")},
        {QStringLiteral("pbn.file.trailing-text"),
         QStringLiteral("PBN 2.1 section 3.1: a file holds games, commentary and '%' lines")},
    };
    // (a reader's warnings are mostly of a few codes: the last four looked
    // up are kept on each thread, found by their characters, no hash taken)
    struct Recent
    {
        QString code;
        QString rule;
    };
    static constexpr int RecentCount = 4;
    thread_local Recent recent[RecentCount];
    thread_local int next = 0;
    for (const Recent &r : recent)
        if (r.code.size() == code.size() && QStringView(r.code) == code)
            return r.rule;
    Recent &r = recent[next];
    next = (next + 1) % RecentCount;
    r.code = code.toString();
    r.rule = rules.value(r.code);
    return r.rule;
}

} // namespace kib
