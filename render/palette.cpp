#include "render/palette.h"

#include <algorithm>
#include <numeric>

namespace hexloom::render {

namespace {
// Relative luminance (WCAG 2), 0 black .. 1 white.
double luminance(const QColor& c)
{
    const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

// Greys for the kinds, evenly spaced from light to dark in the order of the rule set's own
// colours' luminance (light kinds stay light), so no two kinds share a grey.
QColor greyFor(const core::rules::RuleSet& rules, core::model::TerrainId t)
{
    std::vector<int> order(rules.terrains.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return luminance(QColor::fromRgb(rules.terrains[static_cast<size_t>(a)].colour)) > luminance(QColor::fromRgb(rules.terrains[static_cast<size_t>(b)].colour));
    });
    const auto rank = static_cast<double>(std::find(order.begin(), order.end(), static_cast<int>(t)) - order.begin());
    const double steps = std::max<double>(1, static_cast<double>(order.size()) - 1);
    const int level = static_cast<int>(std::lround(245 - rank * (245 - 40) / steps));
    return QColor(level, level, level);
}
} // namespace

const std::vector<QColor>& Palettes::okabeIto()
{
    static const std::vector<QColor> colours{QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9), QColor(0x00, 0x9E, 0x73),
                                             QColor(0xF0, 0xE4, 0x42), QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00),
                                             QColor(0xCC, 0x79, 0xA7), QColor(0x00, 0x00, 0x00)};
    return colours;
}

QString Palettes::name(Palette p)
{
    switch (p) {
    case Palette::ColourBlind:
        return QStringLiteral("colour-blind");
    case Palette::Greyscale:
        return QStringLiteral("greyscale");
    case Palette::Rules:
        break;
    }
    return QStringLiteral("rules");
}

std::optional<Palette> Palettes::fromName(const QString& name)
{
    for (Palette p : {Palette::Rules, Palette::ColourBlind, Palette::Greyscale})
        if (Palettes::name(p) == name)
            return p;
    return std::nullopt;
}

QStringList Palettes::names() { return {name(Palette::Rules), name(Palette::ColourBlind), name(Palette::Greyscale)}; }

QColor Palettes::fill(const core::rules::RuleSet& rules, core::model::TerrainId t, Palette p)
{
    if (t == core::model::kNoTerrain || t >= rules.terrains.size())
        return QColor(235, 235, 235);
    if (p == Palette::Greyscale)
        return greyFor(rules, t);
    if (p == Palette::ColourBlind) {
        const auto& set = okabeIto();
        const QColor base = set[t % set.size()];
        const int round = static_cast<int>(t / set.size()); // 0: pure; then ever lighter tints
        if (round == 0)
            return base;
        const double white = 1.0 - std::pow(0.5, round);
        return QColor::fromRgbF(static_cast<float>(base.redF() + (1 - base.redF()) * white), static_cast<float>(base.greenF() + (1 - base.greenF()) * white),
                                static_cast<float>(base.blueF() + (1 - base.blueF()) * white));
    }
    return QColor::fromRgb(rules.terrains[t].colour);
}

QColor Palettes::ink(const QColor& fill)
{
    // Contrast ratio against black and against white (WCAG 2): the larger wins.
    const double l = luminance(fill);
    return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? QColor(0, 0, 0) : QColor(255, 255, 255);
}

} // namespace hexloom::render
