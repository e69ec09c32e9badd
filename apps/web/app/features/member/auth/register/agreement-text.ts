const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The platform's agreement arrives as HTML written in an admin editor. It is shown as plain text
 * paragraphs (React escapes them), so no markup from it — scripts, handlers, links, styles — ever
 * reaches the page; only the paragraph breaks survive.
 */
export function agreementParagraphs(html: string): string[] {
  const text = html
    .replace(/<(script|style|template|iframe|object|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(p|div|li|ul|ol|h[1-6]|section|article|blockquote|tr|table)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>?/g, '');
  return decodeEntities(text)
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
