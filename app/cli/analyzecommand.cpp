#include "analyzecommand.h"

#include "analysistags.h"
#include "options.h"

#include "analysis/ddposition.h"
#include "analysis/ddsolver.h"
#include "model/cardrecord.h"
#include "parsers/registry.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <string_view>

namespace kib {

namespace {

// Records read before their tables are asked for together: a few
// CalcAllTablesPBN calls' worth, so that DDS's threads stay busy.
constexpr int BlockSize = 5 * dd::TablesPerCall;

// A JSON string, escaped as QJsonDocument does.
QString jsonString(const QString &text)
{
    const QByteArray a = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(a.mid(1, a.size() - 2));
}

// The tricks in the order hand records and the docs give them: declarers
// N S E W, strains NT S H D C (QJsonObject would sort the keys).
QString tricksJson(const dd::DdTable &t)
{
    static const char *const seats[4] = {"N", "S", "E", "W"};
    static const Seat order[4] = {North, South, East, West};
    QString out = QStringLiteral("{");
    for (int i = 0; i < 4; ++i) {
        out += QStringLiteral("%1\"%2\":{").arg(i ? QStringLiteral(",") : QString(), QLatin1String(seats[i]));
        for (int c = 0; c < dd::StrainCount; ++c)
            out += QStringLiteral("%1\"%2\":%3")
                       .arg(c ? QStringLiteral(",") : QString(), dd::strainLabel(c))
                       .arg(t.tricks(order[i], dd::strainAt(c)));
        out += QLatin1Char('}');
    }
    return out + QLatin1Char('}');
}

} // namespace

struct AnalyzeCommand::Item
{
    int record = 0;        // 1-based in its file
    QString board;
    QByteArray deal;       // empty: 'reason' says why it cannot be analysed
    QString reason;
    Seat dealer = NoSeat;
    Vulnerability vulnerability = Vulnerability::Unknown;
    RecordSpan span;
    dd::DdTable table;
    // --write: the record before (PBN '#' inheritance) and the errors it
    // read with, to check the record with its new tags reads as well
    std::shared_ptr<Record> previous;
    int errors = 0;
};

struct AnalyzeCommand::FileRun
{
    QString path;
    QByteArrayView data;
    QSaveFile *output = nullptr;
    const NotationPlugin *plugin = nullptr;
    qsizetype written = 0;   // bytes of 'data' copied to 'output' so far
    QByteArray lineEnd = "\n";
    bool firstRecord = true; // JSON: no comma before it
    int analysed = 0;
    int skipped = 0;
    int total = 0;
    int done = 0;
    int nextProgress = 0;
    bool failed = false;
};

AnalyzeCommand::AnalyzeCommand(QTextStream &out, QTextStream &err, const Registry &registry)
    : m_out(out), m_err(err), m_registry(registry)
{
}

int AnalyzeCommand::usage(const QString &problem)
{
    m_err << "kibitzer-cli: " << problem << '\n' << "run 'kibitzer-cli help' for usage\n";
    return 2;
}

int AnalyzeCommand::run(const QStringList &args)
{
    const Options opts(args, {QStringLiteral("--threads"), QStringLiteral("--format"), QStringLiteral("-o"),
                              QStringLiteral("--output")},
                       {QStringLiteral("--par"), QStringLiteral("--write")});
    if (!opts.ok())
        return usage(opts.error());
    if (opts.positional().isEmpty())
        return usage(QStringLiteral("analyze needs at least one file"));
    m_par = opts.has(QStringLiteral("--par"));
    m_write = opts.has(QStringLiteral("--write"));
    m_format = opts.value(QStringLiteral("--format"));
    if (opts.has(QStringLiteral("--threads"))) {
        bool ok = false;
        const int n = opts.value(QStringLiteral("--threads")).toInt(&ok);
        if (!ok || n < 1)
            return usage(QStringLiteral("--threads needs a number of threads, 1 or more"));
        dd::setThreads(n);
    }
    const QString outPath = opts.has(QStringLiteral("-o")) ? opts.value(QStringLiteral("-o"))
                                                            : opts.value(QStringLiteral("--output"));
    if (m_write && (opts.positional().size() != 1 || outPath.isEmpty()))
        return usage(QStringLiteral("analyze --write needs one input file and -o OUT"));
    if (!m_write && !outPath.isEmpty())
        return usage(QStringLiteral("-o is for analyze --write"));

    int worst = 0;
    m_severalFiles = opts.positional().size() > 1;
    if (m_write) {
        FileRun run;
        QSaveFile output(outPath);
        if (!output.open(QIODevice::WriteOnly))
            return usage(QStringLiteral("cannot write %1: %2").arg(outPath, output.errorString()));
        run.output = &output;
        worst = analyzeFile(opts.positional().first(), run);
        if (worst == 2 || run.failed) {
            output.cancelWriting();
            return worst ? worst : 1;
        }
        if (!output.commit())
            return usage(QStringLiteral("cannot write %1: %2").arg(outPath, output.errorString()));
        m_out << QStringLiteral("wrote %1: %2 records analysed, %3 could not be\n")
                     .arg(outPath)
                     .arg(run.analysed)
                     .arg(run.skipped);
        return worst;
    }
    m_out << "{\"records\":[";
    bool first = true;
    for (const QString &path : opts.positional()) {
        FileRun run;
        run.firstRecord = first;
        worst = qMax(worst, analyzeFile(path, run));
        first = run.firstRecord;
    }
    m_out << "\n]}\n";
    m_out.flush();
    return worst;
}

int AnalyzeCommand::analyzeFile(const QString &path, FileRun &run)
{
    run.path = path;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_err << "kibitzer-cli: cannot read " << path << ": " << file.errorString() << '\n';
        return 2;
    }
    // the file mapped, not read into memory: only the records of one block
    // are ever built
    const qint64 size = file.size();
    QByteArray copy;
    const uchar *mapped = size > 0 ? file.map(0, size) : nullptr;
    if (mapped) {
        run.data = QByteArrayView(reinterpret_cast<const char *>(mapped), size);
    } else {
        copy = file.readAll();
        run.data = QByteArrayView(copy);
    }
    const NotationPlugin *plugin = nullptr;
    if (!m_format.isEmpty()) {
        plugin = m_registry.byId(m_format);
        if (!plugin || !plugin->canRead())
            return usage(QStringLiteral("no notation with id '%1' can be read").arg(m_format));
    } else {
        plugin = m_registry.detect(run.data.first(qMin<qsizetype>(run.data.size(), 64 * 1024)), path);
        if (!plugin)
            return usage(QStringLiteral("%1: not a notation Kibitzer reads").arg(path));
    }
    if (m_write && plugin->id() != u"pbn")
        return usage(QStringLiteral("analyze --write writes PBN tags: %1 is %2 (convert it to PBN first)")
                         .arg(path, plugin->displayName()));
    run.plugin = plugin;
    if (std::string_view(run.data.data(), size_t(run.data.size())).find("\r\n") != std::string_view::npos)
        run.lineEnd = "\r\n";

