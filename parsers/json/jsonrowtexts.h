#pragma once

#include <QByteArray>
#include <QStringList>

#include <array>

namespace kib::json {

class JsonTextWriter;

// A table's rows printed as JSON arrays of strings, each text kept for the
// row it was printed from (issue 18, dump): a reader shares a file's rows
// that repeat from game to game (one QStringList for the same bytes), so the
// same row is printed once and copied after that.
//
// A row is known by its shared data: an entry holds the row it was printed
// from, so that data stays alive and unchanged while the entry stands (a
// change to a list that shares it detaches), and another list with the same
// data and size holds the same strings.
class JsonRowTexts
{
public:
    // w.strings(row), from the text kept for the row at w's depth when there
    // is one.
    void write(const QStringList &row, JsonTextWriter &w);

private:
    struct Entry
    {
        QStringList row;
        int depth = -1;
        QByteArray text;
    };
    static constexpr int Slots = 1024;
    std::array<Entry, Slots> m_entries;
};

} // namespace kib::json
