#pragma once
// The part every run dock shares (Search, Tile Assembly, Regions): the run's actions (Run, Pause,
// Step, Stop, Apply; each dock names and binds its own), a row of buttons for them, and under it
// the lines the dock asks for in its order: the state line (what happened last, in red when it
// went wrong), text lines and the run's figures. The actions belong to the panel and live as long
// as the dock; the dock's menus and tool bars use them as they are.
#include <QKeySequence>
#include <QString>
#include <QWidget>
#include <array>
#include <vector>

class QAction;
class QLabel;
class QVBoxLayout;

namespace hexloom::ui::docks {

class RunPanel : public QWidget {
    Q_OBJECT
public:
    enum class Button { Run, Pause, Step, Stop, Apply };
    struct ActionSpec {
        Button button;
        QString text;          // the menu's text, with its mnemonic
        QKeySequence key;
        QString toolTip;
        QString statusTip = {}; // none when empty
        QString iconText = {};  // the button's short word; empty: the text without the mnemonic
    };

    // One action and one button per spec, in the specs' order; Pause is checkable.
    explicit RunPanel(const std::vector<ActionSpec>& specs, QWidget* parent = nullptr);

    // Null when the dock has no such button.
    QAction* action(Button b) const { return actions_[static_cast<size_t>(b)]; }

    // Lines under the buttons, each added below the last.
    QLabel* addStateLine();
    QLabel* addTextLine();
    void addFigures(QWidget* figures);

    // The state line: plain text, or in red for a refusal or a failure.
    void setState(const QString& text, bool error = false);
    QString state() const;

signals:
    void runRequested();
    void stepRequested();
    void stopRequested();
    void applyRequested();
    void pauseToggled(bool paused);

private:
    std::array<QAction*, 5> actions_{};
    QVBoxLayout* lines_;
    QLabel* state_ = nullptr;
    QString stateText_;
};

} // namespace hexloom::ui::docks
