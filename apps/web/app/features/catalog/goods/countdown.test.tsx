import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serverI18n } from '~/lib/i18n.server';
import { I18nProvider } from '~/lib/translation';
import { Countdown } from './countdown';

const NOW = 1_767_225_600;

// Issue 35 §2: the goods page's promotion countdown is rendered from the loader's clock on the server.
describe('the goods page countdown on the server', () => {
  it('shows days, hours, minutes and seconds, never dashes', () => {
    const html = renderToString(
      <I18nProvider i18n={serverI18n('en-us')}>
        <Countdown end={NOW + 86_400 + 59} serverTime={NOW} />
      </I18nProvider>,
    );
    const text = html
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(text).toBe('Ends in 1 d 00 : 00 : 59');
  });
});
