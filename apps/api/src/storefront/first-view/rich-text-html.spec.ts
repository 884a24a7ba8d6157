import { richTextHtml } from './rich-text-html';

describe('richTextHtml', () => {
  it('keeps the policy’s elements without their attributes, and the text of unknown wrappers', () => {
    expect(
      richTextHtml(
        '<div class="x"><H2 id="a">Title</H2><p style="color:red">A <span>b</span> <em>c</em></p></div>',
      ),
    ).toBe('<h2>Title</h2><p>A b <em>c</em></p>');
    expect(richTextHtml('<ul><li>One<li>Two</ul>line<br/>break')).toBe(
      '<ul><li>One<li>Two</li></li></ul>line<br>break',
    );
  });

  it('removes scripts, styles, frames and embeds with their content, comments and event handlers', () => {
    const html = richTextHtml(
      '<p onclick="alert(1)">a</p><script>alert(2)</script><style>p{}</style><!-- c --><iframe src=x>in</iframe>' +
        '<svg><script>alert(3)</script></svg><object>o</object><img src=x onerror=alert(4)><p>b</p>',
    );
    expect(html).toBe('<p>a</p><p>b</p>');
  });

  it('escapes text that is not markup and keeps character references as text', () => {
    expect(richTextHtml('<p>1 < 2 & 3 > 2 &amp; &eacute; &#233; &#xE9;</p>')).toBe(
      '<p>1 &lt; 2 &amp; 3 &gt; 2 &amp; &eacute; &#233; &#xE9;</p>',
    );
    expect(richTextHtml('<p title="x>y">z</p>')).toBe('<p>z</p>');
  });

  it('gives a link its href only when the policy allows it, however it is spelt', () => {
    const hrefOf = (a: string) => richTextHtml(a);
    expect(hrefOf('<a href="/faq">x</a>')).toBe('<a href="/faq">x</a>');
    expect(hrefOf("<a HREF='https://a.example/?q=1&amp;r=2'>x</a>")).toBe(
      '<a href="https://a.example/?q=1&amp;r=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    for (const bad of [
      '<a href="javascript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="java&Tab;script:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<a href="//evil.example">x</a>',
      '<a href="/&#x2f;evil.example">x</a>',
      '<a href="/\t/evil.example">x</a>',
      '<a href="data:text/html,x">x</a>',
      '<a title=" href=/ok" href="javascript:alert(1)">x</a>',
      '<a href="javascript:alert(1)" href="/ok">x</a>',
      '<a href>x</a>',
    ]) {
      expect(hrefOf(bad)).toBe('<a>x</a>');
    }
    expect(hrefOf('<a href="mailto:a@b.c" onclick="x()">m</a>')).toBe('<a href="mailto:a@b.c">m</a>');
  });

  it('closes what it opened, and drops end tags of elements that are not open', () => {
    expect(richTextHtml('</p><p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(richTextHtml('<p><em>a</p>b</em>')).toBe('<p><em>a</em></p>b');
  });

  it('stops at the end of the first top-level element past its text budget', () => {
    const html = '<h2>One</h2><p>Two two</p><p>Three</p>';
    expect(richTextHtml(html, 5)).toBe('<h2>One</h2><p>Two two</p>');
    expect(richTextHtml(html)).toBe(html);
  });
});
