#pragma once

#include "jsonrecordtext.h"

#include "parsers/recordwriter.h"

namespace kib {

class JsonPlugin;

// Kibitzer JSON record by record: the bytes QJsonDocument::toJson()
// (indented) gives for the whole file, without building the whole file's
// document. Each record is printed at its place in the "records" array by
// JsonRecordText (no QJsonObject); the keys around it come in toJson()'s
// order ("comments", "format", "records", "version"). Records are gathered
// and written in blocks of about kBlock bytes (one device write a block, not
// one a record).
class JsonStreamWriter : public RecordWriter
{
public:
    JsonStreamWriter(const JsonPlugin &plugin, QIODevice *out) : RecordWriter(out), m_plugin(plugin) {}

    void begin(const QList<Commentary> &fileComments) override;
    void write(const RecordPtr &record) override;
    void finish() override;
    // Each record's text printed on the thread that read it (its own
    // JsonRecordText a thread), only copied here in file order.
    PrepareRecord preparer() const override;
    void writePrepared(const PreparedRecord &record) override;

private:
    static constexpr qsizetype kBlock = 256 * 1024;
    void flushBuffer();
    // the warnings for a record left out ('lost': what cannotHold() says)
    void leaveOut(const QStringList &lost, int number);
    // what goes before the next record's text
    void separate();

    const JsonPlugin &m_plugin;
    int m_written = 0;
    QByteArray m_buffer;
    json::JsonRecordText m_text;
};

} // namespace kib
