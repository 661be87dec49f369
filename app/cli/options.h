#pragma once

#include <QMap>
#include <QStringList>

namespace kib {

// A command's arguments: options that take a value ("--to pbn", "-o x",
// "--to=pbn"), flags ("--force") and positional arguments.
class Options
{
public:
    Options(const QStringList &args, const QStringList &valued, const QStringList &flags);

    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    QString value(const QString &name) const { return m_values.value(name); }
    bool has(const QString &name) const { return m_values.contains(name) || m_flags.contains(name); }
    const QStringList &positional() const { return m_positional; }

private:
    QMap<QString, QString> m_values;
    QStringList m_flags;
    QStringList m_positional;
    QString m_error;
};

} // namespace kib
