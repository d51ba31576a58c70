// JNI short and long names, against the mangling the JNI specification
// gives (and javac -h writes into its headers).
#include <gtest/gtest.h>

#include "vm/jniname.h"

namespace ww::vm {
namespace {

TEST(JniName, ShortNames) {
  EXPECT_EQ(jniShortName("Hello", "sayHi"), "Java_Hello_sayHi");
  EXPECT_EQ(jniShortName("pkg/sub/Native_Lib", "add_two"), "Java_pkg_sub_Native_1Lib_add_1two");
  EXPECT_EQ(jniShortName("p/Outer$Inner", "f"), "Java_p_Outer_00024Inner_f");
}

TEST(JniName, LongNamesMangleTheArguments) {
  EXPECT_EQ(jniLongName("p/Q", "f", "(ILjava/lang/String;[J)V"), "Java_p_Q_f__ILjava_lang_String_2_3J");
  EXPECT_EQ(jniLongName("p/Q", "f", "()I"), "Java_p_Q_f__");
  EXPECT_EQ(jniLongName("p/Q", "g", "([[Lp/Q;Z)Lp/Q;"), "Java_p_Q_g___3_3Lp_Q_2Z");
}

TEST(JniName, NonAsciiBecomesUtf16Escapes) {
  // "Café" (é is C3 A9 in modified UTF-8, U+00E9) and a supplementary
  // character, two surrogates each escaped.
  EXPECT_EQ(jniShortName("Caf\xc3\xa9", "m"), "Java_Caf_000e9_m");
  EXPECT_EQ(jniShortName("X", "\xed\xa0\xbd\xed\xb8\x80"), "Java_X__0d83d_0de00");
}

}  // namespace
}  // namespace ww::vm
