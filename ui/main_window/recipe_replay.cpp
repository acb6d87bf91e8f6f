#include "ui/main_window/recipe_replay.h"
#include "ui/text/core_text.h"

#include <QFile>
#include <stdexcept>

namespace hexloom::ui::main_window {

RecipeReplay::RecipeReplay(QString recipeOrPath, QString cliPath, QObject* parent)
    : QObject(parent), recipe_(recipeOrPath.trimmed()), cli_(std::move(cliPath))
{
    connect(&process_, &QProcess::finished, this, [this] { finish(); });
    connect(&process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart && !cancelled_)
            emit failed(tr("Cannot start %1 (the command-line tool replays recipes).").arg(cli_));
    });
}

RecipeReplay::~RecipeReplay()
{
    cancelled_ = true;
    if (running()) {
        process_.kill();
        process_.waitForFinished(5'000); // a killed process ends at once; not a wait for its work
    }
}

void RecipeReplay::start()
{
    // A few lines (the summary and the comparison), read once the replay ends; a file never fills up as a pipe would.
    process_.setStandardOutputFile(dir_.filePath(QStringLiteral("replay.out")));
    process_.start(cli_, arguments());
}

QStringList RecipeReplay::arguments() const
{
    QStringList args{QStringLiteral("replay"), recipe_, QStringLiteral("--out"), dir_.filePath(QStringLiteral("replayed.json"))};
    if (!kinds_.empty())
        args << QStringLiteral("--kind-map") << core::io::formatTiledKindMap(kinds_);
    return args;
}

void RecipeReplay::cancel()
{
    cancelled_ = true;
    if (running())
        process_.kill();
}

document::LoadedDocument RecipeReplay::takeLoaded()
{
    if (!loaded_)
        throw std::logic_error("RecipeReplay::takeLoaded without a replayed map");
    document::LoadedDocument out = std::move(*loaded_);
    loaded_.reset();
    return out;
}

void RecipeReplay::finish()
{
    if (cancelled_)
        return;
    const QString out = dir_.filePath(QStringLiteral("replayed.json"));
    if (!QFile::exists(out)) {
        const QString reason = QString::fromUtf8(process_.readAllStandardError()).trimmed();
        emit failed(reason.isEmpty() ? tr("The replay failed.") : reason);
        return;
    }
    QFile said(dir_.filePath(QStringLiteral("replay.out")));
    if (said.open(QIODevice::ReadOnly)) // no output (it cannot be written) leaves the verdict NoMap: nothing is claimed
        verdict_ = ReplayVerdict::read(said.read(64 * 1024));
    try {
        loaded_ = document::openMapFile(out);
    } catch (const std::exception& e) {
        emit failed(ui::text::errorText(e));
        return;
    }
    emit done();
}

} // namespace hexloom::ui::main_window
