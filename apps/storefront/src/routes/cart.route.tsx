import { CART_OVER_LIMIT_MESSAGE, requiresAutoshipLogin, AUTOSHIP_REQUIRED_LOGIN_PATH } from '@shop/cart';
import { DEFAULT_FREE_SHIPPING_THRESHOLD } from '@shop/catalog';
import { encodeRedirect } from '@shop/identity';
import { EmptyState, ErrorState, Spinner } from '@shop/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAnalytics } from '../features/analytics/hooks/use-analytics';
import { requestCheckoutPath } from '../features/checkout/api/checkout-queries';
import { AutoshipTermsAcknowledgement } from '../features/cart/components/autoship-terms-acknowledgement';
import { CartCostSummary } from '../features/cart/components/cart-cost-summary';
import { CartLineItem } from '../features/cart/components/cart-line-item';
import { FreeShippingTracker } from '../features/cart/components/free-shipping-tracker';
import { pageByNameQueryOptions } from '../features/content/api/content-queries';
import { ContentBlocks } from '../features/content/components/content-blocks';
import { CART_PAGE_NAME } from '../features/content/model/page-slugs';
import { useUserLocationValue } from '../features/location/hooks/use-user-location';
import { readFtcAcknowledged } from '../lib/browser/ftc-acknowledgement';
import { cartAnalyticsProducts, cartLineAnalyticsProduct } from '../lib/cart/cart-analytics';
import { setCartLocation, USER_LOCATION_ATTRIBUTE } from '../lib/cart/cart-calls';
import { markRecentCheckout } from '../lib/cart/cart-id-storage';
import { cartNoticesOf } from '../lib/cart/cart-notices';
import { cartFailureText, cartWarningTexts } from '../lib/cart/cart-messages';
import { ApiError } from '../lib/api/api-error';
import { useCart, type Cart, type CartLine } from '../lib/cart/cart-queries';
import { useChangeCartLine } from '../lib/cart/use-cart-actions';
import { PageHead } from '../lib/page-head/page-head';
import { CHECKOUT_PATH } from '../lib/session/cart-session-hooks';
import { useSession } from '../lib/session/use-session';
import { useSite } from '../lib/site/site-context';
import { useSiteGlobals } from '../lib/site/site-globals-queries';
import { useCarouselRenderer, useCatalogueOpen } from './carousel-products';
import './cart-page.css';

/** A refused checkout link, as the cart page's alert shows it; none for the sign-in redirect. */
function checkoutLinkError(error: Error | null): Error | null {
  if (!error || (error instanceof ApiError && error.code === 'AUTOSHIP_REQUIRES_LOGIN')) return null;
  return error;
}

/** view_cart once per cart shown (not again for every change made on the page). */
function useViewCartReport(cart: Cart | null | undefined) {
  const analytics = useAnalytics();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!cart || cart.lineItems.length === 0 || reported.current === cart.id) return;
    reported.current = cart.id;
    analytics.viewCart(cartAnalyticsProducts(cart));
  }, [cart, analytics]);
}

/**
 * The stock marks follow the shopper's ZIP (SPEC §5): the cart's userLocation attribute is set to
 * the current one when it differs, once per location, and every answer after it carries the marks.
 */
function useCartLocation(cart: Cart | null | undefined) {
  const queryClient = useQueryClient();
  const userLocation = useUserLocationValue();
  const synced = useRef<string | null>(null);
  useEffect(() => {
    if (!cart || !userLocation) return;
    const current = cart.attributes.find((attribute) => attribute.key === USER_LOCATION_ATTRIBUTE)?.value;
    const key = `${cart.id}|${userLocation}`;
    if (current === userLocation || synced.current === key) return;
    synced.current = key;
    setCartLocation(queryClient, cart, userLocation).catch((error: unknown) =>
      console.warn('Cart location could not be updated', error),
    );
  }, [cart, userLocation, queryClient]);
}

