#include "ui/main_window/file_controller.h"

#include <QAction>
#include <QDir>
#include <QDropEvent>
#include <QEventLoop>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>
#include <QUrl>
#include <QtConcurrent/QtConcurrentRun>

#include "core/io/letter_format.h"
#include "core/io/map_file.h"
#include "core/io/map_formats.h"
#include "core/platform/platform.h"
#include "core/io/rule_set_file.h"
#include "ui/dialogs/new_game_wizard.h"
#include "ui/dialogs/new_map_dialog.h"
#include "ui/dialogs/tiled_kind_map_dialog.h"
#include "ui/main_window/autosave_manager.h"
#include "ui/main_window/board_export.h"
#include "ui/main_window/map_saver.h"
#include "ui/main_window/status_message.h"
#include "ui/session/document_loader.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::main_window {

namespace {
constexpr int kMaxRecent = 8;
// Open and Save As offer every registered map format (core/io/map_formats.h).
// A format's name (a marked core text) in the editor's language.
QString shownName(const QString& english) { return text::coreText(english.toStdString()); }
QString mapFilters() { return core::io::MapFormats::dialogFilters(shownName); }
const core::io::MapFormatInfo& letters() { return *core::io::MapFormats::find(std::string(core::io::MapFormat::Letters.id())); }
// Import reads any file as letters; export offers the format's first extension.
QString importLettersFilter() { return shownName(letters().displayName) + QStringLiteral(" (") + letters().patterns() + QStringLiteral(" *)"); }
QString exportLettersFilter() { return shownName(letters().displayName) + QStringLiteral(" (*.") + letters().extensions.front() + QLatin1Char(')'); }

QAction* addAction(QMenu* menu, const QString& text, const QKeySequence& key, const QString& tip)
{
    QAction* a = menu->addAction(text);
    a->setShortcut(key);
    a->setToolTip(tip);
    a->setStatusTip(tip);
    return a;
}
// A standard key, or `fallback` where the platform's key scheme has none for it (Save As and Quit
// under a Windows-style scheme).
QKeySequence standardOr(QKeySequence::StandardKey key, const QKeySequence& fallback)
{
    const auto bindings = QKeySequence::keyBindings(key);
    return bindings.isEmpty() ? fallback : bindings.front();
}
} // namespace

FileController::FileController(QWidget* window, Hooks hooks, AutosaveManager* autosave)
    : QObject(window), window_(window), hooks_(std::move(hooks)), autosave_(autosave), loader_(new session::DocumentLoader(this)),
      saver_(new MapSaver(window))
{
    connect(loader_, &session::DocumentLoader::loaded, this, &FileController::installLoaded);
    connect(saver_, &MapSaver::saved, this, &FileController::concludeSave);
    connect(&exporting_, &QFutureWatcher<PictureOutcome>::finished, this, [this] {
        exportBusy_ = false;
        pictureWritten(exporting_.result());
    });
    connect(saver_, &MapSaver::failed, this,
            [this](const QString&, const QString& message) { showError(tr("Save"), std::runtime_error(message.toStdString())); });
    connect(loader_, &session::DocumentLoader::failed, this,
            [this](const QString&, const QString& message) { showError(tr("Open"), std::runtime_error(message.toStdString())); });
    connect(loader_, &session::DocumentLoader::kindsNeeded, this, &FileController::askKinds);
    connect(loader_, &session::DocumentLoader::dropped, this, &FileController::closeKindsDialog); // replaced by another open
    window_->setAcceptDrops(true);
    window_->installEventFilter(this);
}

bool FileController::eventFilter(QObject* watched, QEvent* event)
{
    const bool drag = event->type() == QEvent::DragEnter || event->type() == QEvent::DragMove || event->type() == QEvent::Drop;
    if (watched != window_ || !drag)
        return QObject::eventFilter(watched, event);
    auto* drop = static_cast<QDropEvent*>(event);
    const QList<QUrl> urls = drop->mimeData()->urls();
    if (urls.isEmpty() || !urls.front().isLocalFile())
        return false;
    drop->acceptProposedAction();
    if (event->type() == QEvent::Drop) {
        // After the drop has ended, so that the unsaved-changes question does not hold the drag.
        QTimer::singleShot(0, this, [this, path = urls.front().toLocalFile()] {
            if (maybeSave())
                load(path);
        });
    }
    return true;
}

