"""Reads a SARIF log on stdin and prints what the tests match: the driver's
rules (id, level, whether it has descriptions, help, tags, precision), then
each result with its location, related locations, fingerprints, suppressions
and fixes, then the invocation with its notifications. Exits 1 if the log is
not JSON or misses a member SARIF consumers need."""
import json
import sys

log = json.load(sys.stdin)
problems = []
if log.get("version") != "2.1.0":
    problems.append("version is not 2.1.0")
run = log["runs"][0]
driver = run["tool"]["driver"]
print("driver %s %s" % (driver["name"], driver.get("version")))
ids = []
for r in driver["rules"]:
    ids.append(r["id"])
    has = [k for k in ("shortDescription", "fullDescription", "help") if r.get(k, {}).get("text")]
    props = r.get("properties", {})
    print("rule %s level=%s %s helpUri=%s markdown=%s tags=%s precision=%s problem.severity=%s%s" % (
        r["id"], r["defaultConfiguration"]["level"], ",".join(has), r.get("helpUri", "-"),
        "yes" if r.get("help", {}).get("markdown") else "no", ",".join(props.get("tags", [])),
        props.get("precision"), props.get("problem.severity"),
        " disabled" if r["defaultConfiguration"].get("enabled") is False else ""))
    full = r.get("fullDescription", {}).get("text", "")
    if "`" in full or "**" in full or "](" in full:
        problems.append("fullDescription of %s holds Markdown" % r["id"])
    if r.get("helpUri", "").startswith("file:"):
        problems.append("helpUri of %s is a file URI of this machine" % r["id"])
if driver.get("informationUri", "").startswith("file:"):
    problems.append("informationUri is a file URI of this machine")
for base, v in sorted(run.get("originalUriBaseIds", {}).items()):
    print("base %s %s" % (base, v["uri"]))


def loc(pl):
    a = pl["artifactLocation"]
    reg = pl.get("region", {})
    return "%s%s:%s:%s" % (a.get("uriBaseId", "") + ":" if a.get("uriBaseId") else "", a["uri"],
                           reg.get("startLine"), reg.get("startColumn"))


for res in run["results"]:
    if ids[res["ruleIndex"]] != res["ruleId"]:
        problems.append("ruleIndex of %s points at %s" % (res["ruleId"], ids[res["ruleIndex"]]))
    print("result %s %s %s: %s" % (res["level"], res["ruleId"],
                                   loc(res["locations"][0]["physicalLocation"]),
                                   res["message"]["text"]))
    for rl in res.get("relatedLocations", []):
        print("  related %d %s: %s" % (rl["id"], loc(rl["physicalLocation"]), rl["message"]["text"]))
    for k, v in sorted(res.get("partialFingerprints", {}).items()):
        print("  fingerprint %s=%s" % (k, v))
    for sup in res.get("suppressions", []):
        print("  suppressed %s" % sup["kind"])
    for fix in res.get("fixes", []):
        for ch in fix["artifactChanges"]:
            for rep in ch["replacements"]:
                d = rep["deletedRegion"]
                print("  fix %s {%d:%d-%d:%d} %r" % (ch["artifactLocation"]["uri"], d["startLine"],
                                                     d["startColumn"], d["endLine"], d["endColumn"],
                                                     rep["insertedContent"]["text"]))
for inv in run.get("invocations", []):
    print("invocation successful=%s exitCode=%s" % (inv["executionSuccessful"], inv.get("exitCode")))
    for n in inv.get("toolExecutionNotifications", []):
        where = n.get("locations", [{}])[0].get("physicalLocation")
        print("  notification %s %s%s" % (n["level"], loc(where) + ": " if where else "",
                                          n["message"]["text"]))
for p in problems:
    print("sarif error: " + p)
sys.exit(1 if problems else 0)
