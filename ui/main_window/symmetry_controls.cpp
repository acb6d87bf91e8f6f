#include "ui/main_window/symmetry_controls.h"

#include <QAction>
#include <QSettings>

#include "ui/docks/symmetry_box.h"
#include "ui/document/map_document.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/symmetry_item.h"
#include "ui/session/document_session.h"
#include "ui/tools/tool_options.h"

namespace hexloom::ui::main_window {

using core::symmetry::SymmetryMode;

SymmetryControls::SymmetryControls(tools::ToolOptions* options, docks::SymmetryBox* box, QObject* parent)
    : QObject(parent), options_(options), box_(box)
{
    brush_ = new QAction(tr("Symmetric Brush"), this);
    brush_->setObjectName(QStringLiteral("SymmetricBrush"));
    brush_->setCheckable(true);
    brush_->setChecked(options_->symmetricBrush());
    brush_->setShortcut(QKeySequence(Qt::Key_M));
    const QString tip = tr("Brush and Lock change the whole orbit of each hex: its images under the symmetry chosen in the Search dock (M)");
    brush_->setToolTip(tip);
    brush_->setStatusTip(tip);
    connect(brush_, &QAction::toggled, options_, &tools::ToolOptions::setSymmetricBrush);
    connect(options_, &tools::ToolOptions::changed, brush_, [this] { brush_->setChecked(options_->symmetricBrush()); });
    connect(brush_, &QAction::triggered, this, [this](bool on) {
        if (on && options_->symmetry() == SymmetryMode::None)
            emit message(tr("The symmetric brush follows the symmetry chosen in the Search dock; no symmetry is chosen yet."));
    });

    show_ = new QAction(tr("Show S&ymmetry"), this);
    show_->setObjectName(QStringLiteral("ShowSymmetry"));
    show_->setCheckable(true);
    show_->setChecked(QSettings().value(QStringLiteral("view/symmetry"), true).toBool());
    show_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    show_->setToolTip(tr("Draw the mirror axes or the centre of the chosen symmetry, and where the images of the homes fall"));
    show_->setStatusTip(show_->toolTip());
    connect(show_, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("view/symmetry"), on);
        refresh();
    });
    connect(box_, &docks::SymmetryBox::modeChanged, this, &SymmetryControls::modeChanged);
    options_->setSymmetry(box_->mode());
}

void SymmetryControls::attach(session::DocumentSession* session)
{
    session_ = session;
    overlay_ = new scene::SymmetryItem;
    session->scene()->addItem(overlay_);
    connect(session->document(), &document::MapDocument::contentReset, this, &SymmetryControls::refresh);
    options_->setSymmetry(box_->mode());
    refresh();
}

void SymmetryControls::modeChanged(SymmetryMode mode)
{
    options_->setSymmetry(mode);
    refresh();
}

void SymmetryControls::refresh()
{
    if (!session_ || !overlay_)
        return;
    overlay_->show(*session_->document(), show_->isChecked() ? options_->symmetry() : SymmetryMode::None);
}

} // namespace hexloom::ui::main_window
