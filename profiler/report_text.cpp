// Number and column formatting for the label (profiler/report_text.h).
#include "profiler/report_text.h"

#include <cmath>
#include <cstdio>

namespace ww::prof {

std::string groupThousands(uint64_t value) {
  std::string digits = std::to_string(value);
  std::string grouped;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) grouped += ',';
    grouped += digits[i];
  }
  return grouped;
}

namespace {

// "1234.5678" -> "1,234.568": three decimals, the whole part grouped.
std::string threeDecimals(double value) {
  if (!std::isfinite(value) || value < 0) value = 0;
  uint64_t thousandths = uint64_t(std::llround(value * 1000.0));
  char fraction[8];
  std::snprintf(fraction, sizeof fraction, ".%03u", unsigned(thousandths % 1000));
  return groupThousands(thousandths / 1000) + fraction;
}

}  // namespace

std::string formatNanos(double nanos) {
  // Rounding decides the unit, so 999.9996 µs prints as "1.000 ms", never "1000.000 µs".
  if (std::isfinite(nanos) && nanos >= 999'999.5) return threeDecimals(nanos / 1e6) + " ms";
  return threeDecimals(nanos / 1e3) + " \u00b5s";
}

std::string formatMicrojoules(double microjoules) {
  // As above: the unit is chosen after rounding to three decimals.
  if (microjoules >= 999'999.5) return threeDecimals(microjoules / 1e6) + " J";
  if (microjoules >= 999.9995) return threeDecimals(microjoules / 1e3) + " mJ";
  return threeDecimals(microjoules) + " \u00b5J";
}

std::string formatBytes(uint64_t bytes) { return groupThousands(bytes) + " B"; }

std::string formatShare(uint64_t part, uint64_t whole) {
  if (whole == 0) return "-";
  char text[16];
  std::snprintf(text, sizeof text, "%.1f %%", 100.0 * double(part) / double(whole));
  return text;
}

size_t displayWidth(const std::string& text) {
  size_t width = 0;
  for (unsigned char c : text)
    if ((c & 0xC0) != 0x80) ++width;
  return width;
}

std::string fitWidth(const std::string& text, size_t width) {
  if (displayWidth(text) <= width) return text;
  if (width < 3) return std::string(width, '.');
  std::string cut;
  size_t columns = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if ((c & 0xC0) != 0x80) {
      if (columns == width - 3) break;  // the next character would not fit
      ++columns;
    }
    cut += text[i];
  }
  return cut + "...";
}

}  // namespace ww::prof
