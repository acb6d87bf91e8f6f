#include "ui/main_window/pdf_progress.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

#include "ui/main_window/pdf_writer.h"

namespace hexloom::ui::main_window {

PdfProgress::PdfProgress(PdfWriter* writer, QWidget* parent) : QWidget(parent), writer_(writer)
{
    setObjectName(QStringLiteral("PdfProgress"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    label_ = new QLabel(this);
    bar_ = new QProgressBar(this);
    bar_->setRange(0, 100);
    bar_->setMaximumWidth(160);
    cancel_ = new QToolButton(this);
    cancel_->setText(tr("Cancel"));
    cancel_->setToolTip(tr("Stop writing the PDF; the file keeps what it had"));
    layout->addWidget(label_);
    layout->addWidget(bar_);
    layout->addWidget(cancel_);
    hide();
    connect(cancel_, &QToolButton::clicked, writer_, &PdfWriter::cancel);
    connect(writer_, &PdfWriter::started, this, [this] {
        showPages(0, 0);
        show();
    });
    connect(writer_, &PdfWriter::progress, this, &PdfProgress::showPages);
    connect(writer_, &PdfWriter::written, this, &PdfProgress::stopped);
    connect(writer_, &PdfWriter::cancelled, this, &PdfProgress::stopped);
    connect(writer_, &PdfWriter::failed, this, &PdfProgress::stopped);
}

QString PdfProgress::text() const { return label_->text(); }

int PdfProgress::percent() const { return bar_->value(); }

void PdfProgress::showPages(int done, int pages)
{
    const QString name = QFileInfo(writer_->path()).fileName();
    bar_->setValue(pages > 0 ? done * 100 / pages : 0);
    label_->setText(pages > 0 ? tr("Writing %1: sheet %2 of %3").arg(name).arg(done).arg(pages) : tr("Writing %1…").arg(name));
}

void PdfProgress::stopped()
{
    hide();
    bar_->setValue(0);
    label_->clear();
}

} // namespace hexloom::ui::main_window
