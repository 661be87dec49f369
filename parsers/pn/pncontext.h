#pragma once

#include "model/cardrecord.h"
#include "model/diagnostic.h"
#include "model/repeatgate.h"

#include <QHash>

namespace kib::pn {

struct PnPos
{
    int line = 0;
    int column = 0;
};

// What reading one hand (one record) shares between the line readers and
// the checks: the record being built, where each value stood, and the
// diagnostics so far.
class PnContext
{
public:
    PnContext(CardRecord *record, int recordNumber) : m_record(record), m_recordNumber(recordNumber) {}

    CardRecord &record() { return *m_record; }
    const CardRecord &record() const { return *m_record; }
    int seats() const { return m_record->seats().count(); }
    int recordNumber() const { return m_recordNumber; }

    void error(const char *code, const QString &message, PnPos pos);
    void warning(const char *code, const QString &message, PnPos pos);
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    bool hasErrors() const;
    // An expected line that is left out (the annotation is Incomplete).
    void missing(const QString &what);
    const QStringList &missingLines() const { return m_missing; }

    // Where things stood in the file.
    QHash<QString, PnPos> where;      // each label (with its number) as last seen
    PnPos first;                      // the record's first line
    QList<PnPos> calls;               // each call's token
    QList<int> roundSizes;            // bids in each Bids# line
    QList<PnPos> tricks;              // each Trick# line
    QList<QList<PnPos>> trickCards;   // each card's token, per trick
    PnPos at(const QString &label) const { return where.value(label, first); }

private:
    CardRecord *m_record;
    int m_recordNumber;
    Diagnostics m_diagnostics;
    RepeatGate m_gate;
    QStringList m_missing;
};

} // namespace kib::pn
