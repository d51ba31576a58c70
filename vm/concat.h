// String concatenation through invokedynamic (StringConcatFactory's
// semantics), as javac 9 and later compile `a + b` for release 9 and up. For
// each recipe shape the VM generates a static method that appends the
// recipe's text, constants and arguments to a StringBuilder, as javac's own
// inline strategy does (-XDstringConcat=inline), and the call site calls it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "vm/class.h"
#include "vm/thread.h"

namespace ww::vm {

// The concatenation method for a call site of `host` with descriptor
// `descriptor`, `recipe` (modified UTF-8; \1 an argument, \2 the next
// constant) and `constants` (indices into host's constant pool). Methods are
// shared between sites of the same shape. Null either with a Java error
// pending or, with nothing pending, `why` saying what does not fit (the
// message of a StringConcatException).
Method* concatMethod(Thread* t, Class* host, const std::string& descriptor, const std::string& recipe,
                     const std::vector<uint16_t>& constants, std::string* why);

}  // namespace ww::vm
