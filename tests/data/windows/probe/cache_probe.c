/* Layout and live values of the Windows structures app/core/cache_windows.py reads
 * through ctypes, printed as one JSON object on stdout.
 *
 * Build (Win64): x86_64-w64-mingw32-gcc -municode -O1 -o cache_probe.exe cache_probe.c -lpsapi -lpdh
 * Run: cache_probe.exe [path]   (path for the volume -> disk lookup, default C:\)
 *
 * "layout" is what tests/core/cache/test_cache_windows.py compares with the ctypes structs;
 * "performance_information" carries the raw bytes GetPerformanceInfo filled in, so the
 * Python struct can be checked against the values C read from the same bytes; "pdh",
 * "pdh_control" and "volume" say what the dirty-pages counter, a counter every PDH has, and
 * the disk-extents IOCTL gave on the system it ran on. */
#include <windows.h>
#include <psapi.h>
#include <pdh.h>
#include <winioctl.h>
#include <stddef.h>
#include <stdio.h>

#define OFF(T, f) printf("\"%s\": %u", #f, (unsigned)offsetof(T, f))

static void json_wstr(const wchar_t *s)
{
    putchar('"');
    for (; *s; s++) {
        if (*s == L'\\' || *s == L'"') printf("\\%c", (char)*s);
        else if (*s < 0x20 || *s > 0x7e) printf("\\u%04x", (unsigned)*s);
        else putchar((char)*s);
    }
    putchar('"');
}

static void layout(void)
{
    printf("\"layout\": {\n");
    printf("  \"PERFORMANCE_INFORMATION\": {\"size\": %u, \"offsets\": {",
           (unsigned)sizeof(PERFORMANCE_INFORMATION));
    OFF(PERFORMANCE_INFORMATION, cb); printf(", ");
    OFF(PERFORMANCE_INFORMATION, CommitTotal); printf(", ");
    OFF(PERFORMANCE_INFORMATION, CommitLimit); printf(", ");
    OFF(PERFORMANCE_INFORMATION, CommitPeak); printf(", ");
    OFF(PERFORMANCE_INFORMATION, PhysicalTotal); printf(", ");
    OFF(PERFORMANCE_INFORMATION, PhysicalAvailable); printf(", ");
    OFF(PERFORMANCE_INFORMATION, SystemCache); printf(", ");
    OFF(PERFORMANCE_INFORMATION, KernelTotal); printf(", ");
    OFF(PERFORMANCE_INFORMATION, KernelPaged); printf(", ");
    OFF(PERFORMANCE_INFORMATION, KernelNonpaged); printf(", ");
    OFF(PERFORMANCE_INFORMATION, PageSize); printf(", ");
    OFF(PERFORMANCE_INFORMATION, HandleCount); printf(", ");
    OFF(PERFORMANCE_INFORMATION, ProcessCount); printf(", ");
    OFF(PERFORMANCE_INFORMATION, ThreadCount);
    printf("}},\n");
    printf("  \"DISK_EXTENT\": {\"size\": %u, \"offsets\": {", (unsigned)sizeof(DISK_EXTENT));
    OFF(DISK_EXTENT, DiskNumber); printf(", ");
    OFF(DISK_EXTENT, StartingOffset); printf(", ");
    OFF(DISK_EXTENT, ExtentLength);
    printf("}},\n");
    printf("  \"VOLUME_DISK_EXTENTS\": {\"size\": %u, \"offsets\": {", (unsigned)sizeof(VOLUME_DISK_EXTENTS));
    OFF(VOLUME_DISK_EXTENTS, NumberOfDiskExtents); printf(", ");
    OFF(VOLUME_DISK_EXTENTS, Extents);
    printf("}},\n");
    printf("  \"PDH_FMT_COUNTERVALUE\": {\"size\": %u, \"offsets\": {", (unsigned)sizeof(PDH_FMT_COUNTERVALUE));
    OFF(PDH_FMT_COUNTERVALUE, CStatus); printf(", ");
    OFF(PDH_FMT_COUNTERVALUE, largeValue);
    printf("}},\n");
    printf("  \"constants\": {\"IOCTL_VOLUME_GET_VOLUME_DISK_EXTENTS\": %lu, \"PDH_FMT_LARGE\": %lu}\n",
           (unsigned long)IOCTL_VOLUME_GET_VOLUME_DISK_EXTENTS, (unsigned long)PDH_FMT_LARGE);
    printf("},\n");
}

static void performance(void)
{
    PERFORMANCE_INFORMATION pi;
    const unsigned char *b = (const unsigned char *)&pi;
    unsigned i;
    BOOL ok;

    memset(&pi, 0, sizeof pi);
    ok = GetPerformanceInfo(&pi, sizeof pi);
    printf("\"performance_information\": {\"ok\": %s, \"error\": %lu, \"raw_hex\": \"",
           ok ? "true" : "false", ok ? 0UL : (unsigned long)GetLastError());
    for (i = 0; i < sizeof pi; i++) printf("%02x", b[i]);
    printf("\",\n  \"values\": {\"cb\": %lu, \"CommitTotal\": %llu, \"CommitLimit\": %llu, "
           "\"CommitPeak\": %llu, \"PhysicalTotal\": %llu, \"PhysicalAvailable\": %llu, "
           "\"SystemCache\": %llu, \"KernelTotal\": %llu, \"KernelPaged\": %llu, "
           "\"KernelNonpaged\": %llu, \"PageSize\": %llu, \"HandleCount\": %lu, "
           "\"ProcessCount\": %lu, \"ThreadCount\": %lu}},\n",
           (unsigned long)pi.cb, (unsigned long long)pi.CommitTotal, (unsigned long long)pi.CommitLimit,
           (unsigned long long)pi.CommitPeak, (unsigned long long)pi.PhysicalTotal,
           (unsigned long long)pi.PhysicalAvailable, (unsigned long long)pi.SystemCache,
           (unsigned long long)pi.KernelTotal, (unsigned long long)pi.KernelPaged,
           (unsigned long long)pi.KernelNonpaged, (unsigned long long)pi.PageSize,
           (unsigned long)pi.HandleCount, (unsigned long)pi.ProcessCount, (unsigned long)pi.ThreadCount);
}

