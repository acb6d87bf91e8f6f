#pragma once
// Terra Mystica balance: per home terrain, its hexes and how many of them have a land neighbour
// one spade away or touch the river (core::rules::balanceReport). Empty for games without a
// terraform cycle.
#include <QDockWidget>
#include <QPointer>

class QLabel;
class QTableWidget;

namespace hexloom::ui::document {
class MapDocument;
}
namespace hexloom::ui::session {
class DocumentSession;
}

namespace hexloom::ui::docks {

class BalanceDock : public QDockWidget {
    Q_OBJECT
public:
    explicit BalanceDock(QWidget* parent = nullptr);
    void setSession(session::DocumentSession* session);
    void setDocument(document::MapDocument* doc);

private:
    void refresh();

    QPointer<document::MapDocument> doc_; // null once its session is gone
    QLabel* note_;
    QTableWidget* table_;
};

} // namespace hexloom::ui::docks
