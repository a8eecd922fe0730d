<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>Curriculum</name>
    <message>
        <source>Lines and intersections</source>
        <translation>直線と交点</translation>
    </message>
    <message>
        <source>Rectangles and De Morgan</source>
        <translation>矩形とド・モルガンの法則</translation>
    </message>
    <message>
        <source>Circles</source>
        <translation>円</translation>
    </message>
    <message>
        <source>Hierarchical bounds</source>
        <translation>階層的な境界円</translation>
    </message>
    <message>
        <source>Ellipse and point</source>
        <translation>楕円と点</translation>
    </message>
    <message>
        <source>Rays and the slab method</source>
        <translation>レイとスラブ法</translation>
    </message>
    <message>
        <source>Ellipse and ellipse</source>
        <translation>楕円と楕円</translation>
    </message>
    <message>
        <source>Swept motion</source>
        <translation>移動する円の衝突</translation>
    </message>
    <message>
        <source>Exercise: square collision</source>
        <translation>演習：矩形の衝突</translation>
    </message>
    <message>
        <source>Exercise: AreaMove</source>
        <translation>演習：AreaMove</translation>
    </message>
    <message>
        <source>Exercise: car circles</source>
        <translation>演習：車と円</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Reset scene</source>
        <translation>シーンを初期状態に戻す</translation>
    </message>
</context>
<context>
    <name>LessonScene</name>
    <message>
        <source>The scene has the wrong number of values.</source>
        <translation>シーンの値の個数が正しくありません。</translation>
    </message>
    <message>
        <source>%1 must be a finite number.</source>
        <translation>%1 には有限の数を入れてください。</translation>
    </message>
    <message>
        <source>Key action</source>
        <translation>キー操作</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>クリック</translation>
    </message>
</context>
<context>
    <name>LinesLesson</name>
    <message>
        <source>One common point: s = %1, t = %2, det A = %3</source>
        <translation>交点は 1 つ：s = %1, t = %2, det A = %3</translation>
    </message>
    <message>
        <source>The same line: infinitely many common points (det A = 0)</source>
        <translation>同じ直線：共有点は無数 (det A = 0)</translation>
    </message>
    <message>
        <source>Parallel: no common point (det A = 0)</source>
        <translation>平行：共有点なし (det A = 0)</translation>
    </message>
    <message>
        <source>A direction is the zero vector: that is not a line</source>
        <translation>向きがゼロベクトルです：直線になりません</translation>
    </message>
    <message>
        <source>Point and direction of each line</source>
        <translation>各直線の点と向き</translation>
    </message>
    <message>
        <source>Worked examples</source>
        <translation>例題</translation>
    </message>
    <message>
        <source>Example 1: 2x + 3y = 3, -x + 3y = -6</source>
        <translation>例 1：2x + 3y = 3, -x + 3y = -6</translation>
    </message>
    <message>
        <source>Example 2: -3x + 6y = 6, -x + 2y = 2</source>
        <translation>例 2：-3x + 6y = 6, -x + 2y = 2</translation>
    </message>
    <message>
        <source>Example 3: -x + 2y = 2, -x + 2y = -2</source>
        <translation>例 3：-x + 2y = 2, -x + 2y = -2</translation>
    </message>
    <message>
        <source>Slopes differ: one common point</source>
        <translation>傾きが違う：交点は 1 つ</translation>
    </message>
    <message>
        <source>Same slope, same intercept: the same line</source>
        <translation>傾きも切片も同じ：同じ直線</translation>
    </message>
    <message>
        <source>Same slope, other intercept: parallel</source>
        <translation>傾きは同じで切片が違う：平行</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Keys: H / J turn line 1, K / L turn line 2 (Shift: by 1 degree). Tab picks a handle, the arrow keys move it.</source>
        <translation>キー：H / J で直線 1、K / L で直線 2 を回転（Shift で 1 度ずつ）。Tab でハンドルを選び、矢印キーで動かします。</translation>
    </message>
    <message>
        <source>One common point R = %1
s = %2, t = %3
det A = %4</source>
        <translation>交点 R = %1
s = %2, t = %3
det A = %4</translation>
    </message>
    <message>
        <source>The same line: infinitely many common points.
