#include "record.h"

namespace kib {

Record::~Record() = default;

int Record::stepOf(const Anchor &anchor) const
{
    return anchor.kind == Anchor::Kind::End ? stepCount() : 0;
}

QList<Note> Record::notesAt(int) const
{
    return {};
}

QString Record::tag(const QString &name) const
{
    for (const Tag &t : m_tags)
        if (t.name == name)
            return t.value;
    return {};
}

bool Record::hasTag(const QString &name) const
{
    for (const Tag &t : m_tags)
        if (t.name == name)
            return true;
    return false;
}

void Record::setTag(const QString &name, const QString &value)
{
    for (Tag &t : m_tags) {
        if (t.name == name) {
            t.value = value;
            t.inherited = false;
            return;
        }
    }
    Tag t;
    t.name = name;
    t.value = value;
    m_tags.append(t);
}

bool Record::removeTag(const QString &name)
{
    for (qsizetype i = 0; i < m_tags.size(); ++i) {
        if (m_tags.at(i).name == name) {
            m_tags.removeAt(i);
            // keep tag anchors pointing at the same tags
            for (Commentary &c : m_comments) {
                if (c.anchor.kind != Anchor::Kind::Tag)
                    continue;
                if (c.anchor.index == i)
                    c.anchor = i > 0 ? Anchor{Anchor::Kind::Tag, int(i) - 1} : Anchor{};
                else if (c.anchor.index > i)
                    --c.anchor.index;
            }
            return true;
        }
    }
    return false;
}

QList<Commentary> Record::commentaryAt(int step) const
{
    QList<Commentary> out;
    for (const Commentary &c : m_comments)
        if (stepOf(c.anchor) == step)
            out.append(c);
    return out;
}

const Note *Record::note(Note::Section section, int number) const
{
    for (const Note &n : m_notes)
        if (n.section == section && n.number == number)
            return &n;
    return nullptr;
}

bool Record::sameBase(const Record &other) const
{
    return m_tags == other.m_tags && m_comments == other.m_comments && m_notes == other.m_notes;
}

} // namespace kib
