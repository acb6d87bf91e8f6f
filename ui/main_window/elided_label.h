#pragma once
// A one-line label for a place of no fixed width, such as the status bar: it asks for its whole
// text's width and takes what the layout gives, down to a few words, showing the text elided
// ("… or b…") when it does not fit. Its tooltip always holds the whole text, above the label's own
// description, so nothing is cut without a way to read it.
#include <QLabel>

namespace hexloom::ui::main_window {

class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    // `description`: what the label shows, the second part of its tooltip.
    explicit ElidedLabel(const QString& description, QWidget* parent = nullptr);

    // The whole text; text() is what fits.
    void setFullText(const QString& text);
    QString fullText() const { return full_; }
    bool isElided() const { return text() != full_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* e) override;
    void changeEvent(QEvent* e) override;

private:
    void elide();

    QString full_;
    QString description_;
};

} // namespace hexloom::ui::main_window
