import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { withBrand } from '@garage/contract/pages/page-head';
import { title as adminTitle } from '@garage/contract/pages/admin';
import { paths } from '@garage/contract/paths';
import { useAdminLogoutMutation, useAdminMeQuery } from '../../../gql/admin/hooks';
import { useCentreSelection } from '../../../lib/centre-selection/CentreSelectionContext';
import { AdminAccounts } from '../accounts/AdminAccounts';
import { AgendaSection } from '../agenda/AgendaSection';
import type { RequestToBook } from '../agenda/PhoneBookingForm';
import { OutboxSection } from '../emails/OutboxSection';
import { FiguresSection } from '../figures/FiguresSection';
import { RealisationsSection } from '../realisations/RealisationsSection';
import { ContactRequests } from '../requests/ContactRequests';
import { RequestCounts } from '../requests/RequestCounts';
import { AuditLog } from '../security/AuditLog';
import { TwoFactorSettings } from '../security/TwoFactorSettings';
import type { StoredSession } from '../session-store';
import { TodaySection } from '../today/TodaySection';
import { SECTIONS, sectionOf, sectionPath, sectionsFor, type SectionEntry } from './sections';
import './admin-shell.css';

interface AdminShellProps {
  session: StoredSession;
  brand: string;
  onSignedOut(): void;
  onUnauthenticated(): void;
  /** Something public changed: the public site's cached gallery must be reloaded. */
  onPublicChange(): void;
}

/**
 * The admin's own frame: a compact header (the account, its centres, sign-out), the sections' navigation (a side bar
 * on a wide screen, a bottom bar within the thumb's reach on a phone) and the section the address names.
 */