det A = 0</source>
        <translation>同じ直線：共有点は無数です。
det A = 0</translation>
    </message>
    <message>
        <source>Parallel: no common point.
det A = 0</source>
        <translation>平行：共有点はありません。
det A = 0</translation>
    </message>
    <message>
        <source>A direction is the zero vector.</source>
        <translation>向きがゼロベクトルです。</translation>
    </message>
    <message>
        <source>x of the point P on line 1</source>
        <translation>直線 1 上の点 P の x 座標</translation>
    </message>
    <message>
        <source>y of the point P on line 1</source>
        <translation>直線 1 上の点 P の y 座標</translation>
    </message>
    <message>
        <source>x of the direction a of line 1</source>
        <translation>直線 1 の向き a の x 成分</translation>
    </message>
    <message>
        <source>y of the direction a of line 1</source>
        <translation>直線 1 の向き a の y 成分</translation>
    </message>
    <message>
        <source>x of the point Q on line 2</source>
        <translation>直線 2 上の点 Q の x 座標</translation>
    </message>
    <message>
        <source>y of the point Q on line 2</source>
        <translation>直線 2 上の点 Q の y 座標</translation>
    </message>
    <message>
        <source>x of the direction b of line 2</source>
        <translation>直線 2 の向き b の x 成分</translation>
    </message>
    <message>
        <source>y of the direction b of line 2</source>
        <translation>直線 2 の向き b の y 成分</translation>
    </message>
    <message>
        <source>Your lines right now</source>
        <translation>いまの 2 本の直線</translation>
    </message>
    <message>
        <source>One common point:</source>
        <translation>交点は 1 つ：</translation>
    </message>
    <message>
        <source>$|A| = 0$ and $W$ lies along $a$: the lines coincide, so every point of them is common.</source>
        <translation>$|A| = 0$ で、$W$ も $a$ と同じ向きです。2 本は重なっていて、直線上のすべての点が共有点です。</translation>
    </message>
    <message>
        <source>$|A| = 0$ but $W$ does not lie along $a$: the lines are parallel and never meet.</source>
        <translation>$|A| = 0$ ですが、$W$ は $a$ の向きではありません。2 本は平行で、決して交わりません。</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>Please enter a number.</source>
        <translation>数値を入力してください。</translation>
    </message>
    <message>
        <source>"%1" is not a finite number.</source>
        <translation>「%1」は有限の数ではありません。</translation>
    </message>
    <message>
        <source>"%1" is too large.</source>
        <translation>「%1」は大きすぎます。</translation>
    </message>
    <message>
        <source>"%1" is not a number.</source>
        <translation>「%1」は数値ではありません。</translation>
    </message>
</context>
<context>
    <name>ParameterPanel</name>
    <message>
        <source>Set %1</source>
        <translation>%1 を変更</translation>
    </message>
