#include "registry.h"

#include "json/jsonplugin.h"
#include "lin/linplugin.h"
#include "pbn/pbnplugin.h"
#include "ppn/ppn2019.h"
#include "ppn/ppnjsonplugin.h"
#include "ppn/ppnplugin.h"
#include "rbn/rbnplugin.h"
#include "rbn/rbxplugin.h"
#include "pcn/pcnplugin.h"
#include "pn/pnplugin.h"

#include <QFileInfo>

namespace kib {

const Registry &Registry::builtin()
{
    static const Registry *registry = [] {
        auto *r = new Registry;
        r->add(std::make_unique<JsonPlugin>());
        r->add(std::make_unique<PbnPlugin>());
        r->add(std::make_unique<PpnPlugin>());
        r->add(std::make_unique<Ppn2019Plugin>());
        r->add(std::make_unique<PpnJsonPlugin>());
        r->add(std::make_unique<RbnPlugin>());
        r->add(std::make_unique<RbxPlugin>());
        r->add(std::make_unique<PcnPlugin>());
        r->add(std::make_unique<PnPlugin>());
        r->add(std::make_unique<LinPlugin>());
        return r;
    }();
    return *registry;
}

void Registry::add(std::unique_ptr<NotationPlugin> plugin)
{
    m_plugins.push_back(std::move(plugin));
}

QList<const NotationPlugin *> Registry::plugins() const
{
    QList<const NotationPlugin *> out;
    for (const auto &p : m_plugins)
        out.append(p.get());
    return out;
}

const NotationPlugin *Registry::byId(const QString &id) const
{
    for (const auto &p : m_plugins)
        if (p->id().compare(id, Qt::CaseInsensitive) == 0)
            return p.get();
    return nullptr;
}

const NotationPlugin *Registry::byExtension(const QString &extension) const
{
    QString ext = extension;
    if (ext.startsWith(QLatin1Char('.')))
        ext.remove(0, 1);
    for (const auto &p : m_plugins)
        if (p->extensions().contains(ext, Qt::CaseInsensitive))
            return p.get();
    return nullptr;
}

const NotationPlugin *Registry::detect(QByteArrayView head, const QString &fileName) const
{
    const NotationPlugin *best = nullptr;
    int bestScore = 0;
    const QString suffix = QFileInfo(fileName).suffix();
    for (const auto &p : m_plugins) {
        if (!p->canRead())
            continue;
        int score = p->sniff(head, fileName);
        if (score <= 0)
            continue;
        // the extension breaks ties between equally sure sniffers
        if (!suffix.isEmpty() && p->extensions().contains(suffix, Qt::CaseInsensitive))
            score = score * 2 + 1;
        else
            score *= 2;
        if (score > bestScore) {
            best = p.get();
            bestScore = score;
        }
    }
    return best;
}

const NotationPlugin *Registry::forWriting(const QString &fileName) const
{
    const QString suffix = QFileInfo(fileName).suffix();
    for (const auto &p : m_plugins)
        if (p->canWrite() && p->extensions().contains(suffix, Qt::CaseInsensitive))
            return p.get();
    return nullptr;
}

static QString filters(const std::vector<std::unique_ptr<NotationPlugin>> &plugins,
                       NotationPlugin::Capability need, bool withAll)
{
    QStringList parts, all;
    for (const auto &p : plugins) {
        if (!(p->capabilities() & need))
            continue;
        parts.append(p->fileFilter());
        for (const QString &ext : p->extensions())
            all.append(QStringLiteral("*.") + ext);
    }
    if (withAll && !all.isEmpty())
        parts.prepend(QStringLiteral("All notations (%1)").arg(all.join(QLatin1Char(' '))));
    return parts.join(QStringLiteral(";;"));
}

QString Registry::readFilters() const
{
    return filters(m_plugins, NotationPlugin::CanRead, true);
}

QString Registry::writeFilters() const
{
    return filters(m_plugins, NotationPlugin::CanWrite, false);
}

} // namespace kib
