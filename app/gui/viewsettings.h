#pragma once

#include <QObject>

namespace kib {

// How the viewer draws the table: remembered across sessions (QSettings).
// One instance serves the whole application; every change is saved at once
// and announced with changed().
class ViewSettings : public QObject
{
    Q_OBJECT

public:
    enum class CardStyle { Text, Images };
    enum class PlayedCards { Remove, Grey };

    static ViewSettings &instance();

    CardStyle cardStyle() const { return m_cardStyle; }
    void setCardStyle(CardStyle style);
    bool fourColour() const { return m_fourColour; }
    void setFourColour(bool on);
    PlayedCards playedCards() const { return m_playedCards; }
    void setPlayedCards(PlayedCards mode);
    // High-card points on each hand's plate and per pair (bridge).
    bool showPoints() const { return m_showPoints; }
    void setShowPoints(bool on);
    // Autoplay: milliseconds between steps.
    int autoplayInterval() const { return m_autoplayInterval; }
    void setAutoplayInterval(int ms);

    // Keep changes in memory only (screenshots, tests): nothing is written.
    void setPersistent(bool on) { m_persistent = on; }
    // Back to the defaults (in memory; saved when persistent).
    void reset();
    void load();

Q_SIGNALS:
    void changed();

private:
    ViewSettings();
    void save();

    CardStyle m_cardStyle = CardStyle::Images;
    bool m_fourColour = false;
    PlayedCards m_playedCards = PlayedCards::Remove;
    int m_autoplayInterval = 1200;
    bool m_showPoints = true;
    bool m_persistent = true;
};

} // namespace kib
