#include "ui/main_window/tts_export_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <cmath>

#include "core/io/tts_board_save.h"
#include "core/io/tts_save.h"
#include "render/tts_board_painter.h"
#include "ui/main_window/export_dialog_frame.h"
#include "ui/main_window/palette_box.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::main_window {

namespace {
const char* const kVariantKey = "export/ttsVariant";
const char* const kHexSizeKey = "export/ttsHexSize";
const char* const kBoardSideKey = "export/ttsBoardSide";

// A length on the table, from `minimum` to `maximum` table units.
QDoubleSpinBox* tableUnitsBox(const QString& name, double minimum, double maximum, double step)
{
    auto* box = new QDoubleSpinBox;
    box->setObjectName(name);
    box->setRange(minimum, maximum);
    box->setDecimals(2);
    box->setSingleStep(step);
    box->setSuffix(TtsExportDialog::tr(" table units"));
    return box;
}
} // namespace

TtsExportDialog::TtsExportDialog(core::io::MapFile file, const QString& title, QWidget* parent)
    : QDialog(parent), file_(std::move(file)), title_(title)
{
    setWindowTitle(tr("Export a Tabletop Simulator Save"));
    setObjectName(QStringLiteral("TtsExportDialog"));
    pool_.setMaxThreadCount(1);
    variant_ = new QComboBox;
    variant_->setObjectName(QStringLiteral("TtsVariant"));
    variant_->addItem(tr("One locked tile per hex"), QStringLiteral("tts"));
    variant_->addItem(tr("Whole board as one picture (quick play)"), QStringLiteral("tts-board"));
    variant_->setToolTip(tr("Tiles can be moved and swapped in the game; one picture on a custom board loads faster and cannot come apart"));
    hexSize_ = tableUnitsBox(QStringLiteral("TtsHexSize"), core::io::kTtsMinHexWidth, core::io::kTtsMaxHexWidth, 0.25);
    hexSize_->setToolTip(tr("Distance between neighbouring hexes' centres on the table, in Tabletop Simulator units (about an inch each); "
                            "the tiles or the board and the table's hex grid are scaled to match"));
    boardSide_ = tableUnitsBox(QStringLiteral("TtsBoardSide"), core::io::kTtsMinBoardSide, core::io::kTtsMaxBoardSide, 0.05);
    boardSide_->setToolTip(tr("The side of a square custom board at scale 1, in table units, from %1 to %2. Tabletop Simulator does not "
                              "document it: the default of %3 is a community measurement. Change it if the board comes out at another "
                              "size than the hex size asks.")
                               .arg(text::number(core::io::kTtsMinBoardSide), text::number(core::io::kTtsMaxBoardSide),
                                    text::number(core::io::kTtsBoardSideAtScale1)));
    palette_ = new PaletteBox(QStringLiteral("export/ttsPalette"),
                              tr("The colours of the tiles' or the board's picture; labels and glyphs stay on in every palette"));
    const QSettings s;
    const int stored = variant_->findData(s.value(QLatin1String(kVariantKey), QStringLiteral("tts")).toString());
    variant_->setCurrentIndex(stored < 0 ? 0 : stored);
    hexSize_->setValue(s.value(QLatin1String(kHexSizeKey), core::io::kTtsHexWidth).toDouble());
    boardSide_->setValue(s.value(QLatin1String(kBoardSideKey), core::io::kTtsBoardSideAtScale1).toDouble());
    summary_ = new QLabel;
    summary_->setObjectName(QStringLiteral("TtsSummary"));
    summary_->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("&Variant:"), variant_);
    form->addRow(tr("&Hex size:"), hexSize_);
    boardSideLabel_ = new QLabel(tr("&Board side at scale 1:"));
    boardSideLabel_->setBuddy(boardSide_);
    form->addRow(boardSideLabel_, boardSide_);
    form->addRow(tr("&Palette:"), palette_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    save_ = buttons->addButton(tr("&Save…"), QDialogButtonBox::AcceptRole);
    save_->setObjectName(QStringLiteral("TtsSave"));
    save_->setDefault(true);
    connect(save_, &QPushButton::clicked, this, &TtsExportDialog::chooseTargetAndExport);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(summary_);
    layout->addStretch();
    layout->addWidget(buttons);
    connect(variant_, &QComboBox::currentIndexChanged, this, &TtsExportDialog::updateSummary);
    // The editor's text, not the value: a number typed out of range leaves the value (and the spin
    // box's own signals) as they were, and the summary must say why Save is off.
    for (QDoubleSpinBox* spin : {hexSize_, boardSide_})
        connect(spin->findChild<QLineEdit*>(), &QLineEdit::textChanged, this, &TtsExportDialog::updateSummary);
    connect(&writing_, &QFutureWatcher<QString>::finished, this, [this] {
        const QString error = writing_.result();
        emit exported(error.isEmpty(), error.isEmpty() ? summary_->text() : error);
        finishExport(this, save_, summary_, error);
    });
    updateSummary();
}

