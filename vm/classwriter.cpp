// The class-file writer of the VM's generated classes (vm/classwriter.h).
#include "vm/classwriter.h"

#include <cstring>

#include "interpreter/opcodes.h"
#include "vm/classfile.h"

namespace ww::vm {
namespace {

using namespace ww::interp;

void putU1(std::vector<uint8_t>& out, unsigned v) { out.push_back(uint8_t(v)); }
void putU2(std::vector<uint8_t>& out, unsigned v) {
  out.push_back(uint8_t(v >> 8));
  out.push_back(uint8_t(v));
}
void putU4(std::vector<uint8_t>& out, uint32_t v) {
  putU2(out, v >> 16);
  putU2(out, v & 0xffff);
}
std::string u4Bytes(uint32_t v) {
  std::vector<uint8_t> b;
  putU4(b, v);
  return std::string(b.begin(), b.end());
}
std::string u2Bytes(unsigned v) { return {char(v >> 8), char(v & 0xff)}; }
std::string u2Bytes(unsigned a, unsigned b) { return u2Bytes(a) + u2Bytes(b); }

int slotsOf(char type) { return type == 'J' || type == 'D' ? 2 : type == 'V' ? 0 : 1; }

}  // namespace

void CodeWriter::adjust(int delta) {
  depth_ += delta;
  if (depth_ > maxDepth_) maxDepth_ = depth_;
}

void CodeWriter::op(uint8_t opcode, int stackDelta) {
  putU1(code_, opcode);
  adjust(stackDelta);
}

void CodeWriter::cpOp(uint8_t opcode, uint16_t index, int stackDelta) {
  putU1(code_, opcode);
  putU2(code_, index);
  adjust(stackDelta);
}

void CodeWriter::invokeInterface(uint16_t index, int argSlots, int resultSlots) {
  putU1(code_, OP_INVOKEINTERFACE);
  putU2(code_, index);
  putU1(code_, unsigned(argSlots + 1));  // the receiver counts
  putU1(code_, 0);
  adjust(resultSlots - argSlots - 1);
}

void CodeWriter::load(char type, int slot) {
  uint8_t base;
  switch (type) {
    case 'J': base = OP_LLOAD; break;
    case 'F': base = OP_FLOAD; break;
    case 'D': base = OP_DLOAD; break;
    case 'L': case '[': base = OP_ALOAD; break;
    default: base = OP_ILOAD; break;  // int, and boolean, byte, char, short
  }
  if (slot <= 3) {
    // iload_0 .. aload_3 follow each other in groups of four, in the order of the plain loads.
    putU1(code_, unsigned(OP_ILOAD_0 + (base - OP_ILOAD) * 4 + slot));
  } else if (slot <= 255) {
    putU1(code_, base);
    putU1(code_, unsigned(slot));
  } else {
    putU1(code_, OP_WIDE);
    putU1(code_, base);
    putU2(code_, unsigned(slot));
  }
  adjust(slotsOf(type));
}

void CodeWriter::returnValue(char type) {
  switch (type) {
    case 'V': op(OP_RETURN, 0); break;
    case 'J': op(OP_LRETURN, -2); break;
    case 'F': op(OP_FRETURN, -1); break;
    case 'D': op(OP_DRETURN, -2); break;
    case 'L': case '[': op(OP_ARETURN, -1); break;
    default: op(OP_IRETURN, -1); break;
  }
}

ClassWriter::ClassWriter(std::string name, std::string superName, uint16_t access)
    : name_(std::move(name)), access_(access) {
  thisIndex_ = classRef(name_);
  superIndex_ = classRef(superName);
}

uint16_t ClassWriter::entry(uint8_t tag, const std::string& body, int slots) {
  auto key = std::make_pair(tag, body);
  if (auto it = shared_.find(key); it != shared_.end()) return it->second;
  uint16_t index = poolCount_;
  putU1(pool_, tag);
  pool_.insert(pool_.end(), body.begin(), body.end());
  poolCount_ = uint16_t(poolCount_ + slots);
  shared_.emplace(std::move(key), index);
  return index;
}

uint16_t ClassWriter::pair(uint8_t tag, uint16_t a, uint16_t b) { return entry(tag, u2Bytes(a, b)); }

uint16_t ClassWriter::utf8(const std::string& s) {
  return entry(uint8_t(CpTag::Utf8), u2Bytes(unsigned(s.size())) + s);
}

uint16_t ClassWriter::classRef(const std::string& internalName) {
  uint16_t n = utf8(internalName);
  return entry(uint8_t(CpTag::Class), u2Bytes(n));
}

uint16_t ClassWriter::string(const std::string& modifiedUtf8) {
  uint16_t n = utf8(modifiedUtf8);
  return entry(uint8_t(CpTag::String), u2Bytes(n));
}

uint16_t ClassWriter::integer(int32_t v) { return entry(uint8_t(CpTag::Integer), u4Bytes(uint32_t(v))); }

uint16_t ClassWriter::floating(float v) {
  uint32_t bits;
  std::memcpy(&bits, &v, 4);
  return entry(uint8_t(CpTag::Float), u4Bytes(bits));
}

uint16_t ClassWriter::longConst(int64_t v) {
  return entry(uint8_t(CpTag::Long), u4Bytes(uint32_t(uint64_t(v) >> 32)) + u4Bytes(uint32_t(v)), 2);
}

uint16_t ClassWriter::doubleConst(double v) {
  uint64_t bits;
  std::memcpy(&bits, &v, 8);
  return entry(uint8_t(CpTag::Double), u4Bytes(uint32_t(bits >> 32)) + u4Bytes(uint32_t(bits)), 2);
}

uint16_t ClassWriter::fieldRef(const std::string& owner, const std::string& name, const std::string& descriptor) {
  uint16_t c = classRef(owner);
  uint16_t nt = pair(uint8_t(CpTag::NameAndType), utf8(name), utf8(descriptor));
  return pair(uint8_t(CpTag::Fieldref), c, nt);
}

uint16_t ClassWriter::methodRef(const std::string& owner, const std::string& name, const std::string& descriptor,
                                bool ofInterface) {
  uint16_t c = classRef(owner);
  uint16_t nt = pair(uint8_t(CpTag::NameAndType), utf8(name), utf8(descriptor));
  return pair(uint8_t(ofInterface ? CpTag::InterfaceMethodref : CpTag::Methodref), c, nt);
}

void ClassWriter::addInterface(const std::string& name) { interfaces_.push_back(classRef(name)); }

void ClassWriter::addField(uint16_t access, const std::string& name, const std::string& descriptor) {
  fields_.push_back({access, utf8(name), utf8(descriptor), {}});
}

void ClassWriter::addMethod(uint16_t access, const std::string& name, const std::string& descriptor,
                            const CodeWriter& code, uint16_t maxLocals) {
  if (!codeName_) codeName_ = utf8("Code");
  std::vector<uint8_t> body;
  putU2(body, code.maxStack());
  putU2(body, maxLocals);
  putU4(body, uint32_t(code.bytes().size()));
  body.insert(body.end(), code.bytes().begin(), code.bytes().end());
  putU2(body, 0);  // exception table
  putU2(body, 0);  // attributes
  methods_.push_back({access, utf8(name), utf8(descriptor), std::move(body)});
}

std::vector<uint8_t> ClassWriter::bytes() const {
  std::vector<uint8_t> out;
  putU4(out, 0xCAFEBABE);
  putU2(out, 0);   // minor
  putU2(out, 52);  // major: Java 8
  putU2(out, poolCount_);
  out.insert(out.end(), pool_.begin(), pool_.end());
  putU2(out, access_);
  putU2(out, thisIndex_);
  putU2(out, superIndex_);
  putU2(out, unsigned(interfaces_.size()));
  for (uint16_t i : interfaces_) putU2(out, i);
  auto members = [&](const std::vector<Member>& list) {
    putU2(out, unsigned(list.size()));
    for (const Member& m : list) {
      putU2(out, m.access);
      putU2(out, m.name);
      putU2(out, m.descriptor);
      if (m.code.empty()) {
        putU2(out, 0);
      } else {
        putU2(out, 1);
        putU2(out, codeName_);
        putU4(out, uint32_t(m.code.size()));
        out.insert(out.end(), m.code.begin(), m.code.end());
      }
    }
  };
  members(fields_);
  members(methods_);
  putU2(out, 0);  // class attributes
  return out;
}

}  // namespace ww::vm
