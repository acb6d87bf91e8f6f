// What the German and Brazilian Portuguese walk of the editor found (docs/user-guide.md,
// "Languages"), kept from coming back: texts that stayed English although translated, and windows
// whose longer German or Portuguese texts were cut off or did not fit a 1280×800 screen.
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QScrollArea>
#include <QScrollBar>
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
#include "ui/main_window/help_window.h"
#include "ui/main_window/layout_presets.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/pdf_export_dialog.h"
#include "ui/main_window/tts_export_dialog.h"
#include "ui/scene/map_view.h"
#include "ui/text/core_text.h"

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

// With the built-in map, a Catan map whose Fairness dock also shows the seat draft, and the galaxy
// with its players' explanations.
TEST(TranslatedScreens, EveryDocksContentFitsItsWidthInEveryLanguage)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    const QString seats = writeBuiltinMap(dir, QStringLiteral("catan-seats"), QStringLiteral("catan-seats"));
    const QString galaxy = writeBuiltinMap(dir, QStringLiteral("space-galaxy"), QStringLiteral("space-galaxy"));
    for (const QString& code : kLanguages) {
        for (const QString& map : {QString(), seats, galaxy}) {
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
            }
        }
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

} // namespace
} // namespace hexloom::test
