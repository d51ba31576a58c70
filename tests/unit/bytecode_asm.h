// Hand-assembled methods for the tests of vm/typeflow (the collector's pass
// and the verifier): an assembler with labels, so that branch offsets and
// switch padding are computed rather than typed, and a one-method class wired
// as vm/loader.cpp wires it, with the class name, superclass, class-file
// version and StackMapTable settable for the verifier's tests.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <initializer_list>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "interpreter/opcodes.h"
#include "vm/class.h"
#include "vm/classfile.h"
#include "vm/typeflow.h"

namespace ww::vm::asmtest {

using enum interp::Op;

// An assembler: opcodes and operands in order, branch offsets patched from
// labels at the end.
class Asm {
 public:
  uint32_t pc() const { return uint32_t(code_.size()); }
  Asm& op(int o) { return u1(o); }
  Asm& ops(std::initializer_list<int> os) {
    for (int o : os) op(o);
    return *this;
  }
  Asm& u1(int x) {
    code_.push_back(uint8_t(x));
    return *this;
  }
  Asm& u2(int x) { return u1(x >> 8).u1(x); }
  Asm& s4(int32_t x) { return u2(int(uint32_t(x) >> 16)).u2(x & 0xffff); }
  Asm& op1(int o, int x) { return op(o).u1(x); }
  Asm& op2(int o, int x) { return op(o).u2(x); }
  Asm& wide(int o, int local) { return op(OP_WIDE).op(o).u2(local); }
  Asm& label(const std::string& l) {
    labels_[l] = pc();
    return *this;
  }
  // A 2-byte branch, or a 4-byte one for goto_w and jsr_w.
  Asm& branch(int o, const std::string& l) {
    uint32_t base = pc();
    op(o);
    bool w = o == OP_GOTO_W || o == OP_JSR_W;
    fixups_.push_back({pc(), base, w, l});
    return w ? s4(0) : u2(0);
  }
  Asm& tableswitch(int32_t low, const std::string& dflt, const std::vector<std::string>& targets) {
    uint32_t base = pc();
    op(OP_TABLESWITCH);
    pad();
    target(base, dflt);
    s4(low).s4(low + int32_t(targets.size()) - 1);
    for (const std::string& t : targets) target(base, t);
    return *this;
  }
  Asm& lookupswitch(const std::string& dflt, const std::vector<std::pair<int32_t, std::string>>& pairs) {
    uint32_t base = pc();
    op(OP_LOOKUPSWITCH);
    pad();
    target(base, dflt);
    s4(int32_t(pairs.size()));
    for (const auto& [key, t] : pairs) {
      s4(key);
      target(base, t);
    }
    return *this;
  }
  uint32_t at(const std::string& l) const { return labels_.at(l); }
  bool has(const std::string& l) const { return labels_.count(l) != 0; }
  std::vector<uint8_t> bytes() const {
    std::vector<uint8_t> out = code_;
    for (const Fixup& f : fixups_) {
      int32_t d = int32_t(labels_.at(f.label)) - int32_t(f.base);
      if (f.wide) {
        for (int i = 0; i < 4; ++i) out[f.at + i] = uint8_t(uint32_t(d) >> (24 - 8 * i));
      } else {
        out[f.at] = uint8_t(d >> 8);
        out[f.at + 1] = uint8_t(d);
      }
    }
    return out;
  }

 private:
  struct Fixup {
    uint32_t at, base;
    bool wide;
    std::string label;
  };
  void pad() {
    while (pc() % 4) u1(0);
  }
  void target(uint32_t base, const std::string& l) {
    fixups_.push_back({pc(), base, true, l});
    s4(0);
  }
  std::vector<uint8_t> code_;
  std::map<std::string, uint32_t> labels_;
  std::vector<Fixup> fixups_;
};

// A class with a constant pool and one method, wired as vm/loader.cpp wires
// them (Method::code points into the class file's CodeAttribute). By default
// the class is pkg/Test, a subclass of java/lang/Object, of class-file
// version 0 (so the verifier infers types), and the method is static m()V.
class TestMethod {
 public:
  explicit TestMethod(std::string descriptor = "()V", uint16_t access = ACC_STATIC) {
    cls_.name = "pkg/Test";
    cls_.file = std::make_unique<ClassFile>();
    cls_.file->thisClass = cls_.name;
    cls_.file->superClass = "java/lang/Object";
    cls_.file->constantPool.resize(1);
    m_.owner = &cls_;
    m_.name = "m";
    m_.descriptor = std::move(descriptor);
    m_.access = access;
    m_.code = &attr_;
  }

