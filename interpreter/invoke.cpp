// Invoke resolution, selection and quickening (JVMS 6.5 invoke*, 5.4.6).
#include "interpreter/invoke.h"

#include "interpreter/opcodes.h"
#include "interpreter/translate.h"
#include "vm/descriptor.h"
#include "vm/exceptions.h"
#include "vm/init.h"
#include "vm/jnicall.h"
#include "vm/link.h"
#include "vm/mirror.h"
#include "vm/monitor.h"
#include "vm/natives.h"
#include "vm/resolve.h"
#include "vm/vm.h"

namespace ww::interp {
namespace {

std::string signatureOf(const vm::Method* m) { return vm::javaMethodSignature(m->owner->name, m->name, m->descriptor); }

// invokespecial's selection: a super call starts at the caller's superclass.
vm::Method* selectSpecial(vm::Class* current, vm::Method* resolved, vm::Class* symbolic) {
  if (resolved->isInit() || resolved->isPrivate()) return resolved;
  vm::Class* start = symbolic;
  if (!symbolic->isInterface() && symbolic != current && current->isSubclassOf(symbolic)) start = current->super;
  for (vm::Class* k = start; k && !k->isInterface(); k = k->super) {
    vm::Method* m = k->findDeclaredMethod(resolved->name, resolved->descriptor);
    if (m && !m->isStatic()) return m;
  }
  if (start->isInterface()) {
    vm::Method* m = start->findDeclaredMethod(resolved->name, resolved->descriptor);
    if (m && !m->isStatic()) return m;
  }
  std::vector<vm::Method*> candidates = vm::maximallySpecific(start, resolved->name, resolved->descriptor);
  for (vm::Method* m : candidates)
    if (!m->isAbstract()) return m;
  return resolved;
}

InterfaceCallSite* newCallSite(vm::Method* caller, vm::Method* imethod) {
  auto site = std::make_unique<InterfaceCallSite>();
  site->imethod = imethod;
  InterfaceCallSite* raw = site.get();
  caller->translated->callSites.push_back(std::move(site));
  return raw;
}

bool incompatible(vm::Thread* t, const char* what, vm::Method* m) {
  vm::throwNew(t, "java/lang/IncompatibleClassChangeError", std::string(what) + signatureOf(m));
  return false;
}

}  // namespace

QuickenResult quickenInvoke(vm::Thread* t, vm::Method* caller, Insn* insn, int op) {
  QuickenResult r;
  const void* const* handlers = t->vm->handlers;
  vm::Class* from = caller->owner;
  uint16_t index = uint16_t(insn->a);
  vm::Method* m = vm::resolveMethod(t, from, index, op == OP_INVOKESTATIC || op == OP_INVOKESPECIAL);
  if (!m) return {true, false, nullptr};
  bool wantStatic = op == OP_INVOKESTATIC;
  if (m->isStatic() != wantStatic) {
    incompatible(t, wantStatic ? "Expected static method " : "Expecting non-static method ", m);
    return {true, false, nullptr};
  }
  switch (op) {
    case OP_INVOKESTATIC:
      if (!vm::ensureInitialized(t, m->owner)) return {true, false, nullptr};
      if (!m->owner->isInitialized()) return {false, true, m};
      insn->p = m;
      setOp(insn, OP_INVOKESTATIC_Q, handlers);
      break;
    case OP_INVOKESPECIAL: {
      auto* symbolic = static_cast<vm::Class*>(from->resolved[from->file->constantPool[index].ref1]);
      insn->p = selectSpecial(from, m, symbolic);
      setOp(insn, OP_INVOKESPECIAL_Q, handlers);
      break;
    }
    case OP_INVOKEVIRTUAL:
      if (m->isPrivate() || (m->access & vm::ACC_FINAL) || (m->owner->access & vm::ACC_FINAL && !m->owner->isInterface())) {
        insn->p = m;
        setOp(insn, OP_INVOKEVIRTUAL_D, handlers);
      } else if (m->owner->isInterface()) {
        insn->p = newCallSite(caller, m);
        setOp(insn, OP_INVOKEVIRTUAL_I, handlers);
      } else {
        insn->a = m->vtableIndex;
        insn->b = m->argSlots;
        setOp(insn, OP_INVOKEVIRTUAL_V, handlers);
      }
      break;
    default:  // OP_INVOKEINTERFACE
      insn->p = newCallSite(caller, m);
      setOp(insn, OP_INVOKEINTERFACE_Q, handlers);
      break;
  }
  return r;
}

vm::Method* selectInterfaceTarget(vm::Thread* t, InterfaceCallSite* site, vm::Class* c) {
  vm::Method* im = site->imethod;
  vm::Method* target = nullptr;
  if (im->isPrivate()) {
    target = im;
  } else if (!im->owner->isInterface()) {
    target = c->vtable[size_t(im->vtableIndex)];
  } else {
    for (const vm::ITable& it : c->itables)
      if (it.iface == im->owner) target = it.methods[size_t(im->itableIndex)];
    if (!target) {
      vm::throwNew(t, "java/lang/IncompatibleClassChangeError",
                   "Class " + c->javaName() + " does not implement the requested interface " + im->owner->javaName());
      return nullptr;
    }
    // A class method that implements an interface method must be public.
    if (!(target->access & vm::ACC_PUBLIC) && !target->owner->isInterface()) {
      vm::throwNew(t, "java/lang/IllegalAccessError", signatureOf(target));
      return nullptr;
    }
  }
  site->cachedClass = c;
  site->cachedTarget = target;
  return target;
}

Dispatch dispatchOf(const Insn* pc, const vm::Method* callee, const vm::Slot* args, const void* const* handlers) {
  Dispatch d;
  if (callee->isStatic() || opOf(pc) == OP_INVOKESPECIAL_Q) return d;
  d.receiver = args[0].l->klass;
  d.resolved = callee;
  if (opOf(pc) == OP_INVOKEINTERFACE_Q || opOf(pc) == OP_INVOKEVIRTUAL_I) {
    d.resolved = static_cast<const InterfaceCallSite*>(pc->p)->imethod;
    d.viaInterface = opOf(pc) == OP_INVOKEINTERFACE_Q;
  }
  return d;
}

bool prepareInvoke(vm::Thread* t, vm::Method* m, const Dispatch& how) {
  // A selection that found no implementation: the JDK words it after the
  // receiver and the resolved method; a direct call names only the method.
  auto noImplementation = [&](const vm::Method* resolved) {
    vm::throwNew(t, "java/lang/AbstractMethodError",
                 "Receiver class " + how.receiver->javaName() +
                     " does not define or inherit an implementation of the resolved method '" +
                     (resolved->isAbstract() ? "abstract " : "") +
                     vm::javaMethodDescription(resolved->name, resolved->descriptor) + "' of " +
                     (resolved->owner->isInterface() ? "interface " : "abstract class ") +
                     resolved->owner->javaName() + ".");
    return false;
  };
  if (m->defaultConflict) {
    if (how.receiver && how.viaInterface) return noImplementation(how.resolved);
    std::string names;
    for (const vm::Method* d : m->conflicting) names += (names.empty() ? "" : " ") + d->owner->javaName() + "." + d->name;
    vm::throwNew(t, "java/lang/IncompatibleClassChangeError", "Conflicting default methods: " + names);
    return false;
  }
  if (m->isAbstract()) {
    if (how.receiver) return noImplementation(how.resolved);
    vm::throwNew(t, "java/lang/AbstractMethodError", signatureOf(m));
    return false;
  }
  return m->translated || translate(t, m, t->vm->handlers);
}

bool lockMethodMonitor(vm::Thread* t, vm::Frame* f) {
  vm::Method* m = f->method;
  vm::Object* o = m->isStatic() ? vm::mirrorOf(t, m->owner) : f->locals[0].l;
  if (!o) return false;
  // Recorded first: the frame's lockedMonitor is a root, and the object may
  // move while this thread waits for the monitor.
  f->lockedMonitor = o;
  if (!vm::monitorEnter(t, o)) {
    f->lockedMonitor = nullptr;
    return false;
  }
  return true;
}

bool invokeNative(vm::Thread* t, vm::Method* m, vm::Slot* args) {
  if (!m->native) {
    // Built-in first, then the JNI names in the loaded libraries (a method
    // given by RegisterNatives is bound already).
    m->native = vm::findBuiltinNative(m, t->vm->options.whiteBox);
    if (!m->native && !vm::bindFromLibraries(t->vm, m)) {
      vm::throwNew(t, "java/lang/UnsatisfiedLinkError", signatureOf(m));
      return false;
    }
  }
  auto* nf = reinterpret_cast<vm::Frame*>(args + m->argSlots);
  if (nf->stackBase() + 8 > t->stackLimit) {
    vm::throwStackOverflow(t);
    return false;
  }
  nf->prev = t->top;
  nf->method = m;
  nf->locals = args;
  nf->flags = vm::FRAME_NATIVE;
  nf->pc = nullptr;
  nf->sp = nf->stackBase();
  nf->lockedMonitor = nullptr;
  t->top = nf;
  if (m->isSynchronized() && !lockMethodMonitor(t, nf)) {
    t->top = nf->prev;
    return false;
  }
  vm::Slot result{};
  m->native(t, args, &result);
  if (nf->lockedMonitor && !t->exiting) {
    vm::Handle<vm::Object> pending(t, t->pending);
    t->pending = nullptr;
    vm::monitorExit(t, nf->lockedMonitor);
    if (pending.get()) t->pending = pending.get();
  }
  t->top = nf->prev;
  if (t->hasPending()) return false;
  args[0] = result;
  return true;
}

}  // namespace ww::interp
