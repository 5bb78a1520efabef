/**
 * A PostgREST `like`/`ilike` pattern matching the text anywhere: `%` and `_` are wildcards there,
 * so a search for them means the literal characters.
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
