import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHeadTag, type HeadTag } from './head-tags';

function Claim({ tag, value }: { tag: HeadTag; value: string }) {
  useHeadTag(tag, value);
  return null;
}

const descriptions = () =>
  [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'));
const canonicals = () =>
  [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('useHeadTag', () => {
  it('takes over the tags the server wrote for the first view instead of adding a second', () => {
    document.head.innerHTML =
      '<title>Server title</title><meta name="description" content="From the server">' +
      '<link rel="canonical" href="https://shop.example/faq">';

    render(
      <>
        <Claim tag="title" value="FAQ | Shop Pet Nutrition" />
        <Claim tag="description" value="Answers" />
        <Claim tag="canonical" value="https://shop.example/faq" />
      </>,
    );

    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('FAQ | Shop Pet Nutrition');
    expect(descriptions()).toEqual(['Answers']);
    expect(canonicals()).toEqual(['https://shop.example/faq']);
  });

  it('shows the claim mounted last, and the one before it again when that one goes', () => {
    const { rerender } = render(
      <>
        <Claim tag="description" value="Layout" />
        <Claim tag="description" value="Page" />
      </>,
    );
    expect(descriptions()).toEqual(['Page']);

    rerender(<Claim tag="description" value="Layout" />);
    expect(descriptions()).toEqual(['Layout']);
  });

  it('keeps a claim in its place when its value changes', () => {
    const { rerender } = render(
      <>
        <Claim tag="description" value="Layout" />
        <Claim tag="description" value="Page" />
      </>,
    );
    rerender(
      <>
        <Claim tag="description" value="Layout, later" />
        <Claim tag="description" value="Page" />
      </>,
    );
    expect(descriptions()).toEqual(['Page']);
  });

  it('removes the description and the canonical link with the last claim, and leaves the title', () => {
    const { unmount } = render(
      <>
        <Claim tag="title" value="Cart | Shop Pet Nutrition" />
        <Claim tag="description" value="" />
        <Claim tag="canonical" value="http://localhost:3000/cart" />
      </>,
    );
    expect(descriptions()).toEqual(['']);

    unmount();
    expect(descriptions()).toEqual([]);
    expect(canonicals()).toEqual([]);
    expect(document.title).toBe('Cart | Shop Pet Nutrition');
  });
});
