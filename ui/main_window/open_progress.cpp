#include "ui/main_window/open_progress.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

#include "ui/session/document_loader.h"

namespace hexloom::ui::main_window {

OpenProgress::OpenProgress(session::DocumentLoader* loader, QWidget* parent) : QWidget(parent), loader_(loader)
{
    setObjectName(QStringLiteral("OpenProgress"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    label_ = new QLabel(this);
    bar_ = new QProgressBar(this);
    bar_->setRange(0, 100);
    bar_->setMaximumWidth(160);
    cancel_ = new QToolButton(this);
    cancel_->setText(tr("Cancel"));
    cancel_->setToolTip(tr("Stop loading and keep the map that is open now"));
    layout->addWidget(label_);
    layout->addWidget(bar_);
    layout->addWidget(cancel_);
    hide();
    connect(cancel_, &QToolButton::clicked, loader_, &session::DocumentLoader::cancel);
    connect(loader_, &session::DocumentLoader::started, this, &OpenProgress::started);
    connect(loader_, &session::DocumentLoader::progress, this, [this](int percent, const QString& stage) {
        bar_->setValue(percent);
        label_->setText(tr("Opening %1: %2…").arg(QFileInfo(loader_->path()).fileName(), stage));
    });
    connect(loader_, &session::DocumentLoader::loaded, this, &OpenProgress::stopped);
    connect(loader_, &session::DocumentLoader::failed, this, &OpenProgress::stopped);
    connect(loader_, &session::DocumentLoader::dropped, this, &OpenProgress::stopped);
}

int OpenProgress::percent() const { return bar_->value(); }

QString OpenProgress::text() const { return label_->text(); }

void OpenProgress::started()
{
    bar_->setValue(0);
    label_->setText(tr("Opening %1…").arg(QFileInfo(loader_->path()).fileName()));
    show();
}

void OpenProgress::stopped()
{
    hide();
    bar_->setValue(0);
    label_->clear();
}

} // namespace hexloom::ui::main_window
