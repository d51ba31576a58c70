// Modified UTF-8, standard UTF-8 and UTF-16 conversions (see utf8.h).
#include "vm/utf8.h"

#include <cstdint>

namespace ww::vm {

namespace {

constexpr char16_t kReplacement = 0xFFFD;

bool isContinuation(uint8_t b) { return (b & 0xC0) == 0x80; }

// Decodes one modified UTF-8 character at `i`. On success returns the number
// of bytes it takes and stores the value in `out`; returns 0 if the bytes at
// `i` do not start a well-formed sequence.
size_t decodeModified(std::string_view s, size_t i, char16_t& out) {
  auto at = [&](size_t k) { return static_cast<uint8_t>(s[k]); };
  uint8_t c = at(i);
  if (c == 0) return 0;
  if (c < 0x80) {
    out = c;
    return 1;
  }
  if ((c & 0xE0) == 0xC0) {
    if (i + 1 >= s.size() || !isContinuation(at(i + 1))) return 0;
    char16_t v = static_cast<char16_t>(((c & 0x1F) << 6) | (at(i + 1) & 0x3F));
    if (v != 0 && v < 0x80) return 0;  // overlong, except C0 80 for U+0000
    out = v;
    return 2;
  }
  if ((c & 0xF0) == 0xE0) {
    if (i + 2 >= s.size() || !isContinuation(at(i + 1)) || !isContinuation(at(i + 2))) return 0;
    char16_t v = static_cast<char16_t>(((c & 0x0F) << 12) | ((at(i + 1) & 0x3F) << 6) | (at(i + 2) & 0x3F));
    if (v < 0x800) return 0;  // overlong
    out = v;
    return 3;
  }
  return 0;  // a stray continuation byte, or 0xF0..0xFF
}

void appendUtf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

void appendUtf16(std::u16string& out, uint32_t cp) {
  if (cp < 0x10000) {
    out += static_cast<char16_t>(cp);
  } else {
    cp -= 0x10000;
    out += static_cast<char16_t>(0xD800 | (cp >> 10));
    out += static_cast<char16_t>(0xDC00 | (cp & 0x3FF));
  }
}

bool isHighSurrogate(char16_t c) { return c >= 0xD800 && c <= 0xDBFF; }
bool isLowSurrogate(char16_t c) { return c >= 0xDC00 && c <= 0xDFFF; }

// What a standard UTF-8 lead byte announces: how many continuation bytes
// follow, the payload bits of the lead, and the allowed range of the first
// continuation byte (narrower after E0, F0 and F4, which is how overlong
// forms and values above U+10FFFF are excluded). Encoded surrogates (after
// ED) are refused only once complete, as one unit, which is what Java does.
struct LeadByte {
  int continuations = -1;  // -1: not a lead byte
  uint32_t bits = 0;
  uint8_t low = 0x80, high = 0xBF;
};

LeadByte classifyLead(uint8_t c) {
  LeadByte l;
  if (c >= 0xC2 && c <= 0xDF) {
    l.continuations = 1;
    l.bits = c & 0x1F;
  } else if (c >= 0xE0 && c <= 0xEF) {
    l.continuations = 2;
    l.bits = c & 0x0F;
    if (c == 0xE0) l.low = 0xA0;
  } else if (c >= 0xF0 && c <= 0xF4) {
    l.continuations = 3;
    l.bits = c & 0x07;
    if (c == 0xF0) l.low = 0x90;
    if (c == 0xF4) l.high = 0x8F;
  }
  return l;
}

}  // namespace

bool isValidModifiedUtf8(std::string_view bytes) {
  char16_t ignored;
  for (size_t i = 0; i < bytes.size();) {
    // Nearly every byte of a class file's names is ASCII other than NUL.
    if (uint8_t(bytes[i]) - 1u < 0x7Fu) {
      ++i;
      continue;
    }
    size_t n = decodeModified(bytes, i, ignored);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

std::u16string modifiedUtf8ToUtf16(std::string_view bytes) {
  std::u16string out;
  out.reserve(bytes.size());
  for (size_t i = 0; i < bytes.size();) {
    char16_t c;
    size_t n = decodeModified(bytes, i, c);
    if (n == 0) {
      out += kReplacement;
      i += 1;
    } else {
      out += c;
      i += n;
    }
  }
  return out;
}

std::string utf16ToModifiedUtf8(std::u16string_view chars) {
  std::string out;
  out.reserve(chars.size());
  for (char16_t c : chars) {
    if (c == 0) {
      out += '\xC0';
      out += '\x80';
    } else {
      appendUtf8(out, c);  // surrogates take the 3-byte form one by one
    }
  }
  return out;
}

std::string utf16ToUtf8(std::u16string_view chars) {
  std::string out;
  out.reserve(chars.size());
  for (size_t i = 0; i < chars.size(); ++i) {
    char16_t c = chars[i];
    if (isHighSurrogate(c) && i + 1 < chars.size() && isLowSurrogate(chars[i + 1])) {
      uint32_t cp = 0x10000 + ((static_cast<uint32_t>(c) - 0xD800) << 10) + (chars[i + 1] - 0xDC00);
      appendUtf8(out, cp);
      ++i;
    } else if (isHighSurrogate(c) || isLowSurrogate(c)) {
      out += '?';
    } else {
      appendUtf8(out, c);
    }
  }
  return out;
}

std::u16string utf8ToUtf16(std::string_view bytes) {
  std::u16string out;
  out.reserve(bytes.size());
  size_t i = 0;
  while (i < bytes.size()) {
    uint8_t c = static_cast<uint8_t>(bytes[i]);
    if (c < 0x80) {
      out += static_cast<char16_t>(c);
      ++i;
      continue;
    }
    LeadByte lead = classifyLead(c);
    if (lead.continuations < 0) {
      out += kReplacement;
      ++i;
      continue;
    }
    uint32_t cp = lead.bits;
    size_t j = i + 1;
    int taken = 0;
    uint8_t low = lead.low, high = lead.high;
    while (taken < lead.continuations && j < bytes.size()) {
      uint8_t b = static_cast<uint8_t>(bytes[j]);
      if (b < low || b > high) break;
      cp = (cp << 6) | (b & 0x3F);
      ++j;
      ++taken;
      low = 0x80;
      high = 0xBF;
    }
    // An incomplete sequence is one maximal ill-formed subpart: one U+FFFD,
    // and decoding resumes at the byte that broke it.
    if (taken < lead.continuations || (cp >= 0xD800 && cp <= 0xDFFF)) {
      out += kReplacement;
    } else {
      appendUtf16(out, cp);
    }
    i = j;
  }
  return out;
}

}  // namespace ww::vm
