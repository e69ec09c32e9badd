import { MapPin } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { parseCity, syncStoredCity } from '~/lib/city';
import type { LayoutData } from '~/lib/layout-data';
import { useTranslation } from '~/lib/translation';

/** The shopper's city and the way to change it (hidden without the city sites addon). */
export function CitySwitch({ city }: { city: LayoutData['city'] }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (city.enabled && syncStoredCity(parseCity(city.value))) window.location.reload();
  }, [city.enabled, city.value]);
  if (!city.enabled) return null;
  return (
    <span className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap" data-testid="header-city">
      <MapPin size={13} aria-hidden className="shrink-0 text-brand" />
      <span className="text-ink">{city.title || t('city.all')}</span>
      <Link to="/change_city" className="inline-flex min-h-[24px] items-center text-brand hover:underline">
        [{t('city.change')}]
      </Link>
    </span>
  );
}
