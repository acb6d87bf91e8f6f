#include "ui/dialogs/glyph_combo.h"

#include <QIcon>
#include <QPainter>
#include <QPixmap>

#include "core/io/terrain_looks.h"
#include "render/hex_face_painter.h"

namespace hexloom::ui::dialogs {

namespace {

// One preview, drawn once per process: 23 small pictures shared by every picker.
QIcon glyphIcon(const QString& id)
{
    constexpr int kSide = 20;
    QPixmap pixmap(kSide, kSide);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    render::HexFacePainter::paintGlyph(p, id.toStdString(), QRectF(1, 1, kSide - 2, kSide - 2), QColor(30, 30, 30));
    return QIcon(pixmap);
}

} // namespace

GlyphCombo::GlyphCombo(QWidget* parent) : QComboBox(parent)
{
    static const std::vector<std::pair<QString, QIcon>> previews = [] {
        std::vector<std::pair<QString, QIcon>> out;
        for (const QString& name : core::io::builtinGlyphNames())
            out.emplace_back(name, glyphIcon(name));
        return out;
    }();
    addItem(tr("none"), QString());
    for (const auto& [name, icon] : previews)
        addItem(icon, name, name);
    setIconSize(QSize(20, 20));
}

void GlyphCombo::setGlyph(const QString& id) { setCurrentIndex(std::max(0, findData(id))); }

} // namespace hexloom::ui::dialogs
