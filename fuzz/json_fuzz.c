/*
 * Fuzzes json_parse (checker/support/json_reader.c), which reads
 * compile_commands.json and, later, language server messages, and the
 * command-line splitters that take its strings (input/compdb_args.c).
 *
 * The input is copied to a buffer of exactly its size, with no NUL after
 * it, as a message read off a socket would be: a read past the end is a
 * finding for AddressSanitizer.
 *
 * Checked: an error always says where ("line L, column C: ..."); a document
 * that parses is written back out canonically, and that text parses to the
 * same canonical text (nothing is lost or invented); every member is found
 * by its key and every element by its index; every string is valid UTF-8.
 * Each string is also split as a "command" and as a response file, and the
 * words go through the launcher and target steps: no word is longer than
 * the string, and those steps add at most two arguments.
 */
#include <string.h>

#include "input/compdb_args.h"
#include "support/json_reader.h"
#include "support/json_writer.h"
#include "fuzz.h"

static void write_string(struct strbuf *sb, const char *s, size_t len)
{
	size_t i;

	strbuf_addch(sb, '"');
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '"' || c == '\\')
			strbuf_addf(sb, "\\%c", c);
		else if (c < 0x20)
			strbuf_addf(sb, "\\u%04x", c);
		else
			strbuf_addch(sb, (char)c);
	}
	strbuf_addch(sb, '"');
}

static void check_string(const char *s, size_t len)
{
	struct ptrvec argv = PTRVEC_INIT;
	size_t i = 0, n, before;

	while (i < len) {
		n = s[i] ? utf8_sequence_len((const unsigned char *)s + i, len - i) : 1;
		FUZZ_ASSERT(n, "a decoded string is not UTF-8");
		i += n;
	}
	FUZZ_ASSERT(s[len] == '\0', "a decoded string is not NUL-terminated");
	compdb_split_command(s, len, &argv);
	compdb_split_response_file(s, len, &argv);
	for (i = 0; i < argv.len; i++)
		FUZZ_ASSERT(strlen(argv.items[i]) <= len, "a word longer than its text");
	before = argv.len;
	compdb_drop_launchers(&argv);
	FUZZ_ASSERT(argv.len <= before, "dropping launchers added arguments");
	before = argv.len;
	compdb_infer_target_and_mode(&argv);
	FUZZ_ASSERT(argv.len <= before + 2, "more than a target and a mode were added");
	ptrvec_free_all(&argv);
}

/* Writes v canonically (no spaces) and checks the lookups on the way. */
static void write_value(struct strbuf *sb, const struct json_value *v)
{
	size_t i;

	switch (v->type) {
	case JSON_NULL:
		strbuf_addstr(sb, "null");
		break;
	case JSON_BOOL:
		strbuf_addstr(sb, v->u.boolean ? "true" : "false");
		break;
	case JSON_NUMBER:
		strbuf_add(sb, v->u.text, v->len);
		break;
	case JSON_STRING:
		check_string(v->u.text, v->len);
		write_string(sb, v->u.text, v->len);
		break;
	case JSON_ARRAY:
		strbuf_addch(sb, '[');
		for (i = 0; i < v->len; i++) {
			FUZZ_ASSERT(json_at(v, i) == &v->u.items[i], "json_at misses an element");
			strbuf_addstr(sb, i ? "," : "");
			write_value(sb, &v->u.items[i]);
		}
		FUZZ_ASSERT(!json_at(v, v->len), "json_at past the end");
		strbuf_addch(sb, ']');
		break;
	case JSON_OBJECT:
		strbuf_addch(sb, '{');
		for (i = 0; i < v->len; i++) {
			const struct json_member *m = &v->u.members[i];

			if (strlen(m->key) == m->key_len)
				FUZZ_ASSERT(json_get(v, m->key) == &m->value, "json_get misses a member");
			strbuf_addstr(sb, i ? "," : "");
			write_string(sb, m->key, m->key_len);
			strbuf_addch(sb, ':');
			write_value(sb, &m->value);
		}
		strbuf_addch(sb, '}');
		break;
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const struct json_limits limits = { (size_t)1 << 20, 64, (size_t)1 << 16 };
	struct strbuf first = STRBUF_INIT, second = STRBUF_INIT;
	struct json_value doc, again;
	char *buf = malloc(size ? size : 1), *err = NULL;

	memcpy(buf, data, size);
	if (json_parse(buf, size, &limits, &doc, &err) != 0) {
		FUZZ_ASSERT(err && (strncmp(err, "line ", 5) == 0 || strstr(err, "limit")),
			    "an error that does not say where");
		FUZZ_ASSERT(doc.type == JSON_NULL, "a failed parse left a value");
		free(err);
		free(buf);
		return 0;
	}
	write_value(&first, &doc);
	json_release(&doc);
	/* The default limits: escaping may make the text longer than the input's. */
	if (json_parse(first.buf, first.len, NULL, &again, &err) != 0) {
		fprintf(stderr, "canonical text: %s\nerror: %s\n", first.buf, err);
		FUZZ_ASSERT(0, "the canonical text of a document does not parse");
	}
	write_value(&second, &again);
	json_release(&again);
	FUZZ_ASSERT(first.len == second.len && memcmp(first.buf, second.buf, first.len) == 0,
		    "the canonical text changed when read again");
	strbuf_release(&first);
	strbuf_release(&second);
	free(buf);
	return 0;
}
