import { useLayoutEffect, useRef } from 'react';

/**
 * The tags of <head> that every page sets (SPEC §2 titles, descriptions, canonical link), kept as
 * one element each: the page's own, or the one the server wrote into the shell for the first view
 * (apps/api first-view), which the first page takes over instead of adding a second. Set in a
 * layout effect, so the head changes in the same commit as the page and never names the page
 * before or after it.
 *
 * Several components may claim a tag at once (a page inside a layout that also has one): the one
 * mounted last wins, and when it goes the one before it is shown again. When the last claim goes,
 * the description and the canonical link are removed; the title stays, so the tab is never blank.
 */
export type HeadTag = 'title' | 'description' | 'canonical';

interface Claim {
  value: string;
}

const claims: Record<HeadTag, Claim[]> = { title: [], description: [], canonical: [] };

const ELEMENTS: Record<
  Exclude<HeadTag, 'title'>,
  { selector: string; attribute: string; create(): Element }
> = {
  description: {
    selector: 'meta[name="description"]',
    attribute: 'content',
    create: () => Object.assign(document.createElement('meta'), { name: 'description' }),
  },
  canonical: {
    selector: 'link[rel="canonical"]',
    attribute: 'href',
    create: () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
  },
};

function show(tag: HeadTag): void {
  const current = claims[tag].at(-1);
  if (tag === 'title') {
    if (current && document.title !== current.value) document.title = current.value;
    return;
  }
  const { selector, attribute, create } = ELEMENTS[tag];
  let element = document.head.querySelector(selector);
  if (!current) {
    element?.remove();
    return;
  }
  if (!element) element = document.head.appendChild(create());
  if (element.getAttribute(attribute) !== current.value) element.setAttribute(attribute, current.value);
}

/** Sets `tag` to `value` while the calling component is mounted (see above for several claims). */
export function useHeadTag(tag: HeadTag, value: string): void {
  // One claim for the component's life: a new value keeps its place among the claims.
  const claim = useRef<Claim>({ value });
  useLayoutEffect(() => {
    const own = claim.current;
    claims[tag].push(own);
    show(tag);
    return () => {
      const list = claims[tag];
      list.splice(list.indexOf(own), 1);
      show(tag);
    };
  }, [tag]);
  useLayoutEffect(() => {
    claim.current.value = value;
    show(tag);
  }, [tag, value]);
}
