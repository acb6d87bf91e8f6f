#include "ui/main_window/export_menu.h"

#include <QFileInfo>
#include <QMenu>

#include "ui/document/map_document.h"
#include "ui/main_window/pdf_export_dialog.h"
#include "ui/main_window/picture_export_dialog.h"

namespace hexloom::ui::main_window {

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
