// The names under which a native library exports a Java native method (the
// JNI specification, "Resolving Native Method Names"): the short name
// Java_<class>_<method>, and for overloaded methods the long name that adds
// __<argument descriptor>. docs/jni.md has how wwvm resolves them.
#pragma once

#include <string>
#include <string_view>

namespace ww::vm {

// `className` in internal form (java/lang/Object), names and descriptor in
// modified UTF-8 as the class file has them.
std::string jniShortName(std::string_view className, std::string_view methodName);
std::string jniLongName(std::string_view className, std::string_view methodName, std::string_view descriptor);

}  // namespace ww::vm
