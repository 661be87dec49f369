#include "rbnstreamwriter.h"

#include "rbnfidelity.h"

#include "parsers/signatureline.h"

namespace kib {

RbnStreamWriter::RbnStreamWriter(rbn::Form form, const QString &displayName, QIODevice *out)
    : RecordWriter(out), m_form(form), m_name(displayName), m_writer(form)
{
}

void RbnStreamWriter::begin(const QList<Commentary> &fileComments)
{
    m_writer.begin(fileComments);
    const QString id = m_form == rbn::Form::Lines ? QStringLiteral("rbn") : QStringLiteral("rbx");
    if (const Diagnostic changed = signatureChange(fileComments, m_sourceFormat, m_writer.signature(),
                                                   id + QStringLiteral(".write.signature"));
        !changed.code.isEmpty())
        m_warnings.append(changed);
}

void RbnStreamWriter::write(const RecordPtr &record)
{
    const int number = next();
    put(m_writer.record(*record));
    const QStringList *known = knownLosses(record.get());
    for (const QString &what : known ? *known : rbn::cannotHold(*record, m_form))
        m_warnings.append(Diagnostic::warning(QStringLiteral("rbn.write.lost"),
                                              QStringLiteral("%1 cannot hold %2").arg(m_name, what), 0, 0, number));
}

void RbnStreamWriter::finish()
{
    put(m_writer.end());
}

} // namespace kib
