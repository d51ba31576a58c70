// Java's double/float <-> decimal conversions (see fpconv.h): JDK 17's digit generator
// reproduced with exact integer arithmetic, and a correctly rounding parser.
#include "classlib/natives/fpconv.h"

#include <algorithm>
#include <bit>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>

#include "vm/config.h"

// Both directions rely on IEEE double and float operations rounding once, to their own
// precision (the log10 estimate below, the parser's fast path).
static_assert(FLT_EVAL_METHOD == 0, "float and double operations must not use excess precision");
static_assert(std::numeric_limits<double>::is_iec559 && std::numeric_limits<float>::is_iec559);

namespace ww::classlib {
namespace {

// ---------------------------------------------------------------------------------------
// Natural numbers of bounded size: just what the two conversions need. 32-bit limbs,
// least significant first, never a zero limb at the top (zero has no limbs). The storage
// is inline because operands are small and short-lived: the arithmetic never allocates.

class BigNat {
 public:
  // 3072 bits. The parser's operands stay below 2700 bits (an 801-digit significand, or
  // 5^1126 shifted by 64; see kMaxDigits), the digit generator's below 1200.
  static constexpr int kMaxLimbs = 96;

  BigNat() = default;
  explicit BigNat(uint64_t v) {
    for (; v != 0; v >>= 32) push(uint32_t(v));
  }
  BigNat(const BigNat& o) : size_(o.size_) { std::copy_n(o.limb_, size_, limb_); }
  BigNat& operator=(const BigNat& o) {
    size_ = o.size_;
    std::copy_n(o.limb_, size_, limb_);
    return *this;
  }

  bool isZero() const { return size_ == 0; }

  int bitLength() const {
    return size_ == 0 ? 0 : 32 * (size_ - 1) + std::bit_width(limb_[size_ - 1]);
  }

  // Leading zero bits of the top limb: the shift that normalises this number as a divisor.
  int normalisingShift() const { return size_ == 0 ? 0 : std::countl_zero(limb_[size_ - 1]); }

  // *this = *this * m + add, for m > 0
  void mulAdd(uint32_t m, uint32_t add) {
    uint64_t carry = add;
    for (int i = 0; i < size_; i++) {
      uint64_t t = uint64_t(limb_[i]) * m + carry;
      limb_[i] = uint32_t(t);
      carry = t >> 32;
    }
    if (carry != 0) push(uint32_t(carry));
  }

  void mulPow5(int n) {
    constexpr uint32_t kPow5_13 = 1220703125;  // the largest power of 5 below 2^32
    for (; n >= 13; n -= 13) mulAdd(kPow5_13, 0);
    uint32_t rest = 1;
    for (; n > 0; n--) rest *= 5;
    mulAdd(rest, 0);
  }

  void shiftLeft(int bits) {
    if (size_ == 0) return;
    int words = bits / 32, b = bits % 32;
    if (b != 0) {
      uint32_t carry = 0;
      for (int i = 0; i < size_; i++) {
        uint32_t next = limb_[i] >> (32 - b);
        limb_[i] = (limb_[i] << b) | carry;
        carry = next;
      }
      if (carry != 0) push(carry);
    }
    WW_ASSERT(size_ + words <= kMaxLimbs);
    std::copy_backward(limb_, limb_ + size_, limb_ + size_ + words);
    std::fill_n(limb_, words, 0u);
    size_ += words;
  }

  void add(const BigNat& o) {
    uint64_t carry = 0;
    for (int i = 0; i < std::max(size_, o.size_); i++) {
      uint64_t t = uint64_t(limbAt(i)) + o.limbAt(i) + carry;
      if (i == size_) push(0);
      limb_[i] = uint32_t(t);
      carry = t >> 32;
    }
    if (carry != 0) push(uint32_t(carry));
  }

