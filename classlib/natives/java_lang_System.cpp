// Natives of java.lang.System and java.lang.Runtime.
#include <sys/utsname.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>

#include "vm/alloc.h"
#include "vm/exceptions.h"
#include "vm/loader.h"
#include "vm/natives.h"
#include "vm/scheduler.h"
#include "vm/strings.h"
#include "vm/vm.h"

namespace ww::classlib {

using namespace ww::vm;

namespace {

// "int[]" or "object array[]", as the JDK's arraycopy messages say; with a
// length, "int[5]".
std::string arrayKind(const Class* a, const std::string& length = "") {
  return (a->component->isPrimitive ? a->component->name : std::string("object array")) + "[" + length + "]";
}

bool checkRange(Thread* t, const char* which, int32_t pos, int32_t length, Array* a) {
  if (pos < 0) {
    throwNew(t, "java/lang/ArrayIndexOutOfBoundsException",
             std::string("arraycopy: ") + which + " index " + std::to_string(pos) + " out of bounds for " +
                 arrayKind(a->klass, std::to_string(a->length)));
    return false;
  }
  if (int64_t(pos) + length > a->length) {
    throwNew(t, "java/lang/ArrayIndexOutOfBoundsException",
             std::string("arraycopy: last ") + which + " index " + std::to_string(int64_t(pos) + length) +
                 " out of bounds for " + arrayKind(a->klass, std::to_string(a->length)));
    return false;
  }
  return true;
}

bool checkTypes(Thread* t, Object* src, Object* dst) {
  if (!src->klass->isArray || !dst->klass->isArray) {
    bool srcBad = !src->klass->isArray;
    throwNew(t, "java/lang/ArrayStoreException",
             std::string("arraycopy: ") + (srcBad ? "source" : "destination") + " type " +
                 (srcBad ? src : dst)->klass->javaName() + " is not an array");
    return false;
  }
  Class* sc = src->klass->component;
  Class* dc = dst->klass->component;
  if ((sc->isPrimitive || dc->isPrimitive) && sc != dc) {
    throwNew(t, "java/lang/ArrayStoreException",
             "arraycopy: type mismatch: can not copy " + arrayKind(src->klass) + " into " + arrayKind(dst->klass));
    return false;
  }
  return true;
}

// Object arrays whose element types are not statically compatible: check
// each element, copying those before the first that does not fit.
void copyCheckedElements(Thread* t, Array* src, int32_t sp, Array* dst, int32_t dp, int32_t n) {
  Class* dc = dst->klass->component;
  Object** from = arrayData<Object*>(src) + sp;
  Object** to = arrayData<Object*>(dst) + dp;
  if (src == dst && sp < dp) {
    std::memmove(to, from, size_t(n) * sizeof(Object*));
    return;
  }
  for (int32_t i = 0; i < n; ++i) {
    Object* e = from[i];
    if (e && !instanceOf(e, dc)) {
      throwNew(t, "java/lang/ArrayStoreException",
               "arraycopy: element type mismatch: can not cast one of the elements of " + src->klass->component->javaName() +
                   "[] to the type of the destination array, " + dc->javaName());
      return;
    }
    to[i] = e;
  }
}

WW_NATIVE(System_arraycopy) {
  Object* src = args[0].l;
  int32_t sp = args[1].i;
  Object* dst = args[2].l;
  int32_t dp = args[3].i, n = args[4].i;
  if (!src || !dst) return throwNullPointer(t);
  if (!checkTypes(t, src, dst)) return;
  Array* s = static_cast<Array*>(src);
  Array* d = static_cast<Array*>(dst);
  if (n < 0) {
    throwNew(t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: length " + std::to_string(n) + " is negative");
    return;
  }
  if (!checkRange(t, "source", sp, n, s) || !checkRange(t, "destination", dp, n, d)) return;
  if (n == 0) return;
  Class* sc = s->klass->component;
  Class* dc = d->klass->component;
  if (!sc->isPrimitive && sc != dc && !isAssignable(sc, dc)) return copyCheckedElements(t, s, sp, d, dp, n);
  int shift = s->klass->elementShift;
  std::memmove(reinterpret_cast<char*>(arrayData<char>(d)) + (size_t(dp) << shift),
               reinterpret_cast<char*>(arrayData<char>(s)) + (size_t(sp) << shift), size_t(n) << shift);
}

// Both read the scheduler's clock: the wall clock, or under -Xclock:virtual
// the one that advances with executed bytecodes.
WW_NATIVE(System_currentTimeMillis) { result->j = t->vm->sched.currentTimeMillis(); }
WW_NATIVE(System_nanoTime) { result->j = t->vm->sched.nanoTime(); }
WW_NATIVE(System_identityHashCode) {
  Object* o = args[0].l;
  result->i = o ? int32_t(t->vm->identityHash(o)) : 0;
}

std::string osVersion() {
  struct utsname u;
  return uname(&u) == 0 ? std::string(u.release) : std::string();
}

std::string currentDirectory() {
  char buf[4096];
  return getcwd(buf, sizeof buf) ? std::string(buf) : std::string(".");
}

// The JDK's default java.library.path on Linux: LD_LIBRARY_PATH, then the
// usual library directories.
std::string defaultLibraryPath() {
  const char* ld = std::getenv("LD_LIBRARY_PATH");
  std::string path = ld && *ld ? std::string(ld) + ":" : "";
  return path + "/usr/java/packages/lib:/usr/lib64:/lib64:/lib:/usr/lib";
}

// The system properties the VM defines, then the -D ones (which override).
std::vector<std::pair<std::string, std::string>> systemProperties(VM* vm) {
  const char* home = std::getenv("HOME");
  const char* user = std::getenv("USER");
  std::vector<std::pair<std::string, std::string>> p = {
      {"java.version", "17"},
      {"java.specification.version", "17"},
      {"java.vendor", "wwvm"},
      {"java.vm.name", "wwvm"},
      {"java.vm.version", "0.1.0"},
      {"java.class.version", "61.0"},
      {"java.class.path", vm->options.classPath},
      {"java.home", ""},
      {"java.vm.vendor", "wwvm"},
      {"java.vm.specification.version", "17"},
      {"java.vm.specification.name", "Java Virtual Machine Specification"},
      {"java.specification.name", "Java Platform API Specification"},
      {"java.runtime.name", "wwvm"},
      {"java.library.path", defaultLibraryPath()},
      {"java.io.tmpdir", "/tmp"},
      {"os.name", "Linux"},
      {"os.arch", "amd64"},
      {"os.version", osVersion()},
      {"file.separator", "/"},
      {"path.separator", ":"},
      {"line.separator", "\n"},
      {"file.encoding", "UTF-8"},
      {"native.encoding", "UTF-8"},
      {"sun.jnu.encoding", "UTF-8"},
      {"user.dir", currentDirectory()},
      {"user.home", home ? home : "/"},
      {"user.name", user ? user : ""},
      {"microedition.platform", "wwvm"},
      {"microedition.configuration", "CLDC-1.1"},
      {"sun.java.command", vm->options.javaCommand},
  };
  for (const auto& d : vm->options.properties) {
    auto same = std::find_if(p.begin(), p.end(), [&](const auto& e) { return e.first == d.first; });
    if (same != p.end()) same->second = d.second;
    else p.push_back(d);
  }
  return p;
}

WW_NATIVE(System_vmProperties) {
  auto props = systemProperties(t->vm);
  Handle<Array> out(t, newObjectArray(t, t->vm->wk.string, int32_t(props.size() * 2)));
  if (!out.get()) return;
  for (size_t i = 0; i < props.size(); ++i) {
    for (int k = 0; k < 2; ++k) {
      Object* s = newStringUtf8(t, k == 0 ? props[i].first : props[i].second);
      if (!s) return;
      arrayData<Object*>(out.get())[i * 2 + size_t(k)] = s;
    }
  }
  result->l = out.get();
}

void setSystemStream(Thread* t, const char* name, const char* desc, Object* value) {
  Class* system = loadClass(t, "java/lang/System", Loader::Boot);
  if (!system) return;
  Field* f = system->findDeclaredField(name, desc);
  if (f) *reinterpret_cast<Object**>(reinterpret_cast<char*>(system->statics.get()) + f->offset) = value;
}
WW_NATIVE(System_setIn0) { setSystemStream(t, "in", "Ljava/io/InputStream;", args[0].l); }
WW_NATIVE(System_setOut0) { setSystemStream(t, "out", "Ljava/io/PrintStream;", args[0].l); }
WW_NATIVE(System_setErr0) { setSystemStream(t, "err", "Ljava/io/PrintStream;", args[0].l); }
WW_NATIVE(System_getenv0) {
  const char* v = std::getenv(stringUtf8(t, args[0].l).c_str());
  result->l = v ? newStringUtf8(t, v) : nullptr;
}

WW_NATIVE(Runtime_halt0) {
  // Every thread, not only the caller, unwinds its frames without running
  // handlers as it next runs; the main thread's runMain returns the status
  // (docs/threads.md "Start, end, join and exit").
  t->vm->sched.requestExit(t, args[0].i);
}
WW_NATIVE(Runtime_freeMemory) { result->j = int64_t(t->vm->heap.capacity() - t->vm->heap.used()); }
WW_NATIVE(Runtime_totalMemory) { result->j = int64_t(t->vm->heap.capacity()); }
WW_NATIVE(Runtime_maxMemory) { result->j = int64_t(t->vm->heap.maxCapacity()); }
WW_NATIVE(Runtime_gc) { gc::collect(t, "System.gc()"); }
WW_NATIVE(Runtime_availableProcessors) { result->i = 1; }  // green threads share one processor

constexpr NativeBinding kBindings[] = {
    {"java/lang/System", "arraycopy", "(Ljava/lang/Object;ILjava/lang/Object;II)V", System_arraycopy},
    {"java/lang/System", "currentTimeMillis", "()J", System_currentTimeMillis},
    {"java/lang/System", "nanoTime", "()J", System_nanoTime},
    {"java/lang/System", "identityHashCode", "(Ljava/lang/Object;)I", System_identityHashCode},
    {"java/lang/System", "vmProperties", "()[Ljava/lang/String;", System_vmProperties},
    {"java/lang/System", "setIn0", "(Ljava/io/InputStream;)V", System_setIn0},
    {"java/lang/System", "setOut0", "(Ljava/io/PrintStream;)V", System_setOut0},
    {"java/lang/System", "setErr0", "(Ljava/io/PrintStream;)V", System_setErr0},
    {"java/lang/System", "getenv0", "(Ljava/lang/String;)Ljava/lang/String;", System_getenv0},
    {"java/lang/Runtime", "halt0", "(I)V", Runtime_halt0},
    {"java/lang/Runtime", "freeMemory", "()J", Runtime_freeMemory},
    {"java/lang/Runtime", "totalMemory", "()J", Runtime_totalMemory},
    {"java/lang/Runtime", "maxMemory", "()J", Runtime_maxMemory},
    {"java/lang/Runtime", "gc", "()V", Runtime_gc},
    {"java/lang/Runtime", "availableProcessors", "()I", Runtime_availableProcessors},
};

}  // namespace

extern const std::span<const NativeBinding> kSystemNatives{kBindings};

}  // namespace ww::classlib
