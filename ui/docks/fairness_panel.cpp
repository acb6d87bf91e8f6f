#include "ui/docks/fairness_panel.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <memory>
#include <mutex>

#include "core/rules/draft/seat_draft.h"
#include "core/rules/evaluator.h"
#include "core/rules/homes.h"
#include "ui/docks/fit_columns.h"
#include "ui/document/map_document.h"
#include "ui/scene/map_scene.h"
#include "ui/text/decimal.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::docks {

namespace {
constexpr int kBarScale = 1000; // progress bars hold whole numbers
constexpr size_t kMostFrom = 3;  // hexes named as where a player's value comes from

// The reports of `content`, with an evaluator kept between calls (one job at a time uses it; the
// mutex covers a small board's call on the GUI thread too).
std::function<std::vector<core::rules::FairnessReport>(const document::DocumentContent&)> computeReports()
{
    struct Slot {
        std::mutex mutex;
        std::unique_ptr<core::rules::Evaluator> eval;
    };
    return [slot = std::make_shared<Slot>()](const document::DocumentContent& c) {
        const std::lock_guard lock(slot->mutex);
        if (!slot->eval || slot->eval->boardPtr() != c.board || slot->eval->rulesPtr() != c.rules)
            slot->eval = std::make_unique<core::rules::Evaluator>(c.board, c.rules);
        return core::rules::fairnessReports(*slot->eval, c.map);
    };
}
} // namespace

FairnessPanel::FairnessPanel(QWidget* parent)
    : QWidget(parent), worker_(computeReports(), [this](const std::vector<core::rules::FairnessReport>& r) { showReports(r); })
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    requirement_ = new QComboBox(this);
    requirement_->setToolTip(tr("The player-value requirement shown"));
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    table_ = new QTableWidget(0, ColumnCount, this);
    table_->setHorizontalHeaderLabels({tr("Player"), tr("Value"), QString(), tr("± mean"), tr("Rank"), tr("Here")});
    table_->horizontalHeaderItem(Value)->setToolTip(tr("The player's value: its attributes within reach of its home, nearer hexes weighing more"));
    table_->horizontalHeaderItem(FromMean)->setToolTip(tr("How far the player's value lies above (+) or below (-) the mean of all players"));
    table_->horizontalHeaderItem(Rank)->setToolTip(tr("The player's rank: 1 is the highest value; equal values share a rank"));
    table_->horizontalHeaderItem(Here)->setToolTip(tr("For the hex under the mouse: the weight it counts at for this player, and what it adds"));
    // "Here" appears while the mouse is over a hex (the dock is narrow: it has no room for an empty
    // column), at a fixed width, so the columns do not jump from hex to hex; the bar too is fixed.
    table_->setColumnHidden(Here, true);
    const QFontMetrics fm = fontMetrics();
    table_->setColumnWidth(Here, std::max(fm.horizontalAdvance(table_->horizontalHeaderItem(Here)->text()), fm.horizontalAdvance(QStringLiteral("x0.25: 10.5"))) +
                                     3 * fm.averageCharWidth());
    table_->setColumnWidth(Bar, 6 * fm.averageCharWidth());
    fitColumns(table_, {QHeaderView::Stretch, QHeaderView::ResizeToContents, QHeaderView::Fixed, QHeaderView::ResizeToContents,
                        QHeaderView::ResizeToContents, QHeaderView::Fixed});
    table_->verticalHeader()->hide();
    showEveryRow(table_);
    table_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // its columns fit the dock (fitColumns)
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    detail_ = new QLabel(this);
    detail_->setObjectName(QStringLiteral("FairnessDetail"));
    detail_->setWordWrap(true);
    detail_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(requirement_);
    layout->addWidget(summary_);
    layout->addWidget(table_);
    layout->addWidget(detail_);
    layout->addStretch(); // room the dock gives beyond the rows stays below them
    connect(requirement_, &QComboBox::currentIndexChanged, this, &FairnessPanel::render);
    connect(table_, &QTableWidget::itemSelectionChanged, this, [this] {
        outline();
        showDetail();
    });
}

FairnessPanel::~FairnessPanel() = default;

void FairnessPanel::setDocument(document::MapDocument* doc, scene::MapScene* scene)
{
    if (doc_)
        doc_->disconnect(this);
    doc_ = doc;
    scene_ = scene;
    worker_.attach(doc);
    connect(doc_, &document::MapDocument::contentReset, this, &FairnessPanel::rebuild);
    connect(doc_, &document::MapDocument::reportChanged, this, &FairnessPanel::refresh);
    rebuild();
}

int FairnessPanel::rowCount() const { return table_->rowCount(); }

QString FairnessPanel::cellText(int row, Column column) const
{
    const QTableWidgetItem* item = table_->item(row, column);
    return item ? item->text() : QString();
}

