// Counting per basic block (docs/interpreter.md, "Counting"): the leader of
// each block adds one to its side entry's count; these functions turn the
// pending block counts into per-opcode counts of the thread that ran them.
//
// Pending counts are found in one of two ways. Counting plainly, a leader
// only decrements its count, and every method whose blocks may have counted
// since the last flush is on VM::enteredMethods: a method gets there when a
// frame is pushed for it (enterMethod) and, at each flush, when a frame of
// the thread that runs on stands in it (flushBlocks). With -Xprofile:methods,
// which flushes at every call and return, a leader whose count was zero
// puts its block on VM::pendingBlocks (noteBlock), so a flush touches only
// the blocks that ran.
//
// Invariant: pending block counts were all executed by the running thread
// since the last flush. The scheduler flushes before every switch, so every
// other thread's counters are complete; the running thread's are once
// countersOf() has flushed them.
#pragma once

#include "interpreter/code.h"
#include "profiler/counters.h"

namespace ww::vm {
struct Method;
struct Thread;
struct VM;
}

namespace ww::interp {

// With -Xprofile:methods: a leader whose count was zero has just been
// counted: remember its block. Cold: once per block between flushes.
[[gnu::cold, gnu::noinline]] void noteBlock(vm::VM* vm, InsnSide* leader);
// A frame is about to be pushed for m, which is translated and whose
// `entered` is null: sets it, and lists m if the VM flushes by method.
// Cold: once per method between flushes.
[[gnu::cold, gnu::noinline]] void enterMethod(vm::VM* vm, vm::Method* m);
// Adds every pending block's count times its instructions' opcodes to
// `into`, the running thread's counters (and to its calling context's, with
// -Xprofile:methods), and clears the pending counts. The list of entered
// methods then starts again from those that `next`, the thread that runs
// on, stands in.
void flushBlocks(vm::VM* vm, prof::Counters& into, vm::Thread* next);
// t's counters, complete: if t is the running thread, pending blocks are
// flushed into them first (and its stack entered again).
prof::Counters& countersOf(vm::Thread* t);
// What t's frames have counted ahead of time: each interpreted frame stands
// in a block that was counted in full when it was entered, so the rest of
// that block after the frame's pc (an invoke, or an instruction that called
// into the VM), and the block it carries, are in t's counts before they run.
// A reader that wants the counts of what has run subtracts this (ww.Profiler,
// WhiteBox); a frame unwound for good takes its part back.
prof::Counters countedAhead(vm::Thread* t);
// The same, taken from t's own counters in place (no Counters built), and
// given back: a free native call brackets itself with these.
void takeCountedAhead(vm::Thread* t);
void giveCountedAhead(vm::Thread* t);
// The instruction at `pc` threw: the instructions after it in its block,
// counted when the block was entered, did not run, nor did the block it
// carries (code.h). Takes them back.
void uncountRestOfBlock(prof::Counters& c, const Insn* pc);

// The same for a frame at `pc` that an exception leaves or is caught in: the
// thread's counts and, with -Xprofile:methods, its calling context's. Out
// of line, so that the dispatch loop forms no address for it: GCC hoisted
// `&t->counters` into a register for the whole loop and spilled `locals`.
void uncountAtUnwind(vm::Thread* t, const Insn* pc, bool methods);

}  // namespace ww::interp
