#pragma once

#include <QString>

// The PCN resource properties that BoardRecord keeps as tags, and the tag
// names they become (shared by the reader and the writer, so that both
// agree). The order is the order in which the reader creates the tags.
namespace kib::pcn {

struct TagField
{
    const char *property;  // PCN property name
    const char *tag;       // Record tag name
};

inline constexpr TagField kTagFields[] = {
    {"name", "Name"},
    {"event", "Event"},
    {"location", "Site"},
    {"started_on", "Date"},
    {"round", "Round"},
    {"href", "Href"},
};

// The tag of a PCN property, null when the property is not a tag.
inline QString tagForProperty(const QString &property)
{
    for (const TagField &f : kTagFields)
        if (property == QLatin1String(f.property))
            return QLatin1String(f.tag);
    return {};
}

// The PCN property of a tag, null when the tag is not one of kTagFields.
inline QString propertyForTag(const QString &tag)
{
    for (const TagField &f : kTagFields)
        if (tag == QLatin1String(f.tag))
            return QLatin1String(f.property);
    return {};
}

} // namespace kib::pcn
