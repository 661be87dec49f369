#pragma once

#include "notationplugin.h"

#include <memory>
#include <vector>

namespace kib {

// The notation plug-ins, listed explicitly (no self-registering statics:
// a static library would drop them). builtin() holds every plug-in that
// ships with Kibitzer; tests may build registries of their own.
class Registry
{
public:
    Registry() = default;
    Registry(const Registry &) = delete;
    Registry &operator=(const Registry &) = delete;

    static const Registry &builtin();

    void add(std::unique_ptr<NotationPlugin> plugin);
    QList<const NotationPlugin *> plugins() const;

    const NotationPlugin *byId(const QString &id) const;
    // The first plug-in that lists this extension (case-insensitive, no dot).
    const NotationPlugin *byExtension(const QString &extension) const;
    // The plug-in for a file: content sniffing first, the extension breaking
    // ties. Null when no plug-in recognises it.
    const NotationPlugin *detect(QByteArrayView head, const QString &fileName) const;
    // The plug-in to write a file name with (by extension), null if none.
    const NotationPlugin *forWriting(const QString &fileName) const;

    // "All notations (*.pbn *.json ...);;Portable Bridge Notation (*.pbn);;..."
    QString readFilters() const;
    QString writeFilters() const;

private:
    std::vector<std::unique_ptr<NotationPlugin>> m_plugins;
};

} // namespace kib
