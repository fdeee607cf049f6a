import { PageNotFound } from '../../features/site/PageNotFound';

/** Any address outside the route table (status 404 from the gateway). */
export default function NotFound() {
  return <PageNotFound />;
}
