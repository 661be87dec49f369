#include "cli.h"

#include "analyzecommand.h"
#include "diagnosticlisting.h"
#include "options.h"
#include "textstreamdevice.h"
#include "parsers/fileio.h"
#include "parsers/streamedconvert.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace kib {

namespace {

QString joinGames(const QList<Game> &games)
{
    QStringList ids;
    for (Game g : games)
        ids.append(gameId(g));
    return ids.join(QLatin1Char(','));
}

QString plural(int n, const char *word)
{
    return QStringLiteral("%1 %2%3").arg(n).arg(QString::fromLatin1(word), n == 1 ? QString() : QStringLiteral("s"));
}

} // namespace

Cli::Cli(QTextStream &out, QTextStream &err, const Registry &registry)
    : m_out(out), m_err(err), m_registry(registry)
{
}

int Cli::run(const QStringList &args)
{
    if (args.isEmpty())
        return usage(QStringLiteral("no command given"));
    const QString command = args.first();
    const QStringList rest = args.mid(1);
    if (command == u"formats")
        return formats(rest);
    if (command == u"validate")
        return validate(rest);
    if (command == u"convert")
        return convert(rest);
    if (command == u"dump")
        return dump(rest);
    if (command == u"print")
        return print(rest);
    if (command == u"search")
        return search(rest);
    if (command == u"analyze")
        return AnalyzeCommand(m_out, m_err, m_registry).run(rest);
    if (command == u"help" || command == u"--help" || command == u"-h") {
        help();
        return Ok;
    }
    if (command == u"--version") {
        m_out << "kibitzer-cli " << QCoreApplication::applicationVersion() << '\n';
        return Ok;
    }
    return usage(QStringLiteral("unknown command '%1'").arg(command));
}

void Cli::help()
{
    m_out << "usage: kibitzer-cli COMMAND [OPTIONS] FILE...\n"
             "\n"
             "commands:\n"
             "  formats                           list the notations and what each can do\n"
             "  validate [--format ID] [--strict] FILE...\n"
             "                                    report every problem as FILE:LINE:COLUMN\n"
             "                                    (--strict: departures from the standard are errors)\n"
             "  convert IN -o OUT [--to ID] [--format ID] [--force]\n"
             "                                    write IN in another notation\n"
             "  dump [--format ID] FILE           print the file as Kibitzer JSON\n"
             "  print FILE -o OUT.pdf [--records 1-8,12] [--layout record|quiz|full]\n"
             "        [--per-page N] [--paper a4|letter] [--answers end|overleaf] [--backs]\n"
             "        [--play] [--commentary] [--move N] [--format ID]\n"
             "                                    write a handout as PDF\n"
             "  search [--format ID] [--count] FILE QUERY\n"
             "                                    the records QUERY finds, e.g. 'hcp(N) >= 15 and contract = 4S'\n"
             "                                    (exit 0 some found, 1 none, 2 usage)\n"
             "  analyze [--par] [--threads N] FILE...\n"
             "                                    double-dummy tables (and par) as JSON\n"
             "  analyze --write [--par] -o OUT FILE\n"
             "                                    a copy of a PBN file with the analysis as tags\n"
             "\n"
             "exit codes: 0 no errors, 1 errors in the input (or output refused), 2 usage or I/O failure\n";
}

int Cli::usage(const QString &problem)
{
    m_err << "kibitzer-cli: " << problem << '\n' << "run 'kibitzer-cli help' for usage\n";
    return Usage;
}

int Cli::formats(const QStringList &args)
{
    if (!args.isEmpty())
        return usage(QStringLiteral("formats takes no arguments"));
    const auto plugins = m_registry.plugins();
    int idWidth = 2, nameWidth = 4, extWidth = 10;
    for (const NotationPlugin *p : plugins) {
        idWidth = qMax(idWidth, int(p->id().size()));
        nameWidth = qMax(nameWidth, int(p->displayName().size()));
        extWidth = qMax(extWidth, int(p->extensions().join(QLatin1Char(',')).size()));
    }
    for (const NotationPlugin *p : plugins) {
        QStringList can;
        if (p->canRead())
            can.append(QStringLiteral("read"));
        if (p->canWrite())
            can.append(QStringLiteral("write"));
        m_out << p->id().leftJustified(idWidth) << "  " << p->displayName().leftJustified(nameWidth) << "  "
              << p->extensions().join(QLatin1Char(',')).leftJustified(extWidth) << "  "
              << can.join(QLatin1Char(',')).leftJustified(10) << "  " << joinGames(p->games()) << '\n';
    }
    return Ok;
}

