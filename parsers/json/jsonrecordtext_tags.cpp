#include "jsonrecordtext.h"

#include "jsontextwriter.h"

#include <cstring>

// A record's tags: [name, value] for most, with a table's columns and rows
// (and "inherited") in an object after them.

namespace kib::json {

void JsonRecordText::writeTags(const Tags &tags, JsonTextWriter &w)
{
    w.beginArray();
    for (const Tag &t : tags) {
        if (t.columns.isEmpty() && t.rows.isEmpty() && !t.inherited) {
            // [name, value] in one go (most tags): the members one level deeper
            const int outer = 4 * w.depth();
            const int inner = outer + 4;
            char *d = w.rawBegin(2 * inner + outer + 16 + 6 * (t.name.size() + t.value.size()));
            memcpy(d, "[\n", 2);
            memset(d + 2, ' ', size_t(inner));
            d = JsonTextWriter::putString(d + 2 + inner, t.name);
            memcpy(d, ",\n", 2);
            memset(d + 2, ' ', size_t(inner));
            d = JsonTextWriter::putString(d + 2 + inner, t.value);
            *d++ = '\n';
            memset(d, ' ', size_t(outer));
            d += outer;
            *d++ = ']';
            w.rawEnd(d);
            continue;
        }
        w.beginArray();
        w.string(t.name);
        w.string(t.value);
        const QStringList &columns = t.columns;
        const QList<QStringList> &rows = t.rows;
        if (!columns.isEmpty() || !rows.isEmpty() || t.inherited) {
            w.beginObject();
            if (!columns.isEmpty()) {
                w.key(QLatin1StringView("columns"));
                w.strings(columns);
            }
            if (t.inherited) {
                w.key(QLatin1StringView("inherited"));
                w.boolean(true);
            }
            if (!rows.isEmpty()) {
                w.key(QLatin1StringView("rows"));
                w.beginArray();
                for (const QStringList &row : rows)
                    m_rowTexts.write(row, w);
                w.end();
            }
            w.end();
        }
        w.end();
    }
    w.end();
}

} // namespace kib::json
