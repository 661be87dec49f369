#include "annotationbox.h"

namespace kib {

AnnotationBox &AnnotationBox::operator=(const Annotation &annotation)
{
    if (annotation.isEmpty()) {
        m_d.reset();
    } else if (m_d && m_d->ref.loadRelaxed() == 1) {
        m_d->value = annotation;
    } else {
        auto *d = new Data;
        d->value = annotation;
        m_d.reset(d);
    }
    return *this;
}

Annotation &AnnotationBox::edit()
{
    if (!m_d)
        m_d = new Data;
    else
        m_d.detach();
    return m_d->value;
}

const Annotation &AnnotationBox::empty()
{
    static const Annotation none;
    return none;
}

} // namespace kib
