#include "stepkeys.h"

#include "model/replaycursor.h"

#include <QKeyEvent>

namespace kib {

bool handleStepKey(const QKeyEvent *event, ReplayCursor *cursor)
{
    if (!event || !cursor)
        return false;
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    if (mods != Qt::NoModifier)
        return false;
    switch (event->key()) {
    case Qt::Key_Left: cursor->previous(); return true;
    case Qt::Key_Right: cursor->next(); return true;
    case Qt::Key_Home: cursor->toStart(); return true;
    case Qt::Key_End: cursor->toEnd(); return true;
    case Qt::Key_PageUp: cursor->setStep(cursor->step() - kPageSteps); return true;
    case Qt::Key_PageDown: cursor->setStep(cursor->step() + kPageSteps); return true;
    default: return false;
    }
}

} // namespace kib
