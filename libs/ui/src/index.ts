// Global styles load with the library so tests and tools get tokens, base styles and the shared
// control class (ui-control) with any component. A build that tree-shakes the barrel drops this
// import: an app imports '@shop/ui/global-styles' itself (the storefront in app-providers).
import './global-styles';

export { BREAKPOINTS, mediaQueryFrom } from './breakpoints';
export type { Breakpoint } from './breakpoints';
export { Button } from './button';
export type { ButtonProps, ButtonVariant } from './button';
export { Carousel } from './carousel';
export type { CarouselProps } from './carousel';
export { CONTENT_CAROUSEL_DEFAULTS, PRODUCT_CAROUSEL, productCarouselLoops } from './carousel-options';
export type { SlidesPerViewBreakpoint } from './carousel-options';
export { Container } from './container';
export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
export { ErrorState } from './error-state';
export type { ErrorStateProps } from './error-state';
export { Grid } from './grid';
export { mockMatchMedia } from './mock-match-media';
export type { ViewportOptions } from './mock-match-media';
export { PawIcon } from './paw-icon';
export type { PawIconProps } from './paw-icon';
export { Skeleton } from './skeleton';
export type { SkeletonProps } from './skeleton';
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { useMediaQuery, usePrefersReducedMotion } from './use-media-query';
export { VisuallyHidden } from './visually-hidden';
export type { VisuallyHiddenProps } from './visually-hidden';
export { AlertDialog } from './alert-dialog';
export type { AlertDialogProps } from './alert-dialog';
export { CheckboxField, FormAlert, SelectField, TextField } from './form-field';
export type { CheckboxFieldProps, FormAlertProps, SelectFieldProps, TextFieldProps } from './form-field';
export { PostalAddress } from './postal-address';
export type { PostalAddressLines, PostalAddressProps } from './postal-address';
export { Dialog } from './dialog';
export type { DialogProps } from './dialog';
export { ProgressBar } from './progress-bar';
export type { ProgressBarProps } from './progress-bar';
export { QuantityStepper } from './quantity-stepper';
export type { QuantityStepperProps } from './quantity-stepper';
export { StaffAllowanceNotice } from './staff-allowance-notice';
export type { StaffAllowanceNoticeProps } from './staff-allowance-notice';
