import { describe, expect, it } from 'vitest';
import { intoBody } from './into-body';

describe('intoBody', () => {
  it('moves what follows the document to the end of its body', () => {
    const html = '<html><head></head><body><main>x</main></body></html><script>a()</script><!--$s-->';
    expect(intoBody(html)).toBe('<html><head></head><body><main>x</main><script>a()</script><!--$s--></body></html>');
  });

  it('leaves a document with nothing after it, or without a body end, as it is', () => {
    expect(intoBody('<html><body>x</body></html>')).toBe('<html><body>x</body></html>');
    expect(intoBody('<p>fragment</p>')).toBe('<p>fragment</p>');
  });
});
