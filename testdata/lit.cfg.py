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
