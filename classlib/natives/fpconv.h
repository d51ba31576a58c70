// Conversions between Java's double/float and decimal strings, exactly as JDK 17 performs
// them: Double.toString/Float.toString digit for digit, parseDouble/parseFloat bit for bit.
#pragma once

#include <string>
#include <string_view>

namespace ww::classlib {

// Double.toString(d) of JDK 17. Not always the shortest round-tripping decimal: JDK 17's
// digit generator has known anomalies (2.0E23 prints as 1.9999999999999998E23), and guest
// programs compare such output with the JDK's, so wwvm reproduces them on purpose.
std::string javaDoubleToString(double d);

// Float.toString(f) of JDK 17, with its own anomalies (1.07374182E9 for 2^30).
std::string javaFloatToString(float f);

// Double.parseDouble / Float.parseFloat: the grammar of Double.valueOf(String) (bytes <= ' '
// trimmed at both ends, optional sign, "NaN", "Infinity", decimal digits with an optional
// point and exponent, hexadecimal "0x1.8p3", optional f/F/d/D suffix), correctly rounded to
// nearest-even; parseFloat rounds directly to float. Returns false on a syntax error (the
// caller throws NumberFormatException) and leaves *out untouched. The input is the Java
// string's characters as bytes: any non-ASCII character must arrive as a byte > 0x7f (UTF-8
// or Latin-1 both do), which the grammar rejects as Java does.
bool javaParseDouble(std::string_view s, double* out);
bool javaParseFloat(std::string_view s, float* out);

}  // namespace ww::classlib
