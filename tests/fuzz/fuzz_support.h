#pragma once
// Shared by the libFuzzer targets: the built-in rule sets loaded once, and the one way a target
// reports a broken property (so the input is saved as a crash artefact).
#include <QByteArray>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/rules/rule_set.h"

namespace hexloom::fuzz {

// Every built-in rule set, Terra Mystica (published) first, parsed once per process.
const std::vector<std::shared_ptr<const core::rules::RuleSet>>& builtinRuleSets();

// The fuzzer's bytes as a QByteArray (a deep copy, so ASan sees reads past the end).
QByteArray bytes(const uint8_t* data, size_t size);

// A property that must hold for every input was broken: print why and abort.
[[noreturn]] void violated(const std::string& what);

} // namespace hexloom::fuzz
