#include "ui/tools/tool_options_bar.h"

#include <QComboBox>
#include <QLabel>
#include <QPainter>
#include <QSpinBox>

#include "core/rules/rule_set.h"
#include "render/board_renderer.h"
#include "ui/tools/tool_options.h"

namespace hexloom::ui::tools {

ToolOptionsBar::ToolOptionsBar(ToolOptions* options, QWidget* parent) : QToolBar(tr("Brush options"), parent), options_(options)
{
    setObjectName(QStringLiteral("ToolOptionsBar"));
    terrain_ = new QComboBox(this);
    terrain_->setToolTip(tr("Terrain the brush paints (the eyedropper picks it from the map)"));
    terrain_->setMinimumContentsLength(12);
    layer_ = new QComboBox(this);
    layer_->addItems({tr("terrain"), tr("tokens")});
    layer_->setToolTip(tr("Paint terrain, or number tokens (right button erases tokens)"));
    token_ = new QSpinBox(this);
    token_->setRange(0, 127);
    token_->setToolTip(tr("Number token the brush paints on the token layer (0 = none)"));
    size_ = new QComboBox(this);
    size_->addItems({tr("1 hex"), tr("7 hexes"), tr("19 hexes")});
    size_->setToolTip(tr("Brush size for painting and locking ([ and ] change it)"));
    addWidget(new QLabel(tr(" Paint "), this));
    addWidget(layer_);
    addWidget(terrain_);
    addWidget(new QLabel(tr(" token "), this));
    addWidget(token_);
    addWidget(new QLabel(tr(" size "), this));
    addWidget(size_);
    connect(terrain_, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!syncing_ && i >= 0)
            options_->setTerrain(static_cast<core::model::TerrainId>(i));
    });
    connect(layer_, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!syncing_)
            options_->setLayer(i == 1 ? ToolOptions::PaintLayer::Token : ToolOptions::PaintLayer::Terrain);
    });
    connect(token_, &QSpinBox::valueChanged, this, [this](int v) {
        if (!syncing_)
            options_->setToken(v);
    });
    connect(size_, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!syncing_)
            options_->setBrushRadius(i);
    });
    connect(options_, &ToolOptions::changed, this, &ToolOptionsBar::syncFromOptions);
    syncFromOptions();
}

void ToolOptionsBar::setRules(const core::rules::RuleSet& rules)
{
    syncing_ = true;
    terrain_->clear();
    for (int t = 0; t < rules.terrainCount(); ++t) {
        QPixmap swatch(14, 14);
        swatch.fill(render::BoardRenderer::terrainColour(rules, static_cast<core::model::TerrainId>(t)));
        terrain_->addItem(QIcon(swatch), QStringLiteral("%1 (%2)").arg(QString::fromStdString(rules.terrains[static_cast<size_t>(t)].name))
                                             .arg(QChar::fromLatin1(rules.terrains[static_cast<size_t>(t)].letter)));
    }
    syncing_ = false;
    if (options_->terrain() >= rules.terrainCount())
        options_->setTerrain(0);
    syncFromOptions();
}

void ToolOptionsBar::syncFromOptions()
{
    syncing_ = true;
    if (options_->terrain() < terrain_->count())
        terrain_->setCurrentIndex(options_->terrain());
    layer_->setCurrentIndex(options_->layer() == ToolOptions::PaintLayer::Token ? 1 : 0);
    token_->setValue(options_->token());
    size_->setCurrentIndex(options_->brushRadius());
    syncing_ = false;
}

} // namespace hexloom::ui::tools