QString FairnessPanel::hereText(int row) const { return cellText(row, Here); }

void FairnessPanel::showHovered(int cell)
{
    if (cell == hovered_)
        return;
    hovered_ = cell;
    table_->setColumnHidden(Here, cell == core::model::kNoCell);
    render();
}

void FairnessPanel::selectPlayer(int row)
{
    if (row < 0)
        table_->clearSelection();
    else
        table_->selectRow(row);
    outline();
    showDetail();
}

int FairnessPanel::selectedRow() const
{
    const auto rows = table_->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

const core::rules::FairnessReport* FairnessPanel::shown() const
{
    const int chosen = std::max(0, requirement_->currentIndex());
    return chosen < static_cast<int>(reports_.size()) ? &reports_[static_cast<size_t>(chosen)] : nullptr;
}

void FairnessPanel::rebuild()
{
    requirementsListed_ = false;
    reports_.clear();
    refresh();
}

void FairnessPanel::showEvent(QShowEvent* e)
{
    QWidget::showEvent(e);
    if (stale_)
        refresh();
}

void FairnessPanel::refresh()
{
    if (!doc_)
        return;
    stale_ = !isVisible() && doc_->board().size() >= document::MapDocument::kBackgroundScoringHexes;
    if (!stale_)
        worker_.request();
}

void FairnessPanel::showReports(const std::vector<core::rules::FairnessReport>& reports)
{
    reports_ = reports;
    if (!requirementsListed_)
        fillRequirements();
    render();
}

void FairnessPanel::fillRequirements()
{
    const QSignalBlocker block(requirement_);
    requirement_->clear();
    for (const auto& r : reports_)
        requirement_->addItem(QStringLiteral("%1 %2%3").arg(QString::fromStdString(r.id), QString::fromStdString(r.name), r.enabled ? QString() : tr(" (off)")),
                              r.requirement);
    requirement_->setVisible(requirement_->count() > 1);
    requirementsListed_ = true;
}

void FairnessPanel::render()
{
    if (!doc_ || !requirementsListed_)
        return;
    const int before = table_->rowCount();
    const core::rules::FairnessReport* shownReport = shown();
    if (!shownReport) {
        // A game without players whose fairness lies elsewhere in the dock (Catan: the seat draft
        // and the harbour positions) is not told to add players; a game with players but no
        // player-value requirement still has its homes checked.
        const auto& rules = doc_->rules();
        renderWithoutMeasure();
        summary_->setVisible(!rules.players.players.empty() || (!rules.hasZones() && !core::rules::draftSetupOf(rules)));
        table_->setRowCount(0);
        table_->hide();
        detail_->clear();
        detail_->hide();
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum); // no empty table's space in the dock
        if (before != 0)
            emit rowCountChanged(0);
        return;
    }
    summary_->show();
    table_->show();
    detail_->show();
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    const auto& r = *shownReport;
    QString verdict;
    summary_->setText(summaryFor(r, verdict));
    if (verdict != verdict_) {
        verdict_ = verdict;
        emit verdictChanged(verdict_);
    }
    double top = 0;
    for (const auto& p : r.players)
        top = std::max(top, p.value);
    table_->setRowCount(static_cast<int>(r.players.size()));
    for (int i = 0; i < static_cast<int>(r.players.size()); ++i) {
        const auto& p = r.players[static_cast<size_t>(i)];
        QStringList parts;
        for (size_t a = 0; a < r.attributes.size(); ++a)
            parts << QStringLiteral("%1 %2").arg(QString::fromStdString(r.attributes[a]), text::decimal(p.parts[a], 2));
        QString here;
        for (size_t k = 0; k < p.counted.size(); ++k)
            if (p.counted[k].first == hovered_)
                here = QStringLiteral("x%1: %2").arg(text::decimal(p.counted[k].second, 2), text::decimal(p.countedValue[k], 2));
        const QString extreme = !p.offender ? QString() : p.fromMean < 0 ? tr(" (lowest)") : tr(" (highest)");
        const QString texts[ColumnCount] = {QString::fromStdString(p.name) + extreme, text::decimal(p.value, 2), QString(),
                                            (p.fromMean > 0 ? QStringLiteral("+") : QString()) + text::decimal(p.fromMean, 2),
                                            QString::number(p.rank), here};
        // The row's tooltip: the parts the value is made of (the detail under the table says more).
        const QString tip = tr("%1: %2 (%3)").arg(texts[Name], text::decimal(p.value, 2), parts.join(QStringLiteral(", ")));
        for (int col : {Name, Value, FromMean, Rank, Here}) {
            QTableWidgetItem* item = table_->item(i, col);
            if (!item) {
                table_->setItem(i, col, item = new QTableWidgetItem);
                if (col != Name)
                    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            }
            item->setText(texts[col]);
            item->setToolTip(tip);
            item->setForeground(p.offender ? QColor(190, 30, 30) : palette().text().color());
        }
        auto* bar = qobject_cast<QProgressBar*>(table_->cellWidget(i, Bar));
        if (!bar) {
            bar = new QProgressBar(table_);
            bar->setTextVisible(false);
            bar->setRange(0, kBarScale);
            table_->setCellWidget(i, Bar, bar);
        }
        bar->setValue(top > 0 ? static_cast<int>(kBarScale * std::max(0.0, p.value) / top) : 0);
    }
    fitRows(table_);
    outline();
    showDetail();
    if (before != table_->rowCount())
        emit rowCountChanged(table_->rowCount());
}

