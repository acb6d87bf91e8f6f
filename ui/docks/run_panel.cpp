#include "ui/docks/run_panel.h"

#include <QAction>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include "ui/docks/flow_layout.h"

namespace hexloom::ui::docks {

RunPanel::RunPanel(const std::vector<ActionSpec>& specs, QWidget* parent) : QWidget(parent)
{
    lines_ = new QVBoxLayout(this);
    lines_->setContentsMargins(0, 0, 0, 0);
    // The buttons wrap to a second line where their texts are longer than the dock is wide.
    auto* buttons = new FlowLayout;
    for (const ActionSpec& spec : specs) {
        auto* a = new QAction(spec.text, this);
        a->setShortcut(spec.key);
        a->setToolTip(spec.toolTip);
        if (!spec.statusTip.isEmpty())
            a->setStatusTip(spec.statusTip);
        if (!spec.iconText.isEmpty())
            a->setIconText(spec.iconText);
        actions_[static_cast<size_t>(spec.button)] = a;
        switch (spec.button) {
        case Button::Run:
            connect(a, &QAction::triggered, this, &RunPanel::runRequested);
            break;
        case Button::Pause:
            a->setCheckable(true);
            connect(a, &QAction::toggled, this, &RunPanel::pauseToggled);
            break;
        case Button::Step:
            connect(a, &QAction::triggered, this, &RunPanel::stepRequested);
            break;
        case Button::Stop:
            connect(a, &QAction::triggered, this, &RunPanel::stopRequested);
            break;
        case Button::Apply:
            connect(a, &QAction::triggered, this, &RunPanel::applyRequested);
            break;
        }
        // The buttons are the panel's own children: the state line is their sibling.
        auto* b = new QToolButton(this);
        b->setDefaultAction(a);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        buttons->addWidget(b);
    }
    lines_->addLayout(buttons);
}

QLabel* RunPanel::addStateLine()
{
    state_ = addTextLine();
    return state_;
}

QLabel* RunPanel::addTextLine()
{
    auto* l = new QLabel(this);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    lines_->addWidget(l);
    return l;
}

void RunPanel::addFigures(QWidget* figures) { lines_->addWidget(figures); }

void RunPanel::setState(const QString& text, bool error)
{
    stateText_ = text;
    if (!state_)
        return;
    state_->setTextFormat(error ? Qt::RichText : Qt::PlainText);
    state_->setText(error ? QStringLiteral("<span style='color:#b00000'>%1</span>").arg(text.toHtmlEscaped()) : text);
}

QString RunPanel::state() const { return stateText_; }

} // namespace hexloom::ui::docks
