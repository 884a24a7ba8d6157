import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import {
  accountLoginLoader,
  accountPageLoader,
  profileRedirectLoader,
} from '../routes/account-route-loaders';
import { logoutLoader } from '../routes/logout.route';

/**
 * The sign-in and account rows of the route table (SPEC §2), children of the layout, above the
 * ':slug' catch-all. Every account page's loader checks the session first (guests go to the login
 * page with the way back encoded); the login, register and forgot-password pages send a signed-in
 * customer back. Logout routes have no page: their loader logs out and goes home. The staff site's
 * registration page is here too; the root loader's sign-in rules guard it.
 */
export function accountRoutes(queryClient: QueryClient): RouteObject[] {
  const accountPage = accountPageLoader(queryClient);
  return [
    {
      path: 'shelter/login',
      lazy: async () => {
        const { LoginRoute, loginLoader } = await import('../routes/login.route');
        return { Component: LoginRoute, loader: loginLoader(queryClient) };
      },
    },
    {
      path: 'shelter/register',
      lazy: async () => {
        const { RegisterRoute, registerLoader } = await import('../routes/register.route');
        return { Component: RegisterRoute, loader: registerLoader(queryClient) };
      },
    },
    {
      path: 'shelter/forgot-password',
      lazy: async () => {
        const { ForgotPasswordRoute, forgotPasswordLoader } = await import('../routes/forgot-password.route');
        return { Component: ForgotPasswordRoute, loader: forgotPasswordLoader(queryClient) };
      },
    },
    {
      path: 'shelter/reset-password',
      lazy: async () => ({
        Component: (await import('../routes/reset-password.route')).ResetPasswordRoute,
      }),
    },
    { path: 'logout', loader: logoutLoader(queryClient) },
    { path: 'products/logout', loader: logoutLoader(queryClient) },
    { path: 'account/login', loader: accountLoginLoader },
    {
      path: 'account/dashboard',
      lazy: async () => {
        const { AccountDashboardRoute, accountDashboardLoader } =
          await import('../routes/account-dashboard.route');
        return { Component: AccountDashboardRoute, loader: accountDashboardLoader(queryClient) };
      },
    },
    {
      path: 'account/orders',
      lazy: async () => {
        const { MyOrdersRoute, myOrdersLoader } = await import('../routes/my-orders.route');
        return { Component: MyOrdersRoute, loader: myOrdersLoader(queryClient) };
      },
    },
    {
      path: 'account/orders/:id',
      lazy: async () => {
        const { OrderDetailsRoute, orderDetailsLoader } = await import('../routes/order-details.route');
        return { Component: OrderDetailsRoute, loader: orderDetailsLoader(queryClient) };
      },
    },
    {
      path: 'account/autoships',
      lazy: async () => {
        const { MyAutoshipsRoute, myAutoshipsLoader } = await import('../routes/my-autoships.route');
        return { Component: MyAutoshipsRoute, loader: myAutoshipsLoader(queryClient) };
      },
    },
    {
      path: 'account/my-profile',
      loader: accountPage,
      lazy: async () => ({ Component: (await import('../routes/my-profile.route')).MyProfileRoute }),
    },
    { path: 'account/profile', loader: profileRedirectLoader },
    {
      path: 'account/address-book',
      loader: accountPage,
      lazy: async () => ({ Component: (await import('../routes/address-book.route')).AddressBookRoute }),
    },
    {
      path: 'staff/registration',
      lazy: async () => ({
        Component: (await import('../routes/staff-registration.route')).StaffRegistrationRoute,
      }),
    },
    {
      path: 'account/my-pets',
      lazy: async () => {
        const { MyPetsRoute, myPetsLoader } = await import('../routes/my-pets.route');
        return { Component: MyPetsRoute, loader: myPetsLoader(queryClient) };
      },
    },
  ];
}
