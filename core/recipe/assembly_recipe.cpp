#include "core/recipe/assembly_recipe.h"

#include <QRegularExpression>
#include <stdexcept>

#include "core/recipe/command_recipe.h"

namespace hexloom::core::recipe {

QString pinWord(const assembly::FixedPlacement& pin)
{
    return QStringLiteral("%1,%2,%3,%4").arg(pin.at.row).arg(pin.at.col).arg(pin.rotation).arg(QString::fromStdString(pin.tile));
}

assembly::FixedPlacement pinFromWord(const QString& word)
{
    const auto m = QRegularExpression(QStringLiteral("^(-?\\d{1,6}),(-?\\d{1,6}),(\\d),(\\S{1,200})$")).match(word);
    if (!m.hasMatch())
        throw std::invalid_argument("--pin expects ROW,COL,ROTATION,TILE (rotation 0 to 5), got \"" + word.left(60).toStdString() + "\"");
    const int rotation = m.captured(3).toInt();
    if (rotation > 5)
        throw std::invalid_argument("--pin \"" + word.left(60).toStdString() + "\": rotation " + std::to_string(rotation) + " (0 to 5)");
    return {m.captured(4).toStdString(), {m.captured(1).toInt(), m.captured(2).toInt()}, rotation};
}

QString writeAssemblyRecipe(const AssemblyRecipeInputs& in)
{
    if (!in.tiles || in.tiles->sourceText.empty() || !in.tiles->rules)
        throw std::invalid_argument("the tile set was not read from a file: a recipe cannot carry it");
    QStringList w{QStringLiteral("--tileset-data"),
                  embeddedText({QStringLiteral("json"), QByteArray::fromStdString(in.tiles->sourceText)}),
                  QStringLiteral("--rules-sha256"), rulesHash(*in.tiles->rules)};
    if (in.startMap)
        w << QStringLiteral("--map-data") << embeddedText(*in.startMap);
    else if (!in.boardSpec.isEmpty())
        w << QStringLiteral("--map") << in.boardSpec;
    for (const auto& pin : in.pins)
        w << QStringLiteral("--pin") << pinWord(pin);
    const auto& o = in.options;
    w << QStringLiteral("--seed") << QString::number(o.seed) << QStringLiteral("--time-limit") << QString::number(o.timeLimitSeconds, 'g', 17)
      << QStringLiteral("--max-placements") << QString::number(o.maxPlacements);
    if (const std::string off = assembly::disabledTricks(o.tricks); off != "none")
        w << QStringLiteral("--disable") << QString::fromStdString(off);
    return writeCommandRecipe(QStringLiteral("assemble"), w);
}

} // namespace hexloom::core::recipe
