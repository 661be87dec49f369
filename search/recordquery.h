#pragma once

#include "model/record.h"

#include <QString>

#include <memory>

namespace kib {

class QueryNode;
struct SpanFacts;

// A search over records: a small expression language (docs/cli.md, "search")
// of conditions on a record's tags, contract, result, score, hands and
// commentary, joined by "and" (or nothing), "or", "not" and parentheses:
//
//   player ~ smith and contract = 4S
//   hcp(N) >= 15 and shape(S) = any 5+5+xx
//   board <= 8 or "squeeze"
//
// Parsed once, then matches() any number of records (any game; a condition
// on what a record does not have is false). Immutable: one query serves any
// number of threads.
class RecordQuery
{
public:
    RecordQuery();
    ~RecordQuery();
    RecordQuery(const RecordQuery &);
    RecordQuery &operator=(const RecordQuery &);

    // The query of 'text'; on a mistake, an invalid query and '*error' says
    // what is wrong and where ("at 12: ...").
    static RecordQuery parse(const QString &text, QString *error = nullptr);

    bool isValid() const { return bool(m_root); }
    bool matches(const Record &record) const;
    // False only when matches() is certainly false for the record whose
    // source bytes 'facts' describes (so it need not be read); true: read it.
    bool mayMatch(const SpanFacts &facts) const;
    // What the record's source bytes say: No (matches() is certainly false:
    // mayMatch() is false), Yes (certainly true: the record need not be read
    // to know it is found), Maybe (read it).
    enum class Verdict : quint8 { No, Maybe, Yes };
    Verdict prejudge(const SpanFacts &facts) const;
    // Whether a condition asks about SpanFacts::tagValue's tags (the contract,
    // declarer, dealer, result, score or board): a quick look for a query
    // that does not need not look for them.
    bool asksTags() const;
    const QString &text() const { return m_text; }

private:
    std::shared_ptr<const QueryNode> m_root;
    QString m_text;
};

} // namespace kib
