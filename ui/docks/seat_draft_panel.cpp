#include "ui/docks/seat_draft_panel.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include "ui/docks/fit_columns.h"
#include "ui/document/map_document.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/seat_draft_item.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::docks {

using core::rules::CornerGraph;
using core::rules::SeatDraftReport;

namespace {
constexpr int kDraftsDelayMs = 250;
}

SeatDraftPanel::SeatDraftPanel(QWidget* parent)
    : QWidget(parent),
      worker_([](const document::DocumentContent& c) { return core::rules::greedyDraftReport(*c.rules, *c.board, c.map); },
              [this](const std::optional<SeatDraftReport>& r) {
                  showReport(r);
                  if (r && r->setup.noisy())
                      draftsDelay_.start(); // the noisy drafts of this map, unless it changes again first
                  showDraftsState();
              })
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    table_ = new QTableWidget(0, 4, this);
    table_->setHorizontalHeaderLabels({tr("Seat"), tr("Pips"), tr("Corners"), tr("Lowest in")});
    fitColumns(table_, {QHeaderView::ResizeToContents, QHeaderView::ResizeToContents, QHeaderView::Stretch, QHeaderView::ResizeToContents});
    table_->horizontalHeaderItem(1)->setToolTip(tr("The pips of the corners the seat takes in the greedy draft"));
    table_->horizontalHeaderItem(2)->setToolTip(tr("Each corner's pips, in the order the seat takes them"));
    table_->horizontalHeaderItem(3)->setToolTip(tr("The share of the noisy drafts in which the seat ends with the fewest pips, with its 95% interval"));
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    onCanvas_ = new QCheckBox(tr("Corners on the canvas"), this); // short: the dock is narrow, the tooltip says the rest
    onCanvas_->setChecked(true);
    onCanvas_->setToolTip(tr("Mark every corner a seat takes in the greedy draft with the seat's number; a red ring marks a disadvantaged seat"));
    connect(onCanvas_, &QCheckBox::toggled, this, &SeatDraftPanel::drawMarkers);
    progress_ = new QProgressBar(this);
    progress_->setObjectName(QStringLiteral("SeatDraftProgress"));
    progress_->setFormat(tr("%v of %m noisy drafts"));
    progress_->setToolTip(tr("The noisy drafts play in the background; the greedy draft above is already final"));
    stopDrafts_ = new QPushButton(this);
    stopDrafts_->setObjectName(QStringLiteral("SeatDraftStop"));
    connect(stopDrafts_, &QPushButton::clicked, this, &SeatDraftPanel::stopOrRestartDrafts);
    auto* draftsRow = new QHBoxLayout;
    draftsRow->addWidget(progress_, 1);
    draftsRow->addWidget(stopDrafts_);
    draftsDelay_.setSingleShot(true);
    draftsDelay_.setInterval(kDraftsDelayMs);
    connect(&draftsDelay_, &QTimer::timeout, this, &SeatDraftPanel::startDrafts);
    connect(&drafts_, &DraftDistributionJob::progress, this, [this](int played, int total) {
        progress_->setMaximum(total);
        progress_->setValue(played);
    });
    connect(&drafts_, &DraftDistributionJob::finished, this, &SeatDraftPanel::showDistribution);
    layout->addWidget(summary_);
    layout->addWidget(table_);
    layout->addLayout(draftsRow);
    layout->addWidget(onCanvas_);
    // Preferred, not Maximum: a Maximum height is the height for the widest width, and the wrapped
    // summary needs more in a narrow dock (it was cut off at the top and bottom).
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setVisible(false);
}

void SeatDraftPanel::setDocument(document::MapDocument* doc, scene::MapScene* scene)
{
    if (doc_)
        doc_->disconnect(this);
    doc_ = doc;
    scene_ = scene;
    // The window shown or hidden changes whether the panel is in view (updateMarkers).
    if (QWidget* top = window(); top != this)
        top->installEventFilter(this);
    worker_.attach(doc);
    connect(doc_, &document::MapDocument::reportChanged, this, &SeatDraftPanel::refresh);
    connect(doc_, &document::MapDocument::contentReset, this, &SeatDraftPanel::refresh);
    refresh();
}