</context>
<context>
    <name>SquareCollisionExercise</name>
    <message>
        <source>Click 2 diagonal corners of rectangle 1 (%1 of 2). Esc cancels.</source>
        <translation>矩形 1 の対角線の頂点を 2 点クリック（%1 / 2）。Esc で取り消し。</translation>
    </message>
    <message>
        <source>Click 2 diagonal corners of rectangle 2 (%1 of 2). Esc cancels.</source>
        <translation>矩形 2 の対角線の頂点を 2 点クリック（%1 / 2）。Esc で取り消し。</translation>
    </message>
    <message>
        <source>Collided or not? Predict with the buttons, then see.</source>
        <translation>衝突している？していない？ ボタンで予想してから結果を見ましょう。</translation>
    </message>
    <message>
        <source>Drag the corners or the rectangles to explore. Esc starts again.</source>
        <translation>頂点や矩形をドラッグして確かめましょう。Esc で最初からやり直します。</translation>
    </message>
    <message>
        <source>1. Two rectangles</source>
        <translation>1. 2 つの矩形</translation>
    </message>
    <message>
        <source>New rectangles (Esc)</source>
        <translation>矩形を描き直す (Esc)</translation>
    </message>
    <message>
        <source>Clear both rectangles and click new corners</source>
        <translation>両方の矩形を消して、新しい頂点をクリックします</translation>
    </message>
    <message>
        <source>2. Predict, then check</source>
        <translation>2. 予想してから確かめる</translation>
    </message>
    <message>
        <source>They collide</source>
        <translation>衝突している</translation>
    </message>
    <message>
        <source>They do not collide</source>
        <translation>衝突していない</translation>
    </message>
    <message>
        <source>Edges</source>
        <translation>辺の位置</translation>
    </message>
    <message>
        <source>3. Write the condition</source>
        <translation>3. 判定の式を書く</translation>
    </message>
    <message>
        <source>Build the condition for "the rectangles collide" from the pieces, or type it. Rectangles that only touch do not count as collided here.</source>
        <translation>「矩形が衝突している」ための条件を、下のボタンで組み立てるか直接入力してください。この演習では、接しているだけの矩形は衝突とみなしません。</translation>
    </message>
    <message>
        <source>e.g. r1.Right &gt; r2.Left AND ...</source>
        <translation>例：r1.Right &gt; r2.Left AND ...</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>消去</translation>
    </message>
    <message>
        <source>Check my condition</source>
        <translation>式を判定する</translation>
    </message>
    <message>
        <source>Show this pair on the canvas</source>
        <translation>この組をキャンバスに表示</translation>
    </message>
    <message>
        <source>Click on the canvas to place corners. Tab picks a corner, the arrow keys move it; Esc clears the rectangles. Hold Shift while clicking to snap to the grid.</source>
        <translation>キャンバスをクリックして頂点を置きます。Tab で頂点を選び、矢印キーで動かせます。Esc で矩形を消去。Shift を押しながらクリックすると格子に合わせます。</translation>
    </message>
    <message>
        <source>Show the counterexample</source>
        <translation>反例を表示</translation>
    </message>
    <message>
        <source>Do the two rectangles collide?</source>
        <translation>2 つの矩形は衝突していますか？</translation>
    </message>
    <message>
        <source>First click both rectangles.</source>
        <translation>まず 2 つの矩形をクリックで描いてください。</translation>
    </message>
    <message>
        <source>You predicted for the rectangles as they were before. New rectangles (Esc) asks again.</source>
        <translation>いまの予想は、動かす前の矩形に対するものです。「矩形を描き直す (Esc)」でもう一度予想できます。</translation>
    </message>
    <message>
        <source>Right: they collide.</source>
        <translation>正解：衝突しています。</translation>
    </message>
    <message>
        <source>Right: they do not collide.</source>
        <translation>正解：衝突していません。</translation>
    </message>
    <message>
        <source>Not quite: they collide.</source>
        <translation>残念：実は衝突しています。</translation>
    </message>
    <message>
        <source>Not quite: they do not collide.</source>
        <translation>残念：実は衝突していません。</translation>
    </message>
    <message>
        <source>All four inequalities hold:</source>
        <translation>4 つの不等式がすべて成り立っています：</translation>
    </message>
    <message>
        <source>In red on the canvas, the inequality that fails:</source>
        <translation>成り立たない不等式（キャンバス上の赤）：</translation>
    </message>
    <message>
        <source>In red on the canvas, the inequalities that fail:</source>
        <translation>成り立たない不等式（キャンバス上の赤）：</translation>
    </message>
    <message>
        <source>They only touch. In this exercise touching is not a collision.</source>
        <translation>2 つは接しているだけです。この演習では、接しているだけなら衝突ではありません。</translation>
    </message>
    <message>
        <source>r1: not clicked yet</source>
        <translation>r1：まだクリックされていません</translation>
    </message>
    <message>
        <source>r2: not clicked yet</source>
        <translation>r2：まだクリックされていません</translation>
    </message>
    <message>
        <source>Result: collided</source>
        <translation>結果：衝突しています</translation>
    </message>
    <message>
        <source>Result: not collided</source>
        <translation>結果：衝突していません</translation>
    </message>
    <message>
        <source>Result: hidden until you predict</source>
        <translation>結果：予想するまで表示しません</translation>
    </message>
    <message>
        <source>The condition is empty: build it from the pieces or type it.</source>
        <translation>式が空です。ボタンで組み立てるか、直接入力してください。</translation>
    </message>
    <message>
        <source>It stops too early: something is missing at the end.</source>
        <translation>式が途中で終わっています。最後に何かが足りません。</translation>
    </message>
    <message>
        <source>Unknown name. Use r1.Left, r1.Right, r1.Top, r1.Bottom and the same for r2 (or the handout's P0.X, P2.Y, p0.X ...).</source>
        <translation>知らない名前です。r1.Left、r1.Right、r1.Top、r1.Bottom と r2 の同じ名前（またはプリントの P0.X、P2.Y、p0.X など）を使ってください。</translation>
    </message>
    <message>
        <source>A closing parenthesis ")" is missing.</source>
        <translation>閉じ括弧「)」が足りません。</translation>
    </message>
    <message>
        <source>The condition is too long.</source>
        <translation>式が長すぎます。</translation>
    </message>
    <message>
        <source>Something here does not fit.</source>
        <translation>ここに式として読めないものがあります。</translation>
    </message>
    <message>
        <source>I cannot read it at character %1: %2</source>
        <translation>%1 文字目で読めなくなりました：%2</translation>
    </message>
    <message>
        <source>Here: %1</source>
        <translation>該当箇所：%1</translation>
    </message>
    <message>
        <source>That is a number, not a condition. Compare edges with &lt; or &gt; and join the comparisons with AND or OR.</source>
        <translation>これは数値で、条件ではありません。辺どうしを &lt; や &gt; で比べ、その比較を AND や OR でつないでください。</translation>
    </message>
    <message>
        <source>Not yet: your condition is wrong on %1 of %2 rectangle pairs.</source>
        <translation>まだです：%2 組の矩形のうち %1 組で答えが違います。</translation>
    </message>
    <message>
        <source>For example here it says "collided", but they do not collide:</source>
        <translation>たとえば次の組では、あなたの式は「衝突」と答えますが、実際は衝突していません：</translation>
    </message>
    <message>
        <source>For example here it says "not collided", but they collide:</source>
        <translation>たとえば次の組では、あなたの式は「衝突していない」と答えますが、実際は衝突しています：</translation>
    </message>
    <message>
        <source>These two only touch, which does not count as collided here.</source>
        <translation>この 2 つは接しているだけで、この演習では衝突に数えません。</translation>
    </message>
    <message>
        <source>They overlap.</source>
        <translation>2 つは重なっています。</translation>
    </message>
    <message>
        <source>Right! Your condition gives the correct answer on all %1 rectangle pairs tried, touching ones included.</source>
        <translation>正解です！ 接しているだけの組も含め、試した %1 組すべてであなたの式は正しい答えを出しました。</translation>
    </message>
    <message>
        <source>(You have changed the condition since this check.)</source>
        <translation>（この判定のあとで式を書き換えています。）</translation>
    </message>
    <message>
        <source>On the canvas your condition says: collided.</source>
        <translation>キャンバス上の矩形について、あなたの式の答え：衝突している。</translation>
    </message>
    <message>
        <source>On the canvas your condition says: not collided.</source>
        <translation>キャンバス上の矩形について、あなたの式の答え：衝突していない。</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>未着手</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>取り組み中</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Checks so far: %1. Status: %2.</source>
        <translation>これまでの判定回数：%1 回。状態：%2。</translation>
    </message>
    <message>
        <source>collided?</source>
        <translation>衝突？</translation>
    </message>
    <message>
        <source>%1 fails</source>
        <translation>%1 が成り立たない</translation>
    </message>
    <message>
        <source>collided</source>
        <translation>衝突しています</translation>
    </message>
    <message>
        <source>not collided</source>
        <translation>衝突していません</translation>
    </message>
