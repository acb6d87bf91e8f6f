#include "render/print_preset.h"

#include <algorithm>
#include <stdexcept>

namespace hexloom::render {

namespace {

constexpr double kTgcDpi = 300;
constexpr double kEighthInch = kTgcDpi / 8; // The Game Crafter's bleed and safe zone: 37.5 pixels
constexpr double kMillimetre = 300 / 25.4;

const QString kTgcDpiPage = QStringLiteral("https://help.thegamecrafter.com/article/33-dpi-dots-per-inch");
const QString kTgcBoards = QStringLiteral("https://help.thegamecrafter.com/article/90-game-boards");
const QString kPpgGuidelines = QStringLiteral("https://www.printplaygames.com/prototypes/formatting-guidelines/");

PrintPreset tgcHex(const char* id, const char* title, int w, int h)
{
    return {id, 1, QString::fromLatin1(title), {PrintProduct::HexTiles}, QSize(w, h), kTgcDpi, kEighthInch, kEighthInch, {}, {}, kTgcDpiPage};
}

// A folding board of `columns` x `rows` panels of 9 x 9 inches (2700 pixels), folded between them.
PrintPreset tgcBoard(const char* id, const char* title, int columns, int rows)
{
    const double panel = 9 * kTgcDpi;
    PrintPreset p{id, 1, QString::fromLatin1(title), {PrintProduct::Board},
                  QSize(static_cast<int>(columns * panel + 2 * kEighthInch), static_cast<int>(rows * panel + 2 * kEighthInch)),
                  kTgcDpi, kEighthInch, kEighthInch, {}, {}, kTgcBoards};
    for (int i = 1; i < columns; ++i)
        p.foldsX.push_back(kEighthInch + i * panel);
    for (int i = 1; i < rows; ++i)
        p.foldsY.push_back(kEighthInch + i * panel);
    return p;
}

} // namespace

PictureLimits PrintPreset::limits() const
{
    return fixedSize() ? PictureLimits{std::max(pixels.width(), pixels.height()), qint64(pixels.width()) * pixels.height()} : PictureLimits{};
}

bool PrintPreset::makes(PrintProduct p) const { return std::find(products.begin(), products.end(), p) != products.end(); }

const std::vector<PrintPreset>& PrintPresets::all()
{
    static const std::vector<PrintPreset> presets = {
        tgcHex("tgc-hex-mini", "The Game Crafter mini hex tile", 450, 450),
        tgcHex("tgc-hex-small", "The Game Crafter small hex tile", 675, 600),
        tgcHex("tgc-hex-medium", "The Game Crafter medium hex tile", 825, 750),
        tgcHex("tgc-hex-large", "The Game Crafter large hex tile", 1200, 1050),
        tgcBoard("tgc-bifold", "The Game Crafter bi-fold board (9 x 18 in)", 1, 2),
        tgcBoard("tgc-quadfold", "The Game Crafter quad-fold board (18 x 18 in)", 2, 2),
        tgcBoard("tgc-sixfold", "The Game Crafter six-fold board (27 x 18 in)", 3, 2),
        {"ppg-3mm", 1, QStringLiteral("PrintPlayGames, 3 mm bleed, sized by the hex width"), {PrintProduct::Board, PrintProduct::HexTiles},
         QSize(), 300, 3 * kMillimetre, 3 * kMillimetre, {}, {}, kPpgGuidelines},
    };
    return presets;
}

const PrintPreset& PrintPresets::find(const std::string& name)
{
    const auto at = name.find('@');
    const std::string id = name.substr(0, at);
    for (const PrintPreset& p : all()) {
        if (p.id != id)
            continue;
        if (at != std::string::npos && name.substr(at + 1) != std::to_string(p.version))
            throw std::invalid_argument("preset " + id + " is at version " + std::to_string(p.version) + ", not \"" + name.substr(at + 1) + "\"");
        return p;
    }
    std::string known;
    for (const PrintPreset& p : all())
        known += (known.empty() ? "" : ", ") + p.id;
    throw std::invalid_argument("unknown preset \"" + name + "\" (known: " + known + ")");
}

QStringList PrintPresets::describe()
{
    QStringList lines;
    for (const PrintPreset& p : all()) {
        const QString size = p.fixedSize() ? QStringLiteral("%1 x %2 px").arg(p.pixels.width()).arg(p.pixels.height())
                                           : QStringLiteral("sized by --hex-mm");
        QStringList makes;
        for (PrintProduct product : p.products)
            makes << (product == PrintProduct::Board ? QStringLiteral("--png (board)") : QStringLiteral("--tiles (hex tiles)"));
        QString folds;
        if (!p.foldsX.empty() || !p.foldsY.empty())
            folds = QStringLiteral(", %1 folds").arg(p.foldsX.size() + p.foldsY.size());
        lines << QStringLiteral("%1  %2, %3 at %4 dpi, bleed %5 px, safe area %6 px inside the cut%7; %8; %9")
                     .arg(QString::fromStdString(p.versionedId()).leftJustified(16), p.title, size)
                     .arg(p.dotsPerInch)
                     .arg(p.bleedPixels, 0, 'g', 4)
                     .arg(p.safePixels, 0, 'g', 4)
                     .arg(folds, makes.join(QStringLiteral(", ")), p.source);
    }
    return lines;
}

} // namespace hexloom::render
