#pragma once

#include "model/diagnostic.h"
#include "parsers/recenttexts.h"

#include <QHash>
#include <QList>
#include <QStringList>

namespace kib {

// A long list of diagnostics kept in a few bytes each: their texts (code,
// message, rule) stored once each and named by number, so that the hundreds
// of thousands of warnings a large convert gives (the same few losses for
// every record) cost 28 bytes apiece instead of a Diagnostic's 88. at()
// gives each back as it was appended.
class CompactDiagnostics
{
public:
    void append(const Diagnostic &d);
    // A warning with no line, column or rule (convert's losses).
    void appendWarning(const QString &code, const QString &message, int record);
    // The same, the message given by its number (intern()'s answer).
    void appendWarning(const QString &code, quint32 message, int record);
    qsizetype size() const { return m_entries.size(); }
    bool isEmpty() const { return m_entries.isEmpty(); }
    void clear();
    Diagnostic at(qsizetype i) const;
    // at(i).format(fileName) appended to 'out', with no Diagnostic made
    void appendFormatted(qsizetype i, const QString &fileName, QString &out) const;
    int record(qsizetype i) const { return m_entries.at(i).record; }
    // The number of the message's text: equal numbers, equal messages (in
    // this list).
    quint32 messageId(qsizetype i) const { return m_entries.at(i).message; }
    const QString &message(qsizetype i) const { return m_texts.at(m_entries.at(i).message); }
    // The number 'message' has in this list, adding it when new.
    quint32 intern(const QString &text);

private:
    struct Entry
    {
        int record;
        int line;
        int column;
        quint32 message;
        quint32 code;
        quint32 rule;
        Diagnostic::Severity severity;
    };
    QList<Entry> m_entries;
    QStringList m_texts;
    QHash<QString, quint32> m_ids;
    // (the texts interned last, before m_ids: the same few, again and again)
    RecentTexts<quint32> m_recent;
};

} // namespace kib
