import { useEffect, type ReactNode } from 'react';
import { withBrand } from '@garage/contract/pages/page-head';
import { useSiteShellQuery } from '../../gql/hooks';

interface PageHeadingProps {
  title: string;
  /** Browser tab title, without the brand (the page module's, as the gateway's: contract/src/pages); defaults to the heading. */
  documentTitle?: string;
  lead?: ReactNode;
  eyebrow?: string;
}

/** The heading block of a screen; also sets the tab title, as screen readers announce it on navigation. */
export function PageHeading({ title, documentTitle, lead, eyebrow }: PageHeadingProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <header className="page-heading">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
    </header>
  );
}

/** Sets the tab title to "<title> | <brand>", as the gateway's HTML has it. */
export function useDocumentTitle(title: string) {
  const brand = useSiteShellQuery().data?.site.brandName;
  useEffect(() => {
    document.title = withBrand(title, brand ?? '');
  }, [title, brand]);
}
