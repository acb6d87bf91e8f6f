#pragma once
// The colours a board is drawn in, for the canvas and every export: the rule set's own colours, a
// colour-blind-safe set (Okabe & Ito, "Color Universal Design", 2008) or greys for black-and-white
// printers. Glyphs and labels stay on in every palette, so kinds never differ by colour alone.
#include <QColor>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "core/rules/rule_set.h"

namespace hexloom::render {

enum class Palette { Rules, ColourBlind, Greyscale };

class Palettes {
public:
    // The Okabe–Ito colours, black last. A rule set's kinds take the ones nearest their own colours
    // (sea blue, forest green), each once; the kinds left when all eight are taken get the same
    // colours mixed half with white (told apart by their glyphs and labels), and so on.
    static const std::vector<QColor>& okabeIto();
    // "rules", "colour-blind", "greyscale" (file and command-line names).
    static QString name(Palette p);
    static std::optional<Palette> fromName(const QString& name);
    static QStringList names();
    // The fill of kind t in palette p (a light grey for an empty cell, whatever the palette).
    static QColor fill(const core::rules::RuleSet& rules, core::model::TerrainId t, Palette p);
    // Black or white, whichever stands out more on `fill` (text, glyphs).
    static QColor ink(const QColor& fill);
};

} // namespace hexloom::render
