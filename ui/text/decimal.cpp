#include "ui/text/decimal.h"

#include <QLocale>
#include <algorithm>

namespace hexloom::ui::text {

QString decimal(double value, int decimals)
{
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    QString s = locale.toString(value, 'f', std::max(decimals, 0));
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
