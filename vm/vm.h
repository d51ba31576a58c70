// The VM context: everything one virtual machine owns. All VM state hangs
// off this object, passed explicitly (through the current Thread) to the code
// that needs it; there is no global VM.
#pragma once

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "gc/collector.h"
#include "gc/heap.h"
#include "interpreter/codearena.h"
#include "profiler/timeledger.h"
#include "vm/class.h"
#include "vm/callprofile.h"
#include "vm/callsite.h"
#include "vm/classpath.h"
#include "vm/resourcemodel.h"
#include "vm/scheduler.h"
#include "vm/thread.h"
#include "vm/wwvm.h"

namespace ww::pred {
class Predictor;
}

namespace ww::vm {

struct JniVm;

// Classes, fields and offsets the VM itself relies on, looked up once at
// start-up (vm/bootstrap.cpp).
struct WellKnown {
  Class* object = nullptr;
  Class* string = nullptr;
  Class* klass = nullptr;        // java.lang.Class
  Class* throwable = nullptr;
  Class* thread = nullptr;
  Class* stackTraceElement = nullptr;
  Class* cloneable = nullptr;
  Class* serializable = nullptr;
  Class* charArray = nullptr;    // [C
  Class* stringArray = nullptr;  // [Ljava/lang/String;
  Class* primitives[10] = {};    // by BasicType code (4..11), and [13] unused

  uint32_t stringValue = 0, stringHash = 0;
  uint32_t classVmClass = 0;
  uint32_t throwableBacktrace = 0, throwableMessage = 0, throwableCause = 0;
  uint32_t steDeclaringClass = 0, steMethodName = 0, steFileName = 0, steLineNumber = 0, steModuleName = 0;
  uint32_t threadName = 0, threadPriority = 0, threadVmThread = 0, threadDaemon = 0, threadInterrupted = 0;
  uint32_t referenceReferent = 0;      // java.lang.ref.Reference.referent (not traced)

  Object* outOfMemoryError = nullptr;  // preallocated: no room may be left to build one
};

struct VM {
  explicit VM(const VmOptions& options);
  ~VM();

  VmOptions options;
  ClassPath bootPath;

  // Whether this run counts opcodes: counting compiled in (WW_COUNTING) and
  // not switched off (-Xprofile:off). Otherwise every count stays zero.
  bool countsOpcodes() const { return kCountingCompiled && options.counting; }

  ClassPath appPath;
  std::unordered_map<std::string, Class*> bootClasses;  // by internal name
  std::unordered_map<std::string, Class*> appClasses;
  std::vector<std::unique_ptr<Class>> classes;          // owns every Class
  std::vector<Method*> methodsById;
  std::unordered_map<std::u16string, Object*> interned; // String.intern and literals
  gc::Heap heap;
  gc::CollectorState gc;
  WellKnown wk;
  Scheduler sched;                                      // every thread, and who runs
  prof::Counters profilerOwn;                           // what ww.Profiler's free calls took back
  prof::Counters vmAccount;                             // <vm>: literals and mirrors (vm/vmaccount.h)
  // TIME (docs/accounting.md): the running thread's account is charged
  // while it runs; these VM accounts while the VM works for no thread.
  prof::TimeLedger ledger;
  uint64_t gcNanos = 0;                                 // collector pauses
  uint64_t classLoadNanos = 0;                          // reading, parsing, defining classes
  uint64_t idleNanos = 0;                               // no thread runnable
  int64_t startNanos = 0;                               // TimeLedger::now() at creation
  // The resource model for ENERGY and estimated time: the default one
  // compiled in (built at first use), or -Xenergy-model's.
  ResourceModel model;
  std::unique_ptr<CallProfile> callProfile;             // -Xprofile:methods
  std::unique_ptr<pred::Predictor> predictor;           // ww.Predictor's actions, made at first use
  std::unique_ptr<JniVm> jni;                           // JavaVM, global references, native libraries
  std::string mainClass;                                // as the launcher named it
  std::ostream* err = nullptr;                          // where the VM reports (runMain's stream)
  uint32_t hashState = 0x2545f491u;                     // identity hash sequence (seeded, fixed)
  int nextThreadNumber = 0;
  // invokedynamic (vm/callsite.h): the links of the call sites, the numbers
  // of generated classes, and the concatenation methods by their shape.
  std::vector<std::unique_ptr<CallSiteLink>> callSiteLinks;
  uint32_t lambdaClassCount = 0;
  uint32_t concatClassCount = 0;
  std::unordered_map<std::string, Method*> concatMethods;
  std::string terminationMessage;                       // why the VM stopped a run (e.g. bytecode limit)

  // Dispatch tables of the interpreter instantiation this VM runs
  // (interp::handlerTable): indexed by Op, block leaders' handlers at
  // interp::kLeaderBias + Op.
  const void* const* handlers = nullptr;
  std::vector<const void*> handlerTable;
  interp::CodeArena codeArena;                          // every method's translated code
  // Where the blocks counted since the last flush are, all counted by the
  // running thread (interpreter/blockcount.h). With -Xprofile:methods each
  // block's first count puts it on pendingBlocks; otherwise every method
  // entered since the last flush is on enteredMethods (Method::entered).
  std::vector<interp::InsnSide*> pendingBlocks;
  std::vector<Method*> enteredMethods;
  bool flushesByMethod() const { return countsOpcodes() && !options.profileMethods; }

  uint32_t nextIdentityHash();
  // Bytes of class metadata the VM keeps outside the Java heap (classes,
  // methods, constant pools, translated code, reference maps, statics): an
  // estimate from the structures' sizes, charged to no thread.
  size_t metadataBytes() const;
  // The identity hash of `o`, assigned from the sequence on first use.
  uint32_t identityHash(Object* o) {
    uint32_t h = o->hash & kHashMask;
    if (h == 0) {
      h = nextIdentityHash();
      o->hash = (o->hash & ~kHashMask) | h;
    }
    return h;
  }
};

inline VM* vmOf(Thread* t) { return t->vm; }

}  // namespace ww::vm
