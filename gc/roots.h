// The root set of the collector, enumerated precisely in one function.
//
// Every reference the VM holds outside the Java heap is reached from here:
//   - each thread's frames: the locals and operand-stack slots that the
//     method's reference maps (vm/typeflow.h) say hold references at the
//     frame's current instruction, a native frame's reference arguments (by
//     its descriptor), and the object a synchronized frame locked;
//   - each thread's java.lang.Thread, pending exception and handles
//     (vm::Handle, the references C++ code keeps across an allocation);
//   - each class's mirror, reference statics, ldc constants (interned
//     strings and class mirrors) and initialisation error;
//   - the intern table and the preallocated OutOfMemoryError;
//   - JNI references (vm/jnirefs.h): each thread's local references and the
//     VM's global ones. Weak global references are not roots: the collector
//     clears those whose object died (visitWeakRoots), like Reference referents.
// Nothing is scanned conservatively: a slot not named here is not a root.
#pragma once

namespace ww::vm {
struct Object;
struct VM;
}  // namespace ww::vm

namespace ww::gc {

class RootVisitor {
 public:
  virtual ~RootVisitor() = default;
  // `slot` holds a reference (possibly null) that the visitor may update.
  virtual void visit(vm::Object** slot) = 0;
};

void visitRoots(vm::VM* vm, RootVisitor& visitor);
// The slots that refer to objects weakly (JNI weak global references).
void visitWeakRoots(vm::VM* vm, RootVisitor& visitor);

}  // namespace ww::gc
