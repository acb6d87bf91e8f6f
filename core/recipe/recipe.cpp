#include "core/recipe/recipe.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QtEndian>
#include <algorithm>
#include <stdexcept>
#include <zlib.h>

#include "core/io/number_text.h"
#include "core/io/parse_error.h"
#include "core/io/map_file.h"
#include "core/io/rule_set_file.h"
#include "core/search/run/portfolio.h"
#include "core/search/snapshot.h"

#ifndef HEXLOOM_VERSION
#define HEXLOOM_VERSION "unknown"
#endif

namespace hexloom::core::recipe {

using run::ParameterDescriptor;

namespace {

// qCompress's format: a 4-byte big-endian length, then a zlib stream. qUncompress trusts that
// length and keeps doubling its buffer while the stream goes on, so a 540 KB line could unpack to
// hundreds of MB; here the length is checked against the input limit before a byte is unpacked,
// and inflation stops at it.
QByteArray unpack(const QByteArray& packed, const QString& name)
{
    const auto damaged = [&] { return std::invalid_argument("recipe: the embedded " + name.toStdString() + " is damaged"); };
    if (packed.size() < 5)
        throw damaged();
    const quint32 declared = qFromBigEndian<quint32>(packed.constData());
    if (declared == 0 || declared > io::kMaxInputBytes)
        throw std::invalid_argument("recipe: the embedded " + name.toStdString() + " would unpack to " + std::to_string(declared) +
                                    " bytes; the limit is " + std::to_string(io::kMaxInputBytes));
    QByteArray out(static_cast<qsizetype>(declared), Qt::Uninitialized);
    z_stream z{};
    if (inflateInit(&z) != Z_OK)
        throw damaged();
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(packed.constData() + 4));
    z.avail_in = static_cast<uInt>(packed.size() - 4);
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = declared;
    const int status = inflate(&z, Z_FINISH);
    const bool whole = status == Z_STREAM_END && z.total_out == declared;
    inflateEnd(&z);
    if (!whole)
        throw damaged();
    return out;
}

} // namespace

EmbeddedFile embeddedMap(const model::Board& board, const rules::RuleSet& rules, const model::Map& start)
{
    // A shared_ptr that owns nothing: the map writer only reads the rule set while writing.
    const std::shared_ptr<const rules::RuleSet> view(std::shared_ptr<const rules::RuleSet>(), &rules);
    return {QStringLiteral("json"), io::writeMap(io::MapFile{view, false, board, start, {}}, io::MapFormat::Json)};
}

