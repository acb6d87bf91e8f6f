#include "ui/main_window/pdf_writer.h"

#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include "core/io/atomic_file.h"
#include "ui/main_window/status_message.h"
#include "render/pdf_printer.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::main_window {

PdfWriter::PdfWriter(QWidget* window) : QObject(window), window_(window)
{
    connect(&writing_, &QFutureWatcher<Outcome>::finished, this, &PdfWriter::ended);
    connect(&writing_, &QFutureWatcher<Outcome>::progressValueChanged, this, [this](int value) {
        if (value <= 0 || !busy_)
            return; // the watcher's first report of a new future, before any sheet
        done_ = value;
        pages_ = writing_.progressMaximum();
        emit progress(done_, pages_);
    });
}

PdfWriter::~PdfWriter() { writing_.waitForFinished(); }

bool PdfWriter::start(PdfJob job)
{
    if (busy_)
        return false;
    busy_ = true;
    path_ = job.path;
    done_ = pages_ = 0;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    writing_.setFuture(QtConcurrent::run([job = std::move(job), cancel = cancel_](QPromise<Outcome>& promise) {
        promise.addResult(write(job, *cancel, promise));
    }));
    emit started(path_);
    return true;
}

// On the worker: every sheet drawn into memory, then one atomic write of the whole file.
PdfWriter::Outcome PdfWriter::write(const PdfJob& job, const std::atomic<bool>& cancel, QPromise<Outcome>& promise)
{
    Outcome o;
    try {
        const QByteArray pdf = render::PdfPrinter::print(*job.board, *job.map, *job.rules, job.settings, [&](int done, int pages) {
            if (done == 1)
                promise.setProgressRange(0, pages);
            promise.setProgressValue(done);
            o.pages = pages;
            return !cancel;
        });
        if (cancel) {
            o.cancelled = true;
            return o;
        }
        core::io::saveFileAtomically(job.path, pdf);
    } catch (const render::PrintCancelled&) {
        o.cancelled = true;
    } catch (const std::exception& e) {
        o.error = ui::text::errorText(e);
    }
    return o;
}

void PdfWriter::cancel()
{
    if (busy_ && cancel_)
        *cancel_ = true;
}

void PdfWriter::ended()
{
    const Outcome o = writing_.future().resultCount() > 0 ? writing_.result() : Outcome{tr("the PDF writer stopped"), false, 0};
    busy_ = false;
    lastOk_ = o.error.isEmpty() && !o.cancelled;
    const QString name = QFileInfo(path_).fileName();
    if (o.cancelled) {
        showStatus(window_, tr("PDF export cancelled: %1 is as it was").arg(name), 8000);
        emit cancelled(path_);
    } else if (!o.error.isEmpty()) {
        showStatus(window_, QString(), 0);
        emit failed(path_, o.error);
        QMessageBox::warning(window_, tr("Export PDF"),
                             tr("%1 was not written; the file there is as it was.\n\n%2").arg(QDir::toNativeSeparators(path_), o.error));
    } else {
        done_ = pages_ = o.pages;
        showStatus(window_, tr("Wrote %1 (%n page(s))", nullptr, o.pages).arg(name), 5000);
        emit written(path_, o.pages);
    }
}

bool PdfWriter::finish()
{
    if (!busy_)
        return lastOk_;
    QProgressDialog dialog(tr("Writing %1…").arg(QFileInfo(path_).fileName()), tr("Cancel the PDF"), 0, std::max(1, pages_), window_);
    dialog.setWindowTitle(tr("Export PDF"));
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(200);
    dialog.setValue(done_);
    QEventLoop loop;
    connect(this, &PdfWriter::progress, &dialog, [&](int done, int pages) {
        dialog.setMaximum(std::max(1, pages));
        dialog.setValue(done);
        dialog.setLabelText(tr("Writing %1: sheet %2 of %3").arg(QFileInfo(path_).fileName()).arg(done).arg(pages));
    });
    connect(&dialog, &QProgressDialog::canceled, this, &PdfWriter::cancel);
    connect(&writing_, &QFutureWatcher<Outcome>::finished, &loop, &QEventLoop::quit, Qt::QueuedConnection); // after ended()
    if (busy_)
        loop.exec();
    return lastOk_;
}

} // namespace hexloom::ui::main_window
