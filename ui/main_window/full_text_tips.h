#pragma once
// Nothing cut without a tooltip: a label, button, combo box, tab or item-view cell whose text does
// not fit its place (elided or clipped) shows its full text as its tooltip, above the tooltip it
// has of its own when that does not already hold the text. One application-wide event filter, so
// every dock, tab bar (the main window's dock tabs included) and dialog gets it without each
// widget keeping a tooltip in step with its width.
#include <QObject>
#include <QPoint>
#include <QString>

class QWidget;

namespace hexloom::ui::main_window {

class FullTextTips : public QObject {
    Q_OBJECT
public:
    explicit FullTextTips(QObject* parent = nullptr);

    // The full text of what is shown cut at `pos` in `w` (empty: nothing cut there), and the
    // tooltip that place has of its own.
    static QString cutTextAt(QWidget* w, const QPoint& pos, QString* ownTip = nullptr);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace hexloom::ui::main_window
