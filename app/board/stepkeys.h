#pragma once

class QKeyEvent;

namespace kib {

class ReplayCursor;

// The replay keys every view of a record shares (the same as the card
// table's): Left and Right one step, Home and End to the setup and the last
// step, PageUp and PageDown ten steps. True when the key was one of them
// (and the cursor moved, if it could).
bool handleStepKey(const QKeyEvent *event, ReplayCursor *cursor);

// Steps PageUp and PageDown jump.
inline constexpr int kPageSteps = 10;

} // namespace kib
