#include "core/exact/z3_maxsat.h"

#include <z3++.h>

#include <optional>

namespace hexloom::core::exact {

Z3Optimum z3Optimum(const ExactEncoding& encoding, std::chrono::milliseconds timeLimit)
{
    z3::context context;
    std::vector<z3::expr> vars;
    vars.reserve(static_cast<size_t>(encoding.cnf().varCount()) + 1);
    vars.push_back(context.bool_val(false)); // index 0 is no variable
    for (int v = 1; v <= encoding.cnf().varCount(); ++v)
        vars.push_back(context.bool_const(("x" + std::to_string(v)).c_str()));
    auto literal = [&](Lit l) { return l > 0 ? vars[static_cast<size_t>(l)] : !vars[static_cast<size_t>(-l)]; };
    z3::optimize opt(context);
    z3::params p(context);
    p.set("timeout", static_cast<unsigned>(timeLimit.count()));
    opt.set(p);
    z3::expr_vector clause(context);
    for (Lit l : encoding.cnf().flat()) {
        if (l != 0) {
            clause.push_back(literal(l));
            continue;
        }
        opt.add(z3::mk_or(clause));
        clause = z3::expr_vector(context);
    }
    for (Lit s : encoding.allSelectors())
        opt.add(literal(s));
    std::optional<z3::optimize::handle> objective;
    for (const auto& o : encoding.objective())
        objective = opt.add_soft(literal(-o.lit), static_cast<unsigned>(o.weight));
    Z3Optimum result;
    if (opt.check() != z3::sat)
        return result;
    const z3::model m = opt.get_model();
    for (const auto& o : encoding.objective())
        if (m.eval(literal(o.lit), true).is_true())
            result.optimum += o.weight;
    // Sat under a timeout is only the best model so far: proven only when the bounds met.
    try {
        result.solved = !objective || opt.lower(*objective).get_numeral_int() == opt.upper(*objective).get_numeral_int();
    } catch (const z3::exception&) {
        result.solved = false; // a bound that is no number (infinite): nothing proven
    }
    return result;
}

} // namespace hexloom::core::exact
