#include "scoresheetview.h"

#include "preferansnames.h"
#include "scoresheetpaper.h"

#include "model/cardrecord.h"
#include "model/replaycursor.h"

#include <QCoreApplication>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace kib {

namespace {

QString playerName(const Record &r, Seat seat)
{
    const QString name = r.tag(QStringLiteral("Player%1").arg(seat + 1));
    return name.isEmpty() ? QCoreApplication::translate("kib::Seat", "Player %1").arg(seat + 1) : name;
}

QString cardsText(const Cards &cards)
{
    QStringList out;
    for (Card c : cards)
        out.append(QString(rankLetter(c.rank())).replace(QStringLiteral("T"), QStringLiteral("10"))
                   + suitSymbol(c.suit()));
    return out.join(u' ');
}

} // namespace

ScoreSheetView::ScoreSheetView(QWidget *parent)
    : QWidget(parent), m_deal(new QLabel), m_paper(new ScoreSheetPaper)
{
    m_deal->setWordWrap(true);
    m_deal->setTextFormat(Qt::PlainText);
    m_deal->setObjectName(QStringLiteral("preferansDeal"));
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_paper);
    scroll->setWidgetResizable(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_deal);
    layout->addWidget(scroll, 1);
    refresh();
}

void ScoreSheetView::setRecords(const QList<RecordPtr> &records)
{
    m_records = records;
    refresh();
}

void ScoreSheetView::setCurrentIndex(int index)
{
    m_current = index;
    refresh();
}

void ScoreSheetView::setCursor(ReplayCursor *cursor)
{
    if (m_cursor)
        disconnect(m_cursor, nullptr, this, nullptr);
    m_cursor = cursor;
    if (cursor) {
        connect(cursor, &ReplayCursor::stepChanged, this, &ScoreSheetView::refresh);
        connect(cursor, &ReplayCursor::recordChanged, this, &ScoreSheetView::refresh);
    }
    refresh();
}

const ScoreSheet &ScoreSheetView::sheet() const
{
    return m_paper->sheet();
}

QString ScoreSheetView::dealText() const
{
    return m_deal->text();
}

QString ScoreSheetView::describe(const CardRecord &r)
{
    const PreferansDeal &p = r.preferans();
    QString text = tr("Deal %1").arg(p.number);
    if (r.contract().kind == Contract::Kind::PassedOut)
        return text + tr(": passed out, a refa");
    if (!r.contract().isBid())
        return text;
    const Contract &c = r.contract();
    text += tr(": %1 plays %2").arg(r.declarer() >= 0 ? playerName(r, r.declarer()) : tr("nobody"),
                                     style::preferansContractName(c));
    if (p.value)
        text += tr(", value %1").arg(*p.value);
    if (p.refa)
        text += tr(", under a refa");
    QStringList followers;
    for (Seat s : p.followers)
        followers.append(playerName(r, s));
    text += followers.isEmpty() ? tr("; nobody follows") : tr("; followers: %1").arg(followers.join(tr(", ")));
    if (p.invitation)
        text += tr("; invitation by %1").arg(playerName(r, p.kontraBy));
    else if (c.risk > 0 && c.risk <= 4)
        text += tr("; %1 started by %2").arg(style::kontraText(c.risk), playerName(r, p.kontraBy));
    if (const Pile *talon = r.deal().pile(QStringLiteral("talon")))
        text += tr("; talon %1").arg(cardsText(talon->cards));
    if (const Pile *discard = r.deal().pile(QStringLiteral("discard")))
        text += tr(", discards %1").arg(cardsText(discard->cards));
    else if (c.withoutTalon)
        text += tr(", not taken");
    return text;
}

void ScoreSheetView::refresh()
{
    const Record *record = m_current >= 0 && m_current < m_records.size() ? m_records.at(m_current).get() : nullptr;
    const auto *deal = dynamic_cast<const CardRecord *>(record);
    const bool applicable = deal && deal->game() == Game::Preferans && deal->seats().count() == 3;
    if (!applicable) {
        m_deal->setText(tr("The score sheet is kept for preferans games."));
        m_paper->setSheet(ScoreSheet{}, {});
    } else {
        // the current deal counts once it has been replayed to its end
        const bool done = !m_cursor || m_cursor->record().get() != record || m_cursor->atEnd();
        const ScoreSheet sheet = scoreSheetAt(m_records, m_current, done);
        QStringList names;
        for (Seat s = 0; s < 3; ++s)
            names.append(playerName(*deal, s));
        m_paper->setSheet(sheet, names);
        m_deal->setText(describe(*deal));
    }
    if (applicable != m_applicable) {
        m_applicable = applicable;
        Q_EMIT applicableChanged(applicable);
    }
}

} // namespace kib
