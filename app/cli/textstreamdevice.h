#pragma once

#include <QIODevice>
#include <QTextStream>

namespace kib {

// A write-only device onto a QTextStream, for writers that write to a
// QIODevice: the bytes go straight to the stream's own device when it has
// one (standard output), else into the stream as UTF-8 text (a stream on a
// string, as in-process tests use). Each write must be whole UTF-8 text.
class TextStreamDevice : public QIODevice
{
public:
    explicit TextStreamDevice(QTextStream &stream);

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 size) override;

private:
    QTextStream &m_stream;
};

} // namespace kib