int SeatDraftPanel::rowCount() const { return table_->rowCount(); }

QString SeatDraftPanel::text(int row, int column) const
{
    const QTableWidgetItem* item = table_->item(row, column);
    return item ? item->text() : QString();
}

QString SeatDraftPanel::summaryText() const { return summary_->text(); }

void SeatDraftPanel::setShowOnCanvas(bool on) { onCanvas_->setChecked(on); }

void SeatDraftPanel::refresh()
{
    // The noisy drafts of the map before this change would describe a map that is gone.
    drafts_.cancel();
    draftsDelay_.stop();
    draftsStopped_ = false;
    if (doc_)
        worker_.request();
}

bool SeatDraftPanel::draftsPending() const { return draftsDelay_.isActive() || drafts_.isRunning(); }

void SeatDraftPanel::waitForDrafts()
{
    worker_.waitForIdle();
    if (draftsDelay_.isActive()) {
        draftsDelay_.stop();
        startDrafts();
    }
    drafts_.waitForIdle();
}

void SeatDraftPanel::startDrafts()
{
    if (!doc_ || !report_ || !report_->setup.noisy() || report_->distribution)
        return;
    draftsStopped_ = false;
    progress_->setRange(0, report_->setup.drafts);
    progress_->setValue(0);
    drafts_.start(*report_, doc_->content());
    showDraftsState();
}

// Cancel while the drafts play (keeping those played); afterwards, play them all again.
void SeatDraftPanel::stopOrRestartDrafts()
{
    if (drafts_.isRunning() || draftsDelay_.isActive()) {
        draftsDelay_.stop();
        draftsStopped_ = true;
        drafts_.stop(); // showDistribution() follows with the drafts played so far
        showDraftsState();
        return;
    }
    if (report_) {
        report_->distribution.reset();
        report_->disadvantaged.clear();
        showReport(report_);
        draftsDelay_.stop();
        startDrafts();
    }
}

void SeatDraftPanel::showDistribution(const SeatDraftReport& report, bool complete)
{
    draftsStopped_ = !complete;
    showReport(report);
}

void SeatDraftPanel::showDraftsState()
{
    const bool noisy = report_ && report_->setup.noisy();
    const bool playing = drafts_.isRunning() || draftsDelay_.isActive();
    progress_->setVisible(noisy && playing);
    stopDrafts_->setVisible(noisy && (playing || draftsStopped_));
    stopDrafts_->setText(playing ? tr("Cancel") : tr("Play the Noisy Drafts"));
    stopDrafts_->setToolTip(playing ? tr("Stop the noisy drafts; the shares and intervals show those played so far")
                                    : tr("Play all the noisy drafts of this map again"));
}

QString SeatDraftPanel::summary(const SeatDraftReport& r) const
{
    QString text = tr("Seat draft: %1 seats place %2 settlements each in snake order (1 to %1, then back), each taking the free corner "
                      "with the most pips. Spread: %3 pips.")
                       .arg(r.setup.seats)
                       .arg(r.setup.placements)
                       .arg(r.greedy.spread());
    if (r.distribution) {
        QStringList chances;
        for (const double p : r.setup.noise)
            chances << QStringLiteral("%1%").arg(text::number(100 * p, 'g', 3));
        text += QLatin1Char(' ') + tr("Over %1 noisy drafts (best, second, third corner: %2), a seat is disadvantaged when it ends lowest "
                                      "more often than the fair %3% beyond doubt (95% interval).")
                                       .arg(r.distribution->drafts)
                                       .arg(chances.join(QStringLiteral(" / ")))
                                       .arg(text::number(100.0 / r.setup.seats, 'f', 0));
    }
    if (r.distribution && r.distribution->drafts < r.setup.drafts)
        text += QLatin1Char(' ') + tr("The noisy drafts were stopped after %1 of %2.").arg(r.distribution->drafts).arg(r.setup.drafts);
    if (r.setup.noisy() && !r.distribution)
        text += QLatin1Char(' ') + (draftsStopped_ ? tr("The noisy drafts were stopped before they began: who is disadvantaged is not known.")
                                                   : tr("The noisy drafts are playing: who is disadvantaged follows."));
    else
        text += QLatin1Char(' ') + tr("Disadvantaged: %1.").arg(seatsText(r.disadvantaged));
    return text;
}

