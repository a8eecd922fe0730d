// Exercise E3: how one typed or chosen answer stands after a check, shared by every task.
#pragma once

namespace lab::car_circles {

enum class Mark { Empty, Unreadable, Wrong, Right };

} // namespace lab::car_circles
