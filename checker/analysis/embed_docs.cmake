# Generates the C file that embeds docs/rules/*.md (analysis/rule_docs.h):
# cmake -DDOCS_DIR=<docs/rules> -DOUT=<file.c> -P embed_docs.cmake
# Each page becomes a byte array, so any text (quotes, backslashes, bytes
# that are not UTF-8) survives without escaping rules. index.md is a list,
# not a rule, and is left out.
file(GLOB pages RELATIVE "${DOCS_DIR}" "${DOCS_DIR}/*.md")
list(SORT pages)
list(REMOVE_ITEM pages "index.md")
set(body "/* Generated from docs/rules/<id>.md by checker/analysis/embed_docs.cmake: do not edit. */\n")
string(APPEND body "#include \"analysis/rule_docs.h\"\n\n")
set(table "")
set(n 0)
foreach(page IN LISTS pages)
  string(REGEX REPLACE "\\.md$" "" id "${page}")
  file(READ "${DOCS_DIR}/${page}" hex HEX)
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
  string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" bytes "${bytes}")
  string(APPEND body "static const char page_${n}[] = {\n${bytes}0x00 };\n")
  string(APPEND table "\t{ \"${id}\", page_${n} },\n")
  math(EXPR n "${n} + 1")
endforeach()
string(APPEND body "\nconst struct rule_doc rule_docs[] = {\n${table}\t{ 0, 0 },\n};\n")
# Rewritten only when it changes, so a docs edit rebuilds one file.
if(EXISTS "${OUT}")
  file(READ "${OUT}" old)
  if(old STREQUAL body)
    return()
  endif()
endif()
file(WRITE "${OUT}" "${body}")
