#pragma once

#include <QByteArrayView>
#include <QString>

namespace kib::json {

// The first place where 'data' stops being JSON, for diagnostics once
// QJsonDocument has refused a file: QJsonParseError's offset is sometimes
// on the offending byte and sometimes after it, and its messages speak of
// the parser's state rather than of the text. The checker is no stricter
// than Qt's parser (control characters in strings and unknown escapes pass,
// as they do in Qt), so the error it finds is the one Qt stopped at or an
// earlier one.
struct SyntaxError
{
    qsizetype offset = -1;  // -1: no error found
    QString message;        // "expected ',' or '}' after an object member"

    bool found() const { return offset >= 0; }
};

SyntaxError findSyntaxError(QByteArrayView data);

} // namespace kib::json
