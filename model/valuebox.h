#pragma once

#include <memory>

namespace kib {

// A value held behind one pointer, each copy owning its own (a deep copy),
// null until first written. For parts of a record that most records do not
// have (a bridge deal has no pinochle or preferans part): get() gives a
// shared default value while the box is null, edit() creates the value.
template<typename T>
class ValueBox
{
public:
    ValueBox() = default;
    ValueBox(const ValueBox &other) : m_p(other.m_p ? std::make_unique<T>(*other.m_p) : nullptr) {}
    ValueBox(ValueBox &&) noexcept = default;
    ValueBox &operator=(const ValueBox &other)
    {
        if (this != &other)
            m_p = other.m_p ? std::make_unique<T>(*other.m_p) : nullptr;
        return *this;
    }
    ValueBox &operator=(ValueBox &&) noexcept = default;

    const T &get() const { return m_p ? *m_p : empty(); }
    T &edit()
    {
        if (!m_p)
            m_p = std::make_unique<T>();
        return *m_p;
    }
    bool isNull() const { return !m_p; }

    friend bool operator==(const ValueBox &a, const ValueBox &b) { return a.get() == b.get(); }

private:
    static const T &empty()
    {
        static const T none;
        return none;
    }

    std::unique_ptr<T> m_p;
};

} // namespace kib
