// What the German and Brazilian Portuguese walk of the editor found (docs/user-guide.md,
// "Languages"), kept from coming back: texts that stayed English although translated, and windows
// whose longer German or Portuguese texts were cut off or did not fit a 1280×800 screen.
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QHeaderView>
#include <QTreeView>
#include <QRegularExpression>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "core/io/map_formats.h"
#include "tests/support/builtin_map_file.h"
#include "tests/support/event_loop.h"
#include "tests/support/language_scope.h"
#include "tests/support/scratch_settings.h"
#include "tests/support/fixtures.h"
#include "ui/dialogs/new_game_wizard.h"
#include "ui/docks/search_dock.h"
#include "ui/main_window/elided_label.h"
#include "ui/main_window/help_window.h"
#include "ui/main_window/layout_presets.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/pdf_export_dialog.h"
#include "ui/main_window/print_preset_export_dialog.h"
#include "ui/main_window/tts_export_dialog.h"
#include "ui/scene/map_view.h"
#include "ui/text/core_text.h"
#include "ui/text/qt_catalogue_gaps.h"

namespace hexloom::test {
namespace {

const QString kLanguages[] = {QStringLiteral("de"), QStringLiteral("pt_BR")};

// The widgets inside `area` wider than its viewport, by class and object name, for the message.
QString tooWide(const QScrollArea* area)
{
    QStringList out;
    for (const QWidget* c : area->widget()->findChildren<QWidget*>())
        if (c->isVisible() && c->minimumSizeHint().width() > area->viewport()->width())
            out << QStringLiteral("%1 %2 (%3 px)").arg(QString::fromLatin1(c->metaObject()->className()), c->objectName()).arg(c->minimumSizeHint().width());
    return out.join(QStringLiteral(", "));
}

// The editor window as a start in `code` shows it: the built-in map at 1280 × 800, Design layout.
class TranslatedWindow {
public:
    explicit TranslatedWindow(const QString& code) : scope(code)
    {
        w.openDefault();
        w.resize(1280, 800);
        w.show();
        w.layouts()->apply(ui::main_window::LayoutPresets::Preset::Design);
        spinUntilSteady([this] { return w.view()->size(); });
    }
    LanguageScope scope;
    ui::main_window::MainWindow w;
};

TEST(TranslatedScreens, FileDialogsNameEveryMapFormatInTheUsersLanguage)
{
    ASSERT_TRUE(kScratchSettings);
    for (const QString& code : kLanguages) {
        LanguageScope scope(code);
        ASSERT_EQ(scope.installed, code);
        for (const core::io::MapFormatInfo& format : core::io::MapFormats::all())
            EXPECT_NE(ui::text::coreText(format.displayName.toStdString()), format.displayName) << code.toStdString() << ": " << format.id;
        const QString filters = core::io::MapFormats::dialogFilters([](const QString& english) { return ui::text::coreText(english.toStdString()); });
        EXPECT_FALSE(filters.contains(QStringLiteral("All files"))) << code.toStdString();
        EXPECT_FALSE(filters.startsWith(QStringLiteral("Maps"))) << code.toStdString();
        // Qt's own file dialog: the type column's names, which Qt's Portuguese catalogue lacks.
        for (const ui::text::QtText& t : ui::text::kQtCatalogueGaps) {
            if (QLatin1String(t.source) != QLatin1String("Alias")) { // the same word in German and Portuguese
                EXPECT_NE(QCoreApplication::translate(t.context, t.source), QLatin1String(t.source)) << code.toStdString() << ": " << t.source;
            }
        }
    }
}

// Qt's own file chooser (no native one under a bare X server): its type column showed "Do…ON" for
// "Documento JSON" and English "Folder"; now the column is as wide as its texts, in Portuguese.
TEST(TranslatedScreens, QtsFileDialogShowsItsTypesWholeInTheUsersLanguage)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    ASSERT_TRUE(QDir(dir.path()).mkdir(QStringLiteral("maps")));
    writeBuiltinMap(dir, QStringLiteral("catan-seats"), QStringLiteral("catan-seats"));
    TranslatedWindow t(kLanguages[1]);
    QFileDialog dialog(&t.w, QString(), dir.path());
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.show();
    auto* details = dialog.findChild<QTreeView*>(QStringLiteral("treeView"));
    ASSERT_NE(details, nullptr);
    ASSERT_TRUE(spinUntil([&] { return details->model()->rowCount(details->rootIndex()) == 2; }));
    spinUntilSteady([&] { return details->header()->sectionSize(2); });
    QStringList types;
    for (int row = 0; row < 2; ++row)
        types << details->model()->index(row, 2, details->rootIndex()).data().toString();
    EXPECT_TRUE(types.contains(QStringLiteral("Pasta"))) << types.join(QLatin1Char(',')).toStdString();
    for (const int column : {1, 2, 3}) {
        EXPECT_GE(details->header()->sectionSize(column), static_cast<QAbstractItemView*>(details)->sizeHintForColumn(column)) << column;
    }
}

TEST(TranslatedScreens, HelpNamesItsPagesInTheUsersLanguage)
{
    ASSERT_TRUE(kScratchSettings);
    const QStringList english{QStringLiteral("Getting started"), QStringLiteral("User guide"), QStringLiteral("Command line"),
                              QStringLiteral("File formats"), QStringLiteral("Rules"), QStringLiteral("Algorithms")};
    for (const QString& code : kLanguages) {
        LanguageScope scope(code);
        ui::main_window::HelpWindow help(nullptr, nullptr);
        auto* pages = help.findChild<QComboBox*>();
        ASSERT_NE(pages, nullptr);
        ASSERT_GE(pages->count(), english.size());
        for (int i = 0; i < pages->count(); ++i)
            EXPECT_FALSE(english.contains(pages->itemText(i))) << code.toStdString() << ": " << pages->itemText(i).toStdString();
    }
}

TEST(TranslatedScreens, TheSearchDocksSettingsFitItsWidthInEveryLanguage)
{
    ASSERT_TRUE(kScratchSettings);
    for (const QString& code : kLanguages) {
        TranslatedWindow t(code);
        auto* scroll = t.w.searchDock()->findChild<QScrollArea*>();
        ASSERT_NE(scroll, nullptr);
        ASSERT_TRUE(scroll->isVisible());
        EXPECT_EQ(scroll->horizontalScrollBar()->maximum(), 0) << code.toStdString() << ": " << tooWide(scroll).toStdString();
    }
}

TEST(TranslatedScreens, ACutAlgorithmNameIsInFullInItsTooltip)
{
    ASSERT_TRUE(kScratchSettings);
    for (const QString& code : kLanguages) {
        TranslatedWindow t(code);
        for (const char* name : {"SearchAlgorithm", "RunBarAlgorithm"}) {
            auto* box = t.w.findChild<QComboBox*>(QString::fromLatin1(name));
            ASSERT_NE(box, nullptr) << name;
            for (const int index : {box->count() - 1, 0}) {
                box->setCurrentIndex(index);
                EXPECT_TRUE(box->toolTip().startsWith(box->itemText(index) + QLatin1Char('\n'))) << code.toStdString() << " " << name << ": " << box->toolTip().toStdString();
            }
        }
    }
}

// With the built-in map, Catan maps whose Fairness dock also shows the seat draft (with and without
// players), and the galaxy with its players' explanations: no sideways scroll bar, neither around a
// dock's content nor inside its tables (their columns fit the dock), and no wrapped text cut short.
TEST(TranslatedScreens, EveryDocksContentFitsItsWidthInEveryLanguage)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    const QString fair = writeBuiltinMap(dir, QStringLiteral("catan-fair"), QStringLiteral("catan-fair"));
    const QString seats = writeBuiltinMap(dir, QStringLiteral("catan-seats"), QStringLiteral("catan-seats"));
    const QString galaxy = writeBuiltinMap(dir, QStringLiteral("space-galaxy"), QStringLiteral("space-galaxy"));
    for (const QString& code : kLanguages) {
        for (const QString& map : {QString(), fair, seats, galaxy}) {
            TranslatedWindow t(code);
            if (!map.isEmpty()) {
                ASSERT_TRUE(t.w.openFile(map));
            }
            for (QDockWidget* dock : t.w.findChildren<QDockWidget*>()) {
                if (dock->isFloating() || !dock->toggleViewAction()->isChecked())
                    continue;
                dock->raise(); // the front tab of its group
                spinUntilSteady([dock] { return dock->size(); });
                for (QScrollArea* scroll : dock->findChildren<QScrollArea*>()) {
                    if (scroll->isVisible() && scroll->widget()) {
                        EXPECT_EQ(scroll->horizontalScrollBar()->maximum(), 0)
                            << code.toStdString() << " " << map.toStdString() << ": " << dock->objectName().toStdString() << ": " << tooWide(scroll).toStdString();
                    }
                }
                const std::string where = code.toStdString() + " " + map.toStdString() + ": " + dock->objectName().toStdString();
                for (QTableView* table : dock->findChildren<QTableView*>()) {
                    if (table->isVisible() && table->model()->rowCount() > 0) {
                        EXPECT_EQ(table->horizontalScrollBar()->maximum(), 0) << where << ": a table scrolls sideways (" << table->viewport()->width() << " px)";
                    }
                }
                for (QLabel* label : dock->findChildren<QLabel*>()) {
                    if (label->isVisible() && label->wordWrap() && !label->text().isEmpty()) {
                        EXPECT_GE(label->height(), label->heightForWidth(label->width())) << where << ": " << label->text().toStdString();
                    }
                }
            }
        }
    }
}

