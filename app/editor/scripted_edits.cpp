#include "app/editor/scripted_edits.h"

#include <QCoreApplication>
#include <QFile>
#include <stdexcept>

#include "ui/document/map_document.h"
#include "ui/session/document_session.h"
#include "ui/main_window/main_window.h"

namespace hexloom::editor {

namespace {
ui::document::CellChange parseEdit(const ui::document::MapDocument& doc, const QStringList& words, const std::string& where)
{
    bool rowOk = false, colOk = false;
    const int row = words.value(0).toInt(&rowOk), col = words.value(1).toInt(&colOk);
    const QString letter = words.value(2);
    if (!rowOk || !colOk || letter.size() != 1)
        throw std::runtime_error(where + ": expected ROW COL LETTER [lock] [token=N]");
    const auto cell = doc.board().indexAtOffset({row, col});
    const auto terrain = doc.rules().byLetter(letter[0].toLatin1());
    if (cell == core::model::kNoCell || terrain == core::model::kNoTerrain)
        throw std::runtime_error(where + ": no hex at that row and column, or an unknown letter");
    ui::document::CellChange change{cell, ui::document::CellState::of(doc.map(), cell)};
    change.state.terrain = terrain;
    for (const QString& w : words.mid(3)) {
        if (w == QLatin1String("lock"))
            change.state.locked = true;
        else if (w.startsWith(QLatin1String("token=")) && w.mid(6).toInt() >= 0 && w.mid(6).toInt() <= 127)
            change.state.token = static_cast<core::model::Token>(w.mid(6).toInt());
        else
            throw std::runtime_error(where + ": unknown word \"" + w.toStdString() + "\"");
    }
    return change;
}
} // namespace

int applyScriptedEdits(ui::main_window::MainWindow& window, const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw std::runtime_error(path.toStdString() + ": cannot read the edit list");
    auto* doc = window.session()->document();
    int applied = 0, line = 0;
    for (const QByteArray& raw : f.readAll().split('\n')) {
        ++line;
        const QString text = QString::fromUtf8(raw).section(QLatin1Char('#'), 0, 0).trimmed();
        if (text.isEmpty())
            continue;
        const auto change = parseEdit(*doc, text.split(QLatin1Char(' '), Qt::SkipEmptyParts), path.toStdString() + ":" + std::to_string(line));
        doc->changeCells({change}, QCoreApplication::translate("hexloom::editor", "Scripted edit"));
        ++applied;
    }
    return applied;
}

} // namespace hexloom::editor
