#pragma once
// A run's seed: a spin box and a "New seed" button that draws a random one. The search and the
// tile-assembly docks both use it.
#include <QWidget>

class QAction;
class QSpinBox;

namespace hexloom::ui::docks {

class SeedEdit : public QWidget {
    Q_OBJECT
public:
    // `tip`: what the seed makes reproducible, for the tooltip.
    SeedEdit(const QString& tip, QWidget* parent = nullptr);

    int value() const;
    void setValue(int seed);
    // Draws a random seed; the button beside the spin box triggers it, a menu may list it too.
    QAction* newSeedAction() const { return newSeed_; }

private:
    QSpinBox* spin_;
    QAction* newSeed_;
};

} // namespace hexloom::ui::docks
