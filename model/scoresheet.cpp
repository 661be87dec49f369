#include "scoresheet.h"

#include "cardrecord.h"

namespace kib {

namespace {

void add(QList<PaperEntry> &column, int record, int change)
{
    const int total = column.isEmpty() ? 0 : column.last().total;
    column.append(PaperEntry{record, change, total + change});
}

bool hasOwnTags(const Record &record)
{
    for (const Tag &t : record.tags())
        if (!t.inherited)
            return true;
    return false;
}

const CardRecord *preferansDeal(const RecordPtr &record)
{
    auto *r = dynamic_cast<const CardRecord *>(record.get());
    return r && r->game() == Game::Preferans && r->seats().count() == 3 ? r : nullptr;
}

// Crosses the main player's part of the oldest refa still open for them.
void useRefa(ScoreSheet &sheet, const CardRecord &r, int index)
{
    const Seat main = r.declarer();
    if (main < 0 || main > 2) {
        sheet.problems.append(QStringLiteral("deal %1 is played under a refa without a main player").arg(index + 1));
        return;
    }
    std::optional<int> middle;
    if (main < r.preferans().summary.size())
        middle = r.preferans().summary.at(main).middle;
    for (Refa &refa : sheet.refe) {
        if (refa.parts.at(main) != Refa::Part::Open)
            continue;
        refa.parts[main] = middle.value_or(0) > 0 ? Refa::Part::Failed : Refa::Part::Passed;
        refa.usedIn[main] = index;
        return;
    }
    sheet.problems.append(QStringLiteral("deal %1 is played under a refa, but player %2 has no refa open")
                              .arg(index + 1)
                              .arg(main + 1));
}

void count(ScoreSheet &sheet, const CardRecord &r, int index)
{
    ++sheet.deals;
    const PreferansDeal &p = r.preferans();
    if (r.contract().kind == Contract::Kind::PassedOut) {
        if (!sheet.refeLimit || sheet.refe.size() < *sheet.refeLimit)
            sheet.refe.append(Refa{index, QList<Refa::Part>(3, Refa::Part::Open), QList<int>(3, -1)});
        return;
    }
    if (p.refa)
        useRefa(sheet, r, index);
    for (Seat s = 0; s < 3 && s < p.summary.size(); ++s) {
        const PreferansScore &score = p.summary.at(s);
        PlayerPaper &paper = sheet.players[s];
        if (score.middle)
            add(paper.bula, index, *score.middle);
        if (score.left)
            add(paper.left, index, *score.left);
        if (score.right)
            add(paper.right, index, *score.right);
    }
}

} // namespace

int ScoreSheet::openRefe(Seat seat) const
{
    int n = 0;
    for (const Refa &refa : refe)
        if (seat >= 0 && seat < refa.parts.size() && refa.parts.at(seat) == Refa::Part::Open)
            ++n;
    return n;
}

int ScoreSheet::soupsWritten(Seat seat) const
{
    if (seat < 0 || seat >= players.size())
        return 0;
    return players.at(seat).leftTotal() + players.at(seat).rightTotal();
}

int ScoreSheet::soupsAgainst(Seat seat) const
{
    if (seat < 0 || seat >= players.size() || players.size() != 3)
        return 0;
    // the right neighbour has this player on the left, and the other way round
    return players.at(rightOf(seat)).leftTotal() + players.at(leftOf(seat)).rightTotal();
}

double ScoreSheet::result(Seat seat) const
{
    if (seat < 0 || seat >= players.size())
        return 0;
    double mean = 0;
    for (const PlayerPaper &p : players)
        mean += p.bulaTotal();
    mean /= players.size();
    return soupsWritten(seat) - soupsAgainst(seat) + 10.0 * (mean - players.at(seat).bulaTotal());
}

int scoreSheetGameStart(const QList<RecordPtr> &records, int index)
{
    for (int i = qMin(index, int(records.size()) - 1); i > 0; --i)
        if (records.at(i) && hasOwnTags(*records.at(i)))
            return i;
    return 0;
}

ScoreSheet scoreSheetAt(const QList<RecordPtr> &records, int upTo, bool includeLast)
{
    ScoreSheet sheet;
    sheet.players.resize(3);
    if (records.isEmpty() || upTo < 0)
        return sheet;
    upTo = qMin(upTo, int(records.size()) - 1);
    sheet.firstRecord = scoreSheetGameStart(records, upTo);
    sheet.lastRecord = includeLast ? upTo : upTo - 1;
    if (const Record *first = records.at(sheet.firstRecord).get()) {
        bool ok = false;
        const int bula = first->tag(QStringLiteral("Bula")).trimmed().toInt(&ok);
        if (ok)
            sheet.startBula = bula;
        else if (first->hasTag(QStringLiteral("Bula")))
            sheet.problems.append(QStringLiteral("the Bula tag is not a number"));
        const int refe = first->tag(QStringLiteral("Refe")).trimmed().toInt(&ok);
        if (ok && refe >= 0)
            sheet.refeLimit = refe;
    }
    for (PlayerPaper &p : sheet.players)
        p.bula.append(PaperEntry{-1, sheet.startBula, sheet.startBula});
    for (int i = sheet.firstRecord; i <= sheet.lastRecord; ++i)
        if (const CardRecord *r = preferansDeal(records.at(i)))
            count(sheet, *r, i);
    return sheet;
}

} // namespace kib
