import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the markup a goods description uses', () => {
    const html =
      '<p>Soft <strong>cotton</strong> ထဘီ</p><ul><li>Size: M</li></ul>' +
      '<p><img src="/upload/seed/goods/a.webp" alt="a" width="800" height="800"></p>' +
      '<table><tbody><tr><td colspan="2">x</td></tr></tbody></table><br>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<SCRIPT src=//x.js></SCRIPT >ok', 'ok'],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['<iframe src="https://evil"></iframe>ok', 'ok'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<img src=x onerror=alert(1)>', '<img src="x">'],
    ['<p onclick="alert(1)" title="t">x</p>', '<p title="t">x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:x">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img>'],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<p style="width:expression(alert(1))">x</p>', '<p>x</p>'],
    ['<!-- <script>alert(1)</script> -->ok', 'ok'],
    ['<!--><img src=x onerror=alert(1)>-->', ''],
    ['<form action="/x"><input name=a></form>ok', 'ok'],
    ['<object data="x.swf"></object>ok', 'ok'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>ok', 'ok'],
    ['<<script>alert(1)//<</script>ok', '&lt;ok'],
    ['<p title="a>b" onmouseover=alert(1)>x</p>', '<p title="a&gt;b">x</p>'],
    ['<img src="x" alt="&quot; onerror=&quot;alert(1)">', '<img src="x" alt="&quot; onerror=&quot;alert(1)">'],
    ['x < y & z > w', 'x &lt; y &amp; z &gt; w'],
    ['<scr<script>ipt>alert(1)</script>', '&lt;scr'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('keeps safe links and adds rel to new-tab links', () => {
    expect(sanitizeHtml('<a href="https://zay.test/sku-1" target="_blank">x</a>')).toBe(
      '<a href="https://zay.test/sku-1" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/shop-3" target="_top">x</a>')).toBe('<a href="/shop-3">x</a>');
    expect(sanitizeHtml('<a href="mailto:a@b.c">m</a>')).toBe('<a href="mailto:a@b.c">m</a>');
  });

  it('keeps only the styles the editor offers: a full-page overlay goes (issue 29)', () => {
    const overlay =
      '<div style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999;background:#fff">' +
      'Your account is locked: call 09 000 000</div>';
    expect(sanitizeHtml(overlay)).toBe('<div>Your account is locked: call 09 000 000</div>');
    expect(sanitizeHtml('<p style="POSITION: absolute; font-weight: bold">x</p>')).toBe(
      '<p style="font-weight:bold">x</p>',
    );
    expect(sanitizeHtml('<p style="text-align: center; color: red; font-style: italic">x</p>')).toBe(
      '<p style="text-align:center;font-style:italic">x</p>',
    );
    expect(sanitizeHtml('<span style="font-weight: calc(100 + 800)">x</span>')).toBe('<span>x</span>');
  });

  it('drops unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<font color="red">red</font> <marquee>m</marquee>')).toBe('red m');
  });
});
