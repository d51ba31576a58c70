// Running a main class the way the `java` launcher does: loading it with the
// launcher's error messages, finding main, passing the arguments, reporting
// an uncaught exception through Thread.reportUncaught, running
// the shutdown hooks, and turning System.exit into an exit status.
#include <fstream>
#include <ostream>

#include "interpreter/interp.h"
#include "interpreter/opcodes.h"
#include "vm/alloc.h"
#include "vm/descriptor.h"
#include "vm/embedding.h"
#include "vm/exceptions.h"
#include "vm/init.h"
#include "vm/loader.h"
#include "vm/profilereport.h"
#include "vm/strings.h"
#include "vm/verifier.h"

namespace ww {

using vm::Class;
using vm::Thread;

namespace {

bool isA(Thread* t, vm::Object* o, const char* className) {
  Class* c = vm::loadClass(t, className, vm::Loader::Boot);
  return c && vm::instanceOf(o, c);
}

// The launcher's report of a main class that cannot be loaded.
int reportLoadFailure(Thread* t, const std::string& mainClass, std::ostream& err) {
  vm::Handle<vm::Object> ex(t, t->pending);
  t->pending = nullptr;
  std::string what = vm::describeThrowable(t, ex.get());
  if (isA(t, ex.get(), "java/lang/NoClassDefFoundError")) {
    // A missing main class is a ClassNotFoundException to the launcher.
    if (what == "java.lang.NoClassDefFoundError: " + vm::slashed(mainClass))
      what = "java.lang.ClassNotFoundException: " + mainClass;
    err << "Error: Could not find or load main class " << mainClass << "\nCaused by: " << what << "\n";
  } else {
    err << "Error: LinkageError occurred while loading main class " << mainClass << "\n\t" << what << "\n";
  }
  return 1;
}

// The launcher links the main class before it looks for main: a class that
// fails verification is reported so.
int reportLinkFailure(Thread* t, const std::string& mainClass, std::ostream& err) {
  vm::Handle<vm::Object> ex(t, t->pending);
  t->pending = nullptr;
  err << "Error: Unable to initialize main class " << mainClass << "\nCaused by: " << vm::describeThrowable(t, ex.get())
      << "\n";
  return 1;
}

vm::Method* findMain(Class* c) {
  for (Class* k = c; k; k = k->super)
    if (vm::Method* m = k->findDeclaredMethod("main", "([Ljava/lang/String;)V")) return m;
  return nullptr;
}

vm::Array* makeArgs(Thread* t, const std::vector<std::string>& args) {
  vm::Handle<vm::Array> array(t, vm::newObjectArray(t, t->vm->wk.string, int32_t(args.size())));
  if (!array.get()) return nullptr;
  for (size_t i = 0; i < args.size(); ++i) {
    vm::Object* s = vm::newStringUtf8(t, args[i]);
    if (!s) return nullptr;
    vm::arrayData<vm::Object*>(array.get())[i] = s;
  }
  return array.get();
}

// The counts of every thread of the run, added up.
void writeOpcodeCounts(vm::VM* v, const std::string& path) {
  prof::Counters all = v->sched.allCounters();  // complete: allCounters flushes
  std::ofstream out(path);
  for (int op = 0; op < prof::kOpcodeSlots; ++op) {
    const char* name = interp::jvmsOpcodeName(op);
    out << op << ' ' << (name ? name : "-") << ' ' << all.ops[op] << '\n';
  }
}

// The JDK runs the shutdown hooks (Runtime.addShutdownHook) when the last
// non-daemon thread has ended; wwvm does it as Java code on the main thread,
// java.lang.ExitSequence.afterLastThread(), which starts the hooks and joins
// them. System.exit runs them itself before halting (Runtime.exit), so this is
// only the normal end. ExitSequence is initialised only in programs that touched the
// hooks: other runs execute no extra bytecode and keep their opcode counts.
void runShutdownHooks(Thread* t) {
  auto it = t->vm->bootClasses.find("java/lang/ExitSequence");
  if (it == t->vm->bootClasses.end() || !it->second->isInitialized()) return;
  vm::Method* afterLastThread = it->second->findDeclaredMethod("afterLastThread", "()V");
  vm::Slot ignored;
  if (afterLastThread && !interp::call(t, afterLastThread, nullptr, &ignored) && !t->exiting) vm::dispatchUncaught(t);
}

// Every other thread stops (daemon threads, or all of them on exit), then the
// VM's exit reports.
int finish(Thread* t, int status, std::ostream& err) {
  vm::VM* v = t->vm;
  v->sched.stopOthers(t);
  if (!v->terminationMessage.empty()) err << "wwvm: " << v->terminationMessage << "\n";
  if (!v->options.opcodeCountsOut.empty()) writeOpcodeCounts(v, v->options.opcodeCountsOut);
  vm::writeProfileReports(v, err);
  if (v->options.verboseGc) gc::reportAtExit(v);
  return status;
}

// As the JDK's launcher after main: main's Thread ends (joiners wake), then
// the VM waits for every non-daemon thread and runs the shutdown hooks.
int endRun(Thread* t, int status, std::ostream& err) {
  vm::VM* v = t->vm;
  if (!t->exiting) {
    v->sched.detachMain(t);
    v->sched.awaitNonDaemonThreads(t);
  }
  if (!t->exiting) runShutdownHooks(t);
  return finish(t, t->exiting ? t->exitStatus : status, err);
}

}  // namespace

int runMain(Vm& vmHandle, const std::string& mainClass, const std::vector<std::string>& args, std::ostream& err) {
  vm::VM* v = vmHandle.impl.get();
  Thread* t = v->sched.mainThread();
  v->err = &err;
  v->mainClass = mainClass;
  Class* c = vm::loadClass(t, vm::slashed(mainClass), vm::Loader::App);
  if (!c) return finish(t, reportLoadFailure(t, mainClass, err), err);
  if (!vm::verifyClass(t, c)) return finish(t, reportLinkFailure(t, mainClass, err), err);
  vm::Method* main = findMain(c);
  if (!main || !(main->access & vm::ACC_PUBLIC)) {
    err << "Error: Main method not found in class " << mainClass
        << ", please define the main method as:\n   public static void main(String[] args)\n"
           "or a JavaFX application class must extend javafx.application.Application\n";
    return finish(t, 1, err);
  }
  if (!main->isStatic()) {
    err << "Error: Main method is not static in class " << mainClass
        << ", please define the main method as:\n   public static void main(String[] args)\n";
    return finish(t, 1, err);
  }
  // The argument array lives in a handle while the class initialises (its
  // <clinit> may collect and move it).
  vm::Handle<vm::Array> array(t, makeArgs(t, args));
  bool ok = array.get() && vm::ensureInitialized(t, c);
  if (ok) {
    vm::Slot argv[1];
    vm::Slot ignored;
    argv[0].l = array.get();
    ok = interp::call(t, main, argv, &ignored);
  }
  if (!ok && !t->exiting) vm::dispatchUncaught(t);
  return endRun(t, ok ? 0 : 1, err);
}

int finishVm(Vm& vmHandle, std::ostream& err) {
  vm::VM* v = vmHandle.impl.get();
  v->err = &err;
  return endRun(v->sched.mainThread(), 0, err);
}

}  // namespace ww
