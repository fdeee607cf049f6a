import { useEffect, type ReactNode } from 'react';
import { withBrand } from '@garage/contract/pages/page-head';
import { title as adminTitle } from '@garage/contract/pages/admin';
import { paths } from '@garage/contract/paths';
import './admin-shell.css';

/** The admin's frame before its sections are open: sign-in, the session's check, a required two-factor enrolment. */
export function SignedOutFrame({ brand, children }: { brand: string; children: ReactNode }) {
  useEffect(() => {
    document.title = withBrand(adminTitle(), brand);
  }, [brand]);
  return (
    <div className="admin-shell admin-shell--signed-out">
      <header className="admin-shell__header">
        <p className="admin-shell__brand">
          {brand} <span className="admin-shell__brand-admin">{adminTitle()}</span>
        </p>
        <a className="admin-shell__site" href={paths.home()}>
          Voir le site
        </a>
      </header>
      <main id="contenu" tabIndex={-1} className="admin-shell__main admin-shell__main--narrow">
        <h1 className="visually-hidden">{adminTitle()}</h1>
        {children}
      </main>
    </div>
  );
}
