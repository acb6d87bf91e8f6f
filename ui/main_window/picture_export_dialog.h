#pragma once
// File → Export → Picture with Options: PNG or SVG at a hex radius in pixels, at a resolution
// (dpi, with the hex width in millimetres) or at a picture width, with or without lock marks and
// coordinates, and with the violations of one requirement or of all outlined (one colour each,
// with a legend). Painted by PictureRenderer, as `hexloom-cli render` does. Works on a copy of
// the map taken when it opens. On a board of MapDocument::kBackgroundScoringHexes hexes or more
// the preview (the violations found and the whole board drawn: 0.6 s at 250,000 hexes) is drawn on
// the dialog's own worker; the newest settings win and closing the dialog stops it.
#include <QDialog>
#include <QFutureWatcher>
#include <QImage>
#include <QThreadPool>
#include <atomic>
#include <functional>
#include <memory>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "render/picture_renderer.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace hexloom::ui::main_window {

class PaletteBox;

class PictureExportDialog : public QDialog {
    Q_OBJECT
public:
    PictureExportDialog(core::model::Board board, core::model::Map map, std::shared_ptr<const core::rules::RuleSet> rules,
                        const QString& title, QWidget* parent = nullptr);

    enum class SizeMode { HexPixels, Dpi, Width };
    void setSize(SizeMode mode, double value, double hexMm = 30);
    void setOverlays(bool locks, bool coordinates, const QString& highlight, bool legend);
    render::PictureOptions options() const; // throws std::invalid_argument for an unknown highlight
    QSize pictureSize() const;
    bool exportTo(const QString& path); // .svg writes SVG, anything else PNG
    // True while a big board's preview is being drawn on the worker.
    bool drawingPreview() const { return previewBusy_; }
    QImage previewImage() const;
    QString summary() const;
    ~PictureExportDialog() override;

private:
    struct Preview {
        QImage image;
        QString summary; // the picture's size, or why there is none
        int generation = 0;
    };
    void buildForm();
    void updatePreview();
    void showPreview(const Preview& p);
    void chooseFileAndExport();
    render::PictureOptions optionsWithoutHighlights() const;
    QString highlightId() const;
    // The violations of `highlight` found and the picture drawn at most 560 pixels wide; gives up
    // (an empty preview) when `stale` says newer settings were asked for.
    static Preview drawPreview(const core::model::Board& board, const core::model::Map& map,
                               const std::shared_ptr<const core::rules::RuleSet>& rules, render::PictureOptions o,
                               const QString& highlight, const std::function<bool()>& stale = {});

    core::model::Board board_;
    core::model::Map map_;
    std::shared_ptr<const core::rules::RuleSet> rules_;
    QString title_;
    QComboBox* sizeMode_;
    QDoubleSpinBox* sizeValue_;
    QDoubleSpinBox* hexMm_;
    QCheckBox* locks_;
    QCheckBox* coordinates_;
    QComboBox* highlight_;
    PaletteBox* palette_; // remembered when a picture is written
    QCheckBox* legend_;
    QLabel* summary_;
    QLabel* preview_;
    // Last members: destroyed first, so a preview being drawn ends before the map it reads goes.
    std::atomic<int> previewGeneration_{0};
    bool previewBusy_ = false;
    QFutureWatcher<Preview> previewing_;
    QThreadPool previewPool_;
};

} // namespace hexloom::ui::main_window
