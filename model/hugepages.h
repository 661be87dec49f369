#pragma once

#include <QtGlobal>

namespace kib {

// A hint for the large tables a big file keeps one entry of per game (the
// collection's records and summaries, the read's diagnostics): that the
// system may back them with huge pages. On Linux with transparent huge pages
// in "madvise" mode, as Debian 12 ships it, each 4 KB page of such a table is
// otherwise mapped on its first write, one page fault each (a million boards'
// tables are tens of megabytes: thousands of faults, each costing several
// microseconds on a virtual machine). Only the whole 2 MB pages inside
// [data, data + bytes) are advised; smaller tables, other systems and a
// refusal change nothing, and the memory is the same either way.
void adviseHugePages(const void *data, qsizetype bytes);

// The same for a container's whole capacity (QList, std::vector).
template<typename List>
void adviseHugePagesFor(const List &list)
{
    adviseHugePages(list.constData(), list.capacity() * qsizetype(sizeof(typename List::value_type)));
}

} // namespace kib
