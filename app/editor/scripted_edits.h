#pragma once
// A test hook (docs/robustness.md, "No edit lost"): `hexloom --apply-edits FILE` applies designer
// edits from a text file to the open document, each as one undo step like a brush click, then
// prints "hexloom: applied N edits" on stdout. One edit per line, '#' starts a comment:
//   ROW COL LETTER [lock] [token=N]      (file row/column as in the letter format, 0-based)
#include <QString>

namespace hexloom::ui::main_window {
class MainWindow;
}

namespace hexloom::editor {

// Throws std::runtime_error naming the file and line when a line is malformed or names no hex.
int applyScriptedEdits(ui::main_window::MainWindow& window, const QString& path);

} // namespace hexloom::editor
