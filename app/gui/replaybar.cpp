#include "replaybar.h"

#include "document.h"
#include "suitstyle.h"
#include "viewsettings.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>

namespace kib {

ReplayBar::ReplayBar(QWidget *parent)
    : QWidget(parent), m_slider(new QSlider(Qt::Horizontal, this)), m_label(new QLabel(this)),
      m_speed(new QComboBox(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 0, 6, 0);
    m_slider->setToolTip(tr("Step through the deal: the deal, each call, each card"));
    m_slider->setPageStep(4);
    m_slider->setMinimumWidth(120);
    m_slider->setFocusPolicy(Qt::NoFocus);
    layout->addWidget(m_slider, 1);
    m_label->setMinimumWidth(m_label->fontMetrics().horizontalAdvance(QStringLiteral("Step 888/888 · Southwest \u2660A")));
    m_label->setToolTip(tr("The current step"));
    layout->addWidget(m_label);
    for (int ms : {400, 800, 1200, 2000, 3000, 5000})
        m_speed->addItem(tr("%1 s").arg(ms / 1000.0, 0, 'g', 2), ms);
    m_speed->setToolTip(tr("Autoplay: time between steps"));
    m_speed->setFocusPolicy(Qt::NoFocus);
    layout->addWidget(m_speed);

    auto syncSpeed = [this]() {
        const int ms = ViewSettings::instance().autoplayInterval();
        int best = 0;
        for (int i = 0; i < m_speed->count(); ++i)
            if (qAbs(m_speed->itemData(i).toInt() - ms) < qAbs(m_speed->itemData(best).toInt() - ms))
                best = i;
        QSignalBlocker block(m_speed);
        m_speed->setCurrentIndex(best);
    };
    syncSpeed();
    connect(&ViewSettings::instance(), &ViewSettings::changed, this, syncSpeed);
    connect(m_speed, &QComboBox::activated, this, [this](int i) {
        ViewSettings::instance().setAutoplayInterval(m_speed->itemData(i).toInt());
    });
    connect(m_slider, &QSlider::valueChanged, this, [this](int v) {
        if (m_document)
            m_document->cursor()->setStep(v);
    });
}

void ReplayBar::setDocument(Document *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document->cursor(), &ReplayCursor::stepChanged, this, &ReplayBar::refresh);
        connect(document->cursor(), &ReplayCursor::recordChanged, this, &ReplayBar::refresh);
    }
    refresh();
}

QString ReplayBar::stepLabel() const
{
    return m_label->text();
}

void ReplayBar::refresh()
{
    ReplayCursor *c = m_document ? m_document->cursor() : nullptr;
    QSignalBlocker block(m_slider);
    if (!c || !c->record()) {
        m_slider->setRange(0, 0);
        m_slider->setEnabled(false);
        m_label->clear();
        return;
    }
    m_slider->setEnabled(c->stepCount() > 0);
    m_slider->setRange(0, c->stepCount());
    m_slider->setValue(c->step());
    m_label->setText(tr("Step %1/%2 · %3").arg(c->step()).arg(c->stepCount()).arg(style::stepText(*c->record(), c->step())));
}

} // namespace kib
