#include "ui/main_window/palette_box.h"

#include <QSettings>
#include <algorithm>

namespace hexloom::ui::main_window {

PaletteBox::PaletteBox(const QString& settingsKey, const QString& toolTip, QWidget* parent) : QComboBox(parent), key_(settingsKey)
{
    setObjectName(QStringLiteral("PaletteBox"));
    addItem(tr("Rule set colours"), render::Palettes::name(render::Palette::Rules));
    addItem(tr("Colour-blind safe (Okabe-Ito)"), render::Palettes::name(render::Palette::ColourBlind));
    addItem(tr("Greyscale (black-and-white printers)"), render::Palettes::name(render::Palette::Greyscale));
    setToolTip(toolTip);
    choose(render::Palettes::fromName(QSettings().value(key_).toString()).value_or(canvasPalette()));
}

render::Palette PaletteBox::chosen() const { return render::Palettes::fromName(currentData().toString()).value_or(render::Palette::Rules); }

void PaletteBox::choose(render::Palette palette) { setCurrentIndex(std::max(0, findData(render::Palettes::name(palette)))); }

void PaletteBox::remember() const { QSettings().setValue(key_, render::Palettes::name(chosen())); }

render::Palette PaletteBox::canvasPalette()
{
    return render::Palettes::fromName(QSettings().value(QStringLiteral("view/palette")).toString()).value_or(render::Palette::Rules);
}

} // namespace hexloom::ui::main_window
