/* test_metric.c — the one table of a check's figures (harness/metric.h): keys unique, every
 * key documented in docs/bench.md, runs.csv's columns numbered once each, the value bytes of
 * each kind in aex_value_kind's order; a set printed as JSON and read back is the same set,
 * whatever other keys or nesting the object holds. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "metric.h"
#include "testutil.h"
#include "util.h"

Test(metric, table)
{
	char *doc = util_read_file(AEX_SRCDIR "/docs/bench.md", NULL);
	bool col[M_COUNT + 2] = { false };
	int ncols = 0;

	cr_assert_not_null(doc);
	for (int i = 0; i < M_COUNT; i++) {
		char *key = util_xasprintf("`%s`", metric_desc[i].key);

		cr_expect_eq(metric_by_key(metric_desc[i].key), i, "%s twice", metric_desc[i].key);
		cr_expect(strstr(doc, key) != NULL, "docs/bench.md does not describe %s", key);
		free(key);
		if (metric_desc[i].csv) {
			cr_assert(metric_desc[i].csv <= M_COUNT + 1);
			cr_expect(!col[metric_desc[i].csv], "runs.csv column %d twice",
				  metric_desc[i].csv);
			col[metric_desc[i].csv] = true;
			ncols++;
		}
	}
	for (int c = 1; c <= ncols; c++)
		cr_expect(col[c], "runs.csv has no column %d", c);
	for (int k = 0; k < AEX_VALUE_KINDS; k++) {
		char *key = util_xasprintf("value_bytes_%s", aex_value_kind_name(k));

		cr_expect_eq(metric_by_key(key), (int)M_VALUE_BYTES_KIND(k), "%s", key);
		free(key);
	}
	cr_expect_eq(metric_by_key("no_such_key"), -1);
	free(doc);
}

Test(metric, json_round_trip)
{
	struct metric_set a = { 0 }, b;
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	char *json;

	metric_set_str(&a, M_ISA, "mips");
	metric_set_str(&a, M_NOTE, "a \"quoted\" note, a back\\slash, a\ttab");
	metric_set_count(&a, M_IDENTICAL, 1);
	metric_set_count(&a, M_TRANSPARENT, 0);
	metric_set_count(&a, M_GOLDEN_INSNS, 123456789012345ULL);
	metric_set_count(&a, M_REPS, 3);
	metric_set_num(&a, M_BYTES_PER_REF, 0.9116);
	metric_set_num(&a, M_REGEN_ADDRS_PER_S, 161900000);
	fprintf(f, "{");
	metric_print_fields(f, &a, 0);
	/* what a reader must pass over: nested arrays and objects, keys it does not know */
	fprintf(f, ", \"per_process\": [{\"process\": \"0\", \"golden_insns\": 7}], "
		   "\"unknown\": {\"x\": [1, 2]}}");
	fclose(f);
	cr_expect(strstr(text, "\"isa\": \"mips\", \"identical\": true, \"transparent\": false, "
			       "\"golden_insns\": 123456789012345, \"bytes_per_ref\": 0.9116, "
			       "\"reps\": 3, \"regen_addrs_per_s\": 161900000") == text + 1,
		  "%s", text);
	cr_assert_eq(metric_parse_json(text, &b), 0, "%s", text);
	for (int i = 0; i < M_COUNT; i++) {
		cr_expect_eq(a.set[i], b.set[i], "%s", metric_desc[i].key);
		if (!a.set[i])
			continue;
		if (metric_desc[i].type == MT_STR)
			cr_expect_str_eq(metric_str(&b, i), metric_str(&a, i));
		else
			cr_expect(fabs(metric_num(&b, i) - metric_num(&a, i)) < 1e-9, "%s",
				  metric_desc[i].key);
	}
	cr_expect_eq(metric_count(&b, M_GOLDEN_INSNS), 123456789012345ULL);
	cr_expect(isnan(metric_num(&b, M_WALL_RATIO)));
	cr_expect_null(metric_str(&b, M_WORKLOAD));
	metric_set_free(&b);
	/* only a per-process object's keys */
	json = util_xasprintf("{\"process\": \"0.1\", \"golden_insns\": 7, \"wall_ratio\": 1.5}");
	cr_assert_eq(metric_parse_json(json, &b), 0);
	cr_expect_str_eq(metric_str(&b, M_PROCESS), "0.1");
	cr_expect_eq(metric_count(&b, M_GOLDEN_INSNS), 7);
	metric_set_free(&b);
	free(json);
	cr_expect_eq(metric_parse_json("not json", &b), -1);
	cr_expect_eq(metric_parse_json("{\"isa\": \"mi", &b), -1);
	metric_set_free(&b);
	metric_set_free(&a);
	free(text);
}
