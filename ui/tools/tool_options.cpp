#include "ui/tools/tool_options.h"

#include <QSettings>
#include <algorithm>

namespace hexloom::ui::tools {

ToolOptions::ToolOptions(QObject* parent) : QObject(parent) {}

void ToolOptions::setTerrain(core::model::TerrainId t)
{
    if (t == terrain_)
        return;
    terrain_ = t;
    emit changed();
}

void ToolOptions::setToken(int token)
{
    token = std::clamp(token, 0, 127);
    if (token == token_)
        return;
    token_ = token;
    emit changed();
}

void ToolOptions::setLayer(PaintLayer layer)
{
    if (layer == layer_)
        return;
    layer_ = layer;
    emit changed();
}

void ToolOptions::setBrushRadius(int radius)
{
    radius = std::clamp(radius, 0, 2);
    if (radius == brushRadius_)
        return;
    brushRadius_ = radius;
    emit changed();
}

void ToolOptions::setSymmetricBrush(bool on)
{
    if (on == symmetricBrush_)
        return;
    symmetricBrush_ = on;
    emit changed();
}

void ToolOptions::setSymmetry(core::symmetry::SymmetryMode mode)
{
    if (mode == symmetry_)
        return;
    symmetry_ = mode;
    emit changed();
}

void ToolOptions::load()
{
    QSettings s;
    terrain_ = static_cast<core::model::TerrainId>(std::clamp(s.value(QStringLiteral("tools/terrain"), 0).toInt(), 0, 254));
    token_ = std::clamp(s.value(QStringLiteral("tools/token"), 0).toInt(), 0, 127);
    layer_ = s.value(QStringLiteral("tools/layer"), 0).toInt() == 1 ? PaintLayer::Token : PaintLayer::Terrain;
    brushRadius_ = std::clamp(s.value(QStringLiteral("tools/brushRadius"), 0).toInt(), 0, 2);
    symmetricBrush_ = s.value(QStringLiteral("tools/symmetricBrush"), false).toBool();
    emit changed();
}

void ToolOptions::save() const
{
    QSettings s;
    s.setValue(QStringLiteral("tools/terrain"), terrain_);
    s.setValue(QStringLiteral("tools/token"), token_);
    s.setValue(QStringLiteral("tools/layer"), layer_ == PaintLayer::Token ? 1 : 0);
    s.setValue(QStringLiteral("tools/brushRadius"), brushRadius_);
    s.setValue(QStringLiteral("tools/symmetricBrush"), symmetricBrush_);
}

} // namespace hexloom::ui::tools
