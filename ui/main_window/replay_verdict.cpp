#include "ui/main_window/replay_verdict.h"

#include <QRegularExpression>
#include <QStringList>

namespace hexloom::ui::main_window {

namespace {

const QRegularExpression& reproducedLine()
{
    static const QRegularExpression re(QStringLiteral("^reproduced exactly: all (\\d+) hexes are the same$"));
    return re;
}

// "differs from the map: another board" or "… 1 hex" / "… 12 hexes[, the first at row R, column C]", then "; why".
const QRegularExpression& differsLine()
{
    static const QRegularExpression re(
        QStringLiteral("^differs from the map: (?:another board|(\\d+) hexe?s?(?:, the first at row (\\d+), column (\\d+))?)(?:; (.*))?$"));
    return re;
}

} // namespace

ReplayVerdict ReplayVerdict::read(const QByteArray& output)
{
    ReplayVerdict v;
    const QString notCompared = QStringLiteral("note: the cells were not compared with the map: ");
    for (const QString& raw : QString::fromUtf8(output).split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.startsWith(QStringLiteral("replayed ")))
            v.timed = line.contains(QStringLiteral("(time-limited recipe"));
        if (line.startsWith(notCompared)) {
            v.kind = Kind::NotCompared;
            v.reason = line.mid(notCompared.size());
        } else if (const auto m = reproducedLine().match(line); m.hasMatch()) {
            v.kind = Kind::Reproduced;
            v.count = m.captured(1).toInt();
        } else if (const auto d = differsLine().match(line); d.hasMatch()) {
            v.kind = Kind::Differs;
            v.count = d.hasCaptured(1) ? d.captured(1).toInt() : -1;
            if (d.hasCaptured(2))
                v.first = core::model::OffsetCoord{d.captured(2).toInt(), d.captured(3).toInt()};
            const QString why = d.captured(4);
            v.excuse = why.startsWith(QStringLiteral("the map was edited")) ? Excuse::MapEdited
                       : why.startsWith(QStringLiteral("the recipe left out")) ? Excuse::EditsLeftOut
                                                                                : Excuse::None;
        }
    }
    return v;
}

QString ReplayVerdict::text() const
{
    switch (kind) {
    case Kind::NoMap:
        return {};
    case Kind::Reproduced:
        return tr("Recipe reproduced exactly: all %n hex(es) are the same as in the map", nullptr, count);
    case Kind::NotCompared:
        return tr("Recipe replayed; the cells were not compared with the map: %1").arg(reason);
    case Kind::Differs:
        break;
    }
    QString what;
    if (count < 0)
        what = tr("The replay differs from the map: it made another board");
    else if (first)
        what = tr("The replay differs from the map in %n hex(es), the first at row %1, column %2", nullptr, count).arg(first->row).arg(first->col);
    else
        what = tr("The replay differs from the map in %n hex(es)", nullptr, count);
    switch (excuse) {
    case Excuse::MapEdited:
        return tr("%1; the map was edited during or after its run, as its file says").arg(what);
    case Excuse::EditsLeftOut:
        return tr("%1; the recipe left out edits of its run, as it says").arg(what);
    case Excuse::None:
        break;
    }
    return timed ? tr("%1; a timed recipe may differ on another machine").arg(what) : what;
}

} // namespace hexloom::ui::main_window
