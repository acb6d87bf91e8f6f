#include "ui/main_window/export_menu.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QMenu>
#include <QMessageBox>

#include "core/io/map_formats.h"
#include "ui/document/document_files.h"
#include "ui/main_window/status_message.h"

#include "ui/document/map_document.h"
#include "ui/main_window/file_controller.h"
#include "ui/main_window/palette_box.h"
#include "ui/main_window/pdf_export_dialog.h"
#include "ui/main_window/picture_export_dialog.h"
#include "ui/main_window/print_preset_export_dialog.h"
#include "ui/main_window/tts_export_dialog.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::main_window {

QString proposedExportPath(const document::MapDocument& doc, const QString& extension)
{
    const QString current = doc.filePath();
    const QFileInfo info(current);
    if (!current.isEmpty() && !current.startsWith(QLatin1Char(':')) && !FileController::isShippedMap(current))
        return QDir(info.absolutePath()).filePath(info.completeBaseName() + QLatin1Char('.') + extension);
    QString name = current.isEmpty() ? QString::fromStdString(doc.rules().title) : info.completeBaseName();
    static const QRegularExpression unsafe(QStringLiteral("[/\\\\:*?\"<>|\\x00-\\x1f]"));
    name.replace(unsafe, QStringLiteral("-"));
    if (name.trimmed().isEmpty())
        name = QString::fromStdString(doc.rules().name);
    // The folder must exist, or the dialog would open wherever the program was started.
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QDir(QFileInfo(documents).isDir() ? documents : QDir::homePath()).filePath(name + QLatin1Char('.') + extension);
}

namespace {

// An action writing the document in the registered map format `id` without changing the
// document's file; `filters` are the save dialog's (the extension picks among the formats whose
// ids start with `id`: "tiled" writes .tmj and .tmx).
void addMapFormatExport(QMenu* menu, QWidget* window, const std::function<document::MapDocument*()>& document, const std::string& id,
                        const QString& text, const QKeySequence& shortcut, const QString& tip, const QString& filters)
{
    QAction* action = menu->addAction(text);
    action->setObjectName(QStringLiteral("Export_") + QString::fromStdString(id));
    action->setShortcut(shortcut);
    action->setToolTip(tip);
    QObject::connect(action, &QAction::triggered, window, [window, document, id, text, filters] {
        const document::MapDocument* doc = document();
        if (!doc)
            return;
        const QString path = QFileDialog::getSaveFileName(window, QString(text).remove(QLatin1Char('&')).remove(QStringLiteral("…")),
                                                          proposedExportPath(*doc, core::io::MapFormats::find(id)->extensions.front()), filters);
        if (path.isEmpty())
            return;
        // The format the extension names when it is one of `id`'s family, else `id` itself.
        const core::io::MapFormatInfo* format = core::io::MapFormats::find(id);
        const core::io::MapFormatInfo& byExtension = core::io::MapFormats::forPath(path);
        if (byExtension.id.rfind(id, 0) == 0)
            format = &byExtension;
        try {
            core::io::WriteOptions options;
            options.palette = render::Palettes::name(PaletteBox::canvasPalette()).toStdString(); // the tile images as on the canvas
            core::io::saveMap(path, core::io::MapFile{doc->content().rules, false, doc->board(), doc->map(), {}}, core::io::MapFormat(format->id),
                              options);
            showStatus(window, QObject::tr("Exported %1").arg(QFileInfo(path).fileName()), 5000);
        } catch (const std::exception& e) {
            QMessageBox::warning(window, QObject::tr("Export"), ui::text::errorText(e));
        }
    });
}

// "Tiled maps (*.tmj);;Tiled maps (XML) (*.tmx)": the registered formats whose ids start with `id`.
QString registeredFilters(const std::string& id)
{
    QStringList filters;
    for (const core::io::MapFormatInfo& f : core::io::MapFormats::all())
        if (f.id.rfind(id, 0) == 0 && !f.extensions.isEmpty())
            filters << f.filter(text::coreText(f.displayName.toStdString()));
    return filters.join(QStringLiteral(";;"));
}

} // namespace

