// The two-ellipse lesson's code: the textbook's CollisionTest_Ellipse_Ellipse (the reduction,
// stages 1-4), its CollisionTest_AAEllipse_UnitCircle (the heuristic, stages 5-8) and our exact
// test, C#-like in the textbook's names, written by us, with the corrections marked; and a run of
// each on the scene whose every value is a field of the scene's geometry/ results. While a task
// holds something back, the steps of the stages it hides show "?".
#pragma once

#include "core/model/code_listing.h"

#include <QCoreApplication>
#include <QStringList>

namespace lab {

class EllipseEllipseScene;

class EllipseEllipseCode {
    Q_DECLARE_TR_FUNCTIONS(EllipseEllipseCode)

public:
    enum Listing { Reduction, Heuristic, Exact, ListingCount };
    // The listing ids: what a link from the text names (collision-lab:code/<id>/<line from 1>).
    static QString listingId(int listing);
    static QList<CodeListing> listings();
    static CodeRun run(const EllipseEllipseScene& scene, int listing);
    // The index (from 0) of the line named `key` in `listing` ("s", "Q", "caseII" ...), or -1.
    static int line(int listing, const QString& key);

private:
    static CodeRun reductionRun(const EllipseEllipseScene& scene);
    static CodeRun heuristicRun(const EllipseEllipseScene& scene);
    static CodeRun exactRun(const EllipseEllipseScene& scene);
};

} // namespace lab
