#include "repeatgate.h"

namespace kib {

namespace {

const QString &suffixEnd()
{
    static const QString s = QStringLiteral(" more like this in this record)");
    return s;
}

} // namespace

QString RepeatGate::withOmitted(const QString &message, int n)
{
    if (n <= 0)
        return message;
    return message + QStringLiteral(" (and %1").arg(n) + suffixEnd();
}

int RepeatGate::omittedIn(const QString &message, QString *base)
{
    if (base)
        *base = message;
    if (!message.endsWith(suffixEnd()))
        return 0;
    const qsizetype open = message.lastIndexOf(QStringLiteral(" (and "));
    if (open < 0)
        return 0;
    const qsizetype digits = open + 6;
    bool ok = false;
    const int n = QStringView(message).sliced(digits, message.size() - suffixEnd().size() - digits).toInt(&ok);
    if (!ok || n <= 0)
        return 0;
    if (base)
        *base = message.left(open);
    return n;
}

bool RepeatGate::admit(Diagnostics *list, int record, const QString &code, int omitted)
{
    Kind &k = m_kinds[qMakePair(record, code)];
    if (k.seen < m_limit) {
        ++k.seen;
        return true;
    }
    if (k.summary < 0 || k.summary >= list->size()) {
        ++k.seen;
        k.summary = list->size(); // the caller appends it next
        k.base = QString();
        return true;
    }
    Diagnostic &summary = (*list)[k.summary];
    if (k.base.isNull())
        k.omitted = omittedIn(summary.message, &k.base);
    k.omitted += 1 + omitted;
    summary.message = withOmitted(k.base, k.omitted);
    return false;
}

void capRepeats(Diagnostics *diagnostics, int limit)
{
    if (diagnostics->size() <= limit)
        return;
    Diagnostics kept;
    RepeatGate gate(limit);
    for (Diagnostic &d : *diagnostics)
        if (gate.admit(&kept, d.record, d.code, RepeatGate::omittedIn(d.message)))
            kept.append(std::move(d));
    *diagnostics = std::move(kept);
}

} // namespace kib