</context>
<context>
    <name>SquareCollisionLesson</name>
    <message>
        <source>Your rectangles right now</source>
        <translation>いまの矩形</translation>
    </message>
    <message>
        <source>Each rectangle is $[\mathrm{Left}, \mathrm{Right}] \times [\mathrm{Bottom}, \mathrm{Top}]$ with $\mathrm{Left} = \min(x_1, x_2)$, $\mathrm{Right} = \max(x_1, x_2)$ of the two corners you clicked, and the same for $y$, so the order of the clicks does not matter.</source>
        <translation>クリックした 2 点から $\mathrm{Left} = \min(x_1, x_2)$、$\mathrm{Right} = \max(x_1, x_2)$ とし、$y$ も同じように決めるので、矩形は $[\mathrm{Left}, \mathrm{Right}] \times [\mathrm{Bottom}, \mathrm{Top}]$ になります。クリックの順番は関係ありません。</translation>
    </message>
    <message>
        <source>Click the corners of both rectangles on the canvas.</source>
        <translation>キャンバス上で 2 つの矩形の頂点をクリックしてください。</translation>
    </message>
    <message>
        <source>Predict first: do they collide?</source>
        <translation>まず予想しましょう：衝突している？</translation>
    </message>
    <message>
        <source>All four hold: the rectangles have collided.</source>
        <translation>4 つすべて成り立つので、矩形は衝突しています。</translation>
    </message>
    <message>
        <source>At least one fails: the rectangles have not collided.</source>
        <translation>成り立たないものがあるので、矩形は衝突していません。</translation>
    </message>
