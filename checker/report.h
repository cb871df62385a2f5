/*
 * Reporting: the last stage. Orders the findings, prints them in the chosen
 * format and says whether any reaches the failing severity.
 */
#ifndef TIMERCHECK_REPORT_H
#define TIMERCHECK_REPORT_H

#include "cli.h"
#include "diag.h"

/*
 * Sorts, deduplicates and prints fs as cli asks. files is the number of TUs
 * analysed (for the summary line). Returns EXIT_CLEAN, EXIT_FINDINGS, or
 * EXIT_INPUT if the output could not be written.
 */
int report_findings(const struct cli *cli, struct findings *fs, size_t files);

#endif
