#pragma once
// The glyph picker of a kind (New Game's kinds, the rule-set editor's terrains): "none" and every
// symbol of the bundled set (resources/glyphs), each with its picture, so the designer picks by
// looking rather than by name.
#include <QComboBox>
#include <QString>

namespace hexloom::ui::dialogs {

class GlyphCombo : public QComboBox {
    Q_OBJECT
public:
    explicit GlyphCombo(QWidget* parent = nullptr);
    // The chosen glyph id, empty for none.
    QString glyph() const { return currentData().toString(); }
    // Selects `id` (none when it is not in the set).
    void setGlyph(const QString& id);
};

} // namespace hexloom::ui::dialogs
