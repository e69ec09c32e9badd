import Database from 'better-sqlite3';

/** Changes a stored setting of the running e2e server (its cache holds settings for up to 3 s). */
export function patchConfig(dbPath: string, key: string, patch: Record<string, unknown>) {
  const db = new Database(dbPath);
  try {
    const row = db.prepare('select value from config where config_key = ?').get(key) as { value: string } | undefined;
    const value = { ...(row ? JSON.parse(row.value) : {}), ...patch };
    db.prepare('update config set value = ? where config_key = ?').run(JSON.stringify(value), key);
  } finally {
    db.close();
  }
}

export const waitForConfigCache = () => new Promise((r) => setTimeout(r, 3200));
