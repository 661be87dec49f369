#include "ddslibrary.h"

#include <dlfcn.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>

#ifndef KIB_DDS_SONAME
#define KIB_DDS_SONAME "libdds.so.0"
#endif

namespace kib::dd {

namespace {

struct Loaded
{
    DdsLibrary functions;
    QString error;
    bool ok = false;
};

std::atomic_bool g_loaded{false};
void *g_handle = nullptr;

// Ends a program that loaded DDS once it exits, before DDS's own static
// objects are destroyed. DDS 2.9's library destructor (FreeMemory) walks
// its memory object; linked at start, the destructor runs before that
// object is destroyed; loaded later, the object's exit handler was
// registered after the dynamic linker's and so runs first, and the library
// destructor then walks freed memory and crashes. (Unloading DDS at exit
// was tried: dlclose() leaves it loaded.) So this handler,
// registered after DDS's, flushes stdio and ends the process with the exit
// status it was given. It runs only in processes that solved a deal, once
// main() has returned or exit() was called: what runs after is teardown of
// static objects, none of which hold the user's data (files are written
// through QSaveFile before that, settings by QSettings objects of their
// own when they change).
#if defined(__GLIBC__)
void finishAtExit(int status, void *)
{
    std::fflush(nullptr);
    std::_Exit(status);
}
#endif

QString dlText()
{
    const char *why = ::dlerror();
    return why ? QString::fromLocal8Bit(why) : QStringLiteral("unknown error");
}

template <typename F>
bool resolve(const char *name, F *out, QString *error)
{
    *out = reinterpret_cast<F>(::dlsym(g_handle, name));
    if (!*out && error->isEmpty())
        *error = QStringLiteral("the double-dummy solver (%1) lacks %2: %3")
                     .arg(QStringLiteral(KIB_DDS_SONAME), QString::fromLatin1(name), dlText());
    return *out != nullptr;
}

Loaded load()
{
    Loaded out;
    g_handle = ::dlopen(KIB_DDS_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (!g_handle) {
        out.error = QStringLiteral("the double-dummy solver (%1) cannot be loaded: %2 (install the Debian "
                                   "package libdds0)").arg(QStringLiteral(KIB_DDS_SONAME), dlText());
        return out;
    }
    g_loaded = true;
#if defined(__GLIBC__)
    ::on_exit(finishAtExit, nullptr);
#endif
    DdsLibrary &f = out.functions;
    bool ok = resolve("SetMaxThreads", &f.setMaxThreads, &out.error);
    ok = resolve("GetDDSInfo", &f.getInfo, &out.error) && ok;
    ok = resolve("ErrorMessage", &f.errorMessage, &out.error) && ok;
    ok = resolve("SolveBoardPBN", &f.solveBoardPbn, &out.error) && ok;
    ok = resolve("CalcAllTablesPBN", &f.calcAllTablesPbn, &out.error) && ok;
    ok = resolve("DealerPar", &f.dealerPar, &out.error) && ok;
    ok = resolve("SidesPar", &f.sidesPar, &out.error) && ok;
    out.ok = ok;
    return out;
}

const Loaded &loadedOnce()
{
    static const Loaded once = load();
    return once;
}

} // namespace

const DdsLibrary *DdsLibrary::get()
{
    const Loaded &l = loadedOnce();
    return l.ok ? &l.functions : nullptr;
}

QString DdsLibrary::loadError()
{
    return loadedOnce().error;
}

bool DdsLibrary::loaded()
{
    return g_loaded;
}

} // namespace kib::dd
