#include "options.h"

namespace kib {

Options::Options(const QStringList &args, const QStringList &valued, const QStringList &flags)
{
    bool onlyPositional = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        QString arg = args.at(i);
        if (onlyPositional || !arg.startsWith(QLatin1Char('-')) || arg == u"-") {
            m_positional.append(arg);
            continue;
        }
        if (arg == u"--") {
            onlyPositional = true;
            continue;
        }
        QString inlineValue;
        bool hasInline = false;
        if (const qsizetype eq = arg.indexOf(QLatin1Char('=')); eq > 0 && arg.startsWith(u"--")) {
            inlineValue = arg.mid(eq + 1);
            arg.truncate(eq);
            hasInline = true;
        }
        if (valued.contains(arg)) {
            if (hasInline) {
                m_values.insert(arg, inlineValue);
            } else if (i + 1 < args.size()) {
                m_values.insert(arg, args.at(++i));
            } else {
                m_error = QStringLiteral("%1 needs a value").arg(arg);
                return;
            }
        } else if (flags.contains(arg) && !hasInline) {
            m_flags.append(arg);
        } else {
            m_error = QStringLiteral("unknown option %1").arg(arg);
            return;
        }
    }
}

} // namespace kib
