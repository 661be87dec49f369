#pragma once

#include "model/tag.h"

#include <QVarLengthArray>

namespace kib {

// What PBN says about tag names: the mandatory tag set and its order, the
// standard's other tags, the tables, the tags that may not inherit, and
// the export order of a record's tags.
class PbnTags
{
public:
    // A tag name the plug-in knows, found from its bytes or its text without
    // building a string; 'name' is shared by every record that uses it.
    struct Known
    {
        enum Flag : quint8 {
            Standard = 0x1,     // defined by PBN 1.0 or 2.1
            Extension = 0x2,    // a common extension
            Table = 0x4,        // one of the standard's tables
            NoInheritance = 0x8,
            Score = 0x10,
            // a value with a form of its own (a number, a side, a date ...):
            // PbnTolerance reads spaces around it away, and other spellings
            OwnForm = 0x20,
        };
        // the tags whose values the reader decodes
        enum class Id : quint8 {
            Other, Dealer, Vulnerable, Deal, Hidden, Declarer, Contract, Result, Auction, Play, Note,
            Date, Time, Round, OptimumScore, DoubleDummyTricks,
        };
        QString name;
        // the name's bytes, zero-padded to NameBytes: PbnLexer::plainTag()
        // compares a guessed name's bytes with the file's (sameNameBytes())
        const char *bytes = nullptr;
        int mandatory = -1;     // index in the mandatory tag set, -1 if not in it
        quint8 index = 0;       // in the table of known names: 0 .. KnownCount - 1
        quint8 flags = 0;
        Id id = Id::Other;
    };
    static constexpr int KnownCount = 128; // at most, for bit sets of known names
    static constexpr int NameBytes = 24;   // a known name's bytes, zero-padded (the longest has 18)
    static const Known *find(QByteArrayView name);
    static const Known *find(QStringView name);
    // A known name written in another case ("vulnerable", "DEAL"): rare, by a scan.
    static const Known *findIgnoringCase(QStringView name);

    // The 15 tags of PBN 2.1's Mandatory Tag Set, in export order
    // (PBN 1.0 had 14: Scoring was added).
    static const QStringList &mandatory();
    static int mandatoryIndex(QStringView name); // -1 if not mandatory

    // A tag the standard (1.0 or 2.1) defines, tables included.
    static bool isStandard(QStringView name);
    // A tag outside the standard that programs write widely (kept without a
    // warning): DoubleDummyTricks, ParContract, BCFlags ...
    static bool isCommonExtension(QStringView name);
    // The standard's tables (supplemental sections with columns).
    static bool isTable(QStringView name);
    // Tags whose value may not be "#" or "##...".
    static bool forbidsInheritance(QStringView name);
    // Score tags kept in CardRecord::scores().
    static bool isScore(QStringView name);
    // A syntactically valid tag name: letters, digits and '_'.
    static bool isValidName(QStringView name);

    // The export order: the mandatory tags in their order, the other
    // identification tags by name, Auction, Play, then the supplemental
    // sections (tables) by name. A stable sort.
    static int group(const Tag &tag);
    static bool exportLess(const Tag &a, const Tag &b);
    // The permutation that sorts 'tags' into export order: order[i] is the
    // index in 'tags' of the i-th tag in export order.
    static QList<int> exportOrder(const Tags &tags);
    // The same into 'order' (room for tags.size()), without a list: false
    // when 'tags' stand in export order already ('order' is then not set).
    // 'known', when given, is find() of each tag's name (KnownList below).
    static bool exportOrder(const Tags &tags, int *order, const Known *const *known = nullptr);

    // find() of each tag's name, in the tags' order: a record's reader looks
    // them up once for its steps (PbnTagDecoder, PbnCanonical).
    using KnownList = QVarLengthArray<const Known *, 64>;
};

} // namespace kib
