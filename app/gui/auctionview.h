#pragma once

#include <QTableView>

namespace kib {

class AuctionModel;
class Document;

// The auction grid: calls with suit symbols, alerted calls marked with a
// small "!" badge and noted calls with their note number; the current call
// highlighted; the explanation on hover. Clicking a call steps there.
class AuctionView : public QTableView
{
    Q_OBJECT

public:
    explicit AuctionView(QWidget *parent = nullptr);

    void setDocument(Document *document);
    AuctionModel *auctionModel() const { return m_model; }

    QSize sizeHint() const override;

Q_SIGNALS:
    void callActivated(int call);

private:
    AuctionModel *m_model;
};

} // namespace kib
