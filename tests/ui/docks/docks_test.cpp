// Docks: selecting a requirement outlines exactly its violating hexes; the parameter form built
// from descriptors yields their defaults and the values typed into it.
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <gtest/gtest.h>

#include "core/rules/evaluator.h"
#include "ui/docks/parameter_form.h"
#include "ui/docks/requirements_dock.h"
#include "ui/document/document_files.h"
#include "ui/scene/map_scene.h"

namespace hexloom::test {
namespace {

using namespace ui;
using core::run::ParameterDescriptor;

TEST(RequirementsDock, SelectingARequirementOutlinesItsViolatingHexes)
{
    document::MapDocument doc(
        document::builtinDocument(QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original")).content);
    scene::MapScene scene(&doc);
    docks::RequirementsDock dock;
    dock.setDocument(&doc, &scene);
    dock.selectRequirement(QStringLiteral("REQ4"));
    // Independent oracle: a fresh evaluator's cells for REQ4.
    core::rules::Evaluator ev(doc.content().board, doc.content().rules);
    std::vector<core::model::CellIndex> expected;
    ev.requirement(3).cells(doc.map(), expected);
    std::vector<core::model::CellIndex> shown;
    for (const auto& m : scene.marks(scene::MarkLayer::Violations)->marks())
        shown.push_back(m.cell);
    EXPECT_EQ(shown, expected);
    EXPECT_FALSE(shown.empty());
}

TEST(ParameterForm, BuildsOneEditorPerDescriptorWithDefaultsAndReadsValuesBack)
{
    const std::vector<ParameterDescriptor> d{
        {"tabu_size", ParameterDescriptor::Type::Integer, 1, 1000, 50, {}, "solutions remembered"},
        {"rho", ParameterDescriptor::Type::Real, 0, 1, 0.1, {}, "evaporation"},
        {"elitist", ParameterDescriptor::Type::Boolean, 0, 1, 1, {}, "keep the best ant"},
        {"mode", ParameterDescriptor::Type::Choice, 0, 1, 1, {"tabu", "annealing"}, "move rule"}};
    docks::ParameterForm form;
    form.setDescriptors(d);
    auto v = form.values();
    EXPECT_EQ(v.at("tabu_size"), 50);
    EXPECT_DOUBLE_EQ(v.at("rho"), 0.1);
    EXPECT_EQ(v.at("elitist"), 1);
    EXPECT_EQ(v.at("mode"), 1);
    form.findChild<QSpinBox*>()->setValue(75);
    form.findChild<QDoubleSpinBox*>()->setValue(2.0); // clamped to the descriptor's range
    form.findChild<QCheckBox*>()->setChecked(false);
    form.findChild<QComboBox*>()->setCurrentIndex(0);
    v = form.values();
    EXPECT_EQ(v.at("tabu_size"), 75);
    EXPECT_DOUBLE_EQ(v.at("rho"), 1.0);
    EXPECT_EQ(v.at("elitist"), 0);
    EXPECT_EQ(v.at("mode"), 0);
    EXPECT_NO_THROW(core::run::validateParameters("test", d, v));
    form.resetToDefaults();
    EXPECT_EQ(form.values().at("tabu_size"), 50);
}

} // namespace
} // namespace hexloom::test
