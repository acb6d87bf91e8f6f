// The folders of core/ form layers: no folder includes a folder that includes it back, directly
// or through others (docs/architecture.md, "folder ties"). Read from the sources themselves, so a
// new #include that closes a loop fails here, naming the folders and one file of each tie.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <gtest/gtest.h>
#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace hexloom::test {
namespace {

const QString kSourceRoot = QStringLiteral(HEXLOOM_TEST_DATA_DIR "/../..");

struct Tie {
    std::string file; // one file that makes the tie
};

// folder -> included folder -> one file that includes it (both relative to the checkout).
std::map<std::string, std::map<std::string, Tie>> coreFolderTies()
{
    std::map<std::string, std::map<std::string, Tie>> ties;
    const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s+\"(core/[^\"]+)/[^/\"]+\""));
    QDirIterator it(kSourceRoot + "/core", {"*.h", "*.cpp"}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QString relative = QDir(kSourceRoot).relativeFilePath(path);
        const std::string folder = QFileInfo(relative).path().toStdString();
        while (!file.atEnd()) {
            const auto m = include.match(QString::fromUtf8(file.readLine()));
            if (!m.hasMatch())
                continue;
            const std::string target = m.captured(1).toStdString();
            if (target != folder)
                ties[folder].emplace(target, Tie{relative.toStdString()});
        }
    }
    return ties;
}

TEST(FolderTies, TheSourcesAreFoundAndHaveTies)
{
    const auto ties = coreFolderTies();
    ASSERT_TRUE(ties.count("core/search/solvers")) << "no core sources under " << kSourceRoot.toStdString();
    EXPECT_TRUE(ties.at("core/search/solvers").count("core/search/scoring"));
}

TEST(FolderTies, NoFolderOfCoreIncludesAFolderThatIncludesItBack)
{
    const auto ties = coreFolderTies();
    // Depth-first search for a cycle; the path found is reported folder by folder.
    std::map<std::string, int> state; // 0 new, 1 on the path, 2 done
    std::vector<std::string> path;
    std::vector<std::string> cycle;
    std::function<bool(const std::string&)> visit = [&](const std::string& folder) {
        state[folder] = 1;
        path.push_back(folder);
        if (const auto it = ties.find(folder); it != ties.end()) {
            for (const auto& [target, tie] : it->second) {
                if (state[target] == 1) {
                    auto from = std::find(path.begin(), path.end(), target);
                    cycle.assign(from, path.end());
                    cycle.push_back(target);
                    return true;
                }
                if (state[target] == 0 && visit(target))
                    return true;
            }
        }
        path.pop_back();
        state[folder] = 2;
        return false;
    };
    for (const auto& [folder, targets] : ties) {
        if (state[folder] == 0 && visit(folder)) {
            std::string message = "folders that include each other:";
            for (std::size_t i = 0; i + 1 < cycle.size(); ++i)
                message += "\n  " + cycle[i] + " -> " + cycle[i + 1] + " (" + ties.at(cycle[i]).at(cycle[i + 1]).file + ")";
            FAIL() << message;
        }
    }
}

TEST(FolderTies, CoreIncludesNoWidgetRenderOrEditorHeader)
{
    const QRegularExpression upward(QStringLiteral("^\\s*#\\s*include\\s+[\"<]((ui|render|app)/[^\">]+|QtWidgets[^\">]*|QWidget|QApplication)[\">]"));
    QDirIterator it(kSourceRoot + "/core", {"*.h", "*.cpp"}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
        int line = 0;
        while (!file.atEnd()) {
            ++line;
            const auto m = upward.match(QString::fromUtf8(file.readLine()));
            EXPECT_FALSE(m.hasMatch()) << path.toStdString() << ":" << line << " includes " << m.captured(1).toStdString();
        }
    }
}

} // namespace
} // namespace hexloom::test
