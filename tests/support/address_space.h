#pragma once
// For the out-of-memory tests: whether a sanitizer is on (their shadow memory needs more address
// space than any limit a test sets), this process's virtual size, and the empty hexagon maps the
// tests open under a limit.
#include <QFile>
#include <QString>
#include <fstream>
#include <string>

namespace hexloom::test {

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif

// This process's virtual size in bytes (VmSize in /proc/self/status), 0 when unknown.
inline unsigned long long virtualSize()
{
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("VmSize:", 0) == 0)
            return std::stoull(line.substr(7)) * 1024;
    return 0;
}

// Writes an empty hexagon board of the given radius under the published Terra Mystica rules
// (radius 288: 249,697 cells, just inside the 250,000-cell limit); false when it cannot.
inline bool writeHexagonMap(const QString& path, int radius)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    const QByteArray json = QStringLiteral(R"({"format": "hexloom-map", "version": 1, "board": {"shape": "hexagon", "radius": %1},
               "rules": "terra-mystica-published", "cells": []})").arg(radius).toUtf8();
    return f.write(json) == json.size() && f.flush();
}

} // namespace hexloom::test
