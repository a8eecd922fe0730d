// A strict reader for the common query line, without allocation once warmed up: objects, arrays,
// numbers, true, false, null, and strings of printable ASCII without escapes. Anything else
// (escapes, other bytes, deep nesting, a number out of range) is refused; the caller then hands
// the line to nlohmann::json, so every answer and every error message stays what nlohmann gives.
// Numbers are read as nlohmann reads them: an integer token as a 64-bit integer then converted
// (so -0 is +0), any other token correctly rounded.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace collide {

class JsonLine {
public:
    enum class Kind : std::uint8_t { Null, Bool, Number, String, Array, Object };
    struct Node {
        Kind kind = Kind::Null;
        bool boolean = false;
        double number = 0;
        std::string_view text; // a string's characters
        std::string_view key; // the member name, for a member of an object
        std::uint32_t firstChild = 0, next = 0; // node indices; 0 = none (node 0 is the root)
        std::uint32_t count = 0; // members or elements
    };

    // Reads one whole line; false when it is not in the subset above (or not JSON at all).
    bool parse(std::string_view line);
    const Node& root() const { return m_nodes[0]; }
    // The member named `name` (the last one, as nlohmann keeps the last of duplicate keys).
    const Node* find(const Node& object, std::string_view name) const;
    const Node& element(const Node& array, std::size_t index) const;

private:
    bool value(std::uint32_t self, int depth);
    bool string(std::string_view& out);
    bool number(double& out);
    bool literal(std::string_view word);
    void skipSpace();
    std::uint32_t addNode();

    std::vector<Node> m_nodes;
    std::string_view m_in;
    std::size_t m_pos = 0;
};

} // namespace collide
