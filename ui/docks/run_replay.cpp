#include "ui/docks/run_replay.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>

#include "ui/text/decimal.h"

namespace hexloom::ui::docks {

RunReplay::RunReplay(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("RunReplay"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* title = new QLabel(tr("Replay"), this);
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setToolTip(tr("Scrub through the finished run's snapshots: the canvas shows each one's map (small hexes where it "
                           "differs from the map now) and its teaching marks (Ctrl+Alt+Left / Right)"));
    label_ = new QLabel(this);
    layout->addWidget(title);
    layout->addWidget(slider_, 1);
    layout->addWidget(label_);
    back_ = new QAction(tr("Replay &Back"), this);
    back_->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Left));
    back_->setToolTip(tr("Show the finished run's previous snapshot on the canvas (Ctrl+Alt+Left)"));
    forward_ = new QAction(tr("Replay &Forward"), this);
    forward_->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Right));
    forward_->setToolTip(tr("Show the finished run's next snapshot; at the last one the canvas shows the map as it is (Ctrl+Alt+Right)"));
    for (QAction* a : {back_, forward_})
        a->setStatusTip(a->toolTip());
    connect(back_, &QAction::triggered, this, [this] { showIndex(position() - 1); });
    connect(forward_, &QAction::triggered, this, [this] { showIndex(position() + 1); });
    connect(slider_, &QSlider::valueChanged, this, [this](int v) {
        updateLabel();
        emit showSnapshot(v + 1 < count() ? snapshots_[static_cast<size_t>(v)] : nullptr);
    });
    clear();
}

void RunReplay::clear()
{
    snapshots_.clear();
    hide();
    back_->setEnabled(false);
    forward_->setEnabled(false);
    emit showSnapshot(nullptr);
}

void RunReplay::record(std::shared_ptr<const core::search::Snapshot> s)
{
    if (!snapshots_.empty() && snapshots_.back() == s)
        return;
    snapshots_.push_back(std::move(s));
    if (snapshots_.size() > kMaxSnapshots) { // drop every second one, keeping the first and the newest
        std::vector<std::shared_ptr<const core::search::Snapshot>> thin;
        for (size_t i = 0; i + 1 < snapshots_.size(); i += 2)
            thin.push_back(snapshots_[i]);
        thin.push_back(snapshots_.back());
        snapshots_ = std::move(thin);
    }
}

void RunReplay::runFinished()
{
    const bool any = count() > 1;
    setVisible(any);
    back_->setEnabled(any);
    forward_->setEnabled(any);
    if (!any)
        return;
    const QSignalBlocker block(slider_);
    slider_->setRange(0, count() - 1);
    slider_->setValue(count() - 1);
    updateLabel();
}

int RunReplay::position() const { return slider_->value(); }

void RunReplay::showIndex(int index)
{
    if (count() < 2)
        return;
    slider_->setValue(std::clamp(index, 0, count() - 1));
}

void RunReplay::updateLabel()
{
    const int v = slider_->value();
    if (v < 0 || v >= count())
        return;
    const auto& s = *snapshots_[static_cast<size_t>(v)];
    label_->setText(tr("%1 / %2 · iteration %3 · best %4").arg(v + 1).arg(count()).arg(s.iteration).arg(text::decimal(s.best, 2)));
}

} // namespace hexloom::ui::docks
