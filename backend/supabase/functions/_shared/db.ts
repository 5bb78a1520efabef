/** A pattern for `ilike` that matches the value exactly, case-insensitively (e-mails contain `_`). */
export function exactILike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
