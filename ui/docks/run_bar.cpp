#include "ui/docks/run_bar.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSpinBox>
#include <stdexcept>

#include "ui/docks/run_state_label.h"
#include "ui/docks/search_dock.h"

namespace hexloom::ui::docks {

namespace {

template <typename T>
T* required(QObject* parent, const char* name)
{
    // A null name takes the first child of the type (the seed editor's spin box).
    T* w = !parent ? nullptr : name ? parent->findChild<T*>(QString::fromLatin1(name)) : parent->findChild<T*>();
    if (!w)
        throw std::logic_error(std::string("RunBar: the Search dock has no ") + (name ? name : "seed spin box"));
    return w;
}

void mirror(QComboBox* from, QComboBox* to)
{
    for (int i = 0; i < from->count(); ++i)
        to->addItem(from->itemText(i), from->itemData(i));
    to->setCurrentIndex(from->currentIndex());
    to->setToolTip(from->toolTip());
    QObject::connect(from, &QComboBox::currentIndexChanged, to, &QComboBox::setCurrentIndex);
    QObject::connect(from, &QComboBox::currentIndexChanged, to, [from, to] { to->setToolTip(from->toolTip()); });
    QObject::connect(to, &QComboBox::currentIndexChanged, from, &QComboBox::setCurrentIndex);
}

template <typename Spin>
void mirror(Spin* from, Spin* to)
{
    to->setRange(from->minimum(), from->maximum());
    to->setPrefix(from->prefix());
    to->setSuffix(from->suffix());
    to->setSpecialValueText(from->specialValueText());
    if constexpr (std::is_same_v<Spin, QDoubleSpinBox>) {
        to->setDecimals(from->decimals());
        to->setSingleStep(from->singleStep());
    }
    to->setValue(from->value());
    to->setToolTip(from->toolTip());
    QObject::connect(from, &Spin::valueChanged, to, &Spin::setValue);
    QObject::connect(to, &Spin::valueChanged, from, &Spin::setValue);
}

} // namespace

RunBar::RunBar(SearchDock* dock, QWidget* parent) : QToolBar(tr("Run"), parent)
{
    setObjectName(QStringLiteral("RunBar"));
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    addActions({dock->runAction(), dock->pauseAction(), dock->stepAction(), dock->stopAction()});
    auto* state = new RunStateLabel(dock->stopAction(), dock->pauseAction(), this);
    connect(dock, &SearchDock::runEnded, state, &RunStateLabel::setOutcome);
    addWidget(state);
    addSeparator();
    algorithm_ = new QComboBox(this);
    algorithm_->setObjectName(QStringLiteral("RunBarAlgorithm"));
    algorithm_->setMinimumContentsLength(16);
    algorithm_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mirror(required<QComboBox>(dock, "SearchAlgorithm"), algorithm_);
    addWidget(algorithm_);
    addWidget(new QLabel(tr(" seed "), this));
    seed_ = new QSpinBox(this);
    seed_->setObjectName(QStringLiteral("RunBarSeed"));
    mirror(required<QSpinBox>(required<QWidget>(dock, "SearchSeed"), nullptr), seed_);
    addWidget(seed_);
    addWidget(new QLabel(tr(" time "), this));
    timeLimit_ = new QDoubleSpinBox(this);
    timeLimit_->setObjectName(QStringLiteral("RunBarTimeLimit"));
    mirror(required<QDoubleSpinBox>(dock, "SearchTimeLimit"), timeLimit_);
    addWidget(timeLimit_);
}

} // namespace hexloom::ui::docks
