#include "pbnrecordreader.h"
#include "parsers/carriedtags.h"

#include "pbntolerance.h"

#include "pbncanonical.h"
#include "pbncommenttoken.h"
#include "pbntagdecoder.h"
#include "pbntags.h"
#include "pbntext.h"
#include "pbnvalidator.h"
#include "pbnvaluecache.h"

#include <climits>

namespace kib {

namespace {

using Place = PbnRecordInfo::Place;

Seat seatOf(QStringView s)
{
    return s.size() == 1 ? bridgeSeatFromLetter(s.at(0).unicode()) : NoSeat;
}

// "?": the value is not known
bool isUnknown(const QString &value)
{
    return value.size() == 1 && value.at(0) == u'?';
}

} // namespace

PbnRecordReader::PbnRecordReader(const char *begin, const char *end, int firstLine, bool latin1, int recordNumber,
                                 const Record *previous, Diagnostics *out, PbnValueCache *cache)
    : m_lexer(begin, end, firstLine, latin1),
      m_latin1(latin1),
      m_previous(previous),
      m_out(out),
      m_cache(cache),
      m_report(out, recordNumber),
      m_record(std::make_shared<CardRecord>()),
      m_auction(m_report),
      m_play(m_report)
{
    if (previous)
        for (const Tag &t : previous->tags())
            m_previousInherits = m_previousInherits || t.inherited;
    m_dependsOnPrevious = m_previousInherits;
    takeScratch();
    // (the game before is the best guess of how many tags this one has; a
    // game let go before left its list's room: recycle())
    takeTagRoom(previous && previous->tags().size() > 0 ? previous->tags().size() : 20);
}

void PbnRecordReader::comment(const PbnToken &t)
{
    RawComment rc;
    rc.comment.style = commentStyleOf(t.kind);
    const bool brace = t.kind == PbnToken::Kind::BraceComment;
    auto make = [&]() {
        return brace ? PbnText::decodeComment(t.text, t.size, m_latin1) : PbnText::decode(t.text, t.size, m_latin1);
    };
    // (commentary that repeats from game to game is kept once)
    using CacheKind = PbnValueCache::Kind;
    rc.comment.text = m_cache && !t.unterminated
                          ? m_cache->value(brace ? CacheKind::BraceComment : CacheKind::LineComment, t.text, t.size,
                                           make, 96)
                          : make();
    if (t.unterminated)
        m_report.error(QStringLiteral("pbn.comment.unterminated"),
                       QStringLiteral("a comment '{' without its closing '}'"), t.line, t.column);
    // (looked for in the bytes: the same answer as in the text)
    if (!m_escapes && t.kind != PbnToken::Kind::PercentLine && PbnText::hasProgramEscapes(t.text, t.size)) {
        m_escapes = true;
        m_report.warning(QStringLiteral("pbn.text.escapes"),
                         QStringLiteral("commentary uses program escapes (\\n line breaks or !S suit marks), "
                                        "shown as line breaks and suit symbols"),
                         t.line, t.column);
    }
    if (m_section == Section::Data && m_dataCount > 0)
        m_report.warningOnce(QStringLiteral("pbn.table.comment"),
                             QStringLiteral("commentary between the elements of a table: kept after the tag"), t.line,
                             t.column);
    switch (m_section) {
    case Section::None:
        rc.kind = RawComment::Kind::Record;
        rc.index = -1;
        break;
    case Section::Auction:
        rc.kind = RawComment::Kind::Call;
        rc.index = m_auction.anchor();
        break;
    case Section::Play:
        rc.kind = RawComment::Kind::Slot;
        rc.index = m_play.anchor();
        break;
    default:
        rc.kind = m_lastTag >= 0 ? RawComment::Kind::Tag : RawComment::Kind::Record;
        rc.index = m_lastTag;
        break;
    }
    // (moved: a copy and the copied one's end would each be an atomic count
    // of the shared text)
    m_comments.append(std::move(rc));
}

void PbnRecordReader::tag(const PbnToken &open)
{
    const Place at{open.line, open.column};
    if (m_dataTag >= 0) // (a table's rows end here; most tags follow none: no call)
        flushData();
    m_sawTag = true;
    m_reportedSyntax = false;
    // (most tag pairs are in the plain form: read at once; the name guessed
    // as the one that followed the last tag's last time: this thread's
    // games before, most often of the same file, name their tags in one order)
    thread_local const PbnTags::Known *nextKnown[PbnTags::KnownCount + 1] = {};
    const PbnTags::Known *&guess = nextKnown[m_lastKnown];
    m_lastKnown = PbnTags::KnownCount;
    PbnLexer::PlainTag plainTag{};
    const bool plain = m_lexer.plainTag(&plainTag, guess ? guess->bytes : nullptr, guess ? guess->name.size() : 0);
    const char *valueText = plainTag.value;
    const qsizetype valueSize = plainTag.valueSize;
    if (plain) {
        // (and most of those have a known name: read here, nothing to report
        // about the name, the value shared when a game before had it)
        const PbnTags::Known *known =
            plainTag.guessed ? guess : PbnTags::find(QByteArrayView(plainTag.name, plainTag.nameSize));
        guess = known;
        if (known) {
            m_lastKnown = known->index;
            auto make = [&]() { return PbnText::decodeString(valueText, valueSize, m_latin1); };
            handleTag(known->name, known, m_cache ? m_cache->value(valueText, valueSize, make) : make(), at);
            return;
        }
    }
    PbnToken nameToken;
    if (plain) {
        // (the name stands right after the '[')
        nameToken.kind = PbnToken::Kind::Word;
        nameToken.text = plainTag.name;
        nameToken.size = plainTag.nameSize;
        nameToken.line = open.line;
        nameToken.column = open.column + 1;
    }
    // comments may not stand inside a tag pair: keep them, after the tag
    QList<PbnToken> inside;
    auto skipComments = [&]() {
        while (isCommentToken(m_lexer.peek().kind))
            inside.append(m_lexer.next());
    };
    if (!plain) {
        skipComments();
        if (m_lexer.peek().kind != PbnToken::Kind::Word) {
            m_report.error(QStringLiteral("pbn.tag.malformed"), QStringLiteral("'[' is not followed by a tag name"),
                           at.line, at.column);
            m_section = Section::Ignored;
            return;
        }
        nameToken = m_lexer.next();
    }
    const PbnTags::Known *known = PbnTags::find(QByteArrayView(nameToken.text, nameToken.size));
    QString name = known ? known->name : QString::fromLatin1(nameToken.text, nameToken.size);
    if (!known && (known = PbnTags::findIgnoringCase(name))) {
        m_report.warning(QStringLiteral("pbn.tag.name-case"),
                         QStringLiteral("the tag name \"%1\" is read as %2").arg(name, known->name),
                         nameToken.line, nameToken.column);
        name = known->name;
    }
    if (!known && !PbnTags::isValidName(name))
        m_report.error(QStringLiteral("pbn.tag.bad-name"),
                       QStringLiteral("\"%1\" is not a tag name: letters, digits and '_' (bad character)").arg(name),
                       nameToken.line, nameToken.column);
    else if (!known && !name.at(0).isUpper())
        m_report.warning(QStringLiteral("pbn.tag.lower-case-name"),
                         QStringLiteral("the tag name \"%1\" does not begin with an upper case letter").arg(name),
                         nameToken.line, nameToken.column);
    if (plain) {
        auto make = [&]() { return PbnText::decodeString(valueText, valueSize, m_latin1); };
        handleTag(name, known, m_cache ? m_cache->value(valueText, valueSize, make) : make(), at);
        return;
    }
    skipComments();
    QString value;
    bool hasValue = true;
    bool closed = false;
    const PbnToken &v = m_lexer.peek();
    if (v.kind == PbnToken::Kind::String) {
        const PbnToken s = m_lexer.next();
        auto make = [&]() { return PbnText::decodeString(s.text, s.size, m_latin1); };
        value = m_cache && !s.unterminated ? m_cache->value(s.text, s.size, make) : make();
        if (s.unterminated) {
            m_report.error(QStringLiteral("pbn.string.unterminated"),
                           QStringLiteral("the value of %1 has no closing quote (bad character: missing quote)").arg(name),
                           s.line, s.column);
            while (value.endsWith(u' '))
                value.chop(1);
            if (value.endsWith(u']')) {
                value.chop(1);
                closed = true;
            }
        }
    } else if (v.kind == PbnToken::Kind::Word) {
        QStringList words;
        const PbnToken first = m_lexer.peek();
        while (m_lexer.peek().kind == PbnToken::Kind::Word) {
            const PbnToken w = m_lexer.next();
            words.append(PbnText::decode(w.text, w.size, m_latin1));
        }
        value = words.join(QLatin1Char(' '));
        m_report.warning(QStringLiteral("pbn.tag.unquoted"),
                         QStringLiteral("the value of %1 is not in quotes (bad character '%2' where '\"' belongs); "
                                        "read as \"%3\"")
                             .arg(name, value.left(1), value),
                         first.line, first.column);
    } else {
        hasValue = false;
        m_report.error(QStringLiteral("pbn.tag.no-value"), QStringLiteral("the tag %1 has no value").arg(name),
                       nameToken.line, nameToken.column);
    }
    if (!closed) {
        skipComments();
        if (m_lexer.peek().kind == PbnToken::Kind::RBracket)
            m_lexer.next();
        else
            m_report.error(QStringLiteral("pbn.tag.malformed"),
                           QStringLiteral("the tag %1 is not closed with ']'").arg(name), nameToken.line,
                           nameToken.column);
    }
    if (hasValue)
        handleTag(name, known, value, at);
    else
        m_section = Section::Ignored;
    if (!inside.isEmpty()) {
        m_report.warning(QStringLiteral("pbn.comment.in-tag"),
                         QStringLiteral("a comment inside a tag pair, kept after the tag"), inside.first().line,
                         inside.first().column);
        for (const PbnToken &c : std::as_const(inside))
            comment(c);
    }
}

void PbnRecordReader::handleTag(const QString &name, const PbnTags::Known *known, QString value, Place at)
{
    using K = PbnTags::Known;
    const quint8 flags = known ? known->flags : 0;
    if (known && known->id == K::Id::Note) {
        note(value, at);
        return;
    }
    m_dataTag = -1;
    // (real files' spellings read to their meaning, with a warning; only a
    // value with a form of its own can have one)
    const QString timeOfDay = known && PbnTolerance::mayNormalize(*known, value)
                                  ? PbnTolerance::normalize(*known, value, m_report, at)
                                  : QString();
    if (seen(known, name)) {
        m_report.warning(QStringLiteral("pbn.tag.duplicate"),
                         QStringLiteral("the tag %1 occurred already (tag exists already): this one is ignored").arg(name),
                         at.line, at.column);
        m_section = Section::Ignored;
        return;
    }
    markSeen(known, name);
    // (the view's text lives on: a known name's, or the copy of the name
    // just kept among the other names met)
    m_info.tags.emplace_back(known ? QStringView(known->name) : QStringView(m_seenOther.constLast()), at);
    if (!(flags & (K::Standard | K::Extension)) && !isCarriedTagName(name))
        m_report.warning(QStringLiteral("pbn.tag.unknown"),
                         QStringLiteral("%1 is not a tag of the standard (new tag name): kept as it is").arg(name),
                         at.line, at.column);

    bool inherited = false;
    bool chainStop = false;
    const Tag *before = nullptr;
    const bool hash = !value.isEmpty() && value.at(0) == u'#';
    m_dependsOnPrevious = m_dependsOnPrevious || (hash && m_previous);
    m_mayDependOnPrevious = m_mayDependOnPrevious || hash;
    if (m_previous && (hash || m_previousInherits)) {
        for (const Tag &t : m_previous->tags())
            if (t.name == name) {
                before = &t;
                break;
            }
    }
    if (hash && (value.size() == 1 || value.at(1) == u'#')) {
        if (flags & K::NoInheritance) {
            m_report.error(QStringLiteral("pbn.inherit.forbidden"),
                           QStringLiteral("%1 may not inherit its value with \"#\" (bad inheritance)").arg(name),
                           at.line, at.column);
        } else if (value == QLatin1StringView("#")) {
            value = before ? before->value : QString();
            inherited = true;
        } else {
            value = value.mid(2);
            inherited = true;
        }
    } else if (before && before->inherited && !(flags & K::NoInheritance)) {
        if (isUnknown(value))
            chainStop = true; // "?" (unknown) ends the inheritance: the game has no such tag
        else
            inherited = true; // a new value for a "##" tag: it goes on to the games after
    }

    const bool dropped =
        chainStop || (!inherited && isUnknown(value) && known && known->mandatory >= 0);
    if (!dropped) {
        // (the value moved to its tag, and read there: no copy)
        // (made empty in place, then given its name and value: Tag is an
        // aggregate, which clang before 16 cannot emplace from its members)
        Tag &t = m_record->tags().emplaceBack();
        // (copied, then moved in: QString's copy assignment is a call into
        // Qt for each tag, the copy and the move are inline; a known name
        // shares the table's text, with no count to raise)
        t.name = QString(name);
        t.value = std::move(value);
        t.inherited = inherited;
        m_places.append(at);
        m_known.append(known);
        m_lastTag = int(m_record->tags().size()) - 1;
    }
    const QString &read = dropped ? value : m_record->tags().at(m_lastTag).value;

    const K::Id id = known ? known->id : K::Id::Other; // (no string compares)
    if (id == K::Id::Auction) {
        m_section = Section::Auction;
        m_info.hasAuction = true;
        m_info.auctionPlace = at;
        const Seat s = seatOf(read);
        if (s == NoSeat && read != QLatin1StringView("#"))
            m_report.error(QStringLiteral("pbn.auction.bad-side"),
                           QStringLiteral("Auction \"%1\" does not name a side N, E, S or W (bad side)").arg(read),
                           at.line, at.column);
        m_info.auctionTagSeat = s;
        m_auction.start(s);
    } else if (id == K::Id::Play) {
        m_section = Section::Play;
        m_info.hasPlay = true;
        m_info.playPlace = at;
        Seat s = seatOf(read);
        if (read.isEmpty()) {
            m_info.playTagEmpty = true;
            m_report.warning(QStringLiteral("pbn.play.empty-tag"), QStringLiteral("[Play \"\"] names no leader"),
                             at.line, at.column);
        } else if (s == NoSeat && read != QLatin1StringView("#")) {
            m_report.error(QStringLiteral("pbn.play.bad-side"),
                           QStringLiteral("Play \"%1\" does not name a side N, E, S or W (bad side)").arg(read),
                           at.line, at.column);
        }
        m_play.start(s);
    } else if (!dropped && ((flags & K::Table) || !(flags & (K::Standard | K::Extension)))) {
        m_section = Section::Data;
        m_dataTag = m_lastTag;
        m_data.clear();
        m_dataCount = 0;
        if (flags & K::Table)
            m_record->tags()[m_dataTag].columns = tableColumns(read);
    } else {
        m_section = Section::Ident;
    }
    if (!timeOfDay.isEmpty()) { // a date that also held the time: the game's Time tag, unless it has one
        const QString timeName = name == QLatin1StringView("UTCDate") ? QStringLiteral("UTCTime") : QStringLiteral("Time");
        if (name != QLatin1StringView("EventDate") && !seen(timeName))
            handleTag(timeName, PbnTags::find(timeName), timeOfDay, at);
    }
}

void PbnRecordReader::note(const QString &value, Place at)
{
    Note::Section section;
    if (m_section == Section::Auction)
        section = Note::Section::Auction;
    else if (m_section == Section::Play)
        section = Note::Section::Play;
    else {
        m_report.error(QStringLiteral("pbn.note.bad-section"),
                       QStringLiteral("a note outside the auction and play sections (bad section)"), at.line,
                       at.column);
        return;
    }
    // the number: ASCII digits only, as toInt() reads them (without its
    // copy), up to the first ':' (read in the same pass: no search for it)
    qsizetype colon = 0;
    qint64 digits = 0;
    for (; colon < value.size(); ++colon) {
        const char16_t c = value.at(colon).unicode();
        if (c < '0' || c > '9')
            break;
        digits = qMin<qint64>(digits * 10 + (c - '0'), qint64(INT_MAX) + 1);
    }
    const bool ok = colon > 0 && colon < value.size() && value.at(colon) == u':' && digits <= INT_MAX;
    const int number = ok ? int(digits) : 0;
    if (!ok) {
        m_report.error(QStringLiteral("pbn.note.bad-number"),
                       QStringLiteral("Note \"%1\" does not start with a number and ':' (bad number)").arg(value),
                       at.line, at.column);
        return;
    }
    if (number < 1 || number > 32) {
        m_report.error(QStringLiteral("pbn.note.bad-index"),
                       QStringLiteral("Note %1: note numbers go from 1 to 32 (bad note)").arg(number), at.line,
                       at.column);
        return;
    }
    if (m_record->note(section, number)) {
        m_report.error(QStringLiteral("pbn.note.duplicate"),
                       QStringLiteral("a second note %1 in the same section").arg(number), at.line, at.column);
        return;
    }
    Note n;
    n.section = section;
    n.number = number;
    // (a note that repeats from game to game is kept once)
    auto text = [&]() { return value.mid(colon + 1); };
    n.text = m_cache ? m_cache->value(PbnValueCache::Kind::NoteText, reinterpret_cast<const char *>(value.constData()),
                                      value.size() * qsizetype(sizeof(QChar)), text, 192)
                     : text();
    // (a file's notes repeat from game to game, each one QString from the
    // value cache: the last text of each section found without escapes is
    // kept, and the same text is not looked through again; kept, its data
    // stays its own, so the same data is the same text)
    thread_local QString plainNote[2];
    QString &plain = plainNote[section == Note::Section::Play ? 1 : 0];
    if (!m_escapes && (n.text.constData() != plain.constData() || n.text.size() != plain.size())) {
        if (PbnText::hasProgramEscapes(n.text, true)) {
            m_escapes = true;
            m_report.warning(QStringLiteral("pbn.text.escapes"),
                             QStringLiteral("a note uses program escapes (\\n line breaks or !S suit marks), "
                                            "shown as line breaks and suit symbols"),
                             at.line, at.column);
        } else {
            plain = n.text;
        }
    }
    QList<Note> &notes = m_record->notes();
    // (room for as many notes as the game before had: a file's games have
    // about as many, and the list then grows once at most)
    if (notes.isEmpty() && m_previous && m_previous->notes().size() > 1)
        notes.reserve(m_previous->notes().size());
    notes.append(std::move(n));
    m_info.notePlaces.append(at);
}

void PbnRecordReader::data(const PbnToken &t)
{
    switch (m_section) {
    case Section::Auction:
    case Section::Play:
        if (t.kind == PbnToken::Kind::Word) {
            if (m_section == Section::Auction) {
                m_auction.word(t);
                return;
            }
            m_play.word(t);
            // (the play's next lines, when each is four cards that need
            // nothing more, taken a line at a time: the same cards, without a
            // token's way through read())
            if (m_lexer.atLineEnd()) {
                const char *row;
                while ((row = m_lexer.cardRow()) && m_play.cardRow(row, m_lexer.line(), m_lexer.columnOf(row)))
                    m_lexer.takeCardRow(row);
            }
            return;
        }
        break;
    case Section::Data:
        tableEntry(t);
        return;
    case Section::Ignored:
        return;
    default:
        break;
    }
    if (!m_reportedSyntax) {
        m_reportedSyntax = true;
        const QString text = PbnText::decode(t.text, qMin<qsizetype>(t.size, 20), m_latin1);
        m_report.error(QStringLiteral("pbn.syntax.unexpected"),
                       QStringLiteral("\"%1\" stands outside any tag or section (characters do not obey the syntax)")
                           .arg(text),
                       t.line, t.column);
    }
}

std::shared_ptr<CardRecord> PbnRecordReader::read()
{
    for (;;) {
        const PbnToken t = m_lexer.next();
        if (m_info.first.line == 0 && t.kind != PbnToken::Kind::End)
            m_info.first = {t.line, t.column};
        switch (t.kind) {
        case PbnToken::Kind::End:
            break;
        case PbnToken::Kind::PercentLine:
        case PbnToken::Kind::SemicolonComment:
        case PbnToken::Kind::BraceComment:
            comment(t);
            continue;
        case PbnToken::Kind::LBracket:
            tag(t);
            continue;
        case PbnToken::Kind::RBracket:
            m_report.error(QStringLiteral("pbn.tag.malformed"), QStringLiteral("']' without '['"), t.line, t.column);
            continue;
        case PbnToken::Kind::String:
        case PbnToken::Kind::Word:
            data(t);
            continue;
        }
        break;
    }
    flushData();
    lexicalIssues();
    if (!m_sawTag)
        return nullptr;
    inherit();
    finishRecord();
    m_record->setSourceLine(m_info.first.line);
    return m_record;
}

void PbnRecordReader::finishRecord()
{
    CardRecord &r = *m_record;
    // (the tags' names, found as each tag was read, for the decoder,
    // syncTags() and sortTags())
    PbnTags::KnownList &known = m_known;
    PbnTagDecoder::decode(r, m_places, m_info, m_report, &known);

    m_auction.finish();
    if (m_info.hasAuction) {
        r.auction() = std::move(m_auction.auction()); // (the parser is done with it)
        m_info.auctionDashes = m_auction.dashes();
        m_info.callPlaces = std::move(m_auction.positions()); // (the parser is done with them)
    }
    const Suit trump = r.contract().isBid() ? r.contract().trump() : m_info.endPositionTrump;
    m_play.finish(trump);
    if (m_info.hasPlay) {
        r.play() = std::move(m_play.play()); // (the parser is done with it)
        m_info.playEnded = m_play.hasStar();
        m_info.cardPlaces = std::move(m_play.positions()); // (the parser is done with them)
    }

    // commentary: anchors in the model's terms
    QList<Commentary> &comments = r.comments();
    comments.reserve(m_comments.size());
    for (RawComment &rc : m_comments) {
        Commentary c = std::move(rc.comment);
        switch (rc.kind) {
        case RawComment::Kind::Record: c.anchor = Anchor{Anchor::Kind::Record, -1}; break;
        case RawComment::Kind::Tag: c.anchor = Anchor{Anchor::Kind::Tag, rc.index}; break;
        case RawComment::Kind::Call: c.anchor = Anchor{Anchor::Kind::Call, rc.index}; break;
        case RawComment::Kind::Slot: c.anchor = Anchor{Anchor::Kind::Card, m_play.indexOfSlot(rc.index)}; break;
        }
        comments.append(std::move(c));
    }

    PbnCanonical::syncTags(r, r.tags(), false, m_info.dealExportFrom, &known);
    // (the validator looks at no tag and no commentary: the order can wait)
    PbnValidator::validate(r, m_info, m_report);
    // (a game whose tags go on to the games after it ('##') is put in order
    // at once: the next game takes them in this game's order)
    bool passesOn = false;
    for (const Tag &t : std::as_const(r.tags()))
        passesOn = passesOn || t.inherited;
    if (!m_orderLater || passesOn)
        putInOrder();
}

void PbnRecordReader::putInOrder()
{
    if (!m_record || m_inOrder)
        return;
    m_inOrder = true;
    CardRecord &r = *m_record;
    PbnCanonical::sortTags(r.tags(), r.comments(), &m_known);
    PbnCanonical::sortComments(r.tags(), r.comments());
    if (r.tags().capacity() > r.tags().size())
        r.tags().squeeze();
}

} // namespace kib
