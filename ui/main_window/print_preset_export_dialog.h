#pragma once
// File → Export → For a Print Service…: the map as a print service's product (render/print_preset.h):
// a folding board as one image, or one front image per hex plus a shared back, at the preset's
// published size with bleed and safe area, as `hexloom-cli render --preset` writes them. The
// summary names the image size, what will be written and every fold that runs through a label.
// The preview and the writing run on the dialog's own worker; the newest settings win, Cancel
// stops the tiles being written (those written stay), and closing the dialog waits for the worker.
#include <QDialog>
#include <QFutureWatcher>
#include <QImage>
#include <QThreadPool>
#include <atomic>
#include <memory>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "render/print_sheet.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace hexloom::ui::main_window {

class PaletteBox;

class PrintPresetExportDialog : public QDialog {
    Q_OBJECT
public:
    PrintPresetExportDialog(std::shared_ptr<const core::model::Board> board, std::shared_ptr<const core::model::Map> map,
                            std::shared_ptr<const core::rules::RuleSet> rules, const QString& title, QWidget* parent = nullptr);
    ~PrintPresetExportDialog() override;

    // The preset by id ("tgc-quadfold"), and what to make of it.
    void setPreset(const std::string& id, render::PrintProduct product);
    const render::PrintPreset& preset() const;
    render::PrintProduct product() const;
    render::PrintOptions options() const;
    // Writes the board image (a file) or the tiles (a folder) on the worker; finished() follows.
    void exportTo(const QString& target);
    bool busy() const { return previewBusy_ || writing_.isRunning(); }
    QString summary() const;
    QImage previewImage() const;
    void reject() override;

signals:
    void exported(bool ok, const QString& message);

private:
    struct Preview {
        QImage image;
        QString summary;
        int generation = 0;
    };
    void buildForm();
    void presetChanged();
    void updatePreview();
    void chooseTargetAndExport();
    static Preview drawPreview(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                               const render::PrintPreset& preset, render::PrintProduct product, const render::PrintOptions& o);
    static QString presetName(const render::PrintPreset& p);

    std::shared_ptr<const core::model::Board> board_;
    std::shared_ptr<const core::model::Map> map_;
    std::shared_ptr<const core::rules::RuleSet> rules_;
    QString title_;
    QComboBox* preset_;
    QComboBox* product_;
    QDoubleSpinBox* hexMm_;
    PaletteBox* palette_; // remembered when an export starts
    QCheckBox* faces_;
    QCheckBox* rotate_;
    QLabel* summary_;
    QLabel* preview_;
    QPushButton* save_ = nullptr;
    // Last members: destroyed first, so work in flight ends before what it reads goes.
    std::atomic<int> previewGeneration_{0};
    std::atomic<bool> cancelWriting_{false};
    bool previewBusy_ = false;
    QFutureWatcher<Preview> previewing_;
    QFutureWatcher<QString> writing_; // the error, empty on success
    QThreadPool pool_;
};

} // namespace hexloom::ui::main_window
