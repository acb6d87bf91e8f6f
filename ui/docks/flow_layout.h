#pragma once
// A row of widgets that continues on the next line when the row is wider than its place: the run
// buttons and graph tools of the narrow docks, whose German and Portuguese texts are longer than
// the English ones. Items keep their size hints, left-aligned, except that an item that expands
// horizontally takes a share of what its line leaves free.
#include <QLayout>
#include <QList>

namespace hexloom::ui::docks {

class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget* parent = nullptr);
    ~FlowLayout() override;
    FlowLayout(const FlowLayout&) = delete;
    FlowLayout& operator=(const FlowLayout&) = delete;

    void addItem(QLayoutItem* item) override;
    int count() const override { return static_cast<int>(items_.size()); }
    QLayoutItem* itemAt(int index) const override { return items_.value(index); }
    QLayoutItem* takeAt(int index) override;

    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return arrange(QRect(0, 0, width, 0), false); }
    // One line with every item: what the row asks for when there is room.
    QSize sizeHint() const override;
    // The widest item: what the row needs at least, one item a line.
    QSize minimumSize() const override;
    void setGeometry(const QRect& rect) override;

private:
    // Places the items line by line within `rect` (when `apply`) and returns the height used.
    int arrange(const QRect& rect, bool apply) const;
    int spacingOr(int fallback) const;

    QList<QLayoutItem*> items_;
};

} // namespace hexloom::ui::docks