  // *this -= q * o * 2^(32*offset); the result must not be negative.
  void subtractMul(const BigNat& o, uint32_t q, int offset) {
    uint64_t mulCarry = 0;
    uint32_t borrow = 0;
    for (int i = offset; i < size_; i++) {
      uint64_t product = uint64_t(o.limbAt(i - offset)) * q + mulCarry;
      mulCarry = product >> 32;
      uint64_t take = uint64_t(uint32_t(product)) + borrow;
      borrow = limb_[i] < take;
      limb_[i] = uint32_t(limb_[i] - take);
      if (i - offset >= o.size_ && mulCarry == 0 && borrow == 0) break;
    }
    trim();
  }

  // Compares *this with o * 2^(32*offset).
  int compareShifted(const BigNat& o, int offset) const {
    if (o.size_ == 0) return size_ == 0 ? 0 : 1;
    if (size_ != o.size_ + offset) return size_ < o.size_ + offset ? -1 : 1;
    for (int i = o.size_ - 1; i >= 0; i--) {
      if (limb_[i + offset] != o.limb_[i]) return limb_[i + offset] < o.limb_[i] ? -1 : 1;
    }
    return std::any_of(limb_, limb_ + offset, [](uint32_t l) { return l != 0; }) ? 1 : 0;
  }

  // Divides *this by d * 2^(32*offset), leaving the remainder, for a quotient below 2^32.
  // The quotient is estimated from the top limbs, never too high, and then corrected: a
  // divisor whose top limb has its high bit set (see normalisingShift) needs few steps.
  uint32_t divideStep(const BigNat& d, int offset) {
    int top = d.size_ + offset;
    uint64_t window = (uint64_t(limbAt(top)) << 32) | limbAt(top - 1);
    auto q = uint32_t(window / (uint64_t(d.limb_[d.size_ - 1]) + 1));
    subtractMul(d, q, offset);
    for (; compareShifted(d, offset) >= 0; q++) subtractMul(d, 1, offset);
    return q;
  }

  friend int compare(const BigNat& a, const BigNat& b) { return a.compareShifted(b, 0); }

 private:
  uint32_t limbAt(int i) const { return i >= 0 && i < size_ ? limb_[i] : 0; }

  void push(uint32_t l) {
    WW_ASSERT(size_ < kMaxLimbs);
    limb_[size_++] = l;
  }

  void trim() {
    while (size_ > 0 && limb_[size_ - 1] == 0) size_--;
  }

  uint32_t limb_[kMaxLimbs];
  int size_ = 0;
};

BigNat pow5Times2(int fives, int twos, uint64_t factor = 1) {
  BigNat n(factor);
  n.mulPow5(fives);
  n.shiftLeft(twos);
  return n;
}

// ---------------------------------------------------------------------------------------
// Binary -> decimal. JDK 17 generates digits the way Steele & White's FPP² does: scale the
// value to B/S with 1 <= B/S < 10, take quotient digits, and stop once the remainder is
// within M (half an ulp, scaled alike) of either neighbour. Its particular choices decide
// the printed digits and are reproduced one by one:
//  - the decimal exponent comes from a floating-point estimate of log10 that may be one too
//    high; a leading zero digit is then dropped, unless the value already rounds up to 1;
//  - for values that take E-notation the stop test is ignored after the first digit (so
//    that at least two digits are produced), which yields 1.9999999999999998E23 for 2e23;
//  - the stop test is symmetric, with M halved for exact powers of two on both sides;
//  - integers below 2^63 skip all this: their decimal expansion is cut by a count of
//    noise digits that only depends on the binary exponent;
//  - the loop runs in Java int, long or big-integer arithmetic depending on estimated
//    operand sizes; the fixed-width variants test "high" strictly and wrap on overflow,
//    the big-integer variant tests it inclusively.

// A double or float unpacked: value = significand * 2^(binExp - 52), with the leading
// one at bit 52 (subnormals normalised); precisionBits is how many bits the format
// actually holds for this value (53 or 24, fewer for subnormals).
struct Unpacked {
  uint64_t significand;
  int binExp;
  int precisionBits;
};

// The decimal digits of a value: 0.d1d2d3... * 10^decExponent.
struct Digits {
  static constexpr int kCapacity = 32;
  char digit[kCapacity];
  int count = 0;
  int decExponent = 0;

