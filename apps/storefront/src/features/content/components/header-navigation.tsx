import { Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { headerQueryOptions } from '../api/content-queries';
import type { NavLinkDto } from '../model/content-types';
import { ContentLink } from './content-link';
import './header-navigation.css';

/** SPEC §9 overlays: a hovered menu opens after 300 ms and closes 250 ms after the pointer leaves. */
const MENU_OPEN_DELAY_MS = 300;
const MENU_CLOSE_DELAY_MS = 250;

/**
 * The site's main navigation from the CMS (GET get-header, per site). Links with children get a
 * disclosure button (click or Enter/Space, Escape closes and returns focus) and open on hover after
 * a short delay; below the lg breakpoint the whole list folds behind a Menu button. While the
 * header loads a few placeholder bars hold its place; if it cannot be loaded the navigation is
 * simply absent, because the page must never wait on its chrome.
 */
export function HeaderNavigation() {
  const { data, isPending, isError } = useQuery(headerQueryOptions());
  const panelId = useId();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  // Arriving on a new page closes whatever was open.
  useEffect(() => {
    setMenuOpen(false);
    setOpenIndex(null);
  }, [pathname]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (isPending) {
    return (
      <div className="header-nav header-nav--loading" aria-hidden="true">
        <Skeleton width="4rem" />
        <Skeleton width="4rem" />
        <Skeleton width="5rem" />
      </div>
    );
  }
  const links = Array.isArray(data?.links) ? data.links : [];
  if (isError || links.length === 0) return null;

  const schedule = (index: number | null, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpenIndex(index), delay);
  };

  const onItemKeyDown = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || openIndex !== index) return;
    event.stopPropagation();
    setOpenIndex(null);
    buttons.current[index]?.focus();
  };

  const onItemBlur = (index: number) => (event: FocusEvent<HTMLLIElement>) => {
    if (openIndex === index && !event.currentTarget.contains(event.relatedTarget as Node | null))
      setOpenIndex(null);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && menuOpen) setMenuOpen(false);
  };

  return (
    <nav className="header-nav" aria-label="Main">
      <button
        type="button"
        className="header-nav__toggle"
        aria-expanded={menuOpen}
        aria-controls={panelId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span className="header-nav__toggle-icon" aria-hidden="true" />
        Menu
      </button>
      <div
        id={panelId}
        className="header-nav__panel"
        data-open={menuOpen ? 'true' : undefined}
        onKeyDown={onPanelKeyDown}
      >
        <ul className="header-nav__list">
          {links.map((link: NavLinkDto, index) => {
            const children = Array.isArray(link.children) ? link.children : [];
            const hasChildren = children.length > 0;
            const open = openIndex === index;
            const submenuId = `${panelId}-sub-${index}`;
            return (
              <li
                key={`${link.url}-${index}`}
                className="header-nav__item"
                data-open={open ? 'true' : undefined}
                onMouseEnter={hasChildren ? () => schedule(index, MENU_OPEN_DELAY_MS) : undefined}
                onMouseLeave={hasChildren ? () => schedule(null, MENU_CLOSE_DELAY_MS) : undefined}
                onKeyDown={hasChildren ? onItemKeyDown(index) : undefined}
                onBlur={hasChildren ? onItemBlur(index) : undefined}
              >
                <ContentLink
                  url={link.url}
                  external={link.external}
                  className="header-nav__link"
                  aria-current={!link.external && link.url === pathname ? 'page' : undefined}
                >
                  {link.label}
                </ContentLink>
                {hasChildren ? (
                  <>
                    <button
                      type="button"
                      ref={(element) => {
                        buttons.current[index] = element;
                      }}
                      className="header-nav__expand"
                      aria-expanded={open}
                      aria-controls={submenuId}
                      aria-label={`${link.label} menu`}
                      onClick={() => {
                        window.clearTimeout(timer.current);
                        setOpenIndex(open ? null : index);
                      }}
                    >
                      <span className="header-nav__chevron" aria-hidden="true" />
                    </button>
                    <ul id={submenuId} className="header-nav__submenu">
                      {children.map((child, childIndex) => (
                        <li key={`${child.url}-${childIndex}`}>
                          <ContentLink
                            url={child.url}
                            external={child.external}
                            className="header-nav__sublink"
                          >
                            {child.label}
                          </ContentLink>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
