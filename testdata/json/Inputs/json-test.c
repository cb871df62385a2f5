/*
 * timercheck-json-test: a driver for testdata/json/, the JSON reader's
 * unit tests (checker/support/json_reader.c). Parses a file, or standard
 * input, and prints one line per value in document order:
 *
 *   LINE:COL TYPE [LEN] [TEXT]      (members: "key" LINE:COL, then the value)
 *
 * with strings quoted by json_quote() (so a NUL from \u0000 shows as \x00),
 * or "error: MESSAGE" and exit status 1. --max-bytes/--max-depth/--max-values
 * N lower the limits; --get KEY and --at N look a value up from the top
 * level and print it alone ("absent" when there is none).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/json_reader.h"
#include "support/util.h"

static void print_value(const struct json_value *v, int indent);

static void print_quoted(const char *s, size_t len)
{
	struct strbuf sb = STRBUF_INIT;

	json_quote(&sb, s, len);
	fputs(sb.buf, stdout);
	strbuf_release(&sb);
}

static void print_value(const struct json_value *v, int indent)
{
	long long n;
	size_t i;

	printf("%*s%u:%u %s", indent, "", v->line, v->column, json_type_name(v->type));
	switch (v->type) {
	case JSON_BOOL:
		printf(" %s\n", v->u.boolean ? "true" : "false");
		break;
	case JSON_NUMBER:
		printf(" %s", v->u.text);
		if (json_integer(v, &n) == 0)
			printf(" (integer %lld)", n);
		printf("\n");
		break;
	case JSON_STRING:
		printf(" %zu ", v->len);
		print_quoted(v->u.text, v->len);
		printf("\n");
		break;
	case JSON_ARRAY:
		printf(" %zu\n", v->len);
		for (i = 0; i < v->len; i++)
			print_value(&v->u.items[i], indent + 2);
		break;
	case JSON_OBJECT:
		printf(" %zu\n", v->len);
		for (i = 0; i < v->len; i++) {
			printf("%*s", indent + 2, "");
			print_quoted(v->u.members[i].key, v->u.members[i].key_len);
			printf(" %u:%u\n", v->u.members[i].line, v->u.members[i].column);
			print_value(&v->u.members[i].value, indent + 4);
		}
		break;
	default:
		printf("\n");
	}
}

int main(int argc, char **argv)
{
	struct json_limits limits = json_default_limits;
	const char *file = NULL, *get = NULL;
	struct json_value doc;
	char *text, *err = NULL;
	size_t len;
	long at = -1;
	int i, ret;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--max-bytes") == 0 && i + 1 < argc)
			limits.max_bytes = strtoul(argv[++i], NULL, 10);
		else if (strcmp(argv[i], "--max-depth") == 0 && i + 1 < argc)
			limits.max_depth = (unsigned)strtoul(argv[++i], NULL, 10);
		else if (strcmp(argv[i], "--max-values") == 0 && i + 1 < argc)
			limits.max_values = strtoul(argv[++i], NULL, 10);
		else if (strcmp(argv[i], "--get") == 0 && i + 1 < argc)
			get = argv[++i];
		else if (strcmp(argv[i], "--at") == 0 && i + 1 < argc)
			at = strtol(argv[++i], NULL, 10);
		else
			file = argv[i];
	}
	if ((file ? read_file(file, &text, &len) : read_stream(stdin, &text, &len)) != 0) {
		perror(file ? file : "stdin");
		return 2;
	}
	/* The reader must not need the NUL read_file() adds: parse a copy without it. */
	{
		char *exact = xmalloc(len ? len : 1);

		memcpy(exact, text, len);
		free(text);
		text = exact;
	}
	ret = json_parse(text, len, &limits, &doc, &err);
	free(text);
	if (ret != 0) {
		printf("error: %s\n", err);
		free(err);
		return 1;
	}
	if (get || at >= 0) {
		const struct json_value *v = get ? json_get(&doc, get) : json_at(&doc, (size_t)at);

		if (v)
			print_value(v, 0);
		else
			printf("absent\n");
		if (v && json_text(v))
			printf("text: %s\n", json_text(v));
	} else {
		print_value(&doc, 0);
	}
	json_release(&doc);
	return 0;
}
