#include "ui/dialogs/new_game_kinds_page.h"

#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>
#include <numeric>
#include <set>

#include "core/rules/edits/game_setup_check.h"
#include "core/rules/edits/kind_references.h"
#include "ui/dialogs/attributes_table.h"
#include "ui/dialogs/kinds_table.h"
#include "ui/dialogs/new_game_wizard.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::dialogs {

namespace {
QPushButton* button(const QString& text, const QString& tip, QWidget* parent)
{
    auto* b = new QPushButton(text, parent);
    b->setToolTip(tip);
    return b;
}
} // namespace

NewGameKindsPage::NewGameKindsPage(NewGameWizard* wizard) : QWizardPage(wizard), wizard_(wizard)
{
    setTitle(tr("Kinds and pool"));
    setSubTitle(tr("The kinds of hex in the game and how many tiles of each; together they fill the board."));
    kinds_ = new KindsTable(this);
    attributes_ = new AttributesTable(this);
    auto* add = button(tr("Add kind"), tr("Add a kind of hex"), this);
    auto* remove = button(tr("Remove kind"), tr("Remove the selected kind (asks how to fix what names it)"), this);
    auto* share = button(tr("Fill the board"), tr("Share the board's cells out among the kinds, in proportion to their counts"), this);
    share->setObjectName(QStringLiteral("FillTheBoard"));
    auto* addAttribute = button(tr("Add attribute…"), tr("Add a number every kind may have (resources, influence, ...)"), this);
    auto* removeAttribute = button(tr("Remove attribute"), tr("Remove the selected attribute from every kind"), this);
    tokens_ = new QLineEdit(this);
    tokens_->setObjectName(QStringLiteral("Tokens"));
    tokens_->setPlaceholderText(tr("none", "no number tokens"));
    tokens_->setToolTip(tr("Number tokens for the kinds that take one, separated by ',' (Catan: 2,3,3,4,4,...)"));
    total_ = new QLabel(this);
    total_->setObjectName(QStringLiteral("PoolTotal"));
    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("Problem"));
    problem_->setStyleSheet(QStringLiteral("color: #b00020"));
    problem_->setWordWrap(true);

    auto* kindButtons = new QHBoxLayout;
    for (QWidget* w : {static_cast<QWidget*>(add), static_cast<QWidget*>(remove), static_cast<QWidget*>(share)})
        kindButtons->addWidget(w);
    kindButtons->addStretch();
    kindButtons->addWidget(total_);
    auto* attributeButtons = new QHBoxLayout;
    attributeButtons->addWidget(new QLabel(tr("Attributes"), this));
    attributeButtons->addStretch();
    attributeButtons->addWidget(addAttribute);
    attributeButtons->addWidget(removeAttribute);
    auto* tokenRow = new QHBoxLayout;
    tokenRow->addWidget(new QLabel(tr("Number tokens"), this));
    tokenRow->addWidget(tokens_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(kinds_, 3);
    layout->addLayout(kindButtons);
    layout->addLayout(attributeButtons);
    layout->addWidget(attributes_, 2);
    layout->addLayout(tokenRow);
    layout->addWidget(problem_);

    connect(add, &QPushButton::clicked, kinds_, &KindsTable::addKind);
    connect(remove, &QPushButton::clicked, kinds_, &KindsTable::removeSelected);
    connect(share, &QPushButton::clicked, this, &NewGameKindsPage::sharePool);
    connect(addAttribute, &QPushButton::clicked, this, &NewGameKindsPage::askAttribute);
    connect(removeAttribute, &QPushButton::clicked, attributes_, &AttributesTable::removeCurrentAttribute);
    connect(tokens_, &QLineEdit::textEdited, this, &NewGameKindsPage::tokensEdited);
    const auto refused = [this](const QString& reason) {
        refusal_ = reason;
        refresh();
    };
    connect(kinds_, &KindsTable::refused, this, refused);
    connect(attributes_, &AttributesTable::refused, this, refused);
    connect(kinds_, &KindsTable::edited, this, [this] {
        refusal_.clear();
        attributes_->reload();
        wizard_->notifyDraftChanged();
        refresh();
    });
    connect(attributes_, &AttributesTable::edited, this, [this] {
        refusal_.clear();
        refresh();
    });
}

