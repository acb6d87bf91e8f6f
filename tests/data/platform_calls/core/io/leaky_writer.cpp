// A fixture for tests/platform/platform_calls_check.cmake (never compiled): two platform calls
// outside core/platform that the check must name, and look-alikes it must let pass.
#include <unistd.h>
#include <QFile>

void save(QFile& file, int fd)
{
    file.open(QIODevice::WriteOnly); // a member function, not ::open
    // fsync(fd) in a comment is no call
    fsync(fd);
}
