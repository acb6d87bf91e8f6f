#include "ui/main_window/full_text_tips.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QHelpEvent>
#include <QLabel>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QToolTip>

namespace hexloom::ui::main_window {

namespace {

// The text as read, without the mnemonic's '&' ("&&" is a real one).
QString plain(QString text)
{
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return text;
}

// The widest line of `text` in `w`'s font.
int textWidth(const QWidget* w, const QString& text)
{
    int widest = 0;
    for (const QString& line : text.split(QLatin1Char('\n')))
        widest = std::max(widest, w->fontMetrics().horizontalAdvance(line));
    return widest;
}

QString cutLabel(QLabel* label)
{
    if (label->wordWrap() || label->text().isEmpty() || label->textFormat() == Qt::RichText || Qt::mightBeRichText(label->text()))
        return {};
    const QString text = plain(label->text());
    return label->contentsRect().width() < textWidth(label, text) ? text : QString();
}

QString cutButton(QAbstractButton* button)
{
    const QString text = plain(button->text());
    return !text.isEmpty() && button->width() < button->sizeHint().width() ? text : QString();
}

QString cutCombo(QComboBox* combo)
{
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.editable = combo->isEditable();
    const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
    const int icon = combo->itemIcon(combo->currentIndex()).isNull() ? 0 : combo->iconSize().width() + 4;
    const QString text = combo->currentText();
    return !text.isEmpty() && field.width() - icon < textWidth(combo, text) ? text : QString();
}

QString cutTab(QTabBar* bar, const QPoint& pos, QString* ownTip)
{
    const int i = bar->tabAt(pos);
    if (i < 0)
        return {};
    *ownTip = bar->tabToolTip(i);
    const QString text = plain(bar->tabText(i));
    const int needed = textWidth(bar, text) + bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar) +
                       (bar->tabIcon(i).isNull() ? 0 : bar->iconSize().width() + 4);
    return bar->tabRect(i).width() < needed ? text : QString();
}

QString cutCell(QAbstractItemView* view, const QPoint& pos, QString* ownTip)
{
    const QModelIndex index = view->indexAt(pos);
    if (!index.isValid())
        return {};
    *ownTip = index.data(Qt::ToolTipRole).toString();
    const QString text = index.data(Qt::DisplayRole).toString();
    if (text.isEmpty())
        return {};
    // The delegate's own text margins on each side, and the check box or icon before the text.
    const int margin = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
    int decoration = index.data(Qt::CheckStateRole).isValid() ? view->style()->pixelMetric(QStyle::PM_IndicatorWidth) + 4 : 0;
    if (!index.data(Qt::DecorationRole).isNull())
        decoration += view->iconSize().isValid() ? view->iconSize().width() + 4 : 20;
    return view->visualRect(index).width() < textWidth(view, text) + margin + decoration ? text : QString();
}

} // namespace

FullTextTips::FullTextTips(QObject* parent) : QObject(parent) { qApp->installEventFilter(this); }

QString FullTextTips::cutTextAt(QWidget* w, const QPoint& pos, QString* ownTip)
{
    QString own;
    QString full;
    if (auto* bar = qobject_cast<QTabBar*>(w)) {
        full = cutTab(bar, pos, &own);
    } else if (auto* view = w->parentWidget() ? qobject_cast<QAbstractItemView*>(w->parentWidget()) : nullptr; view && view->viewport() == w) {
        full = cutCell(view, pos, &own);
    } else {
        own = w->toolTip();
        if (auto* label = qobject_cast<QLabel*>(w))
            full = cutLabel(label);
        else if (auto* button = qobject_cast<QAbstractButton*>(w))
            full = cutButton(button);
        else if (auto* combo = qobject_cast<QComboBox*>(w))
            full = cutCombo(combo);
    }
    if (ownTip)
        *ownTip = own;
    return full;
}

bool FullTextTips::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ToolTip || !watched->isWidgetType())
        return false;
    auto* w = static_cast<QWidget*>(watched);
    auto* help = static_cast<QHelpEvent*>(event);
    QString own;
    const QString full = cutTextAt(w, help->pos(), &own);
    if (full.isEmpty() || own.contains(full))
        return false; // nothing cut, or the widget's own tooltip says it all
    QToolTip::showText(help->globalPos(), own.isEmpty() ? full : full + QLatin1Char('\n') + own, w);
    return true;
}

} // namespace hexloom::ui::main_window
