#pragma once

#include <QString>

#include <array>

namespace kib {

// The last few strings asked for and their answers, looked at before a hash:
// convert's losses are the same few messages record after record, most of
// them the same literal or the same shared string, and qHash() of a sixty-
// character message costs about 300 instructions. A string is found by its
// data's address and size first (no character read), then by its text.
// Each entry keeps its key, a copy sharing the key's data: that data stays
// alive while the entry does, so no other string can come to have its
// address. (A string made by QString::fromRawData() over bytes that change
// would defeat this; none is asked for here, and a QHash keyed by one would
// be as wrong.)
template<typename T, int N = 8>
class RecentTexts
{
public:
    const T *find(const QString &key) const
    {
        const QChar *data = key.constData();
        const qsizetype size = key.size();
        for (int i = 0; i < m_count; ++i)
            if (m_keys[i].constData() == data && m_keys[i].size() == size)
                return &m_values[i];
        for (int i = 0; i < m_count; ++i)
            if (m_keys[i].size() == size && m_keys[i] == key)
                return &m_values[i];
        return nullptr;
    }
    // 'key' and its answer kept in place of the oldest; the answer given
    // back stays until the next remember() or clear()
    const T &remember(const QString &key, const T &value)
    {
        const int i = m_next;
        m_keys[i] = key;
        m_values[i] = value;
        m_next = (m_next + 1) % N;
        if (m_count < N)
            ++m_count;
        return m_values[i];
    }
    void clear()
    {
        m_keys = {};
        m_values = {};
        m_count = 0;
        m_next = 0;
    }

private:
    std::array<QString, N> m_keys;
    std::array<T, N> m_values{};
    int m_count = 0;
    int m_next = 0;
};

} // namespace kib
