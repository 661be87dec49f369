#include "pbnrecordreader.h"

#include "pbncommenttoken.h"
#include "pbnreport.h"
#include "pbntext.h"

namespace kib {

// Text outside any game: its commentary kept, anything else reported once.
QList<Commentary> PbnRecordReader::readFileText(const char *begin, const char *end, int firstLine, bool latin1,
                                                bool trailer, Diagnostics *out)
{
    QList<Commentary> comments;
    PbnLexer lexer(begin, end, firstLine, latin1);
    PbnReport report(out, 0);
    bool reported = false;
    for (;;) {
        const PbnToken t = lexer.next();
        if (t.kind == PbnToken::Kind::End)
            break;
        if (isCommentToken(t.kind)) {
            Commentary c;
            c.anchor = Anchor{trailer ? Anchor::Kind::End : Anchor::Kind::Record, -1};
            c.style = commentStyleOf(t.kind);
            c.text = t.kind == PbnToken::Kind::BraceComment ? PbnText::decodeComment(t.text, t.size, latin1)
                                                            : PbnText::decode(t.text, t.size, latin1);
            comments.append(c);
            continue;
        }
        if (!reported) {
            reported = true;
            if (trailer)
                report.warning(QStringLiteral("pbn.file.trailing-text"),
                               QStringLiteral("text that is not PBN after the last game, left out"), t.line,
                               t.column);
            else
                report.warning(QStringLiteral("pbn.file.leading-text"),
                               QStringLiteral("text that is not PBN before the first game, left out"), t.line,
                               t.column);
        }
    }
    return comments;
}

} // namespace kib