// The galaxy as opened is not fair, and the status bar says why in a sentence longer than a 1280 px
// window: elided to the room it has (never clipped mid-letter), whole in its tooltip, in English too.
TEST(TranslatedScreens, TheStatusBarsFairnessVerdictIsElidedAndWholeInItsTooltip)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    const QString galaxy = writeBuiltinMap(dir, QStringLiteral("space-galaxy"), QStringLiteral("space-galaxy"));
    for (const QString& code : {QStringLiteral("en"), kLanguages[0], kLanguages[1]}) {
        TranslatedWindow t(code);
        ASSERT_TRUE(t.w.openFile(galaxy));
        auto* verdict = t.w.findChild<ui::main_window::ElidedLabel*>(QStringLiteral("FairnessVerdict"));
        ASSERT_NE(verdict, nullptr);
        ASSERT_TRUE(spinUntil([verdict] { return !verdict->fullText().isEmpty(); })) << code.toStdString();
        spinUntilSteady([verdict] { return verdict->text(); });
        const std::string where = code.toStdString() + ": " + verdict->fullText().toStdString();
        EXPECT_TRUE(verdict->isVisible()) << where;
        EXPECT_LE(verdict->geometry().right(), t.w.statusBar()->contentsRect().right()) << where;
        EXPECT_LE(verdict->fontMetrics().horizontalAdvance(verdict->text()), verdict->contentsRect().width()) << where;
        ASSERT_TRUE(verdict->isElided()) << where << " fits in " << verdict->width() << " px";
        EXPECT_TRUE(verdict->text().endsWith(QChar(0x2026))) << where;
        EXPECT_TRUE(verdict->fullText().startsWith(verdict->text().chopped(1))) << verdict->text().toStdString();
        EXPECT_GT(verdict->text().size(), 16) << where;
        EXPECT_TRUE(verdict->toolTip().startsWith(verdict->fullText() + QLatin1Char('\n'))) << verdict->toolTip().toStdString();
        EXPECT_TRUE(verdict->fullText().contains(QStringLiteral("Player 5"))) << where; // the galaxy's lowest player, named by its rule set
        if (code != QLatin1String("en")) {
            EXPECT_FALSE(verdict->fullText().contains(QRegularExpression(QStringLiteral("\\d\\.\\d")))) << where; // "13,8 unter dem Mittelwert"
        }
    }
}

