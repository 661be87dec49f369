#include "pbnrecordreader.h"

#include "pbntags.h"

// '#' and '##' inheritance, and games that share the board before: what a
// game takes from the game before it (PbnRecordReader::dependsOnPrevious()).

namespace kib {

void PbnRecordReader::inherit()
{
    // (a game with no Board and no Deal that needs a board would take them
    // from a game before it that has a Deal)
    m_mayDependOnPrevious = m_mayDependOnPrevious
                            || (!seen(u"Deal") && !seen(u"Board")
                                && (m_play.hasCards() || (m_info.hasAuction && !seen(u"Dealer"))));
    if (!m_previous)
        return;
    // '##' values go on to the games after, unless a game sets them again.
    for (const Tag &t : m_previous->tags()) {
        if (!t.inherited)
            continue;
        const PbnTags::Known *known = PbnTags::find(t.name);
        if (seen(known, t.name) || (known && (known->flags & PbnTags::Known::NoInheritance)))
            continue;
        Tag copy = t;
        copy.columns.clear();
        copy.rows.clear();
        m_record->tags().append(std::move(copy));
        m_places.append(m_info.first);
        m_known.append(known);
        markSeen(known, t.name);
    }
    // A game that shares the previous board (rpbridge.net) leaves out Board
    // and Deal.
    const auto *prev = dynamic_cast<const CardRecord *>(m_previous);
    // (a play needs the cards; an auction only when the game does not say
    // who dealt either)
    const bool needsBoard = m_play.hasCards() || (m_info.hasAuction && !seen(u"Dealer"));
    if (!prev || seen(u"Deal") || seen(u"Board") || !needsBoard
        || !prev->hasTag(QStringLiteral("Deal")))
        return;
    for (const char *n : {"Board", "Dealer", "Vulnerable", "Deal"}) {
        const QString name = QString::fromLatin1(n);
        if (seen(name) || !prev->hasTag(name))
            continue;
        Tag t;
        t.name = name;
        t.value = prev->tag(name);
        m_record->tags().append(std::move(t));
        m_places.append(m_info.first);
        const PbnTags::Known *known = PbnTags::find(name);
        m_known.append(known);
        markSeen(known, name);
    }
    m_dependsOnPrevious = true;
    m_report.warning(QStringLiteral("pbn.deal.shared"),
                     QStringLiteral("no Board and no Deal: the game is read as played on the board before"),
                     m_info.first.line, m_info.first.column);
}

} // namespace kib
