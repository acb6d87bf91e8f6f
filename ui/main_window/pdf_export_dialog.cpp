#include "ui/main_window/pdf_export_dialog.h"


#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include "core/io/map_file.h"
#include "ui/document/map_document.h"
#include "render/board_renderer.h"
#include "render/pdf_printer.h"
#include "render/print_page_painter.h"
#include "ui/main_window/export_dialog_frame.h"
#include "ui/main_window/palette_box.h"
#include "ui/main_window/pdf_writer.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::main_window {

using render::PrintOrientation;
using render::PrintSettings;

namespace {

QDoubleSpinBox* millimetreBox(double lo, double hi, double value, const QString& tip)
{
    auto* box = new QDoubleSpinBox;
    box->setRange(lo, hi);
    box->setDecimals(1);
    box->setSuffix(QStringLiteral(" mm"));
    box->setValue(value);
    box->setToolTip(tip);
    return box;
}

} // namespace

PdfExportDialog::PdfExportDialog(core::model::Board board, core::model::Map map, core::rules::RuleSet rules, const QString& title,
                                 QWidget* parent)
    : PdfExportDialog(std::make_shared<const core::model::Board>(std::move(board)), std::make_shared<const core::model::Map>(std::move(map)),
                      std::make_shared<const core::rules::RuleSet>(std::move(rules)), title, parent)
{
}

PdfExportDialog::PdfExportDialog(std::shared_ptr<const core::model::Board> board, std::shared_ptr<const core::model::Map> map,
                                 std::shared_ptr<const core::rules::RuleSet> rules, const QString& title, QWidget* parent)
    : QDialog(parent), board_(std::move(board)), map_(std::move(map)), rules_(std::move(rules)), title_(title)
{
    setWindowTitle(tr("Export PDF (Print and Play)"));
    setObjectName(QStringLiteral("PdfExportDialog"));
    previewTimer_ = new QTimer(this);
    previewTimer_->setSingleShot(true);
    previewTimer_->setInterval(120);
    connect(previewTimer_, &QTimer::timeout, this, &PdfExportDialog::updatePreview);
    previewPool_.setMaxThreadCount(1);
    connect(&previewing_, &QFutureWatcher<Preview>::finished, this, [this] {
        const Preview p = previewing_.result();
        if (p.generation != previewGeneration_)
            return; // a newer preview is on its way
        previewBusy_ = false;
        showPreview(p);
    });
    buildForm();
    QSettings s;
    PrintSettings saved;
    saved.hexMm = s.value(QStringLiteral("pdf/hexMm"), saved.hexMm).toDouble();
    saved.paper = s.value(QStringLiteral("pdf/paper")).toString() == QLatin1String("letter") ? QPageSize::Letter : QPageSize::A4;
    saved.overlapMm = s.value(QStringLiteral("pdf/overlapMm"), saved.overlapMm).toDouble();
    saved.marginMm = s.value(QStringLiteral("pdf/marginMm"), saved.marginMm).toDouble();
    saved.coordinates = s.value(QStringLiteral("pdf/coordinates"), false).toBool();
    saved.legend = s.value(QStringLiteral("pdf/legend"), true).toBool();
    saved.palette = palette_->chosen(); // the last PDF's palette, else the canvas's
    setSettings(saved);
    updatePreview();
    resize(1000, 680);
}

