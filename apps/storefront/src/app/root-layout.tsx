import { Container, PawIcon } from '@shop/ui';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import './root-layout.css';
import { useSite } from './site-context';

/**
 * The frame every page with a layout shares (SPEC §2: a few routes have none and will sit outside
 * it): a skip link for keyboard users, a header naming the site (with a 'Pro' mark on the
 * staff-feeding site so staff see at once which shop they are in), the main landmark and a footer.
 */
export function RootLayout() {
  const { title, staff } = useSite();
  const year = new Date().getFullYear();

  return (
    <div className="root-layout">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <header className="site-header">
        <Container className="site-header__inner">
          <Link to="/" className="site-header__brand">
            <PawIcon className="site-header__logo" />
            <span className="site-header__title">{title}</span>
          </Link>
          {staff ? (
            <span className="site-header__pro" title="Professional staff-feeding site">
              Pro
            </span>
          ) : null}
        </Container>
      </header>
      <main id="main-content" className="site-main" tabIndex={-1}>
        <Container>
          <Outlet />
        </Container>
      </main>
      <footer className="site-footer">
        <Container>
          <p>
            © {year} {title}
          </p>
        </Container>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