</context>
<context>
    <name>SquareCollisionScene</name>
    <message>
        <source>x of the first corner of rectangle 1</source>
        <translation>矩形 1 の 1 つ目の頂点の x</translation>
    </message>
    <message>
        <source>y of the first corner of rectangle 1</source>
        <translation>矩形 1 の 1 つ目の頂点の y</translation>
    </message>
    <message>
        <source>x of the opposite corner of rectangle 1</source>
        <translation>矩形 1 の対角の頂点の x</translation>
    </message>
    <message>
        <source>y of the opposite corner of rectangle 1</source>
        <translation>矩形 1 の対角の頂点の y</translation>
    </message>
    <message>
        <source>x of the first corner of rectangle 2</source>
        <translation>矩形 2 の 1 つ目の頂点の x</translation>
    </message>
    <message>
        <source>y of the first corner of rectangle 2</source>
        <translation>矩形 2 の 1 つ目の頂点の y</translation>
    </message>
    <message>
        <source>x of the opposite corner of rectangle 2</source>
        <translation>矩形 2 の対角の頂点の x</translation>
    </message>
    <message>
        <source>y of the opposite corner of rectangle 2</source>
        <translation>矩形 2 の対角の頂点の y</translation>
    </message>
    <message>
        <source>corners clicked so far (0 to 4)</source>
        <translation>これまでにクリックした頂点の数（0〜4）</translation>
    </message>
</context>
<context>
    <name>lab::Canvas</name>
    <message>
        <source>Drag handle</source>
        <translation>ハンドルをドラッグ</translation>
    </message>
    <message>
        <source>Move handle</source>
        <translation>ハンドルを移動</translation>
    </message>
    <message>
        <source>Move shape</source>
        <translation>図形を移動</translation>
    </message>
</context>
<context>
    <name>lab::LinesScene</name>
    <message>
        <source>The direction a of line 1 cannot be the zero vector: a line needs a direction.</source>
        <translation>直線 1 の向き a をゼロベクトルにはできません。直線には向きが必要です。</translation>
    </message>
    <message>
        <source>The direction b of line 2 cannot be the zero vector: a line needs a direction.</source>
        <translation>直線 2 の向き b をゼロベクトルにはできません。直線には向きが必要です。</translation>
    </message>
    <message>
        <source>Turn line 1</source>
        <translation>直線 1 を回転</translation>
    </message>
    <message>
        <source>Turn line 2</source>
        <translation>直線 2 を回転</translation>
    </message>
