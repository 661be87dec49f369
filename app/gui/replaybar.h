#pragma once

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QSlider;

namespace kib {

class Document;

// The step slider with the current step's label, and the autoplay speed.
class ReplayBar : public QWidget
{
    Q_OBJECT

public:
    explicit ReplayBar(QWidget *parent = nullptr);

    void setDocument(Document *document);
    QSlider *slider() const { return m_slider; }
    QString stepLabel() const;

public Q_SLOTS:
    void refresh();

private:
    QPointer<Document> m_document;
    QSlider *m_slider;
    QLabel *m_label;
    QComboBox *m_speed;
};

} // namespace kib
