#pragma once
// The symmetries a map can be asked to keep (issue 30). Each mode names a group of board
// transformations; the identity is always element 0 of the group.
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace hexloom::core::symmetry {

enum class SymmetryMode {
    None,    // no symmetry: every cell is its own orbit
    MirrorV, // mirror across the vertical axis (left <-> right)
    MirrorH, // mirror across the horizontal axis (top <-> bottom)
    Rotate2, // point symmetry, 180 degrees about the centre
    Rotate3, // three-fold rotation (120 degrees) about the centre cell of a hexagonal board
    Rotate6, // six-fold rotation (60 degrees) about the centre cell of a hexagonal board
    Mirror2, // both mirrors (and so also the 180-degree turn): four seats on a rectangle
};

// "none", "mirror-v", "mirror-h", "rotate-2", "rotate-3", "rotate-6", "mirror-2".
std::string_view modeName(SymmetryMode mode);
// A sentence for help texts and tooltips ("mirror across the vertical axis").
std::string_view modeDescription(SymmetryMode mode);
// Accepts the names above; nullopt for anything else.
std::optional<SymmetryMode> parseMode(std::string_view name);
// Every mode except None, in the order above (for menus, help texts and tests).
std::span<const SymmetryMode> symmetricModes();
// "mirror-v, mirror-h, ..." for error messages that list the accepted names.
std::string modeNameList();
// Number of transformations in the mode's group, identity included (1, 2, 2, 2, 3, 6, 4).
int groupOrder(SymmetryMode mode);

} // namespace hexloom::core::symmetry
