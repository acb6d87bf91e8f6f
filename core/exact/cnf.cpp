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
        throw CapReached("clause cap of " + std::to_string(caps_.clauses) + " clauses reached");
    if (static_cast<int64_t>(flat_.size() + clause.size()) + 1 > caps_.literals)
        throw CapReached("memory cap of " + std::to_string(caps_.literals) + " literals reached");
    if ((clauses_ & 0xffff) == 0xffff && stop_)
        if (const char* reason = stop_())
            throw CapReached(std::string(reason) + " while encoding");
    flat_.insert(flat_.end(), clause.begin(), clause.end());
    flat_.push_back(0);
    ++clauses_;
}

} // namespace hexloom::core::exact
