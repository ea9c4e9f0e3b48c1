// Counts heap allocations of the whole process, for fieldbench.
//
// On Linux with glibc this target defines malloc, calloc, realloc, free, posix_memalign,
// aligned_alloc and memalign. Linked into the fieldbench executable, those definitions interpose
// the C library's for every caller in the process, the Swift runtime included (swift_allocObject
// and swift_slowAlloc end in malloc or aligned_alloc). Each forwards to glibc's own entry points
// (__libc_malloc, __libc_calloc, __libc_realloc, __libc_memalign, __libc_free) after counting
// the call and the usable size of the block (malloc_usable_size), so the counters are exact and
// cost one relaxed atomic add per allocation. Elsewhere (Darwin, musl) nothing is interposed and
// malloc_counter_is_available() returns false: fieldbench then prints "n/a".
#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Whether allocations are being counted on this platform.
bool malloc_counter_is_available(void);
/// Allocations so far: malloc, calloc, realloc, posix_memalign, aligned_alloc and memalign calls.
uint64_t malloc_counter_allocations(void);
/// free calls with a non-null pointer so far.
uint64_t malloc_counter_frees(void);
/// Usable bytes of the blocks allocated and not yet freed (may start negative: blocks allocated
/// before counting began are subtracted when freed).
int64_t malloc_counter_live_bytes(void);

#endif
