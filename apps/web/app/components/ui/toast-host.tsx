import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSonner, whenToastsNeeded } from '~/lib/notify';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

export function ToastHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenToastsNeeded(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
