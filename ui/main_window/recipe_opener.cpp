#include "ui/main_window/recipe_opener.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QTemporaryDir>
#include <stdexcept>

#include "core/io/map_formats.h"
#include "core/platform/platform.h"

namespace hexloom::ui::main_window {

namespace {
// Maps that keep their recipe (every format that keeps metadata) and recipe files (.txt).
QString recipeFilters()
{
    QStringList patterns;
    for (const auto& f : core::io::MapFormats::all())
        if (f.keepsMetadata)
            patterns << f.patterns();
    patterns << QStringLiteral("*.txt");
    return QObject::tr("Maps and recipes (%1);;All files (*)").arg(patterns.join(QLatin1Char(' ')));
}
} // namespace

QString defaultCliPath() { return core::platform::siblingProgram(QStringLiteral("hexloom-cli")); }

document::LoadedDocument replayRecipe(const QString& recipeOrPath, const QString& cliPath)
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("replayed.json"));
    QProcess cli;
    cli.start(cliPath, {QStringLiteral("replay"), recipeOrPath.trimmed(), QStringLiteral("--out"), out});
    if (!cli.waitForStarted(10'000))
        throw std::runtime_error("cannot start " + cliPath.toStdString() + " (the command-line tool replays recipes)");
    cli.waitForFinished(-1); // an exact recipe runs until its iteration budget
    if (!QFile::exists(out)) {
        const QString reason = QString::fromUtf8(cli.readAllStandardError()).trimmed();
        throw std::runtime_error(reason.isEmpty() ? std::string("the replay failed") : reason.toStdString());
    }
    return document::openMapFile(out);
}

void addOpenRecipeAction(QMenu* fileMenu, QWidget* window, RecipeHooks hooks)
{
    QAction* open = new QAction(QObject::tr("Open Re&cipe…"), fileMenu);
    open->setObjectName(QStringLiteral("OpenRecipeAction"));
    open->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    open->setToolTip(QObject::tr("Make a generated map again from its recipe (a pasted line, a recipe file or a map made by generate)"));
    QObject::connect(open, &QAction::triggered, window, [window, hooks] {
        bool ok = false;
        QString recipe = QInputDialog::getMultiLineText(window, QObject::tr("Open Recipe"),
                                                        QObject::tr("Paste a recipe line (hexloom-recipe/1 …), or leave empty to choose a file:"),
                                                        QString(), &ok);
        if (!ok)
            return;
        if (recipe.trimmed().isEmpty())
            recipe = QFileDialog::getOpenFileName(window, QObject::tr("Open Recipe"), QString(),
                                                  recipeFilters());
        if (recipe.trimmed().isEmpty() || !hooks.maybeSave())
            return;
        QApplication::setOverrideCursor(Qt::WaitCursor);
        try {
            auto loaded = replayRecipe(recipe, defaultCliPath());
            QApplication::restoreOverrideCursor();
            hooks.install(std::move(loaded));
        } catch (const std::exception& e) {
            QApplication::restoreOverrideCursor();
            QMessageBox::warning(window, QObject::tr("Open Recipe"), QString::fromUtf8(e.what()));
        }
    });
    // After Open Recent: with the other ways of opening a map.
    QAction* before = nullptr;
    const auto actions = fileMenu->actions();
    for (int i = 0; i + 1 < actions.size(); ++i)
        if (actions[i]->menu() && actions[i]->menu()->objectName() == QLatin1String("RecentFilesMenu"))
            before = actions[i + 1];
    fileMenu->insertAction(before, open);
}

} // namespace hexloom::ui::main_window
