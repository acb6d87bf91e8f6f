#include "ui/dialogs/new_game_wizard.h"

#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QVBoxLayout>
#include <QWizardPage>

#include "core/io/atomic_file.h"
#include "core/io/rule_set_file.h"
#include "core/rules/edits/game_setup_check.h"
#include "ui/dialogs/new_game_kinds_page.h"
#include "ui/dialogs/new_game_players_page.h"
#include "ui/dialogs/new_game_start_page.h"
#include "ui/dialogs/requirement_editor.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::dialogs {

namespace {

// The requirements, picked from the registry with their forms (RequirementEditor), checked as the
// designer edits them: the whole game is read back as a file is read after every change, what is
// wrong is named under the form in one line, and Finish stays off until it checks.
class RequirementsPage : public QWizardPage {
public:
    explicit RequirementsPage(NewGameWizard* wizard) : QWizardPage(wizard), wizard_(wizard)
    {
        setTitle(NewGameWizard::tr("Requirements"));
        setSubTitle(NewGameWizard::tr("What a good map of the game avoids; searches count the violations. Add them from the list of types."));
        editor_ = new RequirementEditor(this);
        problem_ = new QLabel(this);
        problem_->setObjectName(QStringLiteral("Problem"));
        problem_->setStyleSheet(QStringLiteral("color: #b00020"));
        problem_->setWordWrap(true);
        auto* layout = new QVBoxLayout(this);
        layout->addWidget(editor_, 1);
        layout->addWidget(problem_);
        setFinalPage(true);
        connect(editor_, &RequirementEditor::edited, this, &RequirementsPage::check);
    }
    void initializePage() override
    {
        editor_->setRequirements(wizard_->draft().requirements);
        check();
    }
    void cleanupPage() override { store(); }
    bool isComplete() const override { return ok_; }
    void store() { wizard_->draft().requirements = editor_->requirements(); }
    void showProblem(const QString& text) { problem_->setText(text); }

private:
    void check()
    {
        store();
        QString reason;
        const bool ok = wizard_->checked(&reason).has_value();
        showProblem(reason);
        if (ok != ok_) {
            ok_ = ok;
            emit completeChanged();
        }
    }

    NewGameWizard* wizard_;
    RequirementEditor* editor_;
    QLabel* problem_;
    bool ok_ = true;
};

} // namespace

NewGameWizard::NewGameWizard(QWidget* parent) : QWizard(parent)
{
    setObjectName(QStringLiteral("NewGameWizard"));
    setWindowTitle(tr("New Game"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    draft_.name = "my-game";
    startFrom(core::rules::GameTemplate::Blank, core::rules::makeNewGame({}).board);
    setPage(kGamePage, new NewGameStartPage(this));
    setPage(kKindsPage, new NewGameKindsPage(this));
    setPage(kPlayersPage, new NewGamePlayersPage(this));
    setPage(kRequirementsPage, new RequirementsPage(this));
    resize(900, 640);
    askPath_ = [this](const QString& suggested) {
        return QFileDialog::getSaveFileName(this, tr("Save the new game's rule set"), suggested, tr("Rule sets (*.json)"));
    };
}

void NewGameWizard::startFrom(core::rules::GameTemplate from, const core::rules::BoardSpec& board)
{
    core::rules::NewGameOptions options;
    options.from = from;
    options.name = draft_.name.empty() ? "my-game" : draft_.name;
    options.board = board;
    draft_ = core::rules::makeNewGame(options);
    board_ = core::rules::boardOf(draft_.board);
    emit draftChanged();
}

void NewGameWizard::setBoard(const core::rules::BoardSpec& board)
{
    draft_.board = board;
    board_ = core::rules::boardOf(board);
    emit draftChanged();
}

std::optional<core::rules::RuleSet> NewGameWizard::checked(QString* reason) const
{
    if (const auto problem = core::rules::firstSetupProblem(draft_, board_)) {
        *reason = text::fieldText(problem->field, problem->message);
        return std::nullopt;
    }
    try {
        return core::io::parseRuleSet(core::io::writeRuleSet(draft_), tr("new game").toStdString());
    } catch (const std::exception& e) {
        *reason = text::formErrorText(e);
        return std::nullopt;
    }
}

bool NewGameWizard::validateCurrentPage()
{
    if (currentId() != kRequirementsPage)
        return QWizard::validateCurrentPage();
    auto* page = static_cast<RequirementsPage*>(currentPage());
    page->store();
    QString reason;
    const auto rules = checked(&reason);
    page->showProblem(reason);
    if (!rules)
        return false;
    const QString path = askPath_(QString::fromStdString(rules->name) + QStringLiteral(".json"));
    if (path.isEmpty())
        return false; // still in the wizard, nothing lost
    try {
        core::io::saveFileAtomically(path, core::io::writeRuleSet(*rules));
    } catch (const std::exception& e) {
        page->showProblem(text::errorText(e));
        return false;
    }
    savedPath_ = path;
    return true;
}

} // namespace hexloom::ui::dialogs
