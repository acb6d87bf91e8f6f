#include "ui/main_window/recipe_opener.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <QPointer>
#include <QProgressDialog>
#include <QTimer>

#include "core/io/map_formats.h"
#include "core/io/tiled_map_draft.h"
#include "core/platform/platform.h"
#include "core/recipe/recipe.h"
#include "ui/dialogs/tiled_kind_map_dialog.h"
#include "ui/main_window/recipe_replay.h"
#include "ui/text/core_text.h"

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

QString defaultCliPath()
{
    const QString chosen = qEnvironmentVariable("HEXLOOM_CLI");
    return chosen.isEmpty() ? core::platform::siblingProgram(QStringLiteral("hexloom-cli")) : chosen;
}

namespace {

// A Tiled map read on a worker as far as the question about its tiles' kinds.
struct KindsQuestion {
    core::io::TiledKindQuestion question;
    std::vector<QImage> icons;
    QString error; // the map cannot be read: the message names the file, line and field
};

KindsQuestion readKindsQuestion(const QString& path)
{
    try {
        core::io::TiledKindQuestion question = core::io::TiledMapDraft::read(path).question;
        std::vector<QImage> icons = dialogs::TiledKindMapDialog::tileIcons(question, path);
        return {std::move(question), std::move(icons), {}};
    } catch (const std::exception& e) {
        return {{}, {}, text::errorText(e)};
    }
}

bool isTiledMap(const QString& recipeOrPath)
{
    return !core::recipe::isRecipeLine(recipeOrPath) && QFileInfo(recipeOrPath).isFile() &&
           core::io::MapFormats::forPath(recipeOrPath).readWith;
}

} // namespace

void openRecipe(QWidget* window, const QString& recipeOrPath, const QString& cliPath, RecipeHooks hooks, QAction* action)
{
    const QString path = recipeOrPath.trimmed();
    if (!isTiledMap(path))
        return startRecipeReplay(window, recipeOrPath, cliPath, std::move(hooks), action);
    if (action)
        action->setEnabled(false);
    const QPointer<QAction> guardedAction(action);
    auto* reading = new QFutureWatcher<KindsQuestion>(window);
    QObject::connect(reading, &QFutureWatcher<KindsQuestion>::finished, window, [=] {
        reading->deleteLater();
        const KindsQuestion read = reading->result();
        auto reenable = [guardedAction] {
            if (guardedAction)
                guardedAction->setEnabled(true);
        };
        if (!read.error.isEmpty()) {
            reenable();
            QMessageBox::warning(window, QObject::tr("Open Recipe"), read.error);
        } else if (read.question.tiles.empty()) {
            startRecipeReplay(window, path, cliPath, hooks, guardedAction);
        } else {
            dialogs::TiledKindMapDialog::ask(window, read.question, path, read.icons, [=](std::optional<core::io::TiledKindMap> kinds) {
                if (kinds)
                    startRecipeReplay(window, path, cliPath, hooks, guardedAction, *kinds);
                else
                    reenable(); // Cancel: nothing is replayed, the open map stays
            });
        }
    });
    reading->setFuture(QtConcurrent::run(&readKindsQuestion, path));
}

void startRecipeReplay(QWidget* window, const QString& recipeOrPath, const QString& cliPath, RecipeHooks hooks, QAction* action,
                       const core::io::TiledKindMap& kinds)
{
    auto* replay = new RecipeReplay(recipeOrPath, cliPath, window);
    replay->setKinds(kinds);
    auto* progress = new QProgressDialog(QObject::tr("Replaying the recipe…"), QObject::tr("Cancel"), 0, 0, window);
    progress->setObjectName(QStringLiteral("RecipeReplayProgress"));
    progress->setWindowTitle(QObject::tr("Open Recipe"));
    progress->setWindowModality(Qt::NonModal); // the window stays usable: Ctrl+Q, other maps
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    progress->setMinimumDuration(0);
    auto* ticker = new QTimer(progress);
    QElapsedTimer clock;
    clock.start();
    QObject::connect(ticker, &QTimer::timeout, progress, [progress, clock] {
        progress->setLabelText(QObject::tr("Replaying the recipe… %1 s").arg(clock.elapsed() / 1000));
    });
    ticker->start(500);
    if (action)
        action->setEnabled(false);
    const QPointer<QAction> guardedAction(action);
    auto end = [replay, progress, guardedAction] {
        if (guardedAction)
            guardedAction->setEnabled(true);
        progress->deleteLater();
        replay->deleteLater();
    };
    QObject::connect(progress, &QProgressDialog::canceled, replay, [replay, end] {
        replay->cancel();
        end();
    });
    QObject::connect(replay, &RecipeReplay::done, window, [replay, hooks, end] {
        end();
        hooks.install(replay->takeLoaded());
        if (const QString said = replay->verdict().text(); hooks.report && !said.isEmpty())
            hooks.report(said);
    });
    QObject::connect(replay, &RecipeReplay::failed, window, [window, end](const QString& reason) {
        end();
        QMessageBox::warning(window, QObject::tr("Open Recipe"), reason);
    });
    progress->show();
    replay->start();
}

void addOpenRecipeAction(QMenu* fileMenu, QWidget* window, RecipeHooks hooks)
{
    QAction* open = new QAction(QObject::tr("Open Re&cipe…"), fileMenu);
    open->setObjectName(QStringLiteral("OpenRecipeAction"));
    open->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    open->setToolTip(QObject::tr("Make a map again from its recipe: a pasted line, a recipe file, or a map a search made (the editor's search, "
                               "Tile Assembly or Regions, or hexloom-cli generate, assemble, partition, repair or prove)"));
    QObject::connect(open, &QAction::triggered, window, [window, hooks, open] {
        bool ok = false;
        QString recipe = QInputDialog::getMultiLineText(window, QObject::tr("Open Recipe"),
                                                        QObject::tr("Paste a recipe line (hexloom-recipe/…), or leave empty to choose a file:"),
                                                        QString(), &ok);
        if (!ok)
            return;
        if (recipe.trimmed().isEmpty())
            recipe = QFileDialog::getOpenFileName(window, QObject::tr("Open Recipe"), QString(),
                                                  recipeFilters());
        if (recipe.trimmed().isEmpty() || !hooks.maybeSave())
            return;
        openRecipe(window, recipe, defaultCliPath(), hooks, open);
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
