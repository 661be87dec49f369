#pragma once

#include <dds/dll.h>

#include <QString>

namespace kib::dd {

// DDS (libdds) loaded on first use, not linked. Linked, its constructor
// sizes and clears transposition tables for every core when the program
// starts: 0.15 s of CPU and 15 MB of memory touched by every kibitzer-cli
// command and every window, whether or not anything is analysed. Loaded
// here, it costs that only once a deal is solved.
class DdsLibrary
{
public:
    // The library, loaded and resolved once (thread-safe); null when it
    // cannot be loaded, with the reason in loadError().
    static const DdsLibrary *get();
    static QString loadError();
    // Whether this process has loaded it yet (tests: nothing loads it at
    // start).
    static bool loaded();

    decltype(&::SetMaxThreads) setMaxThreads = nullptr;
    decltype(&::GetDDSInfo) getInfo = nullptr;
    decltype(&::ErrorMessage) errorMessage = nullptr;
    decltype(&::SolveBoardPBN) solveBoardPbn = nullptr;
    decltype(&::CalcAllTablesPBN) calcAllTablesPbn = nullptr;
    decltype(&::DealerPar) dealerPar = nullptr;
    decltype(&::SidesPar) sidesPar = nullptr;
};

} // namespace kib::dd
