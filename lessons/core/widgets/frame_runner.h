// The controls of every lesson that runs frames at the handout's 60 fps: Play / Pause, one frame
// forward (and back, where a lesson can go back), Clear, and slow motion where a lesson offers it.
// The runner keeps the time; the lesson says what a frame is (frameRequested) and when a run can
// go no further (stop()).
#pragma once

#include "core/widgets/translated_widget.h"

#include <QWidget>

class QCheckBox;
class QPushButton;
class QTimer;

namespace lab {

class FrameRunner : public Retranslated<QWidget> {
    Q_OBJECT
public:
    struct Parts {
        bool back = false; // a "◀ Frame" button
        bool clear = true; // a "Clear" button (the run starts again)
        bool slowMotion = false; // a "Slow motion (10×)" check box, on at first
    };
    // Slow motion shows one frame every kSlowMotion ticks of the 60 fps clock.
    static constexpr int kSlowMotion = 10;

    explicit FrameRunner(Parts parts, QWidget* parent = nullptr);

    bool isPlaying() const;
    void setPlaying(bool on);
    // Stops playing (the run's end): the Play button shows "Play" again.
    void stop() { setPlaying(false); }
    // Off: every button greyed (nothing to run).
    void setRunnable(bool on);
    bool slowMotion() const;
    // One tick of the 60 fps clock, as its timer gives it (public for tests that tick by hand).
    void tick();
    const QTimer& timer() const { return *m_timer; }

signals:
    // +1 for each shown frame while playing and for "Frame ▶"; -1 for "◀ Frame".
    void frameRequested(int delta);
    void clearRequested();
    void playingChanged(bool playing);

protected:
private:
    void retranslate() override;

    QPushButton* m_back = nullptr;
    QPushButton* m_play = nullptr;
    QPushButton* m_step = nullptr;
    QPushButton* m_clear = nullptr;
    QCheckBox* m_slow = nullptr;
    QTimer* m_timer = nullptr;
    int m_ticks = 0;
};

} // namespace lab
