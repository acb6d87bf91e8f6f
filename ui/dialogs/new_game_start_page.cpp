#include "ui/dialogs/new_game_start_page.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "ui/dialogs/new_game_wizard.h"

namespace hexloom::ui::dialogs {

using core::rules::GameTemplate;

NewGameStartPage::NewGameStartPage(NewGameWizard* wizard) : QWizardPage(wizard), wizard_(wizard)
{
    setTitle(tr("Game and board"));
    setSubTitle(tr("Start from a blank page or from a game like one you know; everything can be changed on the next pages."));
    auto* layout = new QVBoxLayout(this);
    auto* start = new QGroupBox(tr("Start from"), this);
    auto* startLayout = new QVBoxLayout(start);
    templates_ = new QButtonGroup(this);
    const std::pair<GameTemplate, QString> choices[] = {
        {GameTemplate::Blank, tr("Blank: kinds, pool and players of your own")},
        {GameTemplate::Terrain, tr("Hex terrain, like Terra Mystica: seven land terrains on a terraform cycle and a river")},
        {GameTemplate::Tokens, tr("Number tokens, like Catan: resource hexes with number tokens and a desert")},
        {GameTemplate::Slices, tr("Player slices, like a galaxy: systems worth resources and influence, a home per player")},
    };
    for (const auto& [id, text] : choices) {
        auto* button = new QRadioButton(text, start);
        button->setObjectName(QStringLiteral("Template_%1").arg(QLatin1String(core::rules::gameTemplateName(id))));
        templates_->addButton(button, static_cast<int>(id));
        startLayout->addWidget(button);
    }
    templates_->button(static_cast<int>(GameTemplate::Blank))->setChecked(true);
    auto* form = new QFormLayout;
    name_ = new QLineEdit(QString::fromStdString(wizard->draft().name), this);
    name_->setObjectName(QStringLiteral("GameName"));
    name_->setToolTip(tr("Short name the files use to refer to the rule set (\"my-game\")"));
    title_ = new QLineEdit(QString::fromStdString(wizard->draft().title), this);
    title_->setObjectName(QStringLiteral("GameTitle"));
    title_->setToolTip(tr("The game's name as people read it"));
    shape_ = new QComboBox(this);
    shape_->setObjectName(QStringLiteral("BoardShape"));
    shape_->addItem(tr("Hexagon"), QStringLiteral("hexagon"));
    shape_->addItem(tr("Rectangle"), QStringLiteral("rectangle"));
    shape_->addItem(tr("Terra Mystica rows (long and short rows alternating)"), QStringLiteral("terra-mystica"));
    shape_->setToolTip(tr("The board's outline"));
    a_ = new QSpinBox(this);
    a_->setObjectName(QStringLiteral("BoardA"));
    b_ = new QSpinBox(this);
    b_->setObjectName(QStringLiteral("BoardB"));
    firstRowLong_ = new QCheckBox(tr("The first row is a long row"), this);
    cells_ = new QLabel(this);
    cells_->setObjectName(QStringLiteral("BoardCells"));
    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("Problem"));
    problem_->setStyleSheet(QStringLiteral("color: #b00020"));
    problem_->setWordWrap(true);
    form->addRow(tr("Name"), name_);
    form->addRow(tr("Title"), title_);
    form->addRow(tr("Board"), shape_);
    form->addRow(tr("Size"), a_);
    form->addRow(QString(), b_);
    form->addRow(QString(), firstRowLong_);
    form->addRow(tr("Cells"), cells_);
    layout->addWidget(start);
    layout->addLayout(form);
    layout->addStretch();
    layout->addWidget(problem_);
    connect(templates_, &QButtonGroup::idClicked, this, &NewGameStartPage::templateChosen);
    connect(name_, &QLineEdit::textEdited, this, [this](const QString& text) {
        wizard_->draft().name = text.trimmed().toStdString();
        emit completeChanged();
    });
    connect(title_, &QLineEdit::textEdited, this, [this](const QString& text) {
        wizard_->draft().title = text.trimmed().toStdString();
        titleTyped_ = !text.trimmed().isEmpty();
    });
    connect(shape_, &QComboBox::currentIndexChanged, this, [this] {
        showBoardFields();
        boardChanged();
    });
    for (QSpinBox* spin : {a_, b_})
        connect(spin, &QSpinBox::valueChanged, this, &NewGameStartPage::boardChanged);
    connect(firstRowLong_, &QCheckBox::toggled, this, &NewGameStartPage::boardChanged);
    templateChosen();
}

void NewGameStartPage::templateChosen()
{
    const auto from = static_cast<GameTemplate>(templates_->checkedId());
    core::rules::NewGameOptions defaults;
    defaults.from = from;
    const core::rules::BoardSpec board = core::rules::makeNewGame(defaults).board;
    const std::string typedTitle = wizard_->draft().title;
    wizard_->startFrom(from, board);
    if (titleTyped_)
        wizard_->draft().title = typedTitle;
    loading_ = true;
    shape_->setCurrentIndex(shape_->findData(QString::fromStdString(board.shape)));
    showBoardFields();
    a_->setValue(board.a);
    b_->setValue(board.b);
    firstRowLong_->setChecked(board.firstRowLong);
    loading_ = false;
    title_->setText(QString::fromStdString(wizard_->draft().title));
    boardChanged();
}

void NewGameStartPage::showBoardFields()
{
    const QString shape = shape_->currentData().toString();
    const bool hexagon = shape == QLatin1String("hexagon"), rows = shape == QLatin1String("terra-mystica");
    a_->setRange(hexagon ? 1 : 2, 60);
    b_->setRange(2, 60);
    a_->setPrefix(hexagon ? tr("radius ") : rows ? tr("rows ") : tr("width "));
    b_->setPrefix(rows ? tr("long row ") : tr("height "));
    a_->setToolTip(hexagon ? tr("Hexes from the centre to an edge") : rows ? tr("Number of rows") : tr("Hexes per row"));
    b_->setToolTip(rows ? tr("Hexes in a long row; short rows have one fewer") : tr("Number of rows"));
    b_->setVisible(!hexagon);
    firstRowLong_->setVisible(rows);
}

void NewGameStartPage::boardChanged()
{
    if (loading_)
        return;
    const core::rules::BoardSpec spec{shape_->currentData().toString().toStdString(), a_->value(), b_->isVisible() ? b_->value() : 0,
                                      firstRowLong_->isChecked(), ""};
    wizard_->setBoard(spec);
    cells_->setText(tr("%n hex(es)", nullptr, wizard_->board().size()));
    emit completeChanged();
}

bool NewGameStartPage::isComplete() const
{
    const std::string& name = wizard_->draft().name;
    const bool ok = !name.empty() && name.size() <= 64;
    problem_->setText(ok ? QString() : tr("Name: give the game a name of 1 to 64 characters"));
    return ok;
}

} // namespace hexloom::ui::dialogs
