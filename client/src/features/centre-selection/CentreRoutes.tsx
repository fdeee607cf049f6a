import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { DataView } from '../../components/ui/DataView';
import { messages } from '../../config/messages';
import { useCentreSelection } from '../../lib/centre-selection/CentreSelectionContext';

/**
 * `/{center}/…`: a known centre becomes the selected one; an unknown id under a page (`/atlantide/services`) leads
 * to `/` (spec section 2). A single unknown segment (`/pas-une-page`) is an address that does not exist: `notFound`.
 */
export function CentreRoute({ notFound }: { notFound: ReactNode }) {
  const { center = '' } = useParams();
  const { pathname } = useLocation();
  const alone = pathname.split('/').filter(Boolean).length === 1;
  const { centres, loadError, reload, selected, select } = useCentreSelection();
  const known = centres?.some((c) => c.id === center);

  useEffect(() => {
    if (known && selected?.id !== center) select(center);
  }, [known, selected, center, select]);

  return (
    <DataView loading={centres === undefined} error={loadError} data={centres} onRetry={reload}>
      {() => (known ? <Outlet /> : alone ? notFound : <Navigate to="/" replace />)}
    </DataView>
  );
}

/**
 * The centreless form of a page that needs a centre: with a chosen centre, go to that centre's version;
 * without one, show the page and ask for a centre (the page stays usable if the visitor does not choose).
 */
export function CentrelessRoute() {
  const { centres, selected, openModal } = useCentreSelection();
  const { pathname, search, hash, state } = useLocation();
  // A shared realisation link opens straight on the job: no centre question on top of it.
  const sharedRealisation = /^\/realisations\/\d/.test(pathname);
  const mustChoose = centres !== undefined && !selected && !sharedRealisation;

  useEffect(() => {
    if (mustChoose) openModal({ message: messages.selectCentreToContinue });
  }, [mustChoose, openModal]);

  // The page's state goes along.
  if (selected) return <Navigate to={`/${selected.id}${pathname}${search}${hash}`} replace state={state} />;
  return <Outlet />;
}
