// Descriptor arithmetic and spelling.
#include "vm/descriptor.h"

namespace ww::vm {
namespace {

// Length of the field descriptor starting at s[i].
size_t fieldTypeLength(std::string_view s, size_t i) {
  size_t start = i;
  while (i < s.size() && s[i] == '[') ++i;
  if (i < s.size() && s[i] == 'L') {
    size_t semi = s.find(';', i);
    return (semi == std::string_view::npos ? s.size() : semi + 1) - start;
  }
  return i + 1 - start;
}

}  // namespace

std::vector<std::string> parameterTypes(std::string_view d) {
  std::vector<std::string> out;
  size_t i = 1;  // after '('
  while (i < d.size() && d[i] != ')') {
    size_t n = fieldTypeLength(d, i);
    out.emplace_back(d.substr(i, n));
    i += n;
  }
  return out;
}

int parameterSlots(std::string_view d) {
  int slots = 0;
  size_t i = 1;
  while (i < d.size() && d[i] != ')') {
    slots += (d[i] == 'J' || d[i] == 'D') ? 2 : 1;
    i += fieldTypeLength(d, i);
  }
  return slots;
}

std::string_view returnType(std::string_view d) {
  size_t close = d.find(')');
  return close == std::string_view::npos ? std::string_view("V") : d.substr(close + 1);
}

char returnKind(std::string_view d) {
  std::string_view r = returnType(d);
  char c = r.empty() ? 'V' : r[0];
  return c == '[' ? 'L' : c;
}

std::string dotted(std::string_view n) {
  std::string s(n);
  for (char& c : s)
    if (c == '/') c = '.';
  return s;
}

std::string slashed(std::string_view n) {
  std::string s(n);
  for (char& c : s)
    if (c == '.') c = '/';
  return s;
}

std::string javaTypeName(std::string_view d) {
  int dims = 0;
  while (dims < int(d.size()) && d[dims] == '[') ++dims;
  std::string base;
  switch (d.empty() ? 'V' : d[dims]) {
    case 'B': base = "byte"; break;
    case 'C': base = "char"; break;
    case 'D': base = "double"; break;
    case 'F': base = "float"; break;
    case 'I': base = "int"; break;
    case 'J': base = "long"; break;
    case 'S': base = "short"; break;
    case 'Z': base = "boolean"; break;
    case 'V': base = "void"; break;
    case 'L': base = dotted(d.substr(dims + 1, d.size() - dims - 2)); break;
    default: base = std::string(d); break;
  }
  for (int i = 0; i < dims; ++i) base += "[]";
  return base;
}

std::string javaMethodDescription(const std::string& name, std::string_view d) {
  std::string s = javaTypeName(returnType(d)) + " " + name + "(";
  bool first = true;
  for (const std::string& p : parameterTypes(d)) {
    if (!first) s += ", ";
    s += javaTypeName(p);
    first = false;
  }
  return s + ")";
}

std::string javaMethodSignature(const std::string& className, const std::string& name, std::string_view d) {
  return "'" + javaMethodDescription(dotted(className) + "." + name, d) + "'";
}

}  // namespace ww::vm