    const QList<RecordSpan> spans = plugin->split(run.data);
    run.total = int(spans.size());
    run.nextProgress = run.total >= 100 ? run.total / 10 : run.total + 1;
    int errors = 0;
    std::shared_ptr<Record> previous;
    QList<Item> block;
    for (int i = 0; i < spans.size(); ++i) {
        ReadResult r = plugin->readRecord(run.data, spans.at(i), i + 1, previous.get());
        errors += errorCount(r.diagnostics);
        for (const Diagnostic &d : r.diagnostics)
            if (d.isError())
                m_err << d.format(path) << '\n';
        Item item;
        item.record = i + 1;
        item.span = spans.at(i);
        item.errors = errorCount(r.diagnostics);
        if (m_write)
            item.previous = previous;
        if (r.collection.isEmpty()) {
            item.reason = QStringLiteral("the record could not be read");
        } else {
            previous = r.collection.record(0);
            item.board = previous->tag(QStringLiteral("Board"));
            if (auto *card = dynamic_cast<const CardRecord *>(previous.get())) {
                item.deal = dd::dealPbn(*card, &item.reason);
                item.dealer = card->dealer();
                item.vulnerability = card->vulnerability();
            } else {
                item.reason = QStringLiteral("not a bridge deal");
            }
        }
        block.append(item);
        if (block.size() >= BlockSize) {
            solveBlock(block, run);
            block.clear();
        }
    }
    solveBlock(block, run);
    if (run.output && run.written < run.data.size())
        run.output->write(run.data.constData() + run.written, run.data.size() - run.written);
    if (run.total >= 100)
        m_err << path << ": " << run.done << '/' << run.total << " records\n";
    m_err.flush();
    return errors > 0 ? 1 : 0;
}