QString FairnessPanel::summaryText() const { return summary_->text(); }

QString FairnessPanel::detailText() const { return detail_->text(); }

QString FairnessPanel::nameText(int row) const
{
    return cellText(row, Name);
}

QString FairnessPanel::headline(const core::rules::FairnessReport& r, int p) const
{
    const auto& f = r.players[static_cast<size_t>(p)];
    const QString name = QString::fromStdString(f.name);
    const QString off = text::decimal(std::abs(f.fromMean), 2); // "3,43" in German
    const QString text = std::abs(f.fromMean) < 1e-9 ? tr("%1 is at the mean").arg(name)
                         : f.fromMean < 0            ? tr("%1 is %2 below the mean").arg(name, off)
                                                     : tr("%1 is %2 above the mean").arg(name, off);
    return text + tr(" (%1 of %2)").arg(f.rank).arg(r.players.size());
}

QString FairnessPanel::hexName(core::model::CellIndex c) const
{
    // The short label the canvas draws on the hex ("Nebula"), so the eye finds it there.
    const auto at = doc_->board().offset(c);
    const auto kind = doc_->map().terrain(c);
    QString name = tr("nothing");
    if (kind != core::model::kNoTerrain) {
        const auto& t = doc_->rules().terrain(kind);
        name = QString::fromStdString(t.label.empty() ? t.name : t.label);
    }
    return tr("%1 at (%2, %3)").arg(name).arg(at.row).arg(at.col);
}

QStringList FairnessPanel::reasons(const core::rules::FairnessReport& r, int p, bool where) const
{
    const auto& f = r.players[static_cast<size_t>(p)];
    QStringList out;
    if (f.fromMean < 0)
        if (const auto [a, meanPart] = r.weakestPart(p); a >= 0)
            out << tr("%1 %2 against a mean of %3")
                       .arg(QString::fromStdString(r.attributes[static_cast<size_t>(a)]), text::decimal(f.parts[static_cast<size_t>(a)], 2),
                            text::decimal(meanPart, 2));
    if (!f.obstacles.empty()) {
        QStringList hexes;
        for (core::model::CellIndex c : f.obstacles) {
            const QString hex = where ? hexName(c) : QString::fromStdString(doc_->rules().terrain(doc_->map().terrain(c)).name);
            if (!hexes.contains(hex))
                hexes << hex;
        }
        out << tr("%n hex(es) within reach slow or block the way (%1)", nullptr, static_cast<int>(f.obstacles.size())).arg(hexes.join(QStringLiteral(", ")));
    }
    return out;
}

QString FairnessPanel::explain(const core::rules::FairnessReport& r, int p) const
{
    const QStringList why = reasons(r, p, false);
    return why.isEmpty() ? headline(r, p) : headline(r, p) + QStringLiteral(": ") + why.join(QStringLiteral("; "));
}

QString FairnessPanel::detailFor(const core::rules::FairnessReport& r, int p) const
{
    const auto& f = r.players[static_cast<size_t>(p)];
    QStringList parts;
    for (size_t a = 0; a < r.attributes.size(); ++a)
        parts << QStringLiteral("%1 %2").arg(QString::fromStdString(r.attributes[a]), text::decimal(f.parts[a], 2));
    QStringList lines;
    lines << tr("%1; value %2 (%3).").arg(headline(r, p), text::decimal(f.value, 2), parts.join(QStringLiteral(", ")));
    if (const QStringList why = reasons(r, p, true); !why.isEmpty())
        lines << tr("Why: %1.").arg(why.join(QStringLiteral("; ")));
    // The hexes that add most to the value: what a swap would have to move to change it.
    QStringList top;
    for (const size_t k : f.mostFrom(kMostFrom))
        top << tr("%1 adds %2").arg(hexName(f.counted[k].first), text::decimal(f.countedValue[k], 2));
    if (!top.isEmpty())
        lines << tr("Most from: %1.").arg(top.join(QStringLiteral(", ")));
    return lines.join(QLatin1Char('\n'));
}

