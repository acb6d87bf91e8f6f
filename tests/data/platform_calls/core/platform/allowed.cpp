// A fixture for tests/platform/platform_calls_check.cmake (never compiled): core/platform may call
// the system.
#include <fcntl.h>

int openIt(const char* path) { return ::open(path, O_RDONLY); }
