#include "jsonrowtexts.h"

#include "jsontextwriter.h"

#include <cstdint>

namespace kib::json {

void JsonRowTexts::write(const QStringList &row, JsonTextWriter &w)
{
    const QString *data = row.constData();
    if (row.isEmpty() || !data) {
        w.strings(row);
        return;
    }
    const auto key = quintptr(data);
    Entry &e = m_entries[((key >> 4) ^ (key >> 12) ^ quintptr(w.depth()) * 0x9E37u) % Slots];
    if (e.depth != w.depth() || e.row.constData() != data || e.row.size() != row.size()) {
        e.text.resize(0);
        JsonTextWriter(&e.text, w.depth()).strings(row);
        e.row = row;
        e.depth = w.depth();
    }
    w.raw(e.text);
}

} // namespace kib::json
