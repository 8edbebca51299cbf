// The command-line options of the scripts (`--name value`, `--flag`), read one way.
const argv = process.argv.slice(2);

/** `--name value` of the command line, else undefined. */
export function textOption(name, args = argv) {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

/** `--name N` of the command line as a number, else `fallback`. */
export function numberOption(name, fallback, args = argv) {
  const value = textOption(name, args);
  return value ? Number(value) : fallback;
}

/** Whether `--name` is on the command line. */
export const hasFlag = (name, args = argv) => args.includes(`--${name}`);
