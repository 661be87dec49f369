#pragma once

#include "parsers/notationplugin.h"

namespace kib {

// Finds the games of a PBN file without parsing them: a byte scan for
// semi-empty lines (only spaces and tabs) outside brace comments, strings
// and ';' or '%' lines.
//
// The layout of a file:
//   header   the leading '%' lines and semi-empty lines, and any parts
//            before the first game that hold no tag (file commentary);
//   spans    one per game: a part that holds a tag, together with the
//            tagless parts (commentary) since the game before it;
//   trailer  tagless parts after the last game.
class PbnSplitter
{
public:
    struct Layout
    {
        qsizetype headerEnd = 0;     // the header is [0, headerEnd)
        QList<RecordSpan> spans;
        qsizetype trailerBegin = 0;  // the trailer is [trailerBegin, size)
        int trailerLine = 1;
    };

    static Layout scan(QByteArrayView data);
};

} // namespace kib
