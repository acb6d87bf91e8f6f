#pragma once
// Crash recovery: the editor autosaves the open document here (rules, board cells, contents and
// locks, losslessly, and what its map file's metadata would hold: the recipe of its run with its
// segments, recipe_edited, the file's "created" and "note"), removes the file on a clean exit, and
// offers to restore it on the next start.
#include <QDateTime>
#include <QString>
#include <optional>

#include "ui/document/document_files.h"

namespace hexloom::ui::document {

class RecoveryFile {
public:
    // `path` empty: AppDataLocation/recovery.json (where Hexloom kept it before one file per
    // running editor; docs/robustness.md). RecoveryStore names each editor's own file.
    explicit RecoveryFile(QString path = {});

    const QString& path() const { return path_; }
    bool exists() const;
    // What write() needs of a document: copies of its content (the map's three arrays, shared
    // board and rules) and names, taken on the GUI thread; writing it may then run on any thread.
    struct Contents {
        DocumentContent content;
        QString filePath;
        QString rulesSource;
        int unsavedEdits = 0;
        std::shared_ptr<const MapRecipe> recipe; // its metadata is written with the file (on the writer's thread)
        FileNotes notes;
    };
    static Contents contentsOf(const MapDocument& doc);
    // Writes atomically; throws std::runtime_error when the location is not writable.
    void write(const MapDocument& doc) const { write(contentsOf(doc)); }
    void write(const Contents& doc) const;
    // What the restore prompt says about the file: the map, when it was autosaved, how many edits.
    struct Summary {
        bool readable = false; // false: damaged (the prompt offers to discard it)
        QString title;         // the map's file name, or its rule set's title when never saved
        QString originalPath;
        QDateTime savedAt;
        int unsavedEdits = 0;
        std::shared_ptr<const MapRecipe> recipe; // its metadata is written with the file (on the writer's thread)
        FileNotes notes;
    };
    Summary summary() const;
    struct Recovered {
        LoadedDocument document;
        QString originalPath; // the file the document was saved as, empty when never saved
    };
    // Throws core::io::ParseError when the file is damaged.
    Recovered read() const;
    void remove() const;

private:
    QString path_;
};

} // namespace hexloom::ui::document
