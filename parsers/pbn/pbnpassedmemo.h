#pragma once

#include <QtGlobal>

#include <array>

namespace kib {

// Remembers, on the thread that uses it (make it thread_local), values that
// passed a check: a value the value cache (PbnValueCache) shares from game to
// game, the very same text or row again, is then not checked again. 'T' is
// QString or QStringList: a value is known by its data, held here, so that
// the same data means the same value (held, it cannot be freed and reused
// for another, and a change to it would detach). A value without room of
// its own (raw data, which holding does not keep) is never remembered, nor
// one nothing else holds: a text the value cache did not keep (met once, a
// board's DoubleDummyTricks) is not met again by its data, and held here it
// would only push out a value that is, then be freed long after, out of the
// cache.
// 'check' tells checks apart: a value passed one check has not passed
// another (or the same check with other settings, given their own number).
// 'Slots': how many values it keeps (a value in the slot of another is
// forgotten).
template<typename T, int Slots = 64>
class PbnPassedMemo
{
public:
    bool passed(quint32 check, const T &value) const
    {
        const Slot &s = m_slots[slotOf(check, value)];
        return s.check == check && value.capacity() > 0 && s.held.constData() == value.constData()
               && s.held.size() == value.size();
    }
    void remember(quint32 check, const T &value)
    {
        if (value.capacity() <= 0 || value.isDetached())
            return;
        Slot &s = m_slots[slotOf(check, value)];
        s.held = value;
        s.check = check;
    }

private:
    struct Slot
    {
        T held;
        quint32 check = 0;
    };
    static int slotOf(quint32 check, const T &value)
    {
        const quintptr p = quintptr(value.constData());
        return int(((p >> 4) ^ (p >> 10) ^ (quintptr(check) * 0x9E37u)) % Slots);
    }
    std::array<Slot, Slots> m_slots;
};

} // namespace kib
