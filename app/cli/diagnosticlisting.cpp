#include "diagnosticlisting.h"

namespace kib {

namespace {
// (characters, about 600 lines: the stream writes its own buffer of 16,384
// out as it goes)
constexpr qsizetype kChunk = 1 << 16;
} // namespace

DiagnosticListing::DiagnosticListing(QTextStream &to) : m_to(to)
{
    m_buffer.reserve(kChunk + 1024);
}

DiagnosticListing::~DiagnosticListing()
{
    flush();
}

void DiagnosticListing::add(const Diagnostic &d, const QString &fileName)
{
    d.appendFormatted(m_buffer, fileName);
    endLine();
}

void DiagnosticListing::endLine()
{
    m_buffer.append(u'\n');
    if (m_buffer.size() >= kChunk)
        flush();
}

void DiagnosticListing::flush()
{
    if (m_buffer.isEmpty())
        return;
    m_to << m_buffer;
    m_buffer.resize(0); // (its room kept)
}

} // namespace kib
