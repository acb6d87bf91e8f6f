#include "ui/docks/symmetry_box.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <stdexcept>

#include "core/rules/requirement_registry.h"
#include "core/rules/tile_pool.h"
#include "core/symmetry/board_symmetry.h"
#include "core/symmetry/pool/symmetric_pool.h"
#include "ui/document/map_document.h"
#include "ui/run/symmetry_text.h"

namespace hexloom::ui::docks {

using core::symmetry::BoardSymmetry;
using core::symmetry::SymmetryMode;

namespace {
constexpr int kNoteDelayMs = 300;
} // namespace

SymmetryBox::SymmetryBox(QWidget* parent) : QGroupBox(tr("Symmetry"), parent)
{
    setObjectName(QStringLiteral("SymmetryBox"));
    auto* form = new QFormLayout(this);
    mode_ = new QComboBox(this);
    mode_->setObjectName(QStringLiteral("SymmetryMode"));
    mode_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mode_->setMinimumContentsLength(10);
    mode_->setToolTip(tr("Runs move whole orbits (hexes the symmetry maps onto each other), so every map they make is symmetric; "
                         "the symmetric brush and the canvas's axes follow this choice"));
    mode_->addItem(run::SymmetryText::modeLabel(SymmetryMode::None), static_cast<int>(SymmetryMode::None));
    for (SymmetryMode m : core::symmetry::symmetricModes())
        mode_->addItem(run::SymmetryText::modeLabel(m), static_cast<int>(m));
    pool_ = new QComboBox(this);
    pool_->setObjectName(QStringLiteral("SymmetryPool"));
    pool_->addItem(tr("keep: refuse a pool that cannot be symmetric"), static_cast<int>(Pool::Keep));
    pool_->addItem(tr("fit: move tiles between kinds, tokens between numbers, until it can"), static_cast<int>(Pool::Fit));
    pool_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    pool_->setMinimumContentsLength(10);
    pool_->setToolTip(tr("What a symmetric run does when the pool's counts do not divide over the orbits: refuse to start (keep), "
                         "or use the nearest pool that divides (fit; the changes are listed below)"));
    note_ = new QLabel(this);
    note_->setObjectName(QStringLiteral("SymmetryNote"));
    note_->setWordWrap(true);
    note_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    fit_ = new QPushButton(tr("Fit the Pool"), this);
    fit_->setObjectName(QStringLiteral("SymmetryFit"));
    fit_->setToolTip(tr("Runs use the nearest pool whose counts divide over the orbits (pool: fit)"));
    soft_ = new QPushButton(tr("Soft Requirement"), this);
    soft_->setObjectName(QStringLiteral("SymmetrySoft"));
    soft_->setToolTip(tr("Keep the pool and no mode; add a weighted symmetry requirement to the rule set instead, which counts the "
                         "hexes that differ from their image (one undo step)"));
    auto* offers = new QHBoxLayout;
    offers->addWidget(fit_);
    offers->addWidget(soft_);
    offers->addStretch();
    form->addRow(tr("Mode"), mode_);
    form->addRow(tr("Pool"), pool_);
    form->addRow(note_);
    form->addRow(offers);
    noteTimer_.setSingleShot(true);
    noteTimer_.setInterval(kNoteDelayMs);
    connect(&noteTimer_, &QTimer::timeout, this, &SymmetryBox::updateNote);
    connect(mode_, &QComboBox::currentIndexChanged, this, [this] {
        updateNote();
        emit modeChanged(mode());
    });
    connect(pool_, &QComboBox::currentIndexChanged, this, [this] {
        updateNote();
        emit poolChanged(pool());
    });
    connect(fit_, &QPushButton::clicked, this, [this] { setPool(Pool::Fit); });
    connect(soft_, &QPushButton::clicked, this, &SymmetryBox::addSoftRequirement);
    updateNote();
}

SymmetryMode SymmetryBox::mode() const { return static_cast<SymmetryMode>(mode_->currentData().toInt()); }

SymmetryBox::Pool SymmetryBox::pool() const { return static_cast<Pool>(pool_->currentData().toInt()); }

void SymmetryBox::setPool(Pool pool) { pool_->setCurrentIndex(pool_->findData(static_cast<int>(pool))); }

bool SymmetryBox::isAllowed(SymmetryMode m) const
{
    const int i = mode_->findData(static_cast<int>(m));
    const auto* model = qobject_cast<const QStandardItemModel*>(mode_->model());
    return i >= 0 && model && model->item(i)->isEnabled();
}

bool SymmetryBox::setMode(SymmetryMode m)
{
    if (!isAllowed(m))
        return false;
    mode_->setCurrentIndex(mode_->findData(static_cast<int>(m)));
    return true;
}

QString SymmetryBox::note() const { return note_->text(); }

void SymmetryBox::setDocument(document::MapDocument* doc)
{
    if (doc_)
        doc_->disconnect(this);
    doc_ = doc;
    if (!doc_)
        return;
    connect(doc_, &document::MapDocument::contentReset, this, &SymmetryBox::contentReset);
    connect(doc_, &document::MapDocument::edited, this, [this] { noteTimer_.start(); });
    fillModes();
    // A map opens in the symmetry its game declares (kept when the board does not allow it: the
    // note says why); a game that declares none keeps the designer's choice when the board allows it.
    const SymmetryMode declared = doc_->rules().symmetry;
    if (declared != SymmetryMode::None)
        setMode(declared);
    else if (!isAllowed(mode()))
        mode_->setCurrentIndex(0);
    updateNote();
}

void SymmetryBox::contentReset()
{
    const SymmetryMode before = mode();
    fillModes();
    if (!isAllowed(before) && before != SymmetryMode::None)
        mode_->setCurrentIndex(0); // the new shape has no such symmetry: the note says so below
    updateNote();
}

// Every mode, enabled when the board's shape is invariant under it; a disabled one says why.
void SymmetryBox::fillModes()
{
    auto* model = qobject_cast<QStandardItemModel*>(mode_->model());
    const auto& board = doc_->board();
    for (int i = 1; i < mode_->count(); ++i) {
        const auto m = static_cast<SymmetryMode>(mode_->itemData(i).toInt());
        const auto missing = BoardSymmetry::cellsWithoutImage(board, m);
        model->item(i)->setEnabled(missing.empty() && board.size() > 0);
        model->item(i)->setToolTip(missing.empty() ? run::SymmetryText::modeDescription(m)
                                                   : tr("Not for this board: %n hex(es) have no image under this symmetry (%1)", nullptr,
                                                        static_cast<int>(missing.size()))
                                                         .arg(QString::fromStdString(core::symmetry::describeCells(board, missing, 4))));
    }
}

// Whether the pool divides over the orbits; when it does not, the answer in numbers and the offers.
void SymmetryBox::updateNote()
{
    QString shown;
    bool offer = false;
    if (doc_ && mode() != SymmetryMode::None) {
        try {
            const auto symmetry = BoardSymmetry::of(doc_->board(), mode());
            const auto tiles = core::rules::TilePool::forMap(doc_->map(), doc_->rules());
            try {
                core::symmetry::requireSymmetricPool(doc_->board(), symmetry, doc_->map(), doc_->rules(), tiles);
                shown = tr("%n orbit(s) of hexes; the pool divides over them.", nullptr, symmetry.orbitCount());
            } catch (const std::invalid_argument& refused) {
                if (pool() == Pool::Fit) {
                    const auto fitted = core::symmetry::fitPoolToSymmetry(doc_->board(), symmetry, doc_->map(), doc_->rules(), tiles);
                    shown = tr("Runs use the nearest pool that fits: %1.").arg(run::SymmetryText::changes(fitted, doc_->rules()));
                } else {
                    shown = run::SymmetryText::reason(refused) + QLatin1Char('.');
                    offer = true;
                }
            }
        } catch (const std::exception& e) { // no fitting pool either, or a board without this symmetry
            shown = tr("No symmetric map is possible: %1").arg(run::SymmetryText::reason(e));
            offer = pool() == Pool::Fit;
        }
    }
    note_->setText(shown);
    note_->setVisible(!shown.isEmpty());
    fit_->setVisible(offer && pool() == Pool::Keep);
    soft_->setVisible(offer && core::rules::findRequirementType("symmetry"));
}

// The other way out: the pool as it is, and symmetry as a weighted soft requirement.
void SymmetryBox::addSoftRequirement()
{
    const auto* type = core::rules::findRequirementType("symmetry");
    if (!doc_ || mode() == SymmetryMode::None || !type)
        return;
    auto rules = std::make_shared<core::rules::RuleSet>(doc_->rules());
    core::rules::RequirementSpec spec;
    int n = static_cast<int>(rules->requirements.size()) + 1;
    const auto taken = [&](const std::string& id) {
        return std::any_of(rules->requirements.begin(), rules->requirements.end(), [&](const auto& r) { return r.id == id; });
    };
    while (taken("SYM" + std::to_string(n)))
        ++n;
    spec.id = "SYM" + std::to_string(n);
    spec.type = "symmetry";
    spec.name = tr("Symmetric (%1)").arg(run::SymmetryText::modeName(mode())).toStdString();
    for (const auto& p : type->parameters)
        if (p.name == "mode")
            spec.params["mode"] = std::string(core::symmetry::modeName(mode()));
    rules->requirements.push_back(std::move(spec));
    auto content = doc_->content();
    content.rules = std::move(rules);
    mode_->setCurrentIndex(0); // the requirement asks for the symmetry now; runs move single hexes
    doc_->replaceContent(std::move(content), tr("Add symmetry requirement"));
}

void SymmetryBox::loadSettings()
{
    setPool(QSettings().value(QStringLiteral("search/symmetryPool"), 0).toInt() == 1 ? Pool::Fit : Pool::Keep);
}

void SymmetryBox::saveSettings() const { QSettings().setValue(QStringLiteral("search/symmetryPool"), pool() == Pool::Fit ? 1 : 0); }

} // namespace hexloom::ui::docks
