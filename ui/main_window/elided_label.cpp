#include "ui/main_window/elided_label.h"

#include <QEvent>
#include <QResizeEvent>
#include <algorithm>

namespace hexloom::ui::main_window {

namespace {
// The narrowest the label gets, in average characters: a few words of the text stay readable.
constexpr int kMinimumCharacters = 16;
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
    return {fontMetrics().horizontalAdvance(full_) + m.left() + m.right() + 2 * margin(), QLabel::sizeHint().height()};
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
    const QString shown = fontMetrics().elidedText(full_, Qt::ElideRight, std::max(0, contentsRect().width() - 2 * margin()));
    if (shown != text())
        setText(shown);
}

} // namespace hexloom::ui::main_window