export function AdminShell({ session, brand, onSignedOut, onUnauthenticated, onPublicChange }: AdminShellProps) {
  const { pathname } = useLocation();
  const { section: segment } = useParams();
  const current = sectionOf(pathname, segment);
  const navigate = useNavigate();
  // The item a centre's e-mail links to (paths.adminSection's query): a request's reference, a booking on its day.
  const [query] = useSearchParams();
  const me = useAdminMeQuery().data?.adminMe;
  const network = me?.role === 'reseau';
  const { centres: allCentres } = useCentreSelection();
  // A centre manager works on their own centres; a network administrator on all of them.
  const centres = useMemo(
    () => (me && !network ? allCentres?.filter((c) => me.centres.includes(c.id)) : allCentres),
    [allCentres, me, network],
  );
  /** A contact request whose « Prendre rendez-vous » opened the agenda's booking by phone. */
  const [requestToBook, setRequestToBook] = useState<RequestToBook | null>(null);
  const [logout, { loading: signingOut }] = useAdminLogoutMutation();
  const signOut = async () => {
    // The session ends here whatever the server answers.
    await logout().catch(() => undefined);
    onSignedOut();
  };

  const entry = SECTIONS.find((s) => s.key === current);
  const allowed = entry && (!entry.network || network);
  useEffect(() => {
    document.title = withBrand(`${entry?.label ?? 'Section introuvable'} · ${adminTitle()}`, brand);
  }, [entry, brand]);

  const sections = sectionsFor(network);
  const view = (): ReactNode => {
    if (!entry) return <Notice title="Section introuvable">Cette adresse ne correspond à aucune section.</Notice>;
    // Until the account is known, a network section waits rather than saying it is closed.
    if (entry.network && !me) return null;
    if (!allowed) return <Notice title={entry.label}>Cette section est réservée aux administrateurs du réseau.</Notice>;
    switch (entry.key) {
      case 'today':
        return <TodaySection />;
      case 'agenda':
        return centres && centres.length > 0 ? (
          <AgendaSection
            centres={centres}
            fromRequest={requestToBook}
            opening={{ centre: query.get('centre'), date: query.get('jour'), booking: query.get('rdv') }}
          />
        ) : null;
      case 'requests':
        return (
          <>
            <RequestCounts />
            <ContactRequests
              centres={centres ?? []}
              network={network}
              initialSearch={query.get('demande') ?? ''}
              onBook={(r) => {
                setRequestToBook({
                  contactRequest: r.id,
                  centre: r.centre!,
                  name: r.name,
                  phone: r.phone!,
                  email: r.email ?? null,
                  vehicle: r.vehicle ?? null,
                  work: r.work ?? null,
                  plate: r.plate ?? null,
                  mileageKm: r.mileageKm ?? null,
                });
                void navigate(sectionPath('agenda'));
              }}
            />
          </>
        );
      case 'realisations':
        return (
          <RealisationsSection
            session={session}
            onUnauthenticated={onUnauthenticated}
            onPublicChange={onPublicChange}
          />
        );
      case 'figures':
        return <FiguresSection />;
      case 'accounts':
        return <AdminAccounts centres={allCentres ?? []} self={session.username} />;
      case 'emails':
        return <OutboxSection />;
      case 'security':
        return (
          <>
            <TwoFactorSettings />
            <AuditLog />
          </>
        );
    }
  };

  const centreNames = (centres ?? []).map((c) => c.name).join(', ');
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <header className="admin-shell__header">
        <p className="admin-shell__brand">
          <Link to={paths.adminSection('today')}>
            {brand} <span className="admin-shell__brand-admin">{adminTitle()}</span>
          </Link>
        </p>
        <div className="admin-shell__account">
          <p className="admin-shell__who">
            <span>
              <span className="visually-hidden">Connecté en tant que </span>
              <strong>{session.username}</strong>
            </span>
            {me && (
              <span className="admin-shell__role">
                {network ? 'Réseau' : 'Centre'}
                {!network && centreNames && ` · ${centreNames}`}
              </span>
            )}
          </p>
          <a className="admin-shell__site" href={paths.home()}>
            Voir le site
          </a>
          <button type="button" className="button button--ghost button--small" onClick={signOut} disabled={signingOut}>
            {signingOut ? 'Déconnexion…' : 'Se déconnecter'}
          </button>
        </div>
      </header>
      <AdminNav sections={sections} current={current} />
      <main id="contenu" tabIndex={-1} className="admin-shell__main">
        <h1 className="visually-hidden">
          {adminTitle()} : {entry?.label ?? 'Section introuvable'}
        </h1>
        {view()}
      </main>
    </div>
  );
}

/** The sections: all of them in the side bar; on a phone, the first three in a bottom bar and the others under « Plus ». */
function AdminNav({ sections, current }: { sections: readonly SectionEntry[]; current: string | null }) {
  const secondary = sections.filter((s) => !s.primary);
  const link = (section: SectionEntry) => (
    <Link
      to={sectionPath(section.key)}
      className="admin-nav__link"
      aria-current={section.key === current ? 'page' : undefined}
    >
      {section.label}
    </Link>
  );
  return (
    <nav className="admin-nav" aria-label="Sections de l’administration">
      <ul className="admin-nav__list">
        {sections.map((section) => (
          <li key={section.key} className={section.primary ? undefined : 'admin-nav__secondary'}>
            {link(section)}
          </li>
        ))}
      </ul>
      {secondary.length > 0 && (
        // Its key is the section: it closes when one is chosen.
        <details key={current} className="admin-nav__more">
          <summary
            className={`admin-nav__link${secondary.some((s) => s.key === current) ? ' admin-nav__link--current' : ''}`}
          >
            Plus
          </summary>
          <ul>
            {secondary.map((section) => (
              <li key={section.key}>{link(section)}</li>
            ))}
          </ul>
        </details>
      )}
    </nav>
  );
}

/** What stands in for a section the address names but the account cannot open, or that does not exist. */
function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="admin-section">
      <h2>{title}</h2>
      <p>{children}</p>
    </div>
  );
}
