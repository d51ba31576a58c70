// Runtime class structures: classes, fields and methods as the VM uses them
// after loading and linking. Class metadata lives outside the Java heap, in
// C++ objects owned by the VM; a Class's Java face is its mirror, a
// java.lang.Class instance created on demand.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "vm/classfile.h"
#include "vm/object.h"

namespace ww::interp {
struct Code;
}

namespace ww::vm {

struct Thread;
struct VM;
class TypeFlow;
struct JniCall;

// JVMS access and property flags (tables 4.1-B, 4.5-A, 4.6-A).
enum Access : uint16_t {
  ACC_PUBLIC = 0x0001,
  ACC_PRIVATE = 0x0002,
  ACC_PROTECTED = 0x0004,
  ACC_STATIC = 0x0008,
  ACC_FINAL = 0x0010,
  ACC_SYNCHRONIZED = 0x0020,
  ACC_SUPER = 0x0020,
  ACC_VOLATILE = 0x0040,
  ACC_BRIDGE = 0x0040,
  ACC_TRANSIENT = 0x0080,
  ACC_VARARGS = 0x0080,
  ACC_NATIVE = 0x0100,
  ACC_INTERFACE = 0x0200,
  ACC_ABSTRACT = 0x0400,
  ACC_STRICT = 0x0800,
  ACC_SYNTHETIC = 0x1000,
  ACC_ANNOTATION = 0x2000,
  ACC_ENUM = 0x4000,
};

// A native method's implementation: `args` are the method's locals (receiver
// first for instance methods, long/double taking two slots), `result` receives
// the return value. A native reports a Java exception by leaving it pending
// on the thread (vm/exceptions.h); it never throws C++ exceptions.
using NativeFn = void (*)(Thread* thread, Slot* args, Slot* result);

struct Field {
  Class* owner = nullptr;
  std::string name;
  std::string descriptor;
  uint16_t access = 0;
  BasicType type = BasicType::Int;
  uint32_t offset = 0;           // instance: bytes from the object start;
                                 // static: bytes from owner->statics
  uint16_t constantValue = 0;    // ConstantValue index, 0 = none
  bool isStatic() const { return access & ACC_STATIC; }
  bool isReference() const { return type == BasicType::Object; }
};

struct Method {
  Class* owner = nullptr;
  std::string name;
  std::string descriptor;
  uint16_t access = 0;
  uint16_t argSlots = 0;         // slots of the arguments, receiver included
  uint16_t maxLocals = 0;
  uint16_t maxStack = 0;
  char returnType = 'V';         // descriptor character of the result ('L' for any reference)
  const CodeAttribute* code = nullptr;  // null for native and abstract methods
  // Owns *code in a loaded class: the loader frees the class file's member
  // tables once the runtime members are made (vm/loader.cpp).
  std::unique_ptr<const CodeAttribute> codeStorage;
  int32_t vtableIndex = -1;      // for virtual methods
  int32_t itableIndex = -1;      // for methods declared in an interface
  uint32_t id = 0;               // index in the VM's method table (backtraces)
  NativeFn native = nullptr;     // bound on first call, then cached
  // A JNI native (vm/jnicall.h): its C function and the libffi call made for
  // its descriptor; `native` is then the JNI trampoline.
  void* jniFunction = nullptr;
  std::unique_ptr<JniCall> jniCall;
  bool defaultConflict = false;  // stands for conflicting default methods:
                                 // invoking it is IncompatibleClassChangeError
  std::vector<Method*> conflicting;  // those defaults, for the message
  std::unique_ptr<interp::Code> translated;  // built on first invocation
  // `translated`, while this method is on VM::enteredMethods (or, when no
  // such list is kept, once it has been entered): the interpreter's invoke
  // reads the code here, so a null sends it to interp::enterMethod
  // (interpreter/blockcount.h).
  interp::Code* entered = nullptr;
  std::unique_ptr<TypeFlow> typeFlow;        // reference maps, built with `translated`

