#pragma once

#include <QExplicitlySharedDataPointer>
#include <QSharedData>

namespace kib {

// A value behind one pointer, shared between copies until one of them is
// edited (copy-on-write), null while the value is empty. For what most
// records leave empty (a tag's table columns and rows): an empty box costs
// its pointer only. Reads look like reads of the value (isEmpty(), size(),
// at(), value(), first(), range-for, ->); writes go through edit() or
// assignment. As with Qt's containers, a reference from edit() is only good
// until the box is next copied.
template<typename T>
class CowBox
{
public:
    CowBox() = default;
    CowBox(const T &value) { *this = value; } // NOLINT: implicit on purpose

    CowBox &operator=(const T &value)
    {
        if (value.isEmpty()) {
            m_d.reset();
        } else {
            auto *d = new Data;
            d->value = value;
            m_d.reset(d);
        }
        return *this;
    }

    const T &get() const { return m_d ? m_d->value : empty(); }
    const T &operator*() const { return get(); }
    const T *operator->() const { return &get(); }
    operator const T &() const { return get(); } // NOLINT: reads as the value
    T &edit()
    {
        if (!m_d)
            m_d = new Data;
        else
            m_d.detach();
        return m_d->value;
    }
    void clear() { m_d.reset(); }

    bool isEmpty() const { return !m_d || m_d->value.isEmpty(); }
    auto size() const { return get().size(); }
    decltype(auto) at(qsizetype i) const { return get().at(i); }
    auto value(qsizetype i) const { return get().value(i); }
    decltype(auto) first() const { return get().first(); }
    decltype(auto) last() const { return get().last(); }
    auto begin() const { return get().begin(); }
    auto end() const { return get().end(); }

    friend bool operator==(const CowBox &a, const CowBox &b) { return a.m_d == b.m_d || a.get() == b.get(); }

private:
    struct Data : QSharedData
    {
        T value;
    };
    static const T &empty()
    {
        static const T none;
        return none;
    }

    QExplicitlySharedDataPointer<Data> m_d;
};

} // namespace kib
