#pragma once
// A run's seed: a spin box and a "New seed" button that draws a random one. The search and the
// tile-assembly docks both use it.
#include <QWidget>

class QSpinBox;

namespace hexloom::ui::docks {

class SeedEdit : public QWidget {
    Q_OBJECT
public:
    // `tip`: what the seed makes reproducible, for the tooltip.
    SeedEdit(const QString& tip, QWidget* parent = nullptr);

    int value() const;
    void setValue(int seed);

private:
    QSpinBox* spin_;
};

} // namespace hexloom::ui::docks
