#include "ui/dialogs/home_preview.h"

#include <QGraphicsPolygonItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QMouseEvent>

namespace hexloom::ui::dialogs {

namespace {
// Okabe-Ito: players told apart by colour-blind designers too; the number is drawn as well.
const QColor kPlayerColours[] = {QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9), QColor(0x00, 0x9e, 0x73), QColor(0xf0, 0xe4, 0x42),
                                 QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00), QColor(0xcc, 0x79, 0xa7), QColor(0x99, 0x99, 0x99)};
} // namespace

HomePreview::HomePreview(QWidget* parent) : QGraphicsView(parent), scene_(new QGraphicsScene(this)), board_(std::make_unique<core::model::Board>())
{
    setObjectName(QStringLiteral("HomePreview"));
    setScene(scene_);
    setRenderHint(QPainter::Antialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setToolTip(tr("Click a hex to make it the selected player's home"));
    setMinimumSize(240, 200);
}

void HomePreview::showBoard(const core::model::Board& board, const std::vector<core::rules::Player>& players, int selected)
{
    board_ = std::make_unique<core::model::Board>(board);
    geometry_ = scene::BoardGeometry(*board_);
    scene_->clear();
    scene_->setSceneRect(geometry_.sceneRect());
    std::vector<int> owner(static_cast<size_t>(board_->size()), -1);
    for (size_t p = 0; p < players.size(); ++p)
        for (const auto& at : players[p].homeCells)
            if (const auto c = board_->indexAtOffset(at); c != core::model::kNoCell)
                owner[static_cast<size_t>(c)] = static_cast<int>(p);
    QFont font = this->font();
    font.setBold(true);
    font.setPointSizeF(scene::BoardGeometry::kHexSize * 0.6);
    for (core::model::CellIndex c = 0; c < board_->size(); ++c) {
        const int p = owner[static_cast<size_t>(c)];
        auto* hex = scene_->addPolygon(geometry_.hexPolygon(), QPen(p == selected && p >= 0 ? Qt::black : Qt::gray, p == selected && p >= 0 ? 3 : 1),
                                       p < 0 ? QBrush(QColor(0xf4, 0xf4, 0xf4)) : QBrush(kPlayerColours[p % 8]));
        hex->setPos(geometry_.centre(c));
        if (p < 0)
            continue;
        auto* number = scene_->addSimpleText(QString::number(p + 1), font);
        number->setPos(geometry_.centre(c) - number->boundingRect().center());
    }
    fitInView(scene_->sceneRect(), Qt::KeepAspectRatio);
}

void HomePreview::mousePressEvent(QMouseEvent* event)
{
    const auto c = geometry_.cellAt(mapToScene(event->position().toPoint()));
    if (event->button() == Qt::LeftButton && c != core::model::kNoCell)
        emit hexClicked(board_->offset(c));
    QGraphicsView::mousePressEvent(event);
}

void HomePreview::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    fitInView(scene_->sceneRect(), Qt::KeepAspectRatio);
}

} // namespace hexloom::ui::dialogs