  void push(int d) {
    if (count < kCapacity) digit[count++] = char('0' + d);
  }
};

// Adds one unit in the last digit. A carry out of the first digit leaves "1" followed by
// zeros, which are printed: the digit count does not change.
void roundUp(Digits& ds) {
  int i = ds.count - 1;
  while (i > 0 && ds.digit[i] == '9') ds.digit[i--] = '0';
  if (ds.digit[i] == '9') {
    ds.digit[0] = '1';
    ds.decExponent++;
  } else {
    ds.digit[i]++;
  }
}

// floor(log10(value)) or one more: the tangent of log10 at 1.5 over-estimates the
// logarithm of the significand. The constants and the double arithmetic must stay exactly
// as they are, since the estimate picks the arithmetic width of the digit loop; the
// products are volatile so that no compiler fuses them into the additions (gnu++20 may
// contract a*b+c into one rounding on targets with FMA).
int estimateDecExponent(uint64_t significand, int binExp) {
  double m = std::bit_cast<double>(0x3FF0000000000000ull | (significand & 0xFFFFFFFFFFFFFull));
  volatile double slope = (m - 1.5) * 0.289529654;
  volatile double scale = double(binExp) * 0.301029995663981;
  double estimate = slope + 0.176091259 + scale;
  return int(std::floor(estimate));
}

// The digits of the integer v below 2^63, its last `noise` digits rounded off
// (half up), trailing zeros removed.
Digits integerDigits(uint64_t v, int noise) {
  uint64_t unit = 1;
  for (int i = 0; i < noise; i++) unit *= 10;
  uint64_t rest = v % unit;
  v /= unit;
  if (rest >= unit / 2 && noise > 0) v++;
  char buf[24];
  int n = 0;
  for (; v != 0; v /= 10) buf[n++] = char('0' + v % 10);
  Digits ds;
  ds.decExponent = n + noise;
  int firstKept = 0;
  while (firstKept < n - 1 && buf[firstKept] == '0') firstKept++;
  for (int i = n - 1; i >= firstKept; i--) ds.digit[ds.count++] = buf[i];
  return ds;
}

// How many trailing digits of an integer of binary exponent binExp count as noise, for
// e = binExp - precisionBits - 1 (its ulp is 2^(e+2)): one less than the number of
// digits of 2^e, and none for e < 2.
int noiseDigits(int e) {
  if (e < 2 || e > 62) return 0;
  int digits = 0;
  for (uint64_t p = uint64_t(1) << e; p != 0; p /= 10) digits++;
  return digits - 1;
}

// One step of the digit loop: the quotient digit and the two stop tests.
struct Step {
  int q;
  bool low;   // the remainder is below M: truncating here stays within half an ulp
  bool high;  // the remainder is within M of the next digit: rounding up stays within it
};

// The scaled quantities B = f*5^b5*2^b2, S = 5^s5*2^s2 and M = 5^m5*2^m2.
struct Scaling {
  uint64_t f;
  int b5, b2, s5, s2, m5, m2;
};

// The digit loop in Java's fixed-width arithmetic (Int = int32_t or int64_t), where the
// scaled operands are known to fit; M may still overflow once it grows past the remainder,
// and the arithmetic then wraps exactly as Java's does.
template <typename Int>
class FixedWidthLoop {
  using UInt = std::make_unsigned_t<Int>;

 public:
  explicit FixedWidthLoop(const Scaling& sc)
      : b_(Int(UInt(sc.f * pow5(sc.b5)) << sc.b2)),
        s_(Int(UInt(pow5(sc.s5)) << sc.s2)),
        m_(Int(UInt(pow5(sc.m5)) << sc.m2)),
        tenS_(Int(UInt(s_) * 10)) {}

