#include "ui/main_window/print_preset_export_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QtConcurrent/QtConcurrentRun>
#include <cmath>

#include "render/board_renderer.h"
#include "ui/main_window/export_dialog_frame.h"
#include "ui/main_window/palette_box.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::main_window {

using render::PrintPreset;
using render::PrintPresets;
using render::PrintProduct;
using render::PrintSheets;

namespace {
constexpr double kPreviewWidth = 560;
constexpr int kFoldLinesShown = 6;

// `drawing` painted at most kPreviewWidth wide (the same drawing, scaled).
QImage scaled(const render::PictureDrawing& drawing)
{
    const QSizeF full = drawing.size(drawing.hexSize);
    const double scale = std::min(1.0, kPreviewWidth / std::max(1.0, full.width()));
    QImage image((full * scale).toSize().expandedTo(QSize(1, 1)), QImage::Format_ARGB32_Premultiplied);
    image.fill(drawing.background.isValid() ? drawing.background : QColor(Qt::white));
    QPainter p(&image);
    p.scale(scale, scale);
    drawing.paint(p, drawing.hexSize);
    return image;
}
} // namespace

PrintPresetExportDialog::PrintPresetExportDialog(std::shared_ptr<const core::model::Board> board, std::shared_ptr<const core::model::Map> map,
                                                 std::shared_ptr<const core::rules::RuleSet> rules, const QString& title, QWidget* parent)
    : QDialog(parent), board_(std::move(board)), map_(std::move(map)), rules_(std::move(rules)), title_(title)
{
    setWindowTitle(tr("Export for a Print Service"));
    setObjectName(QStringLiteral("PrintPresetExportDialog"));
    pool_.setMaxThreadCount(1);
    connect(&previewing_, &QFutureWatcher<Preview>::finished, this, [this] {
        const Preview p = previewing_.result();
        if (p.generation != previewGeneration_)
            return; // newer settings: their preview is on its way
        previewBusy_ = false;
        summary_->setText(p.summary);
        if (p.image.isNull())
            preview_->clear();
        else
            preview_->setPixmap(QPixmap::fromImage(p.image));
    });
    connect(&writing_, &QFutureWatcher<QString>::finished, this, [this] {
        const QString error = writing_.result();
        emit exported(error.isEmpty(), error.isEmpty() ? summary_->text() : error);
        finishExport(this, save_, summary_, error);
    });
    buildForm();
    presetChanged();
    resize(920, 580);
}

PrintPresetExportDialog::~PrintPresetExportDialog()
{
    ++previewGeneration_;
    cancelWriting_ = true;
    pool_.waitForDone();
}

QString PrintPresetExportDialog::presetName(const PrintPreset& p)
{
    const QString size = p.fixedSize() ? tr("%1 × %2 px").arg(p.pixels.width()).arg(p.pixels.height()) : tr("sized by the hex width");
    const QString id = QString::fromStdString(p.id);
    QString name = QString::fromStdString(p.id);
    if (id == QLatin1String("tgc-hex-mini"))
        name = tr("The Game Crafter mini hex tiles");
    else if (id == QLatin1String("tgc-hex-small"))
        name = tr("The Game Crafter small hex tiles");
    else if (id == QLatin1String("tgc-hex-medium"))
        name = tr("The Game Crafter medium hex tiles");
    else if (id == QLatin1String("tgc-hex-large"))
        name = tr("The Game Crafter large hex tiles");
    else if (id == QLatin1String("tgc-bifold"))
        name = tr("The Game Crafter bi-fold board");
    else if (id == QLatin1String("tgc-quadfold"))
        name = tr("The Game Crafter quad-fold board");
    else if (id == QLatin1String("tgc-sixfold"))
        name = tr("The Game Crafter six-fold board");
    else if (id == QLatin1String("ppg-3mm"))
        name = tr("PrintPlayGames, 3 mm bleed");
    return QStringLiteral("%1 (%2)").arg(name, size);
}

