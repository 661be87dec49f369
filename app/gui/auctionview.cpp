#include "auctionview.h"

#include "auctionmodel.h"
#include "viewsettings.h"

#include <QHeaderView>
#include <QPainter>
#include <QStyledItemDelegate>

namespace kib {

namespace {

class CallDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        p->save();
        p->setRenderHint(QPainter::Antialiasing);
        const QRectF r = QRectF(option.rect).adjusted(2, 1, -2, -1);
        const bool current = index.data(AuctionModel::CurrentRole).toBool();
        const bool query = index.data(AuctionModel::QueryRole).toBool();
        if (current || query) {
            p->setPen(Qt::NoPen);
            p->setBrush(query ? QColor(0xff, 0xd5, 0x4f) : QColor(0xff, 0xf1, 0xb8));
            p->drawRoundedRect(r, 4, 4);
            if (current) {
                p->setPen(QPen(QColor(0xe0, 0xa8, 0x00), 1.5));
                p->setBrush(Qt::NoBrush);
                p->drawRoundedRect(r, 4, 4);
            }
        }
        const QString text = index.data(Qt::DisplayRole).toString();
        QFont f = option.font;
        f.setBold(current || query);
        p->setFont(f);
        const QVariant fg = index.data(Qt::ForegroundRole);
        const QColor ink = fg.isValid() ? fg.value<QColor>() : option.palette.color(QPalette::Text);
        // the level in ink, the suit symbol in its colour
        if (text.size() >= 2 && text.at(0).isDigit() && !text.mid(1).startsWith(QLatin1String("NT"))) {
            const QFontMetricsF fm(f);
            const qreal w = fm.horizontalAdvance(text);
            qreal x = r.center().x() - w / 2;
            p->setPen(option.palette.color(QPalette::Text));
            const QString level = text.left(1);
            p->drawText(QRectF(x, r.y(), w, r.height()), Qt::AlignVCenter | Qt::AlignLeft, level);
            x += fm.horizontalAdvance(level);
            p->setPen(ink);
            p->drawText(QRectF(x, r.y(), w, r.height()), Qt::AlignVCenter | Qt::AlignLeft, text.mid(1));
        } else {
            p->setPen(query ? QColor(0x4a, 0x3a, 0x00) : option.palette.color(QPalette::Text));
            p->drawText(r, Qt::AlignCenter, text);
        }
        // marks: alert badge, note number
        const bool alert = index.data(AuctionModel::AlertRole).toBool();
        const QVariantList notes = index.data(AuctionModel::NoteRole).toList();
        QFont small = option.font;
        small.setPixelSize(qMax(7, QFontInfo(option.font).pixelSize() * 2 / 3));
        small.setBold(true);
        p->setFont(small);
        qreal right = r.right();
        if (alert) {
            const qreal d = QFontMetricsF(small).height();
            const QRectF badge(right - d, r.top() + 1, d, d);
            p->setPen(Qt::NoPen);
            p->setBrush(QColor(0xe6, 0x5c, 0x00));
            p->drawEllipse(badge);
            p->setPen(Qt::white);
            p->drawText(badge, Qt::AlignCenter, QStringLiteral("!"));
            right -= d + 1;
        }
        if (!notes.isEmpty()) {
            QStringList n;
            for (const QVariant &v : notes)
                n << v.toString();
            p->setPen(QColor(0x0b, 0x5c, 0xc9));
            p->drawText(QRectF(r.left(), r.top(), right - r.left(), r.height()), Qt::AlignRight | Qt::AlignTop,
                        n.join(QLatin1Char(',')));
        }
        p->restore();
    }
};

} // namespace

AuctionView::AuctionView(QWidget *parent) : QTableView(parent), m_model(new AuctionModel(this))
{
    setModel(m_model);
    setItemDelegate(new CallDelegate(this));
    setSelectionMode(QAbstractItemView::NoSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setFocusPolicy(Qt::NoFocus);
    setShowGrid(false);
    setWordWrap(false);
    verticalHeader()->hide();
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setMinimumSectionSize(fontMetrics().horizontalAdvance(QStringLiteral("Pass")) + 6);
    setToolTip(tr("The auction so far; hover over a call for its explanation, click it to step there"));
    connect(this, &QAbstractItemView::clicked, this, [this](const QModelIndex &index) {
        const int call = index.data(AuctionModel::CallIndexRole).toInt();
        if (call >= 0)
            Q_EMIT callActivated(call);
    });
    // keep the current call in view
    connect(m_model, &QAbstractItemModel::modelReset, this, [this]() {
        if (m_model->callsShown() > 0)
            scrollTo(m_model->indexOfCall(m_model->callsShown() - 1));
    });
}

void AuctionView::setDocument(Document *document)
{
    m_model->setDocument(document);
}

QSize AuctionView::sizeHint() const
{
    const int w = horizontalHeader()->minimumSectionSize() * 4 + 2 * frameWidth();
    return QSize(qMax(w, 200), verticalHeader()->defaultSectionSize() * 7 + horizontalHeader()->sizeHint().height());
}

} // namespace kib
