// The posix pack over the GNU C library's struct sigevent layout, where
// sigev_notify_function is a macro for _sigev_un._sigev_thread._function:
// matched by the dotted entry 'fields sigevent
// callback=_sigev_un._sigev_thread._function ...', paired with the
// sigev_value store of the same sigevent.
// RUN: not %timercheck --api posix %S/posix-sigevent.c -- -I%inputs/posix -DMODEL_GLIBC_SIGEVENT | %check %S/posix-sigevent.c
