#include "preservingcheck.h"

#include "json/jsonplugin.h"

namespace kib::preserving {

bool hasError(const Diagnostics &diagnostics, const QSet<QString> &tolerated)
{
    for (const Diagnostic &d : diagnostics)
        if (d.isError() && !tolerated.contains(d.code))
            return true;
    return false;
}

bool inheritsFromPrevious(const Record &record)
{
    for (const Tag &t : record.tags())
        if (t.inherited)
            return true;
    return false;
}

QByteArray fingerprint(const RecordPtr &record)
{
    static const JsonPlugin json;
    Collection one;
    one.append(record);
    return json.write(one).data;
}

} // namespace kib::preserving
