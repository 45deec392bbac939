/* Test program for check.sh: emits two nested NVTX ranges via the NVTX 3 headers. */
#include <nvtx3/nvToolsExt.h>

int main(void)
{
    nvtxRangePushA("a");
    nvtxRangePushA("b");
    nvtxRangePop();
    nvtxRangePop();
    return 0;
}
