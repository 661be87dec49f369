// RecordReader's header values: a label's bytes decoded into its tags,
// through a memo of the values met before.
#include "rbnrecordreader.h"

#include "rbnlabels.h"

#include <QVarLengthArray>

#include <cstring>
#include <string>
#include <string_view>
#include <unordered_map>

namespace kib::rbn {

namespace {

// (a key looked up as a view of its bytes: no string made to look)
struct KeyHash
{
    using is_transparent = void;
    size_t operator()(std::string_view key) const { return std::hash<std::string_view>()(key); }
};

} // namespace

Tags RecordReader::headerValue(char label, const QByteArray &bytes, Problems *problems) const
{
    // B, a record's board, differs from record to record: nothing to keep
    if (label == 'B')
        return decodeHeader(label, text(bytes), problems);
    // (by the label and its bytes, in a file of either character set: up
    // to 512 values a thread, then it starts again; a key is looked up in
    // a buffer on the stack, a string made only to keep one)
    using Memo = std::unordered_map<std::string, Tags, KeyHash, std::equal_to<>>;
    static thread_local Memo kept[2];
    Memo &memo = kept[m_latin1 ? 1 : 0];
    QVarLengthArray<char, 128> key(bytes.size() + 1);
    key[0] = label;
    std::memcpy(key.data() + 1, bytes.constData(), size_t(bytes.size()));
    const std::string_view view(key.constData(), size_t(key.size()));
    if (const auto it = memo.find(view); it != memo.end())
        return it->second;
    Tags value = decodeHeader(label, text(bytes), problems);
    if (problems->isEmpty()) {
        if (memo.size() >= 512)
            memo.clear();
        memo.emplace(std::string(view), value);
    }
    return value;
}

} // namespace kib::rbn
