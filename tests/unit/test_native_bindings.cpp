// Every native method the class library declares has a built-in binding,
// and every binding belongs to a declared native method: an unbound native
// would only fail when a program first calls it (UnsatisfiedLinkError).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "vm/classfile.h"
#include "vm/natives.h"

namespace ww::vm {
namespace {

namespace fs = std::filesystem;

using Key = std::string;  // "class.name descriptor"

// Natives declared but deliberately left unbound (none at present): listing
// one here makes the test check that it stays unbound.
const std::set<Key> kNotYetBound = {};

std::set<Key> declaredNatives() {
  std::set<Key> found;
  for (const auto& entry : fs::recursive_directory_iterator(WW_CLASSLIB_DIR)) {
    if (entry.path().extension() != ".class") continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    ParseResult r = parseClassFile(bytes.data(), bytes.size());
    EXPECT_TRUE(r.ok()) << entry.path() << ": " << r.message;
    if (!r.ok()) continue;
    for (const MemberInfo& m : r.file->methods)
      if (m.access & ACC_NATIVE) found.insert(r.file->thisClass + "." + m.name + " " + m.descriptor);
  }
  return found;
}

std::set<Key> boundNatives() {
  std::set<Key> bound;
  for (std::span<const NativeBinding> table : builtinNativeTables())
    for (const NativeBinding& b : table) bound.insert(std::string(b.className) + "." + b.name + " " + b.descriptor);
  return bound;
}

TEST(NativeBindings, EveryDeclaredNativeIsBound) {
  std::set<Key> declared = declaredNatives();
  ASSERT_GT(declared.size(), 20u) << "no class library under " << WW_CLASSLIB_DIR;
  std::set<Key> bound = boundNatives();
  for (const Key& k : declared) {
    if (!kNotYetBound.count(k)) {
      EXPECT_TRUE(bound.count(k)) << "no binding for native " << k;
    }
  }
  for (const Key& k : kNotYetBound) {
    EXPECT_FALSE(bound.count(k)) << k << " is bound now: drop it from kNotYetBound";
  }
}

TEST(NativeBindings, EveryBindingHasADeclaredNative) {
  std::set<Key> declared = declaredNatives();
  for (const Key& k : boundNatives()) EXPECT_TRUE(declared.count(k)) << "binding for no native method: " << k;
}

}  // namespace
}  // namespace ww::vm
