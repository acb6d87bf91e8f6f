#pragma once
// Opens a map file on a worker thread: parses it, builds the document's evaluator and first score
// and the scene's geometry and overview picture (PreparedDocument), reporting each stage, so the
// GUI keeps drawing while a 250,000-hex file loads. One load at a time: starting another or
// cancelling drops the one in flight (its worker finishes the stage it is in, checks, and stops;
// its result is never delivered). Results arrive on the GUI thread.
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <memory>

#include "ui/session/document_session.h"

namespace hexloom::ui::session {

class DocumentLoader : public QObject {
    Q_OBJECT
public:
    explicit DocumentLoader(QObject* parent = nullptr);
    // Workers still running finish on their own: they touch nothing of this object.
    ~DocumentLoader() override;

    // Starts loading `path` (a native map or a letter file with its rule-set header), dropping any
    // load in flight.
    void start(const QString& path);
    void cancel();
    bool busy() const { return watcher_ != nullptr; }
    QString path() const { return path_; }

    // What a worker hands back: the prepared document, or the message naming the file.
    struct Outcome {
        std::shared_ptr<PreparedDocument> prepared;
        QString error;
    };

signals:
    void started(const QString& path);
    // `percent` of the way, with what is being done.
    void progress(int percent, const QString& stage);
    void loaded(std::shared_ptr<hexloom::ui::session::PreparedDocument> prepared, const QString& path);
    void failed(const QString& path, const QString& message);
    // Cancelled, or dropped for another load: no loaded()/failed() follows for it.
    void dropped(const QString& path);

private:
    void finished();

    QFutureWatcher<Outcome>* watcher_ = nullptr; // the load in flight
    QString path_;
};

} // namespace hexloom::ui::session