void NewGameKindsPage::initializePage()
{
    kinds_->setDraft(&wizard_->draft());
    attributes_->setDraft(&wizard_->draft());
    QStringList tokens;
    for (int t : wizard_->draft().tokenPool)
        tokens << QString::number(t);
    if (tokensProblem_.isEmpty())
        tokens_->setText(tokens.join(QLatin1Char(',')));
    refresh();
}

void NewGameKindsPage::tokensEdited(const QString& text)
{
    std::vector<int> tokens;
    tokensProblem_.clear();
    for (const QString& item : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int v = item.trimmed().toInt(&ok);
        if (!ok || v < 1 || v > 127) {
            tokensProblem_ = tr("field \"tokens\": \"%1\" is not a whole number from 1 to 127").arg(item.trimmed());
            break;
        }
        tokens.push_back(v);
    }
    if (tokensProblem_.isEmpty())
        wizard_->draft().tokenPool = std::move(tokens);
    refresh();
}

void NewGameKindsPage::sharePool()
{
    auto& r = wizard_->draft();
    std::vector<double> weights(r.pool.begin(), r.pool.end());
    if (std::accumulate(weights.begin(), weights.end(), 0.0) <= 0)
        weights.assign(weights.size(), 1.0);
    r.pool = core::rules::sharedPool(weights, wizard_->board().size());
    kinds_->reload();
    refresh();
}

void NewGameKindsPage::askAttribute()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Add attribute"), tr("Name (letters, digits, '-' or '_'):"), QLineEdit::Normal, QString(), &ok);
    if (ok)
        attributes_->addAttribute(name.trimmed());
}

QString NewGameKindsPage::problem() const
{
    if (!refusal_.isEmpty())
        return refusal_;
    if (!tokensProblem_.isEmpty())
        return tokensProblem_;
    const auto& r = wizard_->draft();
    if (r.terrains.empty())
        return tr("Kinds: the game needs at least one kind");
    std::set<std::string> ids;
    std::set<char> letters;
    for (int row = 0; row < r.terrainCount(); ++row) {
        const auto& t = r.terrains[static_cast<size_t>(row)];
        if (const auto bad = core::rules::kindIdProblem(t.id); !bad.pattern.empty())
            return tr("Kinds, row %1, id: %2").arg(row + 1).arg(text::coreText(bad));
        if (!ids.insert(t.id).second)
            return tr("Kinds, row %1, id: \"%2\" is used twice").arg(row + 1).arg(QString::fromStdString(t.id));
        if (t.name.empty() || t.name.size() > 64)
            return tr("Kinds, row %1, name: 1 to 64 characters").arg(row + 1);
        if (const int length = static_cast<int>(QString::fromStdString(t.label).toUcs4().size()); length > core::rules::Terrain::kMaxLabelLength)
            return tr("Kinds, row %1, label: \"%2\" is %3 characters long; a label fits the hex with at most %4")
                .arg(row + 1)
                .arg(QString::fromStdString(t.label))
                .arg(length)
                .arg(core::rules::Terrain::kMaxLabelLength);
        if (t.letter < 'A' || t.letter > 'Z' || t.letter == 'N')
            return tr("Kinds, row %1, letter: one capital letter other than N (N marks padding)").arg(row + 1);
        if (!letters.insert(t.letter).second)
            return tr("Kinds, row %1, letter: %2 is used twice").arg(row + 1).arg(QChar::fromLatin1(t.letter));
    }
    for (const auto& p : core::rules::setupProblems(r, wizard_->board()))
        if (p.field == "pool" || p.field == "tokens")
            return text::fieldText(p.field, p.message);
    return {};
}

void NewGameKindsPage::refresh()
{
    const auto& pool = wizard_->draft().pool;
    total_->setText(tr("%1 tiles for %n hex(es)", nullptr, wizard_->board().size()).arg(std::accumulate(pool.begin(), pool.end(), 0)));
    problem_->setText(problem());
    emit completeChanged();
}

bool NewGameKindsPage::isComplete() const { return problem().isEmpty(); }

} // namespace hexloom::ui::dialogs
