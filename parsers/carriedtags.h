#pragma once

#include <QStringView>

namespace kib {

// The tags Kibitzer's readers give to what another notation holds and PBN
// has no tag for: RBN's title, venue and the other second parts of its
// labels (Title, Venue, EventDetail, ...), and the data Kibitzer keeps to
// write the record back as it was (RbnItems, RbnDate, LinVg, LinPn: "Rbn"
// or "Lin" and a capital). PBN lets a file add tags of its own (PBN 2.1
// section 4.9): a converted file keeps these, and Kibitzer's PBN reader knows
// them, so that what its writer made reads back without a warning.
bool isCarriedTagName(QStringView name);

} // namespace kib
