// JNI name mangling: ASCII letters and digits stay, '/' becomes '_', and
// the escapes _1 ('_'), _2 (';'), _3 ('['), _0xxxx (any other UTF-16 unit,
// four lowercase hex digits).
#include "vm/jniname.h"

#include <cstdio>

#include "vm/utf8.h"

namespace ww::vm {

namespace {

void mangleInto(std::string& out, std::string_view name) {
  for (char16_t c : modifiedUtf8ToUtf16(name)) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
      out += char(c);
    } else if (c == '/') {
      out += '_';
    } else if (c == '_') {
      out += "_1";
    } else if (c == ';') {
      out += "_2";
    } else if (c == '[') {
      out += "_3";
    } else {
      char escape[8];
      snprintf(escape, sizeof escape, "_0%04x", unsigned(c));
      out += escape;
    }
  }
}

}  // namespace

std::string jniShortName(std::string_view className, std::string_view methodName) {
  std::string out = "Java_";
  mangleInto(out, className);
  out += '_';
  mangleInto(out, methodName);
  return out;
}

std::string jniLongName(std::string_view className, std::string_view methodName, std::string_view descriptor) {
  std::string out = jniShortName(className, methodName);
  out += "__";
  size_t close = descriptor.find(')');
  if (!descriptor.empty() && descriptor[0] == '(' && close != std::string_view::npos)
    mangleInto(out, descriptor.substr(1, close - 1));
  return out;
}

}  // namespace ww::vm