bool FileController::inBackground(const QString& path)
{
    const QFileInfo info(path);
    // A Tiled map may ask for its tiles' kinds, which takes the whole read: always on the worker.
    return info.isFile() && (info.size() >= kBackgroundBytes || core::io::MapFormats::forPath(path).readWith);
}

bool FileController::load(const QString& path)
{
    if (!inBackground(path))
        return openNow(path); // small, or not a file: opens (or is refused with its message) at once
    auto* doc = hooks_.document();
    loadBase_ = doc;
    loadBaseIndex_ = doc ? doc->undoStack()->index() : 0;
    loader_->start(path);
    return true;
}

bool FileController::openPath(const QString& path)
{
    if (!core::io::MapFormats::forPath(path).readWith || !inBackground(path))
        return openNow(path);
    // The caller waits for the load (and the kinds dialog) while the event loop keeps turning.
    const int installedBefore = installed_;
    load(path);
    QEventLoop wait;
    connect(loader_, &session::DocumentLoader::loaded, &wait, &QEventLoop::quit, Qt::QueuedConnection);
    connect(loader_, &session::DocumentLoader::failed, &wait, &QEventLoop::quit, Qt::QueuedConnection);
    connect(loader_, &session::DocumentLoader::dropped, &wait, &QEventLoop::quit, Qt::QueuedConnection);
    if (loader_->busy())
        wait.exec();
    return installed_ != installedBefore;
}

void FileController::askKinds(const QString& path, const core::io::TiledKindQuestion& question, const std::vector<QImage>& icons)
{
    kindsDialog_ = dialogs::TiledKindMapDialog::ask(window_, question, path, icons, [this](std::optional<core::io::TiledKindMap> kinds) {
        if (kinds)
            loader_->answer(*kinds);
        else
            loader_->cancel(); // Cancel: the open document stays as it was
    });
}

void FileController::closeKindsDialog()
{
    if (!kindsDialog_)
        return;
    disconnect(kindsDialog_, &QDialog::finished, nullptr, nullptr); // replaced by another open: nothing to answer
    kindsDialog_->reject();
}

void FileController::installLoaded(std::shared_ptr<session::PreparedDocument> prepared, const QString& path)
{
    auto* doc = hooks_.document();
    const bool editedMeanwhile = doc && (doc != loadBase_ || doc->undoStack()->index() != loadBaseIndex_);
    if (editedMeanwhile && !maybeSave())
        return; // the designer keeps the map they worked on while it loaded
    hooks_.installPrepared(std::move(*prepared), path);
    ++installed_;
    addRecent(path);
}