  Step next() {
    Step st{int(b_ / s_), false, false};
    b_ = Int(UInt(b_ % s_) * 10);
    m_ = Int(UInt(m_) * 10);
    if (m_ > 0) {
      st.low = b_ < m_;
      st.high = Int(UInt(b_) + UInt(m_)) > tenS_;
    } else {  // M overflowed: it certainly exceeds the remainder, so stop
      st.low = st.high = true;
    }
    return st;
  }

  // Sign of (2*remainder - S), decides between the two candidates when both are close.
  int tieSign() const {
    Int diff = Int((UInt(b_) << 1) - UInt(tenS_));
    return diff < 0 ? -1 : diff > 0;
  }

 private:
  static uint64_t pow5(int n) {
    uint64_t p = 1;
    while (n-- > 0) p *= 5;
    return p;
  }

  Int b_, s_, m_, tenS_;
};

// The digit loop in exact arithmetic. All four operands are shifted alike so that S is
// normalised for divideStep; that changes none of the comparisons.
class BigLoop {
 public:
  explicit BigLoop(const Scaling& sc)
      : b_(pow5Times2(sc.b5, sc.b2, sc.f)),
        s_(pow5Times2(sc.s5, sc.s2)),
        m_(pow5Times2(sc.m5, sc.m2)) {
    int shift = s_.normalisingShift();
    b_.shiftLeft(shift);
    s_.shiftLeft(shift);
    m_.shiftLeft(shift);
    tenS_ = s_;
    tenS_.mulAdd(10, 0);
  }

  Step next() {
    int q = int(b_.divideStep(s_, 0));
    b_.mulAdd(10, 0);
    m_.mulAdd(10, 0);
    sum_ = b_;
    sum_.add(m_);
    return Step{q, compare(b_, m_) < 0, compare(sum_, tenS_) >= 0};
  }

  int tieSign() const {
    BigNat twice = b_;
    twice.shiftLeft(1);
    return compare(twice, tenS_);
  }

