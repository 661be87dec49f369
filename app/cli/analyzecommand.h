#pragma once

#include "analysis/ddtable.h"

#include <QStringList>
#include <QTextStream>

namespace kib {

class NotationPlugin;
class Record;
class Registry;

// kibitzer-cli analyze [--par] [--threads N] [--format ID] FILE...
// kibitzer-cli analyze --write [--par] -o OUT FILE
// Double-dummy tables (and par) of every record with a complete deal, as
// JSON on standard output, or written into a copy of the file as PBN tags.
// Files are read a record at a time (split, then readRecord() per span)
// and solved in blocks with CalcAllTablesPBN, so memory stays flat
// whatever the file's length (docs/cli.md).
class AnalyzeCommand
{
public:
    AnalyzeCommand(QTextStream &out, QTextStream &err, const Registry &registry);
    int run(const QStringList &args);

private:
    struct Item;
    struct FileRun;
    int analyzeFile(const QString &path, FileRun &run);
    void solveBlock(QList<Item> &block, FileRun &run);
    void emitItem(const Item &item, FileRun &run);
    int usage(const QString &problem);

    QTextStream &m_out;
    QTextStream &m_err;
    const Registry &m_registry;
    bool m_par = false;
    bool m_write = false;
    bool m_severalFiles = false;
    QString m_format;
};

} // namespace kib