void PdfExportDialog::buildForm()
{
    hexMm_ = millimetreBox(5, 500, 30, tr("Width of a printed hex between two opposite sides"));
    paper_ = new QComboBox;
    paper_->addItem(tr("A4 (210 × 297 mm)"), static_cast<int>(QPageSize::A4));
    paper_->addItem(tr("Letter (8.5 × 11 in)"), static_cast<int>(QPageSize::Letter));
    orientation_ = new QComboBox;
    orientation_->addItems({tr("Fewest pages"), tr("Portrait"), tr("Landscape")});
    overlap_ = millimetreBox(0, 60, 12, tr("Strip printed on both neighbouring pages, for aligning and gluing"));
    margin_ = millimetreBox(0, 50, 10, tr("Unprinted border of every sheet (most printers need 5 mm)"));
    palette_ = new PaletteBox(QStringLiteral("pdf/palette"), tr("The hexes' colours on paper; labels and glyphs stay on in every palette"));
    coordinates_ = new QCheckBox(tr("Row,column on every hex"));
    legend_ = new QCheckBox(tr("Legend: terrains, counts and the page plan"));
    summary_ = new QLabel;
    summary_->setObjectName(QStringLiteral("PdfSummary"));
    auto* form = new QFormLayout;
    form->addRow(tr("Hex width"), hexMm_);
    form->addRow(tr("Paper"), paper_);
    form->addRow(tr("Orientation"), orientation_);
    form->addRow(tr("Overlap"), overlap_);
    form->addRow(tr("Margin"), margin_);
    form->addRow(tr("Palette"), palette_);
    form->addRow(coordinates_);
    form->addRow(legend_);
    form->addRow(summary_);
    preview_ = frameExportDialog(this, form, tr("Save PDF…"), [this] { chooseFileAndExport(); });
    for (QDoubleSpinBox* b : {hexMm_, overlap_, margin_})
        connect(b, &QDoubleSpinBox::valueChanged, this, &PdfExportDialog::schedulePreview);
    for (QComboBox* c : {paper_, orientation_, static_cast<QComboBox*>(palette_)})
        connect(c, &QComboBox::currentIndexChanged, this, &PdfExportDialog::schedulePreview);
    for (QCheckBox* c : {coordinates_, legend_})
        connect(c, &QCheckBox::toggled, this, &PdfExportDialog::schedulePreview);
}

PrintSettings PdfExportDialog::settings() const
{
    PrintSettings s;
    s.hexMm = hexMm_->value();
    s.paper = static_cast<QPageSize::PageSizeId>(paper_->currentData().toInt());
    s.orientation = static_cast<PrintOrientation>(orientation_->currentIndex());
    s.overlapMm = overlap_->value();
    s.marginMm = margin_->value();
    s.coordinates = coordinates_->isChecked();
    s.legend = legend_->isChecked();
    s.palette = palette_->chosen();
    s.title = title_;
    return s;
}

void PdfExportDialog::setSettings(const PrintSettings& s)
{
    hexMm_->setValue(s.hexMm);
    paper_->setCurrentIndex(std::max(0, paper_->findData(static_cast<int>(s.paper))));
    orientation_->setCurrentIndex(static_cast<int>(s.orientation));
    overlap_->setValue(s.overlapMm);
    margin_->setValue(s.marginMm);
    coordinates_->setChecked(s.coordinates);
    legend_->setChecked(s.legend);
    palette_->choose(s.palette);
    updatePreview();
}

int PdfExportDialog::pageCount() const
{
    try {
        return render::PrintPagePainter(*board_, *map_, *rules_, settings()).layout().pageCount();
    } catch (const std::invalid_argument&) {
        return 0;
    }
}

void PdfExportDialog::schedulePreview() { previewTimer_->start(); }

QImage PdfExportDialog::previewImage() const { return preview_->pixmap().toImage(); }

PdfExportDialog::Preview PdfExportDialog::drawPreview(const core::model::Board& board, const core::model::Map& map,
                                                      const core::rules::RuleSet& rules, const PrintSettings& settings,
                                                      const std::function<bool()>& stale)
{
    try {
        const render::PrintPagePainter sheets(board, map, rules, settings);
        const render::PrintLayout& l = sheets.layout();
        const QString summary = tr("%1 × %2 sheets%3, %4")
                                    .arg(l.columns()).arg(l.rows())
                                    .arg(l.legendOnOwnPage() ? tr(" and a legend page") : QString())
                                    .arg(l.landscape() ? tr("landscape") : tr("portrait"));
        // Board sheets in their grid, the legend sheet under them; the gap marks the sheet edges.
        const double gap = 6, dpmm = std::min(2.0, 720.0 / (l.columns() * (l.paperMm().width() + gap)));
        const QSizeF sheet = l.paperMm() * dpmm;
        const int extraRow = l.legendOnOwnPage() ? 1 : 0;
        QImage all(QSize(l.columns() * (sheet.width() + gap), (l.rows() + extraRow) * (sheet.height() + gap)), QImage::Format_RGB32);
        all.fill(QColor(120, 120, 120));
        QPainter p(&all);
        for (int i = 0; i < l.pageCount(); ++i) {
            if (stale && stale())
                return {QImage(), QString(), 0}; // newer settings, or the dialog closing
            const int col = i < l.boardPages() ? i % l.columns() : 0, row = i < l.boardPages() ? i / l.columns() : l.rows();
            p.drawImage(QPointF(col * (sheet.width() + gap), row * (sheet.height() + gap)), sheets.preview(i, dpmm));
        }
        p.end();
        return {all, summary, 0};
    } catch (const std::invalid_argument& e) {
        return {QImage(), ui::text::errorText(e), 0};
    }
}

