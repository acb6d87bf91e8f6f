#include "ui/docks/suggestion_gallery.h"

#include <QHBoxLayout>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include "ui/document/map_document.h"
#include "ui/render/board_renderer.h"

namespace hexloom::ui::docks {

namespace {
constexpr int kThumb = 150;

QPixmap thumbnail(const document::MapDocument& doc, const core::model::Map& map)
{
    render::RenderOptions o;
    o.hexSize = 10;
    o.locks = false;
    const QRectF b = render::BoardRenderer::bounds(doc.board(), o.hexSize);
    QImage image(b.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    QPainter p(&image);
    render::BoardRenderer::paintBoard(p, doc.board(), map, doc.rules(), o);
    p.end();
    return QPixmap::fromImage(image.scaled(kThumb, kThumb, Qt::KeepAspectRatio, Qt::SmoothTransformation));
}
} // namespace

SuggestionGallery::SuggestionGallery(QWidget* parent) : QDockWidget(tr("Suggestions"), parent)
{
    setObjectName(QStringLiteral("SuggestionGallery"));
    auto* w = new QWidget(this);
    auto* layout = new QVBoxLayout(w);
    list_ = new QListWidget(w);
    list_->setViewMode(QListView::IconMode);
    list_->setIconSize(QSize(kThumb, kThumb));
    list_->setResizeMode(QListView::Adjust);
    list_->setMovement(QListView::Static);
    list_->setSpacing(6);
    list_->setWordWrap(true);
    list_->setToolTip(tr("Results of suggestion runs; click one to see its differences on the canvas"));
    auto* buttons = new QHBoxLayout;
    accept_ = new QPushButton(tr("Accept"), w);
    accept_->setToolTip(tr("Apply the selected suggestion to the map as one undo step"));
    accept_->setEnabled(false);
    auto* clear = new QPushButton(tr("Clear"), w);
    clear->setToolTip(tr("Remove every suggestion"));
    buttons->addWidget(accept_);
    buttons->addWidget(clear);
    buttons->addStretch();
    layout->addWidget(list_);
    layout->addLayout(buttons);
    setWidget(w);
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        accept_->setEnabled(row >= 0);
        emit showDifference(current());
    });
    connect(accept_, &QPushButton::clicked, this, [this] {
        if (const auto* s = current())
            emit acceptRequested(*s);
    });
    connect(clear, &QPushButton::clicked, this, &SuggestionGallery::clear);
}

void SuggestionGallery::setDocument(const document::MapDocument* doc)
{
    doc_ = doc;
    clear();
}

void SuggestionGallery::addSuggestion(const run::Suggestion& s)
{
    suggestions_.push_back(s);
    const auto& snap = *s.snapshot;
    auto* item = new QListWidgetItem(QIcon(thumbnail(*doc_, snap.map)),
                                     tr("score %1\n%2, seed %3").arg(snap.best).arg(s.algorithmName).arg(snap.seed));
    QString tip = tr("Score %1 after %2 iterations (%3 s)").arg(snap.best).arg(snap.iteration).arg(snap.elapsedSeconds, 0, 'f', 2);
    for (const auto& r : snap.report.requirements)
        tip += QStringLiteral("\n%1: %2").arg(QString::fromStdString(r.id)).arg(r.violations);
    item->setToolTip(tip);
    list_->addItem(item);
}

void SuggestionGallery::clear()
{
    list_->clear();
    suggestions_.clear();
    accept_->setEnabled(false);
    emit showDifference(nullptr);
}

const run::Suggestion* SuggestionGallery::current() const
{
    const int row = list_->currentRow();
    return row >= 0 && row < static_cast<int>(suggestions_.size()) ? &suggestions_[static_cast<size_t>(row)] : nullptr;
}

void SuggestionGallery::select(int index) { list_->setCurrentRow(index); }

} // namespace hexloom::ui::docks
