import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSonner, whenToastsNeeded } from '~/lib/notify';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

export function ToastHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenToastsNeeded(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      {/* Below the header rows: at the very top a toast covered the shop's follow button, and a
          pointer resting on it kept the toast open (sonner pauses on hover). */}
      <Toaster position="top-center" offset={{ top: 120 }} richColors closeButton />
    </Suspense>
  );
}
