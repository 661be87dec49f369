#pragma once

#include <QList>
#include <QString>

namespace kib {

// The formatting some programs write into commentary and notes (Bridge
// Composer's <b>, <i>, <u> and <br>, with &amp; and the like): read for
// showing, never changed in the record, so it round-trips as written.
//
// A piece of commentary in one style. Runs come in text order; a <br>
// becomes a '\n' in the text.
struct MarkupRun
{
    QString text;
    bool bold = false;
    bool italic = false;
    bool underline = false;

    friend bool operator==(const MarkupRun &, const MarkupRun &) = default;
};

// The text cut into runs at the tags it recognises (case-insensitive, any
// attributes: <b>, <strong>, <i>, <em>, <u>, <br>, <p>, <font ...>, <span
// ...>, and their closing tags; unbalanced ones are harmless). The entities
// &amp; &lt; &gt; &quot; &apos; &nbsp; are read only in text that has such a
// tag; anything else, a lone '<' in "1NT < 15" included, stays as written.
QList<MarkupRun> commentaryRuns(const QString &text);

// The text without its markup (the runs joined): for plain-text views,
// print and search.
QString commentaryPlainText(const QString &text);

// Whether 'text' has any markup commentaryRuns() reads.
bool hasCommentaryMarkup(const QString &text);

} // namespace kib
