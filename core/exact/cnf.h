#pragma once
// A growing CNF formula in DIMACS terms (variables from 1, a literal is +v or -v), with a cap on
// its size so that an encoding of a huge board stops with a reason instead of exhausting memory.
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/text/text_error.h"

namespace hexloom::core::exact {

using Lit = int;

// Thrown when an encoding would pass its clause or literal cap; what() names the cap in English
// (the CLI's words), text() is the same for the editor to translate.
class CapReached : public std::runtime_error, public text::CarriesText {
public:
    explicit CapReached(text::CoreText text) : std::runtime_error(text.english()), text::CarriesText(std::move(text)) {}
};

struct CnfCaps {
    int64_t clauses = 4'000'000;  // about 4 literals each on the boards we encode
    int64_t literals = 24'000'000; // 96 MB of literals here, about as much again inside the solver
};

// What one part of an encoding (the kinds, the pool, a requirement, ...) added to the formula.
struct CnfPart {
    std::string name; // in English, as the CLI lists it
    int64_t clauses = 0;
    int variables = 0;
};

class Cnf {
public:
    explicit Cnf(CnfCaps caps = {}) : caps_(caps) {}
    // Asked every 65,536 clauses while the formula grows: a reason to stop ("cancelled", "time
    // limit") or null. A stop throws CapReached with that reason, so building a huge encoding
    // honours the run's cancel and deadline as the solver does.
    void setStop(std::function<const char*()> stop) { stop_ = std::move(stop); }

    Lit newVar() { return ++vars_; }
    int varCount() const { return vars_; }
    // A variable fixed true by a unit clause (made on first use).
    Lit trueLit();

    void add(std::initializer_list<Lit> clause) { add(std::span<const Lit>(clause.begin(), clause.size())); }
    void add(std::span<const Lit> clause);

    int64_t clauseCount() const { return clauses_; }
    // Clauses and variables from here on count to part `name` (until the next part begins); a cap
    // reached names the part ("clause cap ... reached (in pool)"), translated in the editor.
    void beginPart(text::CoreText name);
    // Every part begun, with what it added.
    std::vector<CnfPart> parts() const;
    // Every clause, each followed by a 0.
    const std::vector<Lit>& flat() const { return flat_; }

private:
    CnfCaps caps_;
    int vars_ = 0;
    int64_t clauses_ = 0;
    Lit true_ = 0;
    std::vector<Lit> flat_;
    std::function<const char*()> stop_;
    struct Start {
        text::CoreText name;
        int64_t clauses = 0;
        int variables = 0;
    };
    std::vector<Start> starts_; // per part: the counts when it began
    [[noreturn]] void stop(text::CoreText what) const;
};

} // namespace hexloom::core::exact
