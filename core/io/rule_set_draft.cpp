#include "core/io/rule_set_draft.h"

#include <QJsonArray>
#include <cmath>
#include <string>

namespace hexloom::core::io {

using text::CoreText;

using rules::DraftSetup;

void parseDraft(const JsonFields& root, rules::RuleSet& r)
{
    if (!root.has("draft"))
        return;
    const JsonFields d = root.object("draft");
    d.allowOnly({"seats", "placements", "noise", "drafts", "seed"});
    DraftSetup setup;
    setup.seats = d.integer("seats", DraftSetup::kMinSeats, DraftSetup::kMaxSeats, setup.seats);
    setup.placements = d.integer("placements", 1, DraftSetup::kMaxPlacements, setup.placements);
    setup.drafts = d.integer("drafts", 1, DraftSetup::kMaxDrafts, setup.drafts);
    // Seeds are whole numbers a JSON double holds exactly.
    const double seed = d.number("seed", 0, 9007199254740991.0, 1.0);
    if (seed != std::floor(seed))
        d.fail(d.field("seed"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected a whole number from 0")});
    setup.seed = static_cast<uint64_t>(seed);
    if (d.has("noise")) {
        const QJsonArray noise = d.array("noise", 3);
        if (noise.isEmpty())
            d.fail(d.field("noise"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "give the chances of taking the best, second and third legal corner (one to three numbers), or leave noise out")});
        double sum = 0;
        for (int i = 0; i < noise.size(); ++i) {
            const QJsonValue v = noise.at(i);
            if (!v.isDouble() || v.toDouble() < 0 || v.toDouble() > 1)
                d.fail(d.at("noise", i), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected a chance from 0 to 1")});
            setup.noise.push_back(v.toDouble());
            sum += v.toDouble();
        }
        if (std::abs(sum - 1) > 1e-6)
            d.fail(d.field("noise"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "the chances must sum to 1, they sum to %1"), {{std::to_string(sum)}}});
        if (setup.noise.front() <= 0)
            d.fail(d.at("noise", 0), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "the chance of taking the best legal corner must be above 0 (it is the only pick when one corner is left)")});
    }
    r.draft = setup;
}

void writeDraft(const rules::RuleSet& r, QJsonObject& root)
{
    if (!r.draft)
        return;
    const DraftSetup& s = *r.draft;
    QJsonObject d{{"seats", s.seats}, {"placements", s.placements}, {"drafts", s.drafts}, {"seed", static_cast<double>(s.seed)}};
    if (s.noisy()) {
        QJsonArray noise;
        for (const double p : s.noise)
            noise.append(p);
        d["noise"] = noise;
    }
    root["draft"] = d;
}

} // namespace hexloom::core::io
