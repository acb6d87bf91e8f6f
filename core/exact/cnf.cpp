#include "core/exact/cnf.h"

namespace hexloom::core::exact {

Lit Cnf::trueLit()
{
    if (true_ == 0) {
        true_ = newVar();
        add({true_});
    }
    return true_;
}

void Cnf::add(std::span<const Lit> clause)
{
    if (clauses_ + 1 > caps_.clauses)
        stop({QT_TRANSLATE_NOOP("hexloom::core", "clause cap of %1 clauses reached"), {text::number(static_cast<double>(caps_.clauses))}});
    if (static_cast<int64_t>(flat_.size() + clause.size()) + 1 > caps_.literals)
        stop({QT_TRANSLATE_NOOP("hexloom::core", "memory cap of %1 literals reached"), {text::number(static_cast<double>(caps_.literals))}});
    if ((clauses_ & 0xffff) == 0xffff && stop_)
        if (const char* reason = stop_()) // a marked text: "time limit", "cancelled"
            stop({QT_TRANSLATE_NOOP("hexloom::core", "%1 while encoding"), {text::marked(reason)}});
    flat_.insert(flat_.end(), clause.begin(), clause.end());
    flat_.push_back(0);
    ++clauses_;
}

void Cnf::stop(text::CoreText what) const
{
    if (starts_.empty())
        throw CapReached(std::move(what));
    throw CapReached({QT_TRANSLATE_NOOP("hexloom::core", "%1 (in %2)"), {text::nested(std::move(what)), text::nested(starts_.back().name)}});
}

void Cnf::beginPart(text::CoreText name) { starts_.push_back({std::move(name), clauses_, vars_}); }

std::vector<CnfPart> Cnf::parts() const
{
    std::vector<CnfPart> out;
    for (size_t i = 0; i < starts_.size(); ++i) {
        const int64_t clauses = i + 1 < starts_.size() ? starts_[i + 1].clauses : clauses_;
        const int vars = i + 1 < starts_.size() ? starts_[i + 1].variables : vars_;
        out.push_back({starts_[i].name.english(), clauses - starts_[i].clauses, vars - starts_[i].variables});
    }
    return out;
}

} // namespace hexloom::core::exact
