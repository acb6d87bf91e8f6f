#pragma once
// File → Export → PDF: the print-and-play settings (hex width in millimetres, paper,
// orientation, overlap, margin, coordinates, legend) next to a preview of every sheet, painted by
// the same PrintPagePainter that writes the PDF. The dialog works on a copy of the map taken when
// it opens, so edits behind it change nothing.
#include <QDialog>
#include <QFutureWatcher>
#include <QImage>
#include <QThreadPool>
#include <atomic>
#include <memory>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "ui/render/print_layout.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QTimer;

namespace hexloom::ui::main_window {

class PdfExportDialog : public QDialog {
    Q_OBJECT
public:
    PdfExportDialog(core::model::Board board, core::model::Map map, core::rules::RuleSet rules, const QString& title,
                    QWidget* parent = nullptr);

    render::PrintSettings settings() const;
    void setSettings(const render::PrintSettings& s);
    // The sheets as laid out now, for tests and the summary line.
    int pageCount() const;
    // The preview as shown (all sheets, board pages in their grid, the legend page below).
    QImage previewImage() const;
    // A board of MapDocument::kBackgroundScoringHexes hexes or more has its preview drawn on a
    // worker (hundreds of sheets take seconds); true while one is being drawn.
    bool drawingPreview() const { return previewBusy_; }
    ~PdfExportDialog() override;
    // Asks for a file name and writes the PDF; false when cancelled or failed (with a message).
    bool exportTo(const QString& path);

private:
    void buildForm();
    void schedulePreview();
    void updatePreview();
    struct Preview {
        QImage image;
        QString summary; // or the reason there is no preview
        int generation = 0;
    };
    static Preview drawPreview(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                               const render::PrintSettings& settings);
    void showPreview(const Preview& p);
    void chooseFileAndExport();

    core::model::Board board_;
    core::model::Map map_;
    core::rules::RuleSet rules_;
    QString title_;
    QDoubleSpinBox* hexMm_;
    QComboBox* paper_;
    QComboBox* orientation_;
    QDoubleSpinBox* overlap_;
    QDoubleSpinBox* margin_;
    QCheckBox* coordinates_;
    QCheckBox* legend_;
    QLabel* summary_;
    QLabel* preview_;
    QTimer* previewTimer_;
    // Last members: destroyed first, so a preview being drawn ends before the map it reads goes.
    std::atomic<int> previewGeneration_{0}; // a newer request makes older ones give up
    bool previewBusy_ = false;
    QFutureWatcher<Preview> previewing_;
    QThreadPool previewPool_;
};

} // namespace hexloom::ui::main_window
