#include "core/symmetry/symmetry_mode.h"

#include <array>

namespace hexloom::core::symmetry {
namespace {

struct ModeInfo {
    SymmetryMode mode;
    std::string_view name;
    std::string_view description;
    int order;
};

constexpr std::array<ModeInfo, 7> kModes{{
    {SymmetryMode::None, "none", "no symmetry", 1},
    {SymmetryMode::MirrorV, "mirror-v", "mirror across the vertical axis", 2},
    {SymmetryMode::MirrorH, "mirror-h", "mirror across the horizontal axis", 2},
    {SymmetryMode::Rotate2, "rotate-2", "point symmetry: a half turn about the centre", 2},
    {SymmetryMode::Rotate3, "rotate-3", "three-fold rotation about the centre cell", 3},
    {SymmetryMode::Rotate6, "rotate-6", "six-fold rotation about the centre cell", 6},
    {SymmetryMode::Mirror2, "mirror-2", "mirror across both axes", 4},
}};

constexpr std::array<SymmetryMode, 6> kSymmetric{SymmetryMode::MirrorV, SymmetryMode::MirrorH, SymmetryMode::Rotate2,
                                                 SymmetryMode::Rotate3, SymmetryMode::Rotate6, SymmetryMode::Mirror2};

const ModeInfo& info(SymmetryMode mode) { return kModes[static_cast<size_t>(mode)]; }

} // namespace

std::string_view modeName(SymmetryMode mode) { return info(mode).name; }
std::string_view modeDescription(SymmetryMode mode) { return info(mode).description; }
int groupOrder(SymmetryMode mode) { return info(mode).order; }

std::optional<SymmetryMode> parseMode(std::string_view name)
{
    for (const ModeInfo& m : kModes)
        if (m.name == name)
            return m.mode;
    return std::nullopt;
}

std::span<const SymmetryMode> symmetricModes() { return kSymmetric; }

std::string modeNameList()
{
    std::string list;
    for (const ModeInfo& m : kModes)
        list += (list.empty() ? "" : ", ") + std::string(m.name);
    return list;
}

} // namespace hexloom::core::symmetry
