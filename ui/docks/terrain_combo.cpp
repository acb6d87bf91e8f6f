#include "ui/docks/terrain_combo.h"

#include <QSignalBlocker>

#include "render/board_renderer.h"

namespace hexloom::ui::docks {

TerrainCombo::TerrainCombo(const QString& noneText, QWidget* parent) : QComboBox(parent), noneText_(noneText)
{
    addItem(noneText_, 0);
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon); // the panel is narrow
    setMinimumContentsLength(6);
    connect(this, &QComboBox::currentIndexChanged, this, [this] { emit letterChanged(letter()); });
}

void TerrainCombo::setRules(const core::rules::RuleSet& rules)
{
    const char keep = letter();
    {
        const QSignalBlocker block(this);
        clear();
        addItem(noneText_, 0);
        for (int t = 0; t < rules.terrainCount(); ++t) {
            const auto& terrain = rules.terrains[static_cast<size_t>(t)];
            QPixmap swatch(14, 14);
            swatch.fill(render::BoardRenderer::terrainColour(rules, static_cast<core::model::TerrainId>(t)));
            addItem(QIcon(swatch), QStringLiteral("%1 — %2").arg(QChar::fromLatin1(terrain.letter), QString::fromStdString(terrain.name)),
                    static_cast<int>(static_cast<unsigned char>(terrain.letter)));
        }
        setLetter(keep);
    }
    emit letterChanged(letter());
}

char TerrainCombo::letter() const { return static_cast<char>(currentData().toInt()); }

void TerrainCombo::setLetter(char letter)
{
    int i = findData(static_cast<int>(static_cast<unsigned char>(letter)));
    if (i < 0) {
        addItem(tr("%1 (not in this rule set)").arg(QChar::fromLatin1(letter)), static_cast<int>(static_cast<unsigned char>(letter)));
        i = count() - 1;
    }
    setCurrentIndex(i);
}

core::model::TerrainId TerrainCombo::terrain(const core::rules::RuleSet& rules) const
{
    const char l = letter();
    return l ? rules.byLetter(l) : core::model::kNoTerrain;
}

} // namespace hexloom::ui::docks
