#pragma once

#include "parsers/notationplugin.h"

#include "model/cardrecord.h"

namespace kib::pn {

// Writes pinochle records as PN 1.0 in the specification's line order:
// each game's Game Section (its tags that are not inherited, with their
// notes), then one Hand Section per record: Deal, table lines that change
// in the hand, GameScores, Dealer, Hand#, Bids# (each followed by its
// Kitty#), Contract, Pass#, Kitty, Discard, Hand# redeclared, Meld#,
// Trick#, MeldScores, PlayScores, Adjustments, HandScores, FinalScores,
// Winner. Notes stand after the line they are anchored to. A blank line
// separates sections, two blank lines games. Reading the text gives the
// records back; writing them again gives the same bytes.
class PnWriter
{
public:
    WriteResult write(const Collection &collection);
    // The text of one record; 'startsGame' writes its Game Section too.
    QString record(const CardRecord &record, bool startsGame);
    // What PN cannot hold of a record (empty: nothing is lost).
    static QStringList cannotHold(const Record &record);

private:
    void line(const QString &label, const QString &value);
    void notes(const CardRecord &record, Anchor::Kind kind, int from, int to);
    void gameSection(const CardRecord &record);
    void handSection(const CardRecord &record, bool startsGame);
    void auction(const CardRecord &record);
    void exchange(const CardRecord &record);
    void play(const CardRecord &record);

    QStringList m_lines;
    QList<bool> m_noteWritten;
};

} // namespace kib::pn
