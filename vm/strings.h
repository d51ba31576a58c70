// java.lang.String from C++: creating strings (a char[] and the String that
// holds it), reading their characters, and the intern table.
#pragma once

#include <string>
#include <string_view>

#include "vm/thread.h"

namespace ww::vm {

Object* newString(Thread* t, std::u16string_view chars);
Object* newStringUtf8(Thread* t, std::string_view utf8);
// The interned string with these characters, created on first use.
Object* internChars(Thread* t, std::u16string_view chars);
// String.intern: the canonical string equal to `s`.
Object* intern(Thread* t, Object* s);

std::u16string stringChars(Thread* t, Object* s);
std::string stringUtf8(Thread* t, Object* s);

}  // namespace ww::vm
