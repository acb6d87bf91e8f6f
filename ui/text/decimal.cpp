#include "ui/text/decimal.h"

#include <QLocale>
#include <algorithm>

#include "ui/text/core_text.h"

namespace hexloom::ui::text {

QString decimal(double value, int decimals)
{
    const QLocale locale;
    QString s = number(value, 'f', std::max(decimals, 0)); // the locale's sign, no group separator
    const QString point = locale.decimalPoint();
    if (decimals > 0 && s.contains(point)) {
        while (s.endsWith(locale.zeroDigit()))
            s.chop(locale.zeroDigit().size());
        if (s.endsWith(point))
            s.chop(point.size());
    }
    // A value that rounds to nothing reads "0", not "-0".
    const QString zero = locale.toString(0);
    return s == locale.negativeSign() + zero ? zero : s;
}

} // namespace hexloom::ui::text
