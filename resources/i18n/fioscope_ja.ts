<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
    <context>
        <name>About</name>
        <message>
            <source>not found</source>
            <translation>見つかりません</translation>
        </message>
        <message>
            <source> (text: %1)</source>
            <translation>（本文: %1）</translation>
        </message>
        <message>
            <source>&lt;p&gt;Disk benchmarks with live per-thread graphs, driving the fio benchmark.&lt;/p&gt;</source>
            <translation>&lt;p&gt;fio ベンチマークを操作し、スレッドごとのライブグラフを表示するディスクベンチマーク。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;tr&gt;&lt;td&gt;Fioscope's licence&lt;/td&gt;&lt;td&gt;%1 (GNU General Public License, version 2 or any later version)%2&lt;/td&gt;&lt;/tr&gt;</source>
            <translation>&lt;tr&gt;&lt;td&gt;Fioscope のライセンス&lt;/td&gt;&lt;td&gt;%1（GNU General Public License バージョン 2 またはそれ以降の任意のバージョン）%2&lt;/td&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>&lt;tr&gt;&lt;td&gt;fio's licence&lt;/td&gt;&lt;td&gt;GPL-2.0-only (GNU General Public License, version 2); Fioscope runs it as a separate program&lt;/td&gt;&lt;/tr&gt;</source>
            <translation>&lt;tr&gt;&lt;td&gt;fio のライセンス&lt;/td&gt;&lt;td&gt;GPL-2.0-only（GNU General Public License バージョン 2）。Fioscope は fio を別プログラムとして実行します&lt;/td&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Licence texts are in %1, as named in each row.&lt;/p&gt;</source>
            <translation>&lt;p&gt;ライセンス本文は %1 にあり、各行に記載のとおりです。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Third-party components (%1)&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;サードパーティのコンポーネント (%1)&lt;/h3&gt;</translation>
        </message>
        <message>
            <source>&lt;tr&gt;&lt;th&gt;Component&lt;/th&gt;&lt;th&gt;Version&lt;/th&gt;&lt;th&gt;Licence&lt;/th&gt;&lt;th&gt;Licence texts&lt;/th&gt;&lt;th&gt;&lt;/th&gt;&lt;/tr&gt;</source>
            <translation>&lt;tr&gt;&lt;th&gt;コンポーネント&lt;/th&gt;&lt;th&gt;バージョン&lt;/th&gt;&lt;th&gt;ライセンス&lt;/th&gt;&lt;th&gt;ライセンス本文&lt;/th&gt;&lt;th&gt;&lt;/th&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>the component list cannot be read: %1</source>
            <translation>コンポーネント一覧を読み込めません: %1</translation>
        </message>
    </context>
    <context>
        <name>CachePanel</name>
        <message>
            <source>Page cache and device</source>
            <translation>ページキャッシュとデバイス</translation>
        </message>
        <message>
            <source>time (s)</source>
            <translation>時間 (秒)</translation>
        </message>
        <message>
            <source>system cache</source>
            <translation>システムキャッシュ</translation>
        </message>
        <message>
            <source>page cache</source>
            <translation>ページキャッシュ</translation>
        </message>
        <message>
            <source>dirty</source>
            <translation>ダーティ</translation>
        </message>
        <message>
            <source>writeback</source>
            <translation>ライトバック</translation>
        </message>
        <message>
            <source>Rerun with caches dropped</source>
            <translation>キャッシュを破棄して再実行</translation>
        </message>
        <message>
            <source>Rerun with direct I/O</source>
            <translation>ダイレクト I/O で再実行</translation>
        </message>
        <message>
            <source>Windows gives a user no way to empty its file cache; direct I/O (FILE_FLAG_NO_BUFFERING) bypasses it</source>
            <translation>Windows にはファイルキャッシュを空にする方法がありません。ダイレクト I/O（FILE_FLAG_NO_BUFFERING）はキャッシュを通りません</translation>
        </message>
        <message>
            <source>A run on fio servers: the page cache, the device and its temperature are the hosts' own, which Fioscope does not sample.</source>
            <translation>fio サーバーでの実行: ページキャッシュ、デバイス、その温度はホスト側のもので、Fioscope は取得しません。</translation>
        </message>
        <message>
            <source>A stored run: the page cache and device I/O are sampled live and not kept; each test's verdict is below.</source>
            <translation>保存済みの実行: ページキャッシュとデバイス I/O は実行中にのみ取得され、保存されません。各テストの判定は下にあります。</translation>
        </message>
        <message>
            <source>&lt;b&gt;⚠ Before this run:&lt;/b&gt; </source>
            <translation>&lt;b&gt;⚠ この実行の前に:&lt;/b&gt; </translation>
        </message>
        <message>
            <source>System cache &lt;b&gt;%1 MiB&lt;/b&gt; · dirty &lt;b&gt;%2 MiB&lt;/b&gt;</source>
            <translation>システムキャッシュ &lt;b&gt;%1 MiB&lt;/b&gt; · ダーティ &lt;b&gt;%2 MiB&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Page cache &lt;b&gt;%1 MiB&lt;/b&gt; · dirty &lt;b&gt;%2 MiB&lt;/b&gt; · writeback &lt;b&gt;%3 MiB&lt;/b&gt;</source>
            <translation>ページキャッシュ &lt;b&gt;%1 MiB&lt;/b&gt; · ダーティ &lt;b&gt;%2 MiB&lt;/b&gt; · ライトバック &lt;b&gt;%3 MiB&lt;/b&gt;</translation>
        </message>
        <message>
            <source>, readahead %1 KiB</source>
            <translation>、先読み %1 KiB</translation>
        </message>
        <message>
            <source>reads: fio %1, device %2</source>
            <translation>読み込み: fio %1、デバイス %2</translation>
        </message>
        <message>
            <source>writes: fio %1, device %2</source>
            <translation>書き込み: fio %1、デバイス %2</translation>
        </message>
        <message>
            <source>Device &lt;b&gt;%1&lt;/b&gt;%2</source>
            <translation>デバイス &lt;b&gt;%1&lt;/b&gt;%2</translation>
        </message>
        <message>
            <source>This interval — %1</source>
            <translation>この間隔 — %1</translation>
        </message>
        <message>
            <source>device idle</source>
            <translation>デバイスはアイドル</translation>
        </message>
        <message>
            <source>No block device behind this target: device I/O cannot be compared</source>
            <translation>このターゲットの背後にブロックデバイスがありません: デバイス I/O は比較できません</translation>
        </message>
        <message>
            <source>&lt;b&gt;⚠ This result measures RAM, not the disk.&lt;/b&gt;&lt;br&gt;</source>
            <translation>&lt;b&gt;⚠ この結果はディスクではなく RAM を測っています。&lt;/b&gt;&lt;br&gt;</translation>
        </message>
    </context>
    <context>
        <name>CacheTab</name>
        <message>
            <source>Windows has no per-disk readahead and gives a user no way to empty its file cache: use direct I/O (the Quick page's default), which bypasses the cache</source>
            <translation>Windows にはディスクごとの先読みがなく、ファイルキャッシュを空にする方法もありません: キャッシュを通らないダイレクト I/O（クイックページの既定）を使ってください</translation>
        </message>
        <message>
            <source>A buffered result can come from RAM, and readahead turns many small reads into a few large ones. The panel beside the graphs compares what fio issued with what the device saw in every run.</source>
            <translation>バッファードの結果は RAM から来ていることがあり、先読みは多数の小さな読み込みを少数の大きな読み込みに変えます。グラフ横のパネルは、実行ごとに fio が発行した I/O とデバイスが受けた I/O を比較します。</translation>
        </message>
        <message>
            <source>For every run from the other pages</source>
            <translation>他のページからのすべての実行に適用</translation>
        </message>
        <message>
            <source>Drop caches before each test</source>
            <translation>各テストの前にキャッシュを破棄</translation>
        </message>
        <message>
            <source>a test file: the system's page cache; a raw device: its buffer cache (through the privileged helper: pkexec or sudo may ask)</source>
            <translation>テストファイル: システムのページキャッシュ。生デバイス: そのバッファキャッシュ（特権ヘルパー経由で、pkexec や sudo が確認を求めることがあります）</translation>
        </message>
        <message>
            <source>the device's own setting</source>
            <translation>デバイス自身の設定</translation>
        </message>
        <message>
            <source>KiB, set on the device behind the target for the run, then restored</source>
            <translation>KiB。実行中はターゲットの背後のデバイスに設定し、後で元に戻します</translation>
        </message>
        <message>
            <source>Readahead (KiB)</source>
            <translation>先読み (KiB)</translation>
        </message>
        <message>
            <source>Cache experiments</source>
            <translation>キャッシュ実験</translation>
        </message>
        <message>
            <source>▶  Readahead sweep</source>
            <translation>▶  先読みスイープ</translation>
        </message>
        <message>
            <source>100 MiB of buffered sequential 4 KiB reads at each readahead value: fio's reads against the device's and their average size; the setting is restored after</source>
            <translation>各先読み値で 4 KiB のバッファード・シーケンシャル読み込みを 100 MiB: fio の読み込みとデバイスの読み込みの比較、その平均サイズ。設定は後で元に戻します</translation>
        </message>
        <message>
            <source>then read the raw disk behind it</source>
            <translation>続けて背後の生ディスクを読み込む</translation>
        </message>
        <message>
            <source>a last run reading the block device under the directory directly: read-only</source>
            <translation>最後に、ディレクトリの下のブロックデバイスを直接読み込みます（読み込みのみ）</translation>
        </message>
        <message>
            <source>▶  Page cache vs direct vs raw</source>
            <translation>▶  ページキャッシュ vs ダイレクト vs 生</translation>
        </message>
        <message>
            <source>10 MiB of random 4 KiB reads: buffered cold, buffered warm, direct, and optionally the raw disk</source>
            <translation>4 KiB のランダム読み込みを 10 MiB: バッファード（コールド）、バッファード（ウォーム）、ダイレクト、必要なら生ディスク</translation>
        </message>
        <message>
            <source>Readahead values (KiB)</source>
            <translation>先読み値 (KiB)</translation>
        </message>
        <message>
            <source>needs a directory for its test file: choose a mounted filesystem (it can end with a raw read of the disk behind it)</source>
            <translation>テストファイルを置くディレクトリが必要です: マウント済みファイルシステムを選んでください（最後にその背後のディスクを直接読み込めます）</translation>
        </message>
        <message>
            <source>readahead values (KiB)</source>
            <translation>先読みの値 (KiB)</translation>
        </message>
    </context>
    <context>
        <name>CheckTab</name>
        <message>
            <source>Warning</source>
            <translation>警告</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>注記</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>不明</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Does not apply</source>
            <translation>該当なし</translation>
        </message>
        <message>
            <source>found: %1</source>
            <translation>検出: %1</translation>
        </message>
        <message>
            <source>expected: %1</source>
            <translation>期待値: %1</translation>
        </message>
        <message numerus="yes">
            <source>⚠ %n warning(s)</source>
            <translation>
                <numerusform>⚠ 警告 %n 件</numerusform>
            </translation>
        </message>
        <message>
            <source>✔ nothing off</source>
            <translation>✔ 問題なし</translation>
        </message>
        <message>
            <source>Why is my drive slow? What the target's disk and this machine say, item by item: its link, cache, settings, alignment, health and the power state, each with its status and advice (the same as fioscope check). Nothing is written.</source>
            <translation>ドライブが遅いのはなぜ? ターゲットのディスクとこのマシンの状態を項目ごとに表示します: リンク、キャッシュ、設定、アライメント、健康状態、電源の状態と、それぞれの判定と助言（fioscope check と同じ）。何も書き込みません。</translation>
        </message>
        <message>
            <source>Check the target's drive</source>
            <translation>ターゲットのドライブを診断</translation>
        </message>
        <message>
            <source>reads sysfs, procfs and SMART (smartctl, when installed): about a second</source>
            <translation>sysfs、procfs、SMART（smartctl がインストールされていれば）を読み込みます: 約 1 秒</translation>
        </message>
        <message>
            <source>Choose a target first: a directory or a device.</source>
            <translation>先にターゲット（ディレクトリまたはデバイス）を選んでください。</translation>
        </message>
        <message>
            <source>checking %1 …</source>
            <translation>%1 を診断中 …</translation>
        </message>
        <message numerus="yes">
            <source>%n item(s)</source>
            <translation>
                <numerusform>%n 項目</numerusform>
            </translation>
        </message>
        <message>
            <source>could not check %1: %2</source>
            <translation>%1 を診断できませんでした: %2</translation>
        </message>
        <message numerus="yes">
            <source>no warnings · %n note(s) to read</source>
            <translation>
                <numerusform>警告なし · 確認すべき注記 %n 件</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CliffStart</name>
        <message>
            <source>a sequential write over %1 of it, twice (the write cliff)</source>
            <translation>その %1 への 2 回のシーケンシャル書き込み（書き込みクリフ）</translation>
        </message>
        <message>
            <source>the write cliff</source>
            <translation>書き込みクリフ</translation>
        </message>
        <message>
            <source>cancelled · </source>
            <translation>中止 · </translation>
        </message>
        <message>
            <source>write cliff: </source>
            <translation>書き込みクリフ: </translation>
        </message>
    </context>
    <context>
        <name>CommandDialog</name>
        <message>
            <source>fio command</source>
            <translation>fio コマンド</translation>
        </message>
        <message>
            <source>Save as .fio…</source>
            <translation>.fio として保存…</translation>
        </message>
        <message>
            <source>Save job file</source>
            <translation>ジョブファイルを保存</translation>
        </message>
        <message>
            <source>fio job files (*.fio)</source>
            <translation>fio ジョブファイル (*.fio)</translation>
        </message>
        <message>
            <source>cannot save %1: %2</source>
            <translation>%1 を保存できません: %2</translation>
        </message>
    </context>
    <context>
        <name>CustomTab</name>
        <message>
            <source>Custom job</source>
            <translation>カスタムジョブ</translation>
        </message>
        <message>
            <source>fio's built-in steady-state detection (steadystate=, ss_dur=, ss_ramp=): the job stops once IOPS or bandwidth stays within the limit for the window</source>
            <translation>fio 組み込みの定常状態検出（steadystate=、ss_dur=、ss_ramp=）: IOPS または帯域幅がウィンドウの間、上限内に収まるとジョブが停止します</translation>
        </message>
        <message>
            <source>limit</source>
            <translation>上限</translation>
        </message>
        <message>
            <source>window s</source>
            <translation>ウィンドウ 秒</translation>
        </message>
        <message>
            <source>ramp s</source>
            <translation>ランプ 秒</translation>
        </message>
        <message>
            <source>Pattern</source>
            <translation>パターン</translation>
        </message>
        <message>
            <source>Block size</source>
            <translation>ブロックサイズ</translation>
        </message>
        <message>
            <source>Read mix</source>
            <translation>読み込み比率</translation>
        </message>
        <message>
            <source>Queue depth</source>
            <translation>キュー深度</translation>
        </message>
        <message>
            <source>Threads</source>
            <translation>スレッド</translation>
        </message>
        <message>
            <source>Engine</source>
            <translation>エンジン</translation>
        </message>
        <message>
            <source>fio steady state</source>
            <translation>fio の定常状態</translation>
        </message>
        <message>
            <source>▶  Run custom</source>
            <translation>▶  カスタム実行</translation>
        </message>
        <message>
            <source>▶  Open and run a .fio job file…</source>
            <translation>▶  .fio ジョブファイルを開いて実行…</translation>
        </message>
        <message>
            <source>fio resolves include, ${VAR} and $ncpus; raw-device writes need the same typed confirmation</source>
            <translation>fio が include、${VAR}、$ncpus を解決します。生デバイスへの書き込みには同じ入力確認が必要です</translation>
        </message>
    </context>
    <context>
        <name>DestroyDialog</name>
        <message>
            <source>All data on this device will be destroyed</source>
            <translation>このデバイスのデータはすべて消去されます</translation>
        </message>
        <message>
            <source>&lt;h3&gt;%1 will overwrite %2&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;%1 が %2 を上書きします&lt;/h3&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;, serial %2, %3 (%4 bytes), %5.&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;、シリアル番号 %2、%3（%4 バイト）、%5。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>不明</translation>
        </message>
        <message>
            <source>&lt;p&gt;It has these partitions, which will be lost:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</source>
            <translation>&lt;p&gt;次のパーティションがあり、すべて失われます:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;It has no partition table that Fioscope can see.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Fioscope が認識できるパーティションテーブルはありません。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Every file, partition and filesystem on the device will be destroyed and cannot be recovered. Fioscope writes over the device directly.&lt;/p&gt;</source>
            <translation>&lt;p&gt;デバイス上のすべてのファイル、パーティション、ファイルシステムが破壊され、復元できません。Fioscope はデバイスに直接書き込みます。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;To go ahead, type &lt;b&gt;%1&lt;/b&gt; below.&lt;/p&gt;</source>
            <translation>&lt;p&gt;続行するには、下に &lt;b&gt;%1&lt;/b&gt; と入力してください。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Destroy data and run</source>
            <translation>データを消去して実行</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>readahead %1 is not a number of KiB</source>
            <translation>先読み %1 は KiB の数値ではありません</translation>
        </message>
        <message>
            <source>e.g. 128, or empty for the device's own</source>
            <translation>例: 128。空欄ならデバイス自身の設定</translation>
        </message>
        <message>
            <source>steady-state limit %1 is not a number or percentage</source>
            <translation>定常状態の上限 %1 は数値でも割合でもありません</translation>
        </message>
        <message>
            <source>e.g. 10% or 2000</source>
            <translation>例: 10% または 2000</translation>
        </message>
        <message>
            <source>cannot read span %1</source>
            <translation>範囲 %1 を読み取れません</translation>
        </message>
        <message>
            <source>use e.g. 10% or 8GiB</source>
            <translation>例: 10% や 8GiB を使ってください</translation>
        </message>
        <message>
            <source>a span in percent needs a raw device and 0 &lt; percent &lt;= 100</source>
            <translation>割合での範囲指定には生デバイスと 0 &lt; 割合 &lt;= 100 が必要です</translation>
        </message>
        <message>
            <source>choose at least one steady-state test</source>
            <translation>定常状態のテストを 1 つ以上選んでください</translation>
        </message>
        <message>
            <source>cannot read %1 as a multiple of the span</source>
            <translation>%1 を範囲の倍数として読み取れません</translation>
        </message>
        <message>
            <source>e.g. 4</source>
            <translation>例: 4</translation>
        </message>
        <message>
            <source>choose a target first</source>
            <translation>先にターゲットを選んでください</translation>
        </message>
        <message>
            <source>HIR, XSR and DIRTH run as a run of their own: uncheck the tests above</source>
            <translation>HIR、XSR、DIRTH は独立した実行になります: 上のテストのチェックを外してください</translation>
        </message>
        <message>
            <source>the cache experiment needs a directory for its test file</source>
            <translation>キャッシュ実験にはテストファイルを置くディレクトリが必要です</translation>
        </message>
        <message>
            <source>choose a mounted directory; it can end with a raw read of the disk behind it</source>
            <translation>マウント済みのディレクトリを選んでください。最後にその背後のディスクを直接読み込めます</translation>
        </message>
        <message>
            <source>%1 s a step is out of range</source>
            <translation>ステップ %1 秒は範囲外です</translation>
        </message>
        <message>
            <source>give 0.5 to 3600 seconds</source>
            <translation>0.5〜3600 秒を指定してください</translation>
        </message>
        <message>
            <source>give a directory on the hosts</source>
            <translation>ホスト上のディレクトリを指定してください</translation>
        </message>
        <message>
            <source>raw devices on fio servers: from the command line (%1), with its data-loss confirmation</source>
            <translation>fio サーバー上の生デバイス: コマンドライン (%1) から、そのデータ消失の確認とともに</translation>
        </message>
    </context>
    <context>
        <name>FioLogsDialog</name>
        <message>
            <source>fio logs of run %1</source>
            <translation>実行 %1 の fio のログ</translation>
        </message>
        <message>
            <source>Kept in %1</source>
            <translation>保存先: %1</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>ありません</translation>
        </message>
        <message>
            <source>Open folder</source>
            <translation>フォルダーを開く</translation>
        </message>
        <message>
            <source>the folder in the file manager</source>
            <translation>ファイルマネージャーでフォルダーを開きます</translation>
        </message>
        <message>
            <source>Copy to…</source>
            <translation>コピー先…</translation>
        </message>
        <message>
            <source>copy the log files into a folder you choose</source>
            <translation>ログファイルを選んだフォルダーにコピーします</translation>
        </message>
        <message>
            <source>Copy the fio logs to</source>
            <translation>fio のログのコピー先</translation>
        </message>
        <message>
            <source>no file manager opened %1</source>
            <translation>%1 を開くファイルマネージャーがありません</translation>
        </message>
        <message>
            <source>copied %1 of %2 files: %3</source>
            <translation>%2 個中 %1 個のファイルをコピーしました: %3</translation>
        </message>
        <message>
            <source>%1 files copied to %2</source>
            <translation>%1 個のファイルを %2 にコピーしました</translation>
        </message>
    </context>
    <context>
        <name>GridState</name>
        <message>
            <source>Peak suite</source>
            <translation>ピーク一式</translation>
        </message>
        <message>
            <source>Default profile</source>
            <translation>既定プロファイル</translation>
        </message>
        <message>
            <source>reads only</source>
            <translation>読み込みのみ</translation>
        </message>
        <message>
            <source>%1 profile</source>
            <translation>%1プロファイル</translation>
        </message>
        <message>
            <source>mixed %1/%2 read/write</source>
            <translation>混合 読み込み/書き込み %1/%2</translation>
        </message>
        <message>
            <source>%1 data</source>
            <translation>データ: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n loops (median)</source>
            <translation>
                <numerusform>%n 回（中央値）</numerusform>
            </translation>
        </message>
        <message>
            <source>not run yet</source>
            <translation>未実行</translation>
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message>
            <source>fio logs…</source>
            <translation>fio のログ…</translation>
        </message>
        <message>
            <source>run %1 kept no fio logs (a job file's write_bw_log=NAME and the like are kept)</source>
            <translation>実行 %1 には fio のログがありません (ジョブファイルの write_bw_log=NAME などのログが保存されます)</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>実行</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>開始</translation>
        </message>
        <message>
            <source>Suite</source>
            <translation>スイート</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状態</translation>
        </message>
        <message>
            <source>Tests</source>
            <translation>テスト数</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>ターゲット</translation>
        </message>
        <message>
            <source>Label</source>
            <translation>ラベル</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>設定</translation>
        </message>
        <message>
            <source>HTML report</source>
            <translation>HTML レポート</translation>
        </message>
        <message>
            <source>Text summary</source>
            <translation>テキスト要約</translation>
        </message>
        <message>
            <source>JSON, everything</source>
            <translation>JSON（すべて）</translation>
        </message>
        <message>
            <source>CSV time series</source>
            <translation>CSV 時系列</translation>
        </message>
        <message>
            <source>CSV summary</source>
            <translation>CSV 要約</translation>
        </message>
        <message>
            <source>CSV QoS table</source>
            <translation>CSV QoS 表</translation>
        </message>
        <message>
            <source>PDF report</source>
            <translation>PDF レポート</translation>
        </message>
        <message>
            <source>Run history</source>
            <translation>実行履歴</translation>
        </message>
        <message>
            <source>search suite, target, label, status, settings (e.g. buffered)…</source>
            <translation>スイート、ターゲット、ラベル、状態、設定を検索（例: buffered）…</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>開く</translation>
        </message>
        <message>
            <source>Summary…</source>
            <translation>概要…</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>名前の変更…</translation>
        </message>
        <message>
            <source>Notes…</source>
            <translation>メモ…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>エクスポート…</translation>
        </message>
        <message>
            <source>Compare as text…</source>
            <translation>テキストで比較…</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>再開</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>削除</translation>
        </message>
        <message>
            <source>one run: its grid and graphs in the main window; several (Ctrl+click): side by side, against the first selected</source>
            <translation>1 件: 表とグラフをメインウィンドウに表示。複数（Ctrl+クリック）: 最初に選んだものを基準に並べて表示</translation>
        </message>
        <message>
            <source>opened without the main window: use Summary</source>
            <translation>メインウィンドウなしで開かれています: 「概要」を使ってください</translation>
        </message>
        <message>
            <source>Export run</source>
            <translation>実行をエクスポート</translation>
        </message>
        <message>
            <source>Delete runs</source>
            <translation>実行の削除</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n run(s) (%1) and all their results?</source>
            <translation>
                <numerusform>%n 件の実行（%1）とそのすべての結果を削除しますか?</numerusform>
            </translation>
        </message>
        <message>
            <source>Notes: %1</source>
            <translation>メモ: %1</translation>
        </message>
        <message>
            <source>Run %1</source>
            <translation>実行 %1</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>名前の変更</translation>
        </message>
        <message>
            <source>Label of run %1</source>
            <translation>実行 %1 のラベル</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>メモ</translation>
        </message>
        <message>
            <source>Notes on run %1</source>
            <translation>実行 %1 のメモ</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>エクスポート</translation>
        </message>
        <message>
            <source>cannot export run %1: %2</source>
            <translation>実行 %1 をエクスポートできません: %2</translation>
        </message>
        <message>
            <source>Run %1 saved as %2 to %3</source>
            <translation>実行 %1 を %2 として %3 に保存しました</translation>
        </message>
        <message>
            <source>Compare</source>
            <translation>比較</translation>
        </message>
        <message>
            <source>select two or more runs (Ctrl+click)</source>
            <translation>2 件以上の実行を選択してください（Ctrl+クリック）</translation>
        </message>
        <message>
            <source>Compare runs %1 (baseline: run %2)</source>
            <translation>実行 %1 の比較（基準: 実行 %2）</translation>
        </message>
        <message>
            <source>only a partial, cancelled or failed steady-state run can be resumed</source>
            <translation>再開できるのは、途中・中止・失敗した定常状態の実行だけです</translation>
        </message>
    </context>
    <context>
        <name>JobfileConfirm</name>
        <message>
            <source>Run job file</source>
            <translation>ジョブファイルを実行</translation>
        </message>
        <message numerus="yes">
            <source>%n job(s); fio resolves them as:</source>
            <translation>
                <numerusform>%n 個のジョブ。fio による解釈:</numerusform>
            </translation>
        </message>
        <message>
            <source>Files:</source>
            <translation>ファイル:</translation>
        </message>
        <message numerus="yes">
            <source>Overwrite %n existing file(s) and run</source>
            <translation>
                <numerusform>既存の %n 個のファイルを上書きして実行</numerusform>
            </translation>
        </message>
        <message>
            <source>Run</source>
            <translation>実行</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>&amp;Language</source>
            <translation>言語(&amp;L)</translation>
        </message>
        <message>
            <source>System default</source>
            <translation>システムの既定</translation>
        </message>
        <message>
            <source>The language changes when Fioscope is started again.</source>
            <translation>言語は Fioscope の次回起動時に切り替わります。</translation>
        </message>
    </context>
    <context>
        <name>LatencyLoad</name>
        <message>
            <source>the answer: the highest IOPS whose p99 stayed under this, e.g. 500us or 2ms</source>
            <translation>求める答え: p99 がこの値を下回った最大の IOPS。例: 500us、2ms</translation>
        </message>
        <message>
            <source>seconds per step: an unthrottled step, then 10 % to 110 % of its IOPS</source>
            <translation>ステップごとの秒数: 制限なしのステップの後、その IOPS の 10 % から 110 %</translation>
        </message>
        <message>
            <source>p99 under</source>
            <translation>p99 の上限</translation>
        </message>
        <message>
            <source>Load (4k, QD32)</source>
            <translation>負荷 (4k, QD32)</translation>
        </message>
        <message>
            <source>Seconds per step</source>
            <translation>ステップごとの秒数</translation>
        </message>
        <message>
            <source>Steps the offered IOPS (fio's rate_iops) from 10 % to 110 % of the measured maximum.</source>
            <translation>要求 IOPS（fio の rate_iops）を、測定した最大値の 10 % から 110 % まで段階的に上げます。</translation>
        </message>
        <message>
            <source>%1 over %2 of it at stepped rates (latency versus load)</source>
            <translation>その %2 に段階的なレートで %1（レイテンシと負荷）</translation>
        </message>
        <message>
            <source>latency versus load</source>
            <translation>レイテンシと負荷</translation>
        </message>
        <message>
            <source>achieved IOPS (I/O per s)</source>
            <translation>達成 IOPS（1 秒あたりの I/O）</translation>
        </message>
        <message>
            <source>latency (µs, log scale)</source>
            <translation>レイテンシ（µs、対数目盛）</translation>
        </message>
    </context>
    <context>
        <name>List</name>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>idle</source>
            <translation>待機中</translation>
        </message>
        <message>
            <source>%1's buffer cache dropped</source>
            <translation>%1 のバッファキャッシュを破棄しました</translation>
        </message>
        <message>
            <source>page cache dropped</source>
            <translation>ページキャッシュを破棄しました</translation>
        </message>
        <message>
            <source>Open a fio job file</source>
            <translation>fio ジョブファイルを開く</translation>
        </message>
        <message>
            <source>fio job files (*.fio *.ini *.job);;All files (*)</source>
            <translation>fio ジョブファイル (*.fio *.ini *.job);;すべてのファイル (*)</translation>
        </message>
        <message>
            <source>summary copied to the clipboard</source>
            <translation>概要をクリップボードにコピーしました</translation>
        </message>
        <message>
            <source>Save graphs</source>
            <translation>グラフを保存</translation>
        </message>
        <message>
            <source>nothing to export yet: no run has been stored in this session</source>
            <translation>エクスポートするものはまだありません: このセッションでは実行が保存されていません</translation>
        </message>
        <message>
            <source>A test is running. Stop it and quit?</source>
            <translation>テストを実行中です。停止して終了しますか?</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>Run all tests</source>
            <translation>すべてのテストを実行</translation>
        </message>
        <message>
            <source>run every test of the current mode</source>
            <translation>現在のモードのすべてのテストを実行します</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>stop fio and remove the test file</source>
            <translation>fio を停止し、テストファイルを削除します</translation>
        </message>
        <message>
            <source>Export last run…</source>
            <translation>前回の実行をエクスポート…</translation>
        </message>
        <message>
            <source>the last run as HTML, PDF, JSON or CSV</source>
            <translation>前回の実行を HTML、PDF、JSON、CSV で保存します</translation>
        </message>
        <message>
            <source>Open and run a .fio job file…</source>
            <translation>.fio ジョブファイルを開いて実行…</translation>
        </message>
        <message>
            <source>History…</source>
            <translation>履歴…</translation>
        </message>
        <message>
            <source>past runs: open, compare, export</source>
            <translation>過去の実行: 開く、比較、エクスポート</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>終了</translation>
        </message>
        <message>
            <source>Show fio command</source>
            <translation>fio コマンドを表示</translation>
        </message>
        <message>
            <source>the exact fio command of the custom job</source>
            <translation>カスタムジョブの正確な fio コマンド</translation>
        </message>
        <message>
            <source>Refresh targets</source>
            <translation>ターゲットを更新</translation>
        </message>
        <message>
            <source>About Fioscope</source>
            <translation>Fioscope について</translation>
        </message>
        <message>
            <source>Copy summary</source>
            <translation>概要をコピー</translation>
        </message>
        <message>
            <source>the last run as a CrystalDiskMark-style text, to the clipboard</source>
            <translation>前回の実行を CrystalDiskMark 形式のテキストでクリップボードへ</translation>
        </message>
        <message>
            <source>Save graphs as image…</source>
            <translation>グラフを画像として保存…</translation>
        </message>
        <message>
            <source>the live graphs as a PNG, under the run's drive, date and settings</source>
            <translation>ライブグラフを PNG で保存します（実行したドライブ、日時、設定付き）</translation>
        </message>
        <message>
            <source>Save results as image…</source>
            <translation>結果を画像として保存…</translation>
        </message>
        <message>
            <source>the results grid as a PNG, under the run's drive, date and settings</source>
            <translation>結果の表を PNG で保存します（実行したドライブ、日時、設定付き）</translation>
        </message>
        <message>
            <source>Next page</source>
            <translation>次のページ</translation>
        </message>
        <message>
            <source>the page right of this one</source>
            <translation>このページの右隣のページ</translation>
        </message>
        <message>
            <source>Previous page</source>
            <translation>前のページ</translation>
        </message>
        <message>
            <source>the page left of this one</source>
            <translation>このページの左隣のページ</translation>
        </message>
        <message>
            <source>Latency QoS…</source>
            <translation>レイテンシ QoS…</translation>
        </message>
        <message>
            <source>the exceedance curves and QoS levels (p99 .. p99.9999) of the runs on screen</source>
            <translation>表示中の実行の超過確率曲線と QoS レベル（p99 .. p99.9999）</translation>
        </message>
        <message>
            <source>Latency versus load…</source>
            <translation>レイテンシと負荷…</translation>
        </message>
        <message>
            <source>step the offered IOPS from 10 % to 110 % of the maximum: mean, p99 and p99.9 against IOPS, the knee, and the highest IOPS with p99 under a limit</source>
            <translation>要求 IOPS を最大値の 10 % から 110 % まで段階的に上げます: IOPS に対する平均・p99・p99.9、屈曲点、p99 が上限を下回る最大 IOPS</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>表示(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>ファイル(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Run</source>
            <translation>実行(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <source>advanced: fio servers and the scaling matrix</source>
            <translation>上級者向け: fio サーバーとスケーリング行列</translation>
        </message>
    </context>
    <context>
        <name>Mode</name>
        <message>
            <source>Quick</source>
            <translation>クイック</translation>
        </message>
        <message>
            <source>Peak</source>
            <translation>ピーク</translation>
        </message>
        <message>
            <source>Steady state</source>
            <translation>定常状態</translation>
        </message>
        <message>
            <source>Test plans</source>
            <translation>テスト計画</translation>
        </message>
        <message>
            <source>Custom / job file</source>
            <translation>カスタム / ジョブファイル</translation>
        </message>
        <message>
            <source>Page cache</source>
            <translation>ページキャッシュ</translation>
        </message>
        <message>
            <source>Check drive</source>
            <translation>ドライブ診断</translation>
        </message>
        <message>
            <source>Remote hosts and scaling</source>
            <translation>リモートホストとスケーリング</translation>
        </message>
    </context>
    <context>
        <name>PeakPage</name>
        <message>
            <source>Fresh-out-of-box peak: a warm-up, then the loops set on the top row; each cell is the median of the loops, with the spread and best on hover.</source>
            <translation>新品状態（FOB）のピーク: ウォームアップの後、上段で設定した回数だけ測定します。各セルは測定の中央値で、ばらつきと最良値はマウスオーバーで表示されます。</translation>
        </message>
        <message>
            <source>Write cliff</source>
            <translation>書き込みクリフ</translation>
        </message>
        <message>
            <source>A sustained sequential write (1 MiB, QD32) over the span: the cache speed, how much was written before the speed fell and stayed down, the speed after it; then the same again after the idle pause.</source>
            <translation>範囲全体への連続したシーケンシャル書き込み（1 MiB、QD32）: キャッシュ速度、速度が落ちて戻らなくなるまでの書き込み量、その後の速度を測り、アイドル休止の後にもう一度同じ測定を行います。</translation>
        </message>
        <message>
            <source>how much each pass writes, e.g. 8GiB (a raw device: at most its size)</source>
            <translation>1 回の書き込み量。例: 8GiB（生デバイスではその容量まで）</translation>
        </message>
        <message>
            <source>seconds idle before the second pass; 0: one pass only</source>
            <translation>2 回目の前のアイドル秒数。0: 1 回のみ</translation>
        </message>
        <message>
            <source>Span</source>
            <translation>範囲</translation>
        </message>
        <message>
            <source>Idle before pass 2 (s)</source>
            <translation>2 回目前のアイドル（秒）</translation>
        </message>
        <message>
            <source>▶  Write cliff</source>
            <translation>▶  書き込みクリフ</translation>
        </message>
        <message>
            <source>writes the span on the target; a raw device asks for its name first (data loss)</source>
            <translation>ターゲットに範囲分を書き込みます。生デバイスでは先にその名前の入力を求めます（データ消失）</translation>
        </message>
        <message numerus="yes">
            <source>▶  Peak (%n loop(s) after a warm-up)</source>
            <translation>
                <numerusform>▶  ピーク（ウォームアップ後 %n 回）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Fresh-out-of-box peak: SEQ1M Q8T1/Q1T1, SEQ128K Q32T1, RND4K Q32T16/Q32T1/Q1T1; median of %n loop(s), spread and best on hover (the loop count is set under Loops on the top row)</source>
            <translation>
                <numerusform>新品状態（FOB）のピーク: SEQ1M Q8T1/Q1T1、SEQ128K Q32T1、RND4K Q32T16/Q32T1/Q1T1。%n 回の中央値で、ばらつきと最良値はマウスオーバーで表示（回数は上段の「回数」で設定）</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Phase</name>
        <message numerus="yes">
            <source>%n client(s)</source>
            <translation>
                <numerusform>%n クライアント</numerusform>
            </translation>
        </message>
        <message>
            <source>warm-up</source>
            <translation>ウォームアップ</translation>
        </message>
        <message>
            <source>loop %1</source>
            <translation>%1 回目</translation>
        </message>
        <message>
            <source>pass %1</source>
            <translation>パス %1</translation>
        </message>
        <message>
            <source>pass %1 after %2 s idle</source>
            <translation>パス %1（%2 秒のアイドル後）</translation>
        </message>
        <message>
            <source>%1 wait %2 s</source>
            <translation>%1 待機 %2 秒</translation>
        </message>
        <message>
            <source>%1 baseline after %2 s</source>
            <translation>%1 %2 秒後のベースライン</translation>
        </message>
        <message>
            <source>%1 segment %2 %3 %4 writes</source>
            <translation>%1 セグメント %2: %3 %4 書き込み</translation>
        </message>
        <message>
            <source>%1 histogram %2</source>
            <translation>%1 ヒストグラム %2</translation>
        </message>
        <message>
            <source>%1 pre-write %2</source>
            <translation>%1 事前書き込み %2</translation>
        </message>
        <message>
            <source>%1 round %2</source>
            <translation>%1 ラウンド %2</translation>
        </message>
        <message>
            <source>%1 purge</source>
            <translation>%1 パージ</translation>
        </message>
        <message>
            <source>%1 precondition</source>
            <translation>%1 プリコンディショニング</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
    </context>
    <context>
        <name>PlansBox</name>
        <message>
            <source>after %1</source>
            <translation>出典: %1</translation>
        </message>
        <message>
            <source>▶  Run test plan</source>
            <translation>▶  テスト計画を実行</translation>
        </message>
        <message>
            <source>this machine; or fio servers: node1,node2:9000</source>
            <translation>このマシン。または fio サーバー: node1,node2:9000</translation>
        </message>
        <message>
            <source>run on these fio servers (fio --server, same fio version) at once</source>
            <translation>これらの fio サーバー（fio --server、同じ fio バージョン）で同時に実行</translation>
        </message>
        <message>
            <source>all hosts; or e.g. 1,2,4,8</source>
            <translation>全ホスト。または例: 1,2,4,8</translation>
        </message>
        <message>
            <source>the directory on each host</source>
            <translation>各ホスト上のディレクトリ</translation>
        </message>
        <message>
            <source>Plan</source>
            <translation>計画</translation>
        </message>
        <message>
            <source>As published (the seed's own jobs)</source>
            <translation>公開どおり（元文書のジョブ）</translation>
        </message>
        <message>
            <source>runs the plan exactly as its seed document did (see docs/seed-deviations.md); its duration and disk space are shown below before it starts</source>
            <translation>元文書とまったく同じように計画を実行します（docs/seed-deviations.md を参照）。所要時間とディスク容量は開始前に下に表示されます</translation>
        </message>
        <message>
            <source>Size per file</source>
            <translation>ファイルごとのサイズ</translation>
        </message>
        <message>
            <source>Seconds per test</source>
            <translation>テストごとの秒数</translation>
        </message>
        <message>
            <source>the scaling matrix's process counts</source>
            <translation>スケーリング行列のプロセス数</translation>
        </message>
        <message>
            <source>Remote hosts and the scaling matrix</source>
            <translation>リモートホストとスケーリング行列</translation>
        </message>
        <message>
            <source>A test plan runs on this machine unless fio servers are named here (each started with fio --server, of the same fio version); the plan is chosen on the Test plans page.</source>
            <translation>ここで fio サーバー（それぞれ同じバージョンの fio を fio --server で起動）を指定しない限り、テスト計画はこのマシンで実行されます。計画は「テスト計画」ページで選びます。</translation>
        </message>
        <message>
            <source>Processes (scaling)</source>
            <translation>プロセス数（スケーリング）</translation>
        </message>
        <message>
            <source>Run on</source>
            <translation>実行先</translation>
        </message>
        <message>
            <source>Clients</source>
            <translation>クライアント</translation>
        </message>
        <message>
            <source>Directory on hosts</source>
            <translation>ホスト上のディレクトリ</translation>
        </message>
        <message>
            <source>set by the seed document while As published is on</source>
            <translation>「公開どおり」がオンの間は元文書が指定します</translation>
        </message>
        <message>
            <source>as published: 1, 2, 4, 8 (as many as the hosts)</source>
            <translation>公開どおり: 1, 2, 4, 8（ホスト数まで）</translation>
        </message>
        <message>
            <source>%1 has no seed document to run as published</source>
            <translation>%1 には公開どおりに実行できる元文書がありません</translation>
        </message>
        <message>
            <source>▶  Run %1</source>
            <translation>▶  %1 を実行</translation>
        </message>
        <message>
            <source>process counts</source>
            <translation>プロセス数</translation>
        </message>
        <message numerus="yes">
            <source>%n test(s) · about %1 · test files %2</source>
            <translation>
                <numerusform>%n テスト · 約 %1 · テストファイル %2</numerusform>
            </translation>
        </message>
        <message>
            <source>as published on the raw device %1: the whole device is written; the data-loss dialog asks first, and a disk in use is refused</source>
            <translation>生デバイス %1 で公開どおりに実行: デバイス全体に書き込みます。事前にデータ消失の確認ダイアログが表示され、使用中のディスクは拒否されます</translation>
        </message>
    </context>
    <context>
        <name>PtsPanel</name>
        <message>
            <source>running</source>
            <translation>実行中</translation>
        </message>
        <message>
            <source>done</source>
            <translation>完了</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>中止</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>失敗</translation>
        </message>
        <message>
            <source>partial</source>
            <translation>部分的</translation>
        </message>
        <message>
            <source>%1, log scale)</source>
            <translation>%1、対数目盛)</translation>
        </message>
        <message>
            <source>%1 (log scale)</source>
            <translation>%1（対数目盛）</translation>
        </message>
        <message>
            <source>&lt;b&gt;SNIA PTS %1&lt;/b&gt;: running. Their tables and charts (HIR's recovery, XSR's segments, DIRTH's knee and histograms) appear here when the run ends; the live graphs below show every cell as it runs.</source>
            <translation>&lt;b&gt;SNIA PTS %1&lt;/b&gt;: 実行中。表とグラフ（HIR の回復、XSR のセグメント、DIRTH のニーとヒストグラム）は実行の終了時にここに表示されます。下のライブグラフは各セルを実行中に表示します。</translation>
        </message>
        <message>
            <source>run %1</source>
            <translation>実行 %1</translation>
        </message>
        <message>
            <source>this run</source>
            <translation>この実行</translation>
        </message>
        <message>
            <source>&lt;b&gt;SNIA PTS&lt;/b&gt;, %1 (%2): no results were kept (the run stopped before any test's figures could be made).</source>
            <translation>&lt;b&gt;SNIA PTS&lt;/b&gt;、%1（%2）: 結果は保存されませんでした（どのテストの数値も作成される前に実行が停止しました）。</translation>
        </message>
        <message>
            <source>&lt;b&gt;SNIA PTS&lt;/b&gt;, %1 (%2): %3</source>
            <translation>&lt;b&gt;SNIA PTS&lt;/b&gt;、%1（%2）: %3</translation>
        </message>
    </context>
    <context>
        <name>QosDialog</name>
        <message>
            <source>Latency QoS</source>
            <translation>レイテンシ QoS</translation>
        </message>
        <message>
            <source>completion latency (µs, log scale)</source>
            <translation>完了レイテンシ（µs、対数目盛）</translation>
        </message>
        <message>
            <source>I/Os slower (%, log scale)</source>
            <translation>これより遅い I/O（%、対数目盛）</translation>
        </message>
        <message>
            <source>No test on screen has a latency curve (fio's json+ bins): nothing to draw.</source>
            <translation>表示中のテストにはレイテンシ曲線（fio の json+ ビン）がありません: 描くものがありません。</translation>
        </message>
        <message>
            <source>no run to show latency QoS for yet</source>
            <translation>レイテンシ QoS を表示できる実行はまだありません</translation>
        </message>
        <message>
            <source>run %1</source>
            <translation>実行 %1</translation>
        </message>
    </context>
    <context>
        <name>QuickTab</name>
        <message>
            <source>Settings</source>
            <translation>設定</translation>
        </message>
        <message>
            <source>Interval</source>
            <translation>間隔</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>順序</translation>
        </message>
        <message>
            <source> s</source>
            <translation> 秒</translation>
        </message>
        <message>
            <source>Each test read, then written</source>
            <translation>各テストを読み込み、次に書き込み</translation>
        </message>
        <message>
            <source>All reads, then all writes</source>
            <translation>すべての読み込み、次にすべての書き込み</translation>
        </message>
        <message>
            <source>CrystalDiskMark's Settings menu. NVMe SSD changes the Default profile's tests to the NVMe set and Peak's random test to RND4K Q32T16; Real World stays the same</source>
            <translation>CrystalDiskMark の設定メニュー。NVMe SSD では Default プロファイルのテストが NVMe のセットに、Peak のランダムテストが RND4K Q32T16 に変わります。Real World は変わりません</translation>
        </message>
        <message>
            <source>idle seconds before each test but the first, as CrystalDiskMark's Interval (5 s there and here by default); 0 for speed. Stop ends a pause at once</source>
            <translation>最初を除く各テストの前に待つ秒数。CrystalDiskMark の間隔と同じです (既定はどちらも 5 秒)。速さを優先するなら 0。停止すると待機はすぐに終わります</translation>
        </message>
        <message>
            <source>CrystalDiskMark's order runs every test's read, then every test's write, then the mixed tests</source>
            <translation>CrystalDiskMark の順序: すべてのテストの読み込み、次にすべてのテストの書き込み、最後に混合テスト</translation>
        </message>
        <message>
            <source>CrystalDiskMark's tests: pick a profile and a mode, then run all rows or one row with its button in the grid.</source>
            <translation>CrystalDiskMark のテスト: プロファイルとモードを選び、すべての行を実行するか、表の各行のボタンで 1 行ずつ実行します。</translation>
        </message>
        <message>
            <source>CrystalDiskMark's profiles: Default, NVMe SSD, Real World (queue depth 1, one thread: one program waiting on each I/O) and Peak (the two tests that reach the most the drive can do). Not the Peak page, which is the fresh-out-of-box suite</source>
            <translation>CrystalDiskMark のプロファイル: 既定、NVMe SSD、実使用（キュー深度 1、1 スレッド: 各 I/O を待つ 1 つのプログラム）、ピーク（ドライブの最大性能に達する 2 つのテスト）。新品状態のテスト一式である「ピーク」ページとは別物です</translation>
        </message>
        <message>
            <source>what each test does: read, write, both one after the other, or mixed: reads and writes at once, in the share set below, on a row of its own (R70W30)</source>
            <translation>各テストの内容: 読み込み、書き込み、その両方を順に、または混合（下で設定した比率で読み込みと書き込みを同時に行い、専用の行（R70W30）に表示）</translation>
        </message>
        <message>
            <source> % reads</source>
            <translation> % 読み込み</translation>
        </message>
        <message>
            <source>a mixed test's share of reads (fio rwmixread); the rest are writes. CrystalDiskMark's mix is 70 % reads, 30 % writes</source>
            <translation>混合テストの読み込みの割合（fio rwmixread）。残りは書き込みです。CrystalDiskMark の混合は読み込み 70 %、書き込み 30 %</translation>
        </message>
        <message>
            <source>what is written. Random: fio's default, random data a drive cannot compress. All 0x00: every byte 0 (fio zero_buffers), as CrystalDiskMark's test data option; a drive that compresses or deduplicates writes it faster than real data</source>
            <translation>書き込むデータ。ランダム: fio の既定で、ドライブが圧縮できないランダムデータ。All 0x00: すべてのバイトが 0（fio zero_buffers）で、CrystalDiskMark のテストデータ設定と同じ。圧縮や重複排除を行うドライブは実データより速く書き込みます</translation>
        </message>
        <message>
            <source>Profile</source>
            <translation>プロファイル</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>モード</translation>
        </message>
        <message>
            <source>Mixed</source>
            <translation>混合</translation>
        </message>
        <message>
            <source>Test data</source>
            <translation>テストデータ</translation>
        </message>
        <message>
            <source>▶  Default profile, reads only</source>
            <translation>▶  既定プロファイル（読み込みのみ）</translation>
        </message>
        <message>
            <source>The read half of the Default profile: safe on a raw device (nothing is written, no confirmation)</source>
            <translation>既定プロファイルの読み込み部分: 生デバイスでも安全です（何も書き込まず、確認も不要）</translation>
        </message>
        <message>
            <source>direct I/O (no page cache)</source>
            <translation>ダイレクト I/O（ページキャッシュなし）</translation>
        </message>
        <message>
            <source>off: buffered I/O, which can measure RAM rather than the disk (the cache panel says when it does)</source>
            <translation>オフ: バッファード I/O。ディスクではなく RAM を測ってしまうことがあります（そうなるとキャッシュパネルに表示されます）</translation>
        </message>
        <message>
            <source>jobs as threads of one fio process</source>
            <translation>ジョブを 1 つの fio プロセスのスレッドとして実行</translation>
        </message>
        <message>
            <source>off (fio's default, and what the seed plans specify): each job is its own process. On: fio's thread option. With posixaio this changes the result: glibc's AIO pool is per process, so threads share one pool</source>
            <translation>オフ（fio の既定で、基本テスト計画の指定どおり）: 各ジョブが独立したプロセスです。オン: fio の thread オプション。posixaio では結果が変わります: glibc の AIO プールはプロセスごとなので、スレッドは 1 つのプールを共有します</translation>
        </message>
        <message>
            <source>Graph interval (s)</source>
            <translation>グラフ間隔（秒）</translation>
        </message>
        <message numerus="yes">
            <source>▶  %1 profile (%n loop(s) after a warm-up)</source>
            <translation>
                <numerusform>▶  %1プロファイル（ウォームアップ後 %n 回）</numerusform>
            </translation>
        </message>
        <message>
            <source>▶  %1 profile</source>
            <translation>▶  %1プロファイル</translation>
        </message>
        <message numerus="yes">
            <source>Loops: %n (top row). Each cell is the median of the %n loops, run after a warm-up that is not kept; the fastest (best) and slowest are on hover. The median, not CrystalDiskMark's best: one lucky loop (a cache, a burst) cannot make the figure.</source>
            <translation>
                <numerusform>回数: %n（上段）。各セルは、記録しないウォームアップの後に行った %n 回の中央値です。最速（最良）と最遅はマウスオーバーで表示されます。CrystalDiskMark のような最良値ではなく中央値なので、たまたま速かった 1 回（キャッシュやバースト）で数値が決まることはありません。</numerusform>
            </translation>
        </message>
        <message>
            <source>Loops: 1 (top row). Each test runs once; set 2 or more for loops after a warm-up, each cell then their median.</source>
            <translation>回数: 1（上段）。各テストは 1 回だけ実行されます。2 以上にするとウォームアップの後に複数回測定し、各セルはその中央値になります。</translation>
        </message>
        <message numerus="yes">
            <source>Each cell: the median of %n loops after a warm-up; the best and slowest on hover.</source>
            <translation>
                <numerusform>各セル: ウォームアップ後の %n 回の中央値。最良と最遅はマウスオーバーで表示されます。</numerusform>
            </translation>
        </message>
        <message>
            <source>fio's status interval: one point per thread per interval. auto: 1 s, longer for a test with so many threads that fio's reports every second would slow it (64 threads on 2 CPUs: 7 s)</source>
            <translation>fio のステータス間隔: 間隔ごと、スレッドごとに 1 点。自動: 1 秒。スレッドが多く、毎秒の fio レポートがテストを遅くする場合は長くなります（2 CPU で 64 スレッド: 7 秒）</translation>
        </message>
        <message>
            <source>Each test runs once; 2 or more loops give each cell their median.</source>
            <translation>各テストは 1 回だけ実行されます。2 回以上にすると各セルはその中央値になります。</translation>
        </message>
        <message>
            <source>auto</source>
            <translation>自動</translation>
        </message>
    </context>
    <context>
        <name>RemotePlan</name>
        <message>
            <source>client counts</source>
            <translation>クライアント数</translation>
        </message>
    </context>
    <context>
        <name>ResultsGrid</name>
        <message numerus="yes">
            <source>median of %n loops; min %1, best %2</source>
            <translation>
                <numerusform>%n 回の中央値。最小 %1、最良 %2</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 (%2: the median loop's)</source>
            <translation>%1（%2: 中央値の回のもの）</translation>
        </message>
        <message numerus="yes">
            <source>all %n loops: %1</source>
            <translation>
                <numerusform>全 %n 回: %1</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Test</source>
            <translation>テスト</translation>
        </message>
        <message>
            <source>Read (%1)</source>
            <translation>読み込み (%1)</translation>
        </message>
        <message>
            <source>Write (%1)</source>
            <translation>書き込み (%1)</translation>
        </message>
        <message>
            <source>Trim (%1)</source>
            <translation>Trim (%1)</translation>
        </message>
        <message>
            <source>run only %1</source>
            <translation>%1 のみ実行</translation>
        </message>
        <message>
            <source>Marks: %1</source>
            <translation>マーク: %1</translation>
        </message>
    </context>
    <context>
        <name>RunController</name>
        <message>
            <source>%1 · waiting %2 s before the next test</source>
            <translation>%1 · 次のテストまで %2 秒待機中</translation>
        </message>
        <message>
            <source>cancelled: nothing was written</source>
            <translation>中止しました: 何も書き込んでいません</translation>
        </message>
        <message>
            <source>no fio to run</source>
            <translation>実行する fio がありません</translation>
        </message>
        <message>
            <source>The %1 run</source>
            <translation>実行「%1」</translation>
        </message>
        <message>
            <source>job file not run: nothing was written</source>
            <translation>ジョブファイルは実行していません: 何も書き込んでいません</translation>
        </message>
        <message>
            <source>no test %1 in the %2 set</source>
            <translation>%2 のセットにテスト %1 はありません</translation>
        </message>
        <message>
            <source>fio has printed nothing for %1 s (laying out the test file, or hung)</source>
            <translation>fio が %1 秒間何も出力していません（テストファイルの作成中か、停止しています）</translation>
        </message>
        <message numerus="yes">
            <source>%n warning(s) about the drive: see Before this run</source>
            <translation>
                <numerusform>ドライブについての警告 %n 件: 「この実行の前に」を参照</numerusform>
            </translation>
        </message>
        <message>
            <source>stopping: fio is being terminated and the test file removed</source>
            <translation>停止中: fio を終了し、テストファイルを削除しています</translation>
        </message>
        <message>
            <source>stopping: fio is being terminated</source>
            <translation>停止中: fio を終了しています</translation>
        </message>
        <message>
            <source>failed: %1</source>
            <translation>失敗: %1</translation>
        </message>
        <message>
            <source>cancelled: fio stopped, test file removed</source>
            <translation>中止: fio を停止し、テストファイルを削除しました</translation>
        </message>
        <message>
            <source>cancelled: fio stopped</source>
            <translation>中止: fio を停止しました</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>失敗</translation>
        </message>
        <message>
            <source>done</source>
            <translation>完了</translation>
        </message>
        <message>
            <source> · stored only up to the failure (run %1): </source>
            <translation> · 失敗までのみ保存（実行 %1）: </translation>
        </message>
        <message>
            <source> · not stored: </source>
            <translation> · 保存されていません: </translation>
        </message>
        <message>
            <source> · stored as run %1</source>
            <translation> · 実行 %1 として保存</translation>
        </message>
        <message>
            <source> · no test had a result: not kept in the history</source>
            <translation> · 結果の出たテストがないため履歴に保存しません</translation>
        </message>
        <message>
            <source> · fio steady state %1: %2 (criterion %3, max deviation %4, slope %5)</source>
            <translation> · fio の定常状態 %1: %2（基準 %3、最大偏差 %4、傾き %5）</translation>
        </message>
        <message>
            <source>attained</source>
            <translation>達成</translation>
        </message>
        <message>
            <source>not attained</source>
            <translation>未達成</translation>
        </message>
        <message>
            <source> · ETA %1</source>
            <translation> · 残り %1</translation>
        </message>
        <message>
            <source> · a point every %1 s</source>
            <translation> · %1 秒ごとに 1 点</translation>
        </message>
        <message>
            <source>running %1 · %2</source>
            <translation>実行中 %1 · %2</translation>
        </message>
        <message>
            <source>cannot drop caches: %1</source>
            <translation>キャッシュを破棄できません: %1</translation>
        </message>
        <message>
            <source>run Fioscope with the privilege to do so, or use direct I/O</source>
            <translation>その権限で Fioscope を実行するか、ダイレクト I/O を使ってください</translation>
        </message>
        <message>
            <source>%1; rerunning · %2</source>
            <translation>%1。再実行中 · %2</translation>
        </message>
    </context>
    <context>
        <name>RunFrames</name>
        <message>
            <source> · graphs every %1 s, the CPU left to fio</source>
            <translation> · グラフは %1 秒ごと（CPU は fio に回します）</translation>
        </message>
    </context>
    <context>
        <name>RunSpecs</name>
        <message>
            <source>The job file %1</source>
            <translation>ジョブファイル %1</translation>
        </message>
    </context>
    <context>
        <name>ShownRun</name>
        <message>
            <source>No %1 results on screen. The live graphs and the page-cache panel belong to the %2, and show beside its own figures, on its page.</source>
            <translation>「%1」の結果は表示されていません。ライブグラフとページキャッシュパネルは %2 のもので、そのページで自身の数値の横に表示されます。</translation>
        </message>
        <message>
            <source>No %1 results on screen: nothing has run yet.</source>
            <translation>「%1」の結果は表示されていません: まだ何も実行していません。</translation>
        </message>
        <message>
            <source>run %1 from the History</source>
            <translation>履歴の実行 %1</translation>
        </message>
        <message>
            <source>runs compared</source>
            <translation>比較中の実行</translation>
        </message>
        <message>
            <source>last %1 run</source>
            <translation>前回の実行「%1」</translation>
        </message>
    </context>
    <context>
        <name>SteadyPanel</name>
        <message>
            <source>Tracked figure per round</source>
            <translation>ラウンドごとの追跡値</translation>
        </message>
        <message>
            <source>Convergence per block size</source>
            <translation>ブロックサイズごとの収束</translation>
        </message>
        <message>
            <source>the tracked figure (SNIA's "tracking variable"): the number this test watches each round, e.g. random 4K write IOPS; steady once five rounds stay within 20 % of their average and their trend is flat</source>
            <translation>追跡値（SNIA の「tracking variable」）: このテストが毎ラウンド監視する数値（例: ランダム 4K 書き込み IOPS）。5 ラウンドが平均の 20 % 以内に収まり、傾向が平坦になれば定常です</translation>
        </message>
        <message>
            <source>the tracked workload at every block size, round by round</source>
            <translation>各ブロックサイズの追跡ワークロード（ラウンドごと）</translation>
        </message>
        <message>
            <source>round</source>
            <translation>ラウンド</translation>
        </message>
        <message>
            <source>Steady state: no steady-state run on screen (run one, or open one from the History)</source>
            <translation>定常状態: 表示中の定常状態の実行はありません（実行するか、履歴から開いてください）</translation>
        </message>
        <message>
            <source>Steady state: waiting for the first round (purge and preconditioning first)</source>
            <translation>定常状態: 最初のラウンドを待っています（先にパージとプリコンディショニング）</translation>
        </message>
        <message>
            <source>&lt;b style='color:#080'&gt;steady&lt;/b&gt; in %1: average %2, excursion %3 (limit %4), slope × (window − 1) %5 (limit %6)</source>
            <translation>%1 で&lt;b style='color:#080'&gt;定常&lt;/b&gt;: 平均 %2、変動幅 %3（上限 %4）、傾き × (ウィンドウ − 1) %5（上限 %6）</translation>
        </message>
        <message>
            <source>not steady yet: %1</source>
            <translation>まだ定常ではありません: %1</translation>
        </message>
        <message>
            <source> of at most %1</source>
            <translation>（最大 %1）</translation>
        </message>
        <message>
            <source>%1 written in %2 s of writing (no steady-state criterion: it runs to its data or time limit)</source>
            <translation>%2 秒の書き込みで %1 を書き込み（定常状態の基準なし: データ量または時間の上限まで実行）</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;, round %2%3: tracked figure %4 · %5</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;、ラウンド %2%3: 追跡値 %4 · %5</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%1&lt;/b&gt;: %n round(s); </source>
            <translation>
                <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n ラウンド。</numerusform>
            </translation>
        </message>
        <message>
            <source>steady in rounds %1–%2, window average %3</source>
            <translation>ラウンド %1–%2 で定常、ウィンドウ平均 %3</translation>
        </message>
        <message>
            <source>not steady (%1)</source>
            <translation>定常に達せず（%1）</translation>
        </message>
        <message>
            <source>tracked figure</source>
            <translation>追跡値</translation>
        </message>
        <message>
            <source>average ± 10 %</source>
            <translation>平均 ± 10 %</translation>
        </message>
        <message>
            <source>average ± 20 %</source>
            <translation>平均 ± 20 %</translation>
        </message>
        <message>
            <source>window average</source>
            <translation>ウィンドウ平均</translation>
        </message>
        <message>
            <source>fit line</source>
            <translation>近似直線</translation>
        </message>
    </context>
    <context>
        <name>SteadyTab</name>
        <message>
            <source>DIRTH's block size, e.g. 8KiB or 4k</source>
            <translation>DIRTH のブロックサイズ(例: 8KiB、4k)</translation>
        </message>
        <message>
            <source>DIRTH's reads, in % of its I/Os (the rest are writes)</source>
            <translation>DIRTH の読み取りの割合(I/O に対する %、残りは書き込み)</translation>
        </message>
        <message>
            <source>reads</source>
            <translation>読み取り</translation>
        </message>
        <message>
            <source>DIRTH block size</source>
            <translation>DIRTH ブロックサイズ</translation>
        </message>
        <message>
            <source>host idle recovery: 4 KiB random write bursts, each followed by 5 to 50 s of idle; how much performance comes back</source>
            <translation>ホストアイドル回復: 4 KiB のランダム書き込みバーストの後にそれぞれ 5〜50 秒のアイドル。性能がどれだけ戻るか</translation>
        </message>
        <message>
            <source>cross-stimulus recovery: sequential 1 MiB, random 8 KiB, sequential 1 MiB writes; how long each change takes to settle</source>
            <translation>クロススティミュラス回復: シーケンシャル 1 MiB、ランダム 8 KiB、シーケンシャル 1 MiB の書き込み。各切り替えが落ち着くまでの時間</translation>
        </message>
        <message>
            <source>demand intensity / response time histogram: IOPS and response time over threads x queue depths, the knee, histograms at the max, mid and min IOPS points</source>
            <translation>要求強度 / 応答時間ヒストグラム: スレッド数 × キュー深度ごとの IOPS と応答時間、屈曲点、IOPS の最大・中間・最小点でのヒストグラム</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>スループット</translation>
        </message>
        <message>
            <source>Latency</source>
            <translation>レイテンシ</translation>
        </message>
        <message>
            <source>Write saturation</source>
            <translation>書き込み飽和</translation>
        </message>
        <message>
            <source>More SNIA PTS</source>
            <translation>その他の SNIA PTS</translation>
        </message>
        <message>
            <source>host idle recovery, cross-stimulus recovery and demand intensity: run together, as a run of their own (uncheck the tests above)</source>
            <translation>ホストアイドル回復、クロススティミュラス回復、要求強度: まとめて独立した実行として行います（上のテストのチェックを外してください）</translation>
        </message>
        <message>
            <source>bytes under test; on a device, e.g. 10% or the whole device (100%)</source>
            <translation>テスト対象のバイト数。デバイスでは例: 10%、またはデバイス全体（100%）</translation>
        </message>
        <message>
            <source>enterprise (QD32 × 4)</source>
            <translation>エンタープライズ (QD32 × 4)</translation>
        </message>
        <message>
            <source>client (QD16 × 2)</source>
            <translation>クライアント (QD16 × 2)</translation>
        </message>
        <message>
            <source>custom</source>
            <translation>カスタム</translation>
        </message>
        <message>
            <source>fio jobs per cell (the latency test always runs 1)</source>
            <translation>セルごとの fio ジョブ数（レイテンシテストは常に 1）</translation>
        </message>
        <message>
            <source>outstanding I/Os per thread (the latency test always runs QD1)</source>
            <translation>スレッドごとの未完了 I/O 数（レイテンシテストは常に QD1）</translation>
        </message>
        <message>
            <source>write saturation stops once this many times the span is written</source>
            <translation>範囲をこの回数だけ書き込むと書き込み飽和は停止します</translation>
        </message>
        <message>
            <source>… or after this long writing, whichever comes first</source>
            <translation>… またはこの時間書き込んだ後（早いほう）</translation>
        </message>
        <message>
            <source>quick look (reduced matrix)</source>
            <translation>簡易確認（縮小した行列）</translation>
        </message>
        <message>
            <source>purge first (raw device: discard)</source>
            <translation>最初にパージ（生デバイス: discard）</translation>
        </message>
        <message>
            <source>precondition (128K sequential, 2 × span)</source>
            <translation>プリコンディショニング（128K シーケンシャル、範囲の 2 倍）</translation>
        </message>
        <message>
            <source>Seconds per cell</source>
            <translation>セルごとの秒数</translation>
        </message>
        <message>
            <source>SNIA's load profiles: </source>
            <translation>SNIA の負荷プロファイル: </translation>
        </message>
        <message>
            <source>Load</source>
            <translation>負荷</translation>
        </message>
        <message>
            <source>× span, or</source>
            <translation>× 範囲、または</translation>
        </message>
        <message>
            <source>Write saturation until</source>
            <translation>書き込み飽和の終了条件</translation>
        </message>
        <message>
            <source>Max rounds</source>
            <translation>最大ラウンド数</translation>
        </message>
        <message>
            <source>▶  Steady State (SNIA PTS)</source>
            <translation>▶  定常状態 (SNIA PTS)</translation>
        </message>
        <message>
            <source>Rounds of a test matrix until the tracking variable (the figure each test watches, e.g. random 4K write IOPS) stays within 20 % of its average over five rounds</source>
            <translation>追跡変数（各テストが監視する数値。例: ランダム 4K 書き込み IOPS）が 5 ラウンドにわたり平均の 20 % 以内に収まるまで、テスト行列をラウンドごとに繰り返します</translation>
        </message>
        <message>
            <source>On a test file: SNIA requires a raw device.</source>
            <translation>テストファイル上です: SNIA は生デバイスを求めています。</translation>
        </message>
        <message>
            <source>The span is larger than %1 (%2): the run refuses it; give at most 100%.</source>
            <translation>範囲が %1（%2）より大きいため、実行は拒否されます。100% 以下を指定してください。</translation>
        </message>
        <message>
            <source>estimated %1 (steady after 5 rounds) to %2 (all rounds)</source>
            <translation>推定 %1（5 ラウンドで定常の場合）〜 %2（全ラウンド）</translation>
        </message>
        <message>
            <source>SNIA PTS %1: estimated %2 to %3</source>
            <translation>SNIA PTS %1: 推定 %2〜%3</translation>
        </message>
    </context>
    <context>
        <name>StoredView</name>
        <message>
            <source>running</source>
            <translation>実行中</translation>
        </message>
        <message>
            <source>done</source>
            <translation>完了</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>中止</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>失敗</translation>
        </message>
        <message>
            <source>partial</source>
            <translation>部分的</translation>
        </message>
        <message>
            <source>showing run %1: %2 · %3 · %4</source>
            <translation>実行 %1 を表示中: %2 · %3 · %4</translation>
        </message>
        <message>
            <source>comparing runs %1 against run %2</source>
            <translation>実行 %1 を実行 %2 と比較中</translation>
        </message>
        <message>
            <source>a run is in progress: past runs are shown when it has finished</source>
            <translation>実行中です: 過去の実行は終了後に表示されます</translation>
        </message>
    </context>
    <context>
        <name>TargetPicker</name>
        <message>
            <source>Disks (raw devices)</source>
            <translation>ディスク（生デバイス）</translation>
        </message>
        <message>
            <source>Mounted filesystems</source>
            <translation>マウント済みファイルシステム</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>ディレクトリ</translation>
        </message>
        <message>
            <source>Read-only (cannot hold a test file)</source>
            <translation>読み取り専用（テストファイルを置けません）</translation>
        </message>
        <message>
            <source>system disk</source>
            <translation>システムディスク</translation>
        </message>
        <message>
            <source>mounted</source>
            <translation>マウント中</translation>
        </message>
        <message>
            <source>read-only</source>
            <translation>読み取り専用</translation>
        </message>
        <message>
            <source>raw writes refused</source>
            <translation>直接書き込みは拒否</translation>
        </message>
        <message>
            <source>raw writes refused: %1</source>
            <translation>直接書き込みは拒否: %1</translation>
        </message>
        <message>
            <source>raw device: writes destroy its data and need a typed confirmation</source>
            <translation>生デバイス: 書き込むとデータが消えるため、名前を入力して確認する必要があります</translation>
        </message>
        <message>
            <source>reads run on the device directly and change nothing</source>
            <translation>読み込みはデバイス上で直接行われ、何も変更しません</translation>
        </message>
        <message>
            <source>reads: %1</source>
            <translation>読み込み: %1</translation>
        </message>
        <message>
            <source>writes: %1</source>
            <translation>書き込み: %1</translation>
        </message>
        <message>
            <source>%1 free of %2</source>
            <translation>%2 中 %1 空き</translation>
        </message>
        <message>
            <source>size unknown</source>
            <translation>サイズ不明</translation>
        </message>
        <message>
            <source>RAM (tmpfs)</source>
            <translation>RAM (tmpfs)</translation>
        </message>
        <message>
            <source>copy-on-write</source>
            <translation>コピーオンライト</translation>
        </message>
        <message>
            <source>network</source>
            <translation>ネットワーク</translation>
        </message>
        <message>
            <source>directory</source>
            <translation>ディレクトリ</translation>
        </message>
        <message>
            <source>read-only: a test file cannot be written here</source>
            <translation>読み取り専用: ここにはテストファイルを書き込めません</translation>
        </message>
        <message>
            <source>a test file is made here and removed after</source>
            <translation>ここにテストファイルを作成し、終了後に削除します</translation>
        </message>
        <message>
            <source>type to search disks, mounts and directories</source>
            <translation>入力してディスク、マウント、ディレクトリを検索</translation>
        </message>
        <message>
            <source>Directory…</source>
            <translation>ディレクトリ…</translation>
        </message>
        <message>
            <source>choose a directory for the test file</source>
            <translation>テストファイルを置くディレクトリを選択</translation>
        </message>
        <message>
            <source>Directory for the test file</source>
            <translation>テストファイルのディレクトリ</translation>
        </message>
    </context>
    <context>
        <name>TemperaturePlot</name>
        <message>
            <source>time (s)</source>
            <translation>時間 (秒)</translation>
        </message>
        <message>
            <source>Drive temperature: no reading yet</source>
            <translation>ドライブ温度: まだ読み取りなし</translation>
        </message>
        <message>
            <source>Drive temperature &lt;b&gt;%1 C&lt;/b&gt;</source>
            <translation>ドライブ温度 &lt;b&gt;%1 °C&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Drive temperature: no temperature sensor for this drive</source>
            <translation>ドライブ温度: このドライブには温度センサーがありません</translation>
        </message>
        <message>
            <source>Drive temperature: no reading came from %1</source>
            <translation>ドライブ温度: %1 から読み取れませんでした</translation>
        </message>
        <message>
            <source>Drive temperature: %1</source>
            <translation>ドライブ温度: %1</translation>
        </message>
    </context>
    <context>
        <name>TextDialog</name>
        <message>
            <source>Copy</source>
            <translation>コピー</translation>
        </message>
    </context>
    <context>
        <name>TopRow</name>
        <message>
            <source>Quick and Peak: measured loops per test, after a warm-up from 2 on; each cell shows their median (best and slowest on hover)</source>
            <translation>クイックとピーク: テストごとの測定回数（2 回以上ではウォームアップ後）。各セルは中央値を表示（最良と最遅はマウスオーバーで表示）</translation>
        </message>
        <message>
            <source>the test file's size (on a raw device: the span tested)</source>
            <translation>テストファイルのサイズ（生デバイスではテストする範囲）</translation>
        </message>
        <message>
            <source>seconds each test runs</source>
            <translation>各テストの実行秒数</translation>
        </message>
        <message>
            <source>the grid's unit: MB/s (10^6 bytes), MiB/s (2^20), IOPS, or mean latency in µs</source>
            <translation>表の単位: MB/s（10^6 バイト）、MiB/s（2^20）、IOPS、または平均レイテンシ（µs）</translation>
        </message>
        <message>
            <source>▶  All</source>
            <translation>▶  すべて</translation>
        </message>
        <message>
            <source>run every test of the chosen mode (Ctrl+R)</source>
            <translation>選んだモードのすべてのテストを実行（Ctrl+R）</translation>
        </message>
        <message>
            <source>■  Stop</source>
            <translation>■  停止</translation>
        </message>
        <message>
            <source>stop fio and remove the test file (Esc)</source>
            <translation>fio を停止し、テストファイルを削除（Esc）</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>ターゲット</translation>
        </message>
        <message>
            <source>Loops</source>
            <translation>回数</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>サイズ</translation>
        </message>
        <message>
            <source>Seconds</source>
            <translation>秒数</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>単位</translation>
        </message>
    </context>
    <context>
        <name>checklist</name>
        <message>
            <source>Block size</source>
            <translation>ブロックサイズ</translation>
        </message>
        <message>
            <source>CPU governor</source>
            <translation>CPU ガバナー</translation>
        </message>
        <message>
            <source>Critical warning</source>
            <translation>重大な警告</translation>
        </message>
        <message>
            <source>Disk</source>
            <translation>ディスク</translation>
        </message>
        <message>
            <source>Disk idle before the run</source>
            <translation>実行前のディスクのアイドル状態</translation>
        </message>
        <message>
            <source>Health</source>
            <translation>健康状態</translation>
        </message>
        <message>
            <source>Health (SMART)</source>
            <translation>健康状態 (SMART)</translation>
        </message>
        <message>
            <source>I/O scheduler</source>
            <translation>I/O スケジューラ</translation>
        </message>
        <message>
            <source>Media errors</source>
            <translation>メディアエラー</translation>
        </message>
        <message>
            <source>PCIe link</source>
            <translation>PCIe リンク</translation>
        </message>
        <message>
            <source>Partition alignment</source>
            <translation>パーティションのアライメント</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>電源</translation>
        </message>
        <message>
            <source>Power plan</source>
            <translation>電源プラン</translation>
        </message>
        <message>
            <source>Readahead</source>
            <translation>先読み</translation>
        </message>
        <message>
            <source>Spare blocks</source>
            <translation>予備ブロック</translation>
        </message>
        <message>
            <source>TRIM</source>
            <translation>TRIM</translation>
        </message>
        <message>
            <source>TRIM/discard</source>
            <translation>TRIM/discard</translation>
        </message>
        <message>
            <source>Temperature</source>
            <translation>温度</translation>
        </message>
        <message>
            <source>Thermal throttling (lifetime)</source>
            <translation>サーマルスロットリング（累計）</translation>
        </message>
        <message>
            <source>Uncorrected errors</source>
            <translation>訂正不能エラー</translation>
        </message>
        <message>
            <source>Wear</source>
            <translation>摩耗</translation>
        </message>
        <message>
            <source>Windows health</source>
            <translation>Windows の健康状態</translation>
        </message>
        <message>
            <source>Write cache</source>
            <translation>書き込みキャッシュ</translation>
        </message>
    </context>
    <context>
        <name>core</name>
        <message>
            <source>%1 B</source>
            <translation>%1 B</translation>
        </message>
        <message>
            <source>%1 starts at %2 (sector %3), aligned to 1 MiB</source>
            <translation>%1 は %2 から開始 (セクター %3)、1 MiB 境界に整列</translation>
        </message>
        <message>
            <source>a multiple of 1 MiB</source>
            <translation>1 MiB の倍数</translation>
        </message>
        <message>
            <source>%1 starts at %2 (sector %3)</source>
            <translation>%1 は %2 から開始 (セクター %3)</translation>
        </message>
        <message>
            <source>a multiple of %1 B, ideally of 1 MiB</source>
            <translation>%1 B の倍数 (理想は 1 MiB の倍数)</translation>
        </message>
        <message>
            <source>misaligned: every %1 B write spans two physical blocks (read-modify-write); recreate the partition at 1 MiB (sector 2048)</source>
            <translation>アライメント不良: %1 B の書き込みが毎回 2 つの物理ブロックにまたがります (リード・モディファイ・ライト)。パーティションを 1 MiB (セクター 2048) から作り直してください</translation>
        </message>
        <message>
            <source>aligned to the %1 B block but not to 1 MiB: fine for most drives; RAID stripes and some SSDs' erase blocks want 1 MiB</source>
            <translation>%1 B ブロックには整列していますが 1 MiB には整列していません: ほとんどのドライブでは問題ありませんが、RAID のストライプや一部の SSD の消去ブロックには 1 MiB が必要です</translation>
        </message>
        <message>
            <source>trained at %1, the drive supports %2</source>
            <translation>%1 でリンク確立、ドライブは %2 に対応</translation>
        </message>
        <message>
            <source>%1 (offered: %2)</source>
            <translation>%1 (選択肢: %2)</translation>
        </message>
        <message>
            <source>for repeatable results: %1 (as root), and back afterwards</source>
            <translation>再現性のある結果のために: %1 (root で実行)、終わったら元に戻してください</translation>
        </message>
        <message>
            <source>%1 % busy, %2 MB/s, %3 IO/s over %4 s</source>
            <translation>%4 秒間で使用率 %1 %、%2 MB/s、%3 IO/s</translation>
        </message>
        <message>
            <source>the slot's port supports only %1: move the drive to a slot that supports %2 (CPU-attached M.2/PCIe)</source>
            <translation>スロットのポートは %1 までしか対応していません: %2 に対応したスロット (CPU 直結の M.2/PCIe) にドライブを移してください</translation>
        </message>
        <message>
            <source>below what drive and slot support: reseat it, check the BIOS PCIe setting and any riser or adapter; some drives slow the link when idle, so read it again under load</source>
            <translation>ドライブとスロットの対応速度を下回っています: 挿し直し、BIOS の PCIe 設定やライザー・アダプターを確認してください。アイドル時にリンクを落とすドライブもあるので、負荷をかけた状態でもう一度読んでください</translation>
        </message>
        <message>
            <source>%1 C (warning %2 C, critical %3 C)</source>
            <translation>%1 °C (警告 %2 °C、危険 %3 °C)</translation>
        </message>
        <message>
            <source>well below the warning temperature</source>
            <translation>警告温度より十分に低い</translation>
        </message>
        <message>
            <source>mains</source>
            <translation>AC 電源</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>another process is using %1: results will be lower and noisier; stop it, or find it with iotop -o (doing storage I/O just now: %2)</source>
            <translation>別のプロセスが %1 を使用中です: 結果が低く、ばらつきも大きくなります。停止するか iotop -o で探してください (現在ストレージ I/O 中: %2)</translation>
        </message>
        <message>
            <source>another process is using %1: results will be lower and noisier; stop it, or find it with iotop -o or pidstat -d 1 (no process stood out: kernel writeback, or processes that came and went)</source>
            <translation>別のプロセスが %1 を使用中です: 結果が低く、ばらつきも大きくなります。停止するか iotop -o または pidstat -d 1 で探してください (目立つプロセスはありません: カーネルのライトバック、または短時間で終了したプロセス)</translation>
        </message>
        <message>
            <source>idle</source>
            <translation>アイドル</translation>
        </message>
        <message>
            <source>%1 is not on a local block device (tmpfs, a network or FUSE filesystem)</source>
            <translation>%1 はローカルのブロックデバイス上にありません (tmpfs、ネットワークまたは FUSE ファイルシステム)</translation>
        </message>
        <message>
            <source>%1 is on %2</source>
            <translation>%1 は %2 上にあります</translation>
        </message>
        <message>
            <source>not an NVMe drive (%1)</source>
            <translation>NVMe ドライブではありません (%1)</translation>
        </message>
        <message>
            <source>not readable</source>
            <translation>読み取れません</translation>
        </message>
        <message>
            <source>current_link_speed/width of its PCI device</source>
            <translation>PCI デバイスの current_link_speed/width</translation>
        </message>
        <message>
            <source>the controller's PCI device shows no link attributes (a virtual or fabrics-attached NVMe)</source>
            <translation>コントローラーの PCI デバイスにリンク属性がありません (仮想 NVMe またはファブリック接続の NVMe)</translation>
        </message>
        <message>
            <source>%1 (the drive's maximum: %2)</source>
            <translation>%1 (ドライブの最大: %2)</translation>
        </message>
        <message>
            <source>the kernel reports the link speed as unknown</source>
            <translation>カーネルはリンク速度を不明と報告しています</translation>
        </message>
        <message>
            <source>%1, the drive's maximum</source>
            <translation>%1 (ドライブの最大)</translation>
        </message>
        <message>
            <source>%1 C (warning %2 C)</source>
            <translation>%1 °C (警告 %2 °C)</translation>
        </message>
        <message>
            <source>the drive starts the run near its warning temperature: it will throttle; add airflow or a heatsink, or let it cool</source>
            <translation>ドライブは警告温度に近い状態で実行を開始します: スロットリングが起きます。エアフローやヒートシンクを追加するか、冷めるまで待ってください</translation>
        </message>
        <message>
            <source>%1 media and data integrity errors</source>
            <translation>メディアおよびデータ整合性エラー %1 件</translation>
        </message>
        <message>
            <source>cannot tell</source>
            <translation>判別できません</translation>
        </message>
        <message>
            <source>mains (no battery)</source>
            <translation>AC 電源 (バッテリーなし)</translation>
        </message>
        <message>
            <source>plug in: on battery most laptops cap the CPU and the drive's power state, and results drop</source>
            <translation>電源につないでください: バッテリー駆動ではほとんどのノート PC が CPU とドライブの電力状態を制限し、結果が下がります</translation>
        </message>
        <message>
            <source>mains, battery (%1 %)</source>
            <translation>AC 電源、バッテリー (%1 %)</translation>
        </message>
        <message>
            <source>mains, battery</source>
            <translation>AC 電源、バッテリー</translation>
        </message>
        <message>
            <source>battery (%1 %), mains unknown</source>
            <translation>バッテリー (%1 %)、AC 電源は不明</translation>
        </message>
        <message>
            <source>battery, mains unknown</source>
            <translation>バッテリー、AC 電源は不明</translation>
        </message>
        <message>
            <source>no cpufreq (a VM, or a fixed clock)</source>
            <translation>cpufreq なし (仮想マシン、または固定クロック)</translation>
        </message>
        <message>
            <source>powersave keeps clocks low for short I/O bursts, raising latency at low queue depths; %1</source>
            <translation>powersave は短い I/O バーストでクロックを低く保つため、キュー深度が低いときのレイテンシが増えます。%1</translation>
        </message>
        <message>
            <source>cannot read its counters</source>
            <translation>カウンターを読み取れません</translation>
        </message>
        <message>
            <source>%1 (%2, %3)</source>
            <translation>%1 (%2、%3)</translation>
        </message>
        <message>
            <source>through %1</source>
            <translation>経路 %1</translation>
        </message>
        <message>
            <source>also on %1 (only the first disk is read)</source>
            <translation>%1 上にもあります (読むのは最初のディスクのみ)</translation>
        </message>
        <message>
            <source>not reported</source>
            <translation>報告なし</translation>
        </message>
        <message>
            <source>bfq costs much CPU per I/O and caps a fast NVMe drive: %1 (as root; back at reboot)</source>
            <translation>bfq は I/O ごとに多くの CPU を使い、高速な NVMe ドライブの上限を下げます: %1 (root で実行、再起動で元に戻ります)</translation>
        </message>
        <message>
            <source>an NVMe drive needs no scheduler: %1 (as root; back at reboot)</source>
            <translation>NVMe ドライブにスケジューラは不要です: %1 (root で実行、再起動で元に戻ります)</translation>
        </message>
        <message>
            <source>%1 KiB</source>
            <translation>%1 KiB</translation>
        </message>
        <message>
            <source>128 KiB (the kernel's default); only buffered reads use it</source>
            <translation>128 KiB (カーネルの既定値)。使うのはバッファード読み込みだけです</translation>
        </message>
        <message>
            <source>logical %1 B, physical %2 B</source>
            <translation>論理 %1 B、物理 %2 B</translation>
        </message>
        <message>
            <source>tests with blocks of at least %1 B</source>
            <translation>%1 B 以上のブロックでのテスト</translation>
        </message>
        <message>
            <source>%1 C (critical %2 C)</source>
            <translation>%1 °C (危険 %2 °C)</translation>
        </message>
        <message>
            <source>%1 C</source>
            <translation>%1 °C</translation>
        </message>
        <message>
            <source>no SMART on a %1 device</source>
            <translation>%1 デバイスには SMART がありません</translation>
        </message>
        <message>
            <source>smartctl's report</source>
            <translation>smartctl のレポート</translation>
        </message>
        <message>
            <source>FAILING (the drive's own verdict)</source>
            <translation>異常 (ドライブ自身の判定)</translation>
        </message>
        <message>
            <source>the drive predicts its failure: back it up now and replace it</source>
            <translation>ドライブは自身の故障を予測しています: 今すぐバックアップして交換してください</translation>
        </message>
        <message>
            <source>%1 % of rated endurance used</source>
            <translation>定格耐久性の %1 % を消費</translation>
        </message>
        <message>
            <source>below 80 %</source>
            <translation>80 % 未満</translation>
        </message>
        <message>
            <source>%1 % (threshold %2 %)</source>
            <translation>%1 % (しきい値 %2 %)</translation>
        </message>
        <message>
            <source>above %1 %</source>
            <translation>%1 % を超える</translation>
        </message>
        <message>
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>%1 min above warning temperature</source>
            <translation>警告温度超過 %1 分</translation>
        </message>
        <message>
            <source>%1 min above critical</source>
            <translation>危険温度超過 %1 分</translation>
        </message>
        <message>
            <source>%1 thermal slow-downs (%2 s)</source>
            <translation>サーマルスロットリング %1 回 (%2 秒)</translation>
        </message>
        <message>
            <source>0 minutes</source>
            <translation>0 分</translation>
        </message>
        <message>
            <source>on battery (%1 %)</source>
            <translation>バッテリー駆動 (%1 %)</translation>
        </message>
        <message>
            <source>on battery</source>
            <translation>バッテリー駆動</translation>
        </message>
        <message>
            <source>%1 on %2 CPUs</source>
            <translation>%1 (%2 CPU)</translation>
        </message>
        <message>
            <source>%1 on %2 CPU</source>
            <translation>%1 (%2 CPU)</translation>
        </message>
        <message>
            <source>%1 pid %2 %3 MB/s</source>
            <translation>%1 PID %2 %3 MB/s</translation>
        </message>
        <message>
            <source>a local disk</source>
            <translation>ローカルディスク</translation>
        </message>
        <message>
            <source>nothing of a drive to read: the figures are the filesystem's</source>
            <translation>読み取るドライブがありません: 数値はファイルシステムのものです</translation>
        </message>
        <message>
            <source>write back (a volatile cache is on)</source>
            <translation>ライトバック (揮発性キャッシュが有効)</translation>
        </message>
        <message>
            <source>write back (write through on power-loss-protected drives)</source>
            <translation>ライトバック (停電保護付きドライブではライトスルー)</translation>
        </message>
        <message>
            <source>%1 (no volatile cache)</source>
            <translation>%1 (揮発性キャッシュなし)</translation>
        </message>
        <message>
            <source>write back</source>
            <translation>ライトバック</translation>
        </message>
        <message>
            <source>normal for a power-loss-protected drive; on a consumer drive its cache is off and writes are slow: %1</source>
            <translation>停電保護付きドライブなら正常です。一般向けドライブではキャッシュが無効で書き込みが遅くなります: %1</translation>
        </message>
        <message>
            <source>supported (up to %1 per request)</source>
            <translation>対応 (1 リクエストあたり最大 %1)</translation>
        </message>
        <message>
            <source>supported</source>
            <translation>対応</translation>
        </message>
        <message>
            <source>%1 tells why</source>
            <translation>理由は %1 で分かります</translation>
        </message>
        <message>
            <source>no overall verdict</source>
            <translation>総合判定なし</translation>
        </message>
        <message>
            <source>near or past its rated endurance: writes slow down and errors become likely; back it up and plan a replacement</source>
            <translation>定格耐久性に近いか超えています: 書き込みが遅くなり、エラーが起きやすくなります。バックアップして交換を計画してください</translation>
        </message>
        <message>
            <source>spare blocks are used up: the drive may turn read-only; back it up</source>
            <translation>予備ブロックを使い切っています: ドライブが読み取り専用になるおそれがあります。バックアップしてください</translation>
        </message>
        <message>
            <source>the drive has lost or remapped data: back it up, run its long self-test (smartctl -t long)</source>
            <translation>ドライブはデータを失ったか代替処理しています: バックアップして拡張セルフテスト (smartctl -t long) を実行してください</translation>
        </message>
        <message>
            <source>the drive raises a critical warning: read smartctl -a and back it up</source>
            <translation>ドライブが重大な警告を出しています: smartctl -a を読み、バックアップしてください</translation>
        </message>
        <message>
            <source>this drive has run hot before: during long writes it may throttle; check its cooling (heatsink, airflow)</source>
            <translation>このドライブは過去に高温になっています: 長時間の書き込みでスロットリングするおそれがあります。冷却 (ヒートシンク、エアフロー) を確認してください</translation>
        </message>
        <message>
            <source>not supported</source>
            <translation>非対応</translation>
        </message>
        <message>
            <source>not needed on a spinning disk</source>
            <translation>回転ディスクでは不要</translation>
        </message>
        <message>
            <source>not supported on this path</source>
            <translation>この経路では非対応</translation>
        </message>
        <message>
            <source>TRIM does not reach the drive (a USB bridge without UNMAP, dm-crypt without allow_discards...): an SSD without TRIM slows down as it fills</source>
            <translation>TRIM がドライブに届きません (UNMAP 非対応の USB ブリッジ、allow_discards なしの dm-crypt など): TRIM のない SSD は埋まるにつれて遅くなります</translation>
        </message>
        <message>
            <source>mq-deadline or bfq</source>
            <translation>mq-deadline または bfq</translation>
        </message>
        <message>
            <source>none or mq-deadline</source>
            <translation>none または mq-deadline</translation>
        </message>
        <message>
            <source>no readahead: buffered sequential reads go to the device in small requests</source>
            <translation>先読みなし: バッファードのシーケンシャル読み込みが小さなリクエストでデバイスに届きます</translation>
        </message>
        <message>
            <source>a large readahead inflates buffered sequential reads and wastes I/O on buffered random reads; direct I/O is unaffected (the Page cache page's Readahead sets it for the runs)</source>
            <translation>大きな先読みはバッファードのシーケンシャル読み込みを水増しし、バッファードのランダム読み込みでは I/O を無駄にします。ダイレクト I/O には影響しません (ページキャッシュのページの「先読み」で実行ごとに設定できます)</translation>
        </message>
        <message>
            <source>no partition: the filesystem is on the whole device</source>
            <translation>パーティションなし: ファイルシステムはデバイス全体にあります</translation>
        </message>
        <message>
            <source>a spinning disk gains from request sorting: %1</source>
            <translation>回転ディスクはリクエストの並べ替えで速くなります: %1</translation>
        </message>
        <message>
            <source>bfq costs CPU per I/O on an SSD: %1 (as root; back at reboot)</source>
            <translation>SSD では bfq が I/O ごとに CPU を使います: %1 (root で実行、再起動で元に戻ります)</translation>
        </message>
        <message>
            <source>it holds the running system (/, /boot, /usr or active swap)</source>
            <translation>実行中のシステム (/、/boot、/usr または有効なスワップ) があります</translation>
        </message>
        <message>
            <source>it is mounted at %1</source>
            <translation>%1 にマウントされています</translation>
        </message>
        <message>
            <source>it is in use as swap</source>
            <translation>スワップとして使用中です</translation>
        </message>
        <message>
            <source>it is held by %1 (LVM, dm-crypt or md)</source>
            <translation>%1 が保持しています (LVM、dm-crypt または md)</translation>
        </message>
        <message>
            <source>the device is read-only</source>
            <translation>デバイスは読み取り専用です</translation>
        </message>
        <message>
            <source>device %1 does not exist</source>
            <translation>デバイス %1 は存在しません</translation>
        </message>
        <message>
            <source>refusing to write to %1: %2</source>
            <translation>%1 への書き込みを拒否します: %2</translation>
        </message>
        <message>
            <source>confirmation %1 does not name %2</source>
            <translation>確認の入力 %1 は %2 を指していません</translation>
        </message>
        <message>
            <source>the token for this device is %1</source>
            <translation>このデバイスの確認文字列は %1 です</translation>
        </message>
        <message>
            <source>%1 is a partition of %2</source>
            <translation>%1 は %2 のパーティションです</translation>
        </message>
        <message>
            <source>test the whole device %1, or a directory on the mounted partition</source>
            <translation>デバイス全体 %1 をテストするか、マウントされたパーティション上のディレクトリをテストしてください</translation>
        </message>
        <message>
            <source>give %1 %2</source>
            <translation>%2の%1を指定してください</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>整数</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>数値</translation>
        </message>
        <message>
            <source>more than %1 and at most %2</source>
            <translation>%1 より大きく %2 以下</translation>
        </message>
        <message>
            <source>from %1 to %2</source>
            <translation>%1 から %2 まで</translation>
        </message>
        <message>
            <source>cannot read size %1</source>
            <translation>サイズ %1 を読み取れません</translation>
        </message>
        <message>
            <source>use e.g. 512MiB, 1GiB, 4k or 1GB</source>
            <translation>例: 512MiB、1GiB、4k、1GB</translation>
        </message>
        <message>
            <source>size %1 is absurdly large</source>
            <translation>サイズ %1 は大きすぎます</translation>
        </message>
        <message>
            <source>no disk holds more than 1 EiB</source>
            <translation>1 EiB を超えるディスクはありません</translation>
        </message>
        <message>
            <source>size %1 must be larger than zero</source>
            <translation>サイズ %1 は 0 より大きくなければなりません</translation>
        </message>
        <message>
            <source>cannot read duration %1</source>
            <translation>時間 %1 を読み取れません</translation>
        </message>
        <message>
            <source>use e.g. 5, 30s, 2m</source>
            <translation>例: 5、30s、2m</translation>
        </message>
        <message>
            <source>duration %1 is longer than a year</source>
            <translation>時間 %1 は 1 年を超えています</translation>
        </message>
        <message>
            <source>use e.g. 5, 30s, 2m or 12h</source>
            <translation>例: 5、30s、2m、12h</translation>
        </message>
        <message>
            <source>duration %1 must be larger than zero</source>
            <translation>時間 %1 は 0 より大きくなければなりません</translation>
        </message>
        <message>
            <source>duration %1 is shorter than a millisecond</source>
            <translation>時間 %1 は 1 ミリ秒未満です</translation>
        </message>
        <message>
            <source>fio counts time in milliseconds</source>
            <translation>fio は時間をミリ秒単位で数えます</translation>
        </message>
        <message>
            <source>%1 is not a finite number</source>
            <translation>%1 は有限の数値ではありません</translation>
        </message>
        <message>
            <source>%1 is out of range</source>
            <translation>%1 は範囲外です</translation>
        </message>
        <message>
            <source>%1 is not a whole number</source>
            <translation>%1 は整数ではありません</translation>
        </message>
        <message>
            <source>%1 is not a number</source>
            <translation>%1 は数値ではありません</translation>
        </message>
        <message>
            <source>install smartmontools (%1; dnf or pacman: smartmontools)</source>
            <translation>smartmontools をインストールしてください (%1、dnf または pacman: smartmontools)</translation>
        </message>
        <message>
            <source>smartctl is not installed</source>
            <translation>smartctl がインストールされていません</translation>
        </message>
        <message>
            <source>smartctl printed no JSON (exit %1)</source>
            <translation>smartctl が JSON を出力しませんでした (終了コード %1)</translation>
        </message>
        <message>
            <source>smartctl %1 or later is needed for %2</source>
            <translation>%2 には smartctl %1 以降が必要です</translation>
        </message>
        <message>
            <source>run as root (sudo) to read SMART data</source>
            <translation>SMART データを読むには root (sudo) で実行してください</translation>
        </message>
        <message>
            <source>smartctl did not answer within %1 s</source>
            <translation>smartctl が %1 秒以内に応答しませんでした</translation>
        </message>
        <message>
            <source>cannot run smartctl: %1</source>
            <translation>smartctl を実行できません: %1</translation>
        </message>
        <message>
            <source>the disk is asleep; read it after it spins up</source>
            <translation>ディスクはスリープ中です。回転を始めてから読み取ってください</translation>
        </message>
        <message>
            <source>available spare below threshold</source>
            <translation>使用可能な予備領域がしきい値未満</translation>
        </message>
        <message>
            <source>temperature above or below threshold</source>
            <translation>温度がしきい値の範囲外</translation>
        </message>
        <message>
            <source>NVM subsystem reliability degraded</source>
            <translation>NVM サブシステムの信頼性が低下</translation>
        </message>
        <message>
            <source>media placed in read-only mode</source>
            <translation>メディアが読み取り専用モードに</translation>
        </message>
        <message>
            <source>volatile memory backup device failed</source>
            <translation>揮発性メモリのバックアップデバイスが故障</translation>
        </message>
        <message>
            <source>persistent memory region read-only or unreliable</source>
            <translation>永続メモリ領域が読み取り専用または信頼できない</translation>
        </message>
        <message>
            <source>reallocated sectors</source>
            <translation>代替処理済みセクタ</translation>
        </message>
        <message>
            <source>reported uncorrectable errors</source>
            <translation>報告された訂正不能エラー</translation>
        </message>
        <message>
            <source>pending sectors</source>
            <translation>保留中のセクタ</translation>
        </message>
        <message>
            <source>offline uncorrectable sectors</source>
            <translation>オフラインで訂正不能なセクタ</translation>
        </message>
        <message>
            <source>smartctl exit %1</source>
            <translation>smartctl の終了コード %1</translation>
        </message>
        <message>
            <source>unknown warning bits %1</source>
            <translation>不明な警告ビット %1</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>High performance</source>
            <translation>高パフォーマンス</translation>
        </message>
        <message>
            <source>Balanced</source>
            <translation>バランス</translation>
        </message>
        <message>
            <source>Power saver</source>
            <translation>省電力</translation>
        </message>
        <message>
            <source>Ultimate Performance</source>
            <translation>究極のパフォーマンス</translation>
        </message>
        <message>
            <source>partition %1</source>
            <translation>パーティション %1</translation>
        </message>
        <message>
            <source>disabled (%1)</source>
            <translation>無効 (%1)</translation>
        </message>
        <message>
            <source>enabled</source>
            <translation>有効</translation>
        </message>
        <message>
            <source>an SSD without TRIM slows down as it fills: %1</source>
            <translation>TRIM のない SSD は埋まるほど遅くなります: %1</translation>
        </message>
        <message>
            <source>%1 needs Windows 10 / Server 2016 or later</source>
            <translation>%1 には Windows 10 / Server 2016 以降が必要です</translation>
        </message>
        <message>
            <source>%1 (administrator)</source>
            <translation>%1（管理者）</translation>
        </message>
        <message>
            <source>enabled (%1)</source>
            <translation>有効 (%1)</translation>
        </message>
        <message>
            <source>custom</source>
            <translation>カスタム</translation>
        </message>
        <message>
            <source>for repeatable results: %1 (%2)</source>
            <translation>再現性のある結果のために: %1（%2）</translation>
        </message>
        <message>
            <source>not read on Windows</source>
            <translation>Windows では読み取りません</translation>
        </message>
        <message>
            <source>readable counters</source>
            <translation>読み取れるカウンター</translation>
        </message>
        <message>
            <source>run an administrator PowerShell: %1</source>
            <translation>管理者の PowerShell で実行: %1</translation>
        </message>
        <message>
            <source>well below the drive's maximum</source>
            <translation>ドライブの最大値を十分下回る</translation>
        </message>
        <message>
            <source>%1 % of rated endurance</source>
            <translation>定格耐久性の %1 %</translation>
        </message>
        <message>
            <source>%1 read</source>
            <translation>読み取り %1</translation>
        </message>
        <message>
            <source>%1 write</source>
            <translation>書き込み %1</translation>
        </message>
        <message>
            <source>none reported</source>
            <translation>報告なし</translation>
        </message>
        <message>
            <source>the drive lost data it could not correct: back it up and check it with its vendor's tool</source>
            <translation>ドライブは訂正できないデータを失いました: バックアップを取り、メーカーのツールで確認してください</translation>
        </message>
        <message>
            <source>Windows reports this disk as failing or degraded: back it up first</source>
            <translation>Windows はこのディスクを故障または劣化と報告しています: まずバックアップを</translation>
        </message>
        <message>
            <source>bs of at least the physical block</source>
            <translation>物理ブロック以上の bs</translation>
        </message>
        <message>
            <source>enabled, power protected</source>
            <translation>有効、電源保護あり</translation>
        </message>
        <message>
            <source>disabled, power protected</source>
            <translation>無効、電源保護あり</translation>
        </message>
        <message>
            <source>disabled</source>
            <translation>無効</translation>
        </message>
        <message>
            <source>the drive's write cache is off: writes are much slower; Device Manager &gt; the disk &gt; Policies &gt; Enable write caching</source>
            <translation>ドライブの書き込みキャッシュがオフです: 書き込みがずっと遅くなります。デバイス マネージャー &gt; ディスク &gt; ポリシー &gt; デバイスの書き込みキャッシュを有効にする</translation>
        </message>
        <message>
            <source>no single physical disk found for this target</source>
            <translation>この対象に対応する単一の物理ディスクが見つかりません</translation>
        </message>
        <message>
            <source>a spanned, Storage Spaces or network volume: give a drive on one disk</source>
            <translation>スパン、記憶域スペース、またはネットワークのボリュームです: 1 台のディスク上のドライブを指定してください</translation>
        </message>
        <message>
            <source>reliability counters not readable</source>
            <translation>信頼性カウンターを読み取れません</translation>
        </message>
        <message>
            <source>%1 C (TemperatureMax %2 C)</source>
            <translation>%1 C（TemperatureMax %2 C）</translation>
        </message>
        <message>
            <source>the drive is near its maximum before the run: cool it (airflow, heatsink) or results will show throttling</source>
            <translation>実行前からドライブが最大値に近い: 冷却してください（エアフロー、ヒートシンク）。さもないと結果にスロットリングが現れます</translation>
        </message>
        <message>
            <source>near its rated endurance: expect slower writes; back up and plan a replacement</source>
            <translation>定格耐久性に近い: 書き込みが遅くなります。バックアップを取り、交換を計画してください</translation>
        </message>
        <message>
            <source>writes smaller than %1 B make the drive read-modify-write</source>
            <translation>%1 B より小さい書き込みはドライブに読み取り-変更-書き込みをさせます</translation>
        </message>
        <message>
            <source>the job file's directory %1 does not exist</source>
            <translation>ジョブファイルのディレクトリ %1 は存在しません</translation>
        </message>
        <message>
            <source>create it, or change the job file</source>
            <translation>作成するか、ジョブファイルを変更してください</translation>
        </message>
        <message>
            <source>the job file names %1, a directory the system runs from</source>
            <translation>ジョブファイルが指定する %1 はシステムが動作しているディレクトリです</translation>
        </message>
        <message>
            <source>name a directory on the disk to test, e.g. its mount point</source>
            <translation>テストするディスク上のディレクトリ（例: マウントポイント）を指定してください</translation>
        </message>
        <message>
            <source>the job file's directory %1 is on a read-only filesystem</source>
            <translation>ジョブファイルのディレクトリ %1 は読み取り専用のファイルシステム上にあります</translation>
        </message>
        <message>
            <source>the job file's directory %1 is not writable for you</source>
            <translation>ジョブファイルのディレクトリ %1 に書き込む権限がありません</translation>
        </message>
        <message>
            <source>a link</source>
            <translation>リンク</translation>
        </message>
        <message>
            <source>not a regular file</source>
            <translation>通常のファイルではありません</translation>
        </message>
        <message>
            <source>the job file names %1, which is %2; Fioscope never writes through it</source>
            <translation>ジョブファイルが指定する %1 は %2 です。Fioscope はそれを経由して書き込みません</translation>
        </message>
        <message>
            <source>the job file would overwrite %1 and %2 more, which already exist and are not the run's own</source>
            <translation>ジョブファイルは %1 ほか %2 個のファイルを上書きします。これらは既に存在し、この実行のものではありません</translation>
        </message>
        <message>
            <source>the job file would overwrite %1, which already exists and is not the run's own</source>
            <translation>ジョブファイルは %1 を上書きします。このファイルは既に存在し、この実行のものではありません</translation>
        </message>
        <message>
            <source>accept the files named in the job file's preview to write them in place, or change the names</source>
            <translation>ジョブファイルのプレビューに表示されたファイルを承認してその場で書き込むか、名前を変更してください</translation>
        </message>
        <message>
            <source>Fioscope never lets a job write its own files (its history, its data directory); change the job file</source>
            <translation>Fioscope はジョブに自身のファイル（履歴、データディレクトリ）を書き込ませません。ジョブファイルを変更してください</translation>
        </message>
        <message>
            <source>the job file would write %1: %2</source>
            <translation>ジョブファイルは %1 に書き込みます: %2</translation>
        </message>
        <message>
            <source>job %1: %2 would write %3: %4</source>
            <translation>ジョブ %1: %2 は %3 に書き込みます: %4</translation>
        </message>
        <message>
            <source>%1: exists; written in place and kept</source>
            <translation>%1: 既存。その場で書き込み、残します</translation>
        </message>
        <message>
            <source>%1: exists; read only</source>
            <translation>%1: 既存。読み込みのみ</translation>
        </message>
        <message>
            <source>%1: made by the run (in its own directory there), removed afterwards</source>
            <translation>%1: 実行が作成し（そこにある実行専用のディレクトリ内）、後で削除します</translation>
        </message>
        <message>
            <source>%1 file(s) named relatively: in the run's own directory in %2, removed afterwards</source>
            <translation>相対名のファイル %1 個: %2 内の実行専用ディレクトリに置き、後で削除します</translation>
        </message>
        <message>
            <source>job %1 in %2: %3 needs a network, which a Fioscope run does not have</source>
            <translation>%2 のジョブ %1: %3 にはネットワークが必要ですが、Fioscope の実行にはネットワークがありません</translation>
        </message>
        <message>
            <source>fio runs in a namespace of its own without one; run this job file with bare fio</source>
            <translation>fio はネットワークのない専用の名前空間で実行されます。このジョブファイルは fio 単体で実行してください</translation>
        </message>
        <message>
            <source>job %1 in %2: %3 names a directory in the run's own directory, which is empty when fio starts</source>
            <translation>%2 のジョブ %1: %3 は実行専用ディレクトリ内のディレクトリを指していますが、fio の開始時にそこは空です</translation>
        </message>
        <message>
            <source>give an absolute %1 (the job's files go there), or none (they go in the run's own directory)</source>
            <translation>絶対パスの %1 を指定するか（ジョブのファイルはそこに置かれます）、指定しないでください（実行専用ディレクトリに置かれます）</translation>
        </message>
        <message>
            <source>job file %1: its name is not UTF-8, and Fioscope keeps job files' names as text in its history</source>
            <translation>ジョブファイル %1: 名前が UTF-8 ではありません。Fioscope はジョブファイルの名前をテキストとして履歴に保存します</translation>
        </message>
        <message>
            <source>rename it, or give a link to it with a UTF-8 name</source>
            <translation>名前を変更するか、UTF-8 の名前を持つリンクを指定してください</translation>
        </message>
        <message>
            <source>cannot read job file %1: %2</source>
            <translation>ジョブファイル %1 を読み込めません: %2</translation>
        </message>
        <message>
            <source>cannot read job file %1: it is not UTF-8 text (byte %2 at offset %3)</source>
            <translation>ジョブファイル %1 を読み込めません: UTF-8 のテキストではありません（オフセット %3 のバイト %2）</translation>
        </message>
        <message>
            <source>save it as UTF-8; a file name in it that is not UTF-8 cannot be used</source>
            <translation>UTF-8 で保存してください。UTF-8 でないファイル名はその中で使えません</translation>
        </message>
        <message>
            <source>job file %1: includes nest more than %2 deep (an include loop?)</source>
            <translation>ジョブファイル %1: include の入れ子が %2 段を超えています（include のループ？）</translation>
        </message>
        <message>
            <source>included file %1: no new sections in included files (fio's rule)</source>
            <translation>インクルードされたファイル %1: インクルードされたファイルに新しいセクションは置けません（fio の規則）</translation>
        </message>
        <message>
            <source>job file %1: %2: no such file</source>
            <translation>ジョブファイル %1: %2: そのようなファイルはありません</translation>
        </message>
        <message>
            <source>cannot run fio to read %1: %2</source>
            <translation>%1 を読み込むための fio を実行できません: %2</translation>
        </message>
        <message>
            <source>runs a command</source>
            <translation>コマンドを実行します</translation>
        </message>
        <message>
            <source>writes a file</source>
            <translation>ファイルを書き込みます</translation>
        </message>
        <message>
            <source>writes files</source>
            <translation>ファイルを書き込みます</translation>
        </message>
        <message>
            <source>deletes files</source>
            <translation>ファイルを削除します</translation>
        </message>
        <message>
            <source>changes the device's scheduler</source>
            <translation>デバイスのスケジューラを変更します</translation>
        </message>
        <message>
            <source>creates a cgroup</source>
            <translation>cgroup を作成します</translation>
        </message>
        <message>
            <source>opens every file of a directory</source>
            <translation>ディレクトリ内のすべてのファイルを開きます</translation>
        </message>
        <message>
            <source>replays I/O to the files an I/O log names</source>
            <translation>I/O ログが指定するファイルに I/O を再生します</translation>
        </message>
        <message>
            <source>redirects I/O to a device</source>
            <translation>I/O をデバイスへリダイレクトします</translation>
        </message>
        <message>
            <source>switches off fio's refusal to write a mounted device</source>
            <translation>マウント中のデバイスへの書き込みを fio が拒否する仕組みを無効にします</translation>
        </message>
        <message>
            <source>changes the user fio runs as</source>
            <translation>fio を実行するユーザーを変更します</translation>
        </message>
        <message>
            <source>changes the group fio runs as</source>
            <translation>fio を実行するグループを変更します</translation>
        </message>
        <message>
            <source>watches a file</source>
            <translation>ファイルを監視します</translation>
        </message>
        <message>
            <source>runs a program</source>
            <translation>プログラムを実行します</translation>
        </message>
        <message>
            <source>deletes directories</source>
            <translation>ディレクトリを削除します</translation>
        </message>
        <message>
            <source>creates files</source>
            <translation>ファイルを作成します</translation>
        </message>
        <message>
            <source>creates directories</source>
            <translation>ディレクトリを作成します</translation>
        </message>
        <message>
            <source>writes outside the run's own directory</source>
            <translation>実行専用ディレクトリの外に書き込みます</translation>
        </message>
        <message>
            <source>loads a library</source>
            <translation>ライブラリを読み込みます</translation>
        </message>
        <message>
            <source>%1 outside the run's own directory</source>
            <translation>%1（実行専用ディレクトリの外）</translation>
        </message>
        <message>
            <source>maps a file of its own choosing</source>
            <translation>任意のファイルをメモリにマップします</translation>
        </message>
        <message>
            <source>fio did not resolve the job file</source>
            <translation>fio はジョブファイルを解決できませんでした</translation>
        </message>
        <message>
            <source>job file %1 does not exist</source>
            <translation>ジョブファイル %1 は存在しません</translation>
        </message>
        <message>
            <source>job file %1 uses %2, which is not set</source>
            <translation>ジョブファイル %1 は %2 を使っていますが、設定されていません</translation>
        </message>
        <message>
            <source>set the environment variable before starting Fioscope</source>
            <translation>Fioscope を起動する前に環境変数を設定してください</translation>
        </message>
        <message>
            <source>job file %1 uses %2, which holds a control character (%3); fio would put it into the job as it is</source>
            <translation>ジョブファイル %1 が使う %2 には制御文字（%3）が含まれています。fio はそれをそのままジョブに入れてしまいます</translation>
        </message>
        <message>
            <source>remove line breaks and control characters from the variable</source>
            <translation>変数から改行と制御文字を取り除いてください</translation>
        </message>
        <message>
            <source>fio rejected it</source>
            <translation>fio が拒否しました</translation>
        </message>
        <message>
            <source>fio rejects %1: %2</source>
            <translation>fio は %1 を拒否しました: %2</translation>
        </message>
        <message>
            <source>job file %1 defines no job</source>
            <translation>ジョブファイル %1 にはジョブが定義されていません</translation>
        </message>
        <message>
            <source>%1 is set: fio reports each group as one thread, so the per-thread curves show groups</source>
            <translation>%1 が設定されています: fio は各グループを 1 スレッドとして報告するため、スレッドごとの曲線はグループを表します</translation>
        </message>
        <message>
            <source>job file %1: %2 holds a blank followed by %3, which fio's resolved listing reads as another option, so it cannot be checked as fio reads it</source>
            <translation>ジョブファイル %1: %2 には空白の後に %3 があり、fio の解決済み一覧では別のオプションとして読まれるため、fio と同じように検査できません</translation>
        </message>
        <message>
            <source>remove the blank before %1 in that line or in the variable it uses</source>
            <translation>その行または使っている変数の %1 の前の空白を取り除いてください</translation>
        </message>
        <message>
            <source>its name</source>
            <translation>その名前</translation>
        </message>
        <message>
            <source>job %1 in %2: %3 holds a control character (%4) as fio resolved it</source>
            <translation>%2 のジョブ %1: fio が解決した %3 に制御文字（%4）が含まれています</translation>
        </message>
        <message>
            <source>remove line breaks and control characters from the job file and its variables</source>
            <translation>ジョブファイルとその変数から改行と制御文字を取り除いてください</translation>
        </message>
        <message>
            <source>job %1 in %2</source>
            <translation>%2 のジョブ %1</translation>
        </message>
        <message>
            <source>%1: %2 %3, which Fioscope refuses in job files</source>
            <translation>%1: %2 は%3。Fioscope はジョブファイルでこれを拒否します</translation>
        </message>
        <message>
            <source>remove it, or run it from the command line with %1 if you trust it</source>
            <translation>取り除くか、信頼できるならコマンドラインで %1 を付けて実行してください</translation>
        </message>
        <message>
            <source>fio cannot name the path %1 (a %2 before a %3)</source>
            <translation>fio はパス %1 を指定できません（%3 の前に %2 があります）</translation>
        </message>
        <message>
            <source>choose another directory</source>
            <translation>別のディレクトリを選んでください</translation>
        </message>
        <message>
            <source>the path %1 holds a line break</source>
            <translation>パス %1 に改行が含まれています</translation>
        </message>
        <message>
            <source>unknown pattern %1</source>
            <translation>不明なパターン %1</translation>
        </message>
        <message>
            <source>use one of %1</source>
            <translation>次のいずれかを使ってください: %1</translation>
        </message>
        <message>
            <source>block size, queue depth and threads must be positive</source>
            <translation>ブロックサイズ、キュー深度、スレッド数は正の値でなければなりません</translation>
        </message>
        <message>
            <source>read mix %1 must be 0..100</source>
            <translation>読み込み比率 %1 は 0..100 でなければなりません</translation>
        </message>
        <message>
            <source>a time-based job needs a runtime</source>
            <translation>時間ベースのジョブには実行時間が必要です</translation>
        </message>
        <message>
            <source>a test file needs a size</source>
            <translation>テストファイルにはサイズが必要です</translation>
        </message>
        <message>
            <source>option %1 is set by Fioscope and cannot be overridden</source>
            <translation>オプション %1 は Fioscope が設定するため上書きできません</translation>
        </message>
        <message>
            <source>%1 (bundled: %2)</source>
            <translation>%1（同梱: %2）</translation>
        </message>
        <message>
            <source>%1 (%2: %3)</source>
            <translation>%1（%2: %3）</translation>
        </message>
        <message>
            <source>cannot run fio at %1: %2</source>
            <translation>%1 の fio を実行できません: %2</translation>
        </message>
        <message>
            <source>reinstall with the README's set-up command or set %1</source>
            <translation>README のセットアップコマンドで再インストールするか、%1 を設定してください</translation>
        </message>
        <message>
            <source>%1 does not look like fio (it printed %2)</source>
            <translation>%1 は fio ではないようです（出力: %2）</translation>
        </message>
        <message>
            <source>point %1 at a fio binary</source>
            <translation>%1 が fio の実行ファイルを指すようにしてください</translation>
        </message>
        <message>
            <source>fio %1 at %2 is too old; Fioscope needs 3.8 or newer</source>
            <translation>%2 の fio %1 は古すぎます。Fioscope には 3.8 以降が必要です</translation>
        </message>
        <message>
            <source>use the bundled fio (unset %1) or install a newer fio</source>
            <translation>同梱の fio を使う（%1 を解除する）か、新しい fio をインストールしてください</translation>
        </message>
        <message>
            <source>%1 points at %2, which does not exist</source>
            <translation>%1 が指す %2 は存在しません</translation>
        </message>
        <message>
            <source>fix or unset %1</source>
            <translation>%1 を修正するか解除してください</translation>
        </message>
        <message>
            <source>fio not found: no bundled build and none on %1</source>
            <translation>fio が見つかりません: 同梱のビルドがなく、%1 にもありません</translation>
        </message>
        <message>
            <source>run %1, the README's set-up, which builds the bundled fio</source>
            <translation>README のセットアップ %1 を実行してください。同梱の fio がビルドされます</translation>
        </message>
        <message>
            <source>fio not found: this install has no bundled fio and there is none on %1</source>
            <translation>fio が見つかりません: このインストールには同梱の fio がなく、%1 にもありません</translation>
        </message>
        <message>
            <source>install fio 3.8 or newer, e.g. %1 on Debian/Ubuntu, or set %2</source>
            <translation>fio 3.8 以降をインストールする（例: Debian/Ubuntu では %1）か、%2 を設定してください</translation>
        </message>
        <message>
            <source>fio did no I/O in job %1 and %2 more</source>
            <translation>fio はジョブ %1 ほか %2 個で I/O を行いませんでした</translation>
        </message>
        <message>
            <source>fio did no I/O in job %1</source>
            <translation>fio はジョブ %1 で I/O を行いませんでした</translation>
        </message>
        <message>
            <source>fio printed no reason; see its messages under details</source>
            <translation>fio は理由を出力しませんでした。詳細にある fio のメッセージを見てください</translation>
        </message>
        <message>
            <source>cannot start fio: %1</source>
            <translation>fio を起動できません: %1</translation>
        </message>
        <message>
            <source>check the fio binary</source>
            <translation>fio の実行ファイルを確認してください</translation>
        </message>
        <message>
            <source>sample consumer failed: %1</source>
            <translation>サンプルの処理に失敗しました: %1</translation>
        </message>
        <message>
            <source>fio printed nothing for %1 s</source>
            <translation>fio は %1 秒間何も出力していません</translation>
        </message>
        <message>
            <source>  recovery: %1</source>
            <translation>  回復: %1</translation>
        </message>
        <message>
            <source>temperature: %1</source>
            <translation>温度: %1</translation>
        </message>
        <message>
            <source>temperature: not read (no hwmon sensor for this drive, and no smartctl)</source>
            <translation>温度: 読み取りなし（このドライブの hwmon センサーも smartctl もありません）</translation>
        </message>
        <message>
            <source>temperature: no reading came from %1</source>
            <translation>温度: %1 から読み取り値が届きませんでした</translation>
        </message>
        <message>
            <source>the sensor</source>
            <translation>センサー</translation>
        </message>
        <message>
            <source>no pass completed</source>
            <translation>完了したパスはありません</translation>
        </message>
        <message>
            <source>no cliff within %1 (%2)</source>
            <translation>%1 以内に書き込みクリフはありません（%2）</translation>
        </message>
        <message>
            <source>no cliff within %1</source>
            <translation>%1 以内に書き込みクリフはありません</translation>
        </message>
        <message>
            <source>cache %1 for %2, then %3</source>
            <translation>キャッシュ %1 が %2 続き、その後 %3</translation>
        </message>
        <message>
            <source>%1; %2 % back after %3 s idle</source>
            <translation>%1。%3 秒のアイドル後に %2 % 回復</translation>
        </message>
        <message>
            <source>%1 MB/s</source>
            <translation>%1 MB/s</translation>
        </message>
        <message>
            <source>readahead values must be 0 KiB or more</source>
            <translation>先読みの値は 0 KiB 以上でなければなりません</translation>
        </message>
        <message>
            <source>e.g. 0,128,512</source>
            <translation>例: 0,128,512</translation>
        </message>
        <message>
            <source>no block device with a readahead setting behind %1</source>
            <translation>%1 の背後に先読み設定を持つブロックデバイスがありません</translation>
        </message>
        <message>
            <source>choose a directory on a local disk, or the disk itself</source>
            <translation>ローカルディスク上のディレクトリか、ディスクそのものを選んでください</translation>
        </message>
        <message>
            <source>the cache experiment needs a directory for its test file</source>
            <translation>キャッシュ実験にはテストファイルを置くディレクトリが必要です</translation>
        </message>
        <message>
            <source>fio reported errors %1</source>
            <translation>fio がエラーを報告しました: %1</translation>
        </message>
        <message>
            <source>no rate-limited step finished</source>
            <translation>完了した制限付きステップはありません</translation>
        </message>
        <message>
            <source>mean latency %1 µs and every heavier step's over %2x the light load's %3 µs</source>
            <translation>平均レイテンシ %1 µs と、それより重いすべてのステップのレイテンシが軽負荷時の %3 µs の %2 倍を超えています</translation>
        </message>
        <message>
            <source>achieved %1 of %2 IOPS offered</source>
            <translation>要求 %2 IOPS のうち %1 を達成</translation>
        </message>
        <message>
            <source>the lightest step already bent: %1</source>
            <translation>最も軽いステップですでに曲がりました: %1</translation>
        </message>
        <message>
            <source>the next step (%1) bent: %2</source>
            <translation>次のステップ（%1）で曲がりました: %2</translation>
        </message>
        <message>
            <source>latency followed the load up to the last step: no knee within the steps</source>
            <translation>レイテンシは最後のステップまで負荷に沿っていました: ステップ内にニーはありません</translation>
        </message>
        <message>
            <source>cannot read latency %1</source>
            <translation>レイテンシ %1 を読み取れません</translation>
        </message>
        <message>
            <source>use e.g. 500us, 2ms or 500 (µs)</source>
            <translation>例: 500us、2ms、500（µs）のように指定してください</translation>
        </message>
        <message>
            <source>latency %1 is out of range</source>
            <translation>レイテンシ %1 は範囲外です</translation>
        </message>
        <message>
            <source>give a latency above 0 and at most 1 h</source>
            <translation>0 より大きく 1 時間以下のレイテンシを指定してください</translation>
        </message>
        <message>
            <source>cannot read steps %1</source>
            <translation>ステップ %1 を読み取れません</translation>
        </message>
        <message>
            <source>use percentages of the maximum, e.g. 10,50,90,110</source>
            <translation>最大値に対する割合で指定してください。例: 10,50,90,110</translation>
        </message>
        <message>
            <source>steps %1 are out of range</source>
            <translation>ステップ %1 は範囲外です</translation>
        </message>
        <message>
            <source>give 1 to 50 percentages above 0 and at most 200</source>
            <translation>0 より大きく 200 以下の割合を 1〜50 個指定してください</translation>
        </message>
        <message>
            <source>the unthrottled step did not finish: no steps</source>
            <translation>制限なしのステップが完了しませんでした: ステップなし</translation>
        </message>
        <message>
            <source>the unthrottled step did no I/O: no steps</source>
            <translation>制限なしのステップは I/O を行いませんでした: ステップなし</translation>
        </message>
        <message>
            <source>step %1 did not finish: the curve ends before it</source>
            <translation>ステップ %1 が完了しませんでした: 曲線はその手前で終わります</translation>
        </message>
        <message>
            <source>knee: %1 IOPS at step %2 (%3)</source>
            <translation>ニー: ステップ %2 で %1 IOPS（%3）</translation>
        </message>
        <message>
            <source>knee: none found (%1)</source>
            <translation>ニー: 見つかりません（%1）</translation>
        </message>
        <message>
            <source>no steps</source>
            <translation>ステップなし</translation>
        </message>
        <message>
            <source>highest IOPS with p99 under %1 µs: %2</source>
            <translation>p99 が %1 µs 未満での最高 IOPS: %2</translation>
        </message>
        <message>
            <source>%1 (step %2, p99 %3 µs)</source>
            <translation>%1（ステップ %2、p99 %3 µs）</translation>
        </message>
        <message>
            <source>none of the steps held it</source>
            <translation>どのステップもそれを満たしませんでした</translation>
        </message>
        <message>
            <source>unknown peak test %1</source>
            <translation>不明なピークテスト %1</translation>
        </message>
        <message>
            <source>one of %1</source>
            <translation>次のいずれか: %1</translation>
        </message>
        <message>
            <source>no peak test named</source>
            <translation>ピークテストが指定されていません</translation>
        </message>
        <message>
            <source>loops must be 1..20</source>
            <translation>回数は 1..20 でなければなりません</translation>
        </message>
        <message>
            <source>unknown suite %1</source>
            <translation>不明なスイート %1</translation>
        </message>
        <message>
            <source>choose one of %1</source>
            <translation>次のいずれかを選んでください: %1</translation>
        </message>
        <message>
            <source>size and runtime must be positive</source>
            <translation>サイズと実行時間は正の値でなければなりません</translation>
        </message>
        <message>
            <source>jobs %1 must be 1..1024</source>
            <translation>ジョブ数 %1 は 1..1024 でなければなりません</translation>
        </message>
        <message>
            <source>e.g. %1</source>
            <translation>例: %1</translation>
        </message>
        <message>
            <source>%1 jobs (cores - 2), one file per job, %2, %3, %4</source>
            <translation>%1 ジョブ（コア数 - 2）、ジョブごとに 1 ファイル、%2、%3、%4</translation>
        </message>
        <message>
            <source>process counts must be 1..256</source>
            <translation>プロセス数は 1..256 でなければなりません</translation>
        </message>
        <message>
            <source>processes %1; one file per process; %2, %3</source>
            <translation>プロセス数 %1、プロセスごとに 1 ファイル、%2、%3</translation>
        </message>
        <message>
            <source>4 jobs (fio processes), %1, one shared file or the raw device</source>
            <translation>4 ジョブ（fio プロセス）、%1、共有の 1 ファイルまたは生デバイス</translation>
        </message>
        <message>
            <source>direct</source>
            <translation>ダイレクト</translation>
        </message>
        <message>
            <source>buffered</source>
            <translation>バッファード</translation>
        </message>
        <message>
            <source>block-size sweep bounds must be powers of two, smallest first</source>
            <translation>ブロックサイズ掃引の範囲は 2 のべき乗で、小さい方を先に指定してください</translation>
        </message>
        <message>
            <source>%1 to %2, queue depth %3</source>
            <translation>%1 から %2、キュー深度 %3</translation>
        </message>
        <message>
            <source>%1 to %2, queue depth %3 (the device's logical sector is %4 B: direct I/O cannot go below it)</source>
            <translation>%1 から %2、キュー深度 %3（デバイスの論理セクターは %4 B で、ダイレクト I/O はそれより小さくできません）</translation>
        </message>
        <message>
            <source>unknown mode %1</source>
            <translation>不明なモード %1</translation>
        </message>
        <message>
            <source>mix %1 must be the percent of reads, 0..100</source>
            <translation>比率 %1 は読み込みの割合（0..100）でなければなりません</translation>
        </message>
        <message>
            <source>unknown test data %1</source>
            <translation>不明なテストデータ %1</translation>
        </message>
        <message>
            <source>loops must be 1..%1</source>
            <translation>回数は 1..%1 でなければなりません</translation>
        </message>
        <message>
            <source>unknown settings %1</source>
            <translation>不明な設定 %1</translation>
        </message>
        <message>
            <source>pause %1 s must be 0..%2 s</source>
            <translation>一時停止 %1 秒は 0..%2 秒でなければなりません</translation>
        </message>
        <message>
            <source>e.g. %1, as CrystalDiskMark</source>
            <translation>例: %1（CrystalDiskMark と同じ）</translation>
        </message>
        <message>
            <source>unknown order %1</source>
            <translation>不明な順序 %1</translation>
        </message>
        <message>
            <source>unknown preset %1</source>
            <translation>不明なプロファイル %1</translation>
        </message>
        <message>
            <source>unknown test in %1</source>
            <translation>%1 に不明なテストがあります</translation>
        </message>
        <message>
            <source>choose from %1</source>
            <translation>次から選んでください: %1</translation>
        </message>
        <message>
            <source>cells, bursts and histogram points must last at least 1 s</source>
            <translation>セル、バースト、ヒストグラムの点は 1 秒以上でなければなりません</translation>
        </message>
        <message>
            <source>HIR rounds need a cell, XSR a thread and a queue depth of at least 1</source>
            <translation>HIR のラウンドには 1 つ以上のセルが、XSR には 1 以上のスレッド数とキュー深度が必要です</translation>
        </message>
        <message>
            <source>the time limit must be positive</source>
            <translation>制限時間は正の値でなければなりません</translation>
        </message>
        <message>
            <source>rounds must be 2..25 and at least the window</source>
            <translation>ラウンド数は 2..25 で、ウィンドウ以上でなければなりません</translation>
        </message>
        <message>
            <source>purge needs a raw device; a test file is simply recreated</source>
            <translation>パージには生デバイスが必要です。テストファイルは単に作り直されます</translation>
        </message>
        <message>
            <source>the span must be at least 1 MiB (XSR writes 1 MiB blocks)</source>
            <translation>範囲は 1 MiB 以上でなければなりません（XSR は 1 MiB のブロックを書き込みます）</translation>
        </message>
        <message>
            <source>HIR needs at least one burst per wait state and no negative wait</source>
            <translation>HIR には待機状態ごとに 1 つ以上のバーストが必要で、負の待機時間は使えません</translation>
        </message>
        <message>
            <source>DIRTH needs thread counts, queue depths and a read share of 0..100 %</source>
            <translation>DIRTH にはスレッド数、キュー深度、0..100 % の読み込み比率が必要です</translation>
        </message>
        <message>
            <source>DIRTH's block size must be a multiple of 512 bytes and its pre-writes not negative</source>
            <translation>DIRTH のブロックサイズは 512 バイトの倍数で、事前書き込みは負にできません</translation>
        </message>
        <message>
            <source>%1 has no seed document to run as published: %2 applies to %3 (and %4)</source>
            <translation>%1 には公開どおりに実行できる元文書がありません: %2 が使えるのは %3（と %4）です</translation>
        </message>
        <message>
            <source>leave out %1</source>
            <translation>%1 を外してください</translation>
        </message>
        <message>
            <source>%1 runs on this machine, as its seed did; only scaling (seed 002's clients x processes matrix) runs on fio servers (%2)</source>
            <translation>%1 は元文書と同じくこのマシンで実行されます。fio サーバー（%2）で実行できるのは scaling（seed 002 のクライアント x プロセスのマトリクス）だけです</translation>
        </message>
        <message>
            <source>leave out %1, or leave out %2 to run the plan on fio servers</source>
            <translation>%1 を外すか、計画を fio サーバーで実行するなら %2 を外してください</translation>
        </message>
        <message>
            <source>%1 runs on a raw device, as seed 003's jobs did</source>
            <translation>%1 は seed 003 のジョブと同じく生デバイスで実行されます</translation>
        </message>
        <message>
            <source>give a device and the data-loss confirmation, or leave out %1 to use a test file</source>
            <translation>デバイスとデータ消去の確認を指定するか、テストファイルを使うなら %1 を外してください</translation>
        </message>
        <message>
            <source>%1 timed tests of %2 s, %3</source>
            <translation>%2 秒の時間指定テスト %1 件、%3</translation>
        </message>
        <message>
            <source>%1, plus %2: as long as the target takes</source>
            <translation>%1、さらに %2（ターゲット次第の時間）</translation>
        </message>
        <message>
            <source>for each of the %1 clients rows %2; %3 timed in all</source>
            <translation>%1 行のクライアント行それぞれで %2。時間指定は合計 %3</translation>
        </message>
        <message>
            <source>%1 of test files in %2 on each host (its fio checks the space)</source>
            <translation>各ホストの %2 にテストファイル %1（空き容量はそのホストの fio が確認します）</translation>
        </message>
        <message>
            <source>no test files; the raw device %1 is written, all %2 of it</source>
            <translation>テストファイルなし。生デバイス %1 の %2 全体に書き込みます</translation>
        </message>
        <message>
            <source>%1 of test files in a private directory of %2 (%3 free)</source>
            <translation>%2 の専用ディレクトリにテストファイル %1（空き %3）</translation>
        </message>
        <message>
            <source>duration: %1</source>
            <translation>所要時間: %1</translation>
        </message>
        <message>
            <source>disk space: %1</source>
            <translation>ディスク容量: %1</translation>
        </message>
        <message>
            <source>note: %1</source>
            <translation>注記: %1</translation>
        </message>
        <message>
            <source>a run that writes may open only the confirmed devices, not %1</source>
            <translation>書き込む実行は確認済みのデバイスしか開けません。%1 は開けません</translation>
        </message>
        <message>
            <source>confirm it too, or read it in a run of its own</source>
            <translation>それも確認するか、別の実行で読み込んでください</translation>
        </message>
        <message>
            <source>unknown steady-state test %1</source>
            <translation>不明な定常状態テスト %1</translation>
        </message>
        <message>
            <source>no steady-state test given</source>
            <translation>定常状態テストが指定されていません</translation>
        </message>
        <message>
            <source>cell duration must be at least 1 s</source>
            <translation>セルの時間は 1 秒以上でなければなりません</translation>
        </message>
        <message>
            <source>queue depth %1 and threads %2 must be 1..65536 and 1..1024</source>
            <translation>キュー深度 %1 とスレッド数 %2 はそれぞれ 1..65536 と 1..1024 でなければなりません</translation>
        </message>
        <message>
            <source>rounds must be 1..25 and at least the window (5)</source>
            <translation>ラウンド数は 1..25 で、ウィンドウ（5）以上でなければなりません</translation>
        </message>
        <message>
            <source>write saturation needs a capacity multiple above 0 and at least 1 s</source>
            <translation>書き込み飽和には 0 より大きい容量の倍数と 1 秒以上の時間が必要です</translation>
        </message>
        <message>
            <source>span %1 bytes is smaller than the largest block size (%2)</source>
            <translation>範囲 %1 バイトは最大のブロックサイズ（%2）より小さいです</translation>
        </message>
        <message>
            <source>set Span to at least %1</source>
            <translation>範囲を %1 以上にしてください</translation>
        </message>
        <message>
            <source>the %1 matrix must include its tracking workload (%2): keep 0% reads and %3 in it</source>
            <translation>%1 のマトリクスには追跡ワークロード（%2）が必要です。読み込み 0% と %3 を残してください</translation>
        </message>
        <message>
            <source>%1x the user capacity written (%2 in %3 rounds, %4 of writing): the capacity limit ended it</source>
            <translation>ユーザー容量の %1 倍を書き込みました（%3 ラウンドで %2、書き込み %4）。容量の上限で終了しました</translation>
        </message>
        <message>
            <source>%1 of writing reached with %2 written (%3x the user capacity): the time limit ended it</source>
            <translation>書き込み %1 に達しました（書き込み量 %2、ユーザー容量の %3 倍）。時間の上限で終了しました</translation>
        </message>
        <message>
            <source>not steady after %1 rounds</source>
            <translation>%1 ラウンド後も定常状態になりません</translation>
        </message>
        <message>
            <source>rounds %1-%2</source>
            <translation>ラウンド %1-%2</translation>
        </message>
        <message>
            <source>round %1</source>
            <translation>ラウンド %1</translation>
        </message>
        <message>
            <source>rounds %1</source>
            <translation>ラウンド %1</translation>
        </message>
        <message>
            <source>no tracking value in %1; %2 had one: the window (rounds %3-%4) is incomplete</source>
            <translation>%1 に追跡値がありません（%2 にはあります）。ウィンドウ（ラウンド %3-%4）は不完全です</translation>
        </message>
        <message>
            <source>no tracking value in %1: the window (rounds %2-%3) is incomplete</source>
            <translation>%1 に追跡値がありません。ウィンドウ（ラウンド %2-%3）は不完全です</translation>
        </message>
        <message>
            <source>no tracking value in %1: the window (rounds %2-%3) is incomplete; used %4</source>
            <translation>%1 に追跡値がありません。ウィンドウ（ラウンド %2-%3）は不完全です。使用: %4</translation>
        </message>
        <message>
            <source>no I/O in rounds %1-%2 (all values are 0): a device doing no I/O is never steady</source>
            <translation>ラウンド %1-%2 で I/O がありません（すべての値が 0）。I/O を行わないデバイスは定常状態になりません</translation>
        </message>
        <message>
            <source>no run %1 in %2</source>
            <translation>%2 に実行 %1 はありません</translation>
        </message>
        <message>
            <source>see %1</source>
            <translation>%1 を参照してください</translation>
        </message>
        <message>
            <source>run %1 is a %2 run, not a steady-state run</source>
            <translation>実行 %1 は %2 の実行で、定常状態の実行ではありません</translation>
        </message>
        <message>
            <source>run %1 is %2; only partial, cancelled or failed runs can be resumed</source>
            <translation>実行 %1 は %2 です。再開できるのは途中・中止・失敗した実行だけです</translation>
        </message>
        <message>
            <source>run %1's steady-state settings cannot be read (%2)</source>
            <translation>実行 %1 の定常状態の設定を読み取れません（%2）</translation>
        </message>
        <message>
            <source>start a new run</source>
            <translation>新しい実行を開始してください</translation>
        </message>
        <message>
            <source>Block size</source>
            <translation>ブロックサイズ</translation>
        </message>
        <message>
            <source>Average IOPS vs. block size and R/W mix %</source>
            <translation>ブロックサイズと読み書き比率 % ごとの平均 IOPS</translation>
        </message>
        <message>
            <source>Average MB/s vs. block size and R/W</source>
            <translation>ブロックサイズと読み書きごとの平均 MB/s</translation>
        </message>
        <message>
            <source>Read</source>
            <translation>読み込み</translation>
        </message>
        <message>
            <source>Write</source>
            <translation>書き込み</translation>
        </message>
        <message>
            <source>Average latency (ms) vs. block size and R/W mix %</source>
            <translation>ブロックサイズと読み書き比率 % ごとの平均レイテンシ (ms)</translation>
        </message>
        <message>
            <source>Max latency (ms) vs. block size and R/W mix %</source>
            <translation>ブロックサイズと読み書き比率 % ごとの最大レイテンシ (ms)</translation>
        </message>
        <message>
            <source>%1 µs</source>
            <translation>%1 µs</translation>
        </message>
        <message>
            <source>%1 IOPS</source>
            <translation>%1 IOPS</translation>
        </message>
        <message>
            <source>size %1 is smaller than the block size %2 of %3</source>
            <translation>サイズ %1 は %3 のブロックサイズ %2 より小さいです</translation>
        </message>
        <message>
            <source>set Size to at least %1</source>
            <translation>サイズを %1 以上にしてください</translation>
        </message>
        <message>
            <source>unknown engine %1</source>
            <translation>不明なエンジン %1</translation>
        </message>
        <message>
            <source>mode, mix, test data and loops apply to the presets (%1), not to the test plan %2</source>
            <translation>モード、比率、テストデータ、回数はプロファイル（%1）に適用され、テスト計画 %2 には適用されません</translation>
        </message>
        <message>
            <source>leave them out, or choose a preset</source>
            <translation>それらを指定しないか、プロファイルを選んでください</translation>
        </message>
        <message>
            <source>%1 runs the seed's own parameters: %2 would change them</source>
            <translation>%1 は元の文書自身のパラメーターで実行します: %2 はそれを変えてしまいます</translation>
        </message>
        <message>
            <source>leave them out, or leave out %1</source>
            <translation>それらを外すか、%1 を外してください</translation>
        </message>
        <message>
            <source>leave it out, or leave out %1</source>
            <translation>それを外すか、%1 を外してください</translation>
        </message>
        <message>
            <source>%1 runs on files in a directory, as its seed did; %2 is a device</source>
            <translation>%1 は元文書と同じくディレクトリ内のファイルで実行されます。%2 はデバイスです</translation>
        </message>
        <message>
            <source>%1 runs on a raw device, as its seed did; %2 is not a device</source>
            <translation>%1 は元文書と同じく生デバイスで実行されます。%2 はデバイスではありません</translation>
        </message>
        <message>
            <source>give %1 or leave out %2</source>
            <translation>%1 を指定するか、%2 を外してください</translation>
        </message>
        <message>
            <source>the plan of %1 needs %2 as published; leave out %3 to run with a smaller Size</source>
            <translation>%1 の計画は公開どおりでは %2 必要です。小さいサイズで実行するには %3 を外してください</translation>
        </message>
        <message>
            <source>%1 on fio servers runs on files in a directory, as its seed did</source>
            <translation>fio サーバーでの %1 は元文書と同じくディレクトリ内のファイルで実行されます</translation>
        </message>
        <message>
            <source>give %1 as the servers see it</source>
            <translation>サーバーから見た %1 を指定してください</translation>
        </message>
        <message>
            <source>give %1: a directory or device path as the servers see it</source>
            <translation>%1 を指定してください: サーバーから見たディレクトリまたはデバイスのパス</translation>
        </message>
        <message>
            <source>with %1, the Target is the directory for the job's files; %2 is not a directory</source>
            <translation>%1 では、ターゲットはジョブのファイルを置くディレクトリです。%2 はディレクトリではありません</translation>
        </message>
        <message>
            <source>target %1 does not exist</source>
            <translation>ターゲット %1 は存在しません</translation>
        </message>
        <message>
            <source>target %1 is neither a directory nor a block device</source>
            <translation>ターゲット %1 はディレクトリでもブロックデバイスでもありません</translation>
        </message>
        <message>
            <source>%1 runs on a raw device, as %2's did; %3 is a directory</source>
            <translation>%1 は %2 と同じく生デバイスで実行されます。%3 はディレクトリです</translation>
        </message>
        <message>
            <source>give a raw device and the data-loss confirmation, or leave out %1</source>
            <translation>生デバイスとデータ消去の確認を指定するか、%1 を外してください</translation>
        </message>
        <message>
            <source>a span of %1 % is not a share of the device</source>
            <translation>%1 % の範囲はデバイスの割合として成り立ちません</translation>
        </message>
        <message>
            <source>give 0 &lt; % &lt;= 100</source>
            <translation>0 &lt; % &lt;= 100 で指定してください</translation>
        </message>
        <message>
            <source>a span of %1 is larger than %2 (%3)</source>
            <translation>範囲 %1 は %2（%3）より大きいです</translation>
        </message>
        <message>
            <source>give at most the device's size (or leave Span out for the whole device)</source>
            <translation>デバイスの容量以下を指定してください（デバイス全体なら範囲を空欄に）</translation>
        </message>
        <message>
            <source>%1 run as a run of their own</source>
            <translation>%1 は単独の実行として実行されます</translation>
        </message>
        <message>
            <source>give them without the other steady-state tests (run those separately)</source>
            <translation>ほかの定常状態テストを含めずに指定してください（それらは別に実行します）</translation>
        </message>
        <message>
            <source>%1 and %2 choose DIRTH's read share and block size: one value each</source>
            <translation>%1 と %2 は DIRTH の読み込み比率とブロックサイズを選びます。それぞれ 1 つの値を指定してください</translation>
        </message>
        <message>
            <source>the cache experiment needs a directory</source>
            <translation>キャッシュ実験にはディレクトリが必要です</translation>
        </message>
        <message>
            <source>give %1 for the raw run</source>
            <translation>直接読み込みの実行には %1 を指定してください</translation>
        </message>
        <message>
            <source>no block device behind %1 to read raw</source>
            <translation>%1 の背後に直接読み込めるブロックデバイスがありません</translation>
        </message>
        <message>
            <source>an experiment needs a planned target</source>
            <translation>実験には計画済みのターゲットが必要です</translation>
        </message>
        <message>
            <source>the %1 sets the device's readahead itself</source>
            <translation>%1 はデバイスの先読みを自ら設定します</translation>
        </message>
        <message>
            <source>leave the run's readahead empty (the device's own)</source>
            <translation>実行の先読みを空欄（デバイス自身の設定）にしてください</translation>
        </message>
        <message>
            <source>a host is named twice</source>
            <translation>同じホストが 2 回指定されています</translation>
        </message>
        <message>
            <source>the run was stopped; its next test was not started</source>
            <translation>実行は停止しました。次のテストは開始されていません</translation>
        </message>
        <message>
            <source>this filesystem does not support direct I/O (tmpfs, some FUSE and network filesystems); choose another directory or turn off Direct I/O</source>
            <translation>このファイルシステムはダイレクト I/O に対応していません（tmpfs、一部の FUSE やネットワークファイルシステム）。別のディレクトリを選ぶか、ダイレクト I/O をオフにしてください</translation>
        </message>
        <message>
            <source>you lack permission for this target; choose a directory you can write to, or grant access to the device</source>
            <translation>このターゲットへの権限がありません。書き込めるディレクトリを選ぶか、デバイスへのアクセスを許可してください</translation>
        </message>
        <message>
            <source>the target is full; free space or use a smaller Size</source>
            <translation>ターゲットがいっぱいです。空き容量を増やすか、サイズを小さくしてください</translation>
        </message>
        <message>
            <source>the target path does not exist</source>
            <translation>ターゲットのパスは存在しません</translation>
        </message>
        <message>
            <source>the target is read-only; choose a writable directory</source>
            <translation>ターゲットは読み取り専用です。書き込めるディレクトリを選んでください</translation>
        </message>
        <message>
            <source>this I/O engine is not available here; pick another (e.g. psync)</source>
            <translation>この I/O エンジンはここでは使えません。別のものを選んでください（例: psync）</translation>
        </message>
        <message>
            <source>the device is in use (mounted or held by another program)</source>
            <translation>デバイスは使用中です（マウント中か、別のプログラムが使用しています）</translation>
        </message>
        <message>
            <source>this run may write only its own directory and the devices confirmed with the data-loss confirmation; a job file's files go in its own directory (relative names)</source>
            <translation>この実行が書き込めるのは専用のディレクトリと、データ消去の確認で確認したデバイスだけです。ジョブファイルのファイルは専用のディレクトリに置いてください（相対名）</translation>
        </message>
        <message>
            <source>Fioscope's sandbox: %1</source>
            <translation>Fioscope のサンドボックス: %1</translation>
        </message>
        <message>
            <source>fio failed: %1</source>
            <translation>fio が失敗しました: %1</translation>
        </message>
        <message>
            <source>see fio's messages under details</source>
            <translation>詳細にある fio のメッセージを見てください</translation>
        </message>
        <message>
            <source>fio failed: exit code %1</source>
            <translation>fio が失敗しました: 終了コード %1</translation>
        </message>
        <message>
            <source>cannot read %1 %2</source>
            <translation>%1 %2 を読み取れません</translation>
        </message>
        <message>
            <source>use e.g. %1</source>
            <translation>例: %1 のように指定してください</translation>
        </message>
        <message>
            <source>a block device</source>
            <translation>ブロックデバイス</translation>
        </message>
        <message>
            <source>a character device</source>
            <translation>キャラクターデバイス</translation>
        </message>
        <message>
            <source>a FIFO</source>
            <translation>FIFO</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>ソケット</translation>
        </message>
        <message>
            <source>after %1 s idle %2 of the first pass's %3 came back (%4): a full recovery takes longer</source>
            <translation>%1 秒のアイドル後、1 回目のパスの %3 のうち %2 が回復 (%4): 完全な回復にはもっと時間がかかります</translation>
        </message>
        <message>
            <source>after %1 s idle %2 ran at cache speed, more than the first pass's %3: the first pass's fall was not only its cache running out (a cache sized by free space, or other I/O on the drive)</source>
            <translation>%1 秒のアイドル後、%2 がキャッシュ速度で書き込まれ、1 回目のパスの %3 を上回りました: 1 回目のパスの低下はキャッシュ切れだけではありません (空き容量で大きさが決まるキャッシュ、またはドライブ上の他の I/O)</translation>
        </message>
        <message>
            <source>too few intervals to tell (none): the pass ended before fio's first status report; write a larger span</source>
            <translation>判定するには区間が少なすぎます (なし): fio の最初の状態報告の前にパスが終わりました。より大きな範囲を書き込んでください</translation>
        </message>
        <message>
            <source>%1 (the speed varied by %2 %)</source>
            <translation>%1 (速度の変動は %2 %)</translation>
        </message>
        <message>
            <source>%1 after %2</source>
            <translation>%2 以降 %1</translation>
        </message>
        <message>
            <source>%1 at %2</source>
            <translation>%2 で %1</translation>
        </message>
        <message>
            <source>%1, falling over %2</source>
            <translation>%1、%2 にわたって低下</translation>
        </message>
        <message>
            <source>%1; then %2</source>
            <translation>%1。その後 %2</translation>
        </message>
        <message>
            <source>after %1 s idle the cache had not come back (%2): it needs a longer pause (or the drive frees it only when it is nearly empty or trimmed)</source>
            <translation>%1 秒のアイドル後もキャッシュは回復していません (%2): もっと長い休止が必要です (またはドライブがほぼ空か TRIM 後にしか解放しません)</translation>
        </message>
        <message>
            <source>after %1 s idle the cache was back: %2 at cache speed (%3)</source>
            <translation>%1 秒のアイドル後にキャッシュが回復: %2 をキャッシュ速度で書き込み (%3)</translation>
        </message>
        <message>
            <source>cliff after %1 (%2 s): %3 in the cache, %4 after it (%5)</source>
            <translation>%1 (%2 秒) で書き込みクリフ: キャッシュ内 %3、その後 %4 (%5)</translation>
        </message>
        <message>
            <source>first %1 intervals</source>
            <translation>最初の %1 区間</translation>
        </message>
        <message>
            <source>first interval</source>
            <translation>最初の区間</translation>
        </message>
        <message>
            <source>no cliff in the first pass: nothing to recover</source>
            <translation>1 回目のパスに書き込みクリフはありません: 回復するものはありません</translation>
        </message>
        <message>
            <source>no cliff to measure: %1 over %2, but the %3 ran faster (%4): a cache of %5 or less, too small for this interval (a shorter %6 shows more)</source>
            <translation>測定できる書き込みクリフはありません: %2 にわたり %1。ただし%3はより速く (%4): %5 以下のキャッシュで、この区間には小さすぎます (より短い %6 でさらに見えます)</translation>
        </message>
        <message>
            <source>no cliff: %1 held over all %2; a write cache, if any, is larger than that: try a larger Size</source>
            <translation>書き込みクリフなし: %2 全体で %1 を維持。書き込みキャッシュがあるならそれより大きいので、より大きなサイズを試してください</translation>
        </message>
        <message>
            <source>no cliff: the speed changed (%1) but did not fall and stay down; median %2 over %3</source>
            <translation>書き込みクリフなし: 速度は変化しました (%1) が、低下したままにはなりませんでした。%3 にわたる中央値 %2</translation>
        </message>
        <message>
            <source>too few intervals to tell (%1): %2 took %3 s at %4 in intervals of %5 s; at that speed the cliff needs a span of at least %6</source>
            <translation>判定するには区間が少なすぎます (%1): %2 に %4 で %3 秒 (区間 %5 秒)。この速度では書き込みクリフに少なくとも %6 の範囲が必要です</translation>
        </message>
        <message>
            <source>a directory</source>
            <translation>ディレクトリ</translation>
        </message>
        <message>
            <source>give the name of a regular file</source>
            <translation>通常のファイルの名前を指定してください</translation>
        </message>
        <message>
            <source>cannot write %1: %2</source>
            <translation>%1 に書き込めません: %2</translation>
        </message>
        <message>
            <source>choose another name: Fioscope never replaces its own files</source>
            <translation>別の名前を選んでください。Fioscope は自身のファイルを置き換えません</translation>
        </message>
        <message>
            <source>cannot write %1: it is a link to %2, %3</source>
            <translation>%1 に書き込めません: %2（%3）へのリンクです</translation>
        </message>
        <message>
            <source>cannot write %1: it is %2</source>
            <translation>%1 に書き込めません: %2 です</translation>
        </message>
        <message>
            <source>fio's %1 MB/s is %2x what the device (%3) read meanwhile (%4 MB/s): the page cache answered the reads</source>
            <translation>fio の %1 MB/s は、その間にデバイス（%3）が読み取った量（%4 MB/s）の %2 倍です: 読み取りに応えたのはページキャッシュです</translation>
        </message>
        <message>
            <source>fio's %1 MB/s is far above what the device (%2) read meanwhile (%3 MB/s): the page cache answered the reads</source>
            <translation>fio の %1 MB/s は、その間にデバイス（%2）が読み取った量（%3 MB/s）を大きく上回ります: 読み取りに応えたのはページキャッシュです</translation>
        </message>
        <message>
            <source>fio's %1 MB/s is %2x what the device (%3) wrote meanwhile (%4 MB/s): the page cache took the writes</source>
            <translation>fio の %1 MB/s は、その間にデバイス（%3）が書き込んだ量（%4 MB/s）の %2 倍です: 書き込みを受け取ったのはページキャッシュです</translation>
        </message>
        <message>
            <source>fio's %1 MB/s is far above what the device (%2) wrote meanwhile (%3 MB/s): the page cache took the writes</source>
            <translation>fio の %1 MB/s は、その間にデバイス（%2）が書き込んだ量（%3 MB/s）を大きく上回ります: 書き込みを受け取ったのはページキャッシュです</translation>
        </message>
        <message>
            <source>%1; %2</source>
            <translation>%1。%2</translation>
        </message>
        <message>
            <source>no block device behind this target: cache effects cannot be measured</source>
            <translation>このターゲットの背後にブロックデバイスがありません: キャッシュの影響は測れません</translation>
        </message>
        <message>
            <source>fio's null engine moves no data: neither RAM nor a disk is measured</source>
            <translation>fio の null エンジンはデータを動かしません: RAM もディスクも測っていません</translation>
        </message>
        <message>
            <source>fio issued %1 writes, the device (%2) saw %3</source>
            <translation>fio が発行した書き込みは %1 回、デバイス（%2）が受けたのは %3 回</translation>
        </message>
        <message>
            <source>fio issued %1 reads, the device (%2) saw %3 (average device read %4 KiB)</source>
            <translation>fio が発行した読み取りは %1 回、デバイス（%2）が受けたのは %3 回（デバイスの平均読み取り %4 KiB）</translation>
        </message>
        <message>
            <source>fio issued %1 reads, the device (%2) saw %3</source>
            <translation>fio が発行した読み取りは %1 回、デバイス（%2）が受けたのは %3 回</translation>
        </message>
        <message>
            <source>%1% of the bytes read came from RAM, not the disk</source>
            <translation>読み取ったバイトの %1% はディスクではなく RAM から来ました</translation>
        </message>
        <message>
            <source>the device also served other reads meanwhile (%1 more than fio issued): on a busy disk these counts are approximate</source>
            <translation>デバイスはその間に他の読み取りも処理しました（fio の発行より %1 回多い）: 使用中のディスクではこれらの回数は概算です</translation>
        </message>
        <message>
            <source>%1% of the bytes written were still in RAM when the test ended</source>
            <translation>書き込んだバイトの %1% はテスト終了時にまだ RAM にありました</translation>
        </message>
        <message>
            <source>the device also wrote %1 MiB that fio did not (other I/O, or filesystem metadata): these counts are approximate</source>
            <translation>デバイスは fio 以外の %1 MiB も書き込みました（他の I/O またはファイルシステムのメタデータ）: これらの回数は概算です</translation>
        </message>
        <message>
            <source>no I/O</source>
            <translation>I/O なし</translation>
        </message>
        <message>
            <source>spread the load over more jobs (%1), use io_uring with fixed buffers (%2) and direct I/O, and keep other programs off the CPUs</source>
            <translation>負荷をより多くのジョブに分け（%1）、固定バッファ付きの io_uring（%2）とダイレクト I/O を使い、他のプログラムに CPU を使わせないでください</translation>
        </message>
        <message>
            <source>copy-on-write, checksums, maybe compression</source>
            <translation>コピーオンライト、チェックサム、場合により圧縮</translation>
        </message>
        <message>
            <source>log-structured, copy-on-write</source>
            <translation>ログ構造、コピーオンライト</translation>
        </message>
        <message>
            <source>log-structured, maybe compression</source>
            <translation>ログ構造、場合により圧縮</translation>
        </message>
        <message>
            <source>copy-on-write metadata, integrity streams</source>
            <translation>コピーオンライトのメタデータ、整合性ストリーム</translation>
        </message>
        <message>
            <source>%1 GiB</source>
            <translation>%1 GiB</translation>
        </message>
        <message>
            <source>%1 MiB</source>
            <translation>%1 MiB</translation>
        </message>
        <message>
            <source>the device (%1) also read and wrote more than fio did: another process (or filesystem writeback) used the disk</source>
            <translation>デバイス（%1）は fio より多く読み書きしました: 別のプロセス（またはファイルシステムの書き戻し）がディスクを使っていました</translation>
        </message>
        <message>
            <source>stop what else uses the disk, or test an idle disk</source>
            <translation>ディスクを使っている他のものを止めるか、アイドル状態のディスクでテストしてください</translation>
        </message>
        <message>
            <source>the test file is on %1 (%2): the filesystem's work is in the figure</source>
            <translation>テストファイルは %1 上にあります（%2）: ファイルシステムの処理が数値に含まれます</translation>
        </message>
        <message>
            <source>test a raw device or a file on ext4/xfs/NTFS, or turn copy-on-write off for the test file (%1 on btrfs)</source>
            <translation>raw デバイスか ext4/xfs/NTFS 上のファイルでテストするか、テストファイルのコピーオンライトを無効にしてください（btrfs では %1）</translation>
        </message>
        <message>
            <source>a buffered read and write of %1, smaller than RAM (%2): the page cache can answer its reads and absorb its writes</source>
            <translation>RAM（%2）より小さい %1 のバッファード読み書き: ページキャッシュが読み取りに応え、書き込みを吸収できます</translation>
        </message>
        <message>
            <source>use direct I/O, or a test file larger than RAM</source>
            <translation>ダイレクト I/O を使うか、RAM より大きなテストファイルを使ってください</translation>
        </message>
        <message>
            <source>%1 % of the bytes read came from RAM (the page cache), not the disk</source>
            <translation>読み取ったバイトの %1 % はディスクではなく RAM（ページキャッシュ）から来ました</translation>
        </message>
        <message>
            <source>%1 % of the bytes written were still in RAM when the test ended</source>
            <translation>書き込んだバイトの %1 % はテスト終了時にまだ RAM にありました</translation>
        </message>
        <message>
            <source>%1 IOPS asked, %2 done</source>
            <translation>%1 IOPS を要求、%2 を達成</translation>
        </message>
        <message>
            <source>%1 MB/s asked, %2 done</source>
            <translation>%1 MB/s を要求、%2 を達成</translation>
        </message>
        <message>
            <source>the device held it below the job's %1 (%2, %3 %; a rate limit holds a figure within %4 % of it)</source>
            <translation>デバイスがジョブの %1 より低く抑えました（%2、%3 %。レート制限なら数値はその %4 % 以内に収まります）</translation>
        </message>
        <message>
            <source>the device was saturated at the job's %1 (%2; fio's jobs kept %3 of their %4 I/Os in flight on average)</source>
            <translation>デバイスはジョブの %1 で飽和していました（%2。fio のジョブは平均で %4 個中 %3 個の I/O を発行中に保っていました）</translation>
        </message>
        <message>
            <source>the drive %1</source>
            <translation>ドライブ: %1</translation>
        </message>
        <message>
            <source>cool the drive (airflow, a heatsink), or run shorter tests with pauses</source>
            <translation>ドライブを冷やす（エアフロー、ヒートシンク）か、休止を挟んだ短いテストにしてください</translation>
        </message>
        <message>
            <source>the device (%1) also read more than fio did: another process (or filesystem writeback) used the disk</source>
            <translation>デバイス（%1）は fio より多く読み取りました: 別のプロセス（またはファイルシステムの書き戻し）がディスクを使っていました</translation>
        </message>
        <message>
            <source>the device (%1) also wrote more than fio did: another process (or filesystem writeback) used the disk</source>
            <translation>デバイス（%1）は fio より多く書き込みました: 別のプロセス（またはファイルシステムの書き戻し）がディスクを使っていました</translation>
        </message>
        <message>
            <source>a buffered read of %1, smaller than RAM (%2): the page cache can answer it</source>
            <translation>RAM（%2）より小さい %1 のバッファード読み取り: ページキャッシュが応えられます</translation>
        </message>
        <message>
            <source>a buffered write of %1, smaller than RAM (%2): the page cache can absorb it before the disk</source>
            <translation>RAM（%2）より小さい %1 のバッファード書き込み: ディスクより先にページキャッシュが吸収できます</translation>
        </message>
        <message>
            <source>RAM, not the disk: %1</source>
            <translation>ディスクではなく RAM: %1</translation>
        </message>
        <message>
            <source>the disk, believe it with care: %1</source>
            <translation>ディスク。注意して解釈: %1</translation>
        </message>
        <message>
            <source>use direct I/O, or a test file larger than RAM (%1)</source>
            <translation>ダイレクト I/O を使うか、RAM（%1）より大きなテストファイルを使ってください</translation>
        </message>
        <message>
            <source>use direct I/O, or write more than RAM (%1) holds</source>
            <translation>ダイレクト I/O を使うか、RAM（%1）に収まる量より多く書き込んでください</translation>
        </message>
        <message>
            <source>use direct I/O, or write more than RAM holds</source>
            <translation>ダイレクト I/O を使うか、RAM に収まる量より多く書き込んでください</translation>
        </message>
        <message>
            <source>use direct I/O, or a test larger than RAM (%1)</source>
            <translation>ダイレクト I/O を使うか、RAM（%1）より大きなテストにしてください</translation>
        </message>
        <message>
            <source>use direct I/O, or a test larger than RAM</source>
            <translation>ダイレクト I/O を使うか、RAM より大きなテストにしてください</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>remove %1 to measure the drive's maximum</source>
            <translation>ドライブの最大値を測るには %1 を外してください</translation>
        </message>
        <message>
            <source>fio's null engine moves no data: this measures fio and the CPU</source>
            <translation>fio の null エンジンはデータを動かしません: これは fio と CPU を測っています</translation>
        </message>
        <message>
            <source>pick a real engine and target to measure a drive</source>
            <translation>ドライブを測るには実際のエンジンとターゲットを選んでください</translation>
        </message>
        <message>
            <source>fio's jobs used %1 % of a core each</source>
            <translation>fio のジョブはそれぞれ 1 コアの %1 % を使いました</translation>
        </message>
        <message>
            <source>fio's jobs used %1 % of the machine's %2 CPUs</source>
            <translation>fio のジョブはマシンの %2 個の CPU の %1 % を使いました</translation>
        </message>
        <message>
            <source>fio's jobs computed or waited for a CPU %1 % of the time (%2 % on a CPU, %3 % waiting for one)</source>
            <translation>fio のジョブは時間の %1 % を計算か CPU 待ちに費やしました（CPU 上 %2 %、CPU 待ち %3 %）</translation>
        </message>
        <message>
            <source>the machine's CPUs were %1 % busy (other programs)</source>
            <translation>マシンの CPU は %1 % 使用中でした（他のプログラム）</translation>
        </message>
        <message>
            <source>close other programs, or run when the machine is idle</source>
            <translation>他のプログラムを閉じるか、マシンが空いているときに実行してください</translation>
        </message>
        <message>
            <source>the job's rate limit (%1): as asked, not the drive's maximum; %2</source>
            <translation>ジョブのレート制限（%1）: 要求どおりで、ドライブの最大値ではありません。%2</translation>
        </message>
        <message>
            <source>host-bound, this is a CPU figure, not the drive's: %1</source>
            <translation>ホスト律速。これはドライブではなく CPU の数値です: %1</translation>
        </message>
        <message>
            <source>the disk: %1; believe it</source>
            <translation>ディスク: %1。信頼できます</translation>
        </message>
        <message>
            <source>the disk: nothing else limited it; believe it</source>
            <translation>ディスク: 他に制限したものはありません。信頼できます</translation>
        </message>
        <message>
            <source>the machine's CPUs were saturated (%1 % busy; fio's jobs %2 % of a core)</source>
            <translation>マシンの CPU は飽和していました（使用率 %1 %、fio のジョブは 1 コアの %2 %）</translation>
        </message>
        <message>
            <source>PCIe link %1</source>
            <translation>PCIe リンク %1</translation>
        </message>
        <message>
            <source>%1 is handed to your user for this run only; %2 or %3 may ask for a password</source>
            <translation>%1 はこの実行の間だけあなたのユーザーに渡されます。%2 または %3 がパスワードを求めることがあります</translation>
        </message>
        <message>
            <source>your user may read %1 for this run only (never write it); %2 or %3 may ask for a password</source>
            <translation>あなたのユーザーはこの実行の間だけ %1 を読み取れます（書き込みは不可）。%2 または %3 がパスワードを求めることがあります</translation>
        </message>
        <message>
            <source>Windows will ask for administrator rights: only fio runs elevated, for this run only</source>
            <translation>Windows が管理者権限を求めます: 昇格して動くのは fio だけで、この実行の間だけです</translation>
        </message>
        <message>
            <source>your user cannot be given raw read access to %1: %2; test a directory on it, or run the raw read as root</source>
            <translation>あなたのユーザーに %1 の raw 読み取りアクセスを与えられません: %2。その上のディレクトリをテストするか、raw 読み取りを root で実行してください</translation>
        </message>
        <message>
            <source>reading %1 directly (raw device, read-only: nothing is written)</source>
            <translation>%1 を直接読み取ります（raw デバイス、読み取り専用: 何も書き込みません）</translation>
        </message>
        <message>
            <source>the run history %1 is damaged (%2); it is kept as %3 and a new, empty history was started</source>
            <translation>実行履歴 %1 は破損しています（%2）。%3 として保管し、新しい空の履歴を開始しました</translation>
        </message>
        <message>
            <source>%1 may save some of its runs</source>
            <translation>%1 で一部の実行を救えるかもしれません</translation>
        </message>
        <message>
            <source>the run history %1 cannot be written: it is opened read-only (browsing works; nothing new is stored)</source>
            <translation>実行履歴 %1 に書き込めません: 読み取り専用で開いています（閲覧はできますが、新しいものは保存されません）</translation>
        </message>
        <message>
            <source>%1 was written by a newer Fioscope (schema %2)</source>
            <translation>%1 は新しい Fioscope で書かれています（スキーマ %2）</translation>
        </message>
        <message>
            <source>update Fioscope, or use another data directory (%1)</source>
            <translation>Fioscope を更新するか、別のデータディレクトリを使ってください（%1）</translation>
        </message>
        <message>
            <source>the run history %1 is read-only and from an older Fioscope (schema %2): it cannot be brought up to date to be read</source>
            <translation>実行履歴 %1 は読み取り専用で、古い Fioscope のものです（スキーマ %2）: 読むために更新することができません</translation>
        </message>
        <message>
            <source>make it writable once, or set %1 to another directory</source>
            <translation>一度書き込み可能にするか、%1 を別のディレクトリに設定してください</translation>
        </message>
        <message>
            <source>the run history %1 is closed</source>
            <translation>実行履歴 %1 は閉じられています</translation>
        </message>
        <message>
            <source>the run history %1 failed: %2</source>
            <translation>実行履歴 %1 でエラーが起きました: %2</translation>
        </message>
        <message>
            <source>set %1 to another directory</source>
            <translation>%1 を別のディレクトリに設定してください</translation>
        </message>
        <message>
            <source>run %1 in the run history %2 cannot be read: %3</source>
            <translation>実行履歴 %2 の実行 %1 を読み取れません: %3</translation>
        </message>
        <message>
            <source>the history may be damaged; other runs may still be read</source>
            <translation>履歴が破損しているかもしれません。他の実行はまだ読めることがあります</translation>
        </message>
        <message>
            <source>the disk holding the run history (%1) is full (%2)</source>
            <translation>実行履歴を置いたディスク（%1）がいっぱいです（%2）</translation>
        </message>
        <message>
            <source>free some space there, or set %1 to another directory</source>
            <translation>そこに空き容量を作るか、%1 を別のディレクトリに設定してください</translation>
        </message>
        <message>
            <source>%1 is not a directory that can be created</source>
            <translation>%1 は作成できるディレクトリではありません</translation>
        </message>
        <message>
            <source>make it writable, or set %1 to another directory</source>
            <translation>書き込み可能にするか、%1 を別のディレクトリに設定してください</translation>
        </message>
        <message>
            <source>the run history %1 is locked by another program (%2)</source>
            <translation>実行履歴 %1 は別のプログラムにロックされています（%2）</translation>
        </message>
        <message>
            <source>wait for the other Fioscope to finish, or close it</source>
            <translation>もう一方の Fioscope が終わるのを待つか、それを閉じてください</translation>
        </message>
        <message>
            <source>the run history %1 cannot be read or written: %2</source>
            <translation>実行履歴 %1 を読み書きできません: %2</translation>
        </message>
        <message>
            <source>check the disk it is on, or set %1 to another directory</source>
            <translation>それが置かれたディスクを確認するか、%1 を別のディレクトリに設定してください</translation>
        </message>
        <message>
            <source>%1 is not writable</source>
            <translation>%1 は書き込み可能ではありません</translation>
        </message>
        <message>
            <source>cannot write the run history %1: %2 (%3)</source>
            <translation>実行履歴 %1 に書き込めません: %2（%3）</translation>
        </message>
        <message>
            <source>cannot write the run history %1: %2</source>
            <translation>実行履歴 %1 に書き込めません: %2</translation>
        </message>
        <message>
            <source>%1 is read-only</source>
            <translation>%1 は読み取り専用です</translation>
        </message>
        <message>
            <source>make it yours alone (%1), or set %2 to a directory of your own</source>
            <translation>あなただけのものにする（%1）か、%2 を自分のディレクトリに設定してください</translation>
        </message>
        <message>
            <source>the run history's file %1 is a link (to %2); Fioscope never opens its history through one</source>
            <translation>実行履歴のファイル %1 はリンクです（%2 へ）。Fioscope はリンク経由で履歴を開きません</translation>
        </message>
        <message>
            <source>remove the link, or set %1 to a directory of your own</source>
            <translation>リンクを削除するか、%1 を自分のディレクトリに設定してください</translation>
        </message>
        <message>
            <source>the run history's file %1 is not a regular file</source>
            <translation>実行履歴のファイル %1 は通常のファイルではありません</translation>
        </message>
        <message>
            <source>move it away, or set %1 to a directory of your own</source>
            <translation>別の場所へ移すか、%1 を自分のディレクトリに設定してください</translation>
        </message>
        <message>
            <source>the run history's file %1 belongs to another user (uid %2, you are %3)</source>
            <translation>実行履歴のファイル %1 は別のユーザーのものです（uid %2、あなたは %3）</translation>
        </message>
        <message>
            <source>the run history %1 was replaced while it was opened</source>
            <translation>実行履歴 %1 は開いている間に置き換えられました</translation>
        </message>
        <message>
            <source>run again</source>
            <translation>もう一度実行してください</translation>
        </message>
        <message>
            <source>the run history %1 is damaged (%2) and cannot be moved aside: %3</source>
            <translation>実行履歴 %1 は破損しており（%2）、退避できません: %3</translation>
        </message>
        <message>
            <source>move it away yourself, or set %1 to another directory</source>
            <translation>自分で別の場所へ移すか、%1 を別のディレクトリに設定してください</translation>
        </message>
        <message>
            <source>the run history's file %1 cannot be read: %2</source>
            <translation>実行履歴のファイル %1 を読み取れません: %2</translation>
        </message>
        <message>
            <source>%1 needs at least one %2</source>
            <translation>%1 には %2 が少なくとも 1 つ必要です</translation>
        </message>
        <message>
            <source>bad host name %1</source>
            <translation>不正なホスト名 %1</translation>
        </message>
        <message>
            <source>bad port %1 for host %2</source>
            <translation>ホスト %2 のポート %1 は不正です</translation>
        </message>
        <message>
            <source>use %1</source>
            <translation>%1 を使ってください</translation>
        </message>
        <message>
            <source>unknown host %1: %2</source>
            <translation>不明なホスト %1: %2</translation>
        </message>
        <message>
            <source>check the host name</source>
            <translation>ホスト名を確認してください</translation>
        </message>
        <message>
            <source>no fio server at %1: connection refused</source>
            <translation>%1 に fio サーバーがありません: 接続が拒否されました</translation>
        </message>
        <message>
            <source>start one there with: %1</source>
            <translation>そこで次のように起動してください: %1</translation>
        </message>
        <message>
            <source>fio server %1 did not answer within %2 s</source>
            <translation>fio サーバー %1 が %2 秒以内に応答しませんでした</translation>
        </message>
        <message>
            <source>check that the host is up and the port is not blocked by a firewall</source>
            <translation>ホストが起動していて、ポートがファイアウォールで遮断されていないか確認してください</translation>
        </message>
        <message>
            <source>cannot reach %1: %2</source>
            <translation>%1 に到達できません: %2</translation>
        </message>
        <message>
            <source>check the host name, network and firewall</source>
            <translation>ホスト名、ネットワーク、ファイアウォールを確認してください</translation>
        </message>
        <message>
            <source>fio server %1 speaks another fio protocol (%2); here it is %3</source>
            <translation>fio サーバー %1 は別の fio プロトコルを話します（%2）。こちらは %3 です</translation>
        </message>
        <message>
            <source>run %1 on %2</source>
            <translation>%2 で %1 を実行してください</translation>
        </message>
        <message>
            <source>%1 did not answer as a fio server (%2)</source>
            <translation>%1 は fio サーバーとして応答しませんでした（%2）</translation>
        </message>
        <message>
            <source>start %1 there with: %2</source>
            <translation>そこで %1 を次のように起動してください: %2</translation>
        </message>
        <message>
            <source>%1 answered the probe but did not run the check's job (%2)</source>
            <translation>%1 はプローブに応答しましたが、確認用ジョブを実行しませんでした（%2）</translation>
        </message>
        <message>
            <source>restart the fio server there (%1: %2)</source>
            <translation>そこで fio サーバーを再起動してください（%1: %2）</translation>
        </message>
        <message>
            <source>fio server %1 runs %2, here it is %3</source>
            <translation>fio サーバー %1 は %2 で動いています。こちらは %3 です</translation>
        </message>
        <message>
            <source>fio's client/server protocol is version-bound: run %1 on %2</source>
            <translation>fio のクライアント/サーバープロトコルはバージョンに依存します: %2 で %1 を実行してください</translation>
        </message>
        <message>
            <source>bad port in %1</source>
            <translation>%1 のポートが不正です</translation>
        </message>
        <message>
            <source>write %1, e.g. %2</source>
            <translation>%1 の形で書いてください（例: %2）</translation>
        </message>
        <message>
            <source>fio server %1 accepted the connection but did not answer within %2 s</source>
            <translation>fio サーバー %1 は接続を受け付けましたが、%2 秒以内に応答しませんでした</translation>
        </message>
        <message>
            <source>is it busy with another client's run?</source>
            <translation>別のクライアントの実行で使用中ではありませんか?</translation>
        </message>
        <message>
            <source>target check on %1: %2</source>
            <translation>%1 でのターゲット確認: %2</translation>
        </message>
        <message>
            <source>fix the target path on that host</source>
            <translation>そのホストのターゲットパスを直してください</translation>
        </message>
        <message>
            <source>%1 on %2 took over %3 s</source>
            <translation>%2 での %1 は %3 秒を超えました</translation>
        </message>
        <message>
            <source>no hosts given</source>
            <translation>ホストが指定されていません</translation>
        </message>
        <message>
            <source>name at least one fio server, e.g. %1</source>
            <translation>fio サーバーを少なくとも 1 つ指定してください（例: %1）</translation>
        </message>
        <message>
            <source>no jobs to run</source>
            <translation>実行するジョブがありません</translation>
        </message>
        <message>
            <source>interval must be %1 s</source>
            <translation>間隔は %1 秒でなければなりません</translation>
        </message>
        <message>
            <source>client counts must be %1 (the hosts given)</source>
            <translation>クライアント数は %1 でなければなりません（指定したホスト）</translation>
        </message>
        <message>
            <source>the drive geometry answer is too short</source>
            <translation>ドライブジオメトリの応答が短すぎます</translation>
        </message>
        <message>
            <source>cannot read the size of %1</source>
            <translation>%1 のサイズを読み取れません</translation>
        </message>
        <message>
            <source>%1 is no longer a block device</source>
            <translation>%1 はもうブロックデバイスではありません</translation>
        </message>
        <message>
            <source>nothing was written</source>
            <translation>何も書き込まれていません</translation>
        </message>
        <message>
            <source>not a block device</source>
            <translation>ブロックデバイスではありません</translation>
        </message>
        <message>
            <source>%1 now names another device (%2, confirmed %3)</source>
            <translation>%1 は別のデバイスを指すようになりました（%2、確認済みは %3）</translation>
        </message>
        <message>
            <source>%1 changed size during the run (%2, now %3)</source>
            <translation>%1 は実行中にサイズが変わりました（%2、現在 %3）</translation>
        </message>
        <message>
            <source>%1 now reports another serial number (%2, confirmed %3)</source>
            <translation>%1 は別のシリアル番号を報告しています（%2、確認済みは %3）</translation>
        </message>
        <message>
            <source>device %1 is gone (%2)</source>
            <translation>デバイス %1 がなくなりました（%2）</translation>
        </message>
        <message>
            <source>cannot hold %1 for the run: %2</source>
            <translation>実行のために %1 を確保できません: %2</translation>
        </message>
        <message>
            <source>%1 changed while it was opened (%2, now %3)</source>
            <translation>%1 は開いている間に変わりました（%2、現在 %3）</translation>
        </message>
        <message>
            <source>%1 is gone (%2)</source>
            <translation>%1 がなくなりました（%2）</translation>
        </message>
        <message>
            <source>%1 was detached during the run (its detach waits for the run to let go)</source>
            <translation>%1 は実行中に切り離されました（切り離しは実行が手放すのを待っています）</translation>
        </message>
        <message>
            <source>%1 is in use (mounted, swap or held by another program)</source>
            <translation>%1 は使用中です（マウント、スワップ、または別のプログラムが保持）</translation>
        </message>
        <message>
            <source>nothing was written; free it and run again</source>
            <translation>何も書き込まれていません。解放してからもう一度実行してください</translation>
        </message>
        <message>
            <source>%1 was detached during the run</source>
            <translation>%1 は実行中に切り離されました</translation>
        </message>
        <message>
            <source>%1 is now a loop device on %2</source>
            <translation>%1 は今 %2 上のループデバイスです</translation>
        </message>
        <message>
            <source>%1 is now a loop device on another file</source>
            <translation>%1 は今 別のファイル上のループデバイスです</translation>
        </message>
        <message>
            <source>%1 is no longer the device confirmed for this run</source>
            <translation>%1 はもうこの実行のために確認したデバイスではありません</translation>
        </message>
        <message>
            <source>%1 was taken during the run (mounted, swap or held by another program)</source>
            <translation>%1 は実行中に取られました（マウント、スワップ、または別のプログラムが保持）</translation>
        </message>
        <message>
            <source>holds the running system (/, /boot, /usr or active swap)</source>
            <translation>実行中のシステム (/、/boot、/usr または有効なスワップ) があります</translation>
        </message>
        <message>
            <source>is mounted at %1</source>
            <translation>%1 にマウントされています</translation>
        </message>
        <message>
            <source>is in use as swap</source>
            <translation>スワップとして使用中です</translation>
        </message>
        <message>
            <source>is held by %1 (LVM, dm-crypt or md)</source>
            <translation>%1 が保持しています (LVM、dm-crypt または md)</translation>
        </message>
        <message>
            <source>is a loop device on %1</source>
            <translation>%1 上のループデバイスです</translation>
        </message>
        <message>
            <source>is a loop device on %1, part of %2</source>
            <translation>%2 の一部である %1 上のループデバイスです</translation>
        </message>
        <message>
            <source>backs the loop device %1</source>
            <translation>ループデバイス %1 の下地です</translation>
        </message>
        <message>
            <source>shares its backing file with %1</source>
            <translation>バッキングファイルを %1 と共有しています</translation>
        </message>
        <message>
            <source>%1, which %2</source>
            <translation>%1。そのデバイスは%2</translation>
        </message>
        <message>
            <source>is read-only</source>
            <translation>読み取り専用です</translation>
        </message>
        <message>
            <source>it shares its backing file with %1</source>
            <translation>バッキングファイルを %1 と共有しています</translation>
        </message>
        <message>
            <source>it is a loop device on %1</source>
            <translation>%1 上のループデバイスです</translation>
        </message>
        <message>
            <source>it is a loop device on %1, part of %2</source>
            <translation>%2 の一部である %1 上のループデバイスです</translation>
        </message>
        <message>
            <source>it backs the loop device %1</source>
            <translation>ループデバイス %1 の下地です</translation>
        </message>
        <message>
            <source>its partition %1 backs the loop device %2</source>
            <translation>そのパーティション %1 がループデバイス %2 の下地です</translation>
        </message>
        <message>
            <source>target %1: its name is not UTF-8, and Fioscope keeps targets' names as text in its history</source>
            <translation>ターゲット %1: 名前が UTF-8 ではありません。Fioscope はターゲットの名前をテキストとして履歴に保存します</translation>
        </message>
        <message>
            <source>target %1 is not a directory</source>
            <translation>ターゲット %1 はディレクトリではありません</translation>
        </message>
        <message>
            <source>give a directory for a test file, or a device path for a raw test</source>
            <translation>テストファイル用のディレクトリか、raw テスト用のデバイスパスを指定してください</translation>
        </message>
        <message>
            <source>target %1 is not writable</source>
            <translation>ターゲット %1 は書き込み可能ではありません</translation>
        </message>
        <message>
            <source>choose a directory you can write to</source>
            <translation>書き込めるディレクトリを選んでください</translation>
        </message>
        <message>
            <source>test size %1 is larger than the free space in %2 (%3)</source>
            <translation>テストサイズ %1 は %2 の空き容量（%3）より大きいです</translation>
        </message>
        <message>
            <source>use a smaller Size</source>
            <translation>より小さいサイズを使ってください</translation>
        </message>
        <message>
            <source>test size %1 fits in %2 (%3 free) only without the %4 MiB Fioscope leaves free</source>
            <translation>テストサイズ %1 が %2（空き %3）に収まるのは、Fioscope が空けておく %4 MiB を除いた場合だけです</translation>
        </message>
        <message>
            <source>%1 already exists</source>
            <translation>%1 はすでに存在します</translation>
        </message>
        <message>
            <source>something else took the test file's name; run again</source>
            <translation>別のものがテストファイルの名前を使いました。もう一度実行してください</translation>
        </message>
        <message>
            <source>cannot create the test file %1: %2</source>
            <translation>テストファイル %1 を作成できません: %2</translation>
        </message>
        <message>
            <source>something else took the run directory's name; run again</source>
            <translation>別のものが実行ディレクトリの名前を使いました。もう一度実行してください</translation>
        </message>
        <message>
            <source>cannot create the run's directory %1: %2</source>
            <translation>実行のディレクトリ %1 を作成できません: %2</translation>
        </message>
        <message>
            <source>cannot create the run's directory in %1: %2</source>
            <translation>%1 に実行のディレクトリを作成できません: %2</translation>
        </message>
        <message>
            <source>the reserve is the cause: free %1 more there, or use a Size of at most %2</source>
            <translation>原因は予備領域です: そこでさらに %1 を空けるか、サイズを最大 %2 にしてください</translation>
        </message>
        <message>
            <source>the reserve is the cause: free %1 more there, or use a larger disk</source>
            <translation>原因は予備領域です: そこでさらに %1 を空けるか、より大きなディスクを使ってください</translation>
        </message>
        <message>
            <source>settings unreadable</source>
            <translation>設定を読み取れません</translation>
        </message>
        <message>
            <source>median</source>
            <translation>中央値</translation>
        </message>
        <message>
            <source>mean</source>
            <translation>平均</translation>
        </message>
        <message>
            <source>best</source>
            <translation>最良値</translation>
        </message>
        <message>
            <source>suite %1</source>
            <translation>スイート %1</translation>
        </message>
        <message>
            <source>I/O as the job file says</source>
            <translation>I/O はジョブファイルのとおり</translation>
        </message>
        <message>
            <source>size %1</source>
            <translation>サイズ %1</translation>
        </message>
        <message>
            <source>runtime %1 s per test</source>
            <translation>テストごとの実行時間 %1 秒</translation>
        </message>
        <message>
            <source>queue depth %1</source>
            <translation>キュー深度 %1</translation>
        </message>
        <message>
            <source>engine %1</source>
            <translation>エンジン %1</translation>
        </message>
        <message>
            <source>mixed %1/%2 read/write</source>
            <translation>混合 読み取り/書き込み %1/%2</translation>
        </message>
        <message>
            <source>test data all 0x00</source>
            <translation>テストデータはすべて 0x00</translation>
        </message>
        <message>
            <source>sampled at Fioscope's automatic interval</source>
            <translation>Fioscope の自動間隔でサンプリング</translation>
        </message>
        <message>
            <source>readahead set to %1 KiB</source>
            <translation>先読みを %1 KiB に設定</translation>
        </message>
        <message>
            <source>caches dropped before each test</source>
            <translation>各テストの前にキャッシュを破棄</translation>
        </message>
        <message>
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <source>%1 · target %2</source>
            <translation>%1 · ターゲット %2</translation>
        </message>
        <message>
            <source>drive unknown</source>
            <translation>ドライブ不明</translation>
        </message>
        <message>
            <source>%1 · Fioscope %2 · %3</source>
            <translation>%1 · Fioscope %2 · %3</translation>
        </message>
        <message>
            <source>%1 · run %2</source>
            <translation>%1 · 実行 %2</translation>
        </message>
        <message>
            <source>Runs compared, the first is the baseline:</source>
            <translation>比較した実行（最初が基準）:</translation>
        </message>
        <message>
            <source>#%1 · %2 on %3 · %4 · %5 · %6</source>
            <translation>#%1 · %3 での %2 · %4 · %5 · %6</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>不明</translation>
        </message>
        <message>
            <source>%1 GB</source>
            <translation>%1 GB</translation>
        </message>
        <message>
            <source>%1 TB</source>
            <translation>%1 TB</translation>
        </message>
        <message>
            <source>preset %1</source>
            <translation>プリセット %1</translation>
        </message>
        <message>
            <source>direct and buffered I/O</source>
            <translation>ダイレクト I/O とバッファード I/O</translation>
        </message>
        <message>
            <source>mode %1</source>
            <translation>モード %1</translation>
        </message>
        <message>
            <source>%1 loop</source>
            <translation>%1 回</translation>
        </message>
        <message>
            <source>sampled every %1 s</source>
            <translation>%1 秒ごとにサンプリング</translation>
        </message>
        <message>
            <source>buffered I/O (page cache)</source>
            <translation>バッファード I/O（ページキャッシュ）</translation>
        </message>
        <message>
            <source>direct I/O</source>
            <translation>ダイレクト I/O</translation>
        </message>
        <message>
            <source>%1 thread (fio %2)</source>
            <translation>%1 スレッド（fio %2）</translation>
        </message>
        <message>
            <source>%1 threads (fio %2)</source>
            <translation>%1 スレッド（fio %2）</translation>
        </message>
        <message>
            <source>%1 loops, the %2 shown</source>
            <translation>%1 回、%2 を表示</translation>
        </message>
        <message>
            <source>%1 loops</source>
            <translation>%1 回</translation>
        </message>
        <message>
            <source>%1 process (fio %2)</source>
            <translation>%1 プロセス（fio %2）</translation>
        </message>
        <message>
            <source>%1 processes (fio %2)</source>
            <translation>%1 プロセス（fio %2）</translation>
        </message>
        <message>
            <source>%1 job (fio %2)</source>
            <translation>%1 ジョブ（fio %2）</translation>
        </message>
        <message>
            <source>%1 jobs (fio %2)</source>
            <translation>%1 ジョブ（fio %2）</translation>
        </message>
        <message>
            <source>reads only</source>
            <translation>読み取りのみ</translation>
        </message>
        <message>
            <source>writes only</source>
            <translation>書き込みのみ</translation>
        </message>
        <message>
            <source>mixed tests only</source>
            <translation>混合テストのみ</translation>
        </message>
        <message>
            <source>read, write and mixed</source>
            <translation>読み取り、書き込み、混合</translation>
        </message>
        <message>
            <source>reads may come from the page cache and writes stay in it</source>
            <translation>読み取りはページキャッシュから来て、書き込みはそこに留まるかもしれません</translation>
        </message>
        <message>
            <source>buffered I/O on %1 with %2 GiB of RAM: %3; use direct I/O or a test larger than RAM</source>
            <translation>RAM %2 GiB に対して %1 のバッファード I/O: %3。ダイレクト I/O を使うか、RAM より大きなテストにしてください</translation>
        </message>
        <message>
            <source>%1: fio keeps the file's cached pages, so reads may come from RAM</source>
            <translation>%1: fio はファイルのキャッシュ済みページを残すので、読み取りは RAM から来るかもしれません</translation>
        </message>
        <message>
            <source>writes may stay in the page cache without reaching the disk</source>
            <translation>書き込みはディスクに届かずページキャッシュに留まるかもしれません</translation>
        </message>
        <message>
            <source>reads may come from the page cache</source>
            <translation>読み取りはページキャッシュから来るかもしれません</translation>
        </message>
        <message>
            <source>the target is on %1: this measures RAM, not a disk</source>
            <translation>ターゲットは %1 上にあります: これはディスクではなく RAM を測ります</translation>
        </message>
        <message>
            <source>throughput fell %1 % (%2 -&gt; %3)</source>
            <translation>スループットが %1 % 低下（%2 -&gt; %3）</translation>
        </message>
        <message>
            <source>throughput fell %1 % after %2 s; no temperature readings to tell why</source>
            <translation>%2 秒後にスループットが %1 % 低下。理由を判断する温度の読み取りがありません</translation>
        </message>
        <message>
            <source>throughput fell %1 % after %2 s at %3 C with no temperature rise to speak of: not thermal (a write cache filling up?)</source>
            <translation>%2 秒後、%3 °C でスループットが %1 % 低下しましたが、温度上昇はほぼありません: 熱によるものではありません（書き込みキャッシュが埋まった?）</translation>
        </message>
        <message>
            <source>too few intervals to tell</source>
            <translation>判断するには間隔が少なすぎます</translation>
        </message>
        <message>
            <source>%1 after %2 s: %3; %4</source>
            <translation>%2 秒後に%1: %3。%4</translation>
        </message>
        <message>
            <source>no throughput drop, and no temperature readings</source>
            <translation>スループットの低下なし、温度の読み取りもなし</translation>
        </message>
        <message>
            <source>no throughput drop; the drive went from %1 to %2 C (%3)</source>
            <translation>スループットの低下なし。ドライブは %1 から %2 °C になりました（%3）</translation>
        </message>
        <message>
            <source>no throughput drop; the drive went from %1 to %2 C</source>
            <translation>スループットの低下なし。ドライブは %1 から %2 °C になりました</translation>
        </message>
        <message>
            <source>throttled at %1 C</source>
            <translation>%1 °C でスロットリング</translation>
        </message>
        <message>
            <source>throttled</source>
            <translation>スロットリング</translation>
        </message>
        <message>
            <source>%1 after %2 s while the drive warmed from %3 to %4 C: likely thermal (%5)</source>
            <translation>%2 秒後、ドライブが %3 から %4 °C に温まる間に%1: おそらく熱によるもの（%5）</translation>
        </message>
        <message>
            <source>%1 after %2 s while the drive warmed from %3 to %4 C: likely thermal</source>
            <translation>%2 秒後、ドライブが %3 から %4 °C に温まる間に%1: おそらく熱によるもの</translation>
        </message>
        <message>
            <source>the drive reached its warning temperature (%1 C)</source>
            <translation>ドライブが警告温度（%1 °C）に達しました</translation>
        </message>
        <message>
            <source>its thermal-throttle counter rose by %1</source>
            <translation>サーマルスロットリングのカウンターが %1 増えました</translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1、%2</translation>
        </message>
        <message>
            <source>warning %1 C</source>
            <translation>警告 %1 °C</translation>
        </message>
        <message>
            <source>critical %1 C</source>
            <translation>危険 %1 °C</translation>
        </message>
        <message>
            <source>the drive passed its critical temperature (%1 C)</source>
            <translation>ドライブが危険温度（%1 °C）を超えました</translation>
        </message>
        <message>
            <source>the note of files left on fio servers %1 cannot be read (%2): ignored</source>
            <translation>fio サーバーに残されたファイルの記録 %1 を読めません（%2）: 無視します</translation>
        </message>
        <message>
            <source>the note of files left on fio servers %1 is not this user's own: ignored</source>
            <translation>fio サーバーに残されたファイルの記録 %1 はこのユーザーのものではありません: 無視します</translation>
        </message>
        <message>
            <source>the note of files left on fio servers %1 is damaged (%2): ignored</source>
            <translation>fio サーバーに残されたファイルの記録 %1 が壊れています（%2）: 無視します</translation>
        </message>
        <message>
            <source>removed on %1 what an earlier run left there: %2</source>
            <translation>以前の実行が %1 に残したものを削除しました: %2</translation>
        </message>
        <message>
            <source>fio lost the connection to a server on %1</source>
            <translation>fio は %1 上のサーバーとの接続を失いました</translation>
        </message>
        <message>
            <source>fio lost the connection to %1</source>
            <translation>fio は %1 との接続を失いました</translation>
        </message>
        <message>
            <source>stopped when %1 stopped answering: the other hosts' figures cover the job up to then</source>
            <translation>%1 が応答しなくなった時点で停止しました: 他のホストの値はそれまでのジョブを表します</translation>
        </message>
        <message>
            <source>fio's client exited with code %1</source>
            <translation>fio のクライアントがコード %1 で終了しました</translation>
        </message>
        <message>
            <source>%1 (timed out)</source>
            <translation>%1（タイムアウト）</translation>
        </message>
        <message>
            <source>%1 stopped answering during the run</source>
            <translation>%1 は実行中に応答しなくなりました</translation>
        </message>
        <message>
            <source>%1 disconnected during the run</source>
            <translation>%1 は実行中に切断されました</translation>
        </message>
        <message>
            <source>%1 returned no results</source>
            <translation>%1 は結果を返しませんでした</translation>
        </message>
        <message>
            <source>%1 stopped answering: %2</source>
            <translation>%1 が応答しなくなりました: %2</translation>
        </message>
        <message>
            <source>the run stopped there; what the other hosts measured is kept</source>
            <translation>実行はそこで止まりました。他のホストが測定した結果は残ります</translation>
        </message>
        <message>
            <source>no answer</source>
            <translation>応答なし</translation>
        </message>
        <message>
            <source>names its files by a pattern fio fills in on the server</source>
            <translation>ファイル名を fio がサーバー上で埋めるパターンで決めます</translation>
        </message>
        <message>
            <source>puts its files in a directory that fio names per client on a server</source>
            <translation>ファイルを、fio がサーバー上でクライアントごとに名付けるディレクトリに置きます</translation>
        </message>
        <message>
            <source>opens every file of a directory on the server</source>
            <translation>サーバー上のディレクトリ内のすべてのファイルを開きます</translation>
        </message>
        <message>
            <source>replays I/O to the files a log names</source>
            <translation>ログが指すファイルに I/O を再生します</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>存在しません</translation>
        </message>
        <message>
            <source>a regular file</source>
            <translation>通常ファイル</translation>
        </message>
        <message>
            <source>job %1: %2 is refused for runs on fio servers</source>
            <translation>ジョブ %1: fio サーバーでの実行では %2 は拒否されます</translation>
        </message>
        <message>
            <source>fio's refusal is what guards a mounted device on another host</source>
            <translation>別のホスト上のマウント済みデバイスを守るのは fio の拒否です</translation>
        </message>
        <message>
            <source>job %1 writes on the fio servers with %2, whose files Fioscope cannot check before the run</source>
            <translation>ジョブ %1 は fio サーバー上で %2 を使って書き込みますが、そのファイルを Fioscope は実行前に確認できません</translation>
        </message>
        <message>
            <source>use an I/O engine that reads and writes the files the job names</source>
            <translation>ジョブが指定するファイルを読み書きする I/O エンジンを使ってください</translation>
        </message>
        <message>
            <source>job %1 writes to %2 on the fio servers, a partition</source>
            <translation>ジョブ %1 は fio サーバー上のパーティション %2 に書き込みます</translation>
        </message>
        <message>
            <source>test the whole device (its kernel name, with its %1 token), or a directory on the partition's filesystem</source>
            <translation>デバイス全体（カーネル名と %1 トークンで）か、パーティションのファイルシステム上のディレクトリをテストしてください</translation>
        </message>
        <message>
            <source>job %1 writes to %2 on the fio servers: a device written there must be named as the kernel names it</source>
            <translation>ジョブ %1 は fio サーバー上の %2 に書き込みます: そこで書き込むデバイスはカーネルの名前で指定する必要があります</translation>
        </message>
        <message>
            <source>Fioscope cannot resolve links on another host, so a second name could reach a mounted device; use the kernel name, e.g. %1, with the token %2</source>
            <translation>Fioscope は別のホスト上のリンクを解決できないため、別名がマウント済みデバイスに届くおそれがあります。カーネル名（例: %1）をトークン %2 とともに使ってください</translation>
        </message>
        <message>
            <source>job %1 writes on the fio servers and sets %2, which %3: Fioscope cannot check those paths before the run</source>
            <translation>ジョブ %1 は fio サーバー上で書き込み、%2 を設定しています（%3）: Fioscope はそれらのパスを実行前に確認できません</translation>
        </message>
        <message>
            <source>name each file with %1 (a device by its kernel name, with its %2 token)</source>
            <translation>各ファイルを %1 で指定してください（デバイスはカーネル名と %2 トークンで）</translation>
        </message>
        <message>
            <source>job %1 writes to %2 on %3, which destroys all data on that device</source>
            <translation>ジョブ %1 は %3 上の %2 に書き込み、そのデバイスのデータをすべて破壊します</translation>
        </message>
        <message>
            <source>to go ahead, confirm with %1</source>
            <translation>続行するには %1 で確認してください</translation>
        </message>
        <message>
            <source>the fio server on %1 cannot refuse %2 while it is in use: it is not Fioscope's bundled fio for Linux (build p4 or later), whose probe reply says it claims a device before writing it</source>
            <translation>%1 上の fio サーバーは使用中の %2 を拒否できません: Fioscope 同梱の Linux 用 fio（ビルド p4 以降）ではありません。同梱版はプローブの応答で、書き込み前にデバイスを確保すると伝えます</translation>
        </message>
        <message>
            <source>run the bundled fio there (%1), or test the device on that host itself with %2</source>
            <translation>そこで同梱の fio を実行するか（%1）、そのホスト自身で %2 を使ってデバイスをテストしてください</translation>
        </message>
        <message>
            <source>job %1: %2 holds a '$' after fio resolved it here, which the fio servers would expand again with their own environment</source>
            <translation>ジョブ %1: %2 には fio がここで解決した後も '$' が残っており、fio サーバーが自身の環境で再び展開してしまいます</translation>
        </message>
        <message>
            <source>give the value without '$'</source>
            <translation>値を '$' なしで指定してください</translation>
        </message>
        <message>
            <source>job %1: %2 on %3 is %4, and fio would open it instead of the job's own file %5</source>
            <translation>ジョブ %1: %3 上の %2 は「%4」で、fio はジョブ自身のファイル %5 の代わりにそれを開いてしまいます</translation>
        </message>
        <message>
            <source>give the job its file with %1</source>
            <translation>%1 でジョブにファイルを指定してください</translation>
        </message>
        <message>
            <source>job %1 writes %2 on %3, which is %4 there</source>
            <translation>ジョブ %1 は %3 上の %2 に書き込みますが、そこでは「%4」です</translation>
        </message>
        <message>
            <source>fio would write through it; name a regular file, or a device by its kernel name with its %1 token</source>
            <translation>fio はそれを通して書き込んでしまいます。通常ファイルか、カーネル名と %1 トークンでデバイスを指定してください</translation>
        </message>
        <message>
            <source>job %1 would overwrite %2 on %3, which exists</source>
            <translation>ジョブ %1 は %3 上の既存の %2 を上書きしてしまいます</translation>
        </message>
        <message>
            <source>to write it anyway, add %1</source>
            <translation>それでも書き込むには %1 を追加してください</translation>
        </message>
        <message>
            <source>failed the job with error %1 (%2)</source>
            <translation>がエラー %1（%2）でジョブに失敗しました</translation>
        </message>
        <message>
            <source>did no I/O (fio refused the job)</source>
            <translation>は I/O を行いませんでした（fio がジョブを拒否しました）</translation>
        </message>
        <message>
            <source>host %1 dropped out: %2</source>
            <translation>ホスト %1 が脱落しました: %2</translation>
        </message>
        <message>
            <source>readahead is Linux only: Windows has no per-disk readahead setting</source>
            <translation>先読みは Linux 専用です: Windows にはディスクごとの先読み設定がありません</translation>
        </message>
        <message>
            <source>no block device behind %1: readahead cannot be set</source>
            <translation>%1 の下にブロックデバイスがありません: 先読みを設定できません</translation>
        </message>
        <message>
            <source>readahead must be %1 KiB</source>
            <translation>先読みは %1 KiB にしてください</translation>
        </message>
        <message>
            <source>the bundled fio is missing (%1)</source>
            <translation>同梱の fio がありません（%1）</translation>
        </message>
        <message>
            <source>reinstall Fioscope</source>
            <translation>Fioscope を再インストールしてください</translation>
        </message>
        <message>
            <source>cannot start the elevated runner: %1</source>
            <translation>管理者権限のランナーを起動できません: %1</translation>
        </message>
        <message>
            <source>administrator rights were refused at the UAC prompt</source>
            <translation>UAC のプロンプトで管理者権限が拒否されました</translation>
        </message>
        <message>
            <source>Windows opens raw disks only for administrators; test a folder on the disk instead, or accept the prompt</source>
            <translation>Windows は生ディスクを管理者にしか開きません。代わりにディスク上のフォルダーをテストするか、プロンプトを承認してください</translation>
        </message>
        <message>
            <source>%1 is Linux only</source>
            <translation>%1 は Linux 専用です</translation>
        </message>
        <message>
            <source>on Windows use direct I/O (the default)</source>
            <translation>Windows ではダイレクト I/O（既定）を使ってください</translation>
        </message>
        <message>
            <source>%1 needs root, and neither %2 nor %3 is available</source>
            <translation>%1 には root が必要ですが、%2 も %3 もありません</translation>
        </message>
        <message>
            <source>use direct I/O, or run the operation as root</source>
            <translation>ダイレクト I/O を使うか、その操作を root で実行してください</translation>
        </message>
        <message>
            <source>%1 was not allowed: %2</source>
            <translation>%1 は許可されませんでした: %2</translation>
        </message>
        <message>
            <source>%1: no answer to the password prompt in %2 s</source>
            <translation>%1: %2 秒以内にパスワードの入力がありませんでした</translation>
        </message>
        <message>
            <source>refused</source>
            <translation>拒否されました</translation>
        </message>
        <message>
            <source>cannot read the output of %1: expected JSON objects, got %2</source>
            <translation>%1 の出力を読めません: JSON オブジェクトを期待しましたが %2 でした</translation>
        </message>
        <message>
            <source>expected the JSON that %1 prints</source>
            <translation>%1 が出力する JSON を期待しました</translation>
        </message>
        <message>
            <source>%1 failed: %2</source>
            <translation>%1 が失敗しました: %2</translation>
        </message>
        <message>
            <source>cannot read the output of %1: %2 at line %3 column %4</source>
            <translation>%1 の出力を読めません: %3 行 %4 列で %2</translation>
        </message>
        <message>
            <source>%1 did not answer within %2 s</source>
            <translation>%1 が %2 秒以内に応答しませんでした</translation>
        </message>
        <message>
            <source>Windows storage management may be busy; try again</source>
            <translation>Windows の記憶域管理がビジーかもしれません。もう一度試してください</translation>
        </message>
        <message>
            <source>cannot run PowerShell for %1: %2</source>
            <translation>%1 のために PowerShell を実行できません: %2</translation>
        </message>
        <message>
            <source>disk discovery needs Windows PowerShell</source>
            <translation>ディスクの検出には Windows PowerShell が必要です</translation>
        </message>
        <message>
            <source>exit code %1</source>
            <translation>終了コード %1</translation>
        </message>
        <message>
            <source>%1 takes no arguments</source>
            <translation>%1 は引数を取りません</translation>
        </message>
        <message>
            <source>%1 takes a disk name and a size in KiB</source>
            <translation>%1 はディスク名と KiB 単位のサイズを取ります</translation>
        </message>
        <message>
            <source>%1 takes one %2 path</source>
            <translation>%1 は %2 パスを 1 つ取ります</translation>
        </message>
        <message>
            <source>%1 takes a %2 path and a user id</source>
            <translation>%1 は %2 パスとユーザー ID を取ります</translation>
        </message>
        <message>
            <source>%1: %2 is not %3 (ASCII digits, 0 to %4)</source>
            <translation>%1: %2 は%3ではありません（ASCII 数字、0〜%4）</translation>
        </message>
        <message>
            <source>%1: %2 is not a %3 path (a device node directly in %4)</source>
            <translation>%1: %2 は %3 パス（%4 直下のデバイスノード）ではありません</translation>
        </message>
        <message>
            <source>unknown privileged operation %1</source>
            <translation>不明な特権操作 %1</translation>
        </message>
        <message>
            <source>a size in KiB</source>
            <translation>KiB 単位のサイズ</translation>
        </message>
        <message>
            <source>%1 is a symbolic link</source>
            <translation>%1 はシンボリックリンクです</translation>
        </message>
        <message>
            <source>give the device node itself (e.g. %1)</source>
            <translation>デバイスノードそのものを指定してください（例: %1）</translation>
        </message>
        <message>
            <source>%1 is not a block device</source>
            <translation>%1 はブロックデバイスではありません</translation>
        </message>
        <message>
            <source>%1 is not a device node directly in %2</source>
            <translation>%1 は %2 直下のデバイスノードではありません</translation>
        </message>
        <message>
            <source>%1 is not the kernel's block device %2</source>
            <translation>%1 はカーネルのブロックデバイス %2 ではありません</translation>
        </message>
        <message>
            <source>give the device node as the kernel names it (see %1)</source>
            <translation>カーネルが付けた名前でデバイスノードを指定してください（%1 を参照）</translation>
        </message>
        <message>
            <source>refusing to let a user read %1: %2, and its raw blocks would show every file on it</source>
            <translation>ユーザーに %1 を読ませることは拒否します: %2。その生ブロックからは上のすべてのファイルが見えてしまいます</translation>
        </message>
        <message>
            <source>test a directory on it, or run the raw read as root</source>
            <translation>その上のディレクトリをテストするか、生の読み取りを root で実行してください</translation>
        </message>
        <message>
            <source>%1 changed while it was checked</source>
            <translation>%1 は確認中に変わりました</translation>
        </message>
        <message>
            <source>%1: %2 is not a disk name</source>
            <translation>%1: %2 はディスク名ではありません</translation>
        </message>
        <message>
            <source>%1 is not a disk with a readahead setting</source>
            <translation>%1 は先読み設定のあるディスクではありません</translation>
        </message>
        <message>
            <source>a user id</source>
            <translation>ユーザー ID</translation>
        </message>
        <message>
            <source>%1 does not exist</source>
            <translation>%1 は存在しません</translation>
        </message>
        <message>
            <source>refusing to open %1 for a user: %2</source>
            <translation>ユーザーのために %1 を開くことは拒否します: %2</translation>
        </message>
        <message>
            <source>%1 is handed to user %2 now</source>
            <translation>%1 は現在ユーザー %2 に渡されています</translation>
        </message>
        <message>
            <source>it is given back when that run ends; root can give it back now with %1</source>
            <translation>その実行が終わると返されます。root は %1 で今すぐ返せます</translation>
        </message>
        <message>
            <source>cannot open %1: %2</source>
            <translation>%1 を開けません: %2</translation>
        </message>
        <message>
            <source>reference (%1)</source>
            <translation>参照 (%1)</translation>
        </message>
        <message>
            <source>This run</source>
            <translation>この実行</translation>
        </message>
        <message>
            <source>As the reference</source>
            <translation>参照どおり</translation>
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
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <source>%1 %2 %3</source>
            <translation>%1 %2 %3</translation>
        </message>
        <message>
            <source>%1 h</source>
            <translation>%1 時間</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 分</translation>
        </message>
        <message>
            <source>SNIA PTS %1 as the open implementations run them</source>
            <translation>オープンな実装どおりの SNIA PTS %1</translation>
        </message>
        <message>
            <source>SNIA PTS %1 after the open implementations: not conformant because %2</source>
            <translation>オープンな実装に倣った SNIA PTS %1: 非準拠（理由: %2）</translation>
        </message>
        <message>
            <source>%1 firmware %2</source>
            <translation>%1 ファームウェア %2</translation>
        </message>
        <message>
            <source>RND 4K writes, %1 x QD%2; rounds of %3 x %4 s; %5</source>
            <translation>RND 4K 書き込み、%1 x QD%2、%3 x %4 秒のラウンド、%5</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>対象</translation>
        </message>
        <message>
            <source>a raw device</source>
            <translation>生デバイス</translation>
        </message>
        <message>
            <source>Purge</source>
            <translation>パージ</translation>
        </message>
        <message>
            <source>secure erase, sanitize or format before each test (a discard: not conformant)</source>
            <translation>各テストの前にセキュアイレース、サニタイズまたはフォーマット（discard では非準拠）</translation>
        </message>
        <message>
            <source>Write cache</source>
            <translation>書き込みキャッシュ</translation>
        </message>
        <message>
            <source>PTS-E disabled, PTS-C enabled: reported</source>
            <translation>PTS-E は無効、PTS-C は有効: 記載する</translation>
        </message>
        <message>
            <source>as the drive was (Fioscope does not set it)</source>
            <translation>ドライブの設定のまま（Fioscope は設定しません）</translation>
        </message>
        <message>
            <source>Steady-state window</source>
            <translation>定常状態ウィンドウ</translation>
        </message>
        <message>
            <source>last 5 rounds, at most 25</source>
            <translation>直近 5 ラウンド、最大 25</translation>
        </message>
        <message>
            <source>last %1 rounds, at most %2</source>
            <translation>直近 %1 ラウンド、最大 %2</translation>
        </message>
        <message>
            <source>a test file, not a raw device</source>
            <translation>生デバイスではなくテストファイル</translation>
        </message>
        <message>
            <source>a discard, not a secure erase</source>
            <translation>セキュアイレースではなく discard</translation>
        </message>
        <message>
            <source>no purge</source>
            <translation>パージなし</translation>
        </message>
        <message>
            <source>reduced durations (quick look)</source>
            <translation>短縮した時間（簡易確認）</translation>
        </message>
        <message>
            <source>HIR's preconditioning did not reach steady state</source>
            <translation>HIR のプリコンディショニングが定常状態に達しなかった</translation>
        </message>
        <message>
            <source>firmware %1</source>
            <translation>ファームウェア %1</translation>
        </message>
        <message>
            <source>Device</source>
            <translation>デバイス</translation>
        </message>
        <message>
            <source>Span (active range)</source>
            <translation>範囲（アクティブ範囲）</translation>
        </message>
        <message>
            <source>as the drive was (not set by Fioscope)</source>
            <translation>ドライブの設定のまま（Fioscope は設定しない）</translation>
        </message>
        <message>
            <source>steady in rounds %1-%2</source>
            <translation>ラウンド %1-%2 で定常</translation>
        </message>
        <message>
            <source>not steady</source>
            <translation>定常でない</translation>
        </message>
        <message>
            <source>%1; the window from round %2 (%3)</source>
            <translation>%1、ウィンドウはラウンド %2 から（%3）</translation>
        </message>
        <message>
            <source>The setup; then each point against the two open fio implementations of the PTS (CH: CloudHarmony's block-storage; YF: SSS-PTS-TEST, its PTS 2.0 extension; XSR and DIRTH are YF's alone). Fioscope is not a certified PTS test platform.</source>
            <translation>構成。続いて各項目を PTS の 2 つのオープンな fio 実装と比較します（CH: CloudHarmony の block-storage、YF: その PTS 2.0 拡張の SSS-PTS-TEST。XSR と DIRTH は YF のみ）。Fioscope は認定された PTS テストプラットフォームではありません。</translation>
        </message>
        <message>
            <source>Conformance: %1</source>
            <translation>準拠: %1</translation>
        </message>
        <message>
            <source>a test file</source>
            <translation>テストファイル</translation>
        </message>
        <message>
            <source>a discard before each test</source>
            <translation>各テストの前に discard</translation>
        </message>
        <message>
            <source>HIR preconditioning round</source>
            <translation>HIR のプリコンディショニングのラウンド</translation>
        </message>
        <message>
            <source>30 x 60 s, the round's figure its last 60 s</source>
            <translation>30 x 60 秒、ラウンドの値は最後の 60 秒</translation>
        </message>
        <message>
            <source>%1 x %2 s, its figure the last cell</source>
            <translation>%1 x %2 秒、値は最後のセル</translation>
        </message>
        <message>
            <source>HIR load</source>
            <translation>HIR の負荷</translation>
        </message>
        <message>
            <source>threads x QD as chosen: reported</source>
            <translation>スレッド x QD は任意: 記載する</translation>
        </message>
        <message>
            <source>%1 x QD%2</source>
            <translation>%1 x QD%2</translation>
        </message>
        <message>
            <source>HIR wait states</source>
            <translation>HIR の待機状態</translation>
        </message>
        <message>
            <source>5 s bursts; 5, 10, 15, 25, 50 s idle; 360 bursts each; 360 x 5 s to baseline</source>
            <translation>5 秒のバースト、5, 10, 15, 25, 50 秒のアイドル、各 360 バースト、ベースラインまで 360 x 5 秒</translation>
        </message>
        <message>
            <source>%1 s bursts; %2 s idle; %3 bursts each; %4 x %5 s to baseline</source>
            <translation>%1 秒のバースト、%2 秒のアイドル、各 %3 バースト、ベースラインまで %4 x %5 秒</translation>
        </message>
        <message>
            <source>XSR access groups</source>
            <translation>XSR のアクセスグループ</translation>
        </message>
        <message>
            <source>SEQ 1M 8 h; RND 8K 6 h; SEQ 1M 8 h (YF)</source>
            <translation>SEQ 1M 8 時間、RND 8K 6 時間、SEQ 1M 8 時間 (YF)</translation>
        </message>
        <message>
            <source>XSR load and sample</source>
            <translation>XSR の負荷と測定間隔</translation>
        </message>
        <message>
            <source>1 thread x QD32; every 60 s (YF)</source>
            <translation>1 スレッド x QD32、60 秒ごと (YF)</translation>
        </message>
        <message>
            <source>%1 x QD%2; every %3 s</source>
            <translation>%1 x QD%2、%3 秒ごと</translation>
        </message>
        <message>
            <source>DIRTH access</source>
            <translation>DIRTH のアクセス</translation>
        </message>
        <message>
            <source>RND, block size and read share chosen (default 8K, 65 % reads) (YF)</source>
            <translation>RND、ブロックサイズと読み取り比率は任意（既定 8K、読み取り 65 %）(YF)</translation>
        </message>
        <message>
            <source>RND %1 at %2 % reads</source>
            <translation>RND %1、読み取り %2 %</translation>
        </message>
        <message>
            <source>DIRTH preconditioning</source>
            <translation>DIRTH のプリコンディショニング</translation>
        </message>
        <message>
            <source>RND writes at 32 x QD32 in rounds of 30 x 60 s (YF)</source>
            <translation>RND 書き込みを 32 x QD32 で、30 x 60 秒のラウンドで (YF)</translation>
        </message>
        <message>
            <source>RND writes at %1 x QD%2 in rounds of %3 x %4 s</source>
            <translation>RND 書き込みを %1 x QD%2 で、%3 x %4 秒のラウンドで</translation>
        </message>
        <message>
            <source>DIRTH grid round</source>
            <translation>DIRTH のグリッドのラウンド</translation>
        </message>
        <message>
            <source>5 min pre-write, then threads and QD 32, 16, 8, 6, 4, 2, 1 at 60 s (YF)</source>
            <translation>5 分の事前書き込みの後、スレッドと QD 32, 16, 8, 6, 4, 2, 1 を各 60 秒 (YF)</translation>
        </message>
        <message>
            <source>%1 pre-write, then threads %2 x QD %3 at %4 s</source>
            <translation>%1 の事前書き込みの後、スレッド %2 x QD %3 を各 %4 秒</translation>
        </message>
        <message>
            <source>DIRTH histogram points</source>
            <translation>DIRTH のヒストグラムの点</translation>
        </message>
        <message>
            <source>60 min pre-write, then 10 min; 1 ms bins; MaxIOPS under 5 ms (YF)</source>
            <translation>60 分の事前書き込みの後 10 分、1 ms 刻み、MaxIOPS は 5 ms 未満 (YF)</translation>
        </message>
        <message>
            <source>%1 pre-write, then %2; 1 ms bins; MaxIOPS under %3 ms</source>
            <translation>%1 の事前書き込みの後 %2、1 ms 刻み、MaxIOPS は %3 ms 未満</translation>
        </message>
        <message>
            <source>Time limit</source>
            <translation>時間制限</translation>
        </message>
        <message>
            <source>settings differ from the references' (the table says which)</source>
            <translation>設定が参照と異なる（どれかは表を参照）</translation>
        </message>
        <message>
            <source>%1 stopped: %2</source>
            <translation>%1 は停止: %2</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%2 中 %1</translation>
        </message>
        <message>
            <source>a discard (BLKDISCARD) before each test</source>
            <translation>各テストの前に discard (BLKDISCARD)</translation>
        </message>
        <message>
            <source>%1 x QD%2; no preconditioning; cells of %3 s</source>
            <translation>%1 x QD%2、プリコンディショニングなし、%3 秒のセル</translation>
        </message>
        <message>
            <source>RND %1 at %2 % reads; preconditioning %3 x QD%4; grid %5 x %6</source>
            <translation>RND %1、読み取り %2 %、プリコンディショニング %3 x QD%4、グリッド %5 x %6</translation>
        </message>
        <message>
            <source>baseline</source>
            <translation>ベースライン</translation>
        </message>
        <message>
            <source>4 KiB random writes in bursts of %1 s, each followed by the wait state's host idle; IOPS are fio's per burst; 'of steady state' is against the preconditioning's window past the write cache (the floor).</source>
            <translation>4 KiB のランダム書き込みを %1 秒のバーストで行い、各バーストの後に待機状態のホストアイドルを置きます。IOPS はバーストごとの fio の値です。「定常状態比」は書き込みキャッシュを過ぎたプリコンディショニングのウィンドウ（底）との比です。</translation>
        </message>
        <message>
            <source>reads</source>
            <translation>読み取り</translation>
        </message>
        <message>
            <source>writes</source>
            <translation>書き込み</translation>
        </message>
        <message>
            <source>%1 %</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <source>%1</source>
            <translation>%1</translation>
        </message>
        <message>
            <source>round</source>
            <translation>ラウンド</translation>
        </message>
        <message>
            <source>wait %1 s</source>
            <translation>待機 %1 秒</translation>
        </message>
        <message>
            <source>Host idle recovery (HIR)</source>
            <translation>ホストアイドル回復 (HIR)</translation>
        </message>
        <message>
            <source>The recovery time (YF's): from the start of group 3 until its throughput first reaches group 1's mean, to the start of the first cell that does (one cell's resolution).</source>
            <translation>回復時間（YF の定義）: グループ 3 の開始から、そのスループットが初めてグループ 1 の平均に達するまで。達した最初のセルの開始までを数えます（1 セルの分解能）。</translation>
        </message>
        <message>
            <source>Load %1 thread(s) x QD%2; response times are fio's total latency (submission to completion) of the cell's writes. Fioscope's settle time: from the first cell after which every cell is within %3 % of the segment's final level (the mean of its last three cells).</source>
            <translation>負荷 %1 スレッド x QD%2。応答時間はセルの書き込みの fio の合計レイテンシ（発行から完了まで）です。Fioscope の安定時間: それ以降のすべてのセルがセグメントの最終水準（最後の 3 セルの平均）の %3 % 以内に収まる最初のセルから。</translation>
        </message>
        <message>
            <source>Cross-stimulus recovery (XSR)</source>
            <translation>クロススティミュラス回復 (XSR)</translation>
        </message>
        <message>
            <source>RND %1 at %2 % reads; threads %3 x queue depths %4; MaxIOPS among the points under %5 ms of mean response time; histograms count fio's completion latency of every I/O in 1 ms bins, reads and writes apart; figures are fio's.</source>
            <translation>RND %1、読み取り %2 %。スレッド %3 x キュー深度 %4。MaxIOPS は平均応答時間 %5 ms 未満の点から選びます。ヒストグラムは各 I/O の fio の完了レイテンシを 1 ms 刻みで、読み取りと書き込みを分けて数えます。数値は fio のものです。</translation>
        </message>
        <message>
            <source>Demand intensity / response time histogram (DIRTH)</source>
            <translation>要求強度 / 応答時間ヒストグラム (DIRTH)</translation>
        </message>
        <message>
            <source>DIRTH: response-time histogram, %1 IOPS point (%2), maximum %3 ms</source>
            <translation>DIRTH: 応答時間ヒストグラム、%1 IOPS の点 (%2)、最大 %3 ms</translation>
        </message>
        <message>
            <source>response time (ms, fio's completion latency)</source>
            <translation>応答時間（ms、fio の完了レイテンシ）</translation>
        </message>
        <message>
            <source>per round</source>
            <translation>ラウンドごと</translation>
        </message>
        <message>
            <source>HIR: IOPS v time, all wait states</source>
            <translation>HIR: IOPS の時間変化（全待機状態）</translation>
        </message>
        <message>
            <source>minutes since the first wait state</source>
            <translation>最初の待機状態からの分</translation>
        </message>
        <message>
            <source>XSR: throughput v time</source>
            <translation>XSR: スループットの時間変化</translation>
        </message>
        <message>
            <source>minutes since the first segment</source>
            <translation>最初のセグメントからの分</translation>
        </message>
        <message>
            <source>%1 (knee)</source>
            <translation>%1（ニー）</translation>
        </message>
        <message>
            <source>DIRTH: demand intensity (mean response time v IOPS)</source>
            <translation>DIRTH: 要求強度（平均応答時間と IOPS）</translation>
        </message>
        <message>
            <source>mean response time (µs)</source>
            <translation>平均応答時間 (µs)</translation>
        </message>
        <message>
            <source>DIRTH: demand variation (IOPS v queue depth)</source>
            <translation>DIRTH: 要求変動（IOPS とキュー深度）</translation>
        </message>
        <message>
            <source>queue depth (outstanding I/Os per thread)</source>
            <translation>キュー深度（スレッドあたりの未完了 I/O）</translation>
        </message>
        <message>
            <source>DIRTH: IOPS and MB/s v total outstanding I/O</source>
            <translation>DIRTH: IOPS と MB/s（未完了 I/O の合計に対して）</translation>
        </message>
        <message>
            <source>total outstanding I/O (threads x QD)</source>
            <translation>未完了 I/O の合計（スレッド x QD）</translation>
        </message>
        <message>
            <source>DIRTH: preconditioning (RND writes), IOPS per round at the heaviest point</source>
            <translation>DIRTH: プリコンディショニング（RND 書き込み）、最も重い点でのラウンドごとの IOPS</translation>
        </message>
        <message>
            <source>DIRTH: grid rounds, IOPS per round at the heaviest point</source>
            <translation>DIRTH: グリッドのラウンド、最も重い点でのラウンドごとの IOPS</translation>
        </message>
        <message>
            <source>window mean</source>
            <translation>ウィンドウの平均</translation>
        </message>
        <message>
            <source>steady state</source>
            <translation>定常状態</translation>
        </message>
        <message>
            <source>HIR: mean IOPS per wait state</source>
            <translation>HIR: 待機状態ごとの平均 IOPS</translation>
        </message>
        <message>
            <source>Wait state (idle)</source>
            <translation>待機状態（アイドル）</translation>
        </message>
        <message>
            <source>bursts</source>
            <translation>バースト</translation>
        </message>
        <message>
            <source>mean IOPS</source>
            <translation>平均 IOPS</translation>
        </message>
        <message>
            <source>of steady state</source>
            <translation>定常状態比</translation>
        </message>
        <message>
            <source>baseline after</source>
            <translation>その後のベースライン</translation>
        </message>
        <message>
            <source>XSR: mean and maximum response time v time</source>
            <translation>XSR: 平均・最大応答時間の時間変化</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>グループ</translation>
        </message>
        <message>
            <source>stimulus</source>
            <translation>刺激</translation>
        </message>
        <message>
            <source>cells</source>
            <translation>セル</translation>
        </message>
        <message>
            <source>first MB/s</source>
            <translation>最初の MB/s</translation>
        </message>
        <message>
            <source>end MB/s</source>
            <translation>最後の MB/s</translation>
        </message>
        <message>
            <source>peak ART µs</source>
            <translation>ART ピーク µs</translation>
        </message>
        <message>
            <source>peak MRT µs</source>
            <translation>MRT ピーク µs</translation>
        </message>
        <message>
            <source>recovery time (YF)</source>
            <translation>回復時間 (YF)</translation>
        </message>
        <message>
            <source>settle time</source>
            <translation>安定時間</translation>
        </message>
        <message>
            <source>knee %1</source>
            <translation>ニー %1</translation>
        </message>
        <message>
            <source>DIRTH: fio's CPU use over the grid (user + system, % of one CPU)</source>
            <translation>DIRTH: グリッド全体での fio の CPU 使用率（ユーザー + システム、CPU 1 個に対する %）</translation>
        </message>
        <message>
            <source>% of one CPU</source>
            <translation>CPU 1 個に対する %</translation>
        </message>
        <message>
            <source>DIRTH: the pre-writes before the histogram points (RND writes)</source>
            <translation>DIRTH: ヒストグラムの点の前の事前書き込み（RND 書き込み）</translation>
        </message>
        <message>
            <source>Point</source>
            <translation>点</translation>
        </message>
        <message>
            <source>outstanding I/Os</source>
            <translation>未完了 I/O</translation>
        </message>
        <message>
            <source>mean µs</source>
            <translation>平均 µs</translation>
        </message>
        <message>
            <source>p99 µs</source>
            <translation>p99 µs</translation>
        </message>
        <message>
            <source>max µs</source>
            <translation>最大 µs</translation>
        </message>
        <message>
            <source>HIR: preconditioning IOPS per round and the steady-state window</source>
            <translation>HIR: プリコンディショニングのラウンドごとの IOPS と定常状態ウィンドウ</translation>
        </message>
        <message>
            <source>mean response time (ART)</source>
            <translation>平均応答時間 (ART)</translation>
        </message>
        <message>
            <source>maximum response time (MRT)</source>
            <translation>最大応答時間 (MRT)</translation>
        </message>
        <message>
            <source>  %1 point, %2: 99 % %3 µs, 99.9 % %4 µs, 99.99 % %5 µs, max %6 µs</source>
            <translation>  %1 の点、%2: 99 % %3 µs、99.9 % %4 µs、99.99 % %5 µs、最大 %6 µs</translation>
        </message>
        <message>
            <source>mean IOPS of the bursts</source>
            <translation>バーストの平均 IOPS</translation>
        </message>
        <message>
            <source>write IOPS</source>
            <translation>書き込み IOPS</translation>
        </message>
        <message>
            <source>max</source>
            <translation>最大</translation>
        </message>
        <message>
            <source>mid</source>
            <translation>中間</translation>
        </message>
        <message>
            <source>min</source>
            <translation>最小</translation>
        </message>
        <message>
            <source>SEQ %1 writes</source>
            <translation>SEQ %1 書き込み</translation>
        </message>
        <message>
            <source>RND %1 writes</source>
            <translation>RND %1 書き込み</translation>
        </message>
        <message>
            <source>the span was written once in round %1; rounds shorter than the references' 30 min</source>
            <translation>範囲はラウンド %1 で 1 回書き終えた。ラウンドは参照の 30 分より短い</translation>
        </message>
        <message>
            <source>the span is not yet written once; rounds shorter than the references' 30 min</source>
            <translation>範囲はまだ 1 回も書き終えていない。ラウンドは参照の 30 分より短い</translation>
        </message>
        <message>
            <source>the run's time limit was reached</source>
            <translation>実行の時間制限に達しました</translation>
        </message>
        <message>
            <source>no point had a mean response time under %1 ms: MaxIOPS is the one with the least</source>
            <translation>平均応答時間が %1 ms 未満の点はありませんでした: MaxIOPS は最も短い点です</translation>
        </message>
        <message>
            <source>%1 of %2 rounds: too few for a window</source>
            <translation>%2 ラウンド中 %1: ウィンドウには少なすぎる</translation>
        </message>
        <message>
            <source>the window starts at round %1 (%2): %3 of %4 rounds</source>
            <translation>ウィンドウはラウンド %1 から（%2）: %4 ラウンド中 %3</translation>
        </message>
        <message>
            <source>no rounds</source>
            <translation>ラウンドなし</translation>
        </message>
        <message>
            <source>steady (%1)</source>
            <translation>定常（%1）</translation>
        </message>
        <message>
            <source>not steady (%1)</source>
            <translation>定常でない（%1）</translation>
        </message>
        <message>
            <source>not reached</source>
            <translation>未到達</translation>
        </message>
        <message>
            <source>%1 min (%2 s)</source>
            <translation>%1 分（%2 秒）</translation>
        </message>
        <message>
            <source>DIRTH preconditioning (RND writes, T%1 Q%2): %3</source>
            <translation>DIRTH のプリコンディショニング（RND 書き込み、T%1 Q%2）: %3</translation>
        </message>
        <message>
            <source>DIRTH grid rounds (tracked at T%1 Q%2): %3</source>
            <translation>DIRTH のグリッドのラウンド（T%1 Q%2 で追跡）: %3</translation>
        </message>
        <message>
            <source>HIR preconditioning: steady at %1 IOPS (%2)</source>
            <translation>HIR のプリコンディショニング: %1 IOPS で定常（%2）</translation>
        </message>
        <message>
            <source>HIR preconditioning: not steady (%1)</source>
            <translation>HIR のプリコンディショニング: 定常でない（%1）</translation>
        </message>
        <message>
            <source>HIR stopped: %1</source>
            <translation>HIR は停止: %1</translation>
        </message>
        <message>
            <source>XSR recovery time (YF: group 3 back at group 1's mean, %1 MB/s): %2</source>
            <translation>XSR の回復時間（YF: グループ 3 がグループ 1 の平均 %1 MB/s に戻るまで）: %2</translation>
        </message>
        <message>
            <source>XSR stopped: %1</source>
            <translation>XSR は停止: %1</translation>
        </message>
        <message>
            <source>DIRTH: %1</source>
            <translation>DIRTH: %1</translation>
        </message>
        <message>
            <source>DIRTH knee (Fioscope's): T%1 Q%2, %3 IOPS at %4 µs mean (most IOPS per µs of response time)</source>
            <translation>DIRTH のニー（Fioscope の定義）: T%1 Q%2、平均 %4 µs で %3 IOPS（応答時間 1 µs あたりの IOPS が最大）</translation>
        </message>
        <message>
            <source>DIRTH %1 IOPS point T%2 Q%3: %4 IOPS, mean %5 µs over %6 s</source>
            <translation>DIRTH %1 IOPS の点 T%2 Q%3: %4 IOPS、%6 秒間の平均 %5 µs</translation>
        </message>
        <message>
            <source>DIRTH stopped: %1</source>
            <translation>DIRTH は停止: %1</translation>
        </message>
        <message>
            <source>rounds %1-%2: %3</source>
            <translation>ラウンド %1-%2: %3</translation>
        </message>
        <message>
            <source>HIR wait %1 s: %2 bursts, mean %3 IOPS (%4 % of steady state); baseline after it %5 IOPS</source>
            <translation>HIR 待機 %1 秒: %2 バースト、平均 %3 IOPS（定常状態の %4 %）、その後のベースライン %5 IOPS</translation>
        </message>
        <message>
            <source>XSR segment %1 (%2): %3 MB/s at first, %4 MB/s at the end; peak mean response time %5 µs, peak maximum %6 µs; Fioscope's settle time %7 s (within %8 % of the last three cells' mean from then on)</source>
            <translation>XSR セグメント %1（%2）: 最初 %3 MB/s、最後 %4 MB/s。平均応答時間のピーク %5 µs、最大のピーク %6 µs。Fioscope の安定時間 %7 秒（以降は最後の 3 セルの平均の %8 % 以内）</translation>
        </message>
        <message>
            <source>XSR segment %1 (%2): %3 MB/s at first, %4 MB/s at the end; Fioscope's settle time %5 s (within %6 % of the last three cells' mean from then on)</source>
            <translation>XSR セグメント %1（%2）: 最初 %3 MB/s、最後 %4 MB/s。Fioscope の安定時間 %5 秒（以降は最後の 3 セルの平均の %6 % 以内）</translation>
        </message>
        <message>
            <source>HIR wait %1 s: %2 bursts, mean %3 IOPS (%4 % of steady state)</source>
            <translation>HIR 待機 %1 秒: %2 バースト、平均 %3 IOPS（定常状態の %4 %）</translation>
        </message>
        <message>
            <source>range %1 is more than %2% of the window's average %3 (at most %4)</source>
            <translation>幅 %1 がウィンドウ平均 %3 の %2% を超える（上限 %4）</translation>
        </message>
        <message>
            <source>slope x %1 = %2 is more than %3% of the window's average %4 (at most %5)</source>
            <translation>傾き x %1 = %2 がウィンドウ平均 %4 の %3% を超える（上限 %5）</translation>
        </message>
        <message>
            <source>HIR wait %1 s: %2 bursts, mean %3 IOPS; baseline after it %4 IOPS</source>
            <translation>HIR 待機 %1 秒: %2 バースト、平均 %3 IOPS、その後のベースライン %4 IOPS</translation>
        </message>
        <message>
            <source>HIR wait %1 s: %2 bursts, mean %3 IOPS</source>
            <translation>HIR 待機 %1 秒: %2 バースト、平均 %3 IOPS</translation>
        </message>
        <message>
            <source>idle %1 s for the cache to recover, then pass %2</source>
            <translation>キャッシュの回復のため %1 秒待機し、その後パス %2</translation>
        </message>
        <message>
            <source>dirth: %1</source>
            <translation>DIRTH：%1</translation>
        </message>
        <message>
            <source>%1: T%2 Q%3 for %4 s</source>
            <translation>%1：T%2 Q%3 で %4 秒</translation>
        </message>
        <message>
            <source>%1: T%2 Q%3 RND writes for %4 s</source>
            <translation>%1：T%2 Q%3 の RND 書き込みを %4 秒</translation>
        </message>
        <message>
            <source>%1: %2 IOPS; %3</source>
            <translation>%1：%2 IOPS；%3</translation>
        </message>
        <message>
            <source>hir: not steady after %1 rounds; the wait states start from there, and no '% of steady state' is given</source>
            <translation>HIR：%1 ラウンド後も定常ではありません。待機状態はそこから始まり、「定常状態の %」は示されません</translation>
        </message>
        <message>
            <source>%1: %2 bursts of %3 s, each followed by %4 s idle</source>
            <translation>%1：%3 秒のバーストを %2 回、それぞれの後に %4 秒待機</translation>
        </message>
        <message>
            <source>%1: %2, %3 achieved; mean %4 µs, p99 %5 µs, p99.9 %6 µs</source>
            <translation>%1：%2、達成 %3；平均 %4 µs、p99 %5 µs、p99.9 %6 µs</translation>
        </message>
        <message>
            <source>unthrottled</source>
            <translation>制限なし</translation>
        </message>
        <message>
            <source>%1 IOPS offered</source>
            <translation>%1 IOPS 要求</translation>
        </message>
        <message>
            <source>maximum %1 IOPS unthrottled; stepping %2 of it</source>
            <translation>制限なしの最大 %1 IOPS。その %2 で段階測定</translation>
        </message>
        <message>
            <source>%1: %2; %3</source>
            <translation>%1：%2；%3</translation>
        </message>
        <message>
            <source>the run's time limit was reached: it ends here</source>
            <translation>実行の制限時間に達しました。ここで終了します</translation>
        </message>
        <message>
            <source>%1: %2 cells of %3 s</source>
            <translation>%1：%3 秒のセルを %2 個</translation>
        </message>
    </context>
    <context>
        <name>glossary</name>
        <message>
            <source>queue depth (Q, QD, fio iodepth): how many I/Os each thread keeps in flight at once; Q1 waits for each I/O before the next, Q32 keeps 32 going</source>
            <translation>キュー深度（Q、QD、fio iodepth）: 各スレッドが同時に発行中にしておく I/O の数。Q1 は各 I/O の完了を待ってから次を出し、Q32 は 32 個を同時に保ちます</translation>
        </message>
        <message>
            <source>threads (T, fio numjobs): how many jobs issue I/O side by side, each with its own queue; T4 at Q32 keeps up to 128 I/Os in flight. fio runs them as processes unless 'jobs as threads' is on</source>
            <translation>スレッド（T、fio numjobs）: 並行して I/O を発行するジョブの数で、各ジョブが自分のキューを持ちます。Q32 の T4 では最大 128 個の I/O が同時に発行中になります。「ジョブをスレッドとして実行」がオフなら、fio はプロセスとして実行します</translation>
        </message>
        <message>
            <source>ramp (fio ss_ramp): seconds run before the steady-state check starts watching, so the start-up burst (caches filling, the drive waking) is not judged</source>
            <translation>ランプ（fio ss_ramp）: 定常状態の判定を始める前に走らせる秒数。起動直後のバースト（キャッシュの充填、ドライブの復帰）を判定に含めないためです</translation>
        </message>
        <message>
            <source>window (fio ss_dur): the seconds over which the figure must hold within the limit; the job stops as soon as it does</source>
            <translation>ウィンドウ（fio ss_dur）: 数値が上限内に収まり続けなければならない秒数。収まった時点でジョブは停止します</translation>
        </message>
        <message>
            <source>limit (fio steadystate=mode:limit): iops and bw stop once every figure in the window is within the limit of the window's mean (10% or an absolute value); iops_slope and bw_slope once the slope of the least-squares line through them falls below it</source>
            <translation>上限（fio steadystate=mode:limit）: iops と bw は、ウィンドウ内のすべての数値がウィンドウ平均から上限（10% または絶対値）以内に収まると停止します。iops_slope と bw_slope は、それらの最小二乗直線の傾きが上限を下回ると停止します</translation>
        </message>
        <message>
            <source>steady state (SNIA PTS): a test is repeated in rounds until its tracked figure stops changing: over the measurement window of five rounds the spread stays within 20 % of their average and the fitted line's rise stays within 10 %</source>
            <translation>定常状態（SNIA PTS）: 追跡する数値が変化しなくなるまでテストをラウンドごとに繰り返します。5 ラウンドの測定ウィンドウで、ばらつきが平均の 20 % 以内、近似直線の上昇が 10 % 以内に収まれば定常です</translation>
        </message>
        <message>
            <source>measurement window: the last five rounds, which the steady-state verdict is taken over</source>
            <translation>測定ウィンドウ: 定常状態の判定の対象となる直近 5 ラウンド</translation>
        </message>
        <message>
            <source>excursion (data excursion): the window's highest minus its lowest figure; steady needs it within 20 % of the window's average</source>
            <translation>変動幅（データエクスカーション）: ウィンドウ内の最大値から最小値を引いた値。定常にはウィンドウ平均の 20 % 以内が必要です</translation>
        </message>
        <message>
            <source>slope: of the least-squares line through the window's figures; slope × (window − 1) is how much the line rises or falls across the window, and steady needs it within 10 % of the average</source>
            <translation>傾き: ウィンドウ内の数値の最小二乗直線の傾き。傾き × (ウィンドウ − 1) がウィンドウ全体での直線の上昇・下降量で、定常には平均の 10 % 以内が必要です</translation>
        </message>
        <message>
            <source>mixed: reads and writes at once, each I/O a read or a write drawn in the share given (fio rw=randrw or rw, rwmixread); the Read cell shows the reads' part, the Write cell the writes'</source>
            <translation>混合: 読み込みと書き込みを同時に行い、各 I/O は指定した割合で読み込みか書き込みになります（fio rw=randrw または rw、rwmixread）。「読み込み」セルは読み込み分、「書き込み」セルは書き込み分を表示します</translation>
        </message>
        <message>
            <source>%1 bytes</source>
            <translation>%1 バイト</translation>
        </message>
        <message>
            <source>; R%1W%2: %3 (%1 % reads, %2 % writes)</source>
            <translation>; R%1W%2: %3（読み込み %1 %、書き込み %2 %）</translation>
        </message>
        <message>
            <source>sequential I/O in %1 blocks; </source>
            <translation>%1 ブロックのシーケンシャル I/O; </translation>
        </message>
        <message>
            <source>random I/O in %1 blocks; </source>
            <translation>%1 ブロックのランダム I/O; </translation>
        </message>
        <message>
            <source>Q%1: queue depth %1 (I/Os each thread keeps in flight); </source>
            <translation>Q%1: キュー深度 %1（各スレッドが同時に発行中の I/O 数）; </translation>
        </message>
        <message numerus="yes">
            <source>T%1: %n thread(s) (fio numjobs)</source>
            <translation>
                <numerusform>T%1: %n スレッド（fio numjobs）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>QD%1 × %2: queue depth %1 on each of %n thread(s)</source>
            <translation>
                <numerusform>QD%1 × %2: %n 個の各スレッドでキュー深度 %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>graphs</name>
        <message>
            <source>lat.</source>
            <translation>レイテンシ</translation>
        </message>
        <message>
            <source>time</source>
            <translation>時間</translation>
        </message>
        <message>
            <source>+%1 more in the list</source>
            <translation>ほか %1 本はリストに</translation>
        </message>
        <message>
            <source>Curves</source>
            <translation>曲線</translation>
        </message>
        <message>
            <source>All</source>
            <translation>すべて</translation>
        </message>
        <message>
            <source>None</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>show every thread curve (the total stays)</source>
            <translation>すべてのスレッドの曲線を表示（合計は残ります）</translation>
        </message>
        <message>
            <source>hide every thread curve (the total stays)</source>
            <translation>すべてのスレッドの曲線を非表示（合計は残ります）</translation>
        </message>
        <message>
            <source>%1: click the box to show or hide it; hover to highlight it</source>
            <translation>%1: ボックスをクリックで表示/非表示、マウスを重ねると強調表示</translation>
        </message>
        <message>
            <source>; hidden, the plots scale to the threads</source>
            <translation>。非表示にするとグラフはスレッドに合わせて拡大縮小します</translation>
        </message>
        <message>
            <source>the list of curves: show or hide each thread</source>
            <translation>曲線の一覧: スレッドごとに表示/非表示</translation>
        </message>
        <message>
            <source>total</source>
            <translation>合計</translation>
        </message>
        <message>
            <source>thread %1</source>
            <translation>スレッド %1</translation>
        </message>
        <message>
            <source>total %1</source>
            <translation>合計 %1</translation>
        </message>
        <message numerus="yes">
            <source>%n thread(s)</source>
            <translation>
                <numerusform>%n スレッド</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n thread(s), IOPS min %1 · median %2 · max %3 (each in the tooltip)</source>
            <translation>
                <numerusform>%n スレッド、IOPS 最小 %1 · 中央値 %2 · 最大 %3 (各スレッドはツールチップに表示)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>marks</name>
        <message>
            <source>RAM: measured RAM (the page cache), not the disk</source>
            <translation>RAM: ディスクではなく RAM（ページキャッシュ）を測定</translation>
        </message>
        <message>
            <source>CPU: host-bound: a CPU figure, not the drive's</source>
            <translation>CPU: ホスト律速。ドライブではなく CPU の数値</translation>
        </message>
        <message>
            <source>RATE: held at the job's own rate limit</source>
            <translation>RATE: ジョブ自身のレート制限で頭打ち</translation>
        </message>
        <message>
            <source>HOT: the drive throttled (heat)</source>
            <translation>HOT: ドライブがサーマルスロットリング（発熱）</translation>
        </message>
        <message>
            <source>!: believe with care: see the test's verdict</source>
            <translation>!: 注意して解釈: テストの判定を参照</translation>
        </message>
    </context>
    <context>
        <name>presets</name>
        <message>
            <source>Default</source>
            <translation>既定</translation>
        </message>
        <message>
            <source>NVMe SSD</source>
            <translation>NVMe SSD</translation>
        </message>
        <message>
            <source>Real World</source>
            <translation>実使用</translation>
        </message>
        <message>
            <source>Peak</source>
            <translation>ピーク</translation>
        </message>
        <message>
            <source>Read + write</source>
            <translation>読み込み + 書き込み</translation>
        </message>
        <message>
            <source>Read</source>
            <translation>読み込み</translation>
        </message>
        <message>
            <source>Write</source>
            <translation>書き込み</translation>
        </message>
        <message>
            <source>Mixed only</source>
            <translation>混合のみ</translation>
        </message>
        <message>
            <source>Read + write + mixed</source>
            <translation>読み込み + 書き込み + 混合</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>ランダム</translation>
        </message>
        <message>
            <source>All 0x00</source>
            <translation>All 0x00</translation>
        </message>
    </context>
    <context>
        <name>snapshot</name>
        <message>
            <source>fio not found</source>
            <translation>fio が見つかりません</translation>
        </message>
        <message>
            <source>target %1 · not run yet</source>
            <translation>ターゲット %1 · 未実行</translation>
        </message>
        <message>
            <source>cannot write %1: the picture could not be encoded</source>
            <translation>%1 に書き込めません: 画像をエンコードできませんでした</translation>
        </message>
        <message>
            <source>Marks:</source>
            <translation>マーク:</translation>
        </message>
        <message>
            <source>cannot write %1: %2</source>
            <translation>%1 に書き込めません: %2</translation>
        </message>
        <message>
            <source>saved %1x%2 picture to %3</source>
            <translation>%1x%2 の画像を %3 に保存しました</translation>
        </message>
    </context>
</TS>
