/*
 * A compile command's arguments as clang's tools see them (see
 * compdb_args.h). Each step follows what libclang's JSON compilation
 * database does in LLVM 14 and 19, the places named beside it, so that the
 * commands are the ones libclang would have given us (the differential check
 * in testdata/cli/compdb-equivalence.test compares them); response files are
 * read with bounds libclang does not have.
 */
#include "input/compdb_args.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The end of the run of bytes from i that are none of a, b, c, d (copied in one go). */
static size_t run_end(const char *s, size_t i, size_t len, char a, char b, char c, char d)
{
	while (i < len && s[i] != a && s[i] != b && s[i] != c && s[i] != d)
		i++;
	return i;
}

/* Command strings: clang/lib/Tooling/JSONCompilationDatabase.cpp, unescapeCommandLine (GNU). */
void compdb_split_command(const char *s, size_t len, struct ptrvec *argv)
{
	struct strbuf word = STRBUF_INIT;	/* reused: each word is copied out at its size */
	size_t i = 0, end;

	for (;;) {
		while (i < len && s[i] == ' ')
			i++;
		if (i == len)
			break;
		word.len = 0;
		/* One word: quoted and unquoted pieces up to a space. */
		while (i < len && s[i] != ' ') {
			char quote = s[i];

			if (quote == '"' || quote == '\'') {
				for (i++; i < len && s[i] != quote; i = end) {
					if (quote == '"' && s[i] == '\\' && ++i == len)
						break;
					end = quote == '"' ? run_end(s, i + 1, len, '"', '\\', '"', '"')
							   : run_end(s, i + 1, len, '\'', '\'', '\'', '\'');
					strbuf_add(&word, s + i, end - i);
				}
				if (i < len)
					i++;	/* the closing quote */
			} else {
				if (s[i] == '\\' && ++i == len)
					break;	/* a backslash at the very end is dropped */
				end = run_end(s, i + 1, len, ' ', '"', '\'', '\\');
				strbuf_add(&word, s + i, end - i);
				i = end;
			}
		}
		ptrvec_push(argv, xstrndup(word.buf ? word.buf : "", word.len));
	}
	strbuf_release(&word);
}

