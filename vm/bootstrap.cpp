// VM start-up: class paths, heap, interpreter, the main thread, and the
// classes and field offsets the VM relies on; then System's initialisation.
#include <cerrno>
#include <cstring>
#include <fstream>
#include <string>

#include "interpreter/interp.h"
#include "vm/alloc.h"
#include "vm/embedding.h"
#include "vm/exceptions.h"
#include "vm/init.h"
#include "vm/jnistate.h"
#include "vm/loader.h"
#include "vm/processexit.h"
#include "vm/strings.h"
#include "vm/vm.h"

namespace ww {

using vm::Class;
using vm::Loader;
using vm::Thread;

namespace {

struct BootError {
  std::string message;
};

Class* bootClass(Thread* t, const char* name) {
  Class* c = vm::loadClass(t, name, Loader::Boot);
  if (!c) throw BootError{std::string("cannot load ") + name + ": " + vm::describeThrowable(t, t->pending)};
  return c;
}

uint32_t fieldOffset(Class* c, const char* name, const char* desc) {
  vm::Field* f = c->findDeclaredField(name, desc);
  if (!f || f->isStatic())
    throw BootError{"the class library's " + c->javaName() + " has no field " + name + " " + desc};
  return f->offset;
}

void initialize(Thread* t, Class* c) {
  if (!vm::ensureInitialized(t, c))
    throw BootError{"initialising " + c->javaName() + " failed: " + vm::describeThrowable(t, t->pending)};
}

void loadWellKnown(Thread* t) {
  vm::WellKnown& wk = t->vm->wk;
  vm::createPrimitiveClasses(t);
  wk.object = bootClass(t, "java/lang/Object");
  wk.cloneable = bootClass(t, "java/lang/Cloneable");
  wk.serializable = bootClass(t, "java/io/Serializable");
  for (int bt = int(vm::BasicType::Boolean); bt <= int(vm::BasicType::Long); ++bt)
    vm::arrayClassOf(t, t->vm->wk.primitives[bt - 2]);
  wk.klass = bootClass(t, "java/lang/Class");
  wk.string = bootClass(t, "java/lang/String");
  wk.throwable = bootClass(t, "java/lang/Throwable");
  wk.thread = bootClass(t, "java/lang/Thread");
  wk.stackTraceElement = bootClass(t, "java/lang/StackTraceElement");
  wk.charArray = vm::primitiveArrayClass(t->vm, vm::BasicType::Char);
  wk.stringArray = vm::arrayClassOf(t, wk.string);

  wk.stringValue = fieldOffset(wk.string, "value", "[C");
  wk.stringHash = fieldOffset(wk.string, "hash", "I");
  wk.classVmClass = fieldOffset(wk.klass, "vmClass", "J");
  wk.throwableBacktrace = fieldOffset(wk.throwable, "backtrace", "Ljava/lang/Object;");
  wk.throwableMessage = fieldOffset(wk.throwable, "detailMessage", "Ljava/lang/String;");
  wk.throwableCause = fieldOffset(wk.throwable, "cause", "Ljava/lang/Throwable;");
  Class* ste = wk.stackTraceElement;
  wk.steDeclaringClass = fieldOffset(ste, "declaringClass", "Ljava/lang/String;");
  wk.steMethodName = fieldOffset(ste, "methodName", "Ljava/lang/String;");
  wk.steFileName = fieldOffset(ste, "fileName", "Ljava/lang/String;");
  wk.steLineNumber = fieldOffset(ste, "lineNumber", "I");
  wk.steModuleName = fieldOffset(ste, "moduleName", "Ljava/lang/String;");
  wk.threadName = fieldOffset(wk.thread, "name", "Ljava/lang/String;");
  wk.threadVmThread = fieldOffset(wk.thread, "vmThread", "J");
  wk.threadPriority = fieldOffset(wk.thread, "priority", "I");
  wk.threadDaemon = fieldOffset(wk.thread, "daemon", "Z");
  wk.threadInterrupted = fieldOffset(wk.thread, "interrupted", "Z");
  wk.referenceReferent = fieldOffset(bootClass(t, "java/lang/ref/Reference"), "referent", "Ljava/lang/Object;");

  // The VM may have no room left to build an OutOfMemoryError when it needs
  // one: this instance (no message, no stack trace) is made up front.
  Class* oom = bootClass(t, "java/lang/OutOfMemoryError");
  wk.outOfMemoryError = vm::allocObject(t, oom);
  if (!wk.outOfMemoryError) throw BootError{"Too small maximum heap"};
}

// The java.lang.Thread of the main thread, made with the private
// constructor Thread(String, boolean) that touches no other thread.
void createMainThreadObject(Thread* t) {
  vm::WellKnown& wk = t->vm->wk;
  vm::Handle<vm::Object> name(t, vm::newStringUtf8(t, "main"));
  vm::Handle<vm::Object> thread(t, name.get() ? interp::construct(t, wk.thread, "(Ljava/lang/String;Z)V", [&](vm::Slot* a) {
    a[0].l = name.get();
    a[1].i = 1;
  }) : nullptr);
  if (!thread.get()) throw BootError{"creating the main thread failed: " + vm::describeThrowable(t, t->pending)};
  vm::fieldAt<Thread*>(thread.get(), wk.threadVmThread) = t;
  t->javaThread = thread.get();
}

void boot(Thread* t) {
  loadWellKnown(t);
  initialize(t, t->vm->wk.object);
  initialize(t, t->vm->wk.string);
  createMainThreadObject(t);
  initialize(t, bootClass(t, "java/lang/System"));
}

// The resource model: -Xenergy-model's file, or (left to its first use, as
// most runs never need it) the one compiled in.
bool loadModel(vm::VM* v, std::string* error) {
  const std::string& path = v->options.energyModel;
  if (path.empty()) return true;
  std::ifstream in(path);
  if (!in) {
    *error = "could not read the energy model " + path + ": " + std::strerror(errno);
    return false;
  }
  auto loaded = std::make_unique<prof::Model>();
  if (!prof::parseModel(in, path, loaded.get(), error)) return false;
  v->model.use(std::move(loaded));
  return true;
}

}  // namespace

VmPtr createVm(const VmOptions& options, std::string* error) {
  if (options.initialHeap > options.maxHeap) {
    *error = "Initial heap size set to a larger value than the maximum heap size";
    return nullptr;
  }
  VmPtr vmHandle(new Vm);
  vmHandle->impl = std::make_unique<vm::VM>(options);
  vm::VM* v = vmHandle->impl.get();
  if (!v->heap.ok()) {
    *error = "could not reserve a Java heap of " + std::to_string(options.maxHeap) + " bytes";
    return nullptr;
  }
  v->bootPath.addPath(options.bootClassPath);
  v->appPath.addPath(options.classPath);
  if (v->bootPath.size() == 0) {
    *error = "the class library was not found (boot class path: '" + options.bootClassPath + "')";
    return nullptr;
  }
  if (!loadModel(v, error)) return nullptr;
  if (options.profileMethods) {
    if (!v->countsOpcodes()) {
      *error = kCountingCompiled ? "-Xprofile:methods and -Xprofile-folded need counting: remove -Xprofile:off"
                                 : "-Xprofile:methods and -Xprofile-folded need counting, which this wwvm build leaves out";
      return nullptr;
    }
    v->callProfile = std::make_unique<vm::CallProfile>();
  }
  interp::initInterpreter(v);
  auto main = std::make_unique<Thread>(v, options.stackSize);
  if (!main->ok()) {
    *error = "could not reserve the main thread's stack";
    return nullptr;
  }
  v->sched.adoptMain(std::move(main));
  try {
    boot(v->sched.mainThread());
  } catch (const BootError& e) {
    *error = e.message;
    return nullptr;
  }
  return vmHandle;
}

void VmDeleter::operator()(Vm* v) const {
  if (v->impl) vm::unloadNativeLibraries(v->impl.get());
  delete v;
}

// The VM left to the exit, reachable from here so that leak checkers (the
// asan preset) do not count it as lost. External, so no store to it is
// optimised away.
Vm* vmLeftToExit = nullptr;

void releaseForExit(VmPtr vmHandle) {
  if (vmHandle && vmHandle->impl) vm::unloadNativeLibraries(vmHandle->impl.get());
  vmLeftToExit = vmHandle.release();
}

}  // namespace ww
