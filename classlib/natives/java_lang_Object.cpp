// Natives of java.lang.Object and java.lang.Class.
#include <ctime>

#include "vm/alloc.h"
#include "vm/descriptor.h"
#include "vm/exceptions.h"
#include "vm/init.h"
#include "vm/loader.h"
#include "vm/mirror.h"
#include "vm/monitor.h"
#include "vm/natives.h"
#include "vm/options.h"
#include "vm/strings.h"
#include "vm/vm.h"
#include "interpreter/interp.h"

namespace ww::classlib {

using namespace ww::vm;

namespace {

Class* self(Thread* t, Slot* args) { return classOfMirror(t, args[0].l); }

void returnMirror(Thread* t, Class* c, Slot* result) { result->l = c ? mirrorOf(t, c) : nullptr; }

WW_NATIVE(Object_getClass) { result->l = mirrorOf(t, args[0].l->klass); }
WW_NATIVE(Object_hashCode) { result->i = int32_t(t->vm->identityHash(args[0].l)); }
WW_NATIVE(Object_clone) {
  Object* o = args[0].l;
  if (!o->klass->isArray && !o->klass->implements(t->vm->wk.cloneable)) {
    throwNew(t, "java/lang/CloneNotSupportedException", o->klass->javaName());
    return;
  }
  result->l = cloneObject(t, o);
}
WW_NATIVE(Object_notify) {
  if (!holdsMonitor(t, args[0].l)) throwNew(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
}
WW_NATIVE(Object_wait) {
  if (!holdsMonitor(t, args[0].l)) {
    throwNew(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
    return;
  }
  if (args[1].j < 0) {
    throwNew(t, "java/lang/IllegalArgumentException", "timeout value is negative");
    return;
  }
  if (takeInterrupt(t)) {
    throwNewNoMessage(t, "java/lang/InterruptedException");
    return;
  }
  // Until green threads exist nobody can notify: a timed wait times out
  // after its time, an untimed one is reported as the deadlock it is.
  if (args[1].j > 0) {
    struct timespec ts{time_t(args[1].j / 1000), long(args[1].j % 1000) * 1000000L};
    nanosleep(&ts, nullptr);
    return;
  }
  throwNew(t, "java/lang/IllegalMonitorStateException", "wait() with no other thread to notify would never return");
}

WW_NATIVE(Class_getName0) { result->l = newStringUtf8(t, self(t, args)->javaName()); }
WW_NATIVE(Class_isInstance) {
  Object* o = args[1].l;
  result->i = o && instanceOf(o, self(t, args));
}
WW_NATIVE(Class_isAssignableFrom) {
  if (!args[1].l) {
    throwNullPointer(t);
    return;
  }
  result->i = isAssignable(classOfMirror(t, args[1].l), self(t, args));
}
WW_NATIVE(Class_isInterface) { result->i = self(t, args)->isInterface(); }
WW_NATIVE(Class_isArray) { result->i = self(t, args)->isArray; }
WW_NATIVE(Class_isPrimitive) { result->i = self(t, args)->isPrimitive; }
WW_NATIVE(Class_getSuperclass) {
  Class* c = self(t, args);
  returnMirror(t, c->isInterface() || c->isPrimitive ? nullptr : c->super, result);
}
WW_NATIVE(Class_getComponentType) { returnMirror(t, self(t, args)->component, result); }
// The InnerClasses entry a nested class has for itself, or null.
const InnerClassEntry* ownInnerEntry(const Class* c) {
  if (!c->file) return nullptr;
  for (const InnerClassEntry& e : c->file->innerClasses)
    if (e.innerClass != 0 && c->file->className(e.innerClass) == c->name) return &e;
  return nullptr;
}
// Class.getModifiers as the JDK computes it: a member class takes the flags
// of its own InnerClasses entry (which carry private, protected, static),
// other classes those of the class file; ACC_SUPER is dropped. An array has
// its element type's access with abstract and final.
int classModifiers(const Class* c) {
  if (c->isArray) {
    const Class* e = c;
    while (e->isArray) e = e->component;
    return (classModifiers(e) & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED)) | ACC_ABSTRACT | ACC_FINAL;
  }
  const InnerClassEntry* e = ownInnerEntry(c);
  return (e ? e->innerAccess : c->access) & 0x7fff & ~ACC_SUPER;
}
WW_NATIVE(Class_simpleBinaryName0) {
  const InnerClassEntry* e = ownInnerEntry(self(t, args));
  if (!e) {
    result->l = nullptr;
    return;
  }
  result->l = newStringUtf8(t, e->innerName ? self(t, args)->file->utf8(e->innerName) : "");
}
WW_NATIVE(Class_getDeclaringClass) {
  Class* c = self(t, args);
  const InnerClassEntry* e = ownInnerEntry(c);
  if (!e || e->outerClass == 0) {
    result->l = nullptr;
    return;
  }
  Class* outer = loadClass(t, c->file->className(e->outerClass), c->loader);
  returnMirror(t, outer, result);
}
WW_NATIVE(Class_getModifiers) { result->i = classModifiers(self(t, args)); }
WW_NATIVE(Class_forName0) {
  Object* nameObj = args[0].l;
  if (!nameObj) {
    throwNullPointer(t);
    return;
  }
  std::string name = stringUtf8(t, nameObj);
  Class* c = nullptr;
  if (name.find('/') == std::string::npos) c = name[0] == '[' ? classForDescriptor(t, slashed(name), Loader::App)
                                                            : loadClass(t, slashed(name), Loader::App);
  if (!c) {
    // Only "no such class" becomes ClassNotFoundException; a class that
    // exists but cannot be loaded (a missing superclass, a bad format)
    // keeps its LinkageError, as in the JDK.
    bool notFound = !t->pending || describeThrowable(t, t->pending) == "java.lang.NoClassDefFoundError: " + slashed(name);
    if (notFound) {
      t->pending = nullptr;
      throwNew(t, "java/lang/ClassNotFoundException", name);
    }
    return;
  }
  if (!ensureInitialized(t, c)) return;
  result->l = mirrorOf(t, c);
}
WW_NATIVE(Class_newInstance) {
  Class* c = self(t, args);
  if (c->isInterface() || c->isAbstract() || c->isArray || c->isPrimitive) {
    throwNew(t, "java/lang/InstantiationException", c->javaName());
    return;
  }
  if (!c->findDeclaredMethod("<init>", "()V")) {
    throwNew(t, "java/lang/InstantiationException", c->javaName());
    return;
  }
  result->l = interp::construct(t, c, "()V");
}
WW_NATIVE(Class_desiredAssertionStatus) {
  Class* c = self(t, args);
  result->i = desiredAssertionStatus(t->vm->options, c->javaName(), c->isBoot());
}
WW_NATIVE(Class_getPrimitiveClass) {
  static constexpr struct { const char* name; char c; } kNames[] = {
      {"boolean", 'Z'}, {"char", 'C'}, {"float", 'F'}, {"double", 'D'}, {"byte", 'B'},
      {"short", 'S'}, {"int", 'I'}, {"long", 'J'}, {"void", 'V'}};
  std::string name = stringUtf8(t, args[0].l);
  for (const auto& n : kNames)
    if (name == n.name) {
      returnMirror(t, primitiveClass(t->vm, n.c), result);
      return;
    }
  throwNew(t, "java/lang/IllegalArgumentException", name);
}
// Class.enumValues0: the result of the enum's static values() method.
WW_NATIVE(Class_enumValues0) {
  Class* c = self(t, args);
  Method* values = c->findDeclaredMethod("values", "()[L" + c->name + ";");
  if (!values || !values->isStatic()) {
    result->l = nullptr;
    return;
  }
  if (!ensureInitialized(t, c)) return;
  interp::call(t, values, nullptr, result);
}
WW_NATIVE(String_intern) { result->l = intern(t, args[0].l); }

constexpr NativeBinding kBindings[] = {
    {"java/lang/Object", "getClass", "()Ljava/lang/Class;", Object_getClass},
    {"java/lang/Object", "hashCode", "()I", Object_hashCode},
    {"java/lang/Object", "clone", "()Ljava/lang/Object;", Object_clone},
    {"java/lang/Object", "notify", "()V", Object_notify},
    {"java/lang/Object", "notifyAll", "()V", Object_notify},
    {"java/lang/Object", "wait", "(J)V", Object_wait},
    {"java/lang/Class", "getName0", "()Ljava/lang/String;", Class_getName0},
    {"java/lang/Class", "enumValues0", "()[Ljava/lang/Object;", Class_enumValues0},
    {"java/lang/Class", "simpleBinaryName0", "()Ljava/lang/String;", Class_simpleBinaryName0},
    {"java/lang/Class", "getDeclaringClass", "()Ljava/lang/Class;", Class_getDeclaringClass},
    {"java/lang/Class", "isInstance", "(Ljava/lang/Object;)Z", Class_isInstance},
    {"java/lang/Class", "isAssignableFrom", "(Ljava/lang/Class;)Z", Class_isAssignableFrom},
    {"java/lang/Class", "isInterface", "()Z", Class_isInterface},
    {"java/lang/Class", "isArray", "()Z", Class_isArray},
    {"java/lang/Class", "isPrimitive", "()Z", Class_isPrimitive},
    {"java/lang/Class", "getSuperclass", "()Ljava/lang/Class;", Class_getSuperclass},
    {"java/lang/Class", "getComponentType", "()Ljava/lang/Class;", Class_getComponentType},
    {"java/lang/Class", "getModifiers", "()I", Class_getModifiers},
    {"java/lang/Class", "forName0", "(Ljava/lang/String;)Ljava/lang/Class;", Class_forName0},
    {"java/lang/Class", "newInstance", "()Ljava/lang/Object;", Class_newInstance},
    {"java/lang/Class", "desiredAssertionStatus", "()Z", Class_desiredAssertionStatus},
    {"java/lang/Class", "getPrimitiveClass", "(Ljava/lang/String;)Ljava/lang/Class;", Class_getPrimitiveClass},
    {"java/lang/String", "intern", "()Ljava/lang/String;", String_intern},
};

}  // namespace

extern const std::span<const NativeBinding> kObjectNatives{kBindings};

}  // namespace ww::classlib
