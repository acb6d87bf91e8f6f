#include "ui/docks/suggestion_gallery.h"

#include <QAction>
#include <algorithm>
#include <QHBoxLayout>
#include <QListWidget>
#include <QLocale>
#include <QPainter>
#include <QToolButton>
#include <QVBoxLayout>

#include "core/search/run/fewest_changes.h"
#include "ui/document/map_document.h"
#include "render/board_renderer.h"
#include "ui/session/document_session.h"
#include "ui/text/decimal.h"

namespace hexloom::ui::docks {

namespace {
constexpr int kThumb = 76; // small enough that the band shows a thumbnail with both label lines at 1280 x 800

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
    // A cell holds the thumbnail and its two label lines ("score 2 · 23 changed", "tabu, seed 3");
    // the band's usual height at 1280 x 800 shows all of it.
    // The cell is as wide as a long second line ("near hex 1234 · portfolio, seed 16"), which
    // wrapped onto a third line that the cell cut.
    const int line = list_->fontMetrics().height();
    const int wide = list_->fontMetrics().horizontalAdvance(QStringLiteral("near hex 1234 · portfolio, seed 16"));
    list_->setGridSize(QSize(std::max(kThumb + 70, wide + 12), kThumb + 2 * line + 8));
    list_->setToolTip(tr("Results of suggestion runs; click one to see its differences on the canvas"));
    auto* buttons = new QHBoxLayout;
    accept_ = new QAction(tr("&Accept Suggestion"), this);
    accept_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    accept_->setToolTip(tr("Apply the selected suggestion to the map as one undo step (Ctrl+Return)"));
    accept_->setEnabled(false);
    clear_ = new QAction(tr("&Clear Suggestions"), this);
    clear_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Delete));
    clear_->setToolTip(tr("Remove every suggestion from the gallery (Ctrl+Shift+Del)"));
    for (auto [action, text] : {std::pair{accept_, tr("Accept")}, std::pair{clear_, tr("Clear")}}) {
        action->setStatusTip(action->toolTip());
        action->setIconText(text); // the button's short label; the menu shows the full name
        auto* b = new QToolButton(w);
        b->setDefaultAction(action);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        buttons->addWidget(b);
    }
    buttons->addStretch();
    layout->addWidget(list_);
    layout->addLayout(buttons);
    setWidget(w);
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        accept_->setEnabled(row >= 0);
        emit showDifference(current());
    });
    connect(accept_, &QAction::triggered, this, [this] {
        if (const auto* s = current())
            emit acceptRequested(*s);
    });
    connect(clear_, &QAction::triggered, this, &SuggestionGallery::clear);
}

void SuggestionGallery::setSession(session::DocumentSession* session) { setDocument(session->document()); }

void SuggestionGallery::setDocument(const document::MapDocument* doc)
{
    disconnect(reset_);
    doc_ = doc;
    // A board or rule edit makes older suggestions meaningless: their hex indices and terrain ids
    // belong to the old content.
    reset_ = connect(doc_, &document::MapDocument::contentReset, this, &SuggestionGallery::dropStale);
    clear();
}

void SuggestionGallery::dropStale()
{
    const bool shown = current() != nullptr;
    for (int row = count() - 1; row >= 0; --row) {
        const auto& s = suggestions_[static_cast<size_t>(row)];
        if (s.board == doc_->content().board && s.rules == doc_->content().rules)
            continue;
        suggestions_.erase(suggestions_.begin() + row);
        delete list_->takeItem(row);
    }
    accept_->setEnabled(current() != nullptr);
    if (shown && !current())
        emit showDifference(nullptr);
}

void SuggestionGallery::addSuggestion(const run::Suggestion& s)
{
    suggestions_.push_back(s);
    const auto& snap = *s.snapshot;
    const int changed = core::search::changedHexes(s.base, snap.map);
    // Fixes near one hex and searches of the whole map can share the gallery: each says which it is.
    const bool near = s.nearCell != core::model::kNoCell;
    const QString scope = near ? tr("near hex %1").arg(s.nearCell) : tr("whole map");
    const QString text = tr("score %1 · %n changed\n%2 · %3, seed %4", nullptr, changed)
                             .arg(text::decimal(snap.best, 2))
                             .arg(scope)
                             .arg(s.algorithmName.isEmpty() ? QString::fromStdString(snap.algorithm) : s.algorithmName)
                             .arg(snap.seed);
    auto* item = new QListWidgetItem(QIcon(thumbnail(*doc_, snap.map)), text);
    item->setData(kChangedRole, changed);
    item->setData(kNearRole, s.nearCell);
    // The label in full first (the cell cuts a long one), then what it says, in sentences.
    QString tip = text + QLatin1Char('\n') +
                  (near ? tr("A fix near hex %1 (only hexes within %2 of it may change)").arg(s.nearCell).arg(s.nearRadius)
                        : tr("A search of the whole map")) +
                  QLatin1Char('\n') +
                  tr("%5: score %1 after %2 iterations (%3 s); changes %n of %4 hexes of the map it started from", nullptr, changed)
                      .arg(text::decimal(snap.best, 2))
                      .arg(snap.iteration)
                      .arg(QLocale().toString(snap.elapsedSeconds, 'f', 2))
                      .arg(snap.map.size())
                      .arg(s.algorithmName);
    for (const auto& r : snap.report.requirements)
        tip += QStringLiteral("\n%1: %2").arg(QString::fromStdString(r.id), r.counted ? QString::number(r.violations) : tr("off"));
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

QString SuggestionGallery::label(int index) const
{
    const auto* item = list_->item(index);
    return item ? item->text() : QString();
}

void SuggestionGallery::select(int index) { list_->setCurrentRow(index); }

} // namespace hexloom::ui::docks