  // The class around the method. Set these before adding member references
  // that should name the class (field() and method() use its name).
  void setClassName(const std::string& name) {
    cls_.name = name;
    cls_.file->thisClass = name;
  }
  void setSuperName(const std::string& name) { cls_.file->superClass = name; }
  void setMajorVersion(uint16_t major) { cls_.file->majorVersion = major; }
  // A field the class declares (the verifier looks up the fields a
  // constructor may set before calling super()).
  void declareField(const std::string& name, const std::string& descriptor, uint16_t access = 0) {
    auto f = std::make_unique<Field>();
    f->owner = &cls_;
    f->name = name;
    f->descriptor = descriptor;
    f->access = access;
    cls_.fields.push_back(std::move(f));
  }
  // The StackMapTable attribute's body (without name and length).
  void setStackMap(std::vector<uint8_t> body) {
    attr_.stackMapTable = std::move(body);
    attr_.hasStackMapTable = true;
  }

  // Constant pool entries.
  uint16_t add(CpEntry e) {
    auto& cp = cls_.file->constantPool;
    cp.push_back(std::move(e));
    if (cp.back().tag == CpTag::Long || cp.back().tag == CpTag::Double) cp.emplace_back();
    return uint16_t(cp.size() - (cp.back().tag == CpTag::Unusable ? 2 : 1));
  }
  uint16_t utf8(const std::string& s) {
    CpEntry e;
    e.tag = CpTag::Utf8;
    e.utf8 = s;
    return add(e);
  }
  uint16_t tagged(CpTag tag, uint16_t ref1 = 0, uint16_t ref2 = 0) {
    CpEntry e;
    e.tag = tag;
    e.ref1 = ref1;
    e.ref2 = ref2;
    return add(e);
  }
  uint16_t cls(const std::string& name) { return tagged(CpTag::Class, utf8(name)); }
  uint16_t str(const std::string& s) { return tagged(CpTag::String, utf8(s)); }
  uint16_t nat(const std::string& n, const std::string& d) { return tagged(CpTag::NameAndType, utf8(n), utf8(d)); }
  uint16_t member(CpTag tag, const std::string& c, const std::string& n, const std::string& d) {
    return tagged(tag, cls(c), nat(n, d));
  }
  uint16_t field(const std::string& d) { return member(CpTag::Fieldref, cls_.name, "f", d); }
  uint16_t method(const std::string& d) { return member(CpTag::Methodref, cls_.name, "g", d); }

  void handler(uint32_t start, uint32_t end, uint32_t target, uint16_t catchType = 0) {
    attr_.exceptionTable.push_back({uint16_t(start), uint16_t(end), uint16_t(target), catchType});
  }

  std::unique_ptr<TypeFlow> analyze(const std::vector<uint8_t>& code, int maxStack, int maxLocals,
                                    std::string* error = nullptr) {
    setCode(code, maxStack, maxLocals);
    std::string ignored;
    return TypeFlow::analyze(&m_, error ? error : &ignored, true);
  }
  std::unique_ptr<TypeFlow> analyze(const Asm& a, int maxStack, int maxLocals, std::string* error = nullptr) {
    return analyze(a.bytes(), maxStack, maxLocals, error);
  }
  // The error of code that must fail.
  std::string error(const Asm& a, int maxStack, int maxLocals) {
    std::string e;
    EXPECT_EQ(analyze(a, maxStack, maxLocals, &e), nullptr);
    EXPECT_FALSE(e.empty());
    return e;
  }

  // The verifier (TypeFlow::verify) on this code, in the mode the class-file
  // version selects.
  bool verify(const std::vector<uint8_t>& code, int maxStack, int maxLocals, ClassHierarchy& hierarchy,
              std::string* error = nullptr) {
    setCode(code, maxStack, maxLocals);
    std::string ignored;
    return TypeFlow::verify(&m_, hierarchy, error ? error : &ignored);
  }
  bool verify(const Asm& a, int maxStack, int maxLocals, ClassHierarchy& hierarchy, std::string* error = nullptr) {
    return verify(a.bytes(), maxStack, maxLocals, hierarchy, error);
  }

  Method& method() { return m_; }
  Class& owner() { return cls_; }

 private:
  void setCode(const std::vector<uint8_t>& code, int maxStack, int maxLocals) {
    attr_.code = code;
    attr_.maxStack = uint16_t(maxStack);
    attr_.maxLocals = uint16_t(maxLocals);
    m_.maxStack = uint16_t(maxStack);
    m_.maxLocals = uint16_t(maxLocals);
  }

  Class cls_;
  CodeAttribute attr_;
  Method m_;
};

}  // namespace ww::vm::asmtest
