#include "ui/main_window/elided_label.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QResizeEvent>
#include <algorithm>
#include <cmath>

namespace hexloom::ui::main_window {

namespace {
// The narrowest the label gets, in average characters: a few words of the text stay readable.
constexpr int kMinimumCharacters = 16;

// The text's width in whole pixels, rounded up: QFontMetrics::horizontalAdvance rounds to the
// nearest pixel, and a label given that many elided the last characters of a text that fitted.
int textWidth(const QFont& font, const QString& text)
{
    return static_cast<int>(std::ceil(QFontMetricsF(font).horizontalAdvance(text))) + 1;
}
} // namespace

ElidedLabel::ElidedLabel(const QString& description, QWidget* parent) : QLabel(parent), description_(description)
{
    setTextFormat(Qt::PlainText);
    setToolTip(description_);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void ElidedLabel::setFullText(const QString& text)
{
    full_ = text;
    setToolTip(full_.isEmpty() ? description_ : full_ + QLatin1Char('\n') + description_);
    updateGeometry();
    elide();
}

QSize ElidedLabel::sizeHint() const
{
    const QMargins m = contentsMargins();
    return {textWidth(font(), full_) + m.left() + m.right() + 2 * margin(), QLabel::sizeHint().height()};
}

QSize ElidedLabel::minimumSizeHint() const
{
    const QMargins m = contentsMargins();
    const int few = fontMetrics().averageCharWidth() * kMinimumCharacters + m.left() + m.right() + 2 * margin();
    return {std::min(few, sizeHint().width()), QLabel::minimumSizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent* e)
{
    QLabel::resizeEvent(e);
    elide();
}

void ElidedLabel::changeEvent(QEvent* e)
{
    QLabel::changeEvent(e);
    if (e->type() == QEvent::FontChange) {
        updateGeometry();
        elide();
    }
}

void ElidedLabel::elide()
{
    const int room = std::max(0, contentsRect().width() - 2 * margin());
    const QString shown = textWidth(font(), full_) <= room ? full_ : fontMetrics().elidedText(full_, Qt::ElideRight, room);
    if (shown != text())
        setText(shown);
}

} // namespace hexloom::ui::main_window
