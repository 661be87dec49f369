#pragma once

#include "model/diagnostic.h"

#include <QString>
#include <QTextStream>

namespace kib {

// Diagnostics printed a line each (Diagnostic::format()), the lines built in
// one buffer and handed to the stream some thousands at a time: a large
// file's convert prints a few for every record (400,000 lines for 100,000
// boards), and a line handed over alone costs the stream more than the
// making of it. Whatever else goes to the same stream waits for flush() (or
// the listing's end).
class DiagnosticListing
{
public:
    explicit DiagnosticListing(QTextStream &to);
    ~DiagnosticListing();
    DiagnosticListing(const DiagnosticListing &) = delete;
    DiagnosticListing &operator=(const DiagnosticListing &) = delete;

    void add(const Diagnostic &d, const QString &fileName);
    // A line made by 'append', which adds its text to the buffer it is given.
    template<typename Append>
    void addWith(Append &&append)
    {
        append(m_buffer);
        endLine();
    }
    void flush();

private:
    void endLine();

    QTextStream &m_to;
    QString m_buffer;
};

} // namespace kib