static int is_rsp_space(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Response files: llvm/lib/Support/CommandLine.cpp, TokenizeGNUCommandLine. */
void compdb_split_response_file(const char *s, size_t len, struct ptrvec *argv)
{
	struct strbuf word = STRBUF_INIT;
	size_t i;

	for (i = 0; i <= len; i++) {
		char c = i < len ? s[i] : ' ';	/* the end ends a word, as a space does */

		if (c == '\\' && i + 1 < len) {
			strbuf_addch(&word, s[++i]);
		} else if (c == '"' || c == '\'') {
			for (i++; i < len && s[i] != c; i++) {
				if (s[i] == '\\' && i + 1 < len)
					i++;
				strbuf_addch(&word, s[i]);
			}
			if (i == len)
				i--;	/* unterminated: the end still ends the word */
		} else if (is_rsp_space(c)) {
			if (word.len)
				ptrvec_push(argv, xstrndup(word.buf, word.len));
			word.len = 0;
		} else {
			strbuf_addch(&word, c);
		}
	}
	strbuf_release(&word);
}

/* llvm::sys::path::filename on POSIX: "." for a path that ends with '/'. */
static const char *path_filename(const char *path, char *dot_or_root)
{
	const char *slash = strrchr(path, '/');
	size_t n = strlen(path);

	if (!slash)
		return path;
	if (slash[1])
		return slash + 1;
	/* Only slashes: the root; else a trailing separator, which LLVM names ".". */
	strcpy(dot_or_root, strspn(path, "/") == n ? "/" : ".");
	return dot_or_root;
}

/* The name without a trailing ".exe", in buf (as large as name). */
static const char *without_exe(const char *name, char *buf)
{
	size_t n = strlen(name);

	memcpy(buf, name, n + 1);
	if (n >= 4 && strcmp(buf + n - 4, ".exe") == 0)
		buf[n - 4] = '\0';
	return buf;
}

/* llvm::sys::path::has_extension: a '.' in the file name, which is not "." or "..". */
static int has_extension(const char *path)
{
	char special[2];
	const char *name = path_filename(path, special);

	return strchr(name, '.') && strcmp(name, ".") != 0 && strcmp(name, "..") != 0;
}

/* JSONCompilationDatabase.cpp, unwrapCommand: "distcc gcc ..." but not "ccache -c a.c". */
static int drop_one_launcher(struct ptrvec *argv)
{
	static const char *const launchers[] = { "distcc", "ccache", "sccache" };
	const char *arg1;
	char special[2], *buf;
	int is_launcher = 0, compiler_follows;
	size_t i;

	if (argv->len < 2)
		return 0;
	buf = xmalloc(strlen(argv->items[0]) + 1);
	for (i = 0; i < sizeof(launchers) / sizeof(launchers[0]); i++)
		if (strcmp(without_exe(path_filename(argv->items[0], special), buf), launchers[i]) == 0)
			is_launcher = 1;
	free(buf);
	arg1 = argv->items[1];
	buf = xmalloc(strlen(arg1) + 1);
	/* The launchers take no options: what follows is an option, a file or a compiler. */
	compiler_follows = arg1[0] != '-' && !has_extension(without_exe(arg1, buf));
	free(buf);
	if (!is_launcher || !compiler_follows)
		return 0;
	free(argv->items[0]);
	memmove(argv->items, argv->items + 1, (argv->len - 1) * sizeof(*argv->items));
	argv->len--;
	return 1;
}

void compdb_drop_launchers(struct ptrvec *argv)
{
	while (drop_one_launcher(argv))
		;
}

/* Response files (clang/lib/Tooling/Tooling.cpp, addExpandedResponseFiles), bounded. */
_Static_assert(RSP_DEPTH_MAX == 16 && RSP_FILE_MAX == 1 << 20 && RSP_COMMAND_MAX == 8 << 20 &&
	       RSP_DATABASE_MAX == (size_t)256 << 20, "the messages below name these bounds");
struct rsp_walk {
	const char *directory;
	size_t *read_total;
	size_t read_command;
	unsigned depth;
	struct stat open[RSP_DEPTH_MAX];	/* the files being expanded, outermost first */
	char *err;
};

/* "response file '@arg' (path): why", the names from the database made printable. */
static int rsp_fail(struct rsp_walk *w, const char *arg, const char *path, const char *why)
{
	struct strbuf sb = STRBUF_INIT;

	strbuf_addstr(&sb, "response file '");
	strbuf_add_printable(&sb, arg);
	strbuf_addstr(&sb, "' (");
	strbuf_add_printable(&sb, path);
	strbuf_addf(&sb, "): %s", why);
	w->err = strbuf_detach(&sb);
	return -1;
}

static int expand_list(struct rsp_walk *w, struct ptrvec *in, struct ptrvec *out);

/* Checks a response file's text; returns why it is refused, or NULL. */
static const char *refuse_text(const char *text, size_t len)
{
	if (len >= 2 && ((text[0] == '\xff' && text[1] == '\xfe') ||
			 (text[0] == '\xfe' && text[1] == '\xff')))
		return "it is UTF-16, which is not supported";
	if (memchr(text, '\0', len))
		return "it contains a NUL byte";
	return NULL;
}

static const char *read_error(int err)
{
	if (err == EFBIG)
		return "larger than the 1 MiB limit for a response file";
	return read_file_strerror(err);
}

/* Reads the response file arg names (path) and appends its expanded words to out. */
static int expand_one(struct rsp_walk *w, const char *arg, const char *path, struct ptrvec *out)
{
	struct ptrvec words = PTRVEC_INIT;
	struct stat st;
	const char *why;
	char *text;
	size_t len, skip = 0;
	unsigned i;
	int ret;

	if (w->depth == RSP_DEPTH_MAX)
		return rsp_fail(w, arg, path, "response files nested deeper than 16 levels");
	if (stat(path, &st) != 0 || read_file_max(path, &text, &len, RSP_FILE_MAX) != 0)
		return rsp_fail(w, arg, path, read_error(errno));
	for (i = 0; i < w->depth; i++)
		if (w->open[i].st_dev == st.st_dev && w->open[i].st_ino == st.st_ino) {
			free(text);
			return rsp_fail(w, arg, path, "it includes itself");
		}
	w->read_command += len;
	*w->read_total += len;
	why = refuse_text(text, len);
	if (!why && w->read_command > RSP_COMMAND_MAX)
		why = "the response files of this command exceed 8 MiB";
	if (!why && *w->read_total > RSP_DATABASE_MAX)
		why = "the response files of the database exceed 256 MiB";
	if (why) {
		free(text);
		return rsp_fail(w, arg, path, why);
	}
	if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
		skip = 3;	/* a UTF-8 byte order mark */
	compdb_split_response_file(text + skip, len - skip, &words);
	free(text);
	w->open[w->depth++] = st;
	ret = expand_list(w, &words, out);
	w->depth--;
	ptrvec_release(&words);
	return ret;
}

/* Moves in's words to out, each "@file" replaced by its expansion. */
static int expand_list(struct rsp_walk *w, struct ptrvec *in, struct ptrvec *out)
{
	size_t i;
	int ret = 0;

	for (i = 0; i < in->len; i++) {
		char *arg = in->items[i], *path;

		if (ret || arg[0] != '@') {
			if (ret)
				free(arg);
			else
				ptrvec_push(out, arg);
			continue;
		}
		path = arg[1] == '/' ? xstrdup(arg + 1) : xasprintf("%s/%s", w->directory, arg + 1);
		ret = expand_one(w, arg, path, out);
		free(path);
		free(arg);
	}
	in->len = 0;
	return ret;
}

int compdb_expand_response_files(struct ptrvec *argv, const char *directory, size_t *read_total,
				 char **err)
{
	struct rsp_walk w;
	struct ptrvec out = PTRVEC_INIT;
	size_t i;
	int ret;

	for (i = 0; i < argv->len && ((const char *)argv->items[i])[0] != '@'; i++)
		;
	if (i == argv->len)
		return 0;
	memset(&w, 0, sizeof(w));
	w.directory = directory;
	w.read_total = read_total;
	ret = expand_list(&w, argv, &out);
	ptrvec_release(argv);
	*argv = out;
	if (ret)
		*err = w.err;
	return ret;
}

/*
 * Target and mode: clang/lib/Tooling/Tooling.cpp, addTargetAndModeForProgramName,
 * and clang/lib/Driver/ToolChain.cpp, getTargetAndModeFromProgramName.
 */
struct driver_suffix {
	const char *suffix, *mode;
};

/* In clang's order: the first suffix the name ends with wins. */
static const struct driver_suffix driver_suffixes[] = {
	{ "clang", NULL },
	{ "clang++", "--driver-mode=g++" },
	{ "clang-c++", "--driver-mode=g++" },
	{ "clang-cc", NULL },
	{ "clang-cpp", "--driver-mode=cpp" },
	{ "clang-g++", "--driver-mode=g++" },
	{ "clang-gcc", NULL },
	{ "clang-cl", "--driver-mode=cl" },
	{ "cc", NULL },
	{ "cpp", "--driver-mode=cpp" },
	{ "cl", "--driver-mode=cl" },
	{ "++", "--driver-mode=g++" },
	{ "flang", "--driver-mode=flang" },
	{ "clang-dxc", "--driver-mode=dxc" },
};

/* The suffix the first len bytes of name end with, its start in *pos; or NULL. */
static const struct driver_suffix *find_suffix(const char *name, size_t len, size_t *pos)
{
	size_t i;

	for (i = 0; i < sizeof(driver_suffixes) / sizeof(driver_suffixes[0]); i++) {
		size_t n = strlen(driver_suffixes[i].suffix);

		if (len >= n && memcmp(name + len - n, driver_suffixes[i].suffix, n) == 0) {
			*pos = len - n;
			return &driver_suffixes[i];
		}
	}
	return NULL;
}

/* clang tries the name, then without ".exe", without a version ("gcc-12"), without a last "-part". */
static const struct driver_suffix *parse_suffix(const char *name, size_t *pos)
{
	size_t len = strlen(name);
	const struct driver_suffix *ds = find_suffix(name, len, pos);
	const char *dash;

	if (!ds && len >= 4 && memcmp(name + len - 4, ".exe", 4) == 0)
		ds = find_suffix(name, len -= 4, pos);
	while (!ds && len && strchr("0123456789.", name[len - 1]))
		len--;
	if (!ds)
		ds = find_suffix(name, len, pos);
	if (!ds) {
		for (dash = name + len; dash > name && dash[-1] != '-'; dash--)
			;
		if (dash > name)
			len = (size_t)(dash - 1 - name);
		ds = find_suffix(name, len, pos);
	}
	return ds;
}

/*
 * The architectures (llvm/lib/TargetParser/Triple.cpp, parseArch) whose
 * LLVM target Debian's libclang 14 and 19 both register: lookupTarget()
 * fails for the others, and clang then adds no --target.
 */
static const char *const known_arches[] = {
	"i386", "i486", "i586", "i686", "i786", "i886", "i986", "amd64", "x86_64", "x86_64h",
	"powerpc", "powerpcspe", "ppc", "ppc32", "powerpcle", "ppcle", "ppc32le", "powerpc64",
	"ppu", "ppc64", "powerpc64le", "ppc64le", "xscale", "xscaleeb", "aarch64", "aarch64_be",
	"aarch64_32", "arm64", "arm64_32", "arm64e", "arm64ec", "arm", "armeb", "thumb", "thumbeb",
	"avr", "m68k", "msp430", "mips", "mipseb", "mipsallegrex", "mipsisa32r6", "mipsr6",
	"mipsel", "mipsallegrexel", "mipsisa32r6el", "mipsr6el", "mips64", "mips64eb", "mipsn32",
	"mipsisa64r6", "mips64r6", "mipsn32r6", "mips64el", "mipsn32el", "mipsisa64r6el",
	"mips64r6el", "mipsn32r6el", "r600", "amdgcn", "riscv32", "riscv64", "hexagon", "s390x",
	"systemz", "sparc", "sparcel", "sparcv9", "sparc64", "xcore", "nvptx", "nvptx64", "lanai",
	"ve", "wasm32", "wasm64", "bpf", "bpf_be", "bpfeb", "bpf_le", "bpfel",
};

static int contains(const char *s, size_t len, const char *what)
{
	size_t n = strlen(what), i;

	for (i = 0; i + n <= len; i++)
		if (memcmp(s + i, what, n) == 0)
			return 1;
	return 0;
}

/*
 * Other ARM names ("armv7a", "thumbv7em", "armebv7"): llvm/lib/TargetParser/
 * ARMTargetParserCommon.cpp, getCanonicalArchName, must find a version
 * ("v7a") or a marketing name after the prefix, and Thumb needs v4 or later.
 */
static int is_arm_arch(const char *a, size_t len)
{
	static const char *const heads[] = { "arm64_32", "arm64e", "arm64", "aarch64_32", "arm",
					     "thumb", "aarch64" };
	size_t i, off = 0, n;
	int thumb = len >= 5 && memcmp(a, "thumb", 5) == 0;

	for (i = 0; i < sizeof(heads) / sizeof(heads[0]) && !off; i++)
		if (len >= (n = strlen(heads[i])) && memcmp(a, heads[i], n) == 0)
			off = n;
	if (!off)
		return 0;
	if (strcmp(heads[i - 1], "aarch64") == 0) {
		if (contains(a, len, "eb"))
			return 0;
		if (len - off >= 3 && memcmp(a + off, "_be", 3) == 0)
			off += 3;
	}
	if (len - off >= 2 && memcmp(a + off, "eb", 2) == 0)
		off += 2;
	else if (len >= 2 && memcmp(a + len - 2, "eb", 2) == 0)
		len -= 2;
	if (off >= len)
		return 1;
	a += off;
	len -= off;
	if (len >= 2 && (a[0] != 'v' || a[1] < '0' || a[1] > '9'))
		return 0;
	if (contains(a, len, "eb"))
		return 0;
	return !(thumb && len >= 2 && (memcmp(a, "v2", 2) == 0 || memcmp(a, "v3", 2) == 0));
}

/* Would lookupTarget() find a target for the triple prefix (its part before the first '-')? */
static int is_known_target(const char *prefix, size_t len)
{
	const char *dash = memchr(prefix, '-', len);
	size_t n = dash ? (size_t)(dash - prefix) : len, i;

	for (i = 0; i < sizeof(known_arches) / sizeof(known_arches[0]); i++)
		if (strlen(known_arches[i]) == n && memcmp(prefix, known_arches[i], n) == 0)
			return 1;
	if ((n >= 3 && memcmp(prefix, "arm", 3) == 0) || (n >= 5 && memcmp(prefix, "thumb", 5) == 0) ||
	    (n >= 7 && memcmp(prefix, "aarch64", 7) == 0))
		return is_arm_arch(prefix, n);
	return 0;
}

/* Whether an argument after argv[0] starts with (or, exact, is) one of the given options. */
static int has_option(const struct ptrvec *argv, const char *prefix, const char *exact)
{
	size_t i;

	for (i = 1; i < argv->len; i++)
		if (starts_with(argv->items[i], prefix) || (exact && strcmp(argv->items[i], exact) == 0))
			return 1;
	return 0;
}

static void insert_after_compiler(struct ptrvec *argv, char *arg)
{
	ptrvec_push(argv, NULL);
	memmove(argv->items + 2, argv->items + 1, (argv->len - 2) * sizeof(*argv->items));
	argv->items[1] = arg;
}

void compdb_infer_target_and_mode(struct ptrvec *argv)
{
	const struct driver_suffix *ds;
	char special[2];
	const char *name;
	size_t pos, dash;
	int add_target = 0;

	if (!argv->len || !((const char *)argv->items[0])[0])
		return;
	name = path_filename(argv->items[0], special);
	ds = parse_suffix(name, &pos);
	if (!ds)
		return;
	/* The target is what comes before the '-' in front of the suffix: "arm-none-eabi" of "...-gcc". */
	for (dash = pos + 1; dash > 0 && name[dash - 1] != '-'; dash--)
		;
	if (dash > 0 && is_known_target(name, dash - 1))
		add_target = !has_option(argv, "--target=", "-target");
	if (ds->mode && !has_option(argv, "--driver-mode=", NULL))
		insert_after_compiler(argv, xstrdup(ds->mode));
	if (add_target)
		insert_after_compiler(argv, xasprintf("--target=%.*s", (int)(dash - 1), name));
}