</context>
<context>
    <name>lab::MainWindow</name>
    <message>
        <source>Collision Lab</source>
        <translation>衝突判定ラボ</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>ツールバー</translation>
    </message>
    <message>
        <source>Export PNG...</source>
        <translation>PNG で書き出し...</translation>
    </message>
    <message>
        <source>Save the canvas as a PNG picture</source>
        <translation>キャンバスを PNG 画像として保存します</translation>
    </message>
    <message>
        <source>Export SVG...</source>
        <translation>SVG で書き出し...</translation>
    </message>
    <message>
        <source>Save the canvas as an SVG drawing</source>
        <translation>キャンバスを SVG 図として保存します</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Undo the last change to the scene (Ctrl+Z)</source>
        <translation>シーンへの直前の変更を取り消します (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Redo the change you undid (Ctrl+Shift+Z)</source>
        <translation>取り消した変更をもう一度行います (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Reset scene</source>
        <translation>初期状態に戻す</translation>
    </message>
    <message>
        <source>Put every value back to the lesson's start (Ctrl+R); undo brings yours back</source>
        <translation>すべての値をレッスンの最初の状態に戻します (Ctrl+R)。元に戻すで自分の値に戻せます</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>拡大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation>表示をリセット</translation>
    </message>
    <message>
        <source>Origin in the middle at the normal zoom (Ctrl+0)</source>
        <translation>原点を中央に、倍率を標準に戻します (Ctrl+0)</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>プレゼンテーション</translation>
    </message>
    <message>
        <source>Full screen with large text for a projector (F5; Esc leaves)</source>
        <translation>プロジェクター向けに大きな文字で全画面表示します (F5、Esc で終了)</translation>
    </message>
    <message>
        <source>Leave presentation</source>
        <translation>プレゼンテーションを終了</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>次のレッスン</translation>
    </message>
    <message>
        <source>Previous lesson</source>
        <translation>前のレッスン</translation>
    </message>
    <message>
        <source>Show everything in Japanese</source>
        <translation>すべてを日本語で表示します</translation>
    </message>
    <message>
        <source>Show everything in English</source>
        <translation>すべてを英語で表示します</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>About Collision Lab</source>
        <translation>衝突判定ラボについて</translation>
    </message>
    <message>
        <source>%1 (in preparation)</source>
        <translation>%1（準備中）</translation>
    </message>
    <message>
        <source>This unit is still being written.</source>
        <translation>この単元はまだ執筆中です。</translation>
    </message>
    <message>
        <source>This is the last lesson.</source>
        <translation>これが最後のレッスンです。</translation>
    </message>
    <message>
        <source>This is the first lesson.</source>
        <translation>これが最初のレッスンです。</translation>
    </message>
    <message>
        <source>Export the canvas as SVG</source>
        <translation>キャンバスを SVG で書き出し</translation>
    </message>
    <message>
        <source>Export the canvas as PNG</source>
        <translation>キャンバスを PNG で書き出し</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 図 (*.svg)</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 に保存しました</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>書き出しに失敗しました</translation>
    </message>
    <message>
        <source>Could not write %1. Choose another folder or name.</source>
        <translation>%1 に書き込めませんでした。別のフォルダーか名前を選んでください。</translation>
    </message>
    <message>
        <source>&lt;table cellpadding='3'&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; / &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Undo / redo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Reset the scene&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F5&lt;/b&gt;, &lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Presentation mode on, off&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;PageDown&lt;/b&gt; / &lt;b&gt;PageUp&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Next / previous lesson&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl++&lt;/b&gt; / &lt;b&gt;Ctrl+-&lt;/b&gt; / &lt;b&gt;Ctrl+0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Zoom in / out / reset the view&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Wheel, drag on empty canvas&lt;/td&gt;&lt;td&gt;Zoom at the mouse, pan&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift&lt;/b&gt; while dragging&lt;/td&gt;&lt;td&gt;Snap to the grid&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, arrow keys&lt;/td&gt;&lt;td&gt;Pick a handle, move it&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H J K L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;The lesson's own keys (see the lesson)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+E&lt;/b&gt; / &lt;b&gt;Ctrl+Shift+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Export the canvas as PNG / SVG&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellpadding='3'&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; / &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;元に戻す / やり直す&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;シーンを初期状態に戻す&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F5&lt;/b&gt;、&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;プレゼンテーションの開始、終了&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;PageDown&lt;/b&gt; / &lt;b&gt;PageUp&lt;/b&gt;&lt;/td&gt;&lt;td&gt;次 / 前のレッスン&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl++&lt;/b&gt; / &lt;b&gt;Ctrl+-&lt;/b&gt; / &lt;b&gt;Ctrl+0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;拡大 / 縮小 / 表示のリセット&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;ホイール、空いた所をドラッグ&lt;/td&gt;&lt;td&gt;マウス位置を中心に拡大縮小、表示の移動&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;ドラッグ中に &lt;b&gt;Shift&lt;/b&gt;&lt;/td&gt;&lt;td&gt;格子にそろえる&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;、矢印キー&lt;/td&gt;&lt;td&gt;ハンドルを選ぶ、動かす&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H J K L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;レッスンごとのキー（各レッスンを参照）&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+E&lt;/b&gt; / &lt;b&gt;Ctrl+Shift+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;キャンバスを PNG / SVG で書き出し&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Collision Lab&lt;/b&gt; %1&lt;br&gt;A textbook companion for 2D collision detection.&lt;br&gt;Formulas are rendered by KaTeX.</source>
        <translation>&lt;b&gt;衝突判定ラボ&lt;/b&gt; %1&lt;br&gt;2D 衝突判定を学ぶための教科書の相棒です。&lt;br&gt;数式の表示には KaTeX を使っています。</translation>
    </message>
    <message>
        <source>The saved values of this lesson could not be read; it starts from the beginning.</source>
        <translation>このレッスンの保存された値を読み込めなかったため、最初の状態から始めます。</translation>
    </message>
    <message>
        <source>Could not save your progress to %1. Your answers are kept while Collision Lab stays open; check the disk and try again.</source>
        <translation>進み具合を %1 に保存できませんでした。衝突判定ラボを開いている間は答えが残っています。ディスクを確認して、もう一度試してください。</translation>
    </message>
    <message>
        <source>Progress and export for teacher...</source>
        <translation>進み具合と先生用の書き出し...</translation>
    </message>
    <message>
        <source>Which exercises are done, and a CSV file for the teacher</source>
        <translation>どの演習が終わったかを確認し、先生に渡す CSV ファイルを作ります</translation>
    </message>
    <message>
        <source>Your saved progress could not be read, and it could not be copied aside either. The exercises start fresh.</source>
        <translation>保存された進み具合を読み込めず、別の場所に残すこともできませんでした。演習は最初から始まります。</translation>
    </message>
    <message>
        <source>Your saved progress could not be read. It was kept as %1 so that nothing is lost; the exercises start fresh. Your teacher can help you recover it.</source>
        <translation>保存された進み具合を読み込めません。失われないように %1 として残してあります。演習は最初から始まります。復元したいときは先生に相談してください。</translation>
    </message>
    <message>
        <source>Progress file</source>
        <translation>進み具合のファイル</translation>
    </message>
</context>
<context>
    <name>lab::ProgressDialog</name>
    <message>
        <source>Progress</source>
        <translation>進み具合</translation>
    </message>
    <message>
        <source>Your exercises, as saved on this computer. The teacher's file lists the same.</source>
        <translation>このコンピューターに保存されている演習の記録です。先生用のファイルにも同じ内容が書き出されます。</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>演習</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>解答回数</translation>
    </message>
    <message>
        <source>Last change</source>
        <translation>最終更新</translation>
    </message>
    <message>
        <source>Export for teacher (CSV)...</source>
        <translation>先生用に書き出し (CSV)...</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>未着手</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>取り組み中</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>書き出しに失敗しました</translation>
    </message>
    <message>
        <source>Could not write %1. Choose another folder or name.</source>
        <translation>%1 に書き込めませんでした。別のフォルダーか名前を選んでください。</translation>
    </message>
    <message>
        <source>Export progress for the teacher</source>
        <translation>先生用に進み具合を書き出し</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
</context>
<context>
    <name>lab::SquareCollisionScene</name>
    <message>
        <source>n counts the corners clicked so far: a whole number from 0 to 4.</source>
        <translation>n はクリック済みの頂点の数です。0 から 4 までの整数にしてください。</translation>
    </message>
    <message>
        <source>Place corner %1</source>
        <translation>頂点 %1 を置く</translation>
    </message>
    <message>
        <source>Clear the rectangles</source>
        <translation>矩形を消去</translation>
    </message>
</context>
</TS>