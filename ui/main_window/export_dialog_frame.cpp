#include "ui/main_window/export_dialog_frame.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QPainter>
#include <QVBoxLayout>

namespace hexloom::ui::main_window {

namespace {

// The preview whole in the room the options leave, scaled down (never up) with its proportions: a
// longer German or Portuguese form leaves less room, and a preview cut at the edge (the tile's label
// half gone) would misinform. pixmap() stays the drawing as made.
class PreviewLabel : public QLabel {
public:
    PreviewLabel()
    {
        setAlignment(Qt::AlignCenter);
        setFrameShape(QFrame::StyledPanel);
        setBackgroundRole(QPalette::Dark);
        setAutoFillBackground(true);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    }
    QSize sizeHint() const override { return pixmap().isNull() ? QLabel::sizeHint() : pixmap().deviceIndependentSize().toSize().boundedTo(kLargest); }
    QSize minimumSizeHint() const override { return kSmallest; }

protected:
    void paintEvent(QPaintEvent* e) override
    {
        if (pixmap().isNull()) {
            QLabel::paintEvent(e); // the text the dialog shows instead ("Drawing the preview…")
            return;
        }
        QFrame::paintEvent(e);
        const QSize room = contentsRect().size();
        const QSize shown = pixmap().deviceIndependentSize().toSize().boundedTo(room).expandedTo(QSize(1, 1));
        const QPixmap scaled = pixmap().size() == shown ? pixmap() : pixmap().scaled(shown, Qt::KeepAspectRatio, Qt::SmoothTransformation);
        QPainter p(this);
        const QSize size = scaled.deviceIndependentSize().toSize();
        p.drawPixmap(QRect(contentsRect().center() - QPoint(size.width() / 2, size.height() / 2), size), scaled);
    }

private:
    static constexpr QSize kSmallest{160, 160};
    static constexpr QSize kLargest{560, 560};
};

} // namespace

QLabel* frameExportDialog(QDialog* dialog, QFormLayout* form, const QString& saveText, const std::function<void()>& save)
{
    auto* preview = new PreviewLabel;
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton* button = buttons->addButton(saveText, QDialogButtonBox::AcceptRole);
    button->setDefault(true);
    QObject::connect(button, &QPushButton::clicked, dialog, save);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto* left = new QVBoxLayout;
    left->addLayout(form);
    left->addStretch();
    left->addWidget(buttons);
    auto* top = new QHBoxLayout(dialog);
    top->addLayout(left);
    top->addWidget(preview, 1);
    return preview;
}

void finishExport(QDialog* dialog, QPushButton* save, QLabel* summary, const QString& error)
{
    save->setEnabled(true);
    if (error.isEmpty()) {
        dialog->accept();
        return;
    }
    summary->setText(error);
    if (dialog->isVisible())
        QMessageBox::warning(dialog, dialog->windowTitle(), error);
}

} // namespace hexloom::ui::main_window
