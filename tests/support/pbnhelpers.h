#pragma once

// Helpers for the PBN tests: read inline text, look at records and
// diagnostics, find corpus files.

#include "corpus.h"

#include "parsers/pbn/pbnplugin.h"

#include "model/cardrecord.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QStringList>

namespace kib::test {

inline ReadResult readPbn(const QByteArray &text)
{
    return PbnPlugin().read(text);
}

inline const CardRecord *cardRecord(const ReadResult &r, int index)
{
    if (index < 0 || index >= r.collection.size())
        return nullptr;
    return dynamic_cast<const CardRecord *>(r.collection.records().at(index).get());
}

// "CODE" for each diagnostic, errors and warnings.
inline QStringList codes(const Diagnostics &d)
{
    QStringList out;
    for (const Diagnostic &x : d)
        out.append(x.code);
    return out;
}

inline QStringList errorCodes(const Diagnostics &d)
{
    QStringList out;
    for (const Diagnostic &x : d)
        if (x.isError())
            out.append(x.code);
    return out;
}

inline QString describe(const Diagnostics &d)
{
    QStringList out;
    for (const Diagnostic &x : d)
        out.append(x.format(QStringLiteral("text")));
    return out.join(QLatin1Char('\n'));
}

// Calls as PBN spells them, space separated.
inline QString callsText(const CardRecord &r)
{
    QStringList out;
    for (const Call &c : r.auction().calls)
        out.append(c.toString());
    return out.join(QLatin1Char(' '));
}

// Cards in the order played, "N:SA E:S2 ...", tricks separated by '|'.
inline QString playText(const CardRecord &r)
{
    QStringList tricks;
    for (const Trick &t : r.play().tricks) {
        QStringList cards;
        for (const PlayedCard &pc : t.cards)
            cards.append(QStringLiteral("%1:%2").arg(r.seats().letter(pc.seat),
                                                      pc.kind == PlayedCard::Kind::Card ? pc.card.toString()
                                                                                        : QStringLiteral("-")));
        tricks.append(cards.join(QLatin1Char(' ')));
    }
    return tricks.join(QStringLiteral(" | "));
}

inline QString corpusDir()
{
    return corpusPath(QStringLiteral("pbn"));
}

inline QByteArray corpusFile(const QString &relative)
{
    QFile f(corpusDir() + QLatin1Char('/') + relative);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

// Every .pbn file under the corpus, relative paths, sorted.
inline QStringList corpusFiles()
{
    QStringList out;
    QDirIterator it(corpusDir(), {QStringLiteral("*.pbn")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        out.append(QDir(corpusDir()).relativeFilePath(it.next()));
    out.sort();
    return out;
}

} // namespace kib::test
