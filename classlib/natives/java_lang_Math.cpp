// Natives of java.lang.Math (the C library's functions: Java allows results
// within 1 ulp for the transcendental ones; floor, ceil, rint and sqrt are
// exact) and of Float and Double (bit conversions, and decimal conversion
// through fpconv, which reproduces the JDK's output).
#include <bit>
#include <cctype>
#include <cmath>

#include "classlib/natives/fpconv.h"
#include "vm/exceptions.h"
#include "vm/natives.h"
#include "vm/strings.h"
#include "vm/vm.h"

namespace ww::classlib {

using namespace ww::vm;

namespace {

// Java's pow differs from C's in two special cases (Math.pow's Javadoc):
// a NaN exponent always gives NaN (C: pow(1, NaN) is 1), and |a| == 1 with an
// infinite exponent gives NaN (C: 1).
double javaPow(double a, double b) {
  if (std::isnan(b)) return b;
  if (std::fabs(a) == 1.0 && std::isinf(b)) return std::nan("");
  return std::pow(a, b);
}

// The C library's cbrt may be off by an ulp (glibc gives 3.0000000000000004
// for 27); one Newton step in long double makes exact cubes come out exact.
double exactCbrt(double a) {
  double r = std::cbrt(a);
  if (r == 0.0 || !std::isfinite(r)) return r;
  long double x = r;
  x -= (x * x * x - (long double)a) / (3.0L * x * x);
  return double(x);
}

#define WW_MATH1(name, expr) WW_NATIVE(Math_##name) { double a = args[0].d; result->d = (expr); }
#define WW_MATH2(name, expr) WW_NATIVE(Math_##name) { double a = args[0].d, b = args[2].d; result->d = (expr); }
WW_MATH1(sin, std::sin(a))
WW_MATH1(cos, std::cos(a))
WW_MATH1(tan, std::tan(a))
WW_MATH1(asin, std::asin(a))
WW_MATH1(acos, std::acos(a))
WW_MATH1(atan, std::atan(a))
WW_MATH1(exp, std::exp(a))
WW_MATH1(log, std::log(a))
WW_MATH1(log10, std::log10(a))
WW_MATH1(sqrt, std::sqrt(a))
WW_MATH1(cbrt, exactCbrt(a))
WW_MATH1(sinh, std::sinh(a))
WW_MATH1(cosh, std::cosh(a))
WW_MATH1(tanh, std::tanh(a))
WW_MATH1(expm1, std::expm1(a))
WW_MATH1(log1p, std::log1p(a))
WW_MATH1(floor, std::floor(a))
WW_MATH1(ceil, std::ceil(a))
WW_MATH1(rint, std::nearbyint(a))
WW_MATH2(pow, javaPow(a, b))
WW_MATH2(atan2, std::atan2(a, b))
WW_MATH2(hypot, std::hypot(a, b))
WW_MATH2(IEEEremainder, std::remainder(a, b))
#undef WW_MATH1
#undef WW_MATH2
// fma rounds once, as Math.fma requires; std::fma is exact in every C library we build with.
WW_NATIVE(Math_fmaD) { result->d = std::fma(args[0].d, args[2].d, args[4].d); }
WW_NATIVE(Math_fmaF) { result->f = std::fma(args[0].f, args[1].f, args[2].f); }

WW_NATIVE(Float_floatToRawIntBits) { result->i = std::bit_cast<int32_t>(args[0].f); }
WW_NATIVE(Float_intBitsToFloat) { result->f = std::bit_cast<float>(args[0].i); }
WW_NATIVE(Double_doubleToRawLongBits) { result->j = std::bit_cast<int64_t>(args[0].d); }
WW_NATIVE(Double_longBitsToDouble) { result->d = std::bit_cast<double>(args[0].j); }
WW_NATIVE(Float_toStringImpl) { result->l = newStringUtf8(t, javaFloatToString(args[0].f)); }
WW_NATIVE(Double_toStringImpl) { result->l = newStringUtf8(t, javaDoubleToString(args[0].d)); }

// A decimal mantissa with a second point: the JDK's parser reports it
// as "multiple points" rather than quoting the input.
bool hasMultiplePoints(const std::string& s) {
  size_t i = 0;
  while (i < s.size() && (unsigned char)s[i] <= ' ') ++i;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
  int points = 0;
  for (; i < s.size() && (std::isdigit((unsigned char)s[i]) || s[i] == '.'); ++i) points += s[i] == '.';
  return points > 1;
}

// NumberFormatException as the JDK words it for an unparsable number.
void numberFormat(Thread* t, const std::string& text) {
  std::string trimmed = text;
  while (!trimmed.empty() && (unsigned char)trimmed.back() <= ' ') trimmed.pop_back();
  size_t start = 0;
  while (start < trimmed.size() && (unsigned char)trimmed[start] <= ' ') ++start;
  trimmed = trimmed.substr(start);
  std::string message = trimmed.empty() ? "empty String"
                        : hasMultiplePoints(trimmed) ? "multiple points"
                                                     : "For input string: \"" + text + "\"";
  throwNew(t, "java/lang/NumberFormatException", message);
}

WW_NATIVE(Float_parseFloatImpl) {
  std::string text = stringUtf8(t, args[0].l);
  if (!javaParseFloat(text, &result->f)) numberFormat(t, text);
}
WW_NATIVE(Double_parseDoubleImpl) {
  std::string text = stringUtf8(t, args[0].l);
  if (!javaParseDouble(text, &result->d)) numberFormat(t, text);
}

#define WW_M1(name) {"java/lang/Math", #name, "(D)D", Math_##name}
#define WW_M2(name) {"java/lang/Math", #name, "(DD)D", Math_##name}
constexpr NativeBinding kBindings[] = {
    WW_M1(sin), WW_M1(cos), WW_M1(tan), WW_M1(asin), WW_M1(acos), WW_M1(atan), WW_M1(exp), WW_M1(log),
    WW_M1(log10), WW_M1(sqrt), WW_M1(cbrt), WW_M1(sinh), WW_M1(cosh), WW_M1(tanh), WW_M1(expm1), WW_M1(log1p),
    WW_M1(floor), WW_M1(ceil), WW_M1(rint), WW_M2(pow), WW_M2(atan2), WW_M2(hypot), WW_M2(IEEEremainder),
    {"java/lang/Math", "fma", "(DDD)D", Math_fmaD},
    {"java/lang/Math", "fma", "(FFF)F", Math_fmaF},
    {"java/lang/Float", "floatToRawIntBits", "(F)I", Float_floatToRawIntBits},
    {"java/lang/Float", "intBitsToFloat", "(I)F", Float_intBitsToFloat},
    {"java/lang/Float", "toStringImpl", "(F)Ljava/lang/String;", Float_toStringImpl},
    {"java/lang/Float", "parseFloatImpl", "(Ljava/lang/String;)F", Float_parseFloatImpl},
    {"java/lang/Double", "doubleToRawLongBits", "(D)J", Double_doubleToRawLongBits},
    {"java/lang/Double", "longBitsToDouble", "(J)D", Double_longBitsToDouble},
    {"java/lang/Double", "toStringImpl", "(D)Ljava/lang/String;", Double_toStringImpl},
    {"java/lang/Double", "parseDoubleImpl", "(Ljava/lang/String;)D", Double_parseDoubleImpl},
};
#undef WW_M1
#undef WW_M2

}  // namespace

extern const std::span<const NativeBinding> kMathNatives{kBindings};

}  // namespace ww::classlib
