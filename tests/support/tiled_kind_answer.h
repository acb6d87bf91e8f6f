#pragma once
// The designer in the Tiled kinds dialog (ui/dialogs/tiled_kind_map_dialog.h), for every entry
// point that asks it (File → Open and the others, File → Open Recipe): a timer finds the dialog,
// notes what it shows, then picks the given kinds and opens, or cancels.
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>
#include <map>

#include "ui/dialogs/tiled_kind_map_dialog.h"

namespace hexloom::test {

// The designer in the kinds dialog: looks at it, then picks the right kinds and opens, or cancels.
struct KindAnswer : QObject {
    QTimer timer;
    int shown = 0;
    std::map<int, int> cellsShown; // tile id -> the dialog's "Cells" column
    bool okEnabledBefore = true;
    bool iconShown = false;
    int kindsNamingTheirIdTwice = 0; // "Forest (wood) (wood)"
    KindAnswer(const std::map<int, QString>& kinds, bool open)
    {
        timer.setInterval(5);
        connect(&timer, &QTimer::timeout, this, [this, kinds, open] {
            auto* dialog = qobject_cast<ui::dialogs::TiledKindMapDialog*>(QApplication::activeModalWidget());
            if (!dialog || !dialog->isVisible())
                return;
            ++shown;
            auto* table = dialog->findChild<QTableWidget*>();
            QPushButton* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
            okEnabledBefore = ok->isEnabled();
            iconShown = !table->item(0, 0)->icon().isNull();
            for (int row = 0; row < dialog->rows(); ++row) {
                const int tile = table->item(row, 0)->text().section(QLatin1Char(' '), -1).toInt();
                cellsShown[tile] = table->item(row, 1)->text().toInt();
                QComboBox* combo = dialog->kindCombo(row);
                for (int item = 1; item < combo->count(); ++item) {
                    const QString id = combo->itemData(item).toString();
                    const QString suffix = QStringLiteral(" (%1)").arg(id);
                    const QString text = combo->itemText(item);
                    if (text.endsWith(suffix) && text.chopped(suffix.size()).contains(id, Qt::CaseInsensitive))
                        ++kindsNamingTheirIdTwice;
                }
                if (open)
                    dialog->kindCombo(row)->setCurrentIndex(dialog->kindCombo(row)->findData(kinds.at(tile)));
            }
            if (open && ok->isEnabled())
                ok->click();
            else if (!open)
                dialog->reject();
        });
        timer.start();
    }
};

} // namespace hexloom::test
