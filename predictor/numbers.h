// Numbers in the library's messages: the shortest text that reads back as
// the same double (so 10, 0.8 and 1e+12 rather than 17 digits).
#pragma once

#include <charconv>
#include <cmath>
#include <string>

namespace ww::pred {

inline std::string shortest(double v) {
  if (v != v) return "NaN";  // as Java writes them
  if (v == HUGE_VAL) return "Infinity";
  if (v == -HUGE_VAL) return "-Infinity";
  char text[32];
  auto [end, ec] = std::to_chars(text, text + sizeof text, v);
  return std::string(text, ec == std::errc() ? end : text);
}

}  // namespace ww::pred
