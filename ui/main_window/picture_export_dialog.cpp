#include "ui/main_window/picture_export_dialog.h"


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
#include <QtConcurrent/QtConcurrentRun>

#include "core/io/map_file.h"
#include "ui/document/map_document.h"
#include "ui/main_window/export_dialog_frame.h"
#include "ui/main_window/palette_box.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::main_window {

using render::PictureOptions;
using render::PictureRenderer;

PictureExportDialog::PictureExportDialog(core::model::Board board, core::model::Map map,
                                         std::shared_ptr<const core::rules::RuleSet> rules, const QString& title, QWidget* parent)
    : QDialog(parent), board_(std::move(board)), map_(std::move(map)), rules_(std::move(rules)), title_(title)
{
    setWindowTitle(tr("Export Picture"));
    setObjectName(QStringLiteral("PictureExportDialog"));
    previewPool_.setMaxThreadCount(1);
    connect(&previewing_, &QFutureWatcher<Preview>::finished, this, [this] {
        const Preview p = previewing_.result();
        if (p.generation != previewGeneration_)
            return; // newer settings: their preview is on its way
        previewBusy_ = false;
        showPreview(p);
    });
    buildForm();
    updatePreview();
    resize(900, 560);
}

void PictureExportDialog::buildForm()
{
    sizeMode_ = new QComboBox;
    sizeMode_->addItems({tr("Hex radius (pixels)"), tr("Resolution (dpi)"), tr("Picture width (pixels)")});
    sizeValue_ = new QDoubleSpinBox;
    sizeValue_->setRange(4, 16384);
    sizeValue_->setDecimals(0);
    sizeValue_->setValue(32);
    hexMm_ = new QDoubleSpinBox;
    hexMm_->setRange(5, 500);
    hexMm_->setSuffix(QStringLiteral(" mm"));
    hexMm_->setValue(30);
    hexMm_->setToolTip(tr("At a resolution: the width of a hex across the flats"));
    locks_ = new QCheckBox(tr("Lock marks"));
    locks_->setChecked(true);
    coordinates_ = new QCheckBox(tr("Row,column on every hex"));
    palette_ = new PaletteBox(QStringLiteral("picture/palette"), tr("The hexes' colours in the picture; labels and glyphs stay on in every palette"));
    highlight_ = new QComboBox;
    highlight_->addItem(tr("No highlights"), QString());
    highlight_->addItem(tr("Violations of every requirement"), QStringLiteral("all"));
    for (const auto& r : rules_->requirements)
        highlight_->addItem(tr("Violations of %1").arg(QString::fromStdString(r.id)), QString::fromStdString(r.id));
    legend_ = new QCheckBox(tr("Legend of the highlight colours"));
    legend_->setChecked(true);
    summary_ = new QLabel;
    auto* form = new QFormLayout;
    form->addRow(tr("Size by"), sizeMode_);
    form->addRow(tr("Value"), sizeValue_);
    form->addRow(tr("Hex width"), hexMm_);
    form->addRow(locks_);
    form->addRow(coordinates_);
    form->addRow(tr("Palette"), palette_);
    form->addRow(tr("Highlight"), highlight_);
    form->addRow(legend_);
    form->addRow(summary_);
    preview_ = frameExportDialog(this, form, tr("Save Picture…"), [this] { chooseFileAndExport(); });
    connect(sizeMode_, &QComboBox::currentIndexChanged, this, [this](int mode) {
        sizeValue_->setValue(mode == 0 ? 32 : mode == 1 ? 300 : 1200);
        hexMm_->setEnabled(mode == 1);
        updatePreview();
    });
    hexMm_->setEnabled(false);
    for (QDoubleSpinBox* b : {sizeValue_, hexMm_})
        connect(b, &QDoubleSpinBox::valueChanged, this, &PictureExportDialog::updatePreview);
    for (QCheckBox* c : {locks_, coordinates_, legend_})
        connect(c, &QCheckBox::toggled, this, &PictureExportDialog::updatePreview);
    for (QComboBox* c : {highlight_, static_cast<QComboBox*>(palette_)})
        connect(c, &QComboBox::currentIndexChanged, this, &PictureExportDialog::updatePreview);
}

void PictureExportDialog::setSize(SizeMode mode, double value, double hexMm)
{
    sizeMode_->setCurrentIndex(static_cast<int>(mode));
    hexMm_->setValue(hexMm);
    sizeValue_->setValue(value);
}

void PictureExportDialog::setOverlays(bool locks, bool coordinates, const QString& highlight, bool legend)
{
    locks_->setChecked(locks);
    coordinates_->setChecked(coordinates);
    highlight_->setCurrentIndex(std::max(0, highlight_->findData(highlight)));
    legend_->setChecked(legend);
}

