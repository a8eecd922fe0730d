#!/usr/bin/env python3
"""A random GUI run of Collision Detection Lab under Xvfb with a window manager (openbox).

Sends random input to the real window with xdotool: drags and clicks anywhere, the wheel, every
shortcut, numbers and garbage typed into whatever has focus, window resizes, lesson and language
switches, presentation on and off, quitting and starting again. Fails (exit 1) on a crash, a
sanitizer report, a hang (the app's heartbeat file older than 5 s), main-process RSS growth over
50 % after warm-up, or the app ending by itself. An app that ends cleanly just after the random keys
opened a menu was quit through File > Quit (Alt+F, Up, Return): that is a quit, and it starts again.
Prints the seed and, on a failure, the last actions; `--seed N` replays the same input.

Usage: monkey.py --app PATH [--minutes M] [--seed N]
"""
import argparse
import collections
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

SHORTCUTS = [
    "ctrl+z", "ctrl+shift+z", "ctrl+y", "ctrl+r", "F5", "Escape", "ctrl+Next", "ctrl+Prior",
    "Next", "Prior", "ctrl+plus", "ctrl+minus", "ctrl+0", "ctrl+l", "Tab", "shift+Tab",
    "Left", "Right", "Up", "Down", "shift+Left", "h", "j", "k", "l", "space", "Return",
    "F1", "ctrl+e", "ctrl+shift+e", "alt+f", "alt+v",
]
TYPED = ["0", "1.25", "-3", "105", "1e309", "NaN", "nan", "inf", "-0", "", "abc", "1,5", "３",
         "((", "-Width / 2", "p0.X < Left || Right < p2.X", "9" * 40, "=", "\u5e45", ";"]
SIZES = [(1024, 700), (1280, 720), (1366, 768), (800, 600), (1600, 900)]
SANITIZER_MARKS = ("ERROR: AddressSanitizer", "runtime error:", "ERROR: LeakSanitizer")
MENU_KEYS = ("alt+f", "alt+v")  # open the menu bar: the arrows and Return may then reach Quit


def log(msg):
    print(msg, flush=True)


