// Writing class files. The classes the VM generates itself (a lambda's class,
// a string concatenation's method: docs/invokedynamic.md) are made as
// class-file bytes and defined like any other class, so that parsing,
// linking, the interpreter, the collector's reference maps and the accounts
// need nothing new for them. Generated code has no branches, so it needs no
// StackMapTable; max_stack is tracked as instructions are added.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace ww::vm {

class ClassWriter;

// The code of one method being written. Each instruction states its effect
// on the operand stack in slots, from which max_stack follows.
class CodeWriter {
 public:
  // An instruction with no operand (aload_0, i2l, dup, areturn ...).
  void op(uint8_t opcode, int stackDelta);
  // An instruction with a constant-pool operand (getfield, checkcast, new,
  // ldc_w, ldc2_w, invokestatic ...): `index` is written as u2.
  void cpOp(uint8_t opcode, uint16_t index, int stackDelta);
  // invokeinterface, whose operand also counts the argument slots.
  void invokeInterface(uint16_t index, int argSlots, int resultSlots);
  // A load of local `slot` by descriptor character (I, J, F, D, L, [ ...).
  void load(char type, int slot);
  // The return instruction for descriptor character `type` ('V': return).
  void returnValue(char type);

  uint16_t maxStack() const { return uint16_t(maxDepth_); }
  const std::vector<uint8_t>& bytes() const { return code_; }

 private:
  void adjust(int delta);
  std::vector<uint8_t> code_;
  int depth_ = 0;
  int maxDepth_ = 0;
};

class ClassWriter {
 public:
  // A class `name` (internal form) extending `superName`, with `access` flags;
  // class file version 52.0.
  ClassWriter(std::string name, std::string superName, uint16_t access);

  void addInterface(const std::string& name);
  void addField(uint16_t access, const std::string& name, const std::string& descriptor);
  // Adds a method whose code is `code`; max_locals is given, max_stack comes from the code.
  void addMethod(uint16_t access, const std::string& name, const std::string& descriptor, const CodeWriter& code,
                 uint16_t maxLocals);

  // Constant pool entries, shared when asked for twice. Strings are given in
  // modified UTF-8, as the class file holds them.
  uint16_t utf8(const std::string& s);
  uint16_t classRef(const std::string& internalName);
  uint16_t string(const std::string& modifiedUtf8);
  uint16_t integer(int32_t v);
  uint16_t floating(float v);
  uint16_t longConst(int64_t v);
  uint16_t doubleConst(double v);
  uint16_t fieldRef(const std::string& owner, const std::string& name, const std::string& descriptor);
  uint16_t methodRef(const std::string& owner, const std::string& name, const std::string& descriptor,
                     bool ofInterface);

  const std::string& name() const { return name_; }
  // The class file. Pool indices returned above stay valid in it.
  std::vector<uint8_t> bytes() const;

 private:
  // A pool entry's bytes after its tag: the key that shares equal entries.
  uint16_t entry(uint8_t tag, const std::string& body, int slots = 1);
  uint16_t pair(uint8_t tag, uint16_t a, uint16_t b);

  struct Member {
    uint16_t access, name, descriptor;
    std::vector<uint8_t> code;  // the whole Code attribute body, empty for fields
  };

  std::string name_;
  uint16_t access_;
  uint16_t thisIndex_, superIndex_, codeName_ = 0;
  std::vector<uint8_t> pool_;  // entries as written, index 1 first
  uint16_t poolCount_ = 1;
  std::map<std::pair<uint8_t, std::string>, uint16_t> shared_;
  std::vector<uint16_t> interfaces_;
  std::vector<Member> fields_, methods_;
};

}  // namespace ww::vm
