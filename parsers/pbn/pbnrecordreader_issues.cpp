#include "pbnrecordreader.h"

// What the lexer noticed in a game (tabs, long lines, bad characters), as the
// reader's warnings.

namespace kib {

void PbnRecordReader::lexicalIssues()
{
    for (const PbnLexer::Issue &i : m_lexer.issues()) {
        switch (i.kind) {
        case PbnLexer::Issue::Kind::Tab:
            m_report.warning(QStringLiteral("pbn.syntax.tab"), QStringLiteral("tabs between tokens"), i.line, i.column);
            break;
        case PbnLexer::Issue::Kind::TabInString:
            m_report.warning(QStringLiteral("pbn.string.bad-character"),
                             QStringLiteral("a tab inside a string (bad character)"), i.line, i.column);
            break;
        case PbnLexer::Issue::Kind::LongLine:
            m_report.warning(QStringLiteral("pbn.line.too-long"),
                             QStringLiteral("a line longer than 255 characters (line too long)"), i.line, i.column);
            break;
        case PbnLexer::Issue::Kind::BadCharacter:
            m_report.warning(QStringLiteral("pbn.text.bad-character"),
                             QStringLiteral("a control character or one outside ISO 8859-1's printing characters "
                                            "(bad character)"),
                             i.line, i.column);
            break;
        }
    }
}

} // namespace kib
