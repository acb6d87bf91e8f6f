#include "core/exact/connectivity_encoders.h"

#include "core/rules/requirement_registry.h"
#include "core/rules/requirements/water_components_requirement.h"

namespace hexloom::core::exact {

namespace {

using model::CellIndex;

// Levels 0 .. depth - 1 in order encoding: at(c, d) is "level of c >= d" for d in 1 .. depth - 1.
class Levels {
public:
    Levels(Cnf& cnf, const CellVars& cells, int depth) : depth_(depth), vars_(static_cast<size_t>(cells.cells()))
    {
        for (CellIndex c = 0; c < cells.cells(); ++c) {
            if (cells.water(c) == 0)
                continue;
            auto& v = vars_[static_cast<size_t>(c)];
            for (int d = 1; d < depth; ++d) {
                v.push_back(cnf.newVar());
                if (d > 1)
                    cnf.add({-v[static_cast<size_t>(d - 1)], v[static_cast<size_t>(d - 2)]});
            }
        }
    }
    int depth() const { return depth_; }
    Lit at(CellIndex c, int d) const { return vars_[static_cast<size_t>(c)][static_cast<size_t>(d - 1)]; }

private:
    int depth_;
    std::vector<std::vector<Lit>> vars_;
};

// parent -> level(c) > level(n).
void below(Cnf& cnf, const Levels& levels, Lit parent, CellIndex c, CellIndex n)
{
    const int depth = levels.depth();
    if (depth < 2) {
        cnf.add({-parent});
        return;
    }
    cnf.add({-parent, levels.at(c, 1)});
    for (int d = 1; d + 1 < depth; ++d)
        cnf.add({-parent, -levels.at(n, d), levels.at(c, d + 1)});
    cnf.add({-parent, -levels.at(n, depth - 1)});
}

} // namespace

void encodeWaterComponents(const rules::RequirementSpec& spec, EncodeContext& x, std::vector<WeightedLit>& out)
{
    const int allowed = static_cast<int>(rules::waterComponentsType().number(spec, "allowed_components"));
    int wet = 0;
    for (CellIndex c = 0; c < x.board.size(); ++c)
        wet += x.cells.water(c) != 0 ? 1 : 0;
    if (wet <= allowed)
        return; // never more pieces than allowed
    const Levels levels(x.cnf, x.cells, wet);
    std::vector<WeightedLit> roots;
    std::vector<Lit> clause;
    for (CellIndex c = 0; c < x.board.size(); ++c) {
        const Lit w = x.cells.water(c);
        if (w == 0)
            continue;
        const Lit root = x.cnf.newVar();
        x.cnf.add({-root, w});
        roots.push_back({root, 1});
        clause.assign({-w, root});
        for (CellIndex n : x.board.neighbours(c)) {
            const Lit wn = x.cells.water(n);
            if (wn == 0)
                continue;
            const Lit parent = x.cnf.newVar();
            x.cnf.add({-parent, wn});
            below(x.cnf, levels, parent, c, n);
            clause.push_back(parent);
        }
        x.cnf.add(clause);
    }
    const Totalizer count(x.cnf, roots, wet);
    for (int j = allowed; j < count.cap(); ++j)
        out.push_back({count.output(j), 1});
}

} // namespace hexloom::core::exact
