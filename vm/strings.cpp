// Java strings from C++ and the intern table.
#include "vm/strings.h"

#include <cstring>

#include "vm/alloc.h"
#include "vm/utf8.h"
#include "vm/vm.h"

namespace ww::vm {

Object* newString(Thread* t, std::u16string_view chars) {
  VM* vm = t->vm;
  Array* value = newPrimitiveArray(t, BasicType::Char, int32_t(chars.size()));
  if (!value) return nullptr;
  if (!chars.empty()) std::memcpy(arrayData<char16_t>(value), chars.data(), chars.size() * 2);
  Handle<Array> hv(t, value);
  Object* s = allocObject(t, vm->wk.string);
  if (!s) return nullptr;
  fieldAt<Object*>(s, vm->wk.stringValue) = hv.get();
  return s;
}

Object* newStringUtf8(Thread* t, std::string_view utf8) { return newString(t, utf8ToUtf16(utf8)); }

Object* internChars(Thread* t, std::u16string_view chars) {
  auto& table = t->vm->interned;
  std::u16string key(chars);
  if (auto it = table.find(key); it != table.end()) return it->second;
  Object* s = newString(t, chars);
  if (s) table.emplace(std::move(key), s);
  return s;
}

Object* intern(Thread* t, Object* s) {
  std::u16string key = stringChars(t, s);
  auto& table = t->vm->interned;
  if (auto it = table.find(key); it != table.end()) return it->second;
  table.emplace(std::move(key), s);
  return s;
}

std::u16string stringChars(Thread* t, Object* s) {
  Array* value = fieldAt<Array*>(s, t->vm->wk.stringValue);
  if (!value) return {};
  return std::u16string(arrayData<char16_t>(value), size_t(value->length));
}

std::string stringUtf8(Thread* t, Object* s) { return utf16ToUtf8(stringChars(t, s)); }

}  // namespace ww::vm
