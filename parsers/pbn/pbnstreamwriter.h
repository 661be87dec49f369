#pragma once

#include "parsers/recordwriter.h"

#include "model/tag.h"

namespace kib {

// PBN record by record: the one way a PBN file is written (PbnPlugin::write()
// writes through it).
// Keeps of each game only the tags the next one may inherit.
class PbnStreamWriter : public RecordWriter
{
public:
    explicit PbnStreamWriter(QIODevice *out) : RecordWriter(out) {}

    void begin(const QList<Commentary> &fileComments) override;
    void write(const RecordPtr &record) override;
    void finish() override;

private:
    QList<Commentary> m_tail;   // the file's commentary after the last game
    Tags m_previous;
    bool m_havePrevious = false;
    QByteArray m_buffer;
};

} // namespace kib