  Method();
  ~Method();
  bool isStatic() const { return access & ACC_STATIC; }
  bool isNative() const { return access & ACC_NATIVE; }
  bool isAbstract() const { return access & ACC_ABSTRACT; }
  bool isPrivate() const { return access & ACC_PRIVATE; }
  bool isSynchronized() const { return access & ACC_SYNCHRONIZED; }
  bool isInit() const { return name == "<init>"; }
  int lineNumberAt(uint16_t pc) const;  // -1 if unknown
};

enum class ClassState : uint8_t {
  Loading,       // defined, supertypes being loaded (meeting it again: circularity)
  Loaded,        // parsed, superclasses loaded
  Linked,        // fields laid out, method tables built
  Initializing,  // <clinit> running (on initThread)
  Initialized,
  Erroneous,     // <clinit> failed: later uses give NoClassDefFoundError
};

enum class Loader : uint8_t { Boot, App };

struct ITable {
  Class* iface;
  std::vector<Method*> methods;  // by the interface method's itableIndex
};

struct Class {
  std::string name;              // internal form: "java/lang/String", "[I", "int"
  uint16_t access = 0;
  Loader loader = Loader::Boot;
  ClassState state = ClassState::Loaded;
  std::unique_ptr<ClassFile> file;  // null for array and primitive classes

  Class* super = nullptr;
  std::vector<Class*> interfaces;      // direct superinterfaces
  std::vector<std::unique_ptr<Field>> fields;
  std::vector<std::unique_ptr<Method>> methods;
  std::vector<Method*> vtable;
  std::vector<ITable> itables;         // every superinterface, transitively
  std::vector<std::unique_ptr<Method>> syntheticMethods;  // conflict markers
  uint32_t depth = 0;                  // superclass chain length (Object: 0)

  uint32_t instanceSize = sizeof(Object);  // bytes, header included, unaligned
  std::vector<uint32_t> refOffsets;    // reference fields of instances, inherited included
  std::unique_ptr<uint64_t[]> statics; // static field storage
  uint32_t staticsSize = 0;            // bytes
  std::vector<uint32_t> staticRefOffsets;

  // Arrays and primitives.
  bool isArray = false;
  bool isPrimitive = false;
  bool isReference = false;            // java.lang.ref.Reference or a subclass: referent is weak
  char primitiveChar = 0;              // 'I' for int.class, ...
  Class* component = nullptr;          // arrays: element class (int for [I)
  BasicType elementType = BasicType::Object;  // arrays: element storage type
  uint8_t elementShift = 0;            // arrays: log2(element size)
  Class* arrayClass = nullptr;         // the class of arrays of this class, once made

  // Constant pool, resolved on demand (vm/resolve.h). `resolved[i]` caches
  // a Class*, Field* or Method* for entry i; `constants[i]` the String or
  // Class object of an ldc (a GC root).
  std::vector<void*> resolved;
  std::vector<Object*> constants;

  Object* mirror = nullptr;            // java.lang.Class instance (a GC root)
  Thread* initThread = nullptr;        // while Initializing
  Object* initError = nullptr;         // why initialisation failed (a GC root)
  // Bytecode verification (vm/verifier.h): done once; a failure is kept and
  // thrown again, as a new VerifyError, at every later attempt.
  enum class Verification : uint8_t { Pending, Passed, Failed };
  Verification verification = Verification::Pending;
  std::string verifyError;
  bool verifyFormatError = false;      // the JDK calls this fault a ClassFormatError
  std::string sourceFile;
  // Made by the VM for an invokedynamic call site (vm/callsite.h): its code
  // is trusted by the verifier and its frames are left out of stack traces,
  // as the JDK hides the frames of its lambda classes.
  bool generated = false;

  bool isInterface() const { return access & ACC_INTERFACE; }
  bool isAbstract() const { return access & ACC_ABSTRACT; }
  bool isInitialized() const { return state == ClassState::Initialized; }
  bool isBoot() const { return loader == Loader::Boot; }
  uint16_t majorVersion() const { return file ? file->majorVersion : 0; }
  // "java.lang.String", "[I", "[Ljava.lang.String;"
  std::string javaName() const;

  Method* findDeclaredMethod(const std::string& name, const std::string& desc) const;
  Field* findDeclaredField(const std::string& name, const std::string& desc) const;
  bool isSubclassOf(const Class* other) const;  // reflexive, classes only
  bool implements(const Class* iface) const;    // via itables
};

// JLS/JVMS assignment compatibility of class `from` to `to` (checkcast,
// instanceof, aastore): subclassing, interfaces and array covariance.
bool isAssignable(const Class* from, const Class* to);

inline bool instanceOf(const Object* o, const Class* c) {
  return o->klass == c || isAssignable(o->klass, c);
}

}  // namespace ww::vm
