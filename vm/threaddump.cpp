// Thread dumps (see vm/threaddump.h). Nothing here allocates on the Java
// heap: the dump is printed when the VM is about to stop.
#include "vm/threaddump.h"

#include <cstdio>
#include <ostream>

#include "interpreter/code.h"
#include "vm/class.h"
#include "vm/strings.h"
#include "vm/vm.h"

namespace ww::vm {
namespace {

const char* stateName(ThreadState s) {
  switch (s) {
    case ThreadState::New: return "NEW";
    case ThreadState::Runnable: return "RUNNABLE";
    case ThreadState::Blocked: return "BLOCKED";
    case ThreadState::Waiting: return "WAITING";
    case ThreadState::TimedWaiting: return "TIMED_WAITING";
    case ThreadState::Terminated: return "TERMINATED";
  }
  return "?";
}

// "java.lang.Object@1b6d3586", as Object.toString would print it (the identity
// hash is assigned here if the object had none).
std::string describeObject(VM* vm, Object* o) {
  char hash[16];
  std::snprintf(hash, sizeof hash, "%x", vm->identityHash(o));
  return o->klass->javaName() + "@" + hash;
}

Thread* ownerOf(VM* vm, Object* o) {
  uint16_t owner = uint16_t(o->lock >> 16);
  if (owner == 0) return nullptr;
  for (const auto& t : vm->sched.threads())
    if (t->number == owner) return t.get();
  return nullptr;
}

void printFrames(Thread* t, std::ostream& out) {
  for (Frame* f = t->top; f; f = f->prev) {
    const Method* m = f->method;
    out << "\tat " << m->owner->javaName() << "." << m->name << "(";
    if (f->flags & FRAME_NATIVE) {
      out << "Native Method";
    } else {
      int line = m->translated ? m->lineNumberAt(m->translated->originalPc(f->pc)) : -1;
      if (m->owner->sourceFile.empty()) out << "Unknown Source";
      else out << m->owner->sourceFile;
      if (!m->owner->sourceFile.empty() && line >= 0) out << ":" << line;
    }
    out << ")\n";
  }
}

}  // namespace

std::string threadName(Thread* t) {
  // Only the main thread runs before its java.lang.Thread exists (bootstrap).
  if (!t->javaThread) return "main";
  return stringUtf8(t, fieldAt<Object*>(t->javaThread, t->vm->wk.threadName));
}

void printThreadDump(VM* vm, std::ostream& out) {
  for (const auto& th : vm->sched.threads()) {
    Thread* t = th.get();
    out << "\"" << threadName(t) << "\" #" << t->number << " prio="
        << fieldAt<int32_t>(t->javaThread, vm->wk.threadPriority) << " " << stateName(t->state);
    if (t->state == ThreadState::Blocked && t->blockedOn) {
      out << " waiting for " << describeObject(vm, t->blockedOn);
      if (Thread* owner = ownerOf(vm, t->blockedOn)) out << " held by \"" << threadName(owner) << "\"";
    } else if (t->waitingForThreads) {
      out << " (waiting for the non-daemon threads to end)";
    } else if (t->waitingForClass) {
      out << " waiting for the initialisation of " << t->waitingForClass->javaName();
    } else if (t->blockedOn) {
      out << " on " << describeObject(vm, t->blockedOn);
      if (t->blockedOn->klass->isSubclassOf(vm->wk.thread)) {
        for (const auto& other : vm->sched.threads())
          if (other->javaThread == t->blockedOn) out << " (joining \"" << threadName(other.get()) << "\")";
      }
    }
    out << "\n";
    printFrames(t, out);
    out << "\n";
  }
}

}  // namespace ww::vm
