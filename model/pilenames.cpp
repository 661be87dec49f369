#include "model/pilenames.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace kib::piletext {

QString pileName(const QString &name)
{
    if (name == u"talon")
        return QCoreApplication::translate("kib::Pile", "Talon", "the cards dealt aside in preferans");
    if (name == u"discard")
        return QCoreApplication::translate("kib::Pile", "Discard", "the cards the declarer puts aside in preferans");
    if (name == u"kitty")
        return QCoreApplication::translate("kib::Pile", "Kitty", "the cards dealt aside in pinochle");
    static const QRegularExpression numbered(QStringLiteral("^kitty(\\d+)$"));
    if (const QRegularExpressionMatch m = numbered.match(name); m.hasMatch())
        return QCoreApplication::translate("kib::Pile", "Kitty %1", "one of several kitties in pinochle").arg(m.captured(1));
    QString out = name;
    if (!out.isEmpty())
        out[0] = out.at(0).toUpper();
    return out;
}

} // namespace kib::piletext
