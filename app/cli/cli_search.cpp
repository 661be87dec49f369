// kibitzer-cli search FILE EXPR: the records a query finds, as they are read.

#include "cli.h"

#include "options.h"
#include "parsers/fileio.h"
#include "parsers/recordsink.h"
#include "parsers/recordwriter.h"
#include "search/recordquery.h"
#include "search/spansearch.h"

#include "model/cardrecord.h"

#include <QFile>
#include <QFileInfo>

namespace kib {

namespace {

QString tagOf(const Record &r, const char *name)
{
    for (const Tag &t : r.tags())
        if (t.name == QLatin1String(name)) {
            const QString v = t.value.trimmed();
            return v == u"?" || v == u"#" ? QString() : v;
        }
    return {};
}

// "board 7, 4S by S, 10 tricks": what tells a found record at a glance.
QString glance(const Record &r)
{
    QStringList parts;
    if (const QString board = tagOf(r, "Board"); !board.isEmpty())
        parts.append(QStringLiteral("board %1").arg(board));
    if (const auto *c = dynamic_cast<const CardRecord *>(&r)) {
        QString contract = c->contract().toString();
        if (!contract.isEmpty() && c->declarer() != NoSeat && c->contract().isBid())
            contract += QStringLiteral(" by ") + c->seats().letter(c->declarer());
        if (!contract.isEmpty())
            parts.append(contract);
        if (c->result())
            parts.append(QStringLiteral("%1 tricks").arg(*c->result()));
    }
    if (const QString event = tagOf(r, "Event"); !event.isEmpty())
        parts.append(event);
    if (parts.isEmpty())
        parts.append(gameId(r.game()));
    return parts.join(QStringLiteral(", "));
}

class Finder : public RecordSink
{
public:
    Finder(const RecordQuery &query, const QString &path, bool countOnly, QTextStream &out)
        : m_query(query), m_path(path), m_countOnly(countOnly), m_out(out)
    {
    }
    void fileComments(const QList<Commentary> &) override {}
    void record(const RecordPtr &record) override
    {
        ++m_number;
        if (m_query.matches(*record))
            found(m_number, record.get());
    }
    void found(int number, const Record *record)
    {
        ++m_found;
        if (!m_countOnly && record) {
            m_out << m_path << ':' << record->sourceLine() << ": record " << number << ": " << glance(*record) << '\n';
            m_out.flush(); // shown as found
        }
    }
    int found() const { return m_found; }

private:
    const RecordQuery &m_query;
    QString m_path;
    bool m_countOnly;
    QTextStream &m_out;
    int m_number = 0;
    int m_found = 0;
};

// A PBN file mapped instead of read (no copy, no new buffer to fault in:
// reading 778 MB took seconds of system time); not ok when the file is not
// PBN or cannot be mapped (then loadFile() reads it as before).
struct MappedPbn
{
    QFile file;
    QByteArray data;
    bool ok = false;
};

void mapPbn(MappedPbn &m, const QString &path, const QString &formatId, const Registry &registry)
{
    m.file.setFileName(path);
    if (!QFileInfo(path).isFile() || QFileInfo(path).size() == 0 || !m.file.open(QIODevice::ReadOnly))
        return;
    uchar *bytes = m.file.map(0, m.file.size());
    if (!bytes)
        return;
    m.data = QByteArray::fromRawData(reinterpret_cast<const char *>(bytes), m.file.size());
    QString error;
    const NotationPlugin *plugin =
        formatId.isEmpty() ? detectNotation(m.data, path, registry, &error) : registry.byId(formatId);
    m.ok = plugin && plugin->id() == u"pbn";
}

} // namespace

int Cli::search(const QStringList &args)
{
    const Options opts(args, {QStringLiteral("--format")}, {QStringLiteral("--count")});
    if (!opts.ok())
        return usage(opts.error());
    if (opts.positional().size() != 2)
        return usage(QStringLiteral("search needs a file and a query: search FILE 'hcp(N) >= 15'"));
    const QString path = opts.positional().at(0);
    QString problem;
    const RecordQuery query = RecordQuery::parse(opts.positional().at(1), &problem);
    if (!query.isValid())
        return usage(QStringLiteral("the query: %1").arg(problem));
    Finder finder(query, path, opts.has(QStringLiteral("--count")), m_out);
    MappedPbn mapped;
    mapPbn(mapped, path, opts.value(QStringLiteral("--format")), m_registry);
    const bool quickMapped =
        mapped.ok
        && SpanSearch::run(mapped.data, query, [&](int n, const Record *r) { finder.found(n, r); },
                           !opts.has(QStringLiteral("--count")));
    if (quickMapped) {
        if (opts.has(QStringLiteral("--count")))
            m_out << finder.found() << '\n';
        return finder.found() > 0 ? Ok : Invalid;
    }
    const FileBytes file = loadFile(path, opts.value(QStringLiteral("--format")), m_registry);
    if (!file.ok()) {
        m_err << "kibitzer-cli: " << file.error << '\n';
        return Usage;
    }
    // (PBN: only the games the query may match are read, SpanSearch)
    const bool quick = file.plugin->id() == u"pbn"
                       && SpanSearch::run(file.data, query, [&](int n, const Record *r) { finder.found(n, r); },
                                          !opts.has(QStringLiteral("--count")));
    if (!quick)
        readRecordByRecord(*file.plugin, file.data, finder);
    if (opts.has(QStringLiteral("--count")))
        m_out << finder.found() << '\n';
    return finder.found() > 0 ? Ok : Invalid;
}

} // namespace kib
