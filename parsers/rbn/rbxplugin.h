#pragma once

#include "rbnfamilyplugin.h"

namespace kib {

// RBX, RBN's one-line form: each record on one line, each label's data in
// braces after the label ("D{19991225}L{Timbuktu}..."), free text in braces
// with no label, '|' for a line break.
class RbxPlugin : public RbnFamilyPlugin
{
public:
    RbxPlugin() : RbnFamilyPlugin(rbn::Form::OneLine) {}

    QString id() const override { return QStringLiteral("rbx"); }
    QString displayName() const override { return QStringLiteral("Richard's Bridge Notation, one line a record (RBX)"); }
    QStringList extensions() const override { return {QStringLiteral("rbx")}; }
};

} // namespace kib
