// The fuzz targets' input, read as numbers: the first byte picks the decoding (bit 0 set = raw
// 8-byte doubles, any bit pattern; clear = small integers scaled down, where equal and touching
// values are common), the rest is read in order; past the end every number is 0.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>

struct FuzzBytes {
    const std::uint8_t* data;
    std::size_t size;
    std::size_t pos = 1;

    // Bit `bit` of the first byte (bit 0: raw doubles).
    bool flag(int bit) const { return size > 0 && (data[0] & (1u << bit)) != 0; }
    bool raw() const { return flag(0); }
    std::size_t left() const { return size - std::min(pos, size); }

    template <typename T> T take()
    {
        T value {};
        if (pos + sizeof value <= size) {
            std::memcpy(&value, data + pos, sizeof value);
            pos += sizeof value;
        }
        return value;
    }
    // A raw double, or a `Small` integer divided by `scale`.
    template <typename Small> double number(double scale)
    {
        return raw() ? take<double>() : take<Small>() / scale;
    }
};
