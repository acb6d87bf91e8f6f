// The partition verifier, shared with tests/core/partition, compiled into this test binary.
#include "tests/core/partition/partition_verifier.cpp"
