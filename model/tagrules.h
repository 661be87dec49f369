#pragma once

#include "tagvalues.h"

#include <QStringList>

namespace kib {

class CardRecord;
class Record;

// What the PBN standard says a record's tags may hold, for editing: which
// names are valid, which tags are mandatory, the format of each value a
// tag defines (a readable message when it is wrong), and how a value
// reaches the model fields that a bridge record keeps beside its tags
// (Dealer, Vulnerable, Declarer, Contract, Result, Hidden, the scores).
// Deal, Auction and Play are not edited as text: the deal entry and the
// auction and play entry own them.
class TagRules
{
public:
    using Check = TagValues::Check;

    // The 15 tags of PBN 2.1's Mandatory Tag Set, in export order.
    static const QStringList &mandatory();
    static bool isMandatory(QStringView name);
    // Deal, Auction and Play: set by their own editors, never as text.
    static bool isEntryOwned(QStringView name);
    // Tags whose value a bridge record also keeps in a model field.
    static bool isModelOwned(QStringView name);
    // A tag the user may edit as text in this record (not entry-owned, not a table).
    static bool isEditable(const Record &record, int tagIndex);

    // A name for a new tag: letters, digits and '_', starting with an
    // upper-case letter, not yet in the record.
    static Check checkName(const Record &record, const QString &name);
    // Whether 'value' is a valid value of tag 'name' in this record. "?"
    // (unknown) and "" (does not apply) are valid for every tag.
    static Check check(const Record &record, const QString &name, const QString &value);
    // The spelling the writer exports for a valid value ("love" -> "None",
    // "4hx" -> "4HX"); other values unchanged.
    static QString normalized(const QString &name, const QString &value);

    // Sets the tag (added at the end when missing) and the model field
    // behind it. Refuses an invalid value, leaving the record as it was.
    // A mandatory tag set to "?" leaves the record (the reader's way: the
    // writer gives it back as "?"); Contract "Pass" empties Declarer and
    // Result, as the standard has them when all pass.
    static bool apply(Record &record, const QString &name, const QString &value, QString *error = nullptr);
    // Removes an optional tag (and what the model keeps of it). Mandatory
    // and entry-owned tags are refused with a reason.
    static bool remove(Record &record, const QString &name, QString *error = nullptr);

    // Hides a seat's hand in a quiz (or shows it), keeping a bridge
    // record's Hidden tag in step: the hidden seats' letters, no tag when none.
    static void setHandHidden(CardRecord &record, Seat seat, bool hidden);

private:
    static void applyToModel(CardRecord &record, const QString &name, const QString &value);
};

} // namespace kib
