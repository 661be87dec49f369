#include "newrecord.h"

namespace kib {

Seat boardDealer(int board)
{
    return board < 1 ? NoSeat : Seat((board - 1) % 4);
}

Vulnerability boardVulnerability(int board)
{
    if (board < 1)
        return Vulnerability::Unknown;
    using V = Vulnerability;
    static const V cycle[16] = {V::None, V::NS, V::EW, V::All, V::NS, V::EW, V::All, V::None,
                                V::EW,   V::All, V::None, V::NS, V::All, V::None, V::NS, V::EW};
    return cycle[(board - 1) % 16];
}

std::shared_ptr<CardRecord> newBridgeRecord(const Record *previous)
{
    auto record = std::make_shared<CardRecord>(Game::Bridge, 4);
    int board = 1;
    if (previous) {
        bool ok = false;
        const int before = previous->tag(QStringLiteral("Board")).toInt(&ok);
        if (ok && before > 0)
            board = before + 1;
        for (const char *name : {"Event", "Site", "Date"}) {
            const QString value = previous->tag(QLatin1String(name));
            if (!value.isNull())
                record->setTag(QLatin1String(name), value);
        }
    }
    record->setTag(QStringLiteral("Board"), QString::number(board));
    record->setDealer(boardDealer(board));
    record->setVulnerability(boardVulnerability(board));
    return record;
}

} // namespace kib
