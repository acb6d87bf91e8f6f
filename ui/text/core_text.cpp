#include "ui/text/core_text.h"

#include <QCoreApplication>
#include <QStringList>

#include "core/io/parse_error.h"
#include "core/text/text_error.h"

namespace hexloom::ui::text {

QString coreText(const std::string& english)
{
    return QCoreApplication::translate(core::text::kContext, english.c_str());
}

QString parameterLabel(const std::string& name)
{
    const QString translated = coreText(name);
    return translated == QString::fromStdString(name) ? QString(translated).replace(QLatin1Char('_'), QLatin1Char(' ')) : translated;
}

QString coreText(const core::text::CoreText& text)
{
    std::vector<std::string> values;
    values.reserve(text.values.size());
    for (const auto& v : text.values)
        values.push_back(v.nested ? coreText(*v.nested).toStdString() : v.translatable ? coreText(v.text).toStdString() : v.text);
    // Filled by the core's own rule (not QString::arg), so a value holding "%1" stays as it is.
    return QString::fromStdString(core::text::fill(coreText(text.pattern).toStdString(), values));
}

QString coreText(const core::text::CoreTexts& clauses)
{
    QStringList parts;
    for (const auto& clause : clauses)
        parts << coreText(clause);
    return parts.join(QStringLiteral("; "));
}

QString errorText(const std::exception& error)
{
    const auto* parse = dynamic_cast<const core::io::ParseError*>(&error);
    if (!parse)
        return coreText(core::text::reasonOf(error));
    QString place = parse->source().empty() ? QCoreApplication::translate("hexloom::core", "<input>") : QString::fromStdString(parse->source());
    if (parse->line() > 0)
        place += QLatin1Char(':') + QString::number(parse->line()) + (parse->column() > 0 ? QLatin1Char(':') + QString::number(parse->column()) : QString());
    const QString what = parse->field().empty() ? coreText(parse->reasonText()) : fieldText(parse->field(), parse->reasonText());
    return QCoreApplication::translate("hexloom::core", "%1: %2").arg(place, what);
}

QString fieldText(const std::string& field, const core::text::CoreText& reason)
{
    return QCoreApplication::translate("hexloom::core", "field \"%1\": %2").arg(QString::fromStdString(field), coreText(reason));
}

} // namespace hexloom::ui::text
