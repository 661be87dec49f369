#pragma once

#include "rbnwriter.h"

#include "parsers/recordwriter.h"

namespace kib {

// RBN (or RBX) record by record: the bytes RbnFamilyPlugin::write() gives.
// Keeps only what the next record's repetition needs (rbn::Writer's state).
// Each record's losses are found by writing it alone and reading it back
// (rbn::cannotHold()), where write() reads the whole file back once:
// repetition is presentation, not data, so both name the same losses.
class RbnStreamWriter : public RecordWriter
{
public:
    RbnStreamWriter(rbn::Form form, const QString &displayName, QIODevice *out);

    void begin(const QList<Commentary> &fileComments) override;
    void write(const RecordPtr &record) override;
    void finish() override;

private:
    rbn::Form m_form;
    QString m_name;
    rbn::Writer m_writer;
};

} // namespace kib
