// Conversions between the JVM's modified UTF-8 (class files, JNI-style names),
// Java's UTF-16 strings and standard UTF-8 (the host's files and terminals).
#pragma once

#include <string>
#include <string_view>

namespace ww::vm {

// True if `bytes` is well-formed modified UTF-8 as JVMS 4.4.7 defines it: no
// byte 0 and no byte 0xF0..0xFF, every multi-byte sequence complete, and no
// overlong form except C0 80 (which is how U+0000 is written). Surrogates are
// allowed: supplementary characters are stored as two 3-byte surrogates.
bool isValidModifiedUtf8(std::string_view bytes);

// Decodes modified UTF-8 to UTF-16. Meant for validated input; a malformed
// sequence decodes to U+FFFD rather than failing.
std::u16string modifiedUtf8ToUtf16(std::string_view bytes);

// Encodes UTF-16 as modified UTF-8: U+0000 as C0 80, each surrogate on its own.
std::string utf16ToModifiedUtf8(std::u16string_view chars);

// Encodes UTF-16 as standard UTF-8: surrogate pairs become 4-byte sequences,
// an unpaired surrogate becomes '?' (what Java's encoder writes for it).
std::string utf16ToUtf8(std::u16string_view chars);

// Decodes standard UTF-8. Each maximal ill-formed subsequence (a bad lead
// byte, a truncated sequence, an overlong form, a value above U+10FFFF) and
// each encoded surrogate becomes one U+FFFD, exactly as Java's decoder does.
std::u16string utf8ToUtf16(std::string_view bytes);

}  // namespace ww::vm
