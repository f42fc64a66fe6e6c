<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>CommandDialog</name>
        <message>
            <source>fio command</source>
            <translation>fio 命令</translation>
        </message>
        <message>
            <source>Save as .fio…</source>
            <translation>另存为 .fio…</translation>
        </message>
        <message>
            <source>Save job file</source>
            <translation>保存作业文件</translation>
        </message>
        <message>
            <source>fio job files (*.fio)</source>
            <translation>fio 作业文件 (*.fio)</translation>
        </message>
        <message>
            <source>cannot save %1: %2</source>
            <translation>无法保存 %1：%2</translation>
        </message>
    </context>
    <context>
        <name>DestroyDialog</name>
        <message>
            <source>All data on this device will be destroyed</source>
            <translation>此设备上的所有数据都将被销毁</translation>
        </message>
        <message>
            <source>&lt;h3&gt;%1 will overwrite %2&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;%1 将覆盖 %2&lt;/h3&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;, serial %2, %3 (%4 bytes), %5.&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;，序列号 %2，%3（%4 字节），%5。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>未知</translation>
        </message>
        <message>
            <source>&lt;p&gt;It has these partitions, which will be lost:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</source>
            <translation>&lt;p&gt;它有以下分区，这些分区将会丢失：&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;It has no partition table that Fioscope can see.&lt;/p&gt;</source>
            <translation>&lt;p&gt;它没有 Fioscope 能识别的分区表。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Every file, partition and filesystem on the device will be destroyed and cannot be recovered. Fioscope writes over the device directly.&lt;/p&gt;</source>
            <translation>&lt;p&gt;设备上的所有文件、分区和文件系统都将被销毁，且无法恢复。Fioscope 会直接覆盖写入该设备。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;To go ahead, type &lt;b&gt;%1&lt;/b&gt; below.&lt;/p&gt;</source>
            <translation>&lt;p&gt;如要继续，请在下方输入 &lt;b&gt;%1&lt;/b&gt;。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Destroy data and run</source>
            <translation>销毁数据并运行</translation>
        </message>
    </context>
    <context>
        <name>JobfileConfirm</name>
        <message>
            <source>Run job file</source>
            <translation>运行作业文件</translation>
        </message>
        <message numerus="yes">
            <source>%n job(s); fio resolves them as:</source>
            <translation>
                <numerusform>%n 个作业；fio 解析为：</numerusform>
            </translation>
        </message>
        <message>
            <source>Files:</source>
            <translation>文件：</translation>
        </message>
        <message numerus="yes">
            <source>Overwrite %n existing file(s) and run</source>
            <translation>
                <numerusform>覆盖 %n 个现有文件并运行</numerusform>
            </translation>
        </message>
        <message>
            <source>Run</source>
            <translation>运行</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <source>System default</source>
            <translation>系统默认</translation>
        </message>
        <message>
            <source>The language changes when Fioscope is started again.</source>
            <translation>语言将在下次启动 Fioscope 时切换。</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>Run all tests</source>
            <translation>运行全部测试</translation>
        </message>
        <message>
            <source>run every test of the current mode</source>
            <translation>运行当前模式的所有测试</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>stop fio and remove the test file</source>
            <translation>停止 fio 并删除测试文件</translation>
        </message>
        <message>
            <source>Export last run…</source>
            <translation>导出上次运行…</translation>
        </message>
        <message>
            <source>the last run as HTML, PDF, JSON or CSV</source>
            <translation>将上次运行导出为 HTML、PDF、JSON 或 CSV</translation>
        </message>
        <message>
            <source>Open and run a .fio job file…</source>
            <translation>打开并运行 .fio 作业文件…</translation>
        </message>
        <message>
            <source>History…</source>
            <translation>历史记录…</translation>
        </message>
        <message>
            <source>past runs: open, compare, export</source>
            <translation>以往的运行：打开、比较、导出</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>退出</translation>
        </message>
        <message>
            <source>Show fio command</source>
            <translation>显示 fio 命令</translation>
        </message>
        <message>
            <source>the exact fio command of the custom job</source>
            <translation>自定义作业的完整 fio 命令</translation>
        </message>
        <message>
            <source>Refresh targets</source>
            <translation>刷新目标</translation>
        </message>
        <message>
            <source>About Fioscope</source>
            <translation>关于 Fioscope</translation>
        </message>
        <message>
            <source>Copy summary</source>
            <translation>复制摘要</translation>
        </message>
        <message>
            <source>the last run as a CrystalDiskMark-style text, to the clipboard</source>
            <translation>将上次运行以 CrystalDiskMark 风格的文本复制到剪贴板</translation>
        </message>
        <message>
            <source>Save graphs as image…</source>
            <translation>将图表保存为图片…</translation>
        </message>
        <message>
            <source>the live graphs as a PNG, under the run's drive, date and settings</source>
            <translation>将实时图表保存为 PNG，并注明本次运行的驱动器、日期和设置</translation>
        </message>
        <message>
            <source>Save results as image…</source>
            <translation>将结果保存为图片…</translation>
        </message>
        <message>
            <source>the results grid as a PNG, under the run's drive, date and settings</source>
            <translation>将结果表保存为 PNG，并注明本次运行的驱动器、日期和设置</translation>
        </message>
        <message>
            <source>Next page</source>
            <translation>下一页</translation>
        </message>
        <message>
            <source>the page right of this one</source>
            <translation>本页右侧的页面</translation>
        </message>
        <message>
            <source>Previous page</source>
            <translation>上一页</translation>
        </message>
        <message>
            <source>the page left of this one</source>
            <translation>本页左侧的页面</translation>
        </message>
        <message>
            <source>Latency QoS…</source>
            <translation>延迟 QoS…</translation>
        </message>
        <message>
            <source>the exceedance curves and QoS levels (p99 .. p99.9999) of the runs on screen</source>
            <translation>屏幕上各次运行的超越曲线和 QoS 等级（p99 .. p99.9999）</translation>
        </message>
        <message>
            <source>Latency versus load…</source>
            <translation>延迟与负载…</translation>
        </message>
        <message>
            <source>step the offered IOPS from 10 % to 110 % of the maximum: mean, p99 and p99.9 against IOPS, the knee, and the highest IOPS with p99 under a limit</source>
            <translation>将施加的 IOPS 从最大值的 10 % 逐级提高到 110 %：平均值、p99 和 p99.9 随 IOPS 的变化、拐点，以及 p99 低于限值时的最高 IOPS</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Run</source>
            <translation>运行(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>advanced: fio servers and the scaling matrix</source>
            <translation>高级：fio 服务器与扩展矩阵</translation>
        </message>
    </context>
    <context>
        <name>Mode</name>
        <message>
            <source>Quick</source>
            <translation>快速</translation>
        </message>
        <message>
            <source>Peak</source>
            <translation>峰值</translation>
        </message>
        <message>
            <source>Steady state</source>
            <translation>稳态</translation>
        </message>
        <message>
            <source>Test plans</source>
            <translation>测试计划</translation>
        </message>
        <message>
            <source>Custom / job file</source>
            <translation>自定义 / 作业文件</translation>
        </message>
        <message>
            <source>Page cache</source>
            <translation>页缓存</translation>
        </message>
        <message>
            <source>Check drive</source>
            <translation>检查驱动器</translation>
        </message>
        <message>
            <source>Remote hosts and scaling</source>
            <translation>远程主机与扩展</translation>
        </message>
    </context>
    <context>
        <name>PeakPage</name>
        <message>
            <source>Fresh-out-of-box peak: a warm-up, then the loops set on the top row; each cell is the median of the loops, with the spread and best on hover.</source>
            <translation>全新状态（FOB）峰值：先预热，再按顶部一行设置的次数循环；每个单元格是各次循环的中位数，悬停可查看离散度和最佳值。</translation>
        </message>
        <message>
            <source>Write cliff</source>
            <translation>写入悬崖</translation>
        </message>
        <message>
            <source>A sustained sequential write (1 MiB, QD32) over the span: the cache speed, how much was written before the speed fell and stayed down, the speed after it; then the same again after the idle pause.</source>
            <translation>在整个范围内持续顺序写入（1 MiB，QD32）：测量缓存速度、速度下降并保持低位之前写入了多少数据，以及之后的速度；空闲暂停后再测一次。</translation>
        </message>
        <message>
            <source>how much each pass writes, e.g. 8GiB (a raw device: at most its size)</source>
            <translation>每一轮写入的数据量，例如 8GiB（裸设备：不超过其容量）</translation>
        </message>
        <message>
            <source>seconds idle before the second pass; 0: one pass only</source>
            <translation>第二轮之前的空闲秒数；0：只运行一轮</translation>
        </message>
        <message>
            <source>Span</source>
            <translation>范围</translation>
        </message>
        <message>
            <source>Idle before pass 2 (s)</source>
            <translation>第二轮前空闲（秒）</translation>
        </message>
        <message>
            <source>▶  Write cliff</source>
            <translation>▶  写入悬崖</translation>
        </message>
        <message>
            <source>writes the span on the target; a raw device asks for its name first (data loss)</source>
            <translation>在目标上写满该范围；裸设备会先要求输入其名称（数据丢失）</translation>
        </message>
        <message numerus="yes">
            <source>▶  Peak (%n loop(s) after a warm-up)</source>
            <translation>
                <numerusform>▶  峰值（预热后循环 %n 次）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Fresh-out-of-box peak: SEQ1M Q8T1/Q1T1, SEQ128K Q32T1, RND4K Q32T16/Q32T1/Q1T1; median of %n loop(s), spread and best on hover (the loop count is set under Loops on the top row)</source>
            <translation>
                <numerusform>全新状态（FOB）峰值：SEQ1M Q8T1/Q1T1、SEQ128K Q32T1、RND4K Q32T16/Q32T1/Q1T1；取 %n 次循环的中位数，悬停可查看离散度和最佳值（次数在顶部一行的“次数”中设置）</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QuickTab</name>
        <message>
            <source>CrystalDiskMark's tests: pick a profile and a mode, then run all rows or one row with its button in the grid.</source>
            <translation>CrystalDiskMark 的测试：选择配置文件和模式，然后运行所有行，或用表格中某一行的按钮只运行该行。</translation>
        </message>
        <message>
            <source>CrystalDiskMark's profiles: Default, NVMe SSD, Real World (queue depth 1, one thread: one program waiting on each I/O) and Peak (the two tests that reach the most the drive can do). Not the Peak page, which is the fresh-out-of-box suite</source>
            <translation>CrystalDiskMark 的配置文件：默认、NVMe SSD、真实场景（队列深度 1、单线程：一个程序等待每次 I/O）和峰值（达到驱动器最大能力的两项测试）。与“峰值”页面不同，后者是全新状态测试套件</translation>
        </message>
        <message>
            <source>what each test does: read, write, both one after the other, or mixed: reads and writes at once, in the share set below, on a row of its own (R70W30)</source>
            <translation>每项测试的内容：读取、写入、先后进行两者，或混合：按下方设置的比例同时读写，单独占一行（R70W30）</translation>
        </message>
        <message>
            <source> % reads</source>
            <translation> % 读取</translation>
        </message>
        <message>
            <source>a mixed test's share of reads (fio rwmixread); the rest are writes. CrystalDiskMark's mix is 70 % reads, 30 % writes</source>
            <translation>混合测试中读取所占比例（fio rwmixread），其余为写入。CrystalDiskMark 的混合比例为 70 % 读取、30 % 写入</translation>
        </message>
        <message>
            <source>what is written. Random: fio's default, random data a drive cannot compress. All 0x00: every byte 0 (fio zero_buffers), as CrystalDiskMark's test data option; a drive that compresses or deduplicates writes it faster than real data</source>
            <translation>写入的数据。随机：fio 的默认值，驱动器无法压缩的随机数据。全 0x00：每个字节都是 0（fio zero_buffers），与 CrystalDiskMark 的测试数据选项相同；会压缩或去重的驱动器写入它比写入真实数据更快</translation>
        </message>
        <message>
            <source>Profile</source>
            <translation>配置文件</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>模式</translation>
        </message>
        <message>
            <source>Mixed</source>
            <translation>混合</translation>
        </message>
        <message>
            <source>Test data</source>
            <translation>测试数据</translation>
        </message>
        <message>
            <source>▶  Default profile, reads only</source>
            <translation>▶  默认配置文件，仅读取</translation>
        </message>
        <message>
            <source>The read half of the Default profile: safe on a raw device (nothing is written, no confirmation)</source>
            <translation>默认配置文件的读取部分：在裸设备上也安全（不写入任何数据，无需确认）</translation>
        </message>
        <message>
            <source>direct I/O (no page cache)</source>
            <translation>直接 I/O（不经页缓存）</translation>
        </message>
        <message>
            <source>off: buffered I/O, which can measure RAM rather than the disk (the cache panel says when it does)</source>
            <translation>关闭：缓冲 I/O，测到的可能是内存而不是磁盘（发生时缓存面板会提示）</translation>
        </message>
        <message>
            <source>jobs as threads of one fio process</source>
            <translation>作业作为单个 fio 进程的线程运行</translation>
        </message>
        <message>
            <source>off (fio's default, and what the seed plans specify): each job is its own process. On: fio's thread option. With posixaio this changes the result: glibc's AIO pool is per process, so threads share one pool</source>
            <translation>关闭（fio 的默认值，也是基础测试计划的规定）：每个作业是独立的进程。开启：fio 的 thread 选项。使用 posixaio 时这会改变结果：glibc 的 AIO 池按进程划分，因此线程共用一个池</translation>
        </message>
        <message>
            <source>fio's status interval: one point per thread per interval. auto: 1 s, longer for a test with so many threads that fio's reports every second would slow it (64 threads on 2 CPUs: 4 s)</source>
            <translation>fio 的状态间隔：每个间隔每个线程一个点。auto：1 秒；若线程太多、fio 每秒报告会拖慢测试，则更长（2 个 CPU 上 64 个线程：4 秒）</translation>
        </message>
        <message>
            <source>Graph interval (s)</source>
            <translation>图表间隔（秒）</translation>
        </message>
        <message numerus="yes">
            <source>▶  %1 profile (%n loop(s) after a warm-up)</source>
            <translation>
                <numerusform>▶  %1配置文件（预热后循环 %n 次）</numerusform>
            </translation>
        </message>
        <message>
            <source>▶  %1 profile</source>
            <translation>▶  %1配置文件</translation>
        </message>
        <message numerus="yes">
            <source>Loops: %n (top row). Each cell is the median of the %n loops, run after a warm-up that is not kept; the fastest (best) and slowest are on hover. The median, not CrystalDiskMark's best: one lucky loop (a cache, a burst) cannot make the figure.</source>
            <translation>
                <numerusform>次数：%n（顶部一行）。每个单元格是 %n 次循环的中位数，循环在不计入结果的预热之后进行；最快（最佳）和最慢的结果悬停可见。采用中位数而非 CrystalDiskMark 的最佳值：一次侥幸的循环（缓存、突发）无法决定结果。</numerusform>
            </translation>
        </message>
        <message>
            <source>Loops: 1 (top row). Each test runs once; set 2 or more for loops after a warm-up, each cell then their median.</source>
            <translation>次数：1（顶部一行）。每项测试运行一次；设为 2 或更多时会在预热后循环，单元格显示其中位数。</translation>
        </message>
    </context>
    <context>
        <name>ResultsGrid</name>
        <message numerus="yes">
            <source>median of %n loops; min %1, best %2</source>
            <translation>
                <numerusform>%n 次循环的中位数；最小 %1，最佳 %2</numerusform>
            </translation>
        </message>
        <message>
            <source> (loop 1)</source>
            <translation>（第 1 次）</translation>
        </message>
        <message>
            <source>Test</source>
            <translation>测试</translation>
        </message>
        <message>
            <source>Read (%1)</source>
            <translation>读取 (%1)</translation>
        </message>
        <message>
            <source>Write (%1)</source>
            <translation>写入 (%1)</translation>
        </message>
        <message>
            <source>Trim (%1)</source>
            <translation>Trim (%1)</translation>
        </message>
        <message>
            <source>run only %1</source>
            <translation>仅运行 %1</translation>
        </message>
        <message>
            <source>Marks: %1</source>
            <translation>标记：%1</translation>
        </message>
    </context>
    <context>
        <name>TargetPicker</name>
        <message>
            <source>Disks (raw devices)</source>
            <translation>磁盘（裸设备）</translation>
        </message>
        <message>
            <source>Mounted filesystems</source>
            <translation>已挂载的文件系统</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>目录</translation>
        </message>
        <message>
            <source>Read-only (cannot hold a test file)</source>
            <translation>只读（无法放置测试文件）</translation>
        </message>
        <message>
            <source>system disk</source>
            <translation>系统盘</translation>
        </message>
        <message>
            <source>mounted</source>
            <translation>已挂载</translation>
        </message>
        <message>
            <source>read-only</source>
            <translation>只读</translation>
        </message>
        <message>
            <source>raw writes refused</source>
            <translation>拒绝直接写入</translation>
        </message>
        <message>
            <source>raw writes refused: %1</source>
            <translation>拒绝直接写入：%1</translation>
        </message>
        <message>
            <source>raw device: writes destroy its data and need a typed confirmation</source>
            <translation>裸设备：写入会销毁其数据，需要输入确认</translation>
        </message>
        <message>
            <source>reads run on the device directly and change nothing</source>
            <translation>读取直接在设备上进行，不会改变任何内容</translation>
        </message>
        <message>
            <source>reads: %1</source>
            <translation>读取：%1</translation>
        </message>
        <message>
            <source>writes: %1</source>
            <translation>写入：%1</translation>
        </message>
        <message>
            <source>%1 free of %2</source>
            <translation>%1 可用，共 %2</translation>
        </message>
        <message>
            <source>size unknown</source>
            <translation>大小未知</translation>
        </message>
        <message>
            <source>RAM (tmpfs)</source>
            <translation>内存 (tmpfs)</translation>
        </message>
        <message>
            <source>copy-on-write</source>
            <translation>写时复制</translation>
        </message>
        <message>
            <source>network</source>
            <translation>网络</translation>
        </message>
        <message>
            <source>directory</source>
            <translation>目录</translation>
        </message>
        <message>
            <source>read-only: a test file cannot be written here</source>
            <translation>只读：无法在此写入测试文件</translation>
        </message>
        <message>
            <source>a test file is made here and removed after</source>
            <translation>在此创建测试文件，结束后删除</translation>
        </message>
        <message>
            <source>type to search disks, mounts and directories</source>
            <translation>输入以搜索磁盘、挂载点和目录</translation>
        </message>
        <message>
            <source>Directory…</source>
            <translation>目录…</translation>
        </message>
        <message>
            <source>choose a directory for the test file</source>
            <translation>为测试文件选择目录</translation>
        </message>
        <message>
            <source>Directory for the test file</source>
            <translation>测试文件所在目录</translation>
        </message>
    </context>
    <context>
        <name>TextDialog</name>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
    </context>
    <context>
        <name>TopRow</name>
        <message>
            <source>Quick and Peak: measured loops per test, after a warm-up from 2 on; each cell shows their median (best and slowest on hover)</source>
            <translation>快速和峰值：每项测试测量的循环次数，2 次及以上时先预热；每个单元格显示其中位数（最佳和最慢悬停可见）</translation>
        </message>
        <message>
            <source>the test file's size (on a raw device: the span tested)</source>
            <translation>测试文件的大小（裸设备上为测试的范围）</translation>
        </message>
        <message>
            <source>seconds each test runs</source>
            <translation>每项测试运行的秒数</translation>
        </message>
        <message>
            <source>the grid's unit: MB/s (10^6 bytes), MiB/s (2^20), IOPS, or mean latency in µs</source>
            <translation>表格的单位：MB/s（10^6 字节）、MiB/s（2^20）、IOPS 或平均延迟（µs）</translation>
        </message>
        <message>
            <source>▶  All</source>
            <translation>▶  全部</translation>
        </message>
        <message>
            <source>run every test of the chosen mode (Ctrl+R)</source>
            <translation>运行所选模式的全部测试（Ctrl+R）</translation>
        </message>
        <message>
            <source>■  Stop</source>
            <translation>■  停止</translation>
        </message>
        <message>
            <source>stop fio and remove the test file (Esc)</source>
            <translation>停止 fio 并删除测试文件（Esc）</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>目标</translation>
        </message>
        <message>
            <source>Loops</source>
            <translation>次数</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>大小</translation>
        </message>
        <message>
            <source>Seconds</source>
            <translation>秒数</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>单位</translation>
        </message>
    </context>
    <context>
        <name>glossary</name>
        <message>
            <source>queue depth (Q, QD, fio iodepth): how many I/Os each thread keeps in flight at once; Q1 waits for each I/O before the next, Q32 keeps 32 going</source>
            <translation>队列深度（Q、QD、fio iodepth）：每个线程同时保持在途的 I/O 数量；Q1 等每个 I/O 完成后再发下一个，Q32 同时保持 32 个</translation>
        </message>
        <message>
            <source>threads (T, fio numjobs): how many jobs issue I/O side by side, each with its own queue; T4 at Q32 keeps up to 128 I/Os in flight. fio runs them as processes unless 'jobs as threads' is on</source>
            <translation>线程（T、fio numjobs）：并行发出 I/O 的作业数量，每个作业有自己的队列；T4 配 Q32 时最多 128 个 I/O 在途。除非开启“作业作为线程运行”，fio 以进程方式运行它们</translation>
        </message>
        <message>
            <source>ramp (fio ss_ramp): seconds run before the steady-state check starts watching, so the start-up burst (caches filling, the drive waking) is not judged</source>
            <translation>爬升期（fio ss_ramp）：稳态检查开始观察前先运行的秒数，使启动时的突发（缓存填充、驱动器唤醒）不被计入判断</translation>
        </message>
        <message>
            <source>window (fio ss_dur): the seconds over which the figure must hold within the limit; the job stops as soon as it does</source>
            <translation>窗口（fio ss_dur）：数值必须保持在限值内的秒数；一旦满足，作业即停止</translation>
        </message>
        <message>
            <source>limit (fio steadystate=mode:limit): iops and bw stop once every figure in the window is within the limit of the window's mean (10% or an absolute value); iops_slope and bw_slope once the slope of the least-squares line through them falls below it</source>
            <translation>限值（fio steadystate=mode:limit）：当窗口内每个数值都在窗口均值的限值范围内（10% 或绝对值）时，iops 和 bw 停止；当通过这些数值的最小二乘直线斜率低于限值时，iops_slope 和 bw_slope 停止</translation>
        </message>
        <message>
            <source>steady state (SNIA PTS): a test is repeated in rounds until its tracked figure stops changing: over the measurement window of five rounds the spread stays within 20 % of their average and the fitted line's rise stays within 10 %</source>
            <translation>稳态（SNIA PTS）：测试按轮次重复，直到所跟踪的数值不再变化：在五轮的测量窗口内，离散幅度保持在其平均值的 20 % 以内，拟合直线的升幅保持在 10 % 以内</translation>
        </message>
        <message>
            <source>measurement window: the last five rounds, which the steady-state verdict is taken over</source>
            <translation>测量窗口：最近五轮，稳态结论基于这五轮得出</translation>
        </message>
        <message>
            <source>excursion (data excursion): the window's highest minus its lowest figure; steady needs it within 20 % of the window's average</source>
            <translation>偏移（数据偏移）：窗口内最高值减去最低值；稳态要求它在窗口平均值的 20 % 以内</translation>
        </message>
        <message>
            <source>slope: of the least-squares line through the window's figures; slope × (window − 1) is how much the line rises or falls across the window, and steady needs it within 10 % of the average</source>
            <translation>斜率：通过窗口内各数值的最小二乘直线的斜率；斜率 × (窗口 − 1) 是直线在整个窗口内的升降幅度，稳态要求它在平均值的 10 % 以内</translation>
        </message>
        <message>
            <source>mixed: reads and writes at once, each I/O a read or a write drawn in the share given (fio rw=randrw or rw, rwmixread); the Read cell shows the reads' part, the Write cell the writes'</source>
            <translation>混合：同时读写，每个 I/O 按给定比例随机为读或写（fio rw=randrw 或 rw，rwmixread）；“读取”单元格显示读取部分，“写入”单元格显示写入部分</translation>
        </message>
        <message>
            <source>%1 bytes</source>
            <translation>%1 字节</translation>
        </message>
        <message>
            <source>; R%1W%2: %3 (%1 % reads, %2 % writes)</source>
            <translation>; R%1W%2：%3（%1 % 读取，%2 % 写入）</translation>
        </message>
        <message>
            <source>sequential I/O in %1 blocks; </source>
            <translation>以 %1 块进行的顺序 I/O；</translation>
        </message>
        <message>
            <source>random I/O in %1 blocks; </source>
            <translation>以 %1 块进行的随机 I/O；</translation>
        </message>
        <message>
            <source>Q%1: queue depth %1 (I/Os each thread keeps in flight); </source>
            <translation>Q%1：队列深度 %1（每个线程在途的 I/O 数）；</translation>
        </message>
        <message numerus="yes">
            <source>T%1: %n thread(s) (fio numjobs)</source>
            <translation>
                <numerusform>T%1：%n 个线程（fio numjobs）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>QD%1 × %2: queue depth %1 on each of %n thread(s)</source>
            <translation>
                <numerusform>QD%1 × %2：%n 个线程，每个的队列深度为 %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>marks</name>
        <message>
            <source>RAM: measured RAM (the page cache), not the disk</source>
            <translation>RAM：测到的是内存（页缓存），不是磁盘</translation>
        </message>
        <message>
            <source>CPU: host-bound: a CPU figure, not the drive's</source>
            <translation>CPU：受主机限制，是 CPU 的数值而非驱动器的</translation>
        </message>
        <message>
            <source>RATE: held at the job's own rate limit</source>
            <translation>RATE：被作业自身的速率限制封顶</translation>
        </message>
        <message>
            <source>HOT: the drive throttled (heat)</source>
            <translation>HOT：驱动器发生了降速（过热）</translation>
        </message>
        <message>
            <source>!: believe with care: see the test's verdict</source>
            <translation>!：请谨慎看待：参见该测试的结论</translation>
        </message>
    </context>
    <context>
        <name>presets</name>
        <message>
            <source>Default</source>
            <translation>默认</translation>
        </message>
        <message>
            <source>NVMe SSD</source>
            <translation>NVMe SSD</translation>
        </message>
        <message>
            <source>Real World</source>
            <translation>真实场景</translation>
        </message>
        <message>
            <source>Peak</source>
            <translation>峰值</translation>
        </message>
        <message>
            <source>Read + write</source>
            <translation>读取 + 写入</translation>
        </message>
        <message>
            <source>Read</source>
            <translation>读取</translation>
        </message>
        <message>
            <source>Write</source>
            <translation>写入</translation>
        </message>
        <message>
            <source>Mixed only</source>
            <translation>仅混合</translation>
        </message>
        <message>
            <source>Read + write + mixed</source>
            <translation>读取 + 写入 + 混合</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>随机</translation>
        </message>
        <message>
            <source>All 0x00</source>
            <translation>全 0x00</translation>
        </message>
    </context>
</TS>