void AnalyzeCommand::solveBlock(QList<Item> &block, FileRun &run)
{
    QList<QByteArray> deals;
    QList<qsizetype> which;
    for (qsizetype i = 0; i < block.size(); ++i)
        if (!block.at(i).deal.isEmpty()) {
            deals.append(block.at(i).deal);
            which.append(i);
        }
    QList<dd::DdTable> tables;
    QString error;
    if (!deals.isEmpty() && !dd::solveTables(deals, &tables, &error)) {
        for (qsizetype i : which) {
            block[i].deal.clear();
            block[i].reason = error;
        }
    } else {
        for (qsizetype k = 0; k < which.size(); ++k)
            block[which.at(k)].table = tables.at(k);
    }
    for (const Item &item : block)
        emitItem(item, run);
    run.done += int(block.size());
    if (run.done >= run.nextProgress && run.done < run.total) {
        m_err << run.path << ": " << run.done << '/' << run.total << " records\n";
        m_err.flush();
        run.nextProgress += qMax(1, run.total / 10);
    }
}

void AnalyzeCommand::emitItem(const Item &item, FileRun &run)
{
    const bool ok = !item.deal.isEmpty();
    ok ? ++run.analysed : ++run.skipped;
    // par for whole deals only (an end position has none)
    const bool whole = ok && item.deal.count(' ') == 3 && item.deal.size() == 2 + 52 + 3 * 4 + 3;
    const dd::ParResult par = whole && m_par ? dd::par(item.table, item.dealer, item.vulnerability) : dd::ParResult();
    if (run.output) {
        // the bytes up to this record, then the record with its tags
        const qsizetype start = item.span.offset;
        if (start > run.written)
            run.output->write(run.data.constData() + run.written, start - run.written);
        QByteArray text = run.data.sliced(start, item.span.length).toByteArray();
        if (ok) {
            // kept only if the record reads as well with the tags as without
            const QByteArray tagged = dd::withAnalysisTags(text, item.table, m_par ? &par : nullptr, run.lineEnd);
            const ReadResult back = run.plugin->readRecord(QByteArrayView(tagged), RecordSpan{0, tagged.size(), item.span.line},
                                                           item.record, item.previous.get());
            if (!back.collection.isEmpty() && errorCount(back.diagnostics) <= item.errors
                && back.collection.record(0)->tag(QStringLiteral("DoubleDummyTricks")) == item.table.toDoubleDummyTricks()) {
                text = tagged;
            } else {
                m_err << run.path << ": record " << item.record
                      << ": the analysis cannot be added without changing how the record reads; left as it was\n";
                --run.analysed;
                ++run.skipped;
            }
        }
        run.output->write(text);
        run.written = start + item.span.length;
        return;
    }
    // {"record":1,"board":"1","tricks":{...},"par":{"score":"NS 620","contracts":[...]}}
    QString o = QStringLiteral("{");
    if (m_severalFiles)
        o += QStringLiteral("\"file\":%1,").arg(jsonString(run.path));
    o += QStringLiteral("\"record\":%1,\"board\":%2").arg(item.record).arg(jsonString(item.board));
    if (ok) {
        o += QStringLiteral(",\"tricks\":") + tricksJson(item.table);
        if (m_par && !par.valid) {
            o += QStringLiteral(",\"par\":null");
        } else if (m_par) {
            QStringList contracts;
            for (const QString &c : par.contracts)
                contracts.append(jsonString(c));
            o += QStringLiteral(",\"par\":{\"score\":%1,\"contracts\":[%2]}")
                     .arg(jsonString(par.scoreText()), contracts.join(QLatin1Char(',')));
        }
    } else {
        o += QStringLiteral(",\"reason\":") + jsonString(item.reason);
    }
    o += QLatin1Char('}');
    m_out << (run.firstRecord ? "\n" : ",\n") << o;
    run.firstRecord = false;
}

} // namespace kib
