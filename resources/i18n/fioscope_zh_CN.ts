<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>About</name>
        <message>
            <source>not found</source>
            <translation>未找到</translation>
        </message>
        <message>
            <source> (text: %1)</source>
            <translation>（文本：%1）</translation>
        </message>
        <message>
            <source>&lt;p&gt;Disk benchmarks with live per-thread graphs, driving the fio benchmark.&lt;/p&gt;</source>
            <translation>&lt;p&gt;驱动 fio 基准测试、带有逐线程实时图表的磁盘基准测试工具。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;tr&gt;&lt;td&gt;Fioscope's licence&lt;/td&gt;&lt;td&gt;%1 (GNU General Public License, version 2 or any later version)%2&lt;/td&gt;&lt;/tr&gt;</source>
            <translation>&lt;tr&gt;&lt;td&gt;Fioscope 的许可证&lt;/td&gt;&lt;td&gt;%1（GNU General Public License 第 2 版或任何更高版本）%2&lt;/td&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>&lt;tr&gt;&lt;td&gt;fio's licence&lt;/td&gt;&lt;td&gt;GPL-2.0-only (GNU General Public License, version 2); Fioscope runs it as a separate program&lt;/td&gt;&lt;/tr&gt;</source>
            <translation>&lt;tr&gt;&lt;td&gt;fio 的许可证&lt;/td&gt;&lt;td&gt;GPL-2.0-only（GNU General Public License 第 2 版）；Fioscope 将其作为独立程序运行&lt;/td&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Licence texts are in %1, as named in each row.&lt;/p&gt;</source>
            <translation>&lt;p&gt;许可证文本位于 %1，各行已注明。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Third-party components (%1)&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;第三方组件 (%1)&lt;/h3&gt;</translation>
        </message>
        <message>
            <source>&lt;tr&gt;&lt;th&gt;Component&lt;/th&gt;&lt;th&gt;Version&lt;/th&gt;&lt;th&gt;Licence&lt;/th&gt;&lt;th&gt;Licence texts&lt;/th&gt;&lt;th&gt;&lt;/th&gt;&lt;/tr&gt;</source>
            <translation>&lt;tr&gt;&lt;th&gt;组件&lt;/th&gt;&lt;th&gt;版本&lt;/th&gt;&lt;th&gt;许可证&lt;/th&gt;&lt;th&gt;许可证文本&lt;/th&gt;&lt;th&gt;&lt;/th&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>the component list cannot be read: %1</source>
            <translation>无法读取组件列表：%1</translation>
        </message>
    </context>
    <context>
        <name>CachePanel</name>
        <message>
            <source>Page cache and device</source>
            <translation>页缓存与设备</translation>
        </message>
        <message>
            <source>time (s)</source>
            <translation>时间 (秒)</translation>
        </message>
        <message>
            <source>system cache</source>
            <translation>系统缓存</translation>
        </message>
        <message>
            <source>page cache</source>
            <translation>页缓存</translation>
        </message>
        <message>
            <source>dirty</source>
            <translation>脏页</translation>
        </message>
        <message>
            <source>writeback</source>
            <translation>回写</translation>
        </message>
        <message>
            <source>Rerun with caches dropped</source>
            <translation>清空缓存后重新运行</translation>
        </message>
        <message>
            <source>Rerun with direct I/O</source>
            <translation>以直接 I/O 重新运行</translation>
        </message>
        <message>
            <source>Windows gives a user no way to empty its file cache; direct I/O (FILE_FLAG_NO_BUFFERING) bypasses it</source>
            <translation>Windows 无法清空其文件缓存；直接 I/O（FILE_FLAG_NO_BUFFERING）会绕过它</translation>
        </message>
        <message>
            <source>A run on fio servers: the page cache, the device and its temperature are the hosts' own, which Fioscope does not sample.</source>
            <translation>在 fio 服务器上运行：页缓存、设备及其温度属于各主机，Fioscope 不进行采样。</translation>
        </message>
        <message>
            <source>A stored run: the page cache and device I/O are sampled live and not kept; each test's verdict is below.</source>
            <translation>已保存的运行：页缓存和设备 I/O 只在运行时采样，不会保存；各测试的结论见下方。</translation>
        </message>
        <message>
            <source>&lt;b&gt;⚠ Before this run:&lt;/b&gt; </source>
            <translation>&lt;b&gt;⚠ 本次运行之前：&lt;/b&gt; </translation>
        </message>
        <message>
            <source>System cache &lt;b&gt;%1 MiB&lt;/b&gt; · dirty &lt;b&gt;%2 MiB&lt;/b&gt;</source>
            <translation>系统缓存 &lt;b&gt;%1 MiB&lt;/b&gt; · 脏页 &lt;b&gt;%2 MiB&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Page cache &lt;b&gt;%1 MiB&lt;/b&gt; · dirty &lt;b&gt;%2 MiB&lt;/b&gt; · writeback &lt;b&gt;%3 MiB&lt;/b&gt;</source>
            <translation>页缓存 &lt;b&gt;%1 MiB&lt;/b&gt; · 脏页 &lt;b&gt;%2 MiB&lt;/b&gt; · 回写 &lt;b&gt;%3 MiB&lt;/b&gt;</translation>
        </message>
        <message>
            <source>, readahead %1 KiB</source>
            <translation>，预读 %1 KiB</translation>
        </message>
        <message>
            <source>reads: fio %1, device %2</source>
            <translation>读取：fio %1，设备 %2</translation>
        </message>
        <message>
            <source>writes: fio %1, device %2</source>
            <translation>写入：fio %1，设备 %2</translation>
        </message>
        <message>
            <source>Device &lt;b&gt;%1&lt;/b&gt;%2</source>
            <translation>设备 &lt;b&gt;%1&lt;/b&gt;%2</translation>
        </message>
        <message>
            <source>This interval — %1</source>
            <translation>本间隔 — %1</translation>
        </message>
        <message>
            <source>device idle</source>
            <translation>设备空闲</translation>
        </message>
        <message>
            <source>No block device behind this target: device I/O cannot be compared</source>
            <translation>此目标背后没有块设备：无法比较设备 I/O</translation>
        </message>
        <message>
            <source>&lt;b&gt;⚠ This result measures RAM, not the disk.&lt;/b&gt;&lt;br&gt;</source>
            <translation>&lt;b&gt;⚠ 此结果测到的是内存，不是磁盘。&lt;/b&gt;&lt;br&gt;</translation>
        </message>
    </context>
    <context>
        <name>CacheTab</name>
        <message>
            <source>Windows has no per-disk readahead and gives a user no way to empty its file cache: use direct I/O (the Quick page's default), which bypasses the cache</source>
            <translation>Windows 没有按磁盘的预读，也无法清空其文件缓存：请使用绕过缓存的直接 I/O（“快速”页面的默认设置）</translation>
        </message>
        <message>
            <source>A buffered result can come from RAM, and readahead turns many small reads into a few large ones. The panel beside the graphs compares what fio issued with what the device saw in every run.</source>
            <translation>缓冲结果可能来自内存，而预读会把许多小读取合并成少数大读取。图表旁的面板会在每次运行中比较 fio 发出的 I/O 与设备实际看到的 I/O。</translation>
        </message>
        <message>
            <source>For every run from the other pages</source>
            <translation>适用于其他页面的每次运行</translation>
        </message>
        <message>
            <source>Drop caches before each test</source>
            <translation>每项测试前清空缓存</translation>
        </message>
        <message>
            <source>a test file: the system's page cache; a raw device: its buffer cache (through the privileged helper: pkexec or sudo may ask)</source>
            <translation>测试文件：系统的页缓存；裸设备：其缓冲区缓存（通过特权助手：pkexec 或 sudo 可能会询问）</translation>
        </message>
        <message>
            <source>the device's own setting</source>
            <translation>设备自身的设置</translation>
        </message>
        <message>
            <source>KiB, set on the device behind the target for the run, then restored</source>
            <translation>KiB，运行期间设置在目标背后的设备上，之后恢复</translation>
        </message>
        <message>
            <source>Readahead (KiB)</source>
            <translation>预读 (KiB)</translation>
        </message>
        <message>
            <source>Cache experiments</source>
            <translation>缓存实验</translation>
        </message>
        <message>
            <source>▶  Readahead sweep</source>
            <translation>▶  预读扫描</translation>
        </message>
        <message>
            <source>100 MiB of buffered sequential 4 KiB reads at each readahead value: fio's reads against the device's and their average size; the setting is restored after</source>
            <translation>在每个预读值下进行 100 MiB 的 4 KiB 缓冲顺序读取：fio 的读取与设备实际读取的对比及其平均大小；结束后恢复原设置</translation>
        </message>
        <message>
            <source>then read the raw disk behind it</source>
            <translation>然后读取其背后的裸磁盘</translation>
        </message>
        <message>
            <source>a last run reading the block device under the directory directly: read-only</source>
            <translation>最后一次运行直接读取目录下的块设备：只读</translation>
        </message>
        <message>
            <source>▶  Page cache vs direct vs raw</source>
            <translation>▶  页缓存 vs 直接 vs 裸设备</translation>
        </message>
        <message>
            <source>10 MiB of random 4 KiB reads: buffered cold, buffered warm, direct, and optionally the raw disk</source>
            <translation>10 MiB 的 4 KiB 随机读取：缓冲冷读、缓冲热读、直接读取，以及可选的裸磁盘读取</translation>
        </message>
        <message>
            <source>Readahead values (KiB)</source>
            <translation>预读值 (KiB)</translation>
        </message>
        <message>
            <source>needs a directory for its test file: choose a mounted filesystem (it can end with a raw read of the disk behind it)</source>
            <translation>需要一个目录来放置测试文件：请选择已挂载的文件系统（最后可以直接读取其背后的磁盘）</translation>
        </message>
        <message>
            <source>readahead values (KiB)</source>
            <translation>预读值 (KiB)</translation>
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
            <translation>提示</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>未知</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>正常</translation>
        </message>
        <message>
            <source>Does not apply</source>
            <translation>不适用</translation>
        </message>
        <message>
            <source>found: %1</source>
            <translation>实际：%1</translation>
        </message>
        <message>
            <source>expected: %1</source>
            <translation>预期：%1</translation>
        </message>
        <message numerus="yes">
            <source>⚠ %n warning(s)</source>
            <translation>
                <numerusform>⚠ %n 个警告</numerusform>
            </translation>
        </message>
        <message>
            <source>✔ nothing off</source>
            <translation>✔ 一切正常</translation>
        </message>
        <message>
            <source>Why is my drive slow? What the target's disk and this machine say, item by item: its link, cache, settings, alignment, health and the power state, each with its status and advice (the same as fioscope check). Nothing is written.</source>
            <translation>为什么我的驱动器很慢？逐项列出目标磁盘和本机的情况：链路、缓存、设置、对齐、健康状况和电源状态，每项都附有状态和建议（与 fioscope check 相同）。不会写入任何数据。</translation>
        </message>
        <message>
            <source>Check the target's drive</source>
            <translation>检查目标所在的驱动器</translation>
        </message>
        <message>
            <source>reads sysfs, procfs and SMART (smartctl, when installed): about a second</source>
            <translation>读取 sysfs、procfs 和 SMART（若已安装 smartctl）：约一秒</translation>
        </message>
        <message>
            <source>Choose a target first: a directory or a device.</source>
            <translation>请先选择目标：目录或设备。</translation>
        </message>
        <message>
            <source>checking %1 …</source>
            <translation>正在检查 %1 …</translation>
        </message>
        <message numerus="yes">
            <source>%n item(s)</source>
            <translation>
                <numerusform>%n 项</numerusform>
            </translation>
        </message>
        <message>
            <source>could not check %1: %2</source>
            <translation>无法检查 %1：%2</translation>
        </message>
        <message numerus="yes">
            <source>no warnings · %n note(s) to read</source>
            <translation>
                <numerusform>无警告 · %n 条提示待阅读</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CliffStart</name>
        <message>
            <source>a sequential write over %1 of it, twice (the write cliff)</source>
            <translation>对其中 %1 的两次顺序写入（写入悬崖）</translation>
        </message>
        <message>
            <source>the write cliff</source>
            <translation>写入悬崖</translation>
        </message>
        <message>
            <source>cancelled · </source>
            <translation>已取消 · </translation>
        </message>
        <message>
            <source>write cliff: </source>
            <translation>写入悬崖：</translation>
        </message>
    </context>
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
        <name>CustomTab</name>
        <message>
            <source>Custom job</source>
            <translation>自定义作业</translation>
        </message>
        <message>
            <source>fio's built-in steady-state detection (steadystate=, ss_dur=, ss_ramp=): the job stops once IOPS or bandwidth stays within the limit for the window</source>
            <translation>fio 内置的稳态检测（steadystate=、ss_dur=、ss_ramp=）：当 IOPS 或带宽在窗口期内保持在限值以内时，作业停止</translation>
        </message>
        <message>
            <source>limit</source>
            <translation>限值</translation>
        </message>
        <message>
            <source>window s</source>
            <translation>窗口 秒</translation>
        </message>
        <message>
            <source>ramp s</source>
            <translation>爬升 秒</translation>
        </message>
        <message>
            <source>Pattern</source>
            <translation>模式</translation>
        </message>
        <message>
            <source>Block size</source>
            <translation>块大小</translation>
        </message>
        <message>
            <source>Read mix</source>
            <translation>读取比例</translation>
        </message>
        <message>
            <source>Queue depth</source>
            <translation>队列深度</translation>
        </message>
        <message>
            <source>Threads</source>
            <translation>线程</translation>
        </message>
        <message>
            <source>Engine</source>
            <translation>引擎</translation>
        </message>
        <message>
            <source>fio steady state</source>
            <translation>fio 稳态</translation>
        </message>
        <message>
            <source>▶  Run custom</source>
            <translation>▶  运行自定义作业</translation>
        </message>
        <message>
            <source>▶  Open and run a .fio job file…</source>
            <translation>▶  打开并运行 .fio 作业文件…</translation>
        </message>
        <message>
            <source>fio resolves include, ${VAR} and $ncpus; raw-device writes need the same typed confirmation</source>
            <translation>fio 会解析 include、${VAR} 和 $ncpus；写入裸设备同样需要输入确认</translation>
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
        <name>Errors</name>
        <message>
            <source>readahead %1 is not a number of KiB</source>
            <translation>预读 %1 不是以 KiB 计的数字</translation>
        </message>
        <message>
            <source>e.g. 128, or empty for the device's own</source>
            <translation>例如 128，留空则用设备自身的设置</translation>
        </message>
        <message>
            <source>steady-state limit %1 is not a number or percentage</source>
            <translation>稳态限值 %1 不是数字或百分比</translation>
        </message>
        <message>
            <source>e.g. 10% or 2000</source>
            <translation>例如 10% 或 2000</translation>
        </message>
        <message>
            <source>cannot read span %1</source>
            <translation>无法读取范围 %1</translation>
        </message>
        <message>
            <source>use e.g. 10% or 8GiB</source>
            <translation>请使用如 10% 或 8GiB</translation>
        </message>
        <message>
            <source>a span in percent needs a raw device and 0 &lt; percent &lt;= 100</source>
            <translation>以百分比指定范围需要裸设备，且 0 &lt; 百分比 &lt;= 100</translation>
        </message>
        <message>
            <source>choose at least one steady-state test</source>
            <translation>请至少选择一项稳态测试</translation>
        </message>
        <message>
            <source>cannot read %1 as a multiple of the span</source>
            <translation>无法将 %1 读作范围的倍数</translation>
        </message>
        <message>
            <source>e.g. 4</source>
            <translation>例如 4</translation>
        </message>
        <message>
            <source>choose a target first</source>
            <translation>请先选择目标</translation>
        </message>
        <message>
            <source>HIR, XSR and DIRTH run as a run of their own: uncheck the tests above</source>
            <translation>HIR、XSR 和 DIRTH 作为单独的一次运行：请取消勾选上面的测试</translation>
        </message>
        <message>
            <source>the cache experiment needs a directory for its test file</source>
            <translation>缓存实验需要一个目录来放置测试文件</translation>
        </message>
        <message>
            <source>choose a mounted directory; it can end with a raw read of the disk behind it</source>
            <translation>请选择已挂载的目录；最后可以直接读取其背后的磁盘</translation>
        </message>
        <message>
            <source>%1 s a step is out of range</source>
            <translation>每级 %1 秒超出范围</translation>
        </message>
        <message>
            <source>give 0.5 to 3600 seconds</source>
            <translation>请给出 0.5 至 3600 秒</translation>
        </message>
        <message>
            <source>give a directory on the hosts</source>
            <translation>请给出主机上的目录</translation>
        </message>
        <message>
            <source>raw devices on fio servers: from the command line (%1), with its data-loss confirmation</source>
            <translation>fio 服务器上的裸设备：通过命令行（%1），并进行其数据丢失确认</translation>
        </message>
    </context>
    <context>
        <name>FioLogsDialog</name>
        <message>
            <source>fio logs of run %1</source>
            <translation>运行 %1 的 fio 日志</translation>
        </message>
        <message>
            <source>Kept in %1</source>
            <translation>保存在 %1</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>缺失</translation>
        </message>
        <message>
            <source>Open folder</source>
            <translation>打开文件夹</translation>
        </message>
        <message>
            <source>the folder in the file manager</source>
            <translation>在文件管理器中打开该文件夹</translation>
        </message>
        <message>
            <source>Copy to…</source>
            <translation>复制到…</translation>
        </message>
        <message>
            <source>copy the log files into a folder you choose</source>
            <translation>把日志文件复制到您选择的文件夹</translation>
        </message>
        <message>
            <source>Copy the fio logs to</source>
            <translation>将 fio 日志复制到</translation>
        </message>
        <message>
            <source>no file manager opened %1</source>
            <translation>没有文件管理器打开 %1</translation>
        </message>
        <message>
            <source>copied %1 of %2 files: %3</source>
            <translation>已复制 %2 个文件中的 %1 个：%3</translation>
        </message>
        <message>
            <source>%1 files copied to %2</source>
            <translation>已将 %1 个文件复制到 %2</translation>
        </message>
    </context>
    <context>
        <name>GridState</name>
        <message>
            <source>Peak suite</source>
            <translation>峰值套件</translation>
        </message>
        <message>
            <source>Default profile</source>
            <translation>默认配置文件</translation>
        </message>
        <message>
            <source>reads only</source>
            <translation>仅读取</translation>
        </message>
        <message>
            <source>%1 profile</source>
            <translation>%1配置文件</translation>
        </message>
        <message>
            <source>mixed %1/%2 read/write</source>
            <translation>混合 读/写 %1/%2</translation>
        </message>
        <message>
            <source>%1 data</source>
            <translation>数据：%1</translation>
        </message>
        <message numerus="yes">
            <source>%n loops (median)</source>
            <translation>
                <numerusform>%n 次循环（中位数）</numerusform>
            </translation>
        </message>
        <message>
            <source>not run yet</source>
            <translation>尚未运行</translation>
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message>
            <source>fio logs…</source>
            <translation>fio 日志…</translation>
        </message>
        <message>
            <source>run %1 kept no fio logs (a job file's write_bw_log=NAME and the like are kept)</source>
            <translation>运行 %1 没有保留 fio 日志（作业文件中 write_bw_log=NAME 等日志会被保留）</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>运行</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>开始时间</translation>
        </message>
        <message>
            <source>Suite</source>
            <translation>套件</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Tests</source>
            <translation>测试数</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>目标</translation>
        </message>
        <message>
            <source>Label</source>
            <translation>标签</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>设置</translation>
        </message>
        <message>
            <source>HTML report</source>
            <translation>HTML 报告</translation>
        </message>
        <message>
            <source>Text summary</source>
            <translation>文本摘要</translation>
        </message>
        <message>
            <source>JSON, everything</source>
            <translation>JSON（全部）</translation>
        </message>
        <message>
            <source>CSV time series</source>
            <translation>CSV 时间序列</translation>
        </message>
        <message>
            <source>CSV summary</source>
            <translation>CSV 摘要</translation>
        </message>
        <message>
            <source>CSV QoS table</source>
            <translation>CSV QoS 表</translation>
        </message>
        <message>
            <source>PDF report</source>
            <translation>PDF 报告</translation>
        </message>
        <message>
            <source>Run history</source>
            <translation>运行历史</translation>
        </message>
        <message>
            <source>search suite, target, label, status, settings (e.g. buffered)…</source>
            <translation>搜索套件、目标、标签、状态、设置（如 buffered）…</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>打开</translation>
        </message>
        <message>
            <source>Summary…</source>
            <translation>摘要…</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>重命名…</translation>
        </message>
        <message>
            <source>Notes…</source>
            <translation>备注…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>导出…</translation>
        </message>
        <message>
            <source>Compare as text…</source>
            <translation>以文本比较…</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>继续</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>one run: its grid and graphs in the main window; several (Ctrl+click): side by side, against the first selected</source>
            <translation>一次运行：在主窗口中显示其表格和图表；多次（Ctrl+单击）：并排显示，以第一个选中的为基准</translation>
        </message>
        <message>
            <source>opened without the main window: use Summary</source>
            <translation>未随主窗口打开：请使用“摘要”</translation>
        </message>
        <message>
            <source>Export run</source>
            <translation>导出运行</translation>
        </message>
        <message>
            <source>Delete runs</source>
            <translation>删除运行</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n run(s) (%1) and all their results?</source>
            <translation>
                <numerusform>删除 %n 次运行（%1）及其全部结果？</numerusform>
            </translation>
        </message>
        <message>
            <source>Notes: %1</source>
            <translation>备注：%1</translation>
        </message>
        <message>
            <source>Run %1</source>
            <translation>运行 %1</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>重命名</translation>
        </message>
        <message>
            <source>Label of run %1</source>
            <translation>运行 %1 的标签</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>备注</translation>
        </message>
        <message>
            <source>Notes on run %1</source>
            <translation>运行 %1 的备注</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>导出</translation>
        </message>
        <message>
            <source>cannot export run %1: %2</source>
            <translation>无法导出运行 %1：%2</translation>
        </message>
        <message>
            <source>Run %1 saved as %2 to %3</source>
            <translation>运行 %1 已以 %2 格式保存到 %3</translation>
        </message>
        <message>
            <source>Compare</source>
            <translation>比较</translation>
        </message>
        <message>
            <source>select two or more runs (Ctrl+click)</source>
            <translation>请选择两次或更多运行（Ctrl+单击）</translation>
        </message>
        <message>
            <source>Compare runs %1 (baseline: run %2)</source>
            <translation>比较运行 %1（基准：运行 %2）</translation>
        </message>
        <message>
            <source>only a partial, cancelled or failed steady-state run can be resumed</source>
            <translation>只有未完成、已取消或失败的稳态运行才能继续</translation>
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
        <name>LatencyLoad</name>
        <message>
            <source>the answer: the highest IOPS whose p99 stayed under this, e.g. 500us or 2ms</source>
            <translation>所求结果：p99 保持在此值以下时的最高 IOPS，例如 500us 或 2ms</translation>
        </message>
        <message>
            <source>seconds per step: an unthrottled step, then 10 % to 110 % of its IOPS</source>
            <translation>每级秒数：先一级不限速，然后为其 IOPS 的 10 % 至 110 %</translation>
        </message>
        <message>
            <source>p99 under</source>
            <translation>p99 低于</translation>
        </message>
        <message>
            <source>Load (4k, QD32)</source>
            <translation>负载 (4k, QD32)</translation>
        </message>
        <message>
            <source>Seconds per step</source>
            <translation>每级秒数</translation>
        </message>
        <message>
            <source>Steps the offered IOPS (fio's rate_iops) from 10 % to 110 % of the measured maximum.</source>
            <translation>将施加的 IOPS（fio 的 rate_iops）从实测最大值的 10 % 逐级提高到 110 %。</translation>
        </message>
        <message>
            <source>%1 over %2 of it at stepped rates (latency versus load)</source>
            <translation>以阶梯速率对其中 %2 进行 %1（延迟与负载）</translation>
        </message>
        <message>
            <source>latency versus load</source>
            <translation>延迟与负载</translation>
        </message>
        <message>
            <source>achieved IOPS (I/O per s)</source>
            <translation>实际达到的 IOPS（每秒 I/O）</translation>
        </message>
        <message>
            <source>latency (µs, log scale)</source>
            <translation>延迟（µs，对数刻度）</translation>
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
            <translation>空闲</translation>
        </message>
        <message>
            <source>%1's buffer cache dropped</source>
            <translation>已清空 %1 的缓冲区缓存</translation>
        </message>
        <message>
            <source>page cache dropped</source>
            <translation>已清空页缓存</translation>
        </message>
        <message>
            <source>Open a fio job file</source>
            <translation>打开 fio 作业文件</translation>
        </message>
        <message>
            <source>fio job files (*.fio *.ini *.job);;All files (*)</source>
            <translation>fio 作业文件 (*.fio *.ini *.job);;所有文件 (*)</translation>
        </message>
        <message>
            <source>summary copied to the clipboard</source>
            <translation>摘要已复制到剪贴板</translation>
        </message>
        <message>
            <source>Save graphs</source>
            <translation>保存图表</translation>
        </message>
        <message>
            <source>nothing to export yet: no run has been stored in this session</source>
            <translation>尚无可导出内容：本次会话中没有保存任何运行</translation>
        </message>
        <message>
            <source>A test is running. Stop it and quit?</source>
            <translation>测试正在运行。要停止并退出吗？</translation>
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
        <name>Phase</name>
        <message numerus="yes">
            <source>%n client(s)</source>
            <translation>
                <numerusform>%n 个客户端</numerusform>
            </translation>
        </message>
        <message>
            <source>warm-up</source>
            <translation>预热</translation>
        </message>
        <message>
            <source>loop %1</source>
            <translation>第 %1 次循环</translation>
        </message>
        <message>
            <source>pass %1</source>
            <translation>第 %1 遍</translation>
        </message>
        <message>
            <source>pass %1 after %2 s idle</source>
            <translation>第 %1 遍（空闲 %2 秒后）</translation>
        </message>
        <message>
            <source>%1 wait %2 s</source>
            <translation>%1 等待 %2 秒</translation>
        </message>
        <message>
            <source>%1 baseline after %2 s</source>
            <translation>%1 %2 秒后的基线</translation>
        </message>
        <message>
            <source>%1 segment %2 %3 %4 writes</source>
            <translation>%1 第 %2 段：%3 %4 写入</translation>
        </message>
        <message>
            <source>%1 histogram %2</source>
            <translation>%1 直方图 %2</translation>
        </message>
        <message>
            <source>%1 pre-write %2</source>
            <translation>%1 预写入 %2</translation>
        </message>
        <message>
            <source>%1 round %2</source>
            <translation>%1 第 %2 轮</translation>
        </message>
        <message>
            <source>%1 purge</source>
            <translation>%1 清除</translation>
        </message>
        <message>
            <source>%1 precondition</source>
            <translation>%1 预处理</translation>
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
            <translation>依据 %1</translation>
        </message>
        <message>
            <source>▶  Run test plan</source>
            <translation>▶  运行测试计划</translation>
        </message>
        <message>
            <source>this machine; or fio servers: node1,node2:9000</source>
            <translation>本机；或 fio 服务器：node1,node2:9000</translation>
        </message>
        <message>
            <source>run on these fio servers (fio --server, same fio version) at once</source>
            <translation>同时在这些 fio 服务器上运行（fio --server，相同 fio 版本）</translation>
        </message>
        <message>
            <source>all hosts; or e.g. 1,2,4,8</source>
            <translation>所有主机；或如 1,2,4,8</translation>
        </message>
        <message>
            <source>the directory on each host</source>
            <translation>每台主机上的目录</translation>
        </message>
        <message>
            <source>Plan</source>
            <translation>计划</translation>
        </message>
        <message>
            <source>As published (the seed's own jobs)</source>
            <translation>按原文（基础文档自带的作业）</translation>
        </message>
        <message>
            <source>runs the plan exactly as its seed document did (see docs/seed-deviations.md); its duration and disk space are shown below before it starts</source>
            <translation>完全按基础文档的方式运行计划（见 docs/seed-deviations.md）；开始前会在下方显示所需时间和磁盘空间</translation>
        </message>
        <message>
            <source>Size per file</source>
            <translation>每个文件大小</translation>
        </message>
        <message>
            <source>Seconds per test</source>
            <translation>每项测试秒数</translation>
        </message>
        <message>
            <source>the scaling matrix's process counts</source>
            <translation>扩展矩阵的进程数</translation>
        </message>
        <message>
            <source>Remote hosts and the scaling matrix</source>
            <translation>远程主机与扩展矩阵</translation>
        </message>
        <message>
            <source>A test plan runs on this machine unless fio servers are named here (each started with fio --server, of the same fio version); the plan is chosen on the Test plans page.</source>
            <translation>除非在此指定 fio 服务器（每台都以相同版本的 fio --server 启动），测试计划在本机运行；计划在“测试计划”页面中选择。</translation>
        </message>
        <message>
            <source>Processes (scaling)</source>
            <translation>进程数（扩展）</translation>
        </message>
        <message>
            <source>Run on</source>
            <translation>运行于</translation>
        </message>
        <message>
            <source>Clients</source>
            <translation>客户端</translation>
        </message>
        <message>
            <source>Directory on hosts</source>
            <translation>主机上的目录</translation>
        </message>
        <message>
            <source>set by the seed document while As published is on</source>
            <translation>开启“按原文”时由基础文档设定</translation>
        </message>
        <message>
            <source>as published: 1, 2, 4, 8 (as many as the hosts)</source>
            <translation>按原文：1, 2, 4, 8（不超过主机数）</translation>
        </message>
        <message>
            <source>%1 has no seed document to run as published</source>
            <translation>%1 没有可按原文运行的基础文档</translation>
        </message>
        <message>
            <source>▶  Run %1</source>
            <translation>▶  运行 %1</translation>
        </message>
        <message>
            <source>process counts</source>
            <translation>进程数</translation>
        </message>
        <message numerus="yes">
            <source>%n test(s) · about %1 · test files %2</source>
            <translation>
                <numerusform>%n 项测试 · 约 %1 · 测试文件 %2</numerusform>
            </translation>
        </message>
        <message>
            <source>as published on the raw device %1: the whole device is written; the data-loss dialog asks first, and a disk in use is refused</source>
            <translation>在裸设备 %1 上按原文运行：整个设备都会被写入；会先弹出数据丢失对话框，正在使用的磁盘会被拒绝</translation>
        </message>
    </context>
    <context>
        <name>PtsPanel</name>
        <message>
            <source>running</source>
            <translation>运行中</translation>
        </message>
        <message>
            <source>done</source>
            <translation>已完成</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>已取消</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>失败</translation>
        </message>
        <message>
            <source>partial</source>
            <translation>部分完成</translation>
        </message>
        <message>
            <source>%1, log scale)</source>
            <translation>%1，对数刻度)</translation>
        </message>
        <message>
            <source>%1 (log scale)</source>
            <translation>%1（对数刻度）</translation>
        </message>
        <message>
            <source>&lt;b&gt;SNIA PTS %1&lt;/b&gt;: running. Their tables and charts (HIR's recovery, XSR's segments, DIRTH's knee and histograms) appear here when the run ends; the live graphs below show every cell as it runs.</source>
            <translation>&lt;b&gt;SNIA PTS %1&lt;/b&gt;：运行中。其表格和图表（HIR 的恢复、XSR 的分段、DIRTH 的拐点和直方图）将在运行结束时显示在这里；下方的实时图表在每个单元运行时显示它。</translation>
        </message>
        <message>
            <source>run %1</source>
            <translation>运行 %1</translation>
        </message>
        <message>
            <source>this run</source>
            <translation>本次运行</translation>
        </message>
        <message>
            <source>&lt;b&gt;SNIA PTS&lt;/b&gt;, %1 (%2): no results were kept (the run stopped before any test's figures could be made).</source>
            <translation>&lt;b&gt;SNIA PTS&lt;/b&gt;，%1（%2）：未保留任何结果（运行在任何测试的数据生成之前就已停止）。</translation>
        </message>
        <message>
            <source>&lt;b&gt;SNIA PTS&lt;/b&gt;, %1 (%2): %3</source>
            <translation>&lt;b&gt;SNIA PTS&lt;/b&gt;，%1（%2）：%3</translation>
        </message>
    </context>
    <context>
        <name>QosDialog</name>
        <message>
            <source>Latency QoS</source>
            <translation>延迟 QoS</translation>
        </message>
        <message>
            <source>completion latency (µs, log scale)</source>
            <translation>完成延迟（µs，对数刻度）</translation>
        </message>
        <message>
            <source>I/Os slower (%, log scale)</source>
            <translation>更慢的 I/O（%，对数刻度）</translation>
        </message>
        <message>
            <source>No test on screen has a latency curve (fio's json+ bins): nothing to draw.</source>
            <translation>屏幕上没有测试带有延迟曲线（fio 的 json+ 分桶）：无可绘制。</translation>
        </message>
        <message>
            <source>no run to show latency QoS for yet</source>
            <translation>尚无可显示延迟 QoS 的运行</translation>
        </message>
        <message>
            <source>run %1</source>
            <translation>运行 %1</translation>
        </message>
    </context>
    <context>
        <name>QuickTab</name>
        <message>
            <source>Settings</source>
            <translation>设置</translation>
        </message>
        <message>
            <source>Interval</source>
            <translation>间隔</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>顺序</translation>
        </message>
        <message>
            <source> s</source>
            <translation> 秒</translation>
        </message>
        <message>
            <source>Each test read, then written</source>
            <translation>每个测试先读后写</translation>
        </message>
        <message>
            <source>All reads, then all writes</source>
            <translation>先全部读取，再全部写入</translation>
        </message>
        <message>
            <source>CrystalDiskMark's Settings menu. NVMe SSD changes the Default profile's tests to the NVMe set and Peak's random test to RND4K Q32T16; Real World stays the same</source>
            <translation>CrystalDiskMark 的设置菜单。NVMe SSD 会把 Default 配置文件的测试换成 NVMe 组，并把 Peak 的随机测试换成 RND4K Q32T16；Real World 不变</translation>
        </message>
        <message>
            <source>idle seconds before each test but the first, as CrystalDiskMark's Interval (5 s there and here by default); 0 for speed. Stop ends a pause at once</source>
            <translation>除第一个测试外，每个测试前空闲的秒数，与 CrystalDiskMark 的间隔相同（两者默认均为 5 秒）；设为 0 以求速度。停止会立即结束等待</translation>
        </message>
        <message>
            <source>CrystalDiskMark's order runs every test's read, then every test's write, then the mixed tests</source>
            <translation>CrystalDiskMark 的顺序：先运行每个测试的读取，再运行每个测试的写入，最后运行混合测试</translation>
        </message>
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
        <message numerus="yes">
            <source>Each cell: the median of %n loops after a warm-up; the best and slowest on hover.</source>
            <translation>
                <numerusform>每个单元格：预热后 %n 次循环的中位数；最佳和最慢的结果悬停可见。</numerusform>
            </translation>
        </message>
        <message>
            <source>fio's status interval: one point per thread per interval. auto: 1 s, longer for a test with so many threads that fio's reports every second would slow it (64 threads on 2 CPUs: 7 s)</source>
            <translation>fio 的状态间隔：每个间隔每个线程一个点。自动：1 秒；若线程太多、fio 每秒报告会拖慢测试，则更长（2 个 CPU 上 64 个线程：7 秒）</translation>
        </message>
        <message>
            <source>Each test runs once; 2 or more loops give each cell their median.</source>
            <translation>每项测试运行一次；设为 2 次或更多时，单元格显示其中位数。</translation>
        </message>
        <message>
            <source>auto</source>
            <translation>自动</translation>
        </message>
    </context>
    <context>
        <name>RemotePlan</name>
        <message>
            <source>client counts</source>
            <translation>客户端数</translation>
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
            <source>%1 (%2: the median loop's)</source>
            <translation>%1（%2：中位数那次循环的）</translation>
        </message>
        <message numerus="yes">
            <source>all %n loops: %1</source>
            <translation>
                <numerusform>全部 %n 次循环：%1</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
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
        <name>RunController</name>
        <message>
            <source>%1 · waiting %2 s before the next test</source>
            <translation>%1 · 等待 %2 秒后开始下一个测试</translation>
        </message>
        <message>
            <source>cancelled: nothing was written</source>
            <translation>已取消：未写入任何数据</translation>
        </message>
        <message>
            <source>no fio to run</source>
            <translation>没有可运行的 fio</translation>
        </message>
        <message>
            <source>The %1 run</source>
            <translation>运行“%1”</translation>
        </message>
        <message>
            <source>job file not run: nothing was written</source>
            <translation>作业文件未运行：未写入任何数据</translation>
        </message>
        <message>
            <source>no test %1 in the %2 set</source>
            <translation>%2 组中没有测试 %1</translation>
        </message>
        <message>
            <source>fio has printed nothing for %1 s (laying out the test file, or hung)</source>
            <translation>fio 已有 %1 秒没有输出（正在创建测试文件，或已卡住）</translation>
        </message>
        <message numerus="yes">
            <source>%n warning(s) about the drive: see Before this run</source>
            <translation>
                <numerusform>关于驱动器的 %n 个警告：见“本次运行之前”</numerusform>
            </translation>
        </message>
        <message>
            <source>stopping: fio is being terminated and the test file removed</source>
            <translation>正在停止：正在终止 fio 并删除测试文件</translation>
        </message>
        <message>
            <source>stopping: fio is being terminated</source>
            <translation>正在停止：正在终止 fio</translation>
        </message>
        <message>
            <source>failed: %1</source>
            <translation>失败：%1</translation>
        </message>
        <message>
            <source>cancelled: fio stopped, test file removed</source>
            <translation>已取消：fio 已停止，测试文件已删除</translation>
        </message>
        <message>
            <source>cancelled: fio stopped</source>
            <translation>已取消：fio 已停止</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>失败</translation>
        </message>
        <message>
            <source>done</source>
            <translation>完成</translation>
        </message>
        <message>
            <source> · stored only up to the failure (run %1): </source>
            <translation> · 仅保存到出错为止（运行 %1）：</translation>
        </message>
        <message>
            <source> · not stored: </source>
            <translation> · 未保存：</translation>
        </message>
        <message>
            <source> · stored as run %1</source>
            <translation> · 已保存为运行 %1</translation>
        </message>
        <message>
            <source> · no test had a result: not kept in the history</source>
            <translation> · 没有测试产生结果：未保存到历史记录</translation>
        </message>
        <message>
            <source> · fio steady state %1: %2 (criterion %3, max deviation %4, slope %5)</source>
            <translation> · fio 稳态 %1：%2（判据 %3，最大偏差 %4，斜率 %5）</translation>
        </message>
        <message>
            <source>attained</source>
            <translation>已达到</translation>
        </message>
        <message>
            <source>not attained</source>
            <translation>未达到</translation>
        </message>
        <message>
            <source> · ETA %1</source>
            <translation> · 预计剩余 %1</translation>
        </message>
        <message>
            <source> · a point every %1 s</source>
            <translation> · 每 %1 秒一个点</translation>
        </message>
        <message>
            <source>running %1 · %2</source>
            <translation>正在运行 %1 · %2</translation>
        </message>
        <message>
            <source>cannot drop caches: %1</source>
            <translation>无法清除缓存：%1</translation>
        </message>
        <message>
            <source>run Fioscope with the privilege to do so, or use direct I/O</source>
            <translation>请以具有相应权限的方式运行 Fioscope，或使用直接 I/O</translation>
        </message>
        <message>
            <source>%1; rerunning · %2</source>
            <translation>%1；正在重新运行 · %2</translation>
        </message>
    </context>
    <context>
        <name>RunFrames</name>
        <message>
            <source> · graphs every %1 s, the CPU left to fio</source>
            <translation> · 图表每 %1 秒刷新，CPU 留给 fio</translation>
        </message>
    </context>
    <context>
        <name>RunSpecs</name>
        <message>
            <source>The job file %1</source>
            <translation>作业文件 %1</translation>
        </message>
    </context>
    <context>
        <name>ShownRun</name>
        <message>
            <source>No %1 results on screen. The live graphs and the page-cache panel belong to the %2, and show beside its own figures, on its page.</source>
            <translation>屏幕上没有“%1”的结果。实时图表和页缓存面板属于%2，会在其页面上与其自身数据并列显示。</translation>
        </message>
        <message>
            <source>No %1 results on screen: nothing has run yet.</source>
            <translation>屏幕上没有“%1”的结果：尚未运行任何测试。</translation>
        </message>
        <message>
            <source>run %1 from the History</source>
            <translation>历史记录中的运行 %1</translation>
        </message>
        <message>
            <source>runs compared</source>
            <translation>所比较的运行</translation>
        </message>
        <message>
            <source>last %1 run</source>
            <translation>上次运行“%1”</translation>
        </message>
    </context>
    <context>
        <name>SteadyPanel</name>
        <message>
            <source>Tracked figure per round</source>
            <translation>每轮的跟踪数值</translation>
        </message>
        <message>
            <source>Convergence per block size</source>
            <translation>各块大小的收敛</translation>
        </message>
        <message>
            <source>the tracked figure (SNIA's "tracking variable"): the number this test watches each round, e.g. random 4K write IOPS; steady once five rounds stay within 20 % of their average and their trend is flat</source>
            <translation>跟踪数值（SNIA 的“tracking variable”）：本测试每轮关注的数值，例如随机 4K 写入 IOPS；当五轮都在其平均值的 20 % 以内且趋势平坦时即为稳态</translation>
        </message>
        <message>
            <source>the tracked workload at every block size, round by round</source>
            <translation>各块大小下的跟踪负载，逐轮显示</translation>
        </message>
        <message>
            <source>round</source>
            <translation>轮次</translation>
        </message>
        <message>
            <source>Steady state: no steady-state run on screen (run one, or open one from the History)</source>
            <translation>稳态：屏幕上没有稳态运行（运行一次，或从历史记录中打开）</translation>
        </message>
        <message>
            <source>Steady state: waiting for the first round (purge and preconditioning first)</source>
            <translation>稳态：等待第一轮（先进行清除和预处理）</translation>
        </message>
        <message>
            <source>&lt;b style='color:#080'&gt;steady&lt;/b&gt; in %1: average %2, excursion %3 (limit %4), slope × (window − 1) %5 (limit %6)</source>
            <translation>在 %1 中&lt;b style='color:#080'&gt;达到稳态&lt;/b&gt;：平均 %2，偏移 %3（限值 %4），斜率 × (窗口 − 1) %5（限值 %6）</translation>
        </message>
        <message>
            <source>not steady yet: %1</source>
            <translation>尚未达到稳态：%1</translation>
        </message>
        <message>
            <source> of at most %1</source>
            <translation>（最多 %1）</translation>
        </message>
        <message>
            <source>%1 written in %2 s of writing (no steady-state criterion: it runs to its data or time limit)</source>
            <translation>在 %2 秒写入中写入了 %1（无稳态判据：运行到数据量或时间上限）</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;, round %2%3: tracked figure %4 · %5</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;，第 %2 轮%3：跟踪数值 %4 · %5</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%1&lt;/b&gt;: %n round(s); </source>
            <translation>
                <numerusform>&lt;b&gt;%1&lt;/b&gt;：%n 轮；</numerusform>
            </translation>
        </message>
        <message>
            <source>steady in rounds %1–%2, window average %3</source>
            <translation>在第 %1–%2 轮达到稳态，窗口平均 %3</translation>
        </message>
        <message>
            <source>not steady (%1)</source>
            <translation>未达到稳态（%1）</translation>
        </message>
        <message>
            <source>tracked figure</source>
            <translation>跟踪数值</translation>
        </message>
        <message>
            <source>average ± 10 %</source>
            <translation>平均值 ± 10 %</translation>
        </message>
        <message>
            <source>average ± 20 %</source>
            <translation>平均值 ± 20 %</translation>
        </message>
        <message>
            <source>window average</source>
            <translation>窗口平均</translation>
        </message>
        <message>
            <source>fit line</source>
            <translation>拟合直线</translation>
        </message>
    </context>
    <context>
        <name>SteadyTab</name>
        <message>
            <source>DIRTH's block size, e.g. 8KiB or 4k</source>
            <translation>DIRTH 的块大小,例如 8KiB 或 4k</translation>
        </message>
        <message>
            <source>DIRTH's reads, in % of its I/Os (the rest are writes)</source>
            <translation>DIRTH 的读取占其 I/O 的百分比(其余为写入)</translation>
        </message>
        <message>
            <source>reads</source>
            <translation>读取</translation>
        </message>
        <message>
            <source>DIRTH block size</source>
            <translation>DIRTH 块大小</translation>
        </message>
        <message>
            <source>host idle recovery: 4 KiB random write bursts, each followed by 5 to 50 s of idle; how much performance comes back</source>
            <translation>主机空闲恢复：4 KiB 随机写入突发，每次之后空闲 5 至 50 秒；性能能恢复多少</translation>
        </message>
        <message>
            <source>cross-stimulus recovery: sequential 1 MiB, random 8 KiB, sequential 1 MiB writes; how long each change takes to settle</source>
            <translation>交叉激励恢复：顺序 1 MiB、随机 8 KiB、顺序 1 MiB 写入；每次切换需要多久才能稳定</translation>
        </message>
        <message>
            <source>demand intensity / response time histogram: IOPS and response time over threads x queue depths, the knee, histograms at the max, mid and min IOPS points</source>
            <translation>需求强度 / 响应时间直方图：各线程数 x 队列深度下的 IOPS 和响应时间、拐点，以及 IOPS 最高、中间和最低点的直方图</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>吞吐量</translation>
        </message>
        <message>
            <source>Latency</source>
            <translation>延迟</translation>
        </message>
        <message>
            <source>Write saturation</source>
            <translation>写入饱和</translation>
        </message>
        <message>
            <source>More SNIA PTS</source>
            <translation>更多 SNIA PTS</translation>
        </message>
        <message>
            <source>host idle recovery, cross-stimulus recovery and demand intensity: run together, as a run of their own (uncheck the tests above)</source>
            <translation>主机空闲恢复、交叉激励恢复和需求强度：作为单独的一次运行一起执行（请取消勾选上面的测试）</translation>
        </message>
        <message>
            <source>bytes under test; on a device, e.g. 10% or the whole device (100%)</source>
            <translation>测试的字节数；在设备上可用如 10% 或整个设备（100%）</translation>
        </message>
        <message>
            <source>enterprise (QD32 × 4)</source>
            <translation>企业级 (QD32 × 4)</translation>
        </message>
        <message>
            <source>client (QD16 × 2)</source>
            <translation>客户端 (QD16 × 2)</translation>
        </message>
        <message>
            <source>custom</source>
            <translation>自定义</translation>
        </message>
        <message>
            <source>fio jobs per cell (the latency test always runs 1)</source>
            <translation>每个单元的 fio 作业数（延迟测试始终为 1）</translation>
        </message>
        <message>
            <source>outstanding I/Os per thread (the latency test always runs QD1)</source>
            <translation>每个线程的未完成 I/O 数（延迟测试始终为 QD1）</translation>
        </message>
        <message>
            <source>write saturation stops once this many times the span is written</source>
            <translation>写满范围这么多次后写入饱和停止</translation>
        </message>
        <message>
            <source>… or after this long writing, whichever comes first</source>
            <translation>… 或写入这么长时间后，以先到者为准</translation>
        </message>
        <message>
            <source>quick look (reduced matrix)</source>
            <translation>快速查看（精简矩阵）</translation>
        </message>
        <message>
            <source>purge first (raw device: discard)</source>
            <translation>先清除（裸设备：discard）</translation>
        </message>
        <message>
            <source>precondition (128K sequential, 2 × span)</source>
            <translation>预处理（128K 顺序，2 × 范围）</translation>
        </message>
        <message>
            <source>Seconds per cell</source>
            <translation>每个单元秒数</translation>
        </message>
        <message>
            <source>SNIA's load profiles: </source>
            <translation>SNIA 的负载配置：</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>负载</translation>
        </message>
        <message>
            <source>× span, or</source>
            <translation>× 范围，或</translation>
        </message>
        <message>
            <source>Write saturation until</source>
            <translation>写入饱和直到</translation>
        </message>
        <message>
            <source>Max rounds</source>
            <translation>最多轮数</translation>
        </message>
        <message>
            <source>▶  Steady State (SNIA PTS)</source>
            <translation>▶  稳态 (SNIA PTS)</translation>
        </message>
        <message>
            <source>Rounds of a test matrix until the tracking variable (the figure each test watches, e.g. random 4K write IOPS) stays within 20 % of its average over five rounds</source>
            <translation>按轮次运行测试矩阵，直到跟踪变量（每项测试关注的数值，例如随机 4K 写入 IOPS）在五轮内保持在其平均值的 20 % 以内</translation>
        </message>
        <message>
            <source>On a test file: SNIA requires a raw device.</source>
            <translation>在测试文件上：SNIA 要求使用裸设备。</translation>
        </message>
        <message>
            <source>The span is larger than %1 (%2): the run refuses it; give at most 100%.</source>
            <translation>范围大于 %1（%2）：运行会拒绝；请最多指定 100%。</translation>
        </message>
        <message>
            <source>estimated %1 (steady after 5 rounds) to %2 (all rounds)</source>
            <translation>预计 %1（5 轮后达到稳态）至 %2（全部轮次）</translation>
        </message>
        <message>
            <source>SNIA PTS %1: estimated %2 to %3</source>
            <translation>SNIA PTS %1：预计 %2 至 %3</translation>
        </message>
    </context>
    <context>
        <name>StoredView</name>
        <message>
            <source>running</source>
            <translation>运行中</translation>
        </message>
        <message>
            <source>done</source>
            <translation>已完成</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>已取消</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>失败</translation>
        </message>
        <message>
            <source>partial</source>
            <translation>部分完成</translation>
        </message>
        <message>
            <source>showing run %1: %2 · %3 · %4</source>
            <translation>正在显示运行 %1：%2 · %3 · %4</translation>
        </message>
        <message>
            <source>comparing runs %1 against run %2</source>
            <translation>正在将运行 %1 与运行 %2 比较</translation>
        </message>
        <message>
            <source>a run is in progress: past runs are shown when it has finished</source>
            <translation>正在运行：过去的运行将在其结束后显示</translation>
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
        <name>TemperaturePlot</name>
        <message>
            <source>time (s)</source>
            <translation>时间 (秒)</translation>
        </message>
        <message>
            <source>Drive temperature: no reading yet</source>
            <translation>驱动器温度：尚无读数</translation>
        </message>
        <message>
            <source>Drive temperature &lt;b&gt;%1 C&lt;/b&gt;</source>
            <translation>驱动器温度 &lt;b&gt;%1 °C&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Drive temperature: no temperature sensor for this drive</source>
            <translation>驱动器温度：此驱动器没有温度传感器</translation>
        </message>
        <message>
            <source>Drive temperature: no reading came from %1</source>
            <translation>驱动器温度：未从 %1 获得读数</translation>
        </message>
        <message>
            <source>Drive temperature: %1</source>
            <translation>驱动器温度：%1</translation>
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
        <name>checklist</name>
        <message>
            <source>Block size</source>
            <translation>块大小</translation>
        </message>
        <message>
            <source>CPU governor</source>
            <translation>CPU 调速器</translation>
        </message>
        <message>
            <source>Critical warning</source>
            <translation>严重警告</translation>
        </message>
        <message>
            <source>Disk</source>
            <translation>磁盘</translation>
        </message>
        <message>
            <source>Disk idle before the run</source>
            <translation>运行前磁盘是否空闲</translation>
        </message>
        <message>
            <source>Health</source>
            <translation>健康状况</translation>
        </message>
        <message>
            <source>Health (SMART)</source>
            <translation>健康状况 (SMART)</translation>
        </message>
        <message>
            <source>I/O scheduler</source>
            <translation>I/O 调度器</translation>
        </message>
        <message>
            <source>Media errors</source>
            <translation>介质错误</translation>
        </message>
        <message>
            <source>PCIe link</source>
            <translation>PCIe 链路</translation>
        </message>
        <message>
            <source>Partition alignment</source>
            <translation>分区对齐</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>电源</translation>
        </message>
        <message>
            <source>Power plan</source>
            <translation>电源计划</translation>
        </message>
        <message>
            <source>Readahead</source>
            <translation>预读</translation>
        </message>
        <message>
            <source>Spare blocks</source>
            <translation>备用块</translation>
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
            <translation>过热降速（累计）</translation>
        </message>
        <message>
            <source>Uncorrected errors</source>
            <translation>未纠正错误</translation>
        </message>
        <message>
            <source>Wear</source>
            <translation>磨损</translation>
        </message>
        <message>
            <source>Windows health</source>
            <translation>Windows 健康状况</translation>
        </message>
        <message>
            <source>Write cache</source>
            <translation>写入缓存</translation>
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
            <translation>%1 起始于 %2（扇区 %3），按 1 MiB 对齐</translation>
        </message>
        <message>
            <source>a multiple of 1 MiB</source>
            <translation>1 MiB 的整数倍</translation>
        </message>
        <message>
            <source>%1 starts at %2 (sector %3)</source>
            <translation>%1 起始于 %2（扇区 %3）</translation>
        </message>
        <message>
            <source>a multiple of %1 B, ideally of 1 MiB</source>
            <translation>%1 B 的整数倍，最好是 1 MiB 的整数倍</translation>
        </message>
        <message>
            <source>misaligned: every %1 B write spans two physical blocks (read-modify-write); recreate the partition at 1 MiB (sector 2048)</source>
            <translation>未对齐：每次 %1 B 的写入都跨越两个物理块（读-改-写）；请在 1 MiB（扇区 2048）处重新创建分区</translation>
        </message>
        <message>
            <source>aligned to the %1 B block but not to 1 MiB: fine for most drives; RAID stripes and some SSDs' erase blocks want 1 MiB</source>
            <translation>已按 %1 B 块对齐，但未按 1 MiB 对齐：对大多数驱动器没有问题；RAID 条带和部分 SSD 的擦除块需要 1 MiB</translation>
        </message>
        <message>
            <source>trained at %1, the drive supports %2</source>
            <translation>协商为 %1，驱动器支持 %2</translation>
        </message>
        <message>
            <source>%1 (offered: %2)</source>
            <translation>%1（可选：%2）</translation>
        </message>
        <message>
            <source>for repeatable results: %1 (as root), and back afterwards</source>
            <translation>为获得可重复的结果：%1（以 root 身份），之后再改回来</translation>
        </message>
        <message>
            <source>%1 % busy, %2 MB/s, %3 IO/s over %4 s</source>
            <translation>%4 秒内繁忙 %1 %，%2 MB/s，%3 IO/s</translation>
        </message>
        <message>
            <source>the slot's port supports only %1: move the drive to a slot that supports %2 (CPU-attached M.2/PCIe)</source>
            <translation>该插槽的端口仅支持 %1：请将驱动器移到支持 %2 的插槽（直连 CPU 的 M.2/PCIe）</translation>
        </message>
        <message>
            <source>below what drive and slot support: reseat it, check the BIOS PCIe setting and any riser or adapter; some drives slow the link when idle, so read it again under load</source>
            <translation>低于驱动器和插槽支持的速率：请重新插拔，检查 BIOS 的 PCIe 设置以及转接卡或适配器；有些驱动器空闲时会降低链路速率，请在负载下再读一次</translation>
        </message>
        <message>
            <source>%1 C (warning %2 C, critical %3 C)</source>
            <translation>%1 °C（警告 %2 °C，临界 %3 °C）</translation>
        </message>
        <message>
            <source>well below the warning temperature</source>
            <translation>远低于警告温度</translation>
        </message>
        <message>
            <source>mains</source>
            <translation>交流电源</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>another process is using %1: results will be lower and noisier; stop it, or find it with iotop -o (doing storage I/O just now: %2)</source>
            <translation>另一个进程正在使用 %1：结果会更低、波动更大；请停止它，或用 iotop -o 找到它（此刻正在进行存储 I/O：%2）</translation>
        </message>
        <message>
            <source>another process is using %1: results will be lower and noisier; stop it, or find it with iotop -o or pidstat -d 1 (no process stood out: kernel writeback, or processes that came and went)</source>
            <translation>另一个进程正在使用 %1：结果会更低、波动更大；请停止它，或用 iotop -o 或 pidstat -d 1 找到它（没有哪个进程突出：内核回写，或来去匆匆的进程）</translation>
        </message>
        <message>
            <source>idle</source>
            <translation>空闲</translation>
        </message>
        <message>
            <source>%1 is not on a local block device (tmpfs, a network or FUSE filesystem)</source>
            <translation>%1 不在本地块设备上（tmpfs、网络或 FUSE 文件系统）</translation>
        </message>
        <message>
            <source>%1 is on %2</source>
            <translation>%1 位于 %2</translation>
        </message>
        <message>
            <source>not an NVMe drive (%1)</source>
            <translation>不是 NVMe 驱动器（%1）</translation>
        </message>
        <message>
            <source>not readable</source>
            <translation>无法读取</translation>
        </message>
        <message>
            <source>current_link_speed/width of its PCI device</source>
            <translation>其 PCI 设备的 current_link_speed/width</translation>
        </message>
        <message>
            <source>the controller's PCI device shows no link attributes (a virtual or fabrics-attached NVMe)</source>
            <translation>控制器的 PCI 设备没有链路属性（虚拟 NVMe 或经 fabrics 连接的 NVMe）</translation>
        </message>
        <message>
            <source>%1 (the drive's maximum: %2)</source>
            <translation>%1（驱动器最高：%2）</translation>
        </message>
        <message>
            <source>the kernel reports the link speed as unknown</source>
            <translation>内核报告链路速率未知</translation>
        </message>
        <message>
            <source>%1, the drive's maximum</source>
            <translation>%1，驱动器的最高速率</translation>
        </message>
        <message>
            <source>%1 C (warning %2 C)</source>
            <translation>%1 °C（警告 %2 °C）</translation>
        </message>
        <message>
            <source>the drive starts the run near its warning temperature: it will throttle; add airflow or a heatsink, or let it cool</source>
            <translation>驱动器开始运行时已接近警告温度：会降速；请加强风道或加装散热片，或等它冷却</translation>
        </message>
        <message>
            <source>%1 media and data integrity errors</source>
            <translation>%1 个介质和数据完整性错误</translation>
        </message>
        <message>
            <source>cannot tell</source>
            <translation>无法判断</translation>
        </message>
        <message>
            <source>mains (no battery)</source>
            <translation>交流电源（无电池）</translation>
        </message>
        <message>
            <source>plug in: on battery most laptops cap the CPU and the drive's power state, and results drop</source>
            <translation>请接通电源：使用电池时大多数笔记本会限制 CPU 和驱动器的电源状态，结果会下降</translation>
        </message>
        <message>
            <source>mains, battery (%1 %)</source>
            <translation>交流电源，电池（%1 %）</translation>
        </message>
        <message>
            <source>mains, battery</source>
            <translation>交流电源，电池</translation>
        </message>
        <message>
            <source>battery (%1 %), mains unknown</source>
            <translation>电池（%1 %），交流电源未知</translation>
        </message>
        <message>
            <source>battery, mains unknown</source>
            <translation>电池，交流电源未知</translation>
        </message>
        <message>
            <source>no cpufreq (a VM, or a fixed clock)</source>
            <translation>无 cpufreq（虚拟机，或固定频率）</translation>
        </message>
        <message>
            <source>powersave keeps clocks low for short I/O bursts, raising latency at low queue depths; %1</source>
            <translation>powersave 在短促的 I/O 突发中保持低频，会提高低队列深度下的延迟；%1</translation>
        </message>
        <message>
            <source>cannot read its counters</source>
            <translation>无法读取其计数器</translation>
        </message>
        <message>
            <source>%1 (%2, %3)</source>
            <translation>%1（%2，%3）</translation>
        </message>
        <message>
            <source>through %1</source>
            <translation>经由 %1</translation>
        </message>
        <message>
            <source>also on %1 (only the first disk is read)</source>
            <translation>也位于 %1（只读取第一个磁盘）</translation>
        </message>
        <message>
            <source>not reported</source>
            <translation>未报告</translation>
        </message>
        <message>
            <source>bfq costs much CPU per I/O and caps a fast NVMe drive: %1 (as root; back at reboot)</source>
            <translation>bfq 每次 I/O 消耗大量 CPU，会限制高速 NVMe 驱动器：%1（以 root 身份；重启后恢复）</translation>
        </message>
        <message>
            <source>an NVMe drive needs no scheduler: %1 (as root; back at reboot)</source>
            <translation>NVMe 驱动器不需要调度器：%1（以 root 身份；重启后恢复）</translation>
        </message>
        <message>
            <source>%1 KiB</source>
            <translation>%1 KiB</translation>
        </message>
        <message>
            <source>128 KiB (the kernel's default); only buffered reads use it</source>
            <translation>128 KiB（内核默认值）；只有缓冲读取会用到</translation>
        </message>
        <message>
            <source>logical %1 B, physical %2 B</source>
            <translation>逻辑 %1 B，物理 %2 B</translation>
        </message>
        <message>
            <source>tests with blocks of at least %1 B</source>
            <translation>使用至少 %1 B 的块进行测试</translation>
        </message>
        <message>
            <source>%1 C (critical %2 C)</source>
            <translation>%1 °C（临界 %2 °C）</translation>
        </message>
        <message>
            <source>%1 C</source>
            <translation>%1 °C</translation>
        </message>
        <message>
            <source>no SMART on a %1 device</source>
            <translation>%1 设备没有 SMART</translation>
        </message>
        <message>
            <source>smartctl's report</source>
            <translation>smartctl 的报告</translation>
        </message>
        <message>
            <source>FAILING (the drive's own verdict)</source>
            <translation>即将故障（驱动器自身的判定）</translation>
        </message>
        <message>
            <source>the drive predicts its failure: back it up now and replace it</source>
            <translation>驱动器预测自己即将故障：请立即备份并更换</translation>
        </message>
        <message>
            <source>%1 % of rated endurance used</source>
            <translation>已用掉额定寿命的 %1 %</translation>
        </message>
        <message>
            <source>below 80 %</source>
            <translation>低于 80 %</translation>
        </message>
        <message>
            <source>%1 % (threshold %2 %)</source>
            <translation>%1 %（阈值 %2 %）</translation>
        </message>
        <message>
            <source>above %1 %</source>
            <translation>高于 %1 %</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>%1 min above warning temperature</source>
            <translation>高于警告温度 %1 分钟</translation>
        </message>
        <message>
            <source>%1 min above critical</source>
            <translation>高于临界温度 %1 分钟</translation>
        </message>
        <message>
            <source>%1 thermal slow-downs (%2 s)</source>
            <translation>过热降速 %1 次（%2 秒）</translation>
        </message>
        <message>
            <source>0 minutes</source>
            <translation>0 分钟</translation>
        </message>
        <message>
            <source>on battery (%1 %)</source>
            <translation>使用电池（%1 %）</translation>
        </message>
        <message>
            <source>on battery</source>
            <translation>使用电池</translation>
        </message>
        <message>
            <source>%1 on %2 CPUs</source>
            <translation>%1（%2 个 CPU）</translation>
        </message>
        <message>
            <source>%1 on %2 CPU</source>
            <translation>%1（%2 个 CPU）</translation>
        </message>
        <message>
            <source>%1 pid %2 %3 MB/s</source>
            <translation>%1 PID %2 %3 MB/s</translation>
        </message>
        <message>
            <source>a local disk</source>
            <translation>本地磁盘</translation>
        </message>
        <message>
            <source>nothing of a drive to read: the figures are the filesystem's</source>
            <translation>没有可读取的驱动器：这些数值属于文件系统</translation>
        </message>
        <message>
            <source>write back (a volatile cache is on)</source>
            <translation>回写（易失性缓存已开启）</translation>
        </message>
        <message>
            <source>write back (write through on power-loss-protected drives)</source>
            <translation>回写（带掉电保护的驱动器为直写）</translation>
        </message>
        <message>
            <source>%1 (no volatile cache)</source>
            <translation>%1（无易失性缓存）</translation>
        </message>
        <message>
            <source>write back</source>
            <translation>回写</translation>
        </message>
        <message>
            <source>normal for a power-loss-protected drive; on a consumer drive its cache is off and writes are slow: %1</source>
            <translation>对带掉电保护的驱动器是正常的；在消费级驱动器上说明其缓存已关闭，写入会很慢：%1</translation>
        </message>
        <message>
            <source>supported (up to %1 per request)</source>
            <translation>支持（每个请求最多 %1）</translation>
        </message>
        <message>
            <source>supported</source>
            <translation>支持</translation>
        </message>
        <message>
            <source>%1 tells why</source>
            <translation>%1 可以说明原因</translation>
        </message>
        <message>
            <source>no overall verdict</source>
            <translation>没有总体判定</translation>
        </message>
        <message>
            <source>near or past its rated endurance: writes slow down and errors become likely; back it up and plan a replacement</source>
            <translation>接近或已超过额定寿命：写入会变慢，容易出错；请备份并计划更换</translation>
        </message>
        <message>
            <source>spare blocks are used up: the drive may turn read-only; back it up</source>
            <translation>备用块已用完：驱动器可能变为只读；请备份</translation>
        </message>
        <message>
            <source>the drive has lost or remapped data: back it up, run its long self-test (smartctl -t long)</source>
            <translation>驱动器已丢失或重映射数据：请备份，并运行其长时间自检（smartctl -t long）</translation>
        </message>
        <message>
            <source>the drive raises a critical warning: read smartctl -a and back it up</source>
            <translation>驱动器发出严重警告：请查看 smartctl -a 并备份</translation>
        </message>
        <message>
            <source>this drive has run hot before: during long writes it may throttle; check its cooling (heatsink, airflow)</source>
            <translation>该驱动器以前过热过：长时间写入时可能降速；请检查散热（散热片、风道）</translation>
        </message>
        <message>
            <source>not supported</source>
            <translation>不支持</translation>
        </message>
        <message>
            <source>not needed on a spinning disk</source>
            <translation>机械硬盘不需要</translation>
        </message>
        <message>
            <source>not supported on this path</source>
            <translation>此路径上不支持</translation>
        </message>
        <message>
            <source>TRIM does not reach the drive (a USB bridge without UNMAP, dm-crypt without allow_discards...): an SSD without TRIM slows down as it fills</source>
            <translation>TRIM 到达不了驱动器（不支持 UNMAP 的 USB 桥接、未设 allow_discards 的 dm-crypt 等）：没有 TRIM 的 SSD 会随着写满而变慢</translation>
        </message>
        <message>
            <source>mq-deadline or bfq</source>
            <translation>mq-deadline 或 bfq</translation>
        </message>
        <message>
            <source>none or mq-deadline</source>
            <translation>none 或 mq-deadline</translation>
        </message>
        <message>
            <source>no readahead: buffered sequential reads go to the device in small requests</source>
            <translation>没有预读：缓冲顺序读取会以小请求发往设备</translation>
        </message>
        <message>
            <source>a large readahead inflates buffered sequential reads and wastes I/O on buffered random reads; direct I/O is unaffected (the Page cache page's Readahead sets it for the runs)</source>
            <translation>预读过大会虚增缓冲顺序读取，并在缓冲随机读取中浪费 I/O；直接 I/O 不受影响（可在“页缓存”页的“预读”中为运行设置）</translation>
        </message>
        <message>
            <source>no partition: the filesystem is on the whole device</source>
            <translation>没有分区：文件系统位于整个设备上</translation>
        </message>
        <message>
            <source>a spinning disk gains from request sorting: %1</source>
            <translation>机械硬盘能从请求排序中获益：%1</translation>
        </message>
        <message>
            <source>bfq costs CPU per I/O on an SSD: %1 (as root; back at reboot)</source>
            <translation>在 SSD 上 bfq 每次 I/O 都消耗 CPU：%1（以 root 身份；重启后恢复）</translation>
        </message>
        <message>
            <source>it holds the running system (/, /boot, /usr or active swap)</source>
            <translation>它承载着正在运行的系统（/、/boot、/usr 或活动的交换分区）</translation>
        </message>
        <message>
            <source>it is mounted at %1</source>
            <translation>它挂载在 %1</translation>
        </message>
        <message>
            <source>it is in use as swap</source>
            <translation>它正用作交换分区</translation>
        </message>
        <message>
            <source>it is held by %1 (LVM, dm-crypt or md)</source>
            <translation>它被 %1 占用（LVM、dm-crypt 或 md）</translation>
        </message>
        <message>
            <source>the device is read-only</source>
            <translation>设备为只读</translation>
        </message>
        <message>
            <source>device %1 does not exist</source>
            <translation>设备 %1 不存在</translation>
        </message>
        <message>
            <source>refusing to write to %1: %2</source>
            <translation>拒绝写入 %1：%2</translation>
        </message>
        <message>
            <source>confirmation %1 does not name %2</source>
            <translation>确认内容 %1 指的不是 %2</translation>
        </message>
        <message>
            <source>the token for this device is %1</source>
            <translation>此设备的确认内容为 %1</translation>
        </message>
        <message>
            <source>%1 is a partition of %2</source>
            <translation>%1 是 %2 的一个分区</translation>
        </message>
        <message>
            <source>test the whole device %1, or a directory on the mounted partition</source>
            <translation>请测试整个设备 %1，或已挂载分区上的某个目录</translation>
        </message>
        <message>
            <source>give %1 %2</source>
            <translation>请输入 %2的%1</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>整数</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>数字</translation>
        </message>
        <message>
            <source>more than %1 and at most %2</source>
            <translation>大于 %1 且不超过 %2</translation>
        </message>
        <message>
            <source>from %1 to %2</source>
            <translation>%1 到 %2 之间</translation>
        </message>
        <message>
            <source>cannot read size %1</source>
            <translation>无法读取大小 %1</translation>
        </message>
        <message>
            <source>use e.g. 512MiB, 1GiB, 4k or 1GB</source>
            <translation>例如 512MiB、1GiB、4k 或 1GB</translation>
        </message>
        <message>
            <source>size %1 is absurdly large</source>
            <translation>大小 %1 大得离谱</translation>
        </message>
        <message>
            <source>no disk holds more than 1 EiB</source>
            <translation>没有磁盘能容纳超过 1 EiB 的数据</translation>
        </message>
        <message>
            <source>size %1 must be larger than zero</source>
            <translation>大小 %1 必须大于零</translation>
        </message>
        <message>
            <source>cannot read duration %1</source>
            <translation>无法读取时长 %1</translation>
        </message>
        <message>
            <source>use e.g. 5, 30s, 2m</source>
            <translation>例如 5、30s、2m</translation>
        </message>
        <message>
            <source>duration %1 is longer than a year</source>
            <translation>时长 %1 超过一年</translation>
        </message>
        <message>
            <source>use e.g. 5, 30s, 2m or 12h</source>
            <translation>例如 5、30s、2m 或 12h</translation>
        </message>
        <message>
            <source>duration %1 must be larger than zero</source>
            <translation>时长 %1 必须大于零</translation>
        </message>
        <message>
            <source>duration %1 is shorter than a millisecond</source>
            <translation>时长 %1 短于一毫秒</translation>
        </message>
        <message>
            <source>fio counts time in milliseconds</source>
            <translation>fio 以毫秒计时</translation>
        </message>
        <message>
            <source>%1 is not a finite number</source>
            <translation>%1 不是有限数</translation>
        </message>
        <message>
            <source>%1 is out of range</source>
            <translation>%1 超出范围</translation>
        </message>
        <message>
            <source>%1 is not a whole number</source>
            <translation>%1 不是整数</translation>
        </message>
        <message>
            <source>%1 is not a number</source>
            <translation>%1 不是数字</translation>
        </message>
        <message>
            <source>install smartmontools (%1; dnf or pacman: smartmontools)</source>
            <translation>请安装 smartmontools（%1；dnf 或 pacman：smartmontools）</translation>
        </message>
        <message>
            <source>smartctl is not installed</source>
            <translation>未安装 smartctl</translation>
        </message>
        <message>
            <source>smartctl printed no JSON (exit %1)</source>
            <translation>smartctl 没有输出 JSON（退出码 %1）</translation>
        </message>
        <message>
            <source>smartctl %1 or later is needed for %2</source>
            <translation>%2 需要 smartctl %1 或更高版本</translation>
        </message>
        <message>
            <source>run as root (sudo) to read SMART data</source>
            <translation>请以 root 身份（sudo）运行以读取 SMART 数据</translation>
        </message>
        <message>
            <source>smartctl did not answer within %1 s</source>
            <translation>smartctl 未在 %1 秒内响应</translation>
        </message>
        <message>
            <source>cannot run smartctl: %1</source>
            <translation>无法运行 smartctl：%1</translation>
        </message>
        <message>
            <source>the disk is asleep; read it after it spins up</source>
            <translation>磁盘处于休眠状态；请等它转起来后再读取</translation>
        </message>
        <message>
            <source>available spare below threshold</source>
            <translation>可用备用空间低于阈值</translation>
        </message>
        <message>
            <source>temperature above or below threshold</source>
            <translation>温度高于或低于阈值</translation>
        </message>
        <message>
            <source>NVM subsystem reliability degraded</source>
            <translation>NVM 子系统可靠性下降</translation>
        </message>
        <message>
            <source>media placed in read-only mode</source>
            <translation>介质已置为只读模式</translation>
        </message>
        <message>
            <source>volatile memory backup device failed</source>
            <translation>易失性存储器备份设备故障</translation>
        </message>
        <message>
            <source>persistent memory region read-only or unreliable</source>
            <translation>持久性存储区域只读或不可靠</translation>
        </message>
        <message>
            <source>reallocated sectors</source>
            <translation>重新分配的扇区</translation>
        </message>
        <message>
            <source>reported uncorrectable errors</source>
            <translation>报告的不可纠正错误</translation>
        </message>
        <message>
            <source>pending sectors</source>
            <translation>待处理扇区</translation>
        </message>
        <message>
            <source>offline uncorrectable sectors</source>
            <translation>离线不可纠正扇区</translation>
        </message>
        <message>
            <source>smartctl exit %1</source>
            <translation>smartctl 退出码 %1</translation>
        </message>
        <message>
            <source>unknown warning bits %1</source>
            <translation>未知警告位 %1</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>High performance</source>
            <translation>高性能</translation>
        </message>
        <message>
            <source>Balanced</source>
            <translation>平衡</translation>
        </message>
        <message>
            <source>Power saver</source>
            <translation>节能</translation>
        </message>
        <message>
            <source>Ultimate Performance</source>
            <translation>卓越性能</translation>
        </message>
        <message>
            <source>partition %1</source>
            <translation>分区 %1</translation>
        </message>
        <message>
            <source>disabled (%1)</source>
            <translation>已关闭 (%1)</translation>
        </message>
        <message>
            <source>enabled</source>
            <translation>已开启</translation>
        </message>
        <message>
            <source>an SSD without TRIM slows down as it fills: %1</source>
            <translation>没有 TRIM 的 SSD 越满越慢：%1</translation>
        </message>
        <message>
            <source>%1 needs Windows 10 / Server 2016 or later</source>
            <translation>%1 需要 Windows 10 / Server 2016 或更高版本</translation>
        </message>
        <message>
            <source>%1 (administrator)</source>
            <translation>%1（管理员）</translation>
        </message>
        <message>
            <source>enabled (%1)</source>
            <translation>已开启 (%1)</translation>
        </message>
        <message>
            <source>custom</source>
            <translation>自定义</translation>
        </message>
        <message>
            <source>for repeatable results: %1 (%2)</source>
            <translation>为获得可重复的结果：%1（%2）</translation>
        </message>
        <message>
            <source>not read on Windows</source>
            <translation>在 Windows 上不读取</translation>
        </message>
        <message>
            <source>readable counters</source>
            <translation>可读取的计数器</translation>
        </message>
        <message>
            <source>run an administrator PowerShell: %1</source>
            <translation>在管理员 PowerShell 中运行：%1</translation>
        </message>
        <message>
            <source>well below the drive's maximum</source>
            <translation>远低于驱动器的最高值</translation>
        </message>
        <message>
            <source>%1 % of rated endurance</source>
            <translation>额定耐久度的 %1 %</translation>
        </message>
        <message>
            <source>%1 read</source>
            <translation>读取 %1</translation>
        </message>
        <message>
            <source>%1 write</source>
            <translation>写入 %1</translation>
        </message>
        <message>
            <source>none reported</source>
            <translation>未报告</translation>
        </message>
        <message>
            <source>the drive lost data it could not correct: back it up and check it with its vendor's tool</source>
            <translation>驱动器丢失了无法纠正的数据：请备份，并用厂商工具检查</translation>
        </message>
        <message>
            <source>Windows reports this disk as failing or degraded: back it up first</source>
            <translation>Windows 报告此磁盘故障或降级：请先备份</translation>
        </message>
        <message>
            <source>bs of at least the physical block</source>
            <translation>bs 至少为物理块大小</translation>
        </message>
        <message>
            <source>enabled, power protected</source>
            <translation>已开启，有断电保护</translation>
        </message>
        <message>
            <source>disabled, power protected</source>
            <translation>已关闭，有断电保护</translation>
        </message>
        <message>
            <source>disabled</source>
            <translation>已关闭</translation>
        </message>
        <message>
            <source>the drive's write cache is off: writes are much slower; Device Manager &gt; the disk &gt; Policies &gt; Enable write caching</source>
            <translation>驱动器的写缓存已关闭：写入会慢很多；设备管理器 &gt; 该磁盘 &gt; 策略 &gt; 启用设备上的写入缓存</translation>
        </message>
        <message>
            <source>no single physical disk found for this target</source>
            <translation>未找到与此目标对应的单个物理磁盘</translation>
        </message>
        <message>
            <source>a spanned, Storage Spaces or network volume: give a drive on one disk</source>
            <translation>跨区、存储空间或网络卷：请指定位于单个磁盘上的驱动器</translation>
        </message>
        <message>
            <source>reliability counters not readable</source>
            <translation>无法读取可靠性计数器</translation>
        </message>
        <message>
            <source>%1 C (TemperatureMax %2 C)</source>
            <translation>%1 C（TemperatureMax %2 C）</translation>
        </message>
        <message>
            <source>the drive is near its maximum before the run: cool it (airflow, heatsink) or results will show throttling</source>
            <translation>运行前驱动器已接近其最高温度：请为其散热（气流、散热片），否则结果会出现降速</translation>
        </message>
        <message>
            <source>near its rated endurance: expect slower writes; back up and plan a replacement</source>
            <translation>接近额定耐久度：写入会变慢；请备份并计划更换</translation>
        </message>
        <message>
            <source>writes smaller than %1 B make the drive read-modify-write</source>
            <translation>小于 %1 B 的写入会使驱动器执行读-改-写</translation>
        </message>
        <message>
            <source>the job file's directory %1 does not exist</source>
            <translation>作业文件的目录 %1 不存在</translation>
        </message>
        <message>
            <source>create it, or change the job file</source>
            <translation>请创建该目录，或修改作业文件</translation>
        </message>
        <message>
            <source>the job file names %1, a directory the system runs from</source>
            <translation>作业文件指定了 %1，这是系统运行所在的目录</translation>
        </message>
        <message>
            <source>name a directory on the disk to test, e.g. its mount point</source>
            <translation>请指定待测磁盘上的目录，例如其挂载点</translation>
        </message>
        <message>
            <source>the job file's directory %1 is on a read-only filesystem</source>
            <translation>作业文件的目录 %1 位于只读文件系统上</translation>
        </message>
        <message>
            <source>the job file's directory %1 is not writable for you</source>
            <translation>您没有写入作业文件目录 %1 的权限</translation>
        </message>
        <message>
            <source>a link</source>
            <translation>链接</translation>
        </message>
        <message>
            <source>not a regular file</source>
            <translation>不是普通文件</translation>
        </message>
        <message>
            <source>the job file names %1, which is %2; Fioscope never writes through it</source>
            <translation>作业文件指定的 %1 是%2；Fioscope 从不经由它写入</translation>
        </message>
        <message>
            <source>the job file would overwrite %1 and %2 more, which already exist and are not the run's own</source>
            <translation>作业文件将覆盖 %1 及另外 %2 个文件，它们已存在且不属于本次运行</translation>
        </message>
        <message>
            <source>the job file would overwrite %1, which already exists and is not the run's own</source>
            <translation>作业文件将覆盖 %1，该文件已存在且不属于本次运行</translation>
        </message>
        <message>
            <source>accept the files named in the job file's preview to write them in place, or change the names</source>
            <translation>请在作业文件预览中接受所列文件以原地写入，或更改名称</translation>
        </message>
        <message>
            <source>Fioscope never lets a job write its own files (its history, its data directory); change the job file</source>
            <translation>Fioscope 绝不允许作业写入它自己的文件（历史记录、数据目录）；请修改作业文件</translation>
        </message>
        <message>
            <source>the job file would write %1: %2</source>
            <translation>作业文件将写入 %1：%2</translation>
        </message>
        <message>
            <source>job %1: %2 would write %3: %4</source>
            <translation>作业 %1：%2 将写入 %3：%4</translation>
        </message>
        <message>
            <source>%1: exists; written in place and kept</source>
            <translation>%1：已存在；原地写入并保留</translation>
        </message>
        <message>
            <source>%1: exists; read only</source>
            <translation>%1：已存在；只读取</translation>
        </message>
        <message>
            <source>%1: made by the run (in its own directory there), removed afterwards</source>
            <translation>%1：由本次运行创建（在那里的专用目录中），之后删除</translation>
        </message>
        <message>
            <source>%1 file(s) named relatively: in the run's own directory in %2, removed afterwards</source>
            <translation>%1 个以相对名称指定的文件：位于 %2 中本次运行的专用目录，之后删除</translation>
        </message>
        <message>
            <source>job %1 in %2: %3 needs a network, which a Fioscope run does not have</source>
            <translation>%2 中的作业 %1：%3 需要网络，而 Fioscope 的运行没有网络</translation>
        </message>
        <message>
            <source>fio runs in a namespace of its own without one; run this job file with bare fio</source>
            <translation>fio 在没有网络的独立命名空间中运行；请直接用 fio 运行此作业文件</translation>
        </message>
        <message>
            <source>job %1 in %2: %3 names a directory in the run's own directory, which is empty when fio starts</source>
            <translation>%2 中的作业 %1：%3 指向本次运行专用目录中的目录，而 fio 启动时该目录是空的</translation>
        </message>
        <message>
            <source>give an absolute %1 (the job's files go there), or none (they go in the run's own directory)</source>
            <translation>请指定绝对路径的 %1（作业的文件放在那里），或不指定（文件放在本次运行的专用目录中）</translation>
        </message>
        <message>
            <source>job file %1: its name is not UTF-8, and Fioscope keeps job files' names as text in its history</source>
            <translation>作业文件 %1：其名称不是 UTF-8，而 Fioscope 以文本形式在历史记录中保存作业文件名</translation>
        </message>
        <message>
            <source>rename it, or give a link to it with a UTF-8 name</source>
            <translation>请重命名，或提供一个指向它的 UTF-8 名称的链接</translation>
        </message>
        <message>
            <source>cannot read job file %1: %2</source>
            <translation>无法读取作业文件 %1：%2</translation>
        </message>
        <message>
            <source>cannot read job file %1: it is not UTF-8 text (byte %2 at offset %3)</source>
            <translation>无法读取作业文件 %1：它不是 UTF-8 文本（偏移 %3 处的字节 %2）</translation>
        </message>
        <message>
            <source>save it as UTF-8; a file name in it that is not UTF-8 cannot be used</source>
            <translation>请将其保存为 UTF-8；其中非 UTF-8 的文件名无法使用</translation>
        </message>
        <message>
            <source>job file %1: includes nest more than %2 deep (an include loop?)</source>
            <translation>作业文件 %1：include 嵌套超过 %2 层（include 循环？）</translation>
        </message>
        <message>
            <source>included file %1: no new sections in included files (fio's rule)</source>
            <translation>被包含的文件 %1：被包含的文件中不能有新的节（fio 的规则）</translation>
        </message>
        <message>
            <source>job file %1: %2: no such file</source>
            <translation>作业文件 %1：%2：没有此文件</translation>
        </message>
        <message>
            <source>cannot run fio to read %1: %2</source>
            <translation>无法运行 fio 来读取 %1：%2</translation>
        </message>
        <message>
            <source>runs a command</source>
            <translation>会运行命令</translation>
        </message>
        <message>
            <source>writes a file</source>
            <translation>会写入一个文件</translation>
        </message>
        <message>
            <source>writes files</source>
            <translation>会写入文件</translation>
        </message>
        <message>
            <source>deletes files</source>
            <translation>会删除文件</translation>
        </message>
        <message>
            <source>changes the device's scheduler</source>
            <translation>会更改设备的调度器</translation>
        </message>
        <message>
            <source>creates a cgroup</source>
            <translation>会创建 cgroup</translation>
        </message>
        <message>
            <source>opens every file of a directory</source>
            <translation>会打开一个目录中的所有文件</translation>
        </message>
        <message>
            <source>replays I/O to the files an I/O log names</source>
            <translation>会向 I/O 日志指定的文件重放 I/O</translation>
        </message>
        <message>
            <source>redirects I/O to a device</source>
            <translation>会将 I/O 重定向到设备</translation>
        </message>
        <message>
            <source>switches off fio's refusal to write a mounted device</source>
            <translation>会关闭 fio 对写入已挂载设备的拒绝</translation>
        </message>
        <message>
            <source>changes the user fio runs as</source>
            <translation>会更改 fio 运行所用的用户</translation>
        </message>
        <message>
            <source>changes the group fio runs as</source>
            <translation>会更改 fio 运行所用的组</translation>
        </message>
        <message>
            <source>watches a file</source>
            <translation>会监视一个文件</translation>
        </message>
        <message>
            <source>runs a program</source>
            <translation>会运行程序</translation>
        </message>
        <message>
            <source>deletes directories</source>
            <translation>会删除目录</translation>
        </message>
        <message>
            <source>creates files</source>
            <translation>会创建文件</translation>
        </message>
        <message>
            <source>creates directories</source>
            <translation>会创建目录</translation>
        </message>
        <message>
            <source>writes outside the run's own directory</source>
            <translation>会写入本次运行专用目录之外</translation>
        </message>
        <message>
            <source>loads a library</source>
            <translation>会加载库</translation>
        </message>
        <message>
            <source>%1 outside the run's own directory</source>
            <translation>%1（在本次运行专用目录之外）</translation>
        </message>
        <message>
            <source>maps a file of its own choosing</source>
            <translation>会映射一个自行选择的文件</translation>
        </message>
        <message>
            <source>fio did not resolve the job file</source>
            <translation>fio 未能解析该作业文件</translation>
        </message>
        <message>
            <source>job file %1 does not exist</source>
            <translation>作业文件 %1 不存在</translation>
        </message>
        <message>
            <source>job file %1 uses %2, which is not set</source>
            <translation>作业文件 %1 使用了 %2，但它未设置</translation>
        </message>
        <message>
            <source>set the environment variable before starting Fioscope</source>
            <translation>请在启动 Fioscope 之前设置该环境变量</translation>
        </message>
        <message>
            <source>job file %1 uses %2, which holds a control character (%3); fio would put it into the job as it is</source>
            <translation>作业文件 %1 使用的 %2 含有控制字符（%3）；fio 会将其原样放入作业</translation>
        </message>
        <message>
            <source>remove line breaks and control characters from the variable</source>
            <translation>请从该变量中删除换行符和控制字符</translation>
        </message>
        <message>
            <source>fio rejected it</source>
            <translation>fio 拒绝了它</translation>
        </message>
        <message>
            <source>fio rejects %1: %2</source>
            <translation>fio 拒绝 %1：%2</translation>
        </message>
        <message>
            <source>job file %1 defines no job</source>
            <translation>作业文件 %1 未定义任何作业</translation>
        </message>
        <message>
            <source>%1 is set: fio reports each group as one thread, so the per-thread curves show groups</source>
            <translation>已设置 %1：fio 将每个组报告为一个线程，因此逐线程曲线显示的是组</translation>
        </message>
        <message>
            <source>job file %1: %2 holds a blank followed by %3, which fio's resolved listing reads as another option, so it cannot be checked as fio reads it</source>
            <translation>作业文件 %1：%2 含有空格后接 %3，fio 的解析列表会将其读作另一个选项，因此无法按 fio 的读法检查</translation>
        </message>
        <message>
            <source>remove the blank before %1 in that line or in the variable it uses</source>
            <translation>请删除该行或其所用变量中 %1 之前的空格</translation>
        </message>
        <message>
            <source>its name</source>
            <translation>其名称</translation>
        </message>
        <message>
            <source>job %1 in %2: %3 holds a control character (%4) as fio resolved it</source>
            <translation>%2 中的作业 %1：fio 解析后的 %3 含有控制字符（%4）</translation>
        </message>
        <message>
            <source>remove line breaks and control characters from the job file and its variables</source>
            <translation>请从作业文件及其变量中删除换行符和控制字符</translation>
        </message>
        <message>
            <source>job %1 in %2</source>
            <translation>%2 中的作业 %1</translation>
        </message>
        <message>
            <source>%1: %2 %3, which Fioscope refuses in job files</source>
            <translation>%1：%2 %3，Fioscope 在作业文件中拒绝这种用法</translation>
        </message>
        <message>
            <source>remove it, or run it from the command line with %1 if you trust it</source>
            <translation>请删除它；如果您信任该文件，请在命令行中加上 %1 运行</translation>
        </message>
        <message>
            <source>fio cannot name the path %1 (a %2 before a %3)</source>
            <translation>fio 无法指定路径 %1（%3 前面有 %2）</translation>
        </message>
        <message>
            <source>choose another directory</source>
            <translation>请选择其他目录</translation>
        </message>
        <message>
            <source>the path %1 holds a line break</source>
            <translation>路径 %1 含有换行符</translation>
        </message>
        <message>
            <source>unknown pattern %1</source>
            <translation>未知的模式 %1</translation>
        </message>
        <message>
            <source>use one of %1</source>
            <translation>请使用以下之一：%1</translation>
        </message>
        <message>
            <source>block size, queue depth and threads must be positive</source>
            <translation>块大小、队列深度和线程数必须为正数</translation>
        </message>
        <message>
            <source>read mix %1 must be 0..100</source>
            <translation>读取比例 %1 必须在 0..100 之间</translation>
        </message>
        <message>
            <source>a time-based job needs a runtime</source>
            <translation>基于时间的作业需要运行时间</translation>
        </message>
        <message>
            <source>a test file needs a size</source>
            <translation>测试文件需要一个大小</translation>
        </message>
        <message>
            <source>option %1 is set by Fioscope and cannot be overridden</source>
            <translation>选项 %1 由 Fioscope 设置，不能覆盖</translation>
        </message>
        <message>
            <source>%1 (bundled: %2)</source>
            <translation>%1（自带：%2）</translation>
        </message>
        <message>
            <source>%1 (%2: %3)</source>
            <translation>%1（%2：%3）</translation>
        </message>
        <message>
            <source>cannot run fio at %1: %2</source>
            <translation>无法运行位于 %1 的 fio：%2</translation>
        </message>
        <message>
            <source>reinstall with the README's set-up command or set %1</source>
            <translation>请用 README 中的安装命令重新安装，或设置 %1</translation>
        </message>
        <message>
            <source>%1 does not look like fio (it printed %2)</source>
            <translation>%1 看起来不是 fio（它输出了 %2）</translation>
        </message>
        <message>
            <source>point %1 at a fio binary</source>
            <translation>请让 %1 指向一个 fio 可执行文件</translation>
        </message>
        <message>
            <source>fio %1 at %2 is too old; Fioscope needs 3.8 or newer</source>
            <translation>位于 %2 的 fio %1 太旧；Fioscope 需要 3.8 或更新版本</translation>
        </message>
        <message>
            <source>use the bundled fio (unset %1) or install a newer fio</source>
            <translation>请使用自带的 fio（取消设置 %1），或安装更新的 fio</translation>
        </message>
        <message>
            <source>%1 points at %2, which does not exist</source>
            <translation>%1 指向的 %2 不存在</translation>
        </message>
        <message>
            <source>fix or unset %1</source>
            <translation>请修正或取消设置 %1</translation>
        </message>
        <message>
            <source>fio not found: no bundled build and none on %1</source>
            <translation>未找到 fio：没有自带的版本，%1 中也没有</translation>
        </message>
        <message>
            <source>run %1, the README's set-up, which builds the bundled fio</source>
            <translation>请运行 README 中的安装步骤 %1，它会构建自带的 fio</translation>
        </message>
        <message>
            <source>fio not found: this install has no bundled fio and there is none on %1</source>
            <translation>未找到 fio：此安装没有自带 fio，%1 中也没有</translation>
        </message>
        <message>
            <source>install fio 3.8 or newer, e.g. %1 on Debian/Ubuntu, or set %2</source>
            <translation>请安装 fio 3.8 或更新版本（例如在 Debian/Ubuntu 上运行 %1），或设置 %2</translation>
        </message>
        <message>
            <source>fio did no I/O in job %1 and %2 more</source>
            <translation>fio 在作业 %1 及另外 %2 个作业中没有执行 I/O</translation>
        </message>
        <message>
            <source>fio did no I/O in job %1</source>
            <translation>fio 在作业 %1 中没有执行 I/O</translation>
        </message>
        <message>
            <source>fio printed no reason; see its messages under details</source>
            <translation>fio 没有给出原因；请查看详细信息中的 fio 消息</translation>
        </message>
        <message>
            <source>cannot start fio: %1</source>
            <translation>无法启动 fio：%1</translation>
        </message>
        <message>
            <source>check the fio binary</source>
            <translation>请检查 fio 可执行文件</translation>
        </message>
        <message>
            <source>sample consumer failed: %1</source>
            <translation>样本处理失败：%1</translation>
        </message>
        <message>
            <source>fio printed nothing for %1 s</source>
            <translation>fio 已有 %1 秒没有任何输出</translation>
        </message>
        <message>
            <source>  recovery: %1</source>
            <translation>  恢复：%1</translation>
        </message>
        <message>
            <source>temperature: %1</source>
            <translation>温度：%1</translation>
        </message>
        <message>
            <source>temperature: not read (no hwmon sensor for this drive, and no smartctl)</source>
            <translation>温度：未读取（此驱动器没有 hwmon 传感器，也没有 smartctl）</translation>
        </message>
        <message>
            <source>temperature: no reading came from %1</source>
            <translation>温度：%1 没有给出读数</translation>
        </message>
        <message>
            <source>the sensor</source>
            <translation>传感器</translation>
        </message>
        <message>
            <source>no pass completed</source>
            <translation>没有完成任何一轮</translation>
        </message>
        <message>
            <source>no cliff within %1 (%2)</source>
            <translation>%1 内没有写入悬崖（%2）</translation>
        </message>
        <message>
            <source>no cliff within %1</source>
            <translation>%1 内没有写入悬崖</translation>
        </message>
        <message>
            <source>cache %1 for %2, then %3</source>
            <translation>缓存 %1 持续 %2，之后 %3</translation>
        </message>
        <message>
            <source>%1; %2 % back after %3 s idle</source>
            <translation>%1；空闲 %3 秒后恢复 %2 %</translation>
        </message>
        <message>
            <source>%1 MB/s</source>
            <translation>%1 MB/s</translation>
        </message>
        <message>
            <source>readahead values must be 0 KiB or more</source>
            <translation>预读值必须为 0 KiB 或更大</translation>
        </message>
        <message>
            <source>e.g. 0,128,512</source>
            <translation>例如 0,128,512</translation>
        </message>
        <message>
            <source>no block device with a readahead setting behind %1</source>
            <translation>%1 背后没有带预读设置的块设备</translation>
        </message>
        <message>
            <source>choose a directory on a local disk, or the disk itself</source>
            <translation>请选择本地磁盘上的目录，或磁盘本身</translation>
        </message>
        <message>
            <source>the cache experiment needs a directory for its test file</source>
            <translation>缓存实验需要一个目录来放置测试文件</translation>
        </message>
        <message>
            <source>fio reported errors %1</source>
            <translation>fio 报告了错误：%1</translation>
        </message>
        <message>
            <source>no rate-limited step finished</source>
            <translation>没有完成任何限速的级</translation>
        </message>
        <message>
            <source>mean latency %1 µs and every heavier step's over %2x the light load's %3 µs</source>
            <translation>平均延迟 %1 µs 以及每个更重的级的延迟都超过轻负载时 %3 µs 的 %2 倍</translation>
        </message>
        <message>
            <source>achieved %1 of %2 IOPS offered</source>
            <translation>实际达到 %1，施加 %2 IOPS</translation>
        </message>
        <message>
            <source>the lightest step already bent: %1</source>
            <translation>最轻的一级就已弯折：%1</translation>
        </message>
        <message>
            <source>the next step (%1) bent: %2</source>
            <translation>下一级（%1）弯折：%2</translation>
        </message>
        <message>
            <source>latency followed the load up to the last step: no knee within the steps</source>
            <translation>延迟随负载一直到最后一级：各级内没有拐点</translation>
        </message>
        <message>
            <source>cannot read latency %1</source>
            <translation>无法读取延迟 %1</translation>
        </message>
        <message>
            <source>use e.g. 500us, 2ms or 500 (µs)</source>
            <translation>请使用例如 500us、2ms 或 500（µs）</translation>
        </message>
        <message>
            <source>latency %1 is out of range</source>
            <translation>延迟 %1 超出范围</translation>
        </message>
        <message>
            <source>give a latency above 0 and at most 1 h</source>
            <translation>请指定大于 0 且不超过 1 小时的延迟</translation>
        </message>
        <message>
            <source>cannot read steps %1</source>
            <translation>无法读取步进 %1</translation>
        </message>
        <message>
            <source>use percentages of the maximum, e.g. 10,50,90,110</source>
            <translation>请使用最大值的百分比，例如 10,50,90,110</translation>
        </message>
        <message>
            <source>steps %1 are out of range</source>
            <translation>步进 %1 超出范围</translation>
        </message>
        <message>
            <source>give 1 to 50 percentages above 0 and at most 200</source>
            <translation>请指定 1 到 50 个大于 0 且不超过 200 的百分比</translation>
        </message>
        <message>
            <source>the unthrottled step did not finish: no steps</source>
            <translation>不限速的一级未完成：没有后续各级</translation>
        </message>
        <message>
            <source>the unthrottled step did no I/O: no steps</source>
            <translation>不限速的一级没有执行 I/O：没有后续各级</translation>
        </message>
        <message>
            <source>step %1 did not finish: the curve ends before it</source>
            <translation>第 %1 级未完成：曲线在其之前结束</translation>
        </message>
        <message>
            <source>knee: %1 IOPS at step %2 (%3)</source>
            <translation>拐点：第 %2 级的 %1 IOPS（%3）</translation>
        </message>
        <message>
            <source>knee: none found (%1)</source>
            <translation>拐点：未找到（%1）</translation>
        </message>
        <message>
            <source>no steps</source>
            <translation>没有各级</translation>
        </message>
        <message>
            <source>highest IOPS with p99 under %1 µs: %2</source>
            <translation>p99 低于 %1 µs 时的最高 IOPS：%2</translation>
        </message>
        <message>
            <source>%1 (step %2, p99 %3 µs)</source>
            <translation>%1（第 %2 级，p99 %3 µs）</translation>
        </message>
        <message>
            <source>none of the steps held it</source>
            <translation>没有任何一级满足</translation>
        </message>
        <message>
            <source>unknown peak test %1</source>
            <translation>未知的峰值测试 %1</translation>
        </message>
        <message>
            <source>one of %1</source>
            <translation>以下之一：%1</translation>
        </message>
        <message>
            <source>no peak test named</source>
            <translation>未指定峰值测试</translation>
        </message>
        <message>
            <source>loops must be 1..20</source>
            <translation>次数必须在 1..20 之间</translation>
        </message>
        <message>
            <source>unknown suite %1</source>
            <translation>未知的套件 %1</translation>
        </message>
        <message>
            <source>choose one of %1</source>
            <translation>请从以下选择一个：%1</translation>
        </message>
        <message>
            <source>size and runtime must be positive</source>
            <translation>大小和运行时间必须为正数</translation>
        </message>
        <message>
            <source>jobs %1 must be 1..1024</source>
            <translation>作业数 %1 必须在 1..1024 之间</translation>
        </message>
        <message>
            <source>e.g. %1</source>
            <translation>例如 %1</translation>
        </message>
        <message>
            <source>%1 jobs (cores - 2), one file per job, %2, %3, %4</source>
            <translation>%1 个作业（核心数 - 2），每个作业一个文件，%2，%3，%4</translation>
        </message>
        <message>
            <source>process counts must be 1..256</source>
            <translation>进程数必须在 1..256 之间</translation>
        </message>
        <message>
            <source>processes %1; one file per process; %2, %3</source>
            <translation>进程数 %1；每个进程一个文件；%2，%3</translation>
        </message>
        <message>
            <source>4 jobs (fio processes), %1, one shared file or the raw device</source>
            <translation>4 个作业（fio 进程），%1，一个共享文件或裸设备</translation>
        </message>
        <message>
            <source>direct</source>
            <translation>直接</translation>
        </message>
        <message>
            <source>buffered</source>
            <translation>缓冲</translation>
        </message>
        <message>
            <source>block-size sweep bounds must be powers of two, smallest first</source>
            <translation>块大小扫描的边界必须是 2 的幂，且较小者在前</translation>
        </message>
        <message>
            <source>%1 to %2, queue depth %3</source>
            <translation>%1 到 %2，队列深度 %3</translation>
        </message>
        <message>
            <source>%1 to %2, queue depth %3 (the device's logical sector is %4 B: direct I/O cannot go below it)</source>
            <translation>%1 到 %2，队列深度 %3（设备的逻辑扇区为 %4 B：直接 I/O 不能低于此值）</translation>
        </message>
        <message>
            <source>unknown mode %1</source>
            <translation>未知的模式 %1</translation>
        </message>
        <message>
            <source>mix %1 must be the percent of reads, 0..100</source>
            <translation>比例 %1 必须是读取所占的百分比，0..100</translation>
        </message>
        <message>
            <source>unknown test data %1</source>
            <translation>未知的测试数据 %1</translation>
        </message>
        <message>
            <source>loops must be 1..%1</source>
            <translation>次数必须在 1..%1 之间</translation>
        </message>
        <message>
            <source>unknown settings %1</source>
            <translation>未知的设置 %1</translation>
        </message>
        <message>
            <source>pause %1 s must be 0..%2 s</source>
            <translation>暂停 %1 秒必须在 0..%2 秒之间</translation>
        </message>
        <message>
            <source>e.g. %1, as CrystalDiskMark</source>
            <translation>例如 %1，与 CrystalDiskMark 相同</translation>
        </message>
        <message>
            <source>unknown order %1</source>
            <translation>未知的顺序 %1</translation>
        </message>
        <message>
            <source>unknown preset %1</source>
            <translation>未知的配置文件 %1</translation>
        </message>
        <message>
            <source>unknown test in %1</source>
            <translation>%1 中有未知的测试</translation>
        </message>
        <message>
            <source>choose from %1</source>
            <translation>请从以下选择：%1</translation>
        </message>
        <message>
            <source>cells, bursts and histogram points must last at least 1 s</source>
            <translation>单元、突发和直方图点必须至少持续 1 秒</translation>
        </message>
        <message>
            <source>HIR rounds need a cell, XSR a thread and a queue depth of at least 1</source>
            <translation>HIR 的每轮至少需要一个单元，XSR 至少需要一个线程且队列深度至少为 1</translation>
        </message>
        <message>
            <source>the time limit must be positive</source>
            <translation>时间限制必须为正数</translation>
        </message>
        <message>
            <source>rounds must be 2..25 and at least the window</source>
            <translation>轮数必须在 2..25 之间，且不少于窗口</translation>
        </message>
        <message>
            <source>purge needs a raw device; a test file is simply recreated</source>
            <translation>清除需要裸设备；测试文件只会被重新创建</translation>
        </message>
        <message>
            <source>the span must be at least 1 MiB (XSR writes 1 MiB blocks)</source>
            <translation>范围必须至少为 1 MiB（XSR 写入 1 MiB 的块）</translation>
        </message>
        <message>
            <source>HIR needs at least one burst per wait state and no negative wait</source>
            <translation>HIR 的每种等待状态至少需要一次突发，且等待时间不能为负</translation>
        </message>
        <message>
            <source>DIRTH needs thread counts, queue depths and a read share of 0..100 %</source>
            <translation>DIRTH 需要线程数、队列深度和 0..100 % 的读取比例</translation>
        </message>
        <message>
            <source>DIRTH's block size must be a multiple of 512 bytes and its pre-writes not negative</source>
            <translation>DIRTH 的块大小必须是 512 字节的倍数，且其预写入不能为负</translation>
        </message>
        <message>
            <source>%1 has no seed document to run as published: %2 applies to %3 (and %4)</source>
            <translation>%1 没有可按原文运行的基础文档：%2 适用于 %3（以及 %4）</translation>
        </message>
        <message>
            <source>leave out %1</source>
            <translation>请去掉 %1</translation>
        </message>
        <message>
            <source>%1 runs on this machine, as its seed did; only scaling (seed 002's clients x processes matrix) runs on fio servers (%2)</source>
            <translation>%1 与基础文档一样在本机运行；只有 scaling（seed 002 的客户端 x 进程矩阵）在 fio 服务器上运行（%2）</translation>
        </message>
        <message>
            <source>leave out %1, or leave out %2 to run the plan on fio servers</source>
            <translation>请去掉 %1；或去掉 %2，以在 fio 服务器上运行该计划</translation>
        </message>
        <message>
            <source>%1 runs on a raw device, as seed 003's jobs did</source>
            <translation>%1 与 seed 003 的作业一样在裸设备上运行</translation>
        </message>
        <message>
            <source>give a device and the data-loss confirmation, or leave out %1 to use a test file</source>
            <translation>请指定设备并进行数据丢失确认，或去掉 %1 以使用测试文件</translation>
        </message>
        <message>
            <source>%1 timed tests of %2 s, %3</source>
            <translation>%1 项 %2 秒的定时测试，%3</translation>
        </message>
        <message>
            <source>%1, plus %2: as long as the target takes</source>
            <translation>%1，另加 %2：耗时取决于目标</translation>
        </message>
        <message>
            <source>for each of the %1 clients rows %2; %3 timed in all</source>
            <translation>%1 个客户端行中的每一行 %2；定时部分共 %3</translation>
        </message>
        <message>
            <source>%1 of test files in %2 on each host (its fio checks the space)</source>
            <translation>每台主机的 %2 中有 %1 的测试文件（由该主机的 fio 检查空间）</translation>
        </message>
        <message>
            <source>no test files; the raw device %1 is written, all %2 of it</source>
            <translation>没有测试文件；将写入裸设备 %1 的全部 %2</translation>
        </message>
        <message>
            <source>%1 of test files in a private directory of %2 (%3 free)</source>
            <translation>%2 的专用目录中有 %1 的测试文件（可用 %3）</translation>
        </message>
        <message>
            <source>duration: %1</source>
            <translation>时长：%1</translation>
        </message>
        <message>
            <source>disk space: %1</source>
            <translation>磁盘空间：%1</translation>
        </message>
        <message>
            <source>note: %1</source>
            <translation>注：%1</translation>
        </message>
        <message>
            <source>a run that writes may open only the confirmed devices, not %1</source>
            <translation>写入的运行只能打开已确认的设备，不能打开 %1</translation>
        </message>
        <message>
            <source>confirm it too, or read it in a run of its own</source>
            <translation>请同样确认它，或在单独的运行中读取它</translation>
        </message>
        <message>
            <source>unknown steady-state test %1</source>
            <translation>未知的稳态测试 %1</translation>
        </message>
        <message>
            <source>no steady-state test given</source>
            <translation>未指定稳态测试</translation>
        </message>
        <message>
            <source>cell duration must be at least 1 s</source>
            <translation>单元时长必须至少为 1 秒</translation>
        </message>
        <message>
            <source>queue depth %1 and threads %2 must be 1..65536 and 1..1024</source>
            <translation>队列深度 %1 和线程数 %2 必须分别在 1..65536 和 1..1024 之间</translation>
        </message>
        <message>
            <source>rounds must be 1..25 and at least the window (5)</source>
            <translation>轮数必须在 1..25 之间，且不少于窗口（5）</translation>
        </message>
        <message>
            <source>write saturation needs a capacity multiple above 0 and at least 1 s</source>
            <translation>写入饱和需要大于 0 的容量倍数和至少 1 秒</translation>
        </message>
        <message>
            <source>span %1 bytes is smaller than the largest block size (%2)</source>
            <translation>范围 %1 字节小于最大的块大小（%2）</translation>
        </message>
        <message>
            <source>set Span to at least %1</source>
            <translation>请将范围设为至少 %1</translation>
        </message>
        <message>
            <source>the %1 matrix must include its tracking workload (%2): keep 0% reads and %3 in it</source>
            <translation>%1 的矩阵必须包含其跟踪负载（%2）：请保留 0% 读取和 %3</translation>
        </message>
        <message>
            <source>%1x the user capacity written (%2 in %3 rounds, %4 of writing): the capacity limit ended it</source>
            <translation>已写入用户容量的 %1 倍（%3 轮共 %2，写入 %4）：因容量上限结束</translation>
        </message>
        <message>
            <source>%1 of writing reached with %2 written (%3x the user capacity): the time limit ended it</source>
            <translation>写入时间达到 %1，已写入 %2（用户容量的 %3 倍）：因时间上限结束</translation>
        </message>
        <message>
            <source>not steady after %1 rounds</source>
            <translation>%1 轮后仍未达到稳态</translation>
        </message>
        <message>
            <source>rounds %1-%2</source>
            <translation>第 %1-%2 轮</translation>
        </message>
        <message>
            <source>round %1</source>
            <translation>第 %1 轮</translation>
        </message>
        <message>
            <source>rounds %1</source>
            <translation>第 %1 轮</translation>
        </message>
        <message>
            <source>no tracking value in %1; %2 had one: the window (rounds %3-%4) is incomplete</source>
            <translation>%1 没有跟踪值；%2 有一个：窗口（第 %3-%4 轮）不完整</translation>
        </message>
        <message>
            <source>no tracking value in %1: the window (rounds %2-%3) is incomplete</source>
            <translation>%1 没有跟踪值：窗口（第 %2-%3 轮）不完整</translation>
        </message>
        <message>
            <source>no tracking value in %1: the window (rounds %2-%3) is incomplete; used %4</source>
            <translation>%1 没有跟踪值：窗口（第 %2-%3 轮）不完整；已使用 %4</translation>
        </message>
        <message>
            <source>no I/O in rounds %1-%2 (all values are 0): a device doing no I/O is never steady</source>
            <translation>第 %1-%2 轮没有 I/O（所有值均为 0）：不执行 I/O 的设备永远不会达到稳态</translation>
        </message>
        <message>
            <source>no run %1 in %2</source>
            <translation>%2 中没有运行 %1</translation>
        </message>
        <message>
            <source>see %1</source>
            <translation>请参阅 %1</translation>
        </message>
        <message>
            <source>run %1 is a %2 run, not a steady-state run</source>
            <translation>运行 %1 是 %2 运行，不是稳态运行</translation>
        </message>
        <message>
            <source>run %1 is %2; only partial, cancelled or failed runs can be resumed</source>
            <translation>运行 %1 的状态为 %2；只有未完成、已取消或失败的运行才能继续</translation>
        </message>
        <message>
            <source>run %1's steady-state settings cannot be read (%2)</source>
            <translation>无法读取运行 %1 的稳态设置（%2）</translation>
        </message>
        <message>
            <source>start a new run</source>
            <translation>请开始新的运行</translation>
        </message>
        <message>
            <source>Block size</source>
            <translation>块大小</translation>
        </message>
        <message>
            <source>Average IOPS vs. block size and R/W mix %</source>
            <translation>按块大小和读/写比例 % 的平均 IOPS</translation>
        </message>
        <message>
            <source>Average MB/s vs. block size and R/W</source>
            <translation>按块大小和读/写的平均 MB/s</translation>
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
            <source>Average latency (ms) vs. block size and R/W mix %</source>
            <translation>按块大小和读/写比例 % 的平均延迟 (ms)</translation>
        </message>
        <message>
            <source>Max latency (ms) vs. block size and R/W mix %</source>
            <translation>按块大小和读/写比例 % 的最大延迟 (ms)</translation>
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
            <translation>大小 %1 小于 %3 的块大小 %2</translation>
        </message>
        <message>
            <source>set Size to at least %1</source>
            <translation>请将大小设为至少 %1</translation>
        </message>
        <message>
            <source>unknown engine %1</source>
            <translation>未知的引擎 %1</translation>
        </message>
        <message>
            <source>mode, mix, test data and loops apply to the presets (%1), not to the test plan %2</source>
            <translation>模式、比例、测试数据和次数适用于配置文件（%1），不适用于测试计划 %2</translation>
        </message>
        <message>
            <source>leave them out, or choose a preset</source>
            <translation>请不要指定它们，或选择一个配置文件</translation>
        </message>
        <message>
            <source>%1 runs the seed's own parameters: %2 would change them</source>
            <translation>%1 使用基础文档自身的参数运行：%2 会改变这些参数</translation>
        </message>
        <message>
            <source>leave them out, or leave out %1</source>
            <translation>请去掉它们，或去掉 %1</translation>
        </message>
        <message>
            <source>leave it out, or leave out %1</source>
            <translation>请去掉它，或去掉 %1</translation>
        </message>
        <message>
            <source>%1 runs on files in a directory, as its seed did; %2 is a device</source>
            <translation>%1 与基础文档一样在目录中的文件上运行；%2 是设备</translation>
        </message>
        <message>
            <source>%1 runs on a raw device, as its seed did; %2 is not a device</source>
            <translation>%1 与基础文档一样在裸设备上运行；%2 不是设备</translation>
        </message>
        <message>
            <source>give %1 or leave out %2</source>
            <translation>请指定%1，或去掉 %2</translation>
        </message>
        <message>
            <source>the plan of %1 needs %2 as published; leave out %3 to run with a smaller Size</source>
            <translation>%1 的计划按原文需要 %2；去掉 %3 即可用更小的大小运行</translation>
        </message>
        <message>
            <source>%1 on fio servers runs on files in a directory, as its seed did</source>
            <translation>在 fio 服务器上，%1 与基础文档一样在目录中的文件上运行</translation>
        </message>
        <message>
            <source>give %1 as the servers see it</source>
            <translation>请按服务器看到的路径指定 %1</translation>
        </message>
        <message>
            <source>give %1: a directory or device path as the servers see it</source>
            <translation>请指定 %1：按服务器看到的目录或设备路径</translation>
        </message>
        <message>
            <source>with %1, the Target is the directory for the job's files; %2 is not a directory</source>
            <translation>使用 %1 时，目标是放置作业文件的目录；%2 不是目录</translation>
        </message>
        <message>
            <source>target %1 does not exist</source>
            <translation>目标 %1 不存在</translation>
        </message>
        <message>
            <source>target %1 is neither a directory nor a block device</source>
            <translation>目标 %1 既不是目录也不是块设备</translation>
        </message>
        <message>
            <source>%1 runs on a raw device, as %2's did; %3 is a directory</source>
            <translation>%1 与 %2 一样在裸设备上运行；%3 是目录</translation>
        </message>
        <message>
            <source>give a raw device and the data-loss confirmation, or leave out %1</source>
            <translation>请指定裸设备并进行数据丢失确认，或去掉 %1</translation>
        </message>
        <message>
            <source>a span of %1 % is not a share of the device</source>
            <translation>%1 % 的范围不是设备的一部分</translation>
        </message>
        <message>
            <source>give 0 &lt; % &lt;= 100</source>
            <translation>请指定 0 &lt; % &lt;= 100</translation>
        </message>
        <message>
            <source>a span of %1 is larger than %2 (%3)</source>
            <translation>范围 %1 大于 %2（%3）</translation>
        </message>
        <message>
            <source>give at most the device's size (or leave Span out for the whole device)</source>
            <translation>请最多指定设备的大小（或将范围留空以使用整个设备）</translation>
        </message>
        <message>
            <source>%1 run as a run of their own</source>
            <translation>%1 作为单独的运行来运行</translation>
        </message>
        <message>
            <source>give them without the other steady-state tests (run those separately)</source>
            <translation>请不带其他稳态测试单独指定它们（其他测试另行运行）</translation>
        </message>
        <message>
            <source>%1 and %2 choose DIRTH's read share and block size: one value each</source>
            <translation>%1 和 %2 选择 DIRTH 的读取比例和块大小：各一个值</translation>
        </message>
        <message>
            <source>the cache experiment needs a directory</source>
            <translation>缓存实验需要一个目录</translation>
        </message>
        <message>
            <source>give %1 for the raw run</source>
            <translation>请为直接读取的运行指定 %1</translation>
        </message>
        <message>
            <source>no block device behind %1 to read raw</source>
            <translation>%1 背后没有可直接读取的块设备</translation>
        </message>
        <message>
            <source>an experiment needs a planned target</source>
            <translation>实验需要一个已规划的目标</translation>
        </message>
        <message>
            <source>the %1 sets the device's readahead itself</source>
            <translation>%1 会自行设置设备的预读</translation>
        </message>
        <message>
            <source>leave the run's readahead empty (the device's own)</source>
            <translation>请将本次运行的预读留空（使用设备自身的设置）</translation>
        </message>
        <message>
            <source>a host is named twice</source>
            <translation>同一主机被指定了两次</translation>
        </message>
        <message>
            <source>the run was stopped; its next test was not started</source>
            <translation>运行已停止；其下一项测试未开始</translation>
        </message>
        <message>
            <source>this filesystem does not support direct I/O (tmpfs, some FUSE and network filesystems); choose another directory or turn off Direct I/O</source>
            <translation>此文件系统不支持直接 I/O（tmpfs、某些 FUSE 和网络文件系统）；请选择其他目录，或关闭直接 I/O</translation>
        </message>
        <message>
            <source>you lack permission for this target; choose a directory you can write to, or grant access to the device</source>
            <translation>您没有此目标的权限；请选择可写入的目录，或授予对该设备的访问权限</translation>
        </message>
        <message>
            <source>the target is full; free space or use a smaller Size</source>
            <translation>目标已满；请释放空间或使用更小的大小</translation>
        </message>
        <message>
            <source>the target path does not exist</source>
            <translation>目标路径不存在</translation>
        </message>
        <message>
            <source>the target is read-only; choose a writable directory</source>
            <translation>目标为只读；请选择可写入的目录</translation>
        </message>
        <message>
            <source>this I/O engine is not available here; pick another (e.g. psync)</source>
            <translation>此 I/O 引擎在这里不可用；请选择其他引擎（例如 psync）</translation>
        </message>
        <message>
            <source>the device is in use (mounted or held by another program)</source>
            <translation>设备正在使用中（已挂载或被其他程序占用）</translation>
        </message>
        <message>
            <source>this run may write only its own directory and the devices confirmed with the data-loss confirmation; a job file's files go in its own directory (relative names)</source>
            <translation>本次运行只能写入其专用目录以及经数据丢失确认的设备；作业文件的文件应放在其专用目录中（相对名称）</translation>
        </message>
        <message>
            <source>Fioscope's sandbox: %1</source>
            <translation>Fioscope 沙箱：%1</translation>
        </message>
        <message>
            <source>fio failed: %1</source>
            <translation>fio 失败：%1</translation>
        </message>
        <message>
            <source>see fio's messages under details</source>
            <translation>请查看详细信息中的 fio 消息</translation>
        </message>
        <message>
            <source>fio failed: exit code %1</source>
            <translation>fio 失败：退出码 %1</translation>
        </message>
        <message>
            <source>cannot read %1 %2</source>
            <translation>无法读取%1 %2</translation>
        </message>
        <message>
            <source>use e.g. %1</source>
            <translation>请使用例如 %1</translation>
        </message>
        <message>
            <source>a block device</source>
            <translation>块设备</translation>
        </message>
        <message>
            <source>a character device</source>
            <translation>字符设备</translation>
        </message>
        <message>
            <source>a FIFO</source>
            <translation>FIFO</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>套接字</translation>
        </message>
        <message>
            <source>after %1 s idle %2 of the first pass's %3 came back (%4): a full recovery takes longer</source>
            <translation>空闲 %1 秒后，第一遍的 %3 中恢复了 %2（%4）：完全恢复需要更长时间</translation>
        </message>
        <message>
            <source>after %1 s idle %2 ran at cache speed, more than the first pass's %3: the first pass's fall was not only its cache running out (a cache sized by free space, or other I/O on the drive)</source>
            <translation>空闲 %1 秒后有 %2 以缓存速度写入，多于第一遍的 %3：第一遍的下降不只是缓存耗尽（缓存大小取决于可用空间，或驱动器上有其他 I/O）</translation>
        </message>
        <message>
            <source>too few intervals to tell (none): the pass ended before fio's first status report; write a larger span</source>
            <translation>区间太少，无法判断（无）：该遍在 fio 的第一次状态报告之前就结束了；请写入更大的范围</translation>
        </message>
        <message>
            <source>%1 (the speed varied by %2 %)</source>
            <translation>%1（速度波动 %2 %）</translation>
        </message>
        <message>
            <source>%1 after %2</source>
            <translation>%2 之后 %1</translation>
        </message>
        <message>
            <source>%1 at %2</source>
            <translation>在 %2 处 %1</translation>
        </message>
        <message>
            <source>%1, falling over %2</source>
            <translation>%1，在 %2 范围内下降</translation>
        </message>
        <message>
            <source>%1; then %2</source>
            <translation>%1；之后 %2</translation>
        </message>
        <message>
            <source>after %1 s idle the cache had not come back (%2): it needs a longer pause (or the drive frees it only when it is nearly empty or trimmed)</source>
            <translation>空闲 %1 秒后缓存仍未恢复（%2）：需要更长的暂停（或者驱动器只在几乎为空或 TRIM 之后才释放它）</translation>
        </message>
        <message>
            <source>after %1 s idle the cache was back: %2 at cache speed (%3)</source>
            <translation>空闲 %1 秒后缓存已恢复：%2 以缓存速度写入（%3）</translation>
        </message>
        <message>
            <source>cliff after %1 (%2 s): %3 in the cache, %4 after it (%5)</source>
            <translation>写入悬崖出现在 %1 之后（%2 秒）：缓存内 %3，之后 %4（%5）</translation>
        </message>
        <message>
            <source>first %1 intervals</source>
            <translation>前 %1 个区间</translation>
        </message>
        <message>
            <source>first interval</source>
            <translation>第一个区间</translation>
        </message>
        <message>
            <source>no cliff in the first pass: nothing to recover</source>
            <translation>第一遍没有写入悬崖：没有需要恢复的</translation>
        </message>
        <message>
            <source>no cliff to measure: %1 over %2, but the %3 ran faster (%4): a cache of %5 or less, too small for this interval (a shorter %6 shows more)</source>
            <translation>没有可测量的写入悬崖：%2 内为 %1，但%3更快（%4）：缓存为 %5 或更小，对此区间来说太小（更短的 %6 能显示更多）</translation>
        </message>
        <message>
            <source>no cliff: %1 held over all %2; a write cache, if any, is larger than that: try a larger Size</source>
            <translation>没有写入悬崖：在全部 %2 内保持 %1；如有写入缓存，它比这更大：请尝试更大的大小</translation>
        </message>
        <message>
            <source>no cliff: the speed changed (%1) but did not fall and stay down; median %2 over %3</source>
            <translation>没有写入悬崖：速度有变化（%1），但没有下降并保持；%3 内的中位数为 %2</translation>
        </message>
        <message>
            <source>too few intervals to tell (%1): %2 took %3 s at %4 in intervals of %5 s; at that speed the cliff needs a span of at least %6</source>
            <translation>区间太少，无法判断（%1）：%2 以 %4 用时 %3 秒，区间为 %5 秒；以此速度，写入悬崖至少需要 %6 的范围</translation>
        </message>
        <message>
            <source>a directory</source>
            <translation>目录</translation>
        </message>
        <message>
            <source>give the name of a regular file</source>
            <translation>请指定一个普通文件的名称</translation>
        </message>
        <message>
            <source>cannot write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>choose another name: Fioscope never replaces its own files</source>
            <translation>请选择其他名称：Fioscope 从不替换它自己的文件</translation>
        </message>
        <message>
            <source>cannot write %1: it is a link to %2, %3</source>
            <translation>无法写入 %1：它是指向 %2（%3）的链接</translation>
        </message>
        <message>
            <source>cannot write %1: it is %2</source>
            <translation>无法写入 %1：它是%2</translation>
        </message>
        <message>
            <source>fio's %1 MB/s is %2x what the device (%3) read meanwhile (%4 MB/s): the page cache answered the reads</source>
            <translation>fio 的 %1 MB/s 是设备（%3）同期读取量（%4 MB/s）的 %2 倍：是页缓存响应了读取</translation>
        </message>
        <message>
            <source>fio's %1 MB/s is far above what the device (%2) read meanwhile (%3 MB/s): the page cache answered the reads</source>
            <translation>fio 的 %1 MB/s 远高于设备（%2）同期读取量（%3 MB/s）：是页缓存响应了读取</translation>
        </message>
        <message>
            <source>fio's %1 MB/s is %2x what the device (%3) wrote meanwhile (%4 MB/s): the page cache took the writes</source>
            <translation>fio 的 %1 MB/s 是设备（%3）同期写入量（%4 MB/s）的 %2 倍：是页缓存接收了写入</translation>
        </message>
        <message>
            <source>fio's %1 MB/s is far above what the device (%2) wrote meanwhile (%3 MB/s): the page cache took the writes</source>
            <translation>fio 的 %1 MB/s 远高于设备（%2）同期写入量（%3 MB/s）：是页缓存接收了写入</translation>
        </message>
        <message>
            <source>%1; %2</source>
            <translation>%1；%2</translation>
        </message>
        <message>
            <source>no block device behind this target: cache effects cannot be measured</source>
            <translation>此目标背后没有块设备：无法测量缓存的影响</translation>
        </message>
        <message>
            <source>fio's null engine moves no data: neither RAM nor a disk is measured</source>
            <translation>fio 的 null 引擎不移动任何数据：既不测内存也不测磁盘</translation>
        </message>
        <message>
            <source>fio issued %1 writes, the device (%2) saw %3</source>
            <translation>fio 发出 %1 次写入，设备（%2）收到 %3 次</translation>
        </message>
        <message>
            <source>fio issued %1 reads, the device (%2) saw %3 (average device read %4 KiB)</source>
            <translation>fio 发出 %1 次读取，设备（%2）收到 %3 次（设备平均每次读取 %4 KiB）</translation>
        </message>
        <message>
            <source>fio issued %1 reads, the device (%2) saw %3</source>
            <translation>fio 发出 %1 次读取，设备（%2）收到 %3 次</translation>
        </message>
        <message>
            <source>%1% of the bytes read came from RAM, not the disk</source>
            <translation>读取的字节中有 %1% 来自内存而非磁盘</translation>
        </message>
        <message>
            <source>the device also served other reads meanwhile (%1 more than fio issued): on a busy disk these counts are approximate</source>
            <translation>设备同期还处理了其他读取（比 fio 发出的多 %1 次）：在繁忙的磁盘上这些计数只是近似值</translation>
        </message>
        <message>
            <source>%1% of the bytes written were still in RAM when the test ended</source>
            <translation>写入的字节中有 %1% 在测试结束时仍在内存中</translation>
        </message>
        <message>
            <source>the device also wrote %1 MiB that fio did not (other I/O, or filesystem metadata): these counts are approximate</source>
            <translation>设备还写入了 %1 MiB 并非来自 fio 的数据（其他 I/O 或文件系统元数据）：这些计数只是近似值</translation>
        </message>
        <message>
            <source>no I/O</source>
            <translation>无 I/O</translation>
        </message>
        <message>
            <source>spread the load over more jobs (%1), use io_uring with fixed buffers (%2) and direct I/O, and keep other programs off the CPUs</source>
            <translation>把负载分给更多作业（%1），使用带固定缓冲区的 io_uring（%2）和直接 I/O，并让其他程序别占用 CPU</translation>
        </message>
        <message>
            <source>copy-on-write, checksums, maybe compression</source>
            <translation>写时复制、校验和、可能还有压缩</translation>
        </message>
        <message>
            <source>log-structured, copy-on-write</source>
            <translation>日志结构、写时复制</translation>
        </message>
        <message>
            <source>log-structured, maybe compression</source>
            <translation>日志结构、可能还有压缩</translation>
        </message>
        <message>
            <source>copy-on-write metadata, integrity streams</source>
            <translation>写时复制元数据、完整性流</translation>
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
            <translation>设备（%1）的读写都多于 fio：有其他进程（或文件系统回写）在使用磁盘</translation>
        </message>
        <message>
            <source>stop what else uses the disk, or test an idle disk</source>
            <translation>停止其他使用该磁盘的程序，或测试一块空闲的磁盘</translation>
        </message>
        <message>
            <source>the test file is on %1 (%2): the filesystem's work is in the figure</source>
            <translation>测试文件位于 %1（%2）：文件系统的开销包含在数值中</translation>
        </message>
        <message>
            <source>test a raw device or a file on ext4/xfs/NTFS, or turn copy-on-write off for the test file (%1 on btrfs)</source>
            <translation>测试原始设备或 ext4/xfs/NTFS 上的文件，或为测试文件关闭写时复制（btrfs 上用 %1）</translation>
        </message>
        <message>
            <source>a buffered read and write of %1, smaller than RAM (%2): the page cache can answer its reads and absorb its writes</source>
            <translation>对 %1 的缓冲读写，小于内存（%2）：页缓存可以响应其读取并吸收其写入</translation>
        </message>
        <message>
            <source>use direct I/O, or a test file larger than RAM</source>
            <translation>使用直接 I/O，或使用大于内存的测试文件</translation>
        </message>
        <message>
            <source>%1 % of the bytes read came from RAM (the page cache), not the disk</source>
            <translation>读取的字节中有 %1 % 来自内存（页缓存）而非磁盘</translation>
        </message>
        <message>
            <source>%1 % of the bytes written were still in RAM when the test ended</source>
            <translation>写入的字节中有 %1 % 在测试结束时仍在内存中</translation>
        </message>
        <message>
            <source>%1 IOPS asked, %2 done</source>
            <translation>要求 %1 IOPS，完成 %2</translation>
        </message>
        <message>
            <source>%1 MB/s asked, %2 done</source>
            <translation>要求 %1 MB/s，完成 %2</translation>
        </message>
        <message>
            <source>the device held it below the job's %1 (%2, %3 %; a rate limit holds a figure within %4 % of it)</source>
            <translation>是设备把它压在作业的 %1 之下（%2，%3 %；速率限制会把数值保持在其 %4 % 以内）</translation>
        </message>
        <message>
            <source>the device was saturated at the job's %1 (%2; fio's jobs kept %3 of their %4 I/Os in flight on average)</source>
            <translation>设备在作业的 %1 下已饱和（%2；fio 的作业平均保持 %4 个 I/O 中的 %3 个在途）</translation>
        </message>
        <message>
            <source>the drive %1</source>
            <translation>驱动器：%1</translation>
        </message>
        <message>
            <source>cool the drive (airflow, a heatsink), or run shorter tests with pauses</source>
            <translation>为驱动器散热（风流、散热片），或改用带间歇的较短测试</translation>
        </message>
        <message>
            <source>the device (%1) also read more than fio did: another process (or filesystem writeback) used the disk</source>
            <translation>设备（%1）的读取多于 fio：有其他进程（或文件系统回写）在使用磁盘</translation>
        </message>
        <message>
            <source>the device (%1) also wrote more than fio did: another process (or filesystem writeback) used the disk</source>
            <translation>设备（%1）的写入多于 fio：有其他进程（或文件系统回写）在使用磁盘</translation>
        </message>
        <message>
            <source>a buffered read of %1, smaller than RAM (%2): the page cache can answer it</source>
            <translation>对 %1 的缓冲读取，小于内存（%2）：页缓存可以响应它</translation>
        </message>
        <message>
            <source>a buffered write of %1, smaller than RAM (%2): the page cache can absorb it before the disk</source>
            <translation>对 %1 的缓冲写入，小于内存（%2）：页缓存可以在磁盘之前吸收它</translation>
        </message>
        <message>
            <source>RAM, not the disk: %1</source>
            <translation>内存，而非磁盘：%1</translation>
        </message>
        <message>
            <source>the disk, believe it with care: %1</source>
            <translation>磁盘，请谨慎看待：%1</translation>
        </message>
        <message>
            <source>use direct I/O, or a test file larger than RAM (%1)</source>
            <translation>使用直接 I/O，或使用大于内存（%1）的测试文件</translation>
        </message>
        <message>
            <source>use direct I/O, or write more than RAM (%1) holds</source>
            <translation>使用直接 I/O，或写入超过内存（%1）容量的数据</translation>
        </message>
        <message>
            <source>use direct I/O, or write more than RAM holds</source>
            <translation>使用直接 I/O，或写入超过内存容量的数据</translation>
        </message>
        <message>
            <source>use direct I/O, or a test larger than RAM (%1)</source>
            <translation>使用直接 I/O，或使用大于内存（%1）的测试</translation>
        </message>
        <message>
            <source>use direct I/O, or a test larger than RAM</source>
            <translation>使用直接 I/O，或使用大于内存的测试</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>remove %1 to measure the drive's maximum</source>
            <translation>去掉 %1 以测量驱动器的最大值</translation>
        </message>
        <message>
            <source>fio's null engine moves no data: this measures fio and the CPU</source>
            <translation>fio 的 null 引擎不移动任何数据：这测的是 fio 和 CPU</translation>
        </message>
        <message>
            <source>pick a real engine and target to measure a drive</source>
            <translation>要测量驱动器，请选择真实的引擎和目标</translation>
        </message>
        <message>
            <source>fio's jobs used %1 % of a core each</source>
            <translation>fio 的每个作业各用了一个核心的 %1 %</translation>
        </message>
        <message>
            <source>fio's jobs used %1 % of the machine's %2 CPUs</source>
            <translation>fio 的作业用了本机 %2 个 CPU 的 %1 %</translation>
        </message>
        <message>
            <source>fio's jobs computed or waited for a CPU %1 % of the time (%2 % on a CPU, %3 % waiting for one)</source>
            <translation>fio 的作业有 %1 % 的时间在计算或等待 CPU（在 CPU 上 %2 %，等待 CPU %3 %）</translation>
        </message>
        <message>
            <source>the machine's CPUs were %1 % busy (other programs)</source>
            <translation>本机 CPU 忙碌率为 %1 %（其他程序）</translation>
        </message>
        <message>
            <source>close other programs, or run when the machine is idle</source>
            <translation>关闭其他程序，或在机器空闲时运行</translation>
        </message>
        <message>
            <source>the job's rate limit (%1): as asked, not the drive's maximum; %2</source>
            <translation>作业的速率限制（%1）：按要求而定，并非驱动器的最大值；%2</translation>
        </message>
        <message>
            <source>host-bound, this is a CPU figure, not the drive's: %1</source>
            <translation>受主机限制，这是 CPU 的数值而非驱动器的：%1</translation>
        </message>
        <message>
            <source>the disk: %1; believe it</source>
            <translation>磁盘：%1；可以相信</translation>
        </message>
        <message>
            <source>the disk: nothing else limited it; believe it</source>
            <translation>磁盘：没有其他因素限制它；可以相信</translation>
        </message>
        <message>
            <source>the machine's CPUs were saturated (%1 % busy; fio's jobs %2 % of a core)</source>
            <translation>本机 CPU 已饱和（忙碌 %1 %；fio 的作业占一个核心的 %2 %）</translation>
        </message>
        <message>
            <source>PCIe link %1</source>
            <translation>PCIe 链路 %1</translation>
        </message>
        <message>
            <source>%1 is handed to your user for this run only; %2 or %3 may ask for a password</source>
            <translation>%1 仅在本次运行中交给你的用户；%2 或 %3 可能会要求输入密码</translation>
        </message>
        <message>
            <source>your user may read %1 for this run only (never write it); %2 or %3 may ask for a password</source>
            <translation>你的用户仅在本次运行中可读取 %1（绝不写入）；%2 或 %3 可能会要求输入密码</translation>
        </message>
        <message>
            <source>Windows will ask for administrator rights: only fio runs elevated, for this run only</source>
            <translation>Windows 会请求管理员权限：只有 fio 以提升的权限运行，且仅限本次运行</translation>
        </message>
        <message>
            <source>your user cannot be given raw read access to %1: %2; test a directory on it, or run the raw read as root</source>
            <translation>无法授予你的用户对 %1 的原始读取权限：%2；请测试其上的目录，或以 root 身份执行原始读取</translation>
        </message>
        <message>
            <source>reading %1 directly (raw device, read-only: nothing is written)</source>
            <translation>直接读取 %1（原始设备，只读：不写入任何内容）</translation>
        </message>
        <message>
            <source>the run history %1 is damaged (%2); it is kept as %3 and a new, empty history was started</source>
            <translation>运行历史 %1 已损坏（%2）；它已保留为 %3，并开始了一个新的空历史</translation>
        </message>
        <message>
            <source>%1 may save some of its runs</source>
            <translation>%1 或许能挽回其中部分运行</translation>
        </message>
        <message>
            <source>the run history %1 cannot be written: it is opened read-only (browsing works; nothing new is stored)</source>
            <translation>无法写入运行历史 %1：它以只读方式打开（可以浏览；不会保存新内容）</translation>
        </message>
        <message>
            <source>%1 was written by a newer Fioscope (schema %2)</source>
            <translation>%1 由更新版本的 Fioscope 写入（架构 %2）</translation>
        </message>
        <message>
            <source>update Fioscope, or use another data directory (%1)</source>
            <translation>请更新 Fioscope，或使用其他数据目录（%1）</translation>
        </message>
        <message>
            <source>the run history %1 is read-only and from an older Fioscope (schema %2): it cannot be brought up to date to be read</source>
            <translation>运行历史 %1 为只读且来自较旧的 Fioscope（架构 %2）：无法为读取而升级它</translation>
        </message>
        <message>
            <source>make it writable once, or set %1 to another directory</source>
            <translation>请让它可写一次，或将 %1 设为另一个目录</translation>
        </message>
        <message>
            <source>the run history %1 is closed</source>
            <translation>运行历史 %1 已关闭</translation>
        </message>
        <message>
            <source>the run history %1 failed: %2</source>
            <translation>运行历史 %1 出错：%2</translation>
        </message>
        <message>
            <source>set %1 to another directory</source>
            <translation>请将 %1 设为另一个目录</translation>
        </message>
        <message>
            <source>run %1 in the run history %2 cannot be read: %3</source>
            <translation>无法读取运行历史 %2 中的运行 %1：%3</translation>
        </message>
        <message>
            <source>the history may be damaged; other runs may still be read</source>
            <translation>历史可能已损坏；其他运行或许仍可读取</translation>
        </message>
        <message>
            <source>the disk holding the run history (%1) is full (%2)</source>
            <translation>存放运行历史的磁盘（%1）已满（%2）</translation>
        </message>
        <message>
            <source>free some space there, or set %1 to another directory</source>
            <translation>请在那里腾出空间，或将 %1 设为另一个目录</translation>
        </message>
        <message>
            <source>%1 is not a directory that can be created</source>
            <translation>%1 不是可以创建的目录</translation>
        </message>
        <message>
            <source>make it writable, or set %1 to another directory</source>
            <translation>请让它可写，或将 %1 设为另一个目录</translation>
        </message>
        <message>
            <source>the run history %1 is locked by another program (%2)</source>
            <translation>运行历史 %1 被其他程序锁定（%2）</translation>
        </message>
        <message>
            <source>wait for the other Fioscope to finish, or close it</source>
            <translation>请等待另一个 Fioscope 结束，或将其关闭</translation>
        </message>
        <message>
            <source>the run history %1 cannot be read or written: %2</source>
            <translation>无法读写运行历史 %1：%2</translation>
        </message>
        <message>
            <source>check the disk it is on, or set %1 to another directory</source>
            <translation>请检查它所在的磁盘，或将 %1 设为另一个目录</translation>
        </message>
        <message>
            <source>%1 is not writable</source>
            <translation>%1 不可写</translation>
        </message>
        <message>
            <source>cannot write the run history %1: %2 (%3)</source>
            <translation>无法写入运行历史 %1：%2（%3）</translation>
        </message>
        <message>
            <source>cannot write the run history %1: %2</source>
            <translation>无法写入运行历史 %1：%2</translation>
        </message>
        <message>
            <source>%1 is read-only</source>
            <translation>%1 为只读</translation>
        </message>
        <message>
            <source>make it yours alone (%1), or set %2 to a directory of your own</source>
            <translation>请使它仅归你所有（%1），或将 %2 设为你自己的目录</translation>
        </message>
        <message>
            <source>the run history's file %1 is a link (to %2); Fioscope never opens its history through one</source>
            <translation>运行历史的文件 %1 是一个链接（指向 %2）；Fioscope 从不通过链接打开其历史</translation>
        </message>
        <message>
            <source>remove the link, or set %1 to a directory of your own</source>
            <translation>请删除该链接，或将 %1 设为你自己的目录</translation>
        </message>
        <message>
            <source>the run history's file %1 is not a regular file</source>
            <translation>运行历史的文件 %1 不是普通文件</translation>
        </message>
        <message>
            <source>move it away, or set %1 to a directory of your own</source>
            <translation>请把它移走，或将 %1 设为你自己的目录</translation>
        </message>
        <message>
            <source>the run history's file %1 belongs to another user (uid %2, you are %3)</source>
            <translation>运行历史的文件 %1 属于另一个用户（uid %2，你是 %3）</translation>
        </message>
        <message>
            <source>the run history %1 was replaced while it was opened</source>
            <translation>运行历史 %1 在打开时被替换了</translation>
        </message>
        <message>
            <source>run again</source>
            <translation>请重新运行</translation>
        </message>
        <message>
            <source>the run history %1 is damaged (%2) and cannot be moved aside: %3</source>
            <translation>运行历史 %1 已损坏（%2），且无法移到一旁：%3</translation>
        </message>
        <message>
            <source>move it away yourself, or set %1 to another directory</source>
            <translation>请自行把它移走，或将 %1 设为另一个目录</translation>
        </message>
        <message>
            <source>the run history's file %1 cannot be read: %2</source>
            <translation>无法读取运行历史的文件 %1：%2</translation>
        </message>
        <message>
            <source>%1 needs at least one %2</source>
            <translation>%1 至少需要一个 %2</translation>
        </message>
        <message>
            <source>bad host name %1</source>
            <translation>无效的主机名 %1</translation>
        </message>
        <message>
            <source>bad port %1 for host %2</source>
            <translation>主机 %2 的端口 %1 无效</translation>
        </message>
        <message>
            <source>use %1</source>
            <translation>请使用 %1</translation>
        </message>
        <message>
            <source>unknown host %1: %2</source>
            <translation>未知主机 %1：%2</translation>
        </message>
        <message>
            <source>check the host name</source>
            <translation>请检查主机名</translation>
        </message>
        <message>
            <source>no fio server at %1: connection refused</source>
            <translation>%1 上没有 fio 服务器：连接被拒绝</translation>
        </message>
        <message>
            <source>start one there with: %1</source>
            <translation>请在那里用以下命令启动一个：%1</translation>
        </message>
        <message>
            <source>fio server %1 did not answer within %2 s</source>
            <translation>fio 服务器 %1 未在 %2 秒内应答</translation>
        </message>
        <message>
            <source>check that the host is up and the port is not blocked by a firewall</source>
            <translation>请检查主机是否在线，以及端口是否被防火墙阻挡</translation>
        </message>
        <message>
            <source>cannot reach %1: %2</source>
            <translation>无法连接 %1：%2</translation>
        </message>
        <message>
            <source>check the host name, network and firewall</source>
            <translation>请检查主机名、网络和防火墙</translation>
        </message>
        <message>
            <source>fio server %1 speaks another fio protocol (%2); here it is %3</source>
            <translation>fio 服务器 %1 使用另一种 fio 协议（%2）；本机为 %3</translation>
        </message>
        <message>
            <source>run %1 on %2</source>
            <translation>请在 %2 上运行 %1</translation>
        </message>
        <message>
            <source>%1 did not answer as a fio server (%2)</source>
            <translation>%1 没有以 fio 服务器的身份应答（%2）</translation>
        </message>
        <message>
            <source>start %1 there with: %2</source>
            <translation>请在那里用以下命令启动 %1：%2</translation>
        </message>
        <message>
            <source>%1 answered the probe but did not run the check's job (%2)</source>
            <translation>%1 响应了探测，但没有运行检查作业（%2）</translation>
        </message>
        <message>
            <source>restart the fio server there (%1: %2)</source>
            <translation>请在那里重启 fio 服务器（%1：%2）</translation>
        </message>
        <message>
            <source>fio server %1 runs %2, here it is %3</source>
            <translation>fio 服务器 %1 运行的是 %2，本机为 %3</translation>
        </message>
        <message>
            <source>fio's client/server protocol is version-bound: run %1 on %2</source>
            <translation>fio 的客户端/服务器协议与版本绑定：请在 %2 上运行 %1</translation>
        </message>
        <message>
            <source>bad port in %1</source>
            <translation>%1 中的端口无效</translation>
        </message>
        <message>
            <source>write %1, e.g. %2</source>
            <translation>请写成 %1，例如 %2</translation>
        </message>
        <message>
            <source>fio server %1 accepted the connection but did not answer within %2 s</source>
            <translation>fio 服务器 %1 接受了连接，但未在 %2 秒内应答</translation>
        </message>
        <message>
            <source>is it busy with another client's run?</source>
            <translation>它是否正忙于另一个客户端的运行？</translation>
        </message>
        <message>
            <source>target check on %1: %2</source>
            <translation>%1 上的目标检查：%2</translation>
        </message>
        <message>
            <source>fix the target path on that host</source>
            <translation>请修正该主机上的目标路径</translation>
        </message>
        <message>
            <source>%1 on %2 took over %3 s</source>
            <translation>%2 上的 %1 耗时超过 %3 秒</translation>
        </message>
        <message>
            <source>no hosts given</source>
            <translation>未指定主机</translation>
        </message>
        <message>
            <source>name at least one fio server, e.g. %1</source>
            <translation>请至少指定一个 fio 服务器，例如 %1</translation>
        </message>
        <message>
            <source>no jobs to run</source>
            <translation>没有要运行的作业</translation>
        </message>
        <message>
            <source>interval must be %1 s</source>
            <translation>间隔必须为 %1 秒</translation>
        </message>
        <message>
            <source>client counts must be %1 (the hosts given)</source>
            <translation>客户端数量必须为 %1（已指定的主机）</translation>
        </message>
        <message>
            <source>the drive geometry answer is too short</source>
            <translation>驱动器几何信息的应答过短</translation>
        </message>
        <message>
            <source>cannot read the size of %1</source>
            <translation>无法读取 %1 的大小</translation>
        </message>
        <message>
            <source>%1 is no longer a block device</source>
            <translation>%1 已不再是块设备</translation>
        </message>
        <message>
            <source>nothing was written</source>
            <translation>没有写入任何内容</translation>
        </message>
        <message>
            <source>not a block device</source>
            <translation>不是块设备</translation>
        </message>
        <message>
            <source>%1 now names another device (%2, confirmed %3)</source>
            <translation>%1 现在指向另一个设备（%2，已确认的是 %3）</translation>
        </message>
        <message>
            <source>%1 changed size during the run (%2, now %3)</source>
            <translation>%1 在运行中大小发生了变化（%2，现为 %3）</translation>
        </message>
        <message>
            <source>%1 now reports another serial number (%2, confirmed %3)</source>
            <translation>%1 现在报告另一个序列号（%2，已确认的是 %3）</translation>
        </message>
        <message>
            <source>device %1 is gone (%2)</source>
            <translation>设备 %1 已消失（%2）</translation>
        </message>
        <message>
            <source>cannot hold %1 for the run: %2</source>
            <translation>无法为本次运行占用 %1：%2</translation>
        </message>
        <message>
            <source>%1 changed while it was opened (%2, now %3)</source>
            <translation>%1 在打开时发生了变化（%2，现为 %3）</translation>
        </message>
        <message>
            <source>%1 is gone (%2)</source>
            <translation>%1 已消失（%2）</translation>
        </message>
        <message>
            <source>%1 was detached during the run (its detach waits for the run to let go)</source>
            <translation>%1 在运行中被分离（分离要等到运行释放它）</translation>
        </message>
        <message>
            <source>%1 is in use (mounted, swap or held by another program)</source>
            <translation>%1 正在使用中（已挂载、用作交换分区或被其他程序占用）</translation>
        </message>
        <message>
            <source>nothing was written; free it and run again</source>
            <translation>没有写入任何内容；请释放它后重新运行</translation>
        </message>
        <message>
            <source>%1 was detached during the run</source>
            <translation>%1 在运行中被分离</translation>
        </message>
        <message>
            <source>%1 is now a loop device on %2</source>
            <translation>%1 现在是基于 %2 的 loop 设备</translation>
        </message>
        <message>
            <source>%1 is now a loop device on another file</source>
            <translation>%1 现在是基于另一个文件的 loop 设备</translation>
        </message>
        <message>
            <source>%1 is no longer the device confirmed for this run</source>
            <translation>%1 已不再是本次运行确认的设备</translation>
        </message>
        <message>
            <source>%1 was taken during the run (mounted, swap or held by another program)</source>
            <translation>%1 在运行中被占用（已挂载、用作交换分区或被其他程序占用）</translation>
        </message>
        <message>
            <source>holds the running system (/, /boot, /usr or active swap)</source>
            <translation>承载着正在运行的系统（/、/boot、/usr 或活动的交换分区）</translation>
        </message>
        <message>
            <source>is mounted at %1</source>
            <translation>挂载在 %1</translation>
        </message>
        <message>
            <source>is in use as swap</source>
            <translation>正用作交换分区</translation>
        </message>
        <message>
            <source>is held by %1 (LVM, dm-crypt or md)</source>
            <translation>被 %1 占用（LVM、dm-crypt 或 md）</translation>
        </message>
        <message>
            <source>is a loop device on %1</source>
            <translation>是基于 %1 的 loop 设备</translation>
        </message>
        <message>
            <source>is a loop device on %1, part of %2</source>
            <translation>是基于 %1（%2 的一部分）的 loop 设备</translation>
        </message>
        <message>
            <source>backs the loop device %1</source>
            <translation>是 loop 设备 %1 的后端</translation>
        </message>
        <message>
            <source>shares its backing file with %1</source>
            <translation>与 %1 共用后端文件</translation>
        </message>
        <message>
            <source>%1, which %2</source>
            <translation>%1，而它%2</translation>
        </message>
        <message>
            <source>is read-only</source>
            <translation>为只读</translation>
        </message>
        <message>
            <source>it shares its backing file with %1</source>
            <translation>它与 %1 共用后端文件</translation>
        </message>
        <message>
            <source>it is a loop device on %1</source>
            <translation>它是基于 %1 的 loop 设备</translation>
        </message>
        <message>
            <source>it is a loop device on %1, part of %2</source>
            <translation>它是基于 %1（%2 的一部分）的 loop 设备</translation>
        </message>
        <message>
            <source>it backs the loop device %1</source>
            <translation>它是 loop 设备 %1 的后端</translation>
        </message>
        <message>
            <source>its partition %1 backs the loop device %2</source>
            <translation>它的分区 %1 是 loop 设备 %2 的后端</translation>
        </message>
        <message>
            <source>target %1: its name is not UTF-8, and Fioscope keeps targets' names as text in its history</source>
            <translation>目标 %1：其名称不是 UTF-8，而 Fioscope 以文本形式在历史中保存目标名称</translation>
        </message>
        <message>
            <source>target %1 is not a directory</source>
            <translation>目标 %1 不是目录</translation>
        </message>
        <message>
            <source>give a directory for a test file, or a device path for a raw test</source>
            <translation>请为测试文件指定目录，或为原始测试指定设备路径</translation>
        </message>
        <message>
            <source>target %1 is not writable</source>
            <translation>目标 %1 不可写</translation>
        </message>
        <message>
            <source>choose a directory you can write to</source>
            <translation>请选择你有写权限的目录</translation>
        </message>
        <message>
            <source>test size %1 is larger than the free space in %2 (%3)</source>
            <translation>测试大小 %1 大于 %2 中的可用空间（%3）</translation>
        </message>
        <message>
            <source>use a smaller Size</source>
            <translation>请使用更小的大小</translation>
        </message>
        <message>
            <source>test size %1 fits in %2 (%3 free) only without the %4 MiB Fioscope leaves free</source>
            <translation>测试大小 %1 只有在不计 Fioscope 预留的 %4 MiB 时才能放进 %2（可用 %3）</translation>
        </message>
        <message>
            <source>%1 already exists</source>
            <translation>%1 已存在</translation>
        </message>
        <message>
            <source>something else took the test file's name; run again</source>
            <translation>有其他东西占用了测试文件的名称；请重新运行</translation>
        </message>
        <message>
            <source>cannot create the test file %1: %2</source>
            <translation>无法创建测试文件 %1：%2</translation>
        </message>
        <message>
            <source>something else took the run directory's name; run again</source>
            <translation>有其他东西占用了运行目录的名称；请重新运行</translation>
        </message>
        <message>
            <source>cannot create the run's directory %1: %2</source>
            <translation>无法创建运行目录 %1：%2</translation>
        </message>
        <message>
            <source>cannot create the run's directory in %1: %2</source>
            <translation>无法在 %1 中创建运行目录：%2</translation>
        </message>
        <message>
            <source>the reserve is the cause: free %1 more there, or use a Size of at most %2</source>
            <translation>原因在于预留空间：请在那里再腾出 %1，或使用不超过 %2 的大小</translation>
        </message>
        <message>
            <source>the reserve is the cause: free %1 more there, or use a larger disk</source>
            <translation>原因在于预留空间：请在那里再腾出 %1，或使用更大的磁盘</translation>
        </message>
        <message>
            <source>settings unreadable</source>
            <translation>设置无法读取</translation>
        </message>
        <message>
            <source>median</source>
            <translation>中位数</translation>
        </message>
        <message>
            <source>mean</source>
            <translation>平均值</translation>
        </message>
        <message>
            <source>best</source>
            <translation>最佳值</translation>
        </message>
        <message>
            <source>suite %1</source>
            <translation>套件 %1</translation>
        </message>
        <message>
            <source>I/O as the job file says</source>
            <translation>I/O 按作业文件所写</translation>
        </message>
        <message>
            <source>size %1</source>
            <translation>大小 %1</translation>
        </message>
        <message>
            <source>runtime %1 s per test</source>
            <translation>每项测试运行 %1 秒</translation>
        </message>
        <message>
            <source>queue depth %1</source>
            <translation>队列深度 %1</translation>
        </message>
        <message>
            <source>engine %1</source>
            <translation>引擎 %1</translation>
        </message>
        <message>
            <source>mixed %1/%2 read/write</source>
            <translation>混合 读/写 %1/%2</translation>
        </message>
        <message>
            <source>test data all 0x00</source>
            <translation>测试数据全为 0x00</translation>
        </message>
        <message>
            <source>sampled at Fioscope's automatic interval</source>
            <translation>按 Fioscope 的自动间隔采样</translation>
        </message>
        <message>
            <source>readahead set to %1 KiB</source>
            <translation>预读设为 %1 KiB</translation>
        </message>
        <message>
            <source>caches dropped before each test</source>
            <translation>每项测试前清空缓存</translation>
        </message>
        <message>
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <source>%1 · target %2</source>
            <translation>%1 · 目标 %2</translation>
        </message>
        <message>
            <source>drive unknown</source>
            <translation>驱动器未知</translation>
        </message>
        <message>
            <source>%1 · Fioscope %2 · %3</source>
            <translation>%1 · Fioscope %2 · %3</translation>
        </message>
        <message>
            <source>%1 · run %2</source>
            <translation>%1 · 运行 %2</translation>
        </message>
        <message>
            <source>Runs compared, the first is the baseline:</source>
            <translation>比较的运行（第一个为基准）：</translation>
        </message>
        <message>
            <source>#%1 · %2 on %3 · %4 · %5 · %6</source>
            <translation>#%1 · 在 %3 上的 %2 · %4 · %5 · %6</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>未知</translation>
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
            <translation>预设 %1</translation>
        </message>
        <message>
            <source>direct and buffered I/O</source>
            <translation>直接 I/O 与缓冲 I/O</translation>
        </message>
        <message>
            <source>mode %1</source>
            <translation>模式 %1</translation>
        </message>
        <message>
            <source>%1 loop</source>
            <translation>%1 次循环</translation>
        </message>
        <message>
            <source>sampled every %1 s</source>
            <translation>每 %1 秒采样一次</translation>
        </message>
        <message>
            <source>buffered I/O (page cache)</source>
            <translation>缓冲 I/O（页缓存）</translation>
        </message>
        <message>
            <source>direct I/O</source>
            <translation>直接 I/O</translation>
        </message>
        <message>
            <source>%1 thread (fio %2)</source>
            <translation>%1 个线程（fio %2）</translation>
        </message>
        <message>
            <source>%1 threads (fio %2)</source>
            <translation>%1 个线程（fio %2）</translation>
        </message>
        <message>
            <source>%1 loops, the %2 shown</source>
            <translation>%1 次循环，显示%2</translation>
        </message>
        <message>
            <source>%1 loops</source>
            <translation>%1 次循环</translation>
        </message>
        <message>
            <source>%1 process (fio %2)</source>
            <translation>%1 个进程（fio %2）</translation>
        </message>
        <message>
            <source>%1 processes (fio %2)</source>
            <translation>%1 个进程（fio %2）</translation>
        </message>
        <message>
            <source>%1 job (fio %2)</source>
            <translation>%1 个作业（fio %2）</translation>
        </message>
        <message>
            <source>%1 jobs (fio %2)</source>
            <translation>%1 个作业（fio %2）</translation>
        </message>
        <message>
            <source>reads only</source>
            <translation>仅读取</translation>
        </message>
        <message>
            <source>writes only</source>
            <translation>仅写入</translation>
        </message>
        <message>
            <source>mixed tests only</source>
            <translation>仅混合测试</translation>
        </message>
        <message>
            <source>read, write and mixed</source>
            <translation>读取、写入和混合</translation>
        </message>
        <message>
            <source>reads may come from the page cache and writes stay in it</source>
            <translation>读取可能来自页缓存，写入可能停留在页缓存中</translation>
        </message>
        <message>
            <source>buffered I/O on %1 with %2 GiB of RAM: %3; use direct I/O or a test larger than RAM</source>
            <translation>在 %2 GiB 内存下对 %1 做缓冲 I/O：%3；请使用直接 I/O 或大于内存的测试</translation>
        </message>
        <message>
            <source>%1: fio keeps the file's cached pages, so reads may come from RAM</source>
            <translation>%1：fio 会保留文件已缓存的页，因此读取可能来自内存</translation>
        </message>
        <message>
            <source>writes may stay in the page cache without reaching the disk</source>
            <translation>写入可能停留在页缓存中而未到达磁盘</translation>
        </message>
        <message>
            <source>reads may come from the page cache</source>
            <translation>读取可能来自页缓存</translation>
        </message>
        <message>
            <source>the target is on %1: this measures RAM, not a disk</source>
            <translation>目标位于 %1 上：这测的是内存，而不是磁盘</translation>
        </message>
        <message>
            <source>throughput fell %1 % (%2 -&gt; %3)</source>
            <translation>吞吐量下降了 %1 %（%2 -&gt; %3）</translation>
        </message>
        <message>
            <source>throughput fell %1 % after %2 s; no temperature readings to tell why</source>
            <translation>%2 秒后吞吐量下降了 %1 %；没有温度读数可以判断原因</translation>
        </message>
        <message>
            <source>throughput fell %1 % after %2 s at %3 C with no temperature rise to speak of: not thermal (a write cache filling up?)</source>
            <translation>%2 秒后在 %3 °C 时吞吐量下降了 %1 %，温度几乎没有上升：不是过热所致（写缓存被填满？）</translation>
        </message>
        <message>
            <source>too few intervals to tell</source>
            <translation>间隔太少，无法判断</translation>
        </message>
        <message>
            <source>%1 after %2 s: %3; %4</source>
            <translation>%2 秒后%1：%3；%4</translation>
        </message>
        <message>
            <source>no throughput drop, and no temperature readings</source>
            <translation>吞吐量没有下降，也没有温度读数</translation>
        </message>
        <message>
            <source>no throughput drop; the drive went from %1 to %2 C (%3)</source>
            <translation>吞吐量没有下降；驱动器从 %1 升到 %2 °C（%3）</translation>
        </message>
        <message>
            <source>no throughput drop; the drive went from %1 to %2 C</source>
            <translation>吞吐量没有下降；驱动器从 %1 升到 %2 °C</translation>
        </message>
        <message>
            <source>throttled at %1 C</source>
            <translation>在 %1 °C 时降速</translation>
        </message>
        <message>
            <source>throttled</source>
            <translation>降速</translation>
        </message>
        <message>
            <source>%1 after %2 s while the drive warmed from %3 to %4 C: likely thermal (%5)</source>
            <translation>%2 秒后，驱动器从 %3 升温到 %4 °C 期间%1：可能是过热所致（%5）</translation>
        </message>
        <message>
            <source>%1 after %2 s while the drive warmed from %3 to %4 C: likely thermal</source>
            <translation>%2 秒后，驱动器从 %3 升温到 %4 °C 期间%1：可能是过热所致</translation>
        </message>
        <message>
            <source>the drive reached its warning temperature (%1 C)</source>
            <translation>驱动器达到了警告温度（%1 °C）</translation>
        </message>
        <message>
            <source>its thermal-throttle counter rose by %1</source>
            <translation>其过热降速计数增加了 %1</translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1，且%2</translation>
        </message>
        <message>
            <source>warning %1 C</source>
            <translation>警告 %1 °C</translation>
        </message>
        <message>
            <source>critical %1 C</source>
            <translation>临界 %1 °C</translation>
        </message>
        <message>
            <source>the drive passed its critical temperature (%1 C)</source>
            <translation>驱动器超过了临界温度（%1 °C）</translation>
        </message>
        <message>
            <source>the note of files left on fio servers %1 cannot be read (%2): ignored</source>
            <translation>fio 服务器上遗留文件的记录 %1 无法读取（%2）：已忽略</translation>
        </message>
        <message>
            <source>the note of files left on fio servers %1 is not this user's own: ignored</source>
            <translation>fio 服务器上遗留文件的记录 %1 不属于此用户：已忽略</translation>
        </message>
        <message>
            <source>the note of files left on fio servers %1 is damaged (%2): ignored</source>
            <translation>fio 服务器上遗留文件的记录 %1 已损坏（%2）：已忽略</translation>
        </message>
        <message>
            <source>removed on %1 what an earlier run left there: %2</source>
            <translation>已在 %1 上删除先前运行留下的内容：%2</translation>
        </message>
        <message>
            <source>fio lost the connection to a server on %1</source>
            <translation>fio 与 %1 上的一个服务器失去了连接</translation>
        </message>
        <message>
            <source>fio lost the connection to %1</source>
            <translation>fio 与 %1 失去了连接</translation>
        </message>
        <message>
            <source>stopped when %1 stopped answering: the other hosts' figures cover the job up to then</source>
            <translation>在 %1 停止应答时停止：其他主机的数值涵盖截至那时的作业</translation>
        </message>
        <message>
            <source>fio's client exited with code %1</source>
            <translation>fio 客户端以代码 %1 退出</translation>
        </message>
        <message>
            <source>%1 (timed out)</source>
            <translation>%1（超时）</translation>
        </message>
        <message>
            <source>%1 stopped answering during the run</source>
            <translation>%1 在运行期间停止了应答</translation>
        </message>
        <message>
            <source>%1 disconnected during the run</source>
            <translation>%1 在运行期间断开了连接</translation>
        </message>
        <message>
            <source>%1 returned no results</source>
            <translation>%1 未返回结果</translation>
        </message>
        <message>
            <source>%1 stopped answering: %2</source>
            <translation>%1 停止了应答：%2</translation>
        </message>
        <message>
            <source>the run stopped there; what the other hosts measured is kept</source>
            <translation>运行在此停止；其他主机测得的结果会保留</translation>
        </message>
        <message>
            <source>no answer</source>
            <translation>无应答</translation>
        </message>
        <message>
            <source>names its files by a pattern fio fills in on the server</source>
            <translation>用 fio 在服务器上填充的模式为其文件命名</translation>
        </message>
        <message>
            <source>puts its files in a directory that fio names per client on a server</source>
            <translation>把文件放在 fio 在服务器上按客户端命名的目录中</translation>
        </message>
        <message>
            <source>opens every file of a directory on the server</source>
            <translation>打开服务器上某个目录中的每个文件</translation>
        </message>
        <message>
            <source>replays I/O to the files a log names</source>
            <translation>对日志所列的文件重放 I/O</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>不存在</translation>
        </message>
        <message>
            <source>a regular file</source>
            <translation>普通文件</translation>
        </message>
        <message>
            <source>job %1: %2 is refused for runs on fio servers</source>
            <translation>作业 %1：在 fio 服务器上运行时拒绝 %2</translation>
        </message>
        <message>
            <source>fio's refusal is what guards a mounted device on another host</source>
            <translation>保护另一台主机上已挂载设备的正是 fio 的拒绝</translation>
        </message>
        <message>
            <source>job %1 writes on the fio servers with %2, whose files Fioscope cannot check before the run</source>
            <translation>作业 %1 在 fio 服务器上用 %2 写入，Fioscope 无法在运行前检查其文件</translation>
        </message>
        <message>
            <source>use an I/O engine that reads and writes the files the job names</source>
            <translation>请使用读写作业所指定文件的 I/O 引擎</translation>
        </message>
        <message>
            <source>job %1 writes to %2 on the fio servers, a partition</source>
            <translation>作业 %1 在 fio 服务器上写入 %2，这是一个分区</translation>
        </message>
        <message>
            <source>test the whole device (its kernel name, with its %1 token), or a directory on the partition's filesystem</source>
            <translation>请测试整个设备（用其内核名称及其 %1 令牌），或分区文件系统上的某个目录</translation>
        </message>
        <message>
            <source>job %1 writes to %2 on the fio servers: a device written there must be named as the kernel names it</source>
            <translation>作业 %1 在 fio 服务器上写入 %2：在那里写入的设备必须使用内核所用的名称</translation>
        </message>
        <message>
            <source>Fioscope cannot resolve links on another host, so a second name could reach a mounted device; use the kernel name, e.g. %1, with the token %2</source>
            <translation>Fioscope 无法解析另一台主机上的链接，因此另一个名称可能指向已挂载的设备；请使用内核名称，例如 %1，并带上令牌 %2</translation>
        </message>
        <message>
            <source>job %1 writes on the fio servers and sets %2, which %3: Fioscope cannot check those paths before the run</source>
            <translation>作业 %1 在 fio 服务器上写入并设置了 %2，即%3：Fioscope 无法在运行前检查这些路径</translation>
        </message>
        <message>
            <source>name each file with %1 (a device by its kernel name, with its %2 token)</source>
            <translation>请用 %1 指定每个文件（设备用其内核名称及其 %2 令牌）</translation>
        </message>
        <message>
            <source>job %1 writes to %2 on %3, which destroys all data on that device</source>
            <translation>作业 %1 在 %3 上写入 %2，这会销毁该设备上的全部数据</translation>
        </message>
        <message>
            <source>to go ahead, confirm with %1</source>
            <translation>如要继续，请用 %1 确认</translation>
        </message>
        <message>
            <source>the fio server on %1 cannot refuse %2 while it is in use: it is not Fioscope's bundled fio for Linux (build p4 or later), whose probe reply says it claims a device before writing it</source>
            <translation>%1 上的 fio 服务器无法在 %2 使用中时拒绝它：它不是 Fioscope 随附的 Linux 版 fio（p4 或更高版本），后者的探测应答会表明它在写入前独占设备</translation>
        </message>
        <message>
            <source>run the bundled fio there (%1), or test the device on that host itself with %2</source>
            <translation>请在那里运行随附的 fio（%1），或在该主机本身上用 %2 测试该设备</translation>
        </message>
        <message>
            <source>job %1: %2 holds a '$' after fio resolved it here, which the fio servers would expand again with their own environment</source>
            <translation>作业 %1：%2 在 fio 于此处解析后仍含有 '$'，fio 服务器会用它们自己的环境再次展开它</translation>
        </message>
        <message>
            <source>give the value without '$'</source>
            <translation>请给出不含 '$' 的值</translation>
        </message>
        <message>
            <source>job %1: %2 on %3 is %4, and fio would open it instead of the job's own file %5</source>
            <translation>作业 %1：%3 上的 %2 是“%4”，fio 会打开它而不是作业自己的文件 %5</translation>
        </message>
        <message>
            <source>give the job its file with %1</source>
            <translation>请用 %1 为作业指定文件</translation>
        </message>
        <message>
            <source>job %1 writes %2 on %3, which is %4 there</source>
            <translation>作业 %1 在 %3 上写入 %2，它在那里是“%4”</translation>
        </message>
        <message>
            <source>fio would write through it; name a regular file, or a device by its kernel name with its %1 token</source>
            <translation>fio 会穿过它写入；请指定普通文件，或用内核名称及其 %1 令牌指定设备</translation>
        </message>
        <message>
            <source>job %1 would overwrite %2 on %3, which exists</source>
            <translation>作业 %1 会覆盖 %3 上已存在的 %2</translation>
        </message>
        <message>
            <source>to write it anyway, add %1</source>
            <translation>如仍要写入，请添加 %1</translation>
        </message>
        <message>
            <source>failed the job with error %1 (%2)</source>
            <translation>以错误 %1（%2）使作业失败</translation>
        </message>
        <message>
            <source>did no I/O (fio refused the job)</source>
            <translation>未执行 I/O（fio 拒绝了该作业）</translation>
        </message>
        <message>
            <source>host %1 dropped out: %2</source>
            <translation>主机 %1 已退出：%2</translation>
        </message>
        <message>
            <source>readahead is Linux only: Windows has no per-disk readahead setting</source>
            <translation>预读仅适用于 Linux：Windows 没有按磁盘的预读设置</translation>
        </message>
        <message>
            <source>no block device behind %1: readahead cannot be set</source>
            <translation>%1 背后没有块设备：无法设置预读</translation>
        </message>
        <message>
            <source>readahead must be %1 KiB</source>
            <translation>预读必须为 %1 KiB</translation>
        </message>
        <message>
            <source>the bundled fio is missing (%1)</source>
            <translation>随附的 fio 缺失（%1）</translation>
        </message>
        <message>
            <source>reinstall Fioscope</source>
            <translation>请重新安装 Fioscope</translation>
        </message>
        <message>
            <source>cannot start the elevated runner: %1</source>
            <translation>无法启动提权运行器：%1</translation>
        </message>
        <message>
            <source>administrator rights were refused at the UAC prompt</source>
            <translation>在 UAC 提示中拒绝了管理员权限</translation>
        </message>
        <message>
            <source>Windows opens raw disks only for administrators; test a folder on the disk instead, or accept the prompt</source>
            <translation>Windows 只为管理员打开裸磁盘；请改为测试该磁盘上的文件夹，或接受提示</translation>
        </message>
        <message>
            <source>%1 is Linux only</source>
            <translation>%1 仅适用于 Linux</translation>
        </message>
        <message>
            <source>on Windows use direct I/O (the default)</source>
            <translation>在 Windows 上请使用直接 I/O（默认）</translation>
        </message>
        <message>
            <source>%1 needs root, and neither %2 nor %3 is available</source>
            <translation>%1 需要 root 权限，而 %2 和 %3 都不可用</translation>
        </message>
        <message>
            <source>use direct I/O, or run the operation as root</source>
            <translation>请使用直接 I/O，或以 root 身份执行该操作</translation>
        </message>
        <message>
            <source>%1 was not allowed: %2</source>
            <translation>%1 未被允许：%2</translation>
        </message>
        <message>
            <source>%1: no answer to the password prompt in %2 s</source>
            <translation>%1：%2 秒内未响应密码提示</translation>
        </message>
        <message>
            <source>refused</source>
            <translation>被拒绝</translation>
        </message>
        <message>
            <source>cannot read the output of %1: expected JSON objects, got %2</source>
            <translation>无法读取 %1 的输出：应为 JSON 对象，实际为 %2</translation>
        </message>
        <message>
            <source>expected the JSON that %1 prints</source>
            <translation>应为 %1 输出的 JSON</translation>
        </message>
        <message>
            <source>%1 failed: %2</source>
            <translation>%1 失败：%2</translation>
        </message>
        <message>
            <source>cannot read the output of %1: %2 at line %3 column %4</source>
            <translation>无法读取 %1 的输出：第 %3 行第 %4 列处 %2</translation>
        </message>
        <message>
            <source>%1 did not answer within %2 s</source>
            <translation>%1 未在 %2 秒内应答</translation>
        </message>
        <message>
            <source>Windows storage management may be busy; try again</source>
            <translation>Windows 存储管理可能正忙；请重试</translation>
        </message>
        <message>
            <source>cannot run PowerShell for %1: %2</source>
            <translation>无法为 %1 运行 PowerShell：%2</translation>
        </message>
        <message>
            <source>disk discovery needs Windows PowerShell</source>
            <translation>磁盘发现需要 Windows PowerShell</translation>
        </message>
        <message>
            <source>exit code %1</source>
            <translation>退出代码 %1</translation>
        </message>
        <message>
            <source>%1 takes no arguments</source>
            <translation>%1 不接受参数</translation>
        </message>
        <message>
            <source>%1 takes a disk name and a size in KiB</source>
            <translation>%1 接受一个磁盘名和一个以 KiB 为单位的大小</translation>
        </message>
        <message>
            <source>%1 takes one %2 path</source>
            <translation>%1 接受一个 %2 路径</translation>
        </message>
        <message>
            <source>%1 takes a %2 path and a user id</source>
            <translation>%1 接受一个 %2 路径和一个用户 ID</translation>
        </message>
        <message>
            <source>%1: %2 is not %3 (ASCII digits, 0 to %4)</source>
            <translation>%1：%2 不是%3（ASCII 数字，0 到 %4）</translation>
        </message>
        <message>
            <source>%1: %2 is not a %3 path (a device node directly in %4)</source>
            <translation>%1：%2 不是 %3 路径（直接位于 %4 中的设备节点）</translation>
        </message>
        <message>
            <source>unknown privileged operation %1</source>
            <translation>未知的特权操作 %1</translation>
        </message>
        <message>
            <source>a size in KiB</source>
            <translation>以 KiB 为单位的大小</translation>
        </message>
        <message>
            <source>%1 is a symbolic link</source>
            <translation>%1 是符号链接</translation>
        </message>
        <message>
            <source>give the device node itself (e.g. %1)</source>
            <translation>请指定设备节点本身（例如 %1）</translation>
        </message>
        <message>
            <source>%1 is not a block device</source>
            <translation>%1 不是块设备</translation>
        </message>
        <message>
            <source>%1 is not a device node directly in %2</source>
            <translation>%1 不是直接位于 %2 中的设备节点</translation>
        </message>
        <message>
            <source>%1 is not the kernel's block device %2</source>
            <translation>%1 不是内核的块设备 %2</translation>
        </message>
        <message>
            <source>give the device node as the kernel names it (see %1)</source>
            <translation>请按内核的命名指定设备节点（见 %1）</translation>
        </message>
        <message>
            <source>refusing to let a user read %1: %2, and its raw blocks would show every file on it</source>
            <translation>拒绝让用户读取 %1：%2，其原始块会暴露其上的每个文件</translation>
        </message>
        <message>
            <source>test a directory on it, or run the raw read as root</source>
            <translation>请测试其上的某个目录，或以 root 身份执行原始读取</translation>
        </message>
        <message>
            <source>%1 changed while it was checked</source>
            <translation>%1 在检查期间发生了变化</translation>
        </message>
        <message>
            <source>%1: %2 is not a disk name</source>
            <translation>%1：%2 不是磁盘名</translation>
        </message>
        <message>
            <source>%1 is not a disk with a readahead setting</source>
            <translation>%1 不是具有预读设置的磁盘</translation>
        </message>
        <message>
            <source>a user id</source>
            <translation>用户 ID</translation>
        </message>
        <message>
            <source>%1 does not exist</source>
            <translation>%1 不存在</translation>
        </message>
        <message>
            <source>refusing to open %1 for a user: %2</source>
            <translation>拒绝为用户打开 %1：%2</translation>
        </message>
        <message>
            <source>%1 is handed to user %2 now</source>
            <translation>%1 当前已交给用户 %2</translation>
        </message>
        <message>
            <source>it is given back when that run ends; root can give it back now with %1</source>
            <translation>该运行结束时会归还；root 现在可用 %1 归还</translation>
        </message>
        <message>
            <source>cannot open %1: %2</source>
            <translation>无法打开 %1：%2</translation>
        </message>
        <message>
            <source>reference (%1)</source>
            <translation>参考 (%1)</translation>
        </message>
        <message>
            <source>This run</source>
            <translation>本次运行</translation>
        </message>
        <message>
            <source>As the reference</source>
            <translation>与参考一致</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
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
            <translation>%1 小时</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 分钟</translation>
        </message>
        <message>
            <source>SNIA PTS %1 as the open implementations run them</source>
            <translation>按开源实现运行的 SNIA PTS %1</translation>
        </message>
        <message>
            <source>SNIA PTS %1 after the open implementations: not conformant because %2</source>
            <translation>参照开源实现的 SNIA PTS %1：不符合，原因：%2</translation>
        </message>
        <message>
            <source>%1 firmware %2</source>
            <translation>%1 固件 %2</translation>
        </message>
        <message>
            <source>RND 4K writes, %1 x QD%2; rounds of %3 x %4 s; %5</source>
            <translation>RND 4K 写入，%1 x QD%2；每轮 %3 x %4 秒；%5</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>目标</translation>
        </message>
        <message>
            <source>a raw device</source>
            <translation>裸设备</translation>
        </message>
        <message>
            <source>Purge</source>
            <translation>清除</translation>
        </message>
        <message>
            <source>secure erase, sanitize or format before each test (a discard: not conformant)</source>
            <translation>每项测试前执行安全擦除、sanitize 或格式化（discard：不符合）</translation>
        </message>
        <message>
            <source>Write cache</source>
            <translation>写缓存</translation>
        </message>
        <message>
            <source>PTS-E disabled, PTS-C enabled: reported</source>
            <translation>PTS-E 关闭，PTS-C 开启：予以报告</translation>
        </message>
        <message>
            <source>as the drive was (Fioscope does not set it)</source>
            <translation>保持驱动器原状（Fioscope 不设置）</translation>
        </message>
        <message>
            <source>Steady-state window</source>
            <translation>稳态窗口</translation>
        </message>
        <message>
            <source>last 5 rounds, at most 25</source>
            <translation>最后 5 轮，最多 25 轮</translation>
        </message>
        <message>
            <source>last %1 rounds, at most %2</source>
            <translation>最后 %1 轮，最多 %2 轮</translation>
        </message>
        <message>
            <source>a test file, not a raw device</source>
            <translation>测试文件而非裸设备</translation>
        </message>
        <message>
            <source>a discard, not a secure erase</source>
            <translation>discard 而非安全擦除</translation>
        </message>
        <message>
            <source>no purge</source>
            <translation>未清除</translation>
        </message>
        <message>
            <source>reduced durations (quick look)</source>
            <translation>缩短的时长（快速查看）</translation>
        </message>
        <message>
            <source>HIR's preconditioning did not reach steady state</source>
            <translation>HIR 的预处理未达到稳态</translation>
        </message>
        <message>
            <source>firmware %1</source>
            <translation>固件 %1</translation>
        </message>
        <message>
            <source>Device</source>
            <translation>设备</translation>
        </message>
        <message>
            <source>Span (active range)</source>
            <translation>范围（活动范围）</translation>
        </message>
        <message>
            <source>as the drive was (not set by Fioscope)</source>
            <translation>保持驱动器原状（Fioscope 不设置）</translation>
        </message>
        <message>
            <source>steady in rounds %1-%2</source>
            <translation>第 %1-%2 轮达到稳态</translation>
        </message>
        <message>
            <source>not steady</source>
            <translation>未达稳态</translation>
        </message>
        <message>
            <source>%1; the window from round %2 (%3)</source>
            <translation>%1；窗口从第 %2 轮开始（%3）</translation>
        </message>
        <message>
            <source>The setup; then each point against the two open fio implementations of the PTS (CH: CloudHarmony's block-storage; YF: SSS-PTS-TEST, its PTS 2.0 extension; XSR and DIRTH are YF's alone). Fioscope is not a certified PTS test platform.</source>
            <translation>测试配置；然后逐项与 PTS 的两个开源 fio 实现对比（CH：CloudHarmony 的 block-storage；YF：其 PTS 2.0 扩展 SSS-PTS-TEST；XSR 和 DIRTH 仅 YF 有）。Fioscope 不是经过认证的 PTS 测试平台。</translation>
        </message>
        <message>
            <source>Conformance: %1</source>
            <translation>符合性：%1</translation>
        </message>
        <message>
            <source>a test file</source>
            <translation>测试文件</translation>
        </message>
        <message>
            <source>a discard before each test</source>
            <translation>每项测试前执行 discard</translation>
        </message>
        <message>
            <source>HIR preconditioning round</source>
            <translation>HIR 预处理轮</translation>
        </message>
        <message>
            <source>30 x 60 s, the round's figure its last 60 s</source>
            <translation>30 x 60 秒，每轮数值取其最后 60 秒</translation>
        </message>
        <message>
            <source>%1 x %2 s, its figure the last cell</source>
            <translation>%1 x %2 秒，数值取最后一个单元</translation>
        </message>
        <message>
            <source>HIR load</source>
            <translation>HIR 负载</translation>
        </message>
        <message>
            <source>threads x QD as chosen: reported</source>
            <translation>线程 x QD 自选：予以报告</translation>
        </message>
        <message>
            <source>%1 x QD%2</source>
            <translation>%1 x QD%2</translation>
        </message>
        <message>
            <source>HIR wait states</source>
            <translation>HIR 等待状态</translation>
        </message>
        <message>
            <source>5 s bursts; 5, 10, 15, 25, 50 s idle; 360 bursts each; 360 x 5 s to baseline</source>
            <translation>5 秒突发；空闲 5、10、15、25、50 秒；各 360 次突发；回到基线 360 x 5 秒</translation>
        </message>
        <message>
            <source>%1 s bursts; %2 s idle; %3 bursts each; %4 x %5 s to baseline</source>
            <translation>%1 秒突发；空闲 %2 秒；各 %3 次突发；回到基线 %4 x %5 秒</translation>
        </message>
        <message>
            <source>XSR access groups</source>
            <translation>XSR 访问组</translation>
        </message>
        <message>
            <source>SEQ 1M 8 h; RND 8K 6 h; SEQ 1M 8 h (YF)</source>
            <translation>SEQ 1M 8 小时；RND 8K 6 小时；SEQ 1M 8 小时 (YF)</translation>
        </message>
        <message>
            <source>XSR load and sample</source>
            <translation>XSR 负载与采样</translation>
        </message>
        <message>
            <source>1 thread x QD32; every 60 s (YF)</source>
            <translation>1 线程 x QD32；每 60 秒 (YF)</translation>
        </message>
        <message>
            <source>%1 x QD%2; every %3 s</source>
            <translation>%1 x QD%2；每 %3 秒</translation>
        </message>
        <message>
            <source>DIRTH access</source>
            <translation>DIRTH 访问</translation>
        </message>
        <message>
            <source>RND, block size and read share chosen (default 8K, 65 % reads) (YF)</source>
            <translation>RND，块大小与读取比例自选（默认 8K，65 % 读取）(YF)</translation>
        </message>
        <message>
            <source>RND %1 at %2 % reads</source>
            <translation>RND %1，%2 % 读取</translation>
        </message>
        <message>
            <source>DIRTH preconditioning</source>
            <translation>DIRTH 预处理</translation>
        </message>
        <message>
            <source>RND writes at 32 x QD32 in rounds of 30 x 60 s (YF)</source>
            <translation>以 32 x QD32 进行 RND 写入，每轮 30 x 60 秒 (YF)</translation>
        </message>
        <message>
            <source>RND writes at %1 x QD%2 in rounds of %3 x %4 s</source>
            <translation>以 %1 x QD%2 进行 RND 写入，每轮 %3 x %4 秒</translation>
        </message>
        <message>
            <source>DIRTH grid round</source>
            <translation>DIRTH 网格轮</translation>
        </message>
        <message>
            <source>5 min pre-write, then threads and QD 32, 16, 8, 6, 4, 2, 1 at 60 s (YF)</source>
            <translation>预写入 5 分钟，然后线程与 QD 32、16、8、6、4、2、1，各 60 秒 (YF)</translation>
        </message>
        <message>
            <source>%1 pre-write, then threads %2 x QD %3 at %4 s</source>
            <translation>预写入 %1，然后线程 %2 x QD %3，各 %4 秒</translation>
        </message>
        <message>
            <source>DIRTH histogram points</source>
            <translation>DIRTH 直方图点</translation>
        </message>
        <message>
            <source>60 min pre-write, then 10 min; 1 ms bins; MaxIOPS under 5 ms (YF)</source>
            <translation>预写入 60 分钟，然后 10 分钟；1 ms 分档；MaxIOPS 低于 5 ms (YF)</translation>
        </message>
        <message>
            <source>%1 pre-write, then %2; 1 ms bins; MaxIOPS under %3 ms</source>
            <translation>预写入 %1，然后 %2；1 ms 分档；MaxIOPS 低于 %3 ms</translation>
        </message>
        <message>
            <source>Time limit</source>
            <translation>时间限制</translation>
        </message>
        <message>
            <source>settings differ from the references' (the table says which)</source>
            <translation>设置与参考不同（见下表）</translation>
        </message>
        <message>
            <source>%1 stopped: %2</source>
            <translation>%1 已停止：%2</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%2 中的 %1</translation>
        </message>
        <message>
            <source>a discard (BLKDISCARD) before each test</source>
            <translation>每项测试前执行 discard (BLKDISCARD)</translation>
        </message>
        <message>
            <source>%1 x QD%2; no preconditioning; cells of %3 s</source>
            <translation>%1 x QD%2；不预处理；单元 %3 秒</translation>
        </message>
        <message>
            <source>RND %1 at %2 % reads; preconditioning %3 x QD%4; grid %5 x %6</source>
            <translation>RND %1，%2 % 读取；预处理 %3 x QD%4；网格 %5 x %6</translation>
        </message>
        <message>
            <source>baseline</source>
            <translation>基线</translation>
        </message>
        <message>
            <source>4 KiB random writes in bursts of %1 s, each followed by the wait state's host idle; IOPS are fio's per burst; 'of steady state' is against the preconditioning's window past the write cache (the floor).</source>
            <translation>以 %1 秒的突发进行 4 KiB 随机写入，每次突发后是等待状态的主机空闲；IOPS 为 fio 每次突发的数值；“相对稳态”是相对于越过写缓存后的预处理窗口（底部）。</translation>
        </message>
        <message>
            <source>reads</source>
            <translation>读取</translation>
        </message>
        <message>
            <source>writes</source>
            <translation>写入</translation>
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
            <translation>轮</translation>
        </message>
        <message>
            <source>wait %1 s</source>
            <translation>等待 %1 秒</translation>
        </message>
        <message>
            <source>Host idle recovery (HIR)</source>
            <translation>主机空闲恢复 (HIR)</translation>
        </message>
        <message>
            <source>The recovery time (YF's): from the start of group 3 until its throughput first reaches group 1's mean, to the start of the first cell that does (one cell's resolution).</source>
            <translation>恢复时间（YF 的定义）：从第 3 组开始，到其吞吐量首次达到第 1 组的均值为止，计到首个达到的单元的开始（一个单元的精度）。</translation>
        </message>
        <message>
            <source>Load %1 thread(s) x QD%2; response times are fio's total latency (submission to completion) of the cell's writes. Fioscope's settle time: from the first cell after which every cell is within %3 % of the segment's final level (the mean of its last three cells).</source>
            <translation>负载 %1 个线程 x QD%2；响应时间为该单元写入的 fio 总延迟（从提交到完成）。Fioscope 的稳定时间：从某个单元起，其后每个单元都在该段最终水平（最后三个单元的均值）的 %3 % 以内。</translation>
        </message>
        <message>
            <source>Cross-stimulus recovery (XSR)</source>
            <translation>交叉激励恢复 (XSR)</translation>
        </message>
        <message>
            <source>RND %1 at %2 % reads; threads %3 x queue depths %4; MaxIOPS among the points under %5 ms of mean response time; histograms count fio's completion latency of every I/O in 1 ms bins, reads and writes apart; figures are fio's.</source>
            <translation>RND %1，%2 % 读取；线程 %3 x 队列深度 %4；MaxIOPS 取平均响应时间低于 %5 ms 的点；直方图以 1 ms 分档统计每个 I/O 的 fio 完成延迟，读写分开；数值来自 fio。</translation>
        </message>
        <message>
            <source>Demand intensity / response time histogram (DIRTH)</source>
            <translation>需求强度 / 响应时间直方图 (DIRTH)</translation>
        </message>
        <message>
            <source>DIRTH: response-time histogram, %1 IOPS point (%2), maximum %3 ms</source>
            <translation>DIRTH：响应时间直方图，%1 IOPS 点 (%2)，最大 %3 ms</translation>
        </message>
        <message>
            <source>response time (ms, fio's completion latency)</source>
            <translation>响应时间（ms，fio 完成延迟）</translation>
        </message>
        <message>
            <source>per round</source>
            <translation>每轮</translation>
        </message>
        <message>
            <source>HIR: IOPS v time, all wait states</source>
            <translation>HIR：IOPS 随时间变化，全部等待状态</translation>
        </message>
        <message>
            <source>minutes since the first wait state</source>
            <translation>自第一个等待状态起的分钟数</translation>
        </message>
        <message>
            <source>XSR: throughput v time</source>
            <translation>XSR：吞吐量随时间变化</translation>
        </message>
        <message>
            <source>minutes since the first segment</source>
            <translation>自第一段起的分钟数</translation>
        </message>
        <message>
            <source>%1 (knee)</source>
            <translation>%1（拐点）</translation>
        </message>
        <message>
            <source>DIRTH: demand intensity (mean response time v IOPS)</source>
            <translation>DIRTH：需求强度（平均响应时间与 IOPS）</translation>
        </message>
        <message>
            <source>mean response time (µs)</source>
            <translation>平均响应时间 (µs)</translation>
        </message>
        <message>
            <source>DIRTH: demand variation (IOPS v queue depth)</source>
            <translation>DIRTH：需求变化（IOPS 与队列深度）</translation>
        </message>
        <message>
            <source>queue depth (outstanding I/Os per thread)</source>
            <translation>队列深度（每线程未完成 I/O）</translation>
        </message>
        <message>
            <source>DIRTH: IOPS and MB/s v total outstanding I/O</source>
            <translation>DIRTH：IOPS 与 MB/s 随未完成 I/O 总数变化</translation>
        </message>
        <message>
            <source>total outstanding I/O (threads x QD)</source>
            <translation>未完成 I/O 总数（线程 x QD）</translation>
        </message>
        <message>
            <source>DIRTH: preconditioning (RND writes), IOPS per round at the heaviest point</source>
            <translation>DIRTH：预处理（RND 写入），最重负载点的每轮 IOPS</translation>
        </message>
        <message>
            <source>DIRTH: grid rounds, IOPS per round at the heaviest point</source>
            <translation>DIRTH：网格轮，最重负载点的每轮 IOPS</translation>
        </message>
        <message>
            <source>window mean</source>
            <translation>窗口均值</translation>
        </message>
        <message>
            <source>steady state</source>
            <translation>稳态</translation>
        </message>
        <message>
            <source>HIR: mean IOPS per wait state</source>
            <translation>HIR：各等待状态的平均 IOPS</translation>
        </message>
        <message>
            <source>Wait state (idle)</source>
            <translation>等待状态（空闲）</translation>
        </message>
        <message>
            <source>bursts</source>
            <translation>突发次数</translation>
        </message>
        <message>
            <source>mean IOPS</source>
            <translation>平均 IOPS</translation>
        </message>
        <message>
            <source>of steady state</source>
            <translation>相对稳态</translation>
        </message>
        <message>
            <source>baseline after</source>
            <translation>之后的基线</translation>
        </message>
        <message>
            <source>XSR: mean and maximum response time v time</source>
            <translation>XSR：平均与最大响应时间随时间变化</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>组</translation>
        </message>
        <message>
            <source>stimulus</source>
            <translation>激励</translation>
        </message>
        <message>
            <source>cells</source>
            <translation>单元</translation>
        </message>
        <message>
            <source>first MB/s</source>
            <translation>首个 MB/s</translation>
        </message>
        <message>
            <source>end MB/s</source>
            <translation>结束 MB/s</translation>
        </message>
        <message>
            <source>peak ART µs</source>
            <translation>ART 峰值 µs</translation>
        </message>
        <message>
            <source>peak MRT µs</source>
            <translation>MRT 峰值 µs</translation>
        </message>
        <message>
            <source>recovery time (YF)</source>
            <translation>恢复时间 (YF)</translation>
        </message>
        <message>
            <source>settle time</source>
            <translation>稳定时间</translation>
        </message>
        <message>
            <source>knee %1</source>
            <translation>拐点 %1</translation>
        </message>
        <message>
            <source>DIRTH: fio's CPU use over the grid (user + system, % of one CPU)</source>
            <translation>DIRTH：fio 在网格上的 CPU 占用（用户 + 系统，占一个 CPU 的 %）</translation>
        </message>
        <message>
            <source>% of one CPU</source>
            <translation>占一个 CPU 的 %</translation>
        </message>
        <message>
            <source>DIRTH: the pre-writes before the histogram points (RND writes)</source>
            <translation>DIRTH：直方图点之前的预写入（RND 写入）</translation>
        </message>
        <message>
            <source>Point</source>
            <translation>点</translation>
        </message>
        <message>
            <source>outstanding I/Os</source>
            <translation>未完成 I/O</translation>
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
            <translation>HIR：预处理每轮 IOPS 与稳态窗口</translation>
        </message>
        <message>
            <source>mean response time (ART)</source>
            <translation>平均响应时间 (ART)</translation>
        </message>
        <message>
            <source>maximum response time (MRT)</source>
            <translation>最大响应时间 (MRT)</translation>
        </message>
        <message>
            <source>  %1 point, %2: 99 % %3 µs, 99.9 % %4 µs, 99.99 % %5 µs, max %6 µs</source>
            <translation>  %1 点，%2：99 % %3 µs，99.9 % %4 µs，99.99 % %5 µs，最大 %6 µs</translation>
        </message>
        <message>
            <source>mean IOPS of the bursts</source>
            <translation>突发的平均 IOPS</translation>
        </message>
        <message>
            <source>write IOPS</source>
            <translation>写入 IOPS</translation>
        </message>
        <message>
            <source>max</source>
            <translation>最大</translation>
        </message>
        <message>
            <source>mid</source>
            <translation>中间</translation>
        </message>
        <message>
            <source>min</source>
            <translation>最小</translation>
        </message>
        <message>
            <source>SEQ %1 writes</source>
            <translation>SEQ %1 写入</translation>
        </message>
        <message>
            <source>RND %1 writes</source>
            <translation>RND %1 写入</translation>
        </message>
        <message>
            <source>the span was written once in round %1; rounds shorter than the references' 30 min</source>
            <translation>范围在第 %1 轮写满一遍；每轮短于参考的 30 分钟</translation>
        </message>
        <message>
            <source>the span is not yet written once; rounds shorter than the references' 30 min</source>
            <translation>范围尚未写满一遍；每轮短于参考的 30 分钟</translation>
        </message>
        <message>
            <source>the run's time limit was reached</source>
            <translation>已达到运行的时间限制</translation>
        </message>
        <message>
            <source>no point had a mean response time under %1 ms: MaxIOPS is the one with the least</source>
            <translation>没有平均响应时间低于 %1 ms 的点：MaxIOPS 取响应时间最短的点</translation>
        </message>
        <message>
            <source>%1 of %2 rounds: too few for a window</source>
            <translation>%2 轮中的 %1 轮：不足以构成窗口</translation>
        </message>
        <message>
            <source>the window starts at round %1 (%2): %3 of %4 rounds</source>
            <translation>窗口从第 %1 轮开始（%2）：%4 轮中的 %3 轮</translation>
        </message>
        <message>
            <source>no rounds</source>
            <translation>无轮次</translation>
        </message>
        <message>
            <source>steady (%1)</source>
            <translation>稳态（%1）</translation>
        </message>
        <message>
            <source>not steady (%1)</source>
            <translation>未达稳态（%1）</translation>
        </message>
        <message>
            <source>not reached</source>
            <translation>未达到</translation>
        </message>
        <message>
            <source>%1 min (%2 s)</source>
            <translation>%1 分钟（%2 秒）</translation>
        </message>
        <message>
            <source>DIRTH preconditioning (RND writes, T%1 Q%2): %3</source>
            <translation>DIRTH 预处理（RND 写入，T%1 Q%2）：%3</translation>
        </message>
        <message>
            <source>DIRTH grid rounds (tracked at T%1 Q%2): %3</source>
            <translation>DIRTH 网格轮（在 T%1 Q%2 跟踪）：%3</translation>
        </message>
        <message>
            <source>HIR preconditioning: steady at %1 IOPS (%2)</source>
            <translation>HIR 预处理：稳态于 %1 IOPS（%2）</translation>
        </message>
        <message>
            <source>HIR preconditioning: not steady (%1)</source>
            <translation>HIR 预处理：未达稳态（%1）</translation>
        </message>
        <message>
            <source>HIR stopped: %1</source>
            <translation>HIR 已停止：%1</translation>
        </message>
        <message>
            <source>XSR recovery time (YF: group 3 back at group 1's mean, %1 MB/s): %2</source>
            <translation>XSR 恢复时间（YF：第 3 组回到第 1 组的均值 %1 MB/s）：%2</translation>
        </message>
        <message>
            <source>XSR stopped: %1</source>
            <translation>XSR 已停止：%1</translation>
        </message>
        <message>
            <source>DIRTH: %1</source>
            <translation>DIRTH：%1</translation>
        </message>
        <message>
            <source>DIRTH knee (Fioscope's): T%1 Q%2, %3 IOPS at %4 µs mean (most IOPS per µs of response time)</source>
            <translation>DIRTH 拐点（Fioscope 的定义）：T%1 Q%2，平均 %4 µs 时 %3 IOPS（每 µs 响应时间的 IOPS 最多）</translation>
        </message>
        <message>
            <source>DIRTH %1 IOPS point T%2 Q%3: %4 IOPS, mean %5 µs over %6 s</source>
            <translation>DIRTH %1 IOPS 点 T%2 Q%3：%4 IOPS，%6 秒内平均 %5 µs</translation>
        </message>
        <message>
            <source>DIRTH stopped: %1</source>
            <translation>DIRTH 已停止：%1</translation>
        </message>
        <message>
            <source>rounds %1-%2: %3</source>
            <translation>第 %1-%2 轮：%3</translation>
        </message>
        <message>
            <source>HIR wait %1 s: %2 bursts, mean %3 IOPS (%4 % of steady state); baseline after it %5 IOPS</source>
            <translation>HIR 等待 %1 秒：%2 次突发，平均 %3 IOPS（稳态的 %4 %）；之后的基线 %5 IOPS</translation>
        </message>
        <message>
            <source>XSR segment %1 (%2): %3 MB/s at first, %4 MB/s at the end; peak mean response time %5 µs, peak maximum %6 µs; Fioscope's settle time %7 s (within %8 % of the last three cells' mean from then on)</source>
            <translation>XSR 第 %1 段（%2）：开始 %3 MB/s，结束 %4 MB/s；平均响应时间峰值 %5 µs，最大值峰值 %6 µs；Fioscope 稳定时间 %7 秒（此后在最后三个单元均值的 %8 % 以内）</translation>
        </message>
        <message>
            <source>XSR segment %1 (%2): %3 MB/s at first, %4 MB/s at the end; Fioscope's settle time %5 s (within %6 % of the last three cells' mean from then on)</source>
            <translation>XSR 第 %1 段（%2）：开始 %3 MB/s，结束 %4 MB/s；Fioscope 稳定时间 %5 秒（此后在最后三个单元均值的 %6 % 以内）</translation>
        </message>
        <message>
            <source>HIR wait %1 s: %2 bursts, mean %3 IOPS (%4 % of steady state)</source>
            <translation>HIR 等待 %1 秒：%2 次突发，平均 %3 IOPS（稳态的 %4 %）</translation>
        </message>
        <message>
            <source>range %1 is more than %2% of the window's average %3 (at most %4)</source>
            <translation>极差 %1 超过窗口均值 %3 的 %2%（上限 %4）</translation>
        </message>
        <message>
            <source>slope x %1 = %2 is more than %3% of the window's average %4 (at most %5)</source>
            <translation>斜率 x %1 = %2 超过窗口均值 %4 的 %3%（上限 %5）</translation>
        </message>
        <message>
            <source>HIR wait %1 s: %2 bursts, mean %3 IOPS; baseline after it %4 IOPS</source>
            <translation>HIR 等待 %1 秒：%2 次突发，平均 %3 IOPS；之后的基线 %4 IOPS</translation>
        </message>
        <message>
            <source>HIR wait %1 s: %2 bursts, mean %3 IOPS</source>
            <translation>HIR 等待 %1 秒：%2 次突发，平均 %3 IOPS</translation>
        </message>
        <message>
            <source>idle %1 s for the cache to recover, then pass %2</source>
            <translation>空闲 %1 秒让缓存恢复，然后进行第 %2 遍</translation>
        </message>
        <message>
            <source>dirth: %1</source>
            <translation>DIRTH：%1</translation>
        </message>
        <message>
            <source>%1: T%2 Q%3 for %4 s</source>
            <translation>%1：T%2 Q%3，持续 %4 秒</translation>
        </message>
        <message>
            <source>%1: T%2 Q%3 RND writes for %4 s</source>
            <translation>%1：T%2 Q%3 RND 写入，持续 %4 秒</translation>
        </message>
        <message>
            <source>%1: %2 IOPS; %3</source>
            <translation>%1：%2 IOPS；%3</translation>
        </message>
        <message>
            <source>hir: not steady after %1 rounds; the wait states start from there, and no '% of steady state' is given</source>
            <translation>HIR：%1 轮后仍未稳定；等待阶段从此开始，不给出“稳态的 %”</translation>
        </message>
        <message>
            <source>%1: %2 bursts of %3 s, each followed by %4 s idle</source>
            <translation>%1：%2 次 %3 秒的突发，每次后空闲 %4 秒</translation>
        </message>
        <message>
            <source>%1: %2, %3 achieved; mean %4 µs, p99 %5 µs, p99.9 %6 µs</source>
            <translation>%1：%2，实际 %3；平均 %4 µs，p99 %5 µs，p99.9 %6 µs</translation>
        </message>
        <message>
            <source>unthrottled</source>
            <translation>不限速</translation>
        </message>
        <message>
            <source>%1 IOPS offered</source>
            <translation>施加 %1 IOPS</translation>
        </message>
        <message>
            <source>maximum %1 IOPS unthrottled; stepping %2 of it</source>
            <translation>不限速时最高 %1 IOPS；按其 %2 分级</translation>
        </message>
        <message>
            <source>%1: %2; %3</source>
            <translation>%1：%2；%3</translation>
        </message>
        <message>
            <source>the run's time limit was reached: it ends here</source>
            <translation>已达到运行的时间上限：到此结束</translation>
        </message>
        <message>
            <source>%1: %2 cells of %3 s</source>
            <translation>%1：%2 个 %3 秒的单元</translation>
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
        <name>graphs</name>
        <message>
            <source>lat.</source>
            <translation>延迟</translation>
        </message>
        <message>
            <source>time</source>
            <translation>时间</translation>
        </message>
        <message>
            <source>+%1 more in the list</source>
            <translation>列表中另有 %1 条</translation>
        </message>
        <message>
            <source>Curves</source>
            <translation>曲线</translation>
        </message>
        <message>
            <source>All</source>
            <translation>全部</translation>
        </message>
        <message>
            <source>None</source>
            <translation>无</translation>
        </message>
        <message>
            <source>show every thread curve (the total stays)</source>
            <translation>显示所有线程曲线（总计保留）</translation>
        </message>
        <message>
            <source>hide every thread curve (the total stays)</source>
            <translation>隐藏所有线程曲线（总计保留）</translation>
        </message>
        <message>
            <source>%1: click the box to show or hide it; hover to highlight it</source>
            <translation>%1：单击复选框显示或隐藏；悬停可高亮</translation>
        </message>
        <message>
            <source>; hidden, the plots scale to the threads</source>
            <translation>；隐藏后，图表按线程缩放</translation>
        </message>
        <message>
            <source>the list of curves: show or hide each thread</source>
            <translation>曲线列表：显示或隐藏每个线程</translation>
        </message>
        <message>
            <source>total</source>
            <translation>总计</translation>
        </message>
        <message>
            <source>thread %1</source>
            <translation>线程 %1</translation>
        </message>
        <message>
            <source>total %1</source>
            <translation>总计 %1</translation>
        </message>
        <message numerus="yes">
            <source>%n thread(s)</source>
            <translation>
                <numerusform>%n 个线程</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n thread(s), IOPS min %1 · median %2 · max %3 (each in the tooltip)</source>
            <translation>
                <numerusform>%n 个线程，IOPS 最小 %1 · 中位数 %2 · 最大 %3（各线程见工具提示）</numerusform>
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
    <context>
        <name>snapshot</name>
        <message>
            <source>fio not found</source>
            <translation>未找到 fio</translation>
        </message>
        <message>
            <source>target %1 · not run yet</source>
            <translation>目标 %1 · 尚未运行</translation>
        </message>
        <message>
            <source>cannot write %1: the picture could not be encoded</source>
            <translation>无法写入 %1：图片无法编码</translation>
        </message>
        <message>
            <source>Marks:</source>
            <translation>标记：</translation>
        </message>
        <message>
            <source>cannot write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>saved %1x%2 picture to %3</source>
            <translation>已将 %1x%2 的图片保存到 %3</translation>
        </message>
    </context>
</TS>