QString embeddedText(const EmbeddedFile& file)
{
    return file.type + QLatin1Char(':') +
           QString::fromLatin1(qCompress(file.bytes, 9).toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

QString materialise(const QString& data, const QString& name, const QTemporaryDir& dir)
{
    const int colon = data.indexOf(QLatin1Char(':'));
    if (colon < 1 || colon > 8 || data.left(colon).contains(QRegularExpression(QStringLiteral("[^a-z0-9]"))))
        throw std::invalid_argument("recipe: the embedded " + name.toStdString() + " has no file type before ':'");
    const QByteArray bytes = unpack(QByteArray::fromBase64(data.mid(colon + 1).toLatin1(), QByteArray::Base64UrlEncoding), name);
    const QString path = dir.filePath(name + QLatin1Char('.') + data.left(colon));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.flush())
        throw std::runtime_error(path.toStdString() + ": cannot write");
    return path;
}

// A recipe's --time-limit, --iterations, --evaluations or --stagnation value, refused when it is no number or more
// than `maximum` (a pasted recipe asking for 10^15 iterations would run for years).
double recipeNumber(const QString& option, const QString& text, double maximum)
{
    const auto v = io::parseFiniteNumber(text.toStdString());
    if (!v || *v < 0)
        throw std::invalid_argument("recipe: " + option.toStdString() + " \"" + text.left(40).toStdString() + "\" is not a number");
    if (*v > maximum)
        throw std::invalid_argument("recipe: " + option.toStdString() + " " + text.left(40).toStdString() + " is more than replay runs (at most " +
                                    QString::number(maximum, 'g', 12).toStdString() + ")");
    return *v;
}

double exactReplayBound(double recipeSeconds)
{
    return recipeSeconds > 0 ? std::min(kMaxReplaySeconds, std::max(10.0, 10 * recipeSeconds)) : kMaxReplaySeconds;
}

QString versionWord()
{
    return QStringLiteral("hexloom=") + QStringLiteral(HEXLOOM_VERSION);
}

namespace {

QString parameterText(const ParameterDescriptor& d, double v)
{
    if (d.type == ParameterDescriptor::Type::Boolean)
        return v != 0 ? QStringLiteral("true") : QStringLiteral("false");
    if (d.type == ParameterDescriptor::Type::Choice && v >= 0 && v < d.choices.size())
        return QString::fromStdString(d.choices[static_cast<size_t>(v)]);
    return QString::number(v, 'g', 17);
}

// The time limit of the replay. A timed recipe stops at its own. An exact one stopped before its
// time limit (on iterations, stagnation or the target), which does not depend on the machine, so
// it is replayed without that limit but never without a bound: ten times the recipe's limit, at
// least 10 s, at most a day; without a time limit and a counted stop, a day.
double replayTimeLimit(bool exact, double recipeSeconds, bool countedStop)
{
    if (!exact)
        return recipeSeconds;
    if (recipeSeconds > 0)
        return exactReplayBound(recipeSeconds);
    return countedStop ? 0.0 : kMaxReplaySeconds;
}

// A --segment or --segments-dropped option of a hexloom-recipe/2 line, into `out`.
void readSegmentOption(const QString& option, const QString& value, bool segmented, ReplayArguments& out)
{
    if (!segmented)
        throw std::invalid_argument("recipe: " + option.toStdString() + " belongs to a " + kSegmentedRecipeMagic + " recipe, not a " +
                                    kRecipeMagic + " one");
    if (option == QLatin1String("--segments-dropped")) {
        out.segmentsDropped = static_cast<int>(recipeNumber(option, value, 1e9));
        return;
    }
    if (out.segments.size() == static_cast<size_t>(kMaxSegments))
        throw std::invalid_argument("recipe: more than " + std::to_string(kMaxSegments) + " segments");
    try {
        out.segments.push_back(readSegmentWord(value.toStdString(), static_cast<int>(out.segments.size()) + 2,
                                               out.segments.empty() ? 0 : out.segments.back().iteration));
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(std::string("recipe: ") + e.what());
    }
}

} // namespace

QString rulesHash(const core::rules::RuleSet& rules)
{
    return QString::fromLatin1(QCryptographicHash::hash(io::writeRuleSet(rules), QCryptographicHash::Sha256).toHex().left(16));
}

bool isRecipeLine(const QString& text)
{
    return text.startsWith(QLatin1String("hexloom-recipe/"));
}

bool isRecipeLine(const QByteArray& text)
{
    return text.startsWith("hexloom-recipe/");
}

EmbeddedFile embedFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw std::runtime_error(path.toStdString() + ": cannot read it to put it into the recipe");
    // The extension picks the reader (.json native, anything else letters): keep it, if it is tame.
    QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix.isEmpty() || suffix.size() > 8 || suffix.contains(QRegularExpression(QStringLiteral("[^a-z0-9]"))))
        suffix = QStringLiteral("txt");
    return {suffix, f.readAll()};
}

RecipeInputs inputsForMap(const model::Board& board, const rules::RuleSet& rules, const model::Map& start)
{
    RecipeInputs in;
    in.rulesHash = rulesHash(rules);
    in.startMap = embeddedMap(board, rules, start);
    return in;
}

