#include "MallocCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <malloc.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocations;
static uint64_t frees;
static int64_t liveBytes;

static void *counted(void *pointer) {
  if (pointer != NULL) {
    __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&liveBytes, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
  }
  return pointer;
}

static void uncount(void *pointer) {
  if (pointer != NULL) {
    __atomic_fetch_add(&frees, 1, __ATOMIC_RELAXED);
    __atomic_fetch_sub(&liveBytes, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
  }
}

void *malloc(size_t size) { return counted(__libc_malloc(size)); }

void *calloc(size_t count, size_t size) { return counted(__libc_calloc(count, size)); }

void *realloc(void *pointer, size_t size) {
  uncount(pointer);
  return counted(__libc_realloc(pointer, size));
}

void free(void *pointer) {
  uncount(pointer);
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  return counted(__libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) {
  return counted(__libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  void *pointer = counted(__libc_memalign(alignment, size));
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

bool malloc_counter_is_available(void) { return true; }
uint64_t malloc_counter_allocations(void) {
  return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}
uint64_t malloc_counter_frees(void) { return __atomic_load_n(&frees, __ATOMIC_RELAXED); }
int64_t malloc_counter_live_bytes(void) { return __atomic_load_n(&liveBytes, __ATOMIC_RELAXED); }

#else

bool malloc_counter_is_available(void) { return false; }
uint64_t malloc_counter_allocations(void) { return 0; }
uint64_t malloc_counter_frees(void) { return 0; }
int64_t malloc_counter_live_bytes(void) { return 0; }

#endif
