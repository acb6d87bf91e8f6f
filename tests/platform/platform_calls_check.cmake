# Fails when a source outside core/platform includes a system header or calls a platform API
# (docs/install.md, "Windows"; docs/architecture.md): Windows and macOS builds stay possible only
# while everything that differs between systems sits behind core/platform.
#
#   cmake -DROOT=<source tree> [-DFOLDERS="core;ui;app;render;tests"] -P platform_calls_check.cmake
#
# Every line of every .cpp/.h/.hpp under FOLDERS is checked, except under core/platform, under
# tests/data and in the tests listed below, which test Linux behaviour itself. Prints each offence
# as FILE:LINE: TEXT and exits non-zero when there is one.
cmake_minimum_required(VERSION 3.20)
if(NOT ROOT)
  message(FATAL_ERROR "platform_calls_check: -DROOT=<source tree> is required")
endif()
if(NOT FOLDERS)
  set(FOLDERS core ui app render tests)
endif()

# Tests whose subject is a POSIX behaviour (FIFOs, device nodes, sockets, a full tmpfs, fork and
# kill, rlimits, /proc): the Windows and macOS builds (docs/install.md) are made without tests.
set(LINUX_TESTS
  tests/core/io/atomic_file_test.cpp      # device nodes, FIFOs
  tests/core/io/input_file_test.cpp       # FIFOs, sockets, devices as input
  tests/app/cli/output_safety_test.cpp    # /dev/full, FIFOs as output
  tests/robustness/bad_input_catalogue.h  # sockets, FIFOs, devices
  tests/support/full_disk.h               # a mounted 256 KB tmpfs
  tests/support/address_space.h           # /proc/self/status
  tests/ui/robustness/no_edit_lost_test.cpp     # fork, SIGKILL, /proc/PID/io
  tests/ui/robustness/out_of_memory_editor_test.cpp  # setrlimit
  tests/app/robustness/out_of_memory_test.cpp   # setrlimit
  tests/support/heap_usage.h              # glibc's mallinfo2()
  tests/robustness/allocation_counter.cpp # glibc's malloc_usable_size()
)

# System headers: POSIX, Linux, BSD, Windows, macOS.
set(HEADER_RE "^[ \t]*#[ \t]*include[ \t]*<(unistd\\.h|fcntl\\.h|sys/[^>]*|linux/[^>]*|asm/[^>]*|poll\\.h|termios\\.h|dirent\\.h|pwd\\.h|grp\\.h|dlfcn\\.h|signal\\.h|csignal|pthread\\.h|spawn\\.h|syslog\\.h|malloc\\.h|execinfo\\.h|netdb\\.h|arpa/[^>]*|netinet/[^>]*|windows\\.h|winbase\\.h|io\\.h|direct\\.h|process\\.h|mach/[^>]*|mach-o/[^>]*|CoreFoundation/[^>]*)>")
# Platform calls (after a non-identifier character, so member functions do not count; open and
# close only as ::open, since Qt classes have members of those names), and paths that exist only
# on Linux.
set(CALL_RE "(^|[^A-Za-z0-9_.>:])(::open|::close|fsync|fdatasync|fcntl|lstat|fstat|mknod|mkfifo|getpid|getppid|getuid|geteuid|isatty|sysconf|mmap|munmap|fork|execv|execvp|waitpid|setenv|unsetenv|setrlimit|getrlimit|mkstemp|readlink|realpath|symlink|sigaction|::kill|::signal|::raise|_isatty|_fileno|CreateFileW|MoveFileExW|GetFileType)[ \t]*\\(")
set(PATH_RE "\"/(proc|sys|dev)/")

set(offences 0)
foreach(folder IN LISTS FOLDERS)
  file(GLOB_RECURSE files LIST_DIRECTORIES false RELATIVE ${ROOT}
    ${ROOT}/${folder}/*.cpp ${ROOT}/${folder}/*.h ${ROOT}/${folder}/*.hpp)
  foreach(f IN LISTS files)
    if(f MATCHES "^core/platform/" OR f MATCHES "^tests/data/" OR f IN_LIST LINUX_TESTS)
      continue()
    endif()
    file(STRINGS ${ROOT}/${f} lines ENCODING UTF-8)
    set(n 0)
    foreach(line IN LISTS lines)
      math(EXPR n "${n} + 1")
      string(REGEX REPLACE "//.*$" "" code "${line}") # a comment may name a call
      if(line MATCHES "${HEADER_RE}" OR code MATCHES "${CALL_RE}" OR code MATCHES "${PATH_RE}")
        string(STRIP "${line}" shown)
        message("${f}:${n}: ${shown}")
        math(EXPR offences "${offences} + 1")
      endif()
    endforeach()
  endforeach()
endforeach()

if(offences GREATER 0)
  message(FATAL_ERROR "platform_calls_check: ${offences} platform call(s) outside core/platform; move them behind core/platform (docs/install.md)")
endif()
message("platform_calls_check: no platform call outside core/platform")
