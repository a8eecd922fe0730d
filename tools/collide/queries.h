// collide's queries: one JSON line in, one JSON line out (the format is in main.cpp's --help).
#pragma once

#include "json_line.h"

#include <string>
#include <string_view>

namespace collide {

// Appends the answer to `line` and a newline to `out`: a result object, or {"error":"..."}.
// A line JsonLine reads is answered from it and written directly; any other line, and any line
// whose query is refused, goes through nlohmann::json (referenceAnswer), so the output is the
// same either way. `scratch` is reused from line to line.
void answerLine(std::string_view line, JsonLine& scratch, std::string& out);

// The answer by nlohmann::json alone: parse, answer, dump (without the newline).
std::string referenceAnswer(std::string_view line);

} // namespace collide