class Run:
    def __init__(self, args):
        self.args = args
        self.rng = random.Random(args.seed)
        self.tmp = tempfile.mkdtemp(prefix="collision-lab-monkey-")
        self.env = dict(os.environ, QTWEBENGINE_DISABLE_SANDBOX="1",
                        XDG_CONFIG_HOME=os.path.join(self.tmp, "config"),
                        XDG_DATA_HOME=os.path.join(self.tmp, "data"),
                        COLLISION_LAB_HEARTBEAT=os.path.join(self.tmp, "heartbeat"),
                        ASAN_OPTIONS="new_delete_type_mismatch=0:detect_leaks=0:abort_on_error=1",
                        UBSAN_OPTIONS="print_stacktrace=1")
        self.env.pop("QT_QPA_PLATFORM", None)
        self.servers = []
        self.app = None
        self.app_log = None
        self.window = None
        self.baseline_rss = None
        self.started_at = 0.0
        self.stats = {"actions": 0, "starts": 0, "quits": 0, "max_rss_mb": 0}
        self.recent = collections.deque(maxlen=12)  # the last actions, for a failure's report

    # --- the X server, the window manager, the app -------------------------------------------
    def start_display(self):
        # Xvfb picks a free display itself and writes its number to us (-displayfd).
        read_fd, write_fd = os.pipe()
        self.servers.append(subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1920x1080x24",
                                              "-nolisten", "tcp"], pass_fds=(write_fd,),
                                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        os.close(write_fd)
        with os.fdopen(read_fd) as pipe:
            number = pipe.readline().strip()
        if not number:
            self.fail("Xvfb did not start")
        self.env["DISPLAY"] = ":" + number
        self.servers.append(subprocess.Popen(["openbox"], env=self.env, stdout=subprocess.DEVNULL,
                                             stderr=subprocess.DEVNULL))
        time.sleep(1.0)

    def xdo(self, *words, check=False, timeout=20):
        if words and words[0] in ("key", "type", "click", "mousemove", "windowsize"):
            self.recent.append(" ".join(map(str, words)))
        return subprocess.run(["xdotool", *map(str, words)], env=self.env, capture_output=True,
                              text=True, timeout=timeout, check=check)

    def start_app(self):
        lang = self.rng.choice(["ja", "en"])
        self.app_log_path = os.path.join(self.tmp, "app-%d.log" % self.stats["starts"])
        self.app_log = open(self.app_log_path, "w")
        try:
            os.remove(self.env["COLLISION_LAB_HEARTBEAT"])
        except FileNotFoundError:
            pass
        # Run in the scratch folder: whatever an export dialog saves with a typed name lands there.
        self.app = subprocess.Popen([os.path.abspath(self.args.app), "--lang", lang], env=self.env, cwd=self.tmp,
                                    stdout=self.app_log, stderr=subprocess.STDOUT)
        self.stats["starts"] += 1
        self.window = None
        for _ in range(150):
            out = self.xdo("search", "--pid", self.app.pid, "--onlyvisible", "--name", ".")
            ids = out.stdout.split()
            if ids:
                self.window = ids[0]
                break
            if self.app.poll() is not None:
                self.fail("the app exited while starting (code %s)" % self.app.returncode)
            time.sleep(0.2)
        if not self.window:
            self.fail("no window within 30 s")
        self.started_at = time.time()
        self.baseline_rss = None
        log("started (pid %d, %s), window %s" % (self.app.pid, lang, self.window))

    def rss_mb(self):
        try:
            with open("/proc/%d/status" % self.app.pid) as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1]) / 1024.0
        except OSError:
            pass
        return None

    # --- checks ---------------------------------------------------------------------------------
    def fail(self, why):
        log("FAILED: %s" % why)
        log("last actions: " + "; ".join(self.recent))
        if shutil.which("import"):
            shot = os.path.abspath(os.path.join(os.path.dirname(self.args.app), "monkey-failure.png"))
            subprocess.run(["import", "-window", "root", shot], env=self.env, capture_output=True, timeout=20)
            log("screen at the failure: %s" % shot)
        log("seed %d; replay: bash scripts/monkey.sh %s --seed %d" % (self.args.seed, self.args.minutes, self.args.seed))
        if self.app_log:
            self.app_log.flush()
            with open(self.app_log_path, errors="replace") as f:
                tail = f.read()[-4000:]
            log("--- app output (end) ---\n" + tail)
        self.cleanup()
        sys.exit(1)

    def check(self):
        code = self.app.poll()
        if code is not None:
            menu = any(a.split()[-1] in MENU_KEYS for a in self.recent if a.startswith("key"))
            if code != 0 or not menu:
                self.fail("the app ended by itself with code %d" % code)
            log("quit through the menu (%s)" % "; ".join(self.recent))
            self.stats["quits"] += 1
            self.check_log_clean()
            self.recent.clear()
            self.start_app()
            return
        self.app_log.flush()
        with open(self.app_log_path, errors="replace") as f:
            text = f.read()
        for mark in SANITIZER_MARKS:
            if mark in text:
                self.fail("sanitizer report: %s" % mark)
        beat = self.env["COLLISION_LAB_HEARTBEAT"]
        if time.time() - self.started_at > 10:
            try:
                age = time.time() - os.path.getmtime(beat)
            except OSError:
                age = time.time() - self.started_at
            if age > 5.0:
                self.fail("hang: the event loop has not run for %.1f s" % age)
        rss = self.rss_mb()
        if rss:
            self.stats["max_rss_mb"] = max(self.stats["max_rss_mb"], rss)
            warm = time.time() - self.started_at > self.args.warmup
            if warm and self.baseline_rss is None:
                self.baseline_rss = rss
                log("warm-up done: RSS %.0f MB" % rss)
            elif self.baseline_rss and rss > 1.5 * self.baseline_rss:
                self.fail("RSS grew from %.0f MB to %.0f MB" % (self.baseline_rss, rss))

    # --- the random input -----------------------------------------------------------------------
    def geometry(self):
        out = self.xdo("getwindowgeometry", "--shell", self.window)
        vals = dict(line.split("=", 1) for line in out.stdout.split() if "=" in line)
        try:
            return int(vals["X"]), int(vals["Y"]), int(vals["WIDTH"]), int(vals["HEIGHT"])
        except (KeyError, ValueError):
            return 0, 0, 1366, 768

    def point(self):
        x, y, w, h = self.geometry()
        # Half the time on the canvas side, where the handles are.
        if self.rng.random() < 0.5:
            return x + self.rng.randint(w // 3, max(w // 3, w - 5)), y + self.rng.randint(40, max(40, h - 40))
        return x + self.rng.randint(2, max(2, w - 2)), y + self.rng.randint(2, max(2, h - 2))

    def act(self):
        r = self.rng.random()
        if r < 0.25:
            (x0, y0), (x1, y1) = self.point(), self.point()
            self.xdo("mousemove", x0, y0, "mousedown", 1)
            for i in range(1, 6):
                self.xdo("mousemove", x0 + (x1 - x0) * i // 5, y0 + (y1 - y0) * i // 5)
            self.xdo("mouseup", 1)
        elif r < 0.40:
            x, y = self.point()
            self.xdo("mousemove", x, y, "click", self.rng.choice([1, 1, 1, 3]))
        elif r < 0.48:
            x, y = self.point()
            self.xdo("mousemove", x, y, "click", "--repeat", self.rng.randint(1, 4), self.rng.choice([4, 5]))
        elif r < 0.75:
            self.xdo("key", "--clearmodifiers", self.rng.choice(SHORTCUTS))
        elif r < 0.88:
            x, y = self.point()
            self.xdo("mousemove", x, y, "click", 1)
            self.xdo("key", "ctrl+a")
            self.xdo("type", "--delay", 5, self.rng.choice(TYPED))
            self.xdo("key", self.rng.choice(["Return", "Tab"]))
        elif r < 0.94:
            w, h = self.rng.choice(SIZES)
            self.xdo("windowsize", self.window, w, h)
        elif r < 0.97:
            self.xdo("key", "--clearmodifiers", self.rng.choice(["ctrl+l", "F5", "Escape", "ctrl+Next"]))
        elif r < 0.99:
            self.close_dialogs()
        else:
            self.quit_and_restart()
            return
        time.sleep(self.rng.choice([0.0, 0.02, 0.05, 0.2]))
        self.stats["actions"] += 1

    def close_dialogs(self):
        # Dialogs (export, shortcuts, messages) are windows of their own: give each the focus and
        # Esc, as a student would, so that they do not hold the rest of the run.
        for _ in range(3):
            ids = self.xdo("search", "--pid", self.app.pid, "--onlyvisible", "--name", ".").stdout.split()
            others = [i for i in ids if i != self.window]
            if not others:
                break
            for wid in others:
                # A tooltip or a popup menu cannot be activated: --sync would wait for ever.
                try:
                    self.xdo("windowactivate", "--sync", wid, timeout=3)
                except subprocess.TimeoutExpired:
                    pass
                self.xdo("key", "Escape")
            time.sleep(0.3)
        self.xdo("windowactivate", "--sync", self.window)

    def quit_and_restart(self):
        # Close the modal dialogs an action may have opened, then quit as a student does.
        self.close_dialogs()
        self.xdo("key", "--clearmodifiers", self.rng.choice(["ctrl+q", "alt+F4"]))
        try:
            code = self.app.wait(timeout=15)
        except subprocess.TimeoutExpired:
            # A dialog or an open menu (with a submenu: two Escapes) may hold the quit; close them as
            # a student would and quit again. The heartbeat's age says whether the app was busy.
            try:
                log("Ctrl+Q not answered in 15 s; heartbeat %.1f s old; closing menus and dialogs"
                    % (time.time() - os.path.getmtime(self.env["COLLISION_LAB_HEARTBEAT"])))
            except OSError:
                pass
            for _ in range(3):
                self.xdo("key", "Escape")
            self.close_dialogs()
            self.xdo("key", "--clearmodifiers", "ctrl+q")
            try:
                code = self.app.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.fail("the window did not close within 30 s of Ctrl+Q")
        if code != 0:
            self.fail("quitting ended with code %d (negative: killed by signal %d)" % (code, -code))
        self.stats["quits"] += 1
        self.check_log_clean()
        self.start_app()

    def check_log_clean(self):
        self.app_log.flush()
        with open(self.app_log_path, errors="replace") as f:
            text = f.read()
        for mark in SANITIZER_MARKS:
            if mark in text:
                self.fail("sanitizer report: %s" % mark)

    def cleanup(self):
        if self.app and self.app.poll() is None:
            self.app.send_signal(signal.SIGKILL)
            self.app.wait()
        for server in reversed(self.servers):
            server.terminate()
            try:
                server.wait(timeout=5)
            except subprocess.TimeoutExpired:
                server.kill()
        shutil.rmtree(self.tmp, ignore_errors=True)

    def run(self):
        log("monkey: seed %d, %s minutes, %s" % (self.args.seed, self.args.minutes, self.args.app))
        self.start_display()
        self.start_app()
        end = time.time() + 60 * float(self.args.minutes)
        last_report = time.time()
        while time.time() < end:
            self.act()
            self.check()
            if time.time() - last_report > 60:
                last_report = time.time()
                log("... %(actions)d actions, %(starts)d starts, max RSS %(max_rss_mb).0f MB" % self.stats)
        self.quit_and_restart_final()
        log("PASSED: %(actions)d actions, %(starts)d starts, %(quits)d quits, max RSS %(max_rss_mb).0f MB"
            % self.stats + "; seed %d" % self.args.seed)
        self.cleanup()

    def quit_and_restart_final(self):
        self.close_dialogs()
        for _ in range(3):
            self.xdo("key", "Escape")
        self.xdo("key", "--clearmodifiers", "ctrl+q")
        try:
            code = self.app.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.fail("the window did not close within 30 s of Ctrl+Q at the end")
        if code != 0:
            self.fail("quitting at the end gave code %d" % code)
        self.stats["quits"] += 1
        self.check_log_clean()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", required=True)
    parser.add_argument("--minutes", default="1")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--warmup", type=float, default=20.0, help="seconds before the RSS baseline")
    args = parser.parse_args()
    if args.seed is None:
        args.seed = random.SystemRandom().randrange(1, 2**31)
    Run(args).run()


if __name__ == "__main__":
    main()
