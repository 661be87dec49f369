#include "gameedit.h"

#include "document.h"

#include <QCoreApplication>

namespace kib {

QString editCardRecord(Document *document, const QString &text, const std::function<QString(CardRecord &)> &operation)
{
    if (!document || !document->currentRecord())
        return QCoreApplication::translate("kib::GameEntry", "no record to edit");
    if (!dynamic_cast<const CardRecord *>(document->currentRecord().get()))
        return QCoreApplication::translate("kib::GameEntry", "the record is not a card game");
    // try it on a copy first, so that a refusal pushes nothing
    std::unique_ptr<Record> copy = document->currentRecord()->clone();
    auto &card = static_cast<CardRecord &>(*copy);
    const QString error = operation(card);
    if (!error.isEmpty())
        return error;
    const int stepAfter = card.stepCount();
    document->editCurrentRecord(
        text, [&](Record &r) { return operation(static_cast<CardRecord &>(r)).isEmpty(); }, stepAfter);
    return {};
}

} // namespace kib
