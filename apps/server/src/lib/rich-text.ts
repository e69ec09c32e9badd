/**
 * Rich text (goods descriptions, help, notices) with its images of this site's uploads made
 * absolute — `upload/…` or `/upload/…` become `${origin}/upload/…` — so it renders on a client
 * served from another origin (issue 13, ADR 044). With no PUBLIC_ORIGIN they stay rooted (`/upload/…`).
 */
export function absoluteImages(html: string, origin: string): string {
  return html.replace(/(<img\b[^>]*?\ssrc=)(["']?)\/?upload\//gi, `$1$2${origin}/upload/`);
}
