#pragma once
// File → Export → Picture with Options: PNG or SVG at a hex radius in pixels, at a resolution
// (dpi, with the hex width in millimetres) or at a picture width, with or without lock marks and
// coordinates, and with the violations of one requirement or of all outlined (one colour each,
// with a legend). Painted by PictureRenderer, as `hexloom-cli render` does. Works on a copy of
// the map taken when it opens.
#include <QDialog>
#include <memory>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "ui/render/picture_renderer.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace hexloom::ui::main_window {

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

private:
    void buildForm();
    void updatePreview();
    void chooseFileAndExport();

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
    QCheckBox* legend_;
    QLabel* summary_;
    QLabel* preview_;
};

} // namespace hexloom::ui::main_window
