#include "ui/dialogs/tiled_kind_map_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QIcon>
#include <QImageReader>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace hexloom::ui::dialogs {

namespace {
constexpr int kIcon = 40;

// The tile's own image, scaled to an icon; a null image when there is none or it cannot be read.
QImage tileImage(const QString& mapFile, const QString& image)
{
    if (image.isEmpty())
        return {};
    QImageReader reader(QFileInfo(mapFile).dir().filePath(image));
    const QSize size = reader.size();
    if (!size.isValid() || size.width() > 4096 || size.height() > 4096) // a bounded read: an icon, not a picture
        return {};
    const QImage read = reader.read();
    return read.isNull() ? QImage() : read.scaled(kIcon, kIcon, Qt::KeepAspectRatio, Qt::SmoothTransformation);
}
} // namespace

std::vector<QImage> TiledKindMapDialog::tileIcons(const core::io::TiledKindQuestion& question, const QString& mapFile)
{
    std::vector<QImage> icons;
    icons.reserve(question.tiles.size());
    for (const core::io::TiledTileWithoutKind& t : question.tiles)
        icons.push_back(tileImage(mapFile, t.image));
    return icons;
}

TiledKindMapDialog* TiledKindMapDialog::ask(QWidget* parent, const core::io::TiledKindQuestion& question, const QString& mapFile,
                                            const std::vector<QImage>& icons, Answered answered)
{
    auto* dialog = new TiledKindMapDialog(question, mapFile, icons, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, dialog, [dialog, answered = std::move(answered)](int result) {
        answered(result == QDialog::Accepted ? std::optional(dialog->kindMap()) : std::nullopt);
    });
    dialog->open(); // window-modal, and the event loop goes on
    return dialog;
}

TiledKindMapDialog::TiledKindMapDialog(const core::io::TiledKindQuestion& question, const QString& mapFile, const std::vector<QImage>& icons,
                                       QWidget* parent)
    : QDialog(parent), question_(question)
{
    setWindowTitle(tr("Kinds for the Tiled Map's Tiles"));
    setObjectName(QStringLiteral("TiledKindMapDialog"));
    auto* intro = new QLabel(tr("The tiles of %1 have no \"kind\" property. Choose the kind of the rule set \"%2\" each tile stands for.")
                                 .arg(QFileInfo(mapFile).fileName(), QString::fromStdString(question.rules->title.empty() ? question.rules->name
                                                                                                                          : question.rules->title)));
    intro->setWordWrap(true);
    auto* table = new QTableWidget(static_cast<int>(question.tiles.size()), 3);
    table->setObjectName(QStringLiteral("TiledKindTable"));
    table->setHorizontalHeaderLabels({tr("Tile"), tr("Cells"), tr("Kind")});
    table->verticalHeader()->hide();
    table->setIconSize(QSize(kIcon, kIcon));
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (int row = 0; row < table->rowCount(); ++row) {
        const core::io::TiledTileWithoutKind& t = question.tiles[static_cast<size_t>(row)];
        const QString name = question.severalTilesets ? tr("%1, tile %2").arg(t.tileset).arg(t.tile) : tr("Tile %1").arg(t.tile);
        auto* tile = new QTableWidgetItem(name);
        if (static_cast<size_t>(row) < icons.size() && !icons[static_cast<size_t>(row)].isNull())
            tile->setIcon(QIcon(QPixmap::fromImage(icons[static_cast<size_t>(row)])));
        table->setItem(row, 0, tile);
        table->setItem(row, 1, new QTableWidgetItem(QString::number(t.uses)));
        auto* combo = new QComboBox;
        combo->addItem(tr("(choose a kind)"));
        for (const auto& kind : question.rules->terrains) {
            // A name that already shows its id ("Forest (wood)") is not repeated with it.
            const QString kindName = QString::fromStdString(kind.name);
            const QString id = QString::fromStdString(kind.id);
            combo->addItem(kindName.contains(id, Qt::CaseInsensitive) ? kindName : QStringLiteral("%1 (%2)").arg(kindName, id), id);
        }
        combo->setToolTip(tr("The kind of the rule set every cell showing this tile gets"));
        connect(combo, &QComboBox::currentIndexChanged, this, &TiledKindMapDialog::updateOk);
        table->setCellWidget(row, 2, combo);
        table->setRowHeight(row, kIcon + 6);
        combos_.push_back(combo);
    }
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("&Open"));
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(table, 1);
    layout->addWidget(buttons_);
    updateOk();
    resize(560, 420);
}

core::io::TiledKindMap TiledKindMapDialog::kindMap() const
{
    core::io::TiledKindMap map;
    for (size_t i = 0; i < combos_.size(); ++i) {
        const auto& t = question_.tiles[i];
        map.push_back({question_.severalTilesets ? t.tileset : QString(), t.tile, combos_[i]->currentData().toString().toStdString()});
    }
    return map;
}

void TiledKindMapDialog::updateOk()
{
    const bool all = std::all_of(combos_.begin(), combos_.end(), [](const QComboBox* c) { return c->currentIndex() > 0; });
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(all);
}

} // namespace hexloom::ui::dialogs
