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
// The nest host of `c` (JVMS 5.4.4): the class its NestHost attribute names
// (class files of version 55 and later), provided that class loads in c's
// loader, is in c's runtime package and lists c in its NestMembers; else c
// itself. `why`, when given, receives the JDK's reason for refusing a named
// host (empty when the host is accepted or none is named). Nothing is left
// pending: a host that fails to load only makes c the head of its own nest.
const Class* nestHostOf(Thread* t, const Class* c, std::string* why = nullptr);
// Members of one nest: the same (validated) nest host.
bool nestmates(Thread* t, const Class* a, const Class* b);
// Class `c` may be named by `from`: it is public or in from's package (an
// array class by its element class).
bool classAccessible(const Class* c, const Class* from);
// A member with flags `access`, declared by `owner`, may be used by `from`.
// Private members need nestmates, which may load a nest host (hence `t`).
bool memberAccessible(Thread* t, const Class* from, const Class* owner, uint16_t access);
// putfield/putstatic of `f` by method `m`: a final field may be set by its own
// class only and, in class files of version 53 and later, only by <init> (an
// instance field) or <clinit> (a static one). Otherwise throw the JDK's
// IllegalAccessError and return false. The caller has resolved `f` already.
bool checkFieldUpdate(Thread* t, const Method* m, const Field* f);

// Throw IllegalAccessError for an inaccessible class, field or method
// resolved from `from`; return false.
bool failClassAccess(Thread* t, const Class* c, const Class* from);
bool failFieldAccess(Thread* t, const Class* from, const Field* f);
bool failMethodAccess(Thread* t, const Class* from, const Method* m);

// "(A and B are in unnamed module of loader 'app')", the JDK's tail on
// messages that name two classes.
std::string moduleClause(const Class* a, const Class* b);

}  // namespace ww::vm