void FairnessPanel::showDetail()
{
    const core::rules::FairnessReport* r = shown();
    if (!doc_ || !r || r->players.empty()) {
        detail_->clear();
        return;
    }
    int p = selectedRow();
    const bool selected = p >= 0 && p < static_cast<int>(r->players.size());
    if (!selected)
        p = r->violations > 0 ? r->lowest() : -1;
    QString text = p >= 0 ? detailFor(*r, p) : QString();
    // Selected, its hexes are outlined on the canvas: the picture says so itself.
    const QString hint = selected ? QString() : tr("Select a player to see why and to outline its hexes on the canvas.");
    detail_->setText(hint.isEmpty() ? text : text.isEmpty() ? hint : text + QLatin1Char('\n') + hint);
}

QStringList FairnessPanel::misplacedLines(const std::vector<core::rules::HomeCell>& homes) const
{
    QStringList lines;
    for (const auto& h : homes) {
        const auto at = doc_->board().offset(h.cell);
        const auto held = doc_->map().terrain(h.cell);
        lines << tr("Not fair: %1's home (%2, %3) holds %4, not %5.")
                     .arg(QString::fromStdString(doc_->rules().players.players[static_cast<size_t>(h.player)].name))
                     .arg(at.row)
                     .arg(at.col)
                     .arg(held == core::model::kNoTerrain ? tr("nothing") : QString::fromStdString(doc_->rules().terrain(held).name),
                          QString::fromStdString(doc_->rules().terrain(h.kind).name));
    }
    return lines;
}

void FairnessPanel::renderWithoutMeasure()
{
    const auto& players = doc_->rules().players.players;
    QString verdict;
    if (players.empty()) {
        summary_->setText(tr("%1 declares no players: add players and a player-value requirement in the rule-set editor to measure "
                             "how fair the map is for each.").arg(QString::fromStdString(doc_->rules().title)));
    } else {
        // Its homes are constraints all the same: a home holding another kind is never fair.
        std::vector<core::rules::HomeCell> misplaced;
        try {
            misplaced = core::rules::misplacedHomes(doc_->rules(), doc_->board(), doc_->map());
        } catch (const std::exception&) {
            // a home off this board: the rule set's reader and the status of the map say so
        }
        QStringList lines = misplacedLines(misplaced);
        lines << tr("No player-value requirement measures how fair the map is for the %n player(s): add one in the rule-set editor.", nullptr,
                    static_cast<int>(players.size()));
        summary_->setText(lines.join(QLatin1Char('\n')));
        if (!misplaced.empty())
            verdict = tr("Not fair: a home holds another kind");
    }
    if (verdict != verdict_)
        emit verdictChanged(verdict_ = verdict);
}

QString FairnessPanel::summaryFor(const core::rules::FairnessReport& r, QString& verdict) const
{
    QStringList lines = misplacedLines(r.misplacedHomes);
    lines << tr("Spread %1 (highest - lowest value), mean %2, %n violation(s)%3.", nullptr, r.violations)
                 .arg(text::decimal(r.spread(), 2), text::decimal(r.mean(), 2))
                 .arg(r.enabled ? QString() : tr("; this requirement is off"));
    const int low = r.lowest();
    if (r.violations > 0 && low >= 0) {
        lines << tr("Disadvantaged: %1.").arg(QString::fromStdString(r.players[static_cast<size_t>(low)].name));
        // A requirement switched off (Terra Mystica's FAIR) does not make the map "not fair": the
        // status bar names it and who it finds behind.
        verdict = !r.misplacedHomes.empty() ? tr("Not fair: a home holds another kind")
                  : r.enabled               ? tr("Not fair: %1").arg(explain(r, low))
                                            : tr("%1 (off): %2").arg(QString::fromStdString(r.id), explain(r, low));
    } else {
        verdict = tr("Fair: every player within the tolerance (spread %1)").arg(text::decimal(r.spread(), 2));
    }
    return lines.join(QLatin1Char('\n'));
}

void FairnessPanel::outline()
{
    const core::rules::FairnessReport* r = shown();
    const int row = selectedRow();
    if (!scene_)
        return;
    auto* layer = scene_->marks(scene::MarkLayer::Violations);
    if (!r || row < 0 || row >= static_cast<int>(r->players.size())) {
        // The layer is shared with the Requirements dock: cleared only of this panel's outline.
        if (outlined_)
            layer->setMarks({});
        outlined_ = false;
        return;
    }
    const auto& p = r->players[static_cast<size_t>(row)];
    double heaviest = 0;
    for (const auto& [c, w] : p.counted)
        heaviest = std::max(heaviest, w);
    std::vector<scene::CellMark> marks;
    for (const auto& [c, w] : p.counted)
        marks.push_back({c, QColor(0, 140, 255, static_cast<int>(80 + 175 * w / heaviest))});
    layer->setMarks(std::move(marks));
    outlined_ = true;
}

} // namespace hexloom::ui::docks
