#pragma once

#include "pbnauctionparser.h"
#include "pbnplayparser.h"
#include "pbnrecordinfo.h"
#include "pbntags.h"

#include "model/cardrecord.h"

#include <bitset>
#include <memory>

namespace kib {

// Reads the text of one PBN game (a record span) into a CardRecord: tag
// pairs wherever they stand, the auction and play sections, notes,
// supplemental sections (tables), commentary anchored where it stands, and
// '#'/'##' inheritance from the record before. Then decodes the tag values
// (PbnTagDecoder), puts the tags in export order and checks the record
// (PbnValidator).
class PbnRecordReader
{
public:
    // 'cache' (optional) shares repeated tag values between the games of a file.
    PbnRecordReader(const char *begin, const char *end, int firstLine, bool latin1, int recordNumber,
                    const Record *previous, Diagnostics *out, class PbnValueCache *cache = nullptr);

    ~PbnRecordReader();
    PbnRecordReader(const PbnRecordReader &) = delete;
    PbnRecordReader &operator=(const PbnRecordReader &) = delete;

    // Null when the text holds no tag pair.
    std::shared_ptr<CardRecord> read();
    // Whether the record read took something from the record before ('#'
    // values, '##' chains, a shared board): read on its own it would differ.
    bool dependsOnPrevious() const { return m_dependsOnPrevious; }
    // Whether the game could take something from a game before it, whatever
    // that game is: a '#' value, or no Board and no Deal where the game needs
    // a board. False: read after any game that has no inherited tags, it reads
    // the same (the parallel read relies on it: PbnBlockRead).
    bool mayDependOnPrevious() const { return m_mayDependOnPrevious; }
    // read() leaves the tags (and the commentary on them) in the order the
    // text has them, for a caller that may let the game go once its summary
    // is taken: nothing read, checked or summed up depends on that order, and
    // most games of a large file are let go. putInOrder() then puts a game
    // that is kept in export order, as read() does by default. (A game whose
    // tags go on to the next ('##') is put in order by read() all the same.)
    void setOrderLater(bool later) { m_orderLater = later; }
    void putInOrder();

    // Text outside any game (the file's header or what follows the last
    // game): its commentary, anchored Record (header) or End (trailer).
    // Anything else in it is reported.
    // A game let go ('record', held nowhere else): its tag list, emptied,
    // keeps its room on this thread for the next game read here (a file's
    // games have about as many tags; the list is the game's largest
    // allocation). A record held elsewhere too is left alone.
    static void recycle(std::shared_ptr<CardRecord> record);

    static QList<Commentary> readFileText(const char *begin, const char *end, int firstLine, bool latin1,
                                          bool trailer, Diagnostics *out);

private:
    enum class Section : quint8 { None, Ident, Auction, Play, Data, Ignored };
    struct RawComment
    {
        Commentary comment;
        enum class Kind : quint8 { Record, Tag, Call, Slot } kind;
        int index;
    };

    // a tag of this name met already ('known' is PbnTags::find(name))
    // The per-game lists, kept from one game to the next on each thread so
    // that they keep their room (a reader takes them, empty, and gives them
    // back); a reader made while another lives on the thread starts empty.
    struct Scratch;
    static Scratch &scratch();
    void takeScratch();
    void giveScratch();
    // room for 'expected' tags in the record: a game let go's list, or reserved
    void takeTagRoom(qsizetype expected);

    // (a known name's bit read and set here, inline: this runs for every tag)
    bool seen(const PbnTags::Known *known, QStringView name) const
    {
        return known ? m_seenKnown[known->index] : seenOther(name);
    }
    bool seen(QStringView name) const { return seen(PbnTags::find(name), name); }
    bool seenOther(QStringView name) const;
    void markSeen(const PbnTags::Known *known, const QString &name)
    {
        if (known)
            m_seenKnown[known->index] = true;
        else
            m_seenOther.append(name);
    }
    void comment(const PbnToken &t);
    void tag(const PbnToken &open);
    void handleTag(const QString &name, const PbnTags::Known *known, QString value, PbnRecordInfo::Place at);
    void note(const QString &value, PbnRecordInfo::Place at);
    void data(const PbnToken &t);
    void tableEntry(const PbnToken &t);
    // value.split(';'): a table's columns, split once per thread while they
    // stay the same from game to game (the lists share)
    static QStringList tableColumns(const QString &value);
    QString entryText(const PbnToken &t) const;
    void takePending();
    void takeCachedRow(Tag &tag);
    QStringList plainEntries(const char *from, const char *to) const;
    void flushData();
    void lexicalIssues();
    void inherit();
    void finishRecord();

    PbnLexer m_lexer;
    bool m_latin1;
    const Record *m_previous;
    bool m_previousInherits = false;        // the record before has inherited tags
    bool m_dependsOnPrevious = false;
    bool m_mayDependOnPrevious = false;
    Diagnostics *m_out;
    PbnValueCache *m_cache;
    PbnReport m_report;
    std::shared_ptr<CardRecord> m_record;
    PbnRecordInfo m_info;
    PbnRecordInfo::Places m_places;         // parallel to the record's tags (file order)
    // tag names met (Note aside), dropped ones included: the known ones by
    // their index, the others by name
    std::bitset<PbnTags::KnownCount> m_seenKnown;
    QStringList m_seenOther;
    QList<RawComment> m_comments;
    PbnAuctionParser m_auction;
    PbnPlayParser m_play;
    Section m_section = Section::None;
    int m_lastTag = -1;                     // file index of the last tag kept
    int m_dataTag = -1;                     // the tag whose section data is being read
    QStringList m_data;                     // its row being read
    int m_dataCount = 0;                    // its elements so far
    int m_rowWidth = 0;                     // its columns
    // the entries of the row being read, not yet decoded: a row whose bytes
    // repeat is taken whole from the value cache (PbnValueCache::row())
    static constexpr int MaxPendingEntries = 8;
    PbnToken m_pending[MaxPendingEntries];
    int m_pendingCount = 0;
    bool m_reportedSyntax = false;
    bool m_sawTag = false;
    bool m_escapes = false;
    bool m_orderLater = false;
    bool m_inOrder = false;
    // the record's tags' known names (parallel to its tags), for the order
    PbnTags::KnownList m_known;
    // the last tag's known name (its index; KnownCount at the game's start
    // and after any other name): the name that followed it last time is
    // the next tag's guess (tag())
    quint8 m_lastKnown = PbnTags::KnownCount;
};

} // namespace kib
