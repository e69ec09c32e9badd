/** Calls the running server's API the way the web app does. */
export async function api<T = any>(origin: string, path: string, body: object = {}): Promise<T> {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; data: T; message: string };
  if (json.code !== 0) throw new Error(`${path}: ${json.message}`);
  return json.data;
}
