#pragma once

#include <QByteArray>
#include <QString>

namespace kib::lin {

// BBO's hand viewer links (lin.md §3): handviewer.html?lin=..., movie.html
// and any other page with a lin= parameter (percent-encoded or raw, '+'
// for a space), and the older handviewer parameters n e s w d v b nn en sn
// wn a p. Whether 'text' (trimmed) is such a link.
bool isHandViewerLink(QStringView text);

// The LIN text a link holds; empty with 'error' set when it holds none (a
// ?myhand= link names a hand kept on BBO's server, not LIN).
QByteArray linFromLink(QStringView link, QString *error = nullptr);

// A hand viewer link for one board of LIN (percent-encoded).
QString handViewerLink(const QByteArray &lin);

} // namespace kib::lin
