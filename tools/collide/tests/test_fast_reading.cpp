// collide reads most lines with its own strict reader and writes the answer itself; every other
// line goes through nlohmann::json. Both ways must give the same bytes: the sample queries, then
// many mutated and random lines, are answered both ways and compared.
#include "json_line.h"
#include "queries.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <random>
#include <string>
#include <vector>

using collide::answerLine;
using collide::JsonLine;
using collide::referenceAnswer;

namespace {
std::string fast(std::string_view line)
{
    static JsonLine scratch;
    std::string out;
    answerLine(line, scratch, out);
    return out;
}

void same(std::string_view line)
{
    INFO(line);
    REQUIRE(fast(line) == referenceAnswer(line) + "\n");
}

std::vector<std::string> sampleQueries()
{
    std::ifstream in(COLLIDE_SAMPLE_QUERIES);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        if (!line.empty())
            lines.push_back(line);
    return lines;
}

// Small edits that reach the corners of both readers: other numbers, spaces, escapes, bytes
// beyond ASCII, cut lines, duplicate keys, wrong types, nesting.
std::string mutated(std::string line, std::mt19937& rng)
{
    static const std::vector<std::string> tokens = { "0", "-0", "-0.0", "1E999", "-1E999", "1E-400", "5e-324",
        "18446744073709551616", "-9223372036854775809", "01", "1.", ".5", "+1", "NaN", "\"3\"", "true",
        "null", "[1,2]", "{}", "\"\\u0061\"", "\"\xc3\xa9\"", "\"op\":\"teleport\",", "\"r\":-1,", " ", "\t",
        "\r", ",", ":", "[", "]", "{", "}", "\"", "\\", "\x01", "\xef\xbb\xbf" };
    auto pick = [&](std::size_t n) { return static_cast<std::size_t>(rng() % n); };
    if (line.empty())
        return tokens[pick(tokens.size())];
    switch (pick(6)) {
    case 0: // replace a number or a token
    {
        const std::size_t at = line.find_first_of("-0123456789", pick(line.size()));
        if (at != std::string::npos) {
            const std::size_t end = line.find_first_not_of("-+.eE0123456789", at);
            line.replace(
                at, end == std::string::npos ? std::string::npos : end - at, tokens[pick(tokens.size())]);
        }
        break;
    }
    case 1: line.insert(pick(line.size() + 1), tokens[pick(tokens.size())]); break;
    case 2: line.resize(pick(line.size() + 1)); break;
    case 3: line[pick(line.size())] = static_cast<char>(1 + pick(255)); break;
    case 4: line = "{\"op\":\"circle_circle\"," + line.substr(1); break; // duplicate keys
    default: line = (pick(2) ? "[" : "{\"q\":") + line + "}"; break;
    }
    return line;
}
} // namespace

TEST_CASE("collide: the sample queries give the same bytes read fast and read by nlohmann")
{
    const auto lines = sampleQueries();
    REQUIRE(lines.size() > 30);
    for (const auto& line : lines)
        same(line);
}

TEST_CASE("collide: -0 is read as nlohmann reads it (an integer, so +0), -0.0 as -0")
{
    const std::string ray
        = R"({"op":"ray_aabb","ray":{"origin":[-0,3],"dir":[1,0]},"shape":{"min":[-0.0,1],"max":[4,5]}})";
    same(ray);
    CHECK(fast(ray) == "{\"hit\":true,\"started_inside\":true,\"t_enter\":0.0,\"t_exit\":4.0}\n");
}

TEST_CASE("collide: of duplicate keys the last one counts, as in nlohmann")
{
    const std::string line
        = R"({"op":"teleport","a":{"cx":0,"cy":0,"r":2},"op":"circle_circle","b":{"cx":3,"cy":4,"r":3}})";
    same(line);
    CHECK(fast(line) == "{\"overlap\":true}\n");
}

TEST_CASE("collide: escapes, bytes beyond ASCII, deep nesting and numbers out of range answer as before")
{
    const std::vector<std::string> lines
        = { R"({"o\u0070":"circle_circle","a":{"cx":0,"cy":0,"r":2},"b":{"cx":3,"cy":4,"r":3}})",
              "{\"op\":\"\xc3\xa9\"}", std::string(100, '[') + std::string(100, ']'),
              R"({"op":"circle_circle","a":{"cx":1E999,"cy":0,"r":1},"b":{"cx":3,"cy":4,"r":3}})",
              R"({"op":"circle_circle","a":{"cx":1E-400,"cy":0,"r":1},"b":{"cx":3,"cy":4,"r":3}})",
              "\xef\xbb\xbf{\"op\":\"teleport\"}", R"({"op":"x\"y"})", "{\"op\":\"\x7f\"}" };
    for (const std::string& line : lines)
        same(line);
    CHECK(fast(R"({"op":"x\"y"})") == "{\"error\":\"unknown op \\\"x\\\"y\\\"\"}\n");
}

TEST_CASE("collide: 30,000 mutated sample queries give the same bytes both ways")
{
    const auto lines = sampleQueries();
    std::mt19937 rng(2026);
    for (int i = 0; i < 30000; ++i) {
        std::string line = lines[rng() % lines.size()];
        for (int k = 1 + static_cast<int>(rng() % 3); k > 0; --k)
            line = mutated(line, rng);
        same(line);
    }
}

TEST_CASE("collide: random numbers of every size are written as nlohmann writes them")
{
    std::mt19937_64 rng(7);
    auto num = [&rng] {
        const double mantissa = std::uniform_real_distribution<double>(-1, 1)(rng);
        const double v = std::ldexp(mantissa, static_cast<int>(rng() % 2000) - 1000);
        char buffer[40];
        std::snprintf(buffer, sizeof buffer, "%.17g", v);
        return std::string(buffer);
    };
    for (int i = 0; i < 10000; ++i) {
        const std::string p = "[" + num() + "," + num() + "]", a = "[" + num() + "," + num() + "]";
        same(R"({"op":"line_line","p":)" + p + R"(,"a":)" + a + R"(,"q":[1,2],"b":[0.5,-3]})");
        same(R"({"op":"ray_disk","ray":{"origin":)" + p + R"(,"dir":)" + a
            + R"(},"shape":{"cx":0,"cy":0,"r":)" + std::to_string(rng() % 100) + "}}");
    }
}