QString SeatDraftPanel::seatsText(const std::vector<int>& seats) const
{
    QStringList names;
    for (const int s : seats)
        names << tr("seat %1").arg(s + 1);
    return names.isEmpty() ? tr("no seat") : names.join(QStringLiteral(", "));
}

void SeatDraftPanel::showReport(const std::optional<SeatDraftReport>& report)
{
    report_ = report;
    setVisible(report_.has_value());
    if (!report_) {
        table_->setRowCount(0);
        drawMarkers();
        showDraftsState();
        return;
    }
    const SeatDraftReport& r = *report_;
    summary_->setText(summary(r));
    table_->setRowCount(r.setup.seats);
    const auto item = [this](int row, int col) {
        QTableWidgetItem* it = table_->item(row, col);
        if (!it)
            table_->setItem(row, col, it = new QTableWidgetItem);
        return it;
    };
    for (int s = 0; s < r.setup.seats; ++s) {
        QStringList corners;
        for (size_t t = 0; t < r.greedy.seat.size(); ++t)
            if (r.greedy.seat[t] == s && r.greedy.corner[t] != CornerGraph::kNone)
                corners << QString::number(r.greedy.value[t]);
        QString lowest = draftsStopped_ ? QStringLiteral("—") : QStringLiteral("…");
        if (r.distribution) {
            const auto& st = r.distribution->seats[static_cast<size_t>(s)];
            lowest = tr("%1% [%2-%3%]").arg(text::number(100 * st.lowestShare, 'f', 1), text::number(100 * st.lowestLow, 'f', 1), text::number(100 * st.lowestHigh, 'f', 1));
        }
        const bool bad = std::find(r.disadvantaged.begin(), r.disadvantaged.end(), s) != r.disadvantaged.end();
        const QString texts[] = {tr("Seat %1").arg(s + 1), QString::number(r.greedy.totals[static_cast<size_t>(s)]), corners.join(QStringLiteral(" + ")), lowest};
        for (int col = 0; col < 4; ++col) {
            QTableWidgetItem* it = item(s, col);
            it->setText(texts[col]);
            it->setForeground(bad ? QColor(190, 30, 30) : palette().text().color());
        }
        item(s, 0)->setData(Qt::DecorationRole, scene::SeatDraftItem::seatColour(s));
    }
    table_->setColumnHidden(3, !r.setup.noisy());
    int h = table_->horizontalHeader()->sizeHint().height() + 2 * table_->frameWidth();
    for (int row = 0; row < table_->rowCount(); ++row)
        h += table_->rowHeight(row);
    table_->setFixedHeight(h);
    drawMarkers();
    showDraftsState();
}

void SeatDraftPanel::setInView(bool inView)
{
    inView_ = inView;
    drawMarkers();
}

bool SeatDraftPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == window() && (event->type() == QEvent::Show || event->type() == QEvent::Hide))
        QTimer::singleShot(0, this, &SeatDraftPanel::drawMarkers); // once its docks are laid out
    return QWidget::eventFilter(watched, event);
}

void SeatDraftPanel::drawMarkers()
{
    if (!scene_)
        return;
    scene::SeatDraftItem* item = scene_->seatDraft();
    const bool inView = inView_ || !window()->isVisible();
    if (!report_ || !onCanvas_->isChecked() || !inView) {
        item->clear();
        return;
    }
    std::vector<scene::SeatDraftItem::Marker> markers;
    const SeatDraftReport& r = *report_;
    for (size_t t = 0; t < r.greedy.seat.size(); ++t) {
        if (r.greedy.corner[t] == CornerGraph::kNone)
            continue;
        const int seat = r.greedy.seat[t];
        const bool bad = std::find(r.disadvantaged.begin(), r.disadvantaged.end(), seat) != r.disadvantaged.end();
        markers.push_back({item->cornerPosition(r.corners, r.greedy.corner[t]), seat, static_cast<int>(t), bad});
    }
    item->setMarkers(std::move(markers));
}

} // namespace hexloom::ui::docks
