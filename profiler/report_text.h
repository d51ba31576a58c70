// Number and column formatting for the readable label (writeLabel): digit
// grouping, time and energy in a unit that suits their size, and widths of
// UTF-8 text (thread and method names, "µs") for fixed-width columns.
#pragma once

#include <cstdint>
#include <string>

namespace ww::prof {

// 1234567 -> "1,234,567".
std::string groupThousands(uint64_t value);
// Nanoseconds as "12.345 ms" (grouped: "1,234.567 ms"), or "0.250 µs" below
// one millisecond, so short and long runs both keep three useful digits.
std::string formatNanos(double nanos);
// Microjoules as "µJ", "mJ" or "J", whichever keeps the number below 1000
// (J above that), three decimals.
std::string formatMicrojoules(double microjoules);
// "12,345 B".
std::string formatBytes(uint64_t bytes);
// Percent with one decimal, "28.0 %"; "-" when whole is 0.
std::string formatShare(uint64_t part, uint64_t whole);

// Columns the text takes on a terminal: UTF-8 continuation bytes take none.
size_t displayWidth(const std::string& text);
// `text` cut to at most `width` columns, ending in "..." when cut, never
// splitting a UTF-8 sequence.
std::string fitWidth(const std::string& text, size_t width);

}  // namespace ww::prof