/* One PDH query as cache_windows.py makes it: open, add the English counter name, collect,
 * format as PDH_FMT_LARGE. Prints the step that failed and its PDH status, if any. */
static void pdh(const char *key, const wchar_t *counter)
{
    PDH_HQUERY q = NULL;
    PDH_HCOUNTER c = NULL;
    PDH_FMT_COUNTERVALUE v;
    PDH_STATUS s;
    const char *step = "PdhOpenQueryW";

    memset(&v, 0, sizeof v);
    s = PdhOpenQueryW(NULL, 0, &q);
    if (s == ERROR_SUCCESS) {
        step = "PdhAddEnglishCounterW";
        s = PdhAddEnglishCounterW(q, counter, 0, &c);
    }
    if (s == ERROR_SUCCESS) {
        step = "PdhCollectQueryData";
        s = PdhCollectQueryData(q);
    }
    if (s == ERROR_SUCCESS) {
        step = "PdhGetFormattedCounterValue";
        s = PdhGetFormattedCounterValue(c, PDH_FMT_LARGE, NULL, &v);
    }
    printf("\"%s\": {\"counter\": ", key);
    json_wstr(counter);
    printf(", \"step\": \"%s\", \"status\": %lu, \"cstatus\": %lu, \"value\": %lld},\n",
           s == ERROR_SUCCESS ? "done" : step, (unsigned long)s, (unsigned long)v.CStatus,
           (long long)(s == ERROR_SUCCESS ? v.largeValue : -1));
    if (q) PdhCloseQuery(q);
}

static void volume(const wchar_t *path)
{
    wchar_t mount[MAX_PATH + 1] = L"", guid[MAX_PATH + 1] = L"";
    unsigned char out[sizeof(VOLUME_DISK_EXTENTS) + 15 * sizeof(DISK_EXTENT)];
    const VOLUME_DISK_EXTENTS *x = (const VOLUME_DISK_EXTENTS *)out;
    DWORD got = 0, err = 0, i;
    HANDLE h = INVALID_HANDLE_VALUE;
    const char *step = "GetVolumePathNameW";
    size_t n;

    memset(out, 0, sizeof out);
    if (GetVolumePathNameW(path, mount, MAX_PATH + 1)) {
        step = "GetVolumeNameForVolumeMountPointW";
        if (GetVolumeNameForVolumeMountPointW(mount, guid, MAX_PATH + 1)) {
            n = wcslen(guid);
            if (n && guid[n - 1] == L'\\') guid[n - 1] = 0;
            step = "CreateFileW";
            h = CreateFileW(guid, 0, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0, NULL);
            if (h != INVALID_HANDLE_VALUE) {
                step = "DeviceIoControl";
                if (DeviceIoControl(h, IOCTL_VOLUME_GET_VOLUME_DISK_EXTENTS, NULL, 0, out, sizeof out,
                                    &got, NULL))
                    step = "done";
                else
                    err = GetLastError();
                CloseHandle(h);
            } else err = GetLastError();
        } else err = GetLastError();
    } else err = GetLastError();
    printf("\"volume\": {\"path\": ");
    json_wstr(path);
    printf(", \"mount_point\": ");
    json_wstr(mount);
    printf(", \"volume_name\": ");
    json_wstr(guid);
    printf(", \"step\": \"%s\", \"error\": %lu, \"bytes_returned\": %lu, \"raw_hex\": \"",
           step, (unsigned long)err, (unsigned long)got);
    for (i = 0; i < got && i < sizeof out; i++) printf("%02x", out[i]);
    printf("\", \"extents\": [");
    if (got >= offsetof(VOLUME_DISK_EXTENTS, Extents))
        for (i = 0; i < x->NumberOfDiskExtents && i < 16; i++)
            printf("%s[%lu, %lld, %lld]", i ? ", " : "", (unsigned long)x->Extents[i].DiskNumber,
                   (long long)x->Extents[i].StartingOffset.QuadPart,
                   (long long)x->Extents[i].ExtentLength.QuadPart);
    printf("]}\n");
}

int wmain(int argc, wchar_t **argv)
{
    printf("{\n\"pointer_bits\": %u,\n", (unsigned)(8 * sizeof(void *)));
    layout();
    performance();
    pdh("pdh", L"\\Cache\\Dirty Pages");
    /* A counter every PDH knows (wine's too): shows the calling sequence itself works. */
    pdh("pdh_control", L"\\System\\System Up Time");
    volume(argc > 1 ? argv[1] : L"C:\\");
    printf("}\n");
    return 0;
}
