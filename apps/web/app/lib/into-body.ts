/**
 * React Router renders the scripts that hand its data to the browser after the document element;
 * React's renderer moves them before `</body>`, Preact's leaves them after `</html>` (ADR 018).
 */
export function intoBody(html: string): string {
  const end = html.lastIndexOf('</body></html>');
  if (end < 0) return html;
  const after = html.slice(end + '</body></html>'.length);
  return `${html.slice(0, end)}${after}</body></html>`;
}
