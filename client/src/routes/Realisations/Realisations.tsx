import { Suspense, lazy, useCallback, useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../components/ui/PageHeading';
import { messages } from '../../config/messages';
import { paths, realisationIdOf } from '@garage/contract/paths';
import { RealisationGrid } from '../../features/gallery/RealisationGrid';
import { loadLightbox } from '../../features/gallery/lightbox-preload';
import { PageNotFound } from '../../features/site/PageNotFound';
import { GALLERY_PAGE_SIZE, galleryTypeOf, type GalleryType } from '../../features/gallery/gallery-page';
import type { RealisationCardFragment } from '../../gql/graphql';
import { useRealisationQuery, useRealisationsQuery } from '../../gql/hooks';
import { useCentreSelection } from '../../lib/centre-selection/CentreSelectionContext';
import { isPlainClick } from '../../lib/plain-click';
import { PAGE_QUERY } from '@garage/contract/page-contract';
import { title as realisationTitle } from '@garage/contract/pages/realisation';
import { title as realisationsTitle } from '@garage/contract/pages/realisations';

/** The gallery's query string with `apres` set to the last job shown. */
function nextPageOf(search: URLSearchParams, cursor: string | null | undefined): string {
  const next = new URLSearchParams(search);
  if (cursor) next.set(PAGE_QUERY.after, cursor);
  return `?${next.toString()}`;
}

/** The lightbox's code and styles come with the first job opened (a job's own page has them from the gateway). */
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

type Filter = 'all' | GalleryType;

/** What a tile's click puts in the history entry of the job it opens: the card to show at once, and the way back. */
interface OpenedFromGallery {
  card: RealisationCardFragment;
}
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'Tout' },
  { value: 'photo', label: 'Photos' },
  { value: 'video', label: 'Vidéos' },
];
const EMPTY_TEXT: Record<Filter, string> = {
  all: messages.noRealisationForCentre,
  photo: 'Aucune photo n’est disponible pour ce centre pour le moment.',
  video: 'Aucune vidéo n’est disponible pour ce centre pour le moment.',
};

/**
 * `/realisations`, `/{center}/realisations` and a realisation's own page (`…/realisations/{id}-{slug}`, the
 * gallery with that realisation open). `?marque=&modele=` narrows it to one vehicle (from the configurator); when
 * the centre has no job on that vehicle, the whole network's are shown, and said so. The filter can be cleared.
 */
