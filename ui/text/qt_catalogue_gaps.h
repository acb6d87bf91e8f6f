#pragma once
// Qt's own texts that Qt 6.4's Brazilian Portuguese catalogue (qtbase_pt_BR.qm) lacks: Qt's file
// dialog (used where the desktop offers no native one) said "Folder" in its type column in an
// otherwise Portuguese dialog. Marked here under Qt's own context, they are translated in our
// catalogues (translations/hexloom_*.ts, German as Qt's German says them), which the editor installs
// beside Qt's; QCoreApplication::translate asks every installed catalogue, so Qt finds them.
#include <QtGlobal>

namespace hexloom::ui::text {

struct QtText {
    const char* context;
    const char* source;
};

// The file type names of QAbstractFileIconProvider::type().
inline constexpr QtText kQtCatalogueGaps[] = {
    {"QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder")},
    {"QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File Folder")},
    {"QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File")},
    {"QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive")},
    {"QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Shortcut")},
    {"QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Alias")},
    {"QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown")},
};

} // namespace hexloom::ui::text
