import { describe, expect, it } from 'vitest';
import { agreementParagraphs } from './agreement-text';

describe('agreementParagraphs', () => {
  it('keeps the paragraphs of editor HTML as text', () => {
    expect(agreementParagraphs('<h2>1. Terms</h2><p>Be  kind.</p><ul><li>One</li><li>Two<br>lines</li></ul>')).toEqual([
      '1. Terms',
      'Be kind.',
      'One',
      'Two',
      'lines',
    ]);
  });

  it('drops scripts, styles, handlers and every other tag', () => {
    const html =
      '<p onclick="steal()">Hello <b>there</b></p><script>alert(1)</script><style>p{}</style>' +
      '<img src=x onerror=alert(2)><a href="javascript:alert(3)">link</a><iframe src="//evil"></iframe>';
    expect(agreementParagraphs(html)).toEqual(['Hello there', 'link']);
  });

  it('decodes entities once, so escaped markup stays text', () => {
    expect(agreementParagraphs('<p>Tom &amp; Jerry &lt;script&gt; &#4096;&#x1000; &nbsp;x</p>')).toEqual([
      'Tom & Jerry <script> ကက x',
    ]);
  });

  it('copes with unclosed tags and plain text', () => {
    expect(agreementParagraphs('plain text')).toEqual(['plain text']);
    expect(agreementParagraphs('<p>cut <b')).toEqual(['cut']);
    expect(agreementParagraphs('<script>never closed')).toEqual([]);
    expect(agreementParagraphs('')).toEqual([]);
  });
});