TtsExportDialog::~TtsExportDialog() { pool_.waitForDone(); }

render::Palette TtsExportDialog::palette() const { return palette_->chosen(); }

std::string TtsExportDialog::formatId() const { return variant_->currentData().toString().toStdString(); }

double TtsExportDialog::hexSize() const { return hexSize_->value(); }

double TtsExportDialog::boardSide() const { return boardSide_->value(); }

QString TtsExportDialog::invalidInput() const
{
    auto outOfRange = [](const QDoubleSpinBox* spin) { return !spin->hasAcceptableInput(); };
    if (outOfRange(hexSize_))
        return tr("The hex size must be a number from %1 to %2 table units.").arg(text::number(core::io::kTtsMinHexWidth), text::number(core::io::kTtsMaxHexWidth));
    if (formatId() == "tts-board" && outOfRange(boardSide_))
        return tr("The board side must be a number from %1 to %2 table units.").arg(text::number(core::io::kTtsMinBoardSide), text::number(core::io::kTtsMaxBoardSide));
    return {};
}

QString TtsExportDialog::summary() const { return summary_->text(); }

void TtsExportDialog::updateSummary()
{
    const bool board = formatId() == "tts-board";
    boardSideLabel_->setVisible(board);
    boardSide_->setVisible(board);
    const QString invalid = invalidInput();
    save_->setEnabled(invalid.isEmpty() && !busy());
    if (!invalid.isEmpty()) {
        summary_->setText(invalid);
        fitHeight();
        return;
    }
    if (!board) {
        summary_->setText(tr("%n locked hex tile(s), %1 table units apart, with one image per kind beside the save.", nullptr, file_.board.size())
                              .arg(text::number(hexSize(), 'g', 3)));
        fitHeight();
        return;
    }
    // Measuring only sizes the picture (no drawing): cheap even on a big board.
    const core::io::TtsBoardPicture picture = render::measureTtsBoard(file_);
    const double side = picture.pixels * hexSize() / (std::sqrt(3.0) * picture.hexRadius);
    summary_->setText(tr("One custom board, %1 × %1 table units (scale %3 at a board side of %4), showing a %2 × %2 pixel picture "
                         "written beside the save.")
                          .arg(text::number(side, 'f', 1))
                          .arg(picture.pixels)
                          .arg(text::number(core::io::ttsBoardScale(picture, hexSize(), boardSide()), 'g', 3), text::number(boardSide(), 'g', 3)));
    fitHeight();
}

// The summary wraps and the board side's row comes and goes: a window left at its old height would
// squeeze the rows (their texts cut at the bottom).
void TtsExportDialog::fitHeight()
{
    if (!isVisible())
        return; // show() sizes the window to its contents (a resize before would stop it)
    const int needed = layout()->totalHeightForWidth(width());
    if (needed > height())
        resize(width(), needed);
}

void TtsExportDialog::remember() const
{
    QSettings s;
    s.setValue(QLatin1String(kVariantKey), QString::fromStdString(formatId()));
    s.setValue(QLatin1String(kHexSizeKey), hexSize());
    s.setValue(QLatin1String(kBoardSideKey), boardSide());
    palette_->remember();
}

void TtsExportDialog::exportTo(const QString& path)
{
    if (const QString invalid = invalidInput(); !invalid.isEmpty()) {
        emit exported(false, invalid);
        return;
    }
    remember();
    save_->setEnabled(false);
    summary_->setText(tr("Writing %1…").arg(QFileInfo(path).fileName()));
    core::io::WriteOptions options;
    options.ttsHexWidth = hexSize();
    options.ttsBoardSide = boardSide();
    options.palette = render::Palettes::name(palette_->chosen()).toStdString();
    writing_.setFuture(QtConcurrent::run(&pool_, [file = file_, path, options, format = formatId()] {
        try {
            core::io::saveMap(path, file, core::io::MapFormat(format), options);
            return QString();
        } catch (const std::exception& e) {
            return tr("%1: %2").arg(path, ui::text::errorText(e));
        }
    }));
}

void TtsExportDialog::chooseTargetAndExport()
{
    const QString path = QFileDialog::getSaveFileName(this, windowTitle(), title_ + QStringLiteral(".json"), tr("Tabletop Simulator saves (*.json)"));
    if (!path.isEmpty())
        exportTo(path);
}

} // namespace hexloom::ui::main_window
