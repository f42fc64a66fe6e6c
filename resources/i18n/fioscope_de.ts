<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
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
        <name>QuickTab</name>
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
            <translation>fios Statusintervall: ein Punkt je Thread und Intervall. auto: 1 s, länger bei einem Test mit so vielen Threads, dass fios sekündliche Berichte ihn bremsen würden (64 Threads auf 2 CPUs: 4 s)</translation>
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
            <source> (loop 1)</source>
            <translation> (Durchlauf 1)</translation>
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
</TS>