void PdfExportDialog::showPreview(const Preview& p)
{
    summary_->setText(p.summary);
    if (p.image.isNull())
        preview_->clear();
    else
        preview_->setPixmap(QPixmap::fromImage(p.image));
}

void PdfExportDialog::updatePreview()
{
    const int generation = ++previewGeneration_;
    if (board_->size() < document::MapDocument::kBackgroundScoringHexes) {
        showPreview(drawPreview(*board_, *map_, *rules_, settings()));
        return;
    }
    // Hundreds of sheets: drawn on a worker; a newer request makes an older one give up unstarted.
    summary_->setText(tr("Drawing the preview…"));
    previewBusy_ = true;
    previewing_.setFuture(QtConcurrent::run(&previewPool_, [this, generation, s = settings()] {
        if (generation != previewGeneration_)
            return Preview{QImage(), QString(), generation};
        Preview p = drawPreview(*board_, *map_, *rules_, s, [this, generation] { return generation != previewGeneration_; });
        p.generation = generation;
        return p;
    }));
}

PdfExportDialog::~PdfExportDialog()
{
    ++previewGeneration_; // a preview being drawn stops at its next sheet: closing does not wait for it
    previewPool_.waitForDone();
}

bool PdfExportDialog::exportTo(const QString& path)
{
    if (writer_ && board_->size() >= document::MapDocument::kBackgroundScoringHexes) {
        try { // refused settings are told here, before the dialog closes (the layout alone: no sheet is sorted)
            render::PrintLayout(render::BoardRenderer::bounds(*board_, render::hexRadiusMm(settings().hexMm)).size(), settings());
        } catch (const std::invalid_argument& e) {
            QMessageBox::warning(this, tr("Export PDF"), tr("%1: %2").arg(path, ui::text::errorText(e)));
            return false;
        }
        if (!writer_->start({board_, map_, rules_, settings(), path})) {
            QMessageBox::warning(this, tr("Export PDF"),
                                 tr("%1 is still being written; export this PDF when it is done.").arg(writer_->path()));
            return false;
        }
        rememberSettings();
        return true;
    }
    try {
        core::io::saveFileAtomically(path, render::PdfPrinter::print(*board_, *map_, *rules_, settings()));
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("Export PDF"), tr("%1: %2").arg(path, ui::text::errorText(e)));
        return false;
    }
    rememberSettings();
    return true;
}

void PdfExportDialog::rememberSettings() const
{
    const PrintSettings s = settings();
    QSettings q;
    q.setValue(QStringLiteral("pdf/hexMm"), s.hexMm);
    q.setValue(QStringLiteral("pdf/paper"), s.paper == QPageSize::Letter ? QStringLiteral("letter") : QStringLiteral("a4"));
    q.setValue(QStringLiteral("pdf/overlapMm"), s.overlapMm);
    q.setValue(QStringLiteral("pdf/marginMm"), s.marginMm);
    q.setValue(QStringLiteral("pdf/coordinates"), s.coordinates);
    q.setValue(QStringLiteral("pdf/legend"), s.legend);
    palette_->remember();
}

void PdfExportDialog::chooseFileAndExport()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export PDF"), title_ + QStringLiteral(".pdf"), tr("PDF (*.pdf)"));
    if (!path.isEmpty() && exportTo(path))
        accept();
}

} // namespace hexloom::ui::main_window