int Cli::validate(const QStringList &args)
{
    const Options opts(args, {QStringLiteral("--format")}, {QStringLiteral("--strict")});
    if (!opts.ok())
        return usage(opts.error());
    if (opts.positional().isEmpty())
        return usage(QStringLiteral("validate needs at least one file"));
    const bool strictMode = opts.has(QStringLiteral("--strict"));
    int errors = 0, warnings = 0, records = 0, failedFiles = 0;
    for (const QString &path : opts.positional()) {
        // (the records are counted, not looked at: none need stay)
        const LoadedFile file = readFile(path, opts.value(QStringLiteral("--format")), m_registry, ReadKeep::Counted);
        if (!file.ok()) {
            m_err << "kibitzer-cli: " << file.error << '\n';
            ++failedFiles;
            continue;
        }
        const Diagnostics found = strictMode ? strict(file.result.diagnostics) : file.result.diagnostics;
        {
            DiagnosticListing listing(m_out);
            for (const Diagnostic &d : found)
                listing.add(d, path);
        }
        errors += errorCount(found);
        warnings += warningCount(found);
        records += file.records;
    }
    const int files = int(opts.positional().size()) - failedFiles;
    m_out << QStringLiteral("%1, %2: %3, %4\n")
                 .arg(plural(files, "file"), plural(records, "record"), plural(errors, "error"),
                      plural(warnings, "warning"));
    if (failedFiles > 0)
        return Usage;
    return errors > 0 ? Invalid : Ok;
}

int Cli::convert(const QStringList &args)
{
    const Options opts(args, {QStringLiteral("-o"), QStringLiteral("--output"), QStringLiteral("--to"),
                              QStringLiteral("--format")},
                       {QStringLiteral("--force")});
    if (!opts.ok())
        return usage(opts.error());
    if (opts.positional().size() != 1)
        return usage(QStringLiteral("convert needs exactly one input file"));
    const QString in = opts.positional().first();
    const QString out = opts.has(QStringLiteral("-o")) ? opts.value(QStringLiteral("-o")) : opts.value(QStringLiteral("--output"));
    if (out.isEmpty())
        return usage(QStringLiteral("convert needs an output file: -o OUT"));

    const NotationPlugin *target = nullptr;
    if (const QString to = opts.value(QStringLiteral("--to")); !to.isEmpty()) {
        target = m_registry.byId(to);
        if (!target || !target->canWrite())
            return usage(QStringLiteral("no notation with id '%1' can be written").arg(to));
    } else {
        target = m_registry.forWriting(out);
        if (!target)
            return usage(QStringLiteral("cannot tell the notation of %1 from its extension: use --to ID").arg(out));
    }

    // Record by record: read one, write it, let it go (parsers/streamedconvert.h).
    FileBytes file = loadFile(in, opts.value(QStringLiteral("--format")), m_registry);
    if (!file.ok()) {
        m_err << "kibitzer-cli: " << file.error << '\n';
        return Usage;
    }
    const NotationPlugin &reader = *file.plugin;
    const StreamedConvert done =
        convertStreaming(out, std::move(file.data), reader, *target, opts.has(QStringLiteral("--force")));
    const int inputErrors = errorCount(done.read.diagnostics);
    {
        DiagnosticListing listing(m_err);
        for (const Diagnostic &d : done.read.diagnostics)
            if (d.isError())
                listing.add(d, in);
    }
    if (done.refused) {
        m_err << "kibitzer-cli: " << in << " has " << plural(inputErrors, "error")
              << "; nothing written (use --force to write the records that could be read)\n";
        return Invalid;
    }

    const SavedFile &saved = done.saved;
    {
        DiagnosticListing listing(m_out);
        for (qsizetype i = 0; i < done.warningCount(); ++i)
            listing.addWith([&](QString &line) { done.appendWarning(i, out, line); });
    }
    const int lost = int(done.warningCount());
    if (!saved.ok()) {
        m_err << "kibitzer-cli: " << saved.error << '\n';
        return Invalid;
    }
    m_out << QStringLiteral("wrote %1 to %2 as %3; %4 not carried over\n")
                 .arg(plural(done.read.records, "record"), out, target->id(), plural(lost, "item"));
    return inputErrors > 0 ? Invalid : Ok;
}

int Cli::dump(const QStringList &args)
{
    const Options opts(args, {QStringLiteral("--format")}, {});
    if (!opts.ok())
        return usage(opts.error());
    if (opts.positional().size() != 1)
        return usage(QStringLiteral("dump needs exactly one file"));
    const QString path = opts.positional().first();
    const FileBytes file = loadFile(path, opts.value(QStringLiteral("--format")), m_registry);
    if (!file.ok()) {
        m_err << "kibitzer-cli: " << file.error << '\n';
        return Usage;
    }
    const NotationPlugin *json = m_registry.byId(QStringLiteral("json"));
    if (!json) {
        m_err << "kibitzer-cli: the JSON plug-in is not available\n";
        return Usage;
    }
    // Record by record: the JSON is written as the file is read.
    TextStreamDevice device(m_out);
    const std::unique_ptr<RecordWriter> writer = recordWriterFor(*json, &device);
    const StreamedRead read = pipeRecords(*file.plugin, file.data, *writer);
    DiagnosticListing listing(m_err);
    for (const Diagnostic &d : read.diagnostics)
        listing.add(d, path);
    const QString jsonName = QStringLiteral("<json>");
    for (const Diagnostic &d : writer->warnings())
        listing.add(d, jsonName);
    return errorCount(read.diagnostics) > 0 ? Invalid : Ok;
}

} // namespace kib
