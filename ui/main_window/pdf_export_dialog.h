#pragma once
// File → Export → PDF: the print-and-play settings (hex width in millimetres, paper,
// orientation, overlap, margin, coordinates, legend) next to a preview of every sheet, painted by
// the same PrintPagePainter that writes the PDF. The dialog works on a copy of the map taken when
// it opens, so edits behind it change nothing. A board of MapDocument::kBackgroundScoringHexes
// hexes or more is written by the window's PdfWriter on a worker (with the sheets counted in the
// status bar and Cancel) after the dialog closes; smaller ones are written at once.
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
#include "render/print_layout.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QTimer;

namespace hexloom::ui::main_window {

class PaletteBox;

class PdfWriter;

class PdfExportDialog : public QDialog {
    Q_OBJECT
public:
    PdfExportDialog(std::shared_ptr<const core::model::Board> board, std::shared_ptr<const core::model::Map> map,
                    std::shared_ptr<const core::rules::RuleSet> rules, const QString& title, QWidget* parent = nullptr);
    PdfExportDialog(core::model::Board board, core::model::Map map, core::rules::RuleSet rules, const QString& title,
                    QWidget* parent = nullptr);
    // Writes big boards' PDFs on a worker; without one (or on smaller boards) exportTo writes at once.
    void setWriter(PdfWriter* writer) { writer_ = writer; }

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
    // Writes the PDF to `path`, or starts writing it with the PdfWriter (big boards); false when it
    // failed or could not start (with a message).
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
    // Gives up (an empty preview) when `stale` says a newer one was asked for, between sheets.
    static Preview drawPreview(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                               const render::PrintSettings& settings, const std::function<bool()>& stale = {});
    void showPreview(const Preview& p);
    void chooseFileAndExport();

    void rememberSettings() const;

    std::shared_ptr<const core::model::Board> board_;
    std::shared_ptr<const core::model::Map> map_;
    std::shared_ptr<const core::rules::RuleSet> rules_;
    QString title_;
    PdfWriter* writer_ = nullptr;
    QDoubleSpinBox* hexMm_;
    QComboBox* paper_;
    QComboBox* orientation_;
    PaletteBox* palette_;
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
