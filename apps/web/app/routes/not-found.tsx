import { data } from 'react-router';

/** Any path no route names: the main layout's 404 page (its error boundary renders it). */
export function loader(): never {
  throw data(null, { status: 404 });
}

// A component makes this a page route, not a resource route, so the 404 renders as HTML.
export default function NotFoundRoute() {
  return null;
}
