#!/usr/bin/python3
"""Reads Collision Detection Lab as a screen reader does: through AT-SPI (python3-pyatspi).

For every lesson in every language asked for, starts the app on that lesson and checks:
  - every shown control (button, field, box, slider, tab, list, canvas) has a name;
  - the lesson text is readable: the web document has the lesson's heading as its name, its words
    and its formulas (each formula named by its speech text, with the TeX inside);
  - the canvas is described with its numbers: a name with the verdict, and a text with one line per
    shape, digits in it;
  - in Japanese, the canvas and the lesson list speak Japanese;
  - the canvas takes at least 55 % of the window's width (the page's layout rule), and the side
    column's "Tasks and controls" tab, pressed through AT-SPI, shows the controls, each named;
  - in the circles lesson, a new verdict is announced: pressing "False collision" (through AT-SPI's
    action, as a screen reader user would) sends a name change of the canvas with the new verdict;
  - in the lines and slab lessons' code view (--view code), a step (the "Step" button pressed
    through AT-SPI) names the current line, its code and the values it computes.
Run it inside an X server and a D-Bus session with the AT-SPI bus (scripts/check-a11y.sh does).
Exit 0 when everything passes, 1 with the problems listed otherwise.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

import pyatspi

CONTROL_ROLES = {
    'push button', 'toggle button', 'check box', 'radio button', 'text', 'combo box', 'spin button',
    'slider', 'page tab', 'page tab list', 'list', 'canvas', 'menu item',
}
JAPANESE = re.compile('[\u3040-\u30ff\u4e00-\u9fff]')


def app_named(name, timeout):
    end = time.time() + timeout
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == name:
                return app
        time.sleep(0.5)
    return None


def states(o):
    return set(o.getState().getStates())


def shown(o):
    s = states(o)
    return pyatspi.STATE_SHOWING in s and pyatspi.STATE_VISIBLE in s


def walk(o, inside_document=False, documents=True):
    """Yields (object, inside_document) for every shown descendant of o; objects that go away while
    we look (a tooltip, a menu) are left out."""
    try:
        count = o.childCount
    except Exception:
        return
    for i in range(count):
        try:
            c = o.getChildAtIndex(i)
        except Exception:
            continue
        if c is None:
            continue
        try:
            # Off-screen parts of the lesson text are still there for a screen reader to read.
            if not inside_document and not shown(c):
                continue
            role = c.getRoleName()
        except Exception:  # an object that went away while we looked
            continue
        yield c, inside_document
        if role == 'document web' and not documents:
            continue  # the controls only
        yield from walk(c, inside_document or role == 'document web', documents)


def items(o, inside_document=False, documents=True):
    """Like walk(), as (object, inside_document, role, name), read at once so that an object that
    goes away before we ask for its role or name (a live box rewritten, a read-out replaced) is
    left out rather than raising; documents=False does not go into the lesson text at all."""
    for c, in_doc in walk(o, inside_document, documents):
        try:
            role = c.getRoleName()
            name = c.name or ''
        except Exception:
            continue
        yield c, in_doc, role, name


def press(button):
    """A GLib timeout callback: presses the button once; a button whose action interface is not
    there yet is left unpressed (the caller's next attempt presses again)."""
    try:
        button.queryAction().doAction(0)
    except Exception:
        pass
    return False


def text_of(o):
    try:
        t = o.queryText()
        return t.getText(0, t.characterCount)
    except Exception:  # no text interface (pyatspi: NotImplementedError), or the object went away
        return ''


def find_role(o, role):
    for c, _, r, _ in items(o, documents=False):  # not into the lesson text's thousands of nodes
        if r == role:
            return c
    return None


def wait_ready(app, timeout):
    """The main window with a lesson text that has content and a canvas."""
    end = time.time() + timeout
    while time.time() < end:
        try:
            doc = find_role(app, 'document web')
            canvas = find_role(app, 'canvas')
            if doc is not None and canvas is not None and doc.childCount > 0 and doc.name:
                return doc, canvas
        except Exception:
            pass
        time.sleep(0.5)
    return None, None


def check_lesson(app, lesson, lang, timeout):
    problems = []
    doc, canvas = wait_ready(app, timeout)
    if doc is None:
        return ['no lesson text document with content (or no canvas) within %d s' % timeout]

    # Every shown control has a name (the web document's own text nodes are checked below).
    controls = 0
    for o, _, role, name in items(app, documents=False):
        if role not in CONTROL_ROLES:
            continue
        controls += 1
        if not name.strip():
            try:
                where = '%s %r' % (o.parent.getRoleName(), o.parent.name)
            except Exception:
                where = 'a parent that went away'
            problems.append('a %s without a name (in %s)' % (role, where))
    if controls < 5:
        problems.append('only %d controls found' % controls)

    # The lesson text: its heading as the document's name, its words and its formulas.
    words = []
    formulas = []
    for o, _, role, name in items(doc, True):  # every descendant, shown or scrolled away
        name = name.strip()
        if role == 'text' and name:  # a formula: role math, named by its speech text
            formulas.append(name)
        elif name:
            words.append(name)
    text = ' '.join(words)
    if len(text) < 200:
        problems.append('the lesson text has only %d characters of words' % len(text))
    if not any(doc.name.strip() in w for w in words):
        problems.append('the document name %r is not a heading of the text' % doc.name)
    if not formulas:
        problems.append('no formula with a spoken name in the lesson text')
    if lang == 'ja' and not JAPANESE.search(text):
        problems.append('the lesson text has no Japanese')

    # The canvas: its verdict in the name, its shapes with their numbers in the text.
    description = text_of(canvas) or canvas.description or ''
    if not canvas.name or not re.search(r'\d', canvas.name + description):
        problems.append('the canvas name %r says no numbers' % canvas.name)
    if len(description.splitlines()) < 2:
        problems.append('the canvas text has fewer than two lines: %r' % description)
    if lang == 'ja' and not JAPANESE.search(canvas.name):
        problems.append('the canvas name is not Japanese: %r' % canvas.name)
    share = canvas_share(app, canvas)
    if share is not None and share < MIN_CANVAS_SHARE:
        problems.append('the canvas takes %.0f %% of the window\'s width, under %.0f %%'
                        % (share * 100, MIN_CANVAS_SHARE * 100))
    # The side column's other tab, as a screen reader user chooses it: the controls, each named.
    problems += check_controls_tab(app)
    print('  %s [%s]: %d controls named, %d characters of lesson text, %d formulas, canvas %s of the width: %s'
          % (lesson, lang, controls, len(text), len(formulas),
             '?' if share is None else '%.0f %%' % (share * 100), canvas.name[:90]))
    return problems


# The layout rule gives the canvas at least this share of the window's width at 100 % text.
MIN_CANVAS_SHARE = 0.55
CONTROLS_TABS = ('Tasks and controls', '課題と操作', 'Controls', '操作パネル')


def canvas_share(app, canvas):
    """The canvas's width over its window's, as AT-SPI reports their extents on the screen."""
    try:
        frame = find_role(app, 'frame')
        if frame is None:
            return None
        whole = frame.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        part = canvas.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        return part.width / whole.width if whole.width > 0 else None
    except Exception:
        return None


def check_controls_tab(app):
    """Chooses the side column's controls tab (its press action) and checks the controls it shows
    are named; an app whose side column shows them already (a wide window) passes."""
    tab = next((o for o, _, role, name in items(app, documents=False)
                if role == 'page tab' and name in CONTROLS_TABS), None)
    if tab is None:
        return ['no "Tasks and controls" tab in the side column']
    def shown_controls():
        return [(role, name) for _, _, role, name in items(app, documents=False) if role in CONTROL_ROLES]

    before = len(shown_controls())
    press(tab)
    end = time.time() + 10
    while time.time() < end:
        named = shown_controls()
        if len(named) > before:
            missing = [role for role, name in named if not name.strip()]
            return ['a %s without a name in the controls tab' % role for role in missing]
        time.sleep(0.3)
    return ['the controls tab showed no more controls within 10 s (%d before)' % before]


NOT_ON_BUS = 'the app did not appear on the accessibility bus'


def wait_for_registry(timeout):
    """The AT-SPI bus and registry answer (the first call starts the registry)."""
    end = time.time() + timeout
    while time.time() < end:
        try:
            pyatspi.Registry.getDesktop(0).childCount
            return True
        except Exception:
            time.sleep(0.5)
    return False


def start(args, lesson, lang, more=()):
    """The app on `lesson` in `lang`, with a home of its own and accessibility on."""
    home = tempfile.mkdtemp(prefix='check-a11y-')
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, 'config'),
               XDG_DATA_HOME=os.path.join(home, 'data'), QT_LINUX_ACCESSIBILITY_ALWAYS_ON='1')
    return subprocess.Popen([args.app, '--lesson', lesson, '--lang', lang, *more], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def stop(proc):
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def run_once(args, lesson, lang):
    proc = start(args, lesson, lang)
    try:
        app = app_named('collision-lab', args.timeout)
        if app is None:
            return [NOT_ON_BUS]
        problems = check_lesson(app, lesson, lang, args.timeout)
        if lesson == 'circles' and not problems:
            problems = check_announcement(app, lang)
        return problems
    except Exception as e:  # the bus or the app went away: report, do not hang
        return ['AT-SPI error: %s' % e]
    finally:
        stop(proc)


HEARD = []
LISTENING = [False]


def on_canvas_name(event):
    """Listens from the start of the run, so that every app knows of the listener early."""
    try:
        if LISTENING[0] and event.source.getRoleName() == 'canvas':
            HEARD.append(event.source.name)
            LISTENING[0] = False
            pyatspi.Registry.stop()
    except Exception:  # an event from an app that has gone
        pass


def listen(seconds):
    """Runs the event loop until a canvas name change arrives or `seconds` pass."""
    from gi.repository import GLib

    def give_up():
        if LISTENING[0]:
            LISTENING[0] = False
            pyatspi.Registry.stop()
        return False

    LISTENING[0] = True
    GLib.timeout_add(int(seconds * 1000), give_up)
    pyatspi.Registry.start()


def check_announcement(app, lang):
    """Circles: a button press that makes the circles collide is announced by the canvas."""
    from gi.repository import GLib
    canvas = find_role(app, 'canvas')
    button = None
    for o, _, role, name in items(app, documents=False):
        if role == 'push button' and name in ('False collision', '偽の衝突'):
            button = o
    if canvas is None or button is None:
        return ['circles: no canvas or no "False collision" button to press']
    word = 'collide' if lang == 'en' else '衝突'
    undo = next((o for o, _, role, name in items(app, documents=False)
                 if role == 'push button' and name in ('Undo', '元に戻す')), None)
    heard = HEARD
    for attempt in range(3):  # the app learns of our listener asynchronously: press again if unheard
        heard.clear()
        if attempt and undo is not None:
            press(undo)  # back to the circles apart
            time.sleep(1)
            heard.clear()
        GLib.timeout_add(100, press, button)
        listen(8)
        if any(word in name for name in heard):
            break
    if not any(word in name for name in heard):
        return ['circles: no name change of the canvas with the new verdict after "False collision" (heard %r)'
                % heard]
    print('  circles [%s]: announced %r' % (lang, heard[-1][:90]))
    return []


CODE_LESSONS = ('lines', 'slab')
STEP_BUTTONS = ('Step ▶', 'ステップ▶')
# "Step 2 of 9, line 3: float det = a.x * b.y - a.y * b.x;   // -7": a line with a value after //.
LINE_WITH_VALUES = re.compile(r'(line|行目).*//.*\d')


def code_position(app):
    """The label that says which step and line the code view is on, with the line's values."""
    for o, _, role, name in items(app, documents=False):
        if role == 'label' and (name.startswith('Step ') or name.startswith('ステップ')):
            return o
    return None


def check_code_view(args, lesson, lang):
    """The code view read through AT-SPI: stepping names the current line and its values."""
    proc = start(args, lesson, lang, ['--view', 'code'])
    try:
        app = app_named('collision-lab', args.timeout)
        if app is None:
            return [NOT_ON_BUS]
        end = time.time() + args.timeout
        step = None
        while step is None and time.time() < end:
            step = next((o for o, _, role, name in items(app, documents=False)
                         if role == 'push button' and name in STEP_BUTTONS), None)
            time.sleep(0.5)
        if step is None:
            return ['code view: no "Step" button']
        said = ''
        for _ in range(8):  # a signature line computes nothing: step on until a line does
            press(step)
            time.sleep(0.7)
            label = code_position(app)
            said = label.name if label is not None else ''
            if LINE_WITH_VALUES.search(said):
                print('  %s [%s] code view: %r' % (lesson, lang, said[:100]))
                return []
        return ['code view: no step named a line with its values (last: %r)' % said]
    except Exception as e:
        return ['AT-SPI error: %s' % e]
    finally:
        stop(proc)


def lesson_ids(app_path):
    out = subprocess.run([app_path, '--help', '--lang', 'en'], capture_output=True, text=True).stdout
    match = re.search(r'--lesson ID\s+.*?: ([a-z_, ]+)\.', out)
    return [x.strip() for x in match.group(1).split(',')] if match else []


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--app', required=True)
    parser.add_argument('--lessons', help='comma-separated ids (default: every lesson)')
    parser.add_argument('--langs', default='en,ja')
    parser.add_argument('--timeout', type=int, default=90, help='seconds to wait for each start')
    args = parser.parse_args()
    lessons = args.lessons.split(',') if args.lessons else lesson_ids(args.app)
    if not lessons:
        print('check-a11y: could not read the lesson ids from --help', file=sys.stderr)
        return 1
    if not wait_for_registry(30):
        print('check-a11y: the AT-SPI registry did not answer', file=sys.stderr)
        return 1
    pyatspi.Registry.registerEventListener(on_canvas_name, 'object:property-change:accessible-name')
    failures = 0
    for lang in args.langs.split(','):
        for lesson in lessons:
            problems = run_once(args, lesson, lang)
            if problems == [NOT_ON_BUS] or any(p.startswith('AT-SPI error') for p in problems):
                problems = run_once(args, lesson, lang)  # a slow start or a stale object: once more
            if lesson in CODE_LESSONS and not problems:
                problems = check_code_view(args, lesson, lang)
                if problems == [NOT_ON_BUS] or any(p.startswith('AT-SPI error') for p in problems):
                    problems = check_code_view(args, lesson, lang)
            for p in problems:
                print('FAIL %s [%s]: %s' % (lesson, lang, p))
            failures += len(problems)
    print('check-a11y: %s (%d problems)' % ('passed' if failures == 0 else 'FAILED', failures))
    return 0 if failures == 0 else 1


if __name__ == '__main__':
    sys.exit(main())
