# Generates the C file that embeds the HTML report's script and style sheet
# (report/html/assets.h):
# cmake -DHTML_DIR=<checker/report/html> -DOUT=<file.c> -P embed_html.cmake
# Byte arrays, as analysis/embed_docs.cmake makes them: no escaping rules.
set(body "/* Generated from checker/report/html/ by embed_html.cmake: do not edit. */\n")
string(APPEND body "#include \"report/html/assets.h\"\n\n")
foreach(asset report.js report.css)
  string(REGEX REPLACE "[.]" "_" name "html_${asset}")
  file(READ "${HTML_DIR}/${asset}" hex HEX)
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
  string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" bytes "${bytes}")
  string(APPEND body "const char ${name}[] = {\n${bytes}0x00 };\n")
endforeach()
if(EXISTS "${OUT}")
  file(READ "${OUT}" old)
  if(old STREQUAL body)
    return()
  endif()
endif()
file(WRITE "${OUT}" "${body}")
