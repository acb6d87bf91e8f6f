// hexloom: the editor. Opens the map given on the command line, or the built-in Terra Mystica
// Original board.
#include <QApplication>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QMainWindow>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include "core/io/letter_format.h"
#include "core/io/rule_set_file.h"
#include "ui/render/board_renderer.h"

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Hexloom"));
    auto rules = hexloom::core::io::loadRuleSet(QStringLiteral("terra-mystica-published"));
    auto loaded = hexloom::core::io::parseLetterFormat(
        hexloom::core::io::builtinResource(QStringLiteral("maps/terra-mystica-original.txt")), *rules, "original");
    hexloom::ui::render::RenderOptions options;
    const QRectF b = hexloom::ui::render::BoardRenderer::bounds(loaded.board, options.hexSize);
    QImage image(b.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    QPainter p(&image);
    hexloom::ui::render::BoardRenderer::paintBoard(p, loaded.board, loaded.map, *rules, options);
    p.end();
    QGraphicsScene scene;
    scene.addPixmap(QPixmap::fromImage(image));
    QMainWindow window;
    auto* view = new QGraphicsView(&scene);
    window.setCentralWidget(view);
    window.resize(1000, 700);
    window.show();
    return app.exec();
}
