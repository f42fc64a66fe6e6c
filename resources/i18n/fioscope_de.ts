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
            <translation>Dirty-Seiten</translation>
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
        <message>
            <source>readahead values (KiB)</source>
            <translation>Readahead-Werte (KiB)</translation>
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
        <message>
            <source>raw devices on fio servers: from the command line (%1), with its data-loss confirmation</source>
            <translation>Rohgeräte auf fio-Servern: über die Befehlszeile (%1), mit deren Bestätigung des Datenverlusts</translation>
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
        <name>List</name>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>; </source>
            <translation>; </translation>
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
        <name>Phase</name>
        <message numerus="yes">
            <source>%n client(s)</source>
            <translation>
                <numerusform>%n Client</numerusform>
                <numerusform>%n Clients</numerusform>
            </translation>
        </message>
        <message>
            <source>warm-up</source>
            <translation>Aufwärmlauf</translation>
        </message>
        <message>
            <source>loop %1</source>
            <translation>Durchlauf %1</translation>
        </message>
        <message>
            <source>pass %1</source>
            <translation>Durchgang %1</translation>
        </message>
        <message>
            <source>pass %1 after %2 s idle</source>
            <translation>Durchgang %1 nach %2 s Leerlauf</translation>
        </message>
        <message>
            <source>%1 wait %2 s</source>
            <translation>%1 Warten %2 s</translation>
        </message>
        <message>
            <source>%1 baseline after %2 s</source>
            <translation>%1 Basislinie nach %2 s</translation>
        </message>
        <message>
            <source>%1 segment %2 %3 %4 writes</source>
            <translation>%1 Abschnitt %2: %3-%4-Schreiben</translation>
        </message>
        <message>
            <source>%1 histogram %2</source>
            <translation>%1 Histogramm %2</translation>
        </message>
        <message>
            <source>%1 pre-write %2</source>
            <translation>%1 Vorab-Schreiben %2</translation>
        </message>
        <message>
            <source>%1 round %2</source>
            <translation>%1 Runde %2</translation>
        </message>
        <message>
            <source>%1 purge</source>
            <translation>%1 Purge</translation>
        </message>
        <message>
            <source>%1 precondition</source>
            <translation>%1 Vorkonditionierung</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
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
        <message>
            <source>process counts</source>
            <translation>Prozesszahlen</translation>
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
            <source>running</source>
            <translation>läuft</translation>
        </message>
        <message>
            <source>done</source>
            <translation>fertig</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>abgebrochen</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>fehlgeschlagen</translation>
        </message>
        <message>
            <source>partial</source>
            <translation>unvollständig</translation>
        </message>
        <message>
            <source>%1, log scale)</source>
            <translation>%1, logarithmisch)</translation>
        </message>
        <message>
            <source>%1 (log scale)</source>
            <translation>%1 (logarithmisch)</translation>
        </message>
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
        <message>
            <source>&lt;b&gt;SNIA PTS&lt;/b&gt;, %1 (%2): %3</source>
            <translation>&lt;b&gt;SNIA PTS&lt;/b&gt;, %1 (%2): %3</translation>
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
            <source>fio's status interval: one point per thread per interval. auto: 1 s, longer for a test with so many threads that fio's reports every second would slow it (64 threads on 2 CPUs: 7 s)</source>
            <translation>fios Statusintervall: ein Punkt je Thread und Intervall. automatisch: 1 s, länger bei einem Test mit so vielen Threads, dass fios sekündliche Berichte ihn bremsen würden (64 Threads auf 2 CPUs: 7 s)</translation>
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
        <name>RemotePlan</name>
        <message>
            <source>client counts</source>
            <translation>Client-Anzahlen</translation>
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
            <source>%1 (%2: the median loop's)</source>
            <translation>%1 (%2: die des mittleren Durchlaufs)</translation>
        </message>
        <message numerus="yes">
            <source>all %n loops: %1</source>
            <translation>
                <numerusform>%n Durchlauf: %1</numerusform>
                <numerusform>alle %n Durchläufe: %1</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
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
            <source>no fio to run</source>
            <translation>kein fio zum Ausführen</translation>
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
            <source>no test %1 in the %2 set</source>
            <translation>kein Test %1 in der Reihe %2</translation>
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
            <source>cannot drop caches: %1</source>
            <translation>Caches können nicht geleert werden: %1</translation>
        </message>
        <message>
            <source>run Fioscope with the privilege to do so, or use direct I/O</source>
            <translation>Fioscope mit der Berechtigung dazu ausführen oder Direct I/O verwenden</translation>
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
        <message>
            <source>tracked figure</source>
            <translation>beobachteter Wert</translation>
        </message>
        <message>
            <source>average ± 10 %</source>
            <translation>Mittelwert ± 10 %</translation>
        </message>
        <message>
            <source>average ± 20 %</source>
            <translation>Mittelwert ± 20 %</translation>
        </message>
        <message>
            <source>window average</source>
            <translation>Fenstermittel</translation>
        </message>
        <message>
            <source>fit line</source>
            <translation>Ausgleichsgerade</translation>
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
            <source>running</source>
            <translation>läuft</translation>
        </message>
        <message>
            <source>done</source>
            <translation>fertig</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>abgebrochen</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>fehlgeschlagen</translation>
        </message>
        <message>
            <source>partial</source>
            <translation>unvollständig</translation>
        </message>
        <message>
            <source>showing run %1: %2 · %3 · %4</source>
            <translation>Lauf %1 angezeigt: %2 · %3 · %4</translation>
        </message>
        <message>
            <source>comparing runs %1 against run %2</source>
            <translation>Läufe %1 im Vergleich mit Lauf %2</translation>
        </message>
        <message>
            <source>a run is in progress: past runs are shown when it has finished</source>
            <translation>ein Lauf ist im Gang: frühere Läufe werden gezeigt, wenn er beendet ist</translation>
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
        <message>
            <source>available spare below threshold</source>
            <translation>Ersatzblöcke unter dem Schwellwert</translation>
        </message>
        <message>
            <source>temperature above or below threshold</source>
            <translation>Temperatur über oder unter dem Schwellwert</translation>
        </message>
        <message>
            <source>NVM subsystem reliability degraded</source>
            <translation>Zuverlässigkeit des NVM-Subsystems beeinträchtigt</translation>
        </message>
        <message>
            <source>media placed in read-only mode</source>
            <translation>Medium in den Nur-Lese-Modus versetzt</translation>
        </message>
        <message>
            <source>volatile memory backup device failed</source>
            <translation>Sicherung des flüchtigen Speichers ausgefallen</translation>
        </message>
        <message>
            <source>persistent memory region read-only or unreliable</source>
            <translation>persistenter Speicherbereich nur lesbar oder unzuverlässig</translation>
        </message>
        <message>
            <source>reallocated sectors</source>
            <translation>umgelagerte Sektoren</translation>
        </message>
        <message>
            <source>reported uncorrectable errors</source>
            <translation>gemeldete nicht korrigierbare Fehler</translation>
        </message>
        <message>
            <source>pending sectors</source>
            <translation>schwebende Sektoren</translation>
        </message>
        <message>
            <source>offline uncorrectable sectors</source>
            <translation>offline nicht korrigierbare Sektoren</translation>
        </message>
        <message>
            <source>smartctl exit %1</source>
            <translation>smartctl-Exitcode %1</translation>
        </message>
        <message>
            <source>unknown warning bits %1</source>
            <translation>unbekannte Warnbits %1</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>High performance</source>
            <translation>Höchstleistung</translation>
        </message>
        <message>
            <source>Balanced</source>
            <translation>Ausbalanciert</translation>
        </message>
        <message>
            <source>Power saver</source>
            <translation>Energiesparmodus</translation>
        </message>
        <message>
            <source>Ultimate Performance</source>
            <translation>Ultimative Leistung</translation>
        </message>
        <message>
            <source>partition %1</source>
            <translation>Partition %1</translation>
        </message>
        <message>
            <source>disabled (%1)</source>
            <translation>aus (%1)</translation>
        </message>
        <message>
            <source>enabled</source>
            <translation>an</translation>
        </message>
        <message>
            <source>an SSD without TRIM slows down as it fills: %1</source>
            <translation>eine SSD ohne TRIM wird langsamer, je voller sie ist: %1</translation>
        </message>
        <message>
            <source>%1 needs Windows 10 / Server 2016 or later</source>
            <translation>%1 braucht Windows 10 / Server 2016 oder neuer</translation>
        </message>
        <message>
            <source>%1 (administrator)</source>
            <translation>%1 (Administrator)</translation>
        </message>
        <message>
            <source>enabled (%1)</source>
            <translation>an (%1)</translation>
        </message>
        <message>
            <source>custom</source>
            <translation>benutzerdefiniert</translation>
        </message>
        <message>
            <source>for repeatable results: %1 (%2)</source>
            <translation>für wiederholbare Ergebnisse: %1 (%2)</translation>
        </message>
        <message>
            <source>not read on Windows</source>
            <translation>unter Windows nicht gelesen</translation>
        </message>
        <message>
            <source>readable counters</source>
            <translation>lesbare Zähler</translation>
        </message>
        <message>
            <source>run an administrator PowerShell: %1</source>
            <translation>in einer PowerShell als Administrator ausführen: %1</translation>
        </message>
        <message>
            <source>well below the drive's maximum</source>
            <translation>deutlich unter dem Maximum des Laufwerks</translation>
        </message>
        <message>
            <source>%1 % of rated endurance</source>
            <translation>%1 % der Nenn-Lebensdauer</translation>
        </message>
        <message>
            <source>%1 read</source>
            <translation>%1 beim Lesen</translation>
        </message>
        <message>
            <source>%1 write</source>
            <translation>%1 beim Schreiben</translation>
        </message>
        <message>
            <source>none reported</source>
            <translation>keine gemeldet</translation>
        </message>
        <message>
            <source>the drive lost data it could not correct: back it up and check it with its vendor's tool</source>
            <translation>das Laufwerk hat Daten verloren, die es nicht korrigieren konnte: sichern Sie es und prüfen Sie es mit dem Werkzeug des Herstellers</translation>
        </message>
        <message>
            <source>Windows reports this disk as failing or degraded: back it up first</source>
            <translation>Windows meldet diesen Datenträger als fehlerhaft oder beeinträchtigt: zuerst sichern</translation>
        </message>
        <message>
            <source>bs of at least the physical block</source>
            <translation>bs mindestens so groß wie der physische Block</translation>
        </message>
        <message>
            <source>enabled, power protected</source>
            <translation>an, gegen Stromausfall geschützt</translation>
        </message>
        <message>
            <source>disabled, power protected</source>
            <translation>aus, gegen Stromausfall geschützt</translation>
        </message>
        <message>
            <source>disabled</source>
            <translation>aus</translation>
        </message>
        <message>
            <source>the drive's write cache is off: writes are much slower; Device Manager &gt; the disk &gt; Policies &gt; Enable write caching</source>
            <translation>der Schreib-Cache des Laufwerks ist aus: Schreiben ist viel langsamer; Geräte-Manager &gt; der Datenträger &gt; Richtlinien &gt; Schreibcache auf dem Gerät aktivieren</translation>
        </message>
        <message>
            <source>no single physical disk found for this target</source>
            <translation>kein einzelner physischer Datenträger für dieses Ziel gefunden</translation>
        </message>
        <message>
            <source>a spanned, Storage Spaces or network volume: give a drive on one disk</source>
            <translation>ein übergreifendes, Speicherplätze- oder Netzwerkvolume: ein Laufwerk auf einem Datenträger angeben</translation>
        </message>
        <message>
            <source>reliability counters not readable</source>
            <translation>Zuverlässigkeitszähler nicht lesbar</translation>
        </message>
        <message>
            <source>%1 C (TemperatureMax %2 C)</source>
            <translation>%1 C (TemperatureMax %2 C)</translation>
        </message>
        <message>
            <source>the drive is near its maximum before the run: cool it (airflow, heatsink) or results will show throttling</source>
            <translation>das Laufwerk ist schon vor dem Lauf nahe seinem Maximum: kühlen Sie es (Luftstrom, Kühlkörper), sonst zeigen die Ergebnisse Drosselung</translation>
        </message>
        <message>
            <source>near its rated endurance: expect slower writes; back up and plan a replacement</source>
            <translation>nahe der Nenn-Lebensdauer: langsameres Schreiben ist zu erwarten; sichern und einen Ersatz planen</translation>
        </message>
        <message>
            <source>writes smaller than %1 B make the drive read-modify-write</source>
            <translation>Schreibvorgänge kleiner als %1 B zwingen das Laufwerk zu Read-Modify-Write</translation>
        </message>
        <message>
            <source>the job file's directory %1 does not exist</source>
            <translation>das Verzeichnis %1 der Jobdatei existiert nicht</translation>
        </message>
        <message>
            <source>create it, or change the job file</source>
            <translation>es anlegen oder die Jobdatei ändern</translation>
        </message>
        <message>
            <source>the job file names %1, a directory the system runs from</source>
            <translation>die Jobdatei nennt %1, ein Verzeichnis, aus dem das System läuft</translation>
        </message>
        <message>
            <source>name a directory on the disk to test, e.g. its mount point</source>
            <translation>ein Verzeichnis auf dem zu testenden Datenträger nennen, z. B. seinen Einhängepunkt</translation>
        </message>
        <message>
            <source>the job file's directory %1 is on a read-only filesystem</source>
            <translation>das Verzeichnis %1 der Jobdatei liegt auf einem schreibgeschützten Dateisystem</translation>
        </message>
        <message>
            <source>the job file's directory %1 is not writable for you</source>
            <translation>das Verzeichnis %1 der Jobdatei ist für Sie nicht beschreibbar</translation>
        </message>
        <message>
            <source>a link</source>
            <translation>ein Link</translation>
        </message>
        <message>
            <source>not a regular file</source>
            <translation>keine reguläre Datei</translation>
        </message>
        <message>
            <source>the job file names %1, which is %2; Fioscope never writes through it</source>
            <translation>die Jobdatei nennt %1, und das ist %2; Fioscope schreibt nie darüber hinweg</translation>
        </message>
        <message>
            <source>the job file would overwrite %1 and %2 more, which already exist and are not the run's own</source>
            <translation>die Jobdatei würde %1 und %2 weitere überschreiben, die schon existieren und nicht dem Lauf gehören</translation>
        </message>
        <message>
            <source>the job file would overwrite %1, which already exists and is not the run's own</source>
            <translation>die Jobdatei würde %1 überschreiben, die schon existiert und nicht dem Lauf gehört</translation>
        </message>
        <message>
            <source>accept the files named in the job file's preview to write them in place, or change the names</source>
            <translation>die in der Vorschau der Jobdatei genannten Dateien annehmen, um sie an Ort und Stelle zu schreiben, oder die Namen ändern</translation>
        </message>
        <message>
            <source>Fioscope never lets a job write its own files (its history, its data directory); change the job file</source>
            <translation>Fioscope lässt keinen Job seine eigenen Dateien schreiben (seinen Verlauf, sein Datenverzeichnis); die Jobdatei ändern</translation>
        </message>
        <message>
            <source>the job file would write %1: %2</source>
            <translation>die Jobdatei würde %1 schreiben: %2</translation>
        </message>
        <message>
            <source>job %1: %2 would write %3: %4</source>
            <translation>Job %1: %2 würde %3 schreiben: %4</translation>
        </message>
        <message>
            <source>%1: exists; written in place and kept</source>
            <translation>%1: existiert; wird an Ort und Stelle geschrieben und behalten</translation>
        </message>
        <message>
            <source>%1: exists; read only</source>
            <translation>%1: existiert; wird nur gelesen</translation>
        </message>
        <message>
            <source>%1: made by the run (in its own directory there), removed afterwards</source>
            <translation>%1: vom Lauf angelegt (dort in seinem eigenen Verzeichnis), danach gelöscht</translation>
        </message>
        <message>
            <source>%1 file(s) named relatively: in the run's own directory in %2, removed afterwards</source>
            <translation>%1 relativ benannte Datei(en): im eigenen Verzeichnis des Laufs in %2, danach gelöscht</translation>
        </message>
        <message>
            <source>job %1 in %2: %3 needs a network, which a Fioscope run does not have</source>
            <translation>Job %1 in %2: %3 braucht ein Netzwerk, das ein Fioscope-Lauf nicht hat</translation>
        </message>
        <message>
            <source>fio runs in a namespace of its own without one; run this job file with bare fio</source>
            <translation>fio läuft in einem eigenen Namespace ohne Netzwerk; diese Jobdatei mit fio allein ausführen</translation>
        </message>
        <message>
            <source>job %1 in %2: %3 names a directory in the run's own directory, which is empty when fio starts</source>
            <translation>Job %1 in %2: %3 nennt ein Verzeichnis im eigenen Verzeichnis des Laufs, das beim Start von fio leer ist</translation>
        </message>
        <message>
            <source>give an absolute %1 (the job's files go there), or none (they go in the run's own directory)</source>
            <translation>ein absolutes %1 angeben (die Dateien des Jobs kommen dorthin) oder keines (sie kommen in das eigene Verzeichnis des Laufs)</translation>
        </message>
        <message>
            <source>job file %1: its name is not UTF-8, and Fioscope keeps job files' names as text in its history</source>
            <translation>Jobdatei %1: ihr Name ist kein UTF-8, und Fioscope speichert die Namen von Jobdateien als Text im Verlauf</translation>
        </message>
        <message>
            <source>rename it, or give a link to it with a UTF-8 name</source>
            <translation>sie umbenennen oder einen Link mit einem UTF-8-Namen darauf angeben</translation>
        </message>
        <message>
            <source>cannot read job file %1: %2</source>
            <translation>Jobdatei %1 nicht lesbar: %2</translation>
        </message>
        <message>
            <source>cannot read job file %1: it is not UTF-8 text (byte %2 at offset %3)</source>
            <translation>Jobdatei %1 nicht lesbar: sie ist kein UTF-8-Text (Byte %2 an Position %3)</translation>
        </message>
        <message>
            <source>save it as UTF-8; a file name in it that is not UTF-8 cannot be used</source>
            <translation>sie als UTF-8 speichern; ein Dateiname darin, der kein UTF-8 ist, kann nicht verwendet werden</translation>
        </message>
        <message>
            <source>job file %1: includes nest more than %2 deep (an include loop?)</source>
            <translation>Jobdatei %1: includes sind mehr als %2 Ebenen tief verschachtelt (eine include-Schleife?)</translation>
        </message>
        <message>
            <source>included file %1: no new sections in included files (fio's rule)</source>
            <translation>eingebundene Datei %1: keine neuen Abschnitte in eingebundenen Dateien (Regel von fio)</translation>
        </message>
        <message>
            <source>job file %1: %2: no such file</source>
            <translation>Jobdatei %1: %2: keine solche Datei</translation>
        </message>
        <message>
            <source>cannot run fio to read %1: %2</source>
            <translation>fio kann nicht gestartet werden, um %1 zu lesen: %2</translation>
        </message>
        <message>
            <source>runs a command</source>
            <translation>führt einen Befehl aus</translation>
        </message>
        <message>
            <source>writes a file</source>
            <translation>schreibt eine Datei</translation>
        </message>
        <message>
            <source>writes files</source>
            <translation>schreibt Dateien</translation>
        </message>
        <message>
            <source>deletes files</source>
            <translation>löscht Dateien</translation>
        </message>
        <message>
            <source>changes the device's scheduler</source>
            <translation>ändert den Scheduler des Geräts</translation>
        </message>
        <message>
            <source>creates a cgroup</source>
            <translation>legt eine cgroup an</translation>
        </message>
        <message>
            <source>opens every file of a directory</source>
            <translation>öffnet jede Datei eines Verzeichnisses</translation>
        </message>
        <message>
            <source>replays I/O to the files an I/O log names</source>
            <translation>spielt I/O auf die Dateien ab, die ein I/O-Protokoll nennt</translation>
        </message>
        <message>
            <source>redirects I/O to a device</source>
            <translation>leitet I/O auf ein Gerät um</translation>
        </message>
        <message>
            <source>switches off fio's refusal to write a mounted device</source>
            <translation>schaltet ab, dass fio das Schreiben auf ein eingehängtes Gerät verweigert</translation>
        </message>
        <message>
            <source>changes the user fio runs as</source>
            <translation>ändert den Benutzer, als der fio läuft</translation>
        </message>
        <message>
            <source>changes the group fio runs as</source>
            <translation>ändert die Gruppe, als die fio läuft</translation>
        </message>
        <message>
            <source>watches a file</source>
            <translation>überwacht eine Datei</translation>
        </message>
        <message>
            <source>runs a program</source>
            <translation>führt ein Programm aus</translation>
        </message>
        <message>
            <source>deletes directories</source>
            <translation>löscht Verzeichnisse</translation>
        </message>
        <message>
            <source>creates files</source>
            <translation>legt Dateien an</translation>
        </message>
        <message>
            <source>creates directories</source>
            <translation>legt Verzeichnisse an</translation>
        </message>
        <message>
            <source>writes outside the run's own directory</source>
            <translation>schreibt außerhalb des eigenen Verzeichnisses des Laufs</translation>
        </message>
        <message>
            <source>loads a library</source>
            <translation>lädt eine Bibliothek</translation>
        </message>
        <message>
            <source>%1 outside the run's own directory</source>
            <translation>%1 außerhalb des eigenen Verzeichnisses des Laufs</translation>
        </message>
        <message>
            <source>maps a file of its own choosing</source>
            <translation>bildet eine selbst gewählte Datei in den Speicher ab</translation>
        </message>
        <message>
            <source>fio did not resolve the job file</source>
            <translation>fio hat die Jobdatei nicht aufgelöst</translation>
        </message>
        <message>
            <source>job file %1 does not exist</source>
            <translation>Jobdatei %1 existiert nicht</translation>
        </message>
        <message>
            <source>job file %1 uses %2, which is not set</source>
            <translation>Jobdatei %1 verwendet %2, das nicht gesetzt ist</translation>
        </message>
        <message>
            <source>set the environment variable before starting Fioscope</source>
            <translation>die Umgebungsvariable vor dem Start von Fioscope setzen</translation>
        </message>
        <message>
            <source>job file %1 uses %2, which holds a control character (%3); fio would put it into the job as it is</source>
            <translation>Jobdatei %1 verwendet %2, das ein Steuerzeichen enthält (%3); fio würde es unverändert in den Job übernehmen</translation>
        </message>
        <message>
            <source>remove line breaks and control characters from the variable</source>
            <translation>Zeilenumbrüche und Steuerzeichen aus der Variablen entfernen</translation>
        </message>
        <message>
            <source>fio rejected it</source>
            <translation>fio hat sie abgelehnt</translation>
        </message>
        <message>
            <source>fio rejects %1: %2</source>
            <translation>fio lehnt %1 ab: %2</translation>
        </message>
        <message>
            <source>job file %1 defines no job</source>
            <translation>Jobdatei %1 definiert keinen Job</translation>
        </message>
        <message>
            <source>%1 is set: fio reports each group as one thread, so the per-thread curves show groups</source>
            <translation>%1 ist gesetzt: fio meldet jede Gruppe als einen Thread, daher zeigen die Kurven je Thread Gruppen</translation>
        </message>
        <message>
            <source>job file %1: %2 holds a blank followed by %3, which fio's resolved listing reads as another option, so it cannot be checked as fio reads it</source>
            <translation>Jobdatei %1: %2 enthält ein Leerzeichen gefolgt von %3, das die aufgelöste Liste von fio als weitere Option liest; so lässt es sich nicht prüfen, wie fio es liest</translation>
        </message>
        <message>
            <source>remove the blank before %1 in that line or in the variable it uses</source>
            <translation>das Leerzeichen vor %1 in dieser Zeile oder in der verwendeten Variablen entfernen</translation>
        </message>
        <message>
            <source>its name</source>
            <translation>sein Name</translation>
        </message>
        <message>
            <source>job %1 in %2: %3 holds a control character (%4) as fio resolved it</source>
            <translation>Job %1 in %2: %3 enthält, wie fio es aufgelöst hat, ein Steuerzeichen (%4)</translation>
        </message>
        <message>
            <source>remove line breaks and control characters from the job file and its variables</source>
            <translation>Zeilenumbrüche und Steuerzeichen aus der Jobdatei und ihren Variablen entfernen</translation>
        </message>
        <message>
            <source>job %1 in %2</source>
            <translation>Job %1 in %2</translation>
        </message>
        <message>
            <source>%1: %2 %3, which Fioscope refuses in job files</source>
            <translation>%1: %2 %3, was Fioscope in Jobdateien verweigert</translation>
        </message>
        <message>
            <source>remove it, or run it from the command line with %1 if you trust it</source>
            <translation>sie entfernen oder, wenn Sie ihr vertrauen, auf der Befehlszeile mit %1 ausführen</translation>
        </message>
        <message>
            <source>fio cannot name the path %1 (a %2 before a %3)</source>
            <translation>fio kann den Pfad %1 nicht benennen (ein %2 vor einem %3)</translation>
        </message>
        <message>
            <source>choose another directory</source>
            <translation>ein anderes Verzeichnis wählen</translation>
        </message>
        <message>
            <source>the path %1 holds a line break</source>
            <translation>der Pfad %1 enthält einen Zeilenumbruch</translation>
        </message>
        <message>
            <source>unknown pattern %1</source>
            <translation>unbekanntes Muster %1</translation>
        </message>
        <message>
            <source>use one of %1</source>
            <translation>eines davon verwenden: %1</translation>
        </message>
        <message>
            <source>block size, queue depth and threads must be positive</source>
            <translation>Blockgröße, Warteschlangentiefe und Threads müssen positiv sein</translation>
        </message>
        <message>
            <source>read mix %1 must be 0..100</source>
            <translation>Leseanteil %1 muss 0..100 sein</translation>
        </message>
        <message>
            <source>a time-based job needs a runtime</source>
            <translation>ein zeitbasierter Job braucht eine Laufzeit</translation>
        </message>
        <message>
            <source>a test file needs a size</source>
            <translation>eine Testdatei braucht eine Größe</translation>
        </message>
        <message>
            <source>option %1 is set by Fioscope and cannot be overridden</source>
            <translation>die Option %1 setzt Fioscope, sie kann nicht überschrieben werden</translation>
        </message>
        <message>
            <source>%1 (bundled: %2)</source>
            <translation>%1 (mitgeliefert: %2)</translation>
        </message>
        <message>
            <source>%1 (%2: %3)</source>
            <translation>%1 (%2: %3)</translation>
        </message>
        <message>
            <source>cannot run fio at %1: %2</source>
            <translation>fio unter %1 kann nicht gestartet werden: %2</translation>
        </message>
        <message>
            <source>reinstall with the README's set-up command or set %1</source>
            <translation>mit dem Einrichtungsbefehl aus der README neu installieren oder %1 setzen</translation>
        </message>
        <message>
            <source>%1 does not look like fio (it printed %2)</source>
            <translation>%1 sieht nicht wie fio aus (es gab %2 aus)</translation>
        </message>
        <message>
            <source>point %1 at a fio binary</source>
            <translation>%1 auf ein fio-Programm zeigen lassen</translation>
        </message>
        <message>
            <source>fio %1 at %2 is too old; Fioscope needs 3.8 or newer</source>
            <translation>fio %1 unter %2 ist zu alt; Fioscope braucht 3.8 oder neuer</translation>
        </message>
        <message>
            <source>use the bundled fio (unset %1) or install a newer fio</source>
            <translation>das mitgelieferte fio verwenden (%1 entfernen) oder ein neueres fio installieren</translation>
        </message>
        <message>
            <source>%1 points at %2, which does not exist</source>
            <translation>%1 zeigt auf %2, das nicht existiert</translation>
        </message>
        <message>
            <source>fix or unset %1</source>
            <translation>%1 korrigieren oder entfernen</translation>
        </message>
        <message>
            <source>fio not found: no bundled build and none on %1</source>
            <translation>fio nicht gefunden: kein mitgeliefertes Build und keines in %1</translation>
        </message>
        <message>
            <source>run %1, the README's set-up, which builds the bundled fio</source>
            <translation>%1 ausführen, die Einrichtung aus der README, die das mitgelieferte fio baut</translation>
        </message>
        <message>
            <source>fio not found: this install has no bundled fio and there is none on %1</source>
            <translation>fio nicht gefunden: diese Installation hat kein mitgeliefertes fio, und in %1 gibt es keines</translation>
        </message>
        <message>
            <source>install fio 3.8 or newer, e.g. %1 on Debian/Ubuntu, or set %2</source>
            <translation>fio 3.8 oder neuer installieren, z. B. %1 unter Debian/Ubuntu, oder %2 setzen</translation>
        </message>
        <message>
            <source>fio did no I/O in job %1 and %2 more</source>
            <translation>fio hat im Job %1 und %2 weiteren kein I/O ausgeführt</translation>
        </message>
        <message>
            <source>fio did no I/O in job %1</source>
            <translation>fio hat im Job %1 kein I/O ausgeführt</translation>
        </message>
        <message>
            <source>fio printed no reason; see its messages under details</source>
            <translation>fio hat keinen Grund ausgegeben; seine Meldungen stehen unter Details</translation>
        </message>
        <message>
            <source>cannot start fio: %1</source>
            <translation>fio kann nicht gestartet werden: %1</translation>
        </message>
        <message>
            <source>check the fio binary</source>
            <translation>das fio-Programm prüfen</translation>
        </message>
        <message>
            <source>sample consumer failed: %1</source>
            <translation>Verarbeitung der Messpunkte fehlgeschlagen: %1</translation>
        </message>
        <message>
            <source>fio printed nothing for %1 s</source>
            <translation>fio hat %1 s lang nichts ausgegeben</translation>
        </message>
        <message>
            <source>  recovery: %1</source>
            <translation>  Erholung: %1</translation>
        </message>
        <message>
            <source>temperature: %1</source>
            <translation>Temperatur: %1</translation>
        </message>
        <message>
            <source>temperature: not read (no hwmon sensor for this drive, and no smartctl)</source>
            <translation>Temperatur: nicht gelesen (kein hwmon-Sensor für dieses Laufwerk und kein smartctl)</translation>
        </message>
        <message>
            <source>temperature: no reading came from %1</source>
            <translation>Temperatur: von %1 kam kein Messwert</translation>
        </message>
        <message>
            <source>the sensor</source>
            <translation>dem Sensor</translation>
        </message>
        <message>
            <source>no pass completed</source>
            <translation>kein Durchgang abgeschlossen</translation>
        </message>
        <message>
            <source>no cliff within %1 (%2)</source>
            <translation>kein Schreibeinbruch innerhalb von %1 (%2)</translation>
        </message>
        <message>
            <source>no cliff within %1</source>
            <translation>kein Schreibeinbruch innerhalb von %1</translation>
        </message>
        <message>
            <source>cache %1 for %2, then %3</source>
            <translation>Cache %1 für %2, danach %3</translation>
        </message>
        <message>
            <source>%1; %2 % back after %3 s idle</source>
            <translation>%1; %2 % zurück nach %3 s Leerlauf</translation>
        </message>
        <message>
            <source>%1 MB/s</source>
            <translation>%1 MB/s</translation>
        </message>
        <message>
            <source>readahead values must be 0 KiB or more</source>
            <translation>Readahead-Werte müssen 0 KiB oder mehr sein</translation>
        </message>
        <message>
            <source>e.g. 0,128,512</source>
            <translation>z. B. 0,128,512</translation>
        </message>
        <message>
            <source>no block device with a readahead setting behind %1</source>
            <translation>hinter %1 liegt kein Blockgerät mit einer Readahead-Einstellung</translation>
        </message>
        <message>
            <source>choose a directory on a local disk, or the disk itself</source>
            <translation>ein Verzeichnis auf einem lokalen Datenträger wählen oder den Datenträger selbst</translation>
        </message>
        <message>
            <source>the cache experiment needs a directory for its test file</source>
            <translation>das Cache-Experiment braucht ein Verzeichnis für seine Testdatei</translation>
        </message>
        <message>
            <source>fio reported errors %1</source>
            <translation>fio hat Fehler gemeldet: %1</translation>
        </message>
        <message>
            <source>no rate-limited step finished</source>
            <translation>keine gebremste Stufe abgeschlossen</translation>
        </message>
        <message>
            <source>mean latency %1 µs and every heavier step's over %2x the light load's %3 µs</source>
            <translation>mittlere Latenz %1 µs und die jeder schwereren Stufe über dem %2-Fachen der %3 µs bei leichter Last</translation>
        </message>
        <message>
            <source>achieved %1 of %2 IOPS offered</source>
            <translation>%1 von %2 angebotenen IOPS erreicht</translation>
        </message>
        <message>
            <source>the lightest step already bent: %1</source>
            <translation>schon die leichteste Stufe knickte ab: %1</translation>
        </message>
        <message>
            <source>the next step (%1) bent: %2</source>
            <translation>die nächste Stufe (%1) knickte ab: %2</translation>
        </message>
        <message>
            <source>latency followed the load up to the last step: no knee within the steps</source>
            <translation>die Latenz folgte der Last bis zur letzten Stufe: kein Knie innerhalb der Stufen</translation>
        </message>
        <message>
            <source>cannot read latency %1</source>
            <translation>Latenz %1 nicht lesbar</translation>
        </message>
        <message>
            <source>use e.g. 500us, 2ms or 500 (µs)</source>
            <translation>z. B. 500us, 2ms oder 500 (µs) verwenden</translation>
        </message>
        <message>
            <source>latency %1 is out of range</source>
            <translation>Latenz %1 liegt außerhalb des Bereichs</translation>
        </message>
        <message>
            <source>give a latency above 0 and at most 1 h</source>
            <translation>eine Latenz über 0 und höchstens 1 h angeben</translation>
        </message>
        <message>
            <source>cannot read steps %1</source>
            <translation>Stufen %1 nicht lesbar</translation>
        </message>
        <message>
            <source>use percentages of the maximum, e.g. 10,50,90,110</source>
            <translation>Prozentwerte des Maximums verwenden, z. B. 10,50,90,110</translation>
        </message>
        <message>
            <source>steps %1 are out of range</source>
            <translation>Stufen %1 liegen außerhalb des Bereichs</translation>
        </message>
        <message>
            <source>give 1 to 50 percentages above 0 and at most 200</source>
            <translation>1 bis 50 Prozentwerte über 0 und höchstens 200 angeben</translation>
        </message>
        <message>
            <source>the unthrottled step did not finish: no steps</source>
            <translation>die ungebremste Stufe wurde nicht beendet: keine Stufen</translation>
        </message>
        <message>
            <source>the unthrottled step did no I/O: no steps</source>
            <translation>die ungebremste Stufe hat kein I/O ausgeführt: keine Stufen</translation>
        </message>
        <message>
            <source>step %1 did not finish: the curve ends before it</source>
            <translation>Stufe %1 wurde nicht beendet: die Kurve endet davor</translation>
        </message>
        <message>
            <source>knee: %1 IOPS at step %2 (%3)</source>
            <translation>Knie: %1 IOPS bei Stufe %2 (%3)</translation>
        </message>
        <message>
            <source>knee: none found (%1)</source>
            <translation>Knie: keines gefunden (%1)</translation>
        </message>
        <message>
            <source>no steps</source>
            <translation>keine Stufen</translation>
        </message>
        <message>
            <source>highest IOPS with p99 under %1 µs: %2</source>
            <translation>höchste IOPS mit p99 unter %1 µs: %2</translation>
        </message>
        <message>
            <source>%1 (step %2, p99 %3 µs)</source>
            <translation>%1 (Stufe %2, p99 %3 µs)</translation>
        </message>
        <message>
            <source>none of the steps held it</source>
            <translation>keine der Stufen hielt es ein</translation>
        </message>
        <message>
            <source>unknown peak test %1</source>
            <translation>unbekannter Peak-Test %1</translation>
        </message>
        <message>
            <source>one of %1</source>
            <translation>eines von: %1</translation>
        </message>
        <message>
            <source>no peak test named</source>
            <translation>kein Peak-Test genannt</translation>
        </message>
        <message>
            <source>loops must be 1..20</source>
            <translation>Durchläufe müssen 1..20 sein</translation>
        </message>
        <message>
            <source>unknown suite %1</source>
            <translation>unbekannte Testreihe %1</translation>
        </message>
        <message>
            <source>choose one of %1</source>
            <translation>eines davon wählen: %1</translation>
        </message>
        <message>
            <source>size and runtime must be positive</source>
            <translation>Größe und Laufzeit müssen positiv sein</translation>
        </message>
        <message>
            <source>jobs %1 must be 1..1024</source>
            <translation>Jobs %1 müssen 1..1024 sein</translation>
        </message>
        <message>
            <source>e.g. %1</source>
            <translation>z. B. %1</translation>
        </message>
        <message>
            <source>%1 jobs (cores - 2), one file per job, %2, %3, %4</source>
            <translation>%1 Jobs (Kerne - 2), eine Datei je Job, %2, %3, %4</translation>
        </message>
        <message>
            <source>process counts must be 1..256</source>
            <translation>Prozesszahlen müssen 1..256 sein</translation>
        </message>
        <message>
            <source>processes %1; one file per process; %2, %3</source>
            <translation>Prozesse %1; eine Datei je Prozess; %2, %3</translation>
        </message>
        <message>
            <source>4 jobs (fio processes), %1, one shared file or the raw device</source>
            <translation>4 Jobs (fio-Prozesse), %1, eine gemeinsame Datei oder das Rohgerät</translation>
        </message>
        <message>
            <source>direct</source>
            <translation>direkt</translation>
        </message>
        <message>
            <source>buffered</source>
            <translation>gepuffert</translation>
        </message>
        <message>
            <source>block-size sweep bounds must be powers of two, smallest first</source>
            <translation>die Grenzen der Blockgrößen-Reihe müssen Zweierpotenzen sein, die kleinste zuerst</translation>
        </message>
        <message>
            <source>%1 to %2, queue depth %3</source>
            <translation>%1 bis %2, Warteschlangentiefe %3</translation>
        </message>
        <message>
            <source>%1 to %2, queue depth %3 (the device's logical sector is %4 B: direct I/O cannot go below it)</source>
            <translation>%1 bis %2, Warteschlangentiefe %3 (der logische Sektor des Geräts ist %4 B groß: Direct I/O kann nicht darunter gehen)</translation>
        </message>
        <message>
            <source>unknown mode %1</source>
            <translation>unbekannter Modus %1</translation>
        </message>
        <message>
            <source>mix %1 must be the percent of reads, 0..100</source>
            <translation>Anteil %1 muss der Prozentsatz der Lesevorgänge sein, 0..100</translation>
        </message>
        <message>
            <source>unknown test data %1</source>
            <translation>unbekannte Testdaten %1</translation>
        </message>
        <message>
            <source>loops must be 1..%1</source>
            <translation>Durchläufe müssen 1..%1 sein</translation>
        </message>
        <message>
            <source>unknown settings %1</source>
            <translation>unbekannte Einstellungen %1</translation>
        </message>
        <message>
            <source>pause %1 s must be 0..%2 s</source>
            <translation>Pause %1 s muss 0..%2 s sein</translation>
        </message>
        <message>
            <source>e.g. %1, as CrystalDiskMark</source>
            <translation>z. B. %1, wie CrystalDiskMark</translation>
        </message>
        <message>
            <source>unknown order %1</source>
            <translation>unbekannte Reihenfolge %1</translation>
        </message>
        <message>
            <source>unknown preset %1</source>
            <translation>unbekanntes Profil %1</translation>
        </message>
        <message>
            <source>unknown test in %1</source>
            <translation>unbekannter Test in %1</translation>
        </message>
        <message>
            <source>choose from %1</source>
            <translation>aus diesen wählen: %1</translation>
        </message>
        <message>
            <source>cells, bursts and histogram points must last at least 1 s</source>
            <translation>Zellen, Bursts und Histogrammpunkte müssen mindestens 1 s dauern</translation>
        </message>
        <message>
            <source>HIR rounds need a cell, XSR a thread and a queue depth of at least 1</source>
            <translation>HIR-Runden brauchen eine Zelle, XSR einen Thread und eine Warteschlangentiefe von mindestens 1</translation>
        </message>
        <message>
            <source>the time limit must be positive</source>
            <translation>das Zeitlimit muss positiv sein</translation>
        </message>
        <message>
            <source>rounds must be 2..25 and at least the window</source>
            <translation>Runden müssen 2..25 sein und mindestens das Fenster</translation>
        </message>
        <message>
            <source>purge needs a raw device; a test file is simply recreated</source>
            <translation>Purge braucht ein Rohgerät; eine Testdatei wird einfach neu angelegt</translation>
        </message>
        <message>
            <source>the span must be at least 1 MiB (XSR writes 1 MiB blocks)</source>
            <translation>der Bereich muss mindestens 1 MiB groß sein (XSR schreibt Blöcke von 1 MiB)</translation>
        </message>
        <message>
            <source>HIR needs at least one burst per wait state and no negative wait</source>
            <translation>HIR braucht mindestens einen Burst je Wartezustand und keine negative Wartezeit</translation>
        </message>
        <message>
            <source>DIRTH needs thread counts, queue depths and a read share of 0..100 %</source>
            <translation>DIRTH braucht Thread-Zahlen, Warteschlangentiefen und einen Leseanteil von 0..100 %</translation>
        </message>
        <message>
            <source>DIRTH's block size must be a multiple of 512 bytes and its pre-writes not negative</source>
            <translation>die Blockgröße von DIRTH muss ein Vielfaches von 512 Byte sein und seine Vorab-Schreibvorgänge nicht negativ</translation>
        </message>
        <message>
            <source>%1 has no seed document to run as published: %2 applies to %3 (and %4)</source>
            <translation>%1 hat kein Basisdokument, das wie veröffentlicht laufen könnte: %2 gilt für %3 (und %4)</translation>
        </message>
        <message>
            <source>leave out %1</source>
            <translation>%1 weglassen</translation>
        </message>
        <message>
            <source>%1 runs on this machine, as its seed did; only scaling (seed 002's clients x processes matrix) runs on fio servers (%2)</source>
            <translation>%1 läuft auf diesem Rechner, wie im Basisdokument; nur scaling (die Matrix Clients x Prozesse aus seed 002) läuft auf fio-Servern (%2)</translation>
        </message>
        <message>
            <source>leave out %1, or leave out %2 to run the plan on fio servers</source>
            <translation>%1 weglassen, oder %2 weglassen, um den Plan auf fio-Servern auszuführen</translation>
        </message>
        <message>
            <source>%1 runs on a raw device, as seed 003's jobs did</source>
            <translation>%1 läuft auf einem Rohgerät, wie die Jobs von seed 003</translation>
        </message>
        <message>
            <source>give a device and the data-loss confirmation, or leave out %1 to use a test file</source>
            <translation>ein Gerät und die Bestätigung des Datenverlusts angeben oder %1 weglassen, um eine Testdatei zu verwenden</translation>
        </message>
        <message>
            <source>%1 timed tests of %2 s, %3</source>
            <translation>%1 zeitgesteuerte Tests zu %2 s, %3</translation>
        </message>
        <message>
            <source>%1, plus %2: as long as the target takes</source>
            <translation>%1, dazu %2: so lange, wie das Ziel braucht</translation>
        </message>
        <message>
            <source>for each of the %1 clients rows %2; %3 timed in all</source>
            <translation>für jede der %1 Client-Zeilen %2; insgesamt %3 zeitgesteuert</translation>
        </message>
        <message>
            <source>%1 of test files in %2 on each host (its fio checks the space)</source>
            <translation>%1 Testdateien in %2 auf jedem Host (sein fio prüft den Platz)</translation>
        </message>
        <message>
            <source>no test files; the raw device %1 is written, all %2 of it</source>
            <translation>keine Testdateien; das Rohgerät %1 wird geschrieben, alle %2</translation>
        </message>
        <message>
            <source>%1 of test files in a private directory of %2 (%3 free)</source>
            <translation>%1 Testdateien in einem privaten Verzeichnis von %2 (%3 frei)</translation>
        </message>
        <message>
            <source>duration: %1</source>
            <translation>Dauer: %1</translation>
        </message>
        <message>
            <source>disk space: %1</source>
            <translation>Speicherplatz: %1</translation>
        </message>
        <message>
            <source>note: %1</source>
            <translation>Hinweis: %1</translation>
        </message>
        <message>
            <source>a run that writes may open only the confirmed devices, not %1</source>
            <translation>ein Lauf, der schreibt, darf nur die bestätigten Geräte öffnen, nicht %1</translation>
        </message>
        <message>
            <source>confirm it too, or read it in a run of its own</source>
            <translation>es ebenfalls bestätigen oder in einem eigenen Lauf lesen</translation>
        </message>
        <message>
            <source>unknown steady-state test %1</source>
            <translation>unbekannter Steady-State-Test %1</translation>
        </message>
        <message>
            <source>no steady-state test given</source>
            <translation>kein Steady-State-Test angegeben</translation>
        </message>
        <message>
            <source>cell duration must be at least 1 s</source>
            <translation>die Zellendauer muss mindestens 1 s betragen</translation>
        </message>
        <message>
            <source>queue depth %1 and threads %2 must be 1..65536 and 1..1024</source>
            <translation>Warteschlangentiefe %1 und Threads %2 müssen 1..65536 und 1..1024 sein</translation>
        </message>
        <message>
            <source>rounds must be 1..25 and at least the window (5)</source>
            <translation>Runden müssen 1..25 sein und mindestens das Fenster (5)</translation>
        </message>
        <message>
            <source>write saturation needs a capacity multiple above 0 and at least 1 s</source>
            <translation>die Schreibsättigung braucht ein Vielfaches der Kapazität über 0 und mindestens 1 s</translation>
        </message>
        <message>
            <source>span %1 bytes is smaller than the largest block size (%2)</source>
            <translation>der Bereich von %1 Byte ist kleiner als die größte Blockgröße (%2)</translation>
        </message>
        <message>
            <source>set Span to at least %1</source>
            <translation>Bereich auf mindestens %1 setzen</translation>
        </message>
        <message>
            <source>the %1 matrix must include its tracking workload (%2): keep 0% reads and %3 in it</source>
            <translation>die Matrix von %1 muss ihre beobachtete Last enthalten (%2): 0% Lesen und %3 darin lassen</translation>
        </message>
        <message>
            <source>%1x the user capacity written (%2 in %3 rounds, %4 of writing): the capacity limit ended it</source>
            <translation>das %1-Fache der Nutzkapazität geschrieben (%2 in %3 Runden, %4 Schreiben): die Kapazitätsgrenze beendete ihn</translation>
        </message>
        <message>
            <source>%1 of writing reached with %2 written (%3x the user capacity): the time limit ended it</source>
            <translation>%1 Schreiben erreicht, %2 geschrieben (das %3-Fache der Nutzkapazität): die Zeitgrenze beendete ihn</translation>
        </message>
        <message>
            <source>not steady after %1 rounds</source>
            <translation>nach %1 Runden kein Steady State</translation>
        </message>
        <message>
            <source>rounds %1-%2</source>
            <translation>Runden %1-%2</translation>
        </message>
        <message>
            <source>round %1</source>
            <translation>Runde %1</translation>
        </message>
        <message>
            <source>rounds %1</source>
            <translation>Runden %1</translation>
        </message>
        <message>
            <source>no tracking value in %1; %2 had one: the window (rounds %3-%4) is incomplete</source>
            <translation>kein beobachteter Wert in %1; %2 hatte einen: das Fenster (Runden %3-%4) ist unvollständig</translation>
        </message>
        <message>
            <source>no tracking value in %1: the window (rounds %2-%3) is incomplete</source>
            <translation>kein beobachteter Wert in %1: das Fenster (Runden %2-%3) ist unvollständig</translation>
        </message>
        <message>
            <source>no tracking value in %1: the window (rounds %2-%3) is incomplete; used %4</source>
            <translation>kein beobachteter Wert in %1: das Fenster (Runden %2-%3) ist unvollständig; verwendet: %4</translation>
        </message>
        <message>
            <source>no I/O in rounds %1-%2 (all values are 0): a device doing no I/O is never steady</source>
            <translation>kein I/O in den Runden %1-%2 (alle Werte sind 0): ein Gerät ohne I/O erreicht nie den Steady State</translation>
        </message>
        <message>
            <source>no run %1 in %2</source>
            <translation>kein Lauf %1 in %2</translation>
        </message>
        <message>
            <source>see %1</source>
            <translation>siehe %1</translation>
        </message>
        <message>
            <source>run %1 is a %2 run, not a steady-state run</source>
            <translation>Lauf %1 ist ein %2-Lauf, kein Steady-State-Lauf</translation>
        </message>
        <message>
            <source>run %1 is %2; only partial, cancelled or failed runs can be resumed</source>
            <translation>Lauf %1 ist %2; nur unvollständige, abgebrochene oder fehlgeschlagene Läufe können fortgesetzt werden</translation>
        </message>
        <message>
            <source>run %1's steady-state settings cannot be read (%2)</source>
            <translation>die Steady-State-Einstellungen von Lauf %1 sind nicht lesbar (%2)</translation>
        </message>
        <message>
            <source>start a new run</source>
            <translation>einen neuen Lauf starten</translation>
        </message>
        <message>
            <source>Block size</source>
            <translation>Blockgröße</translation>
        </message>
        <message>
            <source>Average IOPS vs. block size and R/W mix %</source>
            <translation>Mittlere IOPS nach Blockgröße und Lese-/Schreibanteil %</translation>
        </message>
        <message>
            <source>Average MB/s vs. block size and R/W</source>
            <translation>Mittlere MB/s nach Blockgröße und Lesen/Schreiben</translation>
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
            <source>Average latency (ms) vs. block size and R/W mix %</source>
            <translation>Mittlere Latenz (ms) nach Blockgröße und Lese-/Schreibanteil %</translation>
        </message>
        <message>
            <source>Max latency (ms) vs. block size and R/W mix %</source>
            <translation>Maximale Latenz (ms) nach Blockgröße und Lese-/Schreibanteil %</translation>
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
            <translation>Größe %1 ist kleiner als die Blockgröße %2 von %3</translation>
        </message>
        <message>
            <source>set Size to at least %1</source>
            <translation>Größe auf mindestens %1 setzen</translation>
        </message>
        <message>
            <source>unknown engine %1</source>
            <translation>unbekannte Engine %1</translation>
        </message>
        <message>
            <source>mode, mix, test data and loops apply to the presets (%1), not to the test plan %2</source>
            <translation>Modus, Anteil, Testdaten und Durchläufe gelten für die Profile (%1), nicht für den Testplan %2</translation>
        </message>
        <message>
            <source>leave them out, or choose a preset</source>
            <translation>sie weglassen oder ein Profil wählen</translation>
        </message>
        <message>
            <source>%1 runs the seed's own parameters: %2 would change them</source>
            <translation>%1 verwendet die eigenen Parameter des Basisdokuments: %2 würde sie ändern</translation>
        </message>
        <message>
            <source>leave them out, or leave out %1</source>
            <translation>sie weglassen oder %1 weglassen</translation>
        </message>
        <message>
            <source>leave it out, or leave out %1</source>
            <translation>es weglassen oder %1 weglassen</translation>
        </message>
        <message>
            <source>%1 runs on files in a directory, as its seed did; %2 is a device</source>
            <translation>%1 läuft wie im Basisdokument auf Dateien in einem Verzeichnis; %2 ist ein Gerät</translation>
        </message>
        <message>
            <source>%1 runs on a raw device, as its seed did; %2 is not a device</source>
            <translation>%1 läuft wie im Basisdokument auf einem Rohgerät; %2 ist kein Gerät</translation>
        </message>
        <message>
            <source>give %1 or leave out %2</source>
            <translation>%1 angeben oder %2 weglassen</translation>
        </message>
        <message>
            <source>the plan of %1 needs %2 as published; leave out %3 to run with a smaller Size</source>
            <translation>der Plan von %1 braucht wie veröffentlicht %2; %3 weglassen, um mit einer kleineren Größe zu laufen</translation>
        </message>
        <message>
            <source>%1 on fio servers runs on files in a directory, as its seed did</source>
            <translation>%1 läuft auf fio-Servern wie im Basisdokument auf Dateien in einem Verzeichnis</translation>
        </message>
        <message>
            <source>give %1 as the servers see it</source>
            <translation>%1 so angeben, wie die Server es sehen</translation>
        </message>
        <message>
            <source>give %1: a directory or device path as the servers see it</source>
            <translation>%1 angeben: ein Verzeichnis oder einen Gerätepfad, wie die Server sie sehen</translation>
        </message>
        <message>
            <source>with %1, the Target is the directory for the job's files; %2 is not a directory</source>
            <translation>mit %1 ist das Ziel das Verzeichnis für die Dateien des Jobs; %2 ist kein Verzeichnis</translation>
        </message>
        <message>
            <source>target %1 does not exist</source>
            <translation>Ziel %1 existiert nicht</translation>
        </message>
        <message>
            <source>target %1 is neither a directory nor a block device</source>
            <translation>Ziel %1 ist weder ein Verzeichnis noch ein Blockgerät</translation>
        </message>
        <message>
            <source>%1 runs on a raw device, as %2's did; %3 is a directory</source>
            <translation>%1 läuft auf einem Rohgerät, wie in %2; %3 ist ein Verzeichnis</translation>
        </message>
        <message>
            <source>give a raw device and the data-loss confirmation, or leave out %1</source>
            <translation>ein Rohgerät und die Bestätigung des Datenverlusts angeben oder %1 weglassen</translation>
        </message>
        <message>
            <source>a span of %1 % is not a share of the device</source>
            <translation>ein Bereich von %1 % ist kein Anteil des Geräts</translation>
        </message>
        <message>
            <source>give 0 &lt; % &lt;= 100</source>
            <translation>0 &lt; % &lt;= 100 angeben</translation>
        </message>
        <message>
            <source>a span of %1 is larger than %2 (%3)</source>
            <translation>ein Bereich von %1 ist größer als %2 (%3)</translation>
        </message>
        <message>
            <source>give at most the device's size (or leave Span out for the whole device)</source>
            <translation>höchstens die Größe des Geräts angeben (oder Bereich leer lassen für das ganze Gerät)</translation>
        </message>
        <message>
            <source>%1 run as a run of their own</source>
            <translation>%1 laufen als eigener Lauf</translation>
        </message>
        <message>
            <source>give them without the other steady-state tests (run those separately)</source>
            <translation>sie ohne die anderen Steady-State-Tests angeben (diese getrennt ausführen)</translation>
        </message>
        <message>
            <source>%1 and %2 choose DIRTH's read share and block size: one value each</source>
            <translation>%1 und %2 wählen Leseanteil und Blockgröße von DIRTH: je ein Wert</translation>
        </message>
        <message>
            <source>the cache experiment needs a directory</source>
            <translation>das Cache-Experiment braucht ein Verzeichnis</translation>
        </message>
        <message>
            <source>give %1 for the raw run</source>
            <translation>%1 für den direkten Lauf angeben</translation>
        </message>
        <message>
            <source>no block device behind %1 to read raw</source>
            <translation>hinter %1 liegt kein Blockgerät zum direkten Lesen</translation>
        </message>
        <message>
            <source>an experiment needs a planned target</source>
            <translation>ein Experiment braucht ein geplantes Ziel</translation>
        </message>
        <message>
            <source>the %1 sets the device's readahead itself</source>
            <translation>%1 setzt den Readahead des Geräts selbst</translation>
        </message>
        <message>
            <source>leave the run's readahead empty (the device's own)</source>
            <translation>den Readahead des Laufs leer lassen (die eigene Einstellung des Geräts)</translation>
        </message>
        <message>
            <source>a host is named twice</source>
            <translation>ein Host ist doppelt genannt</translation>
        </message>
        <message>
            <source>the run was stopped; its next test was not started</source>
            <translation>der Lauf wurde angehalten; sein nächster Test wurde nicht gestartet</translation>
        </message>
        <message>
            <source>this filesystem does not support direct I/O (tmpfs, some FUSE and network filesystems); choose another directory or turn off Direct I/O</source>
            <translation>dieses Dateisystem unterstützt kein Direct I/O (tmpfs, manche FUSE- und Netzwerk-Dateisysteme); ein anderes Verzeichnis wählen oder Direct I/O ausschalten</translation>
        </message>
        <message>
            <source>you lack permission for this target; choose a directory you can write to, or grant access to the device</source>
            <translation>Ihnen fehlt die Berechtigung für dieses Ziel; ein Verzeichnis wählen, in das Sie schreiben können, oder Zugriff auf das Gerät gewähren</translation>
        </message>
        <message>
            <source>the target is full; free space or use a smaller Size</source>
            <translation>das Ziel ist voll; Platz freigeben oder eine kleinere Größe verwenden</translation>
        </message>
        <message>
            <source>the target path does not exist</source>
            <translation>der Zielpfad existiert nicht</translation>
        </message>
        <message>
            <source>the target is read-only; choose a writable directory</source>
            <translation>das Ziel ist schreibgeschützt; ein beschreibbares Verzeichnis wählen</translation>
        </message>
        <message>
            <source>this I/O engine is not available here; pick another (e.g. psync)</source>
            <translation>diese I/O-Engine ist hier nicht verfügbar; eine andere wählen (z. B. psync)</translation>
        </message>
        <message>
            <source>the device is in use (mounted or held by another program)</source>
            <translation>das Gerät wird verwendet (eingehängt oder von einem anderen Programm belegt)</translation>
        </message>
        <message>
            <source>this run may write only its own directory and the devices confirmed with the data-loss confirmation; a job file's files go in its own directory (relative names)</source>
            <translation>dieser Lauf darf nur sein eigenes Verzeichnis und die mit der Bestätigung des Datenverlusts bestätigten Geräte schreiben; die Dateien einer Jobdatei gehören in ihr eigenes Verzeichnis (relative Namen)</translation>
        </message>
        <message>
            <source>Fioscope's sandbox: %1</source>
            <translation>Sandbox von Fioscope: %1</translation>
        </message>
        <message>
            <source>fio failed: %1</source>
            <translation>fio ist fehlgeschlagen: %1</translation>
        </message>
        <message>
            <source>see fio's messages under details</source>
            <translation>die Meldungen von fio unter Details ansehen</translation>
        </message>
        <message>
            <source>fio failed: exit code %1</source>
            <translation>fio ist fehlgeschlagen: Exit-Code %1</translation>
        </message>
        <message>
            <source>cannot read %1 %2</source>
            <translation>%1 %2 nicht lesbar</translation>
        </message>
        <message>
            <source>use e.g. %1</source>
            <translation>z. B. %1 verwenden</translation>
        </message>
        <message>
            <source>a block device</source>
            <translation>ein Blockgerät</translation>
        </message>
        <message>
            <source>a character device</source>
            <translation>ein zeichenorientiertes Gerät</translation>
        </message>
        <message>
            <source>a FIFO</source>
            <translation>ein FIFO</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>ein Socket</translation>
        </message>
        <message>
            <source>after %1 s idle %2 of the first pass's %3 came back (%4): a full recovery takes longer</source>
            <translation>nach %1 s Leerlauf kamen %2 des Caches aus dem ersten Durchgang (%3) zurück (%4): die volle Erholung dauert länger</translation>
        </message>
        <message>
            <source>after %1 s idle %2 ran at cache speed, more than the first pass's %3: the first pass's fall was not only its cache running out (a cache sized by free space, or other I/O on the drive)</source>
            <translation>nach %1 s Leerlauf liefen %2 mit Cache-Geschwindigkeit, mehr als die %3 des ersten Durchgangs: der Einbruch im ersten Durchgang war nicht nur ein erschöpfter Cache (ein Cache, dessen Größe vom freien Platz abhängt, oder andere I/O auf dem Laufwerk)</translation>
        </message>
        <message>
            <source>too few intervals to tell (none): the pass ended before fio's first status report; write a larger span</source>
            <translation>zu wenige Intervalle für ein Urteil (keines): der Durchgang endete vor fios erstem Statusbericht; einen größeren Bereich schreiben</translation>
        </message>
        <message>
            <source>%1 (the speed varied by %2 %)</source>
            <translation>%1 (die Geschwindigkeit schwankte um %2 %)</translation>
        </message>
        <message>
            <source>%1 after %2</source>
            <translation>%1 nach %2</translation>
        </message>
        <message>
            <source>%1 at %2</source>
            <translation>%1 bei %2</translation>
        </message>
        <message>
            <source>%1, falling over %2</source>
            <translation>%1, abfallend über %2</translation>
        </message>
        <message>
            <source>%1; then %2</source>
            <translation>%1; danach %2</translation>
        </message>
        <message>
            <source>after %1 s idle the cache had not come back (%2): it needs a longer pause (or the drive frees it only when it is nearly empty or trimmed)</source>
            <translation>nach %1 s Leerlauf war der Cache nicht zurück (%2): er braucht eine längere Pause (oder das Laufwerk gibt ihn erst frei, wenn es fast leer ist oder getrimmt wurde)</translation>
        </message>
        <message>
            <source>after %1 s idle the cache was back: %2 at cache speed (%3)</source>
            <translation>nach %1 s Leerlauf war der Cache zurück: %2 mit Cache-Geschwindigkeit (%3)</translation>
        </message>
        <message>
            <source>cliff after %1 (%2 s): %3 in the cache, %4 after it (%5)</source>
            <translation>Schreibeinbruch nach %1 (%2 s): %3 im Cache, %4 danach (%5)</translation>
        </message>
        <message>
            <source>first %1 intervals</source>
            <translation>ersten %1 Intervalle</translation>
        </message>
        <message>
            <source>first interval</source>
            <translation>erste Intervall</translation>
        </message>
        <message>
            <source>no cliff in the first pass: nothing to recover</source>
            <translation>kein Schreibeinbruch im ersten Durchgang: nichts zu erholen</translation>
        </message>
        <message>
            <source>no cliff to measure: %1 over %2, but the %3 ran faster (%4): a cache of %5 or less, too small for this interval (a shorter %6 shows more)</source>
            <translation>kein messbarer Schreibeinbruch: %1 über %2, aber das %3 lief schneller (%4): ein Cache von %5 oder weniger, zu klein für dieses Intervall (ein kürzeres %6 zeigt mehr)</translation>
        </message>
        <message>
            <source>no cliff: %1 held over all %2; a write cache, if any, is larger than that: try a larger Size</source>
            <translation>kein Schreibeinbruch: %1 über die ganzen %2 gehalten; ein Schreib-Cache, falls vorhanden, ist größer: einen größeren Wert für „Größe“ versuchen</translation>
        </message>
        <message>
            <source>no cliff: the speed changed (%1) but did not fall and stay down; median %2 over %3</source>
            <translation>kein Schreibeinbruch: die Geschwindigkeit änderte sich (%1), fiel aber nicht dauerhaft ab; Median %2 über %3</translation>
        </message>
        <message>
            <source>too few intervals to tell (%1): %2 took %3 s at %4 in intervals of %5 s; at that speed the cliff needs a span of at least %6</source>
            <translation>zu wenige Intervalle für ein Urteil (%1): %2 dauerten %3 s bei %4 in Intervallen von %5 s; bei dieser Geschwindigkeit braucht der Schreibeinbruch einen Bereich von mindestens %6</translation>
        </message>
        <message>
            <source>a directory</source>
            <translation>ein Verzeichnis</translation>
        </message>
        <message>
            <source>give the name of a regular file</source>
            <translation>den Namen einer regulären Datei angeben</translation>
        </message>
        <message>
            <source>cannot write %1: %2</source>
            <translation>%1 kann nicht geschrieben werden: %2</translation>
        </message>
        <message>
            <source>choose another name: Fioscope never replaces its own files</source>
            <translation>einen anderen Namen wählen: Fioscope ersetzt nie seine eigenen Dateien</translation>
        </message>
        <message>
            <source>cannot write %1: it is a link to %2, %3</source>
            <translation>%1 kann nicht geschrieben werden: es ist ein Link auf %2, %3</translation>
        </message>
        <message>
            <source>cannot write %1: it is %2</source>
            <translation>%1 kann nicht geschrieben werden: es ist %2</translation>
        </message>
        <message>
            <source>fio's %1 MB/s is %2x what the device (%3) read meanwhile (%4 MB/s): the page cache answered the reads</source>
            <translation>fios %1 MB/s sind das %2-Fache dessen, was das Gerät (%3) in der Zeit gelesen hat (%4 MB/s): der Page-Cache hat die Lesezugriffe beantwortet</translation>
        </message>
        <message>
            <source>fio's %1 MB/s is far above what the device (%2) read meanwhile (%3 MB/s): the page cache answered the reads</source>
            <translation>fios %1 MB/s liegen weit über dem, was das Gerät (%2) in der Zeit gelesen hat (%3 MB/s): der Page-Cache hat die Lesezugriffe beantwortet</translation>
        </message>
        <message>
            <source>fio's %1 MB/s is %2x what the device (%3) wrote meanwhile (%4 MB/s): the page cache took the writes</source>
            <translation>fios %1 MB/s sind das %2-Fache dessen, was das Gerät (%3) in der Zeit geschrieben hat (%4 MB/s): der Page-Cache hat die Schreibzugriffe aufgenommen</translation>
        </message>
        <message>
            <source>fio's %1 MB/s is far above what the device (%2) wrote meanwhile (%3 MB/s): the page cache took the writes</source>
            <translation>fios %1 MB/s liegen weit über dem, was das Gerät (%2) in der Zeit geschrieben hat (%3 MB/s): der Page-Cache hat die Schreibzugriffe aufgenommen</translation>
        </message>
        <message>
            <source>%1; %2</source>
            <translation>%1; %2</translation>
        </message>
        <message>
            <source>no block device behind this target: cache effects cannot be measured</source>
            <translation>hinter diesem Ziel steht kein Blockgerät: Cache-Effekte lassen sich nicht messen</translation>
        </message>
        <message>
            <source>fio's null engine moves no data: neither RAM nor a disk is measured</source>
            <translation>fios null-Engine bewegt keine Daten: weder Arbeitsspeicher noch ein Datenträger wird gemessen</translation>
        </message>
        <message>
            <source>fio issued %1 writes, the device (%2) saw %3</source>
            <translation>fio gab %1 Schreibzugriffe aus, das Gerät (%2) sah %3</translation>
        </message>
        <message>
            <source>fio issued %1 reads, the device (%2) saw %3 (average device read %4 KiB)</source>
            <translation>fio gab %1 Lesezugriffe aus, das Gerät (%2) sah %3 (mittlerer Lesezugriff des Geräts %4 KiB)</translation>
        </message>
        <message>
            <source>fio issued %1 reads, the device (%2) saw %3</source>
            <translation>fio gab %1 Lesezugriffe aus, das Gerät (%2) sah %3</translation>
        </message>
        <message>
            <source>%1% of the bytes read came from RAM, not the disk</source>
            <translation>%1 % der gelesenen Bytes kamen aus dem Arbeitsspeicher, nicht vom Datenträger</translation>
        </message>
        <message>
            <source>the device also served other reads meanwhile (%1 more than fio issued): on a busy disk these counts are approximate</source>
            <translation>das Gerät bediente in der Zeit auch andere Lesezugriffe (%1 mehr, als fio ausgab): auf einem belegten Datenträger sind diese Zahlen ungefähr</translation>
        </message>
        <message>
            <source>%1% of the bytes written were still in RAM when the test ended</source>
            <translation>%1 % der geschriebenen Bytes lagen bei Testende noch im Arbeitsspeicher</translation>
        </message>
        <message>
            <source>the device also wrote %1 MiB that fio did not (other I/O, or filesystem metadata): these counts are approximate</source>
            <translation>das Gerät schrieb außerdem %1 MiB, die nicht von fio stammen (andere I/O oder Metadaten des Dateisystems): diese Zahlen sind ungefähr</translation>
        </message>
        <message>
            <source>no I/O</source>
            <translation>keine I/O</translation>
        </message>
        <message>
            <source>spread the load over more jobs (%1), use io_uring with fixed buffers (%2) and direct I/O, and keep other programs off the CPUs</source>
            <translation>die Last auf mehr Jobs verteilen (%1), io_uring mit festen Puffern (%2) und Direct I/O verwenden und andere Programme von den CPUs fernhalten</translation>
        </message>
        <message>
            <source>copy-on-write, checksums, maybe compression</source>
            <translation>Copy-on-Write, Prüfsummen, eventuell Komprimierung</translation>
        </message>
        <message>
            <source>log-structured, copy-on-write</source>
            <translation>log-strukturiert, Copy-on-Write</translation>
        </message>
        <message>
            <source>log-structured, maybe compression</source>
            <translation>log-strukturiert, eventuell Komprimierung</translation>
        </message>
        <message>
            <source>copy-on-write metadata, integrity streams</source>
            <translation>Copy-on-Write-Metadaten, Integritätsströme</translation>
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
            <translation>das Gerät (%1) hat auch mehr gelesen und geschrieben als fio: ein anderer Prozess (oder das Zurückschreiben des Dateisystems) hat den Datenträger genutzt</translation>
        </message>
        <message>
            <source>stop what else uses the disk, or test an idle disk</source>
            <translation>beenden, was den Datenträger sonst nutzt, oder einen unbeschäftigten Datenträger testen</translation>
        </message>
        <message>
            <source>the test file is on %1 (%2): the filesystem's work is in the figure</source>
            <translation>die Testdatei liegt auf %1 (%2): die Arbeit des Dateisystems steckt im Wert</translation>
        </message>
        <message>
            <source>test a raw device or a file on ext4/xfs/NTFS, or turn copy-on-write off for the test file (%1 on btrfs)</source>
            <translation>ein Rohgerät oder eine Datei auf ext4/xfs/NTFS testen oder Copy-on-Write für die Testdatei abschalten (%1 auf btrfs)</translation>
        </message>
        <message>
            <source>a buffered read and write of %1, smaller than RAM (%2): the page cache can answer its reads and absorb its writes</source>
            <translation>ein gepuffertes Lesen und Schreiben von %1, kleiner als der Arbeitsspeicher (%2): der Page-Cache kann die Lesezugriffe beantworten und die Schreibzugriffe aufnehmen</translation>
        </message>
        <message>
            <source>use direct I/O, or a test file larger than RAM</source>
            <translation>Direct I/O verwenden oder eine Testdatei, die größer als der Arbeitsspeicher ist</translation>
        </message>
        <message>
            <source>%1 % of the bytes read came from RAM (the page cache), not the disk</source>
            <translation>%1 % der gelesenen Bytes kamen aus dem Arbeitsspeicher (dem Page-Cache), nicht vom Datenträger</translation>
        </message>
        <message>
            <source>%1 % of the bytes written were still in RAM when the test ended</source>
            <translation>%1 % der geschriebenen Bytes lagen bei Testende noch im Arbeitsspeicher</translation>
        </message>
        <message>
            <source>%1 IOPS asked, %2 done</source>
            <translation>%1 IOPS verlangt, %2 erreicht</translation>
        </message>
        <message>
            <source>%1 MB/s asked, %2 done</source>
            <translation>%1 MB/s verlangt, %2 erreicht</translation>
        </message>
        <message>
            <source>the device held it below the job's %1 (%2, %3 %; a rate limit holds a figure within %4 % of it)</source>
            <translation>das Gerät hielt ihn unter dem %1 des Jobs (%2, %3 %; ein Ratenlimit hält einen Wert bis auf %4 % daran)</translation>
        </message>
        <message>
            <source>the device was saturated at the job's %1 (%2; fio's jobs kept %3 of their %4 I/Os in flight on average)</source>
            <translation>das Gerät war beim %1 des Jobs ausgelastet (%2; fios Jobs hielten im Mittel %3 ihrer %4 I/Os ausstehend)</translation>
        </message>
        <message>
            <source>the drive %1</source>
            <translation>das Laufwerk: %1</translation>
        </message>
        <message>
            <source>cool the drive (airflow, a heatsink), or run shorter tests with pauses</source>
            <translation>das Laufwerk kühlen (Luftstrom, ein Kühlkörper) oder kürzere Tests mit Pausen laufen lassen</translation>
        </message>
        <message>
            <source>the device (%1) also read more than fio did: another process (or filesystem writeback) used the disk</source>
            <translation>das Gerät (%1) hat auch mehr gelesen als fio: ein anderer Prozess (oder das Zurückschreiben des Dateisystems) hat den Datenträger genutzt</translation>
        </message>
        <message>
            <source>the device (%1) also wrote more than fio did: another process (or filesystem writeback) used the disk</source>
            <translation>das Gerät (%1) hat auch mehr geschrieben als fio: ein anderer Prozess (oder das Zurückschreiben des Dateisystems) hat den Datenträger genutzt</translation>
        </message>
        <message>
            <source>a buffered read of %1, smaller than RAM (%2): the page cache can answer it</source>
            <translation>ein gepuffertes Lesen von %1, kleiner als der Arbeitsspeicher (%2): der Page-Cache kann es beantworten</translation>
        </message>
        <message>
            <source>a buffered write of %1, smaller than RAM (%2): the page cache can absorb it before the disk</source>
            <translation>ein gepuffertes Schreiben von %1, kleiner als der Arbeitsspeicher (%2): der Page-Cache kann es vor dem Datenträger aufnehmen</translation>
        </message>
        <message>
            <source>RAM, not the disk: %1</source>
            <translation>Arbeitsspeicher, nicht der Datenträger: %1</translation>
        </message>
        <message>
            <source>the disk, believe it with care: %1</source>
            <translation>der Datenträger, mit Vorsicht genießen: %1</translation>
        </message>
        <message>
            <source>use direct I/O, or a test file larger than RAM (%1)</source>
            <translation>Direct I/O verwenden oder eine Testdatei, die größer als der Arbeitsspeicher (%1) ist</translation>
        </message>
        <message>
            <source>use direct I/O, or write more than RAM (%1) holds</source>
            <translation>Direct I/O verwenden oder mehr schreiben, als der Arbeitsspeicher (%1) fasst</translation>
        </message>
        <message>
            <source>use direct I/O, or write more than RAM holds</source>
            <translation>Direct I/O verwenden oder mehr schreiben, als der Arbeitsspeicher fasst</translation>
        </message>
        <message>
            <source>use direct I/O, or a test larger than RAM (%1)</source>
            <translation>Direct I/O verwenden oder einen Test, der größer als der Arbeitsspeicher (%1) ist</translation>
        </message>
        <message>
            <source>use direct I/O, or a test larger than RAM</source>
            <translation>Direct I/O verwenden oder einen Test, der größer als der Arbeitsspeicher ist</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>remove %1 to measure the drive's maximum</source>
            <translation>%1 entfernen, um das Maximum des Laufwerks zu messen</translation>
        </message>
        <message>
            <source>fio's null engine moves no data: this measures fio and the CPU</source>
            <translation>fios null-Engine bewegt keine Daten: das misst fio und die CPU</translation>
        </message>
        <message>
            <source>pick a real engine and target to measure a drive</source>
            <translation>eine echte Engine und ein echtes Ziel wählen, um ein Laufwerk zu messen</translation>
        </message>
        <message>
            <source>fio's jobs used %1 % of a core each</source>
            <translation>fios Jobs nutzten je %1 % eines Kerns</translation>
        </message>
        <message>
            <source>fio's jobs used %1 % of the machine's %2 CPUs</source>
            <translation>fios Jobs nutzten %1 % der %2 CPUs der Maschine</translation>
        </message>
        <message>
            <source>fio's jobs computed or waited for a CPU %1 % of the time (%2 % on a CPU, %3 % waiting for one)</source>
            <translation>fios Jobs rechneten oder warteten %1 % der Zeit auf eine CPU (%2 % auf einer CPU, %3 % wartend)</translation>
        </message>
        <message>
            <source>the machine's CPUs were %1 % busy (other programs)</source>
            <translation>die CPUs der Maschine waren zu %1 % ausgelastet (andere Programme)</translation>
        </message>
        <message>
            <source>close other programs, or run when the machine is idle</source>
            <translation>andere Programme schließen oder laufen lassen, wenn die Maschine unbeschäftigt ist</translation>
        </message>
        <message>
            <source>the job's rate limit (%1): as asked, not the drive's maximum; %2</source>
            <translation>das Ratenlimit des Jobs (%1): wie verlangt, nicht das Maximum des Laufwerks; %2</translation>
        </message>
        <message>
            <source>host-bound, this is a CPU figure, not the drive's: %1</source>
            <translation>vom Host begrenzt, das ist ein Wert der CPU, nicht des Laufwerks: %1</translation>
        </message>
        <message>
            <source>the disk: %1; believe it</source>
            <translation>der Datenträger: %1; dem Wert glauben</translation>
        </message>
        <message>
            <source>the disk: nothing else limited it; believe it</source>
            <translation>der Datenträger: nichts anderes hat ihn begrenzt; dem Wert glauben</translation>
        </message>
        <message>
            <source>the machine's CPUs were saturated (%1 % busy; fio's jobs %2 % of a core)</source>
            <translation>die CPUs der Maschine waren ausgelastet (%1 % belegt; fios Jobs %2 % eines Kerns)</translation>
        </message>
        <message>
            <source>PCIe link %1</source>
            <translation>PCIe-Verbindung %1</translation>
        </message>
        <message>
            <source>%1 is handed to your user for this run only; %2 or %3 may ask for a password</source>
            <translation>%1 wird nur für diesen Lauf Ihrem Benutzer übergeben; %2 oder %3 fragt eventuell nach einem Passwort</translation>
        </message>
        <message>
            <source>your user may read %1 for this run only (never write it); %2 or %3 may ask for a password</source>
            <translation>Ihr Benutzer darf %1 nur für diesen Lauf lesen (nie schreiben); %2 oder %3 fragt eventuell nach einem Passwort</translation>
        </message>
        <message>
            <source>Windows will ask for administrator rights: only fio runs elevated, for this run only</source>
            <translation>Windows fragt nach Administratorrechten: nur fio läuft mit erhöhten Rechten, nur für diesen Lauf</translation>
        </message>
        <message>
            <source>your user cannot be given raw read access to %1: %2; test a directory on it, or run the raw read as root</source>
            <translation>Ihrem Benutzer kann kein direkter Lesezugriff auf %1 gegeben werden: %2; ein Verzeichnis darauf testen oder das direkte Lesen als root ausführen</translation>
        </message>
        <message>
            <source>reading %1 directly (raw device, read-only: nothing is written)</source>
            <translation>%1 wird direkt gelesen (Rohgerät, nur Lesen: nichts wird geschrieben)</translation>
        </message>
        <message>
            <source>the run history %1 is damaged (%2); it is kept as %3 and a new, empty history was started</source>
            <translation>der Verlauf der Läufe %1 ist beschädigt (%2); er wird als %3 aufbewahrt und ein neuer, leerer Verlauf wurde begonnen</translation>
        </message>
        <message>
            <source>%1 may save some of its runs</source>
            <translation>%1 kann einige seiner Läufe retten</translation>
        </message>
        <message>
            <source>the run history %1 cannot be written: it is opened read-only (browsing works; nothing new is stored)</source>
            <translation>der Verlauf der Läufe %1 kann nicht geschrieben werden: er ist schreibgeschützt geöffnet (Durchsehen geht; nichts Neues wird gespeichert)</translation>
        </message>
        <message>
            <source>%1 was written by a newer Fioscope (schema %2)</source>
            <translation>%1 wurde von einem neueren Fioscope geschrieben (Schema %2)</translation>
        </message>
        <message>
            <source>update Fioscope, or use another data directory (%1)</source>
            <translation>Fioscope aktualisieren oder ein anderes Datenverzeichnis verwenden (%1)</translation>
        </message>
        <message>
            <source>the run history %1 is read-only and from an older Fioscope (schema %2): it cannot be brought up to date to be read</source>
            <translation>der Verlauf der Läufe %1 ist schreibgeschützt und von einem älteren Fioscope (Schema %2): er kann zum Lesen nicht aktualisiert werden</translation>
        </message>
        <message>
            <source>make it writable once, or set %1 to another directory</source>
            <translation>ihn einmal beschreibbar machen oder %1 auf ein anderes Verzeichnis setzen</translation>
        </message>
        <message>
            <source>the run history %1 is closed</source>
            <translation>der Verlauf der Läufe %1 ist geschlossen</translation>
        </message>
        <message>
            <source>the run history %1 failed: %2</source>
            <translation>der Verlauf der Läufe %1 ist fehlgeschlagen: %2</translation>
        </message>
        <message>
            <source>set %1 to another directory</source>
            <translation>%1 auf ein anderes Verzeichnis setzen</translation>
        </message>
        <message>
            <source>run %1 in the run history %2 cannot be read: %3</source>
            <translation>Lauf %1 im Verlauf der Läufe %2 kann nicht gelesen werden: %3</translation>
        </message>
        <message>
            <source>the history may be damaged; other runs may still be read</source>
            <translation>der Verlauf ist vielleicht beschädigt; andere Läufe lassen sich eventuell noch lesen</translation>
        </message>
        <message>
            <source>the disk holding the run history (%1) is full (%2)</source>
            <translation>der Datenträger mit dem Verlauf der Läufe (%1) ist voll (%2)</translation>
        </message>
        <message>
            <source>free some space there, or set %1 to another directory</source>
            <translation>dort Platz freimachen oder %1 auf ein anderes Verzeichnis setzen</translation>
        </message>
        <message>
            <source>%1 is not a directory that can be created</source>
            <translation>%1 ist kein Verzeichnis, das sich anlegen lässt</translation>
        </message>
        <message>
            <source>make it writable, or set %1 to another directory</source>
            <translation>ihn beschreibbar machen oder %1 auf ein anderes Verzeichnis setzen</translation>
        </message>
        <message>
            <source>the run history %1 is locked by another program (%2)</source>
            <translation>der Verlauf der Läufe %1 ist von einem anderen Programm gesperrt (%2)</translation>
        </message>
        <message>
            <source>wait for the other Fioscope to finish, or close it</source>
            <translation>warten, bis das andere Fioscope fertig ist, oder es schließen</translation>
        </message>
        <message>
            <source>the run history %1 cannot be read or written: %2</source>
            <translation>der Verlauf der Läufe %1 kann nicht gelesen oder geschrieben werden: %2</translation>
        </message>
        <message>
            <source>check the disk it is on, or set %1 to another directory</source>
            <translation>den Datenträger prüfen, auf dem er liegt, oder %1 auf ein anderes Verzeichnis setzen</translation>
        </message>
        <message>
            <source>%1 is not writable</source>
            <translation>%1 ist nicht beschreibbar</translation>
        </message>
        <message>
            <source>cannot write the run history %1: %2 (%3)</source>
            <translation>der Verlauf der Läufe %1 kann nicht geschrieben werden: %2 (%3)</translation>
        </message>
        <message>
            <source>cannot write the run history %1: %2</source>
            <translation>der Verlauf der Läufe %1 kann nicht geschrieben werden: %2</translation>
        </message>
        <message>
            <source>%1 is read-only</source>
            <translation>%1 ist schreibgeschützt</translation>
        </message>
        <message>
            <source>make it yours alone (%1), or set %2 to a directory of your own</source>
            <translation>es nur Ihnen gehören lassen (%1) oder %2 auf ein eigenes Verzeichnis setzen</translation>
        </message>
        <message>
            <source>the run history's file %1 is a link (to %2); Fioscope never opens its history through one</source>
            <translation>die Datei %1 des Verlaufs der Läufe ist ein Link (auf %2); Fioscope öffnet seinen Verlauf nie über einen Link</translation>
        </message>
        <message>
            <source>remove the link, or set %1 to a directory of your own</source>
            <translation>den Link entfernen oder %1 auf ein eigenes Verzeichnis setzen</translation>
        </message>
        <message>
            <source>the run history's file %1 is not a regular file</source>
            <translation>die Datei %1 des Verlaufs der Läufe ist keine reguläre Datei</translation>
        </message>
        <message>
            <source>move it away, or set %1 to a directory of your own</source>
            <translation>sie wegschieben oder %1 auf ein eigenes Verzeichnis setzen</translation>
        </message>
        <message>
            <source>the run history's file %1 belongs to another user (uid %2, you are %3)</source>
            <translation>die Datei %1 des Verlaufs der Läufe gehört einem anderen Benutzer (uid %2, Sie sind %3)</translation>
        </message>
        <message>
            <source>the run history %1 was replaced while it was opened</source>
            <translation>der Verlauf der Läufe %1 wurde beim Öffnen ersetzt</translation>
        </message>
        <message>
            <source>run again</source>
            <translation>noch einmal ausführen</translation>
        </message>
        <message>
            <source>the run history %1 is damaged (%2) and cannot be moved aside: %3</source>
            <translation>der Verlauf der Läufe %1 ist beschädigt (%2) und kann nicht beiseitegelegt werden: %3</translation>
        </message>
        <message>
            <source>move it away yourself, or set %1 to another directory</source>
            <translation>ihn selbst wegschieben oder %1 auf ein anderes Verzeichnis setzen</translation>
        </message>
        <message>
            <source>the run history's file %1 cannot be read: %2</source>
            <translation>die Datei %1 des Verlaufs der Läufe kann nicht gelesen werden: %2</translation>
        </message>
        <message>
            <source>%1 needs at least one %2</source>
            <translation>%1 braucht mindestens ein %2</translation>
        </message>
        <message>
            <source>bad host name %1</source>
            <translation>ungültiger Hostname %1</translation>
        </message>
        <message>
            <source>bad port %1 for host %2</source>
            <translation>ungültiger Port %1 für Host %2</translation>
        </message>
        <message>
            <source>use %1</source>
            <translation>%1 verwenden</translation>
        </message>
        <message>
            <source>unknown host %1: %2</source>
            <translation>unbekannter Host %1: %2</translation>
        </message>
        <message>
            <source>check the host name</source>
            <translation>den Hostnamen prüfen</translation>
        </message>
        <message>
            <source>no fio server at %1: connection refused</source>
            <translation>kein fio-Server unter %1: Verbindung abgelehnt</translation>
        </message>
        <message>
            <source>start one there with: %1</source>
            <translation>dort einen starten mit: %1</translation>
        </message>
        <message>
            <source>fio server %1 did not answer within %2 s</source>
            <translation>fio-Server %1 hat nicht innerhalb von %2 s geantwortet</translation>
        </message>
        <message>
            <source>check that the host is up and the port is not blocked by a firewall</source>
            <translation>prüfen, ob der Host läuft und der Port nicht von einer Firewall gesperrt ist</translation>
        </message>
        <message>
            <source>cannot reach %1: %2</source>
            <translation>%1 ist nicht erreichbar: %2</translation>
        </message>
        <message>
            <source>check the host name, network and firewall</source>
            <translation>Hostnamen, Netzwerk und Firewall prüfen</translation>
        </message>
        <message>
            <source>fio server %1 speaks another fio protocol (%2); here it is %3</source>
            <translation>fio-Server %1 spricht ein anderes fio-Protokoll (%2); hier ist es %3</translation>
        </message>
        <message>
            <source>run %1 on %2</source>
            <translation>%1 auf %2 ausführen</translation>
        </message>
        <message>
            <source>%1 did not answer as a fio server (%2)</source>
            <translation>%1 hat nicht als fio-Server geantwortet (%2)</translation>
        </message>
        <message>
            <source>start %1 there with: %2</source>
            <translation>dort %1 starten mit: %2</translation>
        </message>
        <message>
            <source>%1 answered the probe but did not run the check's job (%2)</source>
            <translation>%1 hat auf die Abfrage geantwortet, aber den Prüf-Job nicht ausgeführt (%2)</translation>
        </message>
        <message>
            <source>restart the fio server there (%1: %2)</source>
            <translation>den fio-Server dort neu starten (%1: %2)</translation>
        </message>
        <message>
            <source>fio server %1 runs %2, here it is %3</source>
            <translation>fio-Server %1 läuft mit %2, hier ist es %3</translation>
        </message>
        <message>
            <source>fio's client/server protocol is version-bound: run %1 on %2</source>
            <translation>fios Client/Server-Protokoll ist an die Version gebunden: %1 auf %2 ausführen</translation>
        </message>
        <message>
            <source>bad port in %1</source>
            <translation>ungültiger Port in %1</translation>
        </message>
        <message>
            <source>write %1, e.g. %2</source>
            <translation>%1 schreiben, z. B. %2</translation>
        </message>
        <message>
            <source>fio server %1 accepted the connection but did not answer within %2 s</source>
            <translation>fio-Server %1 hat die Verbindung angenommen, aber nicht innerhalb von %2 s geantwortet</translation>
        </message>
        <message>
            <source>is it busy with another client's run?</source>
            <translation>ist er mit dem Lauf eines anderen Clients beschäftigt?</translation>
        </message>
        <message>
            <source>target check on %1: %2</source>
            <translation>Zielprüfung auf %1: %2</translation>
        </message>
        <message>
            <source>fix the target path on that host</source>
            <translation>den Zielpfad auf diesem Host korrigieren</translation>
        </message>
        <message>
            <source>%1 on %2 took over %3 s</source>
            <translation>%1 auf %2 dauerte über %3 s</translation>
        </message>
        <message>
            <source>no hosts given</source>
            <translation>keine Hosts angegeben</translation>
        </message>
        <message>
            <source>name at least one fio server, e.g. %1</source>
            <translation>mindestens einen fio-Server angeben, z. B. %1</translation>
        </message>
        <message>
            <source>no jobs to run</source>
            <translation>keine Jobs auszuführen</translation>
        </message>
        <message>
            <source>interval must be %1 s</source>
            <translation>das Intervall muss %1 s betragen</translation>
        </message>
        <message>
            <source>client counts must be %1 (the hosts given)</source>
            <translation>die Client-Anzahlen müssen %1 sein (die angegebenen Hosts)</translation>
        </message>
        <message>
            <source>the drive geometry answer is too short</source>
            <translation>die Antwort zur Laufwerksgeometrie ist zu kurz</translation>
        </message>
        <message>
            <source>cannot read the size of %1</source>
            <translation>die Größe von %1 kann nicht gelesen werden</translation>
        </message>
        <message>
            <source>%1 is no longer a block device</source>
            <translation>%1 ist kein Blockgerät mehr</translation>
        </message>
        <message>
            <source>nothing was written</source>
            <translation>nichts wurde geschrieben</translation>
        </message>
        <message>
            <source>not a block device</source>
            <translation>kein Blockgerät</translation>
        </message>
        <message>
            <source>%1 now names another device (%2, confirmed %3)</source>
            <translation>%1 bezeichnet jetzt ein anderes Gerät (%2, bestätigt %3)</translation>
        </message>
        <message>
            <source>%1 changed size during the run (%2, now %3)</source>
            <translation>%1 hat während des Laufs die Größe geändert (%2, jetzt %3)</translation>
        </message>
        <message>
            <source>%1 now reports another serial number (%2, confirmed %3)</source>
            <translation>%1 meldet jetzt eine andere Seriennummer (%2, bestätigt %3)</translation>
        </message>
        <message>
            <source>device %1 is gone (%2)</source>
            <translation>Gerät %1 ist verschwunden (%2)</translation>
        </message>
        <message>
            <source>cannot hold %1 for the run: %2</source>
            <translation>%1 kann für den Lauf nicht belegt werden: %2</translation>
        </message>
        <message>
            <source>%1 changed while it was opened (%2, now %3)</source>
            <translation>%1 hat sich beim Öffnen geändert (%2, jetzt %3)</translation>
        </message>
        <message>
            <source>%1 is gone (%2)</source>
            <translation>%1 ist verschwunden (%2)</translation>
        </message>
        <message>
            <source>%1 was detached during the run (its detach waits for the run to let go)</source>
            <translation>%1 wurde während des Laufs getrennt (die Trennung wartet, bis der Lauf es freigibt)</translation>
        </message>
        <message>
            <source>%1 is in use (mounted, swap or held by another program)</source>
            <translation>%1 wird benutzt (eingehängt, Swap oder von einem anderen Programm belegt)</translation>
        </message>
        <message>
            <source>nothing was written; free it and run again</source>
            <translation>nichts wurde geschrieben; es freigeben und noch einmal ausführen</translation>
        </message>
        <message>
            <source>%1 was detached during the run</source>
            <translation>%1 wurde während des Laufs getrennt</translation>
        </message>
        <message>
            <source>%1 is now a loop device on %2</source>
            <translation>%1 ist jetzt ein Loop-Gerät auf %2</translation>
        </message>
        <message>
            <source>%1 is now a loop device on another file</source>
            <translation>%1 ist jetzt ein Loop-Gerät auf einer anderen Datei</translation>
        </message>
        <message>
            <source>%1 is no longer the device confirmed for this run</source>
            <translation>%1 ist nicht mehr das für diesen Lauf bestätigte Gerät</translation>
        </message>
        <message>
            <source>%1 was taken during the run (mounted, swap or held by another program)</source>
            <translation>%1 wurde während des Laufs belegt (eingehängt, Swap oder von einem anderen Programm belegt)</translation>
        </message>
        <message>
            <source>holds the running system (/, /boot, /usr or active swap)</source>
            <translation>enthält das laufende System (/, /boot, /usr oder aktiven Swap)</translation>
        </message>
        <message>
            <source>is mounted at %1</source>
            <translation>ist unter %1 eingehängt</translation>
        </message>
        <message>
            <source>is in use as swap</source>
            <translation>wird als Swap benutzt</translation>
        </message>
        <message>
            <source>is held by %1 (LVM, dm-crypt or md)</source>
            <translation>wird von %1 belegt (LVM, dm-crypt oder md)</translation>
        </message>
        <message>
            <source>is a loop device on %1</source>
            <translation>ist ein Loop-Gerät auf %1</translation>
        </message>
        <message>
            <source>is a loop device on %1, part of %2</source>
            <translation>ist ein Loop-Gerät auf %1, einem Teil von %2</translation>
        </message>
        <message>
            <source>backs the loop device %1</source>
            <translation>liegt unter dem Loop-Gerät %1</translation>
        </message>
        <message>
            <source>shares its backing file with %1</source>
            <translation>teilt seine Backing-Datei mit %1</translation>
        </message>
        <message>
            <source>%1, which %2</source>
            <translation>%1, und dieses %2</translation>
        </message>
        <message>
            <source>is read-only</source>
            <translation>ist schreibgeschützt</translation>
        </message>
        <message>
            <source>it shares its backing file with %1</source>
            <translation>es teilt seine Backing-Datei mit %1</translation>
        </message>
        <message>
            <source>it is a loop device on %1</source>
            <translation>es ist ein Loop-Gerät auf %1</translation>
        </message>
        <message>
            <source>it is a loop device on %1, part of %2</source>
            <translation>es ist ein Loop-Gerät auf %1, einem Teil von %2</translation>
        </message>
        <message>
            <source>it backs the loop device %1</source>
            <translation>es liegt unter dem Loop-Gerät %1</translation>
        </message>
        <message>
            <source>its partition %1 backs the loop device %2</source>
            <translation>seine Partition %1 liegt unter dem Loop-Gerät %2</translation>
        </message>
        <message>
            <source>target %1: its name is not UTF-8, and Fioscope keeps targets' names as text in its history</source>
            <translation>Ziel %1: sein Name ist kein UTF-8, und Fioscope hält die Namen der Ziele als Text in seinem Verlauf</translation>
        </message>
        <message>
            <source>target %1 is not a directory</source>
            <translation>Ziel %1 ist kein Verzeichnis</translation>
        </message>
        <message>
            <source>give a directory for a test file, or a device path for a raw test</source>
            <translation>ein Verzeichnis für eine Testdatei angeben oder einen Gerätepfad für einen Rohtest</translation>
        </message>
        <message>
            <source>target %1 is not writable</source>
            <translation>Ziel %1 ist nicht beschreibbar</translation>
        </message>
        <message>
            <source>choose a directory you can write to</source>
            <translation>ein Verzeichnis wählen, in das Sie schreiben dürfen</translation>
        </message>
        <message>
            <source>test size %1 is larger than the free space in %2 (%3)</source>
            <translation>Testgröße %1 ist größer als der freie Platz in %2 (%3)</translation>
        </message>
        <message>
            <source>use a smaller Size</source>
            <translation>eine kleinere Größe verwenden</translation>
        </message>
        <message>
            <source>test size %1 fits in %2 (%3 free) only without the %4 MiB Fioscope leaves free</source>
            <translation>Testgröße %1 passt in %2 (%3 frei) nur ohne die %4 MiB, die Fioscope frei lässt</translation>
        </message>
        <message>
            <source>%1 already exists</source>
            <translation>%1 existiert bereits</translation>
        </message>
        <message>
            <source>something else took the test file's name; run again</source>
            <translation>etwas anderes hat den Namen der Testdatei belegt; noch einmal ausführen</translation>
        </message>
        <message>
            <source>cannot create the test file %1: %2</source>
            <translation>die Testdatei %1 kann nicht angelegt werden: %2</translation>
        </message>
        <message>
            <source>something else took the run directory's name; run again</source>
            <translation>etwas anderes hat den Namen des Laufverzeichnisses belegt; noch einmal ausführen</translation>
        </message>
        <message>
            <source>cannot create the run's directory %1: %2</source>
            <translation>das Verzeichnis des Laufs %1 kann nicht angelegt werden: %2</translation>
        </message>
        <message>
            <source>cannot create the run's directory in %1: %2</source>
            <translation>das Verzeichnis des Laufs kann in %1 nicht angelegt werden: %2</translation>
        </message>
        <message>
            <source>the reserve is the cause: free %1 more there, or use a Size of at most %2</source>
            <translation>die Reserve ist die Ursache: dort %1 mehr freimachen oder eine Größe von höchstens %2 verwenden</translation>
        </message>
        <message>
            <source>the reserve is the cause: free %1 more there, or use a larger disk</source>
            <translation>die Reserve ist die Ursache: dort %1 mehr freimachen oder einen größeren Datenträger verwenden</translation>
        </message>
        <message>
            <source>settings unreadable</source>
            <translation>Einstellungen unlesbar</translation>
        </message>
        <message>
            <source>median</source>
            <translation>Median</translation>
        </message>
        <message>
            <source>mean</source>
            <translation>Mittelwert</translation>
        </message>
        <message>
            <source>best</source>
            <translation>Bestwert</translation>
        </message>
        <message>
            <source>suite %1</source>
            <translation>Testreihe %1</translation>
        </message>
        <message>
            <source>I/O as the job file says</source>
            <translation>I/O wie in der Jobdatei</translation>
        </message>
        <message>
            <source>size %1</source>
            <translation>Größe %1</translation>
        </message>
        <message>
            <source>runtime %1 s per test</source>
            <translation>Laufzeit %1 s je Test</translation>
        </message>
        <message>
            <source>queue depth %1</source>
            <translation>Warteschlangentiefe %1</translation>
        </message>
        <message>
            <source>engine %1</source>
            <translation>Engine %1</translation>
        </message>
        <message>
            <source>mixed %1/%2 read/write</source>
            <translation>gemischt %1/%2 Lesen/Schreiben</translation>
        </message>
        <message>
            <source>test data all 0x00</source>
            <translation>Testdaten alle 0x00</translation>
        </message>
        <message>
            <source>sampled at Fioscope's automatic interval</source>
            <translation>im automatischen Intervall von Fioscope abgetastet</translation>
        </message>
        <message>
            <source>readahead set to %1 KiB</source>
            <translation>Readahead auf %1 KiB gesetzt</translation>
        </message>
        <message>
            <source>caches dropped before each test</source>
            <translation>Caches vor jedem Test geleert</translation>
        </message>
        <message>
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <source>%1 · target %2</source>
            <translation>%1 · Ziel %2</translation>
        </message>
        <message>
            <source>drive unknown</source>
            <translation>Laufwerk unbekannt</translation>
        </message>
        <message>
            <source>%1 · Fioscope %2 · %3</source>
            <translation>%1 · Fioscope %2 · %3</translation>
        </message>
        <message>
            <source>%1 · run %2</source>
            <translation>%1 · Lauf %2</translation>
        </message>
        <message>
            <source>Runs compared, the first is the baseline:</source>
            <translation>Verglichene Läufe, der erste ist die Basis:</translation>
        </message>
        <message>
            <source>#%1 · %2 on %3 · %4 · %5 · %6</source>
            <translation>#%1 · %2 auf %3 · %4 · %5 · %6</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>unbekannt</translation>
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
            <translation>Vorgabe %1</translation>
        </message>
        <message>
            <source>direct and buffered I/O</source>
            <translation>Direct I/O und gepufferte I/O</translation>
        </message>
        <message>
            <source>mode %1</source>
            <translation>Modus %1</translation>
        </message>
        <message>
            <source>%1 loop</source>
            <translation>%1 Durchlauf</translation>
        </message>
        <message>
            <source>sampled every %1 s</source>
            <translation>alle %1 s abgetastet</translation>
        </message>
        <message>
            <source>buffered I/O (page cache)</source>
            <translation>gepufferte I/O (Page-Cache)</translation>
        </message>
        <message>
            <source>direct I/O</source>
            <translation>Direct I/O</translation>
        </message>
        <message>
            <source>%1 thread (fio %2)</source>
            <translation>%1 Thread (fio %2)</translation>
        </message>
        <message>
            <source>%1 threads (fio %2)</source>
            <translation>%1 Threads (fio %2)</translation>
        </message>
        <message>
            <source>%1 loops, the %2 shown</source>
            <translation>%1 Durchläufe, der %2 gezeigt</translation>
        </message>
        <message>
            <source>%1 loops</source>
            <translation>%1 Durchläufe</translation>
        </message>
        <message>
            <source>%1 process (fio %2)</source>
            <translation>%1 Prozess (fio %2)</translation>
        </message>
        <message>
            <source>%1 processes (fio %2)</source>
            <translation>%1 Prozesse (fio %2)</translation>
        </message>
        <message>
            <source>%1 job (fio %2)</source>
            <translation>%1 Job (fio %2)</translation>
        </message>
        <message>
            <source>%1 jobs (fio %2)</source>
            <translation>%1 Jobs (fio %2)</translation>
        </message>
        <message>
            <source>reads only</source>
            <translation>nur Lesen</translation>
        </message>
        <message>
            <source>writes only</source>
            <translation>nur Schreiben</translation>
        </message>
        <message>
            <source>mixed tests only</source>
            <translation>nur gemischte Tests</translation>
        </message>
        <message>
            <source>read, write and mixed</source>
            <translation>Lesen, Schreiben und gemischt</translation>
        </message>
        <message>
            <source>reads may come from the page cache and writes stay in it</source>
            <translation>Lesezugriffe kommen eventuell aus dem Page-Cache und Schreibzugriffe bleiben darin</translation>
        </message>
        <message>
            <source>buffered I/O on %1 with %2 GiB of RAM: %3; use direct I/O or a test larger than RAM</source>
            <translation>gepufferte I/O auf %1 bei %2 GiB Arbeitsspeicher: %3; Direct I/O verwenden oder einen Test, der größer als der Arbeitsspeicher ist</translation>
        </message>
        <message>
            <source>%1: fio keeps the file's cached pages, so reads may come from RAM</source>
            <translation>%1: fio behält die zwischengespeicherten Seiten der Datei, also kommen Lesezugriffe eventuell aus dem Arbeitsspeicher</translation>
        </message>
        <message>
            <source>writes may stay in the page cache without reaching the disk</source>
            <translation>Schreibzugriffe bleiben eventuell im Page-Cache, ohne den Datenträger zu erreichen</translation>
        </message>
        <message>
            <source>reads may come from the page cache</source>
            <translation>Lesezugriffe kommen eventuell aus dem Page-Cache</translation>
        </message>
        <message>
            <source>the target is on %1: this measures RAM, not a disk</source>
            <translation>das Ziel liegt auf %1: das misst den Arbeitsspeicher, keinen Datenträger</translation>
        </message>
        <message>
            <source>throughput fell %1 % (%2 -&gt; %3)</source>
            <translation>der Durchsatz fiel um %1 % (%2 -&gt; %3)</translation>
        </message>
        <message>
            <source>throughput fell %1 % after %2 s; no temperature readings to tell why</source>
            <translation>der Durchsatz fiel nach %2 s um %1 %; keine Temperaturwerte, um den Grund zu sagen</translation>
        </message>
        <message>
            <source>throughput fell %1 % after %2 s at %3 C with no temperature rise to speak of: not thermal (a write cache filling up?)</source>
            <translation>der Durchsatz fiel nach %2 s bei %3 °C um %1 % ohne nennenswerten Temperaturanstieg: nicht thermisch (ein volllaufender Schreibcache?)</translation>
        </message>
        <message>
            <source>too few intervals to tell</source>
            <translation>zu wenige Intervalle, um es zu sagen</translation>
        </message>
        <message>
            <source>%1 after %2 s: %3; %4</source>
            <translation>%1 nach %2 s: %3; %4</translation>
        </message>
        <message>
            <source>no throughput drop, and no temperature readings</source>
            <translation>kein Durchsatzabfall und keine Temperaturwerte</translation>
        </message>
        <message>
            <source>no throughput drop; the drive went from %1 to %2 C (%3)</source>
            <translation>kein Durchsatzabfall; das Laufwerk ging von %1 auf %2 °C (%3)</translation>
        </message>
        <message>
            <source>no throughput drop; the drive went from %1 to %2 C</source>
            <translation>kein Durchsatzabfall; das Laufwerk ging von %1 auf %2 °C</translation>
        </message>
        <message>
            <source>throttled at %1 C</source>
            <translation>gedrosselt bei %1 °C</translation>
        </message>
        <message>
            <source>throttled</source>
            <translation>gedrosselt</translation>
        </message>
        <message>
            <source>%1 after %2 s while the drive warmed from %3 to %4 C: likely thermal (%5)</source>
            <translation>%1 nach %2 s, während sich das Laufwerk von %3 auf %4 °C erwärmte: wahrscheinlich thermisch (%5)</translation>
        </message>
        <message>
            <source>%1 after %2 s while the drive warmed from %3 to %4 C: likely thermal</source>
            <translation>%1 nach %2 s, während sich das Laufwerk von %3 auf %4 °C erwärmte: wahrscheinlich thermisch</translation>
        </message>
        <message>
            <source>the drive reached its warning temperature (%1 C)</source>
            <translation>das Laufwerk erreichte seine Warntemperatur (%1 °C)</translation>
        </message>
        <message>
            <source>its thermal-throttle counter rose by %1</source>
            <translation>sein Zähler für thermische Drosselung stieg um %1</translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1 und %2</translation>
        </message>
        <message>
            <source>warning %1 C</source>
            <translation>Warnung %1 °C</translation>
        </message>
        <message>
            <source>critical %1 C</source>
            <translation>kritisch %1 °C</translation>
        </message>
        <message>
            <source>the drive passed its critical temperature (%1 C)</source>
            <translation>das Laufwerk überschritt seine kritische Temperatur (%1 °C)</translation>
        </message>
        <message>
            <source>the note of files left on fio servers %1 cannot be read (%2): ignored</source>
            <translation>die Notiz der auf fio-Servern zurückgelassenen Dateien %1 lässt sich nicht lesen (%2): ignoriert</translation>
        </message>
        <message>
            <source>the note of files left on fio servers %1 is not this user's own: ignored</source>
            <translation>die Notiz der auf fio-Servern zurückgelassenen Dateien %1 gehört nicht diesem Benutzer: ignoriert</translation>
        </message>
        <message>
            <source>the note of files left on fio servers %1 is damaged (%2): ignored</source>
            <translation>die Notiz der auf fio-Servern zurückgelassenen Dateien %1 ist beschädigt (%2): ignoriert</translation>
        </message>
        <message>
            <source>removed on %1 what an earlier run left there: %2</source>
            <translation>auf %1 entfernt, was ein früherer Lauf dort hinterlassen hat: %2</translation>
        </message>
        <message>
            <source>fio lost the connection to a server on %1</source>
            <translation>fio hat die Verbindung zu einem Server auf %1 verloren</translation>
        </message>
        <message>
            <source>fio lost the connection to %1</source>
            <translation>fio hat die Verbindung zu %1 verloren</translation>
        </message>
        <message>
            <source>stopped when %1 stopped answering: the other hosts' figures cover the job up to then</source>
            <translation>angehalten, als %1 nicht mehr antwortete: die Werte der anderen Hosts decken den Job bis dahin ab</translation>
        </message>
        <message>
            <source>fio's client exited with code %1</source>
            <translation>fios Client wurde mit Code %1 beendet</translation>
        </message>
        <message>
            <source>%1 (timed out)</source>
            <translation>%1 (Zeitüberschreitung)</translation>
        </message>
        <message>
            <source>%1 stopped answering during the run</source>
            <translation>%1 hat während des Laufs nicht mehr geantwortet</translation>
        </message>
        <message>
            <source>%1 disconnected during the run</source>
            <translation>%1 hat während des Laufs die Verbindung getrennt</translation>
        </message>
        <message>
            <source>%1 returned no results</source>
            <translation>%1 hat keine Ergebnisse geliefert</translation>
        </message>
        <message>
            <source>%1 stopped answering: %2</source>
            <translation>%1 antwortet nicht mehr: %2</translation>
        </message>
        <message>
            <source>the run stopped there; what the other hosts measured is kept</source>
            <translation>der Lauf wurde dort angehalten; was die anderen Hosts gemessen haben, bleibt erhalten</translation>
        </message>
        <message>
            <source>no answer</source>
            <translation>keine Antwort</translation>
        </message>
        <message>
            <source>names its files by a pattern fio fills in on the server</source>
            <translation>seine Dateien nach einem Muster benennt, das fio auf dem Server ausfüllt</translation>
        </message>
        <message>
            <source>puts its files in a directory that fio names per client on a server</source>
            <translation>seine Dateien in ein Verzeichnis legt, das fio auf einem Server pro Client benennt</translation>
        </message>
        <message>
            <source>opens every file of a directory on the server</source>
            <translation>jede Datei eines Verzeichnisses auf dem Server öffnet</translation>
        </message>
        <message>
            <source>replays I/O to the files a log names</source>
            <translation>I/O auf die Dateien wiederholt, die ein Log nennt</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>nicht vorhanden</translation>
        </message>
        <message>
            <source>a regular file</source>
            <translation>eine reguläre Datei</translation>
        </message>
        <message>
            <source>job %1: %2 is refused for runs on fio servers</source>
            <translation>Job %1: %2 wird für Läufe auf fio-Servern abgelehnt</translation>
        </message>
        <message>
            <source>fio's refusal is what guards a mounted device on another host</source>
            <translation>fios Ablehnung schützt ein eingehängtes Gerät auf einem anderen Host</translation>
        </message>
        <message>
            <source>job %1 writes on the fio servers with %2, whose files Fioscope cannot check before the run</source>
            <translation>Job %1 schreibt auf den fio-Servern mit %2, dessen Dateien Fioscope vor dem Lauf nicht prüfen kann</translation>
        </message>
        <message>
            <source>use an I/O engine that reads and writes the files the job names</source>
            <translation>eine I/O-Engine verwenden, die die Dateien liest und schreibt, die der Job nennt</translation>
        </message>
        <message>
            <source>job %1 writes to %2 on the fio servers, a partition</source>
            <translation>Job %1 schreibt auf den fio-Servern auf %2, eine Partition</translation>
        </message>
        <message>
            <source>test the whole device (its kernel name, with its %1 token), or a directory on the partition's filesystem</source>
            <translation>das ganze Gerät testen (mit seinem Kernel-Namen und seinem %1-Token) oder ein Verzeichnis im Dateisystem der Partition</translation>
        </message>
        <message>
            <source>job %1 writes to %2 on the fio servers: a device written there must be named as the kernel names it</source>
            <translation>Job %1 schreibt auf den fio-Servern auf %2: ein dort beschriebenes Gerät muss so heißen, wie der Kernel es nennt</translation>
        </message>
        <message>
            <source>Fioscope cannot resolve links on another host, so a second name could reach a mounted device; use the kernel name, e.g. %1, with the token %2</source>
            <translation>Fioscope kann Links auf einem anderen Host nicht auflösen, ein zweiter Name könnte also ein eingehängtes Gerät erreichen; den Kernel-Namen verwenden, z. B. %1, mit dem Token %2</translation>
        </message>
        <message>
            <source>job %1 writes on the fio servers and sets %2, which %3: Fioscope cannot check those paths before the run</source>
            <translation>Job %1 schreibt auf den fio-Servern und setzt %2, womit er %3: Fioscope kann diese Pfade vor dem Lauf nicht prüfen</translation>
        </message>
        <message>
            <source>name each file with %1 (a device by its kernel name, with its %2 token)</source>
            <translation>jede Datei mit %1 nennen (ein Gerät mit seinem Kernel-Namen und seinem %2-Token)</translation>
        </message>
        <message>
            <source>job %1 writes to %2 on %3, which destroys all data on that device</source>
            <translation>Job %1 schreibt auf %2 auf %3, was alle Daten auf diesem Gerät zerstört</translation>
        </message>
        <message>
            <source>to go ahead, confirm with %1</source>
            <translation>zum Fortfahren mit %1 bestätigen</translation>
        </message>
        <message>
            <source>the fio server on %1 cannot refuse %2 while it is in use: it is not Fioscope's bundled fio for Linux (build p4 or later), whose probe reply says it claims a device before writing it</source>
            <translation>der fio-Server auf %1 kann %2 nicht ablehnen, solange es benutzt wird: er ist nicht Fioscopes mitgeliefertes fio für Linux (Build p4 oder neuer), dessen Antwort auf die Probe sagt, dass es ein Gerät vor dem Schreiben belegt</translation>
        </message>
        <message>
            <source>run the bundled fio there (%1), or test the device on that host itself with %2</source>
            <translation>dort das mitgelieferte fio ausführen (%1) oder das Gerät auf diesem Host selbst mit %2 testen</translation>
        </message>
        <message>
            <source>job %1: %2 holds a '$' after fio resolved it here, which the fio servers would expand again with their own environment</source>
            <translation>Job %1: %2 enthält ein '$', nachdem fio es hier aufgelöst hat, das die fio-Server mit ihrer eigenen Umgebung erneut ersetzen würden</translation>
        </message>
        <message>
            <source>give the value without '$'</source>
            <translation>den Wert ohne '$' angeben</translation>
        </message>
        <message>
            <source>job %1: %2 on %3 is %4, and fio would open it instead of the job's own file %5</source>
            <translation>Job %1: %2 auf %3 ist %4, und fio würde es statt der eigenen Datei des Jobs %5 öffnen</translation>
        </message>
        <message>
            <source>give the job its file with %1</source>
            <translation>dem Job seine Datei mit %1 geben</translation>
        </message>
        <message>
            <source>job %1 writes %2 on %3, which is %4 there</source>
            <translation>Job %1 schreibt %2 auf %3, das dort %4 ist</translation>
        </message>
        <message>
            <source>fio would write through it; name a regular file, or a device by its kernel name with its %1 token</source>
            <translation>fio würde durch sie hindurch schreiben; eine reguläre Datei nennen oder ein Gerät mit seinem Kernel-Namen und seinem %1-Token</translation>
        </message>
        <message>
            <source>job %1 would overwrite %2 on %3, which exists</source>
            <translation>Job %1 würde %2 auf %3 überschreiben, das existiert</translation>
        </message>
        <message>
            <source>to write it anyway, add %1</source>
            <translation>um sie trotzdem zu schreiben, %1 hinzufügen</translation>
        </message>
        <message>
            <source>failed the job with error %1 (%2)</source>
            <translation>hat den Job mit Fehler %1 (%2) abgebrochen</translation>
        </message>
        <message>
            <source>did no I/O (fio refused the job)</source>
            <translation>hat kein I/O ausgeführt (fio hat den Job abgelehnt)</translation>
        </message>
        <message>
            <source>host %1 dropped out: %2</source>
            <translation>Host %1 ist ausgefallen: %2</translation>
        </message>
        <message>
            <source>readahead is Linux only: Windows has no per-disk readahead setting</source>
            <translation>Readahead gibt es nur unter Linux: Windows hat kein Readahead je Datenträger</translation>
        </message>
        <message>
            <source>no block device behind %1: readahead cannot be set</source>
            <translation>hinter %1 steht kein Blockgerät: Readahead lässt sich nicht setzen</translation>
        </message>
        <message>
            <source>readahead must be %1 KiB</source>
            <translation>Readahead muss %1 KiB sein</translation>
        </message>
        <message>
            <source>the bundled fio is missing (%1)</source>
            <translation>das mitgelieferte fio fehlt (%1)</translation>
        </message>
        <message>
            <source>reinstall Fioscope</source>
            <translation>Fioscope neu installieren</translation>
        </message>
        <message>
            <source>cannot start the elevated runner: %1</source>
            <translation>der Runner mit erhöhten Rechten lässt sich nicht starten: %1</translation>
        </message>
        <message>
            <source>administrator rights were refused at the UAC prompt</source>
            <translation>Administratorrechte wurden in der UAC-Abfrage verweigert</translation>
        </message>
        <message>
            <source>Windows opens raw disks only for administrators; test a folder on the disk instead, or accept the prompt</source>
            <translation>Windows öffnet Rohgeräte nur für Administratoren; stattdessen einen Ordner auf dem Datenträger testen oder die Abfrage bestätigen</translation>
        </message>
        <message>
            <source>%1 is Linux only</source>
            <translation>%1 gibt es nur unter Linux</translation>
        </message>
        <message>
            <source>on Windows use direct I/O (the default)</source>
            <translation>unter Windows Direct I/O verwenden (die Voreinstellung)</translation>
        </message>
        <message>
            <source>%1 needs root, and neither %2 nor %3 is available</source>
            <translation>%1 braucht Root-Rechte, und weder %2 noch %3 ist vorhanden</translation>
        </message>
        <message>
            <source>use direct I/O, or run the operation as root</source>
            <translation>Direct I/O verwenden oder den Vorgang als root ausführen</translation>
        </message>
        <message>
            <source>%1 was not allowed: %2</source>
            <translation>%1 wurde nicht erlaubt: %2</translation>
        </message>
        <message>
            <source>%1: no answer to the password prompt in %2 s</source>
            <translation>%1: keine Antwort auf die Passwortabfrage innerhalb von %2 s</translation>
        </message>
        <message>
            <source>refused</source>
            <translation>abgelehnt</translation>
        </message>
        <message>
            <source>cannot read the output of %1: expected JSON objects, got %2</source>
            <translation>die Ausgabe von %1 lässt sich nicht lesen: JSON-Objekte erwartet, %2 erhalten</translation>
        </message>
        <message>
            <source>expected the JSON that %1 prints</source>
            <translation>erwartet wurde das JSON, das %1 ausgibt</translation>
        </message>
        <message>
            <source>%1 failed: %2</source>
            <translation>%1 ist fehlgeschlagen: %2</translation>
        </message>
        <message>
            <source>cannot read the output of %1: %2 at line %3 column %4</source>
            <translation>die Ausgabe von %1 lässt sich nicht lesen: %2 in Zeile %3, Spalte %4</translation>
        </message>
        <message>
            <source>%1 did not answer within %2 s</source>
            <translation>%1 hat nicht innerhalb von %2 s geantwortet</translation>
        </message>
        <message>
            <source>Windows storage management may be busy; try again</source>
            <translation>die Speicherverwaltung von Windows ist vielleicht beschäftigt; erneut versuchen</translation>
        </message>
        <message>
            <source>cannot run PowerShell for %1: %2</source>
            <translation>PowerShell lässt sich für %1 nicht ausführen: %2</translation>
        </message>
        <message>
            <source>disk discovery needs Windows PowerShell</source>
            <translation>die Erkennung der Datenträger braucht Windows PowerShell</translation>
        </message>
        <message>
            <source>exit code %1</source>
            <translation>Exit-Code %1</translation>
        </message>
        <message>
            <source>%1 takes no arguments</source>
            <translation>%1 nimmt keine Argumente</translation>
        </message>
        <message>
            <source>%1 takes a disk name and a size in KiB</source>
            <translation>%1 nimmt einen Datenträgernamen und eine Größe in KiB</translation>
        </message>
        <message>
            <source>%1 takes one %2 path</source>
            <translation>%1 nimmt einen %2-Pfad</translation>
        </message>
        <message>
            <source>%1 takes a %2 path and a user id</source>
            <translation>%1 nimmt einen %2-Pfad und eine Benutzer-ID</translation>
        </message>
        <message>
            <source>%1: %2 is not %3 (ASCII digits, 0 to %4)</source>
            <translation>%1: %2 ist nicht %3 (ASCII-Ziffern, 0 bis %4)</translation>
        </message>
        <message>
            <source>%1: %2 is not a %3 path (a device node directly in %4)</source>
            <translation>%1: %2 ist kein %3-Pfad (ein Geräteknoten direkt in %4)</translation>
        </message>
        <message>
            <source>unknown privileged operation %1</source>
            <translation>unbekannter privilegierter Vorgang %1</translation>
        </message>
        <message>
            <source>a size in KiB</source>
            <translation>eine Größe in KiB</translation>
        </message>
        <message>
            <source>%1 is a symbolic link</source>
            <translation>%1 ist ein symbolischer Link</translation>
        </message>
        <message>
            <source>give the device node itself (e.g. %1)</source>
            <translation>den Geräteknoten selbst angeben (z. B. %1)</translation>
        </message>
        <message>
            <source>%1 is not a block device</source>
            <translation>%1 ist kein Blockgerät</translation>
        </message>
        <message>
            <source>%1 is not a device node directly in %2</source>
            <translation>%1 ist kein Geräteknoten direkt in %2</translation>
        </message>
        <message>
            <source>%1 is not the kernel's block device %2</source>
            <translation>%1 ist nicht das Blockgerät %2 des Kernels</translation>
        </message>
        <message>
            <source>give the device node as the kernel names it (see %1)</source>
            <translation>den Geräteknoten so angeben, wie der Kernel ihn nennt (siehe %1)</translation>
        </message>
        <message>
            <source>refusing to let a user read %1: %2, and its raw blocks would show every file on it</source>
            <translation>ein Benutzer darf %1 nicht lesen: %2, und seine rohen Blöcke würden jede Datei darauf zeigen</translation>
        </message>
        <message>
            <source>test a directory on it, or run the raw read as root</source>
            <translation>ein Verzeichnis darauf testen oder das rohe Lesen als root ausführen</translation>
        </message>
        <message>
            <source>%1 changed while it was checked</source>
            <translation>%1 hat sich während der Prüfung geändert</translation>
        </message>
        <message>
            <source>%1: %2 is not a disk name</source>
            <translation>%1: %2 ist kein Datenträgername</translation>
        </message>
        <message>
            <source>%1 is not a disk with a readahead setting</source>
            <translation>%1 ist kein Datenträger mit Readahead-Einstellung</translation>
        </message>
        <message>
            <source>a user id</source>
            <translation>eine Benutzer-ID</translation>
        </message>
        <message>
            <source>%1 does not exist</source>
            <translation>%1 existiert nicht</translation>
        </message>
        <message>
            <source>refusing to open %1 for a user: %2</source>
            <translation>%1 wird für einen Benutzer nicht geöffnet: %2</translation>
        </message>
        <message>
            <source>%1 is handed to user %2 now</source>
            <translation>%1 ist gerade an Benutzer %2 übergeben</translation>
        </message>
        <message>
            <source>it is given back when that run ends; root can give it back now with %1</source>
            <translation>es wird zurückgegeben, wenn dieser Lauf endet; root kann es jetzt mit %1 zurückgeben</translation>
        </message>
        <message>
            <source>cannot open %1: %2</source>
            <translation>%1 lässt sich nicht öffnen: %2</translation>
        </message>
        <message>
            <source>reference (%1)</source>
            <translation>Referenz (%1)</translation>
        </message>
        <message>
            <source>This run</source>
            <translation>Dieser Lauf</translation>
        </message>
        <message>
            <source>As the reference</source>
            <translation>Wie die Referenz</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>no</source>
            <translation>nein</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <source>%1 %2 %3</source>
            <translation>%1 %2 %3</translation>
        </message>
        <message>
            <source>%1 h</source>
            <translation>%1 h</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 min</translation>
        </message>
        <message>
            <source>SNIA PTS %1 as the open implementations run them</source>
            <translation>SNIA PTS %1 wie die offenen Implementierungen sie ausführen</translation>
        </message>
        <message>
            <source>SNIA PTS %1 after the open implementations: not conformant because %2</source>
            <translation>SNIA PTS %1 nach den offenen Implementierungen: nicht konform, weil %2</translation>
        </message>
        <message>
            <source>%1 firmware %2</source>
            <translation>%1 Firmware %2</translation>
        </message>
        <message>
            <source>RND 4K writes, %1 x QD%2; rounds of %3 x %4 s; %5</source>
            <translation>RND-4K-Schreiben, %1 x QD%2; Runden von %3 x %4 s; %5</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Ziel</translation>
        </message>
        <message>
            <source>a raw device</source>
            <translation>ein Rohgerät</translation>
        </message>
        <message>
            <source>Purge</source>
            <translation>Purge</translation>
        </message>
        <message>
            <source>secure erase, sanitize or format before each test (a discard: not conformant)</source>
            <translation>Secure Erase, Sanitize oder Formatieren vor jedem Test (ein Discard: nicht konform)</translation>
        </message>
        <message>
            <source>Write cache</source>
            <translation>Schreib-Cache</translation>
        </message>
        <message>
            <source>PTS-E disabled, PTS-C enabled: reported</source>
            <translation>PTS-E aus, PTS-C an: angegeben</translation>
        </message>
        <message>
            <source>as the drive was (Fioscope does not set it)</source>
            <translation>wie das Laufwerk eingestellt war (Fioscope stellt ihn nicht ein)</translation>
        </message>
        <message>
            <source>Steady-state window</source>
            <translation>Steady-State-Fenster</translation>
        </message>
        <message>
            <source>last 5 rounds, at most 25</source>
            <translation>die letzten 5 Runden, höchstens 25</translation>
        </message>
        <message>
            <source>last %1 rounds, at most %2</source>
            <translation>die letzten %1 Runden, höchstens %2</translation>
        </message>
        <message>
            <source>a test file, not a raw device</source>
            <translation>eine Testdatei, kein Rohgerät</translation>
        </message>
        <message>
            <source>a discard, not a secure erase</source>
            <translation>ein Discard, kein Secure Erase</translation>
        </message>
        <message>
            <source>no purge</source>
            <translation>kein Purge</translation>
        </message>
        <message>
            <source>reduced durations (quick look)</source>
            <translation>verkürzte Dauern (schneller Überblick)</translation>
        </message>
        <message>
            <source>HIR's preconditioning did not reach steady state</source>
            <translation>die Vorkonditionierung von HIR erreichte keinen Steady State</translation>
        </message>
        <message>
            <source>firmware %1</source>
            <translation>Firmware %1</translation>
        </message>
        <message>
            <source>Device</source>
            <translation>Gerät</translation>
        </message>
        <message>
            <source>Span (active range)</source>
            <translation>Bereich (aktiver Bereich)</translation>
        </message>
        <message>
            <source>as the drive was (not set by Fioscope)</source>
            <translation>wie das Laufwerk eingestellt war (nicht von Fioscope gesetzt)</translation>
        </message>
        <message>
            <source>steady in rounds %1-%2</source>
            <translation>Steady State in den Runden %1-%2</translation>
        </message>
        <message>
            <source>not steady</source>
            <translation>kein Steady State</translation>
        </message>
        <message>
            <source>%1; the window from round %2 (%3)</source>
            <translation>%1; das Fenster ab Runde %2 (%3)</translation>
        </message>
        <message>
            <source>The setup; then each point against the two open fio implementations of the PTS (CH: CloudHarmony's block-storage; YF: SSS-PTS-TEST, its PTS 2.0 extension; XSR and DIRTH are YF's alone). Fioscope is not a certified PTS test platform.</source>
            <translation>Der Aufbau; dann jeder Punkt gegen die zwei offenen fio-Implementierungen des PTS (CH: CloudHarmonys block-storage; YF: SSS-PTS-TEST, dessen Erweiterung auf PTS 2.0; XSR und DIRTH hat nur YF). Fioscope ist keine zertifizierte PTS-Testplattform.</translation>
        </message>
        <message>
            <source>Conformance: %1</source>
            <translation>Konformität: %1</translation>
        </message>
        <message>
            <source>a test file</source>
            <translation>eine Testdatei</translation>
        </message>
        <message>
            <source>a discard before each test</source>
            <translation>ein Discard vor jedem Test</translation>
        </message>
        <message>
            <source>HIR preconditioning round</source>
            <translation>HIR-Vorkonditionierungsrunde</translation>
        </message>
        <message>
            <source>30 x 60 s, the round's figure its last 60 s</source>
            <translation>30 x 60 s, der Wert der Runde aus ihren letzten 60 s</translation>
        </message>
        <message>
            <source>%1 x %2 s, its figure the last cell</source>
            <translation>%1 x %2 s, ihr Wert aus der letzten Zelle</translation>
        </message>
        <message>
            <source>HIR load</source>
            <translation>HIR-Last</translation>
        </message>
        <message>
            <source>threads x QD as chosen: reported</source>
            <translation>Threads x QD nach Wahl: angegeben</translation>
        </message>
        <message>
            <source>%1 x QD%2</source>
            <translation>%1 x QD%2</translation>
        </message>
        <message>
            <source>HIR wait states</source>
            <translation>HIR-Wartezustände</translation>
        </message>
        <message>
            <source>5 s bursts; 5, 10, 15, 25, 50 s idle; 360 bursts each; 360 x 5 s to baseline</source>
            <translation>5-s-Bursts; 5, 10, 15, 25, 50 s Leerlauf; je 360 Bursts; 360 x 5 s zurück zur Basislinie</translation>
        </message>
        <message>
            <source>%1 s bursts; %2 s idle; %3 bursts each; %4 x %5 s to baseline</source>
            <translation>%1-s-Bursts; %2 s Leerlauf; je %3 Bursts; %4 x %5 s zurück zur Basislinie</translation>
        </message>
        <message>
            <source>XSR access groups</source>
            <translation>XSR-Zugriffsgruppen</translation>
        </message>
        <message>
            <source>SEQ 1M 8 h; RND 8K 6 h; SEQ 1M 8 h (YF)</source>
            <translation>SEQ 1M 8 h; RND 8K 6 h; SEQ 1M 8 h (YF)</translation>
        </message>
        <message>
            <source>XSR load and sample</source>
            <translation>XSR-Last und Messung</translation>
        </message>
        <message>
            <source>1 thread x QD32; every 60 s (YF)</source>
            <translation>1 Thread x QD32; alle 60 s (YF)</translation>
        </message>
        <message>
            <source>%1 x QD%2; every %3 s</source>
            <translation>%1 x QD%2; alle %3 s</translation>
        </message>
        <message>
            <source>DIRTH access</source>
            <translation>DIRTH-Zugriff</translation>
        </message>
        <message>
            <source>RND, block size and read share chosen (default 8K, 65 % reads) (YF)</source>
            <translation>RND, Blockgröße und Leseanteil nach Wahl (Standard 8K, 65 % Lesen) (YF)</translation>
        </message>
        <message>
            <source>RND %1 at %2 % reads</source>
            <translation>RND %1 mit %2 % Lesen</translation>
        </message>
        <message>
            <source>DIRTH preconditioning</source>
            <translation>DIRTH-Vorkonditionierung</translation>
        </message>
        <message>
            <source>RND writes at 32 x QD32 in rounds of 30 x 60 s (YF)</source>
            <translation>RND-Schreiben mit 32 x QD32 in Runden von 30 x 60 s (YF)</translation>
        </message>
        <message>
            <source>RND writes at %1 x QD%2 in rounds of %3 x %4 s</source>
            <translation>RND-Schreiben mit %1 x QD%2 in Runden von %3 x %4 s</translation>
        </message>
        <message>
            <source>DIRTH grid round</source>
            <translation>DIRTH-Rasterrunde</translation>
        </message>
        <message>
            <source>5 min pre-write, then threads and QD 32, 16, 8, 6, 4, 2, 1 at 60 s (YF)</source>
            <translation>5 min Vorab-Schreiben, dann Threads und QD 32, 16, 8, 6, 4, 2, 1 zu je 60 s (YF)</translation>
        </message>
        <message>
            <source>%1 pre-write, then threads %2 x QD %3 at %4 s</source>
            <translation>%1 Vorab-Schreiben, dann Threads %2 x QD %3 zu je %4 s</translation>
        </message>
        <message>
            <source>DIRTH histogram points</source>
            <translation>DIRTH-Histogrammpunkte</translation>
        </message>
        <message>
            <source>60 min pre-write, then 10 min; 1 ms bins; MaxIOPS under 5 ms (YF)</source>
            <translation>60 min Vorab-Schreiben, dann 10 min; 1-ms-Klassen; MaxIOPS unter 5 ms (YF)</translation>
        </message>
        <message>
            <source>%1 pre-write, then %2; 1 ms bins; MaxIOPS under %3 ms</source>
            <translation>%1 Vorab-Schreiben, dann %2; 1-ms-Klassen; MaxIOPS unter %3 ms</translation>
        </message>
        <message>
            <source>Time limit</source>
            <translation>Zeitlimit</translation>
        </message>
        <message>
            <source>settings differ from the references' (the table says which)</source>
            <translation>Einstellungen weichen von denen der Referenzen ab (die Tabelle sagt, welche)</translation>
        </message>
        <message>
            <source>%1 stopped: %2</source>
            <translation>%1 angehalten: %2</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 von %2</translation>
        </message>
        <message>
            <source>a discard (BLKDISCARD) before each test</source>
            <translation>ein Discard (BLKDISCARD) vor jedem Test</translation>
        </message>
        <message>
            <source>%1 x QD%2; no preconditioning; cells of %3 s</source>
            <translation>%1 x QD%2; keine Vorkonditionierung; Zellen von %3 s</translation>
        </message>
        <message>
            <source>RND %1 at %2 % reads; preconditioning %3 x QD%4; grid %5 x %6</source>
            <translation>RND %1 mit %2 % Lesen; Vorkonditionierung %3 x QD%4; Raster %5 x %6</translation>
        </message>
        <message>
            <source>baseline</source>
            <translation>Basislinie</translation>
        </message>
        <message>
            <source>4 KiB random writes in bursts of %1 s, each followed by the wait state's host idle; IOPS are fio's per burst; 'of steady state' is against the preconditioning's window past the write cache (the floor).</source>
            <translation>4-KiB-Zufallsschreiben in Bursts von %1 s, jeder gefolgt vom Host-Leerlauf des Wartezustands; die IOPS sind die von fio je Burst; „vom Steady State“ bezieht sich auf das Fenster der Vorkonditionierung jenseits des Schreib-Caches (den Boden).</translation>
        </message>
        <message>
            <source>reads</source>
            <translation>Lesevorgänge</translation>
        </message>
        <message>
            <source>writes</source>
            <translation>Schreibvorgänge</translation>
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
            <translation>Runde</translation>
        </message>
        <message>
            <source>wait %1 s</source>
            <translation>Warten %1 s</translation>
        </message>
        <message>
            <source>Host idle recovery (HIR)</source>
            <translation>Erholung im Host-Leerlauf (HIR)</translation>
        </message>
        <message>
            <source>The recovery time (YF's): from the start of group 3 until its throughput first reaches group 1's mean, to the start of the first cell that does (one cell's resolution).</source>
            <translation>Die Erholungszeit (nach YF): vom Beginn der Gruppe 3, bis ihr Durchsatz erstmals das Mittel der Gruppe 1 erreicht, bis zum Beginn der ersten Zelle, die es tut (auf eine Zelle genau).</translation>
        </message>
        <message>
            <source>Load %1 thread(s) x QD%2; response times are fio's total latency (submission to completion) of the cell's writes. Fioscope's settle time: from the first cell after which every cell is within %3 % of the segment's final level (the mean of its last three cells).</source>
            <translation>Last %1 Thread(s) x QD%2; Antwortzeiten sind die Gesamtlatenz von fio (Absenden bis Abschluss) der Schreibvorgänge der Zelle. Die Einschwingzeit von Fioscope: ab der ersten Zelle, nach der jede Zelle innerhalb von %3 % des Endniveaus des Abschnitts liegt (das Mittel seiner letzten drei Zellen).</translation>
        </message>
        <message>
            <source>Cross-stimulus recovery (XSR)</source>
            <translation>Erholung nach Stimuluswechsel (XSR)</translation>
        </message>
        <message>
            <source>RND %1 at %2 % reads; threads %3 x queue depths %4; MaxIOPS among the points under %5 ms of mean response time; histograms count fio's completion latency of every I/O in 1 ms bins, reads and writes apart; figures are fio's.</source>
            <translation>RND %1 mit %2 % Lesen; Threads %3 x Warteschlangentiefen %4; MaxIOPS unter den Punkten unter %5 ms mittlerer Antwortzeit; die Histogramme zählen die Abschlusslatenz von fio jeder I/O in 1-ms-Klassen, Lesen und Schreiben getrennt; die Werte sind die von fio.</translation>
        </message>
        <message>
            <source>Demand intensity / response time histogram (DIRTH)</source>
            <translation>Lastintensität / Antwortzeit-Histogramm (DIRTH)</translation>
        </message>
        <message>
            <source>DIRTH: response-time histogram, %1 IOPS point (%2), maximum %3 ms</source>
            <translation>DIRTH: Antwortzeit-Histogramm, %1-IOPS-Punkt (%2), Maximum %3 ms</translation>
        </message>
        <message>
            <source>response time (ms, fio's completion latency)</source>
            <translation>Antwortzeit (ms, Abschlusslatenz von fio)</translation>
        </message>
        <message>
            <source>per round</source>
            <translation>je Runde</translation>
        </message>
        <message>
            <source>HIR: IOPS v time, all wait states</source>
            <translation>HIR: IOPS über der Zeit, alle Wartezustände</translation>
        </message>
        <message>
            <source>minutes since the first wait state</source>
            <translation>Minuten seit dem ersten Wartezustand</translation>
        </message>
        <message>
            <source>XSR: throughput v time</source>
            <translation>XSR: Durchsatz über der Zeit</translation>
        </message>
        <message>
            <source>minutes since the first segment</source>
            <translation>Minuten seit dem ersten Abschnitt</translation>
        </message>
        <message>
            <source>%1 (knee)</source>
            <translation>%1 (Knie)</translation>
        </message>
        <message>
            <source>DIRTH: demand intensity (mean response time v IOPS)</source>
            <translation>DIRTH: Lastintensität (mittlere Antwortzeit über IOPS)</translation>
        </message>
        <message>
            <source>mean response time (µs)</source>
            <translation>mittlere Antwortzeit (µs)</translation>
        </message>
        <message>
            <source>DIRTH: demand variation (IOPS v queue depth)</source>
            <translation>DIRTH: Lastvariation (IOPS über Warteschlangentiefe)</translation>
        </message>
        <message>
            <source>queue depth (outstanding I/Os per thread)</source>
            <translation>Warteschlangentiefe (ausstehende I/Os je Thread)</translation>
        </message>
        <message>
            <source>DIRTH: IOPS and MB/s v total outstanding I/O</source>
            <translation>DIRTH: IOPS und MB/s über allen ausstehenden I/Os</translation>
        </message>
        <message>
            <source>total outstanding I/O (threads x QD)</source>
            <translation>ausstehende I/Os gesamt (Threads x QD)</translation>
        </message>
        <message>
            <source>DIRTH: preconditioning (RND writes), IOPS per round at the heaviest point</source>
            <translation>DIRTH: Vorkonditionierung (RND-Schreiben), IOPS je Runde am schwersten Punkt</translation>
        </message>
        <message>
            <source>DIRTH: grid rounds, IOPS per round at the heaviest point</source>
            <translation>DIRTH: Rasterrunden, IOPS je Runde am schwersten Punkt</translation>
        </message>
        <message>
            <source>window mean</source>
            <translation>Mittel im Fenster</translation>
        </message>
        <message>
            <source>steady state</source>
            <translation>Steady State</translation>
        </message>
        <message>
            <source>HIR: mean IOPS per wait state</source>
            <translation>HIR: mittlere IOPS je Wartezustand</translation>
        </message>
        <message>
            <source>Wait state (idle)</source>
            <translation>Wartezustand (Leerlauf)</translation>
        </message>
        <message>
            <source>bursts</source>
            <translation>Bursts</translation>
        </message>
        <message>
            <source>mean IOPS</source>
            <translation>mittlere IOPS</translation>
        </message>
        <message>
            <source>of steady state</source>
            <translation>vom Steady State</translation>
        </message>
        <message>
            <source>baseline after</source>
            <translation>Basislinie danach</translation>
        </message>
        <message>
            <source>XSR: mean and maximum response time v time</source>
            <translation>XSR: mittlere und maximale Antwortzeit über der Zeit</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>Gruppe</translation>
        </message>
        <message>
            <source>stimulus</source>
            <translation>Stimulus</translation>
        </message>
        <message>
            <source>cells</source>
            <translation>Zellen</translation>
        </message>
        <message>
            <source>first MB/s</source>
            <translation>erste MB/s</translation>
        </message>
        <message>
            <source>end MB/s</source>
            <translation>End-MB/s</translation>
        </message>
        <message>
            <source>peak ART µs</source>
            <translation>Spitze ART µs</translation>
        </message>
        <message>
            <source>peak MRT µs</source>
            <translation>Spitze MRT µs</translation>
        </message>
        <message>
            <source>recovery time (YF)</source>
            <translation>Erholungszeit (YF)</translation>
        </message>
        <message>
            <source>settle time</source>
            <translation>Einschwingzeit</translation>
        </message>
        <message>
            <source>knee %1</source>
            <translation>Knie %1</translation>
        </message>
        <message>
            <source>DIRTH: fio's CPU use over the grid (user + system, % of one CPU)</source>
            <translation>DIRTH: CPU-Last von fio über das Raster (Benutzer + System, % einer CPU)</translation>
        </message>
        <message>
            <source>% of one CPU</source>
            <translation>% einer CPU</translation>
        </message>
        <message>
            <source>DIRTH: the pre-writes before the histogram points (RND writes)</source>
            <translation>DIRTH: das Vorab-Schreiben vor den Histogrammpunkten (RND-Schreiben)</translation>
        </message>
        <message>
            <source>Point</source>
            <translation>Punkt</translation>
        </message>
        <message>
            <source>outstanding I/Os</source>
            <translation>ausstehende I/Os</translation>
        </message>
        <message>
            <source>mean µs</source>
            <translation>Mittel µs</translation>
        </message>
        <message>
            <source>p99 µs</source>
            <translation>p99 µs</translation>
        </message>
        <message>
            <source>max µs</source>
            <translation>max. µs</translation>
        </message>
        <message>
            <source>HIR: preconditioning IOPS per round and the steady-state window</source>
            <translation>HIR: Vorkonditionierung, IOPS je Runde und das Steady-State-Fenster</translation>
        </message>
        <message>
            <source>mean response time (ART)</source>
            <translation>mittlere Antwortzeit (ART)</translation>
        </message>
        <message>
            <source>maximum response time (MRT)</source>
            <translation>maximale Antwortzeit (MRT)</translation>
        </message>
        <message>
            <source>  %1 point, %2: 99 % %3 µs, 99.9 % %4 µs, 99.99 % %5 µs, max %6 µs</source>
            <translation>  %1-Punkt, %2: 99 % %3 µs, 99,9 % %4 µs, 99,99 % %5 µs, max. %6 µs</translation>
        </message>
        <message>
            <source>mean IOPS of the bursts</source>
            <translation>mittlere IOPS der Bursts</translation>
        </message>
        <message>
            <source>write IOPS</source>
            <translation>Schreib-IOPS</translation>
        </message>
        <message>
            <source>max</source>
            <translation>Max</translation>
        </message>
        <message>
            <source>mid</source>
            <translation>Mitte</translation>
        </message>
        <message>
            <source>min</source>
            <translation>Min</translation>
        </message>
        <message>
            <source>SEQ %1 writes</source>
            <translation>SEQ-%1-Schreiben</translation>
        </message>
        <message>
            <source>RND %1 writes</source>
            <translation>RND-%1-Schreiben</translation>
        </message>
        <message>
            <source>the span was written once in round %1; rounds shorter than the references' 30 min</source>
            <translation>der Bereich war in Runde %1 einmal geschrieben; Runden kürzer als die 30 min der Referenzen</translation>
        </message>
        <message>
            <source>the span is not yet written once; rounds shorter than the references' 30 min</source>
            <translation>der Bereich ist noch nicht einmal geschrieben; Runden kürzer als die 30 min der Referenzen</translation>
        </message>
        <message>
            <source>the run's time limit was reached</source>
            <translation>das Zeitlimit des Laufs war erreicht</translation>
        </message>
        <message>
            <source>no point had a mean response time under %1 ms: MaxIOPS is the one with the least</source>
            <translation>kein Punkt hatte eine mittlere Antwortzeit unter %1 ms: MaxIOPS ist der mit der kleinsten</translation>
        </message>
        <message>
            <source>%1 of %2 rounds: too few for a window</source>
            <translation>%1 von %2 Runden: zu wenige für ein Fenster</translation>
        </message>
        <message>
            <source>the window starts at round %1 (%2): %3 of %4 rounds</source>
            <translation>das Fenster beginnt bei Runde %1 (%2): %3 von %4 Runden</translation>
        </message>
        <message>
            <source>no rounds</source>
            <translation>keine Runden</translation>
        </message>
        <message>
            <source>steady (%1)</source>
            <translation>Steady State (%1)</translation>
        </message>
        <message>
            <source>not steady (%1)</source>
            <translation>kein Steady State (%1)</translation>
        </message>
        <message>
            <source>not reached</source>
            <translation>nicht erreicht</translation>
        </message>
        <message>
            <source>%1 min (%2 s)</source>
            <translation>%1 min (%2 s)</translation>
        </message>
        <message>
            <source>DIRTH preconditioning (RND writes, T%1 Q%2): %3</source>
            <translation>DIRTH-Vorkonditionierung (RND-Schreiben, T%1 Q%2): %3</translation>
        </message>
        <message>
            <source>DIRTH grid rounds (tracked at T%1 Q%2): %3</source>
            <translation>DIRTH-Rasterrunden (beobachtet bei T%1 Q%2): %3</translation>
        </message>
        <message>
            <source>HIR preconditioning: steady at %1 IOPS (%2)</source>
            <translation>HIR-Vorkonditionierung: Steady State bei %1 IOPS (%2)</translation>
        </message>
        <message>
            <source>HIR preconditioning: not steady (%1)</source>
            <translation>HIR-Vorkonditionierung: kein Steady State (%1)</translation>
        </message>
        <message>
            <source>HIR stopped: %1</source>
            <translation>HIR angehalten: %1</translation>
        </message>
        <message>
            <source>XSR recovery time (YF: group 3 back at group 1's mean, %1 MB/s): %2</source>
            <translation>XSR-Erholungszeit (YF: Gruppe 3 wieder beim Mittel der Gruppe 1, %1 MB/s): %2</translation>
        </message>
        <message>
            <source>XSR stopped: %1</source>
            <translation>XSR angehalten: %1</translation>
        </message>
        <message>
            <source>DIRTH: %1</source>
            <translation>DIRTH: %1</translation>
        </message>
        <message>
            <source>DIRTH knee (Fioscope's): T%1 Q%2, %3 IOPS at %4 µs mean (most IOPS per µs of response time)</source>
            <translation>DIRTH-Knie (nach Fioscope): T%1 Q%2, %3 IOPS bei %4 µs im Mittel (die meisten IOPS je µs Antwortzeit)</translation>
        </message>
        <message>
            <source>DIRTH %1 IOPS point T%2 Q%3: %4 IOPS, mean %5 µs over %6 s</source>
            <translation>DIRTH %1-IOPS-Punkt T%2 Q%3: %4 IOPS, Mittel %5 µs über %6 s</translation>
        </message>
        <message>
            <source>DIRTH stopped: %1</source>
            <translation>DIRTH angehalten: %1</translation>
        </message>
        <message>
            <source>rounds %1-%2: %3</source>
            <translation>Runden %1-%2: %3</translation>
        </message>
        <message>
            <source>HIR wait %1 s: %2 bursts, mean %3 IOPS (%4 % of steady state); baseline after it %5 IOPS</source>
            <translation>HIR Warten %1 s: %2 Bursts, Mittel %3 IOPS (%4 % vom Steady State); Basislinie danach %5 IOPS</translation>
        </message>
        <message>
            <source>XSR segment %1 (%2): %3 MB/s at first, %4 MB/s at the end; peak mean response time %5 µs, peak maximum %6 µs; Fioscope's settle time %7 s (within %8 % of the last three cells' mean from then on)</source>
            <translation>XSR-Abschnitt %1 (%2): anfangs %3 MB/s, am Ende %4 MB/s; mittlere Antwortzeit in der Spitze %5 µs, Maximum in der Spitze %6 µs; Einschwingzeit von Fioscope %7 s (ab dann innerhalb von %8 % des Mittels der letzten drei Zellen)</translation>
        </message>
        <message>
            <source>XSR segment %1 (%2): %3 MB/s at first, %4 MB/s at the end; Fioscope's settle time %5 s (within %6 % of the last three cells' mean from then on)</source>
            <translation>XSR-Abschnitt %1 (%2): anfangs %3 MB/s, am Ende %4 MB/s; Einschwingzeit von Fioscope %5 s (ab dann innerhalb von %6 % des Mittels der letzten drei Zellen)</translation>
        </message>
        <message>
            <source>HIR wait %1 s: %2 bursts, mean %3 IOPS (%4 % of steady state)</source>
            <translation>HIR Warten %1 s: %2 Bursts, Mittel %3 IOPS (%4 % vom Steady State)</translation>
        </message>
        <message>
            <source>range %1 is more than %2% of the window's average %3 (at most %4)</source>
            <translation>Spanne %1 ist mehr als %2% des Fenstermittels %3 (höchstens %4)</translation>
        </message>
        <message>
            <source>slope x %1 = %2 is more than %3% of the window's average %4 (at most %5)</source>
            <translation>Steigung x %1 = %2 ist mehr als %3% des Fenstermittels %4 (höchstens %5)</translation>
        </message>
        <message>
            <source>HIR wait %1 s: %2 bursts, mean %3 IOPS; baseline after it %4 IOPS</source>
            <translation>HIR Warten %1 s: %2 Bursts, Mittel %3 IOPS; Basislinie danach %4 IOPS</translation>
        </message>
        <message>
            <source>HIR wait %1 s: %2 bursts, mean %3 IOPS</source>
            <translation>HIR Warten %1 s: %2 Bursts, Mittel %3 IOPS</translation>
        </message>
        <message>
            <source>idle %1 s for the cache to recover, then pass %2</source>
            <translation>%1 s Leerlauf, damit sich der Cache erholt, dann Durchgang %2</translation>
        </message>
        <message>
            <source>dirth: %1</source>
            <translation>DIRTH: %1</translation>
        </message>
        <message>
            <source>%1: T%2 Q%3 for %4 s</source>
            <translation>%1: T%2 Q%3 für %4 s</translation>
        </message>
        <message>
            <source>%1: T%2 Q%3 RND writes for %4 s</source>
            <translation>%1: T%2 Q%3 RND-Schreibvorgänge für %4 s</translation>
        </message>
        <message>
            <source>%1: %2 IOPS; %3</source>
            <translation>%1: %2 IOPS; %3</translation>
        </message>
        <message>
            <source>hir: not steady after %1 rounds; the wait states start from there, and no '% of steady state' is given</source>
            <translation>HIR: nach %1 Runden nicht stabil; die Wartephasen beginnen von dort, und kein „% des stabilen Zustands“ wird angegeben</translation>
        </message>
        <message>
            <source>%1: %2 bursts of %3 s, each followed by %4 s idle</source>
            <translation>%1: %2 Bursts von %3 s, jeweils gefolgt von %4 s Leerlauf</translation>
        </message>
        <message>
            <source>%1: %2, %3 achieved; mean %4 µs, p99 %5 µs, p99.9 %6 µs</source>
            <translation>%1: %2, %3 erreicht; Mittel %4 µs, p99 %5 µs, p99.9 %6 µs</translation>
        </message>
        <message>
            <source>unthrottled</source>
            <translation>ungedrosselt</translation>
        </message>
        <message>
            <source>%1 IOPS offered</source>
            <translation>%1 IOPS angeboten</translation>
        </message>
        <message>
            <source>maximum %1 IOPS unthrottled; stepping %2 of it</source>
            <translation>höchstens %1 IOPS ungedrosselt; Stufen bei %2 davon</translation>
        </message>
        <message>
            <source>%1: %2; %3</source>
            <translation>%1: %2; %3</translation>
        </message>
        <message>
            <source>the run's time limit was reached: it ends here</source>
            <translation>die Zeitgrenze des Laufs ist erreicht: er endet hier</translation>
        </message>
        <message>
            <source>%1: %2 cells of %3 s</source>
            <translation>%1: %2 Zellen von %3 s</translation>
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
            <source>cannot write %1: the picture could not be encoded</source>
            <translation>%1 kann nicht geschrieben werden: das Bild ließ sich nicht kodieren</translation>
        </message>
        <message>
            <source>Marks:</source>
            <translation>Markierungen:</translation>
        </message>
        <message>
            <source>cannot write %1: %2</source>
            <translation>%1 kann nicht geschrieben werden: %2</translation>
        </message>
        <message>
            <source>saved %1x%2 picture to %3</source>
            <translation>Bild mit %1x%2 unter %3 gespeichert</translation>
        </message>
    </context>
</TS>
