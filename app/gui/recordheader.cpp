#include "recordheader.h"

#include "elide.h"

#include "model/boardnames.h"
#include "document.h"
#include "suitstyle.h"

#include "model/boardrecord.h"
#include "model/cardrecord.h"

namespace {

// the game's name for people (gameId() is the notations' "preferans")
QString gameTitle(kib::Game game)
{
    switch (game) {
    case kib::Game::Bridge: return kib::RecordHeader::tr("Bridge");
    case kib::Game::Pinochle: return kib::RecordHeader::tr("Pinochle");
    case kib::Game::Preferans: return kib::RecordHeader::tr("Preferans");
    default: return kib::gameId(game);
    }
}

} // namespace

namespace kib {

RecordHeader::RecordHeader(QWidget *parent) : QLabel(parent)
{
    setTextFormat(Qt::RichText);
    setWordWrap(true);
    setMargin(4);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    // a long word (a 120-character Event with no space) cannot wrap: the
    // label is cut rather than widen the window
    setMinimumWidth(1);
}

void RecordHeader::setDocument(Document *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document)
        connect(document, &Document::currentIndexChanged, this, &RecordHeader::refresh);
    refresh();
}

void RecordHeader::refresh()
{
    const RecordPtr record = m_document ? m_document->currentRecord() : RecordPtr();
    if (!record) {
        setText(QString());
        m_plain.clear();
        return;
    }
    auto tag = [&](const char *name) {
        return elideText(style::textWithSymbols(elideText(record->tag(QLatin1String(name)), 400)).trimmed(), 120);
    };
    auto clean = [](QString s) { return s == u"?" || s == u"#" || s == u"##" ? QString() : s; };

    QStringList first, second, plainFirst, plainSecond;
    for (const char *t : {"Event", "Site", "Location", "Date"}) {
        const QString v = clean(tag(t));
        if (!v.isEmpty()) {
            first << v.toHtmlEscaped();
            plainFirst << v;
        }
    }
    const auto *card = dynamic_cast<const CardRecord *>(record.get());
    auto field = [&](const QString &name, const QString &value, const QString &html = QString()) {
        if (value.isEmpty())
            return;
        second << QStringLiteral("%1 <b>%2</b>").arg(name.toHtmlEscaped(), html.isEmpty() ? value.toHtmlEscaped() : html);
        plainSecond << name + QLatin1Char(' ') + value;
    };
    field(tr("Board"), clean(style::boardText(*record)));
    if (card) {
        if (card->dealer() != NoSeat)
            field(tr("Dealer"), style::seatName(card->seats(), card->dealer()));
        if (card->game() == Game::Bridge) {
            const QString v = style::vulnerabilityText(card->vulnerability());
            const bool some = card->vulnerability() != Vulnerability::None && card->vulnerability() != Vulnerability::Unknown;
            field(tr("Vul"), v, some ? QStringLiteral("<span style=\"color:#b71c1c\">%1</span>").arg(v) : QString());
        }
    }
    field(tr("Scoring"), clean(tag("Scoring")));
    if (const auto *board = dynamic_cast<const BoardRecord *>(record.get()))
        field(tr("Game"), boardtext::variantName(board->variant()));
    else if (record->game() != Game::Bridge)
        field(tr("Game"), gameTitle(record->game()));

    QStringList players, plainPlayers;
    if (card) {
        for (Seat s = 0; s < card->seats().count(); ++s) {
            const QString name = style::playerName(*card, s);
            if (name.isEmpty())
                continue;
            const QString seat = style::seatShort(card->seats(), s);
            players << QStringLiteral("%1 <b>%2</b>").arg(seat, name.toHtmlEscaped());
            plainPlayers << seat + QLatin1Char(' ') + name;
        }
    }

    QString html = QStringLiteral("<div style=\"font-size:large; font-weight:600\">%1</div>")
                       .arg(first.isEmpty() ? tr("Record %1").arg(m_document->recordNumber(m_document->currentIndex()))
                                            : first.join(QStringLiteral(" · ")));
    QStringList line2 = second;
    if (!players.isEmpty())
        line2 << players.join(QStringLiteral(", "));
    html += QStringLiteral("<div>%1</div>").arg(line2.join(QStringLiteral(" &nbsp;·&nbsp; ")));
    setText(html);
    m_plain = (QStringList() << plainFirst.join(QStringLiteral(" · ")) << plainSecond.join(QStringLiteral(" · "))
                             << plainPlayers.join(QStringLiteral(", ")))
                  .join(QLatin1Char('\n'));
}

} // namespace kib
