/**
 * Toasts load sonner on first use: most pages never show one, and it stays out of the first-load bundle.
 * Sonner replays toasts created before its Toaster subscribes, so calling before the host mounts is safe.
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
let needed = false;
const hosts = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  return (sonner ??= import('sonner'));
}

/** The toast host calls this to learn when it should mount the Toaster. */
export function whenToastsNeeded(mount: () => void): () => void {
  hosts.add(mount);
  if (needed) mount();
  return () => hosts.delete(mount);
}

function requestHost() {
  needed = true;
  hosts.forEach((mount) => mount());
}

export async function notifyError(message: string, id?: string): Promise<void> {
  requestHost();
  (await loadSonner()).toast.error(message, { id });
}

export async function notifySuccess(message: string, id?: string): Promise<void> {
  requestHost();
  (await loadSonner()).toast.success(message, { id });
}
