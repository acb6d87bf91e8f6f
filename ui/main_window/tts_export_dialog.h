#pragma once
// File → Export → Tabletop Simulator Save…: the map as a Tabletop Simulator save, one locked tile
// per hex (format "tts") or, for quick play, the whole board as one picture on a custom board
// ("tts-board"), at a hex size in table units (docs/file-format.md "Tabletop Simulator saves"),
// the one-board variant with the side of a custom board at scale 1 (WriteOptions::ttsBoardSide).
// The variant, the hex size, the board side and the palette are remembered in the settings. The save and its images are
// written on the dialog's own worker; closing the dialog waits for it.
#include <QDialog>
#include <QFutureWatcher>
#include <QThreadPool>

#include "core/io/map_file.h"
#include "render/palette.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace hexloom::ui::main_window {

class PaletteBox;

class TtsExportDialog : public QDialog {
    Q_OBJECT
public:
    // `file` is the map as it is now; the dialog keeps its own copy.
    TtsExportDialog(core::io::MapFile file, const QString& title, QWidget* parent = nullptr);
    ~TtsExportDialog() override;

    // "tts" or "tts-board".
    std::string formatId() const;
    double hexSize() const;
    double boardSide() const;
    // The colours of the pictures written (the tiles' faces or the board).
    render::Palette palette() const;
    QString summary() const;
    // Writes the save (and its images) to `path` on the worker; exported() follows.
    void exportTo(const QString& path);
    bool busy() const { return writing_.isRunning(); }

signals:
    void exported(bool ok, const QString& message);

private:
    void updateSummary();
    void fitHeight();
    // The reason the typed sizes cannot be written (a number out of range), or empty.
    QString invalidInput() const;
    void remember() const;
    void chooseTargetAndExport();

    core::io::MapFile file_;
    QString title_;
    QComboBox* variant_;
    QDoubleSpinBox* hexSize_;
    QLabel* boardSideLabel_;
    QDoubleSpinBox* boardSide_; // shown for the one-board variant only
    PaletteBox* palette_;
    QLabel* summary_;
    QPushButton* save_;
    QFutureWatcher<QString> writing_; // the error, empty on success
    QThreadPool pool_;                // last: destroyed first, after waiting for the writer
};

} // namespace hexloom::ui::main_window
