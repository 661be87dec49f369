#pragma once

#include <QList>

#include <new>

namespace kib {

// Several short QLists in one allocation: each list a view of its own slice
// of one block, which every list holds a reference to (as copies of one list
// do). The block goes when the last list referring to it goes. Used for the
// play's tricks (four cards each) and the deal's hands, which a game reads
// thirteen and four at a time: one malloc and one free in place of many.
//
// Why Qt's copy-on-write keeps this sound: while the block is shared, every
// change to a list copies its slice into an allocation of its own first
// (detach); a list changes the block in place only when it is the block's
// last holder, and then no other list sees it. What the lists do not see is
// not destroyed when the block goes: a list destroys only its own elements.
// So the elements left in the block must need no destruction (trivially
// destructible, or like a PlayedCard without an annotation: its destructor
// has nothing to free); anything else gets a QList of its own.
template <typename T>
class SharedListBlock
{
public:
    using Data = QTypedArrayData<T>;

    // A block of room for 'size' elements, each of which the caller
    // constructs (placement new) before any list is made of the block.
    struct Unconstructed
    {
    };
    SharedListBlock(qsizetype size, Unconstructed)
    {
        auto [header, data] = Data::allocate(size);
        m_header = header;
        m_data = data;
    }
    // A block of 'size' default-constructed elements.
    explicit SharedListBlock(qsizetype size) : SharedListBlock(size, Unconstructed{})
    {
        for (qsizetype i = 0; m_header && i < size; ++i)
            new (m_data + i) T();
    }
    // (the elements no list took are let go without destruction: see above;
    // the count dropped without an atomic instruction, as list() raises it)
    ~SharedListBlock()
    {
        if (!m_header)
            return;
        const int count = m_header->ref_.loadRelaxed();
        if (count == 1)
            Data::deallocate(m_header);
        else
            m_header->ref_.storeRelaxed(count - 1);
    }
    SharedListBlock(const SharedListBlock &) = delete;
    SharedListBlock &operator=(const SharedListBlock &) = delete;

    // The elements, to fill before lists are made of them.
    T *data() { return m_data; }
    // A list of the n elements from 'offset', sharing the block. The
    // elements are the list's from now on: leave them alone. The lists are
    // to be made, and the block to go, on the thread that made the block,
    // before any list is handed to another thread: no other thread can then
    // change the count, which is raised without an atomic instruction (one
    // a list less; its constructor still copies and drops its argument).
    QList<T> list(qsizetype offset, qsizetype n)
    {
        m_header->ref_.storeRelaxed(m_header->ref_.loadRelaxed() + 1);
        return QList<T>(QArrayDataPointer<T>(m_header, m_data + offset, n));
    }

private:
    Data *m_header = nullptr;
    T *m_data = nullptr;
};

} // namespace kib
