import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serverI18n } from '~/lib/i18n.server';
import { I18nProvider } from '~/lib/translation';
import { PromotionCountdown } from './promotion-status';

const onServer = (node: ReactNode) =>
  renderToString(<I18nProvider i18n={serverI18n('en-us')}>{node}</I18nProvider>)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const NOW = 1_767_225_600;

// Issue 35 §2: the server's HTML shows the time left on the server's clock, never dashes.
describe('countdowns rendered on the server', () => {
  it('show the time left of a promotion from the loader clock', () => {
    const text = onServer(<PromotionCountdown end={NOW + 2 * 3600 + 3 * 60 + 4} serverTime={NOW} label="Ends in" />);
    expect(text).toBe('Ends in 02 : 03 : 04');
    expect(text).not.toContain('--');
  });

  it('lead with the days past a day', () => {
    expect(onServer(<PromotionCountdown end={NOW + 3 * 86_400 + 5} serverTime={NOW} label="Ends in" />)).toBe(
      'Ends in 3d 00 : 00 : 05',
    );
  });

  it('say the activity ended once the server clock has passed its end', () => {
    expect(onServer(<PromotionCountdown end={NOW - 1} serverTime={NOW} label="Ends in" />)).toBe('Activity ended');
  });
});
