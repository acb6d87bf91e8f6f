// The partition verifier, shared with tests/core/algorithms/partition, compiled into this test binary.
#include "tests/core/algorithms/partition/partition_verifier.cpp"
