// The embedding API's defineClass (vm/wwvm.h): a class handed over as bytes
// in memory is defined, linked and verified, and runMain then runs it; and
// VmOptions::maxMillis, the wall-clock bound on a run. The class files are
// assembled here (version 49: no stack map frames needed).
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "vm/wwvm.h"

namespace {

// A class with one optional method `public static void main(String[])` whose
// code is `code`. Constants the code needs are added first with the helpers
// and named by the indices they return.
class TinyClass {
 public:
  explicit TinyClass(std::string name) : name_(std::move(name)) {}

  uint16_t utf8(const std::string& s) {
    pool_.push_back(1);
    u2(pool_, uint16_t(s.size()));
    pool_.insert(pool_.end(), s.begin(), s.end());
    return next_++;
  }
  uint16_t classRef(const std::string& name) { return ref(7, utf8(name)); }
  uint16_t methodRef(const std::string& owner, const std::string& name, const std::string& desc) {
    uint16_t c = classRef(owner);
    uint16_t nat = ref2(12, utf8(name), utf8(desc));
    return ref2(10, c, nat);
  }
  uint16_t longConstant(int64_t v) {
    pool_.push_back(5);
    u2(pool_, uint16_t(uint64_t(v) >> 48));
    u2(pool_, uint16_t(uint64_t(v) >> 32));
    u2(pool_, uint16_t(uint64_t(v) >> 16));
    u2(pool_, uint16_t(v));
    uint16_t index = next_;
    next_ = uint16_t(next_ + 2);
    return index;
  }

  std::vector<uint8_t> bytes(const std::vector<uint8_t>* code = nullptr, uint16_t maxStack = 4) {
    uint16_t self = classRef(name_), super = classRef("java/lang/Object");
    uint16_t mainName = utf8("main"), mainDesc = utf8("([Ljava/lang/String;)V"), codeName = utf8("Code");
    std::vector<uint8_t> out = {0xCA, 0xFE, 0xBA, 0xBE};
    u2(out, 0);
    u2(out, 49);
    u2(out, next_);
    out.insert(out.end(), pool_.begin(), pool_.end());
    u2(out, 0x0021);  // public super
    u2(out, self);
    u2(out, super);
    u2(out, 0);  // interfaces
    u2(out, 0);  // fields
    u2(out, code ? 1 : 0);
    if (code) {
      u2(out, 0x0009);  // public static
      u2(out, mainName);
      u2(out, mainDesc);
      u2(out, 1);
      u2(out, codeName);
      u4(out, uint32_t(12 + code->size()));
      u2(out, maxStack);
      u2(out, 1);  // max_locals: args
      u4(out, uint32_t(code->size()));
      out.insert(out.end(), code->begin(), code->end());
      u2(out, 0);  // exception table
      u2(out, 0);  // attributes
    }
    u2(out, 0);  // class attributes
    return out;
  }

 private:
  static void u2(std::vector<uint8_t>& v, uint16_t x) {
    v.push_back(uint8_t(x >> 8));
    v.push_back(uint8_t(x));
  }
  static void u4(std::vector<uint8_t>& v, uint32_t x) {
    u2(v, uint16_t(x >> 16));
    u2(v, uint16_t(x));
  }
  uint16_t ref(uint8_t tag, uint16_t a) {
    pool_.push_back(tag);
    u2(pool_, a);
    return next_++;
  }
  uint16_t ref2(uint8_t tag, uint16_t a, uint16_t b) {
    pool_.push_back(tag);
    u2(pool_, a);
    u2(pool_, b);
    return next_++;
  }

