import { NotFoundPage } from './not-found-page';

/** Any path no route claims (SPEC §2 'Unknown pages give 404', §8). */
export function NotFoundRoute() {
  return <NotFoundPage />;
}
