#pragma once
// What a run does when the designer changes the document while it goes on, and which finished
// results may still be applied afterwards: one value per kind of run, handed to JobPipeline, which
// is the only place that enforces it. A result is never written over a document it no longer fits.
namespace hexloom::ui::run {

struct StalenessPolicy {
    // What changed, from the run's point of view.
    enum class Change {
        Cells, // hexes painted, locked or unlocked (board and rules stay)
        Rules, // the rule set was replaced, the board stays
        Board, // the board was replaced (its hexes mean other places now)
    };
    enum class Reaction {
        Keep,    // the run goes on with what it started from; `result` judges its outcome
        Follow,  // the run adopts the change (painted hexes are posted to its workers)
        Restart, // the same run starts again from the current document
        Stop,    // the run is cancelled: what it works on no longer exists
    };
    // Which change since the start makes a finished result stale (it is then not applied).
    enum class Validity {
        SameRevision,      // any change at all (designer or another run)
        SameBoardAndRules, // a replaced board or rule set
        SameBoard,         // a replaced board
    };

    Reaction onCells = Reaction::Keep;
    Reaction onRules = Reaction::Stop;
    Reaction onBoard = Reaction::Stop;
    Validity result = Validity::SameRevision;

    Reaction reactionTo(Change c) const { return c == Change::Cells ? onCells : c == Change::Rules ? onRules : onBoard; }

    // Searches adopt painted hexes and locks, restart on new rules, stop on a new board; their
    // suggestions fit while board and rules are the same (accepting merges the designer's edits).
    static StalenessPolicy search() { return {Reaction::Follow, Reaction::Restart, Reaction::Stop, Validity::SameBoardAndRules}; }
    // A tile assembly fills the map it started from: any change makes its result stale; a new
    // board or rule set stops it.
    static StalenessPolicy assembly() { return {Reaction::Keep, Reaction::Stop, Reaction::Stop, Validity::SameRevision}; }
    // Regions are places on the board: only a new board stops the search and drops its result
    // (terrains are looked up in the rules at apply time).
    static StalenessPolicy partition() { return {Reaction::Keep, Reaction::Keep, Reaction::Stop, Validity::SameBoard}; }
};

} // namespace hexloom::ui::run
