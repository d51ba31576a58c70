// Field and method descriptors (JVMS 4.3): slot counts, return types, and the
// Java-language spelling used in error messages. Descriptors reaching these
// functions were checked by the class file parser.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ww::vm {

// Slots taken by the parameters of a method descriptor (receiver excluded).
int parameterSlots(std::string_view methodDescriptor);
// The descriptor character of the return type ('V', 'I', ..., 'L' for any reference).
char returnKind(std::string_view methodDescriptor);
// The parameter descriptors, one string each ("I", "[J", "Ljava/lang/String;").
std::vector<std::string> parameterTypes(std::string_view methodDescriptor);
// The return type descriptor ("V", "Ljava/lang/Object;").
std::string_view returnType(std::string_view methodDescriptor);

// Calls f(kind) for each parameter of a method descriptor, `kind` being its
// descriptor character ('L' for any reference, arrays included), without
// allocating: for the paths that run often (JNI calls, GC root visits).
template <typename F>
void forEachParameterKind(std::string_view d, F&& f) {
  size_t i = 1;  // after '('
  while (i < d.size() && d[i] != ')') {
    char first = d[i];
    while (i < d.size() && d[i] == '[') ++i;
    if (i < d.size() && d[i] == 'L') i = d.find(';', i);
    if (i == std::string_view::npos) return;
    ++i;
    f(first == '[' ? 'L' : first);
  }
}

// "int", "java.lang.String", "int[][]" for one field descriptor.
std::string javaTypeName(std::string_view fieldDescriptor);
// "void bar(int, java.lang.String)": a method as Java source declares it.
std::string javaMethodDescription(const std::string& name, std::string_view methodDescriptor);
// "'void Foo.bar(int, java.lang.String)'" as the JDK's NoSuchMethodError says.
std::string javaMethodSignature(const std::string& className, const std::string& name,
                                std::string_view methodDescriptor);
// "java/lang/String" -> "java.lang.String".
std::string dotted(std::string_view internalName);
// "java.lang.String" -> "java/lang/String".
std::string slashed(std::string_view javaName);

}  // namespace ww::vm
