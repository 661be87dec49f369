#pragma once

#include "printoptions.h"

#include <QPageLayout>
#include <QString>

class QPagedPaintDevice;
class QPainter;

namespace kib::print {

// Lays out a PrintJob on pages: hand records (1, 2, 4 or 6 a page), a quiz
// handout (the problems, then the answers at the end or overleaf) or full
// records, each page headed by the job's title and numbered. The device is
// a QPdfWriter or a QPrinter (print and print preview alike).
class Handout
{
public:
    explicit Handout(const PrintJob &job);

    // The page size and margins of the job's options.
    QPageLayout pageLayout() const;
    // Paints every page; returns how many, or -1 with 'error' set. The
    // device's page layout is set first unless 'keepLayout' (a printer
    // whose page the user chose).
    int paint(QPagedPaintDevice *device, QString *error = nullptr, bool keepLayout = false) const;
    // The same on a painter already begun on the device.
    int paint(QPainter &painter, QPagedPaintDevice *device) const;

    // The pages' contents as a plan: one entry a page, each listing
    // (record index, mode) cells; for tests and the dialog's page count.
    struct Cell
    {
        int index = 0;
        int mode = 0; // RecordBlock::Mode
    };
    QList<QList<Cell>> plan() const;

private:
    PrintJob m_job;
};

} // namespace kib::print
