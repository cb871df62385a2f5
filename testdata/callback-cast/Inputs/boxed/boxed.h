/* G_DEFINE_BOXED_TYPE's shape, in a system header as GLib's is (-isystem):
 * the unions are on the pointer's side and the attribute is spelled in the
 * macro, through a second macro as in gtype.h. */
typedef void *(*copy_fn)(void *boxed);
typedef void (*free_fn)(void *boxed);
int register_boxed(const char *name, copy_fn copy, free_fn release);

#define BOXED_TRANSPARENT __attribute__((__transparent_union__))
#define DEFINE_BOXED(TypeName, type_name, copy_func, free_func)			\
int type_name##_get_type(void)							\
{										\
	int (*reg)(const char *,						\
		   union {							\
			   TypeName *(*do_copy_type)(TypeName *);		\
			   copy_fn do_copy_boxed;				\
		   } BOXED_TRANSPARENT,			\
		   union {							\
			   void (*do_free_type)(TypeName *);			\
			   free_fn do_free_boxed;				\
		   } BOXED_TRANSPARENT) = register_boxed;	\
										\
	return reg(#TypeName, copy_func, free_func);				\
}

