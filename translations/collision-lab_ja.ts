<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>Answer</name>
    <message>
        <source>Use numbers, + - * / ^, parentheses and sqrt( ).</source>
        <translation>数、+ - * / ^、かっこ、sqrt( )が使えます。</translation>
    </message>
    <message>
        <source>Use numbers, + - * / ^, parentheses, sqrt( ) and the names %1.</source>
        <translation>数、+ - * / ^、かっこ、sqrt( )と、名前%1が使えます。</translation>
    </message>
    <message>
        <source>It is empty.</source>
        <translation>空欄です。</translation>
    </message>
    <message>
        <source>It stops too early: something is missing after the last operator.</source>
        <translation>式が途中で終わっています。最後の演算子のあとに何かが足りません。</translation>
    </message>
    <message>
        <source>A closing parenthesis &quot;)&quot; is missing at position %1.</source>
        <translation>%1文字目に閉じかっこ「)」が足りません。</translation>
    </message>
    <message>
        <source>It is too long.</source>
        <translation>式が長すぎます。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; at position %2 is not a name it knows. %3</source>
        <translation>%2文字目の「%1」は知らない名前です。%3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; at position %2 cannot be read there. %3</source>
        <translation>%2文字目の「%1」はその位置では読めません。%3</translation>
    </message>
    <message>
        <source>It must be a number, not a comparison.</source>
        <translation>比較ではなく、数（式）を書いてください。</translation>
    </message>
    <message>
        <source>It does not give a number (a division by zero, or the root of a negative number?).</source>
        <translation>値が数になりません（0で割っているか、負の数の平方根を求めていませんか？）。</translation>
    </message>
    <message>
        <source>It must be a condition, a comparison such as a &lt;= b.</source>
        <translation>条件式、つまりa &lt;= bのような比較で書いてください。</translation>
    </message>
</context>
<context>
    <name>AnswerKey</name>
    <message>
        <source>Choices:</source>
        <translation>選択肢：</translation>
    </message>
    <message>
        <source>Right on this scene:</source>
        <translation>この配置での正解：</translation>
    </message>
    <message>
        <source>Answer on this scene:</source>
        <translation>この配置での答え：</translation>
    </message>
    <message>
        <source>Task %1</source>
        <translation>課題%1</translation>
    </message>
    <message>
        <source>Asks:</source>
        <translation>問い：</translation>
    </message>
    <message>
        <source>Worked solution:</source>
        <translation>解き方：</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>解答集</translation>
    </message>
    <message>
        <source>(or any condition true for exactly the same values)</source>
        <translation>（または、ちょうど同じ値で成り立つ条件式）</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>出典：</translation>
    </message>
    <message>
        <source>beyond the sources (this course&apos;s own task)</source>
        <translation>出典なし（このコースで加えた課題）</translation>
    </message>
</context>
<context>
    <name>AnswerMark</name>
    <message>
        <source>✓ Right</source>
        <translation>✓正解</translation>
    </message>
    <message>
        <source>✗ Not right yet</source>
        <translation>✗まだ正しくありません</translation>
    </message>
</context>
<context>
    <name>AreaMoveCode</name>
    <message>
        <source>/* blank %1 */</source>
        <translation>/*空欄%1*/</translation>
    </message>
    <message>
        <source>/* your blank %1 */</source>
        <translation>/*あなたの空欄%1*/</translation>
    </message>
    <message>
        <source>/* your blank 5 */</source>
        <translation>/*あなたの空欄5*/</translation>
    </message>
    <message>
        <source>/* your blank 6 */</source>
        <translation>/*あなたの空欄6*/</translation>
    </message>
    <message>
        <source>correction: the handout turns whenever the box pokes out; a box more than a step out sticks</source>
        <translation>訂正：配布資料ははみ出すたびに向きを変えるので、1歩より外に出た長方形は壁に張り付きます</translation>
    </message>
    <message>
        <source>the same correction</source>
        <translation>同じ訂正</translation>
    </message>
    <message>
        <source>The handout&apos;s AreaMove</source>
        <translation>配布資料のAreaMove</translation>
    </message>
    <message>
        <source>The handout&apos;s AreaMove and Update (003), run on the first turn at a wall</source>
        <translation>配布資料のAreaMoveとUpdate（003）を、壁で初めて向きが変わるフレームで実行します</translation>
    </message>
    <message>
        <source>rectangle 1</source>
        <translation>長方形1</translation>
    </message>
    <message>
        <source>rectangle 2</source>
        <translation>長方形2</translation>
    </message>
    <message>
        <source>Your rules</source>
        <translation>あなたのルール</translation>
    </message>
    <message>
        <source>Your blanks as you ran them last, on the frames around the first that goes wrong</source>
        <translation>最後に実行したあなたの空欄を、最初におかしくなるフレームの前後で実行します</translation>
    </message>
    <message>
        <source>rectangle</source>
        <translation>長方形</translation>
    </message>
    <message>
        <source>blank %1</source>
        <translation>空欄%1</translation>
    </message>
    <message>
        <source>your rules</source>
        <translation>あなたのルール</translation>
    </message>
    <message>
        <source>none ran yet: fill in the blanks and run them</source>
        <translation>まだ実行していません。空欄を埋めて実行してください</translation>
    </message>
</context>
<context>
    <name>AreaMoveControls</name>
    <message>
        <source>Player (60 frames per second)</source>
        <translation>プレーヤー（1秒間に60フレーム）</translation>
    </message>
    <message>
        <source>Correct motion (dashed)</source>
        <translation>正しい動き（破線）</translation>
    </message>
    <message>
        <source>Show the rectangles moved by bounceRectInBox as dashed outlines</source>
        <translation>bounceRectInBoxで動かした長方形を破線で表示します</translation>
    </message>
    <message>
        <source>Start positions and velocities</source>
        <translation>開始位置と速度</translation>
    </message>
    <message>
        <source>Keys (click the canvas first): Space plays and pauses, Left and Right step one frame (Shift: 10), Home goes to frame 0. In a blank, the arrows move the text cursor instead.</source>
        <translation>キー操作（先にキャンバスをクリック）：スペースで再生／一時停止、← →で1フレームずつ（Shiftで10フレーム）、Homeでフレーム0へ。空欄の中では、矢印キーは文字カーソルを動かします。</translation>
    </message>
    <message>
        <source>Frame %1 (%2 s)</source>
        <translation>フレーム%1（%2秒）</translation>
    </message>
    <message>
        <source>Rectangle %1: %2 %3, %4 %5, mov %6</source>
        <translation>長方形%1：%2 %3、%4 %5、mov %6</translation>
    </message>
    <message>
        <source>Flag: %1</source>
        <translation>フラグ：%1</translation>
    </message>
</context>
<context>
    <name>AreaMoveLesson</name>
    <message>
        <source>Your rectangles at frame 0.</source>
        <translation>フレーム0の長方形。</translation>
    </message>
    <message>
        <source>Rectangle %1:</source>
        <translation>長方形%1：</translation>
    </message>
    <message>
        <source>one frame later:</source>
        <translation>1フレーム後：</translation>
    </message>
    <message>
        <source>At frame 0 the flag says: %1.</source>
        <translation>フレーム0のフラグ：%1</translation>
    </message>
    <message>
        <source>Fill in the blanks</source>
        <translation>空欄を埋めよう</translation>
    </message>
</context>
<context>
    <name>AreaMovePainter</name>
    <message>
        <source>correct</source>
        <translation>正解</translation>
    </message>
    <message>
        <source>frame %1 (%2 s)</source>
        <translation>フレーム%1（%2秒）</translation>
    </message>
    <message>
        <source>filled: your rules   dashed: correct (bounceRectInBox)</source>
        <translation>塗りつぶし：あなたのルール&#x3000;破線：正解（bounceRectInBox）</translation>
    </message>
    <message>
        <source>filled: your rules</source>
        <translation>塗りつぶし：あなたのルール</translation>
    </message>
    <message>
        <source>no rules yet: nothing turns the rectangles around</source>
        <translation>ルールがまだないので、長方形は向きを変えません</translation>
    </message>
    <message>
        <source>Rectangle %1 by your rules: from (%2, %3) to (%4, %5)</source>
        <translation>あなたのルールで動く長方形%1：(%2, %3)から(%4, %5)まで</translation>
    </message>
    <message>
        <source>frame %1: rectangle %2 %3</source>
        <translation>フレーム%1：長方形%2%3</translation>
    </message>
    <message>
        <source>frame %1: mov = %2</source>
        <translation>フレーム%1：mov = %2</translation>
    </message>
</context>
<context>
    <name>AreaMoveWords</name>
    <message>
        <source>left wall</source>
        <translation>左の壁</translation>
    </message>
    <message>
        <source>right wall</source>
        <translation>右の壁</translation>
    </message>
    <message>
        <source>top wall</source>
        <translation>上の壁</translation>
    </message>
    <message>
        <source>bottom wall</source>
        <translation>下の壁</translation>
    </message>
    <message>
        <source>the mov.X rule</source>
        <translation>mov.Xの条件</translation>
    </message>
    <message>
        <source>the mov.Y rule</source>
        <translation>mov.Yの条件</translation>
    </message>
    <message>
        <source>leaves the area</source>
        <translation>が領域の外へ</translation>
    </message>
    <message>
        <source>sticks to the wall</source>
        <translation>が壁に張り付く</translation>
    </message>
    <message>
        <source>jitters</source>
        <translation>が震える</translation>
    </message>
    <message>
        <source>turns too early</source>
        <translation>が手前で折り返す</translation>
    </message>
    <message>
        <source>intersecting</source>
        <translation>交差している</translation>
    </message>
    <message>
        <source>not intersecting</source>
        <translation>交差していない</translation>
    </message>
    <message>
        <source>%1: this blank is still empty.</source>
        <translation>%1：まだ空欄です。</translation>
    </message>
    <message>
        <source>%1: the expression stops too early (position %2): something is missing after the last operator.</source>
        <translation>%1：式が途中で終わっています（%2文字目）。最後の演算子のあとに何かが足りません。</translation>
    </message>
    <message>
        <source>%1: a single &quot;=&quot; at position %2. Type only the right-hand side; to compare, use ==, &lt;= or &gt;=.</source>
        <translation>%1：%2文字目に「=」が1つだけあります。右辺の式だけを入力してください。比べるときは==、&lt;=、&gt;=を使います。</translation>
    </message>
    <message>
        <source>%1: leave out the &quot;;&quot; at position %2: type the expression only.</source>
        <translation>%1：%2文字目の「;」は要りません。式だけを入力してください。</translation>
    </message>
    <message>
        <source>%1: a single &quot;%2&quot; at position %3: &quot;or&quot; is written ||, &quot;and&quot; is written &amp;&amp;.</source>
        <translation>%1：%3文字目の「%2」が1つだけです。「または」は||、「かつ」は&amp;&amp;と書きます。</translation>
    </message>
    <message>
        <source>%1: the character &quot;%2&quot; at position %3 cannot be used. Use numbers, names, + - * / ^ ( ) sqrt( ) &lt; &lt;= &gt; &gt;= == != &amp;&amp; || !.</source>
        <translation>%1：%3文字目の「%2」は使えません。数、名前、+ - * / ^ ( ) sqrt( ) &lt; &lt;= &gt; &gt;= == != &amp;&amp; || !を使ってください。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; at position %3 does not fit there (is an operator or a name missing before it?).</source>
        <translation>%1：%3文字目の「%2」はこの位置に置けません（その前に演算子や名前が抜けていませんか？）。</translation>
    </message>
    <message>
        <source>%1: unknown name &quot;%2&quot; at position %3. Did you mean &quot;%4&quot;?</source>
        <translation>%1：%3文字目の「%2」は知らない名前です。「%4」のことですか？</translation>
    </message>
    <message>
        <source>%1: unknown name &quot;%2&quot; at position %3. Did you mean &quot;%4&quot;? Capital and small letters differ.</source>
        <translation>%1：%3文字目の「%2」は知らない名前です。「%4」のことですか？&#x3000;大文字と小文字は区別されます。</translation>
    </message>
    <message>
        <source>%1: unknown name &quot;%2&quot; at position %3. The names are: %4.</source>
        <translation>%1：%3文字目の「%2」は知らない名前です。使える名前：%4</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; (position %3) cannot be used here. %1 may use only %4.</source>
        <translation>%1：「%2」（%3文字目）はここでは使えません。%1に使えるのは%4だけです。</translation>
    </message>
    <message>
        <source>%1: a closing parenthesis &quot;)&quot; is missing at position %2.</source>
        <translation>%1：%2文字目に閉じかっこ「)」が足りません。</translation>
    </message>
    <message>
        <source>%1: the expression is too long.</source>
        <translation>%1：式が長すぎます。</translation>
    </message>
    <message>
        <source>%1 must be a number (where the wall is), not a comparison.</source>
        <translation>%1には比較ではなく、壁の位置を表す数（式）を書きます。</translation>
    </message>
    <message>
        <source>%1 must be a condition that is true or false, such as p0.X &lt; Left.</source>
        <translation>%1にはp0.X &lt; Leftのような、成り立つか成り立たないかの条件を書きます。</translation>
    </message>
    <message>
        <source>%1 does not give a finite number (a division by zero?).</source>
        <translation>%1の値が有限の数になりません（0で割っていませんか？）。</translation>
    </message>
    <message>
        <source>Frame %1: rectangle %2 leaves the area through the %3 (%4 units out, more than one step).</source>
        <translation>フレーム%1：長方形%2が%3から外へ出ています（はみ出し%4、1ステップより大きい）。</translation>
    </message>
    <message>
        <source>Frame %1: rectangle %2 sticks to the %3: %4 turns around every frame.</source>
        <translation>フレーム%1：長方形%2が%3に張り付いています。%4が毎フレーム反転しています。</translation>
    </message>
    <message>
        <source>Frame %1: rectangle %2 jitters: %3 turns around every frame although no wall is near.</source>
        <translation>フレーム%1：長方形%2が震えています。近くに壁がないのに%3が毎フレーム反転しています。</translation>
    </message>
    <message>
        <source>Frame %1: rectangle %2 turns around %3 units before the %4.</source>
        <translation>フレーム%1：長方形%2が%4の%3手前で折り返しています。</translation>
    </message>
    <message>
        <source>The origin is in the middle, so each wall is half the width or height away from it; with y up, Top is positive. The top-left corner p0 meets the left and the top wall first, the bottom-right corner p2 the right and the bottom wall:</source>
        <translation>原点が中央にあるので、壁は原点から幅または高さの半分だけ離れています。y軸は上向きなのでTopは正です。左と上の壁に最初に届くのは左上の頂点p0、右と下の壁に最初に届くのは右下の頂点p2です。</translation>
    </message>
    <message>
        <source>The safe rule also asks which way the rectangle moves, so that one that is far out cannot stick to the wall: (p0.X &lt; Left &amp;&amp; mov.X &lt; 0) || (Right &lt; p2.X &amp;&amp; mov.X &gt; 0), and the same for Y.</source>
        <translation>安全なルールでは、長方形がどちらへ動いているかも確かめます。こうすると、大きくはみ出した長方形も壁に張り付きません：(p0.X &lt; Left &amp;&amp; mov.X &lt; 0) || (Right &lt; p2.X &amp;&amp; mov.X &gt; 0)。Yも同じです。</translation>
    </message>
    <message>
        <source>Compare the corner that reaches that wall first (p0 is the top-left corner, p2 the bottom-right one), and check the wall&apos;s value and sign.</source>
        <translation>その壁に最初に届く頂点と比べていますか？（p0が左上、p2が右下です）壁の値と符号も確かめましょう。</translation>
    </message>
    <message>
        <source>After turning around the rule is still true, so it turns back again. Which comparison stays true at the wall?</source>
        <translation>反転したあとも条件が成り立ったままなので、また反転してしまいます。壁のところで成り立ち続けている比較はどれでしょう？</translation>
    </message>
    <message>
        <source>A condition is true in the middle of the area. Check the signs of Left, Right, Top and Bottom and the direction of each &lt;.</source>
        <translation>領域の真ん中で条件が成り立っています。Left、Right、Top、Bottomの符号と、不等号の向きを確かめましょう。</translation>
    </message>
    <message>
        <source>The rectangle turns at an invisible wall. Check Width against Height, and that each rule asks only about its own direction.</source>
        <translation>見えない壁で折り返しています。WidthとHeightを取り違えていないか、それぞれの条件が自分の向き（XかY）だけを調べているかを確かめましょう。</translation>
    </message>
</context>
<context>
    <name>BroadPhaseCode</name>
    <message>
        <source>The uniform grid</source>
        <translation>一様グリッド</translation>
    </message>
    <message>
        <source>beyond the handout: Ericson, Real-Time Collision Detection, 7.1</source>
        <translation>配布資料の範囲外：Ericson『Real-Time Collision Detection』7.1節</translation>
    </message>
    <message>
        <source>insert: every body</source>
        <translation>登録：すべての物体</translation>
    </message>
    <message>
        <source>Cell(v) = floor(v / cellSize)</source>
        <translation>Cell(v) = floor(v / cellSize)</translation>
    </message>
    <message>
        <source>into every cell its box covers</source>
        <translation>AABBがかかるセルすべてに入れる</translation>
    </message>
    <message>
        <source>query: cell by cell</source>
        <translation>ペアを探す：セルを1つずつ</translation>
    </message>
    <message>
        <source>a pair sharing two cells is tested in the first only</source>
        <translation>複数のセルに一緒に入っているペアは、最初のセルでだけ判定する</translation>
    </message>
    <message>
        <source>a pair test: the rectangles&apos; test</source>
        <translation>ペアの判定：長方形のレッスンと同じ判定</translation>
    </message>
    <message>
        <source>a candidate pair</source>
        <translation>候補ペア</translation>
    </message>
    <message>
        <source>Sweep and prune</source>
        <translation>スイープ・アンド・プルーン</translation>
    </message>
    <message>
        <source>beyond the handout: Ericson, Real-Time Collision Detection, 7.5.2</source>
        <translation>配布資料の範囲外：Ericson『Real-Time Collision Detection』7.5.2節</translation>
    </message>
    <message>
        <source>insertion sort by MinX; the order is kept from the last frame</source>
        <translation>MinXで挿入ソート。順序は前のフレームから引き継ぐ</translation>
    </message>
    <message>
        <source>a swap: two bodies changed places on x</source>
        <translation>入れ替え：2つの物体のxの順が入れ替わった</translation>
    </message>
    <message>
        <source>the sweep, left to right</source>
        <translation>スイープ：左から右へ</translation>
    </message>
    <message>
        <source>every later body starts further right: none overlaps on x</source>
        <translation>これより後の物体はすべてさらに右から始まるので、xで重なるものはない</translation>
    </message>
    <message>
        <source>a pair test: x overlaps, so y decides</source>
        <translation>ペアの判定：xは重なっているので、yで決まる</translation>
    </message>
</context>
<context>
    <name>BroadPhaseLesson</name>
    <message>
        <source>Your bodies right now</source>
        <translation>いまの物体</translation>
    </message>
    <message>
        <source>n = %1: how many pairs all pairs tests is what the task above asks.</source>
        <translation>n = %1。全ペアが何組のペアを判定するかは、上の課題で尋ねています。</translation>
    </message>
    <message>
        <source>The grid is refused: these cells would be more than 4 million. Pick a larger cell size.</source>
        <translation>グリッドを作れません。このセルの大きさでは、セルが400万個を超えてしまいます。セルの大きさをもっと大きくしてください。</translation>
    </message>
    <message>
        <source>All pairs makes %1 pair tests.</source>
        <translation>全ペアでは、ペアの判定は%1回です。</translation>
    </message>
    <message>
        <source>The grid, cells %1 wide, makes %2 pair tests.</source>
        <translation>一様グリッド（セルの幅%1）では、ペアの判定は%2回です。</translation>
    </message>
    <message>
        <source>Sweep and prune makes %1 pair tests.</source>
        <translation>スイープ・アンド・プルーンでは、ペアの判定は%1回です。</translation>
    </message>
    <message>
        <source>%1 candidate pairs go on to the narrow phase, the exact tests of the rectangles and circles units; %2 of them touch.</source>
        <translation>候補ペア%1組がナローフェーズ（長方形と円のレッスンで学んだ正確な判定）に進み、そのうち%2組が衝突しています。</translation>
    </message>
</context>
<context>
    <name>BroadPhasePainter</name>
    <message>
        <source>%1 bodies, rectangles and circles, moving in the 640 × 480 area</source>
        <translation>640 × 480の領域を動く%1個の物体（長方形と円）</translation>
    </message>
    <message>
        <source>P, the body you hold: %1 at %2</source>
        <translation>P（あなたが持っている物体）：%2の%1</translation>
    </message>
    <message>
        <source>a circle</source>
        <translation>円</translation>
    </message>
    <message>
        <source>a rectangle</source>
        <translation>長方形</translation>
    </message>
    <message>
        <source>The grid is refused</source>
        <translation>グリッドを作れません</translation>
    </message>
    <message>
        <source>More than 4 million cells: pick a larger cell size.</source>
        <translation>セルが400万個を超えます。セルの大きさをもっと大きくしてください。</translation>
    </message>
    <message>
        <source>%1 hits</source>
        <translation>衝突%1組</translation>
    </message>
    <message>
        <source>%1 candidates, %2 pair tests</source>
        <translation>候補ペア%1組、ペアの判定%2回</translation>
    </message>
</context>
<context>
    <name>BroadPhaseScene</name>
    <message>
        <source>How many bodies move (2 to 10,000)</source>
        <translation>動く物体の数（2〜10,000）</translation>
    </message>
    <message>
        <source>The grid&apos;s cell size, in typical body sizes (0.1 to 400)</source>
        <translation>グリッドのセルの大きさ（標準的な物体の大きさの何倍か、0.1〜400）</translation>
    </message>
    <message>
        <source>The centre of P, the body you hold: x</source>
        <translation>P（あなたが持っている物体）の中心のx</translation>
    </message>
    <message>
        <source>The centre of P, the body you hold: y</source>
        <translation>P（あなたが持っている物体）の中心のy</translation>
    </message>
    <message>
        <source>The broad phase</source>
        <translation>ブロードフェーズの方法</translation>
    </message>
    <message>
        <source>The bodies&apos; draw</source>
        <translation>物体の抽選</translation>
    </message>
    <message>
        <source>The body you hold</source>
        <translation>あなたが持っている物体</translation>
    </message>
    <message>
        <source>n is a whole number of bodies from 2 to 10,000.</source>
        <translation>nは物体の数です。2から10,000までの整数にしてください。</translation>
    </message>
    <message>
        <source>The cell size is from 0.1 to 400 typical body sizes.</source>
        <translation>セルの大きさは、標準的な物体の大きさの0.1倍から400倍までにしてください。</translation>
    </message>
    <message>
        <source>P stays in the area: x from −320 to 320, y from −240 to 240.</source>
        <translation>Pは領域の中に置いてください（xは−320から320、yは−240から240）。</translation>
    </message>
    <message>
        <source>This scene&apos;s method, draw or held body is not one the unit knows.</source>
        <translation>この配置のブロードフェーズの方法、物体の抽選、持っている物体のどれかが、このレッスンにない値です。</translation>
    </message>
    <message>
        <source>Move P</source>
        <translation>Pを動かす</translation>
    </message>
</context>
<context>
    <name>BroadPhaseTasks</name>
    <message>
        <source>How many pairs?</source>
        <translation>ペアは何組？</translation>
    </message>
    <message>
        <source>There are %1 bodies on the canvas. How many pair tests does All pairs make in one frame, testing every body against every other body, each pair once?</source>
        <translation>キャンバスには%1個の物体があります。全ペアは、すべての物体をほかのすべての物体と、1つのペアにつき1回ずつ判定します。1フレームでペアの判定は何回になりますか。</translation>
    </message>
    <message>
        <source>Each of the %1 bodies is tested against the %2 others. How often is each pair counted that way?</source>
        <translation>%1個の物体のそれぞれを、ほかの%2個と判定します。この数え方では、1つのペアを何回数えていますか。</translation>
    </message>
    <message>
        <source>Counting every body&apos;s others counts each pair twice: halve it.</source>
        <translation>物体ごとに相手を数えると、どのペアも2回数えることになります。2で割ります。</translation>
    </message>
    <message>
        <source>n (n − 1) / 2 = %1 × %2 / 2 = %3.</source>
        <translation>n (n − 1) / 2 = %1 × %2 / 2 = %3。</translation>
    </message>
    <message>
        <source>Twice as many bodies</source>
        <translation>物体が2倍になると</translation>
    </message>
    <message>
        <source>n goes from %1 to %2, and every body gets smaller so that the crowd covers the same share of the area. What happens to the pair tests per frame of All pairs and of the Uniform grid?</source>
        <translation>nを%1から%2にします。物体が領域に占める割合が変わらないように、物体はそれぞれ小さくなります。全ペアと一様グリッドの、フレームあたりのペアの判定数はどうなりますか。</translation>
    </message>
    <message>
        <source>All pairs: about 2 times; grid: about 2 times</source>
        <translation>全ペアは約2倍、一様グリッドは約2倍</translation>
    </message>
    <message>
        <source>All pairs: about 4 times; grid: about 2 times</source>
        <translation>全ペアは約4倍、一様グリッドは約2倍</translation>
    </message>
    <message>
        <source>All pairs: about 4 times; grid: about 4 times</source>
        <translation>全ペアは約4倍、一様グリッドは約4倍</translation>
    </message>
    <message>
        <source>All pairs: about 2 times; grid: about the same</source>
        <translation>全ペアは約2倍、一様グリッドはほぼ同じ</translation>
    </message>
    <message>
        <source>All pairs makes n (n − 1) / 2 tests: what does that do when n doubles?</source>
        <translation>全ペアの判定はn (n − 1) / 2回です。nが2倍になると、これはどうなりますか。</translation>
    </message>
    <message>
        <source>In the grid a body is tested only against the bodies in its cells. With the same crowd, does a body have more neighbours when n doubles?</source>
        <translation>一様グリッドでは、物体は自分と同じセルに入っている物体とだけ判定します。混み具合が同じなら、nが2倍になったとき、1つの物体の近くにある物体は増えますか。</translation>
    </message>
    <message>
        <source>All pairs: %1 → %2 tests, %3 times: n (n − 1) / 2 grows with n². Grid: %4 → %5 tests, %6 times: with the same crowd a body has about as many neighbours, so the tests grow with n.</source>
        <translation>全ペア：%1 → %2回で%3倍。n (n − 1) / 2はほぼn²に比例します。一様グリッド：%4 → %5回で%6倍。混み具合が同じなら、1つの物体の近くにある物体の数はほぼ変わらないので、判定数はほぼnに比例します。</translation>
    </message>
    <message>
        <source>The cell size</source>
        <translation>セルの大きさ</translation>
    </message>
    <message>
        <source>The grid&apos;s work in a frame is the cells every body is entered in plus the pair tests in those cells. Which cell size makes that work smallest for these bodies?</source>
        <translation>1フレームでの一様グリッドの仕事量は、各物体を登録したセルの数と、それらのセルでのペアの判定数の合計です。これらの物体では、どのセルの大きさのときに仕事量が最も小さくなりますか。</translation>
    </message>
    <message>
        <source>a tenth of a typical body</source>
        <translation>標準的な物体の10分の1</translation>
    </message>
    <message>
        <source>one to two typical bodies</source>
        <translation>標準的な物体の1〜2個分</translation>
    </message>
    <message>
        <source>thirty typical bodies</source>
        <translation>標準的な物体の30個分</translation>
    </message>
    <message>
        <source>as wide as the whole area</source>
        <translation>領域全体の幅</translation>
    </message>
    <message>
        <source>A tiny cell: into how many cells does one body go? A huge cell: how many bodies share it?</source>
        <translation>セルがとても小さいと、1つの物体はいくつのセルに入りますか。セルがとても大きいと、1つのセルにいくつの物体が入りますか。</translation>
    </message>
    <message>
        <source>Try the sizes in the Cell size field and watch the read-out&apos;s cells visited and pair tests once you have answered; before that, think of one body and its neighbours.</source>
        <translation>答えたあとで、セルの大きさの欄（cell）にそれぞれの大きさを入れ、表示の「登録したセル」と「ペアの判定数」を見てください。答える前は、1つの物体とその近くの物体を思い浮かべて考えます。</translation>
    </message>
    <message>
        <source>Cells entered plus pair tests: a tenth of a body %1; one to two bodies %2; thirty bodies %3; as wide as the area %4. Too small, every body is entered in many cells; too large, every cell holds many bodies.</source>
        <translation>登録したセルの数とペアの判定数の合計：物体の10分の1では%1、物体1〜2個分では%2、物体30個分では%3、領域全体の幅では%4。小さすぎると各物体がたくさんのセルに登録され、大きすぎると各セルにたくさんの物体が入ります。</translation>
    </message>
    <message>
        <source>What the sweep reports</source>
        <translation>スイープが見つけるペア</translation>
    </message>
    <message>
        <source>Six bodies, numbered on the canvas; under the area, each body&apos;s x interval [min x, max x] with its number. Sweep and prune sorts the intervals by their left ends and tests on y only the pairs whose x intervals overlap.</source>
        <translation>キャンバスには番号のついた6つの物体があり、領域の下には各物体のxの区間[min x, max x]が番号つきで描かれています。スイープ・アンド・プルーンは区間を左端の順に並べ、xの区間が重なるペアだけをyで判定します。</translation>
    </message>
    <message>
        <source>How many pairs have x intervals that overlap (the pairs the sweep tests on y)?</source>
        <translation>xの区間が重なっている（スイープがyで判定する）ペアは何組ですか。</translation>
    </message>
    <message>
        <source>Which pairs does it report, their boxes overlapping? Write them like 1-4, 2-5.</source>
        <translation>スイープが見つける（AABBが重なっている）ペアはどれですか。1-4, 2-5のように書いてください。</translation>
    </message>
    <message>
        <source>Go along the x axis from the left: a body starts an interval, and it is tested against every body whose interval is still open.</source>
        <translation>x軸に沿って左から進みます。ある物体の区間が始まると、その物体は、区間がまだ終わっていないすべての物体と判定されます。</translation>
    </message>
    <message>
        <source>A pair whose x intervals overlap is reported only if their y ranges overlap too: look at their heights on the canvas.</source>
        <translation>xの区間が重なるペアでも、見つかるのはyの範囲も重なっている場合だけです。キャンバスで高さを見比べてください。</translation>
    </message>
    <message>
        <source>%1 pairs overlap on x; of those, the sweep reports %2.</source>
        <translation>xで重なるペアは%1組で、そのうちスイープが見つけるのは%2です。</translation>
    </message>
</context>
<context>
    <name>Canvas</name>
    <message>
        <source>Drag to move it; with Shift it snaps to the grid.</source>
        <translation>ドラッグで移動します。Shiftを押すと格子にそろいます。</translation>
    </message>
    <message>
        <source>Drag to turn it or change its length.</source>
        <translation>ドラッグで向きや長さを変えます。</translation>
    </message>
    <message>
        <source>Drag to change the radius.</source>
        <translation>ドラッグで半径を変えます。</translation>
    </message>
    <message>
        <source>Drag to change this semi-axis and turn the ellipse.</source>
        <translation>ドラッグでこの半軸の長さを変え、楕円を回転させます。</translation>
    </message>
</context>
<context>
    <name>CanvasAccessible</name>
    <message>
        <source>Tab picks a handle, the arrow keys move it (Shift: further); Esc lets it go. Plus and minus zoom, 0 resets the view.</source>
        <translation>Tabでハンドルを選び、矢印キーで動かします（Shiftで大きく）。Escで選択を外します。＋と－で拡大縮小、0で表示を戻します。</translation>
    </message>
    <message>
        <source>cross at (%1, %2), Enter clicks there</source>
        <translation>十字は(%1, %2)、Enterでそこをクリック</translation>
    </message>
    <message>
        <source>Canvas</source>
        <translation>キャンバス</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>picked handle %1</source>
        <translation>選択中のハンドル%1</translation>
    </message>
    <message>
        <source>Picked handle: %1</source>
        <translation>選択中のハンドル：%1</translation>
    </message>
</context>
<context>
    <name>CarCirclesCheck</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>circle 1 (front)</source>
        <translation>円1（前）</translation>
    </message>
    <message>
        <source>circle 2 (rear)</source>
        <translation>円2（後ろ）</translation>
    </message>
    <message>
        <source>circle 3 (middle)</source>
        <translation>円3（真ん中）</translation>
    </message>
    <message>
        <source>You typed the values of %1 into %2. The numbering is the handout&apos;s: 1 is the front (the nose points to −x), 2 the rear, 3 the middle.</source>
        <translation>%2の欄に%1の値が入っています。番号は配布資料と同じで、1が前（車の先頭は−x向き）、2が後ろ、3が真ん中です。</translation>
    </message>
    <message>
        <source>%1: these are the centre&apos;s coordinates on the sheet. The offset is measured from p0: subtract p0 = (%2, %3).</source>
        <translation>%1：それは方眼上の中心の座標です。相対位置はp0から測るので、p0 = (%2, %3)を引きましょう。</translation>
    </message>
    <message>
        <source>%1: the signs are turned round. The offset goes from p0 to the circle&apos;s centre: centre − p0, not p0 − centre.</source>
        <translation>%1：符号が逆です。相対位置はp0から円の中心へ向かう量なので、p0から中心を引くのではなく、中心からp0を引きます。</translation>
    </message>
    <message>
        <source>%1: the offset does not match the figure. Read the centre off the sheet and subtract p0 = (%2, %3), x and y separately.</source>
        <translation>%1：相対位置が図と合いません。方眼から中心を読み取り、xとyそれぞれからp0 = (%2, %3)を引きましょう。</translation>
    </message>
    <message>
        <source>%1: that is the diameter; the radius is half of it.</source>
        <translation>%1：それは直径です。半径はその半分です。</translation>
    </message>
    <message>
        <source>%1: the radius does not match the figure. The sheet gives each circle&apos;s diameter.</source>
        <translation>%1：半径が図と合いません。方眼に書いてあるのは直径です。</translation>
    </message>
    <message>
        <source>Rotation: this formula turns the offset clockwise. Try a = 90°: the offset (1, 0) must go to (0, 1), counter-clockwise like the car; this formula sends it to (0, −1).</source>
        <translation>回転：この式だと相対位置が時計回りに回ります。a = 90°で試してみましょう。車と同じ反時計回りなら(1, 0)は(0, 1)になるはずですが、この式では(0, −1)になります。</translation>
    </message>
    <message>
        <source>Rotation: x′ has to use both ox and oy. Try a = 90° on the offset (0, 1): it must go to (−1, 0); this formula gives (0, 1).</source>
        <translation>回転：x′にはoxとoyの両方が必要です。a = 90°で(0, 1)を回すと(−1, 0)になるはずですが、この式では(0, 1)のままです。</translation>
    </message>
    <message>
        <source>Rotation: adding cos a and sin a shifts the circle instead of turning it. At a = 0 the offset must stay as it is; this formula moves it by (1, 0).</source>
        <translation>回転：cos aとsin aを足すと、円は回らずにずれるだけです。a = 0なら相対位置は変わらないはずですが、この式では(1, 0)だけずれます。</translation>
    </message>
    <message>
        <source>Rotation: choose one of the formulas.</source>
        <translation>回転：式をどれか1つ選んでください。</translation>
    </message>
    <message>
        <source>Order: that is the given program. It turns the car round on every false collision of the outer circle.</source>
        <translation>順番：それは最初のプログラムそのものです。外側の円の偽の衝突でも毎回車を反転させてしまいます。</translation>
    </message>
    <message>
        <source>Order: this finds the same hits but does the three inner tests every frame. The cheap outer test should come first and let most frames stop there.</source>
        <translation>順番：当たりは同じように見つかりますが、毎フレーム内側の判定を3回行うことになります。軽い外側の判定を先にして、ほとんどのフレームをそこで終わらせましょう。</translation>
    </message>
    <message>
        <source>Order: choose how the tests follow each other.</source>
        <translation>順番：判定をどの順に行うか選んでください。</translation>
    </message>
    <message>
        <source>%1: type a number into each of its three fields.</source>
        <translation>%1：3つの欄すべてに数を入れてください。</translation>
    </message>
    <message>
        <source>%1: centre on the sheet (%2, %3) − p0 (%4, %5) = offset (%6, %7); diameter %8, so r = %9.</source>
        <translation>%1：方眼上の中心(%2, %3) − p0 (%4, %5) =相対位置(%6, %7)。直径%8なのでr = %9。</translation>
    </message>
    <message>
        <source>Rotation (counter-clockwise by the car&apos;s angle a):</source>
        <translation>回転（車の角度aだけ反時計回り）：</translation>
    </message>
    <message>
        <source>Order: test the outer circle; only when it pokes out of the area, test the inner circles, and turn the car round when one of them does.</source>
        <translation>順番：まず外側の円を調べ、描画領域からはみ出したときだけ内側の円を調べる。内側の円がはみ出していたら車を反転させる。</translation>
    </message>
</context>
<context>
    <name>CarCirclesCode</name>
    <message>
        <source>The given program</source>
        <translation>最初のプログラム</translation>
    </message>
    <message>
        <source>The handout&apos;s AreaMove on the outer circle (003), corrected</source>
        <translation>配布資料のAreaMoveを外側の円に使ったもの（003）、訂正あり</translation>
    </message>
    <message>
        <source>the outer circle alone</source>
        <translation>外側の円だけ</translation>
    </message>
    <message>
        <source>Your hierarchy</source>
        <translation>自分の階層</translation>
    </message>
    <message>
        <source>The handout&apos;s Update (003) with the inner circles of your task 1</source>
        <translation>配布資料のUpdate（003）に、課題1で入力した内側の円を使ったもの</translation>
    </message>
    <message>
        <source>Corrected: the handout reverses mov</source>
        <translation>訂正：配布資料は円が外に出ているたびに</translation>
    </message>
    <message>
        <source>whenever the circle is out, and a car</source>
        <translation>movを反転させるので、深く出た車は</translation>
    </message>
    <message>
        <source>deep out shivers; here only if mov points out.</source>
        <translation>震えます。ここではmovが外向きのときだけ。</translation>
    </message>
</context>
<context>
    <name>CarCirclesControls</name>
    <message>
        <source>Car p0 = %1, angle %2°</source>
        <translation>車p0 = %1、角度%2°</translation>
    </message>
    <message>
        <source>The car (inner circles of the handout) past a wall: %1</source>
        <translation>車（配布資料の内側の円）が壁の外に出ている：%1</translation>
    </message>
    <message>
        <source>yes, circle %1</source>
        <translation>はい、円%1</translation>
    </message>
    <message>
        <source>Verdict: false collision of the outer circle</source>
        <translation>判定：外側の円の偽の衝突</translation>
    </message>
    <message>
        <source>Verdict: real hit</source>
        <translation>判定：本当の当たり</translation>
    </message>
    <message>
        <source>Verdict: clear</source>
        <translation>判定：壁に触れていない</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Run (60 frames per second)</source>
        <translation>実行（1秒に60フレーム）</translation>
    </message>
    <message>
        <source>Given program: outer circle only</source>
        <translation>最初のプログラム：外側の円だけ</translation>
    </message>
    <message>
        <source>Your hierarchy (after task 1 is right)</source>
        <translation>あなたの階層（課題1が正解になったら）</translation>
    </message>
    <message>
        <source>Outer only</source>
        <translation>外側のみ</translation>
    </message>
    <message>
        <source>Hierarchy</source>
        <translation>階層</translation>
    </message>
    <message>
        <source>Frames</source>
        <translation>フレーム数</translation>
    </message>
    <message>
        <source>Bounces</source>
        <translation>跳ね返り</translation>
    </message>
    <message>
        <source>False collisions</source>
        <translation>偽の衝突</translation>
    </message>
    <message>
        <source>Circle tests</source>
        <translation>円の判定回数</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Keys (click the canvas first): H / J / K / L move the car by 1 (Shift: by 10), R turns it 5° counter-clockwise, Shift+R clockwise, Space plays or pauses, F runs one frame. Drag the car or its centre; the handle on the outer circle sets r0.</source>
        <translation>キー（先にキャンバスをクリック）：H / J / K / Lで車を1ずつ動かし（Shiftで10ずつ）、Rで反時計回りに5°、Shift+Rで時計回りに回します。Spaceで再生と一時停止、Fで1フレーム進みます。車や中心をドラッグして動かせます。外側の円の上のハンドルでr0を変えられます。</translation>
    </message>
</context>
<context>
    <name>CarCirclesHierarchyTask</name>
    <message>
        <source>Read the three inner circles off the sheet in the text (p0 is at (%1, %2) there). Type each centre&apos;s offset from p0 and the radius.</source>
        <translation>本文の方眼（p0は(%1, %2)）から内側の円を3つ読み取り、p0から見た中心の相対位置と半径を入力してください。</translation>
    </message>
    <message>
        <source>1 front</source>
        <translation>1前</translation>
    </message>
    <message>
        <source>2 rear</source>
        <translation>2後ろ</translation>
    </message>
    <message>
        <source>3 middle</source>
        <translation>3真ん中</translation>
    </message>
    <message>
        <source>Inner circle %1: %2</source>
        <translation>内側の円%1：%2</translation>
    </message>
    <message>
        <source>The car is turned by the angle a. Which formula turns an offset (ox, oy) with it?</source>
        <translation>車は角度aだけ回っています。相対位置(ox, oy)を一緒に回す式はどれでしょう。</translation>
    </message>
    <message>
        <source>In which order should Update test the walls?</source>
        <translation>Updateでは、壁との判定をどの順に行えばよいでしょう。</translation>
    </message>
    <message>
        <source>Only the outer circle</source>
        <translation>外側の円だけを調べる</translation>
    </message>
    <message>
        <source>The inner circles first; if one is out, the outer circle</source>
        <translation>先に内側の円を調べ、どれかがはみ出したら外側の円を調べる</translation>
    </message>
    <message>
        <source>The outer circle first; only if it is out, the inner circles</source>
        <translation>先に外側の円を調べ、はみ出したときだけ内側の円を調べる</translation>
    </message>
    <message>
        <source>Some answers cannot be read, so nothing was checked:</source>
        <translation>読めない答えがあるため、確かめていません：</translation>
    </message>
    <message>
        <source>The run now uses your circles: play it and compare the false collisions.</source>
        <translation>実行があなたの円に切り替わりました。再生して偽の衝突の数を比べてみましょう。</translation>
    </message>
    <message>
        <source>Inner circles</source>
        <translation>内側の円</translation>
    </message>
</context>
<context>
    <name>CarCirclesLesson</name>
    <message>
        <source>The outer circle against the walls right now</source>
        <translation>いまの外側の円と壁</translation>
    </message>
    <message>
        <source>The outer circle is inside the walls.</source>
        <translation>外側の円は壁の内側にあります。</translation>
    </message>
    <message>
        <source>The outer circle pokes out, and so does the car: a real hit.</source>
        <translation>外側の円も車もはみ出しています。本当の当たりです。</translation>
    </message>
    <message>
        <source>The outer circle pokes out but the car does not: the given program would call this a hit. That is a false collision.</source>
        <translation>外側の円ははみ出していますが、車は出ていません。最初のプログラムはこれを当たりと判定します。これが偽の衝突です。</translation>
    </message>
    <message>
        <source>Your inner circles, turned by the car&apos;s angle:</source>
        <translation>車の角度だけ回した、あなたの内側の円：</translation>
    </message>
</context>
<context>
    <name>CarCirclesPainter</name>
    <message>
        <source>The car</source>
        <translation>車</translation>
    </message>
    <message>
        <source>Your inner circle p%1: centre (%2, %3) in the car, radius %4</source>
        <translation>あなたの内側の円p%1：車の中の中心(%2, %3)、半径%4</translation>
    </message>
    <message>
        <source>Your hierarchy: outer first, then inner</source>
        <translation>あなたの階層：外側が先、次に内側</translation>
    </message>
    <message>
        <source>Given program: outer circle only</source>
        <translation>最初のプログラム：外側の円だけ</translation>
    </message>
    <message>
        <source>The car touches a wall</source>
        <translation>車が壁に触れています</translation>
    </message>
    <message>
        <source>Clear of the walls</source>
        <translation>壁に触れていません</translation>
    </message>
    <message>
        <source>false collision</source>
        <translation>偽の衝突</translation>
    </message>
    <message>
        <source>No bounce</source>
        <translation>跳ね返りません</translation>
    </message>
    <message>
        <source>The outer circle is past a wall, the car is not.</source>
        <translation>外側の円ははみ出していますが、車は壁に届いていません。</translation>
    </message>
    <message>
        <source>False collision</source>
        <translation>偽の衝突</translation>
    </message>
</context>
<context>
    <name>CarCode</name>
    <message>
        <source>each inner circle&apos;s offset, turned with the car</source>
        <translation>内側の円の相対位置を車といっしょに回す</translation>
    </message>
    <message>
        <source>the outer circle: only a test</source>
        <translation>外側の円：判定するだけ</translation>
    </message>
    <message>
        <source>the handout&apos;s || stops here too</source>
        <translation>配布資料の||もここで止まる</translation>
    </message>
    <message>
        <source>front, rear, middle; the first one out reverses mov.X, or else mov.Y</source>
        <translation>前、後、中の順。最初にはみ出した円がmov.X（そうでなければmov.Y）を反転</translation>
    </message>
</context>
<context>
    <name>CarWords</name>
    <message>
        <source>mov = %1</source>
        <translation>mov = %1</translation>
    </message>
    <message>
        <source>Outer circle past a wall: %1</source>
        <translation>外側の円が壁からはみ出す：%1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>%1 at (%2, %3), turned %4°, outer circle radius %5</source>
        <translation>%1は(%2, %3)、傾き%4°、外側の円の半径%5</translation>
    </message>
</context>
<context>
    <name>CirclesCode</name>
    <message>
        <source>Two bounding circles</source>
        <translation>2つの境界円</translation>
    </message>
    <message>
        <source>D squared: no Math.Sqrt needed</source>
        <translation>Dの2乗：Math.Sqrtはいらない</translation>
    </message>
    <message>
        <source>they collide</source>
        <translation>衝突している</translation>
    </message>
    <message>
        <source>they are apart</source>
        <translation>離れている</translation>
    </message>
    <message>
        <source>The handout&apos;s bounding-circle test (003), written as a method of its programs</source>
        <translation>配布資料の境界円の判定（003）をメソッドとして書いたもの</translation>
    </message>
    <message>
        <source>the comparison: the task &quot;The two conditions&quot; asks for it, and it appears here once you have answered</source>
        <translation>比較の部分は課題「2つの条件式」で問われます。答えるとここに表示されます</translation>
    </message>
</context>
<context>
    <name>CirclesExample1</name>
    <message>
        <source>A centre has its sign turned round: (x + 10)² is (x − (−10))², so that centre&apos;s x is −10.</source>
        <translation>中心の符号が逆になっています。(x + 10)²は(x − (−10))²なので、その中心のxは−10です。</translation>
    </message>
    <message>
        <source>A radius is the square root of the right-hand side: that side is r², not r.</source>
        <translation>半径は右辺の平方根です。右辺はrではなくr²です。</translation>
    </message>
    <message>
        <source>That is D², not D: take its square root.</source>
        <translation>それはDではなくD²です。平方根をとりましょう。</translation>
    </message>
    <message>
        <source>That is (r1 + r2)²: add the two radii.</source>
        <translation>それは(r1 + r2)²です。2つの半径をたしましょう。</translation>
    </message>
    <message>
        <source>Example 1: the racing game</source>
        <translation>例題1：レースゲーム</translation>
    </message>
    <message>
        <source>(1) Car A: x of the centre</source>
        <translation>（1）車A：中心のx</translation>
    </message>
    <message>
        <source>Car A: y of the centre</source>
        <translation>車A：中心のy</translation>
    </message>
    <message>
        <source>Car A: radius r1</source>
        <translation>車A：半径r1</translation>
    </message>
    <message>
        <source>Car B: x of the centre</source>
        <translation>車B：中心のx</translation>
    </message>
    <message>
        <source>Car B: y of the centre</source>
        <translation>車B：中心のy</translation>
    </message>
    <message>
        <source>Car B: radius r2</source>
        <translation>車B：半径r2</translation>
    </message>
    <message>
        <source>(2) D, the distance of the centres</source>
        <translation>（2）中心どうしの距離D</translation>
    </message>
    <message>
        <source>(3) r1 + r2</source>
        <translation>（3）r1 + r2</translation>
    </message>
    <message>
        <source>Compare D with r1 + r2: do the cars collide? (yes or no)</source>
        <translation>Dとr1 + r2を比べると、2台は衝突していますか（はい／いいえ）</translation>
    </message>
    <message>
        <source>So do the two cars collide? (they collide or not)</source>
        <translation>では、2台は衝突していますか（衝突している／衝突していない）</translation>
    </message>
    <message>
        <source>The right-hand side is r²: the radius is its square root.</source>
        <translation>右辺はr²です。半径はその平方根です。</translation>
    </message>
    <message>
        <source>(x + 10) is (x − (−10)): the x of B&apos;s centre is negative.</source>
        <translation>(x + 10)は(x − (−10))のことです。Bの中心のxは負です。</translation>
    </message>
    <message>
        <source>D is the square root of dx² + dy²: do not stop at D².</source>
        <translation>Dはdx² + dy²の平方根です。D²で止めないようにしましょう。</translation>
    </message>
    <message>
        <source>A: centre %1, radius √%2 = %3. B: centre %4, radius √%5 = %6.</source>
        <translation>A：中心%1、半径√%2 = %3。B：中心%4、半径√%5 = %6。</translation>
    </message>
    <message>
        <source>D = √((%1)² + (%2)²) = √%3 = %4.</source>
        <translation>D = √((%1)² + (%2)²) = √%3 = %4。</translation>
    </message>
    <message>
        <source>r1 + r2 = %1, and %2 ≤ %1: they collide. Without the root: %3 ≤ %4.</source>
        <translation>r1 + r2 = %1で、%2 ≤ %1なので衝突しています。平方根なしなら%3 ≤ %4です。</translation>
    </message>
    <message>
        <source>r1 + r2 = %1, and %2 &gt; %1: they do not collide.</source>
        <translation>r1 + r2 = %1で、%2 &gt; %1なので衝突していません。</translation>
    </message>
    <message>
        <source>Car A&apos;s bounding circle is %1, car B&apos;s is %2. Fill in the worksheet: (1) each centre and radius, (2) the distance D of the centres, (3) r1 + r2, the comparison and the verdict. Numbers may be expressions such as sqrt(900).</source>
        <translation>車Aの境界円は%1、車Bの境界円は%2です。手順にそって空欄をうめてください。（1）それぞれの中心と半径、（2）中心どうしの距離D、（3）r1 + r2と比較、そして判定。数値はsqrt(900)のような式でもかまいません。</translation>
    </message>
</context>
<context>
    <name>CirclesFormat</name>
    <message>
        <source>The circles collide.</source>
        <translation>2つの円は衝突しています。</translation>
    </message>
    <message>
        <source>The circles just touch.</source>
        <translation>2つの円はちょうど接しています。</translation>
    </message>
    <message>
        <source>The circles are apart.</source>
        <translation>2つの円は離れています。</translation>
    </message>
    <message>
        <source>the circles collide</source>
        <translation>2つの円は衝突しています</translation>
    </message>
    <message>
        <source>the circles just touch</source>
        <translation>2つの円はちょうど接しています</translation>
    </message>
    <message>
        <source>the circles are apart</source>
        <translation>2つの円は離れています</translation>
    </message>
</context>
<context>
    <name>CirclesLesson</name>
    <message>
        <source>Your circles right now</source>
        <translation>いまの2つの円</translation>
    </message>
    <message>
        <source>Animation frame %1 of %2: circle 2 is where this frame puts it.</source>
        <translation>アニメーションのフレーム%1 / %2：円2はこのフレームでの位置にあります。</translation>
    </message>
    <message>
        <source>(1) Centres and radii, read off the equations:</source>
        <translation>(1)式から中心と半径を読み取る：</translation>
    </message>
    <message>
        <source>(2) The distance of the centres:</source>
        <translation>(2)中心どうしの距離：</translation>
    </message>
    <message>
        <source>(3) Compare it with the sum of the radii:</source>
        <translation>(3)半径の和と比べる：</translation>
    </message>
    <message>
        <source>The same comparison squared, with no square root:</source>
        <translation>両辺を2乗すれば、平方根なしで同じ比較ができます：</translation>
    </message>
    <message>
        <source>The car bodies overlap as well: a real collision.</source>
        <translation>車体どうしも重なっています：本当の衝突です。</translation>
    </message>
    <message>
        <source>The car bodies do not touch: a false collision.</source>
        <translation>車体どうしは触れていません：偽の衝突です。</translation>
    </message>
</context>
<context>
    <name>CirclesPainter</name>
    <message>
        <source>Frame %1 of %2, t = %3 s</source>
        <translation>フレーム%1 / %2、t = %3秒</translation>
    </message>
    <message>
        <source>Circle %1: centre (%2, %3), radius %4</source>
        <translation>円%1：中心(%2, %3)、半径%4</translation>
    </message>
    <message>
        <source>The car bodies overlap too: a real collision</source>
        <translation>車体も重なっている：本当の衝突</translation>
    </message>
    <message>
        <source>The car bodies do not touch: a false collision</source>
        <translation>車体は触れていない：偽の衝突</translation>
    </message>
    <message>
        <source>touching: between frames %1 and %2</source>
        <translation>接する位置：フレーム%1と%2のあいだ</translation>
    </message>
    <message>
        <source>Circle %1: %2</source>
        <translation>円%1：%2</translation>
    </message>
    <message>
        <source>The circles are drawn once you have answered.</source>
        <translation>答えると円が描かれます。</translation>
    </message>
</context>
<context>
    <name>CirclesTasks</name>
    <message>
        <source>Centres %1 and %2, radii %3 and %4.</source>
        <translation>中心は%1と%2、半径は%3と%4。</translation>
    </message>
    <message>
        <source>Collide, touch or apart?</source>
        <translation>重なる？接する？離れている？</translation>
    </message>
    <message>
        <source>They overlap</source>
        <translation>重なっている</translation>
    </message>
    <message>
        <source>They just touch</source>
        <translation>ちょうど接している</translation>
    </message>
    <message>
        <source>They are apart</source>
        <translation>離れている</translation>
    </message>
    <message>
        <source>Read the centres and the radii first; the right-hand side is r², not r.</source>
        <translation>まず中心と半径を読み取ります。右辺はrではなくr²です。</translation>
    </message>
    <message>
        <source>Compare D² with (r1 + r2)².</source>
        <translation>D²と(r1 + r2)²を比べます。</translation>
    </message>
    <message>
        <source>D² = %1 &lt; (r1 + r2)² = %2: they overlap.</source>
        <translation>D² = %1 &lt; (r1 + r2)² = %2なので、重なっています。</translation>
    </message>
    <message>
        <source>D² = %1 = (r1 + r2)² = %2: they just touch.</source>
        <translation>D² = %1 = (r1 + r2)² = %2なので、ちょうど接しています。</translation>
    </message>
    <message>
        <source>D² = %1 &gt; (r1 + r2)² = %2: they are apart.</source>
        <translation>D² = %1 &gt; (r1 + r2)² = %2なので、離れています。</translation>
    </message>
    <message>
        <source>D² without a square root</source>
        <translation>平方根なしでD²を求める</translation>
    </message>
    <message>
        <source>Type D², the squared distance of the two centres shown. Read the centres off the canvas or the fields; you may type an expression such as (12 - 3)^2 + (4 + 5)^2.</source>
        <translation>表示された2つの中心の距離の2乗D²を入力してください。中心はキャンバスか入力欄から読み取ります。(12 - 3)^2 + (4 + 5)^2のような式でもかまいません。</translation>
    </message>
    <message>
        <source>Subtract the centres: dx = a2 − a1, dy = b2 − b1.</source>
        <translation>中心の差を求めます。dx = a2 − a1、dy = b2 − b1です。</translation>
    </message>
    <message>
        <source>A negative difference squared is positive: (−3)² = 9.</source>
        <translation>負の差も2乗すれば正になります。(−3)² = 9です。</translation>
    </message>
    <message>
        <source>D² = (%1 − %2)² + (%3 − %4)² = %5.</source>
        <translation>D² = (%1 − %2)² + (%3 − %4)² = %5。</translation>
    </message>
    <message>
        <source>(r1 + r2)² = %1, so they collide.</source>
        <translation>(r1 + r2)² = %1なので、衝突しています。</translation>
    </message>
    <message>
        <source>(r1 + r2)² = %1, so they do not collide.</source>
        <translation>(r1 + r2)² = %1なので、衝突していません。</translation>
    </message>
    <message>
        <source>The handout&apos;s blanks</source>
        <translation>配布資料の穴うめ</translation>
    </message>
    <message>
        <source>The handout leaves blanks in its pages on circles. Fill them in, in English or in Japanese.</source>
        <translation>配布資料の円の説明には空欄があります。日本語か英語でうめてください。</translation>
    </message>
    <message>
        <source>(1) Testing two circles is much ____ than testing most other shapes.</source>
        <translation>（1）円どうしの判定は、ほかの多くの図形の判定より格段に【&#x3000;】。</translation>
    </message>
    <message>
        <source>(2) What circles give up for it is ____.</source>
        <translation>（2）そのかわりに円が欠くのは【&#x3000;】である。</translation>
    </message>
    <message>
        <source>(3) Two circles collide when D is ____ r1 + r2.</source>
        <translation>（3）Dがr1 + r2より【&#x3000;】とき、2つの円は衝突している。</translation>
    </message>
    <message>
        <source>(4) A game moves things a frame at a time: ____ frames a second.</source>
        <translation>（4）ゲームの物体はフレーム単位で動く。1秒間に【&#x3000;】フレームである。</translation>
    </message>
    <message>
        <source>(5) The collision test runs once every ____.</source>
        <translation>（5）衝突判定は【&#x3000;】ごとに1回行う。</translation>
    </message>
    <message>
        <source>(6) So the check is not whether D is ____ r1 + r2 ...</source>
        <translation>（6）だから判定は、Dがr1 + r2と「&#x3000;」のチェックではなく……</translation>
    </message>
    <message>
        <source>(7) ... but whether it is ____ r1 + r2.</source>
        <translation>（7）……r1 + r2より「&#x3000;」のチェックである。</translation>
    </message>
    <message>
        <source>Speed: a circle test is a few products and one comparison, whatever the shape inside.</source>
        <translation>速さ：円の判定は、中の形に関係なく、かけ算数回と比較1回です。</translation>
    </message>
    <message>
        <source>A frame lasts 1/60 s. Between two frames an object jumps, so D is hardly ever exactly r1 + r2.</source>
        <translation>1フレームは1/60秒です。フレームのあいだに物体は飛び飛びに進むので、Dがちょうどr1 + r2になることはまずありません。</translation>
    </message>
    <message>
        <source>Circles are fast but lack accuracy. Two circles collide when D is less than or equal to r1 + r2. A game shows 60 frames a second and tests once every frame; things jump past the moment of touching, so the check is not &quot;equal&quot; but &quot;less than or equal&quot;.</source>
        <translation>円は速いが正確さに欠けます。Dがr1 + r2より小さいか等しいとき、2つの円は衝突しています。ゲームは1秒に60フレームを表示し、判定は1フレームごとに1回です。物体は接する瞬間を飛び越えるので、判定は「等しいかどうか」ではなく「小さいか等しい」です。</translation>
    </message>
    <message>
        <source>Two circles are given by their equations:
%1
%2
Do they overlap, just touch, or stay apart?</source>
        <translation>2つの円が式で与えられています。
%1
%2
重なっている・ちょうど接している・離れている、のどれでしょうか。</translation>
    </message>
    <message>
        <source>The two conditions</source>
        <translation>2つの条件式</translation>
    </message>
    <message>
        <source>The handout gives two circles, (x - a1)^2 + (y - b1)^2 = r1^2 and (x - a2)^2 + (y - b2)^2 = r2^2, and leaves the condition for a collision blank, twice. Write both with a1, b1, r1, a2, b2, r2, numbers, + - * / ^, sqrt( ) and a comparison such as &lt;=.</source>
        <translation>配布資料は2つの円(x - a1)^2 + (y - b1)^2 = r1^2と(x - a2)^2 + (y - b2)^2 = r2^2を示し、衝突の条件式を2回とも空欄にしています。どちらも、a1、b1、r1、a2、b2、r2と数、+ - * / ^、sqrt( )、&lt;=などの比較を使って書いてください。</translation>
    </message>
    <message>
        <source>(1) They collide when (the distance of the centres written out):</source>
        <translation>（1）衝突する条件（中心間の距離を式で書く）：</translation>
    </message>
    <message>
        <source>(2) The same without a square root, both sides squared:</source>
        <translation>（2）同じ条件を平方根なしで（両辺を2乗して）：</translation>
    </message>
    <message>
        <source>D is the distance of the centres (a1, b1) and (a2, b2): sqrt((a2 - a1)^2 + (b2 - b1)^2). Touching counts as a collision.</source>
        <translation>Dは中心(a1, b1)と(a2, b2)の距離で、sqrt((a2 - a1)^2 + (b2 - b1)^2)です。接している場合も衝突に数えます。</translation>
    </message>
    <message>
        <source>Both sides of D &lt;= r1 + r2 are never negative, so squaring them keeps the comparison: square the right side as a whole, (r1 + r2)^2.</source>
        <translation>D &lt;= r1 + r2の両辺は負にならないので、2乗しても大小関係は変わりません。右辺はまとめて(r1 + r2)^2と2乗します。</translation>
    </message>
    <message>
        <source>(1) %1 (2) %2. Any condition that holds for exactly the same circles is right, for example r1 + r2 &gt;= sqrt((a1 - a2)^2 + (b1 - b2)^2).</source>
        <translation>（1）%1（2）%2。ちょうど同じ円の組で成り立つ条件式なら正解です。たとえばr1 + r2 &gt;= sqrt((a1 - a2)^2 + (b1 - b2)^2)も正解です。</translation>
    </message>
</context>
<context>
    <name>CodeView</name>
    <message>
        <source>pass %1</source>
        <translation>%1周目</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>引数「%1」は使えません</translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot;</source>
        <translation>「%1」というオプションはありません</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1には値が必要です</translation>
    </message>
    <message>
        <source>%1 takes no value</source>
        <translation>%1には値を付けられません</translation>
    </message>
    <message>
        <source>--lang takes ja or en, not &quot;%1&quot;</source>
        <translation>--langにはjaかenを指定します（「%1」は指定できません）</translation>
    </message>
    <message>
        <source>no lesson &quot;%1&quot;. Lessons: %2</source>
        <translation>「%1」というレッスンはありません。レッスン：%2</translation>
    </message>
    <message>
        <source>Open the lesson or exercise with this id: %1.</source>
        <translation>指定したIDのレッスンまたは演習を開きます（%1）。</translation>
    </message>
    <message>
        <source>The language of the window and the lessons.</source>
        <translation>画面とレッスンの言語を選びます。</translation>
    </message>
    <message>
        <source>Start in presentation mode (full screen, large, high contrast).</source>
        <translation>プレゼンテーションで開始します（全画面、大きな表示、高コントラスト）。</translation>
    </message>
    <message>
        <source>Wait until the formulas have rendered, save the window to FILE (PNG) and exit.</source>
        <translation>数式の表示が終わるのを待ち、ウィンドウをFILE（PNG）に保存して終了します。</translation>
    </message>
    <message>
        <source>Render every formula of every lesson in both languages with KaTeX; exit 1 on any error or missing language.</source>
        <translation>すべてのレッスンの数式を両方の言語でKaTeXにより表示し、エラーか欠けている言語があれば終了コード1で終了します。</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>このヘルプを表示して終了します。</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>バージョンを表示して終了します。</translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation>使い方：</translation>
    </message>
    <message>
        <source>Collision Detection Lab: lessons in 2D collision detection.</source>
        <translation>衝突判定ラボ：2次元の衝突判定を学ぶレッスン集です。</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>オプション：</translation>
    </message>
    <message>
        <source>Exit status: 0 done, 1 a check or a screenshot failed, 2 a mistake on the command line.</source>
        <translation>終了コード：0は正常終了、1は確認かスクリーンショットの失敗、2はコマンドラインの誤りです。</translation>
    </message>
    <message>
        <source>Open every lesson in both languages at 1024x768 and 1280x720 (presentation mode) and 1366x768, 1920x1080 and 1024x700; list every clipped field, sideways scroll bar, widget past the window&apos;s edge, formula wider than its column and overlapping canvas label; exit 1 on any.</source>
        <translation>すべてのレッスンを両方の言語で、1024x768と1280x720（プレゼンテーション）、1366x768、1920x1080、1024x700の大きさで開き、切れて見える入力欄、横スクロールバー、ウィンドウの端からはみ出した部品、列より幅の広い数式、重なったキャンバスのラベルをすべて書き出します。1つでもあれば終了コード1で終了します。</translation>
    </message>
    <message>
        <source>--text-size takes a percentage from 100 to 200, not &quot;%1&quot;</source>
        <translation>--text-sizeには100から200までのパーセント値を指定します（「%1」は指定できません）</translation>
    </message>
    <message>
        <source>--palette takes light or dark, not &quot;%1&quot;</source>
        <translation>--paletteにはlightかdarkを指定します（「%1」は指定できません）</translation>
    </message>
    <message>
        <source>The projector palette for presentation mode, as View &gt; Projector palette sets it: light for a bright room, dark (the default) for a dim one.</source>
        <translation>プレゼンテーションモードで使うプロジェクター用の配色を指定します。［表示］→［プロジェクター用の配色］と同じです。明るい部屋ではlight、暗い部屋ではdark（既定）を使います。</translation>
    </message>
    <message>
        <source>The text size, from 100 (the system&apos;s) to 200, as View &gt; Text size sets it. With --check-layout: check at that size in the 1024x768, 1366x768 and 1920x1080 windows.</source>
        <translation>文字の大きさを100（システムの大きさ）から200までで指定します。［表示］→［文字の大きさ］と同じです。--check-layoutと一緒に使うと、1024x768、1366x768、1920x1080のウィンドウでその大きさのまま確認します。</translation>
    </message>
    <message>
        <source>--view takes text or code, not &quot;%1&quot;</source>
        <translation>--viewにはtextかcodeを指定します（&quot;%1&quot;は指定できません）</translation>
    </message>
    <message>
        <source>Open the lesson&apos;s code view instead of its text (with --screenshot: the code with this scene&apos;s values).</source>
        <translation>本文の代わりにレッスンのコードを開きます（--screenshotと一緒に使うと、この配置の値が入ったコードを保存します）。</translation>
    </message>
    <message>
        <source>List every task of the lessons and exercises in the curriculum&apos;s order, one a line: lesson id, task id, kind (predict, compute, fill-in, exercise) and title; exit.</source>
        <translation>レッスンと演習のすべての課題をカリキュラムの順に1行ずつ表示して終了します。各行はレッスンID、課題ID、種類（predict、compute、fill-in、exercise）、題名です。</translation>
    </message>
    <message>
        <source>Open this task of the lesson in its task panel (the ids --list-tasks prints).</source>
        <translation>レッスンのこの課題を課題パネルで開きます（IDは--list-tasksが表示します）。</translation>
    </message>
    <message>
        <source>With --list-tasks: the teacher&apos;s answer key instead, each task with what it asks, the right answer on one scene, the words or numbers it accepts and the worked solution; exit.</source>
        <translation>--list-tasksと一緒に使うと、一覧のかわりに先生用の解答集を出力して終了します。課題ごとに、問い、1つの配置での正解、受け付ける語や数、解き方を示します。</translation>
    </message>
</context>
<context>
    <name>Curriculum</name>
    <message>
        <source>Lines and intersections</source>
        <translation>直線と交点</translation>
    </message>
    <message>
        <source>Rectangles and De Morgan</source>
        <translation>長方形とド・モルガンの法則</translation>
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
        <translation>演習：長方形の衝突</translation>
    </message>
    <message>
        <source>Exercise: AreaMove</source>
        <translation>演習：AreaMove</translation>
    </message>
    <message>
        <source>Exercise: car circles</source>
        <translation>演習：車と円</translation>
    </message>
    <message>
        <source>Many bodies: the broad phase</source>
        <translation>たくさんの物体：ブロードフェーズ</translation>
    </message>
</context>
<context>
    <name>EllipseEllipseCode</name>
    <message>
        <source>Reduction</source>
        <translation>形をそろえる</translation>
    </message>
    <message>
        <source>The textbook&apos;s CollisionTest_Ellipse_Ellipse and CalcInverseRows (appendix B-1), in our words</source>
        <translation>教科書（付録B-1）のCollisionTest_Ellipse_EllipseとCalcInverseRowsを、私たちの言葉で書き直したもの</translation>
    </message>
    <message>
        <source>Heuristic</source>
        <translation>教科書の方法</translation>
    </message>
    <message>
        <source>The textbook&apos;s CollisionTest_AAEllipse_UnitCircle (appendix B-1), in our words, with two guards added</source>
        <translation>教科書（付録B-1）のCollisionTest_AAEllipse_UnitCircleを私たちの言葉で書き直し、2つの安全策を加えたもの</translation>
    </message>
    <message>
        <source>Exact test</source>
        <translation>厳密な判定</translation>
    </message>
    <message>
        <source>geometry::ellipseVsEllipse of this program, shortened: the circles first, then the distance in the frame where one ellipse is the unit circle</source>
        <translation>このプログラムのgeometry::ellipseVsEllipseを短くしたもの。まず円で調べ、次に一方の楕円が単位円になる座標で距離を求めます</translation>
    </message>
    <message>
        <source>Stage 1: M₂⁻¹ sends ellipse 2 back to the unit circle</source>
        <translation>段階1：M₂⁻¹で楕円2を単位円に戻す</translation>
    </message>
    <message>
        <source>its 2 × 2 block: a, b (first row), c, d (second row)</source>
        <translation>その2 × 2部分：1行目がa, b、2行目がc, d</translation>
    </message>
    <message>
        <source>Correction: the textbook divides by f, which is 0 when the image is axis-aligned; then its axes are x and y</source>
        <translation>訂正：教科書はfで割っていますが、変換後の楕円が軸にそろっているとfは0です。そのときの軸はx軸とy軸です</translation>
    </message>
    <message>
        <source>Stage 2: the circle&apos;s centre C = (x0, y0) in the ij frame</source>
        <translation>段階2：ij座標系での円の中心C = (x0, y0)</translation>
    </message>
    <message>
        <source>Stage 3: -C reflected into the second quadrant</source>
        <translation>段階3：-Cを第2象限へ折り返す</translation>
    </message>
    <message>
        <source>Stage 4: a wide ellipse reflected about y = -x</source>
        <translation>段階4：横長の楕円をy = -xで折り返す</translation>
    </message>
    <message>
        <source>Correction: the textbook calls a and b the short and long diameters; they are semi-axes</source>
        <translation>訂正：教科書はa, bを「短径」「長径」と呼びますが、実際は半軸です</translation>
    </message>
    <message>
        <source>trivial: figures 17 and 18</source>
        <translation>自明な場合：図17、図18</translation>
    </message>
    <message>
        <source>the slopes at P and P′: figure 24</source>
        <translation>PとP′での傾き：図24</translation>
    </message>
    <message>
        <source>equation (6): s X² + t X + u = 0</source>
        <translation>式(6)：s X² + t X + u = 0</translation>
    </message>
    <message>
        <source>Correction: the textbook divides by 2s unchecked; s &gt; 0 in exact arithmetic, not always after rounding</source>
        <translation>訂正：教科書は確かめずに2sで割っています。厳密にはs &gt; 0ですが、丸め誤差があると必ずしもそうなりません</translation>
    </message>
    <message>
        <source>Correction: the textbook goes on with P.y = 1, where cos α = -0 and X is NaN</source>
        <translation>訂正：教科書はP.y = 1のまま先へ進み、cos α = -0となってXが数でなくなります</translation>
    </message>
    <message>
        <source>equation (9), s = 1</source>
        <translation>式(9)、s = 1</translation>
    </message>
    <message>
        <source>(10)</source>
        <translation>(10)</translation>
    </message>
    <message>
        <source>(11)</source>
        <translation>(11)</translation>
    </message>
    <message>
        <source>case I: Q in the circle</source>
        <translation>場合I：Qが円の中</translation>
    </message>
    <message>
        <source>(12)</source>
        <translation>(12)</translation>
    </message>
    <message>
        <source>Correction: Q′, equation (13); in case II the textbook says “from (9)”</source>
        <translation>訂正：Q′は式(13)。教科書は場合IIの説明で「(9)より」と書いています</translation>
    </message>
    <message>
        <source>case II: Q′ in the ellipse</source>
        <translation>場合II：Q′が楕円の中</translation>
    </message>
    <message>
        <source>case III</source>
        <translation>場合III</translation>
    </message>
    <message>
        <source>the tangent misses the circle: apart at once, no case IV</source>
        <translation>接線が円に届かない：場合IVに進まず、すぐに「離れている」</translation>
    </message>
    <message>
        <source>R′</source>
        <translation>R′</translation>
    </message>
    <message>
        <source>case IV, also when case III did not decide</source>
        <translation>場合IV（場合IIIで決まらなかったときも）</translation>
    </message>
    <message>
        <source>S′</source>
        <translation>S′</translation>
    </message>
    <message>
        <source>the inscribed circles overlap</source>
        <translation>内接円どうしが重なっている</translation>
    </message>
    <message>
        <source>the rounder ellipse becomes the unit circle</source>
        <translation>円に近いほうの楕円を単位円に移す</translation>
    </message>
    <message>
        <source>the other one&apos;s semi-axes by the SVD</source>
        <translation>もう一方の半軸を特異値分解で求める</translation>
    </message>
    <message>
        <source>Newton&apos;s method, after David Eberly</source>
        <translation>ニュートン法（D. Eberlyの方法）</translation>
    </message>
    <message>
        <source>near touching: certificates, then long double</source>
        <translation>接する寸前：証拠を確かめ、だめならlong doubleで計算し直す</translation>
    </message>
    <message>
        <source>the bounding circles are apart</source>
        <translation>境界円どうしが離れている</translation>
    </message>
    <message>
        <source>ellipse 1</source>
        <translation>楕円1</translation>
    </message>
    <message>
        <source>ellipse 2</source>
        <translation>楕円2</translation>
    </message>
</context>
<context>
    <name>EllipseEllipseInset</name>
    <message>
        <source>case ?</source>
        <translation>場合？</translation>
    </message>
    <message>
        <source>trivial case</source>
        <translation>自明な場合</translation>
    </message>
    <message>
        <source>case %1</source>
        <translation>場合%1</translation>
    </message>
    <message>
        <source>%1 (zoomed in)</source>
        <translation>%1（拡大表示）</translation>
    </message>
    <message>
        <source>Reduced: ellipse 2 → unit circle</source>
        <translation>変換後：楕円2→単位円</translation>
    </message>
</context>
<context>
    <name>EllipseEllipseLesson</name>
    <message>
        <source>Your two ellipses right now</source>
        <translation>いまの2つの楕円</translation>
    </message>
    <message>
        <source>The exact test maps the rounder ellipse to the unit circle; the other becomes an ellipse with semi-axes</source>
        <translation>厳密な判定では円に近いほうの楕円を単位円に移します。もう一方は次の半軸をもつ楕円になります</translation>
    </message>
    <message>
        <source>The two tests disagree here.</source>
        <translation>ここでは2つの判定が食い違っています。</translation>
    </message>
    <message>
        <source>Both verdicts: ? (your prediction first)</source>
        <translation>2つの判定結果：？（先に予想してください）</translation>
    </message>
</context>
<context>
    <name>EllipseEllipsePainter</name>
    <message>
        <source>ellipse %1 (keys)</source>
        <translation>楕円%1（キー操作）</translation>
    </message>
    <message>
        <source>ellipse %1</source>
        <translation>楕円%1</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>重なっている</translation>
    </message>
    <message>
        <source>apart</source>
        <translation>離れている</translation>
    </message>
    <message>
        <source>Heuristic: %1 (trivial case)</source>
        <translation>教科書の方法：%1（自明な場合）</translation>
    </message>
    <message>
        <source>Heuristic: %1, case %2</source>
        <translation>教科書の方法：%1、場合%2</translation>
    </message>
    <message>
        <source>The two tests disagree!</source>
        <translation>2つの判定が食い違っています！</translation>
    </message>
    <message>
        <source>Ellipse %1: centre %2, rx = %3, ry = %4, θ = %5°</source>
        <translation>楕円%1：中心%2、rx = %3、ry = %4、θ = %5°</translation>
    </message>
    <message>
        <source>The keys act on ellipse %1</source>
        <translation>キーは楕円%1に効きます</translation>
    </message>
    <message>
        <source>unit circle</source>
        <translation>単位円</translation>
    </message>
    <message>
        <source>Exact test: %1</source>
        <translation>厳密な判定：%1</translation>
    </message>
</context>
<context>
    <name>EllipseEllipseStages</name>
    <message>
        <source>Apart at once: %1.</source>
        <translation>すぐに「離れている」と決まります：%1。</translation>
    </message>
    <message>
        <source>$E_x \lt -1$: $P$ is the lower cut of the line $x = -1$.</source>
        <translation>$E_x \lt -1$：$P$は直線$x = -1$と楕円の下側の交点です。</translation>
    </message>
    <message>
        <source>$E_x \ge -1$: $P$ is the ellipse&apos;s bottom point, $\beta = -90^\circ$.</source>
        <translation>$E_x \ge -1$：$P$は楕円のいちばん下の点で、$\beta = -90^\circ$です。</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>they collide</source>
        <translation>衝突している</translation>
    </message>
    <message>
        <source>they are apart</source>
        <translation>離れている</translation>
    </message>
    <message>
        <source>The slope at $P$ is not below the slope at $P&apos;$: apart.</source>
        <translation>$P$での傾きが$P&apos;$での傾き以上なので、離れています。</translation>
    </message>
    <message>
        <source>Yet $s = kA - B = %1 \le 0$: the two slopes are equal up to rounding, and the textbook would divide by $2s$. Our version stops here: apart.</source>
        <translation>ところが$s = kA - B = %1 \le 0$です。2つの傾きは丸め誤差の範囲で等しく、教科書のままでは$2s$で割ることになります。私たちの版はここで止め、「離れている」と答えます。</translation>
    </message>
    <message>
        <source>Equation (6), $(kA - B)X^2 + (k + 1)(AB + 1)X + (kB - A) = 0$, with the numbers:</source>
        <translation>式(6)、$(kA - B)X^2 + (k + 1)(AB + 1)X + (kB - A) = 0$に数値を入れると：</translation>
    </message>
    <message>
        <source>Equation (9), $X^2 - (A + kA)X - k = 0$, with the numbers:</source>
        <translation>式(9)、$X^2 - (A + kA)X - k = 0$に数値を入れると：</translation>
    </message>
    <message>
        <source>Case I: $Q$ lies in the circle, so they collide.</source>
        <translation>場合I：$Q$が円の中にあるので、衝突しています。</translation>
    </message>
    <message>
        <source>Case II: $Q&apos;$ lies in the ellipse, so they collide.</source>
        <translation>場合II：$Q&apos;$が楕円の中にあるので、衝突しています。</translation>
    </message>
    <message>
        <source>Neither $Q$ nor $Q&apos;$ lies in the other shape: cases III and IV follow.</source>
        <translation>$Q$も$Q&apos;$も相手の図形の中にはありません。場合IIIとIVに進みます。</translation>
    </message>
    <message>
        <source>So case III is skipped and case IV decides.</source>
        <translation>そのため場合IIIは飛ばされ、場合IVで決まります。</translation>
    </message>
    <message>
        <source>$D \lt 0$ or $-t - \sqrt{D} \lt 0$: the tangent at $Q$ does not reach the circle ahead of $Q$. The textbook&apos;s code answers “apart” at once, without trying case IV.</source>
        <translation>$D \lt 0$または$-t - \sqrt{D} \lt 0$：$Q$での接線は、$Q$の先で円に届きません。教科書のコードは場合IVを試さず、すぐに「離れている」と答えます。</translation>
    </message>
    <message>
        <source>Case III: $R$ lies in the circle (within EPS), so they collide.</source>
        <translation>場合III：$R$が（EPSの範囲で）円の中にあるので、衝突しています。</translation>
    </message>
    <message>
        <source>$R$ lies outside: case III does not decide, and case IV runs next.</source>
        <translation>$R$は円の外です。場合IIIでは決まらず、次に場合IVに進みます。</translation>
    </message>
    <message>
        <source>$|L_x| \gt a$: no point of the ellipse lies above $Q&apos;$, and case IV answers “apart”.</source>
        <translation>$|L_x| \gt a$：$Q&apos;$の真上に楕円の点がないので、場合IVは「離れている」と答えます。</translation>
    </message>
    <message>
        <source>Case IV: $S&apos;$ lies in the ellipse (within EPS), so they collide.</source>
        <translation>場合IV：$S&apos;$が（EPSの範囲で）楕円の中にあるので、衝突しています。</translation>
    </message>
    <message>
        <source>Case IV: $S&apos;$ lies outside the ellipse, so they are apart.</source>
        <translation>場合IV：$S&apos;$が楕円の外にあるので、離れています。</translation>
    </message>
    <message>
        <source>after M₂⁻¹</source>
        <translation>M₂⁻¹をかけた後</translation>
    </message>
    <message>
        <source>in the ellipse&apos;s own frame (ij)</source>
        <translation>楕円自身の座標系（ij座標系）</translation>
    </message>
    <message>
        <source>reflected into the second quadrant</source>
        <translation>第2象限へ折り返す</translation>
    </message>
    <message>
        <source>made tall (reflected about y = −x)</source>
        <translation>縦長にする（y = −xで折り返す）</translation>
    </message>
    <message>
        <source>P and P′, the trivial cases</source>
        <translation>PとP′、自明な場合</translation>
    </message>
    <message>
        <source>Q and Q′: cases I and II</source>
        <translation>QとQ′：場合IとII</translation>
    </message>
    <message>
        <source>case III: R′ and R</source>
        <translation>場合III：R′とR</translation>
    </message>
    <message>
        <source>case IV: L and S′</source>
        <translation>場合IV：LとS′</translation>
    </message>
    <message>
        <source>the two ellipses</source>
        <translation>2つの楕円</translation>
    </message>
    <message>
        <source>Stage %1 of %2: %3</source>
        <translation>段階%1/%2：%3</translation>
    </message>
    <message>
        <source>Stage %1: ? (held back until you have answered the task)</source>
        <translation>段階%1：？（課題に答えるまで表示しません）</translation>
    </message>
    <message>
        <source>Move the Stage slider to walk through the reduction and the heuristic, one step of the textbook at a time.</source>
        <translation>段階のスライダーを動かすと、形をそろえる手順と教科書の判定方法を、教科書の順に1段ずつたどれます。</translation>
    </message>
    <message>
        <source>The ellipses are not proper ellipses: there is nothing to reduce.</source>
        <translation>正しい楕円になっていないので、形をそろえられません。</translation>
    </message>
    <message>
        <source>Ellipse 2 becomes the unit circle. Ellipse 1 becomes the unit circle under $A = M_2^{-1} M_1$, with this $2 \times 2$ block and centre:</source>
        <translation>楕円2は単位円になります。楕円1は単位円に$A = M_2^{-1} M_1$をかけた図形になり、その$2 \times 2$部分と中心は次のとおりです。</translation>
    </message>
    <message>
        <source>In the image&apos;s own frame (axes $u_1$, $u_2$, origin at its centre) the circle&apos;s centre is</source>
        <translation>変換後の楕円自身の座標系（軸は$u_1$、$u_2$、原点はその中心）で、円の中心は</translation>
    </message>
    <message>
        <source>Moved by $-C$, the circle is at the origin again and the ellipse, axis-aligned with $r_a$ across and $r_b$ up, is at</source>
        <translation>両方を$-C$だけ動かすと、円は再び原点に来ます。軸にそろった楕円（横に$r_a$、縦に$r_b$）の中心は</translation>
    </message>
    <message>
        <source>It is in the second quadrant already: nothing is reflected.</source>
        <translation>すでに第2象限にあるので、折り返しません。</translation>
    </message>
    <message>
        <source>It is reflected about both axes.</source>
        <translation>x軸とy軸の両方で折り返します。</translation>
    </message>
    <message>
        <source>It is reflected about the y axis.</source>
        <translation>y軸で折り返します。</translation>
    </message>
    <message>
        <source>It is reflected about the x axis.</source>
        <translation>x軸で折り返します。</translation>
    </message>
    <message>
        <source>Wide ($r_a \gt r_b$): reflected about $y = -x$, which sends $(x, y)$ to $(-y, -x)$:</source>
        <translation>横長（$r_a \gt r_b$）なので、$(x, y)$を$(-y, -x)$に移す直線$y = -x$での折り返しを行います。</translation>
    </message>
    <message>
        <source>Tall already ($r_a \le r_b$): nothing changes.</source>
        <translation>すでに縦長（$r_a \le r_b$）なので、何も変わりません。</translation>
    </message>
    <message>
        <source>Not reached: the test was decided before this stage (%1).</source>
        <translation>この段階までは進みません。判定はその前に決まっています（%1）。</translation>
    </message>
    <message>
        <source>M₂⁻¹C₁ = %1, r_a = %2, r_b = %3</source>
        <translation>M₂⁻¹C₁ = %1、r_a = %2、r_b = %3</translation>
    </message>
    <message>
        <source>C = %1, so the ellipse is at −C = %2</source>
        <translation>C = %1、楕円の中心は−C = %2</translation>
    </message>
    <message>
        <source>In the second quadrant: %1</source>
        <translation>第2象限へ：%1</translation>
    </message>
    <message>
        <source>E = %1, a = %2, b = %3</source>
        <translation>E = %1、a = %2、b = %3</translation>
    </message>
    <message>
        <source>P = %1</source>
        <translation>P = %1</translation>
    </message>
    <message>
        <source>%1, P′ = %2</source>
        <translation>%1、P′ = %2</translation>
    </message>
    <message>
        <source>Q = %1</source>
        <translation>Q = %1</translation>
    </message>
    <message>
        <source>Q = %1, Q′ = %2</source>
        <translation>Q = %1、Q′ = %2</translation>
    </message>
    <message>
        <source>Q.x ≥ Q′.x: case III is skipped</source>
        <translation>Q.x ≥ Q′.x：場合IIIは飛ばされる</translation>
    </message>
    <message>
        <source>the tangent at Q misses the circle: apart</source>
        <translation>Qでの接線が円に届かない：離れている</translation>
    </message>
    <message>
        <source>R′ = %1, R = %2</source>
        <translation>R′ = %1、R = %2</translation>
    </message>
    <message>
        <source>S′ = %1, |S|/a = %2</source>
        <translation>S′ = %1、|S|/a = %2</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>この段階までは進まない</translation>
    </message>
</context>
<context>
    <name>EllipseEllipseTasks</name>
    <message>
        <source>Which case decides?</source>
        <translation>どの場合で決まる？</translation>
    </message>
    <message>
        <source>A tall ellipse and the unit circle, already in the standard picture. Which step of the textbook&apos;s method decides?</source>
        <translation>縦長の楕円と単位円が、すでに決まった形に置かれています。教科書の方法のどの段階で判定が決まりますか。</translation>
    </message>
    <message>
        <source>apart before Q (a trivial case)</source>
        <translation>Qの前に「離れている」と決まる（自明な場合）</translation>
    </message>
    <message>
        <source>collide before Q (a trivial case)</source>
        <translation>Qの前に「衝突している」と決まる（自明な場合）</translation>
    </message>
    <message>
        <source>case I: Q lies in the circle</source>
        <translation>場合I：Qが円の中にある</translation>
    </message>
    <message>
        <source>case II: Q′ lies in the ellipse</source>
        <translation>場合II：Q′が楕円の中にある</translation>
    </message>
    <message>
        <source>case III or IV</source>
        <translation>場合IIIまたはIV</translation>
    </message>
    <message>
        <source>Check the trivial cases first: E_x + a &lt; −1, E_y − b &gt; 1, then P below the x axis or above y = 1.</source>
        <translation>まず自明な場合を確かめます。E_x + a &lt; −1か、E_y − b &gt; 1か。次にPがx軸より下か、y = 1より上か。</translation>
    </message>
    <message>
        <source>A clear overlap is almost always found by case I: Q inside the circle.</source>
        <translation>はっきり重なっていれば、ほとんどは場合I（Qが円の中）で見つかります。</translation>
    </message>
    <message>
        <source>E = %1, a = %2, b = %3. %4. %5.</source>
        <translation>E = %1、a = %2、b = %3。%4。%5。</translation>
    </message>
    <message>
        <source>Stage 1: where does ellipse 1&apos;s centre go?</source>
        <translation>段階1：楕円1の中心はどこへ？</translation>
    </message>
    <message>
        <source>Ellipse 2 has C₂ = (%1, %2), θ₂ = %3°, rx₂ = %4, ry₂ = %5. Apply M₂⁻¹ to ellipse 1&apos;s centre C₁ = (%6, %7) and type the x of the point it goes to.</source>
        <translation>楕円2はC₂ = (%1, %2)、θ₂ = %3°、rx₂ = %4、ry₂ = %5です。楕円1の中心C₁ = (%6, %7)にM₂⁻¹をかけ、移った先のx座標を入力してください。</translation>
    </message>
    <message>
        <source>Undo M₂ backwards: first move by −C₂, then turn by −θ₂, then divide by the semi-axes.</source>
        <translation>M₂を逆順に打ち消します。まず−C₂だけ動かし、次に−θ₂だけ回し、最後に半軸で割ります。</translation>
    </message>
    <message>
        <source>Turning by −90° sends (x, y) to (y, −x); by 90° to (−y, x); by 180° to (−x, −y).</source>
        <translation>−90°回すと(x, y)は(y, −x)に、90°回すと(−y, x)に、180°回すと(−x, −y)に移ります。</translation>
    </message>
    <message>
        <source>C₁ − C₂ = %1; turned by −θ₂: %2; divided by (%3, %4): %5, so x = %6.</source>
        <translation>C₁ − C₂ = %1、−θ₂回すと%2、(%3, %4)で割ると%5。したがってx = %6です。</translation>
    </message>
    <message>
        <source>The height of P</source>
        <translation>点Pの高さ</translation>
    </message>
    <message>
        <source>In the standard picture E = %1 is left of the line x = −1, and a = %2, b = %3. Type P_y, the height of the lower point where x = −1 cuts the ellipse.</source>
        <translation>決まった形で、E = %1は直線x = −1より左にあり、a = %2、b = %3です。直線x = −1と楕円の下側の交点Pの高さP_yを入力してください。</translation>
    </message>
    <message>
        <source>From E_x + a cos β = −1: cos β = (−1 − E_x)/a.</source>
        <translation>E_x + a cos β = −1から、cos β = (−1 − E_x)/aです。</translation>
    </message>
    <message>
        <source>P is the lower point, so sin β is negative: sin β = −√(1 − cos²β).</source>
        <translation>Pは下側の点なので、sin βは負です。sin β = −√(1 − cos²β)。</translation>
    </message>
    <message>
        <source>cos β = (−1 − (%1))/%2 = %3, sin β = −√(1 − %3²) = %4, P_y = %5 + %6·(%4) = %7.</source>
        <translation>cos β = (−1 − (%1))/%2 = %3、sin β = −√(1 − %3²) = %4、P_y = %5 + %6·(%4) = %7です。</translation>
    </message>
    <message>
        <source>Solve (6) or (9): X = tan x</source>
        <translation>式(6)か(9)を解く：X = tan x</translation>
    </message>
    <message>
        <source>In the standard picture E = %1 is left of the line x = −1, with a = %2 and b = %3, so k = a/b = %4. P and P′ give A = tan α = %5 and B = tan β = %6. Put these numbers into equation (6), (kA − B)X² + (k + 1)(AB + 1)X + (kB − A) = 0, and type its positive root X = tan x.</source>
        <translation>決まった形で、E = %1は直線x = −1より左にあり、a = %2、b = %3なのでk = a/b = %4です。PとP′からA = tan α = %5、B = tan β = %6が決まります。これらの数を式(6)の(kA − B)X² + (k + 1)(AB + 1)X + (kB − A) = 0に代入し、正の解X = tan xを入力してください。</translation>
    </message>
    <message>
        <source>s is positive and u negative, so the two roots have opposite signs: take (−t + √(t² − 4su))/(2s).</source>
        <translation>sは正、uは負なので、2つの解の符号は逆です。(−t + √(t² − 4su))/(2s)を選びます。</translation>
    </message>
    <message>
        <source>Name the coefficients of sX² + tX + u = 0 first: s = kA − B (here %1), t = (k + 1)(AB + 1), u = kB − A.</source>
        <translation>まずsX² + tX + u = 0の係数を決めます：s = kA − B（ここでは%1）、t = (k + 1)(AB + 1)、u = kB − A。</translation>
    </message>
    <message>
        <source>In (9) s = 1, t = −(A + kA) and u = −k; the quadratic formula does the rest.</source>
        <translation>式(9)ではs = 1、t = −(A + kA)、u = −kです。あとは解の公式で求まります。</translation>
    </message>
    <message>
        <source>s = kA − B = %1, t = (k + 1)(AB + 1) = %2, u = kB − A = %3; t² − 4su = %4; X = (−t + √%4)/(2s) = %5.</source>
        <translation>s = kA − B = %1、t = (k + 1)(AB + 1) = %2、u = kB − A = %3。t² − 4su = %4。X = (−t + √%4)/(2s) = %5。</translation>
    </message>
    <message>
        <source>s = 1, t = −(A + kA) = %1, u = −k = %2; t² − 4u = %3; X = (−t + √%3)/2 = %4.</source>
        <translation>s = 1、t = −(A + kA) = %1、u = −k = %2。t² − 4u = %3。X = (−t + √%3)/2 = %4。</translation>
    </message>
    <message>
        <source>In the standard picture E = %1 is right of the line x = −1, so P is the ellipse&apos;s bottom point and β = −90°. With a = %2 and b = %3, k = a/b = %4, and P′ gives A = tan α = %5. Put these numbers into equation (9), X² − (A + kA)X − k = 0, and type its positive root X = tan x.</source>
        <translation>決まった形で、E = %1は直線x = −1より右にあるので、Pは楕円の最も下の点でβ = −90°です。a = %2、b = %3からk = a/b = %4、P′からA = tan α = %5が決まります。これらの数を式(9)のX² − (A + kA)X − k = 0に代入し、正の解X = tan xを入力してください。</translation>
    </message>
</context>
<context>
    <name>EllipseEllipseWords</name>
    <message>
        <source>trivial</source>
        <translation>自明</translation>
    </message>
    <message>
        <source>E.x + a &lt; −1: the ellipse is left of x = −1</source>
        <translation>E.x + a &lt; −1：楕円はx = −1より左</translation>
    </message>
    <message>
        <source>E.y − b &gt; 1: the ellipse is above y = 1</source>
        <translation>E.y − b &gt; 1：楕円はy = 1より上</translation>
    </message>
    <message>
        <source>P.y ≤ 0: P is below the x axis</source>
        <translation>P.y ≤ 0：Pがx軸より下</translation>
    </message>
    <message>
        <source>P.y ≥ 1: P is above the circle</source>
        <translation>P.y ≥ 1：Pが円より上</translation>
    </message>
    <message>
        <source>the slope at P is not below the slope at P′</source>
        <translation>Pでの接線の傾きがP′での傾き以上</translation>
    </message>
    <message>
        <source>the bottom point P is in the circle or below the x axis</source>
        <translation>最下点Pが円の中かx軸より下</translation>
    </message>
    <message>
        <source>the input is not a proper ellipse</source>
        <translation>入力が正しい楕円ではない</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>重なっている</translation>
    </message>
    <message>
        <source>apart</source>
        <translation>離れている</translation>
    </message>
    <message>
        <source>invalid input</source>
        <translation>入力が不正</translation>
    </message>
    <message>
        <source>the inscribed circles already overlap</source>
        <translation>内接円どうしがすでに重なっている</translation>
    </message>
    <message>
        <source>the bounding circles are already apart</source>
        <translation>境界円どうしがすでに離れている</translation>
    </message>
    <message>
        <source>the circle&apos;s centre is inside the image ellipse</source>
        <translation>円の中心が変換後の楕円の中にある</translation>
    </message>
    <message>
        <source>Exact test: %1 (%2)</source>
        <translation>厳密な判定：%1（%2）</translation>
    </message>
    <message>
        <source>Textbook heuristic: %1, trivial case (%2)</source>
        <translation>教科書の方法：%1、自明な場合（%2）</translation>
    </message>
    <message>
        <source>Textbook heuristic: %1, case %2</source>
        <translation>教科書の方法：%1、場合%2</translation>
    </message>
    <message>
        <source>s ≤ 0: the slopes at P and P′ are equal up to rounding</source>
        <translation>s ≤ 0：PとP′での傾きが丸め誤差の範囲で等しい</translation>
    </message>
</context>
<context>
    <name>EllipsePointCode</name>
    <message>
        <source>Point in ellipse</source>
        <translation>楕円と点</translation>
    </message>
    <message>
        <source>the article&apos;s ColEllipsPoint (001), its typos corrected</source>
        <translation>元の記事のColEllipsPoint（001）、打ち間違いを直したもの</translation>
    </message>
    <message>
        <source>correction: the article writes the type as ELLIPES; its text calls it ELLIPSE</source>
        <translation>訂正：元の記事は型名をELLIPESと書いていますが、本文ではELLIPSEと呼んでいます</translation>
    </message>
    <message>
        <source>(1) translate: C goes to the origin</source>
        <translation>（1）Cを原点へ平行移動</translation>
    </message>
    <message>
        <source>(2) rotate back by the angle</source>
        <translation>（2）θの分だけ回転して戻す</translation>
    </message>
    <message>
        <source>the article does (2) and (3) for y in one line</source>
        <translation>元の記事はyの(2)と(3)を1行で行っています</translation>
    </message>
    <message>
        <source>(3) stretch y by rx/ry. correction: the article types float as flpat here, and its text calls the ratio that of ry and &quot;ex&quot;: rx is meant</source>
        <translation>（3）yをrx/ry倍に伸ばす。訂正：元の記事はここでfloatをflpatと打ち誤り、本文では比を「ryとexの比」と書いていますが、exはrxのことです</translation>
    </message>
    <message>
        <source>inside the circle of radius rx?</source>
        <translation>半径rxの円の中か</translation>
    </message>
    <message>
        <source>inside (the edge counts)</source>
        <translation>中（境界上も含む）</translation>
    </message>
    <message>
        <source>outside</source>
        <translation>外</translation>
    </message>
</context>
<context>
    <name>EllipsePointLesson</name>
    <message>
        <source>Your ellipse and point right now</source>
        <translation>いまの楕円と点</translation>
    </message>
    <message>
        <source>(1) Move C to the origin:</source>
        <translation>（1）Cを原点へ移す：</translation>
    </message>
    <message>
        <source>(2) Turn back by θ and (3) stretch y by rx/ry:</source>
        <translation>（2）θだけ逆に回し、（3）y方向をrx/ry倍する：</translation>
    </message>
    <message>
        <source>(4) The same three maps as 3 × 3 matrices acting on (x, y, 1):</source>
        <translation>(4)同じ3つの変換を、(x, y, 1)にかける3 × 3行列で：</translation>
    </message>
    <message>
        <source>(5) Compare with the circle of radius rx:</source>
        <translation>(5)半径rxの円と比べる：</translation>
    </message>
    <message>
        <source>The point is inside the ellipse.</source>
        <translation>点は楕円の中にあります。</translation>
    </message>
    <message>
        <source>The point is outside the ellipse.</source>
        <translation>点は楕円の外にあります。</translation>
    </message>
    <message>
        <source>It lies exactly on the boundary, which counts as inside.</source>
        <translation>ちょうど境界上にあり、これは「中」に数えます。</translation>
    </message>
    <message>
        <source>(the task asks for it: shown once you have answered)</source>
        <translation>（課題で尋ねている値です。答えたあとに表示します）</translation>
    </message>
</context>
<context>
    <name>EllipsePointPainter</name>
    <message>
        <source>ry · rx/ry = %1</source>
        <translation>ry · rx/ry = %1</translation>
    </message>
    <message>
        <source>Stage %1: %2</source>
        <translation>段階%1：%2</translation>
    </message>
    <message>
        <source>x′² + y′² = %1 ≤ rx² = %2: the point is inside</source>
        <translation>x′² + y′² = %1 ≤ rx² = %2：点は中</translation>
    </message>
    <message>
        <source>x′² + y′² = %1 &gt; rx² = %2: the point is outside</source>
        <translation>x′² + y′² = %1 &gt; rx² = %2：点は外</translation>
    </message>
    <message>
        <source>exactly on the boundary, which counts as inside</source>
        <translation>ちょうど境界上：「中」に数える</translation>
    </message>
    <message>
        <source>Ellipse: centre C %1, rx = %2, ry = %3, θ = %4°</source>
        <translation>楕円：中心C %1、rx = %2、ry = %3、θ = %4°</translation>
    </message>
    <message>
        <source>later stages after the task</source>
        <translation>先の段階は課題のあとで</translation>
    </message>
    <message>
        <source>P is inside the ellipse</source>
        <translation>Pは楕円の中</translation>
    </message>
    <message>
        <source>P is outside the ellipse</source>
        <translation>Pは楕円の外</translation>
    </message>
</context>
<context>
    <name>EllipsePointTasks</name>
    <message>
        <source>Inside or outside?</source>
        <translation>中か外か</translation>
    </message>
    <message>
        <source>Before the ellipse is turned into a circle: is P inside the ellipse?</source>
        <translation>楕円を円に変える前に予想してください。点Pは楕円の中にありますか。</translation>
    </message>
    <message>
        <source>inside (or on the edge)</source>
        <translation>中（または境界上）</translation>
    </message>
    <message>
        <source>outside</source>
        <translation>外</translation>
    </message>
    <message>
        <source>Distance from C alone does not decide: compare with the semi-axis in P&apos;s direction.</source>
        <translation>Cからの距離だけでは決まりません。Pの方向の半軸と比べます。</translation>
    </message>
    <message>
        <source>Turn the picture back by θ: in the ellipse&apos;s own axes, is (x/rx)² + (y/ry)² at most 1?</source>
        <translation>図をθだけ戻して楕円自身の軸で見ると、(x/rx)² + (y/ry)²は1以下ですか。</translation>
    </message>
    <message>
        <source>d = P − C = (%1, %2); turned back: (%3, %4); stretched: y′ = %5/%6 · %4 = %7.</source>
        <translation>d = P − C = (%1, %2)、−θ回すと(%3, %4)、伸ばすとy′ = %5/%6 · %4 = %7です。</translation>
    </message>
    <message>
        <source>x′² + y′² = %1 ≤ rx² = %2: P is inside.</source>
        <translation>x′² + y′² = %1はrx² = %2以下なので、Pは中です。</translation>
    </message>
    <message>
        <source>x′² + y′² = %1 &gt; rx² = %2: P is outside.</source>
        <translation>x′² + y′² = %1はrx² = %2より大きいので、Pは外です。</translation>
    </message>
    <message>
        <source>Where does P go?</source>
        <translation>Pはどこへ移る？</translation>
    </message>
    <message>
        <source>Type y′, the y coordinate of P after the three moves (translate by −C, rotate by −θ, stretch y by rx/ry).</source>
        <translation>3つの操作（−Cの平行移動、−θの回転、y方向にrx/ry倍）のあとのPのy座標y′を入力してください。</translation>
    </message>
    <message>
        <source>First d = P − C, then the rotation by −θ: −dx sin θ + dy cos θ.</source>
        <translation>まずd = P − C、次に−θの回転で−dx sin θ + dy cos θを求めます。</translation>
    </message>
    <message>
        <source>Only the last step stretches: multiply by rx/ry, not ry/rx.</source>
        <translation>伸ばすのは最後の操作だけです。ry/rxではなくrx/ryをかけます。</translation>
    </message>
    <message>
        <source>d = (%1, %2); −dx sin θ + dy cos θ = %3; y′ = %4/%5 · %3 = %6.</source>
        <translation>d = (%1, %2)、−dx sin θ + dy cos θ = %3、y′ = %4/%5 · %3 = %6です。</translation>
    </message>
    <message>
        <source>A point through M = S R T</source>
        <translation>M = S R Tで点を送る</translation>
    </message>
    <message>
        <source>A game multiplies M = S R T out once for an ellipse and then sends every point through it. Here C = (%1, %2), θ = %3°, rx = %4, ry = %5. Where does M send the origin O = (0, 0)? Type the y coordinate of M (0, 0, 1).</source>
        <translation>ゲームでは、楕円ごとにM = S R Tを一度だけ掛け合わせておき、すべての点をそれで送ります。ここではC = (%1, %2)、θ = %3°、rx = %4、ry = %5です。Mは原点O = (0, 0)をどこへ送りますか。M (0, 0, 1)のy座標を入力してください。</translation>
    </message>
    <message>
        <source>Read M = S R T from the right: T acts on O first and sends it to −C, then R turns, then S stretches.</source>
        <translation>M = S R Tは右から読みます。まずTがOに働いて−Cへ送り、次にRが回し、最後にSが伸ばします。</translation>
    </message>
    <message>
        <source>Turn −C by −θ (its y becomes Cx sin θ − Cy cos θ), then multiply that y by rx/ry.</source>
        <translation>−Cを−θ回し（yはCx sin θ − Cy cos θになります）、そのyにrx/ryを掛けます。</translation>
    </message>
    <message>
        <source>T O = −C = (%1, %2); R turns it by −θ: (%3, %4); S stretches y by %5/%6: (%7, %8). So M O = (%7, %8), the third column of M, and y = %8.</source>
        <translation>T O = −C = (%1, %2)。Rで−θ回すと(%3, %4)。Sでyを%5/%6倍すると(%7, %8)。したがってM O = (%7, %8)はMの3列目で、y = %8です。</translation>
    </message>
    <message>
        <source>Had T come last, O would land on −C: the order makes the third column S R (−C).</source>
        <translation>Tが最後だったら、Oは−Cに送られます。この順番だから、3列目はS R (−C)になります。</translation>
    </message>
</context>
<context>
    <name>HierarchyChart</name>
    <message>
        <source>Plot of the circle tests and hits per frame</source>
        <translation>フレームごとの円の判定回数と当たりのグラフ</translation>
    </message>
    <message>
        <source>Circle tests per frame, hierarchy (left axis)</source>
        <translation>1フレームの円の判定回数：階層（左の軸）</translation>
    </message>
    <message>
        <source>Circle tests per frame, outer circle only (left axis)</source>
        <translation>1フレームの円の判定回数：外側の円だけ（左の軸）</translation>
    </message>
    <message>
        <source>False collisions of the outer circle alone, total (right axis)</source>
        <translation>外側の円だけによる偽の衝突の合計（右の軸）</translation>
    </message>
    <message>
        <source>Confirmed hits, total (right axis)</source>
        <translation>本当の当たりの合計（右の軸）</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>フレーム</translation>
    </message>
    <message>
        <source>Tests per frame</source>
        <translation>1フレームの円の判定回数</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
</context>
<context>
    <name>HierarchyCode</name>
    <message>
        <source>Car against car</source>
        <translation>車と車</translation>
    </message>
    <message>
        <source>Written by us on the handout&apos;s plan (003): the outer circles first, then the inner ones</source>
        <translation>配布資料（003）の方針どおりに書いたもの：まず外側の円、次に内側の円</translation>
    </message>
    <message>
        <source>apart after one test</source>
        <translation>判定1回で離れていると分かる</translation>
    </message>
    <message>
        <source>a collision</source>
        <translation>衝突</translation>
    </message>
    <message>
        <source>a false collision avoided</source>
        <translation>偽の衝突を回避</translation>
    </message>
    <message>
        <source>One frame at the walls</source>
        <translation>壁ぎわの1フレーム</translation>
    </message>
    <message>
        <source>The handout&apos;s car program, its Update method (003)</source>
        <translation>配布資料の車のプログラムのUpdateメソッド（003）</translation>
    </message>
    <message>
        <source>outer circles first: one cheap test</source>
        <translation>まず外側の円：軽い判定1回</translation>
    </message>
</context>
<context>
    <name>HierarchyControls</name>
    <message>
        <source>Mode</source>
        <translation>モード</translation>
    </message>
    <message>
        <source>No frame run yet: press Play or Frame ▶.</source>
        <translation>まだフレームを進めていません。「再生」か「次へ▶」を押してください。</translation>
    </message>
    <message>
        <source>Frame %1</source>
        <translation>フレーム%1</translation>
    </message>
    <message>
        <source>This frame: %1 circle tests (outer circle only: 1)</source>
        <translation>このフレーム：円の判定%1回（外側の円だけなら1回）</translation>
    </message>
    <message>
        <source>Outer circles overlap, inner circles reject it: %1</source>
        <translation>外側の円は重なるが内側の円が退けた：%1</translation>
    </message>
    <message>
        <source>Outer circle out, inner circles reject it: %1</source>
        <translation>外側の円ははみ出すが内側の円が退けた：%1</translation>
    </message>
    <message>
        <source>Confirmed hit: %1</source>
        <translation>本当の当たり：%1</translation>
    </message>
    <message>
        <source>Totals: %1 circle tests (outer circle only: %2)</source>
        <translation>合計：円の判定%1回（外側の円だけなら%2回）</translation>
    </message>
    <message>
        <source>False collisions avoided: %1</source>
        <translation>避けられた偽の衝突：%1</translation>
    </message>
    <message>
        <source>Confirmed hits: %1</source>
        <translation>本当の当たり：%1</translation>
    </message>
    <message>
        <source>Car A at %1, angle %2°</source>
        <translation>車A：位置%1、角度%2°</translation>
    </message>
    <message>
        <source>Car B at %1, angle %2°</source>
        <translation>車B：位置%1、角度%2°</translation>
    </message>
    <message>
        <source>Outer circles: %1</source>
        <translation>外側の円：%1</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>重なっている</translation>
    </message>
    <message>
        <source>apart</source>
        <translation>離れている</translation>
    </message>
    <message>
        <source>Inner pairs tested: %1</source>
        <translation>調べた内側の組：%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Pair that hit: %1</source>
        <translation>当たった組：%1</translation>
    </message>
    <message>
        <source>Circle tests: %1</source>
        <translation>円の判定：%1回</translation>
    </message>
    <message>
        <source>Verdict: collision</source>
        <translation>判定：衝突</translation>
    </message>
    <message>
        <source>Verdict: no collision (false collision avoided)</source>
        <translation>判定：衝突なし（偽の衝突を回避）</translation>
    </message>
    <message>
        <source>Verdict: no collision</source>
        <translation>判定：衝突なし</translation>
    </message>
    <message>
        <source>Inner circles tested: %1</source>
        <translation>調べた内側の円：%1</translation>
    </message>
    <message>
        <source>Inner circle past a wall: %1</source>
        <translation>壁からはみ出した内側の円：%1</translation>
    </message>
    <message>
        <source>Verdict: touches a wall. Already past it at rest, the handout&apos;s rule can trap the car here.</source>
        <translation>判定：壁に当たっている。止まった状態ですでにはみ出しているので、配布資料の規則では車がここから抜け出せなくなることがあります。</translation>
    </message>
    <message>
        <source>Verdict: clear (false collision avoided)</source>
        <translation>判定：当たっていない（偽の衝突を回避）</translation>
    </message>
    <message>
        <source>Verdict: clear</source>
        <translation>判定：当たっていない</translation>
    </message>
    <message>
        <source>Car vs car</source>
        <translation>車と車</translation>
    </message>
    <message>
        <source>Car vs walls (bouncing)</source>
        <translation>車と壁（跳ね返り）</translation>
    </message>
    <message>
        <source>Car moved by the keys</source>
        <translation>キーで動かす車</translation>
    </message>
    <message>
        <source>Car A</source>
        <translation>車A</translation>
    </message>
    <message>
        <source>Car B</source>
        <translation>車B</translation>
    </message>
    <message>
        <source>⟲ R</source>
        <translation>⟲ R</translation>
    </message>
    <message>
        <source>⟳ Shift+R</source>
        <translation>⟳ Shift+R</translation>
    </message>
    <message>
        <source>Turn the selected car 5° counter-clockwise</source>
        <translation>選んだ車を反時計回りに5°回す</translation>
    </message>
    <message>
        <source>Turn the selected car 5° clockwise</source>
        <translation>選んだ車を時計回りに5°回す</translation>
    </message>
    <message>
        <source>Try these</source>
        <translation>試してみよう</translation>
    </message>
    <message>
        <source>False collision</source>
        <translation>偽の衝突</translation>
    </message>
    <message>
        <source>The outer circles meet, the cars do not</source>
        <translation>外側の円は重なるが、車どうしは離れている</translation>
    </message>
    <message>
        <source>Cars crash</source>
        <translation>車が衝突</translation>
    </message>
    <message>
        <source>Stuck at a wall</source>
        <translation>壁にはまった車</translation>
    </message>
    <message>
        <source>The front circle starts more than one step past the left wall</source>
        <translation>前の円が、左の壁から1歩分より深くはみ出した所から始まります</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Animation (60 frames per second)</source>
        <translation>アニメーション（1秒間に60フレーム）</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>Keys (click the canvas first): H / J / K / L or the arrow keys move the selected car by 1 (Shift: by 10), R turns it 5° counter-clockwise, Shift+R clockwise, C switches between car A and car B, Space plays or pauses, F steps one frame, 0 fits the view. Tab picks a handle; the arrow keys then move that handle (Shift: further).</source>
        <translation>キー（先にキャンバスをクリック）：H / J / K / Lまたは矢印キーで選んだ車を1ずつ動かします（Shiftで10ずつ）。Rで反時計回り、Shift+Rで時計回りに5°回転、Cで車Aと車Bを切り替え、Spaceで再生と一時停止、Fで1フレーム進み、0で表示を領域に合わせます。Tabでハンドルを選ぶと、矢印キーはそのハンドルを動かします（Shiftで大きく）。</translation>
    </message>
    <message>
        <source>The counters are back once you have answered the task.</source>
        <translation>課題に答えるとカウンターが表示されます。</translation>
    </message>
</context>
<context>
    <name>HierarchyLesson</name>
    <message>
        <source>Your cars right now</source>
        <translation>いまの車</translation>
    </message>
    <message>
        <source>The outer circles are apart: the inner circles are not tested.</source>
        <translation>外側の円が離れているので、内側の円は調べません。</translation>
    </message>
    <message>
        <source>The outer circles meet, so the inner pairs are tested in turn:</source>
        <translation>外側の円が重なったので、内側の組を順に調べます：</translation>
    </message>
    <message>
        <source>A collision. Circle tests done: %1.</source>
        <translation>衝突です。円の判定は%1回でした。</translation>
    </message>
    <message>
        <source>The outer circles meet, but no inner pair overlaps: a false collision avoided. Circle tests done: %1.</source>
        <translation>外側の円は重なりますが、内側の組はどれも重なりません。偽の衝突を避けました。円の判定は%1回でした。</translation>
    </message>
    <message>
        <source>The outer circle is inside the walls: nothing more to test.</source>
        <translation>外側の円は壁の内側にあるので、これ以上調べることはありません。</translation>
    </message>
    <message>
        <source>Inner circle %1 pokes out: the car turns back. Circle tests done: %2.</source>
        <translation>内側の円%1がはみ出しているので、車は向きを反転します。円の判定は%2回でした。</translation>
    </message>
    <message>
        <source>The outer circle pokes out but no inner circle does: a false collision avoided. Circle tests done: %1.</source>
        <translation>外側の円ははみ出していますが、内側の円はどれもはみ出していません。偽の衝突を避けました。円の判定は%1回でした。</translation>
    </message>
    <message>
        <source>The outer circles meet, but no inner pair overlaps: a false collision avoided.</source>
        <translation>外側の円は重なっていますが、内側の組はどれも重なっていません。偽の衝突を回避しました。</translation>
    </message>
    <message>
        <source>The outer circles meet, and an inner pair overlaps: a collision.</source>
        <translation>外側の円が重なり、内側の組も重なっています。衝突です。</translation>
    </message>
</context>
<context>
    <name>HierarchyPainter</name>
    <message>
        <source>Car A</source>
        <translation>車A</translation>
    </message>
    <message>
        <source>Car B</source>
        <translation>車B</translation>
    </message>
    <message>
        <source>%1 (keys)</source>
        <translation>%1（キー操作）</translation>
    </message>
    <message>
        <source>mov × 20</source>
        <translation>mov × 20</translation>
    </message>
    <message>
        <source>Inner circle %1 touches a wall</source>
        <translation>内側の円%1が壁に触れています</translation>
    </message>
    <message>
        <source>An inner circle touches a wall</source>
        <translation>内側の円が壁に触れています</translation>
    </message>
    <message>
        <source>False collision avoided</source>
        <translation>偽の衝突を回避</translation>
    </message>
    <message>
        <source>Clear of the walls</source>
        <translation>壁に触れていません</translation>
    </message>
    <message>
        <source>Collision: A%1 and B%2</source>
        <translation>衝突：A%1とB%2</translation>
    </message>
    <message>
        <source>Collision</source>
        <translation>衝突</translation>
    </message>
    <message>
        <source>No collision</source>
        <translation>衝突していません</translation>
    </message>
    <message>
        <source>Circle tests: %1</source>
        <translation>円の判定：%1回</translation>
    </message>
</context>
<context>
    <name>HierarchyTasks</name>
    <message>
        <source>Outer circles: D² = %1 %2 (r0 + r0)² = %3.</source>
        <translation>外側の円：D² = %1 %2 (r0 + r0)² = %3。</translation>
    </message>
    <message>
        <source>Hit, false collision, or apart?</source>
        <translation>衝突？偽の衝突？離れている？</translation>
    </message>
    <message>
        <source>Car B has been placed near car A. Before the hierarchy is shown: what will it answer?</source>
        <translation>車Bを車Aの近くに置きました。階層の判定が表示される前に、答えを予想してください。</translation>
    </message>
    <message>
        <source>A collision: an inner pair meets</source>
        <translation>衝突：内側の組が重なる</translation>
    </message>
    <message>
        <source>A false collision: the outer circles meet, no inner pair does</source>
        <translation>偽の衝突：外側の円は重なるが、内側の組はどれも重ならない</translation>
    </message>
    <message>
        <source>Apart: the outer circles do not meet</source>
        <translation>離れている：外側の円が重ならない</translation>
    </message>
    <message>
        <source>Look at the outer circles first: do they overlap at all?</source>
        <translation>まず外側の円を見ます。そもそも重なっていますか。</translation>
    </message>
    <message>
        <source>Then look for any small circle of A that reaches a small circle of B.</source>
        <translation>次に、Aの小さい円のどれかがBの小さい円に届いているかを探します。</translation>
    </message>
    <message>
        <source>They do not meet: apart, after 1 test.</source>
        <translation>重なっていません。判定1回で、離れていると分かります。</translation>
    </message>
    <message>
        <source>Inner pairs tried: %1. The first that overlaps is %2: a collision, after %3 tests.</source>
        <translation>調べた内側の組：%1。最初に重なったのは%2で、衝突です。判定は%3回です。</translation>
    </message>
    <message>
        <source>All 9 inner pairs are tried and none overlaps: a false collision, after %1 tests.</source>
        <translation>内側の9組をすべて調べ、どれも重なりません。偽の衝突で、判定は%1回です。</translation>
    </message>
    <message>
        <source>How many circle tests?</source>
        <translation>円の判定は何回？</translation>
    </message>
    <message>
        <source>How many circle-against-circle tests does the hierarchy spend on these two cars? Count the outer test too.</source>
        <translation>この2台について、階層の判定は円どうしの判定を何回行いますか。外側の判定も数えます。</translation>
    </message>
    <message>
        <source>The outer test counts as one.</source>
        <translation>外側の判定も1回に数えます。</translation>
    </message>
    <message>
        <source>The inner pairs go A1–B1, A1–B2, A1–B3, A2–B1, …; the count stops at the first pair that overlaps.</source>
        <translation>内側の組はA1–B1、A1–B2、A1–B3、A2–B1…の順で、最初に重なった組で数えるのをやめます。</translation>
    </message>
    <message>
        <source>The outer circles do not meet: 1 test.</source>
        <translation>外側の円が重なりません。判定は1回です。</translation>
    </message>
    <message>
        <source>1 outer test, then %1 up to the first pair that overlaps, %2: %3 tests.</source>
        <translation>外側で1回、続いて%1と、最初に重なる組%2まで調べて、合わせて%3回です。</translation>
    </message>
    <message>
        <source>1 outer test, then all 9 pairs, none of which overlaps: %1 tests.</source>
        <translation>外側で1回、続いて9組すべてを調べ（どれも重ならない）、合わせて%1回です。</translation>
    </message>
    <message>
        <source>Which circle turns the car?</source>
        <translation>どの円が車の向きを変える？</translation>
    </message>
    <message>
        <source>The car&apos;s outer circle pokes out of the drawing area. After the next frame&apos;s move, which inner circle reverses mov first?</source>
        <translation>車の外側の円が描画領域からはみ出しています。次のフレームで1歩動いたあと、最初にmovを反転させるのはどの内側の円ですか。</translation>
    </message>
    <message>
        <source>Circle 1 (front)</source>
        <translation>円1（前）</translation>
    </message>
    <message>
        <source>Circle 2 (rear)</source>
        <translation>円2（後）</translation>
    </message>
    <message>
        <source>Circle 3 (middle)</source>
        <translation>円3（中）</translation>
    </message>
    <message>
        <source>The car first moves one step, then circles 1, 2, 3 are tried in that order.</source>
        <translation>車はまず1歩動き、そのあと円1、2、3の順に調べます。</translation>
    </message>
    <message>
        <source>Only the first circle that is out counts; the order matters, not which is furthest out.</source>
        <translation>数えるのは最初にはみ出した円だけです。どれがいちばん外に出ているかではなく、順番が決めます。</translation>
    </message>
    <message>
        <source>circle %1 at %2 is past a wall</source>
        <translation>%2の円%1ははみ出している</translation>
    </message>
    <message>
        <source>circle %1 at %2 is inside</source>
        <translation>%2の円%1は内側</translation>
    </message>
    <message>
        <source>After the move: %1.</source>
        <translation>1歩動いたあと：%1。</translation>
    </message>
    <message>
        <source>None is out: the outer circle&apos;s hit was a false collision.</source>
        <translation>どれもはみ出していません。外側の円の当たりは偽の衝突でした。</translation>
    </message>
    <message>
        <source>So circle %1 is the first out; it reverses mov.%2.</source>
        <translation>最初にはみ出すのは円%1で、mov.%2を反転させます。</translation>
    </message>
    <message>
        <source>None: a false collision</source>
        <translation>どれでもない（偽の衝突）</translation>
    </message>
</context>
<context>
    <name>KeyHelp</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An action&apos;s tooltip: what it does (%1) and its keys (%2).</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between two keys of one action: &quot;Ctrl+Shift+Z, Ctrl+Y&quot;.</extracomment>
        <translation>、</translation>
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
        <translation>%1には有限の数を入れてください。</translation>
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
    <name>LessonText</name>
    <message>
        <source>Your values right now</source>
        <translation>いまの値</translation>
    </message>
</context>
<context>
    <name>LinesCode</name>
    <message>
        <source>The textbook&apos;s method for two lines (002, part C), as the lesson runs it</source>
        <translation>教科書の2直線のメソッド（002のC）を、このレッスンの形で動かします</translation>
    </message>
    <message>
        <source>the textbook makes a and b unit vectors first; the lesson keeps the arrows as drawn, so s counts arrows a</source>
        <translation>教科書は先にaとbを単位ベクトルにします。このレッスンは描いた矢印のまま使うので、sは矢印aの本数です</translation>
    </message>
    <message>
        <source>|A|</source>
        <translation>|A|</translation>
    </message>
    <message>
        <source>first row of A⁻¹ W</source>
        <translation>A⁻¹ Wの1行目</translation>
    </message>
    <message>
        <source>the textbook hands s back as R&apos;s z</source>
        <translation>教科書はsをRのzとして返します</translation>
    </message>
    <message>
        <source>one common point</source>
        <translation>交点は1つ</translation>
    </message>
    <message>
        <source>correction: the textbook divides this into a.y / a.x == b.y / b.x (equal slopes), which a vertical line (a.x or b.x = 0) does not have; the product form needs no division</source>
        <translation>訂正：教科書はこれを割ってa.y / a.x == b.y / b.x（傾きが等しい）としますが、縦の直線（a.xかb.xが0）には傾きがありません。かけ算の形なら割り算はいりません</translation>
    </message>
    <message>
        <source>is Q on line 1?</source>
        <translation>Qは直線1の上にある？</translation>
    </message>
    <message>
        <source>every point is common; the textbook returns the midpoint of P and Q here</source>
        <translation>すべての点が共有点です。教科書はここでPとQの中点を返します</translation>
    </message>
    <message>
        <source>parallel: no common point</source>
        <translation>平行：共有点なし</translation>
    </message>
    <message>
        <source>Code4: the two-lines program</source>
        <translation>Code4：2直線のプログラム</translation>
    </message>
    <message>
        <source>The textbook&apos;s program for two lines (002): the keys turn them, a red dot marks R</source>
        <translation>教科書の2直線のプログラム（002）。キーで直線を回し、赤い点がRを示します</translation>
    </message>
    <message>
        <source>correction: the textbook heads this listing [Code3], the number of the ray-and-disk program before it; its section and figure 38 say Code4</source>
        <translation>訂正：教科書はこの掲載に[Code3]という見出しをつけていますが、これは直前のレイと円盤のプログラムの番号です。節の見出しと図38はCode4です</translation>
    </message>
    <message>
        <source>H, J turn line 1; K, L turn line 2</source>
        <translation>H、Jで直線1、K、Lで直線2が回ります</translation>
    </message>
    <message>
        <source>the red dot at R</source>
        <translation>Rに赤い点</translation>
    </message>
    <message>
        <source>the same line</source>
        <translation>同じ直線</translation>
    </message>
    <message>
        <source>detA == 0 means b.x * a.y == a.x * b.y</source>
        <translation>detA == 0はb.x * a.y == a.x * b.yと同じ</translation>
    </message>
</context>
<context>
    <name>LinesControls</name>
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
        <translation>例1：2x + 3y = 3, -x + 3y = -6</translation>
    </message>
    <message>
        <source>Example 2: -3x + 6y = 6, -x + 2y = 2</source>
        <translation>例2：-3x + 6y = 6, -x + 2y = 2</translation>
    </message>
    <message>
        <source>Example 3: -x + 2y = 2, -x + 2y = -2</source>
        <translation>例3：-x + 2y = 2, -x + 2y = -2</translation>
    </message>
    <message>
        <source>Slopes differ: one common point</source>
        <translation>傾きが違う：交点は1つ</translation>
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
        <source>Keys: H / J turn line 1, K / L turn line 2 by 1 degree (Shift: by 5 degrees). Tab picks a handle, the arrow keys move it (Shift: further).</source>
        <translation>キー：H / Jで直線1、K / Lで直線2を1度ずつ回転（Shiftで5度ずつ）。Tabでハンドルを選び、矢印キーで動かします（Shiftで大きく）。</translation>
    </message>
</context>
<context>
    <name>LinesLesson</name>
    <message>
        <source>A direction is the zero vector.</source>
        <translation>向きがゼロベクトルです。</translation>
    </message>
    <message>
        <source>Your lines right now</source>
        <translation>いまの2本の直線</translation>
    </message>
    <message>
        <source>One common point:</source>
        <translation>交点は1つ：</translation>
    </message>
    <message>
        <source>$|A| = 0$ and $W$ lies along $a$: the lines coincide, so every point of them is common.</source>
        <translation>$|A| = 0$で、$W$も$a$と同じ向きです。2本は重なっていて、直線上のすべての点が共有点です。</translation>
    </message>
    <message>
        <source>$|A| = 0$ but $W$ does not lie along $a$: the lines are parallel and never meet.</source>
        <translation>$|A| = 0$ですが、$W$は$a$の向きではありません。2本は平行で、決して交わりません。</translation>
    </message>
    <message>
        <source>Undo A with its inverse:</source>
        <translation>逆行列でAの働きを打ち消します：</translation>
    </message>
    <message>
        <source>Check: A sends (s, t) to W,</source>
        <translation>確かめ：Aは(s, t)をWに移します。</translation>
    </message>
    <message>
        <source>How many common points? Your prediction first.</source>
        <translation>共有点はいくつ？まず予想してください。</translation>
    </message>
</context>
<context>
    <name>LinesPainter</name>
    <message>
        <source>Line 1 through P %1 along a %2</source>
        <translation>直線1：点P %1を通り、向きa %2</translation>
    </message>
    <message>
        <source>Line 2 through Q %1 along b %2</source>
        <translation>直線2：点Q %1を通り、向きb %2</translation>
    </message>
    <message>
        <source>One common point</source>
        <translation>交点は1つ</translation>
    </message>
    <message>
        <source>The same line</source>
        <translation>同じ直線</translation>
    </message>
    <message>
        <source>Infinitely many common points</source>
        <translation>共有点は無数</translation>
    </message>
    <message>
        <source>Parallel</source>
        <translation>平行</translation>
    </message>
    <message>
        <source>No common point</source>
        <translation>共有点なし</translation>
    </message>
    <message>
        <source>Not a line</source>
        <translation>直線になりません</translation>
    </message>
    <message>
        <source>A direction is the zero vector.</source>
        <translation>向きがゼロベクトルです。</translation>
    </message>
</context>
<context>
    <name>LinesTasks</name>
    <message>
        <source>Line 1: %1
Line 2: %2
Before they are drawn: how many points do the two lines share?</source>
        <translation>直線1：%1
直線2：%2
描かれる前に、2本の直線の共有点がいくつあるか予想してください。</translation>
    </message>
    <message>
        <source>exactly one</source>
        <translation>ちょうど1つ</translation>
    </message>
    <message>
        <source>none (parallel)</source>
        <translation>0個（平行）</translation>
    </message>
    <message>
        <source>infinitely many (the same line)</source>
        <translation>無数（同じ直線）</translation>
    </message>
    <message>
        <source>Compare the left-hand sides: is (a₂, b₂) a multiple of (a₁, b₁)? If not, the lines cross once.</source>
        <translation>まず左辺を比べます。(a₂, b₂)は(a₁, b₁)の何倍かになっていますか。なっていなければ、2本は1点で交わります。</translation>
    </message>
    <message>
        <source>If (a₂, b₂) = k (a₁, b₁), compare c₂ with k c₁.</source>
        <translation>(a₂, b₂) = k (a₁, b₁)なら、c₂とk c₁を比べます。</translation>
    </message>
    <message>
        <source>a₁b₂ - a₂b₁ = %1·%2 - %3·%4 = %5.</source>
        <translation>a₁b₂ - a₂b₁ = %1·%2 - %3·%4 = %5です。</translation>
    </message>
    <message>
        <source>It is not 0: the lines cross once, at %1.</source>
        <translation>0ではないので、2本は1点%1で交わります。</translation>
    </message>
    <message>
        <source>c₂ = %1 equals k c₁ = %2: the same line, infinitely many common points.</source>
        <translation>c₂ = %1はk c₁ = %2と等しいので、同じ直線で、共有点は無数です。</translation>
    </message>
    <message>
        <source>c₂ = %1 is not k c₁ = %2: parallel, no common point.</source>
        <translation>c₂ = %1はk c₁ = %2と異なるので、平行で、共有点はありません。</translation>
    </message>
    <message>
        <source>So (a₂, b₂) = k (a₁, b₁) with k = %1.</source>
        <translation>したがって(a₂, b₂) = k (a₁, b₁)で、k = %1です。</translation>
    </message>
    <message>
        <source>The determinant |A|</source>
        <translation>行列式|A|を求める</translation>
    </message>
    <message>
        <source>Line 1 is P + s a with P = %1, a = %2; line 2 is Q + t b with Q = %3, b = %4. Type |A|.</source>
        <translation>直線1はP + s aでP = %1、a = %2、直線2はQ + t bでQ = %3、b = %4です。|A|を入力してください。</translation>
    </message>
    <message>
        <source>A&apos;s columns are (a_x, a_y) and (-b_x, -b_y): mind the minus signs.</source>
        <translation>Aの列は(a_x, a_y)と(-b_x, -b_y)です。マイナスの符号に注意しましょう。</translation>
    </message>
    <message>
        <source>|A| = (top left)(bottom right) - (top right)(bottom left).</source>
        <translation>|A| =（左上）×（右下）-（右上）×（左下）です。</translation>
    </message>
    <message>
        <source>|A| = -a_x b_y + b_x a_y = -%1·%2 + %3·%4 = %5.</source>
        <translation>|A| = -a_x b_y + b_x a_y = -%1·%2 + %3·%4 = %5です。</translation>
    </message>
    <message>
        <source>How far along line 1?</source>
        <translation>直線1上のどこで交わるか</translation>
    </message>
    <message>
        <source>P = %1, a = %2, Q = %3, b = %4. Find s: how many arrows a it is from P to the meeting point R.</source>
        <translation>P = %1、a = %2、Q = %3、b = %4です。Pから交点Rまでが矢印aの何本分か、sを求めてください。</translation>
    </message>
    <message>
        <source>First W = Q - P, then |A|.</source>
        <translation>まずW = Q - P、次に|A|を求めます。</translation>
    </message>
    <message>
        <source>Compute the numerator -b_y W_x + b_x W_y on its own, then divide by |A|.</source>
        <translation>分子の-b_y W_x + b_x W_yを先に計算してから、|A|で割ります。</translation>
    </message>
    <message>
        <source>W = %1, |A| = %2, s = (-%3·%4 + %5·%6) / %2 = %7. Check: P + s a = %8.</source>
        <translation>W = %1、|A| = %2、s = (-%3·%4 + %5·%6) / %2 = %7。確かめ：P + s a = %8。</translation>
    </message>
    <message>
        <source>One, none or many?</source>
        <translation>共有点はいくつ？</translation>
    </message>
    <message>
        <source>Example 1 by elimination</source>
        <translation>例1を消去法で</translation>
    </message>
    <message>
        <source>The handout&apos;s Example 1: 2x + 3y = 3 (①) and -x + 3y = -6 (②). Take ① + 2 × ② so that x drops out, then find y and x.</source>
        <translation>配布資料の例1は2x + 3y = 3（①）と-x + 3y = -6（②）です。① + 2 × ②でxを消してから、yとxを求めてください。</translation>
    </message>
    <message>
        <source>① + 2 × ② gives 9y = …</source>
        <translation>① + 2 × ②から9y = …</translation>
    </message>
    <message>
        <source>y =</source>
        <translation>y =</translation>
    </message>
    <message>
        <source>x =</source>
        <translation>x =</translation>
    </message>
    <message>
        <source>Doubling ② doubles both sides: the right-hand side -6 becomes -12.</source>
        <translation>②を2倍するときは両辺とも2倍します。右辺の-6は-12になります。</translation>
    </message>
    <message>
        <source>With y known, put it into ①: 2x + 3y = 3.</source>
        <translation>yがわかったら、①の2x + 3y = 3に代入します。</translation>
    </message>
    <message>
        <source>2 × ②: -2x + 6y = -12. Added to ①: 9y = -9, so y = -1. Into ①: 2x - 3 = 3, so x = 3. The lines meet at (3, -1); the handout&apos;s (0, 1) lies on ① only.</source>
        <translation>2 × ②は-2x + 6y = -12。①に足すと9y = -9なのでy = -1。①に代入すると2x - 3 = 3なのでx = 3。2本の直線は(3, -1)で交わります。配布資料の(0, 1)は①の上にしかありません。</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>Please enter a number.</source>
        <translation>数値を入力してください。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a finite number.</source>
        <translation>「%1」は有限の数ではありません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large.</source>
        <translation>「%1」は大きすぎます。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>「%1」は数値ではありません。</translation>
    </message>
</context>
<context>
    <name>PageTasks</name>
    <message>
        <source>This part answers a task (%1: “%2”). It opens here once you have solved that task or asked for its solution.</source>
        <translation>ここは課題（%1：「%2」）の答えにあたる部分です。その課題を解くか、解答を表示すると、ここに表示されます。</translation>
    </message>
</context>
<context>
    <name>ParameterPanel</name>
    <message>
        <source>Set %1</source>
        <translation>%1を変更</translation>
    </message>
</context>
<context>
    <name>RectanglesCode</name>
    <message>
        <source>Strict: touching misses</source>
        <translation>厳密：接するだけなら外れ</translation>
    </message>
    <message>
        <source>Touching counts</source>
        <translation>接しても当たり</translation>
    </message>
    <message>
        <source>The handout&apos;s Collision_Square (003): strict, as its program compares</source>
        <translation>配布資料のCollision_Square（003）。プログラムと同じく厳密に比べます</translation>
    </message>
    <message>
        <source>The handout&apos;s Collision_Square (003) with touching edges counted as an overlap</source>
        <translation>配布資料のCollision_Square（003）。辺が接する場合も重なりに数えます</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>any one is enough</source>
        <translation>1つでも成り立てば十分</translation>
    </message>
    <message>
        <source>= !c1 &amp;&amp; !c2 &amp;&amp; !c3 &amp;&amp; !c4 (De Morgan)</source>
        <translation>= !c1 &amp;&amp; !c2 &amp;&amp; !c3 &amp;&amp; !c4（ド・モルガン）</translation>
    </message>
    <message>
        <source>each negation turned round</source>
        <translation>それぞれの否定で不等号の向きが変わります</translation>
    </message>
    <message>
        <source>the four comparisons written out: you write them in the square collision exercise, and they appear here once you have</source>
        <translation>4つの比較を書き出した形です。長方形の衝突の演習で自分で書くと、ここに表示されます</translation>
    </message>
    <message>
        <source>rectangle 1: P0 top-left, P2 bottom-right; rectangle 2: p0, p2 (y up)</source>
        <translation>長方形1：P0が左上、P2が右下。長方形2：p0、p2（yは上向き）</translation>
    </message>
    <message>
        <source>how the four make &quot;apart&quot;: you find it in the square collision exercise</source>
        <translation>4つから「離れている」を作る式です。長方形の衝突の演習で自分で見つけます</translation>
    </message>
</context>
<context>
    <name>RectanglesControls</name>
    <message>
        <source>Touching edges</source>
        <translation>接している辺の扱い</translation>
    </message>
    <message>
        <source>Two opposite corners of each rectangle</source>
        <translation>各長方形の向かい合う2頂点</translation>
    </message>
    <message>
        <source>Edges that exactly touch</source>
        <translation>辺がちょうど接するとき</translation>
    </message>
    <message>
        <source>Inclusive (≤): touching hits</source>
        <translation>接触を含む（≤）：接していれば当たり</translation>
    </message>
    <message>
        <source>Edges that exactly touch count as an overlap: R₁ ≥ L₂ and so on</source>
        <translation>ちょうど接している辺も重なりとみなします：R₁ ≥ L₂など</translation>
    </message>
    <message>
        <source>Strict (&lt;): touching misses</source>
        <translation>接触を含まない（&lt;）：接しているだけなら外れ</translation>
    </message>
    <message>
        <source>Edges that exactly touch do not count: R₁ &gt; L₂ and so on, as in the handout&apos;s program</source>
        <translation>ちょうど接している辺は重なりとみなしません：R₁ &gt; L₂など。配布資料のプログラムと同じです</translation>
    </message>
    <message>
        <source>Make the edges touch exactly</source>
        <translation>辺をぴったり接触させる</translation>
    </message>
    <message>
        <source>Rectangle 2&apos;s left edge on rectangle 1&apos;s right edge, at x = 0</source>
        <translation>長方形2の左端を長方形1の右端（x = 0）に重ねます</translation>
    </message>
    <message>
        <source>When can they not touch?</source>
        <translation>当たりえないのはどんなとき？</translation>
    </message>
    <message>
        <source>Point at this condition to see its two edges on the canvas; click to keep them lit</source>
        <translation>マウスを重ねると、この条件が比べる2本の辺がキャンバスで強調されます。クリックすると固定します</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Keys: H / J / K / L move rectangle 1 left, down, up, right by 0.25 (Shift: by 1). Tab picks a corner, the arrow keys move it (Shift: further). Drag inside a rectangle to move it; hold Shift to snap to the grid.</source>
        <translation>キー：H / J / K / Lで長方形1を左・下・上・右へ0.25ずつ移動（Shiftで1ずつ）。Tabで頂点を選び、矢印キーで動かします（Shiftで大きく）。長方形の内側をドラッグすると長方形ごと動き、Shiftを押すと格子にそろいます。</translation>
    </message>
    <message>
        <source>true</source>
        <translation>真</translation>
    </message>
    <message>
        <source>false</source>
        <translation>偽</translation>
    </message>
</context>
<context>
    <name>RectanglesLesson</name>
    <message>
        <source>Your rectangles right now</source>
        <translation>いまの2つの長方形</translation>
    </message>
    <message>
        <source>(inclusive: touching counts)</source>
        <translation>（接触を含む：接していれば当たり）</translation>
    </message>
    <message>
        <source>(strict: touching does not count)</source>
        <translation>（接触を含まない：接しているだけなら外れ）</translation>
    </message>
    <message>
        <source>De Morgan</source>
        <translation>ド・モルガン</translation>
    </message>
    <message>
        <source>All four negations are true, some only by equality: the edges touch, and touching counts as an overlap.</source>
        <translation>4つの否定はすべて真ですが、一部は等号で成り立っています。辺が接していて、接触も重なりとみなします。</translation>
    </message>
    <message>
        <source>All four negations are true: the rectangles overlap.</source>
        <translation>4つの否定がすべて真なので、2つの長方形は重なっています。</translation>
    </message>
    <message>
        <source>%1 true, so at least one negation is false: the rectangles do not overlap.</source>
        <translation>%1が真なので、否定のうち少なくとも1つが偽です。2つの長方形は重なっていません。</translation>
    </message>
    <message>
        <source>Overlap, touch or apart? Your prediction first.</source>
        <translation>重なる？接する？離れている？まず予想してください。</translation>
    </message>
</context>
<context>
    <name>RectanglesPainter</name>
    <message>
        <source>rectangle %1</source>
        <translation>長方形%1</translation>
    </message>
    <message>
        <source>Rectangle %1: x from %2 to %3, y from %4 to %5</source>
        <translation>長方形%1：xは%2から%3、yは%4から%5</translation>
    </message>
</context>
<context>
    <name>RectanglesTasks</name>
    <message>
        <source>Rectangle 1 has the corners %1 and %2; rectangle 2 has %3 and %4.</source>
        <translation>長方形1の頂点は%1と%2、長方形2の頂点は%3と%4です。</translation>
    </message>
    <message>
        <source>%1 have a gap</source>
        <translation>%1にはすき間があります</translation>
    </message>
    <message>
        <source>%1 touch at %2 = %3</source>
        <translation>%1は%2 = %3で接しています</translation>
    </message>
    <message>
        <source>%1 overlap</source>
        <translation>%1は重なっています</translation>
    </message>
    <message>
        <source>Before they are drawn: do they overlap, only touch (an edge or a corner), or stay apart?</source>
        <translation>描かれる前に、重なっている・辺か頂点で接しているだけ・離れている、のどれかを予想してください。</translation>
    </message>
    <message>
        <source>they overlap</source>
        <translation>重なっている</translation>
    </message>
    <message>
        <source>they only touch</source>
        <translation>接しているだけ</translation>
    </message>
    <message>
        <source>they are apart</source>
        <translation>離れている</translation>
    </message>
    <message>
        <source>Check the two axes separately: along x the intervals [L₁, R₁] and [L₂, R₂], along y [B₁, T₁] and [B₂, T₂].</source>
        <translation>x方向とy方向を別々に調べます。x方向は区間[L₁, R₁]と[L₂, R₂]、y方向は[B₁, T₁]と[B₂, T₂]です。</translation>
    </message>
    <message>
        <source>Touching means equal numbers: an edge of rectangle 1 lies exactly on an edge of rectangle 2.</source>
        <translation>接しているとは、長方形1の辺が長方形2の辺とちょうど同じ位置にあることです。</translation>
    </message>
    <message>
        <source>Both overlap: the rectangles overlap.</source>
        <translation>両方とも重なっているので、長方形は重なっています。</translation>
    </message>
    <message>
        <source>No gap, but equal edges: they only touch.</source>
        <translation>すき間はなく、辺の値が等しいところがあるので、接しているだけです。</translation>
    </message>
    <message>
        <source>A gap on one axis: they are apart.</source>
        <translation>どちらかの方向にすき間があるので、離れています。</translation>
    </message>
    <message>
        <source>Across: %1. Up and down: %2. %3</source>
        <translation>横方向：%1。縦方向：%2。%3</translation>
    </message>
    <message>
        <source>How many ways apart?</source>
        <translation>離れている条件はいくつ成り立つか</translation>
    </message>
    <message>
        <source>How many of the four conditions c₁ (left of), c₂ (right of), c₃ (below) and c₄ (above) are true for these rectangles?</source>
        <translation>この2つの長方形で、4つの条件c₁（左）、c₂（右）、c₃（下）、c₄（上）のうち、成り立っているのはいくつですか。</translation>
    </message>
    <message>
        <source>Put the numbers into R₁ &lt; L₂, L₁ &gt; R₂, T₁ &lt; B₂ and B₁ &gt; T₂ and count the true ones.</source>
        <translation>R₁ &lt; L₂、L₁ &gt; R₂、T₁ &lt; B₂、B₁ &gt; T₂に数を入れて、成り立つものを数えます。</translation>
    </message>
    <message>
        <source>0 means they overlap or touch: De Morgan.</source>
        <translation>0個なら重なっているか接しています（ド・モルガンの法則）。</translation>
    </message>
    <message>
        <source>%1: %2 %3 %4 is %5</source>
        <translation>%1：%2 %3 %4は%5</translation>
    </message>
    <message>
        <source>true</source>
        <translation>真</translation>
    </message>
    <message>
        <source>false</source>
        <translation>偽</translation>
    </message>
    <message>
        <source>True: %1.</source>
        <translation>真は%1個です。</translation>
    </message>
    <message>
        <source>The vertical half</source>
        <translation>縦方向の条件</translation>
    </message>
    <message>
        <source>The handout&apos;s sentence with its five blanks: looking only up and down, the rectangles meet when, compared with rectangle 2&apos;s [1] edge, rectangle 1&apos;s bottom edge is [2] it, [3], compared with rectangle 2&apos;s [4] edge, rectangle 1&apos;s top edge is [5] it.</source>
        <translation>配布資料の、空欄が5つある文です。縦方向だけ見ると、長方形1の下端が長方形2の［1］端よりも［2］にあり、［3］、長方形1の上端が長方形2の［4］端よりも［5］にあるとき、2つは重なっています。</translation>
    </message>
    <message>
        <source>[1] which edge of rectangle 2</source>
        <translation>［1］長方形2のどの端か</translation>
    </message>
    <message>
        <source>[2] above or below</source>
        <translation>［2］上か下か</translation>
    </message>
    <message>
        <source>[3] the word that joins the two halves</source>
        <translation>［3］前半と後半をつなぐ言葉</translation>
    </message>
    <message>
        <source>[4] which edge of rectangle 2</source>
        <translation>［4］長方形2のどの端か</translation>
    </message>
    <message>
        <source>[5] above or below</source>
        <translation>［5］上か下か</translation>
    </message>
    <message>
        <source>First say when they cannot meet up and down: rectangle 1 entirely above (its bottom above rectangle 2&apos;s top) or entirely below (its top below rectangle 2&apos;s bottom).</source>
        <translation>まず、縦方向に当たりえないのはいつかを考えます。長方形1がすっかり上にある（下端が長方形2の上端より上）か、すっかり下にある（上端が長方形2の下端より下）ときです。</translation>
    </message>
    <message>
        <source>Negate that with the second law: each comparison turns round, and OR becomes AND. y points up.</source>
        <translation>それを第2の法則で否定します。それぞれの不等号の向きが変わり、ORはANDになります。y軸は上向きです。</translation>
    </message>
    <message>
        <source>Apart up and down: B₁ &gt; T₂ or T₁ &lt; B₂. Not apart: B₁ ≤ T₂ and T₁ ≥ B₂. So: rectangle 1&apos;s bottom edge is below rectangle 2&apos;s top edge, and its top edge is above rectangle 2&apos;s bottom edge: [1] top, [2] below, [3] and, [4] bottom, [5] above.</source>
        <translation>縦方向に離れている：B₁ &gt; T₂またはT₁ &lt; B₂。その否定：B₁ ≤ T₂かつT₁ ≥ B₂。つまり、長方形1の下端が長方形2の上端よりも下にあり、かつ、長方形1の上端が長方形2の下端よりも上にあります。［1］上、［2］下、［3］かつ、［4］下、［5］上です。</translation>
    </message>
    <message>
        <source>Overlap, touch, apart?</source>
        <translation>重なる？接する？離れている？</translation>
    </message>
    <message>
        <source>The opposite, across</source>
        <translation>逆の条件（横方向）</translation>
    </message>
    <message>
        <source>Looking only across, rectangle 1 cannot meet rectangle 2 when R1 &lt; L2 or L1 &gt; R2. The handout then asks: what is the opposite, when may they meet? Write it with L1, R1, L2, R2, comparisons such as &lt;= and the words &amp;&amp; (and), || (or), ! (not).</source>
        <translation>横方向だけを見ると、R1 &lt; L2またはL1 &gt; R2のとき、長方形1は長方形2に当たりえません。配布資料はここで「この逆とは？」と問います。当たっている可能性があるのはどんなときでしょうか。L1、R1、L2、R2と、&lt;=などの比較、&amp;&amp;（かつ）、||（または）、!（否定）を使って書いてください。</translation>
    </message>
    <message>
        <source>(1) They may meet across (touching counts, as c₁ and c₂ above say):</source>
        <translation>（1）横方向に当たっている可能性がある条件（上のc₁、c₂のとおり、接触を含む）：</translation>
    </message>
    <message>
        <source>(2) The same when edges that only touch count as apart (the handout&apos;s program):</source>
        <translation>（2）辺が接しているだけなら離れているとみなす場合（配布資料のプログラム）：</translation>
    </message>
    <message>
        <source>The opposite of &quot;c₁ or c₂&quot; is &quot;neither&quot;: not c₁, and not c₂ either.</source>
        <translation>「c₁またはc₂」の逆は「どちらでもない」、つまりc₁でなく、かつc₂でもない、です。</translation>
    </message>
    <message>
        <source>The opposite of R1 &lt; L2 is R1 &gt;= L2. In (2) equal edges are apart, so the equal case leaves the condition: R1 &gt; L2.</source>
        <translation>R1 &lt; L2の否定はR1 &gt;= L2です。（2）では辺が等しいと離れている扱いなので、等しい場合を条件から外します。R1 &gt; L2です。</translation>
    </message>
    <message>
        <source>(1) %1: rectangle 1&apos;s right edge is not left of rectangle 2&apos;s left edge, and its left edge is not right of rectangle 2&apos;s right edge. (2) %2. Any condition that holds for exactly the same edges is right, for example !(R1 &lt; L2 || L1 &gt; R2) for (1).</source>
        <translation>（1）%1。長方形1の右端が長方形2の左端より左になく、かつ、長方形1の左端が長方形2の右端より右にない、ということです。（2）%2。まったく同じ辺の組で成り立つ条件なら正解です。たとえば（1）は!(R1 &lt; L2 || L1 &gt; R2)でもかまいません。</translation>
    </message>
    <message>
        <source>Proof by the four cases</source>
        <translation>4通りで証明する</translation>
    </message>
    <message>
        <source>The handout leaves both sides of each law blank for you to prove. Work out each side in the four rows a, b = T&#xa0;T, T&#xa0;F, F&#xa0;T, F&#xa0;F, in that order, and write its four values as letters T or F.</source>
        <translation>配布資料の証明では、それぞれの法則の左辺と右辺が空欄です。a、bがT&#xa0;T、T&#xa0;F、F&#xa0;T、F&#xa0;Fの4つの行について、この順に各辺の値を求め、4つの値をTかFの文字で書いてください。</translation>
    </message>
    <message>
        <source>(1) The left side ¬(a ∧ b):</source>
        <translation>（1）左辺¬(a ∧ b)：</translation>
    </message>
    <message>
        <source>(1) The right side ¬a ∨ ¬b:</source>
        <translation>（1）右辺¬a ∨ ¬b：</translation>
    </message>
    <message>
        <source>(2) The left side ¬(a ∨ b):</source>
        <translation>（2）左辺¬(a ∨ b)：</translation>
    </message>
    <message>
        <source>(2) The right side ¬a ∧ ¬b:</source>
        <translation>（2）右辺¬a ∧ ¬b：</translation>
    </message>
    <message>
        <source>Work from the inside out: in the row a = T, b = F, first a ∧ b = F, then its negation ¬(a ∧ b) = T.</source>
        <translation>内側から順に求めます。a = T、b = Fの行なら、まずa ∧ b = F、その否定で¬(a ∧ b) = Tです。</translation>
    </message>
    <message>
        <source>¬a ∨ ¬b is true when at least one of a and b is false; ¬a ∧ ¬b only when both are false.</source>
        <translation>¬a ∨ ¬bはa、bの少なくとも一方が偽のとき真になり、¬a ∧ ¬bは両方が偽のときだけ真になります。</translation>
    </message>
    <message>
        <source>(1) ¬(a ∧ b) = %1 and ¬a ∨ ¬b = %2. (2) ¬(a ∨ b) = %3 and ¬a ∧ ¬b = %4. In each law the two sides agree in all four rows, and there are no other rows: that is the proof.</source>
        <translation>（1）¬(a ∧ b) = %1、¬a ∨ ¬b = %2。（2）¬(a ∨ b) = %3、¬a ∧ ¬b = %4。どちらの法則も両辺が4つの行すべてで一致し、ほかの行はありません。これで証明できました。</translation>
    </message>
</context>
<context>
    <name>RectanglesTruthTable</name>
    <message>
        <source>De Morgan&apos;s laws: truth table</source>
        <translation>ド・モルガンの法則：真理値表</translation>
    </message>
    <message>
        <source>a = c₁ (left of), b = c₂ (right of)</source>
        <translation>a = c₁（左にある）、b = c₂（右にある）</translation>
    </message>
    <message>
        <source>a = c₃ (below), b = c₄ (above)</source>
        <translation>a = c₃（下にある）、b = c₄（上にある）</translation>
    </message>
    <message>
        <source>a = apart along x, b = apart along y</source>
        <translation>a = x方向にすき間、b = y方向にすき間</translation>
    </message>
    <message>
        <source>From the canvas</source>
        <translation>キャンバスの値にする</translation>
    </message>
    <message>
        <source>Set a and b to their values on the canvas</source>
        <translation>aとbをキャンバス上の値に合わせます</translation>
    </message>
    <message>
        <source>On the canvas now: a = %1, b = %2 (the shaded row).</source>
        <translation>いまのキャンバス：a = %1、b = %2（色のついた行）</translation>
    </message>
    <message>
        <source>This row never appears on the canvas: rectangle 1 cannot be left and right of rectangle 2 at once.</source>
        <translation>この行はキャンバスには現れません。長方形1が長方形2の左と右に同時にあることはないからです。</translation>
    </message>
    <message>
        <source>This row never appears on the canvas: rectangle 1 cannot be below and above rectangle 2 at once.</source>
        <translation>この行はキャンバスには現れません。長方形1が長方形2の下と上に同時にあることはないからです。</translation>
    </message>
    <message>
        <source>In the row ▶ (a = %1, b = %2):</source>
        <translation>▶の行（a = %1、b = %2）では：</translation>
    </message>
    <message>
        <source>Both sides agree in the row you chose, and in every other row: that is the proof.</source>
        <translation>選んだ行でも、ほかのどの行でも両辺は一致します。これが証明です。</translation>
    </message>
    <message>
        <source>a: rectangle 1 is left of rectangle 2 (c₁), b: it is right of it (c₂). ¬(a∨b) says they overlap along x.</source>
        <translation>a：長方形1が長方形2の左にある（c₁）、b：右にある（c₂）。¬(a∨b)はx方向に重なっていることを表します。</translation>
    </message>
    <message>
        <source>a: rectangle 1 is below rectangle 2 (c₃), b: it is above it (c₄). ¬(a∨b) says they overlap along y.</source>
        <translation>a：長方形1が長方形2の下にある（c₃）、b：上にある（c₄）。¬(a∨b)はy方向に重なっていることを表します。</translation>
    </message>
    <message>
        <source>a: there is a gap along x (c₁ or c₂), b: there is a gap along y (c₃ or c₄). ¬(a∨b) is the overlap.</source>
        <translation>a：x方向にすき間がある（c₁またはc₂）、b：y方向にすき間がある（c₃またはc₄）。¬(a∨b)が「重なっている」です。</translation>
    </message>
    <message>
        <source>On the canvas now: a = ?, b = ? (the task above asks first).</source>
        <translation>いまのキャンバス：a = ?、b = ?（先に上の課題で答えます）</translation>
    </message>
    <message>
        <source>The two sides of each law are yours to work out first: the task above asks for them.</source>
        <translation>各法則の両辺は、まず自分で求めてください。上の課題で問われています。</translation>
    </message>
</context>
<context>
    <name>RectanglesWords</name>
    <message>
        <source>Touching: the edges meet exactly, and touching counts as an overlap</source>
        <translation>接触：辺がちょうど接していて、接触も重なりとみなす</translation>
    </message>
    <message>
        <source>Overlap: no separating condition is true</source>
        <translation>重なっている：離れる条件はどれも成り立たない</translation>
    </message>
    <message>
        <source>No overlap: the edges only touch, and touching does not count (%1)</source>
        <translation>重なっていない：辺が接しているだけで、接触は数えない（%1）</translation>
    </message>
    <message>
        <source>No overlap: %1 true</source>
        <translation>重なっていない：%1が成り立つ</translation>
    </message>
    <message>
        <source>It asks how many of c₁ to c₄ are true.</source>
        <translation>c₁〜c₄のうちいくつが真かを答えてください。</translation>
    </message>
    <message>
        <source>Touching</source>
        <translation>接触</translation>
    </message>
    <message>
        <source>The edges meet exactly, and touching counts as an overlap.</source>
        <translation>辺がちょうど接していて、接触も重なりとみなします。</translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation>重なっている</translation>
    </message>
    <message>
        <source>No separating condition is true.</source>
        <translation>離れる条件はどれも成り立ちません。</translation>
    </message>
    <message>
        <source>No overlap</source>
        <translation>重なっていない</translation>
    </message>
    <message>
        <source>The edges only touch, and touching does not count (%1 true).</source>
        <translation>辺が接しているだけで、接触は数えません（%1が成り立つ）。</translation>
    </message>
    <message>
        <source>%1 true</source>
        <translation>%1が成り立つ</translation>
    </message>
    <message>
        <source>? The task asks how many of c₁ to c₄ are true.</source>
        <translation>？c₁〜c₄のうちいくつが真か、課題で答えてください。</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Student</source>
        <translation>生徒</translation>
    </message>
    <message>
        <source>Class or ID</source>
        <translation>クラスまたは番号</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>演習</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>課題</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>試行回数</translation>
    </message>
    <message>
        <source>Hints seen</source>
        <translation>見たヒントの数</translation>
    </message>
    <message>
        <source>Worked solution shown</source>
        <translation>解き方の表示</translation>
    </message>
    <message>
        <source>First opened</source>
        <translation>初めて開いた日時</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>完了日時</translation>
    </message>
    <message>
        <source>Last answer</source>
        <translation>最後の解答</translation>
    </message>
</context>
<context>
    <name>ScenePainter</name>
    <message>
        <source>; </source>
        <translation>。</translation>
    </message>
    <message>
        <source>Answer the task first: the verdict waits for it.</source>
        <translation>課題に答えると判定が表示されます。</translation>
    </message>
    <message>
        <source>Answer the task first</source>
        <translation>先に課題に答えてください</translation>
    </message>
    <message>
        <source>The verdict waits for your answer.</source>
        <translation>答えると判定が表示されます。</translation>
    </message>
</context>
<context>
    <name>SlabCode</name>
    <message>
        <source>Ray and AABB</source>
        <translation>レイとAABB</translation>
    </message>
    <message>
        <source>the textbook&apos;s CollisionTest_Ray_AABB (002), with the lesson&apos;s rules</source>
        <translation>教科書のCollisionTest_Ray_AABB（002）、このレッスンの決まりで</translation>
    </message>
    <message>
        <source>the lower left corner</source>
        <translation>左下の頂点</translation>
    </message>
    <message>
        <source>the upper right corner</source>
        <translation>右上の頂点</translation>
    </message>
    <message>
        <source>parallel to the y axis (the textbook asks THUtil.IsZero)</source>
        <translation>y軸に平行（教科書はTHUtil.IsZeroで調べる）</translation>
    </message>
    <message>
        <source>never inside the X slab</source>
        <translation>Xスラブには入らない</translation>
    </message>
    <message>
        <source>always inside it</source>
        <translation>ずっとその中</translation>
    </message>
    <message>
        <source>moving left, the ray meets xmax first</source>
        <translation>左へ進むので、レイは先にxmaxに着く</translation>
    </message>
    <message>
        <source>parallel to the x axis</source>
        <translation>x軸に平行</translation>
    </message>
    <message>
        <source>never inside the Y slab</source>
        <translation>Yスラブには入らない</translation>
    </message>
    <message>
        <source>moving down, the ray meets ymax first</source>
        <translation>下へ進むので、レイは先にymaxに着く</translation>
    </message>
    <message>
        <source>differs from the textbook: it writes &lt;, so a ray through a corner (t_enter = t_exit) misses; the lesson counts touching as a hit</source>
        <translation>教科書との違い：教科書は&lt;と書くので、角を通るレイ（t_enter = t_exit）は外れになります。このレッスンでは接するのも当たりです</translation>
    </message>
    <message>
        <source>t_enter: the later entry</source>
        <translation>t_enter：遅いほうの入る時刻</translation>
    </message>
    <message>
        <source>t_exit: the earlier exit</source>
        <translation>t_exit：早いほうの出る時刻</translation>
    </message>
    <message>
        <source>differs from the textbook: it returns null when inX &lt; 0 and inY &lt; 0, which drops the box behind R0 and also a ray that starts inside; only the box behind is a miss here</source>
        <translation>教科書との違い：教科書はinX &lt; 0かつinY &lt; 0でnullを返し、R0の後ろのAABBだけでなく中から出発したレイも外れにします。ここでは後ろにある場合だけが外れです</translation>
    </message>
    <message>
        <source>started inside: the hit begins at R0</source>
        <translation>中から出発：当たりはR0から始まる</translation>
    </message>
    <message>
        <source>the entry and exit points</source>
        <translation>入る点と出る点</translation>
    </message>
    <message>
        <source>Ray and rotated rectangle</source>
        <translation>レイと回転した長方形</translation>
    </message>
    <message>
        <source>the textbook&apos;s CollisionTest_Ray_Rect (002), corrected</source>
        <translation>教科書のCollisionTest_Ray_Rect（002）、訂正したもの</translation>
    </message>
    <message>
        <source>centre T, unit axes ui and uj, size w × h</source>
        <translation>中心T、単位ベクトルの軸uiとuj、大きさw × h</translation>
    </message>
    <message>
        <source>R0 in the rectangle&apos;s frame</source>
        <translation>長方形の座標系でのR0</translation>
    </message>
    <message>
        <source>correction: the textbook makes locV a unit vector here and later walks those times along v, so its points land |v| times too far unless |v| = 1</source>
        <translation>訂正：教科書はここでlocVを単位ベクトルにし、その時刻をあとでvに沿って進めます。そのため|v| = 1でないと点が|v|倍遠くにずれます</translation>
    </message>
    <message>
        <source>the slab method of the first listing, in the rectangle&apos;s frame: tmin and tmax</source>
        <translation>1つ目のコードのスラブ法を長方形の座標系で行う：tminとtmax</translation>
    </message>
    <message>
        <source>a time is the same in both frames</source>
        <translation>時刻はどちらの座標系でも同じ</translation>
    </message>
    <message>
        <source>Ray and disk</source>
        <translation>レイと円盤</translation>
    </message>
    <message>
        <source>the textbook&apos;s CollisionTest_Ray_Disk (002), with the lesson&apos;s rules</source>
        <translation>教科書のCollisionTest_Ray_Disk（002）、このレッスンの決まりで</translation>
    </message>
    <message>
        <source>C moves to the origin, the ray with it. correction: the textbook&apos;s text calls this line 1; counted as it counts, from the heading, it is line 4</source>
        <translation>Cを原点へ移し、レイも一緒に動かす。訂正：教科書の本文はこれを1行目と呼んでいますが、教科書の数え方（メソッドの見出しから）では4行目です</translation>
    </message>
    <message>
        <source>1 when |v| = 1, as the textbook assumes: it leaves a out</source>
        <translation>教科書の前提どおり|v| = 1なら1なので、教科書はaを書きません</translation>
    </message>
    <message>
        <source>computed as a r² − (locR0 × v)²: the same number, without cancellation</source>
        <translation>a r² − (locR0 × v)²として計算：同じ値を桁落ちなしで求める</translation>
    </message>
    <message>
        <source>the line misses the circle</source>
        <translation>直線は円と交わらない</translation>
    </message>
    <message>
        <source>differs from the textbook: it returns null when tmin &lt; 0, which also drops a ray that starts inside; only the disk behind R0 is a miss here</source>
        <translation>教科書との違い：教科書はtmin &lt; 0でnullを返すので、中から出発したレイも外れになります。ここではR0の後ろにある円盤だけが外れです</translation>
    </message>
</context>
<context>
    <name>SlabLesson</name>
    <message>
        <source>never inside this slab</source>
        <translation>このスラブには入らない</translation>
    </message>
    <message>
        <source>$v.%1 &lt; 0$: the ray meets $%2$ first, so the two fractions swap roles.</source>
        <translation>$v.%1 &lt; 0$なのでレイは先に$%2$に着きます。そのため2つの分数の役割が入れ替わります。</translation>
    </message>
    <message>
        <source>Your ray and disk right now</source>
        <translation>いまのレイと円盤</translation>
    </message>
    <message>
        <source>$D &lt; 0$: the ray&apos;s line misses the circle.</source>
        <translation>$D &lt; 0$：レイを延ばした直線は円と交わりません。</translation>
    </message>
    <message>
        <source>$c \le 0$: $R_0$ is inside the disk, $t_{min} \le 0 \le t_{max}$. A hit that started inside; the ray leaves at $t = %1$.</source>
        <translation>$c \le 0$：$R_0$は円盤の中にあり、$t_{min} \le 0 \le t_{max}$です。中から出発した当たりで、レイは$t = %1$で出ていきます。</translation>
    </message>
    <message>
        <source>$D = 0$: the ray touches the circle in one point, at $t = %1$. A tangent counts as a hit.</source>
        <translation>$D = 0$：レイは$t = %1$で円に1点だけ接します。接する場合も当たりとします。</translation>
    </message>
    <message>
        <source>Both roots are positive: the ray enters at $t = %1$ and leaves at $t = %2$.</source>
        <translation>2つの解はどちらも正：レイは$t = %1$で入り、$t = %2$で出ます。</translation>
    </message>
    <message>
        <source>Both roots are negative: the disk is behind $R_0$, a miss.</source>
        <translation>2つの解はどちらも負：円盤は$R_0$の後ろにあり、外れです。</translation>
    </message>
    <message>
        <source>Your ray in the rectangle&apos;s frame right now</source>
        <translation>長方形の座標系で見た、いまのレイ</translation>
    </message>
    <message>
        <source>Your ray and box right now</source>
        <translation>いまのレイとAABB</translation>
    </message>
    <message>
        <source>The ray runs parallel to a slab and starts outside it: it never enters that slab, a miss.</source>
        <translation>レイはスラブに平行で、その外から出発しています。そのスラブには一度も入らないので外れです。</translation>
    </message>
    <message>
        <source>$t_{enter} &gt; t_{exit}$: the ray leaves one slab before it enters the other, a miss.</source>
        <translation>$t_{enter} &gt; t_{exit}$：一方のスラブに入る前に、もう一方のスラブから出てしまうので外れです。</translation>
    </message>
    <message>
        <source>$t_{exit} &lt; 0$: the box is behind $R_0$, a miss.</source>
        <translation>$t_{exit} &lt; 0$：AABBは$R_0$の後ろにあり、外れです。</translation>
    </message>
    <message>
        <source>$t_{enter} \le 0 \le t_{exit}$: $R_0$ is inside, a hit that started inside; the ray leaves at $t = %1$.</source>
        <translation>$t_{enter} \le 0 \le t_{exit}$：$R_0$はAABBの中にあります。中から出発した当たりで、レイは$t = %1$で出ていきます。</translation>
    </message>
    <message>
        <source>$t_{enter} = t_{exit} = %1$: the ray only grazes the box, which counts as a hit here.</source>
        <translation>$t_{enter} = t_{exit} = %1$：レイはAABBをかすめるだけですが、ここでは当たりとします。</translation>
    </message>
    <message>
        <source>$t_{enter} \le t_{exit}$ and $t_{exit} \ge 0$: a hit, from $t = %1$ to $t = %2$.</source>
        <translation>$t_{enter} \le t_{exit}$かつ$t_{exit} \ge 0$：当たり。$t = %1$から$t = %2$までAABBの中です。</translation>
    </message>
    <message>
        <source>The task above asks about this ray: its times and the verdict show here once you have answered.</source>
        <translation>上の課題がこのレイについて尋ねています。時刻と判定は、答えたあとにここに表示します。</translation>
    </message>
</context>
<context>
    <name>SlabPainter</name>
    <message>
        <source>start (inside) %1</source>
        <translation>始点（中）%1</translation>
    </message>
    <message>
        <source>enter %1</source>
        <translation>入る%1</translation>
    </message>
    <message>
        <source>exit %1</source>
        <translation>出る%1</translation>
    </message>
    <message>
        <source>X slab</source>
        <translation>Xスラブ</translation>
    </message>
    <message>
        <source>Y slab</source>
        <translation>Yスラブ</translation>
    </message>
    <message>
        <source>textbook&apos;s exit (wrong)</source>
        <translation>教科書の出る点（誤り）</translation>
    </message>
    <message>
        <source>textbook&apos;s entry (wrong)</source>
        <translation>教科書の入る点（誤り）</translation>
    </message>
    <message>
        <source>in the rectangle&apos;s frame</source>
        <translation>長方形の座標系で見ると</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>外れ</translation>
    </message>
    <message>
        <source>Ray from R₀ %1 along v %2</source>
        <translation>レイ：R₀ %1から向きv %2</translation>
    </message>
    <message>
        <source>Disk: centre C %1, radius %2</source>
        <translation>円盤：中心C %1、半径%2</translation>
    </message>
    <message>
        <source>Box from %1 to %2</source>
        <translation>AABB：%1から%2まで</translation>
    </message>
    <message>
        <source>Rotated rectangle: centre T %1, half sizes %2 and %3, turned %4°</source>
        <translation>回転した長方形：中心T %1、半分の大きさ%2と%3、傾き%4°</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>当たり</translation>
    </message>
    <message>
        <source>Hit, started inside</source>
        <translation>当たり（中から出発）</translation>
    </message>
    <message>
        <source>Leaves at t = %1</source>
        <translation>t = %1で出る</translation>
    </message>
    <message>
        <source>Hit, grazing</source>
        <translation>当たり（かすめる）</translation>
    </message>
    <message>
        <source>Both roots are behind R₀.</source>
        <translation>2つの解はどちらもR₀の後ろです。</translation>
    </message>
    <message>
        <source>t_min = %1 &lt; 0, leaves at t = %2</source>
        <translation>t_min = %1 &lt; 0、t = %2で出る</translation>
    </message>
    <message>
        <source>Hit, tangent</source>
        <translation>当たり（接する）</translation>
    </message>
</context>
<context>
    <name>SlabSpotlight</name>
    <message>
        <source>v.x &lt; 0: inX and outX swapped</source>
        <translation>v.x &lt; 0なのでinXとoutXを入れ替え</translation>
    </message>
    <message>
        <source>v.y &lt; 0: inY and outY swapped</source>
        <translation>v.y &lt; 0なのでinYとoutYを入れ替え</translation>
    </message>
    <message>
        <source>in both slabs</source>
        <translation>両方のスラブの中</translation>
    </message>
</context>
<context>
    <name>SlabTasks</name>
    <message>
        <source>Which slab comes last?</source>
        <translation>最後に入るのはどちらのスラブ？</translation>
    </message>
    <message>
        <source>The ray and the box are shown, the slabs not yet. Does the ray enter the X slab or the Y slab last, or does it miss the box?</source>
        <translation>レイとAABBが表示されています（スラブはまだ表示されません）。レイが最後に入るのはXスラブとYスラブのどちらですか。それともAABBに当たりませんか。</translation>
    </message>
    <message>
        <source>the X slab last</source>
        <translation>最後はXスラブ</translation>
    </message>
    <message>
        <source>the Y slab last</source>
        <translation>最後はYスラブ</translation>
    </message>
    <message>
        <source>a miss</source>
        <translation>外れ</translation>
    </message>
    <message>
        <source>Follow the dot along the ray: when does its x enter [x_min, x_max], when does its y enter [y_min, y_max]?</source>
        <translation>レイに沿って進む点を追います。xが[x_min, x_max]に入るのはいつ、yが[y_min, y_max]に入るのはいつでしょう。</translation>
    </message>
    <message>
        <source>A miss: it leaves one slab before it enters the other, or the box lies behind R₀.</source>
        <translation>外れとは、片方のスラブを出てからもう片方に入るか、AABBがR₀の後ろにあることです。</translation>
    </message>
    <message>
        <source>t_enter = max = %1, t_exit = min = %2.</source>
        <translation>t_enter = max = %1、t_exit = min = %2。</translation>
    </message>
    <message>
        <source>t_enter ≤ t_exit: a hit, and the last slab entered is the X slab.</source>
        <translation>t_enter ≤ t_exitなので当たりです。最後に入るのはXスラブです。</translation>
    </message>
    <message>
        <source>t_enter ≤ t_exit: a hit, and the last slab entered is the Y slab.</source>
        <translation>t_enter ≤ t_exitなので当たりです。最後に入るのはYスラブです。</translation>
    </message>
    <message>
        <source>t_enter &gt; t_exit: a miss.</source>
        <translation>t_enter &gt; t_exitなので外れです。</translation>
    </message>
    <message>
        <source>t_exit &lt; 0: the box is behind R₀, a miss.</source>
        <translation>t_exit &lt; 0：AABBはR₀の後ろにあり、外れです。</translation>
    </message>
    <message>
        <source>When does the ray enter?</source>
        <translation>レイが入る時刻</translation>
    </message>
    <message>
        <source>Type t_enter, the moment the ray enters the box (in arrows v).</source>
        <translation>レイがAABBに入る時刻t_enter（矢印vの何本分か）を入力してください。</translation>
    </message>
    <message>
        <source>inX = (x_min − R₀.x)/v.x and outX = (x_max − R₀.x)/v.x; swap them if v.x &lt; 0.</source>
        <translation>inX = (x_min − R₀.x)/v.x、outX = (x_max − R₀.x)/v.x。v.x &lt; 0なら入れ替えます。</translation>
    </message>
    <message>
        <source>t_enter is the later of the two entries: the larger of inX and inY.</source>
        <translation>t_enterは2つの入る時刻の遅いほう、inXとinYの大きいほうです。</translation>
    </message>
    <message>
        <source>inX = (%1 − %2)/%3 = %4 (after sorting), inY = (%5 − %6)/%7 = %8; t_enter = max(%4, %8) = %9, at R₀ + t_enter v = %10.</source>
        <translation>inX = (%1 − %2)/%3 = %4（並べ替えたあと）、inY = (%5 − %6)/%7 = %8。t_enter = max(%4, %8) = %9、入る点はR₀ + t_enter v = %10です。</translation>
    </message>
    <message>
        <source>Cross, touch or miss the disk?</source>
        <translation>円盤を横切る？接する？外れる？</translation>
    </message>
    <message>
        <source>Will the ray cross the disk, just touch it, or miss it?</source>
        <translation>レイは円盤を横切りますか、ちょうど接しますか、それとも外れますか。</translation>
    </message>
    <message>
        <source>crosses it (two points)</source>
        <translation>横切る（2点）</translation>
    </message>
    <message>
        <source>touches it (one point)</source>
        <translation>接する（1点）</translation>
    </message>
    <message>
        <source>misses it</source>
        <translation>外れる</translation>
    </message>
    <message>
        <source>The line passes the centre at distance h; compare h with r.</source>
        <translation>直線は中心から距離hのところを通ります。hとrを比べます。</translation>
    </message>
    <message>
        <source>Or compute D = b² − c with b = (R₀ − C)·v, c = |R₀ − C|² − r².</source>
        <translation>またはb = (R₀ − C)·v、c = |R₀ − C|² − r²としてD = b² − cを計算します。</translation>
    </message>
    <message>
        <source>b = %1, c = %2, D = b² − c = %3.</source>
        <translation>b = %1、c = %2、D = b² − c = %3。</translation>
    </message>
    <message>
        <source>D &gt; 0: two points, t = %1 and %2.</source>
        <translation>D &gt; 0なので2点（t = %1と%2）です。</translation>
    </message>
    <message>
        <source>D = 0: it touches at t = %1.</source>
        <translation>D = 0なのでt = %1で接します。</translation>
    </message>
    <message>
        <source>D &lt; 0: it misses.</source>
        <translation>D &lt; 0なので外れです。</translation>
    </message>
    <message>
        <source>The ray seen from the rectangle</source>
        <translation>長方形から見たレイ</translation>
    </message>
    <message>
        <source>The rectangle&apos;s centre is T = %1, its axes are u_i = %2 (along the long side) and u_j = %3, and the ray starts at R₀ = %4. In the rectangle&apos;s own ij frame (T the origin), how far along u_i is R₀? Type s, the first coordinate of R₀&apos;.</source>
        <translation>長方形の中心はT = %1、軸はu_i = %2（長い辺の向き）とu_j = %3で、レイの始点はR₀ = %4です。Tを原点とする長方形自身のij座標系で、R₀はu_iの向きにどれだけ離れていますか。R₀&apos;の1つ目の座標sを入力してください。</translation>
    </message>
    <message>
        <source>First the arrow from T to the start: m = R₀ − T. Its length along u_i is the dot product m · u_i.</source>
        <translation>まずTから始点へのベクトルm = R₀ − Tを求めます。そのu_i方向の長さが内積m · u_iです。</translation>
    </message>
    <message>
        <source>m = %1; m · u_i = m.x u_i.x + m.y u_i.y.</source>
        <translation>m = %1。m · u_i = m.x u_i.x + m.y u_i.yです。</translation>
    </message>
    <message>
        <source>m = R₀ − T = %1. s = m · u_i = %2 × %3 + %4 × %5 = %6, and in the same way t = m · u_j = %7: R₀&apos; = %8. From there the slab method runs on a box from −w/2 to w/2 and −h/2 to h/2.</source>
        <translation>m = R₀ − T = %1。s = m · u_i = %2 × %3 + %4 × %5 = %6、同じようにt = m · u_j = %7なので、R₀&apos; = %8です。あとは−w/2からw/2、−h/2からh/2のAABBに対してスラブ法をそのまま使います。</translation>
    </message>
</context>
<context>
    <name>SlabTimeline</name>
    <message>
        <source>both</source>
        <translation>両方</translation>
    </message>
    <message>
        <source>disk</source>
        <translation>円盤</translation>
    </message>
    <message>
        <source>never inside</source>
        <translation>一度も入らない</translation>
    </message>
</context>
<context>
    <name>SquareCollisionCode</name>
    <message>
        <source>your condition</source>
        <translation>あなたの条件式</translation>
    </message>
    <message>
        <source>cannot be read: check it in the exercise first</source>
        <translation>読み取れません。まず演習で判定してください</translation>
    </message>
    <message>
        <source>none checked yet</source>
        <translation>まだ判定していません</translation>
    </message>
    <message>
        <source>pairs tried</source>
        <translation>試した組の数</translation>
    </message>
    <message>
        <source>The handout&apos;s program</source>
        <translation>配布資料のプログラム</translation>
    </message>
    <message>
        <source>The handout&apos;s square collision program (003), corners put in order first</source>
        <translation>配布資料の長方形の衝突判定プログラム（003）。先に頂点を並べ替えます</translation>
    </message>
    <message>
        <source>correction: the handout takes the first click as p0 and assumes it is the top-left corner</source>
        <translation>訂正：配布資料は1回目のクリックをp0とし、それが左上の頂点だと決めつけています</translation>
    </message>
    <message>
        <source>top-left</source>
        <translation>左上</translation>
    </message>
    <message>
        <source>bottom-right</source>
        <translation>右下</translation>
    </message>
    <message>
        <source>collided</source>
        <translation>衝突しています</translation>
    </message>
    <message>
        <source>not collided</source>
        <translation>衝突していません</translation>
    </message>
    <message>
        <source>across</source>
        <translation>横方向</translation>
    </message>
    <message>
        <source>up and down</source>
        <translation>縦方向</translation>
    </message>
    <message>
        <source>Your condition</source>
        <translation>あなたの条件式</translation>
    </message>
    <message>
        <source>The condition you checked last, tried on the checker&apos;s pairs in order</source>
        <translation>最後に判定したあなたの条件式を、判定に使う組に順に当てはめます</translation>
    </message>
    <message>
        <source>geometry&apos;s answer</source>
        <translation>正しい答え（geometry）</translation>
    </message>
    <message>
        <source>the first pair your condition gets wrong</source>
        <translation>あなたの条件式が最初に間違える組</translation>
    </message>
    <message>
        <source>right on every pair</source>
        <translation>すべての組で正しい</translation>
    </message>
    <message>
        <source>A, B: rectangle 1&apos;s clicks; C, D: rectangle 2&apos;s</source>
        <translation>A、B：長方形1のクリック。C、D：長方形2のクリック</translation>
    </message>
</context>
<context>
    <name>SquareCollisionCondition</name>
    <message>
        <source>Two rectangles miss when one lies completely beside the other: r1.Right &lt;= r2.Left, or r1.Left &gt;= r2.Right, or the same up and down. They collide when none of the four holds. By De Morgan&apos;s law every &quot;or&quot; becomes &quot;and&quot; and every comparison turns round:</source>
        <translation>一方がもう一方の完全に横にあれば、2つの長方形は衝突しません。r1.Right &lt;= r2.Left、またはr1.Left &gt;= r2.Right、上下についても同じです。4つのどれも成り立たないときに衝突しています。ド・モルガンの法則により、「または」は「かつ」に変わり、それぞれの比較は逆向きになります。</translation>
    </message>
    <message>
        <source>With &gt; and &lt; (not &gt;= and &lt;=), rectangles that only touch have not collided, as in the handout&apos;s program.</source>
        <translation>（&gt;=と&lt;=ではなく）&gt;と&lt;を使うので、接しているだけの長方形は衝突していないことになります。配布資料のプログラムと同じです。</translation>
    </message>
    <message>
        <source>Build the condition for &quot;the rectangles collide&quot; from the pieces, or type it. Rectangles that only touch do not count as collided here.</source>
        <translation>「長方形が衝突している」ための条件を、下のボタンで組み立てるか直接入力してください。この演習では、接しているだけの長方形は衝突とみなしません。</translation>
    </message>
    <message>
        <source>e.g. r1.Right &gt; r2.Left AND ...</source>
        <translation>例：r1.Right &gt; r2.Left AND ...</translation>
    </message>
    <message>
        <source>Your condition for: the rectangles collide</source>
        <translation>「長方形が衝突している」ための条件（あなたの答え）</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>消去</translation>
    </message>
    <message>
        <source>Show this pair on the canvas</source>
        <translation>この組をキャンバスに表示</translation>
    </message>
    <message>
        <source>Show the counterexample</source>
        <translation>反例を表示</translation>
    </message>
    <message>
        <source>That is a number, not a condition. Compare edges with &lt; or &gt; and join the comparisons with AND or OR.</source>
        <translation>これは数値で、条件ではありません。辺どうしを&lt;や&gt;で比べ、その比較をANDやORでつないでください。</translation>
    </message>
    <message>
        <source>For example here it says &quot;collided&quot;, but they do not collide:</source>
        <translation>たとえば次の組では、あなたの式は「衝突」と答えますが、実際は衝突していません：</translation>
    </message>
    <message>
        <source>For example here it says &quot;not collided&quot;, but they collide:</source>
        <translation>たとえば次の組では、あなたの式は「衝突していない」と答えますが、実際は衝突しています：</translation>
    </message>
    <message>
        <source>These two only touch, which does not count as collided here.</source>
        <translation>この2つは接しているだけで、この演習では衝突に数えません。</translation>
    </message>
    <message>
        <source>They overlap.</source>
        <translation>2つは重なっています。</translation>
    </message>
    <message>
        <source>(You have changed the condition since this check.)</source>
        <translation>（この判定のあとで式を書き換えています。）</translation>
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
        <source>Unknown name. Use r1.Left, r1.Right, r1.Top, r1.Bottom and the same for r2 (or the handout&apos;s P0.X, P2.Y, p0.X ...).</source>
        <translation>知らない名前です。r1.Left、r1.Right、r1.Top、r1.Bottomとr2の同じ名前（または配布資料のP0.X、P2.Y、p0.Xなど）を使ってください。</translation>
    </message>
    <message>
        <source>A closing parenthesis &quot;)&quot; is missing.</source>
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
        <translation>%1文字目で読めなくなりました：%2</translation>
    </message>
    <message>
        <source>Here: %1</source>
        <translation>該当箇所：%1</translation>
    </message>
    <message>
        <source>On the canvas your condition says: collided.</source>
        <translation>キャンバス上の長方形について、あなたの式の答え：衝突している。</translation>
    </message>
    <message>
        <source>On the canvas your condition says: not collided.</source>
        <translation>キャンバス上の長方形について、あなたの式の答え：衝突していない。</translation>
    </message>
    <message>
        <source>Your condition is wrong on %1 of %2 rectangle pairs.</source>
        <translation>%2組の長方形のうち%1組で、あなたの式の答えが違います。</translation>
    </message>
    <message>
        <source>Your condition gives the correct answer on all %1 rectangle pairs tried, touching ones included.</source>
        <translation>接しているだけの組も含め、試した%1組すべてであなたの式は正しい答えを出しました。</translation>
    </message>
    <message>
        <source>Start from the ways two rectangles miss: one lies completely to the left of the other, to its right, above it or below it. The pair below is one your condition gets wrong.</source>
        <translation>2つの長方形が衝突しない場合から考えましょう。一方がもう一方の完全に左、右、上、下のどれかにある場合です。下の組は、あなたの式が間違える組の1つです。</translation>
    </message>
    <message>
        <source>They collide when none of the four ways to miss holds: turn each comparison round and join the four with AND. Touching is not a collision, so compare with &gt; and &lt;.</source>
        <translation>衝突しない4つの場合のどれも成り立たないとき、衝突しています。それぞれの比較を逆向きにして、4つをANDでつなぎましょう。接しているだけでは衝突ではないので、&gt;と&lt;で比べます。</translation>
    </message>
</context>
<context>
    <name>SquareCollisionControls</name>
    <message>
        <source>New rectangles (Delete)</source>
        <translation>長方形を描き直す（Delete）</translation>
    </message>
    <message>
        <source>Clear both rectangles and click new corners</source>
        <translation>両方の長方形を消して、新しい頂点をクリックします</translation>
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
        <source>Click on the canvas to place corners, or move the cross with the arrow keys (Shift: further) and press Enter. Tab picks a corner, the arrow keys move it. Esc cancels the first corner of a half-placed rectangle; Delete clears the rectangles. Hold Shift while clicking to snap to the grid.</source>
        <translation>キャンバスをクリックして頂点を置きます。矢印キーで十字を動かし（Shiftで大きく）、Enterで置くこともできます。Tabで頂点を選び、矢印キーで動かします。Escで置きかけの長方形の最初の頂点を取り消し、Deleteで長方形を消します。Shiftを押しながらクリックすると格子にそろいます。</translation>
    </message>
    <message>
        <source>Do the two rectangles collide?</source>
        <translation>2つの長方形は衝突していますか？</translation>
    </message>
    <message>
        <source>First click both rectangles.</source>
        <translation>まず2つの長方形をクリックで描いてください。</translation>
    </message>
    <message>
        <source>You predicted for the rectangles as they were before. New rectangles (Delete) asks again.</source>
        <translation>いまの予想は、動かす前の長方形に対するものです。「長方形を描き直す（Delete）」でもう一度予想できます。</translation>
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
        <translation>4つの不等式がすべて成り立っています：</translation>
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
        <translation>2つは接しているだけです。この演習では、接しているだけなら衝突ではありません。</translation>
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
        <source>Two rectangles</source>
        <translation>2つの長方形</translation>
    </message>
    <message>
        <source>Predict, then check</source>
        <translation>予想してから確かめる</translation>
    </message>
</context>
<context>
    <name>SquareCollisionLesson</name>
    <message>
        <source>Your rectangles right now</source>
        <translation>いまの長方形</translation>
    </message>
    <message>
        <source>Each rectangle is $[\mathrm{Left}, \mathrm{Right}] \times [\mathrm{Bottom}, \mathrm{Top}]$ with $\mathrm{Left} = \min(x_1, x_2)$, $\mathrm{Right} = \max(x_1, x_2)$ of the two corners you clicked, and the same for $y$, so the order of the clicks does not matter.</source>
        <translation>クリックした2点から$\mathrm{Left} = \min(x_1, x_2)$、$\mathrm{Right} = \max(x_1, x_2)$とし、$y$も同じように決めるので、長方形は$[\mathrm{Left}, \mathrm{Right}] \times [\mathrm{Bottom}, \mathrm{Top}]$になります。クリックの順番は関係ありません。</translation>
    </message>
    <message>
        <source>Click the corners of both rectangles on the canvas.</source>
        <translation>キャンバス上で2つの長方形の頂点をクリックしてください。</translation>
    </message>
    <message>
        <source>Predict first: do they collide?</source>
        <translation>まず予想しましょう：衝突している？</translation>
    </message>
    <message>
        <source>All four hold: the rectangles have collided.</source>
        <translation>4つすべて成り立つので、長方形は衝突しています。</translation>
    </message>
    <message>
        <source>At least one fails: the rectangles have not collided.</source>
        <translation>成り立たないものがあるので、長方形は衝突していません。</translation>
    </message>
    <message>
        <source>Write the condition</source>
        <translation>条件を書く</translation>
    </message>
</context>
<context>
    <name>SquareCollisionPainter</name>
    <message>
        <source>collided?</source>
        <translation>衝突？</translation>
    </message>
    <message>
        <source>%1 fails</source>
        <translation>%1が成り立たない</translation>
    </message>
    <message>
        <source>collided</source>
        <translation>衝突しています</translation>
    </message>
    <message>
        <source>not collided</source>
        <translation>衝突していません</translation>
    </message>
    <message>
        <source>Rectangle %1: x from %2 to %3, y from %4 to %5</source>
        <translation>長方形%1：xは%2から%3、yは%4から%5</translation>
    </message>
    <message>
        <source>First corner of rectangle %1 at (%2, %3)</source>
        <translation>長方形%1の1つ目の頂点：(%2, %3)</translation>
    </message>
    <message>
        <source>the checker&apos;s pair %1</source>
        <translation>判定に使う組%1</translation>
    </message>
    <message>
        <source>Collided or not?</source>
        <translation>衝突している？&#x3000;していない？</translation>
    </message>
    <message>
        <source>Predict with the buttons, then see.</source>
        <translation>ボタンで予想してから結果を見ましょう。</translation>
    </message>
    <message>
        <source>Collided</source>
        <translation>衝突しています</translation>
    </message>
    <message>
        <source>Not collided</source>
        <translation>衝突していません</translation>
    </message>
</context>
<context>
    <name>SweptCode</name>
    <message>
        <source>The article&apos;s test</source>
        <translation>元の記事の判定</translation>
    </message>
    <message>
        <source>the article&apos;s Hitting class (004), made to compile; its errors marked, not fixed</source>
        <translation>元の記事のHittingクラス（004）、コンパイルできるようにしたもの。誤りは直さずに印をつけています</translation>
    </message>
    <message>
        <source>the dot product. correction: const is missing in the article, so isHit cannot call it on its const references</source>
        <translation>内積。訂正：元の記事にはconstがないので、isHitはconst参照からこれを呼べません</translation>
    </message>
    <message>
        <source>correction: the article&apos;s vec has no subtraction, which isHit needs</source>
        <translation>訂正：元の記事のvecには、isHitが使う引き算がありません</translation>
    </message>
    <message>
        <source>pos[0]: the previous frame, pos[1]: this frame</source>
        <translation>pos[0]：前のフレーム、pos[1]：このフレーム</translation>
    </message>
    <message>
        <source>a new frame: the old place moves back</source>
        <translation>新しいフレーム：古い位置を1つ後ろへ</translation>
    </message>
    <message>
        <source>correction: const, as above</source>
        <translation>訂正：上と同じくconst</translation>
    </message>
    <message>
        <source>B seen from A at the previous frame</source>
        <translation>前のフレームでAから見たB</translation>
    </message>
    <message>
        <source>and at this frame</source>
        <translation>このフレームでも同じく</translation>
    </message>
    <message>
        <source>correction: the vertex value lost 4 c0 c1, and -i*i ≤ 0 ≤ r_sq (c0 + c1 − 2i) always holds: a hit whenever the closest moment is in the frame. With no relative motion (α = c0 + c1 − 2i = 0, which the article rules out by &quot;α &gt; 0&quot;) it lands here too</source>
        <translation>訂正：頂点の値から4 c0 c1が抜けているため、-i*i ≤ 0 ≤ r_sq (c0 + c1 − 2i)が常に成り立ち、最も近づく時刻がフレーム内なら必ず当たりになります。相対運動がない場合（α = c0 + c1 − 2i = 0。元の記事は「α &gt; 0」として除外）もここに来ます</translation>
    </message>
    <message>
        <source>the two frames. correction: the article derives this with ⇒; a hit needs ⇔, which holds because R = 4r²</source>
        <translation>2つのフレーム。訂正：元の記事は⇒で導いていますが、当たりと判定するには⇔が必要です。R = 4r²なので⇔が成り立ちます</translation>
    </message>
    <message>
        <source>The correct test</source>
        <translation>正しい判定</translation>
    </message>
    <message>
        <source>the article&apos;s test corrected, as the lesson computes it</source>
        <translation>元の記事の判定を訂正したもの（このレッスンの計算）</translation>
    </message>
    <message>
        <source>B&apos;s path seen from A: the segment from C0 to C1</source>
        <translation>Aから見たBの動き：C0からC1への線分</translation>
    </message>
    <message>
        <source>α = |C1 − C0|²</source>
        <translation>α = |C1 − C0|²</translation>
    </message>
    <message>
        <source>correction: the article assumes α &gt; 0; with no relative motion the distance stays |C0|</source>
        <translation>訂正：元の記事はα &gt; 0を前提にしています。相対運動がなければ距離は|C0|のままです</translation>
    </message>
    <message>
        <source>the closest moment of the whole line, a fraction of the frame: s_top = 2u − 1</source>
        <translation>直線全体で最も近づく時刻（フレームの割合）：s_top = 2u − 1</translation>
    </message>
    <message>
        <source>closest at the start: f(−1) ≤ 0 ⇔ (C0, C0) ≤ r² (the article writes ⇒)</source>
        <translation>始めが最も近い：f(−1) ≤ 0 ⇔ (C0, C0) ≤ r²（元の記事は⇒）</translation>
    </message>
    <message>
        <source>closest at the end: f(1) ≤ 0 ⇔ (C1, C1) ≤ r²</source>
        <translation>終わりが最も近い：f(1) ≤ 0 ⇔ (C1, C1) ≤ r²</translation>
    </message>
    <message>
        <source>C0 × (C1 − C0), the same as C0 × C1</source>
        <translation>C0 × (C1 − C0)、C0 × C1と同じ</translation>
    </message>
    <message>
        <source>correction: the vertex test, |C0 × C1|² ≤ r² |C1 − C0|²: the distance² from A to B&apos;s path against r²</source>
        <translation>訂正：頂点での判定|C0 × C1|² ≤ r² |C1 − C0|²。AからBの道筋までの距離の2乗をr²と比べる</translation>
    </message>
</context>
<context>
    <name>SweptLesson</name>
    <message>
        <source>Your circles right now</source>
        <translation>いまの円の値</translation>
    </message>
    <message>
        <source>$\alpha = 0$: A and B move by the same vector, so their distance never changes during the frame. There is no vertex; the test is simply $|C_0|^2 \le r^2$:</source>
        <translation>$\alpha = 0$：AとBが同じだけ動くので、フレームの間ずっと距離が変わりません。頂点はなく、$|C_0|^2 \le r^2$だけで判定します。</translation>
    </message>
    <message>
        <source>The vertex lies inside the frame, so the vertex test decides:</source>
        <translation>頂点がフレーム内にあるので、頂点での判定で決まります。</translation>
    </message>
    <message>
        <source>The vertex lies outside the frame, so g is monotonic on [-1, 1] and the two ends decide:</source>
        <translation>頂点がフレームの外にあるので、gは[-1, 1]で単調です。両端で決まります。</translation>
    </message>
    <message>
        <source>The left side is never positive and the right side never negative, so this always holds.</source>
        <translation>左辺は0以下、右辺は0以上なので、この式はいつでも成り立ってしまいます。</translation>
    </message>
    <message>
        <source>Swept test: hit, first contact at t = %1 of the frame.</source>
        <translation>移動を考慮した判定：当たり。衝突時刻はフレームのt = %1の時点です。</translation>
    </message>
    <message>
        <source>Swept test: miss, closest distance %1 &gt; rA + rB = %2.</source>
        <translation>移動を考慮した判定：外れ。最接近の距離%1 &gt; rA + rB = %2。</translation>
    </message>
    <message>
        <source>The article&apos;s vertex test, with $i = (C_0, C_1) = %1$:</source>
        <translation>元の記事の頂点の判定（$i = (C_0, C_1) = %1$）：</translation>
    </message>
    <message>
        <source>The article&apos;s test says hit.</source>
        <translation>元の記事の判定は「当たり」です。</translation>
    </message>
    <message>
        <source>The article&apos;s test says miss.</source>
        <translation>元の記事の判定は「外れ」です。</translation>
    </message>
    <message>
        <source>The task above asks about this motion: the rest of the test shows here once you have answered.</source>
        <translation>上の課題がこの動きについて尋ねています。判定の続きは、答えたあとにここに表示します。</translation>
    </message>
    <message>
        <source>Swept test: hit.</source>
        <translation>移動を考慮した判定：当たり。</translation>
    </message>
</context>
<context>
    <name>SweptPainter</name>
    <message>
        <source>Swept test: hit at t = %1 (bold circles: that moment)</source>
        <translation>移動を考慮した判定：t = %1で当たり（太線の円）</translation>
    </message>
    <message>
        <source>Swept test: miss (dotted: closest, t = %1)</source>
        <translation>移動を考慮した判定：外れ（点線は最接近t = %1）</translation>
    </message>
    <message>
        <source>Per-frame test (frames 0 and 1 only): hit</source>
        <translation>フレームだけの判定：当たり</translation>
    </message>
    <message>
        <source>Per-frame test (frames 0 and 1 only): miss, tunnelling!</source>
        <translation>フレームだけの判定：外れ、すり抜け！</translation>
    </message>
    <message>
        <source>Per-frame test (frames 0 and 1 only): miss</source>
        <translation>フレームだけの判定：外れ</translation>
    </message>
    <message>
        <source>Article&apos;s test: hit</source>
        <translation>元の記事の判定：当たり</translation>
    </message>
    <message>
        <source>Article&apos;s test: hit, a false collision!</source>
        <translation>元の記事の判定：当たり、偽の衝突！</translation>
    </message>
    <message>
        <source>Article&apos;s test: miss</source>
        <translation>元の記事の判定：外れ</translation>
    </message>
    <message>
        <source>No relative motion: α = 0</source>
        <translation>相対運動なし：α = 0</translation>
    </message>
    <message>
        <source>Circle %1: from %2 at frame 0 to %3 at frame 1, radius %4</source>
        <translation>円%1：フレーム0で%2、フレーム1で%3、半径%4</translation>
    </message>
    <message>
        <source>Swept test: hit</source>
        <translation>移動を考慮した判定：当たり</translation>
    </message>
    <message>
        <source>Swept test: miss</source>
        <translation>移動を考慮した判定：外れ</translation>
    </message>
    <message>
        <source>Hit at t = %1</source>
        <translation>t = %1で当たり</translation>
    </message>
    <message>
        <source>The swept test. Bold circles: that moment.</source>
        <translation>移動を考慮した判定。太線の円はその瞬間です。</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>外れ</translation>
    </message>
    <message>
        <source>The swept test. Dotted circles: closest, at t = %1.</source>
        <translation>移動を考慮した判定。点線の円はt = %1の最接近です。</translation>
    </message>
</context>
<context>
    <name>SweptSpotlight</name>
    <message>
        <source>B seen from A</source>
        <translation>Aから見たB</translation>
    </message>
</context>
<context>
    <name>SweptTasks</name>
    <message>
        <source>In this frame, later, or never?</source>
        <translation>このフレームで？あとで？ぶつからない？</translation>
    </message>
    <message>
        <source>Both circles keep moving the way they do in this frame. Do they touch before s = 1 (in this frame), only after s = 1 (if they went on), or never?</source>
        <translation>2つの円はこのフレームと同じ動きを続けるとします。接触するのはs = 1より前（このフレームの中）ですか、s = 1より後（動き続けた場合）ですか、それとも接触しませんか。</translation>
    </message>
    <message>
        <source>in this frame (s ≤ 1)</source>
        <translation>このフレームの中（s ≤ 1）</translation>
    </message>
    <message>
        <source>only after s = 1</source>
        <translation>s = 1より後だけ</translation>
    </message>
    <message>
        <source>never</source>
        <translation>接触しない</translation>
    </message>
    <message>
        <source>Look at B seen from A: the line through C₀ and C₁. How close does it come to A&apos;s centre, and where?</source>
        <translation>Aから見たBの動き、C₀とC₁を通る直線を考えます。Aの中心にどこまで、どのあたりで近づきますか。</translation>
    </message>
    <message>
        <source>The closest moment is s_top = −β/α; is it before or after s = 1?</source>
        <translation>最も近づく時刻はs_top = −β/αです。s = 1より前ですか、後ですか。</translation>
    </message>
    <message>
        <source>α = %1, β = %2, γ = %3, R = %4.</source>
        <translation>α = %1、β = %2、γ = %3、R = %4。</translation>
    </message>
    <message>
        <source>s_top = %1, g(s_top) = %2.</source>
        <translation>s_top = %1、g(s_top) = %2。</translation>
    </message>
    <message>
        <source>g ≤ R somewhere in [−1, 1]: first contact at s = %1 (t = %2).</source>
        <translation>[−1, 1]のどこかでg ≤ R：s = %1（t = %2）で初めて接触します。</translation>
    </message>
    <message>
        <source>s_top &gt; 1 and g(s_top) ≤ R: they would touch after this frame.</source>
        <translation>s_top &gt; 1でg(s_top) ≤ R：このフレームのあとで接触します。</translation>
    </message>
    <message>
        <source>g stays above R: they never touch.</source>
        <translation>gはずっとRより大きい：接触しません。</translation>
    </message>
    <message>
        <source>The time of impact</source>
        <translation>衝突時刻</translation>
    </message>
    <message>
        <source>Type t, the fraction of the frame at which the circles first touch.</source>
        <translation>2つの円が初めて接する時刻を、フレームの割合tで入力してください。</translation>
    </message>
    <message>
        <source>Only the relative motion counts: C₀ = B₀ − A₀, C₁ = B₁ − A₁.</source>
        <translation>大事なのは相対的な動きだけです。C₀ = B₀ − A₀、C₁ = B₁ − A₁。</translation>
    </message>
    <message>
        <source>Solve |C₀ + u (C₁ − C₀)|² = r² and take the smaller root.</source>
        <translation>|C₀ + u (C₁ − C₀)|² = r²を解き、小さいほうの解をとります。</translation>
    </message>
    <message>
        <source>C₀ = %1, C₁ − C₀ = %2; |C₀ + u d|² = r²: %3 u² + %4 u + %5 = 0, u = %6 (the other root %7).</source>
        <translation>C₀ = %1、C₁ − C₀ = %2。|C₀ + u d|² = r²より%3 u² + %4 u + %5 = 0、u = %6（もう1つの解は%7）です。</translation>
    </message>
    <message>
        <source>When are they closest?</source>
        <translation>最も近づく時刻</translation>
    </message>
    <message>
        <source>Type s_top = −β/α, the time (from −1 to 1 across the frame, and beyond) at which the centres are closest.</source>
        <translation>中心どうしが最も近づく時刻s_top = −β/α（フレームの始めが−1、終わりが1。範囲の外もありえます）を入力してください。</translation>
    </message>
    <message>
        <source>α = |C₁ − C₀|², β = |C₁|² − |C₀|².</source>
        <translation>α = |C₁ − C₀|²、β = |C₁|² − |C₀|²です。</translation>
    </message>
    <message>
        <source>The minus sign: s_top = −β/α.</source>
        <translation>マイナスを忘れずに：s_top = −β/α。</translation>
    </message>
    <message>
        <source>α = %1, β = %2 − %3 = %4, s_top = −%4/%1 = %5 (%6 the frame).</source>
        <translation>α = %1、β = %2 − %3 = %4、s_top = −%4/%1 = %5（フレームの%6）です。</translation>
    </message>
    <message>
        <source>inside</source>
        <translation>中</translation>
    </message>
    <message>
        <source>outside</source>
        <translation>外</translation>
    </message>
</context>
<context>
    <name>TaskRecord</name>
    <message>
        <source>in progress</source>
        <translation>取り組み中</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>未着手</translation>
    </message>
</context>
<context>
    <name>TaskSource</name>
    <message>
        <source>the handout (%1)</source>
        <translation>配布資料（%1）</translation>
    </message>
    <message>
        <source>the textbook (%1)</source>
        <translation>教科書（%1）</translation>
    </message>
    <message>
        <source>the article (%1)</source>
        <translation>元の記事（%1）</translation>
    </message>
    <message>
        <source>%1, lines %2</source>
        <translation>%1の%2行目</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1の%2行目</translation>
    </message>
</context>
<context>
    <name>lab::AreaMoveBlanks</name>
    <message>
        <source>(Until these are fixed, the rectangles keep moving by the last rules that ran.)</source>
        <translation>（直すまでは、最後に動かしたルールのまま長方形が動き続けます。）</translation>
    </message>
    <message>
        <source>Reverse mov.X if</source>
        <translation>mov.Xを反転する条件</translation>
    </message>
    <message>
        <source>Reverse mov.Y if</source>
        <translation>mov.Yを反転する条件</translation>
    </message>
    <message>
        <source>e.g. a number or an expression</source>
        <translation>数または式</translation>
    </message>
    <message>
        <source>a condition, e.g. a &lt; b || c &lt; d</source>
        <translation>条件式（例：a &lt; b || c &lt; d）</translation>
    </message>
    <message>
        <source>Names: Width, Height, Left, Right, Top, Bottom, p0.X, p0.Y (top-left corner), p2.X, p2.Y (bottom-right corner), mov.X, mov.Y. Operators: + - * / ^ () sqrt() &lt; &lt;= &gt; &gt;= == != &amp;&amp; || ! (also AND, OR, NOT).</source>
        <translation>使える名前：Width、Height、Left、Right、Top、Bottom、p0.X、p0.Y（左上の頂点）、p2.X、p2.Y（右下の頂点）、mov.X、mov.Y。演算子：+ - * / ^ () sqrt() &lt; &lt;= &gt; &gt;= == != &amp;&amp; || !（AND、OR、NOTも可）。</translation>
    </message>
    <message>
        <source>Run my rules</source>
        <translation>自分のルールで動かす</translation>
    </message>
    <message>
        <source>No rules running yet: the rectangles fly straight on and leave the area.</source>
        <translation>まだルールがありません。長方形はまっすぐ進み、領域の外へ出ていきます。</translation>
    </message>
    <message>
        <source>Your rules behave like the correct ones for a whole minute (%1 frames): both rectangles stay in the area and turn at the walls.</source>
        <translation>1分間（%1フレーム）、あなたのルールは正しいルールと同じように動きました。2つの長方形は領域の中にとどまり、壁で折り返しています。</translation>
    </message>
    <message>
        <source>Show frame %1</source>
        <translation>フレーム%1を表示</translation>
    </message>
    <message>
        <source>The drawing area is Width = %1 by Height = %2, centred on the origin, y up. Where are its walls, and when must each velocity component turn around?</source>
        <translation>描画領域は幅Width = %1、高さHeight = %2で、原点が中央、y軸は上向きです。壁はどこにあり、速度の各成分はいつ反転させればよいでしょう？</translation>
    </message>
</context>
<context>
    <name>lab::AreaMoveScene</name>
    <message>
        <source>x of the top-left corner p0 of rectangle 1 at the start</source>
        <translation>長方形1の左上の頂点p0の、開始時のx座標</translation>
    </message>
    <message>
        <source>y of the top-left corner p0 of rectangle 1 at the start</source>
        <translation>長方形1の左上の頂点p0の、開始時のy座標</translation>
    </message>
    <message>
        <source>x of the bottom-right corner p2 of rectangle 1 at the start</source>
        <translation>長方形1の右下の頂点p2の、開始時のx座標</translation>
    </message>
    <message>
        <source>y of the bottom-right corner p2 of rectangle 1 at the start</source>
        <translation>長方形1の右下の頂点p2の、開始時のy座標</translation>
    </message>
    <message>
        <source>x of the velocity mov1 of rectangle 1, in units per frame</source>
        <translation>長方形1の速度mov1のx成分（1フレームあたり）</translation>
    </message>
    <message>
        <source>y of the velocity mov1 of rectangle 1, in units per frame</source>
        <translation>長方形1の速度mov1のy成分（1フレームあたり）</translation>
    </message>
    <message>
        <source>x of the top-left corner P0 of rectangle 2 at the start</source>
        <translation>長方形2の左上の頂点P0の、開始時のx座標</translation>
    </message>
    <message>
        <source>y of the top-left corner P0 of rectangle 2 at the start</source>
        <translation>長方形2の左上の頂点P0の、開始時のy座標</translation>
    </message>
    <message>
        <source>x of the bottom-right corner P2 of rectangle 2 at the start</source>
        <translation>長方形2の右下の頂点P2の、開始時のx座標</translation>
    </message>
    <message>
        <source>y of the bottom-right corner P2 of rectangle 2 at the start</source>
        <translation>長方形2の右下の頂点P2の、開始時のy座標</translation>
    </message>
    <message>
        <source>x of the velocity mov2 of rectangle 2, in units per frame</source>
        <translation>長方形2の速度mov2のx成分（1フレームあたり）</translation>
    </message>
    <message>
        <source>y of the velocity mov2 of rectangle 2, in units per frame</source>
        <translation>長方形2の速度mov2のy成分（1フレームあたり）</translation>
    </message>
    <message>
        <source>In rectangle %1, p0 must be the top-left corner and p2 the bottom-right one.</source>
        <translation>長方形%1では、p0が左上、p2が右下の頂点になるようにしてください。</translation>
    </message>
    <message>
        <source>Rectangle %1 must start inside the drawing area (%2 by %3).</source>
        <translation>長方形%1は描画領域（%2 × %3）の中から始めてください。</translation>
    </message>
    <message>
        <source>The velocity of rectangle %1 may be at most %2 units per frame in each direction.</source>
        <translation>長方形%1の速度は、各方向とも1フレームあたり%2以下にしてください。</translation>
    </message>
</context>
<context>
    <name>lab::BroadPhaseChart</name>
    <message>
        <source>n (bodies)</source>
        <translation>n（物体の数）</translation>
    </message>
    <message>
        <source>all pairs</source>
        <translation>全ペア</translation>
    </message>
    <message>
        <source>uniform grid</source>
        <translation>一様グリッド</translation>
    </message>
    <message>
        <source>sweep and prune</source>
        <translation>スイープ・アンド・プルーン</translation>
    </message>
    <message>
        <source>n²/2</source>
        <translation>n²/2</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>%1 values of n plotted. At n = %2: all pairs %3, uniform grid %4, sweep and prune %5 pair tests per frame.</source>
        <translation>nの値%1個を描いています。n = %2では、フレームあたりのペア判定数は全ペア%3、一様グリッド%4、スイープ・アンド・プルーン%5です。</translation>
    </message>
    <message>
        <source>Chart of the pair tests per frame against n</source>
        <translation>nに対するフレームあたりのペア判定数のグラフ</translation>
    </message>
    <message>
        <source>pair tests</source>
        <translation>ペアの判定数</translation>
    </message>
</context>
<context>
    <name>lab::BroadPhaseControls</name>
    <message>
        <source>Change n</source>
        <translation>nを変える</translation>
    </message>
    <message>
        <source>n = %1 bodies; all pairs would make %2 pair tests</source>
        <translation>物体の数n = %1：全ペアならペアの判定は%2回</translation>
    </message>
    <message>
        <source>The grid is refused: these cells would be more than 4 million. Pick a larger cell size.</source>
        <translation>グリッドを作れません。このセルの大きさでは、セルが400万個を超えてしまいます。セルの大きさをもっと大きくしてください。</translation>
    </message>
    <message>
        <source>Pair tests: %1</source>
        <translation>ペアの判定数：%1</translation>
    </message>
    <message>
        <source>Cell size: %1 (cells visited: %2)</source>
        <translation>セルの大きさ：%1（登録したセル：%2）</translation>
    </message>
    <message>
        <source>Swaps to keep the order: %1</source>
        <translation>順序を保つための入れ替え：%1回</translation>
    </message>
    <message>
        <source>Candidate pairs: %1 · hits: %2</source>
        <translation>候補ペア：%1、衝突：%2</translation>
    </message>
    <message>
        <source>Frame: %1 ms of the %2 ms a 60 fps frame has</source>
        <translation>フレーム：%1ms（60fpsの1フレームは%2ms）</translation>
    </message>
    <message>
        <source>Bodies</source>
        <translation>物体</translation>
    </message>
    <message>
        <source>Bodies n (2 to 10,000, a logarithmic scale)</source>
        <translation>物体の数n（2〜10,000、対数目盛）</translation>
    </message>
    <message>
        <source>New bodies</source>
        <translation>新しい物体</translation>
    </message>
    <message>
        <source>Draws other bodies: other places, sizes and directions</source>
        <translation>物体を抽選し直します。位置、大きさ、動く向きが変わります</translation>
    </message>
    <message>
        <source>Broad phase</source>
        <translation>ブロードフェーズ</translation>
    </message>
    <message>
        <source>All pairs</source>
        <translation>全ペア</translation>
    </message>
    <message>
        <source>Uniform grid</source>
        <translation>一様グリッド</translation>
    </message>
    <message>
        <source>Sweep and prune</source>
        <translation>スイープ・アンド・プルーン</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>動き</translation>
    </message>
    <message>
        <source>This frame</source>
        <translation>このフレーム</translation>
    </message>
    <message>
        <source>Pair tests per frame</source>
        <translation>フレームあたりのペア判定数</translation>
    </message>
    <message>
        <source>Drag any body: it becomes P and stays where you put it while the others move. Keys: H / J / K / L move P (Shift: further).</source>
        <translation>どの物体もドラッグできます。ドラッグした物体がPになり、ほかの物体が動いている間も置いた場所にとどまります。キー：H / J / K / LでPを動かします（Shiftで大きく）。</translation>
    </message>
    <message>
        <source>Frame: %1 ms, more than the %2 ms a 60 fps frame has: too slow</source>
        <translation>フレーム：%1ms（60fpsの1フレームの%2msを超えています：遅すぎます）</translation>
    </message>
    <message>
        <source>P (body %1) at %2: candidate pairs with P %3, hits %4</source>
        <translation>P（物体%1）の位置%2：Pを含む候補ペア%3組、衝突%4組</translation>
    </message>
    <message>
        <source>Broad phase: %1 ms · narrow phase: %2 ms · move: %3 ms · drawing the last frame: %4 ms</source>
        <translation>ブロードフェーズ：%1ms、ナローフェーズ：%2ms、移動：%3ms、直前のフレームの描画：%4ms</translation>
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
    <name>lab::CarCirclesScene</name>
    <message>
        <source>Turn car</source>
        <translation>車を回す</translation>
    </message>
    <message>
        <source>Move car</source>
        <translation>車を動かす</translation>
    </message>
    <message>
        <source>x of the car&apos;s centre p0</source>
        <translation>車の中心p0のx</translation>
    </message>
    <message>
        <source>y of the car&apos;s centre p0</source>
        <translation>車の中心p0のy</translation>
    </message>
    <message>
        <source>Angle of the car in degrees, counter-clockwise</source>
        <translation>車の角度（度、反時計回り）</translation>
    </message>
    <message>
        <source>x step of the car per frame</source>
        <translation>1フレームで車が進むx方向の量</translation>
    </message>
    <message>
        <source>y step of the car per frame</source>
        <translation>1フレームで車が進むy方向の量</translation>
    </message>
    <message>
        <source>Radius r0 of the outer circle</source>
        <translation>外側の円の半径r0</translation>
    </message>
</context>
<context>
    <name>lab::CarScene</name>
    <message>
        <source>Width of the drawing area (Left = -Width/2, Right = Width/2)</source>
        <translation>描画領域の幅（Left = -Width/2、Right = Width/2）</translation>
    </message>
    <message>
        <source>Height of the drawing area (Bottom = -Height/2, Top = Height/2)</source>
        <translation>描画領域の高さ（Bottom = -Height/2、Top = Height/2）</translation>
    </message>
    <message>
        <source>The outer radius r0 must be greater than 0.</source>
        <translation>外側の円の半径r0は0より大きくしてください。</translation>
    </message>
    <message>
        <source>The drawing area must be at least 100 wide and 100 high.</source>
        <translation>描画領域は幅・高さとも100以上にしてください。</translation>
    </message>
    <message>
        <source>A step per frame larger than 100 jumps over the walls; take at most 100.</source>
        <translation>1フレームの移動量が100を超えると壁を飛び越えてしまいます。100以下にしてください。</translation>
    </message>
</context>
<context>
    <name>lab::CirclesControls</name>
    <message>
        <source>Centres and radii</source>
        <translation>中心と半径</translation>
    </message>
    <message>
        <source>One click away</source>
        <translation>ワンクリックで</translation>
    </message>
    <message>
        <source>Example 1: the racing game</source>
        <translation>例題1：レースゲーム</translation>
    </message>
    <message>
        <source>Car A: (x - 20)² + (y - 10)² = 900, car B: (x + 10)² + (y - 50)² = 625</source>
        <translation>車A：(x - 20)² + (y - 10)² = 900、車B：(x + 10)² + (y - 50)² = 625</translation>
    </message>
    <message>
        <source>False collision</source>
        <translation>偽の衝突</translation>
    </message>
    <message>
        <source>The bounding circles overlap but the cars do not touch</source>
        <translation>境界円は重なっているが、車どうしは触れていない配置</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Circle 1: centre %1, r1 = %2</source>
        <translation>円1：中心%1、r1 = %2</translation>
    </message>
    <message>
        <source>Circle 2: centre %1, r2 = %2</source>
        <translation>円2：中心%1、r2 = %2</translation>
    </message>
    <message>
        <source>D = %1, r1 + r2 = %2</source>
        <translation>D = %1、r1 + r2 = %2</translation>
    </message>
    <message>
        <source>D² = %1, (r1 + r2)² = %2</source>
        <translation>D² = %1、(r1 + r2)² = %2</translation>
    </message>
    <message>
        <source>The car bodies overlap too: a real collision.</source>
        <translation>車体も重なっています：本当の衝突です。</translation>
    </message>
    <message>
        <source>The car bodies do not touch: a false collision.</source>
        <translation>車体は触れていません：偽の衝突です。</translation>
    </message>
    <message>
        <source>Switch the animation on: circle 2 moves towards circle 1, one jump per frame, and every frame&apos;s distance is listed here.</source>
        <translation>アニメーションをオンにすると、円2が1フレームごとに飛び飛びに円1へ近づき、各フレームの距離がここに並びます。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>frame</source>
        <translation>フレーム</translation>
    </message>
    <message>
        <source>D = r1 + r2 exactly in %1 of %2 frames; D ≤ r1 + r2 from frame %3 on.</source>
        <translation>D = r1 + r2にぴったりなるフレームは%2フレーム中%1個。D ≤ r1 + r2はフレーム%3から成り立ちます。</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>アニメーション</translation>
    </message>
    <message>
        <source>Circle 2 drives at circle 1, one jump per frame. Frames are not undo steps; switching the animation off puts your circles back.</source>
        <translation>円2が1フレームずつ飛び飛びに円1へ向かいます。フレームは「元に戻す」の対象になりません。アニメーションをオフにすると円は元の位置に戻ります。</translation>
    </message>
    <message>
        <source>r1 + r2 = %1. A frame lasts 1/60 s. Column =: is D = r1 + r2? Column ≤: is D ≤ r1 + r2?</source>
        <translation>r1 + r2 = %1。1フレームは1/60秒です。「=」の列はD = r1 + r2か、「≤」の列はD ≤ r1 + r2かを表します。</translation>
    </message>
    <message>
        <source>Keys: H / J / K / L move the selected circle left / down / up / right by 1 (circle 1 when no handle is selected; Shift: by 5). Tab selects a handle, the arrow keys move it (Shift: further).</source>
        <translation>キー：H / J / K / Lで選んでいる円を左・下・上・右に1ずつ動かします（ハンドルを選んでいないときは円1、Shiftで5ずつ）。Tabでハンドルを選び、矢印キーで動かします（Shiftで大きく）。</translation>
    </message>
    <message>
        <source>Frames</source>
        <translation>フレーム</translation>
    </message>
</context>
<context>
    <name>lab::CirclesScene</name>
    <message>
        <source>The frames are playing: switch the animation off to change the circles.</source>
        <translation>アニメーション中です。円を変えるにはアニメーションをオフにしてください。</translation>
    </message>
    <message>
        <source>A radius must be greater than zero.</source>
        <translation>半径は0より大きくしてください。</translation>
    </message>
    <message>
        <source>Move circle</source>
        <translation>円を動かす</translation>
    </message>
    <message>
        <source>x of the centre of circle 1</source>
        <translation>円1の中心のx座標</translation>
    </message>
    <message>
        <source>y of the centre of circle 1</source>
        <translation>円1の中心のy座標</translation>
    </message>
    <message>
        <source>x of the centre of circle 2</source>
        <translation>円2の中心のx座標</translation>
    </message>
    <message>
        <source>y of the centre of circle 2</source>
        <translation>円2の中心のy座標</translation>
    </message>
    <message>
        <source>radius of circle 1</source>
        <translation>円1の半径</translation>
    </message>
    <message>
        <source>radius of circle 2</source>
        <translation>円2の半径</translation>
    </message>
</context>
<context>
    <name>lab::ClassOverview</name>
    <message>
        <source>Student</source>
        <translation>生徒</translation>
    </message>
    <message>
        <source>Class or ID</source>
        <translation>クラスまたは番号</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>（名前なし）</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1・%2</translation>
    </message>
    <message>
        <source>State: %1. Attempts: %2. Hints seen: %3. Worked solution shown: %4.</source>
        <translation>状態：%1。試行：%2回。見たヒント：%3。解き方の表示：%4。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>あり</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Total (%1 students)</source>
        <translation>合計（生徒%1人）</translation>
    </message>
    <message>
        <source>%1 of %2 done · %3 attempts</source>
        <translation>%2人中%1人完了・試行%3回</translation>
    </message>
    <message>
        <source>%1: cannot be opened.</source>
        <translation>%1：開けません。</translation>
    </message>
    <message>
        <source>%1: not a report or progress file of Collision Detection Lab (an older report? export it again).</source>
        <translation>%1：衝突判定ラボのレポートでも進み具合のファイルでもありません（古いレポートなら、もう一度書き出してください）。</translation>
    </message>
    <message>
        <source>%1: written by a newer version of Collision Detection Lab.</source>
        <translation>%1：新しいバージョンの衝突判定ラボで書かれています。</translation>
    </message>
    <message>
        <source>%1: damaged at row %2.</source>
        <translation>%1：%2行目が壊れています。</translation>
    </message>
    <message>
        <source>%1: damaged.</source>
        <translation>%1：壊れています。</translation>
    </message>
    <message>
        <source>%1: status</source>
        <translation>%1：状態</translation>
    </message>
    <message>
        <source>%1: attempts</source>
        <translation>%1：試行回数</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>書き出しに失敗しました</translation>
    </message>
    <message>
        <source>Could not write %1. Choose another folder or name.</source>
        <translation>%1に書き込めませんでした。別のフォルダーか名前を選んでください。</translation>
    </message>
    <message>
        <source>Add students&apos; files</source>
        <translation>生徒のファイルを追加</translation>
    </message>
    <message>
        <source>Reports and progress files (*.csv *.json);;All files (*)</source>
        <translation>レポートと進み具合のファイル(*.csv *.json);;すべてのファイル(*)</translation>
    </message>
    <message>
        <source>Export the class overview</source>
        <translation>クラスの一覧を書き出し</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSVファイル(*.csv)</translation>
    </message>
    <message>
        <source>Class overview</source>
        <translation>クラスの一覧</translation>
    </message>
    <message>
        <source>Saved:
%1</source>
        <translation>保存しました：
%1</translation>
    </message>
    <message>
        <source>Add the reports (CSV) or progress files your students handed in. Click a column heading to sort. The files are only read, never changed.</source>
        <translation>生徒から受け取ったレポート（CSV）か進み具合のファイルを追加してください。列の見出しをクリックすると並べ替えられます。ファイルは読むだけで、変更はしません。</translation>
    </message>
    <message>
        <source>Skipped files:</source>
        <translation>読み込まなかったファイル：</translation>
    </message>
    <message>
        <source>Add files...</source>
        <translation>ファイルを追加...</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>消去</translation>
    </message>
    <message>
        <source>Export as CSV...</source>
        <translation>CSVで書き出し...</translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>答えを表示済み</translation>
    </message>
</context>
<context>
    <name>lab::ClassTableModel</name>
    <message>
        <source>stuck on %1</source>
        <translation>「%1」でつまずいています</translation>
    </message>
    <message>
        <source>no progress for %1 min</source>
        <translation>%1分間進んでいません</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>接続なし</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>たった今</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>%1分前</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>未着手</translation>
    </message>
    <message>
        <source>trying · %1</source>
        <translation>取り組み中・%1回</translation>
    </message>
    <message>
        <source>hints · %1</source>
        <translation>ヒントあり・%1回</translation>
    </message>
    <message>
        <source>solved · %1</source>
        <translation>正解・%1回</translation>
    </message>
    <message>
        <source>solution shown · %1</source>
        <translation>解き方を表示・%1回</translation>
    </message>
    <message>
        <source>Class or ID: %1</source>
        <translation>クラスまたは番号：%1</translation>
    </message>
    <message>
        <source>%1: %2. Attempts: %3, wrong: %4, hints seen: %5.</source>
        <translation>%1：%2。試行%3回、間違い%4回、見たヒント%5。</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>生徒</translation>
    </message>
    <message>
        <source>Lesson now</source>
        <translation>いまのレッスン</translation>
    </message>
    <message>
        <source>Last active</source>
        <translation>最後の操作</translation>
    </message>
    <message>
        <source>Needs help</source>
        <translation>手助けが必要</translation>
    </message>
    <message>
        <source>answer shown · %1</source>
        <translation>答えを表示・%1回</translation>
    </message>
    <message>
        <source>Last answer: %1</source>
        <translation>最後の答え：%1</translation>
    </message>
    <message>
        <source>Vote, round %1: %2</source>
        <translation>投票（%1回目）：%2</translation>
    </message>
</context>
<context>
    <name>lab::ClassVote</name>
    <message>
        <source>Task %1: %2</source>
        <translation>課題%1：%2</translation>
    </message>
    <message>
        <source>Your teacher asks the whole class: %1</source>
        <translation>先生がクラス全員に質問しています：%1</translation>
    </message>
    <message>
        <source>Your teacher asks the class a task that cannot be shown here.</source>
        <translation>先生がクラスに出した課題は、このアプリでは表示できません。</translation>
    </message>
    <message>
        <source>Vote again: your teacher asks the same question a second time.</source>
        <translation>もう一度投票：先生が同じ質問をもう一度しています。</translation>
    </message>
</context>
<context>
    <name>lab::ClassWindow</name>
    <message>
        <source>sent a message that is too large</source>
        <translation>大きすぎるメッセージを送ってきました</translation>
    </message>
    <message>
        <source>sent what is not a message of a class</source>
        <translation>授業のメッセージではないものを送ってきました</translation>
    </message>
    <message>
        <source>sent too many messages</source>
        <translation>メッセージを送りすぎました</translation>
    </message>
    <message>
        <source>stopped in the middle of a message</source>
        <translation>メッセージの途中で止まりました</translation>
    </message>
    <message>
        <source>never said who it is</source>
        <translation>名乗りませんでした</translation>
    </message>
    <message>
        <source>spoke before saying who it is</source>
        <translation>名乗る前にメッセージを送ってきました</translation>
    </message>
    <message>
        <source>said who it is twice</source>
        <translation>2回名乗りました</translation>
    </message>
    <message>
        <source>was silent too long</source>
        <translation>長い間応答がありませんでした</translation>
    </message>
    <message>
        <source>does not read what is sent</source>
        <translation>送ったものを受け取りません</translation>
    </message>
    <message>
        <source>the encrypted connection failed</source>
        <translation>暗号化した接続ができませんでした</translation>
    </message>
    <message>
        <source>a wrong code</source>
        <translation>参加コードの間違い</translation>
    </message>
    <message>
        <source>too many wrong codes, it must wait</source>
        <translation>参加コードの間違いが多すぎるため、しばらく待つ必要があります</translation>
    </message>
    <message>
        <source>too many wrong codes, locked out for this class</source>
        <translation>参加コードの間違いが多すぎるため、この授業には入れません</translation>
    </message>
    <message>
        <source>the name %1 is another student&apos;s</source>
        <translation>「%1」はほかの生徒の名前です</translation>
    </message>
    <message>
        <source>a name that cannot be shown</source>
        <translation>表示できない名前</translation>
    </message>
    <message>
        <source>the class is full</source>
        <translation>授業の定員に達しています</translation>
    </message>
    <message>
        <source>Remove from the class</source>
        <translation>授業から外す</translation>
    </message>
    <message>
        <source>Remove %1 from the class? Their row goes, and their name is free for another student. Their work stays on their computer.</source>
        <translation>%1さんを授業から外しますか。表からその行が消え、その名前をほかの生徒が使えるようになります。取り組んだ内容は生徒のコンピューターに残ります。</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>書き出しに失敗しました</translation>
    </message>
    <message>
        <source>Could not write %1. Choose another folder or name.</source>
        <translation>%1に書き込めませんでした。別のフォルダーか名前を選んでください。</translation>
    </message>
    <message>
        <source>Export the class</source>
        <translation>授業の表を書き出し</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSVファイル(*.csv)</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>授業</translation>
    </message>
    <message>
        <source>Saved:
%1</source>
        <translation>保存しました：
%1</translation>
    </message>
    <message>
        <source>%1 joined from %2.</source>
        <translation>%1さんが%2から参加しました。</translation>
    </message>
    <message>
        <source>Refused %1: not on the school&apos;s network.</source>
        <translation>%1を断りました：学校のネットワークの外です。</translation>
    </message>
    <message>
        <source>Refused %1: too many connections at once.</source>
        <translation>%1を断りました：同時の接続が多すぎます。</translation>
    </message>
    <message>
        <source>Refused %1: %2.</source>
        <translation>%1を断りました：%2。</translation>
    </message>
    <message>
        <source>Dropped %1: it %2.</source>
        <translation>%1を切断しました：%2。</translation>
    </message>
    <message>
        <source>The class has ended.</source>
        <translation>授業を終えました。</translation>
    </message>
    <message>
        <source>Let locked-out computers try again (%1)</source>
        <translation>参加できなくなったコンピューターにもう一度試させる（%1台）</translation>
    </message>
    <message>
        <source>In the class: %1.</source>
        <translation>参加中：%1人。</translation>
    </message>
    <message>
        <source>Not connected: %1.</source>
        <translation>接続なし：%1人。</translation>
    </message>
    <message>
        <source>Need help: %1.</source>
        <translation>手助けが必要：%1人。</translation>
    </message>
    <message>
        <source>Class: %1</source>
        <translation>授業：%1</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>参加コード</translation>
    </message>
    <message>
        <source>Students: Class &gt; Join a class, pick this class, type the code and your name. If the class is not in the list, type this computer&apos;s address: %1</source>
        <translation>生徒の皆さんへ：［授業］→［授業に参加...］を選び、この授業を選んで、参加コードと名前を入力してください。一覧にこの授業がないときは、このコンピューターのアドレス%1を入力してください。</translation>
    </message>
    <message>
        <source>Everyone to this</source>
        <translation>全員をこの画面へ</translation>
    </message>
    <message>
        <source>Open the lesson and scene on your screen on every student&apos;s screen</source>
        <translation>いま開いているレッスンとシーンを、生徒全員の画面に開きます</translation>
    </message>
    <message>
        <source>Resume the class</source>
        <translation>授業を再開</translation>
    </message>
    <message>
        <source>Pause the class</source>
        <translation>授業を一時停止</translation>
    </message>
    <message>
        <source>Students&apos; windows show a message and take no input until you resume</source>
        <translation>再開するまで、生徒のウィンドウにはメッセージが表示され、操作できなくなります</translation>
    </message>
    <message>
        <source>Let go</source>
        <translation>自由に戻す</translation>
    </message>
    <message>
        <source>Resume, and let students work on whatever they choose</source>
        <translation>授業を再開し、生徒が自分で選んだものに取り組めるようにします</translation>
    </message>
    <message>
        <source>Projector view</source>
        <translation>プロジェクター用の表示</translation>
    </message>
    <message>
        <source>A window for the projector: numbers instead of names, totals per task</source>
        <translation>プロジェクター用のウィンドウです。名前の代わりに番号を表示し、課題ごとの合計を示します</translation>
    </message>
    <message>
        <source>Stuck after no progress for (min):</source>
        <translation>進まないとつまずきとみなすまで（分）：</translation>
    </message>
    <message>
        <source>never</source>
        <translation>しない</translation>
    </message>
    <message>
        <source>Minutes without progress before a student counts as stuck</source>
        <translation>生徒をつまずいているとみなすまでの、進みのない時間（分）</translation>
    </message>
    <message>
        <source>Export as CSV...</source>
        <translation>CSVで書き出し...</translation>
    </message>
    <message>
        <source>End class</source>
        <translation>授業を終える</translation>
    </message>
    <message>
        <source>Tell every student the class is over; their work stays on their computers</source>
        <translation>生徒全員に授業の終わりを伝えます。生徒の記録はそれぞれのコンピューターに残ります</translation>
    </message>
    <message>
        <source>Remove from the class...</source>
        <translation>授業から外す...</translation>
    </message>
    <message>
        <source>The student picked in the table leaves the class and their name is free</source>
        <translation>表で選んだ生徒を授業から外し、その名前をほかの生徒が使えるようにします</translation>
    </message>
    <message>
        <source>The class, a student per row and a task per column</source>
        <translation>授業の表（行が生徒、列が課題）</translation>
    </message>
    <message>
        <source>Session log (who was refused or dropped, and why):</source>
        <translation>記録（断った接続、切断した接続とその理由）：</translation>
    </message>
    <message>
        <source>another version of Collision Detection Lab (class protocol %1, this app %2)</source>
        <translation>衝突判定ラボのバージョンの違い（授業の通信方式：相手は%1、このアプリは%2）</translation>
    </message>
    <message>
        <source>%1 at %2 left the class.</source>
        <translation>%2の%1さんが授業から抜けました。</translation>
    </message>
    <message>
        <source>%1 at %2 lost the connection (their work waits on their computer).</source>
        <translation>%2の%1さんの接続が切れました（取り組んだ内容はその生徒のコンピューターに残っています）。</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>生徒</translation>
    </message>
</context>
<context>
    <name>lab::ClassroomController</name>
    <message>
        <source>Your answers are kept only while Collision Detection Lab stays open: use File &gt; Save progress as... to keep them.</source>
        <translation>解答は衝突判定ラボを開いている間だけ保持されます。残すには［ファイル］→［進み具合を別名で保存...］を使ってください。</translation>
    </message>
    <message>
        <source>Could not save your progress to %1. Your answers are kept while Collision Detection Lab stays open; check the disk and try again.</source>
        <translation>進み具合を%1に保存できませんでした。衝突判定ラボを開いている間は答えが残っています。ディスクを確認して、もう一度試してください。</translation>
    </message>
    <message>
        <source>Your answers are kept while Collision Detection Lab stays open; to keep them for next time, use File &gt; Save progress as...</source>
        <translation>解答は衝突判定ラボを開いている間は保持されます。次回も使うには［ファイル］→［進み具合を別名で保存...］で保存してください。</translation>
    </message>
    <message>
        <source>Your progress file %1 was written by a newer version of Collision Detection Lab. It is left as it is, for that version.</source>
        <translation>進み具合のファイル%1は、新しいバージョンの衝突判定ラボで書かれています。そのバージョンのために、このファイルには手を加えません。</translation>
    </message>
    <message>
        <source>Where your progress is kept (%1) there is a folder, not a file. Nothing was changed there; your teacher can move that folder away.</source>
        <translation>進み具合を保存する場所（%1）に、ファイルではなくフォルダーがあります。そのフォルダーには何も変更していません。先生にフォルダーを移動してもらってください。</translation>
    </message>
    <message>
        <source>Collision Detection Lab cannot write to the folder of %1, so your progress cannot be saved there.</source>
        <translation>衝突判定ラボは%1のフォルダーに書き込めません。そのため、進み具合をそこに保存できません。</translation>
    </message>
    <message>
        <source>Progress file</source>
        <translation>進み具合のファイル</translation>
    </message>
    <message>
        <source>Your saved progress could not be read, and it could not be copied aside either. The exercises start fresh.</source>
        <translation>保存された進み具合を読み込めず、別の場所に残すこともできませんでした。演習は最初から始まります。</translation>
    </message>
    <message>
        <source>Your saved progress could not be read. It was kept as %1 so that nothing is lost; the exercises start fresh. Your teacher can help you recover it.</source>
        <translation>保存された進み具合を読み込めません。失われないように%1として残してあります。演習は最初から始まります。復元したいときは先生に相談してください。</translation>
    </message>
    <message>
        <source>Save progress as</source>
        <translation>進み具合を別名で保存</translation>
    </message>
    <message>
        <source>Progress files (*.json)</source>
        <translation>進み具合のファイル(*.json)</translation>
    </message>
    <message>
        <source>Your progress is now saved in %1.</source>
        <translation>進み具合は%1に保存されるようになりました。</translation>
    </message>
    <message>
        <source>Could not write %1. Choose another folder; your answers are still kept.</source>
        <translation>%1に書き込めませんでした。別のフォルダーを選んでください。解答はまだ保持されています。</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1を開きました</translation>
    </message>
    <message>
        <source>Open lesson plan</source>
        <translation>授業計画を開く</translation>
    </message>
    <message>
        <source>Collision Detection Lab lesson plans (*.clabplan)</source>
        <translation>衝突判定ラボの授業計画(*.clabplan)</translation>
    </message>
    <message>
        <source>%1 is not a Collision Detection Lab lesson plan.</source>
        <translation>%1は衝突判定ラボの授業計画ではありません。</translation>
    </message>
    <message>
        <source>Save lesson plan</source>
        <translation>授業計画を保存</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1に保存しました</translation>
    </message>
    <message>
        <source>Could not write %1. Choose another folder or name.</source>
        <translation>%1に書き込めませんでした。別のフォルダーか名前を選んでください。</translation>
    </message>
    <message>
        <source>Lesson plan</source>
        <translation>授業計画</translation>
    </message>
    <message>
        <source>The lesson plan has bookmarks that are not saved yet. Save them first?</source>
        <translation>授業計画にまだ保存していないしおりがあります。先に保存しますか？</translation>
    </message>
    <message>
        <source>The unsaved lesson plan</source>
        <translation>保存していない授業計画</translation>
    </message>
    <message>
        <source>Your lesson plan with unsaved bookmarks is back from last time; File &gt; Save lesson plan... keeps it.</source>
        <translation>前回保存していなかったしおりのある授業計画を開き直しました。残すには［ファイル］→［授業計画を保存...］を使ってください。</translation>
    </message>
</context>
<context>
    <name>lab::CodeView</name>
    <message>
        <source>This lesson&apos;s code does not run on this scene.</source>
        <translation>このレッスンのコードは、この配置では実行されません。</translation>
    </message>
    <message>
        <source>The whole run: %1 steps. Step through it with Step ▶ or the Right key.</source>
        <translation>実行全体：%1ステップ。「ステップ▶」か右矢印キーで1行ずつ進めます。</translation>
    </message>
    <message>
        <source>Step %1 of %2, line %3: %4</source>
        <translation>ステップ%1／%2、%3行目：%4</translation>
    </message>
    <message>
        <source>Export the code</source>
        <translation>コードの書き出し</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;Web page (*.html)</source>
        <translation>PDF (*.pdf);;Webページ(*.html)</translation>
    </message>
    <message>
        <source>The code was written to %1.</source>
        <translation>コードを%1に書き出しました。</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1に書き出せませんでした。</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀最初へ</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀戻る</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>ステップ▶</translation>
    </message>
    <message>
        <source>Run to end ▶|</source>
        <translation>最後まで実行▶|</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy the code with this scene&apos;s values</source>
        <translation>この配置の値が入ったコードをコピーします</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>書き出し…</translation>
    </message>
    <message>
        <source>Write the code with this scene&apos;s values as a handout (PDF or web page)</source>
        <translation>この配置の値が入ったコードを配布用に書き出します（PDFまたはWebページ）</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>コード</translation>
    </message>
</context>
<context>
    <name>lab::EllipseControls</name>
    <message>
        <source>One click away</source>
        <translation>ワンクリックで</translation>
    </message>
    <message>
        <source>Fit the view</source>
        <translation>全体を表示</translation>
    </message>
</context>
<context>
    <name>lab::EllipseEllipseControls</name>
    <message>
        <source>Two tests, two verdicts</source>
        <translation>2つの判定、2つの結論</translation>
    </message>
    <message>
        <source>Centres, semi-axes, angles</source>
        <translation>中心・半軸・角度</translation>
    </message>
    <message>
        <source>The keys act on</source>
        <translation>キーで動かす楕円</translation>
    </message>
    <message>
        <source>ellipse 1</source>
        <translation>楕円1</translation>
    </message>
    <message>
        <source>ellipse 2</source>
        <translation>楕円2</translation>
    </message>
    <message>
        <source>White: semi-axes 2.34 and 1.23, 25°, at (−3.55, 1.25); Blue: 1.25 and 2.21, 26.5°, at (2.65, 0.2)</source>
        <translation>White：半軸2.34と1.23、25°、中心(−3.55, 1.25)。Blue：半軸1.25と2.21、26.5°、中心(2.65, 0.2)</translation>
    </message>
    <message>
        <source>Ellipse 2 at (−1.026, 4), turned 105°: case III reports an overlap, the exact test a gap</source>
        <translation>楕円2を(−1.026, 4)に置き105°回転：場合IIIは「重なり」、厳密な判定は「すき間あり」</translation>
    </message>
    <message>
        <source>The heuristic misses an overlap</source>
        <translation>ヒューリスティックの見逃し</translation>
    </message>
    <message>
        <source>Show the reduced configuration (inset)</source>
        <translation>変換後の配置を小窓に表示</translation>
    </message>
    <message>
        <source>The keys act on ellipse %1.</source>
        <translation>キーは楕円%1に効きます。</translation>
    </message>
    <message>
        <source>They disagree: the ellipses overlap, but the heuristic misses it.</source>
        <translation>食い違い：楕円は重なっているのに、教科書の方法は見逃しています。</translation>
    </message>
    <message>
        <source>They disagree: the ellipses are apart, but the heuristic reports a hit.</source>
        <translation>食い違い：楕円は離れているのに、教科書の方法は「重なり」と答えています。</translation>
    </message>
    <message>
        <source>Zoom the inset to Q, Q′ and the points after them</source>
        <translation>小窓をQ, Q′とその先の点の付近に拡大</translation>
    </message>
    <message>
        <source>The textbook&apos;s scene (Code1)</source>
        <translation>教科書の配置（Code1）</translation>
    </message>
    <message>
        <source>The textbook&apos;s ellipse and unit circle (Code2)</source>
        <translation>教科書の楕円と単位円（Code2）</translation>
    </message>
    <message>
        <source>Ellipse 1: semi-axes 0.9 and 1.7, level, at (−2.4, 2.3); ellipse 2: the unit circle at the origin</source>
        <translation>楕円1：半軸0.9と1.7、傾きなし、中心(−2.4, 2.3)。楕円2：原点の単位円</translation>
    </message>
    <message>
        <source>Drag the round handles to move the centres, the diamonds to set a semi-axis and the angle, or an ellipse&apos;s inside to move it. Keys act on one ellipse: H / J / K / L move it (Shift: further), S / T stretch it along its own x / y axis (Shift: shrink), R turns it (Shift: back), Shift+A switches to the other ellipse. Tab picks a handle (the diamonds too), the arrow keys move it.</source>
        <translation>丸いハンドルで中心を、ひし形で半軸の長さと向きを変えられます。楕円の内側をドラッグすると楕円ごと動きます。キーは一方の楕円に効きます：H / J / K / Lで移動（Shiftで大きく）、S / Tで自身のx / y軸方向に拡大（Shiftで縮小）、Rで回転（Shiftで逆回転）、Shift+Aでもう一方の楕円に切り替え。Tabでハンドル（ひし形を含む）を選び、矢印キーで動かします。</translation>
    </message>
    <message>
        <source>The heuristic sees a false collision</source>
        <translation>ヒューリスティックの偽の衝突</translation>
    </message>
    <message>
        <source>Ellipse 2 at (−0.0617, 3.9), turned 150°: case III does not decide (R lies just outside the circle), then case IV reports no overlap, yet they overlap</source>
        <translation>楕円2を(−0.0617, 3.9)に置き150°回転：場合IIIでは決まらず（Rがわずかに円の外）、続く場合IVが「離れている」と答えるが、実際は重なっている</translation>
    </message>
    <message>
        <source>Stage: what the canvas shows</source>
        <translation>段階：キャンバスに描く内容</translation>
    </message>
    <message>
        <source>0 the two ellipses; 1–4 the reduction (after M₂⁻¹, the ij frame, the second quadrant, made tall); 5–8 the heuristic (P and P′, Q and Q′, case III, case IV)</source>
        <translation>0は2つの楕円。1〜4は形をそろえる手順（M₂⁻¹、ij座標系、第2象限、縦長に）。5〜8は教科書の判定方法（PとP′、QとQ′、場合III、場合IV）</translation>
    </message>
    <message>
        <source>Textbook heuristic: ?</source>
        <translation>教科書の方法：？</translation>
    </message>
    <message>
        <source>Exact test: ?</source>
        <translation>厳密な判定：？</translation>
    </message>
</context>
<context>
    <name>lab::EllipseEllipseScene</name>
    <message>
        <source>%1 must be greater than zero: a zero semi-axis squashes the ellipse into a segment, and the textbook method cannot map it to the unit circle.</source>
        <translation>%1は0より大きくしてください。半軸が0だと楕円はつぶれて線分になり、教科書の方法では単位円に移せません。</translation>
    </message>
    <message>
        <source>Ellipse %1 is too thin: keep the ratio of its semi-axes below a million.</source>
        <translation>楕円%1が細すぎます。半軸の比は100万未満にしてください。</translation>
    </message>
    <message>
        <source>Stretch ellipse %1 along x</source>
        <translation>楕円%1をx方向に伸ばす</translation>
    </message>
    <message>
        <source>Stretch ellipse %1 along y</source>
        <translation>楕円%1をy方向に伸ばす</translation>
    </message>
    <message>
        <source>Turn ellipse %1</source>
        <translation>楕円%1を回転</translation>
    </message>
    <message>
        <source>Move ellipse %1</source>
        <translation>楕円%1を移動</translation>
    </message>
    <message>
        <source>x of the centre of ellipse 1</source>
        <translation>楕円1の中心のx座標</translation>
    </message>
    <message>
        <source>y of the centre of ellipse 1</source>
        <translation>楕円1の中心のy座標</translation>
    </message>
    <message>
        <source>semi-axis of ellipse 1 along its own x axis</source>
        <translation>楕円1自身のx軸方向の半軸</translation>
    </message>
    <message>
        <source>semi-axis of ellipse 1 along its own y axis</source>
        <translation>楕円1自身のy軸方向の半軸</translation>
    </message>
    <message>
        <source>rotation of ellipse 1 in degrees, counter-clockwise</source>
        <translation>楕円1の回転角（度、反時計回り）</translation>
    </message>
    <message>
        <source>x of the centre of ellipse 2</source>
        <translation>楕円2の中心のx座標</translation>
    </message>
    <message>
        <source>y of the centre of ellipse 2</source>
        <translation>楕円2の中心のy座標</translation>
    </message>
    <message>
        <source>semi-axis of ellipse 2 along its own x axis</source>
        <translation>楕円2自身のx軸方向の半軸</translation>
    </message>
    <message>
        <source>semi-axis of ellipse 2 along its own y axis</source>
        <translation>楕円2自身のy軸方向の半軸</translation>
    </message>
    <message>
        <source>rotation of ellipse 2 in degrees, counter-clockwise</source>
        <translation>楕円2の回転角（度、反時計回り）</translation>
    </message>
</context>
<context>
    <name>lab::EllipsePointControls</name>
    <message>
        <source>Point, centre, semi-axes, angle</source>
        <translation>点・中心・半軸・角度</translation>
    </message>
    <message>
        <source>Stage: what the canvas shows</source>
        <translation>段階：キャンバスに表示する変換</translation>
    </message>
    <message>
        <source>0 original, 1 translated by −C, 2 rotated by −θ, 3 y scaled by rx/ry</source>
        <translation>0元の図、1 −Cだけ平行移動、2 −θだけ回転、3 y方向をrx/ry倍</translation>
    </message>
    <message>
        <source>Level ellipse at the origin, P = (0, 2) on its top: y′ = 5 · 2 = 10 = rx</source>
        <translation>原点に水平に置いた楕円と、そのてっぺんのP = (0, 2)：y′ = 5 · 2 = 10 = rx</translation>
    </message>
    <message>
        <source>Near miss (the start scene)</source>
        <translation>ニアミス（最初の配置）</translation>
    </message>
    <message>
        <source>P is nearer to C than rx and still outside the ellipse</source>
        <translation>PはCからrxより近いのに、楕円の外にある</translation>
    </message>
    <message>
        <source>The point at every stage</source>
        <translation>各段階での点</translation>
    </message>
    <message>
        <source>Stage %1 of 3: %2</source>
        <translation>段階%1 / 3：%2</translation>
    </message>
    <message>
        <source>Stage %1, %2: %3</source>
        <translation>段階%1（%2）：%3</translation>
    </message>
    <message>
        <source>x′² + y′² = %1 ≤ rx² = %2</source>
        <translation>x′² + y′² = %1 ≤ rx² = %2</translation>
    </message>
    <message>
        <source>x′² + y′² = %1 &gt; rx² = %2</source>
        <translation>x′² + y′² = %1 &gt; rx² = %2</translation>
    </message>
    <message>
        <source>The point is inside the ellipse.</source>
        <translation>点は楕円の中にあります。</translation>
    </message>
    <message>
        <source>The point is outside the ellipse.</source>
        <translation>点は楕円の外にあります。</translation>
    </message>
    <message>
        <source>It is exactly on the boundary, which counts as inside.</source>
        <translation>ちょうど境界上にあり、これは「中」に数えます。</translation>
    </message>
    <message>
        <source>The article&apos;s example: rx = 10, ry = 2</source>
        <translation>元の記事の例：rx = 10, ry = 2</translation>
    </message>
    <message>
        <source>Drag the round handles to move C and P, the diamonds to set rx, ry and θ, or the ellipse&apos;s inside to move it. Keys: H / J / K / L move the ellipse (Shift: further), S / T stretch it along its x / y axis (Shift: shrink), R turns it (Shift: back). Tab picks a handle (the diamonds too); the arrow keys move it, or the ellipse you clicked last (Shift: further).</source>
        <translation>丸いハンドルでCとPを、ひし形でrx・ry・θを動かせます。楕円の内側をつかむと楕円ごと動きます。キー：H / J / K / Lで楕円を移動（Shiftで大きく）、S / Tで楕円のx / y方向にのばす（Shiftで縮める）、Rで回転（Shiftで逆回り）。Tabでハンドル（ひし形を含む）を選ぶと矢印キーでそれが動き、楕円をクリックしたあとは楕円が動きます（Shiftで大きく）。</translation>
    </message>
</context>
<context>
    <name>lab::EllipsePointScene</name>
    <message>
        <source>%1 must be greater than zero: with a zero semi-axis the ellipse is squashed into a segment (or a point) and has no inside, and y cannot be scaled by rx/ry.</source>
        <translation>%1は0より大きくしてください。半軸が0だと楕円は線分（または点）につぶれて内側がなくなり、y方向をrx/ry倍することもできません。</translation>
    </message>
    <message>
        <source>Stretch along x</source>
        <translation>x方向にのばす</translation>
    </message>
    <message>
        <source>Stretch along y</source>
        <translation>y方向にのばす</translation>
    </message>
    <message>
        <source>Turn ellipse</source>
        <translation>楕円を回転</translation>
    </message>
    <message>
        <source>Move ellipse</source>
        <translation>楕円を移動</translation>
    </message>
    <message>
        <source>rx / ry is too large for the computer: make ry larger or rx smaller.</source>
        <translation>rx / ryが大きすぎてコンピュータで計算できません。ryを大きくするかrxを小さくしてください。</translation>
    </message>
    <message>
        <source>x of the point P</source>
        <translation>点Pのx座標</translation>
    </message>
    <message>
        <source>y of the point P</source>
        <translation>点Pのy座標</translation>
    </message>
    <message>
        <source>x of the centre C of the ellipse</source>
        <translation>楕円の中心Cのx座標</translation>
    </message>
    <message>
        <source>y of the centre C of the ellipse</source>
        <translation>楕円の中心Cのy座標</translation>
    </message>
    <message>
        <source>semi-axis along the ellipse&apos;s own x axis</source>
        <translation>楕円自身のx軸に沿った半軸</translation>
    </message>
    <message>
        <source>semi-axis along the ellipse&apos;s own y axis</source>
        <translation>楕円自身のy軸に沿った半軸</translation>
    </message>
    <message>
        <source>rotation of the ellipse in degrees, counter-clockwise</source>
        <translation>楕円の回転角（度、反時計回り）</translation>
    </message>
    <message>
        <source>translated by −C</source>
        <translation>−Cだけ平行移動</translation>
    </message>
    <message>
        <source>rotated by −θ</source>
        <translation>−θだけ回転</translation>
    </message>
    <message>
        <source>y scaled by rx/ry</source>
        <translation>y方向をrx/ry倍</translation>
    </message>
    <message>
        <source>original</source>
        <translation>元の図</translation>
    </message>
</context>
<context>
    <name>lab::FrameRunner</name>
    <message>
        <source>◀ Frame</source>
        <translation>◀前へ</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Play the frames at 60 fps, or pause</source>
        <translation>60fpsでフレームを再生、または一時停止します</translation>
    </message>
    <message>
        <source>Frame ▶</source>
        <translation>次へ▶</translation>
    </message>
    <message>
        <source>Show the next frame</source>
        <translation>次のフレームを表示します</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>消去</translation>
    </message>
    <message>
        <source>Forget the frames run so far and start again</source>
        <translation>これまでのフレームを消して、最初からやり直します</translation>
    </message>
    <message>
        <source>Slow motion (10×)</source>
        <translation>スローモーション（10倍）</translation>
    </message>
</context>
<context>
    <name>lab::HierarchyScene</name>
    <message>
        <source>Turn car</source>
        <translation>車を回転</translation>
    </message>
    <message>
        <source>Move car</source>
        <translation>車を移動</translation>
    </message>
    <message>
        <source>The mode must be 0 (car against car) or 1 (one car against the walls).</source>
        <translation>モードは0（車と車）か1（1台の車と壁）にしてください。</translation>
    </message>
    <message>
        <source>x of car A&apos;s centre p0</source>
        <translation>車Aの中心p0のx</translation>
    </message>
    <message>
        <source>y of car A&apos;s centre p0</source>
        <translation>車Aの中心p0のy</translation>
    </message>
    <message>
        <source>Angle of car A in degrees, counter-clockwise</source>
        <translation>車Aの角度（度、反時計回り）</translation>
    </message>
    <message>
        <source>x step of car A per frame (mov.X)</source>
        <translation>車Aが1フレームに進むx（mov.X）</translation>
    </message>
    <message>
        <source>y step of car A per frame (mov.Y)</source>
        <translation>車Aが1フレームに進むy（mov.Y）</translation>
    </message>
    <message>
        <source>x of car B&apos;s centre</source>
        <translation>車Bの中心のx</translation>
    </message>
    <message>
        <source>y of car B&apos;s centre</source>
        <translation>車Bの中心のy</translation>
    </message>
    <message>
        <source>Angle of car B in degrees, counter-clockwise</source>
        <translation>車Bの角度（度、反時計回り）</translation>
    </message>
    <message>
        <source>x step of car B per frame</source>
        <translation>車Bが1フレームに進むx</translation>
    </message>
    <message>
        <source>y step of car B per frame</source>
        <translation>車Bが1フレームに進むy</translation>
    </message>
    <message>
        <source>Radius r0 of the outer circle (both cars)</source>
        <translation>外側の円の半径r0（両方の車）</translation>
    </message>
    <message>
        <source>Mode: 0 car against car, 1 one car against the walls</source>
        <translation>モード：0は車と車、1は1台の車と壁</translation>
    </message>
</context>
<context>
    <name>lab::JoinDialog</name>
    <message>
        <source>Joining...</source>
        <translation>参加しています...</translation>
    </message>
    <message>
        <source>In the class %1.</source>
        <translation>授業「%1」に参加しています。</translation>
    </message>
    <message>
        <source>The connection to the class is lost; trying again. Your work is saved here and is sent when the class is back.</source>
        <translation>授業との接続が切れたため、つなぎ直しています。取り組んだ内容はこのコンピューターに保存され、授業に戻ったときに送られます。</translation>
    </message>
    <message>
        <source>Your teacher ended the class. Your work is saved on this computer.</source>
        <translation>先生が授業を終えました。取り組んだ内容はこのコンピューターに保存されています。</translation>
    </message>
    <message>
        <source>You left the class. Your work is saved on this computer.</source>
        <translation>授業から抜けました。取り組んだ内容はこのコンピューターに保存されています。</translation>
    </message>
    <message>
        <source>That address is not on the school&apos;s network.</source>
        <translation>そのアドレスは学校のネットワークの外です。</translation>
    </message>
    <message>
        <source>This is not the class with that code: check the code and the class you picked.</source>
        <translation>その参加コードの授業ではありません。参加コードと選んだ授業を確かめてください。</translation>
    </message>
    <message>
        <source>The class cannot be reached. Check the address, or ask your teacher.</source>
        <translation>授業に接続できません。アドレスを確かめるか、先生に相談してください。</translation>
    </message>
    <message>
        <source>The teacher&apos;s computer did not accept the code.</source>
        <translation>先生のコンピューターが参加コードを受け付けませんでした。</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: wait a minute, then try again.</source>
        <translation>このコンピューターから間違った参加コードが何度も送られました。しばらく待ってから、もう一度試してください。</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: ask your teacher to let it in again.</source>
        <translation>このコンピューターから間違った参加コードが何度も送られたため、参加できません。先生に相談してください。</translation>
    </message>
    <message>
        <source>Another student in this class has that name. Add something to tell you apart, such as your family name.</source>
        <translation>この授業には同じ名前の生徒がいます。名字を加えるなど、区別できる名前にしてください。</translation>
    </message>
    <message>
        <source>Type your name with letters and digits only.</source>
        <translation>名前は文字と数字だけで入力してください。</translation>
    </message>
    <message>
        <source>The class is full.</source>
        <translation>授業の定員に達しています。</translation>
    </message>
    <message>
        <source>(a class with no title)</source>
        <translation>（名前のない授業）</translation>
    </message>
    <message>
        <source>%1, at %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>That is not an address like 192.168.1.20 (or 192.168.1.20:47322).</source>
        <translation>192.168.1.20（または192.168.1.20:47322）のような形のアドレスではありません。</translation>
    </message>
    <message>
        <source>Pick your class in the list, or type your teacher&apos;s address.</source>
        <translation>一覧から授業を選ぶか、先生のコンピューターのアドレスを入力してください。</translation>
    </message>
    <message>
        <source>The join code has ten letters and digits, like K7PM2-QD9R4.</source>
        <translation>参加コードは、K7PM2-QD9R4のような10文字の英字と数字です。</translation>
    </message>
    <message>
        <source>Type your name: the teacher sees it beside your work.</source>
        <translation>名前を入力してください。先生の画面で、取り組みの横に表示されます。</translation>
    </message>
    <message>
        <source>Join a class</source>
        <translation>授業に参加</translation>
    </message>
    <message>
        <source>&amp;Classes on this network:</source>
        <translation>このネットワークの授業(&amp;C)：</translation>
    </message>
    <message>
        <source>Classes on this network</source>
        <translation>このネットワークの授業</translation>
    </message>
    <message>
        <source>Teacher&apos;s &amp;address (only if your class is not listed):</source>
        <translation>先生のコンピューターのアドレス（一覧に授業がないときだけ）(&amp;A)：</translation>
    </message>
    <message>
        <source>for example 192.168.1.20</source>
        <translation>例：192.168.1.20</translation>
    </message>
    <message>
        <source>Join c&amp;ode:</source>
        <translation>参加コード(&amp;O)：</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>名前(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>参加(&amp;J)</translation>
    </message>
    <message>
        <source>Your teacher&apos;s app speaks class protocol version %1, this app version %2: use the same version of Collision Detection Lab as your teacher.</source>
        <translation>先生のアプリの授業の通信方式はバージョン%1、このアプリはバージョン%2です。先生と同じバージョンの衝突判定ラボを使ってください。</translation>
    </message>
    <message>
        <source>Your teacher uses an older version of Collision Detection Lab (class protocol version 1); this app speaks version %1.</source>
        <translation>先生は古いバージョンの衝突判定ラボを使っています（授業の通信方式はバージョン1）。このアプリはバージョン%1です。</translation>
    </message>
</context>
<context>
    <name>lab::LessonList</name>
    <message>
        <source>Lessons</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <source>Beyond the handout: no source text covers this unit.</source>
        <translation>配布資料の範囲外：このレッスンを扱う教材はありません。</translation>
    </message>
</context>
<context>
    <name>lab::LessonPage</name>
    <message>
        <source>Lesson text</source>
        <translation>レッスンの本文</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>操作パネル</translation>
    </message>
    <message>
        <source>Reset scene</source>
        <translation>シーンを初期状態に戻す</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>本文</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>⟨show in code⟩</source>
        <translation>⟨コードで見る⟩</translation>
    </message>
    <message>
        <source>Lesson text or controls</source>
        <translation>レッスンの本文または操作パネル</translation>
    </message>
    <message>
        <source>Tasks and controls</source>
        <translation>課題と操作</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>課題</translation>
    </message>
</context>
<context>
    <name>lab::LinesScene</name>
    <message>
        <source>The direction a of line 1 cannot be the zero vector: a line needs a direction.</source>
        <translation>直線1の向きaをゼロベクトルにはできません。直線には向きが必要です。</translation>
    </message>
    <message>
        <source>The direction b of line 2 cannot be the zero vector: a line needs a direction.</source>
        <translation>直線2の向きbをゼロベクトルにはできません。直線には向きが必要です。</translation>
    </message>
    <message>
        <source>Turn line 1</source>
        <translation>直線1を回転</translation>
    </message>
    <message>
        <source>Turn line 2</source>
        <translation>直線2を回転</translation>
    </message>
    <message>
        <source>x of the point P on line 1</source>
        <translation>直線1上の点Pのx座標</translation>
    </message>
    <message>
        <source>y of the point P on line 1</source>
        <translation>直線1上の点Pのy座標</translation>
    </message>
    <message>
        <source>x of the direction a of line 1</source>
        <translation>直線1の向きaのx成分</translation>
    </message>
    <message>
        <source>y of the direction a of line 1</source>
        <translation>直線1の向きaのy成分</translation>
    </message>
    <message>
        <source>x of the point Q on line 2</source>
        <translation>直線2上の点Qのx座標</translation>
    </message>
    <message>
        <source>y of the point Q on line 2</source>
        <translation>直線2上の点Qのy座標</translation>
    </message>
    <message>
        <source>x of the direction b of line 2</source>
        <translation>直線2の向きbのx成分</translation>
    </message>
    <message>
        <source>y of the direction b of line 2</source>
        <translation>直線2の向きbのy成分</translation>
    </message>
    <message>
        <source>, det A = %1</source>
        <translation>、det A = %1</translation>
    </message>
    <message>
        <source> (det A = 0)</source>
        <translation>（det A = 0）</translation>
    </message>
    <message>
        <source>One common point%1</source>
        <translation>交点は1つ%1</translation>
    </message>
    <message>
        <source>One common point R = %1: s = %2, t = %3%4</source>
        <translation>交点はR = %1：s = %2、t = %3%4</translation>
    </message>
    <message>
        <source>The same line: infinitely many common points%1</source>
        <translation>同じ直線：共有点は無数%1</translation>
    </message>
    <message>
        <source>Parallel: no common point%1</source>
        <translation>平行：共有点なし%1</translation>
    </message>
    <message>
        <source>A direction is the zero vector: that is not a line</source>
        <translation>向きがゼロベクトルです：直線になりません</translation>
    </message>
</context>
<context>
    <name>lab::LiveClassController</name>
    <message>
        <source>Start a class</source>
        <translation>授業を始める</translation>
    </message>
    <message>
        <source>The class %1 (code %2, students: %3) from %4 is still open. Continue it, or start a new class with a new code?</source>
        <translation>%4に始めた授業「%1」（コード%2、生徒%3人）がまだ開いています。この授業を続けますか。それとも新しいコードで新しい授業を始めますか。</translation>
    </message>
    <message>
        <source>Continue the class</source>
        <translation>授業を続ける</translation>
    </message>
    <message>
        <source>Start a new class</source>
        <translation>新しい授業を始める</translation>
    </message>
    <message>
        <source>The class&apos;s title, as students see it in their list:</source>
        <translation>授業の名前（生徒の一覧に表示されます）：</translation>
    </message>
    <message>
        <source>Collision Detection Lab class</source>
        <translation>衝突判定ラボの授業</translation>
    </message>
    <message>
        <source>The class could not be started: Collision Detection Lab could not listen on this computer&apos;s network.</source>
        <translation>授業を始められませんでした。衝突判定ラボがこのコンピューターのネットワークで接続を待ち受けられません。</translation>
    </message>
    <message>
        <source>End class</source>
        <translation>授業を終える</translation>
    </message>
    <message>
        <source>End the class? Every student is told it is over; their work stays on their computers. Export the table first if you want to keep it.</source>
        <translation>授業を終えますか。生徒全員に授業の終わりが伝わります。生徒の記録はそれぞれのコンピューターに残ります。表を残したいときは、先に書き出してください。</translation>
    </message>
    <message>
        <source>The class has ended.</source>
        <translation>授業を終えました。</translation>
    </message>
    <message>
        <source>Every student now has %1 on their screen.</source>
        <translation>生徒全員の画面に「%1」を開きました。</translation>
    </message>
    <message>
        <source>Join a class</source>
        <translation>授業に参加</translation>
    </message>
    <message>
        <source>Your progress cannot be kept on this computer, so there is nothing to send to a class.</source>
        <translation>このコンピューターには進み具合を保存できないため、授業に送るものがありません。</translation>
    </message>
    <message>
        <source>In class: %1</source>
        <translation>授業に参加中：%1</translation>
    </message>
    <message>
        <source>Class: connection lost, trying again</source>
        <translation>授業：接続が切れました。つなぎ直しています</translation>
    </message>
    <message>
        <source>Your teacher opened %1 for everyone.</source>
        <translation>先生が全員の画面に「%1」を開きました。</translation>
    </message>
    <message>
        <source>The scene your teacher sent cannot be shown here.</source>
        <translation>先生から送られたシーンをここでは表示できません。</translation>
    </message>
    <message>
        <source>&amp;Class</source>
        <translation>授業(&amp;C)</translation>
    </message>
    <message>
        <source>Start a class...</source>
        <translation>授業を始める...</translation>
    </message>
    <message>
        <source>Let students on this network join, and see their work as they do it</source>
        <translation>このネットワークの生徒が参加でき、取り組みの様子をその場で見られます</translation>
    </message>
    <message>
        <source>Class window</source>
        <translation>授業の様子</translation>
    </message>
    <message>
        <source>End class...</source>
        <translation>授業を終える...</translation>
    </message>
    <message>
        <source>Join a class...</source>
        <translation>授業に参加...</translation>
    </message>
    <message>
        <source>Join your teacher&apos;s class with its code</source>
        <translation>参加コードを使って先生の授業に参加します</translation>
    </message>
    <message>
        <source>Leave the class</source>
        <translation>授業から抜ける</translation>
    </message>
    <message>
        <source>Guide for teachers</source>
        <translation>先生向けガイド</translation>
    </message>
    <message>
        <source>How a live class works, in the text column</source>
        <translation>授業の様子をその場で見るしくみを本文の欄で説明します</translation>
    </message>
    <message>
        <source>Your teacher let the class go: work on whatever you choose.</source>
        <translation>先生が授業の指定を解除しました。好きな内容に取り組んでかまいません。</translation>
    </message>
    <message>
        <source>Every student is asked this task on your scene.</source>
        <translation>全員に、あなたの配置でこの課題を出しました。</translation>
    </message>
    <message>
        <source>The class&apos;s work as it comes in, while you teach a class</source>
        <translation>授業をしているときに、生徒の取り組みを届いた順に表示します</translation>
    </message>
</context>
<context>
    <name>lab::MainWindow</name>
    <message>
        <source>Collision Detection Lab</source>
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
        <translation>PNGで書き出し...</translation>
    </message>
    <message>
        <source>Save the canvas as a PNG picture</source>
        <translation>キャンバスをPNG画像として保存します</translation>
    </message>
    <message>
        <source>Export SVG...</source>
        <translation>SVGで書き出し...</translation>
    </message>
    <message>
        <source>Save the canvas as an SVG drawing</source>
        <translation>キャンバスをSVG図として保存します</translation>
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
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Reset scene</source>
        <translation>初期状態に戻す</translation>
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
        <source>Presentation</source>
        <translation>プレゼンテーション</translation>
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
        <source>About Collision Detection Lab</source>
        <translation>衝突判定ラボについて</translation>
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
        <source>&lt;b&gt;Collision Detection Lab&lt;/b&gt; %1&lt;br&gt;A textbook companion for 2D collision detection.&lt;br&gt;Formulas are rendered by KaTeX.</source>
        <translation>&lt;b&gt;衝突判定ラボ&lt;/b&gt;%1&lt;br&gt;2D衝突判定を学ぶための教科書の相棒です。&lt;br&gt;数式の表示にはKaTeXを使っています。</translation>
    </message>
    <message>
        <source>The saved values of this lesson could not be read; it starts from the beginning.</source>
        <translation>このレッスンの保存された値を読み込めなかったため、最初の状態から始めます。</translation>
    </message>
    <message>
        <source>Progress and export for teacher...</source>
        <translation>進み具合と先生用の書き出し...</translation>
    </message>
    <message>
        <source>Which exercises are done, and a CSV file for the teacher</source>
        <translation>どの演習が終わったかを確認し、先生に渡すCSVファイルを作ります</translation>
    </message>
    <message>
        <source>Open scene...</source>
        <translation>シーンを開く...</translation>
    </message>
    <message>
        <source>Save scene...</source>
        <translation>シーンを保存...</translation>
    </message>
    <message>
        <source>Save progress as...</source>
        <translation>進み具合を別名で保存...</translation>
    </message>
    <message>
        <source>Keep your exercise answers in another file from now on</source>
        <translation>これ以降、演習の解答を別のファイルに保存します</translation>
    </message>
    <message>
        <source>Switch language</source>
        <translation>言語の切り替え</translation>
    </message>
    <message>
        <source>Open lesson plan...</source>
        <translation>授業計画を開く...</translation>
    </message>
    <message>
        <source>A list of scenes to step through in class with PageDown and PageUp</source>
        <translation>授業でPageDownとPageUpを使って順にたどるシーンの一覧です</translation>
    </message>
    <message>
        <source>Save lesson plan...</source>
        <translation>授業計画を保存...</translation>
    </message>
    <message>
        <source>Close lesson plan</source>
        <translation>授業計画を閉じる</translation>
    </message>
    <message>
        <source>Add bookmark</source>
        <translation>しおりを追加</translation>
    </message>
    <message>
        <source>Open example plan</source>
        <translation>授業計画の例を開く</translation>
    </message>
    <message>
        <source>English: a first lesson on collision tests</source>
        <translation>英語：衝突判定の最初の授業</translation>
    </message>
    <message>
        <source>Japanese: a first lesson on collision tests</source>
        <translation>日本語：衝突判定の最初の授業</translation>
    </message>
    <message>
        <source>Class overview...</source>
        <translation>クラスの一覧...</translation>
    </message>
    <message>
        <source>Many students&apos; reports in one table</source>
        <translation>何人もの生徒のレポートを1つの表にまとめます</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>ガイド</translation>
    </message>
    <message>
        <source>A short tour of Collision Detection Lab in the text column</source>
        <translation>本文の列に、衝突判定ラボの使い方の短い案内を表示します</translation>
    </message>
    <message>
        <source>Projector palette</source>
        <translation>プロジェクター用の配色</translation>
    </message>
    <message>
        <source>Dark (dim room)</source>
        <translation>暗い背景（暗い部屋向け）</translation>
    </message>
    <message>
        <source>Light (bright room)</source>
        <translation>明るい背景（明るい部屋向け）</translation>
    </message>
    <message>
        <source>Lesson text on or off</source>
        <translation>レッスンの本文の表示／非表示</translation>
    </message>
    <message>
        <source>Zoom in on the canvas (+ on the canvas, or the wheel)</source>
        <translation>キャンバスを拡大します（キャンバスで+キー、またはホイール）</translation>
    </message>
    <message>
        <source>Zoom out of the canvas (- on the canvas, or the wheel)</source>
        <translation>キャンバスを縮小します（キャンバスで-キー、またはホイール）</translation>
    </message>
    <message>
        <source>Origin in the middle at the normal zoom (0 on the canvas)</source>
        <translation>原点を中央に、倍率を標準に戻します（キャンバスで0キー）</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>文字の大きさ</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>大きく</translation>
    </message>
    <message>
        <source>Smaller</source>
        <translation>小さく</translation>
    </message>
    <message>
        <source>Normal size</source>
        <translation>標準の大きさ</translation>
    </message>
    <message>
        <source>The lesson list does not fit beside the lesson at this text size. Make the text smaller (Ctrl+-) or the window wider; Ctrl+PageDown and Ctrl+PageUp step through the lessons.</source>
        <translation>この文字の大きさでは、レッスンの一覧をレッスンの横に表示できません。文字を小さくする（Ctrl+-）か、ウィンドウを広げてください。Ctrl+PageDownとCtrl+PageUpでレッスンを順に移動できます。</translation>
    </message>
    <message>
        <source>Lesson list</source>
        <translation>レッスンの一覧</translation>
    </message>
    <message>
        <source>Your teacher&apos;s scene</source>
        <translation>先生から送られたシーン</translation>
    </message>
    <message>
        <source>Less&amp;ons</source>
        <translation>レッスン(&amp;O)</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>Answer key for teachers</source>
        <translation>先生用の解答集</translation>
    </message>
    <message>
        <source>answer-key.pdf</source>
        <translation>解答集.pdf</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;Text (*.txt)</source>
        <translation>PDF (*.pdf);;テキスト(*.txt)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1に書き出せませんでした。</translation>
    </message>
    <message>
        <source>Answer key for teachers…</source>
        <translation>先生用の解答集…</translation>
    </message>
    <message>
        <source>Every task with its right answer on one scene, what it accepts and the worked solution, as a PDF to print or as text</source>
        <translation>すべての課題について、1つの配置での正解、受け付ける答え、解き方を、印刷用のPDFまたはテキストで書き出します</translation>
    </message>
    <message>
        <source>Bring back a saved lesson configuration</source>
        <translation>保存したレッスンの配置を呼び出します</translation>
    </message>
    <message>
        <source>Keep this lesson&apos;s values and view in a file</source>
        <translation>このレッスンの値と表示範囲をファイルに保存します</translation>
    </message>
    <message>
        <source>Add the scene on screen to the lesson plan, after the current bookmark</source>
        <translation>画面のシーンを授業計画の今のしおりの次に加えます</translation>
    </message>
    <message>
        <source>Quit Collision Detection Lab</source>
        <translation>衝突判定ラボを終了します</translation>
    </message>
    <message>
        <source>Undo the last change to the scene</source>
        <translation>シーンへの直前の変更を取り消します</translation>
    </message>
    <message>
        <source>Redo the change you undid</source>
        <translation>取り消した変更をもう一度行います</translation>
    </message>
    <message>
        <source>Put every value back to the lesson&apos;s start; undo brings yours back</source>
        <translation>すべての値をレッスンの最初の状態に戻します。元に戻すで自分の値に戻せます</translation>
    </message>
    <message>
        <source>Larger text in the lesson, the controls and the canvas</source>
        <translation>レッスンの本文、操作パネル、キャンバスの文字を大きくします</translation>
    </message>
    <message>
        <source>Smaller text, down to the system&apos;s size</source>
        <translation>文字を小さくします。システムの大きさより小さくはなりません</translation>
    </message>
    <message>
        <source>The system&apos;s text size</source>
        <translation>システムの文字の大きさに戻します</translation>
    </message>
    <message>
        <source>The next lesson</source>
        <translation>次のレッスンへ移ります</translation>
    </message>
    <message>
        <source>The previous lesson</source>
        <translation>前のレッスンへ移ります</translation>
    </message>
    <message>
        <source>Show or hide the list of lessons beside the page; the Lessons menu has them too</source>
        <translation>ページの横のレッスンの一覧を表示または非表示にします。レッスンメニューにも並んでいます</translation>
    </message>
    <message>
        <source>The lesson text beside the canvas, or the tasks and controls in its place</source>
        <translation>キャンバスの横にレッスンの本文、またはその代わりに課題と操作パネルを表示します</translation>
    </message>
    <message>
        <source>The lesson&apos;s algorithm as code under the canvas, run on the canvas&apos;s scene</source>
        <translation>レッスンのアルゴリズムを、キャンバスの配置で実行したコードとしてキャンバスの下に表示します</translation>
    </message>
    <message>
        <source>Full screen with large text for a projector</source>
        <translation>プロジェクター向けに大きな文字で全画面表示します</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>プレゼンテーションを終了します</translation>
    </message>
    <message>
        <source>Japanese or English, also while presenting</source>
        <translation>日本語と英語を切り替えます。プレゼンテーション中も使えます</translation>
    </message>
    <message>
        <source>Every key of the app in one list</source>
        <translation>このアプリのすべてのキーの一覧を表示します</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt; / &lt;b&gt;Shift+Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Next / previous place: the lesson list, the lesson text, the canvas, every control. On the canvas Tab picks the next handle, and after the last one goes on to the controls; &lt;b&gt;Ctrl+Tab&lt;/b&gt; / &lt;b&gt;Ctrl+Shift+Tab&lt;/b&gt; leave the canvas at once&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Arrow keys&lt;/td&gt;&lt;td&gt;Move the picked handle (&lt;b&gt;Shift&lt;/b&gt;: a bigger step); with no handle picked, pan the view. In a tab bar or a group of choices, move between them&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Let the picked handle go; while presenting, only leave presentation mode&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;, &lt;b&gt;Esc&lt;/b&gt;, &lt;b&gt;Delete&lt;/b&gt; (square collision)&lt;/td&gt;&lt;td&gt;Place a corner at the cross (the arrows move it). Esc cancels the first corner of a half-placed rectangle; Delete clears the rectangles&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H J K L&lt;/b&gt; and the lesson&apos;s letters&lt;/td&gt;&lt;td&gt;The lesson&apos;s own keys (see its panel); &lt;b&gt;Shift&lt;/b&gt; makes a move or a turn bigger, and turns S, T, R, E the other way&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Press the focused button, tick the focused box; play or pause a run on the canvas&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;+&lt;/b&gt; / &lt;b&gt;-&lt;/b&gt; / &lt;b&gt;0&lt;/b&gt; on the canvas&lt;/td&gt;&lt;td&gt;Zoom in / out / reset the view&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Wheel, drag on empty canvas&lt;/td&gt;&lt;td&gt;Zoom at the mouse, pan&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift&lt;/b&gt; while dragging&lt;/td&gt;&lt;td&gt;Snap to the grid&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt; / &lt;b&gt;%2&lt;/b&gt;&lt;/td&gt;&lt;td&gt;While presenting, the next / previous lesson; with a lesson plan open, its next / previous bookmark&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt; / &lt;b&gt;Shift+Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;次／前の場所へ：レッスンの一覧、レッスンの本文、キャンバス、各操作部品。キャンバスではTabで次のハンドルを選び、最後のハンドルのあとは操作パネルへ進みます。&lt;b&gt;Ctrl+Tab&lt;/b&gt; / &lt;b&gt;Ctrl+Shift+Tab&lt;/b&gt;でキャンバスからすぐに出ます&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;矢印キー&lt;/td&gt;&lt;td&gt;選んだハンドルを動かす（&lt;b&gt;Shift&lt;/b&gt;で大きく）。ハンドルを選んでいないときは表示を動かします。タブや選択肢の並びの中では、その間を移動します&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ハンドルの選択を外す。プレゼンテーション中は、プレゼンテーションの終了だけ&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;、&lt;b&gt;Esc&lt;/b&gt;、&lt;b&gt;Delete&lt;/b&gt;（長方形の衝突）&lt;/td&gt;&lt;td&gt;十字の位置に頂点を置く（十字は矢印キーで動かします）。Escで置きかけの長方形の最初の頂点を取り消し、Deleteで長方形を消します&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H J K L&lt;/b&gt;とレッスンごとの文字キー&lt;/td&gt;&lt;td&gt;レッスンごとのキー（操作パネルを参照）。&lt;b&gt;Shift&lt;/b&gt;を押すと移動や回転が大きくなり、S、T、R、Eは逆向きになります&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;フォーカスのあるボタンを押す、チェックボックスを切り替える。キャンバスでは再生と一時停止&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;キャンバスで&lt;b&gt;+&lt;/b&gt; / &lt;b&gt;-&lt;/b&gt; / &lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;拡大／縮小／表示のリセット&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;ホイール、空いた所をドラッグ&lt;/td&gt;&lt;td&gt;マウス位置を中心に拡大縮小、表示の移動&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;ドラッグ中に&lt;b&gt;Shift&lt;/b&gt;&lt;/td&gt;&lt;td&gt;格子にそろえる&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt; / &lt;b&gt;%2&lt;/b&gt;&lt;/td&gt;&lt;td&gt;プレゼンテーション中は次／前のレッスン。授業計画を開いているときは、その次／前のしおり&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
</context>
<context>
    <name>lab::PauseOverlay</name>
    <message>
        <source>Your teacher has paused the class.</source>
        <translation>先生が授業を一時停止しました。</translation>
    </message>
    <message>
        <source>Look up: your work is kept, and you go on when the class resumes.</source>
        <translation>前を見てください。取り組んだ内容は残っていて、授業が再開したら続けられます。</translation>
    </message>
    <message>
        <source>%1. Look up: your work is kept, and you go on when the class resumes.</source>
        <translation>%1。前を見てください。取り組んだ内容は残っていて、授業が再開したら続けられます。</translation>
    </message>
    <message>
        <source>Leave the class</source>
        <translation>授業から抜ける</translation>
    </message>
</context>
<context>
    <name>lab::PlanController</name>
    <message>
        <source>Bookmark %1</source>
        <translation>しおり%1</translation>
    </message>
    <message>
        <source>Bookmark %1 of %2: %3</source>
        <translation>しおり%1/%2：%3</translation>
    </message>
    <message>
        <source>This is the last bookmark.</source>
        <translation>これが最後のしおりです。</translation>
    </message>
    <message>
        <source>This is the first bookmark.</source>
        <translation>これが最初のしおりです。</translation>
    </message>
    <message>
        <source>New lesson plan</source>
        <translation>新しい授業計画</translation>
    </message>
    <message>
        <source>Added bookmark %1: %2</source>
        <translation>しおり%1を追加しました：%2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>［%1］%2</translation>
    </message>
    <message>
        <source>Bookmark %1: %2 (PageDown, PageUp step through the plan; right-click to rename or remove)</source>
        <translation>しおり%1：%2（PageDown、PageUpで順にたどります。右クリックで名前の変更や削除ができます）</translation>
    </message>
    <message>
        <source>Lesson plan:</source>
        <translation>授業計画：</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>しおり</translation>
    </message>
    <message>
        <source>Rename...</source>
        <translation>名前を変更...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Rename bookmark</source>
        <translation>しおりの名前を変更</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>名前：</translation>
    </message>
    <message>
        <source>Could not open %1: there is no readable file there.</source>
        <translation>%1を開けませんでした。読み込めるファイルがありません。</translation>
    </message>
    <message>
        <source>%1 is not a Collision Detection Lab lesson plan.</source>
        <translation>%1は衝突判定ラボの授業計画ではありません。</translation>
    </message>
    <message>
        <source>%1 was saved by a newer version of Collision Detection Lab and cannot be opened here.</source>
        <translation>%1は新しいバージョンの衝突判定ラボで保存されているため、このバージョンでは開けません。</translation>
    </message>
    <message>
        <source>%1 has no bookmarks.</source>
        <translation>%1にはしおりがありません。</translation>
    </message>
    <message>
        <source>%1 is damaged: its list of bookmarks cannot be read.</source>
        <translation>%1は壊れています。しおりの一覧を読み込めません。</translation>
    </message>
    <message>
        <source>%1 is damaged: bookmark %2 cannot be used.</source>
        <translation>%1は壊れています。しおり%2を使えません。</translation>
    </message>
    <message>
        <source>%1: bookmark %2 is for a lesson this version does not have (&quot;%3&quot;).</source>
        <translation>%1：しおり%2は、このバージョンにないレッスン（「%3」）のものです。</translation>
    </message>
</context>
<context>
    <name>lab::PresentationBar</name>
    <message>
        <source>Hide text (F6)</source>
        <translation>本文を隠す（F6）</translation>
    </message>
    <message>
        <source>Show text (F6)</source>
        <translation>本文を表示（F6）</translation>
    </message>
    <message>
        <source>Show or hide the lesson text beside the canvas (F6)</source>
        <translation>キャンバスの横のレッスン本文を表示または非表示にします（F6）</translation>
    </message>
    <message>
        <source>Switch between Japanese and English (Ctrl+L)</source>
        <translation>日本語と英語を切り替えます（Ctrl+L）</translation>
    </message>
    <message>
        <source>Leave (Esc)</source>
        <translation>終了（Esc）</translation>
    </message>
    <message>
        <source>Leave presentation mode (Esc)</source>
        <translation>プレゼンテーションを終了します（Esc）</translation>
    </message>
</context>
<context>
    <name>lab::ProgressDialog</name>
    <message>
        <source>Progress</source>
        <translation>進み具合</translation>
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
        <translation>試行回数</translation>
    </message>
    <message>
        <source>Export for teacher (CSV)...</source>
        <translation>先生用に書き出し(CSV)...</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>書き出しに失敗しました</translation>
    </message>
    <message>
        <source>Could not write %1. Choose another folder or name.</source>
        <translation>%1に書き込めませんでした。別のフォルダーか名前を選んでください。</translation>
    </message>
    <message>
        <source>Export progress for the teacher</source>
        <translation>先生用に進み具合を書き出し</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSVファイル(*.csv)</translation>
    </message>
    <message>
        <source>Your exercises, as saved on this computer, task by task. The report for your teacher lists the same, with your name.</source>
        <translation>このコンピューターに保存されている演習の状態を課題ごとに示します。先生に渡すレポートにも、同じ内容があなたの名前といっしょに入ります。</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Class or ID (optional):</source>
        <translation>クラスまたは番号（任意）(&amp;C)：</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>課題</translation>
    </message>
    <message>
        <source>Hints seen</source>
        <translation>見たヒント</translation>
    </message>
    <message>
        <source>Worked solution</source>
        <translation>解き方</translation>
    </message>
    <message>
        <source>New student...</source>
        <translation>次の生徒...</translation>
    </message>
    <message>
        <source>Start an empty record for the next student on this computer; this record is kept as a dated file.</source>
        <translation>このコンピューターで次の生徒のために空の記録を始めます。今の記録は日付入りのファイルとして残ります。</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>yes (asked)</source>
        <translation>あり（自分で表示）</translation>
    </message>
    <message>
        <source>yes (after %1 wrong attempts)</source>
        <translation>あり（%1回間違えたあと）</translation>
    </message>
    <message>
        <source>Export for teacher</source>
        <translation>先生用に書き出し</translation>
    </message>
    <message>
        <source>The report for your teacher is saved:
%1</source>
        <translation>先生に渡すレポートを保存しました：
%1</translation>
    </message>
    <message>
        <source>the current student</source>
        <translation>今の生徒</translation>
    </message>
    <message>
        <source>New student</source>
        <translation>次の生徒</translation>
    </message>
    <message>
        <source>Start an empty record for the next student? The answers of %1 are not deleted: they are kept in a dated file next to the progress file.</source>
        <translation>次の生徒のために空の記録を始めますか？&#x3000;%1の解答は削除されず、進み具合のファイルと同じ場所に日付入りのファイルとして残ります。</translation>
    </message>
    <message>
        <source>The exercises start empty for the next student.</source>
        <translation>次の生徒のために、演習は空の状態から始まります。</translation>
    </message>
    <message>
        <source>The previous record is kept as %1. The exercises start empty for the next student.</source>
        <translation>前の記録は%1として残してあります。次の生徒のために、演習は空の状態から始まります。</translation>
    </message>
    <message>
        <source>The current record could not be kept aside, so nothing was changed. Check the disk, or use File &gt; Save progress as... first.</source>
        <translation>今の記録を別に残せなかったため、何も変更していません。ディスクを確かめるか、先に［ファイル］→［進み具合を別名で保存...］を使ってください。</translation>
    </message>
    <message>
        <source>The current answers are kept only while Collision Detection Lab stays open. Save them with File &gt; Save progress as... first; nothing was changed.</source>
        <translation>今の解答は衝突判定ラボを開いている間だけ保持されています。先に［ファイル］→［進み具合を別名で保存...］で保存してください。何も変更していません。</translation>
    </message>
</context>
<context>
    <name>lab::ProjectorModel</name>
    <message>
        <source>solved %1
working %2
stuck %3
not started %4</source>
        <translation>正解%1
取り組み中%2
つまずき%3
未着手%4</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>need help: %1</source>
        <translation>手助けが必要：%1人</translation>
    </message>
</context>
<context>
    <name>lab::ProjectorView</name>
    <message>
        <source>Class for the projector</source>
        <translation>プロジェクター用の授業の様子</translation>
    </message>
    <message>
        <source>Join code: %1</source>
        <translation>参加コード：%1</translation>
    </message>
    <message>
        <source>The class by number, with the totals per task</source>
        <translation>番号で示した授業の表と課題ごとの合計</translation>
    </message>
</context>
<context>
    <name>lab::RectanglesScene</name>
    <message>
        <source>Rectangle %1 needs a width: its two corners have the same x.</source>
        <translation>長方形%1には幅が必要です。2つの頂点のx座標が同じになっています。</translation>
    </message>
    <message>
        <source>Rectangle %1 needs a height: its two corners have the same y.</source>
        <translation>長方形%1には高さが必要です。2つの頂点のy座標が同じになっています。</translation>
    </message>
    <message>
        <source>Move rectangle 1</source>
        <translation>長方形1を移動</translation>
    </message>
    <message>
        <source>The touching rule must be 1 (touching counts) or 0 (it does not).</source>
        <translation>接している辺の扱いは1（重なりとみなす）か0（みなさない）にしてください。</translation>
    </message>
    <message>
        <source>rectangle 1 is left of rectangle 2</source>
        <translation>長方形1が長方形2の左にある</translation>
    </message>
    <message>
        <source>rectangle 1 is right of rectangle 2</source>
        <translation>長方形1が長方形2の右にある</translation>
    </message>
    <message>
        <source>rectangle 1 is below rectangle 2</source>
        <translation>長方形1が長方形2の下にある</translation>
    </message>
    <message>
        <source>rectangle 1 is above rectangle 2</source>
        <translation>長方形1が長方形2の上にある</translation>
    </message>
    <message>
        <source>x of the corner P1 of rectangle 1</source>
        <translation>長方形1の頂点P1のx座標</translation>
    </message>
    <message>
        <source>y of the corner P1 of rectangle 1</source>
        <translation>長方形1の頂点P1のy座標</translation>
    </message>
    <message>
        <source>x of the opposite corner Q1 of rectangle 1</source>
        <translation>長方形1の向かいの頂点Q1のx座標</translation>
    </message>
    <message>
        <source>y of the opposite corner Q1 of rectangle 1</source>
        <translation>長方形1の向かいの頂点Q1のy座標</translation>
    </message>
    <message>
        <source>x of the corner P2 of rectangle 2</source>
        <translation>長方形2の頂点P2のx座標</translation>
    </message>
    <message>
        <source>y of the corner P2 of rectangle 2</source>
        <translation>長方形2の頂点P2のy座標</translation>
    </message>
    <message>
        <source>x of the opposite corner Q2 of rectangle 2</source>
        <translation>長方形2の向かいの頂点Q2のx座標</translation>
    </message>
    <message>
        <source>y of the opposite corner Q2 of rectangle 2</source>
        <translation>長方形2の向かいの頂点Q2のy座標</translation>
    </message>
    <message>
        <source>1: touching edges count as an overlap; 0: they do not</source>
        <translation>1：接している辺も重なりとみなす、0：みなさない</translation>
    </message>
</context>
<context>
    <name>lab::SceneFiles</name>
    <message>
        <source>Could not open %1: there is no readable file there.</source>
        <translation>%1を開けませんでした。読み込めるファイルがありません。</translation>
    </message>
    <message>
        <source>%1 is not a Collision Detection Lab scene file.</source>
        <translation>%1は衝突判定ラボのシーンファイルではありません。</translation>
    </message>
    <message>
        <source>%1 was saved by a newer version of Collision Detection Lab and cannot be opened here.</source>
        <translation>%1は新しいバージョンの衝突判定ラボで保存されているため、このバージョンでは開けません。</translation>
    </message>
    <message>
        <source>%1 is damaged: its values cannot be used.</source>
        <translation>%1は壊れています。中の値を使えません。</translation>
    </message>
    <message>
        <source>%1 is for a lesson this version does not have (&quot;%2&quot;).</source>
        <translation>%1は、このバージョンにないレッスン（「%2」）のシーンです。</translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation>シーンを開く</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1を開きました</translation>
    </message>
    <message>
        <source>Collision Detection Lab scenes (*.clab)</source>
        <translation>衝突判定ラボのシーン(*.clab)</translation>
    </message>
    <message>
        <source>Save scene</source>
        <translation>シーンを保存</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1に保存しました</translation>
    </message>
    <message>
        <source>Could not write %1. Choose another folder or name.</source>
        <translation>%1に書き込めませんでした。別のフォルダーか名前を選んでください。</translation>
    </message>
    <message>
        <source>Export the canvas as SVG</source>
        <translation>キャンバスをSVGで書き出し</translation>
    </message>
    <message>
        <source>Export the canvas as PNG</source>
        <translation>キャンバスをPNGで書き出し</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG図(*.svg)</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG画像(*.png)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>書き出しに失敗しました</translation>
    </message>
</context>
<context>
    <name>lab::SlabControls</name>
    <message>
        <source>Cast the ray at</source>
        <translation>レイを当てる相手</translation>
    </message>
    <message>
        <source>an axis-aligned box</source>
        <translation>軸平行境界ボックス（AABB）</translation>
    </message>
    <message>
        <source>a rotated rectangle</source>
        <translation>回転した長方形</translation>
    </message>
    <message>
        <source>a disk</source>
        <translation>円盤</translation>
    </message>
    <message>
        <source>Ray and shape</source>
        <translation>レイと図形</translation>
    </message>
    <message>
        <source>Make |v| = 1</source>
        <translation>|v| = 1にする</translation>
    </message>
    <message>
        <source>One-click configurations</source>
        <translation>ワンクリックで試す配置</translation>
    </message>
    <message>
        <source>Hit: inX &lt; inY &lt; outY &lt; outX</source>
        <translation>当たり：inX &lt; inY &lt; outY &lt; outX</translation>
    </message>
    <message>
        <source>Miss: inX &gt; outY</source>
        <translation>外れ：inX &gt; outY</translation>
    </message>
    <message>
        <source>Parallel to the y axis, inside the X slab</source>
        <translation>y軸に平行、Xスラブの中</translation>
    </message>
    <message>
        <source>Parallel to the y axis, outside the X slab</source>
        <translation>y軸に平行、Xスラブの外</translation>
    </message>
    <message>
        <source>Ray starting inside the box</source>
        <translation>AABBの中から出発</translation>
    </message>
    <message>
        <source>Ray grazing a corner</source>
        <translation>角をかすめる</translation>
    </message>
    <message>
        <source>Ray starting at the disk&apos;s centre</source>
        <translation>円盤の中心から出発</translation>
    </message>
    <message>
        <source>Ray tangent to the disk</source>
        <translation>円盤に接するレイ</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>b = %1, c = %2, D = %3</source>
        <translation>b = %1, c = %2, D = %3</translation>
    </message>
    <message>
        <source>t_min = %1, t_max = %2</source>
        <translation>t_min = %1, t_max = %2</translation>
    </message>
    <message>
        <source>Miss: the disk is behind R₀.</source>
        <translation>外れ：円盤はR₀の後ろにあります。</translation>
    </message>
    <message>
        <source>Miss: D &lt; 0, no real root.</source>
        <translation>外れ：D &lt; 0で実数解がありません。</translation>
    </message>
    <message>
        <source>Hit, started inside: R₀ is in the disk, exit %1 at t = %2.</source>
        <translation>当たり（中から出発）：R₀は円盤の中。t = %2に%1で出ます。</translation>
    </message>
    <message>
        <source>Hit, tangent: the ray touches the circle at %1, t = %2.</source>
        <translation>当たり（接する）：t = %2に%1で円に接します。</translation>
    </message>
    <message>
        <source>Hit: enter %1 at t = %2, exit %3 at t = %4.</source>
        <translation>当たり：t = %2に%1で入り、t = %4に%3で出ます。</translation>
    </message>
    <message>
        <source>In the rectangle&apos;s frame:</source>
        <translation>長方形の座標系では：</translation>
    </message>
    <message>
        <source>Miss: the ray is parallel to a slab and starts outside it.</source>
        <translation>外れ：レイはスラブに平行で、その外から出発しています。</translation>
    </message>
    <message>
        <source>Miss: t_enter &gt; t_exit.</source>
        <translation>外れ：t_enter &gt; t_exitです。</translation>
    </message>
    <message>
        <source>Miss: t_exit &lt; 0, the box is behind R₀.</source>
        <translation>外れ：t_exit &lt; 0で、AABBはR₀の後ろです。</translation>
    </message>
    <message>
        <source>Hit, started inside: exit %1 at t = %2.</source>
        <translation>当たり（中から出発）：t = %2に%1で出ます。</translation>
    </message>
    <message>
        <source>Hit, grazing at %1: t_enter = t_exit.</source>
        <translation>当たり（%1をかすめる）：t_enter = t_exitです。</translation>
    </message>
    <message>
        <source>Hit: enter %1, exit %2.</source>
        <translation>当たり：%1で入り、%2で出ます。</translation>
    </message>
    <message>
        <source>Keep the direction of v and make it a unit vector, as the textbook assumes</source>
        <translation>vの向きはそのままで、教科書の前提どおり単位ベクトルにします</translation>
    </message>
    <message>
        <source>|v| = 2: the textbook&apos;s points go wrong</source>
        <translation>|v| = 2：教科書の点がずれる</translation>
    </message>
    <message>
        <source>The textbook&apos;s code calls this a miss (it rejects t_min &lt; 0).</source>
        <translation>教科書のコードはこれを外れとします（t_min &lt; 0を捨てるため）。</translation>
    </message>
    <message>
        <source>The textbook&apos;s code calls this a miss (inX &lt; 0 and inY &lt; 0).</source>
        <translation>教科書のコードはこれを外れとします（inX &lt; 0かつinY &lt; 0のため）。</translation>
    </message>
    <message>
        <source>The textbook&apos;s strict &lt; calls this a miss.</source>
        <translation>教科書の不等号「&lt;」ではこれは外れになります。</translation>
    </message>
    <message>
        <source>|v| = %1: the textbook&apos;s code would return %2 and %3.</source>
        <translation>|v| = %1：教科書のコードなら%2と%3を返します。</translation>
    </message>
    <message>
        <source>Keys: H / J / K / L move the rectangle or disk by a quarter (Shift: by 1), E turns the ray, Shift+E the other way, R turns the rectangle, Shift+R the other way. Tab picks a handle, the arrow keys move it (Shift: further).</source>
        <translation>キー：H / J / K / Lで長方形や円盤を4分の1ずつ動かします（Shiftで1ずつ）。Eでレイを回し、Shift+Eで逆に回します。Rで長方形を回し、Shift+Rで逆に回します。Tabでハンドルを選び、矢印キーで動かします（Shiftで大きく）。</translation>
    </message>
    <message>
        <source>b, c, D and the verdict: ? (after the task)</source>
        <translation>b、c、Dと判定：?（課題のあとで）</translation>
    </message>
    <message>
        <source>inX, outX, inY, outY, t_enter, t_exit: ? (after the task)</source>
        <translation>inX, outX, inY, outY, t_enter, t_exit：?（課題のあとで）</translation>
    </message>
    <message>
        <source>The verdict: ? (after the task)</source>
        <translation>判定：?（課題のあとで）</translation>
    </message>
</context>
<context>
    <name>lab::SlabScene</name>
    <message>
        <source>The mode is 0 (box), 1 (rotated rectangle) or 2 (disk).</source>
        <translation>モードは0（AABB）、1（回転した長方形）、2（円盤）のどれかです。</translation>
    </message>
    <message>
        <source>The direction v cannot be the zero vector: a ray needs a direction.</source>
        <translation>方向vはゼロベクトルにできません。レイには向きが必要です。</translation>
    </message>
    <message>
        <source>The box needs a width: its two corners have the same x.</source>
        <translation>AABBには幅が必要です。2つの頂点のxが同じになっています。</translation>
    </message>
    <message>
        <source>The box needs a height: its two corners have the same y.</source>
        <translation>AABBには高さが必要です。2つの頂点のyが同じになっています。</translation>
    </message>
    <message>
        <source>The half sizes w/2 and h/2 of the rotated rectangle must be positive.</source>
        <translation>回転した長方形のw/2とh/2は正の数にしてください。</translation>
    </message>
    <message>
        <source>The radius of the disk must be positive.</source>
        <translation>円盤の半径は正の数にしてください。</translation>
    </message>
    <message>
        <source>Turn the ray</source>
        <translation>レイを回す</translation>
    </message>
    <message>
        <source>Turn the rectangle</source>
        <translation>長方形を回す</translation>
    </message>
    <message>
        <source>Move the disk</source>
        <translation>円盤を動かす</translation>
    </message>
    <message>
        <source>Move the rectangle</source>
        <translation>長方形を動かす</translation>
    </message>
    <message>
        <source>x of the ray&apos;s start R0</source>
        <translation>レイの始点R0のx</translation>
    </message>
    <message>
        <source>y of the ray&apos;s start R0</source>
        <translation>レイの始点R0のy</translation>
    </message>
    <message>
        <source>x of the ray&apos;s direction v</source>
        <translation>レイの方向vのx成分</translation>
    </message>
    <message>
        <source>y of the ray&apos;s direction v</source>
        <translation>レイの方向vのy成分</translation>
    </message>
    <message>
        <source>x of the box corner P</source>
        <translation>AABBの頂点Pのx</translation>
    </message>
    <message>
        <source>y of the box corner P</source>
        <translation>AABBの頂点Pのy</translation>
    </message>
    <message>
        <source>x of the opposite box corner Q</source>
        <translation>AABBの反対側の頂点Qのx</translation>
    </message>
    <message>
        <source>y of the opposite box corner Q</source>
        <translation>AABBの反対側の頂点Qのy</translation>
    </message>
    <message>
        <source>x of the rotated rectangle&apos;s centre T</source>
        <translation>回転した長方形の中心Tのx</translation>
    </message>
    <message>
        <source>y of the rotated rectangle&apos;s centre T</source>
        <translation>回転した長方形の中心Tのy</translation>
    </message>
    <message>
        <source>half the width of the rotated rectangle (along its i axis)</source>
        <translation>回転した長方形の幅の半分（i軸方向）</translation>
    </message>
    <message>
        <source>half the height of the rotated rectangle (along its j axis)</source>
        <translation>回転した長方形の高さの半分（j軸方向）</translation>
    </message>
    <message>
        <source>angle of the rotated rectangle in degrees, counter-clockwise</source>
        <translation>回転した長方形の角度（度、反時計回り）</translation>
    </message>
    <message>
        <source>0: box, 1: rotated rectangle, 2: disk</source>
        <translation>0：AABB、1：回転した長方形、2：円盤</translation>
    </message>
    <message>
        <source>x of the disk&apos;s centre C</source>
        <translation>円盤の中心Cのx</translation>
    </message>
    <message>
        <source>y of the disk&apos;s centre C</source>
        <translation>円盤の中心Cのy</translation>
    </message>
    <message>
        <source>radius of the disk</source>
        <translation>円盤の半径</translation>
    </message>
</context>
<context>
    <name>lab::SquareCollisionRectangles</name>
    <message>
        <source>x of the first corner of rectangle 1</source>
        <translation>長方形1の1つ目の頂点のx</translation>
    </message>
    <message>
        <source>y of the first corner of rectangle 1</source>
        <translation>長方形1の1つ目の頂点のy</translation>
    </message>
    <message>
        <source>x of the opposite corner of rectangle 1</source>
        <translation>長方形1の対角の頂点のx</translation>
    </message>
    <message>
        <source>y of the opposite corner of rectangle 1</source>
        <translation>長方形1の対角の頂点のy</translation>
    </message>
    <message>
        <source>x of the first corner of rectangle 2</source>
        <translation>長方形2の1つ目の頂点のx</translation>
    </message>
    <message>
        <source>y of the first corner of rectangle 2</source>
        <translation>長方形2の1つ目の頂点のy</translation>
    </message>
    <message>
        <source>x of the opposite corner of rectangle 2</source>
        <translation>長方形2の対角の頂点のx</translation>
    </message>
    <message>
        <source>y of the opposite corner of rectangle 2</source>
        <translation>長方形2の対角の頂点のy</translation>
    </message>
    <message>
        <source>corners clicked so far (0 to 4)</source>
        <translation>これまでにクリックした頂点の数（0〜4）</translation>
    </message>
    <message>
        <source>n counts the corners clicked so far: a whole number from 0 to 4.</source>
        <translation>nはクリック済みの頂点の数です。0から4までの整数にしてください。</translation>
    </message>
    <message>
        <source>Place corner %1</source>
        <translation>頂点%1を置く</translation>
    </message>
    <message>
        <source>Cancel the corner</source>
        <translation>頂点を取り消す</translation>
    </message>
    <message>
        <source>Clear the rectangles</source>
        <translation>長方形を消去</translation>
    </message>
</context>
<context>
    <name>lab::SquareCollisionScene</name>
    <message>
        <source>Click 2 diagonal corners of rectangle 1 (%1 of 2), or move the cross with the arrow keys and press Enter. Esc cancels a corner.</source>
        <translation>長方形1の対角線の頂点を2点クリック（%1 / 2）。矢印キーで十字を動かしてEnterでも置けます。Escで頂点を取り消し。</translation>
    </message>
    <message>
        <source>Click 2 diagonal corners of rectangle 2 (%1 of 2), or move the cross with the arrow keys and press Enter. Esc cancels a corner.</source>
        <translation>長方形2の対角線の頂点を2点クリック（%1 / 2）。矢印キーで十字を動かしてEnterでも置けます。Escで頂点を取り消し。</translation>
    </message>
    <message>
        <source>Collided or not? Predict with the buttons, then see.</source>
        <translation>衝突している？&#x3000;していない？&#x3000;ボタンで予想してから結果を見ましょう。</translation>
    </message>
    <message>
        <source>Drag the corners or the rectangles to explore. Delete starts again.</source>
        <translation>頂点や長方形をドラッグして確かめましょう。Deleteで最初からやり直します。</translation>
    </message>
</context>
<context>
    <name>lab::StudentBar</name>
    <message>
        <source>Who is working?</source>
        <translation>取り組んでいるのは誰ですか？</translation>
    </message>
    <message>
        <source>Who is working here? Your name goes into the report for your teacher.</source>
        <translation>取り組んでいるのは誰ですか？（名前は先生に渡すレポートに入ります）</translation>
    </message>
    <message>
        <source>Your answers are saved on this computer, with your name.</source>
        <translation>解答は名前といっしょにこのコンピューターに保存されます。</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Class or ID (optional):</source>
        <translation>クラスまたは番号（任意）(&amp;C)：</translation>
    </message>
    <message>
        <source>Save name</source>
        <translation>名前を保存</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>あとで</translation>
    </message>
    <message>
        <source>You can give your name later in File &gt; Progress.</source>
        <translation>名前はあとで［ファイル］→［進み具合と先生用の書き出し...］でも入力できます。</translation>
    </message>
</context>
<context>
    <name>lab::StudentView</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1, student %2 of the class.</source>
        <translation>%1さん（授業の%2番）</translation>
    </message>
    <message>
        <source>%1 (%2), student %3 of the class.</source>
        <translation>%1さん（%2、授業の%3番）</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>課題</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状況</translation>
    </message>
    <message>
        <source>Attempts (wrong)</source>
        <translation>試行（誤答）</translation>
    </message>
    <message>
        <source>Hints seen</source>
        <translation>見たヒント</translation>
    </message>
    <message>
        <source>Last answer</source>
        <translation>最後の答え</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>The tasks %1 has begun, with their last answers</source>
        <translation>%1さんが取り組んだ課題と最後の答え</translation>
    </message>
    <message>
        <source>&amp;Attempts as they arrived, newest first:</source>
        <translation>届いた順の試行（新しい順）(&amp;A)：</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答え</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>✓ right</source>
        <translation>✓正解</translation>
    </message>
    <message>
        <source>✗ not right</source>
        <translation>✗不正解</translation>
    </message>
    <message>
        <source>%1 attempts, the last right</source>
        <translation>%1回の試行（最後は正解）</translation>
    </message>
    <message>
        <source>%1 attempts, the last not right</source>
        <translation>%1回の試行（最後は不正解）</translation>
    </message>
    <message>
        <source>before the class: %1</source>
        <translation>授業の前：%1</translation>
    </message>
    <message>
        <source>%1&apos;s attempts, newest first</source>
        <translation>%1さんの試行（新しい順）</translation>
    </message>
</context>
<context>
    <name>lab::SweptControls</name>
    <message>
        <source>Positions at the two frames, radii</source>
        <translation>2つのフレームでの位置と半径</translation>
    </message>
    <message>
        <source>One click away</source>
        <translation>ワンクリックで試す</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>最初の配置</translation>
    </message>
    <message>
        <source>The lesson&apos;s first configuration: B catches A near the end of the frame</source>
        <translation>レッスン最初の配置：フレームの終わり近くでBがAに追いつきます</translation>
    </message>
    <message>
        <source>Tunnelling</source>
        <translation>すり抜け</translation>
    </message>
    <message>
        <source>A small fast circle jumps over B: apart at both frames, yet the paths collide</source>
        <translation>小さく速い円がBを飛び越えます。どちらのフレームでも離れているのに、途中でぶつかっています</translation>
    </message>
    <message>
        <source>No relative motion (α = 0)</source>
        <translation>相対運動なし（α = 0）</translation>
    </message>
    <message>
        <source>A and B move by the same vector: the distance stays the same all frame</source>
        <translation>AとBが同じだけ動くので、フレームの間ずっと距離が変わりません</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>g(s) = αs² + 2βs + γ on the frame, s from −1 to 1</source>
        <translation>フレーム内のg(s) = αs² + 2βs + γ（sは−1から1）</translation>
    </message>
    <message>
        <source>C0 = B0 − A0 = %1, C1 = B1 − A1 = %2</source>
        <translation>C0 = B0 − A0 = %1, C1 = B1 − A1 = %2</translation>
    </message>
    <message>
        <source>α = %1, β = %2, γ = %3, R = %4</source>
        <translation>α = %1, β = %2, γ = %3, R = %4</translation>
    </message>
    <message>
        <source>α = 0: no relative motion, the distance stays %1 all frame.</source>
        <translation>α = 0：相対運動がなく、距離はフレームの間ずっと%1のままです。</translation>
    </message>
    <message>
        <source>Swept test: hit, first contact at t = %1 (s = %2).</source>
        <translation>移動を考慮した判定：当たり。衝突時刻はt = %1（s = %2）。</translation>
    </message>
    <message>
        <source>Swept test: miss, closest distance %1 at t = %2 &gt; rA + rB = %3.</source>
        <translation>移動を考慮した判定：外れ。t = %2で最接近の距離%1 &gt; rA + rB = %3。</translation>
    </message>
    <message>
        <source>Per-frame test (both frames only): hit.</source>
        <translation>フレームごとの判定（2つのフレームだけ）：当たり。</translation>
    </message>
    <message>
        <source>Per-frame test (both frames only): miss. The collision tunnels through!</source>
        <translation>フレームごとの判定（2つのフレームだけ）：外れ。衝突をすり抜けています！</translation>
    </message>
    <message>
        <source>Per-frame test (both frames only): miss.</source>
        <translation>フレームごとの判定（2つのフレームだけ）：外れ。</translation>
    </message>
    <message>
        <source>The article&apos;s false collision</source>
        <translation>元の記事の偽の衝突</translation>
    </message>
    <message>
        <source>The paths pass 30 apart with rA + rB = 20: the article&apos;s test still says hit</source>
        <translation>通り道は30離れていてrA + rB = 20なのに、元の記事の判定は当たりになります</translation>
    </message>
    <message>
        <source>Article&apos;s test: hit, agrees.</source>
        <translation>元の記事の判定：当たり（一致）。</translation>
    </message>
    <message>
        <source>Article&apos;s test: hit. A false collision!</source>
        <translation>元の記事の判定：当たり。偽の衝突です！</translation>
    </message>
    <message>
        <source>Article&apos;s test: miss, agrees.</source>
        <translation>元の記事の判定：外れ（一致）。</translation>
    </message>
    <message>
        <source>Drag the four centres and the two diamonds (radii), or a circle&apos;s inside to move its whole path. A radius of 0 is allowed: that circle becomes a point. Keys: H / J / K / L move the path of the selected circle (A when none is selected) left / down / up / right by 1 (Shift: by 5); Tab selects a handle, the arrow keys move it (Shift: further).</source>
        <translation>4つの中心と2つのひし形（半径）をドラッグできます。円の内側をドラッグすると、通り道ごと動きます。半径は0にしてもかまいません（その円は点になります）。キー：H / J / K / Lで選んだ円（選んでいなければA）の通り道を左・下・上・右へ1ずつ動かします（Shiftで5ずつ）。Tabでハンドルを選び、矢印キーで動かせます（Shiftで大きく）。</translation>
    </message>
    <message>
        <source>Plot of g(s) against R</source>
        <translation>g(s)とRのグラフ</translation>
    </message>
    <message>
        <source>g(s) from %1 at s = −1 to %2 at s = 1; R = %3</source>
        <translation>g(s)はs = −1で%1、s = 1で%2。R = %3</translation>
    </message>
    <message>
        <source>lowest point %1 at s = %2</source>
        <translation>最小値はs = %2で%1</translation>
    </message>
    <message>
        <source>first contact at s = %1</source>
        <translation>最初の接触はs = %1</translation>
    </message>
    <message>
        <source>s (time in the frame)</source>
        <translation>s（フレーム内の時刻）</translation>
    </message>
    <message>
        <source>g(s) and R</source>
        <translation>g(s)とR</translation>
    </message>
    <message>
        <source>g(s) = 4 d(s)²</source>
        <translation>g(s) = 4 d(s)²</translation>
    </message>
    <message>
        <source>R = 4(rA + rB)²</source>
        <translation>R = 4(rA + rB)²</translation>
    </message>
    <message>
        <source>vertex (when inside the frame)</source>
        <translation>頂点（フレーム内のとき）</translation>
    </message>
    <message>
        <source>first contact</source>
        <translation>初めての接触</translation>
    </message>
    <message>
        <source>R = %1</source>
        <translation>R = %1</translation>
    </message>
    <message>
        <source>α, β, γ and the verdicts: ? (after the task)</source>
        <translation>α, β, γと判定：?（課題のあとで）</translation>
    </message>
    <message>
        <source>Swept test: hit, first contact at t = ? (after the task).</source>
        <translation>移動を考慮した判定：当たり。衝突時刻はt = ?（課題のあとで）。</translation>
    </message>
    <message>
        <source>R = %1; the curve of g shows once you have answered the task</source>
        <translation>R = %1。gの曲線は課題に答えたあとに表示します</translation>
    </message>
</context>
<context>
    <name>lab::SweptScene</name>
    <message>
        <source>A radius cannot be negative. Zero is allowed: the circle shrinks to a point.</source>
        <translation>半径は負にできません。0は使えます（円が点になります）。</translation>
    </message>
    <message>
        <source>Move a circle&apos;s path</source>
        <translation>円の通り道を動かす</translation>
    </message>
    <message>
        <source>x of A at the previous frame</source>
        <translation>前のフレームでのAのx</translation>
    </message>
    <message>
        <source>y of A at the previous frame</source>
        <translation>前のフレームでのAのy</translation>
    </message>
    <message>
        <source>x of A at this frame</source>
        <translation>今のフレームでのAのx</translation>
    </message>
    <message>
        <source>y of A at this frame</source>
        <translation>今のフレームでのAのy</translation>
    </message>
    <message>
        <source>x of B at the previous frame</source>
        <translation>前のフレームでのBのx</translation>
    </message>
    <message>
        <source>y of B at the previous frame</source>
        <translation>前のフレームでのBのy</translation>
    </message>
    <message>
        <source>x of B at this frame</source>
        <translation>今のフレームでのBのx</translation>
    </message>
    <message>
        <source>y of B at this frame</source>
        <translation>今のフレームでのBのy</translation>
    </message>
    <message>
        <source>radius of A (0: a point)</source>
        <translation>Aの半径（0なら点）</translation>
    </message>
    <message>
        <source>radius of B (0: a point)</source>
        <translation>Bの半径（0なら点）</translation>
    </message>
</context>
<context>
    <name>lab::TaskBox</name>
    <message>
        <source>Answer first, then check.</source>
        <translation>先に答えを入れてから、確かめてください。</translation>
    </message>
    <message>
        <source>That is the answer you checked last: change it, then check again.</source>
        <translation>前回確かめた答えと同じです。答えを変えてから、もう一度確かめてください。</translation>
    </message>
    <message>
        <source>✓ Right.</source>
        <translation>✓正解です。</translation>
    </message>
    <message>
        <source>✗ Not right.</source>
        <translation>✗正しくありません。</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>ヒント：%1</translation>
    </message>
    <message>
        <source>Worked solution: %1</source>
        <translation>解答：%1</translation>
    </message>
    <message>
        <source>✓ done</source>
        <translation>✓完了</translation>
    </message>
    <message>
        <source>solution shown</source>
        <translation>解答を表示済み</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <source>attempts: %1</source>
        <translation>解答%1回</translation>
    </message>
    <message>
        <source>Task %1: %2</source>
        <translation>課題%1：%2</translation>
    </message>
    <message>
        <source>Task %1: %2 (%3)</source>
        <translation>課題%1：%2（%3）</translation>
    </message>
    <message>
        <source>a number or an expression, e.g. sqrt(2)/2</source>
        <translation>数または式（例：sqrt(2)/2）</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>確かめる</translation>
    </message>
    <message>
        <source>Another scene</source>
        <translation>別の配置</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>解答を表示</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <source>Go on without answering: the report says you skipped this task</source>
        <translation>答えずに先へ進みます。レポートにはスキップしたと記録されます</translation>
    </message>
    <message>
        <source>Press Another scene to predict again on a new scene.</source>
        <translation>「別の配置」を押すと、新しい配置でもう一度予想できます。</translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>答えを表示済み</translation>
    </message>
    <message>
        <source>Your teacher asks the whole class this, on the same scene. Answer, then Vote: you may change your vote until the vote closes.</source>
        <translation>先生がクラス全員に、同じ配置でこの質問をしています。答えてから［投票］を押してください。投票が締め切られるまでは変更できます。</translation>
    </message>
    <message>
        <source>Your vote is in. You may change it until the vote closes.</source>
        <translation>投票しました。締め切られるまでは変更できます。</translation>
    </message>
    <message>
        <source>The vote is closed: you did not vote. The answer comes when your teacher reveals it.</source>
        <translation>投票は締め切られました（あなたは投票していません）。答えは先生が公開したときに表示されます。</translation>
    </message>
    <message>
        <source>The vote is closed and your vote stands. The answer comes when your teacher reveals it.</source>
        <translation>投票は締め切られ、あなたの票で確定しました。答えは先生が公開したときに表示されます。</translation>
    </message>
    <message>
        <source>The class is voting on this scene. The answer waits until you reveal it.</source>
        <translation>クラスがこの配置で投票しています。答えは公開するまで表示しません。</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>投票</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>答え：%1。</translation>
    </message>
</context>
<context>
    <name>lab::TaskPanel</name>
    <message>
        <source>Tasks</source>
        <translation>課題</translation>
    </message>
    <message>
        <source>Scene for task %1</source>
        <translation>課題%1の配置</translation>
    </message>
</context>
<context>
    <name>lab::TextSizeController</name>
    <message>
        <source>Text size: %1%</source>
        <translation>文字の大きさ：%1%</translation>
    </message>
    <message>
        <source>Text size: %1%. The lesson text reaches %2% in this window: a wider window, or the lesson list hidden (F9), gives it more room.</source>
        <translation>文字の大きさ：%1%。このウィンドウではレッスン本文は%2%までになります。ウィンドウを広げるか、レッスンの一覧を隠す（F9）と、さらに大きくなります。</translation>
    </message>
</context>
<context>
    <name>lab::VoteBars</name>
    <message>
        <source>Vote %1: %2</source>
        <translation>投票%1：%2</translation>
    </message>
    <message>
        <source>Round %1: %2 of %3 voted</source>
        <translation>%1回目：%3人中%2人が投票</translation>
    </message>
    <message>
        <source>voting</source>
        <translation>投票中</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>締め切り</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>公開済み</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>投票</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>%1回目：%2</translation>
    </message>
    <message>
        <source> (right)</source>
        <translation>（正解）</translation>
    </message>
    <message>
        <source>other</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>%1回目</translation>
    </message>
</context>
<context>
    <name>lab::VotePanel</name>
    <message>
        <source>Vote</source>
        <translation>投票</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>課題</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答え</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Voted</source>
        <translation>投票数</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>出席</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>正解</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>The lesson on your screen has no task a class can vote on</source>
        <translation>画面のレッスンには、クラスで投票できる課題がありません</translation>
    </message>
    <message>
        <source>Ask the class</source>
        <translation>クラスに質問</translation>
    </message>
    <message>
        <source>Every student answers a task of the lesson on your screen, on the same scene</source>
        <translation>画面のレッスンの課題に、生徒全員が同じ配置で答えます</translation>
    </message>
    <message>
        <source>Close the vote</source>
        <translation>投票を締め切る</translation>
    </message>
    <message>
        <source>Vote again</source>
        <translation>もう一度投票</translation>
    </message>
    <message>
        <source>A second round: everyone votes again, the first round&apos;s counts are kept</source>
        <translation>2回目：全員がもう一度投票します。1回目の集計は残ります</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>答えを公開</translation>
    </message>
    <message>
        <source>Every canvas shows the answer, and each student is told whether their vote was right</source>
        <translation>全員のキャンバスに答えを表示し、各生徒に自分の票が正しかったかを伝えます</translation>
    </message>
    <message>
        <source>End the vote</source>
        <translation>投票を終える</translation>
    </message>
</context>
</TS>