RecipeInputs raceWinnerInputs(RecipeInputs race, const std::vector<search::PortfolioMember>& members, const search::Problem& problem,
                              const search::Snapshot& result)
{
    if (result.seed < race.seed || result.seed - race.seed >= members.size())
        throw std::invalid_argument("the race's result (seed " + std::to_string(result.seed) + ") was made by none of its members");
    const search::PortfolioMember& member = members[static_cast<size_t>(result.seed - race.seed)];
    race.algorithm = search::findAlgorithm(member.algorithm);
    if (!race.algorithm)
        throw std::invalid_argument("the race's member \"" + member.algorithm + "\" is no registered algorithm");
    race.values = member.values;
    race.seed = result.seed;
    if (race.shuffle) {
        race.startMap = embeddedMap(*problem.board, *problem.rules, problem.start);
        race.shuffle = false;
    }
    return race;
}

QString budgetWords(const std::optional<search::ChangeBudget>& budget, const model::Board& board)
{
    if (!budget)
        return {};
    QStringList w;
    if (budget->fewestChanges)
        w << QStringLiteral("--fewest-changes");
    if (budget->near != model::kNoCell) {
        const auto at = board.offset(budget->near);
        w << QStringLiteral("--near") << QStringLiteral("%1,%2").arg(at.row).arg(at.col) << QStringLiteral("--radius")
          << QString::number(budget->radius);
    }
    return w.join(QLatin1Char(' '));
}

QString writeRecipe(const RecipeInputs& in, const model::Board& board, const std::string& stopReason, int64_t iterationsDone)
{
    if (!in.algorithm)
        throw std::invalid_argument("cannot write a recipe without an algorithm");
    const bool segmented = !in.segments.segments.empty() || in.segments.dropped > 0;
    QStringList r{QString::fromLatin1(segmented ? kSegmentedRecipeMagic : kRecipeMagic), stopReason == "time" ? QStringLiteral("timed") : QStringLiteral("exact"),
                  versionWord()};
    if (!in.builtinRules.isEmpty())
        r << QStringLiteral("--rules") << in.builtinRules;
    else if (in.rulesFile)
        r << QStringLiteral("--rules-data") << embeddedText(*in.rulesFile);
    if (!in.rulesHash.isEmpty())
        r << QStringLiteral("--rules-sha256") << in.rulesHash;
    if (in.startMap)
        r << QStringLiteral("--map-data") << embeddedText(*in.startMap);
    for (const QString& t : in.lockTerrains)
        r << QStringLiteral("--lock-terrain") << t;
    if (in.shuffle)
        r << QStringLiteral("--shuffle");
    if (!in.symmetry.isEmpty())
        r << QStringLiteral("--symmetry") << in.symmetry;
    if (in.fitPool)
        r << QStringLiteral("--symmetry-pool") << QStringLiteral("fit");
    r << QStringLiteral("--algorithm") << QString::fromStdString(in.algorithm->id);
    for (const ParameterDescriptor& d : in.algorithm->parameters)
        r << QStringLiteral("--set")
          << QString::fromStdString(d.name) + QLatin1Char('=') + parameterText(d, run::parameterValue(in.algorithm->parameters, in.values, d.name));
    r << QStringLiteral("--seed") << QString::number(in.seed);
    search::StopCriteria s = in.stop;
    if (stopReason == "cancelled") {
        if (iterationsDone < 1)
            throw std::invalid_argument("the run was stopped before its first iteration; it has no recipe");
        s.iterationLimit = iterationsDone; // where the designer's Stop left it (an iteration boundary)
    }
    if (s.iterationLimit > 0)
        r << QStringLiteral("--iterations") << QString::number(s.iterationLimit);
    if (s.evaluationLimit > 0)
        r << QStringLiteral("--evaluations") << QString::number(s.evaluationLimit);
    if (s.timeLimitSeconds > 0)
        r << QStringLiteral("--time-limit") << QString::number(s.timeLimitSeconds, 'g', 17);
    if (s.stagnationIterations > 0)
        r << QStringLiteral("--stagnation") << QString::number(s.stagnationIterations);
    // Without a target a replay must not stop at generate's default one (0).
    r << QStringLiteral("--target") << (s.hasTarget ? QString::number(s.target, 'g', 17) : QStringLiteral("none"));
    for (const RecipeSegment& seg : in.segments.segments)
        r << QStringLiteral("--segment") << QString::number(seg.iteration) + QLatin1Char(':') + QString::fromStdString(seg.delta);
    if (in.segments.dropped > 0)
        r << QStringLiteral("--segments-dropped") << QString::number(in.segments.dropped);
    for (const QString& t : r)
        if (t.contains(QLatin1Char(' ')) || t.isEmpty())
            throw std::invalid_argument("cannot write a recipe with the value \"" + t.toStdString() + "\" (spaces or empty)");
    if (const QString words = budgetWords(in.budget, board); !words.isEmpty())
        r << words;
    return r.join(QLatin1Char(' '));
}

