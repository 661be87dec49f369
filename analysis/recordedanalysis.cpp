#include "recordedanalysis.h"

namespace kib::dd {

DdTable RecordedAnalysis::fromOptimumResultTable(const Record &record)
{
    DdTable table;
    for (const Tag &tag : record.tags()) {
        if (tag.name != u"OptimumResultTable" || !tag.isTable())
            continue;
        // the columns named as written: "Declarer", "Denomination\2R", "Result\2R"
        int decl = -1, denom = -1, result = -1;
        const QStringList cols = tag.columns.get();
        for (int i = 0; i < cols.size(); ++i) {
            const QString name = cols.at(i).section(QLatin1Char('\\'), 0, 0).trimmed();
            if (name.compare(u"Declarer", Qt::CaseInsensitive) == 0)
                decl = i;
            else if (name.compare(u"Denomination", Qt::CaseInsensitive) == 0)
                denom = i;
            else if (name.compare(u"Result", Qt::CaseInsensitive) == 0)
                result = i;
        }
        if (decl < 0 || denom < 0 || result < 0)
            continue;
        for (const QStringList &row : tag.rows.get()) {
            if (row.size() <= qMax(decl, qMax(denom, result)))
                continue;
            const Seat s = bridgeSeatFromLetter(row.at(decl).trimmed().isEmpty() ? u'?' : row.at(decl).trimmed().at(0).unicode());
            Strain strain;
            bool ok = false;
            const int tricks = row.at(result).trimmed().toInt(&ok);
            if (s == NoSeat || !strainFromString(row.at(denom).trimmed(), &strain) || !ok || tricks < 0
                || tricks > 13)
                continue;
            table.setTricks(s, strain, tricks);
        }
        break;
    }
    return table;
}

RecordedAnalysis RecordedAnalysis::of(const Record &record)
{
    RecordedAnalysis a;
    if (const QString ddt = record.tag(QStringLiteral("DoubleDummyTricks")); !ddt.isEmpty()) {
        if (auto t = DdTable::fromDoubleDummyTricks(ddt)) {
            a.table = *t;
            a.tableSource = QStringLiteral("DoubleDummyTricks");
        }
    }
    if (a.table.isEmpty()) {
        a.table = fromOptimumResultTable(record);
        if (!a.table.isEmpty())
            a.tableSource = QStringLiteral("OptimumResultTable");
    }
    a.optimumScoreText = record.tag(QStringLiteral("OptimumScore"));
    a.optimumScore = parseOptimumScore(a.optimumScoreText);
    a.parContract = record.tag(QStringLiteral("ParContract"));
    return a;
}

QStringList disagreements(const RecordedAnalysis &recorded, const DdTable &solved, const ParResult &par)
{
    QStringList out;
    if (recorded.hasTable()) {
        const QStringList diff = recorded.table.differences(solved);
        for (const QString &d : diff)
            out.append(QStringLiteral("%1 says %2").arg(recorded.tableSource, d));
    }
    if (recorded.optimumScore && par.valid && *recorded.optimumScore != par.score)
        out.append(QStringLiteral("OptimumScore says %1, DDS finds %2")
                       .arg(recorded.optimumScoreText, par.scoreText()));
    return out;
}

} // namespace kib::dd
