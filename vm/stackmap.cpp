// StackMapTable decoding: frame types same, same_locals_1_stack_item (and
// its extended form), chop, same_frame_extended, append and full_frame.
#include "vm/stackmap.h"

namespace ww::vm {
namespace {

class Reader {
 public:
  Reader(const std::vector<uint8_t>& b, const std::vector<CpEntry>& cp, std::string* error)
      : b_(b), cp_(cp), error_(error) {}

  bool done() const { return at_ == b_.size(); }
  bool u1(uint32_t* v) {
    if (at_ + 1 > b_.size()) return fail("truncated");
    *v = b_[at_++];
    return true;
  }
  bool u2(uint32_t* v) {
    if (at_ + 2 > b_.size()) return fail("truncated");
    *v = uint32_t(b_[at_] << 8) | b_[at_ + 1];
    at_ += 2;
    return true;
  }
  bool type(StackMapType* t) {
    uint32_t tag;
    if (!u1(&tag)) return false;
    if (tag > StackMapType::Uninitialized) return fail("bad verification type tag " + std::to_string(tag));
    t->tag = StackMapType::Tag(tag);
    if (t->tag == StackMapType::Object) {
      uint32_t index;
      if (!u2(&index)) return false;
      if (index == 0 || index >= cp_.size() || cp_[index].tag != CpTag::Class)
        return fail("bad class index " + std::to_string(index));
      uint32_t nameIndex = cp_[index].ref1;
      if (nameIndex >= cp_.size() || cp_[nameIndex].tag != CpTag::Utf8 || cp_[nameIndex].utf8.empty())
        return fail("bad class index " + std::to_string(index));
      t->name = cp_[nameIndex].utf8;
    } else if (t->tag == StackMapType::Uninitialized) {
      uint32_t offset;
      if (!u2(&offset)) return false;
      t->offset = uint16_t(offset);
    }
    return true;
  }
  bool types(uint32_t count, std::vector<StackMapType>* out) {
    for (uint32_t i = 0; i < count; ++i) {
      StackMapType t;
      if (!type(&t)) return false;
      out->push_back(std::move(t));
    }
    return true;
  }
  bool fail(const std::string& why) {
    *error_ = "StackMapTable error: " + why;
    return false;
  }

 private:
  const std::vector<uint8_t>& b_;
  const std::vector<CpEntry>& cp_;
  std::string* error_;
  size_t at_ = 0;
};

}  // namespace

bool decodeStackMapTable(const std::vector<uint8_t>& body, const std::vector<CpEntry>& constantPool,
                         std::vector<StackMapType> initialLocals, std::vector<StackMapFrame>* frames,
                         std::string* error) {
  Reader r(body, constantPool, error);
  uint32_t count;
  if (!r.u2(&count)) return false;
  std::vector<StackMapType> locals = std::move(initialLocals);
  int64_t pc = -1;
  for (uint32_t i = 0; i < count; ++i) {
    uint32_t type, delta;
    if (!r.u1(&type)) return false;
    StackMapFrame f;
    if (type <= 63) {  // same_frame
      delta = type;
    } else if (type <= 127) {  // same_locals_1_stack_item_frame
      delta = type - 64;
      if (!r.types(1, &f.stack)) return false;
    } else if (type <= 246) {
      return r.fail("reserved frame type " + std::to_string(type));
    } else if (type == 247) {  // same_locals_1_stack_item_frame_extended
      if (!r.u2(&delta) || !r.types(1, &f.stack)) return false;
    } else if (type <= 250) {  // chop_frame
      if (!r.u2(&delta)) return false;
      uint32_t chop = 251 - type;
      if (chop > locals.size()) return r.fail("chop_frame removes more locals than there are");
      locals.resize(locals.size() - chop);
    } else if (type == 251) {  // same_frame_extended
      if (!r.u2(&delta)) return false;
    } else if (type <= 254) {  // append_frame
      if (!r.u2(&delta) || !r.types(type - 251, &locals)) return false;
    } else {  // full_frame
      uint32_t n;
      if (!r.u2(&delta) || !r.u2(&n)) return false;
      locals.clear();
      if (!r.types(n, &locals) || !r.u2(&n) || !r.types(n, &f.stack)) return false;
    }
    pc = pc < 0 ? delta : pc + delta + 1;
    if (pc > 65535) return r.fail("frame offset past the end of the code");
    f.pc = uint32_t(pc);
    f.locals = locals;
    frames->push_back(std::move(f));
  }
  if (!r.done()) return r.fail("bytes after the last frame");
  return true;
}

}  // namespace ww::vm
