// Tests for vm/utf8: modified UTF-8 validation (JVMS 4.4.7) and the
// conversions between modified UTF-8, standard UTF-8 and UTF-16.
#include <gtest/gtest.h>

#include "vm/utf8.h"

namespace ww::vm {
namespace {

std::string bytes(std::initializer_list<int> list) {
  std::string s;
  for (int b : list) s += static_cast<char>(b);
  return s;
}

TEST(ModifiedUtf8, AcceptsWellFormedStrings) {
  EXPECT_TRUE(isValidModifiedUtf8(""));
  EXPECT_TRUE(isValidModifiedUtf8("java/lang/Object"));
  EXPECT_TRUE(isValidModifiedUtf8(bytes({0xC0, 0x80})));              // U+0000
  EXPECT_TRUE(isValidModifiedUtf8(bytes({0xC3, 0xA9})));              // U+00E9
  EXPECT_TRUE(isValidModifiedUtf8(bytes({0xE2, 0x82, 0xAC})));        // U+20AC
  EXPECT_TRUE(isValidModifiedUtf8(bytes({0xEF, 0xBF, 0xBF})));        // U+FFFF
  EXPECT_TRUE(isValidModifiedUtf8(bytes({0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80})));  // U+1F600 as surrogates
}

TEST(ModifiedUtf8, RefusesWhatJvms447Forbids) {
  EXPECT_FALSE(isValidModifiedUtf8(std::string("a\0b", 3)));  // byte 0
  EXPECT_FALSE(isValidModifiedUtf8(bytes({0xF0, 0x9F, 0x98, 0x80})));  // 4-byte form
  EXPECT_FALSE(isValidModifiedUtf8(bytes({0xFF})));
  EXPECT_FALSE(isValidModifiedUtf8(bytes({0x80})));                    // stray continuation
  EXPECT_FALSE(isValidModifiedUtf8(bytes({0xC3})));                    // truncated
  EXPECT_FALSE(isValidModifiedUtf8(bytes({0xE2, 0x82})));              // truncated
  EXPECT_FALSE(isValidModifiedUtf8(bytes({0xC3, 0x41})));              // bad continuation
  EXPECT_FALSE(isValidModifiedUtf8(bytes({0xC1, 0x81})));              // overlong 'A'
  EXPECT_FALSE(isValidModifiedUtf8(bytes({0xE0, 0x81, 0x81})));        // overlong 'A'
  EXPECT_FALSE(isValidModifiedUtf8(bytes({0xE0, 0x80, 0x80})));        // overlong U+0000
}

TEST(ModifiedUtf8, DecodesToUtf16) {
  EXPECT_EQ(modifiedUtf8ToUtf16("abc"), u"abc");
  EXPECT_EQ(modifiedUtf8ToUtf16(bytes({0x61, 0xC0, 0x80, 0x62})), std::u16string(u"a\0b", 3));
  EXPECT_EQ(modifiedUtf8ToUtf16(bytes({0xE2, 0x82, 0xAC})), u"\u20AC");
  EXPECT_EQ(modifiedUtf8ToUtf16(bytes({0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80})), u"\U0001F600");
  // Malformed input does not fail: each bad byte becomes U+FFFD.
  EXPECT_EQ(modifiedUtf8ToUtf16(bytes({0x61, 0xFF, 0xC3})), u"a\uFFFD\uFFFD");
}

TEST(ModifiedUtf8, EncodesFromUtf16) {
  EXPECT_EQ(utf16ToModifiedUtf8(u"abc"), "abc");
  EXPECT_EQ(utf16ToModifiedUtf8(std::u16string(u"\0", 1)), bytes({0xC0, 0x80}));
  EXPECT_EQ(utf16ToModifiedUtf8(u"\u00E9\u20AC"), bytes({0xC3, 0xA9, 0xE2, 0x82, 0xAC}));
  EXPECT_EQ(utf16ToModifiedUtf8(u"\U0001F600"), bytes({0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80}));
}

TEST(ModifiedUtf8, EveryCodeUnitRoundTrips) {
  for (uint32_t c = 0; c <= 0xFFFF; ++c) {
    std::u16string one(1, static_cast<char16_t>(c));
    std::string encoded = utf16ToModifiedUtf8(one);
    ASSERT_TRUE(isValidModifiedUtf8(encoded)) << c;
    ASSERT_EQ(modifiedUtf8ToUtf16(encoded), one) << c;
  }
}

TEST(StandardUtf8, EncodesFromUtf16) {
  EXPECT_EQ(utf16ToUtf8(u"abc"), "abc");
  EXPECT_EQ(utf16ToUtf8(std::u16string(u"\0", 1)), std::string("\0", 1));
  EXPECT_EQ(utf16ToUtf8(u"\u00E9\u20AC"), bytes({0xC3, 0xA9, 0xE2, 0x82, 0xAC}));
  EXPECT_EQ(utf16ToUtf8(u"\U0001F600"), bytes({0xF0, 0x9F, 0x98, 0x80}));
}

TEST(StandardUtf8, UnpairedSurrogatesBecomeQuestionMarks) {
  EXPECT_EQ(utf16ToUtf8(std::u16string{u'a', 0xD800, u'b', 0xDC00}), "a?b?");
  EXPECT_EQ(utf16ToUtf8(std::u16string{0xD800}), "?");
  EXPECT_EQ(utf16ToUtf8(std::u16string{0xDC00, 0xD800}), "??");  // reversed pair
}

TEST(StandardUtf8, Decodes) {
  EXPECT_EQ(utf8ToUtf16("abc"), u"abc");
  EXPECT_EQ(utf8ToUtf16(bytes({0xC3, 0xA9, 0xE2, 0x82, 0xAC})), u"\u00E9\u20AC");
  EXPECT_EQ(utf8ToUtf16(bytes({0xF0, 0x9F, 0x98, 0x80})), u"\U0001F600");
  EXPECT_EQ(utf8ToUtf16(bytes({0xF4, 0x8F, 0xBF, 0xBF})), u"\U0010FFFF");
  EXPECT_EQ(utf8ToUtf16(bytes({0xED, 0x9F, 0xBF})), u"\uD7FF");
}

// The expected replacements are what Java's UTF-8 decoder produces.
TEST(StandardUtf8, MalformedInputBecomesReplacementCharacters) {
  const std::u16string r = u"\uFFFD";
  EXPECT_EQ(utf8ToUtf16(bytes({0x80})), r);
  EXPECT_EQ(utf8ToUtf16(bytes({0xC0, 0x80})), r + r);                      // C0 never starts a sequence
  EXPECT_EQ(utf8ToUtf16(bytes({0xE0, 0x80})), r + r);                      // overlong
  EXPECT_EQ(utf8ToUtf16(bytes({0xE2, 0x82})), r);                          // truncated: one unit
  EXPECT_EQ(utf8ToUtf16(bytes({0x61, 0xE2, 0x82, 0x62})), u"a" + r + u"b");
  EXPECT_EQ(utf8ToUtf16(bytes({0xED, 0xA0, 0x80})), r);                    // encoded surrogate
  EXPECT_EQ(utf8ToUtf16(bytes({0xED, 0xA0, 0x41})), r + u"A");
  EXPECT_EQ(utf8ToUtf16(bytes({0xF4, 0x90, 0x80, 0x80})), r + r + r + r);  // above U+10FFFF
  EXPECT_EQ(utf8ToUtf16(bytes({0xF0, 0x80, 0x80, 0x80})), r + r + r + r);  // overlong
  EXPECT_EQ(utf8ToUtf16(bytes({0xF8, 0x88, 0x80, 0x80, 0x80})), r + r + r + r + r);
  EXPECT_EQ(utf8ToUtf16(bytes({0xF0, 0x9F, 0x98})), r);
}

TEST(StandardUtf8, EveryScalarValueRoundTrips) {
  for (uint32_t c = 0; c <= 0x10FFFF; c += (c < 0x10000 ? 1 : 97)) {
    if (c >= 0xD800 && c <= 0xDFFF) continue;
    std::u16string s;
    if (c < 0x10000) {
      s += static_cast<char16_t>(c);
    } else {
      s += static_cast<char16_t>(0xD800 + ((c - 0x10000) >> 10));
      s += static_cast<char16_t>(0xDC00 + ((c - 0x10000) & 0x3FF));
    }
    ASSERT_EQ(utf8ToUtf16(utf16ToUtf8(s)), s) << c;
  }
}

}  // namespace
}  // namespace ww::vm
