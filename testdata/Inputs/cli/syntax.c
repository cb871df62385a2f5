/* A syntax error: reported as [clang-diagnostic-error]. */
void broken(int a {
}
