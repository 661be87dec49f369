#include "hugepages.h"

#if defined(Q_OS_LINUX)
#include <sys/mman.h>
#endif

#include <cstdint>

namespace kib {

void adviseHugePages(const void *data, qsizetype bytes)
{
#if defined(Q_OS_LINUX) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t huge = std::uintptr_t(2) * 1024 * 1024;
    if (!data || bytes < qsizetype(huge))
        return;
    const auto start = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t first = (start + huge - 1) & ~(huge - 1);
    const std::uintptr_t last = (start + std::uintptr_t(bytes)) & ~(huge - 1);
    if (last > first)
        madvise(reinterpret_cast<void *>(first), last - first, MADV_HUGEPAGE); // (a hint: a refusal is no error)
#else
    Q_UNUSED(data);
    Q_UNUSED(bytes);
#endif
}

} // namespace kib
