#include "ui/docks/seed_edit.h"

#include <QAction>
#include <QHBoxLayout>
#include <QToolButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <limits>

namespace hexloom::ui::docks {

SeedEdit::SeedEdit(const QString& tip, QWidget* parent) : QWidget(parent)
{
    spin_ = new QSpinBox(this);
    spin_->setRange(0, std::numeric_limits<int>::max());
    spin_->setValue(1);
    spin_->setToolTip(tip);
    newSeed_ = new QAction(tr("&New Seed"), this);
    newSeed_->setToolTip(tr("Draw a random seed"));
    connect(newSeed_, &QAction::triggered, this, [this] { spin_->setValue(static_cast<int>(QRandomGenerator::global()->bounded(1 << 30))); });
    auto* newSeed = new QToolButton(this);
    newSeed->setDefaultAction(newSeed_);
    newSeed->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(spin_, 1);
    row->addWidget(newSeed);
}

int SeedEdit::value() const { return spin_->value(); }

void SeedEdit::setValue(int seed) { spin_->setValue(seed); }

} // namespace hexloom::ui::docks
