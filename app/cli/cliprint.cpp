#include "cli.h"

#include "options.h"
#include "parsers/fileio.h"

#include "pdfexport.h"

#include <QFileInfo>

namespace kib {

namespace pr = kib::print;

// kibitzer-cli print: a handout of a file's records as PDF (docs/cli.md,
// docs/printing.md).
int Cli::print(const QStringList &args)
{
    const Options opts(args,
                       {QStringLiteral("-o"), QStringLiteral("--output"), QStringLiteral("--records"),
                        QStringLiteral("--layout"), QStringLiteral("--per-page"), QStringLiteral("--paper"),
                        QStringLiteral("--answers"), QStringLiteral("--move"), QStringLiteral("--format")},
                       {QStringLiteral("--backs"), QStringLiteral("--play"), QStringLiteral("--commentary"),
                        QStringLiteral("--four-colour")});
    if (!opts.ok())
        return usage(opts.error());
    if (opts.positional().size() != 1)
        return usage(QStringLiteral("print needs exactly one input file"));
    const QString in = opts.positional().first();
    const QString out = opts.has(QStringLiteral("-o")) ? opts.value(QStringLiteral("-o")) : opts.value(QStringLiteral("--output"));
    if (out.isEmpty())
        return usage(QStringLiteral("print needs an output file: -o OUT.pdf"));

    pr::PrintJob job;
    pr::PrintOptions &o = job.options;
    if (opts.has(QStringLiteral("--layout")) && !pr::layoutFromId(opts.value(QStringLiteral("--layout")), &o.layout))
        return usage(QStringLiteral("unknown layout '%1': record, quiz or full").arg(opts.value(QStringLiteral("--layout"))));
    if (opts.has(QStringLiteral("--per-page"))) {
        bool ok = false;
        o.perPage = opts.value(QStringLiteral("--per-page")).toInt(&ok);
        if (!ok || !QList<int>{1, 2, 4, 6}.contains(o.perPage))
            return usage(QStringLiteral("--per-page takes 1, 2, 4 or 6"));
    } else if (o.layout == pr::Layout::Quiz) {
        o.perPage = 2;
    }
    if (opts.has(QStringLiteral("--paper"))) {
        const QString paper = opts.value(QStringLiteral("--paper")).toLower();
        if (paper == u"a4")
            o.paper = pr::Paper::A4;
        else if (paper == u"letter")
            o.paper = pr::Paper::Letter;
        else
            return usage(QStringLiteral("unknown paper '%1': a4 or letter").arg(paper));
    }
    if (opts.has(QStringLiteral("--answers"))) {
        const QString a = opts.value(QStringLiteral("--answers")).toLower();
        if (a == u"end")
            o.answers = pr::Answers::AtEnd;
        else if (a == u"overleaf")
            o.answers = pr::Answers::Overleaf;
        else
            return usage(QStringLiteral("unknown --answers '%1': end or overleaf").arg(a));
    }
    if (opts.has(QStringLiteral("--move"))) {
        bool ok = false;
        o.chessStep = opts.value(QStringLiteral("--move")).toInt(&ok);
        if (!ok || o.chessStep < 0)
            return usage(QStringLiteral("--move takes a move number (0: the setup)"));
    }
    o.hiddenAsBacks = opts.has(QStringLiteral("--backs"));
    o.showPlay = opts.has(QStringLiteral("--play"));
    o.showCommentary = opts.has(QStringLiteral("--commentary"));
    o.fourColour = opts.has(QStringLiteral("--four-colour"));

    const LoadedFile file = readFile(in, opts.value(QStringLiteral("--format")), m_registry);
    if (!file.ok()) {
        m_err << "kibitzer-cli: " << file.error << '\n';
        return Usage;
    }
    for (const Diagnostic &d : file.result.diagnostics)
        if (d.isError())
            m_err << d.format(in) << '\n';
    job.records = file.result.collection.records();
    if (job.records.isEmpty()) {
        m_err << "kibitzer-cli: " << in << " has no records to print\n";
        return Invalid;
    }
    if (opts.has(QStringLiteral("--records"))) {
        QString why;
        if (!pr::parseRecordRanges(opts.value(QStringLiteral("--records")), int(job.records.size()), &job.selected, &why))
            return usage(why);
    }
    job.title = QFileInfo(in).fileName();
    QString why;
    const int pages = pr::writePdf(out, job, &why);
    if (pages < 0) {
        m_err << "kibitzer-cli: " << why << '\n';
        return Usage;
    }
    const int records = job.selected.isEmpty() ? int(job.records.size()) : int(job.selected.size());
    m_out << QStringLiteral("wrote %1 page%2 (%3 record%4, %5 layout) to %6\n")
                 .arg(pages).arg(pages == 1 ? "" : "s").arg(records).arg(records == 1 ? "" : "s")
                 .arg(pr::layoutId(o.layout), out);
    return errorCount(file.result.diagnostics) > 0 ? Invalid : Ok;
}

} // namespace kib
