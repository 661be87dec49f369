#include "ddsolver.h"

#include "ddslibrary.h"

#include <cstring>
#include <mutex>

namespace kib::dd {

namespace {

std::mutex &ddsLock()
{
    static std::mutex m;
    return m;
}

// DDS's strain index (0 S .. 3 C, 4 NT) for a table column (0 NT, 1 S .. 4 C).
int ddsStrain(int column)
{
    return column == 0 ? 4 : column - 1;
}

DdTable fromResults(const ddTableResults &r)
{
    DdTable t;
    for (int c = 0; c < StrainCount; ++c)
        for (Seat s = 0; s < 4; ++s)
            t.setTricks(s, strainAt(c), r.resTable[ddsStrain(c)][s]);
    return t;
}

void toResults(const DdTable &t, ddTableResults *r)
{
    for (int c = 0; c < StrainCount; ++c)
        for (Seat s = 0; s < 4; ++s)
            r->resTable[ddsStrain(c)][s] = qMax(0, t.tricks(s, strainAt(c)));
}

int cardsPerHand(const QByteArray &pbn)
{
    // "N:AK2.QJ.. ..." : the first hand's ranks
    int n = 0;
    for (qsizetype i = 2; i < pbn.size() && pbn.at(i) != ' '; ++i)
        if (pbn.at(i) != '.')
            ++n;
    return n;
}

// An end position's table: for each strain and declarer, the declarer's
// left-hand opponent leads; the declarer's side takes what the leader's
// side does not.
bool solvePartialTable(const DdsLibrary &dds, const QByteArray &pbn, DdTable *table, QString *error)
{
    const int n = cardsPerHand(pbn);
    for (int c = 0; c < StrainCount; ++c)
        for (Seat decl = 0; decl < 4; ++decl) {
            dealPBN dl;
            std::memset(&dl, 0, sizeof dl);
            dl.trump = ddsStrain(c);
            dl.first = (decl + 1) % 4;
            std::strncpy(dl.remainCards, pbn.constData(), sizeof dl.remainCards - 1);
            futureTricks fut;
            const int rc = dds.solveBoardPbn(dl, -1, 1, 1, &fut, 0);
            if (rc != RETURN_NO_FAULT) {
                *error = errorText(rc);
                return false;
            }
            table->setTricks(decl, strainAt(c), n - fut.score[0]);
        }
    return true;
}

} // namespace

QString errorText(int code)
{
    const DdsLibrary *dds = DdsLibrary::get();
    if (!dds)
        return DdsLibrary::loadError();
    char line[80] = {};
    dds->errorMessage(code, line);
    return QStringLiteral("DDS: %1").arg(QString::fromLatin1(line));
}

void setThreads(int threads)
{
    const DdsLibrary *dds = DdsLibrary::get();
    if (!dds)
        return;
    std::lock_guard lock(ddsLock());
    dds->setMaxThreads(qMax(0, threads));
}

QString solverInfo()
{
    const DdsLibrary *dds = DdsLibrary::get();
    if (!dds)
        return DdsLibrary::loadError();
    std::lock_guard lock(ddsLock());
    DDSInfo info;
    dds->getInfo(&info);
    return QStringLiteral("DDS %1, %2 threads").arg(QString::fromLatin1(info.versionString)).arg(info.noOfThreads);
}

bool solveTables(const QList<QByteArray> &deals, QList<DdTable> *out, QString *error,
                 const std::atomic_bool *cancel)
{
    out->clear();
    out->reserve(deals.size());
    QString dummy;
    QString &why = error ? *error : dummy;
    const DdsLibrary *dds = DdsLibrary::get();
    if (!dds) {
        why = DdsLibrary::loadError();
        return false;
    }
    // the full deals go to DDS in blocks; end positions one by one
    QList<qsizetype> full;
    QList<DdTable> tables(deals.size());
    for (qsizetype i = 0; i < deals.size(); ++i) {
        if (cardsPerHand(deals.at(i)) == 13) {
            full.append(i);
            continue;
        }
        std::lock_guard lock(ddsLock());
        if (!solvePartialTable(*dds, deals.at(i), &tables[i], &why))
            return false;
    }
    static ddTableDealsPBN dealsPbn; // large: kept off the stack, used under the lock
    static ddTablesRes results;
    static allParResults pars;
    for (qsizetype from = 0; from < full.size(); from += TablesPerCall) {
        if (cancel && cancel->load())
            return false;
        std::lock_guard lock(ddsLock());
        const int count = int(qMin<qsizetype>(TablesPerCall, full.size() - from));
        dealsPbn.noOfTables = count;
        for (int k = 0; k < count; ++k) {
            const QByteArray &d = deals.at(full.at(from + k));
            std::memset(dealsPbn.deals[k].cards, 0, sizeof dealsPbn.deals[k].cards);
            std::strncpy(dealsPbn.deals[k].cards, d.constData(), sizeof dealsPbn.deals[k].cards - 1);
        }
        int filter[DDS_STRAINS] = {0, 0, 0, 0, 0};
        const int rc = dds->calcAllTablesPbn(&dealsPbn, -1, filter, &results, &pars);
        if (rc != RETURN_NO_FAULT) {
            why = errorText(rc);
            return false;
        }
        for (int k = 0; k < count; ++k)
            tables[full.at(from + k)] = fromResults(results.results[k]);
    }
    *out = tables;
    return true;
}

ParResult par(const DdTable &table, Seat dealer, Vulnerability vulnerability)
{
    ParResult out;
    const DdsLibrary *dds = DdsLibrary::get();
    if (!table.isComplete() || !dds)
        return out;
    ddTableResults r;
    toResults(table, &r);
    // DDS: 0 none, 1 both, 2 NS, 3 EW
    int vul = 0;
    switch (vulnerability) {
    case Vulnerability::All: vul = 1; break;
    case Vulnerability::NS: vul = 2; break;
    case Vulnerability::EW: vul = 3; break;
    default: vul = 0; break;
    }
    std::lock_guard lock(ddsLock());
    parResultsDealer res;
    std::memset(&res, 0, sizeof res);
    int rc;
    if (dealer >= 0 && dealer < 4) {
        rc = dds->dealerPar(&r, &res, dealer, vul);
    } else {
        parResultsDealer sides[2];
        rc = dds->sidesPar(&r, sides, vul);
        res = sides[0];
    }
    if (rc != RETURN_NO_FAULT)
        return out;
    out.valid = true;
    out.score = res.score;
    for (int i = 0; i < res.number && i < 10; ++i)
        out.contracts.append(QString::fromLatin1(res.contracts[i]).trimmed());
    return out;
}

const CardValue *StepValues::find(Card c) const
{
    for (const CardValue &v : cards)
        if (v.card == c)
            return &v;
    return nullptr;
}

StepValues cardValues(const Position &pos, QString *error)
{
    StepValues out;
    out.toPlay = pos.toPlay;
    out.declarer = pos.declarer;
    const DdsLibrary *dds = DdsLibrary::get();
    if (!dds) {
        out.reason = DdsLibrary::loadError();
        if (error)
            *error = out.reason;
        return out;
    }
    dealPBN dl;
    std::memset(&dl, 0, sizeof dl);
    dl.trump = pos.trump;
    dl.first = pos.first;
    for (int i = 0; i < pos.trick.size() && i < 3; ++i) {
        dl.currentTrickSuit[i] = int(pos.trick.at(i).suit());
        dl.currentTrickRank[i] = pos.trick.at(i).rank();
    }
    std::strncpy(dl.remainCards, pos.remain.constData(), sizeof dl.remainCards - 1);
    futureTricks fut;
    int rc;
    {
        std::lock_guard lock(ddsLock());
        rc = dds->solveBoardPbn(dl, -1, 3, 1, &fut, 0);
    }
    if (rc != RETURN_NO_FAULT) {
        out.reason = errorText(rc);
        if (error)
            *error = out.reason;
        return out;
    }
    const bool mine = pos.declarerToPlay();
    auto total = [&](int score) { return pos.declarerTricks + (mine ? score : pos.tricksLeft - score); };
    int bestScore = -1;
    for (int i = 0; i < fut.cards; ++i) {
        const Suit suit = Suit(fut.suit[i]);
        const int tricks = total(fut.score[i]);
        bestScore = qMax(bestScore, fut.score[i]);
        out.cards.append({Card(suit, Rank(fut.rank[i])), tricks, false});
        // lower cards of the same value ("equals": one bit a rank)
        for (int r = 2; r <= RankAce; ++r)
            if (fut.equals[i] & (1 << r))
                out.cards.append({Card(suit, Rank(r)), tricks, false});
    }
    out.best = total(bestScore);
    for (CardValue &v : out.cards)
        v.costs = v.tricks != out.best;
    out.valid = true;
    return out;
}

} // namespace kib::dd
