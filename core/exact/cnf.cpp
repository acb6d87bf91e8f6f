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
        stop("clause cap of " + std::to_string(caps_.clauses) + " clauses reached");
    if (static_cast<int64_t>(flat_.size() + clause.size()) + 1 > caps_.literals)
        stop("memory cap of " + std::to_string(caps_.literals) + " literals reached");
    if ((clauses_ & 0xffff) == 0xffff && stop_)
        if (const char* reason = stop_())
            stop(std::string(reason) + " while encoding");
    flat_.insert(flat_.end(), clause.begin(), clause.end());
    flat_.push_back(0);
    ++clauses_;
}

void Cnf::stop(const std::string& what) const
{
    throw CapReached(starts_.empty() ? what : what + " (in " + starts_.back().name + ")");
}

void Cnf::beginPart(std::string name) { starts_.push_back({std::move(name), clauses_, vars_}); }

std::vector<CnfPart> Cnf::parts() const
{
    std::vector<CnfPart> out;
    for (size_t i = 0; i < starts_.size(); ++i) {
        const int64_t clauses = i + 1 < starts_.size() ? starts_[i + 1].clauses : clauses_;
        const int vars = i + 1 < starts_.size() ? starts_[i + 1].variables : vars_;
        out.push_back({starts_[i].name, clauses - starts_[i].clauses, vars - starts_[i].variables});
    }
    return out;
}

} // namespace hexloom::core::exact