 private:
  BigNat b_, s_, m_, tenS_, sum_;
};

// Runs a digit loop from its first step to the final rounding. `k` is the estimated
// decimal exponent: value = (B/S) * 10^k.
template <typename Loop>
Digits runDigitLoop(Loop& loop, int k) {
  Digits ds;
  Step st = loop.next();
  if (st.q == 0 && !st.high) {
    k--;  // the estimate was one too high
  } else {
    ds.push(st.q);
  }
  if (k < -3 || k >= 8) st.low = st.high = false;  // E-notation: take a second digit
  while (!st.low && !st.high) {
    st = loop.next();
    ds.push(st.q);
  }
  ds.decExponent = k + 1;
  if (st.high && ds.count > 0) {
    int tie = st.low ? loop.tieSign() : 1;
    bool lastOdd = (ds.digit[ds.count - 1] - '0') % 2 != 0;
    if (tie > 0 || (tie == 0 && lastOdd)) roundUp(ds);
  }
  return ds;
}

// Bits of 5^n, the size estimate the JDK uses to pick the loop's arithmetic.
int bitsOfPow5(int n) {
  if (n >= 27) return 3 * n;
  uint64_t p = 1;
  for (int i = 0; i < n; i++) p *= 5;
  return std::bit_width(p);
}

// B, S and M for the value u with estimated decimal exponent k, as powers of 2 and 5
// without common factors of 2 (and M a whole number: the others are scaled up instead).
Scaling scaleOperands(const Unpacked& u, int k, int sigBits, int pointBits) {
  Scaling sc;
  sc.f = u.significand >> (53 - sigBits);
  sc.b5 = std::max(0, -k);
  sc.b2 = sc.b5 + pointBits + u.binExp - (sigBits - 1);
  sc.s5 = std::max(0, k);
  sc.s2 = sc.s5 + pointBits;
  sc.m5 = sc.b5;
  sc.m2 = sc.b5 + pointBits + u.binExp - u.precisionBits;
  int common = std::min(sc.b2, sc.s2);
  sc.b2 -= common;
  sc.s2 -= common;
  sc.m2 -= common;
  if (sigBits == 1) sc.m2--;  // a power of two: the gap below is half as wide
  if (sc.m2 < 0) {
    sc.b2 -= sc.m2;
    sc.s2 -= sc.m2;
    sc.m2 = 0;
  }
  return sc;
}

// Runs the digit loop in the narrowest arithmetic that the size estimates allow.
Digits runScaled(const Scaling& sc, int k, int sigBits) {
  int bBits = sigBits + sc.b2 + bitsOfPow5(sc.b5);
  int tenSBits = sc.s2 + 1 + bitsOfPow5(sc.s5 + 1);
  if (bBits < 32 && tenSBits < 32) {
    FixedWidthLoop<int32_t> loop(sc);
    return runDigitLoop(loop, k);
  }
  if (bBits < 64 && tenSBits < 64) {
    FixedWidthLoop<int64_t> loop(sc);
    return runDigitLoop(loop, k);
  }
  BigLoop loop(sc);
  return runDigitLoop(loop, k);
}

Digits generateDigits(const Unpacked& u) {
  int sigBits = 53 - std::countr_zero(u.significand);  // significant bits
  int pointBits = std::max(0, sigBits - u.binExp - 1);   // of which right of the point
  if (pointBits == 0 && u.binExp >= -21 && u.binExp <= 62) {
    uint64_t v = u.binExp >= 52 ? u.significand << (u.binExp - 52)
                                : u.significand >> (52 - u.binExp);
    int noise = u.binExp > u.precisionBits ? noiseDigits(u.binExp - u.precisionBits - 1) : 0;
    return integerDigits(v, noise);
  }
  int k = estimateDecExponent(u.significand, u.binExp);
  return runScaled(scaleOperands(u, k, sigBits, pointBits), k, sigBits);
}

// Java's layout: plain notation for 10^-3 <= |v| < 10^7, else d.dddE±n; always at least
// one digit after the point.
std::string formatJava(const Digits& ds, bool negative) {
  std::string s;
  if (negative) s += '-';
  std::string_view digits(ds.digit, size_t(ds.count));
  int e = ds.decExponent;
  if (e > 0 && e < 8) {
    size_t whole = std::min(digits.size(), size_t(e));
    s.append(digits.substr(0, whole));
    s.append(size_t(e) - whole, '0');
    s += '.';
    s.append(whole < digits.size() ? digits.substr(whole) : "0");
  } else if (e <= 0 && e > -3) {
    s += "0.";
    s.append(size_t(-e), '0');
    s.append(digits);
  } else {
    s += digits[0];
    s += '.';
    s.append(digits.size() > 1 ? digits.substr(1) : "0");
    s += 'E';
    s += std::to_string(e - 1);
  }
  return s;
}

std::string specialToString(bool negative, bool isNaN, bool isZero) {
  if (isNaN) return "NaN";
  if (isZero) return negative ? "-0.0" : "0.0";
  return negative ? "-Infinity" : "Infinity";
}

// ---------------------------------------------------------------------------------------
// Decimal -> binary: exact. The input is reduced to a natural number of at most
// kMaxDigits significant digits and a power of ten (further nonzero digits become one
// trailing sticky digit, which keeps every rounding decision: no double or float, nor a
// halfway point between two of them, needs more than 770 significant digits), then divided
// out in big-integer arithmetic to a few bits more than the target precision.

constexpr size_t kMaxDigits = 800;
constexpr int64_t kExponentCap = int64_t(1) << 40;  // far beyond any finite result

struct Format {
  int precision;  // significand bits including the leading one
  int minExp;     // exponent of the smallest normal value
  int maxExp;     // exponent of the largest finite value
};
constexpr Format kDouble{53, -1022, 1023};
constexpr Format kFloat{24, -126, 127};

// A finite result before it becomes a double or float: significand * 2^exponent, with
// the significand small enough to be exact in the target format.
struct Rounded {
  uint64_t significand = 0;
  int exponent = 0;
  bool infinite = false;
};

// Rounds (q + sticky fraction) * 2^lsbExp to the format, to nearest, ties to even.
Rounded roundToFormat(uint64_t q, bool sticky, int64_t lsbExp, const Format& fmt) {
  Rounded r;
  if (q == 0) return r;
  int64_t topExp = std::bit_width(q) - 1 + lsbExp;
  if (topExp > fmt.maxExp) {
    r.infinite = true;
    return r;
  }
  if (topExp < fmt.minExp - fmt.precision - 2) return r;  // below half the smallest value
  int64_t ulpExp = std::max<int64_t>(topExp, fmt.minExp) - (fmt.precision - 1);
  int64_t drop = ulpExp - lsbExp;
  r.exponent = int(ulpExp);
  if (drop <= 0) {
    r.significand = q << -drop;
  } else if (drop < 64) {
    uint64_t rest = q & ((uint64_t(1) << drop) - 1), half = uint64_t(1) << (drop - 1);
    r.significand = q >> drop;
    if (rest > half || (rest == half && (sticky || (r.significand & 1) != 0))) r.significand++;
  }
  return r;
}

double toDouble(const Rounded& r) {
  if (r.infinite) return HUGE_VAL;
  return std::ldexp(double(r.significand), r.exponent);  // exact, or overflows to infinity
}

float toFloat(const Rounded& r) {
  if (r.infinite) return HUGE_VALF;
  return std::ldexp(float(r.significand), r.exponent);
}

// Collects significand digits (decimal or hexadecimal) for an exact conversion: leading
// zeros skipped, at most `limit` digits kept, the others only remembered as nonzero or
// not. `scale` counts the digit positions to apply: value = kept * base^scale.
struct DigitCollector {
  explicit DigitCollector(size_t maxKept) : limit(maxKept) {}

