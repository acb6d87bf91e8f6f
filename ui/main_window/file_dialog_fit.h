#pragma once
// Qt's own file dialog (used where the desktop offers no native one) opens small: its type and size
// columns are as wide as "mp3Folder" and "128.88 GB", so "Documento JSON" or "Verzeichnis" came out
// "Do…ON" and "Ver…nis". One application-wide event filter gives every such dialog a comfortable
// size on the screen it opens on, before it is centred, and sizes those columns and the date's to
// their contents (the name column keeps its width).
#include <QObject>

namespace hexloom::ui::main_window {

class FileDialogFit : public QObject {
    Q_OBJECT
public:
    explicit FileDialogFit(QObject* parent = nullptr);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace hexloom::ui::main_window
