#include "ui/text/core_text.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <cmath>

#include "core/io/parse_error.h"
#include "core/text/text_error.h"

namespace hexloom::ui::text {

QString coreText(const std::string& english)
{
    return QCoreApplication::translate(core::text::kContext, english.c_str());
}

QString number(double value)
{
    const double a = std::fabs(value);
    const char format = a == 0 || (a >= 1e-6 && a < 1e15) ? 'f' : 'g';
    // The locale's decimal sign ("0,25" in German), and no group separator: a message's number is
    // one the designer types into a field or a file, where "2.000" or "2,000" would be misread.
    return number(value, format, QLocale::FloatingPointShortest);
}

QString number(double value, char format, int precision)
{
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return locale.toString(value, format, precision);
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
        values.push_back(v.nested         ? coreText(*v.nested).toStdString()
                         : v.isNumber     ? number(v.number).toStdString()
                         : v.translatable ? coreText(v.text).toStdString()
                                          : v.text);
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
    return coreText(core::text::reasonOf(error)); // a ParseError's text names its place and field
}

QString fieldText(const std::string& field, const core::text::CoreText& reason)
{
    return QCoreApplication::translate("hexloom::core", "field \"%1\": %2").arg(QString::fromStdString(field), coreText(reason));
}

QString formErrorText(const std::exception& error)
{
    if (const auto* parse = dynamic_cast<const core::io::ParseError*>(&error))
        return parse->field().empty() ? coreText(parse->reasonText()) : fieldText(parse->field(), parse->reasonText());
    return errorText(error);
}

} // namespace hexloom::ui::text
