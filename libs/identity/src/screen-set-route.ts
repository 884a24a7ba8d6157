/** Where the identity provider's screen sets are shown on our site. */
export const SCREEN_SET_ROUTES = {
  login: '/shelter/login',
  register: '/shelter/register',
  forgotPassword: '/shelter/forgot-password',
} as const;

/**
 * Map an identity-provider screen-set id (sent when the provider's own UI wants another screen) to
 * our route. Screen-set ids are provider configuration, so by default they are recognised by name:
 * an id containing "registration" opens register, one containing "reset" or "forgot" opens
 * forgot-password, anything else opens login (case-insensitive). Pass `overrides` (exact id → route)
 * when a provider's ids do not follow that naming; an override wins over the defaults.
 */
export function screenSetRoute(screenSetId: string, overrides?: Readonly<Record<string, string>>): string {
  const override = overrides?.[screenSetId];
  if (override !== undefined) return override;
  const id = screenSetId.toLowerCase();
  if (id.includes('registration')) return SCREEN_SET_ROUTES.register;
  if (id.includes('reset') || id.includes('forgot')) return SCREEN_SET_ROUTES.forgotPassword;
  return SCREEN_SET_ROUTES.login;
}