export default function Realisations() {
  const { center, realisation: reference } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  // The lightbox's code, once the gallery is shown and the browser idle: the first job opened does not wait for it.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const handle = window.requestIdleCallback(() => void loadLightbox(), { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  // The filter lives in the address (`?type=`): shared, kept by Back, read by the gateway's render.
  const filter: Filter = galleryTypeOf(search) ?? 'all';
  const setFilter = (next: Filter) => {
    const params = new URLSearchParams(search);
    if (next === 'all') params.delete(PAGE_QUERY.type);
    else params.set(PAGE_QUERY.type, next);
    params.delete(PAGE_QUERY.after); // another list: it starts at its beginning
    setSearch(params, { replace: true, preventScrollReset: true });
  };
  const brand = search.get(PAGE_QUERY.brand);
  const model = search.get(PAGE_QUERY.model);

  const vehicle = [brand, model].filter(Boolean).join(' ');
  // `?apres=` starts the gallery after a job: the page « Voir plus » leads to without scripts (crawlers included).
  const startAfter = search.get(PAGE_QUERY.after);
  const variables = {
    type: filter === 'all' ? null : filter,
    brand,
    model,
    first: GALLERY_PAGE_SIZE,
    after: startAfter,
  };
  const centred = useRealisationsQuery({
    variables: { ...variables, centre: center ?? null },
    notifyOnNetworkStatusChange: true,
  });
  // No job of this vehicle at the centre: the same list over the whole network (one more request, only then).
  const centreHasNone =
    Boolean(center && vehicle) && centred.data !== undefined && centred.data.realisations.nodes.length === 0;
  const network = useRealisationsQuery({
    variables: { ...variables, centre: null },
    skip: !centreHasNone,
    notifyOnNetworkStatusChange: true,
  });
  const { data, loading, error, fetchMore } = centreHasNone ? network : centred;
  const { centres } = useCentreSelection();
  const nameOf = useCallback((id: string | undefined) => centres?.find((c) => c.id === id)?.name, [centres]);
  const centreName = nameOf(center);
  // As the gateway reads a job's address: the same ones are pages that do not exist.
  const sharedId = realisationIdOf(reference);
  const shared = useRealisationQuery({ variables: { id: sharedId ?? '0' }, skip: !sharedId });
  const galleryPath = paths.realisations(center);
  const sharedJob = sharedId ? shared.data?.realisation : null;
  // Opened from a tile, the job's entry carries its card: shown at once, while its own query runs.
  const fromGallery = (location.state as OpenedFromGallery | null)?.card;
  const shown = sharedJob ?? (fromGallery && fromGallery.id === sharedId ? fromGallery : null);

  // The grid's callbacks keep their identity while a job opens and closes: the (memoised) tiles are not rendered
  // again under the lightbox, which then opens sooner on a slow phone.
  const pageOf = useCallback((r: RealisationCardFragment) => paths.realisation(r.id, r.slug, center), [center]);
  /** A tile opens its job's address over the gallery: Back closes it, and the link can be shared. */
  const open = useCallback(
    (r: RealisationCardFragment) =>
      navigate(`${paths.realisation(r.id, r.slug, center)}${location.search}`, {
        state: { card: r } satisfies OpenedFromGallery,
      }),
    [navigate, center, location.search],
  );
  /** Back to the gallery where it was; a job opened from a shared link goes to its gallery instead. */
  const close = () => {
    if (fromGallery) navigate(-1);
    else navigate(`${galleryPath}${location.search}`, { replace: true });
  };
  const loadMore = () =>
    fetchMore({
      variables: { after: data?.realisations.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        realisations: {
          ...fetchMoreResult.realisations,
          nodes: [...previous.realisations.nodes, ...fetchMoreResult.realisations.nodes],
        },
      }),
    });

  // A job that does not exist, or is no longer online: the gateway answers 404 with this page.
  if (reference !== undefined && (!sharedId || shared.data?.realisation === null)) {
    return (
      <PageNotFound
        lead="Cette réalisation n’existe pas ou n’est plus en ligne."
        closest={{ label: 'Voir toutes nos réalisations', to: galleryPath }}
      />
    );
  }

  const items = data?.realisations.nodes;
  return (
    <div className="page">
      {/* First in the page: without scripts, a shared job's page reads the job before the gallery. */}
      {shown && (
        <Suspense fallback={null}>
          <Lightbox
            key={shown.id}
            realisation={shown}
            sharePath={paths.realisation(shown.id, shown.slug, center)}
            onClose={close}
          />
        </Suspense>
      )}
      <PageHeading
        title="Nos réalisations"
        documentTitle={
          sharedJob ? realisationTitle(sharedJob.title, nameOf(sharedJob.centre)) : realisationsTitle(centreName)
        }
        lead={
          vehicle
            ? `Nos interventions sur ${vehicle}.`
            : 'Photos et vidéos de nos interventions, avec les gains de puissance et de couple mesurés au banc.'
        }
      />
      {vehicle && (
        <div className="gallery-vehicle">
          <p role="status">
            {centreHasNone
              ? `Aucune réalisation sur ${vehicle} ${centreName ? `au centre de ${centreName}` : 'dans votre centre'} pour le moment : voici celles de tout le réseau.`
              : `Réalisations sur ${vehicle} uniquement.`}
          </p>
          <Link className="button button--ghost button--small" to={galleryPath}>
            Voir toutes les réalisations
          </Link>
        </div>
      )}
      <div className="gallery-filter" role="group" aria-label="Filtrer les réalisations">
        {FILTERS.map((f) => (
          <button key={f.value} type="button" aria-pressed={filter === f.value} onClick={() => setFilter(f.value)}>
            {f.label}
          </button>
        ))}
      </div>

      {error && !items ? (
        <p className="gallery-error" role="alert">
          {error.message ? messages.galleryFetchFailed : messages.unknownError}
        </p>
      ) : !items ? (
        <p className="boot-screen" role="status">
          Chargement des réalisations…
        </p>
      ) : items.length === 0 ? (
        <div className="data-view data-view--empty">
          <h2>{messages.noRealisationTitle}</h2>
          <p>{vehicle ? `Aucune réalisation sur ${vehicle} pour le moment.` : EMPTY_TEXT[filter]}</p>
        </div>
      ) : (
        <>
          <RealisationGrid
            items={items}
            pageOf={pageOf}
            onOpen={open}
            centreName={centreHasNone ? nameOf : undefined}
          />
          {data.realisations.pageInfo.hasNextPage && (
            <p className="gallery-more">
              {/* A link to the next page; with scripts, the next jobs are added below instead. */}
              <Link
                className="button button--ghost"
                to={nextPageOf(search, data.realisations.pageInfo.endCursor)}
                aria-disabled={loading || undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  if (!loading) void loadMore();
                }}
              >
                {loading ? 'Chargement…' : 'Voir plus'}
              </Link>
            </p>
          )}
          {startAfter && (
            <p className="gallery-more">
              <Link to={galleryPath}>Revenir au début de la galerie</Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}
