import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { DataView } from '../../components/ui/DataView';
import { messages } from '../../config/messages';
import { useCentreSelection } from '../../lib/centre-selection/CentreSelectionContext';

/**
 * `/{center}/…`: a known centre becomes the selected one; an unknown id (`/atlantide`, `/atlantide/services`) leads
 * to `/` (spec section 2). A path under a known centre that is no page is `notFound`, through the routes below.
 */
export function CentreRoute() {
  const { center = '' } = useParams();
  const { centres, loadError, reload, selected, select } = useCentreSelection();
  const known = centres?.some((c) => c.id === center);

  useEffect(() => {
    if (known && selected?.id !== center) select(center);
  }, [known, selected, center, select]);

  return (
    <DataView loading={centres === undefined} error={loadError} data={centres} onRetry={reload}>
      {() => (known ? <Outlet /> : <Navigate to="/" replace />)}
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
