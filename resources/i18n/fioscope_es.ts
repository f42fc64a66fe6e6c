<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>About</name>
        <message>
            <source>not found</source>
            <translation>no encontrado</translation>
        </message>
        <message>
            <source> (text: %1)</source>
            <translation> (texto: %1)</translation>
        </message>
        <message>
            <source>&lt;p&gt;Disk benchmarks with live per-thread graphs, driving the fio benchmark.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Pruebas de rendimiento de discos con gráficas en vivo por hilo, que controlan el benchmark fio.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;tr&gt;&lt;td&gt;Fioscope's licence&lt;/td&gt;&lt;td&gt;%1 (GNU General Public License, version 2 or any later version)%2&lt;/td&gt;&lt;/tr&gt;</source>
            <translation>&lt;tr&gt;&lt;td&gt;Licencia de Fioscope&lt;/td&gt;&lt;td&gt;%1 (GNU General Public License, versión 2 o cualquier versión posterior)%2&lt;/td&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>&lt;tr&gt;&lt;td&gt;fio's licence&lt;/td&gt;&lt;td&gt;GPL-2.0-only (GNU General Public License, version 2); Fioscope runs it as a separate program&lt;/td&gt;&lt;/tr&gt;</source>
            <translation>&lt;tr&gt;&lt;td&gt;Licencia de fio&lt;/td&gt;&lt;td&gt;GPL-2.0-only (GNU General Public License, versión 2); Fioscope lo ejecuta como un programa aparte&lt;/td&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Licence texts are in %1, as named in each row.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Los textos de las licencias están en %1, como indica cada fila.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Third-party components (%1)&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Componentes de terceros (%1)&lt;/h3&gt;</translation>
        </message>
        <message>
            <source>&lt;tr&gt;&lt;th&gt;Component&lt;/th&gt;&lt;th&gt;Version&lt;/th&gt;&lt;th&gt;Licence&lt;/th&gt;&lt;th&gt;Licence texts&lt;/th&gt;&lt;th&gt;&lt;/th&gt;&lt;/tr&gt;</source>
            <translation>&lt;tr&gt;&lt;th&gt;Componente&lt;/th&gt;&lt;th&gt;Versión&lt;/th&gt;&lt;th&gt;Licencia&lt;/th&gt;&lt;th&gt;Textos de la licencia&lt;/th&gt;&lt;th&gt;&lt;/th&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>the component list cannot be read: %1</source>
            <translation>no se puede leer la lista de componentes: %1</translation>
        </message>
    </context>
    <context>
        <name>CachePanel</name>
        <message>
            <source>Page cache and device</source>
            <translation>Caché de páginas y dispositivo</translation>
        </message>
        <message>
            <source>time (s)</source>
            <translation>tiempo (s)</translation>
        </message>
        <message>
            <source>system cache</source>
            <translation>caché del sistema</translation>
        </message>
        <message>
            <source>page cache</source>
            <translation>caché de páginas</translation>
        </message>
        <message>
            <source>dirty</source>
            <translation>sucias</translation>
        </message>
        <message>
            <source>writeback</source>
            <translation>en escritura</translation>
        </message>
        <message>
            <source>Rerun with caches dropped</source>
            <translation>Repetir con las cachés vaciadas</translation>
        </message>
        <message>
            <source>Rerun with direct I/O</source>
            <translation>Repetir con E/S directa</translation>
        </message>
        <message>
            <source>Windows gives a user no way to empty its file cache; direct I/O (FILE_FLAG_NO_BUFFERING) bypasses it</source>
            <translation>Windows no deja vaciar su caché de archivos; la E/S directa (FILE_FLAG_NO_BUFFERING) la evita</translation>
        </message>
        <message>
            <source>A run on fio servers: the page cache, the device and its temperature are the hosts' own, which Fioscope does not sample.</source>
            <translation>Una ejecución en servidores fio: la caché de páginas, el dispositivo y su temperatura son los de los hosts, que Fioscope no muestrea.</translation>
        </message>
        <message>
            <source>A stored run: the page cache and device I/O are sampled live and not kept; each test's verdict is below.</source>
            <translation>Una ejecución guardada: la caché de páginas y la E/S del dispositivo se muestrean en vivo y no se guardan; el veredicto de cada prueba está abajo.</translation>
        </message>
        <message>
            <source>&lt;b&gt;⚠ Before this run:&lt;/b&gt; </source>
            <translation>&lt;b&gt;⚠ Antes de esta ejecución:&lt;/b&gt; </translation>
        </message>
        <message>
            <source>System cache &lt;b&gt;%1 MiB&lt;/b&gt; · dirty &lt;b&gt;%2 MiB&lt;/b&gt;</source>
            <translation>Caché del sistema &lt;b&gt;%1 MiB&lt;/b&gt; · sucias &lt;b&gt;%2 MiB&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Page cache &lt;b&gt;%1 MiB&lt;/b&gt; · dirty &lt;b&gt;%2 MiB&lt;/b&gt; · writeback &lt;b&gt;%3 MiB&lt;/b&gt;</source>
            <translation>Caché de páginas &lt;b&gt;%1 MiB&lt;/b&gt; · sucias &lt;b&gt;%2 MiB&lt;/b&gt; · en escritura &lt;b&gt;%3 MiB&lt;/b&gt;</translation>
        </message>
        <message>
            <source>, readahead %1 KiB</source>
            <translation>, lectura anticipada %1 KiB</translation>
        </message>
        <message>
            <source>reads: fio %1, device %2</source>
            <translation>lecturas: fio %1, dispositivo %2</translation>
        </message>
        <message>
            <source>writes: fio %1, device %2</source>
            <translation>escrituras: fio %1, dispositivo %2</translation>
        </message>
        <message>
            <source>Device &lt;b&gt;%1&lt;/b&gt;%2</source>
            <translation>Dispositivo &lt;b&gt;%1&lt;/b&gt;%2</translation>
        </message>
        <message>
            <source>This interval — %1</source>
            <translation>Este intervalo — %1</translation>
        </message>
        <message>
            <source>device idle</source>
            <translation>dispositivo inactivo</translation>
        </message>
        <message>
            <source>No block device behind this target: device I/O cannot be compared</source>
            <translation>No hay dispositivo de bloques detrás de este destino: no se puede comparar la E/S del dispositivo</translation>
        </message>
        <message>
            <source>&lt;b&gt;⚠ This result measures RAM, not the disk.&lt;/b&gt;&lt;br&gt;</source>
            <translation>&lt;b&gt;⚠ Este resultado mide la RAM, no el disco.&lt;/b&gt;&lt;br&gt;</translation>
        </message>
    </context>
    <context>
        <name>CacheTab</name>
        <message>
            <source>Windows has no per-disk readahead and gives a user no way to empty its file cache: use direct I/O (the Quick page's default), which bypasses the cache</source>
            <translation>Windows no tiene lectura anticipada por disco ni deja vaciar su caché de archivos: use E/S directa (lo predeterminado en la página Rápido), que evita la caché</translation>
        </message>
        <message>
            <source>A buffered result can come from RAM, and readahead turns many small reads into a few large ones. The panel beside the graphs compares what fio issued with what the device saw in every run.</source>
            <translation>Un resultado con búfer puede venir de la RAM, y la lectura anticipada convierte muchas lecturas pequeñas en pocas grandes. El panel junto a las gráficas compara en cada ejecución lo que fio emitió con lo que vio el dispositivo.</translation>
        </message>
        <message>
            <source>For every run from the other pages</source>
            <translation>Para cada ejecución de las demás páginas</translation>
        </message>
        <message>
            <source>Drop caches before each test</source>
            <translation>Vaciar las cachés antes de cada prueba</translation>
        </message>
        <message>
            <source>a test file: the system's page cache; a raw device: its buffer cache (through the privileged helper: pkexec or sudo may ask)</source>
            <translation>un archivo de prueba: la caché de páginas del sistema; un dispositivo en bruto: su caché de búfer (mediante el asistente con privilegios: pkexec o sudo pueden preguntar)</translation>
        </message>
        <message>
            <source>the device's own setting</source>
            <translation>el ajuste propio del dispositivo</translation>
        </message>
        <message>
            <source>KiB, set on the device behind the target for the run, then restored</source>
            <translation>KiB, se fija en el dispositivo que hay detrás del destino durante la ejecución y después se restaura</translation>
        </message>
        <message>
            <source>Readahead (KiB)</source>
            <translation>Lectura anticipada (KiB)</translation>
        </message>
        <message>
            <source>Cache experiments</source>
            <translation>Experimentos de caché</translation>
        </message>
        <message>
            <source>▶  Readahead sweep</source>
            <translation>▶  Barrido de lectura anticipada</translation>
        </message>
        <message>
            <source>100 MiB of buffered sequential 4 KiB reads at each readahead value: fio's reads against the device's and their average size; the setting is restored after</source>
            <translation>100 MiB de lecturas secuenciales con búfer de 4 KiB con cada valor de lectura anticipada: las lecturas de fio frente a las del dispositivo y su tamaño medio; el ajuste se restaura después</translation>
        </message>
        <message>
            <source>then read the raw disk behind it</source>
            <translation>luego leer el disco en bruto que hay detrás</translation>
        </message>
        <message>
            <source>a last run reading the block device under the directory directly: read-only</source>
            <translation>una última ejecución que lee directamente el dispositivo de bloques bajo el directorio: solo lectura</translation>
        </message>
        <message>
            <source>▶  Page cache vs direct vs raw</source>
            <translation>▶  Caché de páginas vs. directa vs. en bruto</translation>
        </message>
        <message>
            <source>10 MiB of random 4 KiB reads: buffered cold, buffered warm, direct, and optionally the raw disk</source>
            <translation>10 MiB de lecturas aleatorias de 4 KiB: con búfer en frío, con búfer en caliente, directas y, opcionalmente, el disco en bruto</translation>
        </message>
        <message>
            <source>Readahead values (KiB)</source>
            <translation>Valores de lectura anticipada (KiB)</translation>
        </message>
        <message>
            <source>needs a directory for its test file: choose a mounted filesystem (it can end with a raw read of the disk behind it)</source>
            <translation>necesita un directorio para su archivo de prueba: elija un sistema de archivos montado (puede terminar con una lectura directa del disco que hay detrás)</translation>
        </message>
        <message>
            <source>readahead values (KiB)</source>
            <translation>valores de lectura anticipada (KiB)</translation>
        </message>
    </context>
    <context>
        <name>CheckTab</name>
        <message>
            <source>Warning</source>
            <translation>Aviso</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Desconocido</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>Correcto</translation>
        </message>
        <message>
            <source>Does not apply</source>
            <translation>No aplica</translation>
        </message>
        <message>
            <source>found: %1</source>
            <translation>encontrado: %1</translation>
        </message>
        <message>
            <source>expected: %1</source>
            <translation>esperado: %1</translation>
        </message>
        <message numerus="yes">
            <source>⚠ %n warning(s)</source>
            <translation>
                <numerusform>⚠ %n aviso</numerusform>
                <numerusform>⚠ %n avisos</numerusform>
            </translation>
        </message>
        <message>
            <source>✔ nothing off</source>
            <translation>✔ nada fuera de lo normal</translation>
        </message>
        <message>
            <source>Why is my drive slow? What the target's disk and this machine say, item by item: its link, cache, settings, alignment, health and the power state, each with its status and advice (the same as fioscope check). Nothing is written.</source>
            <translation>¿Por qué va lenta mi unidad? Lo que dicen el disco del destino y este equipo, punto por punto: su enlace, caché, ajustes, alineación, salud y estado de alimentación, cada uno con su estado y un consejo (lo mismo que fioscope check). No se escribe nada.</translation>
        </message>
        <message>
            <source>Check the target's drive</source>
            <translation>Comprobar la unidad del destino</translation>
        </message>
        <message>
            <source>reads sysfs, procfs and SMART (smartctl, when installed): about a second</source>
            <translation>lee sysfs, procfs y SMART (smartctl, si está instalado): alrededor de un segundo</translation>
        </message>
        <message>
            <source>Choose a target first: a directory or a device.</source>
            <translation>Elija primero un destino: un directorio o un dispositivo.</translation>
        </message>
        <message>
            <source>checking %1 …</source>
            <translation>comprobando %1 …</translation>
        </message>
        <message numerus="yes">
            <source>%n item(s)</source>
            <translation>
                <numerusform>%n elemento</numerusform>
                <numerusform>%n elementos</numerusform>
            </translation>
        </message>
        <message>
            <source>could not check %1: %2</source>
            <translation>no se pudo comprobar %1: %2</translation>
        </message>
        <message numerus="yes">
            <source>no warnings · %n note(s) to read</source>
            <translation>
                <numerusform>sin avisos · %n nota que leer</numerusform>
                <numerusform>sin avisos · %n notas que leer</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CliffStart</name>
        <message>
            <source>a sequential write over %1 of it, twice (the write cliff)</source>
            <translation>una escritura secuencial sobre %1 de él, dos veces (caída de escritura)</translation>
        </message>
        <message>
            <source>the write cliff</source>
            <translation>la caída de escritura</translation>
        </message>
        <message>
            <source>cancelled · </source>
            <translation>cancelado · </translation>
        </message>
        <message>
            <source>write cliff: </source>
            <translation>caída de escritura: </translation>
        </message>
    </context>
    <context>
        <name>CommandDialog</name>
        <message>
            <source>fio command</source>
            <translation>Orden de fio</translation>
        </message>
        <message>
            <source>Save as .fio…</source>
            <translation>Guardar como .fio…</translation>
        </message>
        <message>
            <source>Save job file</source>
            <translation>Guardar archivo de trabajo</translation>
        </message>
        <message>
            <source>fio job files (*.fio)</source>
            <translation>archivos de trabajo de fio (*.fio)</translation>
        </message>
        <message>
            <source>cannot save %1: %2</source>
            <translation>no se puede guardar %1: %2</translation>
        </message>
    </context>
    <context>
        <name>CustomTab</name>
        <message>
            <source>Custom job</source>
            <translation>Trabajo personalizado</translation>
        </message>
        <message>
            <source>fio's built-in steady-state detection (steadystate=, ss_dur=, ss_ramp=): the job stops once IOPS or bandwidth stays within the limit for the window</source>
            <translation>la detección de estado estacionario integrada en fio (steadystate=, ss_dur=, ss_ramp=): el trabajo se detiene cuando las IOPS o el ancho de banda se mantienen dentro del límite durante la ventana</translation>
        </message>
        <message>
            <source>limit</source>
            <translation>límite</translation>
        </message>
        <message>
            <source>window s</source>
            <translation>ventana s</translation>
        </message>
        <message>
            <source>ramp s</source>
            <translation>rampa s</translation>
        </message>
        <message>
            <source>Pattern</source>
            <translation>Patrón</translation>
        </message>
        <message>
            <source>Block size</source>
            <translation>Tamaño de bloque</translation>
        </message>
        <message>
            <source>Read mix</source>
            <translation>Proporción de lectura</translation>
        </message>
        <message>
            <source>Queue depth</source>
            <translation>Profundidad de cola</translation>
        </message>
        <message>
            <source>Threads</source>
            <translation>Hilos</translation>
        </message>
        <message>
            <source>Engine</source>
            <translation>Motor</translation>
        </message>
        <message>
            <source>fio steady state</source>
            <translation>Estado estacionario de fio</translation>
        </message>
        <message>
            <source>▶  Run custom</source>
            <translation>▶  Ejecutar personalizado</translation>
        </message>
        <message>
            <source>▶  Open and run a .fio job file…</source>
            <translation>▶  Abrir y ejecutar un archivo de trabajo .fio…</translation>
        </message>
        <message>
            <source>fio resolves include, ${VAR} and $ncpus; raw-device writes need the same typed confirmation</source>
            <translation>fio resuelve include, ${VAR} y $ncpus; escribir en un dispositivo en bruto requiere la misma confirmación escrita</translation>
        </message>
    </context>
    <context>
        <name>DestroyDialog</name>
        <message>
            <source>All data on this device will be destroyed</source>
            <translation>Se destruirán todos los datos de este dispositivo</translation>
        </message>
        <message>
            <source>&lt;h3&gt;%1 will overwrite %2&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;%1 sobrescribirá %2&lt;/h3&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;, serial %2, %3 (%4 bytes), %5.&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;, n.º de serie %2, %3 (%4 bytes), %5.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>desconocido</translation>
        </message>
        <message>
            <source>&lt;p&gt;It has these partitions, which will be lost:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</source>
            <translation>&lt;p&gt;Tiene estas particiones, que se perderán:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;It has no partition table that Fioscope can see.&lt;/p&gt;</source>
            <translation>&lt;p&gt;No tiene ninguna tabla de particiones que Fioscope pueda ver.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Every file, partition and filesystem on the device will be destroyed and cannot be recovered. Fioscope writes over the device directly.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Todos los archivos, particiones y sistemas de archivos del dispositivo se destruirán y no podrán recuperarse. Fioscope escribe directamente sobre el dispositivo.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;To go ahead, type &lt;b&gt;%1&lt;/b&gt; below.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Para continuar, escriba &lt;b&gt;%1&lt;/b&gt; abajo.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Destroy data and run</source>
            <translation>Destruir los datos y ejecutar</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>readahead %1 is not a number of KiB</source>
            <translation>la lectura anticipada %1 no es un número de KiB</translation>
        </message>
        <message>
            <source>e.g. 128, or empty for the device's own</source>
            <translation>p. ej. 128, o vacío para el propio del dispositivo</translation>
        </message>
        <message>
            <source>steady-state limit %1 is not a number or percentage</source>
            <translation>el límite de estado estacionario %1 no es un número ni un porcentaje</translation>
        </message>
        <message>
            <source>e.g. 10% or 2000</source>
            <translation>p. ej. 10% o 2000</translation>
        </message>
        <message>
            <source>cannot read span %1</source>
            <translation>no se puede leer el rango %1</translation>
        </message>
        <message>
            <source>use e.g. 10% or 8GiB</source>
            <translation>use p. ej. 10% o 8GiB</translation>
        </message>
        <message>
            <source>a span in percent needs a raw device and 0 &lt; percent &lt;= 100</source>
            <translation>un rango en porcentaje necesita un dispositivo en bruto y 0 &lt; porcentaje &lt;= 100</translation>
        </message>
        <message>
            <source>choose at least one steady-state test</source>
            <translation>elija al menos una prueba de estado estacionario</translation>
        </message>
        <message>
            <source>cannot read %1 as a multiple of the span</source>
            <translation>no se puede leer %1 como múltiplo del rango</translation>
        </message>
        <message>
            <source>e.g. 4</source>
            <translation>p. ej. 4</translation>
        </message>
        <message>
            <source>choose a target first</source>
            <translation>elija primero un destino</translation>
        </message>
        <message>
            <source>HIR, XSR and DIRTH run as a run of their own: uncheck the tests above</source>
            <translation>HIR, XSR y DIRTH se ejecutan como una ejecución propia: desmarque las pruebas de arriba</translation>
        </message>
        <message>
            <source>the cache experiment needs a directory for its test file</source>
            <translation>el experimento de caché necesita un directorio para su archivo de prueba</translation>
        </message>
        <message>
            <source>choose a mounted directory; it can end with a raw read of the disk behind it</source>
            <translation>elija un directorio montado; puede terminar con una lectura directa del disco que hay detrás</translation>
        </message>
        <message>
            <source>%1 s a step is out of range</source>
            <translation>%1 s por paso está fuera de rango</translation>
        </message>
        <message>
            <source>give 0.5 to 3600 seconds</source>
            <translation>indique de 0,5 a 3600 segundos</translation>
        </message>
        <message>
            <source>give a directory on the hosts</source>
            <translation>indique un directorio en los hosts</translation>
        </message>
        <message>
            <source>raw devices on fio servers: from the command line (%1), with its data-loss confirmation</source>
            <translation>dispositivos en bruto en servidores fio: desde la línea de órdenes (%1), con su confirmación de pérdida de datos</translation>
        </message>
    </context>
    <context>
        <name>FioLogsDialog</name>
        <message>
            <source>fio logs of run %1</source>
            <translation>Registros de fio de la ejecución %1</translation>
        </message>
        <message>
            <source>Kept in %1</source>
            <translation>Guardados en %1</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>falta</translation>
        </message>
        <message>
            <source>Open folder</source>
            <translation>Abrir carpeta</translation>
        </message>
        <message>
            <source>the folder in the file manager</source>
            <translation>la carpeta en el gestor de archivos</translation>
        </message>
        <message>
            <source>Copy to…</source>
            <translation>Copiar a…</translation>
        </message>
        <message>
            <source>copy the log files into a folder you choose</source>
            <translation>copiar los archivos de registro a una carpeta que elija</translation>
        </message>
        <message>
            <source>Copy the fio logs to</source>
            <translation>Copiar los registros de fio a</translation>
        </message>
        <message>
            <source>no file manager opened %1</source>
            <translation>ningún gestor de archivos abrió %1</translation>
        </message>
        <message>
            <source>copied %1 of %2 files: %3</source>
            <translation>copiados %1 de %2 archivos: %3</translation>
        </message>
        <message>
            <source>%1 files copied to %2</source>
            <translation>%1 archivos copiados a %2</translation>
        </message>
    </context>
    <context>
        <name>GridState</name>
        <message>
            <source>Peak suite</source>
            <translation>Batería Pico</translation>
        </message>
        <message>
            <source>Default profile</source>
            <translation>Perfil predeterminado</translation>
        </message>
        <message>
            <source>reads only</source>
            <translation>solo lecturas</translation>
        </message>
        <message>
            <source>%1 profile</source>
            <translation>Perfil %1</translation>
        </message>
        <message>
            <source>mixed %1/%2 read/write</source>
            <translation>mixta %1/%2 lectura/escritura</translation>
        </message>
        <message>
            <source>%1 data</source>
            <translation>datos: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n loops (median)</source>
            <translation>
                <numerusform>%n pasada (mediana)</numerusform>
                <numerusform>%n pasadas (mediana)</numerusform>
            </translation>
        </message>
        <message>
            <source>not run yet</source>
            <translation>aún sin ejecutar</translation>
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message>
            <source>fio logs…</source>
            <translation>Registros de fio…</translation>
        </message>
        <message>
            <source>run %1 kept no fio logs (a job file's write_bw_log=NAME and the like are kept)</source>
            <translation>la ejecución %1 no guardó registros de fio (se guardan los de write_bw_log=NAME y similares de un archivo de trabajo)</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Ejecución</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>Inicio</translation>
        </message>
        <message>
            <source>Suite</source>
            <translation>Batería</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Tests</source>
            <translation>Pruebas</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Destino</translation>
        </message>
        <message>
            <source>Label</source>
            <translation>Etiqueta</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Ajustes</translation>
        </message>
        <message>
            <source>HTML report</source>
            <translation>Informe HTML</translation>
        </message>
        <message>
            <source>Text summary</source>
            <translation>Resumen en texto</translation>
        </message>
        <message>
            <source>JSON, everything</source>
            <translation>JSON, todo</translation>
        </message>
        <message>
            <source>CSV time series</source>
            <translation>Serie temporal CSV</translation>
        </message>
        <message>
            <source>CSV summary</source>
            <translation>Resumen CSV</translation>
        </message>
        <message>
            <source>CSV QoS table</source>
            <translation>Tabla QoS CSV</translation>
        </message>
        <message>
            <source>PDF report</source>
            <translation>Informe PDF</translation>
        </message>
        <message>
            <source>Run history</source>
            <translation>Historial de ejecuciones</translation>
        </message>
        <message>
            <source>search suite, target, label, status, settings (e.g. buffered)…</source>
            <translation>buscar batería, destino, etiqueta, estado, ajustes (p. ej. buffered)…</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Abrir</translation>
        </message>
        <message>
            <source>Summary…</source>
            <translation>Resumen…</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Renombrar…</translation>
        </message>
        <message>
            <source>Notes…</source>
            <translation>Notas…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportar…</translation>
        </message>
        <message>
            <source>Compare as text…</source>
            <translation>Comparar como texto…</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Reanudar</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Eliminar</translation>
        </message>
        <message>
            <source>one run: its grid and graphs in the main window; several (Ctrl+click): side by side, against the first selected</source>
            <translation>una ejecución: su tabla y sus gráficas en la ventana principal; varias (Ctrl+clic): una junto a otra, frente a la primera seleccionada</translation>
        </message>
        <message>
            <source>opened without the main window: use Summary</source>
            <translation>abierto sin la ventana principal: use Resumen</translation>
        </message>
        <message>
            <source>Export run</source>
            <translation>Exportar ejecución</translation>
        </message>
        <message>
            <source>Delete runs</source>
            <translation>Eliminar ejecuciones</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n run(s) (%1) and all their results?</source>
            <translation>
                <numerusform>¿Eliminar %n ejecución (%1) y todos sus resultados?</numerusform>
                <numerusform>¿Eliminar %n ejecuciones (%1) y todos sus resultados?</numerusform>
            </translation>
        </message>
        <message>
            <source>Notes: %1</source>
            <translation>Notas: %1</translation>
        </message>
        <message>
            <source>Run %1</source>
            <translation>Ejecución %1</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Renombrar</translation>
        </message>
        <message>
            <source>Label of run %1</source>
            <translation>Etiqueta de la ejecución %1</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notas</translation>
        </message>
        <message>
            <source>Notes on run %1</source>
            <translation>Notas sobre la ejecución %1</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exportar</translation>
        </message>
        <message>
            <source>cannot export run %1: %2</source>
            <translation>no se puede exportar la ejecución %1: %2</translation>
        </message>
        <message>
            <source>Run %1 saved as %2 to %3</source>
            <translation>Ejecución %1 guardada como %2 en %3</translation>
        </message>
        <message>
            <source>Compare</source>
            <translation>Comparar</translation>
        </message>
        <message>
            <source>select two or more runs (Ctrl+click)</source>
            <translation>seleccione dos o más ejecuciones (Ctrl+clic)</translation>
        </message>
        <message>
            <source>Compare runs %1 (baseline: run %2)</source>
            <translation>Comparar ejecuciones %1 (referencia: ejecución %2)</translation>
        </message>
        <message>
            <source>only a partial, cancelled or failed steady-state run can be resumed</source>
            <translation>solo se puede reanudar una ejecución de estado estacionario parcial, cancelada o fallida</translation>
        </message>
    </context>
    <context>
        <name>JobfileConfirm</name>
        <message>
            <source>Run job file</source>
            <translation>Ejecutar archivo de trabajo</translation>
        </message>
        <message numerus="yes">
            <source>%n job(s); fio resolves them as:</source>
            <translation>
                <numerusform>%n trabajo; fio lo resuelve así:</numerusform>
                <numerusform>%n trabajos; fio los resuelve así:</numerusform>
            </translation>
        </message>
        <message>
            <source>Files:</source>
            <translation>Archivos:</translation>
        </message>
        <message numerus="yes">
            <source>Overwrite %n existing file(s) and run</source>
            <translation>
                <numerusform>Sobrescribir %n archivo existente y ejecutar</numerusform>
                <numerusform>Sobrescribir %n archivos existentes y ejecutar</numerusform>
            </translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Ejecutar</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <source>System default</source>
            <translation>Predeterminado del sistema</translation>
        </message>
        <message>
            <source>The language changes when Fioscope is started again.</source>
            <translation>El idioma cambiará la próxima vez que se inicie Fioscope.</translation>
        </message>
    </context>
    <context>
        <name>LatencyLoad</name>
        <message>
            <source>the answer: the highest IOPS whose p99 stayed under this, e.g. 500us or 2ms</source>
            <translation>la respuesta: las IOPS más altas cuyo p99 se mantuvo por debajo de esto, p. ej. 500us o 2ms</translation>
        </message>
        <message>
            <source>seconds per step: an unthrottled step, then 10 % to 110 % of its IOPS</source>
            <translation>segundos por paso: un paso sin límite y luego del 10 % al 110 % de sus IOPS</translation>
        </message>
        <message>
            <source>p99 under</source>
            <translation>p99 por debajo de</translation>
        </message>
        <message>
            <source>Load (4k, QD32)</source>
            <translation>Carga (4k, QD32)</translation>
        </message>
        <message>
            <source>Seconds per step</source>
            <translation>Segundos por paso</translation>
        </message>
        <message>
            <source>Steps the offered IOPS (fio's rate_iops) from 10 % to 110 % of the measured maximum.</source>
            <translation>Aumenta por pasos las IOPS ofrecidas (rate_iops de fio) del 10 % al 110 % del máximo medido.</translation>
        </message>
        <message>
            <source>%1 over %2 of it at stepped rates (latency versus load)</source>
            <translation>%1 sobre %2 de él a tasas escalonadas (latencia frente a carga)</translation>
        </message>
        <message>
            <source>latency versus load</source>
            <translation>latencia frente a carga</translation>
        </message>
        <message>
            <source>achieved IOPS (I/O per s)</source>
            <translation>IOPS logradas (E/S por s)</translation>
        </message>
        <message>
            <source>latency (µs, log scale)</source>
            <translation>latencia (µs, escala log.)</translation>
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
            <translation>inactivo</translation>
        </message>
        <message>
            <source>%1's buffer cache dropped</source>
            <translation>caché de búfer de %1 vaciada</translation>
        </message>
        <message>
            <source>page cache dropped</source>
            <translation>caché de páginas vaciada</translation>
        </message>
        <message>
            <source>Open a fio job file</source>
            <translation>Abrir un archivo de trabajo de fio</translation>
        </message>
        <message>
            <source>fio job files (*.fio *.ini *.job);;All files (*)</source>
            <translation>archivos de trabajo de fio (*.fio *.ini *.job);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>summary copied to the clipboard</source>
            <translation>resumen copiado al portapapeles</translation>
        </message>
        <message>
            <source>Save graphs</source>
            <translation>Guardar gráficas</translation>
        </message>
        <message>
            <source>nothing to export yet: no run has been stored in this session</source>
            <translation>aún no hay nada que exportar: en esta sesión no se ha guardado ninguna ejecución</translation>
        </message>
        <message>
            <source>A test is running. Stop it and quit?</source>
            <translation>Hay una prueba en marcha. ¿Detenerla y salir?</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>Run all tests</source>
            <translation>Ejecutar todas las pruebas</translation>
        </message>
        <message>
            <source>run every test of the current mode</source>
            <translation>ejecuta todas las pruebas del modo actual</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Detener</translation>
        </message>
        <message>
            <source>stop fio and remove the test file</source>
            <translation>detiene fio y elimina el archivo de prueba</translation>
        </message>
        <message>
            <source>Export last run…</source>
            <translation>Exportar la última ejecución…</translation>
        </message>
        <message>
            <source>the last run as HTML, PDF, JSON or CSV</source>
            <translation>la última ejecución como HTML, PDF, JSON o CSV</translation>
        </message>
        <message>
            <source>Open and run a .fio job file…</source>
            <translation>Abrir y ejecutar un archivo de trabajo .fio…</translation>
        </message>
        <message>
            <source>History…</source>
            <translation>Historial…</translation>
        </message>
        <message>
            <source>past runs: open, compare, export</source>
            <translation>ejecuciones anteriores: abrir, comparar, exportar</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Salir</translation>
        </message>
        <message>
            <source>Show fio command</source>
            <translation>Mostrar la orden de fio</translation>
        </message>
        <message>
            <source>the exact fio command of the custom job</source>
            <translation>la orden exacta de fio del trabajo personalizado</translation>
        </message>
        <message>
            <source>Refresh targets</source>
            <translation>Actualizar destinos</translation>
        </message>
        <message>
            <source>About Fioscope</source>
            <translation>Acerca de Fioscope</translation>
        </message>
        <message>
            <source>Copy summary</source>
            <translation>Copiar resumen</translation>
        </message>
        <message>
            <source>the last run as a CrystalDiskMark-style text, to the clipboard</source>
            <translation>la última ejecución como texto al estilo de CrystalDiskMark, al portapapeles</translation>
        </message>
        <message>
            <source>Save graphs as image…</source>
            <translation>Guardar gráficas como imagen…</translation>
        </message>
        <message>
            <source>the live graphs as a PNG, under the run's drive, date and settings</source>
            <translation>las gráficas en vivo como PNG, con la unidad, la fecha y los ajustes de la ejecución</translation>
        </message>
        <message>
            <source>Save results as image…</source>
            <translation>Guardar resultados como imagen…</translation>
        </message>
        <message>
            <source>the results grid as a PNG, under the run's drive, date and settings</source>
            <translation>la tabla de resultados como PNG, con la unidad, la fecha y los ajustes de la ejecución</translation>
        </message>
        <message>
            <source>Next page</source>
            <translation>Página siguiente</translation>
        </message>
        <message>
            <source>the page right of this one</source>
            <translation>la página a la derecha de esta</translation>
        </message>
        <message>
            <source>Previous page</source>
            <translation>Página anterior</translation>
        </message>
        <message>
            <source>the page left of this one</source>
            <translation>la página a la izquierda de esta</translation>
        </message>
        <message>
            <source>Latency QoS…</source>
            <translation>QoS de latencia…</translation>
        </message>
        <message>
            <source>the exceedance curves and QoS levels (p99 .. p99.9999) of the runs on screen</source>
            <translation>las curvas de excedencia y los niveles de QoS (p99 .. p99.9999) de las ejecuciones en pantalla</translation>
        </message>
        <message>
            <source>Latency versus load…</source>
            <translation>Latencia frente a carga…</translation>
        </message>
        <message>
            <source>step the offered IOPS from 10 % to 110 % of the maximum: mean, p99 and p99.9 against IOPS, the knee, and the highest IOPS with p99 under a limit</source>
            <translation>aumenta por pasos las IOPS ofrecidas del 10 % al 110 % del máximo: media, p99 y p99.9 frente a IOPS, el codo y las IOPS más altas con p99 por debajo de un límite</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>&amp;Run</source>
            <translation>&amp;Ejecutar</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Ay&amp;uda</translation>
        </message>
        <message>
            <source>advanced: fio servers and the scaling matrix</source>
            <translation>avanzado: servidores fio y la matriz de escalado</translation>
        </message>
    </context>
    <context>
        <name>Mode</name>
        <message>
            <source>Quick</source>
            <translation>Rápido</translation>
        </message>
        <message>
            <source>Peak</source>
            <translation>Pico</translation>
        </message>
        <message>
            <source>Steady state</source>
            <translation>Estado estacionario</translation>
        </message>
        <message>
            <source>Test plans</source>
            <translation>Planes de prueba</translation>
        </message>
        <message>
            <source>Custom / job file</source>
            <translation>Personalizado / archivo de trabajo</translation>
        </message>
        <message>
            <source>Page cache</source>
            <translation>Caché de páginas</translation>
        </message>
        <message>
            <source>Check drive</source>
            <translation>Comprobar unidad</translation>
        </message>
        <message>
            <source>Remote hosts and scaling</source>
            <translation>Hosts remotos y escalado</translation>
        </message>
    </context>
    <context>
        <name>PeakPage</name>
        <message>
            <source>Fresh-out-of-box peak: a warm-up, then the loops set on the top row; each cell is the median of the loops, with the spread and best on hover.</source>
            <translation>Pico de fábrica (FOB): un calentamiento y luego las pasadas fijadas en la fila superior; cada celda es la mediana de las pasadas, con la dispersión y el mejor valor al pasar el ratón.</translation>
        </message>
        <message>
            <source>Write cliff</source>
            <translation>Caída de escritura (write cliff)</translation>
        </message>
        <message>
            <source>A sustained sequential write (1 MiB, QD32) over the span: the cache speed, how much was written before the speed fell and stayed down, the speed after it; then the same again after the idle pause.</source>
            <translation>Una escritura secuencial sostenida (1 MiB, QD32) sobre el rango: la velocidad de la caché, cuánto se escribió antes de que la velocidad cayera y se mantuviera baja, y la velocidad posterior; después, lo mismo tras la pausa de reposo.</translation>
        </message>
        <message>
            <source>how much each pass writes, e.g. 8GiB (a raw device: at most its size)</source>
            <translation>cuánto escribe cada pasada, p. ej. 8GiB (un dispositivo en bruto: como mucho su tamaño)</translation>
        </message>
        <message>
            <source>seconds idle before the second pass; 0: one pass only</source>
            <translation>segundos de reposo antes de la segunda pasada; 0: una sola pasada</translation>
        </message>
        <message>
            <source>Span</source>
            <translation>Rango</translation>
        </message>
        <message>
            <source>Idle before pass 2 (s)</source>
            <translation>Reposo antes de la pasada 2 (s)</translation>
        </message>
        <message>
            <source>▶  Write cliff</source>
            <translation>▶  Caída de escritura</translation>
        </message>
        <message>
            <source>writes the span on the target; a raw device asks for its name first (data loss)</source>
            <translation>escribe el rango en el destino; un dispositivo en bruto pide antes su nombre (pérdida de datos)</translation>
        </message>
        <message numerus="yes">
            <source>▶  Peak (%n loop(s) after a warm-up)</source>
            <translation>
                <numerusform>▶  Pico (%n pasada tras un calentamiento)</numerusform>
                <numerusform>▶  Pico (%n pasadas tras un calentamiento)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Fresh-out-of-box peak: SEQ1M Q8T1/Q1T1, SEQ128K Q32T1, RND4K Q32T16/Q32T1/Q1T1; median of %n loop(s), spread and best on hover (the loop count is set under Loops on the top row)</source>
            <translation>
                <numerusform>Pico de fábrica (FOB): SEQ1M Q8T1/Q1T1, SEQ128K Q32T1, RND4K Q32T16/Q32T1/Q1T1; mediana de %n pasada, con la dispersión y el mejor valor al pasar el ratón (el número se fija en «Pasadas» en la fila superior)</numerusform>
                <numerusform>Pico de fábrica (FOB): SEQ1M Q8T1/Q1T1, SEQ128K Q32T1, RND4K Q32T16/Q32T1/Q1T1; mediana de %n pasadas, con la dispersión y el mejor valor al pasar el ratón (el número se fija en «Pasadas» en la fila superior)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Phase</name>
        <message numerus="yes">
            <source>%n client(s)</source>
            <translation>
                <numerusform>%n cliente</numerusform>
                <numerusform>%n clientes</numerusform>
            </translation>
        </message>
        <message>
            <source>warm-up</source>
            <translation>calentamiento</translation>
        </message>
        <message>
            <source>loop %1</source>
            <translation>pasada %1</translation>
        </message>
        <message>
            <source>pass %1</source>
            <translation>pasada %1</translation>
        </message>
        <message>
            <source>pass %1 after %2 s idle</source>
            <translation>pasada %1 tras %2 s de reposo</translation>
        </message>
        <message>
            <source>%1 wait %2 s</source>
            <translation>%1 espera %2 s</translation>
        </message>
        <message>
            <source>%1 baseline after %2 s</source>
            <translation>%1 línea base tras %2 s</translation>
        </message>
        <message>
            <source>%1 segment %2 %3 %4 writes</source>
            <translation>%1 segmento %2: escrituras %3 %4</translation>
        </message>
        <message>
            <source>%1 histogram %2</source>
            <translation>%1 histograma %2</translation>
        </message>
        <message>
            <source>%1 pre-write %2</source>
            <translation>%1 preescritura %2</translation>
        </message>
        <message>
            <source>%1 round %2</source>
            <translation>%1 ronda %2</translation>
        </message>
        <message>
            <source>%1 purge</source>
            <translation>%1 purga</translation>
        </message>
        <message>
            <source>%1 precondition</source>
            <translation>%1 preacondicionamiento</translation>
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
            <translation>según %1</translation>
        </message>
        <message>
            <source>▶  Run test plan</source>
            <translation>▶  Ejecutar plan de prueba</translation>
        </message>
        <message>
            <source>this machine; or fio servers: node1,node2:9000</source>
            <translation>este equipo; o servidores fio: node1,node2:9000</translation>
        </message>
        <message>
            <source>run on these fio servers (fio --server, same fio version) at once</source>
            <translation>ejecutar a la vez en estos servidores fio (fio --server, misma versión de fio)</translation>
        </message>
        <message>
            <source>all hosts; or e.g. 1,2,4,8</source>
            <translation>todos los hosts; o p. ej. 1,2,4,8</translation>
        </message>
        <message>
            <source>the directory on each host</source>
            <translation>el directorio en cada host</translation>
        </message>
        <message>
            <source>Plan</source>
            <translation>Plan</translation>
        </message>
        <message>
            <source>As published (the seed's own jobs)</source>
            <translation>Tal como se publicó (los trabajos del documento base)</translation>
        </message>
        <message>
            <source>runs the plan exactly as its seed document did (see docs/seed-deviations.md); its duration and disk space are shown below before it starts</source>
            <translation>ejecuta el plan exactamente como lo hizo su documento base (vea docs/seed-deviations.md); su duración y espacio en disco se muestran abajo antes de empezar</translation>
        </message>
        <message>
            <source>Size per file</source>
            <translation>Tamaño por archivo</translation>
        </message>
        <message>
            <source>Seconds per test</source>
            <translation>Segundos por prueba</translation>
        </message>
        <message>
            <source>the scaling matrix's process counts</source>
            <translation>los números de procesos de la matriz de escalado</translation>
        </message>
        <message>
            <source>Remote hosts and the scaling matrix</source>
            <translation>Hosts remotos y la matriz de escalado</translation>
        </message>
        <message>
            <source>A test plan runs on this machine unless fio servers are named here (each started with fio --server, of the same fio version); the plan is chosen on the Test plans page.</source>
            <translation>Un plan de prueba se ejecuta en este equipo salvo que aquí se indiquen servidores fio (cada uno iniciado con fio --server, con la misma versión de fio); el plan se elige en la página Planes de prueba.</translation>
        </message>
        <message>
            <source>Processes (scaling)</source>
            <translation>Procesos (escalado)</translation>
        </message>
        <message>
            <source>Run on</source>
            <translation>Ejecutar en</translation>
        </message>
        <message>
            <source>Clients</source>
            <translation>Clientes</translation>
        </message>
        <message>
            <source>Directory on hosts</source>
            <translation>Directorio en los hosts</translation>
        </message>
        <message>
            <source>set by the seed document while As published is on</source>
            <translation>lo fija el documento base mientras «Tal como se publicó» está activado</translation>
        </message>
        <message>
            <source>as published: 1, 2, 4, 8 (as many as the hosts)</source>
            <translation>tal como se publicó: 1, 2, 4, 8 (tantos como hosts)</translation>
        </message>
        <message>
            <source>%1 has no seed document to run as published</source>
            <translation>%1 no tiene un documento base que ejecutar tal como se publicó</translation>
        </message>
        <message>
            <source>▶  Run %1</source>
            <translation>▶  Ejecutar %1</translation>
        </message>
        <message>
            <source>process counts</source>
            <translation>números de procesos</translation>
        </message>
        <message numerus="yes">
            <source>%n test(s) · about %1 · test files %2</source>
            <translation>
                <numerusform>%n prueba · unos %1 · archivos de prueba %2</numerusform>
                <numerusform>%n pruebas · unos %1 · archivos de prueba %2</numerusform>
            </translation>
        </message>
        <message>
            <source>as published on the raw device %1: the whole device is written; the data-loss dialog asks first, and a disk in use is refused</source>
            <translation>tal como se publicó en el dispositivo en bruto %1: se escribe el dispositivo entero; antes pregunta el diálogo de pérdida de datos, y un disco en uso se rechaza</translation>
        </message>
    </context>
    <context>
        <name>PtsPanel</name>
        <message>
            <source>running</source>
            <translation>en curso</translation>
        </message>
        <message>
            <source>done</source>
            <translation>terminada</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>cancelada</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>fallida</translation>
        </message>
        <message>
            <source>partial</source>
            <translation>parcial</translation>
        </message>
        <message>
            <source>%1, log scale)</source>
            <translation>%1, escala logarítmica)</translation>
        </message>
        <message>
            <source>%1 (log scale)</source>
            <translation>%1 (escala logarítmica)</translation>
        </message>
        <message>
            <source>&lt;b&gt;SNIA PTS %1&lt;/b&gt;: running. Their tables and charts (HIR's recovery, XSR's segments, DIRTH's knee and histograms) appear here when the run ends; the live graphs below show every cell as it runs.</source>
            <translation>&lt;b&gt;SNIA PTS %1&lt;/b&gt;: en curso. Sus tablas y gráficos (la recuperación de HIR, los segmentos de XSR, el codo y los histogramas de DIRTH) aparecen aquí cuando termina la ejecución; las gráficas en vivo de abajo muestran cada celda mientras se ejecuta.</translation>
        </message>
        <message>
            <source>run %1</source>
            <translation>ejecución %1</translation>
        </message>
        <message>
            <source>this run</source>
            <translation>esta ejecución</translation>
        </message>
        <message>
            <source>&lt;b&gt;SNIA PTS&lt;/b&gt;, %1 (%2): no results were kept (the run stopped before any test's figures could be made).</source>
            <translation>&lt;b&gt;SNIA PTS&lt;/b&gt;, %1 (%2): no se guardaron resultados (la ejecución se detuvo antes de poder calcular las cifras de alguna prueba).</translation>
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
            <translation>QoS de latencia</translation>
        </message>
        <message>
            <source>completion latency (µs, log scale)</source>
            <translation>latencia de finalización (µs, escala log.)</translation>
        </message>
        <message>
            <source>I/Os slower (%, log scale)</source>
            <translation>E/S más lentas (%, escala log.)</translation>
        </message>
        <message>
            <source>No test on screen has a latency curve (fio's json+ bins): nothing to draw.</source>
            <translation>Ninguna prueba en pantalla tiene curva de latencia (los bins json+ de fio): nada que dibujar.</translation>
        </message>
        <message>
            <source>no run to show latency QoS for yet</source>
            <translation>aún no hay ninguna ejecución de la que mostrar la QoS de latencia</translation>
        </message>
        <message>
            <source>run %1</source>
            <translation>ejecución %1</translation>
        </message>
    </context>
    <context>
        <name>QuickTab</name>
        <message>
            <source>Settings</source>
            <translation>Configuración</translation>
        </message>
        <message>
            <source>Interval</source>
            <translation>Intervalo</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Orden</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>Each test read, then written</source>
            <translation>Cada prueba leída y luego escrita</translation>
        </message>
        <message>
            <source>All reads, then all writes</source>
            <translation>Todas las lecturas, luego todas las escrituras</translation>
        </message>
        <message>
            <source>CrystalDiskMark's Settings menu. NVMe SSD changes the Default profile's tests to the NVMe set and Peak's random test to RND4K Q32T16; Real World stays the same</source>
            <translation>El menú Configuración de CrystalDiskMark. NVMe SSD cambia las pruebas del perfil Default por el conjunto NVMe y la prueba aleatoria de Peak por RND4K Q32T16; Real World no cambia</translation>
        </message>
        <message>
            <source>idle seconds before each test but the first, as CrystalDiskMark's Interval (5 s there and here by default); 0 for speed. Stop ends a pause at once</source>
            <translation>segundos de espera antes de cada prueba salvo la primera, como el intervalo de CrystalDiskMark (5 s allí y aquí por defecto); 0 para ir más rápido. Detener termina la espera al instante</translation>
        </message>
        <message>
            <source>CrystalDiskMark's order runs every test's read, then every test's write, then the mixed tests</source>
            <translation>El orden de CrystalDiskMark: la lectura de cada prueba, luego la escritura de cada prueba y después las pruebas mixtas</translation>
        </message>
        <message>
            <source>CrystalDiskMark's tests: pick a profile and a mode, then run all rows or one row with its button in the grid.</source>
            <translation>Las pruebas de CrystalDiskMark: elija un perfil y un modo y ejecute todas las filas, o una fila con su botón en la tabla.</translation>
        </message>
        <message>
            <source>CrystalDiskMark's profiles: Default, NVMe SSD, Real World (queue depth 1, one thread: one program waiting on each I/O) and Peak (the two tests that reach the most the drive can do). Not the Peak page, which is the fresh-out-of-box suite</source>
            <translation>Los perfiles de CrystalDiskMark: Predeterminado, NVMe SSD, Real World (profundidad de cola 1, un hilo: un programa que espera cada E/S) y Pico (las dos pruebas que alcanzan el máximo de la unidad). No es la página Pico, que es la batería de pruebas de fábrica</translation>
        </message>
        <message>
            <source>what each test does: read, write, both one after the other, or mixed: reads and writes at once, in the share set below, on a row of its own (R70W30)</source>
            <translation>qué hace cada prueba: leer, escribir, ambas una tras otra, o mixta: lecturas y escrituras a la vez, en la proporción fijada abajo, en una fila propia (R70W30)</translation>
        </message>
        <message>
            <source> % reads</source>
            <translation> % lecturas</translation>
        </message>
        <message>
            <source>a mixed test's share of reads (fio rwmixread); the rest are writes. CrystalDiskMark's mix is 70 % reads, 30 % writes</source>
            <translation>la proporción de lecturas de una prueba mixta (fio rwmixread); el resto son escrituras. La mezcla de CrystalDiskMark es 70 % lecturas, 30 % escrituras</translation>
        </message>
        <message>
            <source>what is written. Random: fio's default, random data a drive cannot compress. All 0x00: every byte 0 (fio zero_buffers), as CrystalDiskMark's test data option; a drive that compresses or deduplicates writes it faster than real data</source>
            <translation>qué se escribe. Aleatorio: lo predeterminado de fio, datos aleatorios que una unidad no puede comprimir. Todo 0x00: cada byte a 0 (fio zero_buffers), como la opción de datos de prueba de CrystalDiskMark; una unidad que comprime o deduplica lo escribe más rápido que datos reales</translation>
        </message>
        <message>
            <source>Profile</source>
            <translation>Perfil</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Modo</translation>
        </message>
        <message>
            <source>Mixed</source>
            <translation>Mixta</translation>
        </message>
        <message>
            <source>Test data</source>
            <translation>Datos de prueba</translation>
        </message>
        <message>
            <source>▶  Default profile, reads only</source>
            <translation>▶  Perfil predeterminado, solo lecturas</translation>
        </message>
        <message>
            <source>The read half of the Default profile: safe on a raw device (nothing is written, no confirmation)</source>
            <translation>La mitad de lectura del perfil predeterminado: segura en un dispositivo en bruto (no se escribe nada, sin confirmación)</translation>
        </message>
        <message>
            <source>direct I/O (no page cache)</source>
            <translation>E/S directa (sin caché de páginas)</translation>
        </message>
        <message>
            <source>off: buffered I/O, which can measure RAM rather than the disk (the cache panel says when it does)</source>
            <translation>desactivada: E/S con búfer, que puede medir la RAM en vez del disco (el panel de caché indica cuándo ocurre)</translation>
        </message>
        <message>
            <source>jobs as threads of one fio process</source>
            <translation>trabajos como hilos de un solo proceso fio</translation>
        </message>
        <message>
            <source>off (fio's default, and what the seed plans specify): each job is its own process. On: fio's thread option. With posixaio this changes the result: glibc's AIO pool is per process, so threads share one pool</source>
            <translation>desactivado (lo predeterminado de fio y lo que indican los planes base): cada trabajo es su propio proceso. Activado: la opción thread de fio. Con posixaio esto cambia el resultado: el grupo de AIO de glibc es por proceso, así que los hilos comparten uno</translation>
        </message>
        <message>
            <source>Graph interval (s)</source>
            <translation>Intervalo de gráfica (s)</translation>
        </message>
        <message numerus="yes">
            <source>▶  %1 profile (%n loop(s) after a warm-up)</source>
            <translation>
                <numerusform>▶  Perfil %1 (%n pasada tras un calentamiento)</numerusform>
                <numerusform>▶  Perfil %1 (%n pasadas tras un calentamiento)</numerusform>
            </translation>
        </message>
        <message>
            <source>▶  %1 profile</source>
            <translation>▶  Perfil %1</translation>
        </message>
        <message numerus="yes">
            <source>Loops: %n (top row). Each cell is the median of the %n loops, run after a warm-up that is not kept; the fastest (best) and slowest are on hover. The median, not CrystalDiskMark's best: one lucky loop (a cache, a burst) cannot make the figure.</source>
            <translation>
                <numerusform>Pasadas: %n (fila superior). Cada celda es la mediana de las %n pasadas, ejecutadas tras un calentamiento que no se conserva; la más rápida (la mejor) y la más lenta aparecen al pasar el ratón. La mediana, no el mejor valor de CrystalDiskMark: una pasada afortunada (una caché, una ráfaga) no puede decidir la cifra.</numerusform>
                <numerusform>Pasadas: %n (fila superior). Cada celda es la mediana de las %n pasadas, ejecutadas tras un calentamiento que no se conserva; la más rápida (la mejor) y la más lenta aparecen al pasar el ratón. La mediana, no el mejor valor de CrystalDiskMark: una pasada afortunada (una caché, una ráfaga) no puede decidir la cifra.</numerusform>
            </translation>
        </message>
        <message>
            <source>Loops: 1 (top row). Each test runs once; set 2 or more for loops after a warm-up, each cell then their median.</source>
            <translation>Pasadas: 1 (fila superior). Cada prueba se ejecuta una vez; con 2 o más, las pasadas siguen a un calentamiento y cada celda muestra su mediana.</translation>
        </message>
        <message numerus="yes">
            <source>Each cell: the median of %n loops after a warm-up; the best and slowest on hover.</source>
            <translation>
                <numerusform>Cada celda: la mediana de %n pasadas tras un calentamiento; la mejor y la más lenta al pasar el ratón.</numerusform>
                <numerusform>Cada celda: la mediana de %n pasadas tras un calentamiento; la mejor y la más lenta al pasar el ratón.</numerusform>
            </translation>
        </message>
        <message>
            <source>fio's status interval: one point per thread per interval. auto: 1 s, longer for a test with so many threads that fio's reports every second would slow it (64 threads on 2 CPUs: 7 s)</source>
            <translation>el intervalo de estado de fio: un punto por hilo y por intervalo. automático: 1 s, más largo en una prueba con tantos hilos que los informes de fio cada segundo la frenarían (64 hilos en 2 CPU: 7 s)</translation>
        </message>
        <message>
            <source>Each test runs once; 2 or more loops give each cell their median.</source>
            <translation>Cada prueba se ejecuta una vez; con 2 o más pasadas cada celda muestra su mediana.</translation>
        </message>
        <message>
            <source>auto</source>
            <translation>automático</translation>
        </message>
    </context>
    <context>
        <name>RemotePlan</name>
        <message>
            <source>client counts</source>
            <translation>números de clientes</translation>
        </message>
    </context>
    <context>
        <name>ResultsGrid</name>
        <message numerus="yes">
            <source>median of %n loops; min %1, best %2</source>
            <translation>
                <numerusform>mediana de %n pasadas; mínimo %1, mejor %2</numerusform>
                <numerusform>mediana de %n pasadas; mínimo %1, mejor %2</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 (%2: the median loop's)</source>
            <translation>%1 (%2: los de la pasada mediana)</translation>
        </message>
        <message numerus="yes">
            <source>all %n loops: %1</source>
            <translation>
                <numerusform>%n pasada: %1</numerusform>
                <numerusform>las %n pasadas: %1</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Test</source>
            <translation>Prueba</translation>
        </message>
        <message>
            <source>Read (%1)</source>
            <translation>Lectura (%1)</translation>
        </message>
        <message>
            <source>Write (%1)</source>
            <translation>Escritura (%1)</translation>
        </message>
        <message>
            <source>Trim (%1)</source>
            <translation>Trim (%1)</translation>
        </message>
        <message>
            <source>run only %1</source>
            <translation>ejecutar solo %1</translation>
        </message>
        <message>
            <source>Marks: %1</source>
            <translation>Marcas: %1</translation>
        </message>
    </context>
    <context>
        <name>RunController</name>
        <message>
            <source>%1 · waiting %2 s before the next test</source>
            <translation>%1 · esperando %2 s antes de la siguiente prueba</translation>
        </message>
        <message>
            <source>cancelled: nothing was written</source>
            <translation>cancelado: no se escribió nada</translation>
        </message>
        <message>
            <source>no fio to run</source>
            <translation>no hay fio que ejecutar</translation>
        </message>
        <message>
            <source>The %1 run</source>
            <translation>La ejecución «%1»</translation>
        </message>
        <message>
            <source>job file not run: nothing was written</source>
            <translation>archivo de trabajo no ejecutado: no se escribió nada</translation>
        </message>
        <message>
            <source>no test %1 in the %2 set</source>
            <translation>no hay ninguna prueba %1 en el conjunto %2</translation>
        </message>
        <message>
            <source>fio has printed nothing for %1 s (laying out the test file, or hung)</source>
            <translation>fio no ha mostrado nada en %1 s (creando el archivo de prueba, o bloqueado)</translation>
        </message>
        <message numerus="yes">
            <source>%n warning(s) about the drive: see Before this run</source>
            <translation>
                <numerusform>%n aviso sobre la unidad: vea «Antes de esta ejecución»</numerusform>
                <numerusform>%n avisos sobre la unidad: vea «Antes de esta ejecución»</numerusform>
            </translation>
        </message>
        <message>
            <source>stopping: fio is being terminated and the test file removed</source>
            <translation>deteniendo: se está terminando fio y eliminando el archivo de prueba</translation>
        </message>
        <message>
            <source>stopping: fio is being terminated</source>
            <translation>deteniendo: se está terminando fio</translation>
        </message>
        <message>
            <source>failed: %1</source>
            <translation>falló: %1</translation>
        </message>
        <message>
            <source>cancelled: fio stopped, test file removed</source>
            <translation>cancelado: fio detenido, archivo de prueba eliminado</translation>
        </message>
        <message>
            <source>cancelled: fio stopped</source>
            <translation>cancelado: fio detenido</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>falló</translation>
        </message>
        <message>
            <source>done</source>
            <translation>hecho</translation>
        </message>
        <message>
            <source> · stored only up to the failure (run %1): </source>
            <translation> · guardada solo hasta el fallo (ejecución %1): </translation>
        </message>
        <message>
            <source> · not stored: </source>
            <translation> · no guardada: </translation>
        </message>
        <message>
            <source> · stored as run %1</source>
            <translation> · guardada como ejecución %1</translation>
        </message>
        <message>
            <source> · no test had a result: not kept in the history</source>
            <translation> · ninguna prueba tuvo resultado: no se guarda en el historial</translation>
        </message>
        <message>
            <source> · fio steady state %1: %2 (criterion %3, max deviation %4, slope %5)</source>
            <translation> · estado estacionario de fio %1: %2 (criterio %3, desviación máxima %4, pendiente %5)</translation>
        </message>
        <message>
            <source>attained</source>
            <translation>alcanzado</translation>
        </message>
        <message>
            <source>not attained</source>
            <translation>no alcanzado</translation>
        </message>
        <message>
            <source> · ETA %1</source>
            <translation> · tiempo restante %1</translation>
        </message>
        <message>
            <source> · a point every %1 s</source>
            <translation> · un punto cada %1 s</translation>
        </message>
        <message>
            <source>running %1 · %2</source>
            <translation>en marcha: %1 · %2</translation>
        </message>
        <message>
            <source>cannot drop caches: %1</source>
            <translation>no se pueden vaciar las cachés: %1</translation>
        </message>
        <message>
            <source>run Fioscope with the privilege to do so, or use direct I/O</source>
            <translation>ejecute Fioscope con el privilegio necesario o use E/S directa</translation>
        </message>
        <message>
            <source>%1; rerunning · %2</source>
            <translation>%1; repitiendo · %2</translation>
        </message>
    </context>
    <context>
        <name>RunFrames</name>
        <message>
            <source> · graphs every %1 s, the CPU left to fio</source>
            <translation> · gráficas cada %1 s, la CPU queda para fio</translation>
        </message>
    </context>
    <context>
        <name>RunSpecs</name>
        <message>
            <source>The job file %1</source>
            <translation>El archivo de trabajo %1</translation>
        </message>
    </context>
    <context>
        <name>ShownRun</name>
        <message>
            <source>No %1 results on screen. The live graphs and the page-cache panel belong to the %2, and show beside its own figures, on its page.</source>
            <translation>No hay resultados de «%1» en pantalla. Las gráficas en vivo y el panel de caché de páginas pertenecen a: %2, y se muestran junto a sus propias cifras, en su página.</translation>
        </message>
        <message>
            <source>No %1 results on screen: nothing has run yet.</source>
            <translation>No hay resultados de «%1» en pantalla: todavía no se ha ejecutado nada.</translation>
        </message>
        <message>
            <source>run %1 from the History</source>
            <translation>ejecución %1 del Historial</translation>
        </message>
        <message>
            <source>runs compared</source>
            <translation>ejecuciones comparadas</translation>
        </message>
        <message>
            <source>last %1 run</source>
            <translation>última ejecución «%1»</translation>
        </message>
    </context>
    <context>
        <name>SteadyPanel</name>
        <message>
            <source>Tracked figure per round</source>
            <translation>Cifra observada por ronda</translation>
        </message>
        <message>
            <source>Convergence per block size</source>
            <translation>Convergencia por tamaño de bloque</translation>
        </message>
        <message>
            <source>the tracked figure (SNIA's "tracking variable"): the number this test watches each round, e.g. random 4K write IOPS; steady once five rounds stay within 20 % of their average and their trend is flat</source>
            <translation>la cifra observada (la «tracking variable» de SNIA): el número que esta prueba vigila en cada ronda, p. ej. IOPS de escritura aleatoria de 4K; estacionario cuando cinco rondas quedan dentro del 20 % de su media y su tendencia es plana</translation>
        </message>
        <message>
            <source>the tracked workload at every block size, round by round</source>
            <translation>la carga observada en cada tamaño de bloque, ronda a ronda</translation>
        </message>
        <message>
            <source>round</source>
            <translation>ronda</translation>
        </message>
        <message>
            <source>Steady state: no steady-state run on screen (run one, or open one from the History)</source>
            <translation>Estado estacionario: no hay ninguna ejecución de estado estacionario en pantalla (ejecute una o abra una del Historial)</translation>
        </message>
        <message>
            <source>Steady state: waiting for the first round (purge and preconditioning first)</source>
            <translation>Estado estacionario: esperando la primera ronda (primero la purga y el preacondicionamiento)</translation>
        </message>
        <message>
            <source>&lt;b style='color:#080'&gt;steady&lt;/b&gt; in %1: average %2, excursion %3 (limit %4), slope × (window − 1) %5 (limit %6)</source>
            <translation>&lt;b style='color:#080'&gt;estacionario&lt;/b&gt; en %1: media %2, excursión %3 (límite %4), pendiente × (ventana − 1) %5 (límite %6)</translation>
        </message>
        <message>
            <source>not steady yet: %1</source>
            <translation>aún no estacionario: %1</translation>
        </message>
        <message>
            <source> of at most %1</source>
            <translation> de un máximo de %1</translation>
        </message>
        <message>
            <source>%1 written in %2 s of writing (no steady-state criterion: it runs to its data or time limit)</source>
            <translation>%1 escritos en %2 s de escritura (sin criterio de estado estacionario: se ejecuta hasta su límite de datos o de tiempo)</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;, round %2%3: tracked figure %4 · %5</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;, ronda %2%3: cifra observada %4 · %5</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%1&lt;/b&gt;: %n round(s); </source>
            <translation>
                <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n ronda; </numerusform>
                <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n rondas; </numerusform>
            </translation>
        </message>
        <message>
            <source>steady in rounds %1–%2, window average %3</source>
            <translation>estacionario en las rondas %1–%2, media de la ventana %3</translation>
        </message>
        <message>
            <source>not steady (%1)</source>
            <translation>no estacionario (%1)</translation>
        </message>
        <message>
            <source>tracked figure</source>
            <translation>cifra observada</translation>
        </message>
        <message>
            <source>average ± 10 %</source>
            <translation>media ± 10 %</translation>
        </message>
        <message>
            <source>average ± 20 %</source>
            <translation>media ± 20 %</translation>
        </message>
        <message>
            <source>window average</source>
            <translation>media de la ventana</translation>
        </message>
        <message>
            <source>fit line</source>
            <translation>recta ajustada</translation>
        </message>
    </context>
    <context>
        <name>SteadyTab</name>
        <message>
            <source>DIRTH's block size, e.g. 8KiB or 4k</source>
            <translation>Tamaño de bloque de DIRTH, p. ej. 8KiB o 4k</translation>
        </message>
        <message>
            <source>DIRTH's reads, in % of its I/Os (the rest are writes)</source>
            <translation>Lecturas de DIRTH, en % de sus E/S (el resto son escrituras)</translation>
        </message>
        <message>
            <source>reads</source>
            <translation>lecturas</translation>
        </message>
        <message>
            <source>DIRTH block size</source>
            <translation>Tamaño de bloque DIRTH</translation>
        </message>
        <message>
            <source>host idle recovery: 4 KiB random write bursts, each followed by 5 to 50 s of idle; how much performance comes back</source>
            <translation>recuperación en reposo del host: ráfagas de escritura aleatoria de 4 KiB, cada una seguida de 5 a 50 s de reposo; cuánto rendimiento se recupera</translation>
        </message>
        <message>
            <source>cross-stimulus recovery: sequential 1 MiB, random 8 KiB, sequential 1 MiB writes; how long each change takes to settle</source>
            <translation>recuperación entre estímulos: escrituras secuenciales de 1 MiB, aleatorias de 8 KiB y secuenciales de 1 MiB; cuánto tarda en asentarse cada cambio</translation>
        </message>
        <message>
            <source>demand intensity / response time histogram: IOPS and response time over threads x queue depths, the knee, histograms at the max, mid and min IOPS points</source>
            <translation>intensidad de demanda / histograma de tiempo de respuesta: IOPS y tiempo de respuesta según hilos x profundidades de cola, el codo, histogramas en los puntos de IOPS máximo, medio y mínimo</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>Rendimiento</translation>
        </message>
        <message>
            <source>Latency</source>
            <translation>Latencia</translation>
        </message>
        <message>
            <source>Write saturation</source>
            <translation>Saturación de escritura</translation>
        </message>
        <message>
            <source>More SNIA PTS</source>
            <translation>Más SNIA PTS</translation>
        </message>
        <message>
            <source>host idle recovery, cross-stimulus recovery and demand intensity: run together, as a run of their own (uncheck the tests above)</source>
            <translation>recuperación en reposo del host, recuperación entre estímulos e intensidad de demanda: se ejecutan juntas, como una ejecución propia (desmarque las pruebas de arriba)</translation>
        </message>
        <message>
            <source>bytes under test; on a device, e.g. 10% or the whole device (100%)</source>
            <translation>bytes bajo prueba; en un dispositivo, p. ej. 10% o el dispositivo entero (100%)</translation>
        </message>
        <message>
            <source>enterprise (QD32 × 4)</source>
            <translation>empresarial (QD32 × 4)</translation>
        </message>
        <message>
            <source>client (QD16 × 2)</source>
            <translation>cliente (QD16 × 2)</translation>
        </message>
        <message>
            <source>custom</source>
            <translation>personalizado</translation>
        </message>
        <message>
            <source>fio jobs per cell (the latency test always runs 1)</source>
            <translation>trabajos fio por celda (la prueba de latencia siempre ejecuta 1)</translation>
        </message>
        <message>
            <source>outstanding I/Os per thread (the latency test always runs QD1)</source>
            <translation>E/S pendientes por hilo (la prueba de latencia siempre usa QD1)</translation>
        </message>
        <message>
            <source>write saturation stops once this many times the span is written</source>
            <translation>la saturación de escritura se detiene cuando el rango se ha escrito este número de veces</translation>
        </message>
        <message>
            <source>… or after this long writing, whichever comes first</source>
            <translation>… o tras escribir durante este tiempo, lo que ocurra antes</translation>
        </message>
        <message>
            <source>quick look (reduced matrix)</source>
            <translation>vistazo rápido (matriz reducida)</translation>
        </message>
        <message>
            <source>purge first (raw device: discard)</source>
            <translation>purgar primero (dispositivo en bruto: discard)</translation>
        </message>
        <message>
            <source>precondition (128K sequential, 2 × span)</source>
            <translation>preacondicionar (128K secuencial, 2 × rango)</translation>
        </message>
        <message>
            <source>Seconds per cell</source>
            <translation>Segundos por celda</translation>
        </message>
        <message>
            <source>SNIA's load profiles: </source>
            <translation>Perfiles de carga de SNIA: </translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Carga</translation>
        </message>
        <message>
            <source>× span, or</source>
            <translation>× rango, o</translation>
        </message>
        <message>
            <source>Write saturation until</source>
            <translation>Saturación de escritura hasta</translation>
        </message>
        <message>
            <source>Max rounds</source>
            <translation>Rondas máximas</translation>
        </message>
        <message>
            <source>▶  Steady State (SNIA PTS)</source>
            <translation>▶  Estado estacionario (SNIA PTS)</translation>
        </message>
        <message>
            <source>Rounds of a test matrix until the tracking variable (the figure each test watches, e.g. random 4K write IOPS) stays within 20 % of its average over five rounds</source>
            <translation>Rondas de una matriz de pruebas hasta que la variable de seguimiento (la cifra que vigila cada prueba, p. ej. IOPS de escritura aleatoria de 4K) se mantiene dentro del 20 % de su media durante cinco rondas</translation>
        </message>
        <message>
            <source>On a test file: SNIA requires a raw device.</source>
            <translation>En un archivo de prueba: SNIA exige un dispositivo en bruto.</translation>
        </message>
        <message>
            <source>The span is larger than %1 (%2): the run refuses it; give at most 100%.</source>
            <translation>El rango es mayor que %1 (%2): la ejecución lo rechaza; indique como mucho 100%.</translation>
        </message>
        <message>
            <source>estimated %1 (steady after 5 rounds) to %2 (all rounds)</source>
            <translation>estimado de %1 (estacionario tras 5 rondas) a %2 (todas las rondas)</translation>
        </message>
        <message>
            <source>SNIA PTS %1: estimated %2 to %3</source>
            <translation>SNIA PTS %1: estimado de %2 a %3</translation>
        </message>
    </context>
    <context>
        <name>StoredView</name>
        <message>
            <source>running</source>
            <translation>en curso</translation>
        </message>
        <message>
            <source>done</source>
            <translation>terminada</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>cancelada</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>fallida</translation>
        </message>
        <message>
            <source>partial</source>
            <translation>parcial</translation>
        </message>
        <message>
            <source>showing run %1: %2 · %3 · %4</source>
            <translation>mostrando la ejecución %1: %2 · %3 · %4</translation>
        </message>
        <message>
            <source>comparing runs %1 against run %2</source>
            <translation>comparando las ejecuciones %1 con la ejecución %2</translation>
        </message>
        <message>
            <source>a run is in progress: past runs are shown when it has finished</source>
            <translation>hay una ejecución en curso: las ejecuciones anteriores se muestran cuando termine</translation>
        </message>
    </context>
    <context>
        <name>TargetPicker</name>
        <message>
            <source>Disks (raw devices)</source>
            <translation>Discos (dispositivos en bruto)</translation>
        </message>
        <message>
            <source>Mounted filesystems</source>
            <translation>Sistemas de archivos montados</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>Directorios</translation>
        </message>
        <message>
            <source>Read-only (cannot hold a test file)</source>
            <translation>Solo lectura (no admiten un archivo de prueba)</translation>
        </message>
        <message>
            <source>system disk</source>
            <translation>disco del sistema</translation>
        </message>
        <message>
            <source>mounted</source>
            <translation>montado</translation>
        </message>
        <message>
            <source>read-only</source>
            <translation>solo lectura</translation>
        </message>
        <message>
            <source>raw writes refused</source>
            <translation>escritura directa rechazada</translation>
        </message>
        <message>
            <source>raw writes refused: %1</source>
            <translation>escritura directa rechazada: %1</translation>
        </message>
        <message>
            <source>raw device: writes destroy its data and need a typed confirmation</source>
            <translation>dispositivo en bruto: escribir destruye sus datos y requiere una confirmación escrita</translation>
        </message>
        <message>
            <source>reads run on the device directly and change nothing</source>
            <translation>las lecturas se hacen directamente en el dispositivo y no cambian nada</translation>
        </message>
        <message>
            <source>reads: %1</source>
            <translation>lecturas: %1</translation>
        </message>
        <message>
            <source>writes: %1</source>
            <translation>escrituras: %1</translation>
        </message>
        <message>
            <source>%1 free of %2</source>
            <translation>%1 libres de %2</translation>
        </message>
        <message>
            <source>size unknown</source>
            <translation>tamaño desconocido</translation>
        </message>
        <message>
            <source>RAM (tmpfs)</source>
            <translation>RAM (tmpfs)</translation>
        </message>
        <message>
            <source>copy-on-write</source>
            <translation>copia en escritura</translation>
        </message>
        <message>
            <source>network</source>
            <translation>red</translation>
        </message>
        <message>
            <source>directory</source>
            <translation>directorio</translation>
        </message>
        <message>
            <source>read-only: a test file cannot be written here</source>
            <translation>solo lectura: aquí no se puede escribir un archivo de prueba</translation>
        </message>
        <message>
            <source>a test file is made here and removed after</source>
            <translation>aquí se crea un archivo de prueba que se borra después</translation>
        </message>
        <message>
            <source>type to search disks, mounts and directories</source>
            <translation>escriba para buscar discos, montajes y directorios</translation>
        </message>
        <message>
            <source>Directory…</source>
            <translation>Directorio…</translation>
        </message>
        <message>
            <source>choose a directory for the test file</source>
            <translation>elija un directorio para el archivo de prueba</translation>
        </message>
        <message>
            <source>Directory for the test file</source>
            <translation>Directorio para el archivo de prueba</translation>
        </message>
    </context>
    <context>
        <name>TemperaturePlot</name>
        <message>
            <source>time (s)</source>
            <translation>tiempo (s)</translation>
        </message>
        <message>
            <source>Drive temperature: no reading yet</source>
            <translation>Temperatura de la unidad: aún sin lectura</translation>
        </message>
        <message>
            <source>Drive temperature &lt;b&gt;%1 C&lt;/b&gt;</source>
            <translation>Temperatura de la unidad &lt;b&gt;%1 °C&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Drive temperature: no temperature sensor for this drive</source>
            <translation>Temperatura de la unidad: esta unidad no tiene sensor de temperatura</translation>
        </message>
        <message>
            <source>Drive temperature: no reading came from %1</source>
            <translation>Temperatura de la unidad: no llegó ninguna lectura de %1</translation>
        </message>
        <message>
            <source>Drive temperature: %1</source>
            <translation>Temperatura de la unidad: %1</translation>
        </message>
    </context>
    <context>
        <name>TextDialog</name>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
    </context>
    <context>
        <name>TopRow</name>
        <message>
            <source>Quick and Peak: measured loops per test, after a warm-up from 2 on; each cell shows their median (best and slowest on hover)</source>
            <translation>Rápido y Pico: pasadas medidas por prueba, tras un calentamiento a partir de 2; cada celda muestra su mediana (la mejor y la más lenta al pasar el ratón)</translation>
        </message>
        <message>
            <source>the test file's size (on a raw device: the span tested)</source>
            <translation>el tamaño del archivo de prueba (en un dispositivo en bruto: el rango probado)</translation>
        </message>
        <message>
            <source>seconds each test runs</source>
            <translation>segundos que dura cada prueba</translation>
        </message>
        <message>
            <source>the grid's unit: MB/s (10^6 bytes), MiB/s (2^20), IOPS, or mean latency in µs</source>
            <translation>la unidad de la tabla: MB/s (10^6 bytes), MiB/s (2^20), IOPS o latencia media en µs</translation>
        </message>
        <message>
            <source>▶  All</source>
            <translation>▶  Todas</translation>
        </message>
        <message>
            <source>run every test of the chosen mode (Ctrl+R)</source>
            <translation>ejecuta todas las pruebas del modo elegido (Ctrl+R)</translation>
        </message>
        <message>
            <source>■  Stop</source>
            <translation>■  Detener</translation>
        </message>
        <message>
            <source>stop fio and remove the test file (Esc)</source>
            <translation>detiene fio y elimina el archivo de prueba (Esc)</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Destino</translation>
        </message>
        <message>
            <source>Loops</source>
            <translation>Pasadas</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Tamaño</translation>
        </message>
        <message>
            <source>Seconds</source>
            <translation>Segundos</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>Unidad</translation>
        </message>
    </context>
    <context>
        <name>checklist</name>
        <message>
            <source>Block size</source>
            <translation>Tamaño de bloque</translation>
        </message>
        <message>
            <source>CPU governor</source>
            <translation>Regulador de CPU</translation>
        </message>
        <message>
            <source>Critical warning</source>
            <translation>Aviso crítico</translation>
        </message>
        <message>
            <source>Disk</source>
            <translation>Disco</translation>
        </message>
        <message>
            <source>Disk idle before the run</source>
            <translation>Disco inactivo antes de la ejecución</translation>
        </message>
        <message>
            <source>Health</source>
            <translation>Salud</translation>
        </message>
        <message>
            <source>Health (SMART)</source>
            <translation>Salud (SMART)</translation>
        </message>
        <message>
            <source>I/O scheduler</source>
            <translation>Planificador de E/S</translation>
        </message>
        <message>
            <source>Media errors</source>
            <translation>Errores de soporte</translation>
        </message>
        <message>
            <source>PCIe link</source>
            <translation>Enlace PCIe</translation>
        </message>
        <message>
            <source>Partition alignment</source>
            <translation>Alineación de particiones</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Alimentación</translation>
        </message>
        <message>
            <source>Power plan</source>
            <translation>Plan de energía</translation>
        </message>
        <message>
            <source>Readahead</source>
            <translation>Lectura anticipada</translation>
        </message>
        <message>
            <source>Spare blocks</source>
            <translation>Bloques de reserva</translation>
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
            <translation>Temperatura</translation>
        </message>
        <message>
            <source>Thermal throttling (lifetime)</source>
            <translation>Limitación térmica (toda la vida útil)</translation>
        </message>
        <message>
            <source>Uncorrected errors</source>
            <translation>Errores no corregidos</translation>
        </message>
        <message>
            <source>Wear</source>
            <translation>Desgaste</translation>
        </message>
        <message>
            <source>Windows health</source>
            <translation>Salud según Windows</translation>
        </message>
        <message>
            <source>Write cache</source>
            <translation>Caché de escritura</translation>
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
            <translation>%1 empieza en %2 (sector %3), alineada a 1 MiB</translation>
        </message>
        <message>
            <source>a multiple of 1 MiB</source>
            <translation>un múltiplo de 1 MiB</translation>
        </message>
        <message>
            <source>%1 starts at %2 (sector %3)</source>
            <translation>%1 empieza en %2 (sector %3)</translation>
        </message>
        <message>
            <source>a multiple of %1 B, ideally of 1 MiB</source>
            <translation>un múltiplo de %1 B, idealmente de 1 MiB</translation>
        </message>
        <message>
            <source>misaligned: every %1 B write spans two physical blocks (read-modify-write); recreate the partition at 1 MiB (sector 2048)</source>
            <translation>mal alineada: cada escritura de %1 B abarca dos bloques físicos (lectura-modificación-escritura); vuelva a crear la partición en 1 MiB (sector 2048)</translation>
        </message>
        <message>
            <source>aligned to the %1 B block but not to 1 MiB: fine for most drives; RAID stripes and some SSDs' erase blocks want 1 MiB</source>
            <translation>alineada al bloque de %1 B pero no a 1 MiB: suficiente para la mayoría de las unidades; las bandas RAID y los bloques de borrado de algunos SSD piden 1 MiB</translation>
        </message>
        <message>
            <source>trained at %1, the drive supports %2</source>
            <translation>negociado a %1, la unidad admite %2</translation>
        </message>
        <message>
            <source>%1 (offered: %2)</source>
            <translation>%1 (disponibles: %2)</translation>
        </message>
        <message>
            <source>for repeatable results: %1 (as root), and back afterwards</source>
            <translation>para resultados repetibles: %1 (como root), y después volver a dejarlo como estaba</translation>
        </message>
        <message>
            <source>%1 % busy, %2 MB/s, %3 IO/s over %4 s</source>
            <translation>%1 % ocupado, %2 MB/s, %3 IO/s durante %4 s</translation>
        </message>
        <message>
            <source>the slot's port supports only %1: move the drive to a slot that supports %2 (CPU-attached M.2/PCIe)</source>
            <translation>el puerto de la ranura solo admite %1: lleve la unidad a una ranura que admita %2 (M.2/PCIe conectado a la CPU)</translation>
        </message>
        <message>
            <source>below what drive and slot support: reseat it, check the BIOS PCIe setting and any riser or adapter; some drives slow the link when idle, so read it again under load</source>
            <translation>por debajo de lo que admiten la unidad y la ranura: vuelva a insertarla, revise el ajuste PCIe de la BIOS y cualquier riser o adaptador; algunas unidades reducen el enlace en reposo, así que vuelva a leerlo bajo carga</translation>
        </message>
        <message>
            <source>%1 C (warning %2 C, critical %3 C)</source>
            <translation>%1 °C (aviso %2 °C, crítica %3 °C)</translation>
        </message>
        <message>
            <source>well below the warning temperature</source>
            <translation>muy por debajo de la temperatura de aviso</translation>
        </message>
        <message>
            <source>mains</source>
            <translation>red eléctrica</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>another process is using %1: results will be lower and noisier; stop it, or find it with iotop -o (doing storage I/O just now: %2)</source>
            <translation>otro proceso está usando %1: los resultados serán más bajos y con más ruido; deténgalo, o búsquelo con iotop -o (con E/S de almacenamiento ahora mismo: %2)</translation>
        </message>
        <message>
            <source>another process is using %1: results will be lower and noisier; stop it, or find it with iotop -o or pidstat -d 1 (no process stood out: kernel writeback, or processes that came and went)</source>
            <translation>otro proceso está usando %1: los resultados serán más bajos y con más ruido; deténgalo, o búsquelo con iotop -o o pidstat -d 1 (ningún proceso destacó: writeback del kernel, o procesos que vinieron y se fueron)</translation>
        </message>
        <message>
            <source>idle</source>
            <translation>inactivo</translation>
        </message>
        <message>
            <source>%1 is not on a local block device (tmpfs, a network or FUSE filesystem)</source>
            <translation>%1 no está en un dispositivo de bloques local (tmpfs, un sistema de archivos de red o FUSE)</translation>
        </message>
        <message>
            <source>%1 is on %2</source>
            <translation>%1 está en %2</translation>
        </message>
        <message>
            <source>not an NVMe drive (%1)</source>
            <translation>no es una unidad NVMe (%1)</translation>
        </message>
        <message>
            <source>not readable</source>
            <translation>no se puede leer</translation>
        </message>
        <message>
            <source>current_link_speed/width of its PCI device</source>
            <translation>current_link_speed/width de su dispositivo PCI</translation>
        </message>
        <message>
            <source>the controller's PCI device shows no link attributes (a virtual or fabrics-attached NVMe)</source>
            <translation>el dispositivo PCI del controlador no muestra atributos de enlace (un NVMe virtual o conectado por fabrics)</translation>
        </message>
        <message>
            <source>%1 (the drive's maximum: %2)</source>
            <translation>%1 (máximo de la unidad: %2)</translation>
        </message>
        <message>
            <source>the kernel reports the link speed as unknown</source>
            <translation>el kernel indica que la velocidad del enlace es desconocida</translation>
        </message>
        <message>
            <source>%1, the drive's maximum</source>
            <translation>%1, el máximo de la unidad</translation>
        </message>
        <message>
            <source>%1 C (warning %2 C)</source>
            <translation>%1 °C (aviso %2 °C)</translation>
        </message>
        <message>
            <source>the drive starts the run near its warning temperature: it will throttle; add airflow or a heatsink, or let it cool</source>
            <translation>la unidad empieza la ejecución cerca de su temperatura de aviso: se limitará; mejore el flujo de aire o añada un disipador, o deje que se enfríe</translation>
        </message>
        <message>
            <source>%1 media and data integrity errors</source>
            <translation>%1 errores de soporte y de integridad de datos</translation>
        </message>
        <message>
            <source>cannot tell</source>
            <translation>no se puede saber</translation>
        </message>
        <message>
            <source>mains (no battery)</source>
            <translation>red eléctrica (sin batería)</translation>
        </message>
        <message>
            <source>plug in: on battery most laptops cap the CPU and the drive's power state, and results drop</source>
            <translation>conecte el cargador: con batería la mayoría de los portátiles limitan la CPU y el estado de energía de la unidad, y los resultados bajan</translation>
        </message>
        <message>
            <source>mains, battery (%1 %)</source>
            <translation>red eléctrica, batería (%1 %)</translation>
        </message>
        <message>
            <source>mains, battery</source>
            <translation>red eléctrica, batería</translation>
        </message>
        <message>
            <source>battery (%1 %), mains unknown</source>
            <translation>batería (%1 %), red eléctrica desconocida</translation>
        </message>
        <message>
            <source>battery, mains unknown</source>
            <translation>batería, red eléctrica desconocida</translation>
        </message>
        <message>
            <source>no cpufreq (a VM, or a fixed clock)</source>
            <translation>sin cpufreq (una máquina virtual, o una frecuencia fija)</translation>
        </message>
        <message>
            <source>powersave keeps clocks low for short I/O bursts, raising latency at low queue depths; %1</source>
            <translation>powersave mantiene la frecuencia baja en ráfagas cortas de E/S y sube la latencia con profundidades de cola bajas; %1</translation>
        </message>
        <message>
            <source>cannot read its counters</source>
            <translation>no se pueden leer sus contadores</translation>
        </message>
        <message>
            <source>%1 (%2, %3)</source>
            <translation>%1 (%2, %3)</translation>
        </message>
        <message>
            <source>through %1</source>
            <translation>a través de %1</translation>
        </message>
        <message>
            <source>also on %1 (only the first disk is read)</source>
            <translation>también en %1 (solo se lee el primer disco)</translation>
        </message>
        <message>
            <source>not reported</source>
            <translation>no informado</translation>
        </message>
        <message>
            <source>bfq costs much CPU per I/O and caps a fast NVMe drive: %1 (as root; back at reboot)</source>
            <translation>bfq cuesta mucha CPU por E/S y limita una unidad NVMe rápida: %1 (como root; vuelve al reiniciar)</translation>
        </message>
        <message>
            <source>an NVMe drive needs no scheduler: %1 (as root; back at reboot)</source>
            <translation>una unidad NVMe no necesita planificador: %1 (como root; vuelve al reiniciar)</translation>
        </message>
        <message>
            <source>%1 KiB</source>
            <translation>%1 KiB</translation>
        </message>
        <message>
            <source>128 KiB (the kernel's default); only buffered reads use it</source>
            <translation>128 KiB (valor por defecto del kernel); solo la usan las lecturas con búfer</translation>
        </message>
        <message>
            <source>logical %1 B, physical %2 B</source>
            <translation>lógico %1 B, físico %2 B</translation>
        </message>
        <message>
            <source>tests with blocks of at least %1 B</source>
            <translation>pruebas con bloques de al menos %1 B</translation>
        </message>
        <message>
            <source>%1 C (critical %2 C)</source>
            <translation>%1 °C (crítica %2 °C)</translation>
        </message>
        <message>
            <source>%1 C</source>
            <translation>%1 °C</translation>
        </message>
        <message>
            <source>no SMART on a %1 device</source>
            <translation>sin SMART en un dispositivo %1</translation>
        </message>
        <message>
            <source>smartctl's report</source>
            <translation>el informe de smartctl</translation>
        </message>
        <message>
            <source>FAILING (the drive's own verdict)</source>
            <translation>FALLANDO (veredicto de la propia unidad)</translation>
        </message>
        <message>
            <source>the drive predicts its failure: back it up now and replace it</source>
            <translation>la unidad predice su fallo: haga una copia de seguridad ya y sustitúyala</translation>
        </message>
        <message>
            <source>%1 % of rated endurance used</source>
            <translation>%1 % de la resistencia nominal consumida</translation>
        </message>
        <message>
            <source>below 80 %</source>
            <translation>por debajo del 80 %</translation>
        </message>
        <message>
            <source>%1 % (threshold %2 %)</source>
            <translation>%1 % (umbral %2 %)</translation>
        </message>
        <message>
            <source>above %1 %</source>
            <translation>por encima del %1 %</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguno</translation>
        </message>
        <message>
            <source>%1 min above warning temperature</source>
            <translation>%1 min por encima de la temperatura de aviso</translation>
        </message>
        <message>
            <source>%1 min above critical</source>
            <translation>%1 min por encima de la crítica</translation>
        </message>
        <message>
            <source>%1 thermal slow-downs (%2 s)</source>
            <translation>%1 limitaciones térmicas (%2 s)</translation>
        </message>
        <message>
            <source>0 minutes</source>
            <translation>0 minutos</translation>
        </message>
        <message>
            <source>on battery (%1 %)</source>
            <translation>con batería (%1 %)</translation>
        </message>
        <message>
            <source>on battery</source>
            <translation>con batería</translation>
        </message>
        <message>
            <source>%1 on %2 CPUs</source>
            <translation>%1 en %2 CPU</translation>
        </message>
        <message>
            <source>%1 on %2 CPU</source>
            <translation>%1 en %2 CPU</translation>
        </message>
        <message>
            <source>%1 pid %2 %3 MB/s</source>
            <translation>%1 PID %2 %3 MB/s</translation>
        </message>
        <message>
            <source>a local disk</source>
            <translation>un disco local</translation>
        </message>
        <message>
            <source>nothing of a drive to read: the figures are the filesystem's</source>
            <translation>no hay unidad que leer: las cifras son las del sistema de archivos</translation>
        </message>
        <message>
            <source>write back (a volatile cache is on)</source>
            <translation>write back (hay una caché volátil activa)</translation>
        </message>
        <message>
            <source>write back (write through on power-loss-protected drives)</source>
            <translation>write back (write through en unidades con protección ante cortes de corriente)</translation>
        </message>
        <message>
            <source>%1 (no volatile cache)</source>
            <translation>%1 (sin caché volátil)</translation>
        </message>
        <message>
            <source>write back</source>
            <translation>write back</translation>
        </message>
        <message>
            <source>normal for a power-loss-protected drive; on a consumer drive its cache is off and writes are slow: %1</source>
            <translation>normal en una unidad con protección ante cortes de corriente; en una unidad de consumo su caché está desactivada y las escrituras son lentas: %1</translation>
        </message>
        <message>
            <source>supported (up to %1 per request)</source>
            <translation>admitido (hasta %1 por solicitud)</translation>
        </message>
        <message>
            <source>supported</source>
            <translation>admitido</translation>
        </message>
        <message>
            <source>%1 tells why</source>
            <translation>%1 indica por qué</translation>
        </message>
        <message>
            <source>no overall verdict</source>
            <translation>sin veredicto global</translation>
        </message>
        <message>
            <source>near or past its rated endurance: writes slow down and errors become likely; back it up and plan a replacement</source>
            <translation>cerca o más allá de su resistencia nominal: las escrituras se ralentizan y los errores se vuelven probables; haga una copia de seguridad y prevea su sustitución</translation>
        </message>
        <message>
            <source>spare blocks are used up: the drive may turn read-only; back it up</source>
            <translation>los bloques de reserva se han agotado: la unidad puede pasar a solo lectura; haga una copia de seguridad</translation>
        </message>
        <message>
            <source>the drive has lost or remapped data: back it up, run its long self-test (smartctl -t long)</source>
            <translation>la unidad ha perdido o reasignado datos: haga una copia de seguridad y ejecute su autoprueba larga (smartctl -t long)</translation>
        </message>
        <message>
            <source>the drive raises a critical warning: read smartctl -a and back it up</source>
            <translation>la unidad emite un aviso crítico: lea smartctl -a y haga una copia de seguridad</translation>
        </message>
        <message>
            <source>this drive has run hot before: during long writes it may throttle; check its cooling (heatsink, airflow)</source>
            <translation>esta unidad ya se ha calentado antes: en escrituras largas puede limitarse; revise su refrigeración (disipador, flujo de aire)</translation>
        </message>
        <message>
            <source>not supported</source>
            <translation>no admitido</translation>
        </message>
        <message>
            <source>not needed on a spinning disk</source>
            <translation>no hace falta en un disco giratorio</translation>
        </message>
        <message>
            <source>not supported on this path</source>
            <translation>no admitido en esta ruta</translation>
        </message>
        <message>
            <source>TRIM does not reach the drive (a USB bridge without UNMAP, dm-crypt without allow_discards...): an SSD without TRIM slows down as it fills</source>
            <translation>TRIM no llega a la unidad (un puente USB sin UNMAP, dm-crypt sin allow_discards...): un SSD sin TRIM se ralentiza a medida que se llena</translation>
        </message>
        <message>
            <source>mq-deadline or bfq</source>
            <translation>mq-deadline o bfq</translation>
        </message>
        <message>
            <source>none or mq-deadline</source>
            <translation>none o mq-deadline</translation>
        </message>
        <message>
            <source>no readahead: buffered sequential reads go to the device in small requests</source>
            <translation>sin lectura anticipada: las lecturas secuenciales con búfer llegan al dispositivo en solicitudes pequeñas</translation>
        </message>
        <message>
            <source>a large readahead inflates buffered sequential reads and wastes I/O on buffered random reads; direct I/O is unaffected (the Page cache page's Readahead sets it for the runs)</source>
            <translation>una lectura anticipada grande infla las lecturas secuenciales con búfer y desperdicia E/S en las lecturas aleatorias con búfer; la E/S directa no se ve afectada (Lectura anticipada en la página Caché de páginas la ajusta para las ejecuciones)</translation>
        </message>
        <message>
            <source>no partition: the filesystem is on the whole device</source>
            <translation>sin partición: el sistema de archivos ocupa todo el dispositivo</translation>
        </message>
        <message>
            <source>a spinning disk gains from request sorting: %1</source>
            <translation>un disco giratorio gana con la ordenación de solicitudes: %1</translation>
        </message>
        <message>
            <source>bfq costs CPU per I/O on an SSD: %1 (as root; back at reboot)</source>
            <translation>bfq cuesta CPU por E/S en un SSD: %1 (como root; vuelve al reiniciar)</translation>
        </message>
        <message>
            <source>it holds the running system (/, /boot, /usr or active swap)</source>
            <translation>contiene el sistema en ejecución (/, /boot, /usr o swap activa)</translation>
        </message>
        <message>
            <source>it is mounted at %1</source>
            <translation>está montado en %1</translation>
        </message>
        <message>
            <source>it is in use as swap</source>
            <translation>se usa como swap</translation>
        </message>
        <message>
            <source>it is held by %1 (LVM, dm-crypt or md)</source>
            <translation>lo retiene %1 (LVM, dm-crypt o md)</translation>
        </message>
        <message>
            <source>the device is read-only</source>
            <translation>el dispositivo es de solo lectura</translation>
        </message>
        <message>
            <source>device %1 does not exist</source>
            <translation>el dispositivo %1 no existe</translation>
        </message>
        <message>
            <source>refusing to write to %1: %2</source>
            <translation>se rechaza escribir en %1: %2</translation>
        </message>
        <message>
            <source>confirmation %1 does not name %2</source>
            <translation>la confirmación %1 no nombra %2</translation>
        </message>
        <message>
            <source>the token for this device is %1</source>
            <translation>la confirmación para este dispositivo es %1</translation>
        </message>
        <message>
            <source>%1 is a partition of %2</source>
            <translation>%1 es una partición de %2</translation>
        </message>
        <message>
            <source>test the whole device %1, or a directory on the mounted partition</source>
            <translation>pruebe el dispositivo completo %1, o un directorio en la partición montada</translation>
        </message>
        <message>
            <source>give %1 %2</source>
            <translation>indique %1 %2</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>un número entero</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>un número</translation>
        </message>
        <message>
            <source>more than %1 and at most %2</source>
            <translation>mayor que %1 y como máximo %2</translation>
        </message>
        <message>
            <source>from %1 to %2</source>
            <translation>de %1 a %2</translation>
        </message>
        <message>
            <source>cannot read size %1</source>
            <translation>no se puede leer el tamaño %1</translation>
        </message>
        <message>
            <source>use e.g. 512MiB, 1GiB, 4k or 1GB</source>
            <translation>use p. ej. 512MiB, 1GiB, 4k o 1GB</translation>
        </message>
        <message>
            <source>size %1 is absurdly large</source>
            <translation>el tamaño %1 es absurdamente grande</translation>
        </message>
        <message>
            <source>no disk holds more than 1 EiB</source>
            <translation>ningún disco contiene más de 1 EiB</translation>
        </message>
        <message>
            <source>size %1 must be larger than zero</source>
            <translation>el tamaño %1 debe ser mayor que cero</translation>
        </message>
        <message>
            <source>cannot read duration %1</source>
            <translation>no se puede leer la duración %1</translation>
        </message>
        <message>
            <source>use e.g. 5, 30s, 2m</source>
            <translation>use p. ej. 5, 30s, 2m</translation>
        </message>
        <message>
            <source>duration %1 is longer than a year</source>
            <translation>la duración %1 es de más de un año</translation>
        </message>
        <message>
            <source>use e.g. 5, 30s, 2m or 12h</source>
            <translation>use p. ej. 5, 30s, 2m o 12h</translation>
        </message>
        <message>
            <source>duration %1 must be larger than zero</source>
            <translation>la duración %1 debe ser mayor que cero</translation>
        </message>
        <message>
            <source>duration %1 is shorter than a millisecond</source>
            <translation>la duración %1 es de menos de un milisegundo</translation>
        </message>
        <message>
            <source>fio counts time in milliseconds</source>
            <translation>fio cuenta el tiempo en milisegundos</translation>
        </message>
        <message>
            <source>%1 is not a finite number</source>
            <translation>%1 no es un número finito</translation>
        </message>
        <message>
            <source>%1 is out of range</source>
            <translation>%1 está fuera de rango</translation>
        </message>
        <message>
            <source>%1 is not a whole number</source>
            <translation>%1 no es un número entero</translation>
        </message>
        <message>
            <source>%1 is not a number</source>
            <translation>%1 no es un número</translation>
        </message>
        <message>
            <source>install smartmontools (%1; dnf or pacman: smartmontools)</source>
            <translation>instale smartmontools (%1; dnf o pacman: smartmontools)</translation>
        </message>
        <message>
            <source>smartctl is not installed</source>
            <translation>smartctl no está instalado</translation>
        </message>
        <message>
            <source>smartctl printed no JSON (exit %1)</source>
            <translation>smartctl no devolvió JSON (código de salida %1)</translation>
        </message>
        <message>
            <source>smartctl %1 or later is needed for %2</source>
            <translation>%2 requiere smartctl %1 o posterior</translation>
        </message>
        <message>
            <source>run as root (sudo) to read SMART data</source>
            <translation>ejecute como root (sudo) para leer los datos SMART</translation>
        </message>
        <message>
            <source>smartctl did not answer within %1 s</source>
            <translation>smartctl no respondió en %1 s</translation>
        </message>
        <message>
            <source>cannot run smartctl: %1</source>
            <translation>no se puede ejecutar smartctl: %1</translation>
        </message>
        <message>
            <source>the disk is asleep; read it after it spins up</source>
            <translation>el disco está en reposo; léalo cuando haya arrancado</translation>
        </message>
        <message>
            <source>available spare below threshold</source>
            <translation>reserva disponible por debajo del umbral</translation>
        </message>
        <message>
            <source>temperature above or below threshold</source>
            <translation>temperatura por encima o por debajo del umbral</translation>
        </message>
        <message>
            <source>NVM subsystem reliability degraded</source>
            <translation>fiabilidad del subsistema NVM degradada</translation>
        </message>
        <message>
            <source>media placed in read-only mode</source>
            <translation>medio puesto en modo de solo lectura</translation>
        </message>
        <message>
            <source>volatile memory backup device failed</source>
            <translation>falló el dispositivo de respaldo de la memoria volátil</translation>
        </message>
        <message>
            <source>persistent memory region read-only or unreliable</source>
            <translation>región de memoria persistente de solo lectura o poco fiable</translation>
        </message>
        <message>
            <source>reallocated sectors</source>
            <translation>sectores reasignados</translation>
        </message>
        <message>
            <source>reported uncorrectable errors</source>
            <translation>errores no corregibles notificados</translation>
        </message>
        <message>
            <source>pending sectors</source>
            <translation>sectores pendientes</translation>
        </message>
        <message>
            <source>offline uncorrectable sectors</source>
            <translation>sectores no corregibles sin conexión</translation>
        </message>
        <message>
            <source>smartctl exit %1</source>
            <translation>smartctl terminó con %1</translation>
        </message>
        <message>
            <source>unknown warning bits %1</source>
            <translation>bits de advertencia desconocidos %1</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>High performance</source>
            <translation>Alto rendimiento</translation>
        </message>
        <message>
            <source>Balanced</source>
            <translation>Equilibrado</translation>
        </message>
        <message>
            <source>Power saver</source>
            <translation>Economizador</translation>
        </message>
        <message>
            <source>Ultimate Performance</source>
            <translation>Máximo rendimiento</translation>
        </message>
        <message>
            <source>partition %1</source>
            <translation>partición %1</translation>
        </message>
        <message>
            <source>disabled (%1)</source>
            <translation>desactivado (%1)</translation>
        </message>
        <message>
            <source>enabled</source>
            <translation>activado</translation>
        </message>
        <message>
            <source>an SSD without TRIM slows down as it fills: %1</source>
            <translation>un SSD sin TRIM se ralentiza a medida que se llena: %1</translation>
        </message>
        <message>
            <source>%1 needs Windows 10 / Server 2016 or later</source>
            <translation>%1 necesita Windows 10 / Server 2016 o posterior</translation>
        </message>
        <message>
            <source>%1 (administrator)</source>
            <translation>%1 (administrador)</translation>
        </message>
        <message>
            <source>enabled (%1)</source>
            <translation>activado (%1)</translation>
        </message>
        <message>
            <source>custom</source>
            <translation>personalizado</translation>
        </message>
        <message>
            <source>for repeatable results: %1 (%2)</source>
            <translation>para resultados repetibles: %1 (%2)</translation>
        </message>
        <message>
            <source>not read on Windows</source>
            <translation>no se lee en Windows</translation>
        </message>
        <message>
            <source>readable counters</source>
            <translation>contadores legibles</translation>
        </message>
        <message>
            <source>run an administrator PowerShell: %1</source>
            <translation>ejecute en un PowerShell de administrador: %1</translation>
        </message>
        <message>
            <source>well below the drive's maximum</source>
            <translation>muy por debajo del máximo de la unidad</translation>
        </message>
        <message>
            <source>%1 % of rated endurance</source>
            <translation>%1 % de la resistencia nominal</translation>
        </message>
        <message>
            <source>%1 read</source>
            <translation>%1 de lectura</translation>
        </message>
        <message>
            <source>%1 write</source>
            <translation>%1 de escritura</translation>
        </message>
        <message>
            <source>none reported</source>
            <translation>ninguno notificado</translation>
        </message>
        <message>
            <source>the drive lost data it could not correct: back it up and check it with its vendor's tool</source>
            <translation>la unidad perdió datos que no pudo corregir: haga una copia de seguridad y compruébela con la herramienta del fabricante</translation>
        </message>
        <message>
            <source>Windows reports this disk as failing or degraded: back it up first</source>
            <translation>Windows indica que este disco falla o está degradado: haga primero una copia de seguridad</translation>
        </message>
        <message>
            <source>bs of at least the physical block</source>
            <translation>bs de al menos el bloque físico</translation>
        </message>
        <message>
            <source>enabled, power protected</source>
            <translation>activado, protegido ante cortes de energía</translation>
        </message>
        <message>
            <source>disabled, power protected</source>
            <translation>desactivado, protegido ante cortes de energía</translation>
        </message>
        <message>
            <source>disabled</source>
            <translation>desactivado</translation>
        </message>
        <message>
            <source>the drive's write cache is off: writes are much slower; Device Manager &gt; the disk &gt; Policies &gt; Enable write caching</source>
            <translation>la caché de escritura de la unidad está desactivada: las escrituras son mucho más lentas; Administrador de dispositivos &gt; el disco &gt; Directivas &gt; Habilitar la caché de escritura</translation>
        </message>
        <message>
            <source>no single physical disk found for this target</source>
            <translation>no se encontró un único disco físico para este destino</translation>
        </message>
        <message>
            <source>a spanned, Storage Spaces or network volume: give a drive on one disk</source>
            <translation>un volumen distribuido, de Espacios de almacenamiento o de red: indique una unidad en un solo disco</translation>
        </message>
        <message>
            <source>reliability counters not readable</source>
            <translation>contadores de fiabilidad no legibles</translation>
        </message>
        <message>
            <source>%1 C (TemperatureMax %2 C)</source>
            <translation>%1 C (TemperatureMax %2 C)</translation>
        </message>
        <message>
            <source>the drive is near its maximum before the run: cool it (airflow, heatsink) or results will show throttling</source>
            <translation>la unidad está cerca de su máximo antes de la ejecución: refrigérela (flujo de aire, disipador) o los resultados mostrarán limitación térmica</translation>
        </message>
        <message>
            <source>near its rated endurance: expect slower writes; back up and plan a replacement</source>
            <translation>cerca de su resistencia nominal: espere escrituras más lentas; haga una copia de seguridad y planifique un reemplazo</translation>
        </message>
        <message>
            <source>writes smaller than %1 B make the drive read-modify-write</source>
            <translation>las escrituras de menos de %1 B obligan a la unidad a leer-modificar-escribir</translation>
        </message>
        <message>
            <source>the job file's directory %1 does not exist</source>
            <translation>el directorio %1 del archivo de trabajo no existe</translation>
        </message>
        <message>
            <source>create it, or change the job file</source>
            <translation>créelo o cambie el archivo de trabajo</translation>
        </message>
        <message>
            <source>the job file names %1, a directory the system runs from</source>
            <translation>el archivo de trabajo nombra %1, un directorio desde el que funciona el sistema</translation>
        </message>
        <message>
            <source>name a directory on the disk to test, e.g. its mount point</source>
            <translation>indique un directorio del disco que quiere probar, p. ej. su punto de montaje</translation>
        </message>
        <message>
            <source>the job file's directory %1 is on a read-only filesystem</source>
            <translation>el directorio %1 del archivo de trabajo está en un sistema de archivos de solo lectura</translation>
        </message>
        <message>
            <source>the job file's directory %1 is not writable for you</source>
            <translation>usted no puede escribir en el directorio %1 del archivo de trabajo</translation>
        </message>
        <message>
            <source>a link</source>
            <translation>un enlace</translation>
        </message>
        <message>
            <source>not a regular file</source>
            <translation>no un archivo normal</translation>
        </message>
        <message>
            <source>the job file names %1, which is %2; Fioscope never writes through it</source>
            <translation>el archivo de trabajo nombra %1, que es %2; Fioscope nunca escribe a través de él</translation>
        </message>
        <message>
            <source>the job file would overwrite %1 and %2 more, which already exist and are not the run's own</source>
            <translation>el archivo de trabajo sobrescribiría %1 y %2 más, que ya existen y no son de la ejecución</translation>
        </message>
        <message>
            <source>the job file would overwrite %1, which already exists and is not the run's own</source>
            <translation>el archivo de trabajo sobrescribiría %1, que ya existe y no es de la ejecución</translation>
        </message>
        <message>
            <source>accept the files named in the job file's preview to write them in place, or change the names</source>
            <translation>acepte los archivos nombrados en la vista previa del archivo de trabajo para escribirlos en su sitio, o cambie los nombres</translation>
        </message>
        <message>
            <source>Fioscope never lets a job write its own files (its history, its data directory); change the job file</source>
            <translation>Fioscope nunca deja que un trabajo escriba sus propios archivos (su historial, su directorio de datos); cambie el archivo de trabajo</translation>
        </message>
        <message>
            <source>the job file would write %1: %2</source>
            <translation>el archivo de trabajo escribiría %1: %2</translation>
        </message>
        <message>
            <source>job %1: %2 would write %3: %4</source>
            <translation>trabajo %1: %2 escribiría %3: %4</translation>
        </message>
        <message>
            <source>%1: exists; written in place and kept</source>
            <translation>%1: existe; se escribe en su sitio y se conserva</translation>
        </message>
        <message>
            <source>%1: exists; read only</source>
            <translation>%1: existe; solo se lee</translation>
        </message>
        <message>
            <source>%1: made by the run (in its own directory there), removed afterwards</source>
            <translation>%1: la crea la ejecución (allí, en su propio directorio) y se elimina después</translation>
        </message>
        <message>
            <source>%1 file(s) named relatively: in the run's own directory in %2, removed afterwards</source>
            <translation>%1 archivo(s) con nombre relativo: en el directorio propio de la ejecución en %2, eliminados después</translation>
        </message>
        <message>
            <source>job %1 in %2: %3 needs a network, which a Fioscope run does not have</source>
            <translation>trabajo %1 en %2: %3 necesita una red, que una ejecución de Fioscope no tiene</translation>
        </message>
        <message>
            <source>fio runs in a namespace of its own without one; run this job file with bare fio</source>
            <translation>fio se ejecuta en un espacio de nombres propio sin red; ejecute este archivo de trabajo con fio directamente</translation>
        </message>
        <message>
            <source>job %1 in %2: %3 names a directory in the run's own directory, which is empty when fio starts</source>
            <translation>trabajo %1 en %2: %3 nombra un directorio dentro del directorio propio de la ejecución, que está vacío cuando fio arranca</translation>
        </message>
        <message>
            <source>give an absolute %1 (the job's files go there), or none (they go in the run's own directory)</source>
            <translation>indique un %1 absoluto (los archivos del trabajo van allí) o ninguno (van al directorio propio de la ejecución)</translation>
        </message>
        <message>
            <source>job file %1: its name is not UTF-8, and Fioscope keeps job files' names as text in its history</source>
            <translation>archivo de trabajo %1: su nombre no es UTF-8, y Fioscope guarda los nombres de los archivos de trabajo como texto en su historial</translation>
        </message>
        <message>
            <source>rename it, or give a link to it with a UTF-8 name</source>
            <translation>cámbiele el nombre o indique un enlace a él con un nombre UTF-8</translation>
        </message>
        <message>
            <source>cannot read job file %1: %2</source>
            <translation>no se puede leer el archivo de trabajo %1: %2</translation>
        </message>
        <message>
            <source>cannot read job file %1: it is not UTF-8 text (byte %2 at offset %3)</source>
            <translation>no se puede leer el archivo de trabajo %1: no es texto UTF-8 (byte %2 en la posición %3)</translation>
        </message>
        <message>
            <source>save it as UTF-8; a file name in it that is not UTF-8 cannot be used</source>
            <translation>guárdelo como UTF-8; un nombre de archivo que contenga y no sea UTF-8 no se puede usar</translation>
        </message>
        <message>
            <source>job file %1: includes nest more than %2 deep (an include loop?)</source>
            <translation>archivo de trabajo %1: los include se anidan más de %2 niveles (¿un bucle de include?)</translation>
        </message>
        <message>
            <source>included file %1: no new sections in included files (fio's rule)</source>
            <translation>archivo incluido %1: no se admiten secciones nuevas en archivos incluidos (regla de fio)</translation>
        </message>
        <message>
            <source>job file %1: %2: no such file</source>
            <translation>archivo de trabajo %1: %2: no existe el archivo</translation>
        </message>
        <message>
            <source>cannot run fio to read %1: %2</source>
            <translation>no se puede ejecutar fio para leer %1: %2</translation>
        </message>
        <message>
            <source>runs a command</source>
            <translation>ejecuta un comando</translation>
        </message>
        <message>
            <source>writes a file</source>
            <translation>escribe un archivo</translation>
        </message>
        <message>
            <source>writes files</source>
            <translation>escribe archivos</translation>
        </message>
        <message>
            <source>deletes files</source>
            <translation>elimina archivos</translation>
        </message>
        <message>
            <source>changes the device's scheduler</source>
            <translation>cambia el planificador del dispositivo</translation>
        </message>
        <message>
            <source>creates a cgroup</source>
            <translation>crea un cgroup</translation>
        </message>
        <message>
            <source>opens every file of a directory</source>
            <translation>abre todos los archivos de un directorio</translation>
        </message>
        <message>
            <source>replays I/O to the files an I/O log names</source>
            <translation>reproduce E/S sobre los archivos que nombra un registro de E/S</translation>
        </message>
        <message>
            <source>redirects I/O to a device</source>
            <translation>redirige la E/S a un dispositivo</translation>
        </message>
        <message>
            <source>switches off fio's refusal to write a mounted device</source>
            <translation>desactiva el rechazo de fio a escribir en un dispositivo montado</translation>
        </message>
        <message>
            <source>changes the user fio runs as</source>
            <translation>cambia el usuario con el que se ejecuta fio</translation>
        </message>
        <message>
            <source>changes the group fio runs as</source>
            <translation>cambia el grupo con el que se ejecuta fio</translation>
        </message>
        <message>
            <source>watches a file</source>
            <translation>vigila un archivo</translation>
        </message>
        <message>
            <source>runs a program</source>
            <translation>ejecuta un programa</translation>
        </message>
        <message>
            <source>deletes directories</source>
            <translation>elimina directorios</translation>
        </message>
        <message>
            <source>creates files</source>
            <translation>crea archivos</translation>
        </message>
        <message>
            <source>creates directories</source>
            <translation>crea directorios</translation>
        </message>
        <message>
            <source>writes outside the run's own directory</source>
            <translation>escribe fuera del directorio propio de la ejecución</translation>
        </message>
        <message>
            <source>loads a library</source>
            <translation>carga una biblioteca</translation>
        </message>
        <message>
            <source>%1 outside the run's own directory</source>
            <translation>%1 fuera del directorio propio de la ejecución</translation>
        </message>
        <message>
            <source>maps a file of its own choosing</source>
            <translation>mapea un archivo elegido por él mismo</translation>
        </message>
        <message>
            <source>fio did not resolve the job file</source>
            <translation>fio no resolvió el archivo de trabajo</translation>
        </message>
        <message>
            <source>job file %1 does not exist</source>
            <translation>el archivo de trabajo %1 no existe</translation>
        </message>
        <message>
            <source>job file %1 uses %2, which is not set</source>
            <translation>el archivo de trabajo %1 usa %2, que no está definida</translation>
        </message>
        <message>
            <source>set the environment variable before starting Fioscope</source>
            <translation>defina la variable de entorno antes de iniciar Fioscope</translation>
        </message>
        <message>
            <source>job file %1 uses %2, which holds a control character (%3); fio would put it into the job as it is</source>
            <translation>el archivo de trabajo %1 usa %2, que contiene un carácter de control (%3); fio lo pondría tal cual en el trabajo</translation>
        </message>
        <message>
            <source>remove line breaks and control characters from the variable</source>
            <translation>quite los saltos de línea y los caracteres de control de la variable</translation>
        </message>
        <message>
            <source>fio rejected it</source>
            <translation>fio lo rechazó</translation>
        </message>
        <message>
            <source>fio rejects %1: %2</source>
            <translation>fio rechaza %1: %2</translation>
        </message>
        <message>
            <source>job file %1 defines no job</source>
            <translation>el archivo de trabajo %1 no define ningún trabajo</translation>
        </message>
        <message>
            <source>%1 is set: fio reports each group as one thread, so the per-thread curves show groups</source>
            <translation>%1 está activado: fio informa de cada grupo como un solo hilo, así que las curvas por hilo muestran grupos</translation>
        </message>
        <message>
            <source>job file %1: %2 holds a blank followed by %3, which fio's resolved listing reads as another option, so it cannot be checked as fio reads it</source>
            <translation>archivo de trabajo %1: %2 contiene un espacio seguido de %3, que el listado resuelto de fio lee como otra opción, así que no se puede comprobar como lo lee fio</translation>
        </message>
        <message>
            <source>remove the blank before %1 in that line or in the variable it uses</source>
            <translation>quite el espacio antes de %1 en esa línea o en la variable que usa</translation>
        </message>
        <message>
            <source>its name</source>
            <translation>su nombre</translation>
        </message>
        <message>
            <source>job %1 in %2: %3 holds a control character (%4) as fio resolved it</source>
            <translation>trabajo %1 en %2: %3 contiene un carácter de control (%4) tal como lo resolvió fio</translation>
        </message>
        <message>
            <source>remove line breaks and control characters from the job file and its variables</source>
            <translation>quite los saltos de línea y los caracteres de control del archivo de trabajo y sus variables</translation>
        </message>
        <message>
            <source>job %1 in %2</source>
            <translation>trabajo %1 en %2</translation>
        </message>
        <message>
            <source>%1: %2 %3, which Fioscope refuses in job files</source>
            <translation>%1: %2 %3, lo que Fioscope rechaza en los archivos de trabajo</translation>
        </message>
        <message>
            <source>remove it, or run it from the command line with %1 if you trust it</source>
            <translation>quítela o, si confía en él, ejecútelo desde la línea de comandos con %1</translation>
        </message>
        <message>
            <source>fio cannot name the path %1 (a %2 before a %3)</source>
            <translation>fio no puede nombrar la ruta %1 (un %2 antes de un %3)</translation>
        </message>
        <message>
            <source>choose another directory</source>
            <translation>elija otro directorio</translation>
        </message>
        <message>
            <source>the path %1 holds a line break</source>
            <translation>la ruta %1 contiene un salto de línea</translation>
        </message>
        <message>
            <source>unknown pattern %1</source>
            <translation>patrón desconocido %1</translation>
        </message>
        <message>
            <source>use one of %1</source>
            <translation>use uno de estos: %1</translation>
        </message>
        <message>
            <source>block size, queue depth and threads must be positive</source>
            <translation>el tamaño de bloque, la profundidad de cola y los hilos deben ser positivos</translation>
        </message>
        <message>
            <source>read mix %1 must be 0..100</source>
            <translation>la proporción de lectura %1 debe estar entre 0 y 100</translation>
        </message>
        <message>
            <source>a time-based job needs a runtime</source>
            <translation>un trabajo por tiempo necesita una duración</translation>
        </message>
        <message>
            <source>a test file needs a size</source>
            <translation>un archivo de prueba necesita un tamaño</translation>
        </message>
        <message>
            <source>option %1 is set by Fioscope and cannot be overridden</source>
            <translation>la opción %1 la fija Fioscope y no se puede sustituir</translation>
        </message>
        <message>
            <source>%1 (bundled: %2)</source>
            <translation>%1 (incluido: %2)</translation>
        </message>
        <message>
            <source>%1 (%2: %3)</source>
            <translation>%1 (%2: %3)</translation>
        </message>
        <message>
            <source>cannot run fio at %1: %2</source>
            <translation>no se puede ejecutar fio en %1: %2</translation>
        </message>
        <message>
            <source>reinstall with the README's set-up command or set %1</source>
            <translation>reinstale con el comando de instalación del README o defina %1</translation>
        </message>
        <message>
            <source>%1 does not look like fio (it printed %2)</source>
            <translation>%1 no parece fio (imprimió %2)</translation>
        </message>
        <message>
            <source>point %1 at a fio binary</source>
            <translation>haga que %1 apunte a un binario de fio</translation>
        </message>
        <message>
            <source>fio %1 at %2 is too old; Fioscope needs 3.8 or newer</source>
            <translation>fio %1 en %2 es demasiado antiguo; Fioscope necesita 3.8 o posterior</translation>
        </message>
        <message>
            <source>use the bundled fio (unset %1) or install a newer fio</source>
            <translation>use el fio incluido (quite %1) o instale un fio más reciente</translation>
        </message>
        <message>
            <source>%1 points at %2, which does not exist</source>
            <translation>%1 apunta a %2, que no existe</translation>
        </message>
        <message>
            <source>fix or unset %1</source>
            <translation>corrija o quite %1</translation>
        </message>
        <message>
            <source>fio not found: no bundled build and none on %1</source>
            <translation>no se encontró fio: no hay compilación incluida ni ninguno en %1</translation>
        </message>
        <message>
            <source>run %1, the README's set-up, which builds the bundled fio</source>
            <translation>ejecute %1, la instalación del README, que compila el fio incluido</translation>
        </message>
        <message>
            <source>fio not found: this install has no bundled fio and there is none on %1</source>
            <translation>no se encontró fio: esta instalación no incluye fio y no hay ninguno en %1</translation>
        </message>
        <message>
            <source>install fio 3.8 or newer, e.g. %1 on Debian/Ubuntu, or set %2</source>
            <translation>instale fio 3.8 o posterior, p. ej. %1 en Debian/Ubuntu, o defina %2</translation>
        </message>
        <message>
            <source>fio did no I/O in job %1 and %2 more</source>
            <translation>fio no hizo E/S en el trabajo %1 ni en %2 más</translation>
        </message>
        <message>
            <source>fio did no I/O in job %1</source>
            <translation>fio no hizo E/S en el trabajo %1</translation>
        </message>
        <message>
            <source>fio printed no reason; see its messages under details</source>
            <translation>fio no indicó ningún motivo; vea sus mensajes en los detalles</translation>
        </message>
        <message>
            <source>cannot start fio: %1</source>
            <translation>no se puede iniciar fio: %1</translation>
        </message>
        <message>
            <source>check the fio binary</source>
            <translation>compruebe el binario de fio</translation>
        </message>
        <message>
            <source>sample consumer failed: %1</source>
            <translation>falló el procesamiento de las muestras: %1</translation>
        </message>
        <message>
            <source>fio printed nothing for %1 s</source>
            <translation>fio no imprimió nada durante %1 s</translation>
        </message>
        <message>
            <source>  recovery: %1</source>
            <translation>  recuperación: %1</translation>
        </message>
        <message>
            <source>temperature: %1</source>
            <translation>temperatura: %1</translation>
        </message>
        <message>
            <source>temperature: not read (no hwmon sensor for this drive, and no smartctl)</source>
            <translation>temperatura: no leída (no hay sensor hwmon para esta unidad ni smartctl)</translation>
        </message>
        <message>
            <source>temperature: no reading came from %1</source>
            <translation>temperatura: no llegó ninguna lectura de %1</translation>
        </message>
        <message>
            <source>the sensor</source>
            <translation>el sensor</translation>
        </message>
        <message>
            <source>no pass completed</source>
            <translation>no se completó ninguna pasada</translation>
        </message>
        <message>
            <source>no cliff within %1 (%2)</source>
            <translation>sin caída de escritura en %1 (%2)</translation>
        </message>
        <message>
            <source>no cliff within %1</source>
            <translation>sin caída de escritura en %1</translation>
        </message>
        <message>
            <source>cache %1 for %2, then %3</source>
            <translation>caché %1 durante %2, luego %3</translation>
        </message>
        <message>
            <source>%1; %2 % back after %3 s idle</source>
            <translation>%1; %2 % recuperado tras %3 s de reposo</translation>
        </message>
        <message>
            <source>%1 MB/s</source>
            <translation>%1 MB/s</translation>
        </message>
        <message>
            <source>readahead values must be 0 KiB or more</source>
            <translation>los valores de lectura anticipada deben ser de 0 KiB o más</translation>
        </message>
        <message>
            <source>e.g. 0,128,512</source>
            <translation>p. ej. 0,128,512</translation>
        </message>
        <message>
            <source>no block device with a readahead setting behind %1</source>
            <translation>no hay ningún dispositivo de bloques con ajuste de lectura anticipada detrás de %1</translation>
        </message>
        <message>
            <source>choose a directory on a local disk, or the disk itself</source>
            <translation>elija un directorio de un disco local, o el propio disco</translation>
        </message>
        <message>
            <source>the cache experiment needs a directory for its test file</source>
            <translation>el experimento de caché necesita un directorio para su archivo de prueba</translation>
        </message>
        <message>
            <source>fio reported errors %1</source>
            <translation>fio informó de errores: %1</translation>
        </message>
        <message>
            <source>no rate-limited step finished</source>
            <translation>no terminó ningún paso con límite</translation>
        </message>
        <message>
            <source>mean latency %1 µs and every heavier step's over %2x the light load's %3 µs</source>
            <translation>latencia media de %1 µs, y la de cada paso más pesado, por encima de %2 veces los %3 µs de la carga ligera</translation>
        </message>
        <message>
            <source>achieved %1 of %2 IOPS offered</source>
            <translation>logradas %1 de %2 IOPS ofrecidas</translation>
        </message>
        <message>
            <source>the lightest step already bent: %1</source>
            <translation>ya el paso más ligero se dobló: %1</translation>
        </message>
        <message>
            <source>the next step (%1) bent: %2</source>
            <translation>el paso siguiente (%1) se dobló: %2</translation>
        </message>
        <message>
            <source>latency followed the load up to the last step: no knee within the steps</source>
            <translation>la latencia siguió a la carga hasta el último paso: ningún codo dentro de los pasos</translation>
        </message>
        <message>
            <source>cannot read latency %1</source>
            <translation>no se puede leer la latencia %1</translation>
        </message>
        <message>
            <source>use e.g. 500us, 2ms or 500 (µs)</source>
            <translation>use p. ej. 500us, 2ms o 500 (µs)</translation>
        </message>
        <message>
            <source>latency %1 is out of range</source>
            <translation>la latencia %1 está fuera de rango</translation>
        </message>
        <message>
            <source>give a latency above 0 and at most 1 h</source>
            <translation>indique una latencia mayor que 0 y de como mucho 1 h</translation>
        </message>
        <message>
            <source>cannot read steps %1</source>
            <translation>no se pueden leer los escalones %1</translation>
        </message>
        <message>
            <source>use percentages of the maximum, e.g. 10,50,90,110</source>
            <translation>use porcentajes del máximo, p. ej. 10,50,90,110</translation>
        </message>
        <message>
            <source>steps %1 are out of range</source>
            <translation>los escalones %1 están fuera de rango</translation>
        </message>
        <message>
            <source>give 1 to 50 percentages above 0 and at most 200</source>
            <translation>indique de 1 a 50 porcentajes mayores que 0 y de como mucho 200</translation>
        </message>
        <message>
            <source>the unthrottled step did not finish: no steps</source>
            <translation>el paso sin límite no terminó: no hay pasos</translation>
        </message>
        <message>
            <source>the unthrottled step did no I/O: no steps</source>
            <translation>el paso sin límite no hizo E/S: no hay pasos</translation>
        </message>
        <message>
            <source>step %1 did not finish: the curve ends before it</source>
            <translation>el paso %1 no terminó: la curva acaba antes de él</translation>
        </message>
        <message>
            <source>knee: %1 IOPS at step %2 (%3)</source>
            <translation>codo: %1 IOPS en el paso %2 (%3)</translation>
        </message>
        <message>
            <source>knee: none found (%1)</source>
            <translation>codo: no se encontró (%1)</translation>
        </message>
        <message>
            <source>no steps</source>
            <translation>sin pasos</translation>
        </message>
        <message>
            <source>highest IOPS with p99 under %1 µs: %2</source>
            <translation>IOPS más altas con p99 por debajo de %1 µs: %2</translation>
        </message>
        <message>
            <source>%1 (step %2, p99 %3 µs)</source>
            <translation>%1 (paso %2, p99 %3 µs)</translation>
        </message>
        <message>
            <source>none of the steps held it</source>
            <translation>ninguno de los pasos lo cumplió</translation>
        </message>
        <message>
            <source>unknown peak test %1</source>
            <translation>prueba de pico desconocida %1</translation>
        </message>
        <message>
            <source>one of %1</source>
            <translation>uno de: %1</translation>
        </message>
        <message>
            <source>no peak test named</source>
            <translation>no se nombró ninguna prueba de pico</translation>
        </message>
        <message>
            <source>loops must be 1..20</source>
            <translation>las pasadas deben estar entre 1 y 20</translation>
        </message>
        <message>
            <source>unknown suite %1</source>
            <translation>batería desconocida %1</translation>
        </message>
        <message>
            <source>choose one of %1</source>
            <translation>elija uno de estos: %1</translation>
        </message>
        <message>
            <source>size and runtime must be positive</source>
            <translation>el tamaño y la duración deben ser positivos</translation>
        </message>
        <message>
            <source>jobs %1 must be 1..1024</source>
            <translation>los trabajos %1 deben estar entre 1 y 1024</translation>
        </message>
        <message>
            <source>e.g. %1</source>
            <translation>p. ej. %1</translation>
        </message>
        <message>
            <source>%1 jobs (cores - 2), one file per job, %2, %3, %4</source>
            <translation>%1 trabajos (núcleos - 2), un archivo por trabajo, %2, %3, %4</translation>
        </message>
        <message>
            <source>process counts must be 1..256</source>
            <translation>los números de procesos deben estar entre 1 y 256</translation>
        </message>
        <message>
            <source>processes %1; one file per process; %2, %3</source>
            <translation>procesos %1; un archivo por proceso; %2, %3</translation>
        </message>
        <message>
            <source>4 jobs (fio processes), %1, one shared file or the raw device</source>
            <translation>4 trabajos (procesos de fio), %1, un archivo compartido o el dispositivo en bruto</translation>
        </message>
        <message>
            <source>direct</source>
            <translation>directa</translation>
        </message>
        <message>
            <source>buffered</source>
            <translation>con búfer</translation>
        </message>
        <message>
            <source>block-size sweep bounds must be powers of two, smallest first</source>
            <translation>los límites del barrido de tamaños de bloque deben ser potencias de dos, el menor primero</translation>
        </message>
        <message>
            <source>%1 to %2, queue depth %3</source>
            <translation>de %1 a %2, profundidad de cola %3</translation>
        </message>
        <message>
            <source>%1 to %2, queue depth %3 (the device's logical sector is %4 B: direct I/O cannot go below it)</source>
            <translation>de %1 a %2, profundidad de cola %3 (el sector lógico del dispositivo es de %4 B: la E/S directa no puede bajar de ahí)</translation>
        </message>
        <message>
            <source>unknown mode %1</source>
            <translation>modo desconocido %1</translation>
        </message>
        <message>
            <source>mix %1 must be the percent of reads, 0..100</source>
            <translation>la mezcla %1 debe ser el porcentaje de lecturas, de 0 a 100</translation>
        </message>
        <message>
            <source>unknown test data %1</source>
            <translation>datos de prueba desconocidos %1</translation>
        </message>
        <message>
            <source>loops must be 1..%1</source>
            <translation>las pasadas deben estar entre 1 y %1</translation>
        </message>
        <message>
            <source>unknown settings %1</source>
            <translation>ajustes desconocidos %1</translation>
        </message>
        <message>
            <source>pause %1 s must be 0..%2 s</source>
            <translation>la pausa de %1 s debe estar entre 0 y %2 s</translation>
        </message>
        <message>
            <source>e.g. %1, as CrystalDiskMark</source>
            <translation>p. ej. %1, como CrystalDiskMark</translation>
        </message>
        <message>
            <source>unknown order %1</source>
            <translation>orden desconocido %1</translation>
        </message>
        <message>
            <source>unknown preset %1</source>
            <translation>perfil desconocido %1</translation>
        </message>
        <message>
            <source>unknown test in %1</source>
            <translation>prueba desconocida en %1</translation>
        </message>
        <message>
            <source>choose from %1</source>
            <translation>elija entre: %1</translation>
        </message>
        <message>
            <source>cells, bursts and histogram points must last at least 1 s</source>
            <translation>las celdas, ráfagas y puntos del histograma deben durar al menos 1 s</translation>
        </message>
        <message>
            <source>HIR rounds need a cell, XSR a thread and a queue depth of at least 1</source>
            <translation>las rondas de HIR necesitan una celda, y XSR un hilo y una profundidad de cola de al menos 1</translation>
        </message>
        <message>
            <source>the time limit must be positive</source>
            <translation>el límite de tiempo debe ser positivo</translation>
        </message>
        <message>
            <source>rounds must be 2..25 and at least the window</source>
            <translation>las rondas deben estar entre 2 y 25 y ser al menos la ventana</translation>
        </message>
        <message>
            <source>purge needs a raw device; a test file is simply recreated</source>
            <translation>la purga necesita un dispositivo en bruto; un archivo de prueba simplemente se vuelve a crear</translation>
        </message>
        <message>
            <source>the span must be at least 1 MiB (XSR writes 1 MiB blocks)</source>
            <translation>el rango debe ser de al menos 1 MiB (XSR escribe bloques de 1 MiB)</translation>
        </message>
        <message>
            <source>HIR needs at least one burst per wait state and no negative wait</source>
            <translation>HIR necesita al menos una ráfaga por estado de espera y ninguna espera negativa</translation>
        </message>
        <message>
            <source>DIRTH needs thread counts, queue depths and a read share of 0..100 %</source>
            <translation>DIRTH necesita números de hilos, profundidades de cola y una proporción de lectura de 0..100 %</translation>
        </message>
        <message>
            <source>DIRTH's block size must be a multiple of 512 bytes and its pre-writes not negative</source>
            <translation>el tamaño de bloque de DIRTH debe ser múltiplo de 512 bytes y sus preescrituras no pueden ser negativas</translation>
        </message>
        <message>
            <source>%1 has no seed document to run as published: %2 applies to %3 (and %4)</source>
            <translation>%1 no tiene un documento base que ejecutar tal como se publicó: %2 se aplica a %3 (y %4)</translation>
        </message>
        <message>
            <source>leave out %1</source>
            <translation>omita %1</translation>
        </message>
        <message>
            <source>%1 runs on this machine, as its seed did; only scaling (seed 002's clients x processes matrix) runs on fio servers (%2)</source>
            <translation>%1 se ejecuta en esta máquina, como en su documento base; solo scaling (la matriz clientes x procesos de seed 002) se ejecuta en servidores fio (%2)</translation>
        </message>
        <message>
            <source>leave out %1, or leave out %2 to run the plan on fio servers</source>
            <translation>omita %1, u omita %2 para ejecutar el plan en servidores fio</translation>
        </message>
        <message>
            <source>%1 runs on a raw device, as seed 003's jobs did</source>
            <translation>%1 se ejecuta en un dispositivo en bruto, como los trabajos de seed 003</translation>
        </message>
        <message>
            <source>give a device and the data-loss confirmation, or leave out %1 to use a test file</source>
            <translation>indique un dispositivo y la confirmación de pérdida de datos, u omita %1 para usar un archivo de prueba</translation>
        </message>
        <message>
            <source>%1 timed tests of %2 s, %3</source>
            <translation>%1 pruebas por tiempo de %2 s, %3</translation>
        </message>
        <message>
            <source>%1, plus %2: as long as the target takes</source>
            <translation>%1, más %2: lo que tarde el destino</translation>
        </message>
        <message>
            <source>for each of the %1 clients rows %2; %3 timed in all</source>
            <translation>para cada una de las %1 filas de clientes %2; %3 por tiempo en total</translation>
        </message>
        <message>
            <source>%1 of test files in %2 on each host (its fio checks the space)</source>
            <translation>%1 de archivos de prueba en %2 en cada host (su fio comprueba el espacio)</translation>
        </message>
        <message>
            <source>no test files; the raw device %1 is written, all %2 of it</source>
            <translation>sin archivos de prueba; se escribe el dispositivo en bruto %1, sus %2 enteros</translation>
        </message>
        <message>
            <source>%1 of test files in a private directory of %2 (%3 free)</source>
            <translation>%1 de archivos de prueba en un directorio privado de %2 (%3 libres)</translation>
        </message>
        <message>
            <source>duration: %1</source>
            <translation>duración: %1</translation>
        </message>
        <message>
            <source>disk space: %1</source>
            <translation>espacio en disco: %1</translation>
        </message>
        <message>
            <source>note: %1</source>
            <translation>nota: %1</translation>
        </message>
        <message>
            <source>a run that writes may open only the confirmed devices, not %1</source>
            <translation>una ejecución que escribe solo puede abrir los dispositivos confirmados, no %1</translation>
        </message>
        <message>
            <source>confirm it too, or read it in a run of its own</source>
            <translation>confírmelo también, o léalo en una ejecución aparte</translation>
        </message>
        <message>
            <source>unknown steady-state test %1</source>
            <translation>prueba de estado estacionario desconocida %1</translation>
        </message>
        <message>
            <source>no steady-state test given</source>
            <translation>no se indicó ninguna prueba de estado estacionario</translation>
        </message>
        <message>
            <source>cell duration must be at least 1 s</source>
            <translation>la duración de la celda debe ser de al menos 1 s</translation>
        </message>
        <message>
            <source>queue depth %1 and threads %2 must be 1..65536 and 1..1024</source>
            <translation>la profundidad de cola %1 y los hilos %2 deben estar entre 1..65536 y 1..1024</translation>
        </message>
        <message>
            <source>rounds must be 1..25 and at least the window (5)</source>
            <translation>las rondas deben estar entre 1 y 25 y ser al menos la ventana (5)</translation>
        </message>
        <message>
            <source>write saturation needs a capacity multiple above 0 and at least 1 s</source>
            <translation>la saturación de escritura necesita un múltiplo de capacidad mayor que 0 y al menos 1 s</translation>
        </message>
        <message>
            <source>span %1 bytes is smaller than the largest block size (%2)</source>
            <translation>el rango de %1 bytes es menor que el mayor tamaño de bloque (%2)</translation>
        </message>
        <message>
            <source>set Span to at least %1</source>
            <translation>ponga Rango en al menos %1</translation>
        </message>
        <message>
            <source>the %1 matrix must include its tracking workload (%2): keep 0% reads and %3 in it</source>
            <translation>la matriz de %1 debe incluir su carga observada (%2): mantenga en ella 0% de lecturas y %3</translation>
        </message>
        <message>
            <source>%1x the user capacity written (%2 in %3 rounds, %4 of writing): the capacity limit ended it</source>
            <translation>escrita %1 veces la capacidad de usuario (%2 en %3 rondas, %4 de escritura): terminó por el límite de capacidad</translation>
        </message>
        <message>
            <source>%1 of writing reached with %2 written (%3x the user capacity): the time limit ended it</source>
            <translation>alcanzados %1 de escritura con %2 escritos (%3 veces la capacidad de usuario): terminó por el límite de tiempo</translation>
        </message>
        <message>
            <source>not steady after %1 rounds</source>
            <translation>no estacionario tras %1 rondas</translation>
        </message>
        <message>
            <source>rounds %1-%2</source>
            <translation>rondas %1-%2</translation>
        </message>
        <message>
            <source>round %1</source>
            <translation>ronda %1</translation>
        </message>
        <message>
            <source>rounds %1</source>
            <translation>rondas %1</translation>
        </message>
        <message>
            <source>no tracking value in %1; %2 had one: the window (rounds %3-%4) is incomplete</source>
            <translation>sin valor observado en %1; %2 tuvo uno: la ventana (rondas %3-%4) está incompleta</translation>
        </message>
        <message>
            <source>no tracking value in %1: the window (rounds %2-%3) is incomplete</source>
            <translation>sin valor observado en %1: la ventana (rondas %2-%3) está incompleta</translation>
        </message>
        <message>
            <source>no tracking value in %1: the window (rounds %2-%3) is incomplete; used %4</source>
            <translation>sin valor observado en %1: la ventana (rondas %2-%3) está incompleta; se usaron %4</translation>
        </message>
        <message>
            <source>no I/O in rounds %1-%2 (all values are 0): a device doing no I/O is never steady</source>
            <translation>sin E/S en las rondas %1-%2 (todos los valores son 0): un dispositivo que no hace E/S nunca es estacionario</translation>
        </message>
        <message>
            <source>no run %1 in %2</source>
            <translation>no hay ninguna ejecución %1 en %2</translation>
        </message>
        <message>
            <source>see %1</source>
            <translation>vea %1</translation>
        </message>
        <message>
            <source>run %1 is a %2 run, not a steady-state run</source>
            <translation>la ejecución %1 es una ejecución %2, no de estado estacionario</translation>
        </message>
        <message>
            <source>run %1 is %2; only partial, cancelled or failed runs can be resumed</source>
            <translation>la ejecución %1 está %2; solo se pueden reanudar ejecuciones parciales, canceladas o fallidas</translation>
        </message>
        <message>
            <source>run %1's steady-state settings cannot be read (%2)</source>
            <translation>no se pueden leer los ajustes de estado estacionario de la ejecución %1 (%2)</translation>
        </message>
        <message>
            <source>start a new run</source>
            <translation>inicie una ejecución nueva</translation>
        </message>
        <message>
            <source>Block size</source>
            <translation>Tamaño de bloque</translation>
        </message>
        <message>
            <source>Average IOPS vs. block size and R/W mix %</source>
            <translation>IOPS medias según tamaño de bloque y mezcla L/E %</translation>
        </message>
        <message>
            <source>Average MB/s vs. block size and R/W</source>
            <translation>MB/s medios según tamaño de bloque y L/E</translation>
        </message>
        <message>
            <source>Read</source>
            <translation>Lectura</translation>
        </message>
        <message>
            <source>Write</source>
            <translation>Escritura</translation>
        </message>
        <message>
            <source>Average latency (ms) vs. block size and R/W mix %</source>
            <translation>Latencia media (ms) según tamaño de bloque y mezcla L/E %</translation>
        </message>
        <message>
            <source>Max latency (ms) vs. block size and R/W mix %</source>
            <translation>Latencia máxima (ms) según tamaño de bloque y mezcla L/E %</translation>
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
            <translation>el tamaño %1 es menor que el tamaño de bloque %2 de %3</translation>
        </message>
        <message>
            <source>set Size to at least %1</source>
            <translation>ponga Tamaño en al menos %1</translation>
        </message>
        <message>
            <source>unknown engine %1</source>
            <translation>motor desconocido %1</translation>
        </message>
        <message>
            <source>mode, mix, test data and loops apply to the presets (%1), not to the test plan %2</source>
            <translation>el modo, la mezcla, los datos de prueba y las pasadas se aplican a los perfiles (%1), no al plan de prueba %2</translation>
        </message>
        <message>
            <source>leave them out, or choose a preset</source>
            <translation>omítalos o elija un perfil</translation>
        </message>
        <message>
            <source>%1 runs the seed's own parameters: %2 would change them</source>
            <translation>%1 ejecuta los parámetros propios del documento base: %2 los cambiaría</translation>
        </message>
        <message>
            <source>leave them out, or leave out %1</source>
            <translation>omítalos u omita %1</translation>
        </message>
        <message>
            <source>leave it out, or leave out %1</source>
            <translation>omítalo u omita %1</translation>
        </message>
        <message>
            <source>%1 runs on files in a directory, as its seed did; %2 is a device</source>
            <translation>%1 se ejecuta en archivos de un directorio, como en su documento base; %2 es un dispositivo</translation>
        </message>
        <message>
            <source>%1 runs on a raw device, as its seed did; %2 is not a device</source>
            <translation>%1 se ejecuta en un dispositivo en bruto, como en su documento base; %2 no es un dispositivo</translation>
        </message>
        <message>
            <source>give %1 or leave out %2</source>
            <translation>indique %1 u omita %2</translation>
        </message>
        <message>
            <source>the plan of %1 needs %2 as published; leave out %3 to run with a smaller Size</source>
            <translation>el plan de %1 necesita %2 tal como se publicó; omita %3 para ejecutar con un Tamaño menor</translation>
        </message>
        <message>
            <source>%1 on fio servers runs on files in a directory, as its seed did</source>
            <translation>%1 en servidores fio se ejecuta en archivos de un directorio, como en su documento base</translation>
        </message>
        <message>
            <source>give %1 as the servers see it</source>
            <translation>indique %1 tal como lo ven los servidores</translation>
        </message>
        <message>
            <source>give %1: a directory or device path as the servers see it</source>
            <translation>indique %1: un directorio o una ruta de dispositivo tal como los ven los servidores</translation>
        </message>
        <message>
            <source>with %1, the Target is the directory for the job's files; %2 is not a directory</source>
            <translation>con %1, el Destino es el directorio de los archivos del trabajo; %2 no es un directorio</translation>
        </message>
        <message>
            <source>target %1 does not exist</source>
            <translation>el destino %1 no existe</translation>
        </message>
        <message>
            <source>target %1 is neither a directory nor a block device</source>
            <translation>el destino %1 no es un directorio ni un dispositivo de bloques</translation>
        </message>
        <message>
            <source>%1 runs on a raw device, as %2's did; %3 is a directory</source>
            <translation>%1 se ejecuta en un dispositivo en bruto, como en %2; %3 es un directorio</translation>
        </message>
        <message>
            <source>give a raw device and the data-loss confirmation, or leave out %1</source>
            <translation>indique un dispositivo en bruto y la confirmación de pérdida de datos, u omita %1</translation>
        </message>
        <message>
            <source>a span of %1 % is not a share of the device</source>
            <translation>un rango del %1 % no es una parte del dispositivo</translation>
        </message>
        <message>
            <source>give 0 &lt; % &lt;= 100</source>
            <translation>indique 0 &lt; % &lt;= 100</translation>
        </message>
        <message>
            <source>a span of %1 is larger than %2 (%3)</source>
            <translation>un rango de %1 es mayor que %2 (%3)</translation>
        </message>
        <message>
            <source>give at most the device's size (or leave Span out for the whole device)</source>
            <translation>indique como mucho el tamaño del dispositivo (o deje Rango vacío para todo el dispositivo)</translation>
        </message>
        <message>
            <source>%1 run as a run of their own</source>
            <translation>%1 se ejecutan como una ejecución aparte</translation>
        </message>
        <message>
            <source>give them without the other steady-state tests (run those separately)</source>
            <translation>indíquelas sin las demás pruebas de estado estacionario (ejecute esas por separado)</translation>
        </message>
        <message>
            <source>%1 and %2 choose DIRTH's read share and block size: one value each</source>
            <translation>%1 y %2 eligen la proporción de lectura y el tamaño de bloque de DIRTH: un valor cada uno</translation>
        </message>
        <message>
            <source>the cache experiment needs a directory</source>
            <translation>el experimento de caché necesita un directorio</translation>
        </message>
        <message>
            <source>give %1 for the raw run</source>
            <translation>indique %1 para la ejecución directa</translation>
        </message>
        <message>
            <source>no block device behind %1 to read raw</source>
            <translation>no hay ningún dispositivo de bloques detrás de %1 para leerlo directamente</translation>
        </message>
        <message>
            <source>an experiment needs a planned target</source>
            <translation>un experimento necesita un destino planificado</translation>
        </message>
        <message>
            <source>the %1 sets the device's readahead itself</source>
            <translation>%1 ajusta por sí mismo la lectura anticipada del dispositivo</translation>
        </message>
        <message>
            <source>leave the run's readahead empty (the device's own)</source>
            <translation>deje vacía la lectura anticipada de la ejecución (la propia del dispositivo)</translation>
        </message>
        <message>
            <source>a host is named twice</source>
            <translation>un host se nombra dos veces</translation>
        </message>
        <message>
            <source>the run was stopped; its next test was not started</source>
            <translation>la ejecución se detuvo; su siguiente prueba no se inició</translation>
        </message>
        <message>
            <source>this filesystem does not support direct I/O (tmpfs, some FUSE and network filesystems); choose another directory or turn off Direct I/O</source>
            <translation>este sistema de archivos no admite E/S directa (tmpfs, algunos sistemas de archivos FUSE y de red); elija otro directorio o desactive E/S directa</translation>
        </message>
        <message>
            <source>you lack permission for this target; choose a directory you can write to, or grant access to the device</source>
            <translation>no tiene permiso para este destino; elija un directorio en el que pueda escribir o conceda acceso al dispositivo</translation>
        </message>
        <message>
            <source>the target is full; free space or use a smaller Size</source>
            <translation>el destino está lleno; libere espacio o use un Tamaño menor</translation>
        </message>
        <message>
            <source>the target path does not exist</source>
            <translation>la ruta de destino no existe</translation>
        </message>
        <message>
            <source>the target is read-only; choose a writable directory</source>
            <translation>el destino es de solo lectura; elija un directorio en el que se pueda escribir</translation>
        </message>
        <message>
            <source>this I/O engine is not available here; pick another (e.g. psync)</source>
            <translation>este motor de E/S no está disponible aquí; elija otro (p. ej. psync)</translation>
        </message>
        <message>
            <source>the device is in use (mounted or held by another program)</source>
            <translation>el dispositivo está en uso (montado o retenido por otro programa)</translation>
        </message>
        <message>
            <source>this run may write only its own directory and the devices confirmed with the data-loss confirmation; a job file's files go in its own directory (relative names)</source>
            <translation>esta ejecución solo puede escribir en su propio directorio y en los dispositivos confirmados con la confirmación de pérdida de datos; los archivos de un archivo de trabajo van en su propio directorio (nombres relativos)</translation>
        </message>
        <message>
            <source>Fioscope's sandbox: %1</source>
            <translation>entorno aislado de Fioscope: %1</translation>
        </message>
        <message>
            <source>fio failed: %1</source>
            <translation>fio falló: %1</translation>
        </message>
        <message>
            <source>see fio's messages under details</source>
            <translation>vea los mensajes de fio en los detalles</translation>
        </message>
        <message>
            <source>fio failed: exit code %1</source>
            <translation>fio falló: código de salida %1</translation>
        </message>
        <message>
            <source>cannot read %1 %2</source>
            <translation>no se pueden leer %1 %2</translation>
        </message>
        <message>
            <source>use e.g. %1</source>
            <translation>use p. ej. %1</translation>
        </message>
        <message>
            <source>a block device</source>
            <translation>un dispositivo de bloques</translation>
        </message>
        <message>
            <source>a character device</source>
            <translation>un dispositivo de caracteres</translation>
        </message>
        <message>
            <source>a FIFO</source>
            <translation>un FIFO</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>un socket</translation>
        </message>
        <message>
            <source>after %1 s idle %2 of the first pass's %3 came back (%4): a full recovery takes longer</source>
            <translation>tras %1 s de reposo volvieron %2 de los %3 de la primera pasada (%4): la recuperación completa tarda más</translation>
        </message>
        <message>
            <source>after %1 s idle %2 ran at cache speed, more than the first pass's %3: the first pass's fall was not only its cache running out (a cache sized by free space, or other I/O on the drive)</source>
            <translation>tras %1 s de reposo %2 se escribieron a velocidad de caché, más que los %3 de la primera pasada: la caída de la primera pasada no fue solo el agotamiento de su caché (una caché que depende del espacio libre, u otra E/S en la unidad)</translation>
        </message>
        <message>
            <source>too few intervals to tell (none): the pass ended before fio's first status report; write a larger span</source>
            <translation>muy pocos intervalos para saberlo (ninguno): la pasada terminó antes del primer informe de estado de fio; escriba un rango mayor</translation>
        </message>
        <message>
            <source>%1 (the speed varied by %2 %)</source>
            <translation>%1 (la velocidad varió un %2 %)</translation>
        </message>
        <message>
            <source>%1 after %2</source>
            <translation>%1 después de %2</translation>
        </message>
        <message>
            <source>%1 at %2</source>
            <translation>%1 en %2</translation>
        </message>
        <message>
            <source>%1, falling over %2</source>
            <translation>%1, cayendo a lo largo de %2</translation>
        </message>
        <message>
            <source>%1; then %2</source>
            <translation>%1; luego %2</translation>
        </message>
        <message>
            <source>after %1 s idle the cache had not come back (%2): it needs a longer pause (or the drive frees it only when it is nearly empty or trimmed)</source>
            <translation>tras %1 s de reposo la caché no había vuelto (%2): necesita una pausa más larga (o la unidad solo la libera cuando está casi vacía o tras un TRIM)</translation>
        </message>
        <message>
            <source>after %1 s idle the cache was back: %2 at cache speed (%3)</source>
            <translation>tras %1 s de reposo la caché había vuelto: %2 a velocidad de caché (%3)</translation>
        </message>
        <message>
            <source>cliff after %1 (%2 s): %3 in the cache, %4 after it (%5)</source>
            <translation>caída de escritura tras %1 (%2 s): %3 en la caché, %4 después (%5)</translation>
        </message>
        <message>
            <source>first %1 intervals</source>
            <translation>primeros %1 intervalos</translation>
        </message>
        <message>
            <source>first interval</source>
            <translation>primer intervalo</translation>
        </message>
        <message>
            <source>no cliff in the first pass: nothing to recover</source>
            <translation>sin caída de escritura en la primera pasada: nada que recuperar</translation>
        </message>
        <message>
            <source>no cliff to measure: %1 over %2, but the %3 ran faster (%4): a cache of %5 or less, too small for this interval (a shorter %6 shows more)</source>
            <translation>ninguna caída de escritura que medir: %1 en %2, pero el %3 fue más rápido (%4): una caché de %5 o menos, demasiado pequeña para este intervalo (un %6 más corto muestra más)</translation>
        </message>
        <message>
            <source>no cliff: %1 held over all %2; a write cache, if any, is larger than that: try a larger Size</source>
            <translation>sin caída de escritura: %1 sostenidos en todos los %2; una caché de escritura, si la hay, es mayor: pruebe un Tamaño mayor</translation>
        </message>
        <message>
            <source>no cliff: the speed changed (%1) but did not fall and stay down; median %2 over %3</source>
            <translation>sin caída de escritura: la velocidad cambió (%1) pero no cayó de forma sostenida; mediana %2 en %3</translation>
        </message>
        <message>
            <source>too few intervals to tell (%1): %2 took %3 s at %4 in intervals of %5 s; at that speed the cliff needs a span of at least %6</source>
            <translation>muy pocos intervalos para saberlo (%1): %2 tardaron %3 s a %4 en intervalos de %5 s; a esa velocidad la caída de escritura necesita un rango de al menos %6</translation>
        </message>
        <message>
            <source>a directory</source>
            <translation>un directorio</translation>
        </message>
        <message>
            <source>give the name of a regular file</source>
            <translation>indique el nombre de un archivo normal</translation>
        </message>
        <message>
            <source>cannot write %1: %2</source>
            <translation>no se puede escribir %1: %2</translation>
        </message>
        <message>
            <source>choose another name: Fioscope never replaces its own files</source>
            <translation>elija otro nombre: Fioscope nunca sustituye sus propios archivos</translation>
        </message>
        <message>
            <source>cannot write %1: it is a link to %2, %3</source>
            <translation>no se puede escribir %1: es un enlace a %2, %3</translation>
        </message>
        <message>
            <source>cannot write %1: it is %2</source>
            <translation>no se puede escribir %1: es %2</translation>
        </message>
        <message>
            <source>fio's %1 MB/s is %2x what the device (%3) read meanwhile (%4 MB/s): the page cache answered the reads</source>
            <translation>los %1 MB/s de fio son %2 veces lo que el dispositivo (%3) leyó mientras tanto (%4 MB/s): la caché de páginas respondió las lecturas</translation>
        </message>
        <message>
            <source>fio's %1 MB/s is far above what the device (%2) read meanwhile (%3 MB/s): the page cache answered the reads</source>
            <translation>los %1 MB/s de fio están muy por encima de lo que el dispositivo (%2) leyó mientras tanto (%3 MB/s): la caché de páginas respondió las lecturas</translation>
        </message>
        <message>
            <source>fio's %1 MB/s is %2x what the device (%3) wrote meanwhile (%4 MB/s): the page cache took the writes</source>
            <translation>los %1 MB/s de fio son %2 veces lo que el dispositivo (%3) escribió mientras tanto (%4 MB/s): la caché de páginas absorbió las escrituras</translation>
        </message>
        <message>
            <source>fio's %1 MB/s is far above what the device (%2) wrote meanwhile (%3 MB/s): the page cache took the writes</source>
            <translation>los %1 MB/s de fio están muy por encima de lo que el dispositivo (%2) escribió mientras tanto (%3 MB/s): la caché de páginas absorbió las escrituras</translation>
        </message>
        <message>
            <source>%1; %2</source>
            <translation>%1; %2</translation>
        </message>
        <message>
            <source>no block device behind this target: cache effects cannot be measured</source>
            <translation>no hay un dispositivo de bloques detrás de este destino: los efectos de la caché no se pueden medir</translation>
        </message>
        <message>
            <source>fio's null engine moves no data: neither RAM nor a disk is measured</source>
            <translation>el motor null de fio no mueve datos: no se mide ni la RAM ni un disco</translation>
        </message>
        <message>
            <source>fio issued %1 writes, the device (%2) saw %3</source>
            <translation>fio emitió %1 escrituras, el dispositivo (%2) vio %3</translation>
        </message>
        <message>
            <source>fio issued %1 reads, the device (%2) saw %3 (average device read %4 KiB)</source>
            <translation>fio emitió %1 lecturas, el dispositivo (%2) vio %3 (lectura media del dispositivo %4 KiB)</translation>
        </message>
        <message>
            <source>fio issued %1 reads, the device (%2) saw %3</source>
            <translation>fio emitió %1 lecturas, el dispositivo (%2) vio %3</translation>
        </message>
        <message>
            <source>%1% of the bytes read came from RAM, not the disk</source>
            <translation>el %1 % de los bytes leídos vino de la RAM, no del disco</translation>
        </message>
        <message>
            <source>the device also served other reads meanwhile (%1 more than fio issued): on a busy disk these counts are approximate</source>
            <translation>el dispositivo atendió también otras lecturas mientras tanto (%1 más de las que emitió fio): en un disco ocupado estas cuentas son aproximadas</translation>
        </message>
        <message>
            <source>%1% of the bytes written were still in RAM when the test ended</source>
            <translation>el %1 % de los bytes escritos seguía en la RAM al terminar la prueba</translation>
        </message>
        <message>
            <source>the device also wrote %1 MiB that fio did not (other I/O, or filesystem metadata): these counts are approximate</source>
            <translation>el dispositivo escribió además %1 MiB que no eran de fio (otra E/S, o metadatos del sistema de archivos): estas cuentas son aproximadas</translation>
        </message>
        <message>
            <source>no I/O</source>
            <translation>sin E/S</translation>
        </message>
        <message>
            <source>spread the load over more jobs (%1), use io_uring with fixed buffers (%2) and direct I/O, and keep other programs off the CPUs</source>
            <translation>reparta la carga en más trabajos (%1), use io_uring con búferes fijos (%2) y E/S directa, y mantenga otros programas fuera de las CPU</translation>
        </message>
        <message>
            <source>copy-on-write, checksums, maybe compression</source>
            <translation>copia en escritura, sumas de comprobación, quizá compresión</translation>
        </message>
        <message>
            <source>log-structured, copy-on-write</source>
            <translation>estructurado en registro, copia en escritura</translation>
        </message>
        <message>
            <source>log-structured, maybe compression</source>
            <translation>estructurado en registro, quizá compresión</translation>
        </message>
        <message>
            <source>copy-on-write metadata, integrity streams</source>
            <translation>metadatos con copia en escritura, flujos de integridad</translation>
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
            <translation>el dispositivo (%1) también leyó y escribió más que fio: otro proceso (o la escritura diferida del sistema de archivos) usó el disco</translation>
        </message>
        <message>
            <source>stop what else uses the disk, or test an idle disk</source>
            <translation>detenga lo demás que usa el disco, o pruebe un disco inactivo</translation>
        </message>
        <message>
            <source>the test file is on %1 (%2): the filesystem's work is in the figure</source>
            <translation>el archivo de prueba está en %1 (%2): el trabajo del sistema de archivos está en la cifra</translation>
        </message>
        <message>
            <source>test a raw device or a file on ext4/xfs/NTFS, or turn copy-on-write off for the test file (%1 on btrfs)</source>
            <translation>pruebe un dispositivo en bruto o un archivo en ext4/xfs/NTFS, o desactive la copia en escritura para el archivo de prueba (%1 en btrfs)</translation>
        </message>
        <message>
            <source>a buffered read and write of %1, smaller than RAM (%2): the page cache can answer its reads and absorb its writes</source>
            <translation>una lectura y escritura con búfer de %1, menor que la RAM (%2): la caché de páginas puede responder sus lecturas y absorber sus escrituras</translation>
        </message>
        <message>
            <source>use direct I/O, or a test file larger than RAM</source>
            <translation>use E/S directa, o un archivo de prueba mayor que la RAM</translation>
        </message>
        <message>
            <source>%1 % of the bytes read came from RAM (the page cache), not the disk</source>
            <translation>el %1 % de los bytes leídos vino de la RAM (la caché de páginas), no del disco</translation>
        </message>
        <message>
            <source>%1 % of the bytes written were still in RAM when the test ended</source>
            <translation>el %1 % de los bytes escritos seguía en la RAM al terminar la prueba</translation>
        </message>
        <message>
            <source>%1 IOPS asked, %2 done</source>
            <translation>%1 IOPS pedidas, %2 logradas</translation>
        </message>
        <message>
            <source>%1 MB/s asked, %2 done</source>
            <translation>%1 MB/s pedidos, %2 logrados</translation>
        </message>
        <message>
            <source>the device held it below the job's %1 (%2, %3 %; a rate limit holds a figure within %4 % of it)</source>
            <translation>el dispositivo la mantuvo por debajo del %1 del trabajo (%2, %3 %; un límite de tasa mantiene una cifra a menos del %4 % de él)</translation>
        </message>
        <message>
            <source>the device was saturated at the job's %1 (%2; fio's jobs kept %3 of their %4 I/Os in flight on average)</source>
            <translation>el dispositivo estaba saturado con el %1 del trabajo (%2; los trabajos de fio mantuvieron en curso de media %3 de sus %4 E/S)</translation>
        </message>
        <message>
            <source>the drive %1</source>
            <translation>la unidad: %1</translation>
        </message>
        <message>
            <source>cool the drive (airflow, a heatsink), or run shorter tests with pauses</source>
            <translation>enfríe la unidad (flujo de aire, un disipador), o haga pruebas más cortas con pausas</translation>
        </message>
        <message>
            <source>the device (%1) also read more than fio did: another process (or filesystem writeback) used the disk</source>
            <translation>el dispositivo (%1) también leyó más que fio: otro proceso (o la escritura diferida del sistema de archivos) usó el disco</translation>
        </message>
        <message>
            <source>the device (%1) also wrote more than fio did: another process (or filesystem writeback) used the disk</source>
            <translation>el dispositivo (%1) también escribió más que fio: otro proceso (o la escritura diferida del sistema de archivos) usó el disco</translation>
        </message>
        <message>
            <source>a buffered read of %1, smaller than RAM (%2): the page cache can answer it</source>
            <translation>una lectura con búfer de %1, menor que la RAM (%2): la caché de páginas puede responderla</translation>
        </message>
        <message>
            <source>a buffered write of %1, smaller than RAM (%2): the page cache can absorb it before the disk</source>
            <translation>una escritura con búfer de %1, menor que la RAM (%2): la caché de páginas puede absorberla antes que el disco</translation>
        </message>
        <message>
            <source>RAM, not the disk: %1</source>
            <translation>la RAM, no el disco: %1</translation>
        </message>
        <message>
            <source>the disk, believe it with care: %1</source>
            <translation>el disco, tómela con cautela: %1</translation>
        </message>
        <message>
            <source>use direct I/O, or a test file larger than RAM (%1)</source>
            <translation>use E/S directa, o un archivo de prueba mayor que la RAM (%1)</translation>
        </message>
        <message>
            <source>use direct I/O, or write more than RAM (%1) holds</source>
            <translation>use E/S directa, o escriba más de lo que cabe en la RAM (%1)</translation>
        </message>
        <message>
            <source>use direct I/O, or write more than RAM holds</source>
            <translation>use E/S directa, o escriba más de lo que cabe en la RAM</translation>
        </message>
        <message>
            <source>use direct I/O, or a test larger than RAM (%1)</source>
            <translation>use E/S directa, o una prueba mayor que la RAM (%1)</translation>
        </message>
        <message>
            <source>use direct I/O, or a test larger than RAM</source>
            <translation>use E/S directa, o una prueba mayor que la RAM</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>remove %1 to measure the drive's maximum</source>
            <translation>quite %1 para medir el máximo de la unidad</translation>
        </message>
        <message>
            <source>fio's null engine moves no data: this measures fio and the CPU</source>
            <translation>el motor null de fio no mueve datos: esto mide fio y la CPU</translation>
        </message>
        <message>
            <source>pick a real engine and target to measure a drive</source>
            <translation>elija un motor y un destino reales para medir una unidad</translation>
        </message>
        <message>
            <source>fio's jobs used %1 % of a core each</source>
            <translation>los trabajos de fio usaron cada uno el %1 % de un núcleo</translation>
        </message>
        <message>
            <source>fio's jobs used %1 % of the machine's %2 CPUs</source>
            <translation>los trabajos de fio usaron el %1 % de las %2 CPU de la máquina</translation>
        </message>
        <message>
            <source>fio's jobs computed or waited for a CPU %1 % of the time (%2 % on a CPU, %3 % waiting for one)</source>
            <translation>los trabajos de fio calcularon o esperaron una CPU el %1 % del tiempo (%2 % en una CPU, %3 % esperándola)</translation>
        </message>
        <message>
            <source>the machine's CPUs were %1 % busy (other programs)</source>
            <translation>las CPU de la máquina estuvieron ocupadas un %1 % (otros programas)</translation>
        </message>
        <message>
            <source>close other programs, or run when the machine is idle</source>
            <translation>cierre otros programas, o ejecute cuando la máquina esté inactiva</translation>
        </message>
        <message>
            <source>the job's rate limit (%1): as asked, not the drive's maximum; %2</source>
            <translation>el límite de tasa del trabajo (%1): lo pedido, no el máximo de la unidad; %2</translation>
        </message>
        <message>
            <source>host-bound, this is a CPU figure, not the drive's: %1</source>
            <translation>limitada por el equipo, es una cifra de la CPU, no de la unidad: %1</translation>
        </message>
        <message>
            <source>the disk: %1; believe it</source>
            <translation>el disco: %1; créala</translation>
        </message>
        <message>
            <source>the disk: nothing else limited it; believe it</source>
            <translation>el disco: nada más la limitó; créala</translation>
        </message>
        <message>
            <source>the machine's CPUs were saturated (%1 % busy; fio's jobs %2 % of a core)</source>
            <translation>las CPU de la máquina estaban saturadas (%1 % ocupadas; los trabajos de fio, %2 % de un núcleo)</translation>
        </message>
        <message>
            <source>PCIe link %1</source>
            <translation>enlace PCIe %1</translation>
        </message>
        <message>
            <source>%1 is handed to your user for this run only; %2 or %3 may ask for a password</source>
            <translation>%1 se entrega a su usuario solo para esta ejecución; %2 o %3 pueden pedir una contraseña</translation>
        </message>
        <message>
            <source>your user may read %1 for this run only (never write it); %2 or %3 may ask for a password</source>
            <translation>su usuario puede leer %1 solo durante esta ejecución (nunca escribirlo); %2 o %3 pueden pedir una contraseña</translation>
        </message>
        <message>
            <source>Windows will ask for administrator rights: only fio runs elevated, for this run only</source>
            <translation>Windows pedirá derechos de administrador: solo fio se ejecuta elevado, solo para esta ejecución</translation>
        </message>
        <message>
            <source>your user cannot be given raw read access to %1: %2; test a directory on it, or run the raw read as root</source>
            <translation>no se puede dar a su usuario acceso de lectura en bruto a %1: %2; pruebe un directorio en él, o ejecute la lectura en bruto como root</translation>
        </message>
        <message>
            <source>reading %1 directly (raw device, read-only: nothing is written)</source>
            <translation>se lee %1 directamente (dispositivo en bruto, solo lectura: no se escribe nada)</translation>
        </message>
        <message>
            <source>the run history %1 is damaged (%2); it is kept as %3 and a new, empty history was started</source>
            <translation>el historial de ejecuciones %1 está dañado (%2); se conserva como %3 y se empezó un historial nuevo y vacío</translation>
        </message>
        <message>
            <source>%1 may save some of its runs</source>
            <translation>%1 puede recuperar algunas de sus ejecuciones</translation>
        </message>
        <message>
            <source>the run history %1 cannot be written: it is opened read-only (browsing works; nothing new is stored)</source>
            <translation>no se puede escribir el historial de ejecuciones %1: está abierto en solo lectura (se puede consultar; no se guarda nada nuevo)</translation>
        </message>
        <message>
            <source>%1 was written by a newer Fioscope (schema %2)</source>
            <translation>%1 fue escrito por un Fioscope más reciente (esquema %2)</translation>
        </message>
        <message>
            <source>update Fioscope, or use another data directory (%1)</source>
            <translation>actualice Fioscope, o use otro directorio de datos (%1)</translation>
        </message>
        <message>
            <source>the run history %1 is read-only and from an older Fioscope (schema %2): it cannot be brought up to date to be read</source>
            <translation>el historial de ejecuciones %1 es de solo lectura y de un Fioscope anterior (esquema %2): no se puede actualizar para leerlo</translation>
        </message>
        <message>
            <source>make it writable once, or set %1 to another directory</source>
            <translation>hágalo escribible una vez, o ponga %1 en otro directorio</translation>
        </message>
        <message>
            <source>the run history %1 is closed</source>
            <translation>el historial de ejecuciones %1 está cerrado</translation>
        </message>
        <message>
            <source>the run history %1 failed: %2</source>
            <translation>el historial de ejecuciones %1 falló: %2</translation>
        </message>
        <message>
            <source>set %1 to another directory</source>
            <translation>ponga %1 en otro directorio</translation>
        </message>
        <message>
            <source>run %1 in the run history %2 cannot be read: %3</source>
            <translation>no se puede leer la ejecución %1 del historial de ejecuciones %2: %3</translation>
        </message>
        <message>
            <source>the history may be damaged; other runs may still be read</source>
            <translation>puede que el historial esté dañado; otras ejecuciones quizá se puedan leer</translation>
        </message>
        <message>
            <source>the disk holding the run history (%1) is full (%2)</source>
            <translation>el disco que contiene el historial de ejecuciones (%1) está lleno (%2)</translation>
        </message>
        <message>
            <source>free some space there, or set %1 to another directory</source>
            <translation>libere espacio allí, o ponga %1 en otro directorio</translation>
        </message>
        <message>
            <source>%1 is not a directory that can be created</source>
            <translation>%1 no es un directorio que se pueda crear</translation>
        </message>
        <message>
            <source>make it writable, or set %1 to another directory</source>
            <translation>hágalo escribible, o ponga %1 en otro directorio</translation>
        </message>
        <message>
            <source>the run history %1 is locked by another program (%2)</source>
            <translation>el historial de ejecuciones %1 está bloqueado por otro programa (%2)</translation>
        </message>
        <message>
            <source>wait for the other Fioscope to finish, or close it</source>
            <translation>espere a que termine el otro Fioscope, o ciérrelo</translation>
        </message>
        <message>
            <source>the run history %1 cannot be read or written: %2</source>
            <translation>no se puede leer ni escribir el historial de ejecuciones %1: %2</translation>
        </message>
        <message>
            <source>check the disk it is on, or set %1 to another directory</source>
            <translation>revise el disco en el que está, o ponga %1 en otro directorio</translation>
        </message>
        <message>
            <source>%1 is not writable</source>
            <translation>%1 no es escribible</translation>
        </message>
        <message>
            <source>cannot write the run history %1: %2 (%3)</source>
            <translation>no se puede escribir el historial de ejecuciones %1: %2 (%3)</translation>
        </message>
        <message>
            <source>cannot write the run history %1: %2</source>
            <translation>no se puede escribir el historial de ejecuciones %1: %2</translation>
        </message>
        <message>
            <source>%1 is read-only</source>
            <translation>%1 es de solo lectura</translation>
        </message>
        <message>
            <source>make it yours alone (%1), or set %2 to a directory of your own</source>
            <translation>haga que sea solo suyo (%1), o ponga %2 en un directorio propio</translation>
        </message>
        <message>
            <source>the run history's file %1 is a link (to %2); Fioscope never opens its history through one</source>
            <translation>el archivo %1 del historial de ejecuciones es un enlace (a %2); Fioscope nunca abre su historial a través de uno</translation>
        </message>
        <message>
            <source>remove the link, or set %1 to a directory of your own</source>
            <translation>quite el enlace, o ponga %1 en un directorio propio</translation>
        </message>
        <message>
            <source>the run history's file %1 is not a regular file</source>
            <translation>el archivo %1 del historial de ejecuciones no es un archivo normal</translation>
        </message>
        <message>
            <source>move it away, or set %1 to a directory of your own</source>
            <translation>muévalo a otro sitio, o ponga %1 en un directorio propio</translation>
        </message>
        <message>
            <source>the run history's file %1 belongs to another user (uid %2, you are %3)</source>
            <translation>el archivo %1 del historial de ejecuciones pertenece a otro usuario (uid %2, usted es %3)</translation>
        </message>
        <message>
            <source>the run history %1 was replaced while it was opened</source>
            <translation>el historial de ejecuciones %1 se reemplazó mientras se abría</translation>
        </message>
        <message>
            <source>run again</source>
            <translation>ejecute de nuevo</translation>
        </message>
        <message>
            <source>the run history %1 is damaged (%2) and cannot be moved aside: %3</source>
            <translation>el historial de ejecuciones %1 está dañado (%2) y no se puede apartar: %3</translation>
        </message>
        <message>
            <source>move it away yourself, or set %1 to another directory</source>
            <translation>apártelo usted mismo, o ponga %1 en otro directorio</translation>
        </message>
        <message>
            <source>the run history's file %1 cannot be read: %2</source>
            <translation>no se puede leer el archivo %1 del historial de ejecuciones: %2</translation>
        </message>
        <message>
            <source>%1 needs at least one %2</source>
            <translation>%1 necesita al menos un %2</translation>
        </message>
        <message>
            <source>bad host name %1</source>
            <translation>nombre de host no válido %1</translation>
        </message>
        <message>
            <source>bad port %1 for host %2</source>
            <translation>puerto no válido %1 para el host %2</translation>
        </message>
        <message>
            <source>use %1</source>
            <translation>use %1</translation>
        </message>
        <message>
            <source>unknown host %1: %2</source>
            <translation>host desconocido %1: %2</translation>
        </message>
        <message>
            <source>check the host name</source>
            <translation>revise el nombre de host</translation>
        </message>
        <message>
            <source>no fio server at %1: connection refused</source>
            <translation>no hay servidor fio en %1: conexión rechazada</translation>
        </message>
        <message>
            <source>start one there with: %1</source>
            <translation>inicie uno allí con: %1</translation>
        </message>
        <message>
            <source>fio server %1 did not answer within %2 s</source>
            <translation>el servidor fio %1 no respondió en %2 s</translation>
        </message>
        <message>
            <source>check that the host is up and the port is not blocked by a firewall</source>
            <translation>compruebe que el host está encendido y que un cortafuegos no bloquea el puerto</translation>
        </message>
        <message>
            <source>cannot reach %1: %2</source>
            <translation>no se puede llegar a %1: %2</translation>
        </message>
        <message>
            <source>check the host name, network and firewall</source>
            <translation>revise el nombre de host, la red y el cortafuegos</translation>
        </message>
        <message>
            <source>fio server %1 speaks another fio protocol (%2); here it is %3</source>
            <translation>el servidor fio %1 habla otro protocolo de fio (%2); aquí es %3</translation>
        </message>
        <message>
            <source>run %1 on %2</source>
            <translation>ejecute %1 en %2</translation>
        </message>
        <message>
            <source>%1 did not answer as a fio server (%2)</source>
            <translation>%1 no respondió como servidor fio (%2)</translation>
        </message>
        <message>
            <source>start %1 there with: %2</source>
            <translation>inicie %1 allí con: %2</translation>
        </message>
        <message>
            <source>%1 answered the probe but did not run the check's job (%2)</source>
            <translation>%1 respondió a la sonda pero no ejecutó el trabajo de comprobación (%2)</translation>
        </message>
        <message>
            <source>restart the fio server there (%1: %2)</source>
            <translation>reinicie allí el servidor fio (%1: %2)</translation>
        </message>
        <message>
            <source>fio server %1 runs %2, here it is %3</source>
            <translation>el servidor fio %1 ejecuta %2, aquí es %3</translation>
        </message>
        <message>
            <source>fio's client/server protocol is version-bound: run %1 on %2</source>
            <translation>el protocolo cliente/servidor de fio depende de la versión: ejecute %1 en %2</translation>
        </message>
        <message>
            <source>bad port in %1</source>
            <translation>puerto no válido en %1</translation>
        </message>
        <message>
            <source>write %1, e.g. %2</source>
            <translation>escriba %1, p. ej. %2</translation>
        </message>
        <message>
            <source>fio server %1 accepted the connection but did not answer within %2 s</source>
            <translation>el servidor fio %1 aceptó la conexión pero no respondió en %2 s</translation>
        </message>
        <message>
            <source>is it busy with another client's run?</source>
            <translation>¿está ocupado con la ejecución de otro cliente?</translation>
        </message>
        <message>
            <source>target check on %1: %2</source>
            <translation>comprobación del destino en %1: %2</translation>
        </message>
        <message>
            <source>fix the target path on that host</source>
            <translation>corrija la ruta de destino en ese host</translation>
        </message>
        <message>
            <source>%1 on %2 took over %3 s</source>
            <translation>%1 en %2 tardó más de %3 s</translation>
        </message>
        <message>
            <source>no hosts given</source>
            <translation>no se indicó ningún host</translation>
        </message>
        <message>
            <source>name at least one fio server, e.g. %1</source>
            <translation>indique al menos un servidor fio, p. ej. %1</translation>
        </message>
        <message>
            <source>no jobs to run</source>
            <translation>no hay trabajos que ejecutar</translation>
        </message>
        <message>
            <source>interval must be %1 s</source>
            <translation>el intervalo debe ser de %1 s</translation>
        </message>
        <message>
            <source>client counts must be %1 (the hosts given)</source>
            <translation>los números de clientes deben ser %1 (los hosts indicados)</translation>
        </message>
        <message>
            <source>the drive geometry answer is too short</source>
            <translation>la respuesta de geometría de la unidad es demasiado corta</translation>
        </message>
        <message>
            <source>cannot read the size of %1</source>
            <translation>no se puede leer el tamaño de %1</translation>
        </message>
        <message>
            <source>%1 is no longer a block device</source>
            <translation>%1 ya no es un dispositivo de bloques</translation>
        </message>
        <message>
            <source>nothing was written</source>
            <translation>no se escribió nada</translation>
        </message>
        <message>
            <source>not a block device</source>
            <translation>no es un dispositivo de bloques</translation>
        </message>
        <message>
            <source>%1 now names another device (%2, confirmed %3)</source>
            <translation>%1 nombra ahora otro dispositivo (%2, confirmado %3)</translation>
        </message>
        <message>
            <source>%1 changed size during the run (%2, now %3)</source>
            <translation>%1 cambió de tamaño durante la ejecución (%2, ahora %3)</translation>
        </message>
        <message>
            <source>%1 now reports another serial number (%2, confirmed %3)</source>
            <translation>%1 informa ahora otro número de serie (%2, confirmado %3)</translation>
        </message>
        <message>
            <source>device %1 is gone (%2)</source>
            <translation>el dispositivo %1 ha desaparecido (%2)</translation>
        </message>
        <message>
            <source>cannot hold %1 for the run: %2</source>
            <translation>no se puede retener %1 para la ejecución: %2</translation>
        </message>
        <message>
            <source>%1 changed while it was opened (%2, now %3)</source>
            <translation>%1 cambió mientras se abría (%2, ahora %3)</translation>
        </message>
        <message>
            <source>%1 is gone (%2)</source>
            <translation>%1 ha desaparecido (%2)</translation>
        </message>
        <message>
            <source>%1 was detached during the run (its detach waits for the run to let go)</source>
            <translation>%1 se desconectó durante la ejecución (su desconexión espera a que la ejecución lo suelte)</translation>
        </message>
        <message>
            <source>%1 is in use (mounted, swap or held by another program)</source>
            <translation>%1 está en uso (montado, swap o retenido por otro programa)</translation>
        </message>
        <message>
            <source>nothing was written; free it and run again</source>
            <translation>no se escribió nada; libérelo y ejecute de nuevo</translation>
        </message>
        <message>
            <source>%1 was detached during the run</source>
            <translation>%1 se desconectó durante la ejecución</translation>
        </message>
        <message>
            <source>%1 is now a loop device on %2</source>
            <translation>%1 es ahora un dispositivo loop sobre %2</translation>
        </message>
        <message>
            <source>%1 is now a loop device on another file</source>
            <translation>%1 es ahora un dispositivo loop sobre otro archivo</translation>
        </message>
        <message>
            <source>%1 is no longer the device confirmed for this run</source>
            <translation>%1 ya no es el dispositivo confirmado para esta ejecución</translation>
        </message>
        <message>
            <source>%1 was taken during the run (mounted, swap or held by another program)</source>
            <translation>%1 fue tomado durante la ejecución (montado, swap o retenido por otro programa)</translation>
        </message>
        <message>
            <source>holds the running system (/, /boot, /usr or active swap)</source>
            <translation>contiene el sistema en ejecución (/, /boot, /usr o swap activa)</translation>
        </message>
        <message>
            <source>is mounted at %1</source>
            <translation>está montado en %1</translation>
        </message>
        <message>
            <source>is in use as swap</source>
            <translation>se usa como swap</translation>
        </message>
        <message>
            <source>is held by %1 (LVM, dm-crypt or md)</source>
            <translation>lo retiene %1 (LVM, dm-crypt o md)</translation>
        </message>
        <message>
            <source>is a loop device on %1</source>
            <translation>es un dispositivo loop sobre %1</translation>
        </message>
        <message>
            <source>is a loop device on %1, part of %2</source>
            <translation>es un dispositivo loop sobre %1, parte de %2</translation>
        </message>
        <message>
            <source>backs the loop device %1</source>
            <translation>respalda el dispositivo loop %1</translation>
        </message>
        <message>
            <source>shares its backing file with %1</source>
            <translation>comparte su archivo de respaldo con %1</translation>
        </message>
        <message>
            <source>%1, which %2</source>
            <translation>%1, que %2</translation>
        </message>
        <message>
            <source>is read-only</source>
            <translation>es de solo lectura</translation>
        </message>
        <message>
            <source>it shares its backing file with %1</source>
            <translation>comparte su archivo de respaldo con %1</translation>
        </message>
        <message>
            <source>it is a loop device on %1</source>
            <translation>es un dispositivo loop sobre %1</translation>
        </message>
        <message>
            <source>it is a loop device on %1, part of %2</source>
            <translation>es un dispositivo loop sobre %1, parte de %2</translation>
        </message>
        <message>
            <source>it backs the loop device %1</source>
            <translation>respalda el dispositivo loop %1</translation>
        </message>
        <message>
            <source>its partition %1 backs the loop device %2</source>
            <translation>su partición %1 respalda el dispositivo loop %2</translation>
        </message>
        <message>
            <source>target %1: its name is not UTF-8, and Fioscope keeps targets' names as text in its history</source>
            <translation>destino %1: su nombre no es UTF-8, y Fioscope guarda los nombres de los destinos como texto en su historial</translation>
        </message>
        <message>
            <source>target %1 is not a directory</source>
            <translation>el destino %1 no es un directorio</translation>
        </message>
        <message>
            <source>give a directory for a test file, or a device path for a raw test</source>
            <translation>indique un directorio para un archivo de prueba, o la ruta de un dispositivo para una prueba en bruto</translation>
        </message>
        <message>
            <source>target %1 is not writable</source>
            <translation>el destino %1 no es escribible</translation>
        </message>
        <message>
            <source>choose a directory you can write to</source>
            <translation>elija un directorio en el que pueda escribir</translation>
        </message>
        <message>
            <source>test size %1 is larger than the free space in %2 (%3)</source>
            <translation>el tamaño de prueba %1 es mayor que el espacio libre en %2 (%3)</translation>
        </message>
        <message>
            <source>use a smaller Size</source>
            <translation>use un Tamaño menor</translation>
        </message>
        <message>
            <source>test size %1 fits in %2 (%3 free) only without the %4 MiB Fioscope leaves free</source>
            <translation>el tamaño de prueba %1 cabe en %2 (%3 libres) solo sin los %4 MiB que Fioscope deja libres</translation>
        </message>
        <message>
            <source>%1 already exists</source>
            <translation>%1 ya existe</translation>
        </message>
        <message>
            <source>something else took the test file's name; run again</source>
            <translation>otra cosa tomó el nombre del archivo de prueba; ejecute de nuevo</translation>
        </message>
        <message>
            <source>cannot create the test file %1: %2</source>
            <translation>no se puede crear el archivo de prueba %1: %2</translation>
        </message>
        <message>
            <source>something else took the run directory's name; run again</source>
            <translation>otra cosa tomó el nombre del directorio de la ejecución; ejecute de nuevo</translation>
        </message>
        <message>
            <source>cannot create the run's directory %1: %2</source>
            <translation>no se puede crear el directorio de la ejecución %1: %2</translation>
        </message>
        <message>
            <source>cannot create the run's directory in %1: %2</source>
            <translation>no se puede crear el directorio de la ejecución en %1: %2</translation>
        </message>
        <message>
            <source>the reserve is the cause: free %1 more there, or use a Size of at most %2</source>
            <translation>la causa es la reserva: libere %1 más allí, o use un Tamaño de como mucho %2</translation>
        </message>
        <message>
            <source>the reserve is the cause: free %1 more there, or use a larger disk</source>
            <translation>la causa es la reserva: libere %1 más allí, o use un disco más grande</translation>
        </message>
        <message>
            <source>settings unreadable</source>
            <translation>ajustes ilegibles</translation>
        </message>
        <message>
            <source>median</source>
            <translation>mediana</translation>
        </message>
        <message>
            <source>mean</source>
            <translation>media</translation>
        </message>
        <message>
            <source>best</source>
            <translation>mejor</translation>
        </message>
        <message>
            <source>suite %1</source>
            <translation>serie %1</translation>
        </message>
        <message>
            <source>I/O as the job file says</source>
            <translation>E/S según el archivo de trabajo</translation>
        </message>
        <message>
            <source>size %1</source>
            <translation>tamaño %1</translation>
        </message>
        <message>
            <source>runtime %1 s per test</source>
            <translation>duración %1 s por prueba</translation>
        </message>
        <message>
            <source>queue depth %1</source>
            <translation>profundidad de cola %1</translation>
        </message>
        <message>
            <source>engine %1</source>
            <translation>motor %1</translation>
        </message>
        <message>
            <source>mixed %1/%2 read/write</source>
            <translation>mixto %1/%2 lectura/escritura</translation>
        </message>
        <message>
            <source>test data all 0x00</source>
            <translation>datos de prueba todo 0x00</translation>
        </message>
        <message>
            <source>sampled at Fioscope's automatic interval</source>
            <translation>muestreado al intervalo automático de Fioscope</translation>
        </message>
        <message>
            <source>readahead set to %1 KiB</source>
            <translation>lectura anticipada fijada en %1 KiB</translation>
        </message>
        <message>
            <source>caches dropped before each test</source>
            <translation>cachés vaciadas antes de cada prueba</translation>
        </message>
        <message>
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <source>%1 · target %2</source>
            <translation>%1 · destino %2</translation>
        </message>
        <message>
            <source>drive unknown</source>
            <translation>unidad desconocida</translation>
        </message>
        <message>
            <source>%1 · Fioscope %2 · %3</source>
            <translation>%1 · Fioscope %2 · %3</translation>
        </message>
        <message>
            <source>%1 · run %2</source>
            <translation>%1 · ejecución %2</translation>
        </message>
        <message>
            <source>Runs compared, the first is the baseline:</source>
            <translation>Ejecuciones comparadas; la primera es la referencia:</translation>
        </message>
        <message>
            <source>#%1 · %2 on %3 · %4 · %5 · %6</source>
            <translation>#%1 · %2 en %3 · %4 · %5 · %6</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>desconocido</translation>
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
            <translation>preajuste %1</translation>
        </message>
        <message>
            <source>direct and buffered I/O</source>
            <translation>E/S directa y con búfer</translation>
        </message>
        <message>
            <source>mode %1</source>
            <translation>modo %1</translation>
        </message>
        <message>
            <source>%1 loop</source>
            <translation>%1 pasada</translation>
        </message>
        <message>
            <source>sampled every %1 s</source>
            <translation>muestreado cada %1 s</translation>
        </message>
        <message>
            <source>buffered I/O (page cache)</source>
            <translation>E/S con búfer (caché de páginas)</translation>
        </message>
        <message>
            <source>direct I/O</source>
            <translation>E/S directa</translation>
        </message>
        <message>
            <source>%1 thread (fio %2)</source>
            <translation>%1 hilo (fio %2)</translation>
        </message>
        <message>
            <source>%1 threads (fio %2)</source>
            <translation>%1 hilos (fio %2)</translation>
        </message>
        <message>
            <source>%1 loops, the %2 shown</source>
            <translation>%1 pasadas, se muestra la %2</translation>
        </message>
        <message>
            <source>%1 loops</source>
            <translation>%1 pasadas</translation>
        </message>
        <message>
            <source>%1 process (fio %2)</source>
            <translation>%1 proceso (fio %2)</translation>
        </message>
        <message>
            <source>%1 processes (fio %2)</source>
            <translation>%1 procesos (fio %2)</translation>
        </message>
        <message>
            <source>%1 job (fio %2)</source>
            <translation>%1 trabajo (fio %2)</translation>
        </message>
        <message>
            <source>%1 jobs (fio %2)</source>
            <translation>%1 trabajos (fio %2)</translation>
        </message>
        <message>
            <source>reads only</source>
            <translation>solo lecturas</translation>
        </message>
        <message>
            <source>writes only</source>
            <translation>solo escrituras</translation>
        </message>
        <message>
            <source>mixed tests only</source>
            <translation>solo pruebas mixtas</translation>
        </message>
        <message>
            <source>read, write and mixed</source>
            <translation>lectura, escritura y mixtas</translation>
        </message>
        <message>
            <source>reads may come from the page cache and writes stay in it</source>
            <translation>las lecturas pueden venir de la caché de páginas y las escrituras quedarse en ella</translation>
        </message>
        <message>
            <source>buffered I/O on %1 with %2 GiB of RAM: %3; use direct I/O or a test larger than RAM</source>
            <translation>E/S con búfer sobre %1 con %2 GiB de RAM: %3; use E/S directa o una prueba mayor que la RAM</translation>
        </message>
        <message>
            <source>%1: fio keeps the file's cached pages, so reads may come from RAM</source>
            <translation>%1: fio conserva las páginas en caché del archivo, así que las lecturas pueden venir de la RAM</translation>
        </message>
        <message>
            <source>writes may stay in the page cache without reaching the disk</source>
            <translation>las escrituras pueden quedarse en la caché de páginas sin llegar al disco</translation>
        </message>
        <message>
            <source>reads may come from the page cache</source>
            <translation>las lecturas pueden venir de la caché de páginas</translation>
        </message>
        <message>
            <source>the target is on %1: this measures RAM, not a disk</source>
            <translation>el destino está en %1: esto mide la RAM, no un disco</translation>
        </message>
        <message>
            <source>throughput fell %1 % (%2 -&gt; %3)</source>
            <translation>el rendimiento cayó un %1 % (%2 -&gt; %3)</translation>
        </message>
        <message>
            <source>throughput fell %1 % after %2 s; no temperature readings to tell why</source>
            <translation>el rendimiento cayó un %1 % tras %2 s; no hay lecturas de temperatura para saber por qué</translation>
        </message>
        <message>
            <source>throughput fell %1 % after %2 s at %3 C with no temperature rise to speak of: not thermal (a write cache filling up?)</source>
            <translation>el rendimiento cayó un %1 % tras %2 s a %3 °C sin subida de temperatura apreciable: no es térmico (¿una caché de escritura llenándose?)</translation>
        </message>
        <message>
            <source>too few intervals to tell</source>
            <translation>muy pocos intervalos para saberlo</translation>
        </message>
        <message>
            <source>%1 after %2 s: %3; %4</source>
            <translation>%1 tras %2 s: %3; %4</translation>
        </message>
        <message>
            <source>no throughput drop, and no temperature readings</source>
            <translation>sin caída de rendimiento y sin lecturas de temperatura</translation>
        </message>
        <message>
            <source>no throughput drop; the drive went from %1 to %2 C (%3)</source>
            <translation>sin caída de rendimiento; la unidad pasó de %1 a %2 °C (%3)</translation>
        </message>
        <message>
            <source>no throughput drop; the drive went from %1 to %2 C</source>
            <translation>sin caída de rendimiento; la unidad pasó de %1 a %2 °C</translation>
        </message>
        <message>
            <source>throttled at %1 C</source>
            <translation>limitada a %1 °C</translation>
        </message>
        <message>
            <source>throttled</source>
            <translation>limitada</translation>
        </message>
        <message>
            <source>%1 after %2 s while the drive warmed from %3 to %4 C: likely thermal (%5)</source>
            <translation>%1 tras %2 s mientras la unidad se calentaba de %3 a %4 °C: probablemente térmico (%5)</translation>
        </message>
        <message>
            <source>%1 after %2 s while the drive warmed from %3 to %4 C: likely thermal</source>
            <translation>%1 tras %2 s mientras la unidad se calentaba de %3 a %4 °C: probablemente térmico</translation>
        </message>
        <message>
            <source>the drive reached its warning temperature (%1 C)</source>
            <translation>la unidad alcanzó su temperatura de aviso (%1 °C)</translation>
        </message>
        <message>
            <source>its thermal-throttle counter rose by %1</source>
            <translation>su contador de limitación térmica subió en %1</translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1 y %2</translation>
        </message>
        <message>
            <source>warning %1 C</source>
            <translation>aviso %1 °C</translation>
        </message>
        <message>
            <source>critical %1 C</source>
            <translation>crítica %1 °C</translation>
        </message>
        <message>
            <source>the drive passed its critical temperature (%1 C)</source>
            <translation>la unidad superó su temperatura crítica (%1 °C)</translation>
        </message>
        <message>
            <source>the note of files left on fio servers %1 cannot be read (%2): ignored</source>
            <translation>la nota de archivos dejados en servidores fio %1 no se puede leer (%2): se ignora</translation>
        </message>
        <message>
            <source>the note of files left on fio servers %1 is not this user's own: ignored</source>
            <translation>la nota de archivos dejados en servidores fio %1 no es de este usuario: se ignora</translation>
        </message>
        <message>
            <source>the note of files left on fio servers %1 is damaged (%2): ignored</source>
            <translation>la nota de archivos dejados en servidores fio %1 está dañada (%2): se ignora</translation>
        </message>
        <message>
            <source>removed on %1 what an earlier run left there: %2</source>
            <translation>se eliminó en %1 lo que una ejecución anterior dejó allí: %2</translation>
        </message>
        <message>
            <source>fio lost the connection to a server on %1</source>
            <translation>fio perdió la conexión con un servidor en %1</translation>
        </message>
        <message>
            <source>fio lost the connection to %1</source>
            <translation>fio perdió la conexión con %1</translation>
        </message>
        <message>
            <source>stopped when %1 stopped answering: the other hosts' figures cover the job up to then</source>
            <translation>se detuvo cuando %1 dejó de responder: las cifras de los demás hosts cubren el trabajo hasta entonces</translation>
        </message>
        <message>
            <source>fio's client exited with code %1</source>
            <translation>el cliente de fio terminó con el código %1</translation>
        </message>
        <message>
            <source>%1 (timed out)</source>
            <translation>%1 (tiempo agotado)</translation>
        </message>
        <message>
            <source>%1 stopped answering during the run</source>
            <translation>%1 dejó de responder durante la ejecución</translation>
        </message>
        <message>
            <source>%1 disconnected during the run</source>
            <translation>%1 se desconectó durante la ejecución</translation>
        </message>
        <message>
            <source>%1 returned no results</source>
            <translation>%1 no devolvió resultados</translation>
        </message>
        <message>
            <source>%1 stopped answering: %2</source>
            <translation>%1 dejó de responder: %2</translation>
        </message>
        <message>
            <source>the run stopped there; what the other hosts measured is kept</source>
            <translation>la ejecución se detuvo ahí; lo que midieron los demás hosts se conserva</translation>
        </message>
        <message>
            <source>no answer</source>
            <translation>sin respuesta</translation>
        </message>
        <message>
            <source>names its files by a pattern fio fills in on the server</source>
            <translation>nombra sus archivos con un patrón que fio completa en el servidor</translation>
        </message>
        <message>
            <source>puts its files in a directory that fio names per client on a server</source>
            <translation>pone sus archivos en un directorio que fio nombra por cliente en un servidor</translation>
        </message>
        <message>
            <source>opens every file of a directory on the server</source>
            <translation>abre todos los archivos de un directorio en el servidor</translation>
        </message>
        <message>
            <source>replays I/O to the files a log names</source>
            <translation>reproduce la E/S sobre los archivos que nombra un registro</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>inexistente</translation>
        </message>
        <message>
            <source>a regular file</source>
            <translation>un archivo normal</translation>
        </message>
        <message>
            <source>job %1: %2 is refused for runs on fio servers</source>
            <translation>trabajo %1: %2 se rechaza en ejecuciones en servidores fio</translation>
        </message>
        <message>
            <source>fio's refusal is what guards a mounted device on another host</source>
            <translation>la negativa de fio es lo que protege un dispositivo montado en otro host</translation>
        </message>
        <message>
            <source>job %1 writes on the fio servers with %2, whose files Fioscope cannot check before the run</source>
            <translation>el trabajo %1 escribe en los servidores fio con %2, cuyos archivos Fioscope no puede comprobar antes de la ejecución</translation>
        </message>
        <message>
            <source>use an I/O engine that reads and writes the files the job names</source>
            <translation>use un motor de E/S que lea y escriba los archivos que nombra el trabajo</translation>
        </message>
        <message>
            <source>job %1 writes to %2 on the fio servers, a partition</source>
            <translation>el trabajo %1 escribe en %2 en los servidores fio, una partición</translation>
        </message>
        <message>
            <source>test the whole device (its kernel name, with its %1 token), or a directory on the partition's filesystem</source>
            <translation>pruebe el dispositivo completo (su nombre del kernel, con su token %1) o un directorio en el sistema de archivos de la partición</translation>
        </message>
        <message>
            <source>job %1 writes to %2 on the fio servers: a device written there must be named as the kernel names it</source>
            <translation>el trabajo %1 escribe en %2 en los servidores fio: un dispositivo escrito allí debe nombrarse como lo nombra el kernel</translation>
        </message>
        <message>
            <source>Fioscope cannot resolve links on another host, so a second name could reach a mounted device; use the kernel name, e.g. %1, with the token %2</source>
            <translation>Fioscope no puede resolver enlaces en otro host, así que un segundo nombre podría llegar a un dispositivo montado; use el nombre del kernel, p. ej. %1, con el token %2</translation>
        </message>
        <message>
            <source>job %1 writes on the fio servers and sets %2, which %3: Fioscope cannot check those paths before the run</source>
            <translation>el trabajo %1 escribe en los servidores fio y establece %2, con lo que %3: Fioscope no puede comprobar esas rutas antes de la ejecución</translation>
        </message>
        <message>
            <source>name each file with %1 (a device by its kernel name, with its %2 token)</source>
            <translation>nombre cada archivo con %1 (un dispositivo por su nombre del kernel, con su token %2)</translation>
        </message>
        <message>
            <source>job %1 writes to %2 on %3, which destroys all data on that device</source>
            <translation>el trabajo %1 escribe en %2 en %3, lo que destruye todos los datos de ese dispositivo</translation>
        </message>
        <message>
            <source>to go ahead, confirm with %1</source>
            <translation>para continuar, confirme con %1</translation>
        </message>
        <message>
            <source>the fio server on %1 cannot refuse %2 while it is in use: it is not Fioscope's bundled fio for Linux (build p4 or later), whose probe reply says it claims a device before writing it</source>
            <translation>el servidor fio en %1 no puede rechazar %2 mientras está en uso: no es el fio incluido de Fioscope para Linux (compilación p4 o posterior), cuya respuesta a la sonda indica que reclama un dispositivo antes de escribirlo</translation>
        </message>
        <message>
            <source>run the bundled fio there (%1), or test the device on that host itself with %2</source>
            <translation>ejecute allí el fio incluido (%1), o pruebe el dispositivo en ese mismo host con %2</translation>
        </message>
        <message>
            <source>job %1: %2 holds a '$' after fio resolved it here, which the fio servers would expand again with their own environment</source>
            <translation>trabajo %1: %2 contiene un '$' después de que fio lo resolviera aquí, que los servidores fio expandirían de nuevo con su propio entorno</translation>
        </message>
        <message>
            <source>give the value without '$'</source>
            <translation>indique el valor sin '$'</translation>
        </message>
        <message>
            <source>job %1: %2 on %3 is %4, and fio would open it instead of the job's own file %5</source>
            <translation>trabajo %1: %2 en %3 es %4, y fio lo abriría en lugar del archivo propio del trabajo %5</translation>
        </message>
        <message>
            <source>give the job its file with %1</source>
            <translation>asigne al trabajo su archivo con %1</translation>
        </message>
        <message>
            <source>job %1 writes %2 on %3, which is %4 there</source>
            <translation>el trabajo %1 escribe %2 en %3, que allí es %4</translation>
        </message>
        <message>
            <source>fio would write through it; name a regular file, or a device by its kernel name with its %1 token</source>
            <translation>fio escribiría a través de él; nombre un archivo normal, o un dispositivo por su nombre del kernel con su token %1</translation>
        </message>
        <message>
            <source>job %1 would overwrite %2 on %3, which exists</source>
            <translation>el trabajo %1 sobrescribiría %2 en %3, que existe</translation>
        </message>
        <message>
            <source>to write it anyway, add %1</source>
            <translation>para escribirlo de todos modos, añada %1</translation>
        </message>
        <message>
            <source>failed the job with error %1 (%2)</source>
            <translation>falló el trabajo con el error %1 (%2)</translation>
        </message>
        <message>
            <source>did no I/O (fio refused the job)</source>
            <translation>no hizo E/S (fio rechazó el trabajo)</translation>
        </message>
        <message>
            <source>host %1 dropped out: %2</source>
            <translation>el host %1 abandonó: %2</translation>
        </message>
        <message>
            <source>readahead is Linux only: Windows has no per-disk readahead setting</source>
            <translation>la lectura anticipada es solo de Linux: Windows no tiene un ajuste de lectura anticipada por disco</translation>
        </message>
        <message>
            <source>no block device behind %1: readahead cannot be set</source>
            <translation>no hay un dispositivo de bloques detrás de %1: no se puede ajustar la lectura anticipada</translation>
        </message>
        <message>
            <source>readahead must be %1 KiB</source>
            <translation>la lectura anticipada debe ser %1 KiB</translation>
        </message>
        <message>
            <source>the bundled fio is missing (%1)</source>
            <translation>falta el fio incluido (%1)</translation>
        </message>
        <message>
            <source>reinstall Fioscope</source>
            <translation>reinstale Fioscope</translation>
        </message>
        <message>
            <source>cannot start the elevated runner: %1</source>
            <translation>no se puede iniciar el ejecutor con privilegios elevados: %1</translation>
        </message>
        <message>
            <source>administrator rights were refused at the UAC prompt</source>
            <translation>se rechazaron los derechos de administrador en el aviso de UAC</translation>
        </message>
        <message>
            <source>Windows opens raw disks only for administrators; test a folder on the disk instead, or accept the prompt</source>
            <translation>Windows solo abre discos en bruto para administradores; pruebe en su lugar una carpeta del disco, o acepte el aviso</translation>
        </message>
        <message>
            <source>%1 is Linux only</source>
            <translation>%1 es solo de Linux</translation>
        </message>
        <message>
            <source>on Windows use direct I/O (the default)</source>
            <translation>en Windows use E/S directa (la opción predeterminada)</translation>
        </message>
        <message>
            <source>%1 needs root, and neither %2 nor %3 is available</source>
            <translation>%1 necesita root, y no hay ni %2 ni %3</translation>
        </message>
        <message>
            <source>use direct I/O, or run the operation as root</source>
            <translation>use E/S directa, o ejecute la operación como root</translation>
        </message>
        <message>
            <source>%1 was not allowed: %2</source>
            <translation>%1 no se permitió: %2</translation>
        </message>
        <message>
            <source>%1: no answer to the password prompt in %2 s</source>
            <translation>%1: sin respuesta a la solicitud de contraseña en %2 s</translation>
        </message>
        <message>
            <source>refused</source>
            <translation>rechazado</translation>
        </message>
        <message>
            <source>cannot read the output of %1: expected JSON objects, got %2</source>
            <translation>no se puede leer la salida de %1: se esperaban objetos JSON, se recibió %2</translation>
        </message>
        <message>
            <source>expected the JSON that %1 prints</source>
            <translation>se esperaba el JSON que imprime %1</translation>
        </message>
        <message>
            <source>%1 failed: %2</source>
            <translation>%1 falló: %2</translation>
        </message>
        <message>
            <source>cannot read the output of %1: %2 at line %3 column %4</source>
            <translation>no se puede leer la salida de %1: %2 en la línea %3, columna %4</translation>
        </message>
        <message>
            <source>%1 did not answer within %2 s</source>
            <translation>%1 no respondió en %2 s</translation>
        </message>
        <message>
            <source>Windows storage management may be busy; try again</source>
            <translation>la administración de almacenamiento de Windows puede estar ocupada; inténtelo de nuevo</translation>
        </message>
        <message>
            <source>cannot run PowerShell for %1: %2</source>
            <translation>no se puede ejecutar PowerShell para %1: %2</translation>
        </message>
        <message>
            <source>disk discovery needs Windows PowerShell</source>
            <translation>la detección de discos necesita Windows PowerShell</translation>
        </message>
        <message>
            <source>exit code %1</source>
            <translation>código de salida %1</translation>
        </message>
        <message>
            <source>%1 takes no arguments</source>
            <translation>%1 no admite argumentos</translation>
        </message>
        <message>
            <source>%1 takes a disk name and a size in KiB</source>
            <translation>%1 admite un nombre de disco y un tamaño en KiB</translation>
        </message>
        <message>
            <source>%1 takes one %2 path</source>
            <translation>%1 admite una ruta %2</translation>
        </message>
        <message>
            <source>%1 takes a %2 path and a user id</source>
            <translation>%1 admite una ruta %2 y un id de usuario</translation>
        </message>
        <message>
            <source>%1: %2 is not %3 (ASCII digits, 0 to %4)</source>
            <translation>%1: %2 no es %3 (dígitos ASCII, de 0 a %4)</translation>
        </message>
        <message>
            <source>%1: %2 is not a %3 path (a device node directly in %4)</source>
            <translation>%1: %2 no es una ruta %3 (un nodo de dispositivo directamente en %4)</translation>
        </message>
        <message>
            <source>unknown privileged operation %1</source>
            <translation>operación privilegiada desconocida %1</translation>
        </message>
        <message>
            <source>a size in KiB</source>
            <translation>un tamaño en KiB</translation>
        </message>
        <message>
            <source>%1 is a symbolic link</source>
            <translation>%1 es un enlace simbólico</translation>
        </message>
        <message>
            <source>give the device node itself (e.g. %1)</source>
            <translation>indique el propio nodo de dispositivo (p. ej. %1)</translation>
        </message>
        <message>
            <source>%1 is not a block device</source>
            <translation>%1 no es un dispositivo de bloques</translation>
        </message>
        <message>
            <source>%1 is not a device node directly in %2</source>
            <translation>%1 no es un nodo de dispositivo directamente en %2</translation>
        </message>
        <message>
            <source>%1 is not the kernel's block device %2</source>
            <translation>%1 no es el dispositivo de bloques %2 del kernel</translation>
        </message>
        <message>
            <source>give the device node as the kernel names it (see %1)</source>
            <translation>indique el nodo de dispositivo como lo nombra el kernel (vea %1)</translation>
        </message>
        <message>
            <source>refusing to let a user read %1: %2, and its raw blocks would show every file on it</source>
            <translation>no se permite a un usuario leer %1: %2, y sus bloques en bruto mostrarían todos los archivos que contiene</translation>
        </message>
        <message>
            <source>test a directory on it, or run the raw read as root</source>
            <translation>pruebe un directorio en él, o ejecute la lectura en bruto como root</translation>
        </message>
        <message>
            <source>%1 changed while it was checked</source>
            <translation>%1 cambió mientras se comprobaba</translation>
        </message>
        <message>
            <source>%1: %2 is not a disk name</source>
            <translation>%1: %2 no es un nombre de disco</translation>
        </message>
        <message>
            <source>%1 is not a disk with a readahead setting</source>
            <translation>%1 no es un disco con ajuste de lectura anticipada</translation>
        </message>
        <message>
            <source>a user id</source>
            <translation>un id de usuario</translation>
        </message>
        <message>
            <source>%1 does not exist</source>
            <translation>%1 no existe</translation>
        </message>
        <message>
            <source>refusing to open %1 for a user: %2</source>
            <translation>se rechaza abrir %1 para un usuario: %2</translation>
        </message>
        <message>
            <source>%1 is handed to user %2 now</source>
            <translation>%1 está ahora cedido al usuario %2</translation>
        </message>
        <message>
            <source>it is given back when that run ends; root can give it back now with %1</source>
            <translation>se devuelve cuando termine esa ejecución; root puede devolverlo ahora con %1</translation>
        </message>
        <message>
            <source>cannot open %1: %2</source>
            <translation>no se puede abrir %1: %2</translation>
        </message>
        <message>
            <source>reference (%1)</source>
            <translation>referencia (%1)</translation>
        </message>
        <message>
            <source>This run</source>
            <translation>Esta ejecución</translation>
        </message>
        <message>
            <source>As the reference</source>
            <translation>Como la referencia</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
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
            <translation>SNIA PTS %1 como lo ejecutan las implementaciones abiertas</translation>
        </message>
        <message>
            <source>SNIA PTS %1 after the open implementations: not conformant because %2</source>
            <translation>SNIA PTS %1 según las implementaciones abiertas: no conforme porque %2</translation>
        </message>
        <message>
            <source>%1 firmware %2</source>
            <translation>%1 firmware %2</translation>
        </message>
        <message>
            <source>RND 4K writes, %1 x QD%2; rounds of %3 x %4 s; %5</source>
            <translation>escrituras RND 4K, %1 x QD%2; rondas de %3 x %4 s; %5</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Destino</translation>
        </message>
        <message>
            <source>a raw device</source>
            <translation>un dispositivo en bruto</translation>
        </message>
        <message>
            <source>Purge</source>
            <translation>Purga</translation>
        </message>
        <message>
            <source>secure erase, sanitize or format before each test (a discard: not conformant)</source>
            <translation>borrado seguro, sanitize o formateo antes de cada prueba (un discard: no conforme)</translation>
        </message>
        <message>
            <source>Write cache</source>
            <translation>Caché de escritura</translation>
        </message>
        <message>
            <source>PTS-E disabled, PTS-C enabled: reported</source>
            <translation>PTS-E desactivada, PTS-C activada: se indica</translation>
        </message>
        <message>
            <source>as the drive was (Fioscope does not set it)</source>
            <translation>como estaba la unidad (Fioscope no la cambia)</translation>
        </message>
        <message>
            <source>Steady-state window</source>
            <translation>Ventana de estado estacionario</translation>
        </message>
        <message>
            <source>last 5 rounds, at most 25</source>
            <translation>últimas 5 rondas, como máximo 25</translation>
        </message>
        <message>
            <source>last %1 rounds, at most %2</source>
            <translation>últimas %1 rondas, como máximo %2</translation>
        </message>
        <message>
            <source>a test file, not a raw device</source>
            <translation>un archivo de prueba, no un dispositivo en bruto</translation>
        </message>
        <message>
            <source>a discard, not a secure erase</source>
            <translation>un discard, no un borrado seguro</translation>
        </message>
        <message>
            <source>no purge</source>
            <translation>sin purga</translation>
        </message>
        <message>
            <source>reduced durations (quick look)</source>
            <translation>duraciones reducidas (vistazo rápido)</translation>
        </message>
        <message>
            <source>HIR's preconditioning did not reach steady state</source>
            <translation>el preacondicionamiento de HIR no alcanzó el estado estacionario</translation>
        </message>
        <message>
            <source>firmware %1</source>
            <translation>firmware %1</translation>
        </message>
        <message>
            <source>Device</source>
            <translation>Dispositivo</translation>
        </message>
        <message>
            <source>Span (active range)</source>
            <translation>Rango (rango activo)</translation>
        </message>
        <message>
            <source>as the drive was (not set by Fioscope)</source>
            <translation>como estaba la unidad (Fioscope no la cambia)</translation>
        </message>
        <message>
            <source>steady in rounds %1-%2</source>
            <translation>estacionario en las rondas %1-%2</translation>
        </message>
        <message>
            <source>not steady</source>
            <translation>no estacionario</translation>
        </message>
        <message>
            <source>%1; the window from round %2 (%3)</source>
            <translation>%1; la ventana desde la ronda %2 (%3)</translation>
        </message>
        <message>
            <source>The setup; then each point against the two open fio implementations of the PTS (CH: CloudHarmony's block-storage; YF: SSS-PTS-TEST, its PTS 2.0 extension; XSR and DIRTH are YF's alone). Fioscope is not a certified PTS test platform.</source>
            <translation>La configuración; luego cada punto frente a las dos implementaciones abiertas de fio del PTS (CH: block-storage de CloudHarmony; YF: SSS-PTS-TEST, su extensión a PTS 2.0; XSR y DIRTH solo los tiene YF). Fioscope no es una plataforma de prueba PTS certificada.</translation>
        </message>
        <message>
            <source>Conformance: %1</source>
            <translation>Conformidad: %1</translation>
        </message>
        <message>
            <source>a test file</source>
            <translation>un archivo de prueba</translation>
        </message>
        <message>
            <source>a discard before each test</source>
            <translation>un discard antes de cada prueba</translation>
        </message>
        <message>
            <source>HIR preconditioning round</source>
            <translation>Ronda de preacondicionamiento de HIR</translation>
        </message>
        <message>
            <source>30 x 60 s, the round's figure its last 60 s</source>
            <translation>30 x 60 s; la cifra de la ronda, sus últimos 60 s</translation>
        </message>
        <message>
            <source>%1 x %2 s, its figure the last cell</source>
            <translation>%1 x %2 s; su cifra, la última celda</translation>
        </message>
        <message>
            <source>HIR load</source>
            <translation>Carga de HIR</translation>
        </message>
        <message>
            <source>threads x QD as chosen: reported</source>
            <translation>hilos x QD a elección: se indica</translation>
        </message>
        <message>
            <source>%1 x QD%2</source>
            <translation>%1 x QD%2</translation>
        </message>
        <message>
            <source>HIR wait states</source>
            <translation>Estados de espera de HIR</translation>
        </message>
        <message>
            <source>5 s bursts; 5, 10, 15, 25, 50 s idle; 360 bursts each; 360 x 5 s to baseline</source>
            <translation>ráfagas de 5 s; 5, 10, 15, 25, 50 s en reposo; 360 ráfagas cada uno; 360 x 5 s hasta la línea base</translation>
        </message>
        <message>
            <source>%1 s bursts; %2 s idle; %3 bursts each; %4 x %5 s to baseline</source>
            <translation>ráfagas de %1 s; %2 s en reposo; %3 ráfagas cada uno; %4 x %5 s hasta la línea base</translation>
        </message>
        <message>
            <source>XSR access groups</source>
            <translation>Grupos de acceso de XSR</translation>
        </message>
        <message>
            <source>SEQ 1M 8 h; RND 8K 6 h; SEQ 1M 8 h (YF)</source>
            <translation>SEQ 1M 8 h; RND 8K 6 h; SEQ 1M 8 h (YF)</translation>
        </message>
        <message>
            <source>XSR load and sample</source>
            <translation>Carga y muestreo de XSR</translation>
        </message>
        <message>
            <source>1 thread x QD32; every 60 s (YF)</source>
            <translation>1 hilo x QD32; cada 60 s (YF)</translation>
        </message>
        <message>
            <source>%1 x QD%2; every %3 s</source>
            <translation>%1 x QD%2; cada %3 s</translation>
        </message>
        <message>
            <source>DIRTH access</source>
            <translation>Acceso de DIRTH</translation>
        </message>
        <message>
            <source>RND, block size and read share chosen (default 8K, 65 % reads) (YF)</source>
            <translation>RND, tamaño de bloque y proporción de lecturas a elección (por defecto 8K, 65 % lecturas) (YF)</translation>
        </message>
        <message>
            <source>RND %1 at %2 % reads</source>
            <translation>RND %1 con %2 % de lecturas</translation>
        </message>
        <message>
            <source>DIRTH preconditioning</source>
            <translation>Preacondicionamiento de DIRTH</translation>
        </message>
        <message>
            <source>RND writes at 32 x QD32 in rounds of 30 x 60 s (YF)</source>
            <translation>escrituras RND a 32 x QD32 en rondas de 30 x 60 s (YF)</translation>
        </message>
        <message>
            <source>RND writes at %1 x QD%2 in rounds of %3 x %4 s</source>
            <translation>escrituras RND a %1 x QD%2 en rondas de %3 x %4 s</translation>
        </message>
        <message>
            <source>DIRTH grid round</source>
            <translation>Ronda de la cuadrícula de DIRTH</translation>
        </message>
        <message>
            <source>5 min pre-write, then threads and QD 32, 16, 8, 6, 4, 2, 1 at 60 s (YF)</source>
            <translation>5 min de preescritura; luego hilos y QD 32, 16, 8, 6, 4, 2, 1 de 60 s (YF)</translation>
        </message>
        <message>
            <source>%1 pre-write, then threads %2 x QD %3 at %4 s</source>
            <translation>%1 de preescritura; luego hilos %2 x QD %3 de %4 s</translation>
        </message>
        <message>
            <source>DIRTH histogram points</source>
            <translation>Puntos del histograma de DIRTH</translation>
        </message>
        <message>
            <source>60 min pre-write, then 10 min; 1 ms bins; MaxIOPS under 5 ms (YF)</source>
            <translation>60 min de preescritura, luego 10 min; intervalos de 1 ms; MaxIOPS por debajo de 5 ms (YF)</translation>
        </message>
        <message>
            <source>%1 pre-write, then %2; 1 ms bins; MaxIOPS under %3 ms</source>
            <translation>%1 de preescritura, luego %2; intervalos de 1 ms; MaxIOPS por debajo de %3 ms</translation>
        </message>
        <message>
            <source>Time limit</source>
            <translation>Límite de tiempo</translation>
        </message>
        <message>
            <source>settings differ from the references' (the table says which)</source>
            <translation>los ajustes difieren de los de las referencias (la tabla dice cuáles)</translation>
        </message>
        <message>
            <source>%1 stopped: %2</source>
            <translation>%1 detenida: %2</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 de %2</translation>
        </message>
        <message>
            <source>a discard (BLKDISCARD) before each test</source>
            <translation>un discard (BLKDISCARD) antes de cada prueba</translation>
        </message>
        <message>
            <source>%1 x QD%2; no preconditioning; cells of %3 s</source>
            <translation>%1 x QD%2; sin preacondicionamiento; celdas de %3 s</translation>
        </message>
        <message>
            <source>RND %1 at %2 % reads; preconditioning %3 x QD%4; grid %5 x %6</source>
            <translation>RND %1 con %2 % de lecturas; preacondicionamiento %3 x QD%4; cuadrícula %5 x %6</translation>
        </message>
        <message>
            <source>baseline</source>
            <translation>línea base</translation>
        </message>
        <message>
            <source>4 KiB random writes in bursts of %1 s, each followed by the wait state's host idle; IOPS are fio's per burst; 'of steady state' is against the preconditioning's window past the write cache (the floor).</source>
            <translation>Escrituras aleatorias de 4 KiB en ráfagas de %1 s, cada una seguida del reposo del host del estado de espera; las IOPS son las de fio por ráfaga; «del estado estacionario» es frente a la ventana del preacondicionamiento pasada la caché de escritura (el suelo).</translation>
        </message>
        <message>
            <source>reads</source>
            <translation>lecturas</translation>
        </message>
        <message>
            <source>writes</source>
            <translation>escrituras</translation>
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
            <translation>ronda</translation>
        </message>
        <message>
            <source>wait %1 s</source>
            <translation>espera %1 s</translation>
        </message>
        <message>
            <source>Host idle recovery (HIR)</source>
            <translation>Recuperación en reposo del host (HIR)</translation>
        </message>
        <message>
            <source>The recovery time (YF's): from the start of group 3 until its throughput first reaches group 1's mean, to the start of the first cell that does (one cell's resolution).</source>
            <translation>El tiempo de recuperación (el de YF): desde el inicio del grupo 3 hasta que su rendimiento alcanza por primera vez la media del grupo 1, hasta el inicio de la primera celda que lo hace (resolución de una celda).</translation>
        </message>
        <message>
            <source>Load %1 thread(s) x QD%2; response times are fio's total latency (submission to completion) of the cell's writes. Fioscope's settle time: from the first cell after which every cell is within %3 % of the segment's final level (the mean of its last three cells).</source>
            <translation>Carga %1 hilo(s) x QD%2; los tiempos de respuesta son la latencia total de fio (del envío a la finalización) de las escrituras de la celda. El tiempo de estabilización de Fioscope: desde la primera celda tras la cual cada celda está dentro del %3 % del nivel final del segmento (la media de sus tres últimas celdas).</translation>
        </message>
        <message>
            <source>Cross-stimulus recovery (XSR)</source>
            <translation>Recuperación entre estímulos (XSR)</translation>
        </message>
        <message>
            <source>RND %1 at %2 % reads; threads %3 x queue depths %4; MaxIOPS among the points under %5 ms of mean response time; histograms count fio's completion latency of every I/O in 1 ms bins, reads and writes apart; figures are fio's.</source>
            <translation>RND %1 con %2 % de lecturas; hilos %3 x profundidades de cola %4; MaxIOPS entre los puntos por debajo de %5 ms de tiempo de respuesta medio; los histogramas cuentan la latencia de finalización de fio de cada E/S en intervalos de 1 ms, lecturas y escrituras aparte; las cifras son de fio.</translation>
        </message>
        <message>
            <source>Demand intensity / response time histogram (DIRTH)</source>
            <translation>Intensidad de demanda / histograma de tiempos de respuesta (DIRTH)</translation>
        </message>
        <message>
            <source>DIRTH: response-time histogram, %1 IOPS point (%2), maximum %3 ms</source>
            <translation>DIRTH: histograma de tiempos de respuesta, punto de IOPS %1 (%2), máximo %3 ms</translation>
        </message>
        <message>
            <source>response time (ms, fio's completion latency)</source>
            <translation>tiempo de respuesta (ms, latencia de finalización de fio)</translation>
        </message>
        <message>
            <source>per round</source>
            <translation>por ronda</translation>
        </message>
        <message>
            <source>HIR: IOPS v time, all wait states</source>
            <translation>HIR: IOPS frente al tiempo, todos los estados de espera</translation>
        </message>
        <message>
            <source>minutes since the first wait state</source>
            <translation>minutos desde el primer estado de espera</translation>
        </message>
        <message>
            <source>XSR: throughput v time</source>
            <translation>XSR: rendimiento frente al tiempo</translation>
        </message>
        <message>
            <source>minutes since the first segment</source>
            <translation>minutos desde el primer segmento</translation>
        </message>
        <message>
            <source>%1 (knee)</source>
            <translation>%1 (codo)</translation>
        </message>
        <message>
            <source>DIRTH: demand intensity (mean response time v IOPS)</source>
            <translation>DIRTH: intensidad de demanda (tiempo de respuesta medio frente a IOPS)</translation>
        </message>
        <message>
            <source>mean response time (µs)</source>
            <translation>tiempo de respuesta medio (µs)</translation>
        </message>
        <message>
            <source>DIRTH: demand variation (IOPS v queue depth)</source>
            <translation>DIRTH: variación de demanda (IOPS frente a profundidad de cola)</translation>
        </message>
        <message>
            <source>queue depth (outstanding I/Os per thread)</source>
            <translation>profundidad de cola (E/S pendientes por hilo)</translation>
        </message>
        <message>
            <source>DIRTH: IOPS and MB/s v total outstanding I/O</source>
            <translation>DIRTH: IOPS y MB/s frente al total de E/S pendientes</translation>
        </message>
        <message>
            <source>total outstanding I/O (threads x QD)</source>
            <translation>total de E/S pendientes (hilos x QD)</translation>
        </message>
        <message>
            <source>DIRTH: preconditioning (RND writes), IOPS per round at the heaviest point</source>
            <translation>DIRTH: preacondicionamiento (escrituras RND), IOPS por ronda en el punto más pesado</translation>
        </message>
        <message>
            <source>DIRTH: grid rounds, IOPS per round at the heaviest point</source>
            <translation>DIRTH: rondas de la cuadrícula, IOPS por ronda en el punto más pesado</translation>
        </message>
        <message>
            <source>window mean</source>
            <translation>media de la ventana</translation>
        </message>
        <message>
            <source>steady state</source>
            <translation>estado estacionario</translation>
        </message>
        <message>
            <source>HIR: mean IOPS per wait state</source>
            <translation>HIR: IOPS medias por estado de espera</translation>
        </message>
        <message>
            <source>Wait state (idle)</source>
            <translation>Estado de espera (reposo)</translation>
        </message>
        <message>
            <source>bursts</source>
            <translation>ráfagas</translation>
        </message>
        <message>
            <source>mean IOPS</source>
            <translation>IOPS medias</translation>
        </message>
        <message>
            <source>of steady state</source>
            <translation>del estado estacionario</translation>
        </message>
        <message>
            <source>baseline after</source>
            <translation>línea base después</translation>
        </message>
        <message>
            <source>XSR: mean and maximum response time v time</source>
            <translation>XSR: tiempo de respuesta medio y máximo frente al tiempo</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>Grupo</translation>
        </message>
        <message>
            <source>stimulus</source>
            <translation>estímulo</translation>
        </message>
        <message>
            <source>cells</source>
            <translation>celdas</translation>
        </message>
        <message>
            <source>first MB/s</source>
            <translation>MB/s al inicio</translation>
        </message>
        <message>
            <source>end MB/s</source>
            <translation>MB/s al final</translation>
        </message>
        <message>
            <source>peak ART µs</source>
            <translation>pico ART µs</translation>
        </message>
        <message>
            <source>peak MRT µs</source>
            <translation>pico MRT µs</translation>
        </message>
        <message>
            <source>recovery time (YF)</source>
            <translation>tiempo de recuperación (YF)</translation>
        </message>
        <message>
            <source>settle time</source>
            <translation>tiempo de estabilización</translation>
        </message>
        <message>
            <source>knee %1</source>
            <translation>codo %1</translation>
        </message>
        <message>
            <source>DIRTH: fio's CPU use over the grid (user + system, % of one CPU)</source>
            <translation>DIRTH: uso de CPU de fio en la cuadrícula (usuario + sistema, % de una CPU)</translation>
        </message>
        <message>
            <source>% of one CPU</source>
            <translation>% de una CPU</translation>
        </message>
        <message>
            <source>DIRTH: the pre-writes before the histogram points (RND writes)</source>
            <translation>DIRTH: las preescrituras antes de los puntos del histograma (escrituras RND)</translation>
        </message>
        <message>
            <source>Point</source>
            <translation>Punto</translation>
        </message>
        <message>
            <source>outstanding I/Os</source>
            <translation>E/S pendientes</translation>
        </message>
        <message>
            <source>mean µs</source>
            <translation>media µs</translation>
        </message>
        <message>
            <source>p99 µs</source>
            <translation>p99 µs</translation>
        </message>
        <message>
            <source>max µs</source>
            <translation>máx. µs</translation>
        </message>
        <message>
            <source>HIR: preconditioning IOPS per round and the steady-state window</source>
            <translation>HIR: IOPS del preacondicionamiento por ronda y la ventana de estado estacionario</translation>
        </message>
        <message>
            <source>mean response time (ART)</source>
            <translation>tiempo de respuesta medio (ART)</translation>
        </message>
        <message>
            <source>maximum response time (MRT)</source>
            <translation>tiempo de respuesta máximo (MRT)</translation>
        </message>
        <message>
            <source>  %1 point, %2: 99 % %3 µs, 99.9 % %4 µs, 99.99 % %5 µs, max %6 µs</source>
            <translation>  punto %1, %2: 99 % %3 µs, 99,9 % %4 µs, 99,99 % %5 µs, máx. %6 µs</translation>
        </message>
        <message>
            <source>mean IOPS of the bursts</source>
            <translation>IOPS medias de las ráfagas</translation>
        </message>
        <message>
            <source>write IOPS</source>
            <translation>IOPS de escritura</translation>
        </message>
        <message>
            <source>max</source>
            <translation>máx</translation>
        </message>
        <message>
            <source>mid</source>
            <translation>medio</translation>
        </message>
        <message>
            <source>min</source>
            <translation>mín</translation>
        </message>
        <message>
            <source>SEQ %1 writes</source>
            <translation>escrituras SEQ %1</translation>
        </message>
        <message>
            <source>RND %1 writes</source>
            <translation>escrituras RND %1</translation>
        </message>
        <message>
            <source>the span was written once in round %1; rounds shorter than the references' 30 min</source>
            <translation>el rango se escribió una vez en la ronda %1; rondas más cortas que los 30 min de las referencias</translation>
        </message>
        <message>
            <source>the span is not yet written once; rounds shorter than the references' 30 min</source>
            <translation>el rango aún no se ha escrito una vez; rondas más cortas que los 30 min de las referencias</translation>
        </message>
        <message>
            <source>the run's time limit was reached</source>
            <translation>se alcanzó el límite de tiempo de la ejecución</translation>
        </message>
        <message>
            <source>no point had a mean response time under %1 ms: MaxIOPS is the one with the least</source>
            <translation>ningún punto tuvo un tiempo de respuesta medio por debajo de %1 ms: MaxIOPS es el de menor tiempo</translation>
        </message>
        <message>
            <source>%1 of %2 rounds: too few for a window</source>
            <translation>%1 de %2 rondas: muy pocas para una ventana</translation>
        </message>
        <message>
            <source>the window starts at round %1 (%2): %3 of %4 rounds</source>
            <translation>la ventana empieza en la ronda %1 (%2): %3 de %4 rondas</translation>
        </message>
        <message>
            <source>no rounds</source>
            <translation>ninguna ronda</translation>
        </message>
        <message>
            <source>steady (%1)</source>
            <translation>estacionario (%1)</translation>
        </message>
        <message>
            <source>not steady (%1)</source>
            <translation>no estacionario (%1)</translation>
        </message>
        <message>
            <source>not reached</source>
            <translation>no alcanzado</translation>
        </message>
        <message>
            <source>%1 min (%2 s)</source>
            <translation>%1 min (%2 s)</translation>
        </message>
        <message>
            <source>DIRTH preconditioning (RND writes, T%1 Q%2): %3</source>
            <translation>Preacondicionamiento de DIRTH (escrituras RND, T%1 Q%2): %3</translation>
        </message>
        <message>
            <source>DIRTH grid rounds (tracked at T%1 Q%2): %3</source>
            <translation>Rondas de la cuadrícula de DIRTH (seguidas en T%1 Q%2): %3</translation>
        </message>
        <message>
            <source>HIR preconditioning: steady at %1 IOPS (%2)</source>
            <translation>Preacondicionamiento de HIR: estacionario a %1 IOPS (%2)</translation>
        </message>
        <message>
            <source>HIR preconditioning: not steady (%1)</source>
            <translation>Preacondicionamiento de HIR: no estacionario (%1)</translation>
        </message>
        <message>
            <source>HIR stopped: %1</source>
            <translation>HIR detenida: %1</translation>
        </message>
        <message>
            <source>XSR recovery time (YF: group 3 back at group 1's mean, %1 MB/s): %2</source>
            <translation>Tiempo de recuperación de XSR (YF: el grupo 3 de vuelta a la media del grupo 1, %1 MB/s): %2</translation>
        </message>
        <message>
            <source>XSR stopped: %1</source>
            <translation>XSR detenida: %1</translation>
        </message>
        <message>
            <source>DIRTH: %1</source>
            <translation>DIRTH: %1</translation>
        </message>
        <message>
            <source>DIRTH knee (Fioscope's): T%1 Q%2, %3 IOPS at %4 µs mean (most IOPS per µs of response time)</source>
            <translation>Codo de DIRTH (el de Fioscope): T%1 Q%2, %3 IOPS con %4 µs de media (más IOPS por µs de tiempo de respuesta)</translation>
        </message>
        <message>
            <source>DIRTH %1 IOPS point T%2 Q%3: %4 IOPS, mean %5 µs over %6 s</source>
            <translation>DIRTH punto de IOPS %1 T%2 Q%3: %4 IOPS, media %5 µs durante %6 s</translation>
        </message>
        <message>
            <source>DIRTH stopped: %1</source>
            <translation>DIRTH detenida: %1</translation>
        </message>
        <message>
            <source>rounds %1-%2: %3</source>
            <translation>rondas %1-%2: %3</translation>
        </message>
        <message>
            <source>HIR wait %1 s: %2 bursts, mean %3 IOPS (%4 % of steady state); baseline after it %5 IOPS</source>
            <translation>HIR espera %1 s: %2 ráfagas, media %3 IOPS (%4 % del estado estacionario); línea base después %5 IOPS</translation>
        </message>
        <message>
            <source>XSR segment %1 (%2): %3 MB/s at first, %4 MB/s at the end; peak mean response time %5 µs, peak maximum %6 µs; Fioscope's settle time %7 s (within %8 % of the last three cells' mean from then on)</source>
            <translation>Segmento %1 de XSR (%2): %3 MB/s al inicio, %4 MB/s al final; pico del tiempo de respuesta medio %5 µs, pico del máximo %6 µs; tiempo de estabilización de Fioscope %7 s (desde entonces dentro del %8 % de la media de las tres últimas celdas)</translation>
        </message>
        <message>
            <source>XSR segment %1 (%2): %3 MB/s at first, %4 MB/s at the end; Fioscope's settle time %5 s (within %6 % of the last three cells' mean from then on)</source>
            <translation>Segmento %1 de XSR (%2): %3 MB/s al inicio, %4 MB/s al final; tiempo de estabilización de Fioscope %5 s (desde entonces dentro del %6 % de la media de las tres últimas celdas)</translation>
        </message>
        <message>
            <source>HIR wait %1 s: %2 bursts, mean %3 IOPS (%4 % of steady state)</source>
            <translation>HIR espera %1 s: %2 ráfagas, media %3 IOPS (%4 % del estado estacionario)</translation>
        </message>
        <message>
            <source>range %1 is more than %2% of the window's average %3 (at most %4)</source>
            <translation>el rango %1 supera el %2% de la media de la ventana %3 (como máximo %4)</translation>
        </message>
        <message>
            <source>slope x %1 = %2 is more than %3% of the window's average %4 (at most %5)</source>
            <translation>la pendiente x %1 = %2 supera el %3% de la media de la ventana %4 (como máximo %5)</translation>
        </message>
        <message>
            <source>HIR wait %1 s: %2 bursts, mean %3 IOPS; baseline after it %4 IOPS</source>
            <translation>HIR espera %1 s: %2 ráfagas, media %3 IOPS; línea base después %4 IOPS</translation>
        </message>
        <message>
            <source>HIR wait %1 s: %2 bursts, mean %3 IOPS</source>
            <translation>HIR espera %1 s: %2 ráfagas, media %3 IOPS</translation>
        </message>
        <message>
            <source>idle %1 s for the cache to recover, then pass %2</source>
            <translation>inactivo %1 s para que la caché se recupere; luego pasada %2</translation>
        </message>
        <message>
            <source>dirth: %1</source>
            <translation>DIRTH: %1</translation>
        </message>
        <message>
            <source>%1: T%2 Q%3 for %4 s</source>
            <translation>%1: T%2 Q%3 durante %4 s</translation>
        </message>
        <message>
            <source>%1: T%2 Q%3 RND writes for %4 s</source>
            <translation>%1: escrituras RND T%2 Q%3 durante %4 s</translation>
        </message>
        <message>
            <source>%1: %2 IOPS; %3</source>
            <translation>%1: %2 IOPS; %3</translation>
        </message>
        <message>
            <source>hir: not steady after %1 rounds; the wait states start from there, and no '% of steady state' is given</source>
            <translation>HIR: no estable tras %1 rondas; las esperas empiezan desde ahí y no se da ningún «% del estado estable»</translation>
        </message>
        <message>
            <source>%1: %2 bursts of %3 s, each followed by %4 s idle</source>
            <translation>%1: %2 ráfagas de %3 s, cada una seguida de %4 s inactivo</translation>
        </message>
        <message>
            <source>%1: %2, %3 achieved; mean %4 µs, p99 %5 µs, p99.9 %6 µs</source>
            <translation>%1: %2, %3 logradas; media %4 µs, p99 %5 µs, p99.9 %6 µs</translation>
        </message>
        <message>
            <source>unthrottled</source>
            <translation>sin límite</translation>
        </message>
        <message>
            <source>%1 IOPS offered</source>
            <translation>%1 IOPS ofrecidas</translation>
        </message>
        <message>
            <source>maximum %1 IOPS unthrottled; stepping %2 of it</source>
            <translation>máximo %1 IOPS sin límite; escalones al %2 de ello</translation>
        </message>
        <message>
            <source>%1: %2; %3</source>
            <translation>%1: %2; %3</translation>
        </message>
        <message>
            <source>the run's time limit was reached: it ends here</source>
            <translation>se alcanzó el tiempo límite de la ejecución: termina aquí</translation>
        </message>
        <message>
            <source>%1: %2 cells of %3 s</source>
            <translation>%1: %2 celdas de %3 s</translation>
        </message>
    </context>
    <context>
        <name>glossary</name>
        <message>
            <source>queue depth (Q, QD, fio iodepth): how many I/Os each thread keeps in flight at once; Q1 waits for each I/O before the next, Q32 keeps 32 going</source>
            <translation>profundidad de cola (Q, QD, fio iodepth): cuántas E/S mantiene en curso a la vez cada hilo; Q1 espera cada E/S antes de la siguiente, Q32 mantiene 32 en marcha</translation>
        </message>
        <message>
            <source>threads (T, fio numjobs): how many jobs issue I/O side by side, each with its own queue; T4 at Q32 keeps up to 128 I/Os in flight. fio runs them as processes unless 'jobs as threads' is on</source>
            <translation>hilos (T, fio numjobs): cuántos trabajos emiten E/S en paralelo, cada uno con su propia cola; T4 con Q32 mantiene hasta 128 E/S en curso. fio los ejecuta como procesos salvo que «trabajos como hilos» esté activado</translation>
        </message>
        <message>
            <source>ramp (fio ss_ramp): seconds run before the steady-state check starts watching, so the start-up burst (caches filling, the drive waking) is not judged</source>
            <translation>rampa (fio ss_ramp): segundos de ejecución antes de que la comprobación de estado estacionario empiece a observar, para no juzgar la ráfaga inicial (cachés llenándose, la unidad despertando)</translation>
        </message>
        <message>
            <source>window (fio ss_dur): the seconds over which the figure must hold within the limit; the job stops as soon as it does</source>
            <translation>ventana (fio ss_dur): los segundos durante los que la cifra debe mantenerse dentro del límite; el trabajo se detiene en cuanto lo hace</translation>
        </message>
        <message>
            <source>limit (fio steadystate=mode:limit): iops and bw stop once every figure in the window is within the limit of the window's mean (10% or an absolute value); iops_slope and bw_slope once the slope of the least-squares line through them falls below it</source>
            <translation>límite (fio steadystate=mode:limit): iops y bw se detienen cuando todas las cifras de la ventana están dentro del límite respecto a la media de la ventana (10% o un valor absoluto); iops_slope y bw_slope cuando la pendiente de la recta de mínimos cuadrados que pasa por ellas cae por debajo</translation>
        </message>
        <message>
            <source>steady state (SNIA PTS): a test is repeated in rounds until its tracked figure stops changing: over the measurement window of five rounds the spread stays within 20 % of their average and the fitted line's rise stays within 10 %</source>
            <translation>estado estacionario (SNIA PTS): una prueba se repite por rondas hasta que su cifra observada deja de cambiar: en la ventana de medición de cinco rondas, la dispersión queda dentro del 20 % de su media y la subida de la recta ajustada dentro del 10 %</translation>
        </message>
        <message>
            <source>measurement window: the last five rounds, which the steady-state verdict is taken over</source>
            <translation>ventana de medición: las últimas cinco rondas, sobre las que se da el veredicto de estado estacionario</translation>
        </message>
        <message>
            <source>excursion (data excursion): the window's highest minus its lowest figure; steady needs it within 20 % of the window's average</source>
            <translation>excursión (data excursion): la cifra más alta menos la más baja de la ventana; el estado estacionario la exige dentro del 20 % de la media de la ventana</translation>
        </message>
        <message>
            <source>slope: of the least-squares line through the window's figures; slope × (window − 1) is how much the line rises or falls across the window, and steady needs it within 10 % of the average</source>
            <translation>pendiente: de la recta de mínimos cuadrados que pasa por las cifras de la ventana; pendiente × (ventana − 1) es cuánto sube o baja la recta a lo largo de la ventana, y el estado estacionario lo exige dentro del 10 % de la media</translation>
        </message>
        <message>
            <source>mixed: reads and writes at once, each I/O a read or a write drawn in the share given (fio rw=randrw or rw, rwmixread); the Read cell shows the reads' part, the Write cell the writes'</source>
            <translation>mixta: lecturas y escrituras a la vez, cada E/S una lectura o una escritura según la proporción dada (fio rw=randrw o rw, rwmixread); la celda Lectura muestra la parte de las lecturas, la celda Escritura la de las escrituras</translation>
        </message>
        <message>
            <source>%1 bytes</source>
            <translation>%1 bytes</translation>
        </message>
        <message>
            <source>; R%1W%2: %3 (%1 % reads, %2 % writes)</source>
            <translation>; R%1W%2: %3 (%1 % lecturas, %2 % escrituras)</translation>
        </message>
        <message>
            <source>sequential I/O in %1 blocks; </source>
            <translation>E/S secuencial en bloques de %1; </translation>
        </message>
        <message>
            <source>random I/O in %1 blocks; </source>
            <translation>E/S aleatoria en bloques de %1; </translation>
        </message>
        <message>
            <source>Q%1: queue depth %1 (I/Os each thread keeps in flight); </source>
            <translation>Q%1: profundidad de cola %1 (E/S en curso por hilo); </translation>
        </message>
        <message numerus="yes">
            <source>T%1: %n thread(s) (fio numjobs)</source>
            <translation>
                <numerusform>T%1: %n hilo (fio numjobs)</numerusform>
                <numerusform>T%1: %n hilos (fio numjobs)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>QD%1 × %2: queue depth %1 on each of %n thread(s)</source>
            <translation>
                <numerusform>QD%1 × %2: profundidad de cola %1 en %n hilo</numerusform>
                <numerusform>QD%1 × %2: profundidad de cola %1 en cada uno de los %n hilos</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>graphs</name>
        <message>
            <source>lat.</source>
            <translation>lat.</translation>
        </message>
        <message>
            <source>time</source>
            <translation>tiempo</translation>
        </message>
        <message>
            <source>+%1 more in the list</source>
            <translation>+%1 más en la lista</translation>
        </message>
        <message>
            <source>Curves</source>
            <translation>Curvas</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Todas</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Ninguna</translation>
        </message>
        <message>
            <source>show every thread curve (the total stays)</source>
            <translation>muestra todas las curvas de hilos (el total se queda)</translation>
        </message>
        <message>
            <source>hide every thread curve (the total stays)</source>
            <translation>oculta todas las curvas de hilos (el total se queda)</translation>
        </message>
        <message>
            <source>%1: click the box to show or hide it; hover to highlight it</source>
            <translation>%1: pulse la casilla para mostrarla u ocultarla; pase el ratón por encima para resaltarla</translation>
        </message>
        <message>
            <source>; hidden, the plots scale to the threads</source>
            <translation>; oculta, las gráficas se ajustan a los hilos</translation>
        </message>
        <message>
            <source>the list of curves: show or hide each thread</source>
            <translation>la lista de curvas: mostrar u ocultar cada hilo</translation>
        </message>
        <message>
            <source>total</source>
            <translation>total</translation>
        </message>
        <message>
            <source>thread %1</source>
            <translation>hilo %1</translation>
        </message>
        <message>
            <source>total %1</source>
            <translation>total %1</translation>
        </message>
        <message numerus="yes">
            <source>%n thread(s)</source>
            <translation>
                <numerusform>%n hilo</numerusform>
                <numerusform>%n hilos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n thread(s), IOPS min %1 · median %2 · max %3 (each in the tooltip)</source>
            <translation>
                <numerusform>%n hilo, IOPS mín. %1 · mediana %2 · máx. %3 (cada uno en la información emergente)</numerusform>
                <numerusform>%n hilos, IOPS mín. %1 · mediana %2 · máx. %3 (cada uno en la información emergente)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>marks</name>
        <message>
            <source>RAM: measured RAM (the page cache), not the disk</source>
            <translation>RAM: midió la RAM (la caché de páginas), no el disco</translation>
        </message>
        <message>
            <source>CPU: host-bound: a CPU figure, not the drive's</source>
            <translation>CPU: limitada por el equipo: una cifra de la CPU, no de la unidad</translation>
        </message>
        <message>
            <source>RATE: held at the job's own rate limit</source>
            <translation>RATE: limitada por el propio límite de tasa del trabajo</translation>
        </message>
        <message>
            <source>HOT: the drive throttled (heat)</source>
            <translation>HOT: la unidad se limitó (calor)</translation>
        </message>
        <message>
            <source>!: believe with care: see the test's verdict</source>
            <translation>!: tómela con cautela: vea el veredicto de la prueba</translation>
        </message>
    </context>
    <context>
        <name>presets</name>
        <message>
            <source>Default</source>
            <translation>Predeterminado</translation>
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
            <translation>Pico</translation>
        </message>
        <message>
            <source>Read + write</source>
            <translation>Lectura + escritura</translation>
        </message>
        <message>
            <source>Read</source>
            <translation>Lectura</translation>
        </message>
        <message>
            <source>Write</source>
            <translation>Escritura</translation>
        </message>
        <message>
            <source>Mixed only</source>
            <translation>Solo mixta</translation>
        </message>
        <message>
            <source>Read + write + mixed</source>
            <translation>Lectura + escritura + mixta</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Aleatorio</translation>
        </message>
        <message>
            <source>All 0x00</source>
            <translation>Todo 0x00</translation>
        </message>
    </context>
    <context>
        <name>snapshot</name>
        <message>
            <source>fio not found</source>
            <translation>fio no encontrado</translation>
        </message>
        <message>
            <source>target %1 · not run yet</source>
            <translation>destino %1 · aún sin ejecutar</translation>
        </message>
        <message>
            <source>cannot write %1: the picture could not be encoded</source>
            <translation>no se puede escribir %1: no se pudo codificar la imagen</translation>
        </message>
        <message>
            <source>Marks:</source>
            <translation>Marcas:</translation>
        </message>
        <message>
            <source>cannot write %1: %2</source>
            <translation>no se puede escribir %1: %2</translation>
        </message>
        <message>
            <source>saved %1x%2 picture to %3</source>
            <translation>imagen de %1x%2 guardada en %3</translation>
        </message>
    </context>
</TS>
