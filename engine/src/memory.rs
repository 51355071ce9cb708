//! Large tables and huge pages.
//!
//! The solver's table and the endgame database are read at random, one
//! cache line per look-up; with 4 KB pages nearly every look-up also misses
//! the TLB. Asking Linux for transparent huge pages (2 MB) removes most of
//! those misses.

/// Types for which all-zero bytes are a valid value.
///
/// # Safety
/// Implement only for plain data whose every field accepts zero bytes.
pub(crate) unsafe trait Zeroable: Copy {}

// SAFETY: an integer of zero bytes is 0, and so is an array of them.
unsafe impl Zeroable for u8 {}
// SAFETY: as above.
unsafe impl Zeroable for u16 {}
// SAFETY: as above.
unsafe impl Zeroable for [u32; 6] {}

/// A zeroed vector of `len` elements, backed by huge pages where the
/// operating system offers them. The memory comes from the allocator's
/// zeroed path, so untouched pages cost nothing until used.
pub(crate) fn large_zeroed<T: Zeroable>(len: usize) -> Vec<T> {
    if len == 0 || std::mem::size_of::<T>() == 0 {
        return Vec::new();
    }
    let layout = std::alloc::Layout::array::<T>(len).expect("table size fits in memory");
    // SAFETY: the layout has a non-zero size; the pointer is checked for
    // null; zero bytes are a valid `T` (Zeroable); the Vec takes ownership
    // with the same layout (capacity = length = `len`).
    unsafe {
        let start = std::alloc::alloc_zeroed(layout);
        if start.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        advise_huge_pages(start, layout.size());
        Vec::from_raw_parts(start.cast::<T>(), len, len)
    }
}

#[cfg(target_os = "linux")]
fn advise_huge_pages(start: *mut u8, bytes: usize) {
    const HUGE_PAGE: usize = 2 << 20;
    // madvise wants page-aligned ranges; advise the huge-page-aligned
    // middle of the allocation.
    let first = (start as usize).next_multiple_of(HUGE_PAGE);
    let end = (start as usize + bytes) / HUGE_PAGE * HUGE_PAGE;
    if end > first {
        // SAFETY: the range lies inside an allocation this process owns;
        // MADV_HUGEPAGE only changes how the kernel backs it, never its
        // contents, and a failure (e.g. THP disabled) changes nothing.
        unsafe {
            libc::madvise(first as *mut libc::c_void, end - first, libc::MADV_HUGEPAGE);
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_start: *mut u8, _bytes: usize) {}
