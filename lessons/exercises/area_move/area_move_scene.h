// Exercise E2 AreaMove: the scene. The two rectangles' start corners and velocities are its
// values (undoable, saved); the student's rules, the run of 3600 frames by those rules beside the
// correct motion, the first problem found and the player (the frame shown, playing or not) live
// beside them. The run is rebuilt once per change of the values or the rules; the controls'
// FrameRunner keeps the player's time (advance()).
#pragma once

#include "area_move_model.h"

#include "core/model/scene.h"

#include <QElapsedTimer>

namespace lab {

class AreaMoveScene : public LessonScene {
    Q_OBJECT
public:
    // Rectangle 1 is p0/p2/mov1, rectangle 2 is P0/P2/mov2, as in the handout.
    enum Param { P0x1, P0y1, P2x1, P2y1, MovX1, MovY1, P0x2, P0y2, P2x2, P2y2, MovX2, MovY2, ParamCount };
    static constexpr double kMaxSpeed = 40; // units per frame

    explicit AreaMoveScene(QObject* parent = nullptr);

    std::array<area_move::Body, 2> start() const;
    static std::array<area_move::Body, 2> startOf(const State& state);

    QString validate(const State& state) const override;
    QList<HandleSpec> handles() const override;
    // A start zoom for the 640 by 480 area, which the canvas then keeps fitted (with room for
    // the labels around it) until the student zooms.
    double viewScale() const override { return 0.75; }
    QRectF fitRect() const override;
    // Space plays or pauses, Left/Right step one frame (Shift: 10), Home goes to frame 0.
    bool keyCommand(int key, Qt::KeyboardModifiers modifiers, const Selection& picked) override;
    int bodyAt(QPointF world) const override;
    State movedBody(int body, QPointF delta, const State& start) const override;

    // The student's rules now running (none: nothing turns the rectangles around), with the blanks
    // they were compiled from. A new run: emits changed() (the code view runs the new rules).
    void setRules(std::optional<area_move::Rules> rules, const area_move::Answers& texts = {});
    bool hasRules() const { return m_rules.has_value(); }
    const std::optional<area_move::Rules>& rules() const { return m_rules; }
    const area_move::Answers& ruleTexts() const { return m_ruleTexts; }
    const area_move::Problem& problem() const { return m_problem; }

    // The player: frame 0 is the start; every frame is kept, so stepping back is exact.
    int frameIndex() const { return m_frame; }
    const area_move::Frame& frameAt(int n) const { return m_simulation.frame(n); }
    const area_move::Frame& currentFrame() const { return frameAt(m_frame); }
    bool isPlaying() const { return m_playing; }
    void play();
    void pause();
    // One tick of the player while playing: the frame the clock has reached since play(), 60
    // a second however late the tick comes; it pauses at the last frame.
    void advance();
    void stepForward(int frames = 1);
    void stepBack(int frames = 1);
    void seek(int frame);

    bool showCorrect() const { return m_showCorrect; }
    void setShowCorrect(bool on);

signals:
    void frameChanged();
    void playingChanged(bool playing);
    void runChanged(); // new rules or a new start: a new run and a new diagnosis
    void playerKeyUsed(); // a player key changed the frame or playing state

private:
    static QList<ParamSpec> paramSpecs();
    void rebuild();

    std::optional<area_move::Rules> m_rules;
    area_move::Answers m_ruleTexts;
    mutable area_move::Simulation m_simulation;
    area_move::Problem m_problem;
    int m_frame = 0;
    bool m_showCorrect = false;
    bool m_playing = false;
    QElapsedTimer m_clock; // since play()
    int m_playedFrom = 0; // the frame play() started at
};

} // namespace lab
