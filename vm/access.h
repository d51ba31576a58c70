// Access control (JVMS 5.4.4): which classes and members a class may name.
// Resolution and loading check these and raise IllegalAccessError worded as
// the JDK words it.
#pragma once

#include <string>

#include "vm/class.h"
#include "vm/thread.h"

namespace ww::vm {

// Same runtime package: the same loader and the same package name.
bool samePackage(const Class* a, const Class* b);
// Members of one nest (class files of version 55 and later): the NestHost
// attribute names the host; a class without one is its own host.
bool nestmates(const Class* a, const Class* b);
// Class `c` may be named by `from`: it is public or in from's package (an
// array class by its element class).
bool classAccessible(const Class* c, const Class* from);
// A member with flags `access`, declared by `owner`, may be used by `from`.
bool memberAccessible(const Class* from, const Class* owner, uint16_t access);

// Throw IllegalAccessError for an inaccessible class, field or method
// resolved from `from`; return false.
bool failClassAccess(Thread* t, const Class* c, const Class* from);
bool failFieldAccess(Thread* t, const Class* from, const Field* f);
bool failMethodAccess(Thread* t, const Class* from, const Method* m);

// "(A and B are in unnamed module of loader 'app')", the JDK's tail on
// messages that name two classes.
std::string moduleClause(const Class* a, const Class* b);

}  // namespace ww::vm
