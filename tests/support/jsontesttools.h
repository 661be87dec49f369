#pragma once

// Helpers shared by the Kibitzer JSON tests (tst_jsonplugin*.cpp).

#include "jsontestrecords.h"

#include "model/diagnostic.h"
#include "parsers/notationplugin.h"

namespace kib::jsontest {

// A record of a game the plug-in does not hold.
class ChessRecord : public Record
{
public:
    Game game() const override { return Game::Chess; }
    std::unique_ptr<Record> clone() const override { return std::make_unique<ChessRecord>(*this); }
    int stepCount() const override { return 0; }
    QString stepLabel(int) const override { return {}; }
};

inline Collection collectionOf(const QString &which)
{
    Collection c;
    if (which == u"bridge") {
        c.append(fullBridge());
    } else if (which == u"pinochle") {
        c.append(pinochle3());
    } else if (which == u"preferans") {
        c.append(preferans3());
    } else if (which == u"oddities") {
        c.append(oddities());
    } else if (which == u"empty record") {
        c.append(std::make_shared<CardRecord>());
    } else if (which == u"empty file") {
        // nothing at all
    } else if (which == u"all") {
        c.append(fullBridge());
        c.append(pinochle3());
        c.append(preferans3());
        c.append(oddities());
        c.append(std::make_shared<CardRecord>(Game::Pinochle, 6));
        c.fileComments() = {
            Commentary{Anchor{Anchor::Kind::Record, -1}, Commentary::Style::Percent, QStringLiteral("% PBN 2.1")},
            Commentary{Anchor{Anchor::Kind::End, -1}, Commentary::Style::Semicolon, QStringLiteral("trailer")},
        };
    }
    return c;
}

inline const CardRecord &cardRecord(const RecordPtr &r)
{
    return static_cast<const CardRecord &>(*r);
}

inline QString describe(const Diagnostics &ds)
{
    QStringList out;
    for (const Diagnostic &d : ds)
        out.append(d.format(QStringLiteral("<json>")));
    return out.join(QLatin1Char('\n'));
}

// The line (1-based) of the first occurrence of 'needle'.
inline int lineOf(const QByteArray &text, const QByteArray &needle)
{
    const qsizetype at = text.indexOf(needle);
    return at < 0 ? -1 : int(text.left(at).count('\n')) + 1;
}

// Whether two reads of one file agree: the same diagnostics, records and
// file comments. 'why' says where they part.
inline bool sameRead(const ReadResult &a, const ReadResult &b, QString *why)
{
    if (a.diagnostics != b.diagnostics) {
        *why = QStringLiteral("diagnostics:\n%1\n---\n%2").arg(describe(a.diagnostics), describe(b.diagnostics));
        return false;
    }
    if (a.collection.size() != b.collection.size() || a.collection.fileComments() != b.collection.fileComments()) {
        *why = QStringLiteral("%1 records against %2, or other file comments").arg(a.collection.size()).arg(b.collection.size());
        return false;
    }
    for (int i = 0; i < a.collection.size(); ++i) {
        const RecordPtr &x = a.collection.records().at(i);
        const RecordPtr &y = b.collection.records().at(i);
        if (!(cardRecord(x) == cardRecord(y)) || x->sourceLine() != y->sourceLine()) {
            *why = QStringLiteral("record %1 differs").arg(i + 1);
            return false;
        }
    }
    return true;
}

inline QByteArray file(const QByteArray &records)
{
    return "{\n  \"format\": \"kibitzer\",\n  \"version\": 1,\n  \"records\": [\n" + records + "\n  ]\n}\n";
}

inline const QByteArray kGood1 = "    {\"game\": \"bridge\", \"dealer\": \"N\"}";
inline const QByteArray kGood3 = "    {\"game\": \"preferans\", \"seats\": 3, \"dealer\": \"2\"}";

} // namespace kib::jsontest
