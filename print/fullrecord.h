#pragma once

#include "pagetext.h"
#include "printoptions.h"

#include <QRectF>

#include <functional>

namespace kib::print {

// The full-record layout, for annotators: the table (or the board) with
// the whole auction, then every step with the commentary and notes that
// apply there, flowing over as many pages as it needs.
class FullRecord
{
public:
    FullRecord(const PrintJob &job, int index);

    // 'newPage' starts a page and gives its body.
    void paint(PageText &text, QRectF body, const std::function<QRectF()> &newPage) const;

    // The lines of the step list: "North 1NT", "  (1) Stayman ...", "East ♣Q — A doubleton lead".
    QStringList stepLines() const;

private:
    PrintJob m_job;
    int m_index;
};

} // namespace kib::print