void PrintPresetExportDialog::buildForm()
{
    preset_ = new QComboBox;
    for (const PrintPreset& p : PrintPresets::all()) {
        preset_->addItem(presetName(p), QString::fromStdString(p.id));
        preset_->setItemData(preset_->count() - 1, QStringLiteral("%1 — %2").arg(QString::fromStdString(p.versionedId()), p.source), Qt::ToolTipRole);
    }
    product_ = new QComboBox;
    product_->addItem(tr("Board: one image"), static_cast<int>(PrintProduct::Board));
    product_->addItem(tr("Hex tiles: one image per hex and a back"), static_cast<int>(PrintProduct::HexTiles));
    hexMm_ = new QDoubleSpinBox;
    hexMm_->setRange(5, 500);
    hexMm_->setSuffix(QStringLiteral(" mm"));
    hexMm_->setValue(30);
    hexMm_->setToolTip(tr("For presets sized by the hex: the width of a hex across the flats"));
    palette_ = new PaletteBox(QStringLiteral("printPreset/palette"), tr("The hexes' colours in the images; labels and glyphs stay on in every palette"));
    faces_ = new QCheckBox(tr("Labels, glyphs and badges"));
    faces_->setChecked(true);
    rotate_ = new QCheckBox(tr("Turn the board to fit"));
    rotate_->setObjectName(QStringLiteral("PrintRotate"));
    rotate_->setChecked(true);
    rotate_->setToolTip(tr("Turn the board a quarter turn when its hexes come out larger that way (a wide board on a tall sheet)"));
    summary_ = new QLabel;
    summary_->setWordWrap(true);
    summary_->setMinimumWidth(300);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* form = new QFormLayout;
    form->addRow(tr("Preset"), preset_);
    form->addRow(tr("Make"), product_);
    form->addRow(tr("Hex width"), hexMm_);
    form->addRow(tr("Palette"), palette_);
    form->addRow(faces_);
    form->addRow(rotate_);
    form->addRow(summary_);
    preview_ = frameExportDialog(this, form, tr("Export…"), [this] { chooseTargetAndExport(); });
    for (QPushButton* b : findChildren<QPushButton*>())
        if (b->text() == tr("Export…"))
            save_ = b;
    connect(preset_, &QComboBox::currentIndexChanged, this, &PrintPresetExportDialog::presetChanged);
    for (QComboBox* c : {product_, static_cast<QComboBox*>(palette_)})
        connect(c, &QComboBox::currentIndexChanged, this, &PrintPresetExportDialog::updatePreview);
    connect(hexMm_, &QDoubleSpinBox::valueChanged, this, &PrintPresetExportDialog::updatePreview);
    for (QCheckBox* c : {faces_, rotate_})
        connect(c, &QCheckBox::toggled, this, &PrintPresetExportDialog::updatePreview);
}

const PrintPreset& PrintPresetExportDialog::preset() const { return PrintPresets::find(preset_->currentData().toString().toStdString()); }

PrintProduct PrintPresetExportDialog::product() const { return static_cast<PrintProduct>(product_->currentData().toInt()); }

render::PrintOptions PrintPresetExportDialog::options() const
{
    render::PrintOptions o;
    o.palette = palette_->chosen();
    o.faces = faces_->isChecked();
    o.hexMm = hexMm_->value();
    o.rotate = rotate_->isChecked();
    return o;
}

void PrintPresetExportDialog::setPreset(const std::string& id, PrintProduct product)
{
    preset_->setCurrentIndex(std::max(0, preset_->findData(QString::fromStdString(id))));
    if (preset().makes(product))
        product_->setCurrentIndex(product_->findData(static_cast<int>(product)));
}

void PrintPresetExportDialog::presetChanged()
{
    // Only what the preset makes can be chosen; the hex width only where it sizes the images.
    const PrintPreset& p = preset();
    for (int i = 0; i < product_->count(); ++i)
        product_->setItemData(i, p.makes(static_cast<PrintProduct>(product_->itemData(i).toInt())) ? QVariant() : QVariant(0), Qt::UserRole - 1);
    if (!p.makes(product())) {
        const QSignalBlocker quiet(product_);
        product_->setCurrentIndex(product_->findData(static_cast<int>(p.products.front())));
    }
    hexMm_->setEnabled(!p.fixedSize());
    updatePreview();
}

