import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FactList } from './fact-list';

const ROWS: [string, string][] = [
  ['Code', '123'],
  ['Verifier', ''],
];

describe('FactList', () => {
  it('leaves out a row without a value', () => {
    const html = renderToStaticMarkup(<FactList rows={ROWS} className="list" valueClass="value" />);
    expect(html).toBe(
      '<dl class="list"><div class="contents"><dt class="text-muted">Code</dt><dd class="value">123</dd></div></dl>',
    );
  });

  it('keeps it, its value empty, with keepEmpty', () => {
    const html = renderToStaticMarkup(<FactList rows={ROWS} className="list" valueClass="value" keepEmpty />);
    expect(html).toContain('<dt class="text-muted">Verifier</dt><dd class="value"></dd>');
  });
});