  size_t limit;
  std::string kept;
  bool sticky = false;
  int64_t scale = 0;

  void add(char c, bool afterPoint) {
    if (kept.empty() && c == '0') {  // a leading zero only moves the point
      if (afterPoint) scale--;
    } else if (kept.size() < limit) {
      kept += c;
      if (afterPoint) scale--;
    } else {  // dropped: it counts as a position before the point only
      sticky |= c != '0';
      if (!afterPoint) scale++;
    }
  }
};

bool isDecimalDigit(char c) { return c >= '0' && c <= '9'; }

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// A small cursor over the trimmed input.
struct Cursor {
  std::string_view s;
  size_t i = 0;

  bool atEnd() const { return i == s.size(); }
  char peek() const { return atEnd() ? '\0' : s[i]; }
  bool accept(char a, char b) {
    if (atEnd() || (s[i] != a && s[i] != b)) return false;
    i++;
    return true;
  }
  bool acceptWord(std::string_view w) {
    if (s.substr(i) != w) return false;
    i = s.size();
    return true;
  }
};

// Digits of a significand: digits [ '.' digits ]; false if there is no digit at all.
template <typename IsDigit>
bool readSignificand(Cursor& c, DigitCollector& dc, IsDigit isDigit) {
  bool any = false;
  for (; isDigit(c.peek()); c.i++, any = true) dc.add(c.s[c.i], false);
  if (c.accept('.', '.')) {
    for (; isDigit(c.peek()); c.i++, any = true) dc.add(c.s[c.i], true);
  }
  return any;
}

// [sign] digits, saturating at kExponentCap; false if there is no digit.
bool readExponent(Cursor& c, int64_t* exp) {
  bool negative = c.peek() == '-';
  if (negative || c.peek() == '+') c.i++;
  if (!isDecimalDigit(c.peek())) return false;
  int64_t e = 0;
  for (; isDecimalDigit(c.peek()); c.i++) e = std::min(kExponentCap, e * 10 + (c.s[c.i] - '0'));
  *exp = negative ? -e : e;
  return true;
}

// The optional type suffix, then the end of the input.
bool readSuffixAndEnd(Cursor& c) {
  if (c.accept('f', 'F') || c.accept('d', 'D')) {}
  return c.atEnd();
}

// The decimal digits as a number, nine at a time (the first group takes the odd ones).
BigNat decimalToBigNat(std::string_view digits) {
  BigNat n;
  size_t group = digits.size() % 9 == 0 ? 9 : digits.size() % 9;
  for (size_t i = 0; i < digits.size(); i += group, group = 9) {
    uint32_t value = 0, scale = 1;
    for (char c : digits.substr(i, group)) {
      value = value * 10 + uint32_t(c - '0');
      scale *= 10;
    }
    n.mulAdd(scale, value);
  }
  return n;
}

// floor(num * 2^shift / den), for a quotient below 2^64, and whether the division left
// a remainder.
uint64_t divideShifted(BigNat num, BigNat den, int shift, bool* inexact) {
  if (shift >= 0) num.shiftLeft(shift); else den.shiftLeft(-shift);
  int normalise = den.normalisingShift();
  num.shiftLeft(normalise);
  den.shiftLeft(normalise);
  uint64_t high = num.divideStep(den, 1);
  uint64_t q = (high << 32) | num.divideStep(den, 0);
  *inexact = !num.isZero();
  return q;
}

// digits * 10^exp10 (digits without leading zeros), rounded to the format.
Rounded decimalToBinary(std::string_view digits, int64_t exp10, const Format& fmt) {
  if (digits.empty()) return Rounded{};
  int64_t magnitude = int64_t(digits.size()) + exp10;  // value < 10^magnitude
  int64_t maxMagnitude = fmt.maxExp == kDouble.maxExp ? 310 : 40;
  int64_t minMagnitude = fmt.maxExp == kDouble.maxExp ? -324 : -45;
  if (magnitude > maxMagnitude) return Rounded{0, 0, true};
  if (magnitude < minMagnitude) return Rounded{};
  int e = int(exp10);
  BigNat num = decimalToBigNat(digits);
  num.mulPow5(std::max(0, e));
  BigNat den = pow5Times2(std::max(0, -e), 0);
  // value = num / den * 2^e; a quotient of precision+2 or +3 bits leaves two guard bits
  int shift = fmt.precision + 2 - (num.bitLength() - den.bitLength());
  bool inexact = false;
  uint64_t q = divideShifted(num, den, shift, &inexact);
  return roundToFormat(q, inexact, int64_t(e) - shift, fmt);
}

// Exact fast path (Clinger): both operands representable, so one IEEE operation rounds
// correctly. Float arithmetic is used for floats so that nothing is rounded twice.
template <typename T>
bool fastPath(std::string_view digits, int64_t exp10, size_t maxDigits, int maxPow, T* out) {
  if (digits.size() > maxDigits || exp10 < -maxPow || exp10 > maxPow) return false;
  uint64_t n = 0;
  for (char c : digits) n = n * 10 + uint64_t(c - '0');
  T p = 1;
  for (int64_t i = 0; i < (exp10 < 0 ? -exp10 : exp10); i++) p *= 10;
  *out = exp10 < 0 ? T(n) / p : T(n) * p;
  return true;
}

template <typename T>
T roundTo(const Rounded& r);
template <>
double roundTo<double>(const Rounded& r) { return toDouble(r); }
template <>
float roundTo<float>(const Rounded& r) { return toFloat(r); }

template <typename T>
bool parseDecimal(Cursor& c, const Format& fmt, T* out) {
  DigitCollector dc{kMaxDigits};
  if (!readSignificand(c, dc, isDecimalDigit)) return false;
  int64_t exp = 0;
  if (c.accept('e', 'E') && !readExponent(c, &exp)) return false;
  if (!readSuffixAndEnd(c)) return false;
  if (dc.sticky) {  // a digit 1 beyond the kept ones stands for all the dropped ones
    dc.kept += '1';
    dc.scale--;
  }
  int64_t exp10 = std::clamp(dc.scale + exp, -kExponentCap, kExponentCap);
  bool isDouble = std::is_same_v<T, double>;
  if (fastPath(dc.kept, exp10, isDouble ? 15 : 7, isDouble ? 22 : 10, out)) return true;
  *out = roundTo<T>(decimalToBinary(dc.kept, exp10, fmt));
  return true;
}

// After "0x": hex digits [ '.' hex digits ], then a binary exponent "p" that Java requires.
template <typename T>
bool parseHex(Cursor& c, const Format& fmt, T* out) {
  DigitCollector dc{15};  // 60 bits: enough for both formats and two guard bits
  if (!readSignificand(c, dc, [](char ch) { return hexValue(ch) >= 0; })) return false;
  int64_t exp = 0;
  if (!c.accept('p', 'P') || !readExponent(c, &exp)) return false;
  if (!readSuffixAndEnd(c)) return false;
  uint64_t q = 0;
  for (char ch : dc.kept) q = q * 16 + uint64_t(hexValue(ch));
  *out = roundTo<T>(roundToFormat(q, dc.sticky, 4 * dc.scale + exp, fmt));
  return true;
}

bool isTrimmed(char c) { return static_cast<unsigned char>(c) <= ' '; }

template <typename T>
bool parseJava(std::string_view s, const Format& fmt, T* out) {
  while (!s.empty() && isTrimmed(s.front())) s.remove_prefix(1);
  while (!s.empty() && isTrimmed(s.back())) s.remove_suffix(1);
  Cursor c{s};
  bool negative = c.peek() == '-';
  if (negative || c.peek() == '+') c.i++;
  T value;
  if (c.acceptWord("NaN")) {
    *out = std::numeric_limits<T>::quiet_NaN();
    return true;
  }
  if (c.acceptWord("Infinity")) {
    value = std::numeric_limits<T>::infinity();
  } else if (c.s.substr(c.i, 2) == "0x" || c.s.substr(c.i, 2) == "0X") {
    c.i += 2;
    if (!parseHex(c, fmt, &value)) return false;
  } else if (!parseDecimal(c, fmt, &value)) {
    return false;
  }
  *out = negative ? -value : value;
  return true;
}

}  // namespace

std::string javaDoubleToString(double d) {
  uint64_t bits = std::bit_cast<uint64_t>(d);
  bool negative = (bits >> 63) != 0;
  int biased = int(bits >> 52) & 0x7FF;
  uint64_t fraction = bits & 0xFFFFFFFFFFFFFull;
  if (biased == 0x7FF || (biased == 0 && fraction == 0)) {
    return specialToString(negative, biased == 0x7FF && fraction != 0, biased == 0);
  }
  Unpacked u{fraction | (uint64_t(1) << 52), biased - 1023, 53};
  if (biased == 0) {  // subnormal: normalise, and count only the bits it really has
    int shift = std::countl_zero(fraction) - 11;
    u = Unpacked{fraction << shift, -1022 - shift, 64 - std::countl_zero(fraction)};
  }
  return formatJava(generateDigits(u), negative);
}

std::string javaFloatToString(float f) {
  uint32_t bits = std::bit_cast<uint32_t>(f);
  bool negative = (bits >> 31) != 0;
  int biased = int(bits >> 23) & 0xFF;
  uint32_t fraction = bits & 0x7FFFFF;
  if (biased == 0xFF || (biased == 0 && fraction == 0)) {
    return specialToString(negative, biased == 0xFF && fraction != 0, biased == 0);
  }
  // The same generator as for doubles, with the significand moved to bit 52 and the
  // float's own precision.
  Unpacked u{uint64_t(fraction | (1u << 23)) << 29, biased - 127, 24};
  if (biased == 0) {
    int shift = std::countl_zero(fraction) - 8;
    u = Unpacked{uint64_t(fraction << shift) << 29, -126 - shift, 32 - std::countl_zero(fraction)};
  }
  return formatJava(generateDigits(u), negative);
}

bool javaParseDouble(std::string_view s, double* out) { return parseJava(s, kDouble, out); }

bool javaParseFloat(std::string_view s, float* out) { return parseJava(s, kFloat, out); }

}  // namespace ww::classlib
