#include "viewsettings.h"

#include <QSettings>

namespace kib {

ViewSettings &ViewSettings::instance()
{
    static ViewSettings *settings = new ViewSettings;
    return *settings;
}

ViewSettings::ViewSettings()
{
    load();
}

void ViewSettings::load()
{
    QSettings s;
    s.beginGroup(QStringLiteral("view"));
    m_cardStyle = s.value(QStringLiteral("cardStyle"), QStringLiteral("images")).toString() == u"text"
                      ? CardStyle::Text
                      : CardStyle::Images;
    m_fourColour = s.value(QStringLiteral("fourColour"), false).toBool();
    m_playedCards = s.value(QStringLiteral("playedCards"), QStringLiteral("remove")).toString() == u"grey"
                        ? PlayedCards::Grey
                        : PlayedCards::Remove;
    m_autoplayInterval = qBound(200, s.value(QStringLiteral("autoplayInterval"), 1200).toInt(), 10000);
    m_showPoints = s.value(QStringLiteral("showPoints"), true).toBool();
    s.endGroup();
}

void ViewSettings::reset()
{
    m_cardStyle = CardStyle::Images;
    m_fourColour = false;
    m_playedCards = PlayedCards::Remove;
    m_autoplayInterval = 1200;
    m_showPoints = true;
    save();
    Q_EMIT changed();
}

void ViewSettings::save()
{
    if (!m_persistent)
        return;
    QSettings s;
    s.beginGroup(QStringLiteral("view"));
    s.setValue(QStringLiteral("cardStyle"),
               m_cardStyle == CardStyle::Text ? QStringLiteral("text") : QStringLiteral("images"));
    s.setValue(QStringLiteral("fourColour"), m_fourColour);
    s.setValue(QStringLiteral("playedCards"),
               m_playedCards == PlayedCards::Grey ? QStringLiteral("grey") : QStringLiteral("remove"));
    s.setValue(QStringLiteral("autoplayInterval"), m_autoplayInterval);
    s.setValue(QStringLiteral("showPoints"), m_showPoints);
    s.endGroup();
}

void ViewSettings::setCardStyle(CardStyle style)
{
    if (style == m_cardStyle)
        return;
    m_cardStyle = style;
    save();
    Q_EMIT changed();
}

void ViewSettings::setFourColour(bool on)
{
    if (on == m_fourColour)
        return;
    m_fourColour = on;
    save();
    Q_EMIT changed();
}

void ViewSettings::setPlayedCards(PlayedCards mode)
{
    if (mode == m_playedCards)
        return;
    m_playedCards = mode;
    save();
    Q_EMIT changed();
}

void ViewSettings::setShowPoints(bool on)
{
    if (on == m_showPoints)
        return;
    m_showPoints = on;
    save();
    Q_EMIT changed();
}

void ViewSettings::setAutoplayInterval(int ms)
{
    ms = qBound(200, ms, 10000);
    if (ms == m_autoplayInterval)
        return;
    m_autoplayInterval = ms;
    save();
    Q_EMIT changed();
}

} // namespace kib
