#include "ui/run/symmetry_text.h"

#include <QStringList>

#include "core/text/text_error.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::run {

using core::symmetry::SymmetryMode;

namespace {
QString text(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

QString signedNumber(int n) { return (n > 0 ? QStringLiteral("+") : QString()) + QString::number(n); }
} // namespace

QString SymmetryText::refusal(const core::symmetry::PoolMisfit& m)
{
    QStringList values;
    for (const auto& v : m.values)
        values << (m.tokens ? tr("number %1 (%2)") : tr("%1 (%2)")).arg(text(v.name)).arg(v.count);
    const int n = static_cast<int>(m.values.size());
    const QString needed = m.size == 1 ? tr("%n fixed hex(es)", nullptr, m.needed) : tr("%n orbit(s) of %1 hexes", nullptr, m.needed).arg(m.size);
    const QString free = m.available == 0 ? tr("the board has none free") : tr("the board has %n free", nullptr, m.available);
    const QString sentence = m.tokens ? tr("The number tokens cannot be %1 symmetric: %n number(s) have counts that are not a multiple of %2 (%3) "
                                           "and need %4, but %5",
                                           nullptr, n)
                                      : tr("The pool cannot be %1 symmetric: %n kind(s) have counts that are not a multiple of %2 (%3) and need %4, "
                                           "but %5",
                                           nullptr, n);
    return sentence.arg(modeName(m.mode)).arg(m.nextSize).arg(values.join(QStringLiteral(", ")), needed, free);
}

QString SymmetryText::changes(const core::symmetry::FittedPool& fitted, const core::rules::RuleSet& rules)
{
    QStringList kinds, numbers;
    for (const auto& c : fitted.changes)
        kinds << QStringLiteral("%1 %2").arg(text(rules.terrains[c.kind].name), signedNumber(c.delta));
    for (const auto& c : fitted.tokenChanges)
        numbers << tr("number %1 %2").arg(c.number).arg(signedNumber(c.delta));
    if (kinds.isEmpty() && numbers.isEmpty())
        return tr("none", "no changes");
    if (numbers.isEmpty())
        return kinds.join(QStringLiteral(", "));
    if (kinds.isEmpty())
        return numbers.join(QStringLiteral(", "));
    return kinds.join(QStringLiteral(", ")) + QStringLiteral("; ") + numbers.join(QStringLiteral(", "));
}

QString SymmetryText::modeDescription(SymmetryMode mode)
{
    switch (mode) {
    case SymmetryMode::None: return tr("no symmetry");
    case SymmetryMode::MirrorV: return tr("mirror across the vertical axis");
    case SymmetryMode::MirrorH: return tr("mirror across the horizontal axis");
    case SymmetryMode::Rotate2: return tr("point symmetry: a half turn about the centre");
    case SymmetryMode::Rotate3: return tr("three-fold rotation about the centre cell");
    case SymmetryMode::Rotate6: return tr("six-fold rotation about the centre cell");
    case SymmetryMode::Mirror2: return tr("mirror across both axes");
    }
    return {};
}

QString SymmetryText::modeName(SymmetryMode mode) { return text(core::symmetry::modeName(mode)); }

QString SymmetryText::modeLabel(SymmetryMode mode)
{
    switch (mode) {
    case SymmetryMode::None: return tr("None");
    case SymmetryMode::MirrorV: return tr("Mirror left–right (mirror-v)");
    case SymmetryMode::MirrorH: return tr("Mirror top–bottom (mirror-h)");
    case SymmetryMode::Rotate2: return tr("Half turn, 2 seats (rotate-2)");
    case SymmetryMode::Rotate3: return tr("Third turn, 3 seats (rotate-3)");
    case SymmetryMode::Rotate6: return tr("Sixth turn, 6 seats (rotate-6)");
    case SymmetryMode::Mirror2: return tr("Both mirrors, 4 seats (mirror-2)");
    }
    return {};
}

QString SymmetryText::reason(const std::exception& e)
{
    if (const auto* refused = dynamic_cast<const core::symmetry::PoolRefusal*>(&e))
        return refusal(refused->misfit());
    return hexloom::ui::text::coreText(core::text::reasonOf(e)); // a board that is not symmetric, in the editor's language
}

} // namespace hexloom::ui::run