// A verdict given the width the label asks for is shown whole: "Fair: ... (Spanne 0)" lost its last
// characters to "(Spanne…" while the status bar had hundreds of pixels free, because the label asked
// for its text's width rounded to the nearest pixel. One pixel less than it asks for elides it.
TEST(TranslatedScreens, AVerdictGivenTheRoomItAsksForIsShownWhole)
{
    const QString texts[] = {QStringLiteral("Fair: Jeder Spieler liegt innerhalb der Toleranz (Spanne 0)"),
                             QStringLiteral("Fair: every player within the tolerance (spread 0)"), QStringLiteral("il1|.,;:'"),
                             QStringLiteral("Justo: todos os jogadores dentro da tolerância (amplitude 0,25)")};
    for (const QString& text : texts) {
        ui::main_window::ElidedLabel label(QStringLiteral("d"));
        label.setFullText(text);
        label.resize(label.sizeHint());
        label.show();
        EXPECT_FALSE(label.isElided()) << text.toStdString() << " in " << label.width() << " px: " << label.text().toStdString();
        label.resize(label.fontMetrics().horizontalAdvance(text) - 2, label.height());
        EXPECT_TRUE(label.isElided()) << text.toStdString();
    }
}

// The room a dialog has on a 1280 x 800 screen under a window manager's title bar.
const QSize kSmallScreen(1280, 800 - 40);

