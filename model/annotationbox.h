#pragma once

#include "annotation.h"

#include <QExplicitlySharedDataPointer>
#include <QSharedData>

namespace kib {

// An Annotation behind one pointer, shared between copies until one of them
// is edited (copy-on-write). Almost every call and card has none: the box is
// then null and costs its pointer only.
//
//   reads:  call.annotation->suffix, call.annotation.get()
//   writes: call.annotation.edit().alert = true, call.annotation = someAnnotation
class AnnotationBox
{
public:
    AnnotationBox() = default;
    AnnotationBox(const Annotation &annotation) { *this = annotation; } // NOLINT: implicit on purpose

    // An empty annotation is stored as null.
    AnnotationBox &operator=(const Annotation &annotation);

    // The annotation, or a shared empty one when there is none.
    const Annotation &get() const { return m_d ? m_d->value : empty(); }
    const Annotation *operator->() const { return &get(); }
    // The annotation to change: created when null, detached when shared.
    Annotation &edit();
    void clear() { m_d.reset(); }

    bool isEmpty() const { return !m_d || m_d->value.isEmpty(); }

    friend bool operator==(const AnnotationBox &a, const AnnotationBox &b)
    {
        return a.m_d == b.m_d || a.get() == b.get();
    }

private:
    struct Data : QSharedData
    {
        Annotation value;
    };
    static const Annotation &empty();

    QExplicitlySharedDataPointer<Data> m_d;
};

} // namespace kib
