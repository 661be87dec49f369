#pragma once

namespace kib {

// glibc malloc settings for a command that streams a large file through the
// block read's threads (`dump`): the heaps' free tops are kept rather than
// given back to the system after each block (M_TRIM_THRESHOLD) and the main
// heap grows in large steps (M_TOP_PAD). Without them each pool thread's
// arena shrinks and grows again block after block (an mprotect() and fresh
// page faults each time): issue 18, dump's system time. Call once, early,
// before the threads start. Does nothing off glibc, nor with TCMalloc
// (KIBITZER_TCMALLOC: the programs' allocator, whose mallopt() does
// nothing; its thread caches need no such help).
void tuneMallocForStreaming();

} // namespace kib