ReplayArguments recipeArguments(const QString& recipe, const QTemporaryDir& dir)
{
    const QStringList t = recipe.trimmed().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (t.isEmpty() || (t[0] != QLatin1String(kRecipeMagic) && t[0] != QLatin1String(kSegmentedRecipeMagic)))
        throw std::invalid_argument("not a recipe: it must start with \"" + std::string(kRecipeMagic) + "\" or \"" +
                                    std::string(kSegmentedRecipeMagic) + "\"");
    const bool segmented = t[0] == QLatin1String(kSegmentedRecipeMagic);
    if (t.size() < 2 || (t[1] != QLatin1String("exact") && t[1] != QLatin1String("timed")))
        throw std::invalid_argument("recipe: expected exact or timed after " + std::string(kRecipeMagic) + ", found \"" +
                                    t.value(1).toStdString() + "\"");
    if (t.size() < 3 || !t[2].startsWith(QLatin1String("hexloom=")))
        throw std::invalid_argument("recipe: expected hexloom=VERSION after " + t[1].toStdString());
    ReplayArguments out;
    out.exact = t[1] == QLatin1String("exact");
    out.args << QStringLiteral("generate");
    double timeLimit = 0;
    bool countedStop = false; // --iterations, --evaluations or --stagnation: a stop every machine reaches alike
    for (int i = 3; i < t.size(); ++i) {
        const bool hasValue = i + 1 < t.size();
        if (t[i] == QLatin1String("--rules-data") && hasValue)
            out.args << QStringLiteral("--rules") << materialise(t[++i], QStringLiteral("rules"), dir);
        else if (t[i] == QLatin1String("--map-data") && hasValue)
            out.args << QStringLiteral("--map") << materialise(t[++i], QStringLiteral("start"), dir);
        else if ((t[i] == QLatin1String("--segment") || t[i] == QLatin1String("--segments-dropped")) && hasValue) {
            readSegmentOption(t[i], t[i + 1], segmented, out);
            ++i;
        } else if (t[i] == QLatin1String("--rules-sha256") && hasValue)
            out.rulesHash = t[++i];
        else if (t[i] == QLatin1String("--time-limit") && hasValue) {
            timeLimit = recipeNumber(t[i], t[i + 1], kMaxReplaySeconds);
            ++i;
        }
        else if ((t[i] == QLatin1String("--iterations") || t[i] == QLatin1String("--evaluations") ||
                  t[i] == QLatin1String("--stagnation")) &&
                 hasValue) {
            recipeNumber(t[i], t[i + 1], kMaxReplayIterations);
            countedStop = true;
            out.args << t[i] << t[i + 1];
            ++i;
        } else
            out.args << t[i];
    }
    out.timeLimitSeconds = replayTimeLimit(out.exact, timeLimit, countedStop);
    if (out.timeLimitSeconds > 0)
        out.args << QStringLiteral("--time-limit") << QString::number(out.timeLimitSeconds, 'g', 17);
    return out;
}

} // namespace hexloom::core::recipe
