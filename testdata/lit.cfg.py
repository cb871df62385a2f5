# lit configuration for timercheck's tests: one small C file per behaviour,
# CHECK lines beside the code they check. FileCheck runs closed-world through
# %check: any warning or error the test did not name fails it.
import os
import lit.formats

config.name = "timercheck"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".c", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.timercheck_build_dir, "testdata")

config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, os.path.dirname(config.timercheck_bin), config.environment.get("PATH", "")])
config.environment["NO_COLOR"] = "1"
# The language server publishes an open file's own findings once an analysis
# has run 250 ms (docs/integration.md): on a loaded machine that would change
# the order of messages from run to run. Tests about it set 0 themselves.
config.environment["TIMERCHECK_LSP_PROVISIONAL_MS"] = "3600000"
# The default cache lives in the build tree, never in the user's ~/.cache.
config.environment["XDG_CACHE_HOME"] = os.path.join(config.timercheck_build_dir, "test-cache")
for var in ("ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS", "HOME", "TMPDIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

tc = config.timercheck_bin
config.substitutions.append(("%timercheck", tc))
config.substitutions.append(("%srcroot", config.timercheck_src_dir))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
config.substitutions.append(
    ("%check", "FileCheck --implicit-check-not=warning: --implicit-check-not=error: --implicit-check-not=note:"))
config.available_features.add("libclang-" + config.libclang_version)
if os.getuid() == 0:
    config.available_features.add("root")
# AddressSanitizer reserves terabytes of address space: a test that sets
# ulimit -v says UNSUPPORTED: sanitizer.
if getattr(config, "timercheck_sanitize", "OFF").upper() in ("ON", "1", "TRUE", "YES"):
    config.available_features.add("sanitizer")

# Reporting and integration tests (testdata/output, suppress, config, baseline,
# diff, install, integration).
config.substitutions.append(("%builddir", config.timercheck_build_dir))
config.substitutions.append(
    ("%emit_test", os.path.join(os.path.dirname(config.timercheck_bin), "timercheck-emit-test")))
config.substitutions.append(
    ("%fix_test", os.path.join(os.path.dirname(config.timercheck_bin), "timercheck-fix-test")))
config.substitutions.append(
    ("%verify_fixes", "python3 " + os.path.join(config.timercheck_src_dir, "tools", "check-fixes")
     + " --timercheck " + tc))
config.substitutions.append(
    ("%regex_test", os.path.join(os.path.dirname(config.timercheck_bin), "timercheck-regex-test")))
config.substitutions.append(
    ("%sha256_test", os.path.join(os.path.dirname(config.timercheck_bin), "timercheck-sha256-test")))
config.substitutions.append(
    ("%limits_test", os.path.join(os.path.dirname(config.timercheck_bin), "timercheck-limits-test")))
config.substitutions.append(
    ("%json_test", os.path.join(os.path.dirname(config.timercheck_bin), "timercheck-json-test")))
config.substitutions.append(
    ("%compdb_diff", os.path.join(os.path.dirname(config.timercheck_bin), "timercheck-compdb-diff")))
# Microsoft's SARIF validator, from npm (not committed): tools/setup installs it
# with `npm install --prefix build/node @microsoft/sarif-multitool`. Tests that
# need it say `REQUIRES: sarif-multitool`; %sarif_validate runs it.
def _find_sarif_multitool():
    env = os.environ.get("SARIF_MULTITOOL")
    if env and os.path.isfile(env):
        return env
    rel = os.path.join("node_modules", "@microsoft", "sarif-multitool-linux", "Sarif.Multitool")
    for base in (os.path.join(config.timercheck_build_dir, "node"),
                 os.path.join(config.timercheck_src_dir, "build", "node"),
                 os.path.join(config.timercheck_src_dir, "tools", "node")):
        path = os.path.join(base, rel)
        if os.access(path, os.X_OK):
            return path
    return None
_sarif_multitool = _find_sarif_multitool()
if _sarif_multitool:
    config.available_features.add("sarif-multitool")
    config.substitutions.append(("%sarif_validate", _sarif_multitool + " validate"))
    # The validator is a .NET program; it needs no ICU for what it does here.
    config.environment["DOTNET_SYSTEM_GLOBALIZATION_INVARIANT"] = "1"
    config.environment["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1"
import shutil
# clang-apply-replacements (Debian: clang-tools-19), for the --export-fixes
# tests: they apply the YAML with the real tool (REQUIRES: clang-apply-replacements).
for _car in ("clang-apply-replacements-19", "clang-apply-replacements"):
    if shutil.which(_car):
        config.available_features.add("clang-apply-replacements")
        config.substitutions.append(("%clang_apply_replacements", shutil.which(_car)))
        break
# The kCFI probe (testdata/callback-cast/kcfi-probe.test) compiles small
# programs with clang 16+'s -fsanitize=kcfi, which traps in user space too.
for _cc in ("clang-19", "clang-18", "clang-17", "clang-16"):
    if shutil.which(_cc):
        config.available_features.add("kcfi")
        config.substitutions.append(("%clang_kcfi", shutil.which(_cc)))
        break
if shutil.which("make"):
    config.available_features.add("make")
if shutil.which("man"):
    config.available_features.add("man")
if shutil.which("vim"):
    config.available_features.add("vim")
if shutil.which("zsh"):
    config.available_features.add("zsh")
# Neovim's built-in LSP client drives timercheck --lsp (testdata/lsp/neovim.test).
if shutil.which("nvim"):
    config.available_features.add("neovim")
# A headless browser loads the HTML report (testdata/output/html.test): it
# runs the page's script under its Content-Security-Policy and prints the DOM.
# Root needs --no-sandbox; the profile goes in the test's own %t folder.
for _chromium in ("chromium", "chromium-browser"):
    if shutil.which(_chromium):
        config.available_features.add("chromium")
        config.substitutions.append(
            ("%chromium_dom", shutil.which(_chromium) + " --headless --no-sandbox --disable-gpu"
             " --no-first-run --virtual-time-budget=2000 --dump-dom"))
        break
for var in ("HOME",):
    config.environment.setdefault(var, os.environ.get(var, "/tmp"))
