/*
 * nvtx_log: a minimal NVTX 3 injection library that logs ranges to a text file.
 *
 * NVTX 3 is header-only. On the first NVTX call in a process, the header's init
 * code dlopens the library named by NVTX_INJECTION64_PATH and calls its exported
 * InitializeInjectionNvtx2(). We then fetch the core function table through the
 * callbacks export table and store our own handlers in the slots we care about;
 * every slot we leave alone is turned into a no-op by NVTX.
 *
 * Output (file named by NVTX_LOG, appended; stderr if unset), one line per event:
 *   push <depth> <name>   depth = 0-based nesting level of the new range (per thread)
 *   pop <depth>           depth of the range being closed (-1: pop without push)
 *   start <id> <name>     RangeStart (process-wide ranges, not nested)
 *   end <id>
 *   mark <name>
 * Push/pop return the same depth, as the NVTX API specifies.
 */
#define NVTX_NO_IMPL /* types and declarations only; no NVTX implementation here */
#include <nvtx3/nvToolsExt.h>

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static FILE *g_out;
static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static __thread int t_depth;     /* push/pop stacks are per thread in NVTX */
static uint64_t g_next_id = 1;   /* RangeStart ids; 0 is never handed out */

/* Write one line under the lock and flush it, so the log is complete even if
 * the process is killed. The volume (a few lines per step) makes this cheap. */
#define LOG_LINE(...)                         \
    do {                                      \
        pthread_mutex_lock(&g_lock);          \
        fprintf(g_out, __VA_ARGS__);          \
        fflush(g_out);                        \
        pthread_mutex_unlock(&g_lock);        \
    } while (0)

/* "<what> <n> <name>" for an event-attributes message; wide strings via %ls.
 * Registered-string handles need the domain API, which we don't hook: "?". */
static void log_attr(const char *what, long long n, const nvtxEventAttributes_t *a)
{
    if (a && a->messageType == NVTX_MESSAGE_TYPE_ASCII && a->message.ascii)
        LOG_LINE("%s %lld %s\n", what, n, a->message.ascii);
    else if (a && a->messageType == NVTX_MESSAGE_TYPE_UNICODE && a->message.unicode)
        LOG_LINE("%s %lld %ls\n", what, n, a->message.unicode);
    else
        LOG_LINE("%s %lld ?\n", what, n);
}

static int push_a(const char *msg)
{
    int d = t_depth++;
    LOG_LINE("push %d %s\n", d, msg ? msg : "?");
    return d;
}

static int push_ex(const nvtxEventAttributes_t *a)
{
    int d = t_depth++;
    log_attr("push", d, a);
    return d;
}

static int pop(void)
{
    int d = t_depth > 0 ? --t_depth : -1; /* negative return = error, per NVTX */
    LOG_LINE("pop %d\n", d);
    return d;
}

static nvtxRangeId_t start_a(const char *msg)
{
    nvtxRangeId_t id = __atomic_fetch_add(&g_next_id, 1, __ATOMIC_RELAXED);
    LOG_LINE("start %llu %s\n", (unsigned long long)id, msg ? msg : "?");
    return id;
}

static nvtxRangeId_t start_ex(const nvtxEventAttributes_t *a)
{
    nvtxRangeId_t id = __atomic_fetch_add(&g_next_id, 1, __ATOMIC_RELAXED);
    log_attr("start", (long long)id, a);
    return id;
}

static void end(nvtxRangeId_t id) { LOG_LINE("end %llu\n", (unsigned long long)id); }
static void mark_a(const char *msg) { LOG_LINE("mark %s\n", msg ? msg : "?"); }

/* Entry point looked up by name with dlsym; return 0 to make NVTX disable itself. */
__attribute__((visibility("default")))
int InitializeInjectionNvtx2(NvtxGetExportTableFunc_t getExportTable)
{
    const char *path = getenv("NVTX_LOG");
    const NvtxExportTableCallbacks *cb;
    NvtxFunctionTable table = NULL;
    unsigned int size = 0;

    cb = (const NvtxExportTableCallbacks *)getExportTable(NVTX_ETID_CALLBACKS);
    if (!cb || cb->struct_size < sizeof(*cb) || !cb->GetModuleFunctionTable ||
        !cb->GetModuleFunctionTable(NVTX_CB_MODULE_CORE, &table, &size) ||
        !table || size < NVTX_CBID_CORE_RangePop + 1) {
        fprintf(stderr, "nvtx_log: NVTX core function table unavailable; disabled\n");
        return 0;
    }

    if (path && *path) {
        g_out = fopen(path, "a");
        if (!g_out) {
            fprintf(stderr, "nvtx_log: cannot open NVTX_LOG=%s; disabled\n", path);
            return 0;
        }
    } else {
        g_out = stderr;
    }

    /* table[cbid] points at the NVTX global holding that API's implementation. */
#define SET(cbid, fn) \
    do { if (table[cbid]) *table[cbid] = (NvtxFunctionPointer)(fn); } while (0)
    SET(NVTX_CBID_CORE_MarkA, mark_a);
    SET(NVTX_CBID_CORE_RangeStartEx, start_ex);
    SET(NVTX_CBID_CORE_RangeStartA, start_a);
    SET(NVTX_CBID_CORE_RangeEnd, end);
    SET(NVTX_CBID_CORE_RangePushEx, push_ex);
    SET(NVTX_CBID_CORE_RangePushA, push_a);
    SET(NVTX_CBID_CORE_RangePop, pop);
#undef SET
    return 1;
}
