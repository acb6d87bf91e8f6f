#pragma once
// The Search dock's symmetry settings: the mode (None and the modes of core/symmetry; a mode the
// board's shape does not allow is listed but disabled, its tooltip naming the hexes without an
// image), and what a run does with a pool that cannot be symmetric (keep it and refuse, or fit
// it). Under the choice, the answer in numbers when the pool cannot be symmetric, with the two ways
// out the issue asks for: fit the pool (the changes listed), or symmetry as a soft requirement.
// The mode starts as the rule set's declared `symmetry` when a map is opened.
#include <QGroupBox>
#include <QPointer>
#include <QTimer>

#include "core/symmetry/symmetry_mode.h"
#include "ui/run/run_symmetry.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace hexloom::ui::document {
class MapDocument;
}

namespace hexloom::ui::docks {

class SymmetryBox : public QGroupBox {
    Q_OBJECT
public:
    enum class Pool { Keep, Fit };

    explicit SymmetryBox(QWidget* parent = nullptr);

    void setDocument(document::MapDocument* doc);
    core::symmetry::SymmetryMode mode() const;
    // Chooses `mode` when the board allows it; false (nothing changed) when it does not.
    bool setMode(core::symmetry::SymmetryMode mode);
    Pool pool() const;
    void setPool(Pool pool);
    // What a run started now keeps.
    run::RunSymmetry runSymmetry() const { return {mode(), pool() == Pool::Fit}; }
    // Whether a mode is listed enabled (the board's shape is invariant under it).
    bool isAllowed(core::symmetry::SymmetryMode mode) const;
    // The note under the choice: empty when the pool divides over the orbits (or no mode is chosen).
    QString note() const;

    void loadSettings();
    void saveSettings() const;

signals:
    void modeChanged(core::symmetry::SymmetryMode mode);
    void poolChanged(hexloom::ui::docks::SymmetryBox::Pool pool);

private:
    void fillModes();
    void contentReset();
    void updateNote();
    void addSoftRequirement();

    QPointer<document::MapDocument> doc_;
    QComboBox* mode_;
    QComboBox* pool_;
    QLabel* note_;
    QPushButton* fit_;
    QPushButton* soft_;
    QTimer noteTimer_; // edits (locks) change the answer: recounted once the designer pauses
};

} // namespace hexloom::ui::docks