PrintPresetExportDialog::Preview PrintPresetExportDialog::drawPreview(const core::model::Board& board, const core::model::Map& map,
                                                                      const core::rules::RuleSet& rules, const PrintPreset& preset,
                                                                      PrintProduct product, const render::PrintOptions& o)
{
    try {
        if (product == PrintProduct::Board) {
            const render::BoardSheet sheet = PrintSheets::boardSheet(board, map, rules, preset, o);
            QStringList lines{tr("One image of %1 × %2 pixels at %3 dpi; the board fills the safe area.")
                                  .arg(sheet.pixels.width())
                                  .arg(sheet.pixels.height())
                                  .arg(preset.dotsPerInch)};
            if (sheet.rotated)
                lines << tr("The board is turned a quarter turn: its hexes come out larger that way.");
            if (!preset.foldsX.empty() || !preset.foldsY.empty())
                lines << (sheet.foldCrossings.empty() ? tr("No label crosses a fold.")
                                                      : tr("Labels across a fold: %1").arg(sheet.foldCrossings.size()));
            for (const render::FoldCrossing& f : sheet.foldCrossings) {
                if (lines.size() > kFoldLinesShown + 2) {
                    lines << QStringLiteral("…");
                    break;
                }
                const auto at = board.offset(f.cell);
                lines << (f.vertical ? tr("hex %1,%2: the vertical fold at x = %3 px") : tr("hex %1,%2: the horizontal fold at y = %3 px"))
                             .arg(at.row)
                             .arg(at.col)
                             .arg(ui::text::number(std::round(f.at * 10) / 10)); // "2737,5" in Portuguese
            }
            QImage image = scaled(PrintSheets::boardDrawing(board, map, rules, sheet, o));
            // The folds drawn over the preview only (never into the exported image).
            QPainter p(&image);
            const double k = image.width() / double(sheet.pixels.width());
            p.setPen(QPen(QColor(200, 0, 120), 1, Qt::DashLine));
            for (double x : preset.foldsX)
                p.drawLine(QPointF(x * k, 0), QPointF(x * k, image.height()));
            for (double y : preset.foldsY)
                p.drawLine(QPointF(0, y * k), QPointF(image.width(), y * k));
            return {image, lines.join(QLatin1Char('\n')), 0};
        }
        if (board.size() > render::kMaxPrintTiles)
            return {QImage(), tr("Hex tiles are written for boards of at most %1 hexes; this one has %2.").arg(render::kMaxPrintTiles).arg(board.size()), 0};
        const render::TileSheet sheet = PrintSheets::tileSheet(board, map, rules, preset, o);
        const auto homes = render::BoardRenderer::homeNumbers(board, rules);
        // The first hex's front and the back, side by side.
        const QImage front = scaled(PrintSheets::tileDrawing(map, rules, 0, homes.empty() ? 0 : homes[0], sheet, o));
        const QImage back = scaled(PrintSheets::backDrawing(rules, sheet, o));
        QImage both(front.width() + back.width() + 12, std::max(front.height(), back.height()), QImage::Format_ARGB32_Premultiplied);
        both.fill(Qt::transparent);
        QPainter p(&both);
        p.drawImage(0, 0, front);
        p.drawImage(front.width() + 12, 0, back);
        return {both,
                tr("%1 front images (one per hex) and back.png, each %2 × %3 pixels at %4 dpi, into a folder.")
                    .arg(board.size())
                    .arg(sheet.pixels.width())
                    .arg(sheet.pixels.height())
                    .arg(preset.dotsPerInch),
                0};
    } catch (const std::exception& e) {
        return {QImage(), ui::text::errorText(e), 0};
    }
}

void PrintPresetExportDialog::updatePreview()
{
    const int generation = ++previewGeneration_;
    summary_->setText(tr("Drawing the preview…"));
    previewBusy_ = true;
    previewing_.setFuture(QtConcurrent::run(&pool_, [this, generation, &preset = preset(), product = product(), o = options()] {
        if (generation != previewGeneration_)
            return Preview{QImage(), QString(), generation};
        Preview p = drawPreview(*board_, *map_, *rules_, preset, product, o);
        p.generation = generation;
        return p;
    }));
}

void PrintPresetExportDialog::reject()
{
    cancelWriting_ = true; // tiles stop at the next image; the destructor waits for it
    QDialog::reject();
}

QString PrintPresetExportDialog::summary() const { return summary_->text(); }

QImage PrintPresetExportDialog::previewImage() const { return preview_->pixmap().toImage(); }

void PrintPresetExportDialog::exportTo(const QString& target)
{
    palette_->remember();
    save_->setEnabled(false);
    cancelWriting_ = false;
    summary_->setText(tr("Writing %1…").arg(target));
    writing_.setFuture(QtConcurrent::run(&pool_, [this, target, &preset = preset(), product = product(), o = options()] {
        try {
            if (product == PrintProduct::Board)
                render::writeBoardPrint(target, *board_, *map_, *rules_, preset, o);
            else
                render::writeTilePrints(target, *board_, *map_, *rules_, preset, o, [this] { return cancelWriting_.load(); });
            return QString();
        } catch (const std::exception& e) {
            return tr("%1: %2").arg(target, ui::text::errorText(e));
        }
    }));
}

void PrintPresetExportDialog::chooseTargetAndExport()
{
    QString target;
    if (product() == PrintProduct::Board)
        target = QFileDialog::getSaveFileName(this, windowTitle(), title_ + QStringLiteral("-") + QString::fromStdString(preset().id) +
                                                                       QStringLiteral(".png"),
                                              tr("PNG picture (*.png)"));
    else
        target = QFileDialog::getExistingDirectory(this, tr("Folder for the hex tiles"));
    if (!target.isEmpty())
        exportTo(target);
}

} // namespace hexloom::ui::main_window