TEST(TranslatedScreens, TheNewGameWizardAndTheExportDialogsFitA1280x800Screen)
{
    ASSERT_TRUE(kScratchSettings);
    const auto rules = builtinRules("terra-mystica-published");
    const auto tm = builtinMap("terra-mystica-original", *rules);
    for (const QString& code : kLanguages) {
        LanguageScope scope(code);
        ui::dialogs::NewGameWizard wizard;
        ui::main_window::PdfExportDialog pdf(tm.board, tm.map, *rules, QStringLiteral("tm"));
        ui::main_window::TtsExportDialog tts(core::io::MapFile{rules, false, tm.board, tm.map, {}}, QStringLiteral("tm"));
        for (const QDialog* d : std::initializer_list<const QDialog*>{&wizard, &pdf, &tts}) {
            const QSize hint = d->sizeHint().expandedTo(d->minimumSizeHint());
            EXPECT_LE(hint.width(), kSmallScreen.width()) << code.toStdString() << ": " << d->metaObject()->className();
            EXPECT_LE(hint.height(), kSmallScreen.height()) << code.toStdString() << ": " << d->metaObject()->className();
        }
    }
}

// What the Portuguese walk of the export dialogs found: the Tabletop Simulator dialog squeezed its
// rows (texts cut at the bottom) when the board side's row appeared, its numbers had decimal points,
// and the print dialog's fold lines too ("x = 2737.5 px" in a Portuguese sentence).
TEST(TranslatedScreens, TheExportDialogsShowEveryRowWholeWithTheLanguagesDecimalSign)
{
    ASSERT_TRUE(kScratchSettings);
    const auto rules = builtinRules("terra-mystica-published");
    const auto tm = builtinMap("terra-mystica-original", *rules);
    const QRegularExpression pointDecimal(QStringLiteral("\\d\\.\\d"));
    for (const QString& code : kLanguages) {
        LanguageScope scope(code);
        ui::main_window::TtsExportDialog tts(core::io::MapFile{rules, false, tm.board, tm.map, {}}, QStringLiteral("tm"));
        auto* variant = tts.findChild<QComboBox*>(QStringLiteral("TtsVariant"));
        ASSERT_NE(variant, nullptr);
        variant->setCurrentIndex(0);
        tts.show();
        spinUntilSteady([&tts] { return tts.size(); });
        variant->setCurrentIndex(variant->findData(QStringLiteral("tts-board")));
        spinUntilSteady([&tts] { return tts.size(); });
        for (QWidget* w : tts.findChildren<QWidget*>()) {
            if (!w->isVisible() || !w->parentWidget() || w->parentWidget() != &tts)
                continue;
            auto* label = qobject_cast<QLabel*>(w);
            const int needed = label && label->wordWrap() ? label->heightForWidth(label->width()) : w->minimumSizeHint().height();
            EXPECT_GE(w->height(), needed) << code.toStdString() << ": " << w->metaObject()->className() << " " << w->objectName().toStdString();
        }
        EXPECT_FALSE(tts.summary().contains(pointDecimal)) << tts.summary().toStdString();
        EXPECT_TRUE(tts.summary().contains(QLocale().decimalPoint())) << tts.summary().toStdString();

        auto one = std::make_shared<const core::model::Board>(core::model::Board::fromCells({{0, 0}}));
        auto map = std::make_shared<core::model::Map>(1);
        map->setTerrain(0, 1);
        ui::main_window::PrintPresetExportDialog print(one, map, builtinRules("catan"), QStringLiteral("one"));
        print.setPreset("tgc-quadfold", render::PrintProduct::Board);
        ASSERT_TRUE(spinUntil([&] { return !print.busy(); }, 60'000));
        EXPECT_TRUE(print.summary().contains(QStringLiteral("2737") + QLocale().decimalPoint() + QStringLiteral("5"))) << print.summary().toStdString();
    }
}

} // namespace
} // namespace hexloom::test
