#include "malloctuning.h"

#include <cstdlib> // (defines __GLIBC__ on glibc)
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace kib {

void tuneMallocForStreaming()
{
#if defined(__GLIBC__)
    // (and blocks under 32 MB from the heaps, not mmap()ed and unmapped one
    // by one: the file's bytes stay mmap()ed)
    mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024);
    mallopt(M_TOP_PAD, 64 * 1024 * 1024);
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
#endif
}

} // namespace kib
