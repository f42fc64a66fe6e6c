<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>About</name>
        <message>
            <source>not found</source>
            <translation>nicht gefunden</translation>
        </message>
        <message>
            <source> (text: %1)</source>
            <translation> (Text: %1)</translation>
        </message>
        <message>
            <source>&lt;p&gt;Disk benchmarks with live per-thread graphs, driving the fio benchmark.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Datenträger-Benchmarks mit Live-Diagrammen je Thread, gesteuert über den Benchmark fio.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;tr&gt;&lt;td&gt;Fioscope's licence&lt;/td&gt;&lt;td&gt;%1 (GNU General Public License, version 2 or any later version)%2&lt;/td&gt;&lt;/tr&gt;</source>
            <translation>&lt;tr&gt;&lt;td&gt;Lizenz von Fioscope&lt;/td&gt;&lt;td&gt;%1 (GNU General Public License, Version 2 oder jede spätere Version)%2&lt;/td&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>&lt;tr&gt;&lt;td&gt;fio's licence&lt;/td&gt;&lt;td&gt;GPL-2.0-only (GNU General Public License, version 2); Fioscope runs it as a separate program&lt;/td&gt;&lt;/tr&gt;</source>
            <translation>&lt;tr&gt;&lt;td&gt;Lizenz von fio&lt;/td&gt;&lt;td&gt;GPL-2.0-only (GNU General Public License, Version 2); Fioscope führt es als eigenes Programm aus&lt;/td&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Licence texts are in %1, as named in each row.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Die Lizenztexte liegen in %1, wie in jeder Zeile genannt.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Third-party components (%1)&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Komponenten Dritter (%1)&lt;/h3&gt;</translation>
        </message>
        <message>
            <source>&lt;tr&gt;&lt;th&gt;Component&lt;/th&gt;&lt;th&gt;Version&lt;/th&gt;&lt;th&gt;Licence&lt;/th&gt;&lt;th&gt;Licence texts&lt;/th&gt;&lt;th&gt;&lt;/th&gt;&lt;/tr&gt;</source>
            <translation>&lt;tr&gt;&lt;th&gt;Komponente&lt;/th&gt;&lt;th&gt;Version&lt;/th&gt;&lt;th&gt;Lizenz&lt;/th&gt;&lt;th&gt;Lizenztexte&lt;/th&gt;&lt;th&gt;&lt;/th&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>the component list cannot be read: %1</source>
            <translation>die Komponentenliste kann nicht gelesen werden: %1</translation>
        </message>
    </context>
    <context>
        <name>CachePanel</name>
        <message>
            <source>Page cache and device</source>
            <translation>Page-Cache und Gerät</translation>
        </message>
        <message>
            <source>time (s)</source>
            <translation>Zeit (s)</translation>
        </message>
        <message>
            <source>system cache</source>
            <translation>Systemcache</translation>
        </message>
        <message>
            <source>page cache</source>
            <translation>Page-Cache</translation>
        </message>
        <message>
            <source>dirty</source>
            <translation>dirty</translation>
        </message>
        <message>
            <source>writeback</source>
            <translation>Writeback</translation>
        </message>
        <message>
            <source>Rerun with caches dropped</source>
            <translation>Mit geleerten Caches wiederholen</translation>
        </message>
        <message>
            <source>Rerun with direct I/O</source>
            <translation>Mit Direct I/O wiederholen</translation>
        </message>
        <message>
            <source>Windows gives a user no way to empty its file cache; direct I/O (FILE_FLAG_NO_BUFFERING) bypasses it</source>
            <translation>Windows bietet keine Möglichkeit, seinen Dateicache zu leeren; Direct I/O (FILE_FLAG_NO_BUFFERING) umgeht ihn</translation>
        </message>
        <message>
            <source>A run on fio servers: the page cache, the device and its temperature are the hosts' own, which Fioscope does not sample.</source>
            <translation>Ein Lauf auf fio-Servern: Page-Cache, Gerät und seine Temperatur gehören den Hosts; Fioscope erfasst sie nicht.</translation>
        </message>
        <message>
            <source>A stored run: the page cache and device I/O are sampled live and not kept; each test's verdict is below.</source>
            <translation>Ein gespeicherter Lauf: Page-Cache und Geräte-I/O werden live erfasst und nicht aufbewahrt; das Urteil jedes Tests steht unten.</translation>
        </message>
        <message>
            <source>&lt;b&gt;⚠ Before this run:&lt;/b&gt; </source>
            <translation>&lt;b&gt;⚠ Vor diesem Lauf:&lt;/b&gt; </translation>
        </message>
        <message>
            <source>System cache &lt;b&gt;%1 MiB&lt;/b&gt; · dirty &lt;b&gt;%2 MiB&lt;/b&gt;</source>
            <translation>Systemcache &lt;b&gt;%1 MiB&lt;/b&gt; · dirty &lt;b&gt;%2 MiB&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Page cache &lt;b&gt;%1 MiB&lt;/b&gt; · dirty &lt;b&gt;%2 MiB&lt;/b&gt; · writeback &lt;b&gt;%3 MiB&lt;/b&gt;</source>
            <translation>Page-Cache &lt;b&gt;%1 MiB&lt;/b&gt; · dirty &lt;b&gt;%2 MiB&lt;/b&gt; · Writeback &lt;b&gt;%3 MiB&lt;/b&gt;</translation>
        </message>
        <message>
            <source>, readahead %1 KiB</source>
            <translation>, Readahead %1 KiB</translation>
        </message>
        <message>
            <source>reads: fio %1, device %2</source>
            <translation>Lesen: fio %1, Gerät %2</translation>
        </message>
        <message>
            <source>writes: fio %1, device %2</source>
            <translation>Schreiben: fio %1, Gerät %2</translation>
        </message>
        <message>
            <source>Device &lt;b&gt;%1&lt;/b&gt;%2</source>
            <translation>Gerät &lt;b&gt;%1&lt;/b&gt;%2</translation>
        </message>
        <message>
            <source>This interval — %1</source>
            <translation>Dieses Intervall — %1</translation>
        </message>
        <message>
            <source>device idle</source>
            <translation>Gerät im Leerlauf</translation>
        </message>
        <message>
            <source>No block device behind this target: device I/O cannot be compared</source>
            <translation>Kein Blockgerät hinter diesem Ziel: Geräte-I/O kann nicht verglichen werden</translation>
        </message>
        <message>
            <source>&lt;b&gt;⚠ This result measures RAM, not the disk.&lt;/b&gt;&lt;br&gt;</source>
            <translation>&lt;b&gt;⚠ Dieses Ergebnis misst den Arbeitsspeicher, nicht den Datenträger.&lt;/b&gt;&lt;br&gt;</translation>
        </message>
    </context>
    <context>
        <name>CacheTab</name>
        <message>
            <source>Windows has no per-disk readahead and gives a user no way to empty its file cache: use direct I/O (the Quick page's default), which bypasses the cache</source>
            <translation>Windows hat kein Readahead je Datenträger und bietet keine Möglichkeit, seinen Dateicache zu leeren: Direct I/O verwenden (Standard der Seite „Schnell“), das den Cache umgeht</translation>
        </message>
        <message>
            <source>A buffered result can come from RAM, and readahead turns many small reads into a few large ones. The panel beside the graphs compares what fio issued with what the device saw in every run.</source>
            <translation>Ein gepuffertes Ergebnis kann aus dem Arbeitsspeicher stammen, und Readahead macht aus vielen kleinen Lesevorgängen wenige große. Das Feld neben den Diagrammen vergleicht bei jedem Lauf, was fio abgesetzt hat, mit dem, was das Gerät gesehen hat.</translation>
        </message>
        <message>
            <source>For every run from the other pages</source>
            <translation>Für jeden Lauf von den anderen Seiten</translation>
        </message>
        <message>
            <source>Drop caches before each test</source>
            <translation>Caches vor jedem Test leeren</translation>
        </message>
        <message>
            <source>a test file: the system's page cache; a raw device: its buffer cache (through the privileged helper: pkexec or sudo may ask)</source>
            <translation>eine Testdatei: der Page-Cache des Systems; ein Rohgerät: sein Puffercache (über den privilegierten Helfer: pkexec oder sudo können nachfragen)</translation>
        </message>
        <message>
            <source>the device's own setting</source>
            <translation>die eigene Einstellung des Geräts</translation>
        </message>
        <message>
            <source>KiB, set on the device behind the target for the run, then restored</source>
            <translation>KiB, für den Lauf auf dem Gerät hinter dem Ziel gesetzt, danach wiederhergestellt</translation>
        </message>
        <message>
            <source>Readahead (KiB)</source>
            <translation>Readahead (KiB)</translation>
        </message>
        <message>
            <source>Cache experiments</source>
            <translation>Cache-Experimente</translation>
        </message>
        <message>
            <source>▶  Readahead sweep</source>
            <translation>▶  Readahead-Reihe</translation>
        </message>
        <message>
            <source>100 MiB of buffered sequential 4 KiB reads at each readahead value: fio's reads against the device's and their average size; the setting is restored after</source>
            <translation>100 MiB gepufferte sequenzielle Lesevorgänge zu 4 KiB bei jedem Readahead-Wert: fios Lesevorgänge gegenüber denen des Geräts und ihre mittlere Größe; die Einstellung wird danach wiederhergestellt</translation>
        </message>
        <message>
            <source>then read the raw disk behind it</source>
            <translation>danach den Datenträger dahinter direkt lesen</translation>
        </message>
        <message>
            <source>a last run reading the block device under the directory directly: read-only</source>
            <translation>ein letzter Lauf, der das Blockgerät unter dem Verzeichnis direkt liest: nur lesend</translation>
        </message>
        <message>
            <source>▶  Page cache vs direct vs raw</source>
            <translation>▶  Page-Cache vs. Direct vs. Rohgerät</translation>
        </message>
        <message>
            <source>10 MiB of random 4 KiB reads: buffered cold, buffered warm, direct, and optionally the raw disk</source>
            <translation>10 MiB zufällige Lesevorgänge zu 4 KiB: gepuffert kalt, gepuffert warm, direkt und wahlweise das Rohgerät</translation>
        </message>
        <message>
            <source>Readahead values (KiB)</source>
            <translation>Readahead-Werte (KiB)</translation>
        </message>
        <message>
            <source>needs a directory for its test file: choose a mounted filesystem (it can end with a raw read of the disk behind it)</source>
            <translation>braucht ein Verzeichnis für seine Testdatei: ein eingehängtes Dateisystem wählen (am Ende kann es den Datenträger dahinter direkt lesen)</translation>
        </message>
    </context>
    <context>
        <name>CheckTab</name>
        <message>
            <source>Warning</source>
            <translation>Warnung</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Hinweis</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Unbekannt</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Does not apply</source>
            <translation>Trifft nicht zu</translation>
        </message>
        <message>
            <source>found: %1</source>
            <translation>gefunden: %1</translation>
        </message>
        <message>
            <source>expected: %1</source>
            <translation>erwartet: %1</translation>
        </message>
        <message numerus="yes">
            <source>⚠ %n warning(s)</source>
            <translation>
                <numerusform>⚠ %n Warnung</numerusform>
                <numerusform>⚠ %n Warnungen</numerusform>
            </translation>
        </message>
        <message>
            <source>✔ nothing off</source>
            <translation>✔ nichts auffällig</translation>
        </message>
        <message>
            <source>Why is my drive slow? What the target's disk and this machine say, item by item: its link, cache, settings, alignment, health and the power state, each with its status and advice (the same as fioscope check). Nothing is written.</source>
            <translation>Warum ist mein Laufwerk langsam? Was der Datenträger des Ziels und dieser Rechner Punkt für Punkt melden: Anbindung, Cache, Einstellungen, Ausrichtung, Zustand und Energieversorgung, jeweils mit Status und Rat (wie fioscope check). Es wird nichts geschrieben.</translation>
        </message>
        <message>
            <source>Check the target's drive</source>
            <translation>Laufwerk des Ziels prüfen</translation>
        </message>
        <message>
            <source>reads sysfs, procfs and SMART (smartctl, when installed): about a second</source>
            <translation>liest sysfs, procfs und SMART (smartctl, falls installiert): etwa eine Sekunde</translation>
        </message>
        <message>
            <source>Choose a target first: a directory or a device.</source>
            <translation>Zuerst ein Ziel wählen: ein Verzeichnis oder ein Gerät.</translation>
        </message>
        <message>
            <source>checking %1 …</source>
            <translation>%1 wird geprüft …</translation>
        </message>
        <message numerus="yes">
            <source>%n item(s)</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message>
            <source>could not check %1: %2</source>
            <translation>%1 konnte nicht geprüft werden: %2</translation>
        </message>
        <message numerus="yes">
            <source>no warnings · %n note(s) to read</source>
            <translation>
                <numerusform>keine Warnungen · %n Hinweis zum Lesen</numerusform>
                <numerusform>keine Warnungen · %n Hinweise zum Lesen</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CliffStart</name>
        <message>
            <source>a sequential write over %1 of it, twice (the write cliff)</source>
            <translation>ein sequenzieller Schreibvorgang über %1 davon, zweimal (Schreibeinbruch)</translation>
        </message>
        <message>
            <source>the write cliff</source>
            <translation>der Schreibeinbruch</translation>
        </message>
        <message>
            <source>cancelled · </source>
            <translation>abgebrochen · </translation>
        </message>
        <message>
            <source>write cliff: </source>
            <translation>Schreibeinbruch: </translation>
        </message>
    </context>
    <context>
        <name>CommandDialog</name>
        <message>
            <source>fio command</source>
            <translation>fio-Befehl</translation>
        </message>
        <message>
            <source>Save as .fio…</source>
            <translation>Als .fio speichern…</translation>
        </message>
        <message>
            <source>Save job file</source>
            <translation>Jobdatei speichern</translation>
        </message>
        <message>
            <source>fio job files (*.fio)</source>
            <translation>fio-Jobdateien (*.fio)</translation>
        </message>
        <message>
            <source>cannot save %1: %2</source>
            <translation>%1 kann nicht gespeichert werden: %2</translation>
        </message>
    </context>
    <context>
        <name>CustomTab</name>
        <message>
            <source>Custom job</source>
            <translation>Benutzerdefinierter Job</translation>
        </message>
        <message>
            <source>fio's built-in steady-state detection (steadystate=, ss_dur=, ss_ramp=): the job stops once IOPS or bandwidth stays within the limit for the window</source>
            <translation>fios eingebaute Steady-State-Erkennung (steadystate=, ss_dur=, ss_ramp=): der Job endet, sobald IOPS oder Bandbreite für die Dauer des Fensters innerhalb der Grenze bleiben</translation>
        </message>
        <message>
            <source>limit</source>
            <translation>Grenze</translation>
        </message>
        <message>
            <source>window s</source>
            <translation>Fenster s</translation>
        </message>
        <message>
            <source>ramp s</source>
            <translation>Anlauf s</translation>
        </message>
        <message>
            <source>Pattern</source>
            <translation>Muster</translation>
        </message>
        <message>
            <source>Block size</source>
            <translation>Blockgröße</translation>
        </message>
        <message>
            <source>Read mix</source>
            <translation>Leseanteil</translation>
        </message>
        <message>
            <source>Queue depth</source>
            <translation>Warteschlangentiefe</translation>
        </message>
        <message>
            <source>Threads</source>
            <translation>Threads</translation>
        </message>
        <message>
            <source>Engine</source>
            <translation>Engine</translation>
        </message>
        <message>
            <source>fio steady state</source>
            <translation>fio-Steady-State</translation>
        </message>
        <message>
            <source>▶  Run custom</source>
            <translation>▶  Benutzerdefiniert ausführen</translation>
        </message>
        <message>
            <source>▶  Open and run a .fio job file…</source>
            <translation>▶  .fio-Jobdatei öffnen und ausführen…</translation>
        </message>
        <message>
            <source>fio resolves include, ${VAR} and $ncpus; raw-device writes need the same typed confirmation</source>
            <translation>fio löst include, ${VAR} und $ncpus auf; Schreiben auf Rohgeräte erfordert dieselbe eingetippte Bestätigung</translation>
        </message>
    </context>
    <context>
        <name>DestroyDialog</name>
        <message>
            <source>All data on this device will be destroyed</source>
            <translation>Alle Daten auf diesem Gerät werden zerstört</translation>
        </message>
        <message>
            <source>&lt;h3&gt;%1 will overwrite %2&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;%1 überschreibt %2&lt;/h3&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;, serial %2, %3 (%4 bytes), %5.&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;, Seriennummer %2, %3 (%4 Byte), %5.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>unbekannt</translation>
        </message>
        <message>
            <source>&lt;p&gt;It has these partitions, which will be lost:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</source>
            <translation>&lt;p&gt;Es hat diese Partitionen, die verloren gehen:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;It has no partition table that Fioscope can see.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Es hat keine Partitionstabelle, die Fioscope erkennen kann.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Every file, partition and filesystem on the device will be destroyed and cannot be recovered. Fioscope writes over the device directly.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Alle Dateien, Partitionen und Dateisysteme auf dem Gerät werden zerstört und können nicht wiederhergestellt werden. Fioscope schreibt direkt auf das Gerät.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;To go ahead, type &lt;b&gt;%1&lt;/b&gt; below.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Um fortzufahren, geben Sie unten &lt;b&gt;%1&lt;/b&gt; ein.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Destroy data and run</source>
            <translation>Daten zerstören und ausführen</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>readahead %1 is not a number of KiB</source>
            <translation>Readahead %1 ist keine Zahl in KiB</translation>
        </message>
        <message>
            <source>e.g. 128, or empty for the device's own</source>
            <translation>z. B. 128, oder leer für die eigene Einstellung des Geräts</translation>
        </message>
        <message>
            <source>steady-state limit %1 is not a number or percentage</source>
            <translation>Steady-State-Grenze %1 ist keine Zahl und kein Prozentwert</translation>
        </message>
        <message>
            <source>e.g. 10% or 2000</source>
            <translation>z. B. 10% oder 2000</translation>
        </message>
        <message>
            <source>cannot read span %1</source>
            <translation>Bereich %1 nicht lesbar</translation>
        </message>
        <message>
            <source>use e.g. 10% or 8GiB</source>
            <translation>z. B. 10% oder 8GiB verwenden</translation>
        </message>
        <message>
            <source>a span in percent needs a raw device and 0 &lt; percent &lt;= 100</source>
            <translation>ein Bereich in Prozent braucht ein Rohgerät und 0 &lt; Prozent &lt;= 100</translation>
        </message>
        <message>
            <source>choose at least one steady-state test</source>
            <translation>mindestens einen Steady-State-Test wählen</translation>
        </message>
        <message>
            <source>cannot read %1 as a multiple of the span</source>
            <translation>%1 lässt sich nicht als Vielfaches des Bereichs lesen</translation>
        </message>
        <message>
            <source>e.g. 4</source>
            <translation>z. B. 4</translation>
        </message>
        <message>
            <source>choose a target first</source>
            <translation>zuerst ein Ziel wählen</translation>
        </message>
        <message>
            <source>HIR, XSR and DIRTH run as a run of their own: uncheck the tests above</source>
            <translation>HIR, XSR und DIRTH laufen als eigener Lauf: die Tests oben abwählen</translation>
        </message>
        <message>
            <source>the cache experiment needs a directory for its test file</source>
            <translation>das Cache-Experiment braucht ein Verzeichnis für seine Testdatei</translation>
        </message>
        <message>
            <source>choose a mounted directory; it can end with a raw read of the disk behind it</source>
            <translation>ein eingehängtes Verzeichnis wählen; am Ende kann der Datenträger dahinter direkt gelesen werden</translation>
        </message>
        <message>
            <source>%1 s a step is out of range</source>
            <translation>%1 s je Stufe liegt außerhalb des Bereichs</translation>
        </message>
        <message>
            <source>give 0.5 to 3600 seconds</source>
            <translation>0,5 bis 3600 Sekunden angeben</translation>
        </message>
        <message>
            <source>give a directory on the hosts</source>
            <translation>ein Verzeichnis auf den Hosts angeben</translation>
        </message>
    </context>
    <context>
        <name>GridState</name>
        <message>
            <source>Peak suite</source>
            <translation>Peak-Testreihe</translation>
        </message>
        <message>
            <source>Default profile</source>
            <translation>Standardprofil</translation>
        </message>
        <message>
            <source>reads only</source>
            <translation>nur Lesen</translation>
        </message>
        <message>
            <source>%1 profile</source>
            <translation>Profil %1</translation>
        </message>
        <message>
            <source>mixed %1/%2 read/write</source>
            <translation>gemischt %1/%2 Lesen/Schreiben</translation>
        </message>
        <message>
            <source>%1 data</source>
            <translation>Daten: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n loops (median)</source>
            <translation>
                <numerusform>%n Durchlauf (Median)</numerusform>
                <numerusform>%n Durchläufe (Median)</numerusform>
            </translation>
        </message>
        <message>
            <source>not run yet</source>
            <translation>noch nicht ausgeführt</translation>
        </message>
    </context>
    <context>
        <name>FioLogsDialog</name>
        <message>
            <source>fio logs of run %1</source>
            <translation>fio-Protokolle von Lauf %1</translation>
        </message>
        <message>
            <source>Kept in %1</source>
            <translation>Abgelegt in %1</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>fehlt</translation>
        </message>
        <message>
            <source>Open folder</source>
            <translation>Ordner öffnen</translation>
        </message>
        <message>
            <source>the folder in the file manager</source>
            <translation>den Ordner im Dateimanager</translation>
        </message>
        <message>
            <source>Copy to…</source>
            <translation>Kopieren nach…</translation>
        </message>
        <message>
            <source>copy the log files into a folder you choose</source>
            <translation>die Protokolldateien in einen Ordner Ihrer Wahl kopieren</translation>
        </message>
        <message>
            <source>Copy the fio logs to</source>
            <translation>fio-Protokolle kopieren nach</translation>
        </message>
        <message>
            <source>no file manager opened %1</source>
            <translation>kein Dateimanager hat %1 geöffnet</translation>
        </message>
        <message>
            <source>copied %1 of %2 files: %3</source>
            <translation>%1 von %2 Dateien kopiert: %3</translation>
        </message>
        <message>
            <source>%1 files copied to %2</source>
            <translation>%1 Dateien nach %2 kopiert</translation>
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message>
            <source>fio logs…</source>
            <translation>fio-Protokolle…</translation>
        </message>
        <message>
            <source>run %1 kept no fio logs (a job file's write_bw_log=NAME and the like are kept)</source>
            <translation>Lauf %1 hat keine fio-Protokolle behalten (die von write_bw_log=NAME und dergleichen in einer Jobdatei werden behalten)</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Lauf</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>Gestartet</translation>
        </message>
        <message>
            <source>Suite</source>
            <translation>Testreihe</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Tests</source>
            <translation>Tests</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Ziel</translation>
        </message>
        <message>
            <source>Label</source>
            <translation>Bezeichnung</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>HTML report</source>
            <translation>HTML-Bericht</translation>
        </message>
        <message>
            <source>Text summary</source>
            <translation>Textzusammenfassung</translation>
        </message>
        <message>
            <source>JSON, everything</source>
            <translation>JSON, alles</translation>
        </message>
        <message>
            <source>CSV time series</source>
            <translation>CSV-Zeitreihe</translation>
        </message>
        <message>
            <source>CSV summary</source>
            <translation>CSV-Zusammenfassung</translation>
        </message>
        <message>
            <source>CSV QoS table</source>
            <translation>CSV-QoS-Tabelle</translation>
        </message>
        <message>
            <source>PDF report</source>
            <translation>PDF-Bericht</translation>
        </message>
        <message>
            <source>Run history</source>
            <translation>Verlauf der Läufe</translation>
        </message>
        <message>
            <source>search suite, target, label, status, settings (e.g. buffered)…</source>
            <translation>Testreihe, Ziel, Bezeichnung, Status, Einstellungen suchen (z. B. buffered)…</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Öffnen</translation>
        </message>
        <message>
            <source>Summary…</source>
            <translation>Zusammenfassung…</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Umbenennen…</translation>
        </message>
        <message>
            <source>Notes…</source>
            <translation>Notizen…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportieren…</translation>
        </message>
        <message>
            <source>Compare as text…</source>
            <translation>Als Text vergleichen…</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <source>one run: its grid and graphs in the main window; several (Ctrl+click): side by side, against the first selected</source>
            <translation>ein Lauf: seine Tabelle und Diagramme im Hauptfenster; mehrere (Strg+Klick): nebeneinander, gegen den zuerst gewählten</translation>
        </message>
        <message>
            <source>opened without the main window: use Summary</source>
            <translation>ohne Hauptfenster geöffnet: „Zusammenfassung“ verwenden</translation>
        </message>
        <message>
            <source>Export run</source>
            <translation>Lauf exportieren</translation>
        </message>
        <message>
            <source>Delete runs</source>
            <translation>Läufe löschen</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n run(s) (%1) and all their results?</source>
            <translation>
                <numerusform>%n Lauf (%1) mit allen Ergebnissen löschen?</numerusform>
                <numerusform>%n Läufe (%1) mit allen Ergebnissen löschen?</numerusform>
            </translation>
        </message>
        <message>
            <source>Notes: %1</source>
            <translation>Notizen: %1</translation>
        </message>
        <message>
            <source>Run %1</source>
            <translation>Lauf %1</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Umbenennen</translation>
        </message>
        <message>
            <source>Label of run %1</source>
            <translation>Bezeichnung von Lauf %1</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notizen</translation>
        </message>
        <message>
            <source>Notes on run %1</source>
            <translation>Notizen zu Lauf %1</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exportieren</translation>
        </message>
        <message>
            <source>cannot export run %1: %2</source>
            <translation>Lauf %1 kann nicht exportiert werden: %2</translation>
        </message>
        <message>
            <source>Run %1 saved as %2 to %3</source>
            <translation>Lauf %1 als %2 unter %3 gespeichert</translation>
        </message>
        <message>
            <source>Compare</source>
            <translation>Vergleichen</translation>
        </message>
        <message>
            <source>select two or more runs (Ctrl+click)</source>
            <translation>zwei oder mehr Läufe auswählen (Strg+Klick)</translation>
        </message>
        <message>
            <source>Compare runs %1 (baseline: run %2)</source>
            <translation>Läufe %1 vergleichen (Basis: Lauf %2)</translation>
        </message>
        <message>
            <source>only a partial, cancelled or failed steady-state run can be resumed</source>
            <translation>nur ein unvollständiger, abgebrochener oder fehlgeschlagener Steady-State-Lauf kann fortgesetzt werden</translation>
        </message>
    </context>
    <context>
        <name>JobfileConfirm</name>
        <message>
            <source>Run job file</source>
            <translation>Jobdatei ausführen</translation>
        </message>
        <message numerus="yes">
            <source>%n job(s); fio resolves them as:</source>
            <translation>
                <numerusform>%n Job; fio löst ihn so auf:</numerusform>
                <numerusform>%n Jobs; fio löst sie so auf:</numerusform>
            </translation>
        </message>
        <message>
            <source>Files:</source>
            <translation>Dateien:</translation>
        </message>
        <message numerus="yes">
            <source>Overwrite %n existing file(s) and run</source>
            <translation>
                <numerusform>%n vorhandene Datei überschreiben und ausführen</numerusform>
                <numerusform>%n vorhandene Dateien überschreiben und ausführen</numerusform>
            </translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Ausführen</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Sprache</translation>
        </message>
        <message>
            <source>System default</source>
            <translation>Systemstandard</translation>
        </message>
        <message>
            <source>The language changes when Fioscope is started again.</source>
            <translation>Die Sprache wechselt beim nächsten Start von Fioscope.</translation>
        </message>
    </context>
    <context>
        <name>LatencyLoad</name>
        <message>
            <source>the answer: the highest IOPS whose p99 stayed under this, e.g. 500us or 2ms</source>
            <translation>die Antwort: die höchsten IOPS, deren p99 darunter blieb, z. B. 500us oder 2ms</translation>
        </message>
        <message>
            <source>seconds per step: an unthrottled step, then 10 % to 110 % of its IOPS</source>
            <translation>Sekunden je Stufe: eine ungebremste Stufe, dann 10 % bis 110 % ihrer IOPS</translation>
        </message>
        <message>
            <source>p99 under</source>
            <translation>p99 unter</translation>
        </message>
        <message>
            <source>Load (4k, QD32)</source>
            <translation>Last (4k, QD32)</translation>
        </message>
        <message>
            <source>Seconds per step</source>
            <translation>Sekunden je Stufe</translation>
        </message>
        <message>
            <source>Steps the offered IOPS (fio's rate_iops) from 10 % to 110 % of the measured maximum.</source>
            <translation>Steigert die angebotenen IOPS (fios rate_iops) in Stufen von 10 % bis 110 % des gemessenen Maximums.</translation>
        </message>
        <message>
            <source>%1 over %2 of it at stepped rates (latency versus load)</source>
            <translation>%1 über %2 davon mit gestuften Raten (Latenz gegen Last)</translation>
        </message>
        <message>
            <source>latency versus load</source>
            <translation>Latenz gegen Last</translation>
        </message>
        <message>
            <source>achieved IOPS (I/O per s)</source>
            <translation>erreichte IOPS (I/O je s)</translation>
        </message>
        <message>
            <source>latency (µs, log scale)</source>
            <translation>Latenz (µs, log. Skala)</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>idle</source>
            <translation>bereit</translation>
        </message>
        <message>
            <source>%1's buffer cache dropped</source>
            <translation>Puffercache von %1 geleert</translation>
        </message>
        <message>
            <source>page cache dropped</source>
            <translation>Page-Cache geleert</translation>
        </message>
        <message>
            <source>Open a fio job file</source>
            <translation>fio-Jobdatei öffnen</translation>
        </message>
        <message>
            <source>fio job files (*.fio *.ini *.job);;All files (*)</source>
            <translation>fio-Jobdateien (*.fio *.ini *.job);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>summary copied to the clipboard</source>
            <translation>Zusammenfassung in die Zwischenablage kopiert</translation>
        </message>
        <message>
            <source>Save graphs</source>
            <translation>Diagramme speichern</translation>
        </message>
        <message>
            <source>nothing to export yet: no run has been stored in this session</source>
            <translation>noch nichts zu exportieren: in dieser Sitzung wurde kein Lauf gespeichert</translation>
        </message>
        <message>
            <source>A test is running. Stop it and quit?</source>
            <translation>Ein Test läuft. Anhalten und beenden?</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>Run all tests</source>
            <translation>Alle Tests ausführen</translation>
        </message>
        <message>
            <source>run every test of the current mode</source>
            <translation>jeden Test des aktuellen Modus ausführen</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Stopp</translation>
        </message>
        <message>
            <source>stop fio and remove the test file</source>
            <translation>fio anhalten und die Testdatei löschen</translation>
        </message>
        <message>
            <source>Export last run…</source>
            <translation>Letzten Lauf exportieren…</translation>
        </message>
        <message>
            <source>the last run as HTML, PDF, JSON or CSV</source>
            <translation>den letzten Lauf als HTML, PDF, JSON oder CSV</translation>
        </message>
        <message>
            <source>Open and run a .fio job file…</source>
            <translation>.fio-Jobdatei öffnen und ausführen…</translation>
        </message>
        <message>
            <source>History…</source>
            <translation>Verlauf…</translation>
        </message>
        <message>
            <source>past runs: open, compare, export</source>
            <translation>frühere Läufe: öffnen, vergleichen, exportieren</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Beenden</translation>
        </message>
        <message>
            <source>Show fio command</source>
            <translation>fio-Befehl anzeigen</translation>
        </message>
        <message>
            <source>the exact fio command of the custom job</source>
            <translation>der genaue fio-Befehl des benutzerdefinierten Jobs</translation>
        </message>
        <message>
            <source>Refresh targets</source>
            <translation>Ziele aktualisieren</translation>
        </message>
        <message>
            <source>About Fioscope</source>
            <translation>Über Fioscope</translation>
        </message>
        <message>
            <source>Copy summary</source>
            <translation>Zusammenfassung kopieren</translation>
        </message>
        <message>
            <source>the last run as a CrystalDiskMark-style text, to the clipboard</source>
            <translation>den letzten Lauf als Text im Stil von CrystalDiskMark in die Zwischenablage</translation>
        </message>
        <message>
            <source>Save graphs as image…</source>
            <translation>Diagramme als Bild speichern…</translation>
        </message>
        <message>
            <source>the live graphs as a PNG, under the run's drive, date and settings</source>
            <translation>die Live-Diagramme als PNG, mit Laufwerk, Datum und Einstellungen des Laufs</translation>
        </message>
        <message>
            <source>Save results as image…</source>
            <translation>Ergebnisse als Bild speichern…</translation>
        </message>
        <message>
            <source>the results grid as a PNG, under the run's drive, date and settings</source>
            <translation>die Ergebnistabelle als PNG, mit Laufwerk, Datum und Einstellungen des Laufs</translation>
        </message>
        <message>
            <source>Next page</source>
            <translation>Nächste Seite</translation>
        </message>
        <message>
            <source>the page right of this one</source>
            <translation>die Seite rechts von dieser</translation>
        </message>
        <message>
            <source>Previous page</source>
            <translation>Vorherige Seite</translation>
        </message>
        <message>
            <source>the page left of this one</source>
            <translation>die Seite links von dieser</translation>
        </message>
        <message>
            <source>Latency QoS…</source>
            <translation>Latenz-QoS…</translation>
        </message>
        <message>
            <source>the exceedance curves and QoS levels (p99 .. p99.9999) of the runs on screen</source>
            <translation>die Überschreitungskurven und QoS-Stufen (p99 .. p99.9999) der angezeigten Läufe</translation>
        </message>
        <message>
            <source>Latency versus load…</source>
            <translation>Latenz gegen Last…</translation>
        </message>
        <message>
            <source>step the offered IOPS from 10 % to 110 % of the maximum: mean, p99 and p99.9 against IOPS, the knee, and the highest IOPS with p99 under a limit</source>
            <translation>die angebotenen IOPS in Stufen von 10 % bis 110 % des Maximums steigern: Mittelwert, p99 und p99.9 über den IOPS, der Knick und die höchsten IOPS, bei denen p99 unter einer Grenze bleibt</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <source>&amp;Run</source>
            <translation>A&amp;usführen</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>advanced: fio servers and the scaling matrix</source>
            <translation>für Fortgeschrittene: fio-Server und die Skalierungsmatrix</translation>
        </message>
    </context>
    <context>
        <name>Mode</name>
        <message>
            <source>Quick</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <source>Peak</source>
            <translation>Peak</translation>
        </message>
        <message>
            <source>Steady state</source>
            <translation>Steady State</translation>
        </message>
        <message>
            <source>Test plans</source>
            <translation>Testpläne</translation>
        </message>
        <message>
            <source>Custom / job file</source>
            <translation>Benutzerdefiniert / Jobdatei</translation>
        </message>
        <message>
            <source>Page cache</source>
            <translation>Page-Cache</translation>
        </message>
        <message>
            <source>Check drive</source>
            <translation>Laufwerk prüfen</translation>
        </message>
        <message>
            <source>Remote hosts and scaling</source>
            <translation>Entfernte Hosts und Skalierung</translation>
        </message>
    </context>
    <context>
        <name>PeakPage</name>
        <message>
            <source>Fresh-out-of-box peak: a warm-up, then the loops set on the top row; each cell is the median of the loops, with the spread and best on hover.</source>
            <translation>Peak im Neuzustand (FOB): ein Aufwärmlauf, dann die in der oberen Zeile eingestellten Durchläufe; jede Zelle ist der Median der Durchläufe, Streuung und Bestwert beim Darüberfahren.</translation>
        </message>
        <message>
            <source>Write cliff</source>
            <translation>Schreibeinbruch (Write Cliff)</translation>
        </message>
        <message>
            <source>A sustained sequential write (1 MiB, QD32) over the span: the cache speed, how much was written before the speed fell and stayed down, the speed after it; then the same again after the idle pause.</source>
            <translation>Ein anhaltender sequenzieller Schreibvorgang (1 MiB, QD32) über den Bereich: die Cache-Geschwindigkeit, wie viel geschrieben wurde, bevor die Geschwindigkeit einbrach und unten blieb, und die Geschwindigkeit danach; dann dasselbe noch einmal nach der Ruhepause.</translation>
        </message>
        <message>
            <source>how much each pass writes, e.g. 8GiB (a raw device: at most its size)</source>
            <translation>wie viel jeder Durchgang schreibt, z. B. 8GiB (Rohgerät: höchstens seine Größe)</translation>
        </message>
        <message>
            <source>seconds idle before the second pass; 0: one pass only</source>
            <translation>Sekunden Leerlauf vor dem zweiten Durchgang; 0: nur ein Durchgang</translation>
        </message>
        <message>
            <source>Span</source>
            <translation>Bereich</translation>
        </message>
        <message>
            <source>Idle before pass 2 (s)</source>
            <translation>Leerlauf vor Durchgang 2 (s)</translation>
        </message>
        <message>
            <source>▶  Write cliff</source>
            <translation>▶  Schreibeinbruch</translation>
        </message>
        <message>
            <source>writes the span on the target; a raw device asks for its name first (data loss)</source>
            <translation>schreibt den Bereich auf das Ziel; bei einem Rohgerät wird zuerst sein Name abgefragt (Datenverlust)</translation>
        </message>
        <message numerus="yes">
            <source>▶  Peak (%n loop(s) after a warm-up)</source>
            <translation>
                <numerusform>▶  Peak (%n Durchlauf nach Aufwärmlauf)</numerusform>
                <numerusform>▶  Peak (%n Durchläufe nach Aufwärmlauf)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Fresh-out-of-box peak: SEQ1M Q8T1/Q1T1, SEQ128K Q32T1, RND4K Q32T16/Q32T1/Q1T1; median of %n loop(s), spread and best on hover (the loop count is set under Loops on the top row)</source>
            <translation>
                <numerusform>Peak im Neuzustand (FOB): SEQ1M Q8T1/Q1T1, SEQ128K Q32T1, RND4K Q32T16/Q32T1/Q1T1; Median von %n Durchlauf, Streuung und Bestwert beim Darüberfahren (die Anzahl wird unter „Durchläufe“ in der oberen Zeile eingestellt)</numerusform>
                <numerusform>Peak im Neuzustand (FOB): SEQ1M Q8T1/Q1T1, SEQ128K Q32T1, RND4K Q32T16/Q32T1/Q1T1; Median von %n Durchläufen, Streuung und Bestwert beim Darüberfahren (die Anzahl wird unter „Durchläufe“ in der oberen Zeile eingestellt)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PlansBox</name>
        <message>
            <source>after %1</source>
            <translation>nach %1</translation>
        </message>
        <message>
            <source>▶  Run test plan</source>
            <translation>▶  Testplan ausführen</translation>
        </message>
        <message>
            <source>this machine; or fio servers: node1,node2:9000</source>
            <translation>dieser Rechner; oder fio-Server: node1,node2:9000</translation>
        </message>
        <message>
            <source>run on these fio servers (fio --server, same fio version) at once</source>
            <translation>gleichzeitig auf diesen fio-Servern ausführen (fio --server, dieselbe fio-Version)</translation>
        </message>
        <message>
            <source>all hosts; or e.g. 1,2,4,8</source>
            <translation>alle Hosts; oder z. B. 1,2,4,8</translation>
        </message>
        <message>
            <source>the directory on each host</source>
            <translation>das Verzeichnis auf jedem Host</translation>
        </message>
        <message>
            <source>Plan</source>
            <translation>Plan</translation>
        </message>
        <message>
            <source>As published (the seed's own jobs)</source>
            <translation>Wie veröffentlicht (die Jobs des Basisdokuments)</translation>
        </message>
        <message>
            <source>runs the plan exactly as its seed document did (see docs/seed-deviations.md); its duration and disk space are shown below before it starts</source>
            <translation>führt den Plan genau wie sein Basisdokument aus (siehe docs/seed-deviations.md); Dauer und Speicherplatz stehen unten, bevor er startet</translation>
        </message>
        <message>
            <source>Size per file</source>
            <translation>Größe je Datei</translation>
        </message>
        <message>
            <source>Seconds per test</source>
            <translation>Sekunden je Test</translation>
        </message>
        <message>
            <source>the scaling matrix's process counts</source>
            <translation>die Prozesszahlen der Skalierungsmatrix</translation>
        </message>
        <message>
            <source>Remote hosts and the scaling matrix</source>
            <translation>Entfernte Hosts und die Skalierungsmatrix</translation>
        </message>
        <message>
            <source>A test plan runs on this machine unless fio servers are named here (each started with fio --server, of the same fio version); the plan is chosen on the Test plans page.</source>
            <translation>Ein Testplan läuft auf diesem Rechner, sofern hier keine fio-Server genannt sind (jeder mit fio --server gestartet, in derselben fio-Version); der Plan wird auf der Seite „Testpläne“ gewählt.</translation>
        </message>
        <message>
            <source>Processes (scaling)</source>
            <translation>Prozesse (Skalierung)</translation>
        </message>
        <message>
            <source>Run on</source>
            <translation>Ausführen auf</translation>
        </message>
        <message>
            <source>Clients</source>
            <translation>Clients</translation>
        </message>
        <message>
            <source>Directory on hosts</source>
            <translation>Verzeichnis auf den Hosts</translation>
        </message>
        <message>
            <source>set by the seed document while As published is on</source>
            <translation>vom Basisdokument vorgegeben, solange „Wie veröffentlicht“ an ist</translation>
        </message>
        <message>
            <source>as published: 1, 2, 4, 8 (as many as the hosts)</source>
            <translation>wie veröffentlicht: 1, 2, 4, 8 (so viele wie Hosts)</translation>
        </message>
        <message>
            <source>%1 has no seed document to run as published</source>
            <translation>%1 hat kein Basisdokument, das wie veröffentlicht laufen könnte</translation>
        </message>
        <message>
            <source>▶  Run %1</source>
            <translation>▶  %1 ausführen</translation>
        </message>
        <message numerus="yes">
            <source>%n test(s) · about %1 · test files %2</source>
            <translation>
                <numerusform>%n Test · etwa %1 · Testdateien %2</numerusform>
                <numerusform>%n Tests · etwa %1 · Testdateien %2</numerusform>
            </translation>
        </message>
        <message>
            <source>as published on the raw device %1: the whole device is written; the data-loss dialog asks first, and a disk in use is refused</source>
            <translation>wie veröffentlicht auf dem Rohgerät %1: das ganze Gerät wird beschrieben; der Datenverlust-Dialog fragt vorher, und ein benutzter Datenträger wird verweigert</translation>
        </message>
    </context>
    <context>
        <name>PtsPanel</name>
        <message>
            <source>&lt;b&gt;SNIA PTS %1&lt;/b&gt;: running. Their tables and charts (HIR's recovery, XSR's segments, DIRTH's knee and histograms) appear here when the run ends; the live graphs below show every cell as it runs.</source>
            <translation>&lt;b&gt;SNIA PTS %1&lt;/b&gt;: läuft. Die Tabellen und Diagramme (die Erholung bei HIR, die Segmente bei XSR, das Knie und die Histogramme bei DIRTH) erscheinen hier, wenn der Lauf endet; die Live-Graphen unten zeigen jede Zelle, während sie läuft.</translation>
        </message>
        <message>
            <source>run %1</source>
            <translation>Lauf %1</translation>
        </message>
        <message>
            <source>this run</source>
            <translation>dieser Lauf</translation>
        </message>
        <message>
            <source>&lt;b&gt;SNIA PTS&lt;/b&gt;, %1 (%2): no results were kept (the run stopped before any test's figures could be made).</source>
            <translation>&lt;b&gt;SNIA PTS&lt;/b&gt;, %1 (%2): es wurden keine Ergebnisse behalten (der Lauf endete, bevor die Werte eines Tests berechnet werden konnten).</translation>
        </message>
    </context>
    <context>
        <name>QosDialog</name>
        <message>
            <source>Latency QoS</source>
            <translation>Latenz-QoS</translation>
        </message>
        <message>
            <source>completion latency (µs, log scale)</source>
            <translation>Abschlusslatenz (µs, log. Skala)</translation>
        </message>
        <message>
            <source>I/Os slower (%, log scale)</source>
            <translation>langsamere I/Os (%, log. Skala)</translation>
        </message>
        <message>
            <source>No test on screen has a latency curve (fio's json+ bins): nothing to draw.</source>
            <translation>Kein angezeigter Test hat eine Latenzkurve (fios json+-Bins): nichts zu zeichnen.</translation>
        </message>
        <message>
            <source>no run to show latency QoS for yet</source>
            <translation>noch kein Lauf, für den Latenz-QoS gezeigt werden kann</translation>
        </message>
        <message>
            <source>run %1</source>
            <translation>Lauf %1</translation>
        </message>
    </context>
    <context>
        <name>QuickTab</name>
        <message>
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>Interval</source>
            <translation>Intervall</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Reihenfolge</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>Each test read, then written</source>
            <translation>Jeder Test gelesen, dann geschrieben</translation>
        </message>
        <message>
            <source>All reads, then all writes</source>
            <translation>Alle Lesetests, dann alle Schreibtests</translation>
        </message>
        <message>
            <source>CrystalDiskMark's Settings menu. NVMe SSD changes the Default profile's tests to the NVMe set and Peak's random test to RND4K Q32T16; Real World stays the same</source>
            <translation>Das Menü „Einstellungen“ von CrystalDiskMark. NVMe SSD ändert die Tests des Profils Default in den NVMe-Satz und den Zufallstest von Peak in RND4K Q32T16; Real World bleibt gleich</translation>
        </message>
        <message>
            <source>idle seconds before each test but the first, as CrystalDiskMark's Interval (5 s there and here by default); 0 for speed. Stop ends a pause at once</source>
            <translation>Sekunden Pause vor jedem Test außer dem ersten, wie das Intervall von CrystalDiskMark (dort und hier standardmäßig 5 s); 0 für Tempo. Stopp beendet eine Pause sofort</translation>
        </message>
        <message>
            <source>CrystalDiskMark's order runs every test's read, then every test's write, then the mixed tests</source>
            <translation>Die Reihenfolge von CrystalDiskMark: zuerst jeder Test lesend, dann jeder Test schreibend, dann die gemischten Tests</translation>
        </message>
        <message>
            <source>CrystalDiskMark's tests: pick a profile and a mode, then run all rows or one row with its button in the grid.</source>
            <translation>Die Tests von CrystalDiskMark: Profil und Modus wählen, dann alle Zeilen ausführen oder eine Zeile mit ihrer Schaltfläche in der Tabelle.</translation>
        </message>
        <message>
            <source>CrystalDiskMark's profiles: Default, NVMe SSD, Real World (queue depth 1, one thread: one program waiting on each I/O) and Peak (the two tests that reach the most the drive can do). Not the Peak page, which is the fresh-out-of-box suite</source>
            <translation>Die Profile von CrystalDiskMark: Standard, NVMe SSD, Real World (Warteschlangentiefe 1, ein Thread: ein Programm, das auf jede I/O wartet) und Peak (die zwei Tests, die das Maximum des Laufwerks erreichen). Nicht die Seite „Peak“, die die Testreihe im Neuzustand ist</translation>
        </message>
        <message>
            <source>what each test does: read, write, both one after the other, or mixed: reads and writes at once, in the share set below, on a row of its own (R70W30)</source>
            <translation>was jeder Test tut: lesen, schreiben, beides nacheinander oder gemischt: Lese- und Schreibvorgänge gleichzeitig, im unten eingestellten Anteil, in einer eigenen Zeile (R70W30)</translation>
        </message>
        <message>
            <source> % reads</source>
            <translation> % Lesen</translation>
        </message>
        <message>
            <source>a mixed test's share of reads (fio rwmixread); the rest are writes. CrystalDiskMark's mix is 70 % reads, 30 % writes</source>
            <translation>der Leseanteil eines gemischten Tests (fio rwmixread); der Rest sind Schreibvorgänge. CrystalDiskMark mischt 70 % Lesen, 30 % Schreiben</translation>
        </message>
        <message>
            <source>what is written. Random: fio's default, random data a drive cannot compress. All 0x00: every byte 0 (fio zero_buffers), as CrystalDiskMark's test data option; a drive that compresses or deduplicates writes it faster than real data</source>
            <translation>was geschrieben wird. Zufällig: fios Standard, Zufallsdaten, die ein Laufwerk nicht komprimieren kann. Alles 0x00: jedes Byte 0 (fio zero_buffers), wie die Testdaten-Option von CrystalDiskMark; ein Laufwerk, das komprimiert oder dedupliziert, schreibt das schneller als echte Daten</translation>
        </message>
        <message>
            <source>Profile</source>
            <translation>Profil</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Modus</translation>
        </message>
        <message>
            <source>Mixed</source>
            <translation>Gemischt</translation>
        </message>
        <message>
            <source>Test data</source>
            <translation>Testdaten</translation>
        </message>
        <message>
            <source>▶  Default profile, reads only</source>
            <translation>▶  Standardprofil, nur Lesen</translation>
        </message>
        <message>
            <source>The read half of the Default profile: safe on a raw device (nothing is written, no confirmation)</source>
            <translation>Die Lesehälfte des Standardprofils: sicher auf einem Rohgerät (es wird nichts geschrieben, keine Bestätigung)</translation>
        </message>
        <message>
            <source>direct I/O (no page cache)</source>
            <translation>Direct I/O (kein Page-Cache)</translation>
        </message>
        <message>
            <source>off: buffered I/O, which can measure RAM rather than the disk (the cache panel says when it does)</source>
            <translation>aus: gepufferte I/O, die eher den Arbeitsspeicher als den Datenträger messen kann (das Cache-Feld sagt, wann)</translation>
        </message>
        <message>
            <source>jobs as threads of one fio process</source>
            <translation>Jobs als Threads eines fio-Prozesses</translation>
        </message>
        <message>
            <source>off (fio's default, and what the seed plans specify): each job is its own process. On: fio's thread option. With posixaio this changes the result: glibc's AIO pool is per process, so threads share one pool</source>
            <translation>aus (fios Standard und Vorgabe der Basis-Testpläne): jeder Job ist ein eigener Prozess. An: fios Option thread. Mit posixaio ändert das das Ergebnis: der AIO-Pool von glibc gilt je Prozess, Threads teilen sich also einen Pool</translation>
        </message>
        <message>
            <source>fio's status interval: one point per thread per interval. auto: 1 s, longer for a test with so many threads that fio's reports every second would slow it (64 threads on 2 CPUs: 4 s)</source>
            <translation>fios Statusintervall: ein Punkt je Thread und Intervall. automatisch: 1 s, länger bei einem Test mit so vielen Threads, dass fios sekündliche Berichte ihn bremsen würden (64 Threads auf 2 CPUs: 4 s)</translation>
        </message>
        <message>
            <source>Graph interval (s)</source>
            <translation>Diagrammintervall (s)</translation>
        </message>
        <message numerus="yes">
            <source>▶  %1 profile (%n loop(s) after a warm-up)</source>
            <translation>
                <numerusform>▶  Profil %1 (%n Durchlauf nach Aufwärmlauf)</numerusform>
                <numerusform>▶  Profil %1 (%n Durchläufe nach Aufwärmlauf)</numerusform>
            </translation>
        </message>
        <message>
            <source>▶  %1 profile</source>
            <translation>▶  Profil %1</translation>
        </message>
        <message numerus="yes">
            <source>Loops: %n (top row). Each cell is the median of the %n loops, run after a warm-up that is not kept; the fastest (best) and slowest are on hover. The median, not CrystalDiskMark's best: one lucky loop (a cache, a burst) cannot make the figure.</source>
            <translation>
                <numerusform>Durchläufe: %n (obere Zeile). Jede Zelle ist der Median der %n Durchläufe, gemessen nach einem Aufwärmlauf, der nicht zählt; der schnellste (beste) und der langsamste erscheinen beim Darüberfahren. Der Median, nicht der Bestwert wie bei CrystalDiskMark: ein glücklicher Durchlauf (ein Cache, ein Burst) kann das Ergebnis nicht bestimmen.</numerusform>
                <numerusform>Durchläufe: %n (obere Zeile). Jede Zelle ist der Median der %n Durchläufe, gemessen nach einem Aufwärmlauf, der nicht zählt; der schnellste (beste) und der langsamste erscheinen beim Darüberfahren. Der Median, nicht der Bestwert wie bei CrystalDiskMark: ein glücklicher Durchlauf (ein Cache, ein Burst) kann das Ergebnis nicht bestimmen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Loops: 1 (top row). Each test runs once; set 2 or more for loops after a warm-up, each cell then their median.</source>
            <translation>Durchläufe: 1 (obere Zeile). Jeder Test läuft einmal; bei 2 oder mehr folgen die Durchläufe auf einen Aufwärmlauf, und jede Zelle zeigt ihren Median.</translation>
        </message>
        <message numerus="yes">
            <source>Each cell: the median of %n loops after a warm-up; the best and slowest on hover.</source>
            <translation>
                <numerusform>Jede Zelle: der Median von %n Durchläufen nach einem Aufwärmlauf; der beste und der langsamste beim Darüberfahren.</numerusform>
                <numerusform>Jede Zelle: der Median von %n Durchläufen nach einem Aufwärmlauf; der beste und der langsamste beim Darüberfahren.</numerusform>
            </translation>
        </message>
        <message>
            <source>Each test runs once; 2 or more loops give each cell their median.</source>
            <translation>Jeder Test läuft einmal; ab 2 Durchläufen zeigt jede Zelle ihren Median.</translation>
        </message>
        <message>
            <source>auto</source>
            <translation>automatisch</translation>
        </message>
    </context>
    <context>
        <name>ResultsGrid</name>
        <message numerus="yes">
            <source>median of %n loops; min %1, best %2</source>
            <translation>
                <numerusform>Median von %n Durchläufen; Minimum %1, Bestwert %2</numerusform>
                <numerusform>Median von %n Durchläufen; Minimum %1, Bestwert %2</numerusform>
            </translation>
        </message>
        <message>
            <source>Test</source>
            <translation>Test</translation>
        </message>
        <message>
            <source>Read (%1)</source>
            <translation>Lesen (%1)</translation>
        </message>
        <message>
            <source>Write (%1)</source>
            <translation>Schreiben (%1)</translation>
        </message>
        <message>
            <source>Trim (%1)</source>
            <translation>Trim (%1)</translation>
        </message>
        <message>
            <source>run only %1</source>
            <translation>nur %1 ausführen</translation>
        </message>
        <message>
            <source>Marks: %1</source>
            <translation>Markierungen: %1</translation>
        </message>
    </context>
    <context>
        <name>RunController</name>
        <message>
            <source>%1 · waiting %2 s before the next test</source>
            <translation>%1 · wartet %2 s vor dem nächsten Test</translation>
        </message>
        <message>
            <source>cancelled: nothing was written</source>
            <translation>abgebrochen: es wurde nichts geschrieben</translation>
        </message>
        <message>
            <source>The %1 run</source>
            <translation>Der Lauf „%1“</translation>
        </message>
        <message>
            <source>job file not run: nothing was written</source>
            <translation>Jobdatei nicht ausgeführt: es wurde nichts geschrieben</translation>
        </message>
        <message>
            <source>fio has printed nothing for %1 s (laying out the test file, or hung)</source>
            <translation>fio hat seit %1 s nichts ausgegeben (legt die Testdatei an oder hängt)</translation>
        </message>
        <message numerus="yes">
            <source>%n warning(s) about the drive: see Before this run</source>
            <translation>
                <numerusform>%n Warnung zum Laufwerk: siehe „Vor diesem Lauf“</numerusform>
                <numerusform>%n Warnungen zum Laufwerk: siehe „Vor diesem Lauf“</numerusform>
            </translation>
        </message>
        <message>
            <source>stopping: fio is being terminated and the test file removed</source>
            <translation>wird angehalten: fio wird beendet und die Testdatei gelöscht</translation>
        </message>
        <message>
            <source>stopping: fio is being terminated</source>
            <translation>wird angehalten: fio wird beendet</translation>
        </message>
        <message>
            <source>failed: %1</source>
            <translation>fehlgeschlagen: %1</translation>
        </message>
        <message>
            <source>cancelled: fio stopped, test file removed</source>
            <translation>abgebrochen: fio angehalten, Testdatei gelöscht</translation>
        </message>
        <message>
            <source>cancelled: fio stopped</source>
            <translation>abgebrochen: fio angehalten</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>fehlgeschlagen</translation>
        </message>
        <message>
            <source>done</source>
            <translation>fertig</translation>
        </message>
        <message>
            <source> · stored only up to the failure (run %1): </source>
            <translation> · nur bis zum Fehler gespeichert (Lauf %1): </translation>
        </message>
        <message>
            <source> · not stored: </source>
            <translation> · nicht gespeichert: </translation>
        </message>
        <message>
            <source> · stored as run %1</source>
            <translation> · gespeichert als Lauf %1</translation>
        </message>
        <message>
            <source> · no test had a result: not kept in the history</source>
            <translation> · kein Test hatte ein Ergebnis: nicht im Verlauf gespeichert</translation>
        </message>
        <message>
            <source> · fio steady state %1: %2 (criterion %3, max deviation %4, slope %5)</source>
            <translation> · fio-Steady-State %1: %2 (Kriterium %3, maximale Abweichung %4, Steigung %5)</translation>
        </message>
        <message>
            <source>attained</source>
            <translation>erreicht</translation>
        </message>
        <message>
            <source>not attained</source>
            <translation>nicht erreicht</translation>
        </message>
        <message>
            <source> · ETA %1</source>
            <translation> · Restzeit %1</translation>
        </message>
        <message>
            <source> · a point every %1 s</source>
            <translation> · ein Punkt alle %1 s</translation>
        </message>
        <message>
            <source>running %1 · %2</source>
            <translation>läuft: %1 · %2</translation>
        </message>
        <message>
            <source>%1; rerunning · %2</source>
            <translation>%1; neuer Lauf · %2</translation>
        </message>
    </context>
    <context>
        <name>RunFrames</name>
        <message>
            <source> · graphs every %1 s, the CPU left to fio</source>
            <translation> · Diagramme alle %1 s, die CPU bleibt fio</translation>
        </message>
    </context>
    <context>
        <name>RunSpecs</name>
        <message>
            <source>The job file %1</source>
            <translation>Die Jobdatei %1</translation>
        </message>
    </context>
    <context>
        <name>ShownRun</name>
        <message>
            <source>No %1 results on screen. The live graphs and the page-cache panel belong to the %2, and show beside its own figures, on its page.</source>
            <translation>Keine Ergebnisse von „%1“ angezeigt. Die Live-Diagramme und das Page-Cache-Feld gehören zu: %2, und erscheinen neben dessen eigenen Werten, auf dessen Seite.</translation>
        </message>
        <message>
            <source>No %1 results on screen: nothing has run yet.</source>
            <translation>Keine Ergebnisse von „%1“ angezeigt: noch nichts ausgeführt.</translation>
        </message>
        <message>
            <source>run %1 from the History</source>
            <translation>Lauf %1 aus dem Verlauf</translation>
        </message>
        <message>
            <source>runs compared</source>
            <translation>verglichenen Läufe</translation>
        </message>
        <message>
            <source>last %1 run</source>
            <translation>letzten Lauf „%1“</translation>
        </message>
    </context>
    <context>
        <name>SteadyPanel</name>
        <message>
            <source>Tracked figure per round</source>
            <translation>Beobachteter Wert je Runde</translation>
        </message>
        <message>
            <source>Convergence per block size</source>
            <translation>Konvergenz je Blockgröße</translation>
        </message>
        <message>
            <source>the tracked figure (SNIA's "tracking variable"): the number this test watches each round, e.g. random 4K write IOPS; steady once five rounds stay within 20 % of their average and their trend is flat</source>
            <translation>der beobachtete Wert (SNIAs „tracking variable“): die Zahl, die dieser Test in jeder Runde verfolgt, z. B. zufällige 4K-Schreib-IOPS; Steady State, sobald fünf Runden innerhalb von 20 % ihres Mittelwerts bleiben und ihr Trend flach ist</translation>
        </message>
        <message>
            <source>the tracked workload at every block size, round by round</source>
            <translation>die beobachtete Last bei jeder Blockgröße, Runde für Runde</translation>
        </message>
        <message>
            <source>round</source>
            <translation>Runde</translation>
        </message>
        <message>
            <source>Steady state: no steady-state run on screen (run one, or open one from the History)</source>
            <translation>Steady State: kein Steady-State-Lauf angezeigt (einen ausführen oder aus dem Verlauf öffnen)</translation>
        </message>
        <message>
            <source>Steady state: waiting for the first round (purge and preconditioning first)</source>
            <translation>Steady State: warten auf die erste Runde (zuerst Purge und Vorkonditionierung)</translation>
        </message>
        <message>
            <source>&lt;b style='color:#080'&gt;steady&lt;/b&gt; in %1: average %2, excursion %3 (limit %4), slope × (window − 1) %5 (limit %6)</source>
            <translation>&lt;b style='color:#080'&gt;Steady State&lt;/b&gt; in %1: Mittelwert %2, Ausschlag %3 (Grenze %4), Steigung × (Fenster − 1) %5 (Grenze %6)</translation>
        </message>
        <message>
            <source>not steady yet: %1</source>
            <translation>noch nicht Steady State: %1</translation>
        </message>
        <message>
            <source> of at most %1</source>
            <translation> von höchstens %1</translation>
        </message>
        <message>
            <source>%1 written in %2 s of writing (no steady-state criterion: it runs to its data or time limit)</source>
            <translation>%1 geschrieben in %2 s Schreibzeit (kein Steady-State-Kriterium: läuft bis zu seiner Daten- oder Zeitgrenze)</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;, round %2%3: tracked figure %4 · %5</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;, Runde %2%3: beobachteter Wert %4 · %5</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%1&lt;/b&gt;: %n round(s); </source>
            <translation>
                <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n Runde; </numerusform>
                <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n Runden; </numerusform>
            </translation>
        </message>
        <message>
            <source>steady in rounds %1–%2, window average %3</source>
            <translation>Steady State in den Runden %1–%2, Fenstermittel %3</translation>
        </message>
        <message>
            <source>not steady (%1)</source>
            <translation>nicht Steady State (%1)</translation>
        </message>
    </context>
    <context>
        <name>SteadyTab</name>
        <message>
            <source>DIRTH's block size, e.g. 8KiB or 4k</source>
            <translation>Blockgröße von DIRTH, z. B. 8KiB oder 4k</translation>
        </message>
        <message>
            <source>DIRTH's reads, in % of its I/Os (the rest are writes)</source>
            <translation>Lesezugriffe von DIRTH in % seiner I/Os (der Rest sind Schreibvorgänge)</translation>
        </message>
        <message>
            <source>reads</source>
            <translation>Lesen</translation>
        </message>
        <message>
            <source>DIRTH block size</source>
            <translation>DIRTH-Blockgröße</translation>
        </message>
        <message>
            <source>host idle recovery: 4 KiB random write bursts, each followed by 5 to 50 s of idle; how much performance comes back</source>
            <translation>Host Idle Recovery: zufällige 4-KiB-Schreibschübe, jeweils gefolgt von 5 bis 50 s Leerlauf; wie viel Leistung zurückkommt</translation>
        </message>
        <message>
            <source>cross-stimulus recovery: sequential 1 MiB, random 8 KiB, sequential 1 MiB writes; how long each change takes to settle</source>
            <translation>Cross-Stimulus Recovery: sequenzielle 1-MiB-, zufällige 8-KiB-, sequenzielle 1-MiB-Schreibvorgänge; wie lange sich jeder Wechsel einschwingt</translation>
        </message>
        <message>
            <source>demand intensity / response time histogram: IOPS and response time over threads x queue depths, the knee, histograms at the max, mid and min IOPS points</source>
            <translation>Demand Intensity / Response Time Histogram: IOPS und Antwortzeit über Threads x Warteschlangentiefen, der Knick, Histogramme an den Punkten mit höchsten, mittleren und niedrigsten IOPS</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>Durchsatz</translation>
        </message>
        <message>
            <source>Latency</source>
            <translation>Latenz</translation>
        </message>
        <message>
            <source>Write saturation</source>
            <translation>Schreibsättigung</translation>
        </message>
        <message>
            <source>More SNIA PTS</source>
            <translation>Weitere SNIA-PTS-Tests</translation>
        </message>
        <message>
            <source>host idle recovery, cross-stimulus recovery and demand intensity: run together, as a run of their own (uncheck the tests above)</source>
            <translation>Host Idle Recovery, Cross-Stimulus Recovery und Demand Intensity: zusammen als eigener Lauf (die Tests oben abwählen)</translation>
        </message>
        <message>
            <source>bytes under test; on a device, e.g. 10% or the whole device (100%)</source>
            <translation>getestete Bytes; auf einem Gerät z. B. 10% oder das ganze Gerät (100%)</translation>
        </message>
        <message>
            <source>enterprise (QD32 × 4)</source>
            <translation>Enterprise (QD32 × 4)</translation>
        </message>
        <message>
            <source>client (QD16 × 2)</source>
            <translation>Client (QD16 × 2)</translation>
        </message>
        <message>
            <source>custom</source>
            <translation>benutzerdefiniert</translation>
        </message>
        <message>
            <source>fio jobs per cell (the latency test always runs 1)</source>
            <translation>fio-Jobs je Zelle (der Latenztest läuft immer mit 1)</translation>
        </message>
        <message>
            <source>outstanding I/Os per thread (the latency test always runs QD1)</source>
            <translation>ausstehende I/Os je Thread (der Latenztest läuft immer mit QD1)</translation>
        </message>
        <message>
            <source>write saturation stops once this many times the span is written</source>
            <translation>die Schreibsättigung endet, sobald der Bereich so oft geschrieben ist</translation>
        </message>
        <message>
            <source>… or after this long writing, whichever comes first</source>
            <translation>… oder nach so langer Schreibzeit, je nachdem, was zuerst eintritt</translation>
        </message>
        <message>
            <source>quick look (reduced matrix)</source>
            <translation>kurzer Blick (reduzierte Matrix)</translation>
        </message>
        <message>
            <source>purge first (raw device: discard)</source>
            <translation>zuerst Purge (Rohgerät: Discard)</translation>
        </message>
        <message>
            <source>precondition (128K sequential, 2 × span)</source>
            <translation>Vorkonditionierung (128K sequenziell, 2 × Bereich)</translation>
        </message>
        <message>
            <source>Seconds per cell</source>
            <translation>Sekunden je Zelle</translation>
        </message>
        <message>
            <source>SNIA's load profiles: </source>
            <translation>Die Lastprofile von SNIA: </translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Last</translation>
        </message>
        <message>
            <source>× span, or</source>
            <translation>× Bereich, oder</translation>
        </message>
        <message>
            <source>Write saturation until</source>
            <translation>Schreibsättigung bis</translation>
        </message>
        <message>
            <source>Max rounds</source>
            <translation>Höchstens Runden</translation>
        </message>
        <message>
            <source>▶  Steady State (SNIA PTS)</source>
            <translation>▶  Steady State (SNIA PTS)</translation>
        </message>
        <message>
            <source>Rounds of a test matrix until the tracking variable (the figure each test watches, e.g. random 4K write IOPS) stays within 20 % of its average over five rounds</source>
            <translation>Runden einer Testmatrix, bis die Tracking-Variable (der Wert, den jeder Test verfolgt, z. B. zufällige 4K-Schreib-IOPS) über fünf Runden innerhalb von 20 % ihres Mittelwerts bleibt</translation>
        </message>
        <message>
            <source>On a test file: SNIA requires a raw device.</source>
            <translation>Auf einer Testdatei: SNIA verlangt ein Rohgerät.</translation>
        </message>
        <message>
            <source>The span is larger than %1 (%2): the run refuses it; give at most 100%.</source>
            <translation>Der Bereich ist größer als %1 (%2): der Lauf verweigert ihn; höchstens 100% angeben.</translation>
        </message>
        <message>
            <source>estimated %1 (steady after 5 rounds) to %2 (all rounds)</source>
            <translation>geschätzt %1 (Steady State nach 5 Runden) bis %2 (alle Runden)</translation>
        </message>
        <message>
            <source>SNIA PTS %1: estimated %2 to %3</source>
            <translation>SNIA PTS %1: geschätzt %2 bis %3</translation>
        </message>
    </context>
    <context>
        <name>StoredView</name>
        <message>
            <source>showing run %1: %2 · %3 · %4</source>
            <translation>Lauf %1 angezeigt: %2 · %3 · %4</translation>
        </message>
        <message>
            <source>comparing runs %1 against run %2</source>
            <translation>Läufe %1 im Vergleich mit Lauf %2</translation>
        </message>
    </context>
    <context>
        <name>TargetPicker</name>
        <message>
            <source>Disks (raw devices)</source>
            <translation>Datenträger (Rohgeräte)</translation>
        </message>
        <message>
            <source>Mounted filesystems</source>
            <translation>Eingehängte Dateisysteme</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>Verzeichnisse</translation>
        </message>
        <message>
            <source>Read-only (cannot hold a test file)</source>
            <translation>Schreibgeschützt (keine Testdatei möglich)</translation>
        </message>
        <message>
            <source>system disk</source>
            <translation>Systemdatenträger</translation>
        </message>
        <message>
            <source>mounted</source>
            <translation>eingehängt</translation>
        </message>
        <message>
            <source>read-only</source>
            <translation>schreibgeschützt</translation>
        </message>
        <message>
            <source>raw writes refused</source>
            <translation>direktes Schreiben verweigert</translation>
        </message>
        <message>
            <source>raw writes refused: %1</source>
            <translation>direktes Schreiben verweigert: %1</translation>
        </message>
        <message>
            <source>raw device: writes destroy its data and need a typed confirmation</source>
            <translation>Rohgerät: Schreiben zerstört seine Daten und erfordert eine eingetippte Bestätigung</translation>
        </message>
        <message>
            <source>reads run on the device directly and change nothing</source>
            <translation>Lesetests laufen direkt auf dem Gerät und ändern nichts</translation>
        </message>
        <message>
            <source>reads: %1</source>
            <translation>Lesen: %1</translation>
        </message>
        <message>
            <source>writes: %1</source>
            <translation>Schreiben: %1</translation>
        </message>
        <message>
            <source>%1 free of %2</source>
            <translation>%1 frei von %2</translation>
        </message>
        <message>
            <source>size unknown</source>
            <translation>Größe unbekannt</translation>
        </message>
        <message>
            <source>RAM (tmpfs)</source>
            <translation>RAM (tmpfs)</translation>
        </message>
        <message>
            <source>copy-on-write</source>
            <translation>Copy-on-Write</translation>
        </message>
        <message>
            <source>network</source>
            <translation>Netzwerk</translation>
        </message>
        <message>
            <source>directory</source>
            <translation>Verzeichnis</translation>
        </message>
        <message>
            <source>read-only: a test file cannot be written here</source>
            <translation>schreibgeschützt: hier kann keine Testdatei geschrieben werden</translation>
        </message>
        <message>
            <source>a test file is made here and removed after</source>
            <translation>hier wird eine Testdatei angelegt und danach gelöscht</translation>
        </message>
        <message>
            <source>type to search disks, mounts and directories</source>
            <translation>tippen, um Datenträger, Einhängepunkte und Verzeichnisse zu suchen</translation>
        </message>
        <message>
            <source>Directory…</source>
            <translation>Verzeichnis…</translation>
        </message>
        <message>
            <source>choose a directory for the test file</source>
            <translation>ein Verzeichnis für die Testdatei wählen</translation>
        </message>
        <message>
            <source>Directory for the test file</source>
            <translation>Verzeichnis für die Testdatei</translation>
        </message>
    </context>
    <context>
        <name>TemperaturePlot</name>
        <message>
            <source>time (s)</source>
            <translation>Zeit (s)</translation>
        </message>
        <message>
            <source>Drive temperature: no reading yet</source>
            <translation>Laufwerkstemperatur: noch kein Messwert</translation>
        </message>
        <message>
            <source>Drive temperature &lt;b&gt;%1 C&lt;/b&gt;</source>
            <translation>Laufwerkstemperatur &lt;b&gt;%1 °C&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Drive temperature: no temperature sensor for this drive</source>
            <translation>Laufwerkstemperatur: kein Temperatursensor für dieses Laufwerk</translation>
        </message>
        <message>
            <source>Drive temperature: no reading came from %1</source>
            <translation>Laufwerkstemperatur: von %1 kam kein Messwert</translation>
        </message>
        <message>
            <source>Drive temperature: %1</source>
            <translation>Laufwerkstemperatur: %1</translation>
        </message>
    </context>
    <context>
        <name>TextDialog</name>
        <message>
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
    </context>
    <context>
        <name>TopRow</name>
        <message>
            <source>Quick and Peak: measured loops per test, after a warm-up from 2 on; each cell shows their median (best and slowest on hover)</source>
            <translation>Schnell und Peak: gemessene Durchläufe je Test, ab 2 nach einem Aufwärmlauf; jede Zelle zeigt ihren Median (Bestwert und langsamster beim Darüberfahren)</translation>
        </message>
        <message>
            <source>the test file's size (on a raw device: the span tested)</source>
            <translation>die Größe der Testdatei (auf einem Rohgerät: der getestete Bereich)</translation>
        </message>
        <message>
            <source>seconds each test runs</source>
            <translation>Sekunden, die jeder Test läuft</translation>
        </message>
        <message>
            <source>the grid's unit: MB/s (10^6 bytes), MiB/s (2^20), IOPS, or mean latency in µs</source>
            <translation>die Einheit der Tabelle: MB/s (10^6 Byte), MiB/s (2^20), IOPS oder mittlere Latenz in µs</translation>
        </message>
        <message>
            <source>▶  All</source>
            <translation>▶  Alle</translation>
        </message>
        <message>
            <source>run every test of the chosen mode (Ctrl+R)</source>
            <translation>jeden Test des gewählten Modus ausführen (Strg+R)</translation>
        </message>
        <message>
            <source>■  Stop</source>
            <translation>■  Stopp</translation>
        </message>
        <message>
            <source>stop fio and remove the test file (Esc)</source>
            <translation>fio anhalten und die Testdatei löschen (Esc)</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Ziel</translation>
        </message>
        <message>
            <source>Loops</source>
            <translation>Durchläufe</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Größe</translation>
        </message>
        <message>
            <source>Seconds</source>
            <translation>Sekunden</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>Einheit</translation>
        </message>
    </context>
    <context>
        <name>checklist</name>
        <message>
            <source>Block size</source>
            <translation>Blockgröße</translation>
        </message>
        <message>
            <source>CPU governor</source>
            <translation>CPU-Governor</translation>
        </message>
        <message>
            <source>Critical warning</source>
            <translation>Kritische Warnung</translation>
        </message>
        <message>
            <source>Disk</source>
            <translation>Datenträger</translation>
        </message>
        <message>
            <source>Disk idle before the run</source>
            <translation>Datenträger vor dem Lauf im Leerlauf</translation>
        </message>
        <message>
            <source>Health</source>
            <translation>Zustand</translation>
        </message>
        <message>
            <source>Health (SMART)</source>
            <translation>Zustand (SMART)</translation>
        </message>
        <message>
            <source>I/O scheduler</source>
            <translation>I/O-Scheduler</translation>
        </message>
        <message>
            <source>Media errors</source>
            <translation>Medienfehler</translation>
        </message>
        <message>
            <source>PCIe link</source>
            <translation>PCIe-Verbindung</translation>
        </message>
        <message>
            <source>Partition alignment</source>
            <translation>Partitionsausrichtung</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Stromversorgung</translation>
        </message>
        <message>
            <source>Power plan</source>
            <translation>Energiesparplan</translation>
        </message>
        <message>
            <source>Readahead</source>
            <translation>Readahead</translation>
        </message>
        <message>
            <source>Spare blocks</source>
            <translation>Ersatzblöcke</translation>
        </message>
        <message>
            <source>TRIM</source>
            <translation>TRIM</translation>
        </message>
        <message>
            <source>TRIM/discard</source>
            <translation>TRIM/Discard</translation>
        </message>
        <message>
            <source>Temperature</source>
            <translation>Temperatur</translation>
        </message>
        <message>
            <source>Thermal throttling (lifetime)</source>
            <translation>Thermische Drosselung (gesamte Lebensdauer)</translation>
        </message>
        <message>
            <source>Uncorrected errors</source>
            <translation>Nicht korrigierte Fehler</translation>
        </message>
        <message>
            <source>Wear</source>
            <translation>Verschleiß</translation>
        </message>
        <message>
            <source>Windows health</source>
            <translation>Windows-Zustand</translation>
        </message>
        <message>
            <source>Write cache</source>
            <translation>Schreibcache</translation>
        </message>
    </context>
    <context>
        <name>glossary</name>
        <message>
            <source>queue depth (Q, QD, fio iodepth): how many I/Os each thread keeps in flight at once; Q1 waits for each I/O before the next, Q32 keeps 32 going</source>
            <translation>Warteschlangentiefe (Q, QD, fio iodepth): wie viele I/Os jeder Thread gleichzeitig ausstehend hält; Q1 wartet vor der nächsten I/O auf jede, Q32 hält 32 gleichzeitig am Laufen</translation>
        </message>
        <message>
            <source>threads (T, fio numjobs): how many jobs issue I/O side by side, each with its own queue; T4 at Q32 keeps up to 128 I/Os in flight. fio runs them as processes unless 'jobs as threads' is on</source>
            <translation>Threads (T, fio numjobs): wie viele Jobs nebeneinander I/O absetzen, jeder mit eigener Warteschlange; T4 bei Q32 hält bis zu 128 I/Os ausstehend. fio führt sie als Prozesse aus, außer „Jobs als Threads“ ist an</translation>
        </message>
        <message>
            <source>ramp (fio ss_ramp): seconds run before the steady-state check starts watching, so the start-up burst (caches filling, the drive waking) is not judged</source>
            <translation>Anlaufzeit (fio ss_ramp): Sekunden Laufzeit, bevor die Steady-State-Prüfung beginnt, damit der Startschub (Caches füllen sich, das Laufwerk wacht auf) nicht bewertet wird</translation>
        </message>
        <message>
            <source>window (fio ss_dur): the seconds over which the figure must hold within the limit; the job stops as soon as it does</source>
            <translation>Fenster (fio ss_dur): die Sekunden, über die der Wert innerhalb der Grenze bleiben muss; der Job endet, sobald er das tut</translation>
        </message>
        <message>
            <source>limit (fio steadystate=mode:limit): iops and bw stop once every figure in the window is within the limit of the window's mean (10% or an absolute value); iops_slope and bw_slope once the slope of the least-squares line through them falls below it</source>
            <translation>Grenze (fio steadystate=mode:limit): iops und bw enden, sobald jeder Wert im Fenster innerhalb der Grenze um den Mittelwert des Fensters liegt (10% oder ein absoluter Wert); iops_slope und bw_slope, sobald die Steigung der Ausgleichsgeraden durch die Werte darunter fällt</translation>
        </message>
        <message>
            <source>steady state (SNIA PTS): a test is repeated in rounds until its tracked figure stops changing: over the measurement window of five rounds the spread stays within 20 % of their average and the fitted line's rise stays within 10 %</source>
            <translation>Steady State (SNIA PTS): ein Test wird in Runden wiederholt, bis sich sein beobachteter Wert nicht mehr ändert: über das Messfenster von fünf Runden bleibt die Spanne innerhalb von 20 % ihres Mittelwerts und der Anstieg der Ausgleichsgeraden innerhalb von 10 %</translation>
        </message>
        <message>
            <source>measurement window: the last five rounds, which the steady-state verdict is taken over</source>
            <translation>Messfenster: die letzten fünf Runden, über die das Steady-State-Urteil gefällt wird</translation>
        </message>
        <message>
            <source>excursion (data excursion): the window's highest minus its lowest figure; steady needs it within 20 % of the window's average</source>
            <translation>Ausschlag (Data Excursion): höchster minus niedrigster Wert im Fenster; für Steady State muss er innerhalb von 20 % des Fenstermittels liegen</translation>
        </message>
        <message>
            <source>slope: of the least-squares line through the window's figures; slope × (window − 1) is how much the line rises or falls across the window, and steady needs it within 10 % of the average</source>
            <translation>Steigung: der Ausgleichsgeraden durch die Werte des Fensters; Steigung × (Fenster − 1) ist, wie stark die Gerade über das Fenster steigt oder fällt, und für Steady State muss das innerhalb von 10 % des Mittelwerts liegen</translation>
        </message>
        <message>
            <source>mixed: reads and writes at once, each I/O a read or a write drawn in the share given (fio rw=randrw or rw, rwmixread); the Read cell shows the reads' part, the Write cell the writes'</source>
            <translation>gemischt: Lese- und Schreibvorgänge gleichzeitig, jede I/O ein Lese- oder Schreibvorgang im angegebenen Anteil (fio rw=randrw oder rw, rwmixread); die Zelle Lesen zeigt den Anteil der Lesevorgänge, die Zelle Schreiben den der Schreibvorgänge</translation>
        </message>
        <message>
            <source>%1 bytes</source>
            <translation>%1 Byte</translation>
        </message>
        <message>
            <source>; R%1W%2: %3 (%1 % reads, %2 % writes)</source>
            <translation>; R%1W%2: %3 (%1 % Lesen, %2 % Schreiben)</translation>
        </message>
        <message>
            <source>sequential I/O in %1 blocks; </source>
            <translation>sequenzielle I/O in Blöcken zu %1; </translation>
        </message>
        <message>
            <source>random I/O in %1 blocks; </source>
            <translation>zufällige I/O in Blöcken zu %1; </translation>
        </message>
        <message>
            <source>Q%1: queue depth %1 (I/Os each thread keeps in flight); </source>
            <translation>Q%1: Warteschlangentiefe %1 (ausstehende I/Os je Thread); </translation>
        </message>
        <message numerus="yes">
            <source>T%1: %n thread(s) (fio numjobs)</source>
            <translation>
                <numerusform>T%1: %n Thread (fio numjobs)</numerusform>
                <numerusform>T%1: %n Threads (fio numjobs)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>QD%1 × %2: queue depth %1 on each of %n thread(s)</source>
            <translation>
                <numerusform>QD%1 × %2: Warteschlangentiefe %1 in %n Thread</numerusform>
                <numerusform>QD%1 × %2: Warteschlangentiefe %1 in jedem der %n Threads</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>graphs</name>
        <message>
            <source>lat.</source>
            <translation>Lat.</translation>
        </message>
        <message>
            <source>time</source>
            <translation>Zeit</translation>
        </message>
        <message>
            <source>+%1 more in the list</source>
            <translation>+%1 weitere in der Liste</translation>
        </message>
        <message>
            <source>Curves</source>
            <translation>Kurven</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Alle</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Keine</translation>
        </message>
        <message>
            <source>show every thread curve (the total stays)</source>
            <translation>alle Thread-Kurven zeigen (die Summe bleibt)</translation>
        </message>
        <message>
            <source>hide every thread curve (the total stays)</source>
            <translation>alle Thread-Kurven ausblenden (die Summe bleibt)</translation>
        </message>
        <message>
            <source>%1: click the box to show or hide it; hover to highlight it</source>
            <translation>%1: Kästchen anklicken, um die Kurve zu zeigen oder auszublenden; darüberfahren, um sie hervorzuheben</translation>
        </message>
        <message>
            <source>; hidden, the plots scale to the threads</source>
            <translation>; ausgeblendet skalieren die Diagramme auf die Threads</translation>
        </message>
        <message>
            <source>the list of curves: show or hide each thread</source>
            <translation>die Liste der Kurven: jeden Thread zeigen oder ausblenden</translation>
        </message>
        <message>
            <source>total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <source>thread %1</source>
            <translation>Thread %1</translation>
        </message>
        <message>
            <source>total %1</source>
            <translation>Summe %1</translation>
        </message>
        <message numerus="yes">
            <source>%n thread(s)</source>
            <translation>
                <numerusform>%n Thread</numerusform>
                <numerusform>%n Threads</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n thread(s), IOPS min %1 · median %2 · max %3 (each in the tooltip)</source>
            <translation>
                <numerusform>%n Thread, IOPS min. %1 · Median %2 · max. %3 (jeder im Tooltip)</numerusform>
                <numerusform>%n Threads, IOPS min. %1 · Median %2 · max. %3 (jeder im Tooltip)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>marks</name>
        <message>
            <source>RAM: measured RAM (the page cache), not the disk</source>
            <translation>RAM: hat den Arbeitsspeicher (Page-Cache) gemessen, nicht den Datenträger</translation>
        </message>
        <message>
            <source>CPU: host-bound: a CPU figure, not the drive's</source>
            <translation>CPU: vom Host begrenzt: ein Wert der CPU, nicht des Laufwerks</translation>
        </message>
        <message>
            <source>RATE: held at the job's own rate limit</source>
            <translation>RATE: durch das eigene Ratenlimit des Jobs begrenzt</translation>
        </message>
        <message>
            <source>HOT: the drive throttled (heat)</source>
            <translation>HOT: das Laufwerk hat gedrosselt (Hitze)</translation>
        </message>
        <message>
            <source>!: believe with care: see the test's verdict</source>
            <translation>!: mit Vorsicht genießen: siehe das Urteil des Tests</translation>
        </message>
    </context>
    <context>
        <name>presets</name>
        <message>
            <source>Default</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>NVMe SSD</source>
            <translation>NVMe SSD</translation>
        </message>
        <message>
            <source>Real World</source>
            <translation>Real World</translation>
        </message>
        <message>
            <source>Peak</source>
            <translation>Peak</translation>
        </message>
        <message>
            <source>Read + write</source>
            <translation>Lesen + Schreiben</translation>
        </message>
        <message>
            <source>Read</source>
            <translation>Lesen</translation>
        </message>
        <message>
            <source>Write</source>
            <translation>Schreiben</translation>
        </message>
        <message>
            <source>Mixed only</source>
            <translation>Nur gemischt</translation>
        </message>
        <message>
            <source>Read + write + mixed</source>
            <translation>Lesen + Schreiben + gemischt</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Zufällig</translation>
        </message>
        <message>
            <source>All 0x00</source>
            <translation>Alles 0x00</translation>
        </message>
    </context>
    <context>
        <name>snapshot</name>
        <message>
            <source>fio not found</source>
            <translation>fio nicht gefunden</translation>
        </message>
        <message>
            <source>target %1 · not run yet</source>
            <translation>Ziel %1 · noch nicht ausgeführt</translation>
        </message>
        <message>
            <source>Marks:</source>
            <translation>Markierungen:</translation>
        </message>
        <message>
            <source>saved %1x%2 picture to %3</source>
            <translation>Bild mit %1x%2 unter %3 gespeichert</translation>
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
            <translation>%1 beginnt bei %2 (Sektor %3), auf 1 MiB ausgerichtet</translation>
        </message>
        <message>
            <source>a multiple of 1 MiB</source>
            <translation>ein Vielfaches von 1 MiB</translation>
        </message>
        <message>
            <source>%1 starts at %2 (sector %3)</source>
            <translation>%1 beginnt bei %2 (Sektor %3)</translation>
        </message>
        <message>
            <source>a multiple of %1 B, ideally of 1 MiB</source>
            <translation>ein Vielfaches von %1 B, am besten von 1 MiB</translation>
        </message>
        <message>
            <source>misaligned: every %1 B write spans two physical blocks (read-modify-write); recreate the partition at 1 MiB (sector 2048)</source>
            <translation>falsch ausgerichtet: jeder Schreibvorgang von %1 B überspannt zwei physische Blöcke (Read-Modify-Write); die Partition bei 1 MiB (Sektor 2048) neu anlegen</translation>
        </message>
        <message>
            <source>aligned to the %1 B block but not to 1 MiB: fine for most drives; RAID stripes and some SSDs' erase blocks want 1 MiB</source>
            <translation>auf den %1-B-Block ausgerichtet, aber nicht auf 1 MiB: für die meisten Laufwerke in Ordnung; RAID-Stripes und die Löschblöcke mancher SSDs verlangen 1 MiB</translation>
        </message>
        <message>
            <source>trained at %1, the drive supports %2</source>
            <translation>ausgehandelt mit %1, das Laufwerk kann %2</translation>
        </message>
        <message>
            <source>%1 (offered: %2)</source>
            <translation>%1 (angeboten: %2)</translation>
        </message>
        <message>
            <source>for repeatable results: %1 (as root), and back afterwards</source>
            <translation>für wiederholbare Ergebnisse: %1 (als root) und danach zurückstellen</translation>
        </message>
        <message>
            <source>%1 % busy, %2 MB/s, %3 IO/s over %4 s</source>
            <translation>%1 % ausgelastet, %2 MB/s, %3 IO/s über %4 s</translation>
        </message>
        <message>
            <source>the slot's port supports only %1: move the drive to a slot that supports %2 (CPU-attached M.2/PCIe)</source>
            <translation>der Port des Steckplatzes kann nur %1: das Laufwerk in einen Steckplatz mit %2 stecken (an der CPU angebundenes M.2/PCIe)</translation>
        </message>
        <message>
            <source>below what drive and slot support: reseat it, check the BIOS PCIe setting and any riser or adapter; some drives slow the link when idle, so read it again under load</source>
            <translation>unter dem, was Laufwerk und Steckplatz können: neu einstecken, die PCIe-Einstellung im BIOS und jeden Riser oder Adapter prüfen; manche Laufwerke verlangsamen die Verbindung im Leerlauf, also unter Last erneut lesen</translation>
        </message>
        <message>
            <source>%1 C (warning %2 C, critical %3 C)</source>
            <translation>%1 °C (Warnung %2 °C, kritisch %3 °C)</translation>
        </message>
        <message>
            <source>well below the warning temperature</source>
            <translation>deutlich unter der Warntemperatur</translation>
        </message>
        <message>
            <source>mains</source>
            <translation>Netzstrom</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>another process is using %1: results will be lower and noisier; stop it, or find it with iotop -o (doing storage I/O just now: %2)</source>
            <translation>ein anderer Prozess nutzt %1: die Ergebnisse werden niedriger und schwankender; ihn beenden oder mit iotop -o finden (gerade mit Speicher-I/O: %2)</translation>
        </message>
        <message>
            <source>another process is using %1: results will be lower and noisier; stop it, or find it with iotop -o or pidstat -d 1 (no process stood out: kernel writeback, or processes that came and went)</source>
            <translation>ein anderer Prozess nutzt %1: die Ergebnisse werden niedriger und schwankender; ihn beenden oder mit iotop -o oder pidstat -d 1 finden (kein Prozess fiel auf: Writeback des Kernels oder Prozesse, die kamen und gingen)</translation>
        </message>
        <message>
            <source>idle</source>
            <translation>im Leerlauf</translation>
        </message>
        <message>
            <source>%1 is not on a local block device (tmpfs, a network or FUSE filesystem)</source>
            <translation>%1 liegt auf keinem lokalen Blockgerät (tmpfs, ein Netzwerk- oder FUSE-Dateisystem)</translation>
        </message>
        <message>
            <source>%1 is on %2</source>
            <translation>%1 liegt auf %2</translation>
        </message>
        <message>
            <source>not an NVMe drive (%1)</source>
            <translation>kein NVMe-Laufwerk (%1)</translation>
        </message>
        <message>
            <source>not readable</source>
            <translation>nicht lesbar</translation>
        </message>
        <message>
            <source>current_link_speed/width of its PCI device</source>
            <translation>current_link_speed/width seines PCI-Geräts</translation>
        </message>
        <message>
            <source>the controller's PCI device shows no link attributes (a virtual or fabrics-attached NVMe)</source>
            <translation>das PCI-Gerät des Controllers zeigt keine Verbindungsattribute (ein virtuelles oder über Fabrics angebundenes NVMe)</translation>
        </message>
        <message>
            <source>%1 (the drive's maximum: %2)</source>
            <translation>%1 (Maximum des Laufwerks: %2)</translation>
        </message>
        <message>
            <source>the kernel reports the link speed as unknown</source>
            <translation>der Kernel meldet die Verbindungsgeschwindigkeit als unbekannt</translation>
        </message>
        <message>
            <source>%1, the drive's maximum</source>
            <translation>%1, das Maximum des Laufwerks</translation>
        </message>
        <message>
            <source>%1 C (warning %2 C)</source>
            <translation>%1 °C (Warnung %2 °C)</translation>
        </message>
        <message>
            <source>the drive starts the run near its warning temperature: it will throttle; add airflow or a heatsink, or let it cool</source>
            <translation>das Laufwerk beginnt den Lauf nahe seiner Warntemperatur: es wird drosseln; für Luftstrom oder einen Kühlkörper sorgen oder es abkühlen lassen</translation>
        </message>
        <message>
            <source>%1 media and data integrity errors</source>
            <translation>%1 Medien- und Datenintegritätsfehler</translation>
        </message>
        <message>
            <source>cannot tell</source>
            <translation>nicht feststellbar</translation>
        </message>
        <message>
            <source>mains (no battery)</source>
            <translation>Netzstrom (kein Akku)</translation>
        </message>
        <message>
            <source>plug in: on battery most laptops cap the CPU and the drive's power state, and results drop</source>
            <translation>Netzteil anschließen: im Akkubetrieb begrenzen die meisten Laptops die CPU und den Energiezustand des Laufwerks, und die Ergebnisse sinken</translation>
        </message>
        <message>
            <source>mains, battery (%1 %)</source>
            <translation>Netzstrom, Akku (%1 %)</translation>
        </message>
        <message>
            <source>mains, battery</source>
            <translation>Netzstrom, Akku</translation>
        </message>
        <message>
            <source>battery (%1 %), mains unknown</source>
            <translation>Akku (%1 %), Netzstrom unbekannt</translation>
        </message>
        <message>
            <source>battery, mains unknown</source>
            <translation>Akku, Netzstrom unbekannt</translation>
        </message>
        <message>
            <source>no cpufreq (a VM, or a fixed clock)</source>
            <translation>kein cpufreq (eine VM oder ein fester Takt)</translation>
        </message>
        <message>
            <source>powersave keeps clocks low for short I/O bursts, raising latency at low queue depths; %1</source>
            <translation>powersave hält den Takt bei kurzen I/O-Schüben niedrig und erhöht so die Latenz bei geringer Warteschlangentiefe; %1</translation>
        </message>
        <message>
            <source>cannot read its counters</source>
            <translation>seine Zähler sind nicht lesbar</translation>
        </message>
        <message>
            <source>%1 (%2, %3)</source>
            <translation>%1 (%2, %3)</translation>
        </message>
        <message>
            <source>through %1</source>
            <translation>über %1</translation>
        </message>
        <message>
            <source>also on %1 (only the first disk is read)</source>
            <translation>auch auf %1 (nur der erste Datenträger wird gelesen)</translation>
        </message>
        <message>
            <source>not reported</source>
            <translation>nicht gemeldet</translation>
        </message>
        <message>
            <source>bfq costs much CPU per I/O and caps a fast NVMe drive: %1 (as root; back at reboot)</source>
            <translation>bfq kostet viel CPU je I/O und bremst ein schnelles NVMe-Laufwerk: %1 (als root; nach einem Neustart wieder zurück)</translation>
        </message>
        <message>
            <source>an NVMe drive needs no scheduler: %1 (as root; back at reboot)</source>
            <translation>ein NVMe-Laufwerk braucht keinen Scheduler: %1 (als root; nach einem Neustart wieder zurück)</translation>
        </message>
        <message>
            <source>%1 KiB</source>
            <translation>%1 KiB</translation>
        </message>
        <message>
            <source>128 KiB (the kernel's default); only buffered reads use it</source>
            <translation>128 KiB (Standard des Kernels); nur gepufferte Lesevorgänge nutzen ihn</translation>
        </message>
        <message>
            <source>logical %1 B, physical %2 B</source>
            <translation>logisch %1 B, physisch %2 B</translation>
        </message>
        <message>
            <source>tests with blocks of at least %1 B</source>
            <translation>Tests mit Blöcken von mindestens %1 B</translation>
        </message>
        <message>
            <source>%1 C (critical %2 C)</source>
            <translation>%1 °C (kritisch %2 °C)</translation>
        </message>
        <message>
            <source>%1 C</source>
            <translation>%1 °C</translation>
        </message>
        <message>
            <source>no SMART on a %1 device</source>
            <translation>kein SMART auf einem %1-Gerät</translation>
        </message>
        <message>
            <source>smartctl's report</source>
            <translation>der Bericht von smartctl</translation>
        </message>
        <message>
            <source>FAILING (the drive's own verdict)</source>
            <translation>FEHLERHAFT (Urteil des Laufwerks selbst)</translation>
        </message>
        <message>
            <source>the drive predicts its failure: back it up now and replace it</source>
            <translation>das Laufwerk sagt seinen Ausfall voraus: jetzt sichern und ersetzen</translation>
        </message>
        <message>
            <source>%1 % of rated endurance used</source>
            <translation>%1 % der spezifizierten Lebensdauer verbraucht</translation>
        </message>
        <message>
            <source>below 80 %</source>
            <translation>unter 80 %</translation>
        </message>
        <message>
            <source>%1 % (threshold %2 %)</source>
            <translation>%1 % (Schwelle %2 %)</translation>
        </message>
        <message>
            <source>above %1 %</source>
            <translation>über %1 %</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>%1 min above warning temperature</source>
            <translation>%1 min über der Warntemperatur</translation>
        </message>
        <message>
            <source>%1 min above critical</source>
            <translation>%1 min über der kritischen</translation>
        </message>
        <message>
            <source>%1 thermal slow-downs (%2 s)</source>
            <translation>%1 thermische Drosselungen (%2 s)</translation>
        </message>
        <message>
            <source>0 minutes</source>
            <translation>0 Minuten</translation>
        </message>
        <message>
            <source>on battery (%1 %)</source>
            <translation>im Akkubetrieb (%1 %)</translation>
        </message>
        <message>
            <source>on battery</source>
            <translation>im Akkubetrieb</translation>
        </message>
        <message>
            <source>%1 on %2 CPUs</source>
            <translation>%1 auf %2 CPUs</translation>
        </message>
        <message>
            <source>%1 on %2 CPU</source>
            <translation>%1 auf %2 CPU</translation>
        </message>
        <message>
            <source>%1 pid %2 %3 MB/s</source>
            <translation>%1 PID %2 %3 MB/s</translation>
        </message>
        <message>
            <source>a local disk</source>
            <translation>ein lokaler Datenträger</translation>
        </message>
        <message>
            <source>nothing of a drive to read: the figures are the filesystem's</source>
            <translation>kein Laufwerk zu lesen: die Werte sind die des Dateisystems</translation>
        </message>
        <message>
            <source>write back (a volatile cache is on)</source>
            <translation>Write-back (ein flüchtiger Cache ist an)</translation>
        </message>
        <message>
            <source>write back (write through on power-loss-protected drives)</source>
            <translation>Write-back (Write-through bei Laufwerken mit Stromausfallschutz)</translation>
        </message>
        <message>
            <source>%1 (no volatile cache)</source>
            <translation>%1 (kein flüchtiger Cache)</translation>
        </message>
        <message>
            <source>write back</source>
            <translation>Write-back</translation>
        </message>
        <message>
            <source>normal for a power-loss-protected drive; on a consumer drive its cache is off and writes are slow: %1</source>
            <translation>normal bei einem Laufwerk mit Stromausfallschutz; bei einem Consumer-Laufwerk ist sein Cache aus und Schreiben ist langsam: %1</translation>
        </message>
        <message>
            <source>supported (up to %1 per request)</source>
            <translation>unterstützt (bis zu %1 je Anforderung)</translation>
        </message>
        <message>
            <source>supported</source>
            <translation>unterstützt</translation>
        </message>
        <message>
            <source>%1 tells why</source>
            <translation>%1 sagt, warum</translation>
        </message>
        <message>
            <source>no overall verdict</source>
            <translation>kein Gesamturteil</translation>
        </message>
        <message>
            <source>near or past its rated endurance: writes slow down and errors become likely; back it up and plan a replacement</source>
            <translation>nahe an oder jenseits der spezifizierten Lebensdauer: Schreiben wird langsamer und Fehler werden wahrscheinlich; sichern und einen Ersatz einplanen</translation>
        </message>
        <message>
            <source>spare blocks are used up: the drive may turn read-only; back it up</source>
            <translation>die Ersatzblöcke sind aufgebraucht: das Laufwerk kann schreibgeschützt werden; sichern</translation>
        </message>
        <message>
            <source>the drive has lost or remapped data: back it up, run its long self-test (smartctl -t long)</source>
            <translation>das Laufwerk hat Daten verloren oder umgelagert: sichern und seinen langen Selbsttest ausführen (smartctl -t long)</translation>
        </message>
        <message>
            <source>the drive raises a critical warning: read smartctl -a and back it up</source>
            <translation>das Laufwerk meldet eine kritische Warnung: smartctl -a lesen und sichern</translation>
        </message>
        <message>
            <source>this drive has run hot before: during long writes it may throttle; check its cooling (heatsink, airflow)</source>
            <translation>dieses Laufwerk war schon zu heiß: bei langen Schreibvorgängen kann es drosseln; seine Kühlung prüfen (Kühlkörper, Luftstrom)</translation>
        </message>
        <message>
            <source>not supported</source>
            <translation>nicht unterstützt</translation>
        </message>
        <message>
            <source>not needed on a spinning disk</source>
            <translation>auf einer Festplatte nicht nötig</translation>
        </message>
        <message>
            <source>not supported on this path</source>
            <translation>auf diesem Weg nicht unterstützt</translation>
        </message>
        <message>
            <source>TRIM does not reach the drive (a USB bridge without UNMAP, dm-crypt without allow_discards...): an SSD without TRIM slows down as it fills</source>
            <translation>TRIM erreicht das Laufwerk nicht (eine USB-Bridge ohne UNMAP, dm-crypt ohne allow_discards ...): eine SSD ohne TRIM wird langsamer, je voller sie wird</translation>
        </message>
        <message>
            <source>mq-deadline or bfq</source>
            <translation>mq-deadline oder bfq</translation>
        </message>
        <message>
            <source>none or mq-deadline</source>
            <translation>none oder mq-deadline</translation>
        </message>
        <message>
            <source>no readahead: buffered sequential reads go to the device in small requests</source>
            <translation>kein Readahead: gepufferte sequenzielle Lesevorgänge gehen in kleinen Anforderungen an das Gerät</translation>
        </message>
        <message>
            <source>a large readahead inflates buffered sequential reads and wastes I/O on buffered random reads; direct I/O is unaffected (the Page cache page's Readahead sets it for the runs)</source>
            <translation>ein großes Readahead bläht gepufferte sequenzielle Lesevorgänge auf und verschwendet I/O bei gepufferten zufälligen Lesevorgängen; Direct I/O ist nicht betroffen (Readahead auf der Seite Page-Cache stellt ihn für die Läufe ein)</translation>
        </message>
        <message>
            <source>no partition: the filesystem is on the whole device</source>
            <translation>keine Partition: das Dateisystem liegt auf dem ganzen Gerät</translation>
        </message>
        <message>
            <source>a spinning disk gains from request sorting: %1</source>
            <translation>eine Festplatte profitiert vom Sortieren der Anforderungen: %1</translation>
        </message>
        <message>
            <source>bfq costs CPU per I/O on an SSD: %1 (as root; back at reboot)</source>
            <translation>bfq kostet auf einer SSD CPU je I/O: %1 (als root; nach einem Neustart wieder zurück)</translation>
        </message>
        <message>
            <source>it holds the running system (/, /boot, /usr or active swap)</source>
            <translation>es enthält das laufende System (/, /boot, /usr oder aktiven Swap)</translation>
        </message>
        <message>
            <source>it is mounted at %1</source>
            <translation>es ist eingehängt unter %1</translation>
        </message>
        <message>
            <source>it is in use as swap</source>
            <translation>es wird als Swap benutzt</translation>
        </message>
        <message>
            <source>it is held by %1 (LVM, dm-crypt or md)</source>
            <translation>es wird von %1 belegt (LVM, dm-crypt oder md)</translation>
        </message>
        <message>
            <source>the device is read-only</source>
            <translation>das Gerät ist schreibgeschützt</translation>
        </message>
        <message>
            <source>device %1 does not exist</source>
            <translation>Gerät %1 existiert nicht</translation>
        </message>
        <message>
            <source>refusing to write to %1: %2</source>
            <translation>Schreiben auf %1 verweigert: %2</translation>
        </message>
        <message>
            <source>confirmation %1 does not name %2</source>
            <translation>die Bestätigung %1 nennt nicht %2</translation>
        </message>
        <message>
            <source>the token for this device is %1</source>
            <translation>die Bestätigung für dieses Gerät lautet %1</translation>
        </message>
        <message>
            <source>%1 is a partition of %2</source>
            <translation>%1 ist eine Partition von %2</translation>
        </message>
        <message>
            <source>test the whole device %1, or a directory on the mounted partition</source>
            <translation>das ganze Gerät %1 testen oder ein Verzeichnis auf der eingehängten Partition</translation>
        </message>
        <message>
            <source>give %1 %2</source>
            <translation>%1 %2 angeben</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>eine ganze Zahl</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>eine Zahl</translation>
        </message>
        <message>
            <source>more than %1 and at most %2</source>
            <translation>größer als %1 und höchstens %2</translation>
        </message>
        <message>
            <source>from %1 to %2</source>
            <translation>von %1 bis %2</translation>
        </message>
        <message>
            <source>cannot read size %1</source>
            <translation>Größe %1 nicht lesbar</translation>
        </message>
        <message>
            <source>use e.g. 512MiB, 1GiB, 4k or 1GB</source>
            <translation>z. B. 512MiB, 1GiB, 4k oder 1GB verwenden</translation>
        </message>
        <message>
            <source>size %1 is absurdly large</source>
            <translation>Größe %1 ist absurd groß</translation>
        </message>
        <message>
            <source>no disk holds more than 1 EiB</source>
            <translation>kein Datenträger fasst mehr als 1 EiB</translation>
        </message>
        <message>
            <source>size %1 must be larger than zero</source>
            <translation>Größe %1 muss größer als null sein</translation>
        </message>
        <message>
            <source>cannot read duration %1</source>
            <translation>Dauer %1 nicht lesbar</translation>
        </message>
        <message>
            <source>use e.g. 5, 30s, 2m</source>
            <translation>z. B. 5, 30s, 2m verwenden</translation>
        </message>
        <message>
            <source>duration %1 is longer than a year</source>
            <translation>Dauer %1 ist länger als ein Jahr</translation>
        </message>
        <message>
            <source>use e.g. 5, 30s, 2m or 12h</source>
            <translation>z. B. 5, 30s, 2m oder 12h verwenden</translation>
        </message>
        <message>
            <source>duration %1 must be larger than zero</source>
            <translation>Dauer %1 muss größer als null sein</translation>
        </message>
        <message>
            <source>duration %1 is shorter than a millisecond</source>
            <translation>Dauer %1 ist kürzer als eine Millisekunde</translation>
        </message>
        <message>
            <source>fio counts time in milliseconds</source>
            <translation>fio zählt die Zeit in Millisekunden</translation>
        </message>
        <message>
            <source>%1 is not a finite number</source>
            <translation>%1 ist keine endliche Zahl</translation>
        </message>
        <message>
            <source>%1 is out of range</source>
            <translation>%1 liegt außerhalb des Bereichs</translation>
        </message>
        <message>
            <source>%1 is not a whole number</source>
            <translation>%1 ist keine ganze Zahl</translation>
        </message>
        <message>
            <source>%1 is not a number</source>
            <translation>%1 ist keine Zahl</translation>
        </message>
        <message>
            <source>install smartmontools (%1; dnf or pacman: smartmontools)</source>
            <translation>smartmontools installieren (%1; dnf oder pacman: smartmontools)</translation>
        </message>
        <message>
            <source>smartctl is not installed</source>
            <translation>smartctl ist nicht installiert</translation>
        </message>
        <message>
            <source>smartctl printed no JSON (exit %1)</source>
            <translation>smartctl gab kein JSON aus (Exit-Code %1)</translation>
        </message>
        <message>
            <source>smartctl %1 or later is needed for %2</source>
            <translation>für %2 wird smartctl %1 oder neuer gebraucht</translation>
        </message>
        <message>
            <source>run as root (sudo) to read SMART data</source>
            <translation>als root (sudo) ausführen, um die SMART-Daten zu lesen</translation>
        </message>
        <message>
            <source>smartctl did not answer within %1 s</source>
            <translation>smartctl hat nicht innerhalb von %1 s geantwortet</translation>
        </message>
        <message>
            <source>cannot run smartctl: %1</source>
            <translation>smartctl lässt sich nicht ausführen: %1</translation>
        </message>
        <message>
            <source>the disk is asleep; read it after it spins up</source>
            <translation>der Datenträger schläft; nach dem Anlaufen erneut lesen</translation>
        </message>
    </context>
</TS>
