#pragma once
// The palette chooser of every export that draws hexes (picture, PDF, print service, Tabletop
// Simulator): the three palettes of render/palette.h, opening on the one chosen last in that
// export (its own settings key) or, before the first export, on the canvas's (View > Palette).
#include <QComboBox>
#include <QString>

#include "render/palette.h"

namespace hexloom::ui::main_window {

class PaletteBox : public QComboBox {
public:
    // `settingsKey`: where this export keeps its choice ("picture/palette"); `toolTip` says what the
    // colours are of.
    PaletteBox(const QString& settingsKey, const QString& toolTip, QWidget* parent = nullptr);

    render::Palette chosen() const;
    void choose(render::Palette palette);
    // Keeps the choice for the next time this export is opened (call it when an export is written).
    void remember() const;
    // The canvas's palette (View > Palette, settings key "view/palette"); the rule set's colours
    // when none was chosen.
    static render::Palette canvasPalette();

private:
    QString key_;
};

} // namespace hexloom::ui::main_window