void FileController::fillMenu(QMenu* m)
{
    connect(addAction(m, tr("&New…"), QKeySequence::New, tr("Start a map: choose the rule set and the board")), &QAction::triggered,
            this, &FileController::newMap);
    connect(addAction(m, tr("New &Game…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_N),
                      tr("Make a game of your own: kinds, pool, players' homes and requirements, from a blank page or a template")),
            &QAction::triggered, this, &FileController::newGame);
    connect(addAction(m, tr("&Open…"), QKeySequence::Open, tr("Open a map file")), &QAction::triggered, this, &FileController::open);
    recent_ = m->addMenu(tr("Open &Recent"));
    recent_->setObjectName(QStringLiteral("RecentFilesMenu"));
    updateRecentMenu();
    connect(addAction(m, tr("&Save"), QKeySequence::Save, tr("Save the map")), &QAction::triggered, this, &FileController::save);
    connect(addAction(m, tr("Save &As…"), standardOr(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)),
                      tr("Save the map under a new name")),
            &QAction::triggered, this, &FileController::saveAs);
    m->addSeparator();
    connect(addAction(m, tr("&Import Letter Format…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I),
                      tr("Open a map in the letter format with the current rule set")),
            &QAction::triggered, this, &FileController::importLetters);
    connect(addAction(m, tr("&Export Letter Format…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
                      tr("Write the map in the letter format (terrain letters only: locks are not kept)")),
            &QAction::triggered, this, &FileController::exportLetters);
    connect(addAction(m, tr("Export &PNG…"), QKeySequence(Qt::CTRL | Qt::Key_E), tr("Save a picture of the map")), &QAction::triggered,
            this, [this] { exportPicture(false); });
    connect(addAction(m, tr("Export S&VG…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E), tr("Save a scalable picture of the map")), &QAction::triggered, this,
            [this] { exportPicture(true); });
    m->addSeparator();
    connect(addAction(m, tr("&Close"), QKeySequence::Close, tr("Close the window (asks about unsaved changes)")), &QAction::triggered,
            window_, &QWidget::close);
    QAction* quit = addAction(m, tr("&Quit"), standardOr(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)), tr("Quit Hexloom"));
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, window_, &QWidget::close);
}

void FileController::showError(const QString& what, const std::exception& e)
{
    QMessageBox::warning(window_, what, text::errorText(e));
}

bool FileController::maybeSave()
{
    saver_->finish(); // a save in flight ends first: it may be what makes the map saved
    const auto* doc = hooks_.document();
    if (!doc || !doc->isModified())
        return true;
    const auto answer = QMessageBox::question(
        window_, tr("Unsaved changes"),
        tr("%1 has unsaved changes. Save them?").arg(doc->filePath().isEmpty() ? tr("The map") : QFileInfo(doc->filePath()).fileName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save)
        return save() && saver_->finish();
    autosave_->discard();
    return true;
}

void FileController::newMap()
{
    if (!maybeSave())
        return;
    QSettings s;
    dialogs::NewMapDialog dialog(s.value(QStringLiteral("files/lastRuleSet"), QStringLiteral("terra-mystica-published")).toString(), window_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    try {
        hooks_.install(dialog.create(), QString());
        s.setValue(QStringLiteral("files/lastRuleSet"), dialog.ruleSetSource());
    } catch (const std::exception& e) {
        showError(tr("New map"), e);
    }
}

void FileController::newGame()
{
    if (!maybeSave())
        return;
    dialogs::NewGameWizard wizard(window_);
    if (wizard.exec() != QDialog::Accepted)
        return;
    try {
        // Read back from the file just written: the map names the rule set by that path.
        auto rules = std::make_shared<const core::rules::RuleSet>(core::io::loadRuleSetFile(wizard.savedPath()));
        hooks_.install(document::newGameDocument(std::move(rules), wizard.savedPath()), QString());
        QSettings().setValue(QStringLiteral("files/lastRuleSet"), wizard.savedPath());
    } catch (const std::exception& e) {
        showError(tr("New game"), e);
    }
}

bool FileController::openNow(const QString& path)
{
    try {
        hooks_.install(document::openMapFile(path), path);
        addRecent(path);
        return true;
    } catch (const std::bad_alloc&) {
        // Before std::exception, whose what() would be a bare "std::bad_alloc" naming no file.
        showError(tr("Open"), std::runtime_error(path.toStdString() + ": out of memory while opening this map: it needs more memory than "
                                                                        "Hexloom may use (see \"Limits\" in docs/robustness.md)"));
        return false;
    } catch (const std::exception& e) {
        showError(tr("Open"), e);
        return false;
    }
}

void FileController::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(window_, tr("Open map"), openFolder(), mapFilters());
    if (!path.isEmpty())
        load(path);
}

bool FileController::saveTo(const QString& path) { return saver_->save(hooks_.document(), path); }

void FileController::concludeSave(document::MapDocument* doc, const QString& path, bool unchanged)
{
    doc->setFilePath(path);
    if (unchanged)
        autosave_->discard(); // the work is safe; edits made during a background write keep their recovery file
    addRecent(path);
}

bool FileController::save()
{
    const auto* doc = hooks_.document();
    // A shipped map opened by its path is not saved over: Save asks where, as Save As does.
    if (doc->filePath().isEmpty() || doc->filePath().startsWith(QLatin1Char(':')) || isShippedMap(doc->filePath()))
        return saveAs();
    return saveTo(doc->filePath());
}

bool FileController::saveAs()
{
    const QString path = QFileDialog::getSaveFileName(window_, tr("Save map"), proposedSavePath(hooks_.document()->filePath()), mapFilters());
    return !path.isEmpty() && saveTo(path);
}

bool FileController::isShippedMap(const QString& path)
{
    const QFileInfo info(path);
    if (path.startsWith(QLatin1Char(':')) || !core::io::builtinMapNames().contains(info.completeBaseName()))
        return false;
    const QByteArray shipped = core::io::builtinResource(QStringLiteral("maps/") + info.fileName());
    QFile file(path);
    return !shipped.isEmpty() && file.size() == shipped.size() && file.open(QIODevice::ReadOnly) && file.readAll() == shipped;
}

QString FileController::proposedSavePath(const QString& current)
{
    if (current.isEmpty() || current.startsWith(QLatin1Char(':')))
        return {};
    const QFileInfo info(current);
    const QString folder = isShippedMap(current) ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) : info.absolutePath();
    const auto& format = core::io::MapFormats::forPath(current);
    const QString name = format.keepsLocks ? info.fileName() : info.completeBaseName() + QStringLiteral(".json");
    return QDir(folder).filePath(name);
}

void FileController::importLetters()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(window_, tr("Import letter format"), openFolder(), importLettersFilter());
    if (path.isEmpty())
        return;
    try {
        hooks_.install(document::openMapFile(path, hooks_.document()->rulesSource()), QString());
    } catch (const std::exception& e) {
        showError(tr("Import"), e);
    }
}

void FileController::exportLetters()
{
    const QString path = QFileDialog::getSaveFileName(window_, tr("Export letter format"), QString(), exportLettersFilter());
    if (path.isEmpty())
        return;
    const auto* doc = hooks_.document();
    try {
        core::io::saveFileAtomically(path, core::io::writeLetterFormat(doc->board(), doc->map(), doc->rules()));
    } catch (const std::exception& e) {
        showError(tr("Export"), e);
    }
}

void FileController::exportPicture(bool svg)
{
    if (exportBusy_) {
        showStatus(window_, tr("A picture is still being drawn; export again when it is written"), 5000);
        return;
    }
    const QString path = QFileDialog::getSaveFileName(window_, svg ? tr("Export SVG") : tr("Export PNG"), QString(),
                                                      svg ? tr("SVG pictures (*.svg)") : tr("PNG pictures (*.png)"));
    if (path.isEmpty())
        return;
    const auto* doc = hooks_.document();
    auto draw = [job = PictureJob::of(*doc), path, svg]() -> PictureOutcome {
        try {
            if (svg) {
                exportSvg(job, path);
                return {path, {}, {}};
            }
            return {path, exportPng(job, path), {}};
        } catch (const std::exception& e) {
            return {path, {}, text::errorText(e)};
        }
    };
    if (doc->board().size() < document::MapDocument::kBackgroundScoringHexes)
        return pictureWritten(draw());
    // A big board's picture takes seconds to draw and encode: on a worker, from the map as it is now.
    showStatus(window_, tr("Drawing %1…").arg(QFileInfo(path).fileName()), 0);
    exportBusy_ = true;
    exporting_.setFuture(QtConcurrent::run(std::move(draw)));
}

void FileController::pictureWritten(const PictureOutcome& outcome)
{
    if (!outcome.error.isEmpty()) {
        showStatus(window_, QString(), 0);
        showError(tr("Export"), std::runtime_error(outcome.error.toStdString()));
        return;
    }
    const QString name = QFileInfo(outcome.path).fileName();
    showStatus(window_,
               outcome.pixels.isEmpty()
                   ? tr("Exported %1").arg(name)
                   : tr("Exported %1: %2 x %3 pixels").arg(name).arg(outcome.pixels.width()).arg(outcome.pixels.height()),
               5000);
}

void FileController::addRecent(const QString& path)
{
    if (path.startsWith(QLatin1Char(':')))
        return;
    QSettings s;
    QStringList files = s.value(QStringLiteral("files/recent")).toStringList();
    files.removeAll(QFileInfo(path).absoluteFilePath());
    files.prepend(QFileInfo(path).absoluteFilePath());
    while (files.size() > kMaxRecent)
        files.removeLast();
    s.setValue(QStringLiteral("files/recent"), files);
    updateRecentMenu();
}

QString FileController::openFolder()
{
    const QStringList recent = QSettings().value(QStringLiteral("files/recent")).toStringList();
    if (!recent.isEmpty() && QFileInfo(recent.front()).absoluteDir().exists())
        return QFileInfo(recent.front()).absolutePath();
    const QString data = core::platform::dataDir();
    return data.isEmpty() ? QString() : data + QStringLiteral("/maps");
}

void FileController::updateRecentMenu()
{
    if (!recent_)
        return;
    recent_->clear();
    const QStringList files = QSettings().value(QStringLiteral("files/recent")).toStringList();
    for (int i = 0; i < files.size(); ++i) {
        QAction* a = recent_->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(files[i]).fileName()));
        a->setToolTip(files[i]);
        a->setStatusTip(files[i]);
        connect(a, &QAction::triggered, this, [this, path = files[i]] {
            if (maybeSave())
                load(path);
        });
    }
    recent_->setEnabled(!files.isEmpty());
}

} // namespace hexloom::ui::main_window
