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
            <source>fio's status interval: one point per thread per interval. auto: 1 s, longer for a test with so many threads that fio's reports every second would slow it (64 threads on 2 CPUs: 4 s)</source>
            <translation>fio のステータス間隔: 間隔ごと、スレッドごとに 1 点。自動: 1 秒。スレッドが多く、毎秒の fio レポートがテストを遅くする場合は長くなります（2 CPU で 64 スレッド: 4 秒）</translation>
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
            <source>Each test runs once; 2 or more loops give each cell their median.</source>
            <translation>各テストは 1 回だけ実行されます。2 回以上にすると各セルはその中央値になります。</translation>
        </message>
        <message>
            <source>auto</source>
            <translation>自動</translation>
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
            <source>The %1 run</source>
            <translation>実行「%1」</translation>
        </message>
        <message>
            <source>job file not run: nothing was written</source>
            <translation>ジョブファイルは実行していません: 何も書き込んでいません</translation>
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
            <source>showing run %1: %2 · %3 · %4</source>
            <translation>実行 %1 を表示中: %2 · %3 · %4</translation>
        </message>
        <message>
            <source>comparing runs %1 against run %2</source>
            <translation>実行 %1 を実行 %2 と比較中</translation>
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
            <source>Marks:</source>
            <translation>マーク:</translation>
        </message>
        <message>
            <source>saved %1x%2 picture to %3</source>
            <translation>%1x%2 の画像を %3 に保存しました</translation>
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
    </context>
</TS>
