import { Container } from '@shop/ui';
import { Link, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AccountMenu } from '../features/auth/components/account-menu';
import { InactivityGuard } from '../features/auth/components/inactivity-guard';
import { StaffAccountMenu } from '../features/auth/components/staff-account-menu';
import { AnnouncementBar } from '../features/content/components/announcement-bar';
import { ConsentHost } from '../features/consent/components/consent-host';
import { CookieSettingsButton } from '../features/consent/components/cookie-settings-button';
import { FooterNavigation } from '../features/content/components/footer-navigation';
import { HeaderLogo } from '../features/content/components/header-logo';
import { HeaderNavigation } from '../features/content/components/header-navigation';
import { SitewideBanners } from '../features/content/components/sitewide-banners';
import { HeaderSearch } from '../features/catalog/components/header-search';
import { MiniCartButton } from '../features/cart/components/mini-cart-button';
import { AddedToCartDialogHost } from '../features/cart/context/added-to-cart-dialog-host';
import { ZipPicker } from '../features/location/components/zip-picker';
import { PageTypeTracker } from '../features/navigation/components/page-type-tracker';
import './root-layout.css';
import { useCart } from '../features/cart/hooks/use-cart';
import { useRememberPage } from '../lib/session/use-remember-page';
import { useSite } from '../lib/site/site-context';
import { useStaffCustomerLoad } from './use-staff-customer-load';

/**
 * The frame every page with a layout shares (SPEC §2: a few routes have none and will sit outside
 * it): a skip link for keyboard users, the CMS announcements, a header naming the site (with a
 * 'Pro' mark on the staff-feeding site so staff see at once which shop they are in) and its CMS
 * navigation, the account links (consumer site: Log In, or My Account and Log Out; staff site: Log
 * In or Log Out through the single sign-on), the mini cart with the cart's count, the sitewide banners, the main landmark and the CMS
 * footer. On both sites it watches a signed-in shopper's or
 * staff member's inactivity (SPEC §4); on the staff site it completes the customer load after
 * the single sign-on (useStaffCustomerLoad); and it remembers each page as 'the previous page'
 * for the sign-in redirects. Every CMS part loads on its own and is simply absent if it fails: the chrome never
 * holds up the page.
 */
export function RootLayout() {
  const { title, staff } = useSite();
  const year = new Date().getFullYear();
  const navigating = useNavigation().state !== 'idle';
  const cart = useCart();
  useRememberPage();
  useStaffCustomerLoad();

  return (
    <div className="root-layout">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <AnnouncementBar />
      <header className="site-header">
        <Container className="site-header__inner">
          <Link to="/" className="site-header__brand">
            <HeaderLogo className="site-header__logo" />
            <span className="site-header__title">{title}</span>
          </Link>
          {staff ? (
            <span className="site-header__pro" title="Professional staff-feeding site">
              Pro
            </span>
          ) : null}
          <HeaderNavigation />
        </Container>
        <Container className="site-header__tools">
          <div className="site-header__search">
            <HeaderSearch />
          </div>
          <ZipPicker />
          {staff ? <StaffAccountMenu /> : <AccountMenu />}
          <MiniCartButton count={cart.data?.totalQuantity ?? 0} />
        </Container>
      </header>
      <PageTypeTracker />
      <SitewideBanners />
      <div className="route-progress" data-active={navigating ? 'true' : undefined} aria-hidden="true" />
      <main id="main-content" className="site-main" tabIndex={-1} aria-busy={navigating || undefined}>
        <Container>
          {/* One add-to-cart confirmation for every card and product page (SPEC §4). */}
          <AddedToCartDialogHost>
            <Outlet />
          </AddedToCartDialogHost>
        </Container>
      </main>
      <footer className="site-footer">
        <Container>
          <FooterNavigation fallbackLegalText={`© ${year} ${title}`} />
          <CookieSettingsButton />
        </Container>
      </footer>
      <InactivityGuard />
      <ConsentHost />
      <ScrollRestoration />
    </div>
  );
}
