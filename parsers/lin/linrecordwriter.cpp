#include "linrecordwriter.h"

#include "linwriter.h"

namespace kib {

void LinRecordWriter::begin(const QList<Commentary> &fileComments)
{
    // (first among the warnings, as LinPlugin::write() puts it)
    if (const QString lost = lin::lostFileComments(fileComments); !lost.isEmpty())
        m_warnings.append(Diagnostic::warning(QStringLiteral("lin.write.lost"), lost));
}

void LinRecordWriter::write(const RecordPtr &record)
{
    const int number = next();
    const QStringList *known = knownLosses(record.get());
    for (const QString &what : known ? *known : lin::cannotHold(*record))
        m_warnings.append(Diagnostic::warning(QStringLiteral("lin.write.lost"), what, 0, 0, number));
    const CardRecord *r = lin::writable(*record);
    if (!r)
        return;
    if (!m_headerDone)
        put(lin::headerLines(*r));
    m_headerDone = true;
    put(lin::boardLine(*r) + '\n');
}

} // namespace kib
