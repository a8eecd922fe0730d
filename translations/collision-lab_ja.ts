<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>Curriculum</name>
    <message>
        <source>Lines and intersections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rectangles and De Morgan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hierarchical bounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ellipse and point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rays and the slab method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ellipse and ellipse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swept motion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exercise: square collision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exercise: AreaMove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exercise: car circles</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Reset scene</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonScene</name>
    <message>
        <source>The scene has the wrong number of values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a finite number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key action</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LinesLesson</name>
    <message>
        <source>One common point: s = %1, t = %2, det A = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same line: infinitely many common points (det A = 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel: no common point (det A = 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A direction is the zero vector: that is not a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point and direction of each line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worked examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example 1: 2x + 3y = 3, -x + 3y = -6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example 2: -3x + 6y = 6, -x + 2y = 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example 3: -x + 2y = 2, -x + 2y = -2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slopes differ: one common point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same slope, same intercept: the same line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same slope, other intercept: parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: H / J turn line 1, K / L turn line 2 (Shift: by 1 degree). Tab picks a handle, the arrow keys move it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One common point R = %1
s = %2, t = %3
det A = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same line: infinitely many common points.
det A = 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel: no common point.
det A = 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A direction is the zero vector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x of the point P on line 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y of the point P on line 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x of the direction a of line 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y of the direction a of line 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x of the point Q on line 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y of the point Q on line 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x of the direction b of line 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y of the direction b of line 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your lines right now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One common point:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$|A| = 0$ and $W$ lies along $a$: the lines coincide, so every point of them is common.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$|A| = 0$ but $W$ does not lie along $a$: the lines are parallel and never meet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>Please enter a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a finite number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParameterPanel</name>
    <message>
        <source>Set %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lab::Canvas</name>
    <message>
        <source>Drag handle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move handle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lab::LinesScene</name>
    <message>
        <source>The direction a of line 1 cannot be the zero vector: a line needs a direction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The direction b of line 2 cannot be the zero vector: a line needs a direction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn line 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn line 2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lab::MainWindow</name>
    <message>
        <source>Collision Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PNG...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the canvas as a PNG picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export SVG...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the canvas as an SVG drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last change to the scene (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo the change you undid (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put every value back to the lesson&apos;s start (Ctrl+R); undo brings yours back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Origin in the middle at the normal zoom (Ctrl+0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen with large text for a projector (F5; Esc leaves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave presentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show everything in Japanese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show everything in English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Collision Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (in preparation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This unit is still being written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the last lesson.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the first lesson.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the canvas as SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the canvas as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1. Choose another folder or name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;table cellpadding=&apos;3&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; / &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Undo / redo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Reset the scene&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F5&lt;/b&gt;, &lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Presentation mode on, off&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;PageDown&lt;/b&gt; / &lt;b&gt;PageUp&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Next / previous lesson&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl++&lt;/b&gt; / &lt;b&gt;Ctrl+-&lt;/b&gt; / &lt;b&gt;Ctrl+0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Zoom in / out / reset the view&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Wheel, drag on empty canvas&lt;/td&gt;&lt;td&gt;Zoom at the mouse, pan&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift&lt;/b&gt; while dragging&lt;/td&gt;&lt;td&gt;Snap to the grid&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, arrow keys&lt;/td&gt;&lt;td&gt;Pick a handle, move it&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H J K L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;The lesson&apos;s own keys (see the lesson)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+E&lt;/b&gt; / &lt;b&gt;Ctrl+Shift+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Export the canvas as PNG / SVG&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Collision Lab&lt;/b&gt; %1&lt;br&gt;A textbook companion for 2D collision detection.&lt;br&gt;Formulas are rendered by KaTeX.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
