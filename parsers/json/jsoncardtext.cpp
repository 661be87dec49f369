#include "jsoncardtext.h"

#include "jsontextwriter.h"

#include <cstring>

namespace kib::json {

namespace {

QByteArray indent(int depth)
{
    return QByteArray(4 * depth, ' ');
}

char *copy(char *d, QByteArrayView text)
{
    memcpy(d, text.data(), size_t(text.size()));
    return d + text.size();
}

char *copy(char *d, const JsonCardText::Text &t)
{
    // (a fixed-size copy: the bytes after the text are overwritten next)
    memcpy(d, t.bytes, sizeof t.bytes);
    return d + t.size;
}

} // namespace

JsonCardText::Text &JsonCardText::playedCard(int slot, int depth)
{
    if (depth != m_playedDepth) {
        m_played.fill(Text{});
        m_playedDepth = depth;
    }
    return m_played[slot];
}

bool JsonCardText::keep(Text &t, QByteArrayView text)
{
    if (text.isEmpty() || text.size() > qsizetype(sizeof t.bytes))
        return false;
    memset(t.bytes, 0, sizeof t.bytes);
    memcpy(t.bytes, text.data(), size_t(text.size()));
    t.size = quint8(text.size());
    return true;
}

char *JsonCardText::list(char *d, const Fragments &f, const Text *const *texts, qsizetype count)
{
    // the opening, the texts with the separator between them, the closing
    d = copy(d, f.open);
    d = copy(d, *texts[0]);
    for (qsizetype i = 1; i < count; ++i) {
        d = copy(d, f.separator);
        d = copy(d, *texts[i]);
    }
    return copy(d, f.close);
}

const JsonCardText::Fragments &JsonCardText::arrayFragments(int depth)
{
    if (m_array.depth != depth) {
        // the array's members one level deeper than the array
        m_array.depth = depth;
        m_array.open = "[\n" + indent(depth + 1);
        m_array.separator = ",\n" + indent(depth + 1);
        m_array.close = "\n" + indent(depth) + "]";
    }
    return m_array;
}

const JsonCardText::Fragments &JsonCardText::trickFragments(int depth)
{
    if (m_trick.depth != depth) {
        // the trick's members at depth + 1, its cards at depth + 2
        m_trick.depth = depth;
        m_trick.open = "{\n" + indent(depth + 1) + "\"cards\": [\n" + indent(depth + 2);
        m_trick.separator = ",\n" + indent(depth + 2);
        m_trick.close = "\n" + indent(depth + 1) + "]";
        m_trick.leader = ",\n" + indent(depth + 1) + "\"leader\": ";
        m_trick.winner = ",\n" + indent(depth + 1) + "\"winner\": ";
        m_trick.closeTrick = "\n" + indent(depth) + "}";
    }
    return m_trick;
}

void JsonCardText::cardArray(const Text *const *texts, qsizetype count, JsonTextWriter &w)
{
    const Fragments &f = arrayFragments(w.depth());
    if (count == 0) {
        w.beginArray();
        w.end();
        return;
    }
    const qsizetype most = f.open.size() + f.close.size() + count * (f.separator.size() + qsizetype(sizeof(Text)));
    char *d = w.rawBegin(most);
    d = list(d, f, texts, count);
    w.rawEnd(d);
}

void JsonCardText::trick(const Text *const *texts, qsizetype count, QByteArrayView leader, QByteArrayView winner,
                         JsonTextWriter &w)
{
    const Fragments &f = trickFragments(w.depth());
    const qsizetype most = f.open.size() + f.close.size() + f.leader.size() + leader.size() + f.winner.size()
                           + winner.size() + f.closeTrick.size()
                           + count * (f.separator.size() + qsizetype(sizeof(Text)));
    char *d = w.rawBegin(most);
    d = list(d, f, texts, count);
    if (!leader.isEmpty()) {
        d = copy(d, f.leader);
        d = copy(d, leader);
    }
    if (!winner.isEmpty()) {
        d = copy(d, f.winner);
        d = copy(d, winner);
    }
    d = copy(d, f.closeTrick);
    w.rawEnd(d);
}

} // namespace kib::json
