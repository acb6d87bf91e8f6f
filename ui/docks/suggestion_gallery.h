#pragma once
// Finished runs' results as thumbnails. Clicking one shows its differences on the canvas; Accept
// applies it as one undo step (keeping hexes the designer edited since the run started).
#include <QDockWidget>
#include <QPointer>
#include <vector>

#include "ui/run/suggestion.h"

class QListWidget;
class QAction;

namespace hexloom::ui::document {
class MapDocument;
}
namespace hexloom::ui::session {
class DocumentSession;
}

namespace hexloom::ui::docks {

class SuggestionGallery : public QDockWidget {
    Q_OBJECT
public:
    explicit SuggestionGallery(QWidget* parent = nullptr);

    void setSession(session::DocumentSession* session);
    void setDocument(const document::MapDocument* doc);
    void addSuggestion(const run::Suggestion& s);
    void clear();
    int count() const { return static_cast<int>(suggestions_.size()); }
    const run::Suggestion* current() const;
    // The item's data role holding how many hexes the suggestion changes (an int).
    static constexpr int kChangedRole = Qt::UserRole + 1;
    // The item's data role holding the hex a fix-near suggestion was made around (kNoCell: the whole map).
    static constexpr int kNearRole = Qt::UserRole + 2;
    // The label under a thumbnail (score, changed hexes; scope: near which hex or the whole map;
    // algorithm, seed).
    QString label(int index) const;
    void select(int index);
    // For the Search menu: accept the selected suggestion, clear the gallery.
    QAction* acceptAction() const { return accept_; }
    QAction* clearAction() const { return clear_; }
    // Removes the suggestions made for another board or rule set than the document's.
    void dropStale();

signals:
    // The selected suggestion changed (null: none).
    void showDifference(const hexloom::ui::run::Suggestion* suggestion);
    void acceptRequested(const hexloom::ui::run::Suggestion& suggestion);

private:
    QPointer<const document::MapDocument> doc_; // null once its session is gone
    QMetaObject::Connection reset_;
    QListWidget* list_;
    QAction* accept_;
    QAction* clear_;
    std::vector<run::Suggestion> suggestions_;
};

} // namespace hexloom::ui::docks
