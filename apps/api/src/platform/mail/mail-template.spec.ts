import { renderMail } from './mail-template';

describe('renderMail', () => {
  const content = {
    subject: 'Reset your password',
    greeting: 'Hello <Ada>,',
    paragraphs: ['Someone asked to reset the password of "your" account.', 'Two\nlines'],
    action: { label: 'Choose a new password', url: 'https://shop.example/reset?token=a&b=1' },
    siteTitle: 'Shop Pet Nutrition',
  };

  it('writes the text body with the link spelled out', () => {
    const mail = renderMail('ada@example.com', content);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Hello <Ada>,');
    expect(mail.text).toContain('Choose a new password: https://shop.example/reset?token=a&b=1');
    expect(mail.text.trimEnd().endsWith('Shop Pet Nutrition')).toBe(true);
  });

  it('escapes everything a module passes into the HTML body', () => {
    const mail = renderMail('ada@example.com', content);
    expect(mail.html).toContain('Hello &lt;Ada&gt;,');
    expect(mail.html).toContain('&quot;your&quot;');
    expect(mail.html).toContain('href="https://shop.example/reset?token=a&amp;b=1"');
    expect(mail.html).toContain('Two<br>lines');
    expect(mail.html).not.toContain('<Ada>');
  });

  it('leaves the action out when there is none', () => {
    const mail = renderMail('ada@example.com', { ...content, action: undefined });
    expect(mail.html).not.toContain('<a ');
    expect(mail.text).not.toContain('https://');
  });
});