  std::string name_;
  std::vector<uint8_t> pool_;
  uint16_t next_ = 1;
};

ww::VmPtr newVm(ww::VmOptions o = {}) {
  o.bootClassPath = WW_CLASSLIB_DIR;
  o.classPath = "/nonexistent";
  o.maxHeap = size_t(64) << 20;
  std::string error;
  ww::VmPtr vm = ww::createVm(o, &error);
  EXPECT_TRUE(vm) << error;
  return vm;
}

bool define(ww::Vm& vm, const std::vector<uint8_t>& bytes, std::string* name, std::string* error) {
  return ww::defineClass(vm, bytes.data(), bytes.size(), name, error);
}

// main: System.exit(3)
std::vector<uint8_t> exitThree(const std::string& name) {
  TinyClass c(name);
  uint16_t exit = c.methodRef("java/lang/System", "exit", "(I)V");
  std::vector<uint8_t> code = {0x06, 0xB8, uint8_t(exit >> 8), uint8_t(exit), 0xB1};  // iconst_3 invokestatic return
  return c.bytes(&code);
}

TEST(DefineClass, DefinesAClassWithoutMainAndNamesIt) {
  ww::VmPtr vm = newVm();
  std::string name, error;
  EXPECT_TRUE(define(*vm, TinyClass("p/q/Empty").bytes(), &name, &error)) << error;
  EXPECT_EQ(name, "p.q.Empty");
  std::ostringstream err;
  EXPECT_EQ(ww::runMain(*vm, name, {}, err), 1);
  EXPECT_NE(err.str().find("Main method not found in class p.q.Empty"), std::string::npos) << err.str();
}

TEST(DefineClass, RunMainRunsTheDefinedClass) {
  ww::VmPtr vm = newVm();
  std::string name, error;
  ASSERT_TRUE(define(*vm, exitThree("Three"), &name, &error)) << error;
  std::ostringstream err;
  EXPECT_EQ(ww::runMain(*vm, name, {}, err), 3);
  EXPECT_EQ(err.str(), "");
}

TEST(DefineClass, MalformedBytesGiveClassFormatError) {
  ww::VmPtr vm = newVm();
  std::vector<uint8_t> bytes = exitThree("Cut");
  bytes.resize(bytes.size() / 2);
  std::string name = "unchanged", error;
  EXPECT_FALSE(define(*vm, bytes, &name, &error));
  EXPECT_EQ(error.rfind("java.lang.ClassFormatError", 0), 0u) << error;
  EXPECT_EQ(name, "unchanged");
  const uint8_t nothing = 0;
  EXPECT_FALSE(ww::defineClass(*vm, &nothing, 0, &name, &error));
  EXPECT_EQ(error.rfind("java.lang.ClassFormatError", 0), 0u) << error;
}

TEST(DefineClass, SecondDefinitionIsALinkageError) {
  ww::VmPtr vm = newVm();
  std::string name, error;
  ASSERT_TRUE(define(*vm, exitThree("Twice"), &name, &error)) << error;
  EXPECT_FALSE(define(*vm, exitThree("Twice"), &name, &error));
  EXPECT_EQ(error, "java.lang.LinkageError: duplicate class definition: Twice");
}

TEST(DefineClass, ClassLibraryPackagesAreProhibited) {
  ww::VmPtr vm = newVm();
  std::string name, error;
  EXPECT_FALSE(define(*vm, exitThree("java/lang/Sneaky"), &name, &error));
  EXPECT_EQ(error, "java.lang.SecurityException: Prohibited package name: java.lang");
  EXPECT_FALSE(define(*vm, exitThree("java/lang/String"), &name, &error));
  EXPECT_EQ(error, "java.lang.SecurityException: Prohibited package name: java.lang");
}

TEST(DefineClass, MissingSuperclassIsNoClassDefFoundError) {
  ww::VmPtr vm = newVm();
  TinyClass c("Orphan");
  std::vector<uint8_t> bytes = c.bytes();
  // The superclass's name is the last class constant written: rename it in place.
  std::string object = "java/lang/Object";
  auto at = std::search(bytes.begin(), bytes.end(), object.begin(), object.end());
  ASSERT_NE(at, bytes.end());
  std::copy_n("java/lang/Absent", object.size(), at);
  std::string name, error;
  EXPECT_FALSE(define(*vm, bytes, &name, &error));
  EXPECT_EQ(error, "java.lang.NoClassDefFoundError: java/lang/Absent");
}

TEST(DefineClass, CodeThatFailsVerificationIsAVerifyError) {
  ww::VmPtr vm = newVm();
  // main: pop; return (pops an empty operand stack)
  std::vector<uint8_t> code = {0x57, 0xB1};
  std::string name, error;
  EXPECT_FALSE(define(*vm, TinyClass("Underflow").bytes(&code), &name, &error));
  EXPECT_EQ(error.rfind("java.lang.VerifyError", 0), 0u) << error;
  EXPECT_EQ(name, "Underflow");
}

TEST(DefineClass, TimeLimitStopsALoopThatNeverEnds) {
  ww::VmOptions o;
  o.maxMillis = 200;
  ww::VmPtr vm = newVm(o);
  std::vector<uint8_t> code = {0xA7, 0x00, 0x00};  // goto 0
  std::string name, error;
  ASSERT_TRUE(define(*vm, TinyClass("Spin").bytes(&code), &name, &error)) << error;
  auto start = std::chrono::steady_clock::now();
  std::ostringstream err;
  EXPECT_EQ(ww::runMain(*vm, name, {}, err), 1);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
  EXPECT_EQ(err.str(), "wwvm: time limit reached (200 ms)\n");
}

TEST(DefineClass, TimeLimitCutsALongSleepShort) {
  ww::VmOptions o;
  o.maxMillis = 200;
  ww::VmPtr vm = newVm(o);
  TinyClass c("Sleeper");
  uint16_t forever = c.longConstant(INT64_MAX);
  uint16_t sleep = c.methodRef("java/lang/Thread", "sleep", "(J)V");
  std::vector<uint8_t> code = {0x14, uint8_t(forever >> 8), uint8_t(forever),  // ldc2_w
                               0xB8, uint8_t(sleep >> 8), uint8_t(sleep), 0xB1};
  std::string name, error;
  ASSERT_TRUE(define(*vm, c.bytes(&code), &name, &error)) << error;
  auto start = std::chrono::steady_clock::now();
  std::ostringstream err;
  EXPECT_EQ(ww::runMain(*vm, name, {}, err), 1);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
  EXPECT_EQ(err.str(), "wwvm: time limit reached (200 ms)\n");
}

}  // namespace