PictureOptions PictureExportDialog::options() const
{
    PictureOptions o = optionsWithoutHighlights();
    o.highlights = PictureRenderer::violations(board_, map_, rules_, highlightId());
    return o;
}

QString PictureExportDialog::highlightId() const { return highlight_->currentData().toString(); }

PictureOptions PictureExportDialog::optionsWithoutHighlights() const
{
    PictureOptions o;
    switch (static_cast<SizeMode>(sizeMode_->currentIndex())) {
    case SizeMode::HexPixels:
        o.board.hexSize = sizeValue_->value();
        break;
    case SizeMode::Dpi:
        o.dotsPerInch = sizeValue_->value();
        o.board.hexSize = PictureRenderer::hexSizeForDpi(hexMm_->value(), o.dotsPerInch);
        break;
    case SizeMode::Width:
        o.board.hexSize = PictureRenderer::hexSizeForWidth(board_, sizeValue_->value());
        break;
    }
    o.board.locks = locks_->isChecked();
    o.board.coordinates = coordinates_->isChecked();
    o.board.palette = palette_->chosen();
    o.legend = legend_->isChecked();
    return o;
}

QSize PictureExportDialog::pictureSize() const { return PictureRenderer::size(board_, options()).toSize(); }

PictureExportDialog::Preview PictureExportDialog::drawPreview(const core::model::Board& board, const core::model::Map& map,
                                                              const std::shared_ptr<const core::rules::RuleSet>& rules, PictureOptions o,
                                                              const QString& highlight, const std::function<bool()>& stale)
{
    try {
        o.highlights = PictureRenderer::violations(board, map, rules, highlight);
        if (stale && stale())
            return {};
        const QSize full = PictureRenderer::size(board, o).toSize();
        // The preview at most 560 pixels wide: the same drawing, scaled.
        const double scale = std::min(1.0, 560.0 / std::max(1, full.width()));
        QImage image((QSizeF(full) * scale).toSize().expandedTo(QSize(1, 1)), QImage::Format_ARGB32_Premultiplied);
        QPainter p(&image);
        p.scale(scale, scale);
        PictureRenderer::paint(p, board, map, *rules, o);
        p.end();
        return {image, tr("%1 × %2 pixels").arg(full.width()).arg(full.height()), 0};
    } catch (const std::exception& e) {
        return {QImage(), ui::text::errorText(e), 0};
    }
}

void PictureExportDialog::showPreview(const Preview& p)
{
    summary_->setText(p.summary);
    if (p.image.isNull())
        preview_->clear();
    else
        preview_->setPixmap(QPixmap::fromImage(p.image));
}

void PictureExportDialog::updatePreview()
{
    const int generation = ++previewGeneration_;
    if (board_.size() < document::MapDocument::kBackgroundScoringHexes) {
        showPreview(drawPreview(board_, map_, rules_, optionsWithoutHighlights(), highlightId()));
        return;
    }
    summary_->setText(tr("Drawing the preview…"));
    previewBusy_ = true;
    // board_, map_ and rules_ never change; a newer request makes an older one give up.
    previewing_.setFuture(QtConcurrent::run(&previewPool_, [this, generation, o = optionsWithoutHighlights(), id = highlightId()] {
        auto stale = [this, generation] { return generation != previewGeneration_; };
        if (stale())
            return Preview{QImage(), QString(), generation};
        Preview p = drawPreview(board_, map_, rules_, o, id, stale);
        p.generation = generation;
        return p;
    }));
}

QImage PictureExportDialog::previewImage() const { return preview_->pixmap().toImage(); }

QString PictureExportDialog::summary() const { return summary_->text(); }

PictureExportDialog::~PictureExportDialog()
{
    ++previewGeneration_; // a preview being drawn gives up at its next check: closing does not wait long
    previewPool_.waitForDone();
}

bool PictureExportDialog::exportTo(const QString& path)
{
    try {
        const PictureOptions o = options();
        const bool svg = path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive);
        core::io::saveFileAtomically(path, svg ? PictureRenderer::svg(board_, map_, *rules_, o) : PictureRenderer::png(board_, map_, *rules_, o));
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("Export Picture"), tr("%1: %2").arg(path, ui::text::errorText(e)));
        return false;
    }
    palette_->remember();
    return true;
}

void PictureExportDialog::chooseFileAndExport()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Picture"), title_ + QStringLiteral(".png"),
                                                      tr("PNG picture (*.png);;SVG picture (*.svg)"));
    if (!path.isEmpty() && exportTo(path))
        accept();
}

} // namespace hexloom::ui::main_window
