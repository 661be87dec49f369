#include "textstreamdevice.h"

namespace kib {

TextStreamDevice::TextStreamDevice(QTextStream &stream) : m_stream(stream)
{
    open(QIODevice::WriteOnly);
}

qint64 TextStreamDevice::readData(char *, qint64)
{
    return -1;
}

qint64 TextStreamDevice::writeData(const char *data, qint64 size)
{
    if (QIODevice *device = m_stream.device()) {
        m_stream.flush();
        return device->write(data, size);
    }
    m_stream << QString::fromUtf8(data, size);
    return size;
}

} // namespace kib
