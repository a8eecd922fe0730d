// Lesson plans (.clabplan): the reader keeps what a plan holds and refuses, with a reason and the
// bookmark concerned, what is not a plan it can use.
#include "core/records/plan_file.h"

#include <catch2/catch.hpp>

namespace test_plan_file {

using namespace lab;
using Problem = PlanFileRead::Problem;

TEST_CASE("plan file: titles, lessons, values and views survive a write and a read")
{
    PlanFile plan;
    plan.title = QStringLiteral("衝突判定 第1回");
    SceneFile a;
    a.lessonId = QStringLiteral("lines");
    a.values = { 1, -2.5, 3, 4, 0, 0, 1, 1e-7 };
    a.title = QStringLiteral("Parallel lines");
    SceneFile b;
    b.lessonId = QStringLiteral("circles");
    b.values = { 20, 10, -10, 50, 30, 25 };
    b.viewCenter = { 0, 20 };
    b.viewScale = 8;
    b.title = QStringLiteral("例1");
    b.note = QStringLiteral("Ask first: do they touch?");
    plan.scenes = { a, b };
    const PlanFileRead back = readPlanFile(plan.toJson());
    REQUIRE(back.problem == Problem::None);
    CHECK(back.plan.title == plan.title);
    REQUIRE(back.plan.scenes.size() == 2);
    for (int i = 0; i < 2; ++i) {
        CHECK(back.plan.scenes[i].lessonId == plan.scenes[i].lessonId);
        CHECK(back.plan.scenes[i].values == plan.scenes[i].values);
        CHECK(back.plan.scenes[i].viewCenter == plan.scenes[i].viewCenter);
        CHECK(back.plan.scenes[i].viewScale == plan.scenes[i].viewScale);
        CHECK(back.plan.scenes[i].title == plan.scenes[i].title);
        CHECK(back.plan.scenes[i].note == plan.scenes[i].note);
    }
}

TEST_CASE("plan file: what is not a plan, a newer one, an empty one and a bad bookmark are refused")
{
    CHECK(readPlanFile(QByteArray()).problem == Problem::NotJson);
    CHECK(readPlanFile("[1]").problem == Problem::NotJson);
    CHECK(readPlanFile(R"({"format": "collision-lab-scene", "version": 1, "lesson": "lines", "values": []})")
              .problem
        == Problem::NotAPlan);
    CHECK(readPlanFile(R"({"format": "collision-lab-plan", "version": 1.5, "scenes": []})").problem
        == Problem::NotAPlan);
    CHECK(readPlanFile(R"({"format": "collision-lab-plan", "version": 9, "scenes": "later"})").problem
        == Problem::NewerVersion);
    CHECK(readPlanFile(R"({"format": "collision-lab-plan", "version": 1, "scenes": []})").problem
        == Problem::Empty);
    CHECK(readPlanFile(QByteArray(PlanFile::kMaxBytes + 1, ' ')).problem == Problem::TooLarge);
    const PlanFileRead bad = readPlanFile(R"({"format": "collision-lab-plan", "version": 1, "scenes": [
        {"lesson": "lines", "values": [1, 2, 3, 4, 5, 6, 7, 8]},
        {"lesson": "circles", "values": [1, "2"]}]})");
    CHECK(bad.problem == Problem::BadScene);
    CHECK(bad.sceneIndex == 1);
    CHECK(bad.plan.scenes.isEmpty());
    CHECK(readPlanFile(R"({"format": "collision-lab-plan", "version": 1, "scenes": [7]})").sceneIndex == 0);
    CHECK(
        readPlanFile(R"({"format": "collision-lab-plan", "version": 1, "title": 3, "scenes": [{}]})").problem
        == Problem::BadScene);
}

} // namespace test_plan_file