QMenu* addExportMenu(QMenu* fileMenu, QWidget* window, std::function<document::MapDocument*()> document, PdfWriter* pdfWriter)
{
    auto* menu = new QMenu(QObject::tr("E&xport"), fileMenu);
    menu->setObjectName(QStringLiteral("ExportMenu"));
    menu->setToolTipsVisible(true);
    QAction* pdf = menu->addAction(QObject::tr("&PDF (Print and Play)…"));
    pdf->setObjectName(QStringLiteral("ExportPdfAction"));
    pdf->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    pdf->setToolTip(QObject::tr("The board at a real hex size over A4 or Letter pages, with cut lines and a legend"));
    QObject::connect(pdf, &QAction::triggered, window, [window, document, pdfWriter] {
        const document::MapDocument* doc = document();
        if (!doc)
            return;
        const QString title = doc->filePath().isEmpty() ? QString::fromStdString(doc->rules().title)
                                                        : QFileInfo(doc->filePath()).completeBaseName();
        // The shared, immutable board and rules and a copy of the map: the dialog and a PDF written
        // after it closes read these, whatever the designer does meanwhile.
        PdfExportDialog dialog(doc->content().board, std::make_shared<const core::model::Map>(doc->map()), doc->content().rules, title, window);
        dialog.setWriter(pdfWriter);
        dialog.exec();
    });
    QAction* picture = menu->addAction(QObject::tr("P&icture with Options…"));
    picture->setObjectName(QStringLiteral("ExportPictureAction"));
    picture->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::ALT | Qt::Key_E));
    picture->setToolTip(QObject::tr("PNG or SVG at a size or resolution, with or without locks, coordinates and highlighted violations"));
    QObject::connect(picture, &QAction::triggered, window, [window, document] {
        const document::MapDocument* doc = document();
        if (!doc)
            return;
        const QString title = doc->filePath().isEmpty() ? QString::fromStdString(doc->rules().title)
                                                        : QFileInfo(doc->filePath()).completeBaseName();
        PictureExportDialog dialog(doc->board(), doc->map(), std::make_shared<const core::rules::RuleSet>(doc->rules()), title, window);
        dialog.exec();
    });
    QAction* print = menu->addAction(QObject::tr("For a P&rint Service…"));
    print->setObjectName(QStringLiteral("ExportPrintPresetAction"));
    print->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    print->setToolTip(QObject::tr("The Game Crafter hex tiles or folding boards, or PrintPlayGames, at the published sizes with bleed and safe area"));
    QObject::connect(print, &QAction::triggered, window, [window, document] {
        const document::MapDocument* doc = document();
        if (!doc)
            return;
        const QString title = doc->filePath().isEmpty() ? QString::fromStdString(doc->rules().title)
                                                        : QFileInfo(doc->filePath()).completeBaseName();
        PrintPresetExportDialog dialog(doc->content().board, std::make_shared<const core::model::Map>(doc->map()), doc->content().rules, title,
                                       window);
        QObject::connect(&dialog, &PrintPresetExportDialog::exported, window, [window](bool ok, const QString&) {
            if (ok)
                showStatus(window, QObject::tr("Exported for the print service"), 5000);
        });
        dialog.exec();
    });
    addMapFormatExport(menu, window, document, "tiled", QObject::tr("&Tiled Map…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_T),
                       QObject::tr("A Tiled hexagonal map (.tmj or .tmx) with one tile image per kind beside it, in the canvas's palette, for Godot, Unity or Defold"),
                       registeredFilters("tiled"));
    QAction* tts = menu->addAction(QObject::tr("Tabletop &Simulator Save…"));
    tts->setObjectName(QStringLiteral("Export_tts"));
    tts->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Y));
    tts->setToolTip(QObject::tr("A Tabletop Simulator save: one locked hex tile per cell, or the whole board as one picture, at a hex size "
                                "in table units, the images beside it"));
    QObject::connect(tts, &QAction::triggered, window, [window, document] {
        const document::MapDocument* doc = document();
        if (!doc)
            return;
        const QString title = doc->filePath().isEmpty() ? QString::fromStdString(doc->rules().title)
                                                        : QFileInfo(doc->filePath()).completeBaseName();
        TtsExportDialog dialog(core::io::MapFile{doc->content().rules, false, doc->board(), doc->map(), {}}, title, window);
        QObject::connect(&dialog, &TtsExportDialog::exported, window, [window](bool ok, const QString&) {
            if (ok)
                showStatus(window, QObject::tr("Exported for Tabletop Simulator"), 5000);
        });
        dialog.exec();
    });
    // Before Close (the first action bound to the standard Close key), else at the end.
    QAction* before = nullptr;
    const auto closeKeys = QKeySequence::keyBindings(QKeySequence::Close);
    for (QAction* a : fileMenu->actions())
        if (!before && !a->shortcut().isEmpty() && closeKeys.contains(a->shortcut()))
            before = a;
    fileMenu->insertMenu(before, menu);
    return menu;
}

} // namespace hexloom::ui::main_window
