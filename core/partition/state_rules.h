#pragma once
// How one A* run over partitions treats its states (docs/algorithms.md, "Region partitioning
// under an isomorphism constraint"). The defaults are Hexloom's; the others are the partitioning
// paper's code (abuzreq/ConstrainedGraphPartitioning on aima-java 3.0.0), named so that paper
// mode can run as that code runs.

namespace hexloom::core::partition {

// When two states count as one.
//  Partition: the same region (or removal) for every node of G. A state is dropped when it was
//             generated before (Hexloom's).
//  Quotient:  the same labelled quotient graph (which region borders which), whatever the members:
//             the paper's code compares its states so (`GraphPartitioningState.equals` and
//             `hashCode` look at region numbers and borders only). A state is dropped when a state
//             with its quotient graph was expanded before, and skipped when it leaves the open list
//             after one was, as aima-java's `GraphSearch` treats its explored set.
enum class Duplicates { Partition, Quotient };

// When a state is tested for the goal.
//  Generated: as soon as a child is made (Hexloom's).
//  Expanded:  when it leaves the open list, before it would be expanded (aima-java's `QueueSearch`
//             default, which the paper's code keeps: it never passes `allowEarlyGoalTest` on).
enum class GoalTest { Generated, Expanded };

} // namespace hexloom::core::partition
