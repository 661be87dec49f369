#pragma once

// Boards written as text for tests: one string per row, squares separated
// by spaces, "." for an empty square. Every expected board in the tests is
// written out by hand this way, never computed by the code under test.

#include <QStringList>

namespace kib::test {

inline QStringList boardFromRows(const QStringList &rows)
{
    QStringList squares;
    for (const QString &row : rows)
        for (const QString &token : row.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            squares.append(token == QLatin1String(".") ? QString() : token);
    return squares;
}

// The reverse, for readable failure messages.
inline QStringList rowsFromBoard(const QStringList &squares, int columns)
{
    QStringList rows;
    QStringList row;
    for (const QString &s : squares) {
        row.append(s.isEmpty() ? QStringLiteral(".") : s);
        if (row.size() == columns) {
            rows.append(row.join(QLatin1Char(' ')));
            row.clear();
        }
    }
    if (!row.isEmpty())
        rows.append(row.join(QLatin1Char(' ')));
    return rows;
}

} // namespace kib::test
