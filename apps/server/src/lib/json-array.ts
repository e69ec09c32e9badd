/** A stored JSON array (config and rule columns); anything else, or malformed JSON, reads as []. */
export function parseJsonArray(json: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
