#include "scoresheetrecords.h"

#include "document.h"

namespace kib {

QList<RecordPtr> scoreSheetRecords(const Document *document)
{
    if (!document || document->collection().hasUnbuilt())
        return {};
    return document->collection().records();
}

} // namespace kib
