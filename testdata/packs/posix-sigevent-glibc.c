// The posix pack over the GNU C library's struct sigevent layout.
// XFAIL: *
// Missing: with this layout the callback store is
// 'sigevent::(unnamed ...)._function' into sev._sigev_un._sigev_thread, so
// 'fields' needs a dotted callback path
// (callback=_sigev_un._sigev_thread._function), matched against the store's
// container/member path.
// RUN: not %timercheck --api posix %S/posix-sigevent.c -- -I%inputs/posix -DMODEL_GLIBC_SIGEVENT | %check %S/posix-sigevent.c
