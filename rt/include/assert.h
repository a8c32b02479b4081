/* assert.h — run-time assertions for aex guest programs (rt). Not guarded: may be included
 * again after changing NDEBUG, as the standard requires. */
#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
void __rt_assert_fail(const char *expr, const char *file, int line, const char *func)
	__attribute__((noreturn));
#define assert(e) ((e) ? (void)0 : __rt_assert_fail(#e, __FILE__, __LINE__, __func__))
#endif
#ifndef static_assert
#define static_assert _Static_assert
#endif
