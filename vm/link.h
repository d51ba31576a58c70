// Linking (JVMS 5.4): preparing a loaded class for use. Lays out instance
// and static fields, builds the virtual table and the interface tables
// (default methods included), and sizes the resolution caches.
#pragma once

#include "vm/class.h"
#include "vm/thread.h"

namespace ww::vm {

// Links `c`, whose supertypes are linked. False with an error pending.
bool linkClass(Thread* t, Class* c);

// The method that an invokeinterface/invokevirtual of `declared` selects on
// receivers of class `c` (JVMS 5.4.6): an override, else the maximally
// specific default method; `declared` itself if abstract everywhere.
Method* selectMethod(Class* c, Method* declared);

// Maximally specific superinterface methods of `c` named name:desc (JVMS 5.4.3.3).
std::vector<Method*> maximallySpecific(const Class* c, const std::string& name, const std::string& desc);

}  // namespace ww::vm
