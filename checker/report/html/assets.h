/*
 * The HTML report's script and style sheet (checker/report/html/), embedded
 * at build time by checker/report/html/embed_html.cmake, so a report is one
 * file that needs nothing else. NUL-terminated.
 */
#ifndef TIMERCHECK_REPORT_HTML_ASSETS_H
#define TIMERCHECK_REPORT_HTML_ASSETS_H

extern const char html_report_js[];
extern const char html_report_css[];

#endif
