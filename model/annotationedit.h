#pragma once

#include "annotationbox.h"

namespace kib::annotations {

// The one place where the editing code reads and writes the Annotation of
// a Call or a PlayedCard ('T' is either), so that a change in how
// annotations are stored touches these few lines only.

template<class T>
QString irregularityOf(const T &x)
{
    return x.annotation->irregularity;
}

template<class T>
void setIrregularity(T &x, const QString &letters)
{
    if (letters != x.annotation->irregularity)
        x.annotation.edit().irregularity = letters;
}

template<class T>
QList<int> noteRefsOf(const T &x)
{
    return x.annotation->noteRefs;
}

template<class T>
void setNoteRefs(T &x, const QList<int> &refs)
{
    if (refs != x.annotation->noteRefs)
        x.annotation.edit().noteRefs = refs;
}

template<class T>
QString alertTextOf(const T &x)
{
    return x.annotation->alertText;
}

// No annotation at all.
template<class T>
void clearAnnotation(T &x)
{
    x.annotation = decltype(x.annotation)();
}

template<class T>
bool hasAnnotation(const T &x)
{
    return !x.annotation.isEmpty();
}

// Alerted: marked as alerted, explained beside the call, or explained in a
// note (PBN's way: "a note is used for indicating alerts").
template<class T>
bool isAlerted(const T &x)
{
    const Annotation &a = x.annotation.get();
    return a.alert || !a.alertText.isEmpty() || !a.noteRefs.isEmpty();
}

// Removes every alert mark: the flag, the inline explanation and the note
// references.
template<class T>
void clearAlert(T &x)
{
    if (!isAlerted(x))
        return;
    Annotation &a = x.annotation.edit();
    a.alert = false;
    a.alertText.clear();
    a.noteRefs.clear();
}

} // namespace kib::annotations