/** The Cart page's own product carousel (SPEC §2: carousels by route name), when the CMS has one. */
function CartCarousel() {
  const open = useCatalogueOpen();
  const renderProducts = useCarouselRenderer();
  const page = useQuery({ ...pageByNameQueryOptions(CART_PAGE_NAME), enabled: open });
  if (!page.isSuccess || !renderProducts) return null;
  const carousels = page.data.components.filter((component) => component.type === 'product_carousel');
  if (carousels.length === 0) return null;
  return <ContentBlocks components={carousels} renderProducts={renderProducts} />;
}

/**
 * '/cart' ('Shopping Cart', SPEC §2): the lines (quantity within their limits, remove, one-time or
 * an autoship frequency, stock marks), the server's warnings, the free-shipping tracker and the
 * 'Order Summary'; empty and over-limit states; the Cart carousel. Changes show at once and roll
 * back if refused. Proceed to Checkout asks for the autoship terms first when the cart starts an
 * autoship, sends a guest with autoship lines to sign in (the API's AUTOSHIP_REQUIRES_LOGIN), then
 * asks multipass for the checkout link, reports begin_checkout and goes to it; a refused link keeps
 * the cart and says why.
 */
export function CartRoute() {
  const cart = useCart();
  const change = useChangeCartLine();
  const analytics = useAnalytics();
  const navigate = useNavigate();
  const session = useSession();
  const globals = useSiteGlobals();
  const site = useSite();
  const notices = cartNoticesOf(useLocation().state);
  // SPEC §7 multipass; a refusal keeps the cart and says why (SPEC §8 'falls back to an error callback').
  const checkoutLink = useMutation({ mutationFn: (cartId: string) => requestCheckoutPath(cartId) });
  const [askingTerms, setAskingTerms] = useState(false);
  useViewCartReport(cart.data);
  useCartLocation(cart.data);

  const threshold = globals.data?.freeShippingThreshold ?? DEFAULT_FREE_SHIPPING_THRESHOLD;

  const setQuantity = (line: CartLine, quantity: number) => {
    const difference = quantity - line.quantity;
    if (difference === 0) return;
    change.mutate({ lineId: line.id, quantity });
    if (difference < 0) analytics.removeFromCart([cartLineAnalyticsProduct(line, -difference)]);
    else analytics.addToCart([cartLineAnalyticsProduct(line, difference)]);
  };

  const setPlan = (line: CartLine, sellingPlanId: string | null) => {
    change.mutate(
      { lineId: line.id, sellingPlanId },
      {
        onSuccess: (answer) => {
          const changed = answer?.lineItems.find((candidate) => candidate.id === line.id);
          const plan = changed?.sellingPlanAllocation?.sellingPlan;
          if (changed && plan)
            analytics.autoshipFrequencyChanged(cartLineAnalyticsProduct(changed), plan.frequencyDays);
        },
      },
    );
  };

  const sendToSignIn = () =>
    navigate(`${AUTOSHIP_REQUIRED_LOGIN_PATH}?redirect=${encodeURIComponent(encodeRedirect(CHECKOUT_PATH))}`);

  const goToCheckout = (current: Cart) => {
    const lines = current.lineItems.map((line) => ({
      sellingPlanId: line.sellingPlanAllocation?.sellingPlan.id ?? null,
    }));
    if (
      requiresAutoshipLogin({
        lines,
        authenticated: session.status === 'signedIn',
        autoshipRequiresLogin: site.autoshipRequiresLogin,
      })
    ) {
      sendToSignIn();
      return;
    }
    checkoutLink.mutate(current.id, {
      onSuccess: (path) => {
        const applied = current.discountCodes.find((code) => code.applicable)?.code;
        analytics.beginCheckout(cartAnalyticsProducts(current), applied);
        markRecentCheckout(current.id);
        navigate(path);
      },
      onError: (error) => {
        // The server's copy of the flag wins when the two disagree (a setting changed meanwhile).
        if (error instanceof ApiError && error.code === 'AUTOSHIP_REQUIRES_LOGIN') sendToSignIn();
        else console.error('Checkout link could not be made', error);
      },
    });
  };

  const proceed = (current: Cart) => {
    if (current.orderType === 'firstPurchaseSubscription' && !readFtcAcknowledged()) {
      setAskingTerms(true);
      return;
    }
    goToCheckout(current);
  };

  return (
    <div className="page cart-page">
      <PageHead title="Shopping Cart" />
      <h1 className="page__title">Shopping Cart</h1>
      {notices.length > 0 ? (
        <div className="cart-page__alert" role="alert">
          {notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      ) : null}
      {cart.isPending ? (
        <Spinner label="Loading your cart…" showLabel />
      ) : cart.isError ? (
        <ErrorState
          message="We couldn't load your cart. Please try again."
          onRetry={() => void cart.refetch()}
          retrying={cart.isFetching}
        />
      ) : !cart.data || cart.data.lineItems.length === 0 ? (
        <EmptyState
          title="Your cart is empty"
          description="Find food your pet will love and add it here."
          action={
            <Link className="ui-button ui-button--primary" to="/products">
              Continue Shopping
            </Link>
          }
        />
      ) : (
        <CartContents
          cart={cart.data}
          threshold={threshold}
          changeError={change.error ?? checkoutLinkError(checkoutLink.error)}
          checkoutBusy={checkoutLink.isPending}
          busyLineId={change.isPending ? (change.variables?.lineId ?? null) : null}
          onQuantity={setQuantity}
          onPlan={setPlan}
          onCheckout={() => cart.data && proceed(cart.data)}
        />
      )}
      {askingTerms && cart.data ? (
        <AutoshipTermsAcknowledgement
          onAcknowledged={() => {
            setAskingTerms(false);
            if (cart.data) goToCheckout(cart.data);
          }}
          onCancel={() => setAskingTerms(false)}
        />
      ) : null}
      <CartCarousel />
    </div>
  );
}

interface CartContentsProps {
  cart: Cart;
  threshold: number;
  changeError: Error | null;
  busyLineId: string | null;
  checkoutBusy: boolean;
  onQuantity: (line: CartLine, quantity: number) => void;
  onPlan: (line: CartLine, sellingPlanId: string | null) => void;
  onCheckout: () => void;
}

function CartContents({
  cart,
  threshold,
  changeError,
  busyLineId,
  checkoutBusy,
  onQuantity,
  onPlan,
  onCheckout,
}: CartContentsProps) {
  const warnings = cartWarningTexts(cart);
  const eligible = cart.cost.cents.freeShippingEligibleSubtotalCents / 100;
  return (
    <div className="cart-page__layout">
      <section className="cart-page__lines" aria-label="Items in your cart">
        {changeError ? (
          <p className="cart-page__alert" role="alert">
            {cartFailureText(changeError)}
          </p>
        ) : null}
        {warnings.map((warning) => (
          <p key={warning} className="cart-page__warning" role="status">
            {warning}
          </p>
        ))}
        <ul className="cart-page__list">
          {cart.lineItems.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              stockZip={cart.stockCheck?.zipCode ?? null}
              busy={busyLineId === line.id}
              onQuantityChange={(quantity) => onQuantity(line, quantity)}
              onRemove={() => onQuantity(line, 0)}
              onPlanChange={(sellingPlanId) => onPlan(line, sellingPlanId)}
            />
          ))}
        </ul>
      </section>
      <CartCostSummary
        totals={cart.cost.cents}
        onCheckout={onCheckout}
        checkoutBusy={checkoutBusy}
        checkoutDisabled={cart.overLimit}
        checkoutNote={cart.overLimit ? CART_OVER_LIMIT_MESSAGE : null}
      >
        {/* The server's eligible subtotal: it leaves out the excluded product type (SPEC §2). */}
        <FreeShippingTracker
          lines={[{ productType: 'eligible', subtotal: eligible }]}
          threshold={threshold}
        />
      </CartCostSummary>
    </div>
  );
}
