#include "render/palette.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <tuple>

namespace hexloom::render {

namespace {
// Relative luminance (WCAG 2), 0 black .. 1 white.
double luminance(const QColor& c)
{
    const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

// A colour-difference measure cheap enough for a few hundred pairs: the "redmean" weighting of
// RGB distances (Riemersma, compuphase.com/cmetric.htm), close to perceptual for our purpose.
double distance(const QColor& a, const QColor& b)
{
    const double r = (a.red() + b.red()) / 2.0, dr = a.red() - b.red(), dg = a.green() - b.green(), db = a.blue() - b.blue();
    return std::sqrt((2 + r / 256) * dr * dr + 4 * dg * dg + (2 + (255 - r) / 256) * db * db);
}

// `base` mixed with white, more at each round: round 0 is the colour itself, then 1/2, 3/4, ...
QColor tint(const QColor& base, int round)
{
    const double white = 1.0 - std::pow(0.5, round);
    return QColor::fromRgbF(static_cast<float>(base.redF() + (1 - base.redF()) * white), static_cast<float>(base.greenF() + (1 - base.greenF()) * white),
                            static_cast<float>(base.blueF() + (1 - base.blueF()) * white));
}

// The colour-blind and grey fills of a rule set's kinds, worked out from their own colours once
// and kept per thread until a rule set with other colours asks: painting compares the colours
// (no allocation) and looks the fill up.
struct DerivedFills {
    std::vector<uint32_t> source;
    std::vector<QColor> colourBlind, grey;
};

// Kinds take the Okabe–Ito colours nearest their own (water stays blue, forests green), each
// colour once per round: the closest pairs first over all kinds and colours; the kinds left when
// the eight are taken start the next round with the colours mixed with white.
std::vector<QColor> colourBlindFills(const std::vector<QColor>& own)
{
    const auto& set = Palettes::okabeIto();
    std::vector<QColor> out(own.size());
    std::vector<size_t> left(own.size());
    std::iota(left.begin(), left.end(), size_t{0});
    for (int round = 0; !left.empty(); ++round) {
        std::vector<std::tuple<double, size_t, size_t>> pairs; // distance, kind, colour
        for (size_t k : left)
            for (size_t c = 0; c < set.size(); ++c)
                pairs.emplace_back(distance(own[k], tint(set[c], round)), k, c);
        std::stable_sort(pairs.begin(), pairs.end(), [](const auto& a, const auto& b) { return std::get<0>(a) < std::get<0>(b); });
        std::vector<bool> kindDone(own.size(), false), colourTaken(set.size(), false);
        for (const auto& [d, k, c] : pairs)
            if (!kindDone[k] && !colourTaken[c]) {
                out[k] = tint(set[c], round);
                kindDone[k] = colourTaken[c] = true;
            }
        std::erase_if(left, [&](size_t k) { return kindDone[k]; });
    }
    return out;
}

// Greys evenly spaced from light to dark in the order of the kinds' own colours' luminance (light
// kinds stay light), so no two kinds share a grey.
std::vector<QColor> greyFills(const std::vector<QColor>& own)
{
    std::vector<size_t> order(own.size());
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return luminance(own[a]) > luminance(own[b]); });
    std::vector<QColor> out(own.size());
    const double steps = std::max<double>(1, static_cast<double>(own.size()) - 1);
    for (size_t rank = 0; rank < order.size(); ++rank) {
        const int level = static_cast<int>(std::lround(245 - static_cast<double>(rank) * (245 - 40) / steps));
        out[order[rank]] = QColor(level, level, level);
    }
    return out;
}

const DerivedFills& derivedFills(const core::rules::RuleSet& rules)
{
    thread_local DerivedFills d;
    bool same = d.source.size() == rules.terrains.size();
    for (size_t i = 0; same && i < rules.terrains.size(); ++i)
        same = d.source[i] == rules.terrains[i].colour;
    if (!same) {
        std::vector<QColor> own;
        d.source.clear();
        for (const auto& t : rules.terrains) {
            d.source.push_back(t.colour);
            own.push_back(QColor::fromRgb(t.colour));
        }
        d.colourBlind = colourBlindFills(own);
        d.grey = greyFills(own);
    }
    return d;
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
        return derivedFills(rules).grey[t];
    if (p == Palette::ColourBlind)
        return derivedFills(rules).colourBlind[t];
    return QColor::fromRgb(rules.terrains[t].colour);
}

QColor Palettes::ink(const QColor& fill)
{
    // Contrast ratio against black and against white (WCAG 2): the larger wins.
    const double l = luminance(fill);
    return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? QColor(0, 0, 0) : QColor(255, 255, 255);
}

} // namespace hexloom::render
